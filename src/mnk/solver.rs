//! The exact solver: the score of a position for the side to move with both sides perfect.
//!
//! Score: for a win, 1 plus the stones the winner still has in hand when the game ends (X has
//! ⌈WH/2⌉ stones, O ⌊WH/2⌋); 0 for a draw; for a loss, minus the opponent's score. So a win
//! sooner scores more, and a loss later scores more.
//!
//! Search: negamax with alpha-beta (fail-soft), asked null-window questions that narrow the
//! score's range (`search::null_window`, the driver the Connect Four solver uses too); what
//! keeps each step exact:
//! - Windows: each of the K-cell lines is kept with the count of each side's stones and the sum
//!   of their cell numbers, so a window with K−1 stones of one side and none of the other
//!   names its empty cell (the window's cell sum minus the stones' sum): a threat.
//! - A threat of the side to move wins now. Else two distinct threats of the opponent cannot
//!   both be blocked: a loss at the opponent's next stone. One threat must be blocked: the
//!   only move searched (any other loses at once, scoring less than any block).
//! - Bounds: without a threat now, the side to move wins at the earliest with its stone after
//!   next, and (blocking any single threat) loses at the earliest with the opponent's stone
//!   after next; a side with no open window (one without the other's stones) cannot win, and
//!   when neither has one the game is a draw.
//! - Pairings (`pairing`): a pairing for one side proves the other cannot win: score ≤ 0 for
//!   the other. On the empty board, strategy stealing gives X ≥ 0 (if O had a winning
//!   strategy, X could play any stone and then follow it; an extra stone never hurts in this
//!   game, as it only closes the opponent's windows).
//! - Dead cells (in no window open for either side) are interchangeable: the positions after
//!   any of them differ only in cells no line can use, so one of them is searched.
//! - A table of bounds (lower and upper, never a bound taken for an exact value), keyed by the
//!   smallest of the position's Zobrist keys under the board's symmetries, so a position and
//!   its mirror images share entries; 64-bit keys (a false match has probability about
//!   entries × 2^-64).
//! - Moves ordered by the table's best move, then by the windows a cell extends or blocks,
//!   weighted by the stones already in them.
//!
//! Cost: exponential in the empty cells in the worst case; O(windows) a position plus the
//! move ordering's O(empty cells × 4K). Memory: the table, 16 bytes an entry.

use crate::mnk::game::{zobrist, Game, Player};
use crate::mnk::pairing;
use crate::mnk::shape::Shape;
use crate::search::null_window;
use crate::util::budget::Budget;
use crate::util::progress::Progress;
use std::sync::Arc;

/// One entry of the table: a key and bounds on its position's score.
#[derive(Clone, Copy)]
struct Entry {
    key: u64,
    lower: i16,
    upper: i16,
    best: u16,
}

const NO_MOVE: u16 = u16::MAX;
const EMPTY_ENTRY: Entry = Entry { key: 0, lower: i16::MIN, upper: i16::MAX, best: NO_MOVE };

/// The pairing search's budget of steps a position (measured on the empty 6x6 K5 board: 30
/// steps, 479 positions in 17 ms; 100 steps, 97 positions in 7 ms; 300 steps, 97 positions
/// in 19 ms); positions with more open windows than `PAIRING_MAX_WINDOWS` are not tried.
const PAIRING_BUDGET: usize = 100;
const PAIRING_MAX_WINDOWS: usize = 200;

/// A progress line that shows nothing: agents and the server search without one.
fn silent_progress() -> Progress {
    let mut progress = Progress::new();
    progress.silence();
    progress
}

