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
//! `--bench` prints the iterations of 100 ms from the empty board and from a mid-game position;
//! `--selfplay GAMES ITERATIONS SEED` prints the positions of
//! self-play searched by playouts, the value network's training data (see `selfplay`;
//! `make uttt-net` trains the network from them, examples/uttt_value_net.rs); `--help`.
//! Accepts turns consistent with the game so far: the opponent's move legal, the list exactly
//! the legal moves. Refused, naming the line: a number out of range, a move that is not legal,
//! a list that is not the legal moves, a turn after the end of the game.
//!
//! Idea: the first turn tells the leagues apart (81 cells, or cells past 2: Ultimate; 9 cells,
//! or an opponent's move other than 0 0 inside 0–2: Wood); after the opponent's 0 0 with the
//! same eight cells the bot answers 1 1, the only non-losing reply on 3×3 and a sound one on
//! 9×9, and the next turn tells them apart. Wood: exhaustive negamax (the fastest win, else the
//! slowest loss; ties to the lowest cell), perfect play. Ultimate: a move that wins the game
//! at once (the lowest such cell), else the only move, else 4 4 on the empty board, else Monte
//! Carlo tree search with UCT over bitboards (a small board in 9 bits, the won and
//! closed boards in 9 bits each), a low exploration constant and first-play urgency (a
//! node's untried moves wait while a visited child's UCB value stays above 1.1); opening
//! knowledge as virtual visits (up to move 30, sending the opponent to a closed board weighs
//! as 1,000 losses; up to move 18, in a board with one cell of each side, a move making an
//! open two as 1,000 wins and any other as 1,000 losses; weaker later), and up to move 20 a
//! player sent to an empty board plays its own cell; a value network instead of playouts: when
//! a node is first reached, each of its children is valued by a network of one hidden layer
//! (228 inputs: each side's cells, the boards each holds, the board to play in, and what they
//! imply: each side's twos with the third cell empty, the boards that would complete a line
//! of its won boards, a win of a board or the game on this move; 64 clipped ReLUs; a
//! sigmoid), the child's hidden sums found from the parent's plus the move's three or four
//! inputs and the child's derived ones; the child starts as one visit of that value, and the
//! node backs up one minus its best child's value (a one-move lookahead of the network); the
//! network learnt the values of 5,000-iteration searches by playouts (uniform over the legal
//! moves but ended as soon as the player to move can win the game at once) in self-play that
//! plays one move in eight at random (`make uttt-net`); and MCTS-Solver: a terminal child is
//! proven at expansion, a node with a winning child is lost for the player
//! who moved into it, a node whose children are all proven takes the best of them, so proven
//! values are exact; a proven win or loss is folded into the node's mean (±10⁹, no
//! exploration term), so selection is one multiply-add and compare per child with no test of
//! the proofs. The answer is a proven win, else the child with the most visits of its own (a
//! proven loss last; the root's value is printed on stderr). The ideas come from reading a
//! public MCTS-Solver bot of CodinGame's legend league, the network's shape and use from its
//! author's later bot (a network valuing every child); the measures are in docs/uttt.md.
//! The tree lives in a node pool allocated once and is kept between turns (the bot's move
//! and the opponent's are looked up in it); when the opponent's move comes, a big tree is
//! compacted to the kept subtree (copied breadth first into a second pool, in the bot's own
//! clock). A playout's move costs a
//! few table lookups (a board's empty cells, its cells that complete a line, the n-th cell of
//! a 9-bit mask), and the game's end is looked for only when a move closes its board.
//! Complexity: a turn costs its clock: an iteration makes a node's children and values each
//! (a few rows of 64 additions and one of 64 multiply-adds): about 100,000 iterations in
//! 100 ms of CPU on this machine from the empty board, 60,000 mid-game; 20 bytes a node; the
//! pool holds 8 M nodes (160 MiB, and as much for the compaction's copy); the network 58 KiB.
//! Wood's negamax: at most 9! positions, instant.
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

// ---- The value network ----

/// The network's inputs, from the side to move's view: its cells (board·9 + cell), the
/// opponent's (81 + …), the boards it holds (won, or drawn: both hold it) (162 + board), the
/// opponent's (171 + board), the board to play in (180 + board, 189 anywhere); then what
/// follows from them (`Board::derived`): the open boards where it has two in a line with the
/// third cell empty (190 + board), the opponent's (199 + board), the open boards that would
/// complete a line of the boards it won (208 + board), the opponent's (217 + board), whether it
/// can win a small board with this move (226) and the game (227).
const FEATURES: usize = 228;
const HIDDEN: usize = 64;

impl Board {
    /// The network's inputs for the side to move (in this order: `--selfplay` prints them).
    fn features(&self, tables: &Tables, out: &mut Vec<u16>) {
        self.features_of(self.side as usize, out);
        self.derived(tables, out);
        out.push(180 + if self.next == ANYWHERE { 9 } else { self.next as u16 });
    }

    /// Appends the inputs 190–227 for the side to move (see `FEATURES`).
    fn derived(&self, tables: &Tables, out: &mut Vec<u16>) {
        let me = self.side as usize;
        let open = ALL & !self.closed;
        let allowed = if self.next == ANYWHERE { open } else { 1 << self.next };
        let (mut board_now, mut game_now) = (false, false);
        for (who, base) in [(me, 190u16), (1 - me, 199)] {
            for board in 0..9 {
                let (mine, theirs) = (self.cells[who][board], self.cells[1 - who][board]);
                if open & 1 << board != 0 && tables.completing[mine as usize] & !theirs != 0 {
                    out.push(base + board as u16);
                    if who == me && allowed & 1 << board != 0 {
                        board_now = true;
                        game_now |= tables.completing[self.won[me] as usize] & 1 << board != 0;
                    }
                }
            }
        }
        for (who, base) in [(me, 208u16), (1 - me, 217)] {
            let mut boards = tables.completing[self.won[who] as usize] & open;
            while boards != 0 {
                out.push(base + boards.trailing_zeros() as u16);
                boards &= boards - 1;
            }
        }
        if board_now {
            out.push(226);
        }
        if game_now {
            out.push(227);
        }
    }

    /// The inputs 0–179 from `me`'s view.
    fn features_of(&self, me: usize, out: &mut Vec<u16>) {
        out.clear();
        let drawn = self.closed & !(self.won[0] | self.won[1]);
        for (who, base) in [(me, 0u16), (1 - me, 81)] {
            for board in 0..9 {
                let mut cells = self.cells[who][board];
                while cells != 0 {
                    out.push(base + board as u16 * 9 + cells.trailing_zeros() as u16);
                    cells &= cells - 1;
                }
            }
        }
        for (who, base) in [(me, 162u16), (1 - me, 171)] {
            let mut boards = self.won[who] | drawn;
            while boards != 0 {
                out.push(base + boards.trailing_zeros() as u16);
                boards &= boards - 1;
            }
        }
    }
}

/// One hidden layer of `HIDDEN` clipped ReLUs (0 to 1) and a sigmoid output: the side to
/// move's expected reward. The weights come from `NET`: 2 characters a weight (a 12-bit
/// integer, 64 symbols a character), weight = integer / 512, in the order W1 (input-major),
/// b1, W2, b2 (`make uttt-net` makes it, examples/uttt_value_net.rs).
struct Net {
    w1: Vec<[f32; HIDDEN]>,
    b1: [f32; HIDDEN],
    w2: [f32; HIDDEN],
    b2: f32,
}

const NET_SYMBOLS: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

impl Net {
    /// The network of `text`, or None if it is not one.
    fn new(text: &str) -> Option<Net> {
        let mut digits = [255u8; 256];
        for (i, &c) in NET_SYMBOLS.iter().enumerate() {
            digits[c as usize] = i as u8;
        }
        let bytes = text.as_bytes();
        let count = FEATURES * HIDDEN + 2 * HIDDEN + 1;
        if bytes.len() != 2 * count {
            return None;
        }
        let mut weights = Vec::with_capacity(count);
        for chunk in bytes.chunks(2) {
            let mut value = 0u32;
            for &c in chunk {
                let digit = digits[c as usize];
                if digit == 255 {
                    return None;
                }
                value = value * 64 + digit as u32;
            }
            // Two's complement in 12 bits.
            weights.push(((value << 20) as i32 >> 20) as f32 / 512.0);
        }
        let mut w1 = vec![[0.0; HIDDEN]; FEATURES];
        for (f, row) in w1.iter_mut().enumerate() {
            row.copy_from_slice(&weights[f * HIDDEN..(f + 1) * HIDDEN]);
        }
        let at = FEATURES * HIDDEN;
        let mut b1 = [0.0; HIDDEN];
        b1.copy_from_slice(&weights[at..at + HIDDEN]);
        let mut w2 = [0.0; HIDDEN];
        w2.copy_from_slice(&weights[at + HIDDEN..at + 2 * HIDDEN]);
        Some(Net { w1, b1, w2, b2: weights[at + 2 * HIDDEN] })
    }

    /// The side to move's expected reward for `features`.
    fn value(&self, features: &[u16]) -> f32 {
        let mut hidden = self.b1;
        for &f in features {
            self.add(&mut hidden, f);
        }
        self.output(&hidden)
    }

    /// Adds input `feature`'s weights to the hidden sums.
    #[inline(always)]
    fn add(&self, hidden: &mut [f32; HIDDEN], feature: u16) {
        let row = &self.w1[feature as usize];
        for j in 0..HIDDEN {
            hidden[j] += row[j];
        }
    }

    /// The output for the hidden sums.
    #[inline(always)]
    fn output(&self, hidden: &[f32; HIDDEN]) -> f32 {
        let mut sum = self.b2;
        for (h, w) in hidden.iter().zip(&self.w2) {
            sum += h.clamp(0.0, 1.0) * w;
        }
        1.0 / (1.0 + (-sum).exp())
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
/// UCB1's constant c (rewards 0 to 1, natural logarithm), low: with the network's values
/// 0.35 scored better than 0.49 (the playouts' constant) and 0.65 against a legend-league
/// bot (docs/uttt.md, sixth round).
const EXPLORATION: f32 = 0.35;
/// The constant of the search by playouts (`--selfplay`, whose data the network learnt).
const PLAYOUT_EXPLORATION: f32 = 0.49;
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
    /// UCB1's constant: `EXPLORATION`, or `PLAYOUT_EXPLORATION` without the network.
    constant: f32,
    /// `constant · √ln(n + 1)` for the first visit counts `n` (most nodes are visited
    /// fewer times; a logarithm per selection was a twentieth of the search's time).
    exploration: Vec<f32>,
    /// The value network (`NET`); None: leaves valued by playouts (`--selfplay`).
    net: Option<Net>,
    features: Vec<u16>,
    derived: Vec<u16>,
}

const EXPLORATION_TABLE: usize = 4096;

fn exploration_weight(constant: f32, visits: u32) -> f32 {
    constant * ((visits + 1) as f32).ln().sqrt()
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

/// The hidden sums of the position after `mv` (a move of `position` that does not end the
/// game), seen by the side to move then, from `base`: the sums of `position` seen by that side
/// without the board to play in. The move adds the mover's cell, the board it closes (the
/// mover's if won, both sides' if drawn), the board to play in next and the inputs derived
/// (found afresh into `derived`).
fn child_sums(
    net: &Net,
    base: &[f32; HIDDEN],
    position: &Board,
    tables: &Tables,
    mv: u8,
    derived: &mut Vec<u16>,
) -> [f32; HIDDEN] {
    let mut after = *position;
    after.play(tables, mv);
    let mut sums = *base;
    net.add(&mut sums, 81 + mv as u16);
    let board = mv / 9;
    if (after.closed ^ position.closed) & 1 << board != 0 {
        net.add(&mut sums, 171 + board as u16);
        if after.won[position.side as usize] & 1 << board == 0 {
            net.add(&mut sums, 162 + board as u16);
        }
    }
    net.add(&mut sums, 180 + if after.next == ANYWHERE { 9 } else { after.next as u16 });
    derived.clear();
    after.derived(tables, derived);
    for &feature in derived.iter() {
        net.add(&mut sums, feature);
    }
    sums
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
            constant: EXPLORATION,
            exploration: (0..EXPLORATION_TABLE as u32)
                .map(|visits| exploration_weight(EXPLORATION, visits))
                .collect(),
            net: Net::new(NET),
            features: Vec::with_capacity(64),
            derived: Vec::with_capacity(40),
        }
    }

