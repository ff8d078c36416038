//! gamesolver.org · Connect Four · http://blog.gamesolver.org/solving-connect-four/02-test-protocol/
//!
//! Rules: 7 columns × 6 rows. The players alternate; a move drops a stone into a column that
//! is not full, onto its lowest empty cell. Four of one's stones in a line (across, up, or
//! diagonally) wins; a full board without four is a draw.
//! Input: one position a line, the columns played from the start as digits 1–7 (left is 1),
//! the first player first; an empty line is the start. Spaces and tabs around the digits and
//! a CR at the end are ignored.
//! Output: per line the score for the side to move with both sides perfect (winning as soon
//! and losing as late as possible): for a win, 22 minus the stones the winner has played when
//! the game ends; 0 for a draw; for a loss, minus the opponent's winning score. `4455` → 18
//! (3 or 6 makes an open three: the 4th stone wins); `44455554221` → −15.
//! Options: `--weak` prints the sign only (−1, 0, 1), found with the narrowest window;
//! `--analyze` prints per line the score of each of the seven moves, `-` for a full column;
//! `--stats` prints per line `score positions microseconds`, the positions the search visited
//! and its time; `--play [MOVES]` plays against you in the terminal (from the position after
//! MOVES if given): your moves come from stdin, one a line, with undo and new game.
//! Accepts any line of legal moves of a game not over, up to the full board of 42 (a draw,
//! 0). Refused, naming the line and the move: a character other than 1–7 (0, 8, 9, a letter, a
//! space between moves), a 7th stone in a column (so a 43rd move), a move that makes four in a
//! row (the game is over, even if it is the last move). The search grows with the empty cells:
//! lines of 16 stones or more take milliseconds, the benchmark's Begin sets (1–14 stones) up to
//! seconds, 2 to 5 stones up to a minute, a single stone over a quarter of an hour (there is no
//! opening book).
//!
//! Idea: negamax (the score of a position is the best, over its moves, of minus the score they
//! lead to) with alpha-beta pruning, asked only yes/no questions ("is the score above g?", a
//! null window) whose answers narrow the range to the score, halfway to its ends first. The
//! stones are two bitboards. A move that lets the opponent win at once is never tried (when
//! all do, the position is lost); a move that makes a threat the opponent cannot stop settles
//! a position (a win with the stone after next), and the same test on each child settles a
//! position when all that is asked is whether it survives the opponent's stone after next. Moves are tried by the threats
//! they make. A table keeps a lower and an upper bound and the best move of each position
//! searched; a position first reads its children's entries, one of which may settle it.
//! Why: alpha-beta keeps the score exact inside the window: by induction on the empty cells, a
//! search of window (a, b) returns v with v ≤ a ⇒ score ≤ v, v ≥ b ⇒ score ≥ v, a < v < b ⇒
//! score = v. A move whose answer reaches b settles the maximum at or above b (the other moves
//! can only raise it: they are cut); a move whose answer stays at or below a cannot be the one
//! that lifts the maximum above a. The bounds a search starts from (this side cannot win with
//! this stone, nor the opponent with his next after a safe move; no four left to make is at
//! most a draw; an unstoppable threat wins with the stone after next) and those in the table
//! are true of the position whatever window found them, so cutting on them keeps it exact.
//! Cost: exponential in the empty cells in the worst case; on the benchmark sets a mean of 24
//! (End-Easy) to 437,000 (Begin-Medium) and 24 million (Begin-Hard's first 40) positions a line,
//! about 80 to 100 ns each. Memory: a table of 2^22 entries of 8 bytes (32 MiB), of which a
//! search uses 2 MiB, and four times more each time it has filled half.
//!
//! @judge gamesolver.org
//! @number connect4
//! @title Connect Four
//! @link http://blog.gamesolver.org/solving-connect-four/02-test-protocol/
//! @time-limit 3 s
//! @accepts lines of 0 to 42 legal moves of a game not over; positions before move 16 may take seconds
//! @complexity exponential in the empty cells; mean 24 to 4.4·10^5 positions a line on the benchmark's full sets; 32 MiB table
use std::io::{self, BufRead, Read, Write};
use std::time::Instant;

// ---- The board: one u64 per side ----