pub struct Solver {
    shape: Shape,
    k: u8,
    /// Window w's cells are `windows[w*k .. (w+1)*k]`.
    windows: Vec<u16>,
    window_sum: Vec<u32>,
    cell_windows: Vec<Vec<u32>>,
    count: Vec<[u8; 2]>,
    stone_sum: Vec<[u32; 2]>,
    /// 0 empty, 1 X, 2 O.
    board: Vec<u8>,
    played: usize,
    symmetries: Vec<Vec<u16>>,
    inverses: Vec<Vec<u16>>,
    zobrist: Vec<[u64; 2]>,
    hashes: Vec<u64>,
    table: Vec<Entry>,
    mask: usize,
    /// Whether the pairing bound is used (off: a plainer search, for measuring).
    pub use_pairings: bool,
    /// Positions searched since the solver was made or `nodes` reset.
    pub nodes: u64,
    /// A search stops when `nodes` passes this (a server's bound on a request); its answer is
    /// then unknown and nothing it found is kept in the table.
    node_limit: u64,
    /// Shared with a web page's other requests (`set_budget`).
    budget: Option<Arc<Budget>>,
    aborted: bool,
    /// The progress line on stderr, silent unless `show_progress` asks for it.
    progress: Progress,
}

impl Solver {
    /// A solver for `shape` with a table of 2^`table_bits` entries.
    pub fn new(shape: Shape, table_bits: u32) -> Solver {
        let k = shape.k;
        let lines = shape.windows();
        let mut cell_windows = vec![Vec::new(); shape.cells()];
        let mut windows = Vec::with_capacity(lines.len() * k);
        let mut window_sum = Vec::with_capacity(lines.len());
        for (w, line) in lines.iter().enumerate() {
            for &cell in line {
                cell_windows[cell].push(w as u32);
                windows.push(cell as u16);
            }
            window_sum.push(line.iter().map(|&c| c as u32).sum());
        }
        let symmetries: Vec<Vec<u16>> = shape
            .symmetries()
            .into_iter()
            .map(|map| map.into_iter().map(|c| c as u16).collect())
            .collect();
        let inverses = symmetries
            .iter()
            .map(|map| {
                let mut inverse = vec![0u16; map.len()];
                for (cell, &image) in map.iter().enumerate() {
                    inverse[image as usize] = cell as u16;
                }
                inverse
            })
            .collect();
        let zobrist =
            (0..shape.cells()).map(|c| [zobrist(c, Player::X), zobrist(c, Player::O)]).collect();
        let hashes = vec![0; symmetries.len()];
        Solver {
            shape,
            k: k as u8,
            windows,
            window_sum,
            cell_windows,
            count: vec![[0; 2]; lines.len()],
            stone_sum: vec![[0; 2]; lines.len()],
            board: vec![0; shape.cells()],
            played: 0,
            symmetries,
            inverses,
            zobrist,
            hashes,
            table: vec![EMPTY_ENTRY; 1 << table_bits],
            mask: (1 << table_bits) - 1,
            use_pairings: true,
            nodes: 0,
            node_limit: u64::MAX,
            budget: None,
            aborted: false,
            progress: silent_progress(),
        }
    }

    /// Shows the positions searched on stderr every second of a long search (at a terminal).
    pub fn show_progress(&mut self, on: bool) {
        self.progress = if on { Progress::new() } else { silent_progress() };
    }

    pub fn shape(&self) -> Shape {
        self.shape
    }

    /// Sets the position to `game`'s (which must not be won).
    pub fn set_position(&mut self, game: &Game) {
        while self.played > 0 {
            let last = (0..self.board.len()).find(|&c| self.board[c] != 0).unwrap_or(0);
            self.unplay(last);
        }
        for &cell in game.moves() {
            self.play(cell);
        }
    }

    fn side(&self) -> usize {
        self.played & 1
    }

    fn play(&mut self, cell: usize) {
        let side = self.side();
        self.board[cell] = side as u8 + 1;
        for &w in &self.cell_windows[cell] {
            let w = w as usize;
            self.count[w][side] += 1;
            self.stone_sum[w][side] += cell as u32;
        }
        for (s, map) in self.symmetries.iter().enumerate() {
            self.hashes[s] ^= self.zobrist[map[cell] as usize][side];
        }
        self.played += 1;
    }

