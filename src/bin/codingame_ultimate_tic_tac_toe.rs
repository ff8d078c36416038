//! CodinGame · Tic-Tac-Toe (Wood: 3×3; Bronze and up: Ultimate Tic-Tac-Toe) · https://www.codingame.com/multiplayer/bot-programming/tic-tac-toe
//!
//! Rules, as CodinGame's referee plays them (github.com/CodinGame/game-ultimate-tictactoe,
//! `Referee.java`, `TicTacToe.java`, `Player.java`): nine small 3×3 boards in a 3×3 grid. Cell
//! (r, c), 0–8, lies in small board (r/3, c/3); the next player must play in small board
//! (r%3, c%3) of the last move, or in any empty cell of any open board when that board is
//! closed or on the first move. A small board is closed when won (it then counts for its
//! winner on the big grid) or full (it counts for nobody). Three won boards in a line win at
//! once; otherwise, when no move is left, more won boards wins and equal counts draw. The Wood
//! league plays one plain 3×3 board with the same input (three in a row wins, full is a draw).
//! Input, every turn: `opponentRow opponentCol` (`-1 -1` when the bot moves first), then
//! `validActionCount`, then that many `row col` (in the referee's shuffled order); any
//! whitespace separates the numbers (ASCII, U+00A0, U+3000; a BOM at the start). A turn after
//! the bot's move ended the game, or with `-1 -1`, starts a new game (so a local referee may
//! play several games against one process); the end of the input before a turn: exit 0.
//! Output, every turn: `row col` (flushed). Diagnostics of a searched turn go to stderr.
//! Options: `--time-scale F` multiplies the time the bot searches (85 ms a turn from reading
//! its first line, 900 ms on its first turn, inside CodinGame's 100 ms and 1 s; 0 < F ≤ 100);
//! `--bench` prints the playouts of 100 ms from the empty board and from a mid-game position;
//! `--opening N` prints the opening line searched with N iterations a move (the shipped one
//! is N = 4,000,000); `--help`.
//! Accepts turns consistent with the game so far: the opponent's move legal, the list exactly
//! the legal moves. Refused, naming the line: a number out of range, a move that is not legal,
//! a list that is not the legal moves, a turn after the end of the game.
//!
//! Idea: the first turn tells the leagues apart (81 cells, or cells past 2: Ultimate; 9 cells,
//! or an opponent's move other than 0 0 inside 0–2: Wood); after the opponent's 0 0 with the
//! same eight cells the bot answers 1 1, the only non-losing reply on 3×3 and a sound one on
//! 9×9, and the next turn tells them apart. Wood: exhaustive negamax (the fastest win, else the
//! slowest loss; ties to the lowest cell), perfect play. Ultimate: a move that wins the game
//! at once (the lowest such cell), else the only move, else 4 4 on the empty board, else the
//! opening line's move (as O after X's 4 4, the replies that long searches of this bot chose
//! while X plays by the same-board rule below; the turn's time then goes to searching the
//! replies to it), else Monte Carlo tree search with UCT over bitboards (a small board in 9 bits, the won and
//! closed boards in 9 bits each), a low exploration constant and first-play urgency (a
//! node's untried moves wait while a visited child's UCB value stays above 1.1); opening
//! knowledge as virtual visits (up to move 30, sending the opponent to a closed board weighs
//! as 1,000 losses; up to move 18, in a board with one cell of each side, a move making an
//! open two as 1,000 wins and any other as 1,000 losses; weaker later), and up to move 20 a
//! player sent to an empty board plays its own cell; playouts uniform over the legal moves
//! but ended as soon as the player to move can win the game at once; and MCTS-Solver: a
//! terminal child is proven at expansion, a node with a winning child is lost for the player
//! who moved into it, a node whose children are all proven takes the best of them, so proven
//! values are exact; a proven win or loss is folded into the node's mean (±10⁹, no
//! exploration term), so selection is one multiply-add and compare per child with no test of
//! the proofs. The answer is a proven win, else the visited child with the best mean (a
//! proven loss last; the root's value is printed on stderr). The ideas come from reading a
//! public MCTS-Solver bot of CodinGame's legend league; the measures are in docs/uttt.md.
//! The tree lives in a node pool allocated once and is kept between turns (the bot's move
//! and the opponent's are looked up in it); when the opponent's move comes, a big tree is
//! compacted to the kept subtree (copied breadth first into a second pool, in the bot's own
//! clock). A playout's move costs a
//! few table lookups (a board's empty cells, its cells that complete a line, the n-th cell of
//! a 9-bit mask), and the game's end is looked for only when a move closes its board.
//! Complexity: a turn costs its clock: about 1 µs an iteration from the empty board (about
//! 100,000 in 100 ms of CPU on this machine, 145,000 mid-game), 20 bytes a node; the pool holds
//! 8 M nodes (160 MiB, and as much for the compaction's copy). Wood's negamax: at most 9! positions, instant.
//! @judge CodinGame
//! @number Ultimate
//! @title Tic-Tac-Toe (Ultimate)
//! @link https://www.codingame.com/multiplayer/bot-programming/tic-tac-toe
//! @time-limit 1 s
//! @accepts turns of a game consistent with its rules, 3×3 or 9×9
//! @complexity 100 ms a turn (1 s the first), 85 ms of search (900 ms); two pools of 160 MiB of nodes
//! @turns answers each turn as it comes (the referee waits for it), so it reads no whole input
use std::io::{self, BufRead, Write};
use std::time::{Duration, Instant};

/// The eight lines of a 3×3 board as 9-bit masks (bit 3·row + col).
const LINES: [u16; 8] = [0o7, 0o70, 0o700, 0o111, 0o222, 0o444, 0o421, 0o124];

/// The 9-bit masks of the cells of a 3×3 board that hold a line, one entry per mask.
fn wins_table() -> [bool; 512] {
    let mut table = [false; 512];
    for (mask, entry) in table.iter_mut().enumerate() {
        for line in LINES {
            if mask as u16 & line == line {
                *entry = true;
            }
        }
    }
    table
}

const ALL: u16 = 0x1FF;
const ANYWHERE: u8 = 9;
const ONGOING: u8 = 0;
const DRAW: u8 = 3;