const WIDTH: usize = 7;
const HEIGHT: usize = 6;
const CELLS: i32 = (WIDTH * HEIGHT) as i32;
/// Bits per column: the six cells, bottom first, and one always-empty cell above them that
/// stops a line from running on into the next column.
const STRIDE: usize = HEIGHT + 1;

/// The bottom cell of every column.
const BOTTOM: u64 = {
    let (mut bits, mut column) = (0, 0);
    while column < WIDTH {
        bits |= 1 << (column * STRIDE);
        column += 1;
    }
    bits
};
/// Every cell of the board.
const BOARD: u64 = BOTTOM * ((1 << HEIGHT) - 1);

/// Every cell of `column`.
const fn column_cells(column: usize) -> u64 {
    ((1 << HEIGHT) - 1) << (column * STRIDE)
}

/// The empty cells that would complete four in a row for `stones`, among which `mask` holds
/// every stone on the board. A line runs through neighbours at a fixed bit distance: 1 up a
/// column, 7 along a row, 6 and 8 along the diagonals.
fn winning_cells(stones: u64, mask: u64) -> u64 {
    let mut cells = (stones << 1) & (stones << 2) & (stones << 3);
    for shift in [STRIDE, STRIDE - 1, STRIDE + 1] {
        let two_before = (stones << shift) & (stones << (2 * shift));
        cells |= two_before & (stones << (3 * shift)); // x x x .
        cells |= two_before & (stones >> shift); // x x . x
        let two_after = (stones >> shift) & (stones >> (2 * shift));
        cells |= two_after & (stones >> (3 * shift)); // . x x x
        cells |= two_after & (stones << shift); // x . x x
    }
    cells & (BOARD ^ mask)
}

/// A position: the stones of the side to move and of both sides, and the stones played.
#[derive(Clone, Copy)]
struct Position {
    current: u64,
    mask: u64,
    moves: i32,
}

impl Position {
    const START: Position = Position { current: 0, mask: 0, moves: 0 };

    /// The cells a stone can go to: the lowest empty cell of each column that has one.
    fn playable(&self) -> u64 {
        (self.mask + BOTTOM) & BOARD
    }

    fn can_play(&self, column: usize) -> bool {
        self.playable() & column_cells(column) != 0
    }

    /// Whether the side to move makes four in a row by playing `column` (playable).
    fn wins_by(&self, column: usize) -> bool {
        winning_cells(self.current, self.mask) & self.playable() & column_cells(column) != 0
    }

    fn can_win_now(&self) -> bool {
        winning_cells(self.current, self.mask) & self.playable() != 0
    }

    /// The position after a stone on `cell` (a playable cell).
    fn play(&self, cell: u64) -> Position {
        Position {
            current: self.current ^ self.mask,
            mask: self.mask | cell,
            moves: self.moves + 1,
        }
    }

    fn play_column(&self, column: usize) -> Position {
        self.play(self.playable() & column_cells(column))
    }

    /// The playable cells after which the opponent cannot win at once (none when he has two
    /// winning cells to play: only one can be blocked), and the opponent's winning cells.
    fn safe_moves(&self) -> (u64, u64) {
        let their_wins = winning_cells(self.current ^ self.mask, self.mask);
        let playable = self.playable();
        let forced = playable & their_wins;
        let safe = match forced {
            0 => playable,
            _ if forced & (forced - 1) == 0 => forced,
            _ => 0,
        };
        (safe & !(their_wins >> 1), their_wins)
    }

    /// A number that differs for every position: per column, the side to move's stones plus
    /// one less than 2^height.
    fn key(&self) -> u64 {
        self.current + self.mask
    }
}

/// Whether `cells` hold four in a row somewhere.
fn has_four(cells: u64) -> bool {
    [1, STRIDE, STRIDE - 1, STRIDE + 1].iter().any(|&shift| {
        let pairs = cells & (cells >> shift);
        pairs & (pairs >> (2 * shift)) != 0
    })
}

// ---- The score ----

/// The score of winning with the next stone, `moves` stones being on the board.
fn win_now(moves: i32) -> i32 {
    (CELLS + 1 - moves) / 2
}

// ---- The transposition table ----