    fn unplay(&mut self, cell: usize) {
        let side = (self.board[cell] - 1) as usize;
        self.board[cell] = 0;
        for &w in &self.cell_windows[cell] {
            let w = w as usize;
            self.count[w][side] -= 1;
            self.stone_sum[w][side] -= cell as u32;
        }
        for (s, map) in self.symmetries.iter().enumerate() {
            self.hashes[s] ^= self.zobrist[map[cell] as usize][side];
        }
        self.played -= 1;
    }

    /// The score of winning with `player`'s next stone.
    fn win_next(&self, player: usize) -> i32 {
        let placed = (self.played + 1 - player) / 2;
        1 + self.shape.stones_of(player) as i32 - (placed as i32 + 1)
    }

    /// The canonical key and the symmetry giving it.
    fn key(&self) -> (u64, usize) {
        let mut best = (self.hashes[0], 0);
        for (s, &h) in self.hashes.iter().enumerate().skip(1) {
            if h < best.0 {
                best = (h, s);
            }
        }
        best
    }

    /// The score of the current position, which is not over (exactly with `weak` false; its
    /// sign with `weak` true).
    pub fn solve(&mut self, weak: bool) -> i32 {
        if weak {
            self.progress.bounds(-1, 1);
            if self.search(0, 1) >= 1 {
                return 1;
            }
            return if self.search(-1, 0) <= -1 { -1 } else { 0 };
        }
        let cells = self.shape.cells() as i32;
        null_window::score(-cells, cells, false, |low, high, guess| {
            self.progress.bounds(low, high);
            self.search(guess, guess + 1)
        })
    }

    /// `solve` within the budget (`set_budget`): None when the budget ran out first.
    pub fn solve_within(&mut self, weak: bool) -> Option<i32> {
        self.nodes = 0;
        self.aborted = false;
        let score = self.solve(weak);
        let finished = !self.aborted;
        self.aborted = false;
        Some(score).filter(|_| finished)
    }

    /// Every empty cell of the current position (not over) with the score the side to move
    /// gets by playing there.
    pub fn analyze(&mut self, weak: bool) -> Vec<(usize, i32)> {
        let scores = self.analyze_within(weak, u64::MAX);
        scores
            .into_iter()
            .map(|(cell, score)| (cell, score.expect("no bound, so every score")))
            .collect()
    }

    /// From now on the search publishes its positions to `budget` every 2^10 of them (a
    /// position may spend a pairing search, so a larger stride can mean seconds) and ends when
    /// the budget is spent (stopped, past its limit or its deadline): `analyze_within` then says None for
    /// the cells not finished, as for its own bound.
    pub fn set_budget(&mut self, budget: Arc<Budget>) {
        self.budget = Some(budget);
    }

    /// Like `analyze`, within `node_limit` positions in all: the score of each empty cell, or
    /// None for the cells the search did not finish (a server's bounded answer).
    pub fn analyze_within(&mut self, weak: bool, node_limit: u64) -> Vec<(usize, Option<i32>)> {
        self.nodes = 0;
        self.node_limit = node_limit;
        self.aborted = false;
        let mut scores = Vec::new();
        for cell in 0..self.board.len() {
            if self.board[cell] != 0 {
                continue;
            }
            let side = self.side();
            if self.completes(cell, side) {
                scores.push((cell, Some(if weak { 1 } else { self.win_next(side) })));
                continue;
            }
            self.play(cell);
            let score = if self.played == self.board.len() { 0 } else { -self.solve(weak) };
            self.unplay(cell);
            scores.push((cell, Some(score).filter(|_| !self.aborted)));
        }
        self.node_limit = u64::MAX;
        self.aborted = false;
        scores
    }

    /// Whether `side`'s stone on `cell` makes K in a row.
    fn completes(&self, cell: usize, side: usize) -> bool {
        let k = self.k;
        self.cell_windows[cell].iter().any(|&w| {
            let c = self.count[w as usize];
            c[side] == k - 1 && c[1 - side] == 0
        })
    }

    /// Clears the progress line, if one was shown; the next search's clock starts now.
    pub fn end_progress(&mut self) {
        self.progress.done();
        self.progress.restart();
    }