    /// Makes the tree search by playouts, without the network, with their constant.
    fn use_playouts(&mut self) {
        self.net = None;
        self.constant = PLAYOUT_EXPLORATION;
        self.exploration = (0..EXPLORATION_TABLE as u32)
            .map(|visits| exploration_weight(self.constant, visits))
            .collect();
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
    /// the opening priors (and valuing them by the network, if any); returns the best child's
    /// value for the side to move (0 with no network and no child proven), None when the pool
    /// is full.
    fn expand(&mut self, node: u32, position: &Board) -> Option<f32> {
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
            return None;
        }
        let first = self.nodes.len() as u32;
        let mover = position.side;
        // The hidden sums of the position seen by the side to move in the children, all but
        // the board to play in: a child's sums add its move's inputs.
        let mut base = [0.0f32; HIDDEN];
        if let Some(net) = &self.net {
            base = net.b1;
            position.features_of(1 - mover as usize, &mut self.features);
            for &feature in &self.features {
                net.add(&mut base, feature);
            }
        }
        let mut best = 0.0f32;
        for &mv in &self.moves {
            let mut child = Node { mv, ..Node::default() };
            match position.outcome_of(&self.tables, mv) {
                ONGOING => {
                    if let Some(net) = &self.net {
                        let sums =
                            child_sums(net, &base, position, &self.tables, mv, &mut self.derived);
                        let value = 1.0 - net.output(&sums);
                        best = best.max(value);
                        child.set_prior(1, value);
                    }
                    if let Some((visits, mean)) = priors.of(position, mv) {
                        child.set_prior(visits, mean);
                    }
                }
                DRAW => {
                    child.prove(PROVEN_DRAW);
                    best = best.max(0.5);
                }
                outcome if outcome == 1 + mover => {
                    child.prove(PROVEN_WIN);
                    best = 1.0;
                }
                _ => child.prove(PROVEN_LOSS),
            }
            self.nodes.push(child);
        }
        let node = &mut self.nodes[node as usize];
        node.first_child = first;
        node.children = self.moves.len() as u8;
        node.expanded = true;
        Some(best)
    }

