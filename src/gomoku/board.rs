//! The gomoku board with its threat bookkeeping kept up to date move by move.
//!
//! Cells are numbered `y * width + x` (x the column from the left, y the row from the top, as
//! the Piskvork protocol numbers them). Each of the four directions cuts the board into lines;
//! every line keeps one 64-bit mask per side and one of blocked cells (walls and everything
//! off the board), the board starting at bit 8 so that a window of five cells each side of any
//! cell stays inside the word. For every empty cell, side and direction the board keeps the
//! shape a stone there would make (`shape.rs`, one table lookup), and from a cell's four
//! shapes its class (a win, an unstoppable four, a four with an open three, two open threes,
//! an open three, a four, …) and its value. A move changes only the lines through it, so it
//! recomputes the shapes of at most 40 cells (5 each way, 4 directions; 32 in freestyle, where
//! the fifth neighbour never matters), in both colours, and
//! keeps the counts of cells per class and the sums of values per side: "can the side to move
//! win at once", "does the opponent threaten an open four" and the evaluation are O(1).
//! Undoing a move recomputes the same cells, so the state after undo equals the state before.
//! A Zobrist key (64 bits, one random number per side and cell) names the position for the
//! transposition tables.

use super::shape::{self, Rule, BLOCK4, FIVE, FLEX3, FLEX4, SHAPES};
use crate::util::rng::Rng;
use std::sync::Arc;

/// Cell classes from a cell's four shapes, for one side: what a stone there threatens.
pub const C_NONE: u8 = 0;
pub const C_LOW: u8 = 1;
pub const C_TWO_THREES: u8 = 2;
/// One four (the opponent must answer it).
pub const C_FOUR: u8 = 3;
/// One open three (the opponent must answer it or lose to an open four).
pub const C_THREE: u8 = 4;
/// Two open threes.
pub const C_THREE_THREE: u8 = 5;
/// A four and an open three.
pub const C_FOUR_THREE: u8 = 6;
/// An open four or two fours: wins unless the opponent has a five first.
pub const C_FLEX4: u8 = 7;
/// Five: wins at once.
pub const C_WIN: u8 = 8;
pub const CLASSES: usize = 9;

/// The four directions: across, down, down-right, up-right.
pub const DIRS: [(i32, i32); 4] = [(1, 0), (0, 1), (1, 1), (1, -1)];

/// What a cell holds.
pub const EMPTY: u8 = 0;
/// A cell no one may play and that counts for no one (protocol's field 3).
pub const WALL: u8 = 3;

/// The shape tables and the class and value of every four-shape combination, built once per
/// rule and shared by every board of that rule.
pub struct Tables {
    pub rule: Rule,
    /// Shapes by base-3 neighbourhood (`shape::ternary_table`).
    shapes: Vec<u8>,
    weights: Vec<u16>,
    class: Vec<u8>,
    value: Vec<i32>,
    order: Vec<i32>,
}

/// How much one shape at an empty cell is worth to the side that would make it (an
/// evaluation term, counted per cell and direction; two fours at one cell count as an open
/// four). The steps follow the threats: an open three is worth several closed ones.
const SHAPE_VALUE: [i32; SHAPES] = [0, 0, 2, 12, 18, 96, 144, 800, 1200];
/// A cell's value for ordering moves by what a stone there makes, for one side: the winning
/// combinations by rank, else a small sum of its shapes.
fn order_value(count: impl Fn(u8) -> usize) -> i32 {
    if count(FIVE) > 0 {
        5000
    } else if count(FLEX4) > 0 || count(BLOCK4) >= 2 {
        1200
    } else if count(BLOCK4) > 0 && count(FLEX3) > 0 {
        1000
    } else if count(FLEX3) >= 2 {
        200
    } else {
        let small = [0, 1, 2, 5, 5, 12, 12, 0, 0];
        (0..SHAPES as u8).map(|s| small[s as usize] * count(s) as i32).sum()
    }
}