    /// Whether `breaker` has a pairing against the other side (see `pairing`; boards of at
    /// most 64 cells).
    fn has_pairing(&self, breaker: usize) -> bool {
        if self.board.len() > 64 {
            return false;
        }
        let k = self.k as usize;
        let mut open: Vec<u64> = Vec::new();
        for (w, c) in self.count.iter().enumerate() {
            if c[breaker] == 0 {
                if open.len() == PAIRING_MAX_WINDOWS {
                    return false;
                }
                let cells = &self.windows[w * k..(w + 1) * k];
                let empty = cells.iter().filter(|&&x| self.board[x as usize] == 0);
                open.push(empty.fold(0, |mask, &x| mask | 1u64 << x));
            }
        }
        pairing::find(&open, PAIRING_BUDGET).is_some()
    }

    /// Negamax with alpha-beta, fail-soft: the score if it lies in (alpha, beta), else a bound
    /// beyond the window on its side.
    fn search(&mut self, mut alpha: i32, mut beta: i32) -> i32 {
        self.nodes += 1;
        if self.nodes > self.node_limit {
            self.aborted = true;
        }
        if self.aborted {
            return 0;
        }
        if self.nodes & 0x3FF == 0 {
            self.progress.tick(self.nodes);
            if self.budget.as_ref().map_or(false, |budget| budget.spent(self.nodes)) {
                self.aborted = true;
                return 0;
            }
        }
        let me = self.side();
        let them = 1 - me;
        let k = self.k;
        let (mut my_live, mut their_live) = (false, false);
        let mut threats = [usize::MAX; 2];
        for (w, c) in self.count.iter().enumerate() {
            if c[them] == 0 {
                if c[me] == k - 1 {
                    return self.win_next(me);
                }
                my_live = true;
            }
            if c[me] == 0 {
                their_live = true;
                if c[them] == k - 1 {
                    let cell = (self.window_sum[w] - self.stone_sum[w][them]) as usize;
                    if threats[0] == usize::MAX {
                        threats[0] = cell;
                    } else if threats[0] != cell {
                        threats[1] = cell;
                    }
                }
            }
        }
        if threats[1] != usize::MAX {
            return -self.win_next(them);
        }
        if !my_live && !their_live || self.played == self.board.len() {
            return 0;
        }
        // A win with my stone after this one at the earliest, a loss with the opponent's
        // stone after his next; 0 when that stone is not in hand (the board fills first).
        let high = if my_live { (self.win_next(me) - 1).max(0) } else { 0 };
        let low = if their_live { -(self.win_next(them) - 1).max(0) } else { 0 };
        if beta > high {
            beta = high;
            if alpha >= beta {
                return beta;
            }
        }
        if alpha < low {
            alpha = low;
            if alpha >= beta {
                return alpha;
            }
        }
        let (key, symmetry) = self.key();
        let slot = (key as usize) & self.mask;
        let entry = self.table[slot];
        let mut best_hint = NO_MOVE;
        if entry.key == key {
            let (lower, upper) = (entry.lower as i32, entry.upper as i32);
            if lower >= beta {
                return lower;
            }
            if upper <= alpha {
                return upper;
            }
            alpha = alpha.max(lower);
            beta = beta.min(upper);
            if entry.best != NO_MOVE {
                best_hint = self.inverses[symmetry][entry.best as usize];
            }
        }
        let (alpha0, beta0) = (alpha, beta);
        if let Some(value) = self.pairing_bound(&mut alpha, &mut beta, my_live, their_live) {
            self.store(key, slot, symmetry, value, alpha0, beta0, NO_MOVE);
            return value;
        }
        let moves =
            if threats[0] != usize::MAX { vec![threats[0]] } else { self.ordered_moves(best_hint) };
        // When the window asks no more than a draw (beta ≤ 0), a move after which I have a
        // pairing settles it: the opponent cannot win, so my score is at least 0. Looked for
        // before any move is searched (a pairing one move away is the breaker's usual
        // answer, and searching a first move that is not one can cost a whole subtree).
        if self.use_pairings && beta <= 0 && their_live {
            for &cell in &moves {
                self.play(cell);
                let holds = self.has_pairing(me);
                self.unplay(cell);
                if holds {
                    self.store(key, slot, symmetry, 0, alpha0, beta0, cell as u16);
                    return 0;
                }
            }
        }
        let mut best = i32::MIN;
        let mut best_move = NO_MOVE;
        for cell in moves {
            self.play(cell);
            let value = -self.search(-beta, -alpha);
            self.unplay(cell);
            if value > best {
                best = value;
                best_move = cell as u16;
            }
            if value > alpha {
                alpha = value;
                if alpha >= beta {
                    break;
                }
            }
        }
        self.store(key, slot, symmetry, best, alpha0, beta0, best_move);
        best
    }

