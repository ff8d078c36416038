//! The search: negamax with alpha-beta, asked only null-window questions ("is the score above
//! g?") whose answers narrow the range to the score.
//!
//! Why it is exact: by induction on the empty cells, `search(p, a, b)` returns v with v ≤ a ⇒
//! score ≤ v, v ≥ b ⇒ score ≥ v, a < v < b ⇒ score = v (fail-soft alpha-beta). A move whose
//! answer reaches b settles the maximum at or above b (the other moves can only raise it: they
//! are cut); a move whose answer stays at or below a cannot be the one that lifts the maximum
//! above a. The bounds a search starts from (this side cannot win with this stone, nor the
//! opponent with his next after a safe move; no four left to make is at most a draw; an
//! unstoppable threat wins with the stone after next; on a board of even height, claimeven and
//! the first player's odd threat, see `Position::claimeven_bound` and
//! `Position::odd_threat_bound`) and those in the table are true of the position whatever window
//! found them, so cutting on them keeps the answer exact. A position and its mirror image have
//! the same score, so early in the game they share a table entry.

use super::board::{win_now, Position};
use super::book::Book;
use super::order::{centre_first, threats_made, MoveOrder};
use super::progress::Progress;
use super::table::{Bounds, Table, NO_MOVE};
use crate::budget::{within, Budget};
use std::sync::Arc;

/// Positions of fewer stones are solved by guesses from 0 out (2.29·10^8 positions for the
/// empty board against 2.91·10^8 halving; from 3 stones on halving costs less on the sets).
const NEAR_ZERO_UNTIL: i32 = 3;
/// Positions of fewer stones share a table entry with their mirror image.
const MIRRORED_UNTIL: i32 = 16;
/// A window asks about a win (or a loss) soon when it is about a score of at least this:
/// one with 4 stones or more still in hand. Moves are then ordered by how many threats they
/// make (`threats_made`).
const SOON: i32 = 5;

/// What `Solver::analyze` says of one column.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum MoveScore {
    Full,
    Known(i32),
    /// The search ran out of its budget.
    Unknown,
}

pub struct Solver<const W: usize, const H: usize> {
    pub table: Table,
    /// Positions searched (calls of `search`) since the last question.
    pub nodes: u64,
    /// Of those, the positions whose moves were searched: not settled before that by the
    /// book, the table, the bounds, claimeven or the children's entries. C. Steininger's c4
    /// counts its positions so (its leaves, which it settles by such checks before the call,
    /// are not calls).
    pub interior: u64,
    progress: Progress,
    book: Option<Arc<Book>>,
    /// Shared with a web page's other requests: see `set_budget`.
    budget: Option<Arc<Budget>>,
}

impl<const W: usize, const H: usize> Solver<W, H> {
    const CELLS: i32 = Position::<W, H>::CELLS;
    const CENTRE_FIRST: [usize; W] = centre_first::<W>();
    /// The lowest bound claimeven gives is minus this (`Position::claimeven_bound`).
    const CLAIMEVEN_LEAST: i32 = (H / 2) as i32;
    /// The lowest bound the odd threat rule gives is minus this (`Position::odd_threat_bound`).
    const ODD_THREAT_LEAST: i32 = ((H - 1) / 2) as i32;

    /// A solver whose table holds up to 2^`table_bits` entries, or why it cannot have one.
    pub fn new(table_bits: u32) -> Result<Self, String> {
        let table = Table::new(Position::<W, H>::KEY_BITS, table_bits)?;
        Ok(Solver {
            table,
            nodes: 0,
            interior: 0,
            progress: Progress::new(),
            book: None,
            budget: None,
        })
    }

    /// From now on, positions in `book` take their score from it.
    /// `book` may be shared (an `Arc`): the web server's requests share one.
    pub fn set_book(&mut self, book: impl Into<Arc<Book>>) {
        self.book = Some(book.into());
    }

    /// From now on the search publishes its positions to `budget` every `Progress::EVERY + 1`
    /// of them and, when the budget is spent, unwinds to `crate::budget::within` (which the
    /// caller must wrap around its question); the table stays sound (see `budget`).
    pub fn set_budget(&mut self, budget: Arc<Budget>) {
        self.budget = Some(budget);
    }

    pub fn book_mut(&mut self) -> Option<&mut Book> {
        self.book.as_mut().and_then(Arc::get_mut)
    }

    pub fn progress(&mut self) -> &mut Progress {
        &mut self.progress
    }

    /// The book's score of `position`, if it has one.
    fn book_score(&self, position: &Position<W, H>) -> Option<i32> {
        self.book.as_ref().and_then(|book| book.score(position))
    }