/// Per 9-bit mask: whether it holds a line (`won`), the cells that would complete one
/// (`completing`), its number of cells (`count`: `count_ones` is a software loop without
/// the popcnt instruction, which CodinGame's compiler does not assume) and its `n`-th cell
/// (`nth`), so that a playout picks a random cell with two lookups.
struct Tables {
    won: [bool; 512],
    completing: [u16; 512],
    count: [u8; 512],
    nth: [[u8; 9]; 512],
}

impl Tables {
    fn new() -> Self {
        let won = wins_table();
        let mut completing = [0u16; 512];
        let mut count = [0u8; 512];
        let mut nth = [[0u8; 9]; 512];
        for mask in 0..512 {
            for cell in 0..9 {
                if mask & 1 << cell == 0 && won[mask | 1 << cell] {
                    completing[mask] |= 1 << cell;
                }
                if mask & 1 << cell != 0 {
                    nth[mask][count[mask] as usize] = cell as u8;
                    count[mask] += 1;
                }
            }
        }
        Tables { won, completing, count, nth }
    }

    /// A cell of `mask` (not empty) chosen uniformly; no random number when there is one.
    #[inline(always)]
    fn random_cell(&self, mask: u16, rng: &mut Rng) -> usize {
        let count = self.count[mask as usize] as u32;
        let pick = if count == 1 { 0 } else { rng.below(count) };
        self.nth[mask as usize][pick as usize] as usize
    }
}

/// An Ultimate position: each player's cells per small board, the boards each has won, the
/// closed boards, the board to play in, the side to move and the outcome so far (`ONGOING`,
/// 1 + the winner, or `DRAW`).
#[derive(Clone, Copy)]
struct Board {
    cells: [[u16; 9]; 2],
    won: [u16; 2],
    closed: u16,
    next: u8,
    side: u8,
    outcome: u8,
}

impl Board {
    fn new() -> Self {
        Board { cells: [[0; 9]; 2], won: [0; 2], closed: 0, next: ANYWHERE, side: 0, outcome: 0 }
    }

    /// The legal moves as `board * 9 + cell`, in increasing order.
    fn moves(&self, out: &mut Vec<u8>) {
        out.clear();
        if self.outcome != ONGOING {
            return;
        }
        let boards: u16 = if self.next == ANYWHERE { ALL & !self.closed } else { 1 << self.next };
        for board in 0..9u8 {
            if boards & 1 << board != 0 {
                let mut empty =
                    ALL & !(self.cells[0][board as usize] | self.cells[1][board as usize]);
                while empty != 0 {
                    out.push(board * 9 + empty.trailing_zeros() as u8);
                    empty &= empty - 1;
                }
            }
        }
    }

    fn play(&mut self, tables: &Tables, mv: u8) {
        self.play_at(tables, (mv / 9) as usize, (mv % 9) as usize);
    }

    /// Plays `cell` of small board `board`; the game's end is looked for only when the move
    /// closes its board.
    #[inline(always)]
    fn play_at(&mut self, tables: &Tables, board: usize, cell: usize) {
        let side = self.side as usize;
        let mine = self.cells[side][board] | 1 << cell;
        self.cells[side][board] = mine;
        if tables.won[mine as usize] {
            self.won[side] |= 1 << board;
            self.closed |= 1 << board;
            if tables.won[self.won[side] as usize] {
                self.outcome = 1 + self.side;
            } else if self.closed == ALL {
                self.outcome = self.outcome_by_count();
            }
        } else if mine | self.cells[1 - side][board] == ALL {
            self.closed |= 1 << board;
            if self.closed == ALL {
                self.outcome = self.outcome_by_count();
            }
        }
        self.next = if self.closed & 1 << cell != 0 { ANYWHERE } else { cell as u8 };
        self.side ^= 1;
    }

    /// The moves played so far.
    fn ply(&self, tables: &Tables) -> u32 {
        (0..9)
            .map(|board| {
                tables.count[(self.cells[0][board] | self.cells[1][board]) as usize] as u32
            })
            .sum()
    }

    /// The outcome when no move is left: more won boards wins, equal counts draw.
    fn outcome_by_count(&self) -> u8 {
        let (first, second) = (self.won[0].count_ones(), self.won[1].count_ones());
        if first > second {
            1
        } else if second > first {
            2
        } else {
            DRAW
        }
    }

    /// The outcome after `mv`, without playing it: only a move that closes its board can end
    /// the game.
    fn outcome_of(&self, tables: &Tables, mv: u8) -> u8 {
        let (board, cell) = ((mv / 9) as usize, mv % 9);
        let side = self.side as usize;
        let mine = self.cells[side][board] | 1 << cell;
        let wins_board = tables.won[mine as usize];
        if !wins_board && mine | self.cells[1 - side][board] != ALL {
            return ONGOING;
        }
        let mut after = *self;
        after.play(tables, mv);
        after.outcome
    }

    /// Whether the side to move can win the game at once: a board it may play in, whose win
    /// completes a line of its won boards, where it has a cell that completes a small line.
    fn wins_at_once(&self, tables: &Tables) -> bool {
        let side = self.side as usize;
        let open = ALL & !self.closed;
        let allowed = if self.next == ANYWHERE { open } else { 1 << self.next };
        let mut boards = tables.completing[self.won[side] as usize] & allowed;
        while boards != 0 {
            let board = boards.trailing_zeros() as usize;
            boards &= boards - 1;
            let empty = ALL & !(self.cells[0][board] | self.cells[1][board]);
            if tables.completing[self.cells[side][board] as usize] & empty != 0 {
                return true;
            }
        }
        false
    }

    /// A random game from here: a player who can win the game at once does; every other move
    /// is uniform over the legal ones. Returns the outcome.
    fn playout(mut self, tables: &Tables, rng: &mut Rng) -> u8 {
        while self.outcome == ONGOING {
            if self.wins_at_once(tables) {
                return 1 + self.side;
            }
            let (board, cell) = if self.next != ANYWHERE {
                let board = self.next as usize;
                (
                    board,
                    tables.random_cell(ALL & !(self.cells[0][board] | self.cells[1][board]), rng),
                )
            } else {
                self.random_anywhere(tables, rng)
            };
            self.play_at(tables, board, cell);
        }
        self.outcome
    }