/// Bits of a key: seven columns of seven bits.
const KEY_BITS: u32 = 49;
/// An odd multiplier: key × MIX mod 2^49 is a one-to-one hash whose top bits mix every column.
const MIX: u64 = 0x0000_9E37_79B9_7F4B;
/// The table: 2^22 entries of 8 bytes, 32 MiB, of which a search uses the first 2^18 (2 MiB,
/// at home in a core's cache) and four times more each time it has stored half as many
/// entries as it has room for. (Twice the size saves Begin-Hard 4 % of its positions but costs
/// it 6 % more time here: more of the table misses the caches.)
const MAX_BITS: u32 = 22;
const MIN_BITS: u32 = 18;
/// An entry keeps the hash's low 31 bits: with the top 18 or more that its place gives, the
/// whole hash, and so the key.
const TAG_BITS: u32 = KEY_BITS - MIN_BITS;
const GENERATION_BITS: u32 = 64 - TAG_BITS - 15;
const NO_MOVE: usize = 7;

/// What the table says of a position: bounds on its score, and the column that proved the
/// lower bound (`NO_MOVE` if none).
#[derive(Clone, Copy)]
struct Bounds {
    lower: i32,
    upper: i32,
    best: usize,
}

/// Entry layout (64 bits): tag (31) | lower + 32 (6) | upper + 32 (6) | best column (3) |
/// generation (18). An entry of another generation is empty, so a new search empties the
/// table by counting up.
struct Table {
    entries: Vec<u64>,
    generation: u64,
    /// log2 of the entries in use.
    bits: u32,
    stored: u64,
}

impl Table {
    fn new() -> Table {
        // Untouched pages of a zeroed allocation cost no memory. The first 2 MiB, used by every
        // search, are touched now (an entry of generation 0 is empty) rather than on the way.
        let mut entries = vec![0; 1 << MAX_BITS];
        advise_huge_pages(&mut entries);
        entries[..1 << MIN_BITS].iter_mut().step_by(512).for_each(|e| *e = 1);
        Table { entries, generation: 1, bits: MIN_BITS, stored: 0 }
    }

    /// Forgets every entry.
    fn clear(&mut self) {
        self.generation += 1;
        self.bits = MIN_BITS;
        self.stored = 0;
        if self.generation == 1 << GENERATION_BITS {
            self.entries.iter_mut().for_each(|e| *e = 0);
            self.generation = 1;
        }
    }

    fn hash(key: u64) -> u64 {
        key.wrapping_mul(MIX) & ((1 << KEY_BITS) - 1)
    }

    /// Starts bringing the entry of `key` into the cache, so that a `get` soon after finds it
    /// there: a search is mostly waiting for the table otherwise.
    fn prefetch(&self, key: u64) {
        let hash = Table::hash(key);
        let entry: *const u64 = &self.entries[(hash >> (KEY_BITS - self.bits)) as usize];
        #[cfg(target_arch = "x86_64")]
        // SAFETY: a prefetch reads nothing the program sees, and the address is in `entries`.
        unsafe {
            std::arch::x86_64::_mm_prefetch::<{ std::arch::x86_64::_MM_HINT_T0 }>(entry.cast())
        };
        #[cfg(not(target_arch = "x86_64"))]
        let _ = entry;
    }

    fn get(&self, key: u64) -> Option<Bounds> {
        let hash = Table::hash(key);
        let entry = self.entries[(hash >> (KEY_BITS - self.bits)) as usize];
        if (entry ^ hash) & ((1 << TAG_BITS) - 1) != 0
            || entry >> (64 - GENERATION_BITS) != self.generation
        {
            return None;
        }
        let field = |shift: u32, bits: u32| ((entry >> shift) & ((1 << bits) - 1)) as i32;
        Some(Bounds {
            lower: field(TAG_BITS, 6) - 32,
            upper: field(TAG_BITS + 6, 6) - 32,
            best: field(TAG_BITS + 12, 3) as usize,
        })
    }

    fn put(&mut self, key: u64, bounds: Bounds) {
        let hash = Table::hash(key);
        self.entries[(hash >> (KEY_BITS - self.bits)) as usize] = (hash & ((1 << TAG_BITS) - 1))
            | ((bounds.lower + 32) as u64) << TAG_BITS
            | ((bounds.upper + 32) as u64) << (TAG_BITS + 6)
            | (bounds.best as u64) << (TAG_BITS + 12)
            | self.generation << (64 - GENERATION_BITS);
        self.stored += 1;
        if self.bits < MAX_BITS && self.stored > 1 << (self.bits - 1) {
            self.grow();
        }
    }