    /// Starts afresh: an empty table, no positions searched.
    pub fn forget(&mut self) {
        self.table.clear();
        self.new_question();
    }

    /// A new question, the table kept: no positions searched yet, the clock started again.
    fn new_question(&mut self) {
        self.nodes = 0;
        self.interior = 0;
        self.progress.restart();
    }

    /// The exact score of `position` (not over) for the side to move; with `weak`, its sign.
    pub fn solve(&mut self, position: &Position<W, H>, weak: bool) -> i32 {
        if position.can_win_now() {
            return if weak { 1 } else { win_now(Self::CELLS, position.moves()) };
        }
        if position.moves() == Self::CELLS {
            return 0;
        }
        if let Some(score) = self.book_score(position) {
            return if weak { score.signum() } else { score };
        }
        let (mut low, mut high) =
            (-win_now(Self::CELLS, position.moves() + 1), win_now(Self::CELLS, position.moves()));
        if weak {
            low = low.max(-1);
            high = high.min(1);
        }
        // Null-window searches, each answering "above `guess` or not?", narrow the range.
        // Early in the game, where scores are small, the guesses start at 0 and step out one
        // at a time; later they go halfway towards the ends first, where answers come cheaply.
        let near_zero = position.moves() < NEAR_ZERO_UNTIL;
        while low < high {
            let mut guess = low + (high - low) / 2;
            if near_zero {
                guess = if low >= 0 {
                    low
                } else if high <= 0 {
                    high - 1
                } else {
                    0
                };
            } else if guess <= 0 && low / 2 < guess {
                guess = low / 2;
            } else if guess >= 0 && high / 2 > guess {
                guess = high / 2;
            }
            self.progress.bounds(low, high);
            let score = self.search(position, guess, guess + 1);
            if score <= guess {
                high = score;
            } else {
                low = score;
            }
        }
        self.progress.done();
        if weak {
            low.signum()
        } else {
            low
        }
    }

    /// The key a position has in the table, and whether it is its mirror image's: before
    /// move `MIRRORED_UNTIL` a position and its mirror image, which have the same score, share
    /// an entry (the smaller key of the two); later, mirror images rarely meet.
    fn table_key(position: &Position<W, H>) -> (u64, bool) {
        let key = position.key();
        if position.moves() >= MIRRORED_UNTIL {
            return (key, false);
        }
        let mirror = Position::<W, H>::mirror(key);
        if mirror < key {
            (mirror, true)
        } else {
            (key, false)
        }
    }

    /// What the table says of the position of `key` (from `table_key`), its best move
    /// mirrored back if the entry is its mirror image's.
    fn lookup(&self, (key, mirrored): (u64, bool)) -> Option<Bounds> {
        let mut bounds = self.table.get(key)?;
        if mirrored && bounds.best != NO_MOVE {
            bounds.best = W - 1 - bounds.best;
        }
        Some(bounds)
    }

    /// Keeps `bounds` for the position of `key`, whose search began when `self.nodes` was
    /// `started`.
    fn store(&mut self, (key, mirrored): (u64, bool), mut bounds: Bounds, started: u64) {
        if mirrored && bounds.best != NO_MOVE {
            bounds.best = W - 1 - bounds.best;
        }
        self.table.put(key, bounds, self.nodes - started);
    }