    /// A playout's move when any open board may be played: an empty cell of an open board
    /// chosen uniformly.
    fn random_anywhere(&self, tables: &Tables, rng: &mut Rng) -> (usize, usize) {
        let open = ALL & !self.closed;
        let mut total = 0;
        let mut boards = open;
        while boards != 0 {
            let board = boards.trailing_zeros() as usize;
            boards &= boards - 1;
            let empty = ALL & !(self.cells[0][board] | self.cells[1][board]);
            total += tables.count[empty as usize] as u32;
        }
        let mut pick = rng.below(total);
        let mut boards = open;
        loop {
            let board = boards.trailing_zeros() as usize;
            boards &= boards - 1;
            let empty = ALL & !(self.cells[0][board] | self.cells[1][board]);
            let count = tables.count[empty as usize] as u32;
            if pick < count {
                return (board, tables.nth[empty as usize][pick as usize] as usize);
            }
            pick -= count;
        }
    }
}

/// xorshift64*: fast and good enough for playouts.
struct Rng(u64);

impl Rng {
    fn next_u64(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// Uniform in `0..n` (n > 0).
    fn below(&mut self, n: u32) -> u32 {
        (((self.next_u64() >> 32) * n as u64) >> 32) as u32
    }
}

// ---- MCTS-Solver ----

const UNPROVEN: u8 = 0;
const PROVEN_WIN: u8 = 1;
const PROVEN_LOSS: u8 = 2;
const PROVEN_DRAW: u8 = 3;
/// The search's time on the bot's first turn and on the others, in ms. At 80 ms one later
/// answer in 600 quiet games took 103.7 ms (a stall outside the search); at 70 ms the slowest
/// of 600 was 80.4 ms (docs/uttt.md).
const FIRST_SEARCH_MS: f64 = 900.0;
const SEARCH_MS: f64 = 85.0;
/// The node pool (20 bytes a node, and as many again for the copy that compacts it): room
/// for the first turn's search (about 5 M nodes on this machine) and a later turn's growth on
/// top of the kept subtree.
const POOL_NODES: usize = 8 << 20;
/// When the opponent's move comes, a tree holding more than `COMPACT_ABOVE` nodes is
/// compacted to the kept subtree if that subtree is small: its root's visits times
/// `NODES_PER_VISIT` (iterations make 5 to 7 nodes each) at most `COMPACT_KEEP` nodes. The
/// copy's cost is the kept nodes' (about 4 ms a million on a quiet machine, 100 ms for 4.6 M
/// the first time, when the second pool's pages are new), paid inside the bot's clock; a
/// bigger subtree waits, with room to grow, until the tree is mostly other branches.
const COMPACT_ABOVE: usize = POOL_NODES / 4;
const COMPACT_KEEP: usize = 1 << 20;
const NODES_PER_VISIT: usize = 8;
/// UCB1's constant c (rewards 0 to 1, natural logarithm), low: with first-play urgency and
/// the opening priors below, 0.49 scored about 50 % against a legend-league C bot where 1.0
/// without them scored 20 %; 0.7 did no better (docs/uttt.md).
const EXPLORATION: f32 = 0.49;
/// First-play urgency: an unvisited child ranks at this value in selection, so a node's
/// untried moves are tried only while every visited child's UCB value is below it (a
/// visited child that keeps winning is followed before its untried siblings).
const FIRST_PLAY_URGENCY: f32 = 1.1;
/// Opening priors, as virtual visits of a child (each a loss, or a win where said): up to
/// move 30 a move that sends the opponent to a closed board (so it may play anywhere) is
/// weighed as 1,000 lost visits, up to move 40 as 5; up to move 18, in a board that holds one
/// cell of each side, a move that makes two in a line the opponent has not blocked as 1,000
/// won visits and any other move there as 1,000 lost ones (2 each up to move 30).
const PRIOR_LATE_PLY: u32 = 30;
const PRIOR_LAST_PLY: u32 = 40;
const PAIR_STRONG_PLY: u32 = 18;
const STRONG_PRIOR: u32 = 1000;
const WEAK_CLOSED_PRIOR: u32 = 5;
const WEAK_PAIR_PRIOR: u32 = 2;
/// Up to this move, a player sent to an empty board plays that board's own cell (sending
/// the opponent back into it): the only move searched there.
const SAME_BOARD_PLY: u32 = 20;
/// The mean of a proven win (negated: a proven loss): above any UCB value of a visited node,
/// far below an unvisited one's.
const PROVEN_MEAN: f32 = 1e9;

/// A tree node; `mean` is the mean reward (1 win, ½ draw) of the player who moved into it,
/// `spread` is 1/√visits (kept so that choosing among the children costs a multiply and an
/// add each, with no square root or division), and `proof` is that player's proven result.
/// A proven win or loss sets `mean` to ±`PROVEN_MEAN` and `spread` to 0 (a proven draw sets
/// `mean` to ½), so that selection needs no test of the proof.
#[derive(Clone, Copy)]
struct Node {
    first_child: u32,
    visits: u32,
    mean: f32,
    spread: f32,
    mv: u8,
    children: u8,
    expanded: bool,
    proof: u8,
}

struct Tree {
    nodes: Vec<Node>,
    root: u32,
    position: Board,
    tables: Tables,
    rng: Rng,
    moves: Vec<u8>,
    path: Vec<u32>,
    /// The moves of the game so far, from the empty board.
    played: Vec<u8>,
    /// The compacted tree is copied here, then the two pools swap.
    spare: Vec<Node>,
    /// `EXPLORATION · √ln(n + 1)` for the first visit counts `n` (most nodes are visited
    /// fewer times; a logarithm per selection was a twentieth of the search's time).
    exploration: Vec<f32>,
}

const EXPLORATION_TABLE: usize = 4096;

fn exploration_weight(visits: u32) -> f32 {
    EXPLORATION * ((visits + 1) as f32).ln().sqrt()
}

/// Whether `mine` (two cells of a small board) lies in a line that holds none of `theirs`.
fn open_two(mine: u16, theirs: u16) -> bool {
    LINES.iter().any(|&line| mine & line == mine && theirs & line == 0)
}

/// The proof of a position for the player who moved into it, from its children's proofs
/// (each for the player to move in it).
fn proof_from_children(children: &[Node]) -> u8 {
    if children.iter().any(|child| child.proof == PROVEN_WIN) {
        return PROVEN_LOSS;
    }
    if children.iter().any(|child| child.proof == UNPROVEN) {
        return UNPROVEN;
    }
    if children.iter().any(|child| child.proof == PROVEN_DRAW) {
        PROVEN_DRAW
    } else {
        PROVEN_WIN
    }
}

/// The reward of `outcome` for `player`.
fn reward(outcome: u8, player: u8) -> f32 {
    if outcome == DRAW {
        0.5
    } else if outcome == 1 + player {
        1.0
    } else {
        0.0
    }
}

impl Node {
    /// Weighs the node as `visits` virtual visits that each scored `mean`.
    fn set_prior(&mut self, visits: u32, mean: f32) {
        self.visits = visits;
        self.mean = mean;
        self.spread = 1.0 / (visits as f32).sqrt();
    }