    /// Uses up to four times as many entries, moving those of this generation to their new
    /// places: the entry at i goes to one of 4i..4i + 3, so going down from the top moves
    /// each before its place is written.
    fn grow(&mut self) {
        let (old, new) = (self.bits, (self.bits + 2).min(MAX_BITS));
        let fan = 1 << (new - old);
        for i in (0..1 << old).rev() {
            let entry = self.entries[i];
            self.entries[fan * i..fan * (i + 1)].iter_mut().for_each(|e| *e = 0);
            if entry >> (64 - GENERATION_BITS) == self.generation {
                let low = entry & ((1 << (KEY_BITS - old)) - 1);
                let hash = (i as u64) << (KEY_BITS - old) | low;
                self.entries[(hash >> (KEY_BITS - new)) as usize] = entry;
            }
        }
        self.bits = new;
    }
}

/// Asks Linux to back the table with 2 MiB pages where it can: a random probe then needs no
/// walk through the page tables, which saves some 14 % of the time of the big searches. Only
/// advice: the contents do not change, and elsewhere nothing is done.
#[cfg(target_os = "linux")]
fn advise_huge_pages(entries: &mut [u64]) {
    extern "C" {
        fn madvise(addr: *mut std::ffi::c_void, len: usize, advice: i32) -> i32;
    }
    const MADV_HUGEPAGE: i32 = 14;
    const HUGE_PAGE: usize = 1 << 21;
    let start = entries.as_mut_ptr() as usize;
    let end = start + std::mem::size_of_val(entries);
    let aligned = (start + HUGE_PAGE - 1) & !(HUGE_PAGE - 1);
    if aligned < end {
        // SAFETY: the range lies inside `entries`, and this advice leaves its contents alone.
        unsafe { madvise(aligned as *mut std::ffi::c_void, end - aligned, MADV_HUGEPAGE) };
    }
}

#[cfg(not(target_os = "linux"))]
fn advise_huge_pages(_: &mut [u64]) {}

// ---- The search ----

/// Columns from the centre out: central stones take part in more lines.
const CENTRE_FIRST: [usize; WIDTH] = [3, 2, 4, 1, 5, 0, 6];

struct Solver {
    table: Table,
    /// Positions searched (calls of `search`) since the last `forget`.
    nodes: u64,
}

impl Solver {
    fn new() -> Solver {
        Solver { table: Table::new(), nodes: 0 }
    }

    /// Starts afresh: an empty table, no positions searched.
    fn forget(&mut self) {
        self.table.clear();
        self.nodes = 0;
    }

    /// The exact score of `position` (not over) for the side to move; with `weak`, its sign.
    fn solve(&mut self, position: &Position, weak: bool) -> i32 {
        if position.can_win_now() {
            return if weak { 1 } else { win_now(position.moves) };
        }
        if position.moves == CELLS {
            return 0;
        }
        let (mut low, mut high) = (-(CELLS - position.moves) / 2, win_now(position.moves));
        if weak {
            low = low.max(-1);
            high = high.min(1);
        }
        // Null-window searches, each answering "above `guess` or not?", narrow the range;
        // the guesses go halfway towards the ends first, where the answers come cheaply.
        while low < high {
            let mut guess = low + (high - low) / 2;
            if guess <= 0 && low / 2 < guess {
                guess = low / 2;
            } else if guess >= 0 && high / 2 > guess {
                guess = high / 2;
            }
            let score = self.search(position, guess, guess + 1);
            if score <= guess {
                high = score;
            } else {
                low = score;
            }
        }
        if weak {
            low.signum()
        } else {
            low
        }
    }