    /// Fail-soft alpha-beta on `position`, whose side to move cannot win at once: a score
    /// at most `alpha` bounds the true score from above, one at least `beta` from below, and
    /// one in between is exact.
    pub fn search(&mut self, position: &Position<W, H>, mut alpha: i32, mut beta: i32) -> i32 {
        self.nodes += 1;
        let started = self.nodes;
        if self.nodes & Progress::EVERY == 0 {
            self.progress.tick(self.nodes);
            if let Some(budget) = &self.budget {
                budget.unwind_if_spent(self.nodes);
            }
        }
        let moves = position.moves();
        if let Some(score) = self.book_score(position) {
            return score; // exact, so true whatever the window
        }
        let (safe, their_wins) = position.safe_moves();
        if safe == 0 {
            return -win_now(Self::CELLS, moves + 1); // every move lets the opponent win at once
        }
        if moves >= Self::CELLS - 2 {
            return 0; // neither side can make four with the last two stones
        }
        // The opponent cannot win with the next stone, nor this side with this one.
        let mut bounds = Bounds {
            lower: -win_now(Self::CELLS, moves + 3),
            upper: win_now(Self::CELLS, moves + 2),
            best: NO_MOVE,
        };
        let win_in_two = bounds.upper;
        let empty = Position::<W, H>::BOARD & !position.mask();
        if !Position::<W, H>::has_four(position.current() | empty) {
            bounds.upper = bounds.upper.min(0); // no four left to make
        }
        if !Position::<W, H>::has_four(position.opponent() | empty) {
            bounds.lower = bounds.lower.max(0);
        }
        let key = Self::table_key(position);
        if let Some(stored) = self.lookup(key) {
            bounds.lower = bounds.lower.max(stored.lower);
            bounds.upper = bounds.upper.min(stored.upper);
            bounds.best = stored.best;
        }
        if bounds.lower >= beta || bounds.lower == bounds.upper {
            return bounds.lower;
        }
        if bounds.upper <= alpha {
            return bounds.upper;
        }
        // The first player to move on a board of even height, held by claimeven (a bound of
        // 0 down to -H/2, so looked for only when that could settle the window).
        if H % 2 == 0 && moves % 2 == 0 && alpha >= -Self::CLAIMEVEN_LEAST {
            let upper = position.claimeven_bound(their_wins);
            if upper <= alpha {
                return upper;
            }
        }
        // The second player to move, held by the first player's odd threat (a bound of -1
        // down to -(H - 1)/2, so looked for only when that could settle the window).
        if H % 2 == 0 && moves % 2 == 1 && alpha >= -Self::ODD_THREAT_LEAST {
            let upper = position.odd_threat_bound(their_wins);
            if upper <= alpha {
                return upper;
            }
        }
        if alpha >= win_in_two - 1 && bounds.upper == win_in_two {
            // Only a win with the next stone but one beats alpha.
            return win_in_two - !position.wins_with_second_stone(safe) as i32;
        }
        let lose_in_two = -win_now(Self::CELLS, moves + 3);
        if beta <= lose_in_two + 1 && bounds.lower == lose_in_two && moves < Self::CELLS - 3 {
            // Only escaping a loss to the opponent's next stone but one reaches beta.
            let mut rest = safe;
            while rest != 0 {
                let cell = rest & rest.wrapping_neg();
                rest ^= cell;
                let next = position.play(cell);
                if !next.wins_with_second_stone(next.safe_moves().0) {
                    return lose_in_two + 1;
                }
            }
            return lose_in_two;
        }
        // The children's entries, asked for now, arrive while the moves are ordered.
        let mut rest = safe;
        while rest != 0 {
            let cell = rest & rest.wrapping_neg();
            rest ^= cell;
            self.table.prefetch(Self::table_key(&position.play(cell)).0);
        }
        alpha = alpha.max(bounds.lower);
        beta = beta.min(bounds.upper);
        // Moves by the threats they leave, the stored best move first, ties centre first.
        let mut order = MoveOrder::<W>::new();
        // The winning cells each move leaves this side.
        let mut threats_of = [0; W];
        let soon = alpha >= SOON || beta <= -SOON;
        for &column in Self::CENTRE_FIRST.iter() {
            let cell = safe & Position::<W, H>::column_cells(column);
            if cell == 0 {
                continue;
            }
            let (rank, threats) = threats_made(position, cell, their_wins, soon);
            threats_of[column] = threats;
            if Position::<W, H>::unstoppable(position.mask() | cell, threats) {
                return win_in_two;
            }
            order.add(if column == bounds.best { u32::MAX } else { rank }, column, cell);
        }

        // The table's word on each child, claimeven's and the odd threat's: one whose upper
        // bound lifts this position to beta settles it (an enhanced transposition cutoff); one
        // whose lower bound keeps its move at or below alpha need not be searched. `allows`: the
        // most each move can give.
        let mut allows = [i32::MAX; W];
        let mut rest = safe;
        while rest != 0 {
            let cell = rest & rest.wrapping_neg();
            rest ^= cell;
            let (child, column) = (position.play(cell), Position::<W, H>::column_of(cell));
            let mut gives_at_least = i32::MIN;
            if let Some(stored) = self.lookup(Self::table_key(&child)) {
                allows[column] = -stored.lower;
                gives_at_least = -stored.upper;
            }
            // The second player's move that leaves the first held by claimeven gives at least
            // minus its bound (0 up to H/2).
            if H % 2 == 0 && moves % 2 == 1 && beta <= Self::CLAIMEVEN_LEAST {
                gives_at_least = gives_at_least.max(-child.claimeven_bound(threats_of[column]));
            }
            // The first player's move that leaves him an odd threat the second cannot escape
            // gives at least minus its bound (1 up to (H - 1)/2).
            if H % 2 == 0 && moves % 2 == 0 && beta <= Self::ODD_THREAT_LEAST {
                gives_at_least = gives_at_least.max(-child.odd_threat_bound(threats_of[column]));
            }
            if gives_at_least >= beta {
                bounds.lower = gives_at_least;
                bounds.best = column;
                self.store(key, bounds, started);
                return gives_at_least;
            }
        }

        self.interior += 1;
        let first_alpha = alpha;
        let mut best = i32::MIN;
        for (column, cell) in order.moves() {
            let score = match allows[column] {
                known if known <= alpha => known, // what the child's search would answer
                _ => -self.search(&position.play(cell), -beta, -alpha),
            };
            if score >= beta {
                bounds.lower = score;
                bounds.best = column;
                self.store(key, bounds, started);
                return score;
            }
            if score > best {
                best = score;
                if score > first_alpha {
                    bounds.best = column;
                }
            }
            alpha = alpha.max(score);
        }
        if best > first_alpha {
            bounds.lower = best;
        }
        bounds.upper = best;
        self.store(key, bounds, started);
        best
    }