impl Tables {
    pub fn new(rule: Rule) -> Arc<Tables> {
        let shapes = shape::ternary_table(rule);
        let combos = SHAPES.pow(4);
        let mut class = vec![C_NONE; combos];
        let mut value = vec![0; combos];
        let mut order = vec![0; combos];
        for code in 0..combos {
            let four = [code / 729, code / 81 % 9, code / 9 % 9, code % 9].map(|s| s as u8);
            let count = |s: u8| four.iter().filter(|&&x| x == s).count();
            let c = if count(FIVE) > 0 {
                C_WIN
            } else if count(FLEX4) > 0 || count(BLOCK4) >= 2 {
                C_FLEX4
            } else if count(BLOCK4) == 1 && count(FLEX3) >= 1 {
                C_FOUR_THREE
            } else if count(FLEX3) >= 2 {
                C_THREE_THREE
            } else if count(FLEX3) == 1 {
                C_THREE
            } else if count(BLOCK4) == 1 {
                C_FOUR
            } else if count(shape::BLOCK3) + count(shape::FLEX2) >= 2 {
                C_TWO_THREES
            } else if four.iter().any(|&s| s >= shape::BLOCK2) {
                C_LOW
            } else {
                C_NONE
            };
            class[code] = c;
            value[code] = if count(BLOCK4) >= 2 && count(FLEX4) == 0 {
                four.iter().filter(|&&s| s != BLOCK4).map(|&s| SHAPE_VALUE[s as usize]).sum::<i32>()
                    + SHAPE_VALUE[FLEX4 as usize]
            } else {
                four.iter().map(|&s| SHAPE_VALUE[s as usize]).sum::<i32>()
            };
            order[code] = order_value(count);
        }
        Arc::new(Tables { rule, shapes, weights: shape::ternary_weights(), class, value, order })
    }
}

/// One side's view of an empty cell.
#[derive(Clone, Copy, Default)]
struct CellInfo {
    shapes: [u8; 4],
    class: u8,
    value: i32,
    /// Whether the cell was empty at its last refresh (only empty cells are counted).
    counted: bool,
}

/// Random numbers for the Zobrist keys: the seeded generator's draws from a fixed seed.
fn zobrist(cells: usize) -> Vec<[u64; 2]> {
    let mut rng = Rng::new(0x5EED_0F60);
    (0..cells).map(|_| [rng.next_u64(), rng.next_u64()]).collect()
}

/// A position with its incremental threat information.
#[derive(Clone)]
pub struct Board {
    pub width: usize,
    pub height: usize,
    tables: Arc<Tables>,
    /// EMPTY, 1 + side, or WALL.
    cells: Vec<u8>,
    /// Per direction: (line, position along it) of each cell.
    place: [Vec<(u16, u8)>; 4],
    /// Per direction and line: [side 0, side 1, blocked for both].
    lines: [Vec<[u64; 3]>; 4],
    info: Vec<[CellInfo; 2]>,
    /// Cells per class, per side (empty cells only).
    counts: [[u32; CLASSES]; 2],
    /// Sum of the cell values per side (empty cells only).
    sums: [i64; 2],
    /// Stones within two cells (a 5x5 square) of each cell: candidate moves have some.
    near: Vec<u8>,
    zobrist: Vec<[u64; 2]>,
    pub key: u64,
    /// The stones played, in order (walls not included).
    pub history: Vec<(usize, usize)>,
    stones: usize,
    /// The side whose turn it is (0 or 1); `play` and `undo` pass the turn.
    turn: usize,
}

/// Mixed into the key when side 1 is to move.
const TURN_KEY: u64 = 0x9D39_247E_3377_6D41;