    /// Fail-soft alpha-beta on `position`, whose side to move cannot win at once: a score
    /// at most `alpha` bounds the true score from above, one at least `beta` from below, and
    /// one in between is exact.
    fn search(&mut self, position: &Position, mut alpha: i32, mut beta: i32) -> i32 {
        self.nodes += 1;
        let moves = position.moves;
        let theirs = position.current ^ position.mask;
        let (safe, their_wins) = position.safe_moves();
        if safe == 0 {
            return -(CELLS - moves) / 2; // every move lets the opponent win at once
        }
        if moves >= CELLS - 2 {
            return 0; // neither side can make four with the last two stones
        }
        // The opponent cannot win with the next stone, nor this side with this one.
        let mut bounds = Bounds {
            lower: -(CELLS - 2 - moves) / 2,
            upper: (CELLS - 1 - moves) / 2,
            best: NO_MOVE,
        };
        let win_in_two = bounds.upper;
        let empty = BOARD & !position.mask;
        if !has_four(position.current | empty) {
            bounds.upper = bounds.upper.min(0); // no four left to make
        }
        if !has_four(theirs | empty) {
            bounds.lower = bounds.lower.max(0);
        }
        let key = position.key();
        if let Some(stored) = self.table.get(key) {
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
        if alpha >= win_in_two - 1 && bounds.upper == win_in_two {
            // Only a win with the next stone but one beats alpha.
            return win_in_two - !wins_with_second_stone(position, safe) as i32;
        }
        let lose_in_two = -(CELLS - 2 - moves) / 2;
        if beta <= lose_in_two + 1 && bounds.lower == lose_in_two && moves < CELLS - 3 {
            // Only escaping a loss to the opponent's next stone but one reaches beta.
            let mut rest = safe;
            while rest != 0 {
                let cell = rest & rest.wrapping_neg();
                rest ^= cell;
                let next = position.play(cell);
                if !wins_with_second_stone(&next, next.safe_moves().0) {
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
            self.table.prefetch(position.play(cell).key());
        }
        alpha = alpha.max(bounds.lower);
        beta = beta.min(bounds.upper);
        // Moves by the threats they leave (empty cells that would complete a four, less those
        // right above a threat of the opponent's, which he fills first), the stored best move
        // first, ties centre first.
        let mut order = [(0u32, 0usize, 0u64); WIDTH];
        let mut count = 0;
        for &column in CENTRE_FIRST.iter() {
            let cell = safe & column_cells(column);
            if cell == 0 {
                continue;
            }
            let threats = winning_cells(position.current | cell, position.mask | cell);
            if unstoppable(position.mask | cell, threats) {
                return win_in_two;
            }
            let rank = if column == bounds.best {
                u32::MAX
            } else {
                (threats & !((their_wins & !cell) << 1)).count_ones()
            };
            let mut at = count;
            while at > 0 && order[at - 1].0 < rank {
                order[at] = order[at - 1];
                at -= 1;
            }
            order[at] = (rank, column, cell);
            count += 1;
        }

        // The table's word on each child: one whose upper bound lifts this position to beta
        // settles it (an enhanced transposition cutoff); one whose lower bound keeps its move
        // at or below alpha need not be searched. `allows`: the most each move can give.
        let mut allows = [i32::MAX; WIDTH];
        let mut rest = safe;
        while rest != 0 {
            let cell = rest & rest.wrapping_neg();
            rest ^= cell;
            if let Some(child) = self.table.get(position.play(cell).key()) {
                allows[cell.trailing_zeros() as usize / STRIDE] = -child.lower;
                if -child.upper >= beta {
                    bounds.lower = -child.upper;
                    bounds.best = cell.trailing_zeros() as usize / STRIDE;
                    self.table.put(key, bounds);
                    return bounds.lower;
                }
            }
        }

        let first_alpha = alpha;
        let mut best = i32::MIN;
        for &(_, column, cell) in &order[..count] {
            let score = match allows[column] {
                known if known <= alpha => known, // what the child's search would answer
                _ => -self.search(&position.play(cell), -beta, -alpha),
            };
            if score >= beta {
                bounds.lower = score;
                bounds.best = column;
                self.table.put(key, bounds);
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
        self.table.put(key, bounds);
        best
    }
}

/// Whether the side to move of `position` can make sure to win with its stone after next,
/// playing one of the `safe` cells: after it, the opponent cannot stop every win (two
/// playable winning cells, one with another right above it, or no move but under one).
fn wins_with_second_stone(position: &Position, mut safe: u64) -> bool {
    while safe != 0 {
        let cell = safe & safe.wrapping_neg();
        safe ^= cell;
        let mask = position.mask | cell;
        if unstoppable(mask, winning_cells(position.current | cell, mask)) {
            return true;
        }
    }
    false
}

/// Whether the opponent, to move with the stones `mask` on the board, cannot stop a player
/// whose winning cells are `wins` from completing a four with his next stone.
fn unstoppable(mask: u64, wins: u64) -> bool {
    let playable = (mask + BOTTOM) & BOARD;
    let open = wins & playable;
    open & open.wrapping_sub(1) != 0
        || open & (wins >> 1) != 0
        || open == 0 && playable != 0 && playable & !(wins >> 1) == 0
}

// ---- Input ----

/// The position after the moves of `line` (line `number` of the input), or what is wrong.
fn read_position(line: &[u8], number: usize) -> Result<Position, String> {
    let line = line.strip_suffix(b"\r").unwrap_or(line);
    let blank = |b: &u8| *b == b' ' || *b == b'\t';
    let start = line.iter().position(|b| !blank(b)).unwrap_or(line.len());
    let end = line.iter().rposition(|b| !blank(b)).map_or(start, |i| i + 1);
    let mut position = Position::START;
    for (i, &byte) in line[start..end].iter().enumerate() {
        let at = format!("line {}: move {}", number, i + 1);
        if !(b'1'..=b'7').contains(&byte) {
            let found = match byte {
                b' ' | b'\t' => "a space between moves".to_string(),
                b'\r' => "a carriage return inside the line".to_string(),
                0x21..=0x7E => format!("{:?}", byte as char),
                _ => format!("byte 0x{:02X}", byte),
            };
            return Err(format!("{}: expected a column 1 to 7, found {}", at, found));
        }
        let column = (byte - b'1') as usize;
        if position.moves == CELLS {
            return Err(format!(
                "{}: expected at most 42 moves, found a 43rd (the board is full)",
                at
            ));
        }
        if !position.can_play(column) {
            return Err(format!(
                "{}: expected a column with room, found column {} full (6 stones)",
                at,
                column + 1
            ));
        }
        if position.wins_by(column) {
            return Err(format!(
                "{} (column {}) makes four in a row: expected a game not over",
                at,
                column + 1
            ));
        }
        position = position.play_column(column);
    }
    Ok(position)
}

// ---- Modes ----

#[derive(Clone, Copy, PartialEq)]
enum Mode {
    Score,
    Analyze,
    Stats,
}

fn answer(solver: &mut Solver, position: &Position, mode: Mode, weak: bool, out: &mut String) {
    solver.forget();
    match mode {
        Mode::Score => out.push_str(&solver.solve(position, weak).to_string()),
        Mode::Stats => {
            let start = Instant::now();
            let score = solver.solve(position, weak);
            let micros = start.elapsed().as_micros();
            out.push_str(&format!("{} {} {}", score, solver.nodes, micros));
        }
        Mode::Analyze => {
            for column in 0..WIDTH {
                if column > 0 {
                    out.push(' ');
                }
                if !position.can_play(column) {
                    out.push('-');
                    continue;
                }
                let score = if position.wins_by(column) {
                    if weak {
                        1
                    } else {
                        win_now(position.moves)
                    }
                } else {
                    -solver.solve(&position.play_column(column), weak)
                };
                out.push_str(&score.to_string());
            }
        }
    }
    out.push('\n');
}

fn solve_lines(input: &[u8], out: &mut String, mode: Mode, weak: bool) -> Result<(), String> {
    let mut solver: Option<Solver> = None;
    let mut lines: Vec<&[u8]> = input.split(|&b| b == b'\n').collect();
    if lines.last().map_or(false, |line| line.is_empty()) {
        lines.pop();
    }
    for (i, line) in lines.iter().enumerate() {
        let position = read_position(line, i + 1)?;
        let solver = solver.get_or_insert_with(Solver::new);
        answer(solver, &position, mode, weak, out);
    }
    Ok(())
}

// ---- Playing against the solver ----

/// Below this many stones `--play` warns that an answer takes long.
const EARLY: i32 = 8;

/// A best move of `position` (not over) with its score: a winning stone if there is one, else
/// the table's best move or the first from the centre out that keeps the score.
fn best_move(solver: &mut Solver, position: &Position) -> (usize, i32) {
    if position.moves == 0 {
        // A known result the search would take hours to repeat: only the centre wins for the
        // first player, with the last stone (Allis 1988, Allen 1990; Tromp's database).
        return (3, 1);
    }
    solver.forget();
    if let Some(&column) =
        CENTRE_FIRST.iter().find(|&&c| position.can_play(c) && position.wins_by(c))
    {
        return (column, win_now(position.moves));
    }
    let score = solver.solve(position, false);
    let stored = solver.table.get(position.key()).map_or(NO_MOVE, |b| b.best);
    let candidates = std::iter::once(stored).chain(CENTRE_FIRST.iter().copied());
    for column in candidates.filter(|&c| c < WIDTH && position.can_play(c)) {
        let child = position.play_column(column);
        // The move keeps the score when the child's score is at most -score.
        let keeps = if child.can_win_now() {
            win_now(child.moves) <= -score
        } else if child.moves == CELLS {
            0 <= -score
        } else {
            solver.search(&child, -score, -score + 1) <= -score
        };
        if keeps {
            return (column, score);
        }
    }
    unreachable!("some move keeps the score")
}

/// Where the game stands for the side to move, whose score is `score`, `moves` stones being
/// on the board; `you` says whether that side is the human.
fn standing(score: i32, moves: i32, you: bool) -> String {
    let (mover, other) = if you { ("you", "I") } else { ("I", "you") };
    if score > 0 {
        let stones = CELLS / 2 + 1 - score - moves / 2;
        format!("{} can win in {} move{}.", capital(mover), stones, plural(stones))
    } else if score < 0 {
        let stones = CELLS / 2 + 1 + score - (moves + 1) / 2;
        format!("{} can win in {} move{}, whatever {} play.", other, stones, plural(stones), mover)
    } else {
        "Draw with best play.".to_string()
    }
}

fn capital(word: &str) -> String {
    word[..1].to_uppercase() + &word[1..]
}

fn plural(count: i32) -> &'static str {
    if count == 1 {
        ""
    } else {
        "s"
    }
}

/// The board, top row first, X for the first player's stones and O for the second's, the
/// stone of the last move in brackets.
fn draw(position: &Position, last: Option<usize>) -> String {
    let first =
        if position.moves % 2 == 0 { position.current } else { position.current ^ position.mask };
    let mut text = String::from("  1  2  3  4  5  6  7\n");
    for row in (0..HEIGHT).rev() {
        text.push('|');
        for column in 0..WIDTH {
            let cell = 1u64 << (column * STRIDE + row);
            let stone = match (position.mask & cell != 0, first & cell != 0) {
                (false, _) => '.',
                (true, true) => 'X',
                (true, false) => 'O',
            };
            let on_top = position.playable() & column_cells(column) == cell << 1
                || (row == HEIGHT - 1 && position.mask & cell != 0);
            if last == Some(column) && stone != '.' && on_top {
                text.push_str(&format!("[{}]", stone));
            } else {
                text.push_str(&format!(" {} ", stone));
            }
        }
        text.push_str("|\n");
    }
    text.push_str("+---------------------+\n");
    text
}

/// `--play [MOVES]`: a game against the solver in the terminal, from the position after MOVES
/// (the start by default). The human's commands come one a line from stdin.
fn play(start: Position) -> Option<()> {
    let stdin = io::stdin();
    let mut lines = stdin.lock().lines();
    let mut read = |prompt: &str| -> Option<String> {
        print!("{}", prompt);
        io::stdout().flush().ok();
        lines.next().and_then(Result::ok).map(|line| line.trim().to_lowercase())
    };
    let mut solver = Solver::new();
    println!("Connect Four against a perfect player. Drop a stone by typing its column, 1 to 7;");
    println!("u takes your last move back, n starts a new game, q quits.");
    'games: loop {
        let human_first = loop {
            match read("Who moves first, you (1) or me (2)? [1] ")?.as_str() {
                "" | "1" | "y" | "you" | "me" => break true,
                "2" | "i" => break false,
                "q" => return Some(()),
                _ => println!("Type 1 (you) or 2 (me)."),
            }
        };
        let human = (start.moves + !human_first as i32) % 2;
        let you = if human == 0 { "X" } else { "O" };
        println!("You play {}, I play {}.", you, if human == 0 { "O" } else { "X" });
        let mut moves: Vec<usize> = Vec::new();
        let mut show = true;
        loop {
            let mut position = start;
            let mut winner = None;
            for &column in &moves {
                if position.wins_by(column) {
                    winner = Some(position.moves % 2);
                }
                position = position.play_column(column);
            }
            let over = match winner {
                Some(side) if side == human => Some("You connect four: you win!"),
                Some(_) => Some("I connect four: I win."),
                None if position.moves == CELLS => Some("The board is full: a draw."),
                None => None,
            };
            if show {
                print!("\n{}", draw(&position, moves.last().copied()));
                if let Some(result) = over {
                    println!("{}", result);
                }
            }
            show = true;
            if over.is_none() && position.moves % 2 != human {
                if position.moves == 1 {
                    println!("Thinking… (with one stone on the board, over a quarter of an hour)");
                } else if (2..EARLY).contains(&position.moves) {
                    println!("Thinking… (this early it can take a minute or two)");
                }
                let started = Instant::now();
                let (column, score) = best_move(&mut solver, &position);
                let seconds = started.elapsed().as_secs_f64();
                let took =
                    if seconds >= 1.0 { format!(" ({:.0} s)", seconds) } else { String::new() };
                println!("I play {}.{}", column + 1, took);
                if !position.wins_by(column) && position.moves + 1 < CELLS {
                    println!("{}", standing(-score, position.moves + 1, true));
                }
                moves.push(column);
                continue;
            }
            let prompt = if over.is_some() { "n, u or q? " } else { "Your move (1-7, u, n, q): " };
            match read(prompt)?.as_str() {
                "q" => return Some(()),
                "n" => continue 'games,
                "u" => {
                    // Back to before the human's last move (and the reply to it).
                    let side = |i: usize| (start.moves + i as i32) % 2;
                    match (0..moves.len()).rev().find(|&i| side(i) == human) {
                        Some(i) => moves.truncate(i),
                        None => {
                            println!("Nothing to take back.");
                            show = false;
                        }
                    }
                }
                _ if over.is_some() => {
                    println!("The game is over: n for a new one, u to take back, q to quit.");
                    show = false;
                }
                digit if digit.len() == 1 && ("1"..="7").contains(&digit) => {
                    let column = digit.as_bytes()[0] as usize - b'1' as usize;
                    if position.can_play(column) {
                        moves.push(column);
                    } else {
                        println!("Column {} is full.", column + 1);
                        show = false;
                    }
                }
                _ => {
                    println!(
                        "Type a column 1 to 7, u to take back, n for a new game or q to quit."
                    );
                    show = false;
                }
            }
        }
    }
}

const USAGE: &str = "expected no option, --weak, --analyze, --stats (each with --weak or not) or \
--play [MOVES]";

fn main() {
    let mut mode = Mode::Score;
    let mut weak = false;
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().map(String::as_str) == Some("--play") && args.len() <= 2 {
        let moves = args.get(1).map_or("", String::as_str);
        match read_position(moves.as_bytes(), 1) {
            Ok(start) => {
                play(start);
            }
            Err(e) => {
                eprintln!("error: the position after --play: {}", e);
                std::process::exit(2);
            }
        }
        return;
    }
    for arg in &args {
        match arg.as_str() {
            "--weak" => weak = true,
            "--analyze" if mode == Mode::Score => mode = Mode::Analyze,
            "--stats" if mode == Mode::Score => mode = Mode::Stats,
            _ => {
                eprintln!("error: options {:?}: {}", args, USAGE);
                std::process::exit(2);
            }
        }
    }
    run(|input, out| solve_lines(input, out, mode, weak));
}

// ==== template program: src/program.rs, kept equal by tests/standalone.rs ====
/// Reads all of stdin, runs `solve` on it and writes its answers in one go; when `solve` fails
/// (bad input), prints the answers of the complete cases before it, then one `error:` line on
/// stderr, and exits with status 1.
pub fn run(solve: impl FnOnce(&[u8], &mut String) -> Result<(), String>) {
    // Where stdin is a file, its size spares the copies of a growing buffer.
    let size = std::fs::metadata("/dev/stdin").map_or(0, |meta| meta.len().min(1 << 30));
    let mut input = Vec::with_capacity(size as usize + 1);
    let read = io::stdin().read_to_end(&mut input);
    // Answers are rarely longer than their input; untouched capacity costs no memory.
    let mut out = String::with_capacity(input.len() + 64);
    let solved = match read {
        Ok(_) => solve(&input, &mut out),
        Err(e) => Err(format!("cannot read standard input: {}", e)),
    };
    let mut stdout = io::stdout();
    let written = stdout.write_all(out.as_bytes()).and_then(|_| stdout.flush());
    let result = solved.and(written.map_err(|e| format!("cannot write standard output: {}", e)));
    if let Err(message) = result {
        eprintln!("error: {}", message);
        std::process::exit(1);
    }
}
// ==== end template program ====