    /// The pairing bounds: a value that settles the window, or the window narrowed.
    fn pairing_bound(
        &mut self,
        alpha: &mut i32,
        beta: &mut i32,
        my_live: bool,
        their_live: bool,
    ) -> Option<i32> {
        let empty_board = self.played == 0;
        if empty_board && *alpha < 0 {
            *alpha = 0;
            if *alpha >= *beta {
                return Some(0);
            }
        }
        if !self.use_pairings {
            return None;
        }
        let me = self.side();
        // The opponent's pairing: I cannot win (score ≤ 0).
        if my_live && *beta > 0 && self.has_pairing(1 - me) {
            *beta = 0;
            if *alpha >= 0 {
                return Some(0);
            }
        }
        // My pairing: the opponent cannot win (score ≥ 0).
        if their_live && *alpha < 0 && self.has_pairing(me) {
            *alpha = 0;
            if *beta <= 0 {
                return Some(0);
            }
        }
        None
    }

    #[allow(clippy::too_many_arguments)]
    fn store(
        &mut self,
        key: u64,
        slot: usize,
        symmetry: usize,
        value: i32,
        alpha: i32,
        beta: i32,
        best: u16,
    ) {
        if self.aborted {
            return;
        }
        let mut entry = if self.table[slot].key == key { self.table[slot] } else { EMPTY_ENTRY };
        entry.key = key;
        if value > alpha {
            entry.lower = entry.lower.max(value as i16);
        }
        if value < beta {
            entry.upper = entry.upper.min(value as i16);
        }
        if best != NO_MOVE {
            entry.best = self.symmetries[symmetry][best as usize];
        }
        self.table[slot] = entry;
    }