impl Board {
    /// An empty board; 5 ≤ width, height ≤ 32 (the masks have room for 32 plus the margins).
    pub fn new(width: usize, height: usize, tables: Arc<Tables>) -> Board {
        assert!((5..=32).contains(&width) && (5..=32).contains(&height));
        let cells = width * height;
        let counts = [height, width, width + height - 1, width + height - 1];
        let mut place: [Vec<(u16, u8)>; 4] = Default::default();
        let mut lines: [Vec<[u64; 3]>; 4] = Default::default();
        for d in 0..4 {
            let mut valid = vec![0u64; counts[d]];
            for y in 0..height {
                for x in 0..width {
                    let (line, pos) = match d {
                        0 => (y, x),
                        1 => (x, y),
                        2 => (x + height - 1 - y, x),
                        _ => (x + y, x),
                    };
                    place[d].push((line as u16, pos as u8));
                    valid[line] |= 1 << (pos + 8);
                }
            }
            lines[d] = valid.iter().map(|&v| [0, 0, !v]).collect();
        }
        let mut board = Board {
            width,
            height,
            tables,
            cells: vec![EMPTY; cells],
            place,
            lines,
            info: vec![[CellInfo::default(); 2]; cells],
            counts: [[0; CLASSES]; 2],
            sums: [0; 2],
            near: vec![0; cells],
            zobrist: zobrist(cells),
            key: 0,
            history: Vec::new(),
            stones: 0,
            turn: 0,
        };
        for cell in 0..cells {
            board.refresh(cell, &[0, 1, 2, 3]);
        }
        board
    }

    pub fn rule(&self) -> Rule {
        self.tables.rule
    }

    pub fn tables(&self) -> Arc<Tables> {
        self.tables.clone()
    }

    pub fn cells(&self) -> usize {
        self.cells.len()
    }

    pub fn at(&self, cell: usize) -> u8 {
        self.cells[cell]
    }

    pub fn is_empty(&self, cell: usize) -> bool {
        self.cells[cell] == EMPTY
    }

    /// Stones on the board (walls not counted).
    pub fn stones(&self) -> usize {
        self.stones
    }

    pub fn cell(&self, x: usize, y: usize) -> usize {
        y * self.width + x
    }

    pub fn xy(&self, cell: usize) -> (usize, usize) {
        (cell % self.width, cell / self.width)
    }

    /// The side whose turn it is.
    pub fn to_move(&self) -> usize {
        self.turn
    }

    /// Gives the turn to `side`.
    pub fn set_to_move(&mut self, side: usize) {
        if side != self.turn {
            self.turn = side;
            self.key ^= TURN_KEY;
        }
    }

    /// The shape a stone of `side` on empty `cell` makes in direction `d`.
    fn lookup(&self, cell: usize, side: usize, d: usize) -> u8 {
        let (line, pos) = self.place[d][cell];
        let masks = &self.lines[d][line as usize];
        let shift = pos as u32 + 3;
        let own = (masks[side] >> shift) & 0x7FF;
        let blocked = ((masks[1 - side] | masks[2]) >> shift) & 0x7FF;
        let ten = |w: u64| ((w & 0x1F) | (w >> 6) << 5) as usize;
        let t = &self.tables;
        t.shapes[t.weights[ten(own)] as usize + 2 * t.weights[ten(blocked)] as usize]
    }

    /// Recomputes `cell`'s shapes in `dirs` (or clears them if it is taken), with the counts.
    fn refresh(&mut self, cell: usize, dirs: &[usize]) {
        let empty = self.cells[cell] == EMPTY;
        for side in 0..2 {
            let old = self.info[cell][side];
            let mut new = old;
            if empty {
                for &d in dirs {
                    new.shapes[d] = self.lookup(cell, side, d);
                }
                if old.counted && new.shapes == old.shapes {
                    continue;
                }
                let s = new.shapes;
                let code =
                    s[0] as usize * 729 + s[1] as usize * 81 + s[2] as usize * 9 + s[3] as usize;
                new.class = self.tables.class[code];
                new.value = self.tables.value[code];
            } else {
                new = CellInfo::default();
            }
            if old.counted {
                self.counts[side][old.class as usize] -= 1;
                self.sums[side] -= old.value as i64;
            }
            new.counted = empty;
            if new.counted {
                self.counts[side][new.class as usize] += 1;
                self.sums[side] += new.value as i64;
            }
            self.info[cell][side] = new;
        }
    }