    /// Records `proof` (not `UNPROVEN`) and its exact value.
    fn prove(&mut self, proof: u8) {
        self.proof = proof;
        match proof {
            PROVEN_WIN | PROVEN_LOSS => {
                self.mean = if proof == PROVEN_WIN { PROVEN_MEAN } else { -PROVEN_MEAN };
                self.spread = 0.0;
            }
            _ => self.mean = 0.5,
        }
    }

    /// The value of the node for the player who moved into it, from 0 to 1.
    fn value(&self) -> f32 {
        match self.proof {
            PROVEN_WIN => 1.0,
            PROVEN_LOSS => 0.0,
            _ if self.visits == 0 => 0.5,
            _ => self.mean,
        }
    }
}

impl Default for Node {
    fn default() -> Self {
        Node {
            first_child: 0,
            visits: 0,
            mean: FIRST_PLAY_URGENCY,
            spread: 0.0,
            mv: 0,
            children: 0,
            expanded: false,
            proof: UNPROVEN,
        }
    }
}

/// The opening priors of a position's moves (see `PRIOR_LATE_PLY`): what they depend on, found
/// once per expansion.
struct Priors {
    ply: u32,
    /// The side to move's cells and the opponent's in the board it must play in (0 and 0
    /// when it may play anywhere).
    mine: u16,
    theirs: u16,
    forced: bool,
    /// Whether that board holds one cell of each side.
    one_each: bool,
}

impl Priors {
    fn new(tables: &Tables, position: &Board) -> Self {
        let forced = position.next != ANYWHERE;
        let (mine, theirs) = if forced {
            let (next, mover) = (position.next as usize, position.side as usize);
            (position.cells[mover][next], position.cells[1 - mover][next])
        } else {
            (0, 0)
        };
        let one_each =
            forced && tables.count[mine as usize] == 1 && tables.count[theirs as usize] == 1;
        Priors { ply: position.ply(tables), mine, theirs, forced, one_each }
    }

    /// Whether the side to move is sent to an empty board.
    fn board_empty(&self) -> bool {
        self.forced && self.mine | self.theirs == 0
    }

    /// The virtual visits and their mean that weigh `mv` (a move of `position` that does not
    /// end the game), if any.
    fn of(&self, position: &Board, mv: u8) -> Option<(u32, f32)> {
        let cell = (mv % 9) as usize;
        if self.ply <= PRIOR_LAST_PLY && position.closed & 1 << cell != 0 {
            let weight = if self.ply <= PRIOR_LATE_PLY { STRONG_PRIOR } else { WEAK_CLOSED_PRIOR };
            return Some((weight, 0.0));
        }
        if self.one_each && self.ply <= PRIOR_LATE_PLY {
            let weight = if self.ply <= PAIR_STRONG_PLY { STRONG_PRIOR } else { WEAK_PAIR_PRIOR };
            let open_two = open_two(self.mine | 1 << cell, self.theirs);
            return Some((weight, if open_two { 1.0 } else { 0.0 }));
        }
        None
    }
}

impl Tree {
    fn new(position: Board) -> Self {
        let mut nodes = Vec::with_capacity(POOL_NODES);
        nodes.push(Node::default());
        Tree {
            nodes,
            spare: Vec::new(),
            played: Vec::new(),
            root: 0,
            position,
            tables: Tables::new(),
            rng: Rng(0x9E37_79B9_7F4A_7C15),
            moves: Vec::with_capacity(81),
            path: Vec::with_capacity(96),
            exploration: (0..EXPLORATION_TABLE as u32).map(exploration_weight).collect(),
        }
    }

    /// Restarts the tree at `position`, keeping the pool.
    fn reset(&mut self, position: Board) {
        self.nodes.clear();
        self.nodes.push(Node::default());
        self.root = 0;
        self.position = position;
    }

    /// Moves the root along `mv` (a move of the root's position), keeping its subtree when
    /// there is one.
    fn advance(&mut self, mv: u8) {
        let mut position = self.position;
        position.play(&self.tables, mv);
        self.played.push(mv);
        let root = self.nodes[self.root as usize];
        let found = (root.first_child..root.first_child + root.children as u32)
            .find(|&child| root.expanded && self.nodes[child as usize].mv == mv);
        match found {
            Some(child) => {
                self.root = child;
                self.position = position;
            }
            None => self.reset(position),
        }
    }

    /// Copies the root's subtree to the front of the spare pool, breadth first (a node's
    /// children stay together), and makes it the tree: O(subtree) time, the rest freed.
    fn compact(&mut self) {
        if self.spare.capacity() == 0 {
            self.spare = Vec::with_capacity(POOL_NODES);
        }
        self.spare.clear();
        self.spare.push(self.nodes[self.root as usize]);
        let mut read = 0;
        while read < self.spare.len() {
            let node = self.spare[read];
            if node.expanded {
                let first = node.first_child as usize;
                self.spare[read].first_child = self.spare.len() as u32;
                self.spare.extend_from_slice(&self.nodes[first..first + node.children as usize]);
            }
            read += 1;
        }
        std::mem::swap(&mut self.nodes, &mut self.spare);
        self.root = 0;
    }

