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
//!
//! On several threads (`set_threads`), ABDADA (J.-C. Weill) over a shared table: once a question
//! has explored `HELPERS_AFTER` positions alone, helper threads search the same null window from
//! the same root on the same table (`table`: one atomic word an entry, kept at its full size), and
//! in positions of `BUSY_EMPTY` empty cells or more every thread passes over a child another thread
//! is searching at that moment, coming back to it after its other moves, by when the other's result
//! is often in the table; so the threads share out the moves of the positions where every move must
//! be searched. The first thread to finish answers; the others unwind (`RaceOver`, as a spent
//! budget does). Still exact: every entry any thread finds was written whole by a search that
//! finished, and bounds are true of the position whatever window or move order found them, so each
//! thread is an exact alpha-beta over a table of true bounds, and the answer of whichever finishes
//! first is a fail-soft answer for the window; an unwound search stores nothing of what it had not
//! finished. The order of the moves changes how much is searched, never the score. With one thread
//! nothing of this runs: the same search, the same positions. `analyze` on several threads shares
//! out the columns instead: each thread scores whole columns, one after another, on the one table,
//! and a thread with no column left helps a column still searched (its races take helpers only
//! from such threads).

use super::board::Position;
use super::book::Book;
use super::order::{centre_first, threats_made, MoveOrder};
use super::table::{Bounds, Table, NO_MOVE};
use crate::search::null_window;
use crate::search::score::win_now;
use crate::util::budget::{within, Budget};
use crate::util::progress::Progress;
use std::panic::{catch_unwind, resume_unwind, AssertUnwindSafe};
use std::sync::atomic::{AtomicBool, AtomicI32, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;

/// Positions of fewer stones are solved by guesses from 0 out (2.29·10^8 positions for the
/// empty board against 2.91·10^8 halving; from 3 stones on halving costs less on the sets).
const NEAR_ZERO_UNTIL: i32 = 3;
/// Positions of fewer stones share a table entry with their mirror image.
const MIRRORED_UNTIL: i32 = 16;
/// A window asks about a win (or a loss) soon when it is about a score of at least this:
/// one with 4 stones or more still in hand. Moves are then ordered by how many threats they
/// make (`threats_made`).
const SOON: i32 = 5;
/// A question is searched by one thread until it has explored this many positions (some
/// 1.5 ms): starting the helpers (some 30 µs each) would not pay before.
const HELPERS_AFTER: u64 = 1 << 13;
/// With helpers, each thread looks whether the race is over every this many positions
/// (plus one): some 0.2 ms.
const RACE_EVERY: u64 = (1 << 10) - 1;
/// In a race, a position with at least this many empty cells says which child it is
/// searching, and the other threads search that child after their other moves (the empty
/// board: the most positions of a thread 0.54 of one thread's at 24, 0.64 at 20, 0.70 at 16).
const BUSY_EMPTY: i32 = 24;
/// log2 of the slots that say which positions are being searched.
const BUSY_BITS: u32 = 12;

/// One null-window search raced by several threads on one table: the first to finish
/// answers, and the others stop.
struct Race {
    stop: AtomicBool,
    /// `NO_ANSWER` until a thread finishes.
    answer: AtomicI32,
    /// Keys of positions some thread is searching, by their hash (a lost or stale key only
    /// changes which move a thread tries first).
    busy: Vec<AtomicU64>,
}

const NO_ANSWER: i32 = i32::MIN;

impl Race {
    fn new() -> Race {
        let busy = (0..1 << BUSY_BITS).map(|_| AtomicU64::new(0)).collect();
        Race { stop: AtomicBool::new(false), answer: AtomicI32::new(NO_ANSWER), busy }
    }

    fn slot(&self, key: u64) -> &AtomicU64 {
        &self.busy[(key.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> (64 - BUSY_BITS)) as usize]
    }

    fn is_busy(&self, key: u64) -> bool {
        self.slot(key).load(Ordering::Relaxed) == key
    }

    fn enter(&self, key: u64) {
        self.slot(key).store(key, Ordering::Relaxed);
    }

    fn leave(&self, key: u64) {
        let slot = self.slot(key);
        if slot.load(Ordering::Relaxed) == key {
            slot.store(0, Ordering::Relaxed);
        }
    }

    /// `score` is the answer, unless another thread gave one first.
    fn finish(&self, score: i32) {
        let _ = self.answer.compare_exchange(NO_ANSWER, score, Ordering::AcqRel, Ordering::Acquire);
        self.stop.store(true, Ordering::Release);
    }
}

/// What a thread unwinds with when another has finished the race.
struct RaceOver;

/// What `Solver::analyze` says of one column.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum MoveScore {
    Full,
    Known(i32),
    /// The search ran out of its budget.
    Unknown,
}