    /// Recomputes empty `cell`'s shapes in direction `d` alone, with the counts: the cell
    /// stayed empty, so it is counted and only that direction can have changed.
    fn refresh_line(&mut self, cell: usize, d: usize) {
        for side in 0..2 {
            let shape = self.lookup(cell, side, d);
            let old = self.info[cell][side];
            if old.shapes[d] == shape {
                continue;
            }
            let mut s = old.shapes;
            s[d] = shape;
            let code = s[0] as usize * 729 + s[1] as usize * 81 + s[2] as usize * 9 + s[3] as usize;
            let (class, value) = (self.tables.class[code], self.tables.value[code]);
            let counts = &mut self.counts[side];
            counts[old.class as usize] -= 1;
            counts[class as usize] += 1;
            self.sums[side] += (value - old.value) as i64;
            self.info[cell][side] = CellInfo { shapes: s, class, value, counted: true };
        }
    }

    /// Puts a stone of `side` (or a wall, `side` = 2) on empty `cell`.
    pub fn place(&mut self, cell: usize, side: usize) {
        debug_assert!(self.cells[cell] == EMPTY);
        self.cells[cell] = if side == 2 { WALL } else { side as u8 + 1 };
        for d in 0..4 {
            let (line, pos) = self.place[d][cell];
            self.lines[d][line as usize][side.min(2)] |= 1 << (pos + 8);
        }
        self.after_change(cell);
        if side < 2 {
            self.key ^= self.zobrist[cell][side];
            self.history.push((cell, side));
            self.stones += 1;
            self.add_near(cell, 1);
        }
    }

    /// Takes back the stone or wall on `cell`.
    pub fn remove(&mut self, cell: usize) {
        let held = self.cells[cell];
        debug_assert!(held != EMPTY);
        let side = if held == WALL { 2 } else { held as usize - 1 };
        self.cells[cell] = EMPTY;
        for d in 0..4 {
            let (line, pos) = self.place[d][cell];
            self.lines[d][line as usize][side] &= !(1 << (pos + 8));
        }
        self.after_change(cell);
        if side < 2 {
            self.key ^= self.zobrist[cell][side];
            if let Some(at) = self.history.iter().rposition(|&(c, _)| c == cell) {
                self.history.remove(at);
            }
            self.stones -= 1;
            self.add_near(cell, -1);
        }
    }

    /// Plays for the side to move and passes the turn.
    pub fn play(&mut self, cell: usize) {
        let side = self.turn;
        self.place(cell, side);
        self.set_to_move(1 - side);
    }

    /// Undoes the last stone and gives the turn back to its side.
    pub fn undo(&mut self) {
        if let Some(&(cell, side)) = self.history.last() {
            self.remove(cell);
            self.set_to_move(side);
        }
    }

    fn after_change(&mut self, cell: usize) {
        self.refresh(cell, &[0, 1, 2, 3]);
        // In freestyle a win through a cell lies within four of it and a longer run wins too,
        // so the fifth neighbour never changes a shape there (the test below checks against a
        // fresh computation); exactly five needs it, to see an overline.
        let reach = match self.tables.rule {
            Rule::Freestyle => 4,
            Rule::Standard => 5,
        };
        let (x0, y0) = ((cell % self.width) as i32, (cell / self.width) as i32);
        for (d, &(dx, dy)) in DIRS.iter().enumerate() {
            for k in -reach..=reach {
                if k == 0 {
                    continue;
                }
                let (x, y) = (x0 + k * dx, y0 + k * dy);
                if x < 0 || y < 0 || x >= self.width as i32 || y >= self.height as i32 {
                    continue;
                }
                let other = y as usize * self.width + x as usize;
                if self.cells[other] == EMPTY {
                    self.refresh_line(other, d);
                }
            }
        }
    }

    fn add_near(&mut self, cell: usize, delta: i32) {
        let (x0, y0) = ((cell % self.width) as i32, (cell / self.width) as i32);
        for y in (y0 - 2).max(0)..=(y0 + 2).min(self.height as i32 - 1) {
            for x in (x0 - 2).max(0)..=(x0 + 2).min(self.width as i32 - 1) {
                let c = y as usize * self.width + x as usize;
                self.near[c] = (self.near[c] as i32 + delta) as u8;
            }
        }
    }

    /// Whether `cell` is empty and has a stone within two cells.
    pub fn is_candidate(&self, cell: usize) -> bool {
        self.cells[cell] == EMPTY && self.near[cell] > 0
    }

    pub fn class(&self, cell: usize, side: usize) -> u8 {
        self.info[cell][side].class
    }