    /// The score of playing `column` (playable) in `position`, for the side to move there.
    pub fn score_of_move(&mut self, position: &Position<W, H>, column: usize, weak: bool) -> i32 {
        if position.wins_by(column) {
            return if weak { 1 } else { win_now(Self::CELLS, position.moves()) };
        }
        -self.solve(&position.play_column(column), weak)
    }

    /// The score of every move of `position` (not over), column by column: `Full` for a full
    /// column, `Unknown` for one whose search ran out of the budget (`set_budget`; the later
    /// columns too). A position that is its own mirror image scores column c as W − 1 − c.
    pub fn analyze(&mut self, position: &Position<W, H>, weak: bool) -> Vec<MoveScore> {
        let symmetric = position.mirrored() == *position;
        let mut scores: Vec<MoveScore> = Vec::with_capacity(W);
        for column in 0..W {
            let score = if !position.can_play(column) {
                MoveScore::Full
            } else if symmetric && column > W - 1 - column {
                scores[W - 1 - column]
            } else if scores.contains(&MoveScore::Unknown) {
                MoveScore::Unknown
            } else {
                within(|| self.score_of_move(position, column, weak))
                    .map_or(MoveScore::Unknown, MoveScore::Known)
            };
            scores.push(score);
        }
        scores
    }

    /// A best move of `position` (not over) with its score: a winning stone if there is one,
    /// else the book's move on the solver's lines, else the table's best move or the first
    /// from the centre out that keeps the score. The table is kept from the last question:
    /// in a game, the search of one move has explored much of the next.
    pub fn best_move(&mut self, position: &Position<W, H>) -> (usize, i32) {
        self.new_question();
        let winning =
            Self::CENTRE_FIRST.iter().find(|&&c| position.can_play(c) && position.wins_by(c));
        if let Some(&column) = winning {
            return (column, win_now(Self::CELLS, position.moves()));
        }
        if let Some(known) = self.book.as_ref().and_then(|book| book.best(position)) {
            return known;
        }
        let score = self.solve(position, false);
        let stored = self.lookup(Self::table_key(position)).map_or(NO_MOVE, |b| b.best);
        let candidates = std::iter::once(stored).chain(Self::CENTRE_FIRST.iter().copied());
        for column in candidates.filter(|&c| position.can_play(c)) {
            let child = position.play_column(column);
            // The move keeps the score when the child's score is at most -score.
            let keeps = if child.can_win_now() {
                win_now(Self::CELLS, child.moves()) <= -score
            } else if child.moves() == Self::CELLS {
                0 <= -score
            } else {
                self.search(&child, -score, -score + 1) <= -score
            };
            if keeps {
                self.progress.done();
                return (column, score);
            }
        }
        unreachable!("some move keeps the score")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn solve<const W: usize, const H: usize>(moves: &[usize]) -> i32 {
        let position = Position::<W, H>::after(moves).unwrap();
        Solver::<W, H>::new(18).unwrap().solve(&position, false)
    }

    fn columns(moves: &str) -> Vec<usize> {
        moves.bytes().map(|b| (b - b'1') as usize).collect()
    }

    #[test]
    fn scores_of_the_statement() {
        assert_eq!(solve::<7, 6>(&columns("4455")), 18);
        assert_eq!(solve::<7, 6>(&columns("44455554221")), -15);
    }

    #[test]
    fn small_boards_are_draws() {
        // With four in a row on a 4x4 board neither side wins (Tromp's table).
        assert_eq!(solve::<4, 4>(&[]), 0);
        assert_eq!(solve::<5, 4>(&[]), 0);
    }

    #[test]
    fn best_move_keeps_the_score() {
        let position = Position::<7, 6>::after(&columns("4455")).unwrap();
        let mut solver = Solver::<7, 6>::new(18).unwrap();
        let (column, score) = solver.best_move(&position);
        assert_eq!(score, 18);
        assert!(column == 2 || column == 5, "{}", column);
    }
}