pub struct Solver<const W: usize, const H: usize> {
    /// Shared with the helpers while they run.
    table: Arc<Table>,
    /// Positions searched (calls of `search`) since the last question, by every thread.
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
    /// Threads a question may use (`set_threads`).
    threads: usize,
    /// The positions each helper searched since the last question.
    helper_nodes: Vec<u64>,
    /// `search` calls `check` when its positions masked by this are 0.
    check_every: u64,
    /// A helper in another thread's race, which leaves the progress, the budget and the
    /// calling of helpers to the thread that asks.
    helps: bool,
    /// The race of the null-window search under way, with its root and window.
    race: Option<(Arc<Race>, Position<W, H>, i32, i32)>,
    helpers: Vec<JoinHandle<u64>>,
    /// In `analyze` on several threads, the threads that have no column left: a column's
    /// search takes helpers only from them (and gives them back when its question ends).
    /// `None`: helpers up to `threads`.
    spare: Option<Arc<AtomicUsize>>,
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
            table: Arc::new(table),
            nodes: 0,
            interior: 0,
            progress: Progress::new(),
            book: None,
            budget: None,
            threads: 1,
            helper_nodes: Vec::new(),
            check_every: Progress::EVERY,
            helps: false,
            race: None,
            helpers: Vec::new(),
            spare: None,
        })
    }

    /// From now on, positions in `book` take their score from it.
    /// `book` may be shared (an `Arc`): the web server's requests share one.
    pub fn set_book(&mut self, book: impl Into<Arc<Book>>) {
        self.book = Some(book.into());
    }

    /// From now on a question may use `threads` threads (at least 1; 1 by default): this one
    /// and `threads - 1` helpers.
    pub fn set_threads(&mut self, threads: usize) {
        self.race_on(threads);
        if self.threads > 1 {
            self.table_mut().keep_full_size();
        }
    }

    /// `set_threads` but for the table, which a solver sharing it cannot change.
    fn race_on(&mut self, threads: usize) {
        self.threads = threads.max(1);
        self.helper_nodes = vec![0; self.threads - 1];
        self.check_every = if self.threads > 1 { RACE_EVERY } else { Progress::EVERY };
    }

    /// The positions each thread searched since the last question, the asking thread's first.
    pub fn thread_nodes(&self) -> Vec<u64> {
        let helpers: u64 = self.helper_nodes.iter().sum();
        std::iter::once(self.nodes - helpers).chain(self.helper_nodes.iter().copied()).collect()
    }

    /// From now on the search publishes its positions to `budget` every `Progress::EVERY + 1`
    /// of them and, when the budget is spent, unwinds to `crate::util::budget::within` (which the
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
        self.table_mut().clear();
        self.new_question();
    }

    /// The table, which no helper holds between races.
    fn table_mut(&mut self) -> &mut Table {
        Arc::get_mut(&mut self.table).expect("no helper holds the table between races")
    }

    /// A new question, the table kept: no positions searched yet, the clock started again.
    fn new_question(&mut self) {
        self.nodes = 0;
        self.interior = 0;
        self.helper_nodes.iter_mut().for_each(|n| *n = 0);
        self.progress.restart();
    }

    /// `search` from the root of a null-window question: alone, or raced with helpers once
    /// the question has explored `HELPERS_AFTER` positions (see the header).
    fn search_root(&mut self, position: &Position<W, H>, alpha: i32, beta: i32) -> i32 {
        if self.threads == 1 {
            return self.search(position, alpha, beta);
        }
        let race = Arc::new(Race::new());
        self.race = Some((race.clone(), *position, alpha, beta));
        if self.nodes >= HELPERS_AFTER {
            self.start_helpers();
        }
        let finished = catch_unwind(AssertUnwindSafe(|| self.search(position, alpha, beta)));
        match finished {
            Ok(score) => race.finish(score),
            Err(_) => race.stop.store(true, Ordering::Release),
        }
        let mut added = 0;
        let started = self.helpers.len();
        for (helper, nodes) in self.helpers.drain(..).zip(self.helper_nodes.iter_mut()) {
            let searched = helper.join().unwrap_or_else(|payload| resume_unwind(payload));
            *nodes += searched;
            added += searched;
        }
        if let Some(spare) = &self.spare {
            spare.fetch_add(started, Ordering::AcqRel);
        }
        self.nodes += added;
        self.race = None;
        match finished {
            Ok(_) => race.answer.load(Ordering::Acquire),
            Err(payload) if payload.is::<RaceOver>() => race.answer.load(Ordering::Acquire),
            Err(payload) => resume_unwind(payload),
        }
    }

    /// A solver for another thread on this one's table, book and budget, silent, on one
    /// thread; `helps`: a helper in this one's race.
    fn helper(&self, helps: bool) -> Solver<W, H> {
        let mut solver = Solver::<W, H> {
            table: self.table.clone(),
            nodes: 0,
            interior: 0,
            progress: Progress::new(),
            book: self.book.clone(),
            budget: self.budget.clone(),
            threads: 1,
            helper_nodes: Vec::new(),
            check_every: Progress::EVERY,
            helps,
            race: None,
            helpers: Vec::new(),
            spare: None,
        };
        solver.progress.silence();
        solver
    }

    /// Starts the helpers on the race under way: `threads - 1`, or as many spare threads as
    /// there are (none if none).
    fn start_helpers(&mut self) {
        let (race, position, alpha, beta) = self.race.clone().expect("a race under way");
        let mut count = self.threads - 1;
        if let Some(spare) = &self.spare {
            let taken = spare.fetch_update(Ordering::AcqRel, Ordering::Acquire, |free| {
                Some(free - free.min(count))
            });
            count = count.min(taken.unwrap_or(0));
        }
        for _ in 0..count {
            let mut solver = self.helper(true);
            solver.check_every = RACE_EVERY;
            solver.race = Some((race.clone(), position, alpha, beta));
            let race = race.clone();
            self.helpers.push(spawn_helper(Box::new(move || {
                match catch_unwind(AssertUnwindSafe(|| solver.search(&position, alpha, beta))) {
                    Ok(score) => race.finish(score),
                    Err(payload) if payload.is::<RaceOver>() => {}
                    Err(payload) => resume_unwind(payload),
                }
                solver.nodes
            })));
        }
    }

    /// What `search` does every `check_every + 1` positions: the progress and the budget (every
    /// `Progress::EVERY + 1`, for the thread that asks), and in a race, leaving it when it is
    /// over, or calling the helpers when it has run long enough.
    #[cold]
    fn check(&mut self) {
        if self.nodes & Progress::EVERY == 0 && !self.helps {
            self.progress.tick(self.nodes);
            if let Some(budget) = &self.budget {
                budget.unwind_if_spent(self.nodes);
            }
        }
        if let Some((race, ..)) = &self.race {
            if race.stop.load(Ordering::Relaxed) {
                resume_unwind(Box::new(RaceOver));
            }
            if !self.helps && self.helpers.is_empty() && self.nodes >= HELPERS_AFTER {
                self.start_helpers();
            }
        }
    }

    /// The exact score of `position` (not over) for the side to move; with `weak`, its sign.
    /// Where the book has a parent of it, the bound that gives (`bound_from_parents`) is asked
    /// about first: a position a parent's best move reaches is settled in one question.
    pub fn solve(&mut self, position: &Position<W, H>, weak: bool) -> i32 {
        let at_least = self.bound_from_parents(position);
        self.solve_guessing(position, weak, position.moves() < NEAR_ZERO_UNTIL, at_least)
    }

    /// The best lower bound of `position`'s score the book gives: a parent's score v is at
    /// least minus this position's (the move here is one of the parent's), so the score is at
    /// least −v. At most W lookups.
    fn bound_from_parents(&self, position: &Position<W, H>) -> Option<i32> {
        let book = self.book.as_ref()?;
        position.parents().filter_map(|(_, parent)| book.score(&parent)).map(|v| -v).max()
    }

    /// `solve`, its null-window guesses stepping out from 0 if `near_zero`, else halving; with
    /// `at_least`, a lower bound of the score known beforehand, whose question (is the score
    /// above it?) is asked first: a move that keeps its parent's score answers it at once.
    fn solve_guessing(
        &mut self,
        position: &Position<W, H>,
        weak: bool,
        near_zero: bool,
        at_least: Option<i32>,
    ) -> i32 {
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
        // A bound at or above the range's top (with `weak`, any win) settles the score.
        if let Some(bound) = at_least.map(|bound| bound.min(high)).filter(|&bound| bound >= low) {
            low = bound;
            if low < high {
                self.progress.bounds(bound, high);
                let answer = self.search_root(position, bound, bound + 1);
                // Fail-soft: an answer at most the bound, which the score is not below, is the
                // score; one above it is a lower bound.
                if answer <= bound {
                    high = bound;
                }
                low = bound.max(answer);
            }
        }
        // Null-window searches, each answering "above `guess` or not?", narrow the range
        // (`search::null_window`): early in the game, where scores are small, the guesses
        // start at 0 and step out one at a time; later they go halfway towards the ends first,
        // where answers come cheaply.
        let low = null_window::score(low, high, near_zero, |low, high, guess| {
            self.progress.bounds(low, high);
            self.search_root(position, guess, guess + 1)
        });
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
        if self.table.put(key, bounds, self.nodes - started) {
            self.table_mut().grow();
        }
    }

    /// Fail-soft alpha-beta on `position`, whose side to move cannot win at once: a score
    /// at most `alpha` bounds the true score from above, one at least `beta` from below, and
    /// one in between is exact.
    pub fn search(&mut self, position: &Position<W, H>, mut alpha: i32, mut beta: i32) -> i32 {
        self.nodes += 1;
        let started = self.nodes;
        if self.nodes & self.check_every == 0 {
            self.check();
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
            let rank = if column == bounds.best { u32::MAX } else { rank };
            order.add(rank, column, cell);
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
        let race = match &self.race {
            Some((race, ..)) if moves <= Self::CELLS - BUSY_EMPTY => Some(race.clone()),
            _ => None,
        };
        // In a race, a move whose child another thread is searching now waits until the
        // others are searched (by then the other's result may be in the table).
        let mut waiting = [(0, 0); W];
        let (mut waits, mut waited) = (0, 0);
        let mut first_pass = order.moves();
        loop {
            let (column, cell) = match first_pass.next() {
                Some(next) => {
                    let busy = |race: &Arc<Race>| race.is_busy(position.play(next.1).key());
                    if allows[next.0] > alpha && race.as_ref().map_or(false, busy) {
                        waiting[waits] = next;
                        waits += 1;
                        continue;
                    }
                    next
                }
                None if waited < waits => {
                    waited += 1;
                    waiting[waited - 1]
                }
                None => break,
            };
            let score = match allows[column] {
                known if known <= alpha => known, // what the child's search would answer
                _ => {
                    let child = position.play(cell);
                    if let Some(race) = &race {
                        race.enter(child.key());
                    }
                    let score = -self.search(&child, -beta, -alpha);
                    if let Some(race) = &race {
                        race.leave(child.key());
                    }
                    score
                }
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
    /// Its guesses step out from 0 whatever the stones: a move's search follows its siblings'
    /// on a table they filled, and on 200 random positions of 5 to 14 stones `analyze` then
    /// explored 19.5 % fewer positions than halving from 3 stones on (as `solve` does). Like
    /// `solve`, it asks first about the bound the book gives through the parents (this
    /// position among them, where the book has it).
    pub fn score_of_move(&mut self, position: &Position<W, H>, column: usize, weak: bool) -> i32 {
        if position.wins_by(column) {
            return if weak { 1 } else { win_now(Self::CELLS, position.moves()) };
        }
        let child = position.play_column(column);
        let at_least = self.bound_from_parents(&child);
        -self.solve_guessing(&child, weak, true, at_least)
    }

    /// The score of every move of `position` (not over), column by column: `Full` for a full
    /// column, `Unknown` for one whose search ran out of the budget (`set_budget`; the later
    /// columns too). A position that is its own mirror image scores column c as W − 1 − c.
    pub fn analyze(&mut self, position: &Position<W, H>, weak: bool) -> Vec<MoveScore> {
        if self.threads > 1 {
            return self.analyze_on_threads(position, weak);
        }
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
                self.score_column(position, column, weak)
            };
            scores.push(score);
        }
        scores
    }

    /// `column`'s score as `analyze` gives it: `Unknown` when the budget ran out. Kept out of
    /// line: `analyze` and both of `share_out`'s scorers call this one copy a size.
    #[inline(never)]
    fn score_column(&mut self, position: &Position<W, H>, column: usize, weak: bool) -> MoveScore {
        within(|| self.score_of_move(position, column, weak))
            .map_or(MoveScore::Unknown, MoveScore::Known)
    }

    /// `analyze` on several threads: the columns shared out, each scored by one thread on
    /// the one table (a column's score is a solve of its own; the table's bounds are true of
    /// their positions whichever root found them), the centre's first. A column whose search
    /// ran out of the budget is `Unknown` (not the others). Only the scoring of one column is
    /// generic over the size; the threads are `share_out`'s, built once for every size. A thread
    /// that finds no column left is spare: a column's question then takes it as a helper (as
    /// `search_root` races on several threads), so no core idles while one column remains.
    fn analyze_on_threads(&mut self, position: &Position<W, H>, weak: bool) -> Vec<MoveScore> {
        let symmetric = position.mirrored() == *position;
        let columns: Vec<usize> = Self::CENTRE_FIRST
            .iter()
            .copied()
            .filter(|&c| position.can_play(c) && !(symmetric && c > W - 1 - c))
            .collect();
        let spare = Arc::new(AtomicUsize::new(self.threads.saturating_sub(columns.len())));
        self.spare = Some(spare.clone());
        let helpers: Vec<Box<dyn ColumnScorer>> = (1..self.threads.min(columns.len()))
            .map(|_| {
                let mut solver = self.helper(false);
                solver.race_on(self.threads);
                let scorer = OwnedScorer { solver, position: *position, weak };
                Box::new(scorer) as Box<dyn ColumnScorer>
            })
            .collect();
        let (mut scores, helper_nodes) = share_out(
            &columns,
            W,
            &mut BorrowedScorer { solver: self, position, weak },
            helpers,
            &spare,
        );
        self.spare = None;
        for (searched, nodes) in helper_nodes.into_iter().zip(self.helper_nodes.iter_mut()) {
            *nodes += searched;
            self.nodes += searched;
        }
        for column in 0..W {
            if symmetric && column > W - 1 - column {
                scores[column] = scores[W - 1 - column];
            }
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

/// A thread running `work` (a helper's search, its positions searched as the result): boxed,
/// so the thread's start is built once for every board size, not once a size.
fn spawn_helper(work: Box<dyn FnOnce() -> u64 + Send>) -> JoinHandle<u64> {
    std::thread::spawn(work)
}

/// One column of one position scored by a solver of any size (what `share_out` needs).
trait ColumnScorer: Send {
    fn score(&mut self, column: usize) -> MoveScore;
    fn nodes(&self) -> u64;
}

/// A helper thread's solver, owned by the thread.
struct OwnedScorer<const W: usize, const H: usize> {
    solver: Solver<W, H>,
    position: Position<W, H>,
    weak: bool,
}

/// The asking thread's own solver.
struct BorrowedScorer<'a, const W: usize, const H: usize> {
    solver: &'a mut Solver<W, H>,
    position: &'a Position<W, H>,
    weak: bool,
}

impl<const W: usize, const H: usize> ColumnScorer for OwnedScorer<W, H> {
    fn score(&mut self, column: usize) -> MoveScore {
        self.solver.score_column(&self.position, column, self.weak)
    }
    fn nodes(&self) -> u64 {
        self.solver.nodes
    }
}

impl<'a, const W: usize, const H: usize> ColumnScorer for BorrowedScorer<'a, W, H> {
    fn score(&mut self, column: usize) -> MoveScore {
        self.solver.score_column(self.position, column, self.weak)
    }
    fn nodes(&self) -> u64 {
        self.solver.nodes
    }
}

/// Scores `columns` of a board `width` wide on the asking thread (`own`) and one thread per
/// helper, each taking the next column not yet taken and counting itself in `spare` when none
/// is left: the scores by column (`Full` where not asked) and the positions each helper
/// searched.
fn share_out(
    columns: &[usize],
    width: usize,
    own: &mut dyn ColumnScorer,
    helpers: Vec<Box<dyn ColumnScorer>>,
    spare: &Arc<AtomicUsize>,
) -> (Vec<MoveScore>, Vec<u64>) {
    let next = Arc::new(AtomicUsize::new(0));
    let scores = Arc::new(Mutex::new(vec![MoveScore::Full; width]));
    let score_columns = {
        let (columns, next, scores, spare) =
            (columns.to_vec(), next, scores.clone(), spare.clone());
        move |scorer: &mut dyn ColumnScorer| loop {
            let column = match columns.get(next.fetch_add(1, Ordering::Relaxed)) {
                Some(&column) => column,
                None => {
                    spare.fetch_add(1, Ordering::AcqRel);
                    return;
                }
            };
            let score = scorer.score(column);
            scores.lock().unwrap_or_else(|poisoned| poisoned.into_inner())[column] = score;
        }
    };
    let running: Vec<JoinHandle<u64>> = helpers
        .into_iter()
        .map(|mut helper| {
            let score_columns = score_columns.clone();
            std::thread::spawn(move || {
                score_columns(&mut *helper);
                helper.nodes()
            })
        })
        .collect();
    score_columns(own);
    let searched: Vec<u64> = running
        .into_iter()
        .map(|helper| helper.join().unwrap_or_else(|payload| resume_unwind(payload)))
        .collect();
    let scores = scores.lock().unwrap_or_else(|poisoned| poisoned.into_inner()).clone();
    (scores, searched)
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

    /// A lower bound given beforehand, anywhere from the range's bottom to the score itself,
    /// leaves the score as the statement gives it, and its sign with `weak`.
    #[test]
    fn a_lower_bound_known_beforehand_keeps_the_score() {
        for (moves, score) in [("4455", 18i32), ("44455554221", -15)] {
            let position = Position::<7, 6>::after(&columns(moves)).unwrap();
            for bound in -21..=score {
                for (weak, want) in [(false, score), (true, score.signum())] {
                    let mut solver = Solver::<7, 6>::new(18).unwrap();
                    let found = solver.solve_guessing(&position, weak, true, Some(bound));
                    assert_eq!(
                        found, want,
                        "{} weak {} with a lower bound of {}",
                        moves, weak, bound
                    );
                }
            }
        }
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