    pub fn value(&self, cell: usize, side: usize) -> i32 {
        self.info[cell][side].value
    }

    /// How strongly a stone of `side` on empty `cell` threatens (for move ordering).
    pub fn order(&self, cell: usize, side: usize) -> i32 {
        let s = self.info[cell][side].shapes;
        let code = s[0] as usize * 729 + s[1] as usize * 81 + s[2] as usize * 9 + s[3] as usize;
        self.tables.order[code]
    }

    pub fn shapes(&self, cell: usize, side: usize) -> [u8; 4] {
        self.info[cell][side].shapes
    }

    /// Empty cells of class `class` for `side`.
    pub fn count(&self, side: usize, class: u8) -> u32 {
        self.counts[side][class as usize]
    }

    /// Empty cells of class at least `class` for `side`.
    pub fn count_at_least(&self, side: usize, class: u8) -> u32 {
        self.counts[side][class as usize..].iter().sum()
    }

    /// Sum of `side`'s cell values.
    pub fn sum(&self, side: usize) -> i64 {
        self.sums[side]
    }

    /// The empty cells where `side` has class `class`.
    pub fn cells_of_class(&self, side: usize, class: u8) -> Vec<usize> {
        if self.counts[side][class as usize] == 0 {
            return Vec::new();
        }
        (0..self.cells.len())
            .filter(|&c| self.cells[c] == EMPTY && self.info[c][side].class == class)
            .collect()
    }

    /// Whether the stone on `cell` is part of a winning line under the board's rule.
    pub fn wins_at(&self, cell: usize) -> bool {
        let held = self.cells[cell];
        if held == EMPTY || held == WALL {
            return false;
        }
        let (x0, y0) = ((cell % self.width) as i32, (cell / self.width) as i32);
        DIRS.iter().any(|&(dx, dy)| {
            let mut run = 1;
            for sign in [-1, 1] {
                let (mut x, mut y) = (x0 + sign * dx, y0 + sign * dy);
                while x >= 0
                    && y >= 0
                    && x < self.width as i32
                    && y < self.height as i32
                    && self.cells[y as usize * self.width + x as usize] == held
                {
                    run += 1;
                    x += sign * dx;
                    y += sign * dy;
                }
            }
            match self.tables.rule {
                Rule::Freestyle => run >= 5,
                Rule::Standard => run == 5,
            }
        })
    }

    /// Whether either side has a winning line anywhere.
    pub fn has_winner(&self) -> bool {
        (0..self.cells.len()).any(|c| self.wins_at(c))
    }

    /// Whether no empty cell is left.
    pub fn is_full(&self) -> bool {
        self.cells.iter().all(|&c| c != EMPTY)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every incremental figure equals the one recomputed from scratch (every cell's shapes
    /// looked up again in all four directions; the position placed stone by stone), along
    /// random games played and undone, under both rules.
    #[test]
    fn incremental_state_equals_a_fresh_computation() {
        for rule in [Rule::Freestyle, Rule::Standard] {
            let tables = Tables::new(rule);
            let mut board = Board::new(15, 15, tables.clone());
            let mut seed = 7u64;
            let mut next = |n: usize| {
                seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                (seed >> 33) as usize % n
            };
            for _ in 0..120 {
                let empty: Vec<usize> = (0..225).filter(|&c| board.is_empty(c)).collect();
                board.play(empty[next(empty.len())]);
            }
            for _ in 0..30 {
                board.undo();
            }
            let mut fresh = Board::new(15, 15, tables);
            for &(cell, side) in &board.history {
                fresh.place(cell, side);
            }
            for cell in 0..225 {
                fresh.refresh(cell, &[0, 1, 2, 3]);
            }
            assert_eq!(board.key, fresh.key);
            assert_eq!(board.sums, fresh.sums);
            assert_eq!(board.counts, fresh.counts);
            assert_eq!(board.near, fresh.near);
            for cell in 0..225 {
                for side in 0..2 {
                    assert_eq!(board.shapes(cell, side), fresh.shapes(cell, side), "{:?}", rule);
                    assert_eq!(board.class(cell, side), fresh.class(cell, side));
                }
            }
        }
    }
}