    /// Gives `node` (whose position is `position`) its children in a random order (untried
    /// children are tried in it), proving those that end the game and weighing the others by
    /// the opening priors; false when the pool is full.
    fn expand(&mut self, node: u32, position: &Board) -> bool {
        let priors = Priors::new(&self.tables, position);
        if priors.ply <= SAME_BOARD_PLY && priors.board_empty() {
            let next = position.next as usize;
            self.moves.clear();
            self.moves.push((next * 9 + next) as u8);
        } else {
            position.moves(&mut self.moves);
            for i in (1..self.moves.len()).rev() {
                let j = self.rng.below(i as u32 + 1) as usize;
                self.moves.swap(i, j);
            }
        }
        if self.nodes.len() + self.moves.len() > POOL_NODES {
            return false;
        }
        let first = self.nodes.len() as u32;
        let mover = position.side;
        for &mv in &self.moves {
            let mut child = Node { mv, ..Node::default() };
            match position.outcome_of(&self.tables, mv) {
                ONGOING => {
                    if let Some((visits, mean)) = priors.of(position, mv) {
                        child.set_prior(visits, mean);
                    }
                }
                DRAW => child.prove(PROVEN_DRAW),
                outcome if outcome == 1 + mover => child.prove(PROVEN_WIN),
                _ => child.prove(PROVEN_LOSS),
            }
            self.nodes.push(child);
        }
        let node = &mut self.nodes[node as usize];
        node.first_child = first;
        node.children = self.moves.len() as u8;
        node.expanded = true;
        true
    }

    /// The child of `node` to descend into by UCT (a child proven lost ranks last by its
    /// mean; `node` is unproven, so it has a child not proven lost and none proven won).
    fn select(&self, node: u32) -> u32 {
        let parent = &self.nodes[node as usize];
        // UCB1, mean + c·√(ln N / n), as mean + (c·√ln N)·spread; N counts this visit too, so
        // that the first choice (N = 0) still ranks unvisited children first.
        let weight = match self.exploration.get(parent.visits as usize) {
            Some(&weight) => weight,
            None => exploration_weight(parent.visits),
        };
        let first = parent.first_child as usize;
        let children = &self.nodes[first..first + parent.children as usize];
        let (mut best, mut best_value) = (0, f32::MIN);
        for (index, child) in children.iter().enumerate() {
            let value = child.mean + weight * child.spread;
            if value > best_value {
                best = index;
                best_value = value;
            }
        }
        (first + best) as u32
    }

    /// One iteration: descend, expand, play out, back up rewards and proofs.
    fn iterate(&mut self) {
        let mut position = self.position;
        let mut node = self.root;
        self.path.clear();
        self.path.push(node);
        let outcome;
        loop {
            let data = self.nodes[node as usize];
            if data.proof != UNPROVEN {
                // The mover into `node` is the side not to move in `position`.
                let mover = position.side ^ 1;
                outcome = match data.proof {
                    PROVEN_DRAW => DRAW,
                    PROVEN_WIN => 1 + mover,
                    _ => 2 - mover,
                };
                break;
            }
            if !data.expanded && (data.visits > 0 || node == self.root) {
                if !self.expand(node, &position) {
                    outcome = position.playout(&self.tables, &mut self.rng);
                    break;
                }
                let first = self.nodes[node as usize].first_child as usize;
                let proof = proof_from_children(&self.nodes[first..first + self.moves.len()]);
                if proof != UNPROVEN {
                    self.nodes[node as usize].prove(proof);
                    continue;
                }
            }
            if !self.nodes[node as usize].expanded {
                outcome = position.playout(&self.tables, &mut self.rng);
                break;
            }
            node = self.select(node);
            position.play(&self.tables, self.nodes[node as usize].mv);
            self.path.push(node);
        }
        // Back up: the mover into the last node is the side not to move in `position`. Only
        // a proof of the last node can prove its ancestors (the nodes above were unproven).
        let mut mover = position.side ^ 1;
        let last = *self.path.last().unwrap_or(&self.root) as usize;
        let mut proving = self.nodes[last].proof != UNPROVEN;
        for depth in (0..self.path.len()).rev() {
            let node = self.path[depth] as usize;
            if proving && depth + 1 < self.path.len() {
                let data = self.nodes[node];
                let first = data.first_child as usize;
                let proof = proof_from_children(&self.nodes[first..first + data.children as usize]);
                proving = proof != UNPROVEN;
                if proving {
                    self.nodes[node].prove(proof);
                }
            }
            let data = &mut self.nodes[node];
            data.visits += 1;
            if data.proof != PROVEN_WIN && data.proof != PROVEN_LOSS {
                data.mean += (reward(outcome, mover) - data.mean) / data.visits as f32;
                data.spread = 1.0 / (data.visits as f32).sqrt();
            }
            mover ^= 1;
        }
    }