    /// The empty cells, one dead cell at most, the hint first and then by the windows each
    /// extends or blocks (a window with n stones of one side and none of the other weighs 4^n).
    fn ordered_moves(&self, hint: u16) -> Vec<usize> {
        let me = self.side();
        let them = 1 - me;
        let mut scored: Vec<(u64, usize)> = Vec::with_capacity(self.board.len() - self.played);
        let mut dead_taken = false;
        for cell in 0..self.board.len() {
            if self.board[cell] != 0 {
                continue;
            }
            // u64: a window of K − 1 ≤ 18 stones weighs 2^37, and a cell lies in up to 4K windows.
            let mut weight = 0u64;
            let mut live = false;
            for &w in &self.cell_windows[cell] {
                let c = self.count[w as usize];
                if c[them] == 0 {
                    weight += 1u64 << (2 * c[me] as u32 + 1);
                    live = true;
                }
                if c[me] == 0 {
                    weight += 1u64 << (2 * c[them] as u32);
                    live = true;
                }
            }
            if !live {
                if dead_taken {
                    continue;
                }
                dead_taken = true;
            }
            if cell as u16 == hint {
                weight = u64::MAX;
            }
            scored.push((weight, cell));
        }
        scored.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
        scored.into_iter().map(|(_, cell)| cell).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::util::rng::Rng;

    /// Plain negamax over the game's own rules: every move, no bound, no table.
    fn negamax(game: &mut Game) -> i32 {
        let shape = game.shape();
        let mut best = i32::MIN;
        for cell in game.legal_moves() {
            let player = game.to_move().index();
            let placed = (game.moves().len() + 1 - player) / 2;
            let (reward, done) = game.step(cell).expect("a legal move");
            let score = if reward > 0.0 {
                shape.stones_of(player) as i32 - placed as i32
            } else if done {
                0
            } else {
                -negamax(game)
            };
            game.undo();
            best = best.max(score);
        }
        best
    }

    /// Random positions of `stones` stones not over.
    fn random_positions(shape: Shape, stones: usize, count: usize, seed: u64) -> Vec<Game> {
        let mut rng = Rng::new(seed);
        let mut games = Vec::new();
        while games.len() < count {
            let mut game = Game::new(shape);
            while game.moves().len() < stones && !game.is_over() {
                let moves = game.legal_moves();
                game.step(moves[rng.below(moves.len())]).expect("a legal move");
            }
            if !game.is_over() {
                games.push(game);
            }
        }
        games
    }

    /// A window of K − 1 = 16 stones weighs 4^16 · 2 = 2^33: in 32 bits the shift wraps to 2^1
    /// (release builds do not check it) and the winning cell fell behind the empty row's.
    #[test]
    fn a_long_window_orders_its_winning_cell_first() {
        let shape = Shape::new(17, 3, 17).unwrap();
        // X holds a1..p1 (one window, 16 stones), O a3..p3; X to move, q1 wins.
        let line: Vec<String> = (0..16)
            .flat_map(|c| [shape.cell(c, 0), shape.cell(c, 2)])
            .map(|cell| shape.name(cell))
            .collect();
        let game = Game::from_line(shape, &line.join(" ")).unwrap();
        let mut solver = Solver::new(shape, 10);
        solver.set_position(&game);
        assert_eq!(solver.ordered_moves(NO_MOVE)[0], shape.cell(16, 0));
        // X has 26 stones on 51 cells: its 17th wins with 9 in hand, scored 1 + 9.
        assert_eq!(solver.solve(false), 10);
    }

    #[test]
    fn scores_equal_plain_negamax_with_and_without_pairings() {
        for &(w, h, k, stones) in
            &[(3, 3, 3, 0), (3, 3, 3, 3), (4, 3, 3, 4), (4, 4, 4, 7), (5, 3, 3, 6)]
        {
            let shape = Shape::new(w, h, k).unwrap();
            let mut solver = Solver::new(shape, 16);
            // The empty board is one position: once is enough.
            let count = if stones == 0 { 1 } else { 40 };
            for mut game in random_positions(shape, stones, count, 11) {
                let want = negamax(&mut game);
                for pairings in [true, false] {
                    solver.use_pairings = pairings;
                    solver.set_position(&game);
                    assert_eq!(
                        solver.solve(false),
                        want,
                        "{:?} pairings {}",
                        game.line(),
                        pairings
                    );
                    assert_eq!(solver.solve(true), want.signum(), "{:?} weak", game.line());
                }
            }
        }
    }

    #[test]
    fn the_table_holds_bounds_not_values() {
        // A narrow question leaves a bound; a later exact question must not take it as the
        // score (the series' memoised alpha-beta did). Six stones: ten empty cells keep the
        // plain negamax quick, and some positions still leave a bound short of the score.
        let shape = Shape::new(4, 4, 3).unwrap();
        let mut solver = Solver::new(shape, 16);
        let mut bounds_short_of_the_score = 0;
        for mut game in random_positions(shape, 6, 60, 3) {
            let want = negamax(&mut game);
            solver.set_position(&game);
            let bound = solver.search(-1, 0);
            assert!(if bound <= -1 { want <= bound } else { want >= bound }, "{}", game.line());
            bounds_short_of_the_score += usize::from(bound != want);
            assert_eq!(solver.solve(false), want, "{}", game.line());
        }
        assert!(bounds_short_of_the_score > 0, "no position tested a bound");
    }
}