    /// The child of `node` to descend into by UCT (a child proven lost ranks last by its
    /// mean; `node` is unproven, so it has a child not proven lost and none proven won).
    fn select(&self, node: u32) -> u32 {
        let parent = &self.nodes[node as usize];
        // UCB1, mean + c·√(ln N / n), as mean + (c·√ln N)·spread; N counts this visit too, so
        // that the first choice (N = 0) still ranks unvisited children first.
        let weight = match self.exploration.get(parent.visits as usize) {
            Some(&weight) => weight,
            None => exploration_weight(self.constant, parent.visits),
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

    /// A leaf's value for the side to move in `position` (not over): the network's, else a
    /// playout's.
    fn leaf_value(&mut self, position: &Board) -> f32 {
        match &self.net {
            Some(net) => {
                position.features(&self.tables, &mut self.features);
                net.value(&self.features)
            }
            None => reward(position.playout(&self.tables, &mut self.rng), position.side),
        }
    }

    /// One iteration: descend, expand, value, back up rewards and proofs.
    fn iterate(&mut self) {
        let mut position = self.position;
        let mut node = self.root;
        self.path.clear();
        self.path.push(node);
        // The reward of the player who moved into the last node.
        let score;
        loop {
            let data = self.nodes[node as usize];
            if data.proof != UNPROVEN {
                score = match data.proof {
                    PROVEN_DRAW => 0.5,
                    PROVEN_WIN => 1.0,
                    _ => 0.0,
                };
                break;
            }
            // With the network every child is born with a visit of its value, so a node is
            // expanded when first reached; with playouts, when reached a second time.
            if !data.expanded && (data.visits > 0 || node == self.root) {
                let best_child = match self.expand(node, &position) {
                    Some(best) => best,
                    None => {
                        score = 1.0 - self.leaf_value(&position);
                        break;
                    }
                };
                let first = self.nodes[node as usize].first_child as usize;
                let proof = proof_from_children(&self.nodes[first..first + self.moves.len()]);
                if proof != UNPROVEN {
                    self.nodes[node as usize].prove(proof);
                    continue;
                }
                if self.net.is_some() && node != self.root {
                    score = 1.0 - best_child;
                    break;
                }
            }
            if !self.nodes[node as usize].expanded {
                score = 1.0 - self.leaf_value(&position);
                break;
            }
            node = self.select(node);
            position.play(&self.tables, self.nodes[node as usize].mv);
            self.path.push(node);
        }
        // Back up: the mover into the last node is the side not to move in `position`. Only
        // a proof of the last node can prove its ancestors (the nodes above were unproven).
        let mut score = score;
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
                data.mean += (score - data.mean) / data.visits as f32;
                data.spread = 1.0 / (data.visits as f32).sqrt();
            }
            score = 1.0 - score;
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

/// Self-play for the value network's training data (`make uttt-net`): `games` games searched
/// with `iterations` a move by playouts (the search without the network), game `g` seeded by
/// `seed + g`; each opens with 0 to 4 uniform random moves, and after each search one move in
/// eight is uniform random instead of the search's (so that the data holds the positions a
/// mistake leads to, which a search meets). One line a searched position: its inputs
/// (`Board::features`), `|`, the search's value and the game's result for the side to move.
fn selfplay(games: u64, iterations: u64, seed: u64) {
    let mut tree = Tree::new(Board::new());
    tree.use_playouts();
    let far = Instant::now() + Duration::from_secs(1 << 30);
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    let mut features = Vec::new();
    let mut moves = Vec::new();
    for game in 0..games {
        let mut rng = Rng((seed.wrapping_add(game) ^ 0x5851_F42D_4C95_7F2D)
            .wrapping_mul(0x9E37_79B9_7F4A_7C15)
            | 1);
        tree.rng = Rng(rng.next_u64() | 1);
        tree.played.clear();
        tree.reset(Board::new());
        let random_moves = rng.below(5);
        let mut records: Vec<(Vec<u16>, f32, u8)> = Vec::new();
        while tree.position.outcome == ONGOING {
            let mv = if (tree.played.len() as u32) < random_moves {
                tree.position.moves(&mut moves);
                moves[rng.below(moves.len() as u32) as usize]
            } else {
                let (mv, _, value) = tree.search(far, iterations);
                tree.position.features(&tree.tables, &mut features);
                records.push((features.clone(), value, tree.position.side));
                if rng.below(8) == 0 {
                    tree.position.moves(&mut moves);
                    moves[rng.below(moves.len() as u32) as usize]
                } else {
                    mv
                }
            };
            tree.advance(mv);
            if tree.nodes.len() > COMPACT_ABOVE {
                tree.compact();
            }
        }
        let outcome = tree.position.outcome;
        for (features, value, side) in records {
            let list: Vec<String> = features.iter().map(|f| f.to_string()).collect();
            if writeln!(out, "{} | {:.4} {}", list.join(" "), value, reward(outcome, side)).is_err()
            {
                return;
            }
        }
    }
}

/// Iterations in 100 ms from the empty board and from a position 20 random moves in.
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
        print!("{}: {} iterations in 100 ms of wall time", name, iterations);
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
         --bench         print the iterations of 100 ms from the empty board and from a mid-game position
         --selfplay GAMES ITERATIONS SEED
                         print self-play positions for the value network's training
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
            "--selfplay" => {
                let number = |k: usize| args.get(i + k).and_then(|v| v.parse::<u64>().ok());
                match (number(1), number(2).filter(|&n| n > 0), number(3)) {
                    (Some(games), Some(iterations), Some(seed)) => {
                        selfplay(games, iterations, seed);
                        return;
                    }
                    _ => {
                        eprintln!(
                            "error: line 0: expected --selfplay GAMES ITERATIONS SEED (whole numbers, ITERATIONS > 0)"
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
                    "error: line 0: expected --time-scale F, --bench, --selfplay GAMES ITERATIONS SEED or --help, found {:?}",
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

/// The value network (`Net`), made by `make uttt-net`.
const NET: &str = "/OAk/ZAmAX/x/9Aw/vAIFlBiAnA8+5+WA6+e+uAYAJ/r+2BB/d+hBW+9A//L/FAG7r/HAq/8/2Ao/S/w+vBFAG/h/nAY/k/rBE/ZAt+pBSAK/t/yBc+jA+9gAP/s+g9k/eAk/jAZACADAfAKAA/lDVBdAwBN/m+6Ag/YAHARAPAwAQBs+1AHATA5ANAQ/h/I8i/5Ad/c/jAa/d/3A3Bx/z/7AG/zAr/wAUAoArAVBw/p/9/bAf+eAS/AAk/g/s+7/YBI+sAE/6/r/rAX/RADEG/AApBi/i+eAi/tANAU/u+w/PBA/YANBn/eA8/g+aAH6H/QBA/T/nBR/JAL+0BCAm/H/JBrAC/sAjAaBA/uB5Ak/t/jBL+BA0+lAJ/3/c+P/aA5/bAdAD/f/JAI/u/lDZBNAjBC/U+3AcAFAbAaAWBq/JCI/NACA6BTAg///cAL8VAEAS+5AMCPAJ/u/C/hAf/mAOA/AY/5AKAyAq+eBZAZ/i/HBA+2AN+1Ap/Y/K+Z/D/390AiAX/V/QAz+5A6FTAiAUAV/p/NA4/cAGA4BJBf/MB9+++KB7AdBV/Z+0/j37/FBiAV/2A7AN//+pAS++/c/XAa91+tAd/WAg/3CiBu+5/NA++XBL98AY/2+3+P/LB8/UAjAhASAGAB/c/nD/AVAPBJ/N+nAnAd/tAR/9Bb/FBz/G+hAW/JAr/d+5Al8r/jBI/4/tAM/v/3AW+n/5/wAcAqAoAGAHA2As/pBaAg/nAXBQ+bAa+0/l/Q/g+t/NAd+aBTAb/VAiAh/fAkEG/wAQBH/d+fA5AkAOAWA/CE/QBC/O/kA7/aAU/r+G/65x/FAh/vAuAg/2//AOBp/Q/a/sAM/t/nAjBcAk+wBpA+/8/3Bd/sAx9nAF/4+k9+/WAx/xAiAK/m/uAV/WAZEkBa/9BH/P+wAmA8/nADAJBQ/hAh/b/gA8/wAT/s/v/A9ZACAn/8/4AYAMAE+8BIBq/DAF/IAwAJAMA4Ad/3BPAw/o/nBX+DA5/XAI/A/I+D/HB3+OA8AOAF/5A7/fAYEF/sAaA++2+mAd/uA/A0AtCI/WA0/O+5Ba+hAx/2/f/r7n/2A3/p/iBFAE/4/SBc/d/M/3/lAw/e/YBjAR/5BvAJ+6/OBH+rA7+GAX/l/B93/A/3Al/2ApAKAaAZ/1+GAGCRA7/q/w/UAr+mAy/HAL/NAtAJ/8ANAM/I/3AT/aByAMAK/t/mAH+S/u+07iBa/K/h/MA4AH/2A2/wAlAC/NAXBt/vARAHAp/PAa/m/YAq/b+uAS/vAh/W/W/b//9eABCCBO/SAM/ZA6/c/2/fAL/6CH/5/l/TAaAdAUAtAXAL/qAMAC/I/q+YAS+o/BAw/A/y/bAAAyABAC+pARBTAN/eBP/z/R+RBbAsAJ/2+2BX/V/0Ao/NAe/+ALAQ/z+gADALA1AXAM/WAq/oAr++/s+GAr+zAIA3AjAE/6An+eBHAk/pAH/bAE+fAI/A6+Ay/i/t/WBYAL/+/r/PA8A7/a/yAv/e/q/qBC/z/7///XA6/e/KAG/QAR/Q/e/9/7+AAOB7AtAB/9/pAaAUAh/i/yBOAiAP//ATAUBS/xAq/4A7/5AR/g/LAEAYBC+u7Q/t/t/5//BAArAK/c+1Al/J/mALAp/u/ZAQAtAMAR/c/mAx/H/sAa/0A1/6+MAF/M+5/eBnA3/CAK/nBXAnA8+aAvAvA6/N/vAHBcAGAKAJ/GB0BV/iAO/m/y91BL+y6/AK/H/9/aAT9m/QAY8+AFBG/TA9BZ/0AC/pBA/xANAD+2B4/TAgAJ/tAvAU/y/4/U+B/0BDAo/tAA/nAjA5A1/TAHAZAj/s/+/d/x/pATAp/VA0BKAZAd/PAE9MA2+z9W/i/O/uAJA5AtAK/5+zAiAm/p/3A8AJ/AALAlBB/W/b+0Bp/R+wABADAv/2ATAE/X+Y/2A7Ar/pAP/KAnAhAf+qAxA8A0/KAJ/oAo/i/bAi+2Bh/l/k/n/ZAg9jBG/m7sBq+o/t/x/7ALARACASAD//+sA0BA/z/rBSAv/TAnAD+3BM/RACAf/wAJAIAb/7+/+iAbB+Au/tAAAIAZAzBi/K/0A8An+x/XAM/+/h/jAs/uAHBRAQ/r/5AD+0BG+58QBpAI/n/s/LAaAO/0/LAHAkAK/sA/AL/H/rA1AlAQ/f/gBL/DAxAN/5AZAFAIAf/O+EADAqAk/x/p/QAv/zAf/EAmCWAw+e/7ARA0+Y/YAL/zBjBPAAAe/lAA91BO+t7CBG/E/h/Y/sARAC/K+7/pAn+w/nAx+xAV/zBb/7/9/q/FBVAX/+/V/GA2BuAXAcAtBb/9//Aq/1/x/PAz/FAT/N/jB0/W+/AiBB/G/wAzAZAMAH/28D/V/Y8TAA+B/fBrBUAsBWEJBqAK/jAgALBDAa/sAoBCBHAqAdAl+rAgA3+9/TAS++/O/jAcAlAkAWASAt/2AEA8AaAE/iAx//AM/O/7AfAl/e/aBB/jBEAeA3AO/K/f9fAC/W82/Q/H/lC/BEABAzDfA4BKAHACAoAdBcBpAMAfAV/d/rAMARAdAM/r//A//2/K+wA4An/9/+ApBs/o+eAzAk/x/KBK/l+s/k/GA8+/+hAFAY/lABAbA1BjADAS65/x/68J/i+Y/qABATAJBvCzCmAG/1/g/TAnA1APAoBF///y+/An/dALAg++ASAY/s/O/NAHAm/fAGA8Ak/6AxA4As/1/sApAR///c/kBi/g/j/+Am/0CGAWAzAdBJ/27++//F82A4/o/UBP+2AvBWEIB1AeAC/+AHAr/YA4AvAnAq/PAR/0/9A3An/f/xAo/s/a+6BECi9rAwAxCA/I/VAw+0/z/fBK/6AT+x/kDp/O/m//AUAY/+A1AeBAAABN62/YAE7Z/E+xAFAa/vAKBcFcBG+N+v/r+zAcBmBKA7BHAXAN/IA4+5//AK/m/+AIAk/r/OBQA5/q/yAKBC/h+rAlAM/7/lAnBQAC/o/sAQ/QAHAFAc/Y/9AbAvAJAlA+9eAR/H9F+u/j/tB5+kAXBPDOCBAK/2/0A6AwAhAtATAbAU/ZAZ/9AT/XAP/lAfAp/O/L/hBIBTAPAyAWB4///VAu/zAC/WApAuAl+yABBd/S/qAUBE/w/oATAcBcAY/R7u/l/x8h/R+q/6BJBo/xBxExAsAg/2/WBZAdAGA6BIARA9/8B0Ac+sAbAn/g/9AP/F/7/EAXAa/SAUAYBXAC/3A7A4AH/vAxBQ/l/K/TCx/3/MAhAZ/d/d/7ApAo/WAz7+/+/p8f+//9/jBAA4BhA7D2ALAk/7/2AUAdAgAYA1A3AR/dADAZAUAaAN/R/sATBe/C/AAcAw/iAqAuBe/L++Av/3/5/BA2AKAQ++AEDH/P+eACBt/u/GAQAdANAvAX8B/m/R8A/r/o/jB/Aw/gBMEdAWAB/s/LAK/jApBQAuAr/sAW/oA0/gAsA2+s///QAlAK/n/sAFAjAXAF/v/oBwAl/6/g/o/f/lAq/e/w+r/WAy/NB9AA+0AZAt/F/6+4AMAoAU/432/P/vBRAqAG/9AJAp/3AGAt/vBB+8/c/eA7/1ASBdAz/NAh/6AIAu/V/Z/z/l/SAWAW/3AM/tANBXAZ/6/s/8/nAbAv/x/g/NAMAU+kAgACANAVAx/u+8/2AOAzAC/s6C/s/zCh/6/yAPANAlBHAO/f/LAmAcA1/AAQ/I/lAYAqATAm/dAUAg/tAK/s/L/dApAUAZ/7AB/c/wASAF/5/c/oAFAb/a/b9A/M/3/MCRAo+4ARAS/B/C/lADBE/0/i4e++/9A7/OAaAh/UBnAG/1/UAFAq/+Ah/K/n+//rBdAsAUAWAfAcA0/n/u/q/t+p/C+2/dAOAO/pBo/3/3/3/q/EAm/PAJ/w/9+zAt/UA3AoAnAeApAG/O+9/v/5ACAK7K/i/sAD98/PA2AEA0ASAE/e+P//+0//AG/u/fAIBgAhAOAtAFAqAt/TAaAH/G/NBMAHAM/yBT+0A8/O+5/k/3/QBCAz/N/h+5+xAH/DB8BB/aAdAf+9+o/S/dBHBc//36AH/0Au+qAUAo/YA/9d/XAY8z/7ACAgAWAa/B/5BrA4/mAs/1AtBW/bBeAS/sAIAN/e/+/R/B/jAP/g/9/n/5/yA6BT/3/ZAB/KAL/KBA/6/XAbAs/ZAYALAEAaAO/15l/2/zA6+p/6/0AbBZBCAc/l/fAX/7Ah/pAO/g/NBjARAB/k/i//At/U/n/1/y/2/bAwAWAOAh/pAz/xAF/s/p/ZBgAt/FAVAg/gAB/KBDAe+p//Am+p/P93+8/2/8Ao4m/v/uA6AV/XAjATAB/p/5/2/QAS+xABAVAv/vAKC1AT+iAjAZAgAg/a/t/6/f/mAZ/7AG/bADAeBvAuANAFAO/mBVAu/O/q/3/u/q/ABdAa+4AAAm/k+0AXAMAd/q/o58AK/uAZAIA2/7AW/2ALAK/7/oAU/uAl/sAM/R/lA8AgAuAk/l/4A2/JB1/e/a/AAWAoAj/g///0/9/k/o/y/o/aAWA2/vABBK/U/m+zAsAe+lADAU/t+/AlAIA5AGAB3lAI/hA+/Q+/AeAI/r/4/6+w/a/t/0AL/T/++sAVBYA1AEAh/wAgAvAH/xBAAMBRBHDBBO/vAB/7AX/bBZ/R6H/4+ZAmAHAx+mALCXAY/JBeBpDQ/5BMBWBO/X/WB+AQAk/hAQ/+ApCOBT/g/6+T9lBSCJAQAx/0/8/O+0/oBkBG+HAWApDGAiAJ+6AQAUAuBlBk/4/9/6/fAN/tBj/l8n/u/b/cADAJ+wAqB5/s/eBMBNCFAOA7/vAD/p/UBq/yAMAxAcBjADA8AoAD/W/b+Q/7BpAKBzBsAb/3/W/yAuA2/hAMAfBuAwAX/vAN/pBBB4B9AlAGAH/K+c/QB2/i6SAH/DAl/8AX+vACBWAL//BnBLDJ/wBeBiAu+9/RCDAMAv/4A6/P/3ChBD+YAn+J9cAOB9AGBtAg+8/e/QAiAwBC/OAG/zCoBYAP/SAnAqA4AlAaAC/o/g/eBG+qBf/m8n/r/5AWAWAnAKAAB8AK/JBbBcB5/5BTBgAY/m/tBi/mBYBAAV/6+DCKAM/v/v/B+bAABr/eAmBc/e/g+9AKB+AR/PAdATCyAjAV+zAg/qBnBRDCBQ/sAE+6/k9mBg/R5YAT/d/tAgAt/l/7BsAI+1CMA3EJ/yBiBDA7/V+xDAApASARBC/a++CTBY/W/L7z8LA4A3/EBdAt/X/L/E/yA5B0+WAYAoD0CPAHAtAgAVBJBvB0/8ANAU/W/W+bAc/l8u/6AI/3AHAQ/3AVCJ/7/WBMAtCH/1A2BZBF/v/NBa/x/wA3AWAY91A5BM/3Ac/D+LASBxAMBeAhAq/e/B/4BlAW/F+/AWB7AkAb+tAQABBWBpCtAw/0Ad/C/k+WB1/w5e/vAmAkAEA7/GAFBUAL/kBgANCY/3BsBK+//I+sCDAtAaA1Ab/jAgA/BqAT+u9v9SALCA/oAhANAt/m/KA+CbAr+TAiABCpBKAB/UA2AWA6BNBhARAGAk/jAY+dBC/186/vAj/7AAAi/PAYCEAL/XBT/1Bf/zBOADBR/i/zCS/l/9A7A4/gAHDkBE/P+M/Z+iABBb/eBLAS/w/q/vAHBMA7/lAPAIB+AHAEBW/+AHBPBlCnBE/YAf/O+t+aB3/h6L/8/sArASA6AR/+ArAF/hCCAiCb/tAyBeBT/c/PBwADAPArATACABBcAc/I+W+b9gAdB4/ABmBI/n+v+z/oA7BU/CATAnDDBc/eAh/+AsBB/SAdAcBE/5/yArAGAG/U/s/C+uAC//Aq+O/lA493AU/jBB/9Ab/5/xABAi/iAu/fB2/7/57A/r/l/F/wA7A4AHBV/BA//W+p/+Aw/5AO/UAm/oCWADA+/6/X/v/oAjAm/e/i/8Af/vAPADAn/u/iAM/QAFA2/vAC/FAUBD9P/T/TBmAMAr/q/wAJAw/k/3/YA//0AM+jAP/6/JAdAiByAHAN+7AvBBAT/XAvAI/a+CAnAcBi/kAtAC/pAp/2/wAV/eAdAXAX/9AH+bAgAY/q/5/AAEA1/N/j+S/WAC96A9/yAlAlAd/J/8AK/8/wAE/XBq/+/07V/4/0+//PB5BGACAW+OBSAkAH/7Au/z/X+mA2/oBjAFBPAj/bAH/3AB/4/k/n//AV/4ALBOAFAD/vAJ/TAPBA/sAIAB/ZBJ+R/q/mB3APAs/iA4/WAX/D/uAFCNAt/h9E/C/c/LASBOBQACAb/VA0+1/X/+A5AF/ZALAK/2Bb/jA0AD/OAZ/rAQAZ+u/KAFAzAt/r/6/H/B/cAF/JAnA+/KA3/M+vAg8+///oBxAVAU/C/OBKAC/zBP/dBWA8AM6d+6AA+L/8An+h/PBJ8LADAZAMBJBYA5//+iBF/LCNANBSA8/iBO/pAHBY/E/n/pANAS/q/G/t/g/Q/2+zA0/j/g/1AJ+9BB9s/x+6APAMAiAI/IAgAMANAi/RAWAW/0+X9U/F/H/qBVA2/6//+GAwAD/z/rAuAC/P+fAYAc/x/4BHA+/kAF/dAlBA+nAJAKA4Ai/m/a/iAI/5/e+6A+AX/DAg/e/QAL9dAM/WBp/7AS/D/1/X/v/bAbAIBbAaAW7b/g/Z/IAMAIAoABAX/wAN/o/iA1ArAa/sAHAd+/CTAdBAAC/dAW/4AEAc/hAZABAIAPAcAyAaAN/9AM/WBSAj/gAIA8/yAE+IAY/EAc/sApAV/FBAAd/7AG/oBWAl/x7E/0Ad/B/3/7A5//AU+oAkAV/s/9AsAW/e+UAsAgBj/dAi/9/MBn/nAjAh/8AdAE/0/m/z+8/d/v/f//++ARAh/mAfBK/O/u9OAr/NACAIAc/i/6BIAY/8AR/gBNA3/87u/x/S+m/tAGA7/5/7+iAOAX/9/0A2/kAB91Av/kBk/pA/AVAI/tAFDpAOA1/3ApAe+BAEADAN/x/U+/AnABAb/bC/+t/U/Q/1B1AiAj/UAk//AOAZ/AAlA/AUBK/q1P/8BwA1/r//Au/5/9A2A8BD/A/p/qAn/5A+Bi/r+BAAA7Ax/QAI+3/SCl/xAu/3AIAl+R/8ACAYAVAr/iAeAn/2/hCD+PAc/d/KBGAqCC/tBKBI+8An/KAuAh/9AZAx52BqBM/8/j//ATBDAbAMAoAs/eAk/6AX/Q/QAGAI/G/uAYBD/+Aq/a/tDXAEA1/1ArAZ+P/g+d/k/1/7/MAxA4Ar/XCp9o/F+y/fAhBTAI/tAyBAAKAR+wAPBGAOBQ/i3g/EBLBT/h/IBkAm///gBzA8AHAMATAx/wAJBU/x+5/3AhAq/3AH/L/TCL/q/t/wAJAR+V/xAV//ArAI/qATBW///7B2/r/Z/j/cANAmCf/sA/ARA5/u/N/sAFApCgA37s/d/UAj/hApBgAKALAHBCAt+T/xAXAg/2/bB2/n/KAJASBJ/rAl/S/cETAOBt9dAyA3+Z/U/y+0+4AI/cA4BH/3+UEcAs+1/N/lCABhAj/nAaBg/6A9+zAyBQAnAxAa0s+/AVA1/P/iAD9e+/Ac+6AY/ZAd/3Ai/kAbCJ/r+K/pA3Bi/2ATAL/gCnAXAVAD/yAa95/q/U/eAV/v/mAuBY/o/aCQAd/i/G/lBYAdAr/1ArAg/9BM/CA1Aa/8AcA05h/x+5/4ABAGBaAmAH/9AqAy/Q/dAE/u/7/mA8/F/K/BA6AxAQAz+y/VDcAdADAFAUAZ/L/Y/e/gAfAC/JA1B4+6/eDC/i+/+x/0BmAzAc/fA2BO/0/R+gAUApAvAj/845/sAwAIAG/yAD/xAD/jAEAx+h/kAMAD/5AdCF/i9f/jAzBq/tAH+k/yCJ/+AU/7Ab/8+4ADAq//ARAD/vAhB4AJ/bB9BE/5/I/lANAP/8/NA9Ac/FBb/HAdA4AOAnA57p/YBvB6AGAG/c/2AZAFAwAb/m/5AaAz/8/iBEAB/qAFAWAj/8ADBD+8Dk/6A9/oAyAi+T/m+i/V/5/w/MAiBHAa/kC3Ai/b+Z/8BiBD/g/kArAH/tBG/HA/A3AYA6BM3g/7BI/0+5/6/v/p/8/jBNAH/a/i/wAb/hAiAj/r/A/2AvBJ/i/WAM/o/3AtAOBCAeAw/3ABAx/dAk/6/dAvAFAg/h/59gAXBQ2TBLAYAeAFAD/pBo/OAQ/4Ak/6/P+G/xBZBB+2/zAQ/1A1AJBF/xBdAN/H/kAsABA3/u/d/BAd/1/9AC/k/iAG/uAC/wA6/8AE+6AWBHATAHAR/3AhAWAo/S/h+sAwAZ6OBD/5A8AIAw/5///KAW/4AP/j/J+1/xCYBV/h/9AGAABhATAI/nA1BMAB/kAr/2/R+f/6/9/8/oASAM/fAB/a/bAKAh/9AOAY/4/4/O/FAv/v/YA5Ao/z/F/R8JAMAK1NCZAjAkAKAL+3Bm/lAQAfAx/U+w+YARBEAg/5/e/wA7BDAEAiABA+A9AM/Z/7/U/1+u/eAA/dAGANAW/YAE/i/lAG/d/0/jAd/a/5BT/MAQAM/1AGBpAY/g/2/hAHAe4RBCAEBi/3Aq/tA++xAr/uAV/8A3/h/tAy/G/c/mApAXBUAc/8/KA0/k/9/rAN/3/d/p/c/tAJ/eAgAC/BAJ/3/nAiAX/VAQAaAh/3AY+w/sAH/mBKBgAw+w/99SAJAr1cA2A+AY/8/7+1CJ/N/0AJA+/1/E/w/2BO/j+Y/yAE/++W/aA59jAoBE/qAdA8/6/9+h/l/w/t/6AIBM/kBS/dADAkAZAd/3AS/k/kAL/HAmABAOAkB7Ae/b/o/z/8Au39ApAN/r/+ArACAe/6AGASAh/2+e/HADBx+s/WAAACALBKAcAJ/FBFAg/o/SA0/y/Q/X/DAG/W/lAHAa/X///hAQAE/aAsAPAoAU/2AP/PAjAD/mAZCHAH+k/7/KAT/60aBJ/9Aa/yAa+1Bk+L/a/iAtAZ/t/V/5CDA++n/6AB/ZAbAAAi/qA7AA/YAVAvAV/uAQ/f++/4AGAjAa/o/j/l/5AX/k/a/Z/1/4AWA2/r/v/5/yA3CQ/l/+/yA6BD/65bBHAX/V/6AvAR/qAb/5/2A9/7/X/s/3AWAQ/cAE/4+XAaAFAI+oALAi/aAoADAO/x+y/bAg/2/1/+Ax/KCI/v/tAQAOABAb/yAE/u/i/A/0/6/oAVBZ/+/D/7A9////1lB3AU/MAZAK/cBhACAUANAo/h+4/W/oBaAY/H/bAK+2BAAI/m/DATAW/4/8Ap/uAQ+iAA/z/9/tABAu/QBpAK/+A2AGA7BHAz/FAUA8/Y+XGF+kAx91AfA3AG/g/A/o/d/G/p6R/1/r/cAhBR/0/+Bb/m/sAb/s/ZBmAaCR/7AMAO/f9QBXA4/W/YAW+jAuBPAQAF+zAW/tA9+1/OBJ/q/1AV/pAV/6A1/ZADBcAi/yFD+dAx/K/rAK/l+DAS//+o+z/A7u/rAM/E/mAV/v/zAE/n/JA9/tBtAzAIBb/7/4AwAC9CAxAhAhAm/8ACANAx/I/r/yAA/XBDAJ/SBs/h/RAa+6A3AXAv/v/s/a/i+7Fm+fBQ/ZADANAA+L/J+k/e/3/Y6L/h/V+sAdAy/E/yAy/oANAW/g/VAWA0CI+sBK/x/q7//oBEAXAnAT/OAGBd/n/i/I/wAKBT/3/PBU/n/sAG/lAJAfAp/Y/uB8/c/lFF+hAn/7/5ATAMAb/X+//Y/N/O9E/p/9/JBB/m/1/uAoARA8Bb/hAI/BAIBe/zANAM/38/AeAX+zAIA1/XAYBHAc/gAGAU/bBB/o+8BN/y/VBH+eAAA4AlAC/cAK+W9/HD/HBD/9/zAtAe+i+z+9/N9r/24d/7/l+bAIBb/NAVBVAC/qBa/V/PAPAZCv/k/p92+07d+nA5AVACBl+nAlAv/m/z+z/r/8B5/5/YCv/Q/hAqAB/+AGAi++/zAR/k/ZD+/FAjAZ/4AA/y/7/F/0/X/i/R8o/2///kAbA6ACAMAe/5+yAj/tAm+uAJBiAWAi/o/m9mAlAp/W/1/8/v/yAfAj/zAG+8/vAJAW/QBY/MADBA+rBZARA4/t/5AR+6+uF4+fA2AJAN/1AH/H/N+Z+//6+55s/m/n+Y/7/m+p/oBGAf/yBS/wAbBY/yCJ/1/7/D/c8UAnAc/I/6Bd/dBNBKBV/w+e/tARAf/e/SBV/y/+Aj/lAIAYAU/lAgBnAB+9ET/SAqANAG/9AKBZAG/H/r/X/d8U/n/y/o/lBp/+AWA6/+/gBZ/p/aBfBhBO/3/C/h/v96A4/z/8/vAH/TAAA6/FAKAYAJ/fAj/6+/DU/cABAl/uAlAhAu/c/U/C/Q+KGM+QBSAA+zBFAA/z+3+r/W+W/g6B/5/w+3/sBO/V/9A1/u/PBH/R/gAg/zCd/p/E/y/t8M/x/I/xAWAL+p/pBN+oAH/Y/5/zBL/5BG/fD9/Z/Y/2Aa/tCXBBA/Ai/k95BKAp/pAx/j+l/K96AT+Z/7Ag/T/+/h/+B4AWCf/1+2AV/y+tBdAHAE+o/jAR/vABAFAB/J9X+zAN9b+UAxA1+0Ag/n+4/kBL/2BBA8/RB0/mAEAmAlAVBm/D+1Ad/X+7/0Ag/fACAQ/j/Q+xAN/b/2BB/X/I+3AKAv/RCM/1/nALAB/bBgAA/w/BCMAOAWAUASAN/1AS/FAs98/KADAd/lAC/ZAI/7ArAxBWAu/IDR/pAGAvBtABBM/h+V+1/C9vAOA2/OBVAv+4/293A1/EAAAt/L/m/AAMAmAVCt/Q/9Aq/2/kBvAXAq/WAkAFBFA2AHAH/v+V+pBK8y+tAiBF/HAT/WAu/MA8AJB3Ax/4Cc/WAOBN/7AUBlAl/CAt+z+rAWAtAIA8Ai/W/S//Al/TADBA/R/q/M/+ArAvBzAf+4Ax/e9fA8AEA3+dA0BFALAOAL///s/0/SAA+C/GAOA9/cAT/pAR+9AgAXBMBS+DEO/O/4/VAGACCEA9+h/6/W8yAP/d/IBpBP/J/g/wAg+w/cAI+5CQ+hA4A7AGEPAJ/eAl/t/IBH/+Bc+c/uAJAzAY+wAF/L9v/BBA9d/KAFAg+iAW+zAm/UBT/8CLA0/tDL/x/rBkAVAEBH/r+6/l+2/GAmAWAJBJAC/N/p/3Ah+xAIA2/eA5/hAKBhAoDAAK/1Ak/m/VBNAE/J+RBWAOACALALAD/g/N/LAy+H+zARAb+3Ai/2/6/jAbAmAkAt/dD2/Q/mA6BaAVBTAj9y/0+P+CARA1++BRA8+t/k/iAX+X/zA+/W/d+4//AYAcCPAT+3A//q/fBX/gAq/FAU/lAVAS/2/2/5+0+jAu9S/rA3Ac++B5+//i/yA1AxB3Ao/6C1/t/+BWAaANBVAo+pAB+e+9AkAx/hBXAj/S/EBUAV+z+4AU/0Av/YARBX/LClAO/cAk/k/NA/AHAo/eBk/vAq/uAV///I+/+1A3+Q/QAYAk+sAV/1AWAJAP/9AZBA/9Dq/oAJANBBAfBHBC+z/4/U+6A6Ar/hBPBT/M/cBEAQ+p/y/s/j9K+nAXBOAMCxAbAHAL/0/YBLADAo+1ABAHAg/5Ap///6/E+yA38h+oAqA7+k/5+qAq/yAtATB+BAAL/X/y/ZAdAPAHBrBWBBAE+t/vA1AN/i/g/eA5/++L/n/1Ae/Q/dASAK/HBY/e+l/2/lAHAKAI/tAK/3AJ9w/7AOAM/TAA/3AB/k/YBd/T/tA6BDAt/Q/O/3A9Ak/NAz/T/gACAM/V/tAGBt+2+/AI/Y/i/j/2/s/P+ZA6/h+c/4/uAo+bAd+3AM/gBN+A/F/iAJ/y/8Ar/x/rAf+y/uAM/3AF/p//ANAd/b/2Br/5/TAlAp/m/zAH/3An/SAKAiAN/vAP/pAABWAaBCAQ/h+c+uAV/0AM/V/L/qBAAH90/V/2Ad/g/n/uAS+/AJ/G/i/CAaAEAQAe/+AXBD/o94/+A/AR/TACANAU/iAGC0+l+8AnAhAl/O///JAqAJ/RApAFAH/sAHAYAYAKBPAZ/u/q+4ACAB/9AH/o+3A//+/2/3ASAY/O/4/x/x/WA//o/5AH/fAM/7/TAB/0AF/c+XA2/9/r/2/z/4BB/3/BB0/2/PAeANBD/oAA/EAVAR/sA5AkAI/r/rAF+/ANBgAoAa+0+s/bAj+l+/AS/KBA/s+s/LA0AN/n/Z/P/6/eAk/V/z/WAe/0AEA9/o/xBi/l9M/gAi/s9Q/+AN/2/S/dDY/f/RBVA8Af/AAG/PA6AV/GAqAU///w/0/x/4AcA6/vAG/Q/DAjAU/6AT/7/hAp/3AJ/z/qA3/o/x/xAG/QA3/pAJ/9A+/7ATAn/6/4/P+7+//s/9/7/n/vASBJ/XAACG/h+pAjAkAh/0AXAKASAP/gAjAzAP/U/jAL/yABBLA//B/D+bAX/7AP/OAkADAf/n/E/R/nA2+y/y/2/4/MAV+h/1/v/gAPADA+AJ/nAb/q97/l/9/3/E/3AUAq/L/aC1/5/hA+AJBG+w+3ATAj/4/HAuAL/s/y/wAmAGAoAZBVAV/e+wApAAAR/a/y/eAq/qBZ/J/X/m/Q/3/fAT/SA3/DAU/zAOAF/8Ap/w/tAdAm/P/oA0/J/h/x/1Ay/B/hCc/6/CAwAnAJ/qAsAJAlAe/QArBBAI/n/9BV/u/uANA6AC+f+8ADAjAG/dAc/wA1/OAL/nAKAV/a/286AI/dBI+j/rAHAWAJ/2BQ/2/9Bq/m+K/8AW/y/y/7AA/9/M/+C0/A/0ArAXAb+6Ag/uAeAB+3/f/7AuAx/C92Bc/8AU/wBJBa+1+9A4Az/VABArArBB8yA3A3/0/0ATAl/e/F/gA1+ZApA3BEDrAXBjAI/XAgAe+f62/m/wAV/4/M+3/d+S/G/Y/gA7/5/q/pAc/m/w/7/o/JAiAr/v+UBwAcAG9s/rBM/b/vARAf/MARARBAAA+WAMAt/3AmAWAG/Q/u/G/b/jATBbAYC+/3BGAO+dAMCR/d8k/VAcAc/+AG/KAO/M/3+a/ZAJAJ/ZAfAk/qADAu/Z/8BIBT/x+uBK/w/Y/R/sAk/L/9/2Af/Y/7/5BKBE8OAdAr/i/g/m/7/e/o/q/5/n++BmARDz/4BeAO+3/j/l+87U/7ADARAP9j+j/2/T+8+y/xAc/8/9Aa/q+s/CAd/r/8A5AkAM+3AkAP/p/KAPBK++AIAHAlAAAU/3A7Ap9JAkBY/s+7/yAW/r/i/NBD/xAoAbAlDN+IBm/+/r/AAmAG74/iAA/+AF/R/S/W/HAK+9/j//ATALAR/r/PAD/+/mAOA7Az/L+A/W/0/T++AnBp/e+hAc/B/KAjA6ApAx8PAoB8/PAa/7AB/G/I/6AJ/m/9B/AiFFAWBT/r+5/N/d+M5K+u+pAdAL+b+u/Z/k/l+8/tBB/c/WAh/t+sAAAi/yAGAlAq/i+eANAC+8+j/8AK+nBGAgAZACAmAbAxAt9CAfA3/y/b/5/6/g/v/2BT/pAxBrA0C+ANBN/795/YBL+w8c/wAOAWANAg/JAK/z/s+4/9/zAS/uAkAW/PAhAH/hAQBCAe/Y+FBZAc/X/G/lBK/MASAMAx/KAhBeAWAV8FAHAz/v/oAE/t/S/JACBC/V/xA4AeECACBG/M/PAhAo+f67/FAgAPAQAG+b/s+5AM/XABALAy/F/wAw+xAGAX/h//A6Ag/3+BAfAQ/O/e/uA7/RA0AgAv/ZAqAwA6AaAPAgBA+y/mASAb/3/a+3/d/TAfBGAoDR/7BzAG/mAtA7/C7p+zAIAJAN/h+wAAAl/z+m/PAXABAOAgAs/YAd/2/YAzAzA+/r+NAxAO/A/hAXA5+yAYAkA2/DAQBMAoBC9jARAs/c/4AI9s/H/N+/Am/XAqBiBCDiAgBgAB/V/sAx996p/E/qATA//A+dAx+l/8/u/qA9AB+/A5AX/QAGAmA0/nAGA0/z+I/V/3BFAYBX/ZAuADArAUAC/M/9AqAhAPAU/6Ad/Y/k/zAR/KBlBW/4/6+y/8/3AZ/wAV/MBj/u+8/x/z/YAK//AZ/eAuALBI/+BQBF/p/f/SANAtAN/MAs/u//ArAF/C/cAPA8++/0/e/7Ad/rAH/s/Q/EA0AH/9/2/4An+3/2AhAP/nA3AiBl/mAFAM/+///wAK/NA0Bu/hAK/l/w/pAjBf//A4AABB/MA/Ao+r/WAMAIAk/2/gAUAFAEBD/++J/G/3AX/X/a+kAjA9/2AM/v/L/4AWAl/qApASAY/A/c/ZAL/GAVBUBD/D/3/q/5A4/1ApANBtAE/WAF/n/w/6AcAVAIBKAhAJ/iBwAS+0/fAe/pAk/0/UAr/oAWA1/p+s94/pAuAs/4/eAO/+AJ/8AK/i9tA7AOAGASAYAk/k/+/m/+/1BJBCA1/e/NAN/++e/AAW/SAC/qA6/V/G/S/zAK/m/dAc/tBq/TBTALAHATAl/WAoAT/xA2/+//A+AC9w+A/8A4/yAn+WAU/vAl+b/9/rADAnATBXA9AoAE/O/AAb/R/MAsBHBS/s/Q/1AABDABAU/sBz/r+n/6+59n/5Ad/w/wBWBGA9/uAtAp+c/UAb/iAy/E/JAwAJAvAsAM/L+1Ab/Z/qAW+t/2BYAgAIAs/Z/fAoAQAvAR/kAT+u/7/l/3/aArBtBY/+AqAXAH/4/aAR+pAQBM+6/8/Z/xAHAKA7/tAuAmAU/eA4Ad/8/5Ar/5AO/6+3AsAVAkAJ/094AF/3AmA3/z/A/6Ax/9/7/2AL/1AqAZBWAW/8AH9G/vAJ/9/QAbBDAr/i+p/w/yBM/z/a/gBiA3+5/2/I/O/9AdAc/cAjAlBIAnBP///0/W+/AJA9Ad/VAr/5AMAv/6+0+2//ATAG/0/S/wA+AcAEAA/y/9ArATBDAC/t/s+s/6/qAO/XA3AnAw/2/yAW//AX/rAf/mBIAV/c/g/Y/b/oAMBw/TA6BaAr/WAsAg/f/1AYAbAb/0/NAgAsASA7AP+3+a/2AGAIAQ+IADAuAwAB/q/7AIAhAkBzAh/3Ac+m/r9S/7/SBFBmBL/2/QAN/6Ag/6AcAVBvAG+7/0+2/x/9A9AI/SBnApAgAVBvAc+l/HArAFAgAf/Q/wAL/H/z+1/U9TAeBUAiB/AOCh9bAuBRADA7AG/z/0+x/s+5AHAm+Y/59TAM+7/5+iAQA699AD/S/m/bALB99j/5/dBMDLE//s93Aq+b+8Ba/lAp+7+3/MALAc/h98/M/uAR/LAE/Z//9RAvBF+5ASArBi+7/oAoAKAi/s/u++/m/z+6ANA0+2/h9xAk/F9/ADATBL+6AR/w/8/n/ZBP/h/WABAUCHDl/u//Ap/H+4B/AcAV/O/I/GBXAW/L9t/d/kAz/WAM/aAC9bAZAn/X/3AFCF9o/aA+/xAiAc/jAT+q/f/TAOA6+u+i9RACAQAK/Z/wBf+QAAAS/h/9AyBr+X+wBgBBDFFD/k+SAp/T/jAuAFBB/p+j/nA//q+l9H/D/0BF/J/s/y/89LAZBJASAEAlBU+gAMA7AuAt/v/r/iAY/t/XAIAd+W/o9ZAo/bAQ/kAjBM+b/39f/S/TAmAR+p/1/zAzB6Dk/X/qAt/X/TBaAzBQ+vAI/tCJ/b/J+J++/rAP/Z/u/F/i7gAIAfArAtApB57/AE+5AFA+/x/1/9/m/7+Q/+Ag9//e8bA2AC/k/rABBG9wAS/u/F/RAjBi8y+6AGBEDNGk/U+OAb+R/zCIALA7/A96/XBh/n/H8++1/oAl/oAH/U/y83APAO/bAD/4Bf/PAUAfAoA9/W/t/WAC/c/QAIAj+w/e9rAD/MAQALAjBU+CAC/1/4/w+8Ae/L/t/eBCCYDsAB/NAp+d/hBvAOAf/X+q/oBH/0+0+F+0/qBM/l/i+9//9eASAcAY/TAjBx93/pAqABAvAS/u/4AF/O+z//Aa+K+u9MAa/1/4+dAVAL9oAEAA/4+rBABr9+/G/1AqCwEr/9+PAM+X/gCMBCA5/I/H+3/4AV+29v/V/tAX/IAT/c/r9QApApAOAQAVBU/E/4AhAOAp/3/w/pAl/8AJ+cAX+k/f9wAX/A+c/qAXBY+i/u/q/Q/fAkB+/N/PAM/8CpDt/5/4AR/VANBXAcAg/S/S/lBKAd/Q9O/B/mBV/d/t/e/79XAW/zA2Ay/0B19xAxBRAQBLAa/7ADBe/X+i/5/z+q9k9MAd+1/n/gAiBe98AA/8/p/aAwCA93/gATA3CvE7AD+aAX/DAMBa/4A6+n+w/IBxAO/R9W/SAY/NAC/Y+9A8/7/3AdAwBhAsA7/mBP/0AZ/J/iABAP+uA3/TAZASA1/8/y/eA0AM9K/s/yAC/2/g/u/xBiBV/UBCAM/X/c/z/cAa///p+6/wAI+6AtBP/k/Q7KAj/S/4Ag+0/7/1/sAYA5AT///TAC/9AP/nAH/q/5/G/EAu/dAZAD/9AZ/5Ao/m/y/mAm/Y+t/iAgAOAG/m/e/q/gBCBqAoAj/bAH/0/yBA/1Af/YAE/L/EA3AW/1/x8kAgAC/7AU/T/4AF/cBZBeAe/G/wAT/7Ai/vAX/sAQ++AEAYAX/cAq/LAi/8ASAVAQ/P/3/z/o+6A5/3///cALADBXCC/SAwA5/2/dAB/mAe/5AO/9/j/L/TAmA8/2/l7SAN/U/dAn/iAJ/t/vBfAmAfAAAWAcARAb/zAp/yAr/C/RA3AHASAv/zAf/vAq/s/Y/uA0A9/M/m/MAPAB+T/g/lBWBNAZBaAg/Z/dAC/sAg/9/f/eAc/F/kAYA7ANAZ8pAW/8/jAs+7AG/4/WAz/iAR/wAbBAAjAJ/RAt9hAc/u/+AoAYBHBFAQAL/WAZAk/S/aAf/x++/RArAI/0+9/v/ICECU/DA2BC+y9c/+/Z/+/+/rACAS/O/DBDBG/bAc6bA6++/9Ac/oAbAJ/xAL/JAU/XA2/+/rAU/1AP/cAd+++WAcAa/jAc/LAk/UAa/9AH/yBEAV/J/dA8AH/p/X/f/jBK/8AcAD/2/y/S/z/yAE/4AYAYAI/a/OAR/iAkAX7pATAo/1AJ/cAl/N+/AxAUAX/kAaADAw/9AIAg/1/4/vAEACAJA/AV+6AY/TA4AUAA/L/jAW+n/P/wALAJ/rAE+fA5B5/TAvAB+4/j/3/kAA/s/y/oAd/j/NAVBq/k/P7lAVAm/gAi/9AU/3/bAtAMAa/wBO/7Ac/7/xAd/w/7/l/eAaAfA2AR/0AN/OAnAIAJ/4BC/n+0/vATAf/6/bAL/5BUBUAJATAa+//Y/m/zBB/n/tBM/a/a/VAF/zAB/983AV/y/PAg/4AU/p/fBuAi/6+tA3Aq/SAHAJAq/uAU/Y/8AiANAqAZ/JAM/wAs9U/y/IAj/z+v/1AsAV/8/1/2/2BLCEAGBVAo/E/VAB/s/6/PA2/b/y/0/dBOA9/lAS8NAg/q/x/eAoAb8V/f/cCeATAQCQBoAYBI/cAgBF/Z++AlBQ77/LAyAqAP/Z/ZAuBD/Y/iAu/rBR/T/Y/X/S/pBGAI/V92AKAOAR/+AI/n92+5AaAMAy/5AAAy+OAu/kAI/X/CAM/z/1/684AT+UCg/3ABAe/4BDA0AVAIAm/g/YABBS8Y/DAZBGAf/w/tAGAe/q/P/bBIBI/g/a/b/V/rBw+Z/t/6AVAfATAT/x/3+O/RApAoBE+n/5AS+TAPAEAH/R/yAK/iAtAP8L/2/JB2Ak/YBa/lAbA6AR/uBJ/V/UBqAu7c/RAxAMAWAI/P/7Ag/T/tByANAR/+/N/2/x/hBPAa/u+C/7A0AgAk/9/0/g/BBGA0AX/HAnAE+JA2/+/h+d+mAh/0AIAj87ASASBXAQ/sA6AaBAAk/u/+Ax/9AF/4BS9aAoA1AdAQ+5/h/+AW/2/tBiAGAn++/d/x92/nAXAA+d/EBC/sAfAe/8/f/Q/VAZAiBS/zAW/7/oAqAF/a/n/fAe/mA7AR63/1/n/z/x/yC+AKBKAz/CAM/E/S/sBcBI7A/1A5BmAE/x+r/c/2/EACA7AJBL/M+q/w/U/PBM/R/H9y/nAV/1+V/8/m9K+uA8ApCL/NAoA09yAWAT//+r+xAd/yBAAd89AQACBRAH+/BqAZ/nAlA2AJAnAG/3AJBe9B/CApAzAR/QAAA9A6/j/rA1BXBZ///C/B/cAGBY+o+m+5ATASALAc/7AI+F/PAKBIAv+1/6AV+ZAlAG/l/CAL/u/tAXBL8I/n+lBm/v/VCk/OAUAmAa/KAp/i/sAABj8AAEAEAzAT+o/j/2A6/X/9BHArBE+p/G/A/Y/cAY/5/E/YAA/4/wAlAA/29M+oAeAZBb/VASAe+SAD+rAA/DAKAN/jAf/89OAJ/kBOAh/5Bj/9AEAXAdAIAs/cAFA4BE9QBAAoAh/l+t/jAFAr/s/D/NAYAw/i/f/g/j/sAwAC/o/kABAI/yAY/9/3/c/AARB5A9/cABAL+kAbALAI/T/OAM/bBVAb8bAs/jBsAM/SCZANAMAx/2AUA8/S/3BMBH7oAQAzAnAD/3/o92Az/a+2AmAmBL/r/E/b/y/nBKAV/g+j/gAD/1/z//AE+E+lBUA9Aq/3AzAs90AAAf/2/H/jAaAhAJ//AE/M/j/0ABAJAuBD/VA9+3AjAO/K+gAQAxAMAX/9/4BQ/B/8AsAZ/aAj+V+O/w/d/eAOAdAaAZAK/lCh/4/tA2/p/3/y/6/A/o9yBJAIAMAoA4AS/Y/6Ae/s/fAt/tACAg/9/jA9AqAo+7/u/jAe/yAP/7/p+i/lBI/f/y/M/5A0/O/3AeAe/zAf+c/c/jAV/qAYAi/p/6+2ACC+AEAUAZABAR/uBB/S//+5AZ/AAjAdAKABAQ/9Ah/5/vAXAxAHAf/y/3AHAX/X/M/4+3AP/MAGAC/Q9+AYAuAdA5/3AHBg+x/wA1AO/Q/z94/e+9Ah/1APBFAkAc/n/7CLARAeAr/1AE/m/5+8AH/PAe/BAnAcBNAS///PAR/r/kAoAZADAMAXAfAjAa/2A1/7/UAi/XAWANAN/E/wA/ATA8/+AUAq/L/1BCAU/jAk/n/I/l/s/ZAU+1/2AH/W/JBtBG/mAM/W/q/zBV+8/j+qBX/EAgAfBaAO/8/LAaAL/yA6AO/sAk/d/j/MAk/8ADA//TBA+gAT95/G+qAaBE/0Bj/pAfBl+0/cAi/y/eAS+v/w/RAR+1ASAAAM/8/Y/IBhAPAKAs9P/m/d//+i/s+ZBi/yBOA5A7/2AJ/ZBC/4/lAmAzAfAF/l/2/+AQ/p/4/l+nAL/zAT/zAN/N/eBFAVBA/4//A2/H/8AiAa/vBD/+AA/sAp/ZAJAc/9AU+p/WCj/0/7/+/V/sAEBQ/P/3/TAn+9AFAY/p/+/2ABAZAQ/lAxATATAB/h/MArAa/mBB/o/NAQ/o/z/2/U/KAMBNAfB3/I/qBV9L/kAOAc/p///c/g/H/S/KAFAXAR/D/s/8CaABAQAT/nAJAC/++m/1+8BRAKAeAXBB/w/NAIBKAf/UAkAd/xAVAE/T/H/3/wAy/g/BAB/G/9/0/w/s+0BcAUCXAQ/yAH+/AXASAp/xAf+B/J/V//ANAPAfAAAL/j/PBgAN/z/h/H/0/l/v+o/v/0A++2AbAnAY/t/7AMAb/mAQAwAxAOAY/5AkAIAB+6BCAY+oAM/hAnAF/g/dAIBBArCb/Y/eBV+V/y+RAl/JAw+v/T/6AZ/uAcA7AE/+/i/pCS//APAU/e/6/6/q+rAT+zAt/8ApBHA0/3AE/lAt/f/jAs/Q/5AF/DA6/aAaANBFBlAyBXBP82BG/VANBf/L/jAuA7AnArAqAMA0AYAYA0Bb9EAZAi/TAIAO+4ATASAI+q9sACA3Ad/5EKAD84AQ+4+tAy/4+oAh/4/yAwAQ+x/nA2+bAIAN/+Bh/d/yAd/4/sAqA7CB8mAx/T/lAD/I/zAtAiA0AmAQALBwAVADA2/O+3ABA6/c/6AR/bAP+9AjAm/CAJAcAe/9DT/p9sBC/o+4A+/d/YAU/aAqBLAuAG/0Am/F/oAc/bBA/qAC/1AQAR/VBJBE74A3/KALAx+9AqAfAkBCAqA0AIBXAmAD/8Au+x/XA8/R/8AP+/ANAn/o+r9cBLA+/4/3EE948ZAe/r+MA5/5/TAkALAdANAs+3/9A9+7AA/1AXCJ/cAAATAtAVBEAtBk8wAv/6AKAX+8/4A/AvAoATAV/yBuAbAOBLBI+zAJ/9/P/7+e/X/3AL/k+8/e/nAqAF/9DY/I9Y/v/M/FBDAK+9BF/9AkALAdAR/8A99zAFAK/HA5+D/w/YBRBGAPAwAP7l/N/AA0Be+0ATCSA3BgAMBqAGBv/7AhALAl+t/vBL++/sAD+n/6AL/m+F8xAdBC/GAAFS9r7kAh/X/UAMAI+MA2AGBG/5Al/J/4Ap/gAsAf/aBe+ZAH/yAMACAHAqBu9FAkAOAJAe/bAKBUAcA7AoAiANCCAhAHAfBW/aAEA2/EAFAc/I/v+d+2AH+kADAnAMAMDK/v9fAX/1+7AjAG/n/8AMAgAoAIAR/eAp+jATAB/NBcAVAK/0Bj/uASAiBd7fAy/BAdA6+xAUBUAqBhAmBBA1CCAgAW/7A4+c/1AV+2AAAd/W/mAG/7+Q91/+AeARAODz+r8EAS/U/DBW/v+pBE/TANA6AZAG/mA1/yAV/5/tBf+yAa/sBF/9AnAXBf81A2/dAMAq/A/yBqAeAr/4BDAUB3Ak/9Ae/w/CARBG/4/eAA/TAQAHAN/0+2Ae/1AL/2DU/l9JAcAy/HAd/i/fABAQAoBDAa/Q/rA9/9ATAM/+BF/E/i/UBZAe/0BAAc9lAm/qAe/+/H/kBDAUA6AWAYAEA0AvAWAjAd+n/3BN/W/y/9++///7/a/e+dALAKAcABD29o7GAu/h+eA0AA+j///sBDAdAu/w/u8gAe4AA695FNFm86E65sJT/eAr+jD7B1C2AHFkDPBHDK8dAdAbBVFS/WBn8s7FBO72C3E0/CArC99kAl+6ASF3D/E+/S+q+l+M938UBx+zC/AO8iDq//EuA49T9G/BB29F/QAyAuCtEmBU8HDtDMDk/GBVFYCoEzCDAMD78eA7ChD+ARCBCjC08//5CI7xE3/3CRBo9CAr+L/sCtA5Aj8lB6DV/QAk+kAO2S68/EJRB3Eo5b9M/kEe/x98918PDpB7AY7hA7Dw/HCF8+Dq4ODh/3A/E+CxBZDOAdF47FFI/g8oAkAwDt+WBcA5C/+EAwCK6YES/q6d999BBLAPAoEqAeMV/N+i9fAf/K7F/L+6FFF7Eg8wCTFG/NCXGE+mC99e/s+lAk7p/DBj8uDH8ZDB/+9uFyBwD/7lAAEI8AC/BS9S/iChDiDI9SANB28cBPARB7DfDIABzu+xCKB07kEc95CA/dBB/1AG2T7d/JE1DBEa+p9g/1D6+uBH9dBcDO/FBC87ArELEbBV7mDc7oERAD9qBZDk+s+TAtEc+7EhCmAf/0B5DVFwBICR9m61DvA6zmEwJTBiCG98BBCNB4ACElENAe391QA2DWB2AAC4FRFq47AtBBF0/KCbDgEgCh9F/n9+ApC4FkFw8nDz+4B2AK85CACuDr76/kEm7g/a//93+6DCCt8yA/BACS6o9//dBWBrDeAXBw+oBD/X7JCvF5D9+8Aj/A+31Q8X/uCrDTFKDp8pAAD4+8yW9kBNBCBa/c9rEB9cDKFb71DAATD/+79FD6DLCADZ/REr6yS/BN7i/xBBJcFgBP+iCX+FCxCSz6F+EZAaAi+BB0AIARAkESE+AiAZ/V/y9q+fCOFtC8DF9k8RBS/kA/9oFMBhBD88/dCEATC1COCr8RCY6vCQ/p8kAhCIDzB8/8Ep8cDD/wEq/5BKD4DCAT9ZCB7fESAzBbCXDQ/58D+SC/AAAiJTDCAX/FBJ/i/i2l9i/y+jD7D75S9T/m9Z/39t9vDKAt9N/j9EBkDoEIBH8gFV94FgBG75KENuDSC2/9EGCaDG+T7zC/DMAL+g5n8t8k7jBUAJDlD+FAAd/z9bCI/QAsAcBUCpAF/V/C439C9G/VDtCyBBD9DyAO/H/rBy9RDJDcDTE+Dr+ZCNAx+FDi+0Et3I/d/m8V/B+q8mFT+x+Z/7CsCAFvCDFS+RA85JBOERAo0M5DAPCNCGCPDB+u/VBo/U9i/PBeBiAjDZDNCcD/8r9/CeLUB5++7r+0AOEYCdzqCeEnAD/k8k/0/GDi+xBx+5Cc/k/P/H8892E1/uCqAe+z7U/3CJ+U9nC87s8fDb5DBW29+YEtCHCLFd+t7h/3/v/x+PD8+qAnA5EKA4B4Al+f8JDgEYBr7I7cArD7D+/p8yDHDv7n8B+JAiED+fCaAUFK/U+E/k+z8qEB/IDgAX8MCQBAAg8zDeC6657l63AkCSBK+0CVPCCVB2AhFyBp/J9C4NCKADAjCoCtCkCP/0/q8n/oFfDq7h8l/nCZCd7FCFDKA77xDv+//lEV+P/4/OCo/w/lAE8fE4DN/NCpAGAwB9AC+87XAa/+8U8vDSAR+W5n+K+DAX6qDf96FsEc/h+n/ODR/4/0AJDeCXEu/Y+q9DMnEWA87X8oAPC/9UARANDiC/7w7U+Z/dDm9nEr/5CPHM7x//8nBVBE+Z/5BqCV/8EWBSAr9CER2jAJ+9AnD2Cd908HEp+8E4CFBBCK/S8KAABSAs/FEUzOC/FbAf85AGGGExGh8R9s/sCq479vCvA8BmA28BAD/hEc+h/S/5DZAN+e/449DODM/ZC5/mAECrDG/Y++EuC38M8iDNA0CA4E+V9UBbCmEN/r8JF3/MAT+MCfB/AxD1DqArBw/y+98W+nEi9E6d6d0UDx8P8B8xCTB8tYCG9AAuEL96F3ACCJCX+aAJ+r85Cb+TDuAQANC3BeBf85+tDy+K7T6cAfEO//Ag9uCgBHFL1LDAA0+v8591FKBnALCMDdDgE1/4/C7UJ7EED0CU9cAyA+5i7tCTCX++9I76+7AADg+ZBU93CYAK+V/k3S9oD8AnC9/9/U7xD85y8L9D/aAx8lC/4V/Z4Y+q92/YCkBT+cGb/XBA+f/jGYBqASDJDeBXDC/v+x9ACbEd93Dl8LAPCp7u9GDsBBCk848UAJ/fDz/oCk+LFiCc/A1b+p86CE+Y95/TAAC8Dd/1DwDeBH99CBFH/6EQ35+f96BxCVGY9rCCB0/L6G/XEUAHARPhCrFeBn+h+cCx/BB4BBCd8I+1FB5I9M/48U8LCT+n747q8X53ClHb9IAj9a6E/2A332+CBh+n+A/i9a9873BJ7VBp82Bb69Dt/C8K9gAb+q6t+n/m9n8a9P9o8J8+BMAC9gB94g+h9G6o9OBw7PAv6k/w7g6MBm/14KBFDBBA7o7O5Y5T7q7A++BD756MAkAn4h74/Z+P9CE17Y8h87AP+TBZB3BG+k//+j6176AEA29HBKC/9i7P+Y917z+XBN+77OBz9h6B71/I9j8p69A6G2At8X5jDADZ6d/kBuBa7x7A4A7xCB7l17AE8U6U+DBg6D+v+Y+N9v/h5z9+Ad8u9xBsC5FN6C94Gs6o+Q+S807q8N/09c7EACIr+g8lAy+X9tCG9Q8I9e/qAq7m9IAWGQBZBf7CCm/q70AEBI8F7f835d6FED6x+S/g785R/t8T708U+H+a7p+88O9rA2Ap9JBnBnBe5U/W+/8I+T/CH47B/h/A2L7m/49m8n8wBX+07QB+4M7+6C+e9V8OAaApF7Bm8TBbCqB85f/ZDFBx64+19j6fDW597N8i/h7LG9/E7C9YAY/V9rA//W9O9rCH7vCf+kDZ9x+n9a5vCe+E9b86+W9c7O9VAt+P564G8x+Y9EB79a793r8x8w/g+fBVF3Bv/VC6DuAL9x/ZCRA76L894N7yDu6Z6G/r7Y6x/58G617h/I+77m/47l/++N7+85BVCDB05U+w/H6B+bAb+h8p/QEG0t7K9d9688+TBW/e7wBA8D8g7B/GAv8J7wAgGSFZ8qBKCkC36I/wC9+6785u8G72Cb8u5g/U8X7L+4A69P8r+T9m70/J6q8QCgA7+DABCjEy7R/O5y85/O/V+58HGY809599+i+G6h9SBO/f9zC03O905k+5917wAJ9W6HAFAYBoDF/476AeBeBL7R8R4k7LDD6s899p7y59/UAx+C7m+Z+k4xDu6bGlA/Af92AOBmBR9Y+x/p6vAY+9+f7x+9/E9D29+x9T0v+UBQAF7TDR8u7p6U/G9J8q7k8gGdAV8o+mBr/k/oAKBcBD57676b8mDW7M6x+H9YKx/3A55n+oBT+W4u/W5M907w8TIP+t9YAL6E+8+i6i/IAH9U9OAL+19P80AD855/8UBZ8w9SHK8B8e8y7cAtBp8J8zFVAc8MBHDI/26G9HFZAJ/L/KCV+BB/8b6p6B/58P/W/k7I6p9TA3+FAE7HIN+SBA6iDTADBS+Q6c8i9wBr8o+V5v+C8/7S/JAb/G7Y4a+Q7b/BAu8O/a+0/R9g856R/cB3CW9n+2Gs+r/0/WA+/FCZCz+iCl+g+X++AWAaA4BDA1+D+0B0AqDc+2/K+f+eBPATBX/E9YA3/tASDt+3/8/F+bAc+5+zDCBmBZ+P9+/K+8Ak/c+oAWBt+2+UAu+FBLAN/Y9UAl/K/H/5BhA2AqCKBC95CAAlBM/DBtCfBMAyAn++A9+xA/DJBe/H/xBLA0/JAVBQ+eDt/N/tA/87AQAD/nAXAH+n+7A8Ah+2AiAC/h+e+g/GCRBwBx/J95AMA4/8/H+oBMA8BN+S+uAiA3BACB+LCs9vBZ/CBAB5BMA1A1/E+Y+TBDB0/N92+bBZ+wANA4CNBoBXAB6HB8+u/T+U/cAAAR+qC+AW8h+h+2/N/rBP+3+eA5C3DOBU86/4Bj/GAUB1AOA1/I/KAA/u+pA9B090B2+RA1/M/8COBKAf+u/KAf+V/3BE/d+m/4AwAj/VAJA/+6A4AO/sCZAV/7vG/U/3/W/rCy/DAd+uAuAa/l+F+z/nCqBTCG/1+h+wAvAOAF+gAYBRAL+W+2BIAnDSBD+ZCZ+bBZ+59PBKBt8F/Y91/4BBBHDOBB/Z/lAQBN/kBNAI+VB//HAJDACm/f/k/P/u/39fBHA7BW+v+1At/AA8AzAGBzD9A0+TAFAXBh+KAbANAWAD/I+x/oAsAnCbDI9oCf/jAw/n/mBOAVAT+g/HA7+N/0A1/u+RBBAy+U/aAbBP+C/m/P/VA4A0AZ+3+1/1/u/5CLB7AV+1AXAN/p+O+b/DBjCOCLB195+vA2/Q9o+iAiAPBD+L/aAZ+uCoCh9sCM/dBS+e/GBtBEAdA/+j+0+Q93BC/K+d/5BqBCAD/4BxA5A4AKAVEJBA/V+0/75g+f+pBQB2Al/R/l/1/6AE/b/BC8B4Cb+d8x+2/qA//hBaAJBE/D/rAgAbAzB9Bx9sBn+dBS/j/xA3ARAYAP/BAy+sAW/UCS/U5qBSAYAR/lBE+GD9/5/xBoAS/z/h+eAP/M+aDbBJAF/bA3AZ/i98/O/fAEBqBv/N+J/n+h/w+1+UBJAd+t+t/RAyA5CKBq+bDW+RBMAW+hDK7+AuAv9++bBjBU/9/m9nAP/j+z8M/t/N9UBe/YAXCDBeAC+E/qAh/R+LBlAAA2+h+k/m/hAd/h/ACQCZ/bBMAw/K/r+wAW9lBGBcBpCS/b/BBYBd8++k+Q/H8Y/2/o/9/+/X/iEM9+AD/J/4AuCC/nAs+kCq/LB6DO+O7w/O+kAeAdAkCg/y/jABAAAI/bAsCBBdAQAaABEB/k+wAiAb+pBM+qA//iB2B286BEDc/x/E/TAB/W/k+QBTAGAh+mAQ/2/l/0De6+BbAH/U9VAi/J+E/UAK/T+5B4/9AT/S++B+AG/ZCu/78g/r/JAGAICL/pAaAsCDAC/l+c/6+XBAB8Cd+/+aACBYB9/j+1CkA6/E/T+M+3+m+b/SATELAb/z/v/b/aDH+zCe++/hA+C6AO7EAgBj+5+c+i+jBU9t+CAK8y/mBa/mBx/v/L/DAGAIBzBEBRAkASAY+j/m94/9DDCJ+j/E/5+MCy+NA/B8AS/gCiABAU/I+t/lAMArBB/1/3/OCjBc7TBjAL/GA4As/D9w+/+v/K+8Bd9P/y/W/x/U/19LCa/kAwEF/x+n/0AlBBArAnCX/sDe/W+l+W/nB1Ak/N+RAKBB/FAH/4DpBY+e+79L/N+c+b/n/3BzCpAv/89QA2BX/DAF9/Ak/0BM//AB+MDBAfAZ/l90BqAN+18uBUApCiAFA3Bk/i+l/mCGCE/NBb5e/0B09m8WAFBaAAC/+y/Q/3/6AP+SBUAoAw/5/O/K/s/S/RAt/lDPA8/kAQ/wCFBT76BZ/R/JAuBu+h+fBVCC/Z/DCN+gBH/j+l+U/4AcCR/998FL/zCi/PAzAwAvAcBY/iAi/R/R+r+qBoAr+2+UDoBm+6+w+pCAAzC4BG+b+t/B+b/BAvCACW/2/7/e/tA0+ACZ/w9YBEBx+67h+mBTAJ+j+b+TCM/y/S9tArAMCv9aAx/u/E/9/cC2CAA2A/BJAcE2/Z+Z9dA5CcAcBaBH/E9u/o+VBFCZAz+//TAC+6/t/a+i/bAyBn//Ab/R/1AT7pBO/69s9zC6AT+N/GBfBV+4BqAQAP/8/H93AB/SBg/OAo/b+vAm/SEwBCAQARCGBiAf+x+3+SAqBZBPCC+M/1BFAx+sCC/8BU/G/WAI9f+M/UAK/ODeCLBi98/a/bCC+vAI+690A7ES/N/7Au6sAfBrEM91Bo/T+L9PAs/4CX/aAIAc+7/c/bDRBsBK99BbDgA5+O/UAx/a/DCvBh/W/sCc/w+JCL3iAh+a+c9w+pCH8z7hBN9mn6Ar/ZC+/MAp5U+6IGEZCO9j9DDn99ADBEBU/t/QCD85DsBKAo08/A/T+48q/cABGW/RBt/3/mFFFABWDHCbDI+F+wAu/9+lCsAgCDS3BfAEDNAxBTBiCjDf+l/LBh/SmOFE/qum+BAAA/CwCzE7/z/zADBA9p9pCy9V+5EN9589/VDh9cBL6V8tDL/TA0EwCZAzDfvU+YCNAs/g4QAY+c/YAkBZ+89hBo9BBY9e/TBpBEDu/yD69xB4CPHOHfAjlsCVAg+hAc+d5qDoATJ9BKCc6x81+u6UBJ/x7l+C20DG9UC1/6/r/CBI0q+nAeBpBx+/Ar/e9BCuE9/n/mAg/WB9BP9H+//uC77eBbRJCSAhAsETDlFQDjDu+Z45BHAbBPCwAiu4BO/f/ODoUS/1BcAz9PAbAoAY/8+sA6/V++7ACX9r+qMZ/M/59bBEAuG/8SARAzsy/ICeC1AM/R9a+3BM/m+x/c6TF18mAz/q/zBLiG+l+3CiHhAb8Q8pDBAmEpDhAoGZ/JBa6q/BHhAVA97j5nBV8n33BDAH+pAI8zCO8s92Ae/y8GAW7t/9DaBaBL/6BN+u+UJBEH8fCr+tBo+16k7TAaBRBJ+IABNzDbBSB2AC+o/BDPD3Ba4Z84/3CkCIBcslBR/dAbC9SODqCvAo/YATA94l/k+f9eAm8E+o/M8/939G9S4GCWBFDVK8AU/o8h4t70DbB+AlA9AB/I8N/lCFAI/6Ae+Y/qFW/VBLA3AM/mEN7iB7AWAGB8AE/RCyD3/C/V+M57DYBKDRAqCD83/m9s3eAq+16v+e6PBmEv/u+O4O3qI06c9wCk95/t96Ae+m94CcJYAh9A8E8t7YBB9jFt9nCK88BIQ7BJ/2+yBJBHCFDrDjAW60AYAYCDA+/mzO+U+5/tChTp7J/Z+dL3Br+K8bC0+7AGEBAJ+F/vBJ+g8zDYBL50908hDK+jAX+Es4AgCMEF/EAg+R+Y/i/m+8DW9mCk+KAP+uBr+D/L+vAt8gCdB7BE+fA68VAi9vEeB5/a/94x+HM56cBMB4AZEN/HCdDQB/AQ+n3q9c+yAE+vAb1c/L8C+qCzAaEIAgAv/l/7CqH4/lB5B+CLBG/CBf+/AuArBDCbG5+OAcAA7uBg04A+6g9iU4AZ9y9fAOAMD8BbDH/DDPCECp++/N/9+rALEvBr+K9V75FcEMAl+nVHA+BtCkBF+J5DsQ959kDwAiBMBS/7Dj/zB7+m+8DQF+AyHM8/+e/cDj+qFi6v81/S/F+L7K+f85An8P/x23+1GFBPCsDh/W9jDGnuC97e9f/ICrxbBLBP+/AVDv/K7MF5IRCJCbJwBHBYrgBjA1BOCoBHuf9l9m4N/6/E+t+cElBZ8R+M/R9u/HC8C+/D/lAr/49F59/8Pz8IFaAjzc6b/6A5A3AA/B9ZCO/cEdAoDH/DCADPCLBK8yCMLv9V9EBw/+B2Dj+C+y+rBn/n7PA0BEDuB9+V8+/1+rBAGo+pDAAFAJ9MB/+f9t8UAT/Eoh8QEw+o6+/mBGAm+HBd3M/wC68U/DD1+H9kAN+sBGAb8cCBAs54BoAk8rGNFgA/AybfULC+BpAnEi9/BzAz+kBcArAbwr+/ET+4+CCM89+i8RBL6g8i/4/t+a/jDi/09RBsA7A75/7iWH84AxFHAU9xJBAPBd9C/vAz/H/C9eB1Ck/g/GCEAGEE/rCJEg3RAME7B5+AEfCgCPAPCy87BXI0BGEPF89C8N+k8c8t+Y/2AyAFHP+7AtDxA+9t/p/T+UB63Z/F73BYA6+/D6CH9M+XCn9b9xDI9g+zAk/5CJ/Y7d9zBo/7BZA2+C/XC3+c/EUNAKCD+vHkF0/FqaAl+R/JBd+mua9N+0/JAFAuBU+FHFAB7YA9+0ED9QCwBV/V+2BUB58m6hAX+Z8PCJCbya9PAMBF8u/C9z/Y88AYD57BBx/xF+CLCmCv8KDlGD//96CeAi/eN7En8yBltpAhAmCVBZZXBp/7FL9o81CY+z96+xfAGD+kBdAL8++PB1Bc9h/591/d8UAbOpAf9OBn/S/DDHBa72Dl+P718JDiCgRL+LAeFm+WBzBm/WBUFQ/4+yB1CzDDCm8RAV5NtEAeEl/6CnAyuj+w+OAP9p/x9i+DFN8N3c+a95019s+d72+wvFA83HAs6qAnDMAOBLBRzbArFIBaA5/JC7AG9vAnG57S9R+OJjAB+O9u8eBqDY/j+5Wv97+YEI/U+2BWC78oClC2AaBUAoBY+4/lBH/kEWCnEE7fCN9z9yAYBS/qABAJ/QADAeAG+wAD+3BU/oAnBfBlB7Af/0CUAM++AJ/oAUB6AsAVBa/xAm/W/yCFC7AbACA/Ec/1CxDJA6/aAlBt/0Ah/0Ah/n/FAA+4AVAY/+//BqAqBvAD/sAY/Phvu4nMf7f7f7f7u9ZjgFaWvJvdf7f7r5fZvHf7gnTpf7kJuiwqf7fFtwf7f7gFf7vsv6dpejgFrrxtwyuUsOf7f7f7ufytutgFf7f7syf7bcf7gFgFr4en0qf7gFf7PQDKzuA7H2CX2C3W5KzhJg6Wy79n555oCRCp0D2UA9/72kFU0aDBARBS98G0D/Je1g/LAL0FCJAyA12+BYAf005JAfBT0E5NCQ936lG9zv5p0v/C/q563sAkLbFm9iBhKc7Z7n+CCwCeDjDw16GW+OCT7K9vDRCy7kC27NGq9pCxDa9e7T8rBwCZ+XCRDI9RE/9m53F6B69D9C717w9w5yC/B1CJ6r778s8tIpCe6UDSEqC09/8c8KCJ+QCe8qBbCMAG";