    /// Searches until `deadline`; returns the move, the iterations and the root's value.
    fn search(&mut self, deadline: Instant, limit: u64) -> (u8, u64, f32) {
        let mut iterations = 0u64;
        while self.nodes[self.root as usize].proof == UNPROVEN && iterations < limit {
            self.iterate();
            iterations += 1;
            if iterations % 32 == 0 && Instant::now() >= deadline {
                break;
            }
        }
        if !self.nodes[self.root as usize].expanded {
            self.iterate();
        }
        let root = self.nodes[self.root as usize];
        let children = root.first_child..root.first_child + root.children as u32;
        let priors = Priors::new(&self.tables, &self.position);
        // A proven win, else the child not proven lost with the most visits of its own (the
        // opening priors' virtual visits taken off; a proven draw competes), else the most
        // visited loss.
        let rank = |child: &u32| {
            let data = self.nodes[*child as usize];
            let prior = match self.position.outcome_of(&self.tables, data.mv) {
                ONGOING => priors.of(&self.position, data.mv).map_or(0, |(visits, _)| visits),
                _ => 0,
            };
            match data.proof {
                PROVEN_WIN => (2, 0, 0.0),
                PROVEN_LOSS => (0, data.visits, 0.0),
                _ => (1, data.visits.saturating_sub(prior), data.value()),
            }
        };
        let best = children
            .max_by(|a, b| rank(a).partial_cmp(&rank(b)).unwrap_or(std::cmp::Ordering::Equal))
            .unwrap_or(root.first_child);
        let data = self.nodes[best as usize];
        (data.mv, iterations, data.value())
    }
}

// ---- The opening ----

/// The opening line, as moves `board * 9 + cell` from the empty board: X's 4 4, then O's
/// replies, each found by a long search of this bot (`--opening 4000000`: four million
/// iterations a move), and X's answers by the same-board rule, up to the first time X is sent
/// to a board that is not empty. A game that follows it plays its next move.
const OPENING: &[u8] = &[40, 42, 60, 55, 10, 16, 70, 64];

/// The opening line's next move after `played`, if the game has followed it.
fn opening_move(played: &[u8]) -> Option<u8> {
    if played.len() < OPENING.len() && OPENING.starts_with(played) {
        Some(OPENING[played.len()])
    } else {
        None
    }
}

/// Computes the opening line (see `OPENING`) with `iterations` iterations a search of O's
/// moves, one tree kept along the line, so the line is the same on every run.
fn opening_line(iterations: u64) -> Vec<u8> {
    let tables = Tables::new();
    let mut tree = Tree::new(Board::new());
    tree.advance(4 * 9 + 4);
    let far = Instant::now() + Duration::from_secs(1 << 30);
    loop {
        let (mv, _, value) = tree.search(far, iterations);
        tree.advance(mv);
        let (row, col) = cell_of(mv);
        eprintln!("O {} {}: value {:.3}", row, col, value);
        let next = tree.position.next as usize;
        if next == ANYWHERE as usize
            || tree.position.cells[0][next] | tree.position.cells[1][next] != 0
            || tree.position.ply(&tables) > SAME_BOARD_PLY
        {
            return tree.played.clone();
        }
        tree.advance((next * 9 + next) as u8);
        if tree.nodes.len() > COMPACT_ABOVE {
            tree.compact();
        }
    }
}

// ---- Wood: plain 3×3 ----

/// Negamax for the side to move (`mine`, `theirs`: 9-bit masks): a win scores 1 plus the
/// empty cells left (sooner is better), a draw 0.
fn negamax(won: &[bool; 512], mine: u16, theirs: u16) -> i32 {
    let empty = ALL & !(mine | theirs);
    let mut best = i32::MIN;
    for cell in 0..9 {
        if empty & 1 << cell != 0 {
            best = best.max(move_score(won, mine, theirs, cell));
        }
    }
    if best == i32::MIN {
        0
    } else {
        best
    }
}

fn move_score(won: &[bool; 512], mine: u16, theirs: u16, cell: u16) -> i32 {
    let after = mine | 1 << cell;
    let left = (ALL & !(after | theirs)).count_ones() as i32;
    if won[after as usize] {
        1 + left
    } else if left == 0 {
        0
    } else {
        -negamax(won, theirs, after)
    }
}

/// The perfect move on 3×3: the best score, ties to the lowest cell.
fn wood_move(won: &[bool; 512], mine: u16, theirs: u16) -> u16 {
    let empty = ALL & !(mine | theirs);
    let mut best = (i32::MIN, 0);
    for cell in 0..9 {
        if empty & 1 << cell != 0 {
            let score = move_score(won, mine, theirs, cell);
            if score > best.0 {
                best = (score, cell);
            }
        }
    }
    best.1
}

// ---- Input ----

/// A token reader over stdin that reads a line only when it needs one (the referee waits
/// for the answer before it writes the next turn).
struct Reader<R: BufRead> {
    input: R,
    line: Vec<u8>,
    pos: usize,
    line_number: usize,
}

impl<R: BufRead> Reader<R> {
    /// Length of the separator at `pos` of the current line, 0 if none.
    fn space_len(&self, pos: usize) -> usize {
        match self.line[pos..] {
            [b' ' | b'\t' | b'\n' | b'\r' | b'\x0B' | b'\x0C', ..] => 1,
            [0xC2, 0xA0, ..] => 2,
            [0xE3, 0x80, 0x80, ..] => 3,
            _ => 0,
        }
    }

    /// The next token, or None at the end of the input.
    fn token(&mut self) -> Result<Option<Vec<u8>>, String> {
        loop {
            while self.pos < self.line.len() {
                match self.space_len(self.pos) {
                    0 => break,
                    len => self.pos += len,
                }
            }
            if self.pos < self.line.len() {
                let start = self.pos;
                while self.pos < self.line.len() && self.space_len(self.pos) == 0 {
                    self.pos += 1;
                }
                return Ok(Some(self.line[start..self.pos].to_vec()));
            }
            self.line.clear();
            self.pos = 0;
            let read = self.input.read_until(b'\n', &mut self.line);
            let read =
                read.map_err(|e| format!("line {}: cannot read: {}", self.line_number + 1, e))?;
            if read == 0 {
                return Ok(None);
            }
            self.line_number += 1;
            if self.line_number == 1 && self.line.starts_with(b"\xEF\xBB\xBF") {
                self.pos = 3;
            }
        }
    }

    /// The next token as an integer in `low..=high`; `what` names it in an error.
    fn int(&mut self, what: &str, low: i64, high: i64) -> Result<i64, String> {
        let token = self.token()?;
        let line = self.line_number.max(1);
        let token = match token {
            Some(token) => token,
            None => {
                return Err(format!("line {}: expected {}, found the end of the input", line, what))
            }
        };
        let digits = token.strip_prefix(b"-").unwrap_or(&token);
        let value = std::str::from_utf8(&token).ok().and_then(|text| text.parse::<i64>().ok());
        match value {
            Some(value)
                if !digits.is_empty()
                    && digits.iter().all(u8::is_ascii_digit)
                    && low <= value
                    && value <= high =>
            {
                Ok(value)
            }
            _ => Err(format!(
                "line {}: expected {} (an integer from {} to {}), found \"{}\"",
                line,
                what,
                low,
                high,
                String::from_utf8_lossy(&token)
            )),
        }
    }
}

/// One turn's input: the opponent's move (None for `-1 -1`), the listed moves and the line
/// of the turn's last number; None at the end of the input.
struct Turn {
    opponent: Option<(u8, u8)>,
    list: Vec<(u8, u8)>,
    started: Instant,
    line: usize,
}

fn read_turn<R: BufRead>(reader: &mut Reader<R>) -> Result<Option<Turn>, String> {
    let row = match reader.token()? {
        None => return Ok(None),
        Some(token) => {
            // Push the token back by re-reading it through `int`'s checks.
            reader.pos -= token.len();
            reader.int("the opponent's row (-1 on the first turn)", -1, 8)?
        }
    };
    let started = Instant::now();
    let col = reader.int(
        "the opponent's column",
        if row == -1 { -1 } else { 0 },
        if row == -1 { -1 } else { 8 },
    )?;
    let opponent = if row == -1 { None } else { Some((row as u8, col as u8)) };
    let count = reader.int("the number of valid actions", 1, 81)?;
    let mut list = Vec::with_capacity(count as usize);
    for _ in 0..count {
        let row = reader.int("a valid action's row", 0, 8)? as u8;
        let col = reader.int("a valid action's column", 0, 8)? as u8;
        list.push((row, col));
    }
    Ok(Some(Turn { opponent, list, started, line: reader.line_number }))
}

// ---- The game ----

enum League {
    /// Not yet known: the opponent opened 0 0 and the bot answered 1 1.
    Undecided,
    Wood {
        mine: u16,
        theirs: u16,
    },
    Ultimate(Box<Tree>),
}

struct Bot {
    league: Option<League>,
    tables: Tables,
    time_scale: f64,
    over: bool,
    turns: usize,
}

fn cell_of(mv: u8) -> (u8, u8) {
    let (board, cell) = (mv / 9, mv % 9);
    (board / 3 * 3 + cell / 3, board % 3 * 3 + cell % 3)
}

fn move_of((row, col): (u8, u8)) -> u8 {
    (row / 3 * 3 + col / 3) * 9 + row % 3 * 3 + col % 3
}

fn sorted(mut list: Vec<(u8, u8)>) -> Vec<(u8, u8)> {
    list.sort_unstable();
    list
}

impl Bot {
    /// Checks the turn against the position and answers it.
    fn answer(&mut self, turn: &Turn) -> Result<(u8, u8), String> {
        let line = turn.line;
        if self.over || turn.opponent.is_none() {
            // A new game: after the bot's move ended the last one, or when the bot moves first.
            self.league = None;
            self.over = false;
            self.turns = 0;
        }
        self.turns += 1;
        let first = self.turns == 1;
        let wood_cells = |list: &[(u8, u8)]| list.iter().all(|&(r, c)| r < 3 && c < 3);
        let league = match self.league.take() {
            None => match turn.opponent {
                None if turn.list.len() == 9 && wood_cells(&turn.list) => {
                    League::Wood { mine: 0, theirs: 0 }
                }
                None => League::Ultimate(Box::new(Tree::new(Board::new()))),
                Some((0, 0)) if wood_cells(&turn.list) => {
                    let expected: Vec<(u8, u8)> = (1..9).map(|i| (i / 3, i % 3)).collect();
                    if sorted(turn.list.clone()) != expected {
                        return Err(format!("line {}: expected the eight empty cells after 0 0 as the valid actions", line));
                    }
                    self.league = Some(League::Undecided);
                    return Ok((1, 1));
                }
                Some((row, col)) if row < 3 && col < 3 && wood_cells(&turn.list) => {
                    League::Wood { mine: 0, theirs: 0 }
                }
                Some(_) => League::Ultimate(Box::new(Tree::new(Board::new()))),
            },
            Some(League::Undecided) => match turn.opponent {
                Some((row, col)) if row < 3 && col < 3 => League::Wood { mine: 1 << 4, theirs: 1 },
                _ => {
                    let mut tree = Box::new(Tree::new(Board::new()));
                    tree.advance(move_of((0, 0)));
                    tree.advance(move_of((1, 1)));
                    League::Ultimate(tree)
                }
            },
            Some(league) => league,
        };
        match league {
            League::Wood { mine, theirs } => self.wood_turn(turn, mine, theirs),
            League::Ultimate(tree) => self.ultimate_turn(turn, tree, first),
            League::Undecided => unreachable!("the undecided league is settled above"),
        }
    }

    fn log_search(&self, iterations: u64, value: f32, tree: &Tree) {
        eprintln!(
            "turn {}: {} iterations, value {:.3}, {} nodes",
            self.turns,
            iterations,
            value,
            tree.nodes.len()
        );
    }

    fn wood_turn(&mut self, turn: &Turn, mine: u16, mut theirs: u16) -> Result<(u8, u8), String> {
        let line = turn.line;
        let won = &self.tables.won;
        match turn.opponent {
            None => {}
            Some((row, col)) => {
                let cell = row * 3 + col;
                if row > 2 || col > 2 || (mine | theirs) & 1 << cell != 0 {
                    return Err(format!(
                        "line {}: expected a legal move of the opponent, found {} {}",
                        line, row, col
                    ));
                }
                theirs |= 1 << cell;
            }
        }
        let empty = ALL & !(mine | theirs);
        if won[theirs as usize] || empty == 0 {
            return Err(format!(
                "line {}: expected the end of the input: the opponent's move ended the game",
                line
            ));
        }
        let expected: Vec<(u8, u8)> =
            (0..9).filter(|&i| empty & 1 << i != 0).map(|i| (i / 3, i % 3)).collect();
        if sorted(turn.list.clone()) != expected {
            return Err(format!("line {}: expected the empty cells as the valid actions", line));
        }
        let cell = wood_move(won, mine, theirs);
        let mine = mine | 1 << cell;
        self.over = won[mine as usize] || mine | theirs == ALL;
        self.league = Some(League::Wood { mine, theirs });
        Ok(((cell / 3) as u8, (cell % 3) as u8))
    }

    fn ultimate_turn(
        &mut self,
        turn: &Turn,
        mut tree: Box<Tree>,
        first: bool,
    ) -> Result<(u8, u8), String> {
        let line = turn.line;
        match turn.opponent {
            None => {}
            Some(cell) => {
                tree.position.moves(&mut tree.moves);
                if !tree.moves.contains(&move_of(cell)) {
                    return Err(format!(
                        "line {}: expected a legal move of the opponent, found {} {}",
                        line, cell.0, cell.1
                    ));
                }
                tree.advance(move_of(cell));
            }
        }
        // Inside the bot's own clock, so that the opponent's time is left alone.
        let kept = tree.nodes[tree.root as usize].visits as usize * NODES_PER_VISIT;
        if tree.nodes.len() > COMPACT_ABOVE && kept <= COMPACT_KEEP {
            tree.compact();
        }
        if tree.position.outcome != ONGOING {
            return Err(format!(
                "line {}: expected the end of the input: the opponent's move ended the game",
                line
            ));
        }
        tree.position.moves(&mut tree.moves);
        let expected: Vec<(u8, u8)> = sorted(tree.moves.iter().map(|&mv| cell_of(mv)).collect());
        if sorted(turn.list.clone()) != expected {
            return Err(format!("line {}: expected the legal moves as the valid actions", line));
        }
        let mover = tree.position.side;
        let winning = expected.iter().copied().find(|&cell| {
            let mut after = tree.position;
            after.play(&self.tables, move_of(cell));
            after.outcome == 1 + mover
        });
        let budget = if first { FIRST_SEARCH_MS } else { SEARCH_MS } * self.time_scale;
        // The search stops well inside the clock, leaving room for the answer's own work and
        // for a busy machine's scheduling.
        let deadline = turn.started + Duration::from_micros((budget * 1000.0) as u64);
        let chosen = if let Some(cell) = winning {
            cell
        } else if expected.len() == 1 {
            expected[0]
        } else if tree.position.cells == [[0; 9]; 2] {
            (4, 4)
        } else if let Some(mv) = opening_move(&tree.played) {
            // The opening line's move: the turn's time goes to the replies (the tree is kept).
            tree.advance(mv);
            let (_, iterations, value) = tree.search(deadline, u64::MAX);
            self.log_search(iterations, value, &tree);
            self.league = Some(League::Ultimate(tree));
            return Ok(cell_of(mv));
        } else {
            let (mv, iterations, value) = tree.search(deadline, u64::MAX);
            self.log_search(iterations, value, &tree);
            cell_of(mv)
        };
        tree.advance(move_of(chosen));
        self.over = tree.position.outcome != ONGOING;
        self.league = Some(League::Ultimate(tree));
        Ok(chosen)
    }
}

/// The time this process has run on a CPU, in ns (Linux's /proc/self/schedstat), so that a
/// busy machine's share does not count.
fn cpu_ns() -> Option<u64> {
    let text = std::fs::read_to_string("/proc/self/schedstat").ok()?;
    text.split_whitespace().next()?.parse().ok()
}

/// Playouts in 100 ms from the empty board and from a position 20 random moves in.
fn bench() {
    let tables = Tables::new();
    let mut rng = Rng(12345);
    let mut middle = Board::new();
    let mut moves = Vec::new();
    for _ in 0..20 {
        middle.moves(&mut moves);
        let mv = moves[rng.below(moves.len() as u32) as usize];
        middle.play(&tables, mv);
    }
    for (name, position) in [("empty board", Board::new()), ("mid-game (20 moves)", middle)] {
        let mut tree = Tree::new(position);
        let cpu = cpu_ns();
        let (_, iterations, value) =
            tree.search(Instant::now() + Duration::from_millis(100), u64::MAX);
        print!("{}: {} playouts in 100 ms of wall time", name, iterations);
        if let (Some(before), Some(after)) = (cpu, cpu_ns()) {
            let on_cpu = (after - before).max(1) as f64;
            print!(" ({:.0} per 100 ms on the CPU)", iterations as f64 * 1e8 / on_cpu);
        }
        println!(", value {:.3}", value);
    }
}

const HELP: &str = "codingame_ultimate_tic_tac_toe: a bot for CodinGame's Tic-Tac-Toe (Wood 3x3 and Ultimate).
Reads each turn from stdin (opponent's move, the valid action count, the actions) and prints its move.
Options: --time-scale F  multiply the search time (85 ms a turn, 900 ms the first) by F (0 < F <= 100)
         --bench         print the playouts of 100 ms from the empty board and from a mid-game position
         --opening N     print the opening line (O's moves searched with N iterations each)
         --help          this text";

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut time_scale = 1.0;
    let mut i = 0;
    while i < args.len() {
        match args[i].as_str() {
            "--help" => {
                println!("{}", HELP);
                return;
            }
            "--bench" => {
                bench();
                return;
            }
            "--opening" => {
                match args.get(i + 1).and_then(|v| v.parse::<u64>().ok()).filter(|&v| v > 0) {
                    Some(iterations) => {
                        let line: Vec<String> =
                            opening_line(iterations).iter().map(|mv| mv.to_string()).collect();
                        println!("{}", line.join(", "));
                        return;
                    }
                    None => {
                        eprintln!(
                            "error: line 0: expected a number of iterations N > 0 after --opening"
                        );
                        std::process::exit(2);
                    }
                }
            }
            "--time-scale" => {
                match args
                    .get(i + 1)
                    .and_then(|v| v.parse::<f64>().ok())
                    .filter(|&v| v > 0.0 && v <= 100.0)
                {
                    Some(scale) => time_scale = scale,
                    None => {
                        eprintln!(
                            "error: line 0: expected a number 0 < F <= 100 after --time-scale"
                        );
                        std::process::exit(2);
                    }
                }
                i += 1;
            }
            other => {
                eprintln!(
                    "error: line 0: expected --time-scale F, --bench, --opening N or --help, found {:?}",
                    other
                );
                std::process::exit(2);
            }
        }
        i += 1;
    }
    let stdin = io::stdin();
    let mut reader = Reader { input: stdin.lock(), line: Vec::new(), pos: 0, line_number: 0 };
    let mut bot = Bot { league: None, tables: Tables::new(), time_scale, over: false, turns: 0 };
    let stdout = io::stdout();
    let mut out = stdout.lock();
    loop {
        let turn = read_turn(&mut reader).and_then(|turn| match turn {
            None => Ok(None),
            Some(turn) => bot.answer(&turn).map(Some),
        });
        match turn {
            Ok(None) => return,
            Ok(Some((row, col))) => {
                if writeln!(out, "{} {}", row, col).and_then(|_| out.flush()).is_err() {
                    return;
                }
            }
            Err(message) => {
                eprintln!("error: {}", message);
                std::process::exit(1);
            }
        }
    }
}
