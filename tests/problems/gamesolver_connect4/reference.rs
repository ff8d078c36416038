//! The reference: alpha-beta over a plain grid, a win taken at once, bounds kept per position
//! in a HashMap, the centre columns first.
use std::collections::HashMap;

/// `cells[column][row]`, row 0 at the bottom: 0 empty, 1 the first player, 2 the second.
#[derive(Clone)]
pub struct Board {
    cells: [[u8; 6]; 7],
    heights: [usize; 7],
    moves: usize,
}

const CENTRE_FIRST: [usize; 7] = [3, 2, 4, 1, 5, 0, 6];

impl Board {
    /// The board after `moves`, or None when a move is not a column 1–7 with room, or
    /// makes four in a row.
    pub fn from_moves(moves: &str) -> Option<Board> {
        let mut board = Board { cells: [[0; 6]; 7], heights: [0; 7], moves: 0 };
        for byte in moves.bytes() {
            let column = (byte as usize).checked_sub(b'1' as usize).filter(|&c| c < 7)?;
            if board.heights[column] == 6 || board.wins_by(column) {
                return None;
            }
            board.play(column);
        }
        Some(board)
    }

    pub fn moves(&self) -> usize {
        self.moves
    }

    fn mover(&self) -> u8 {
        1 + (self.moves % 2) as u8
    }

    /// Whether the side to move makes four in a row by playing `column` (not full).
    fn wins_by(&self, column: usize) -> bool {
        let (me, row) = (self.mover(), self.heights[column] as i32);
        let mine = |c: i32, r: i32| {
            (0..7).contains(&c) && (0..6).contains(&r) && self.cells[c as usize][r as usize] == me
        };
        [(1, 0), (0, 1), (1, 1), (1, -1)].iter().any(|&(dc, dr)| {
            let run = |sign: i32| {
                (1..4)
                    .take_while(|&k| mine(column as i32 + sign * k * dc, row + sign * k * dr))
                    .count()
            };
            1 + run(1) + run(-1) >= 4
        })
    }

    fn play(&mut self, column: usize) {
        self.cells[column][self.heights[column]] = self.mover();
        self.heights[column] += 1;
        self.moves += 1;
    }

    fn undo(&mut self, column: usize) {
        self.heights[column] -= 1;
        self.cells[column][self.heights[column]] = 0;
        self.moves -= 1;
    }
}

/// The exact score of `board` (not over) for the side to move: null-window searches,
/// each asking "above `guess`?", narrow the range, trying halfway to its ends first.
pub fn score(board: &Board) -> i32 {
    score_within(board, u64::MAX).expect("no limit")
}

/// The score of `board`, or None when the search visits more than `budget` positions.
pub fn score_within(board: &Board, budget: u64) -> Option<i32> {
    let mut board = board.clone();
    let mut search = Search { table: HashMap::new(), visited: 0, budget };
    let (mut low, mut high) = (-21, 21);
    while low < high {
        let mut guess = low + (high - low) / 2;
        if guess <= 0 && low / 2 < guess {
            guess = low / 2;
        } else if guess >= 0 && high / 2 > guess {
            guess = high / 2;
        }
        let value = negamax(&mut board, guess, guess + 1, &mut search);
        if search.visited > search.budget {
            return None;
        }
        if value <= guess {
            high = value;
        } else {
            low = value;
        }
    }
    Some(low)
}

/// Bounds kept per position, and the positions visited against a budget (past it, every
/// value is meaningless and the search unwinds at once).
struct Search {
    table: HashMap<[[u8; 6]; 7], (i32, i32)>,
    visited: u64,
    budget: u64,
}

/// Fail-soft alpha-beta: a value at most `alpha` bounds the score from above, one at least
/// `beta` from below, one in between is exact.
fn negamax(board: &mut Board, mut alpha: i32, mut beta: i32, search: &mut Search) -> i32 {
    search.visited += 1;
    if board.moves == 42 || search.visited > search.budget {
        return 0;
    }
    let win_now = 21 - (board.moves / 2) as i32;
    if (0..7).any(|c| board.heights[c] < 6 && board.wins_by(c)) {
        return win_now;
    }
    // Not winning with this stone, the side to move wins a stone later at best.
    let (mut lower, mut upper) = (-21, win_now - 1);
    if let Some(&(low, high)) = search.table.get(&board.cells) {
        lower = low;
        upper = upper.min(high);
    }
    if lower >= beta || lower == upper {
        return lower;
    }
    if upper <= alpha {
        return upper;
    }
    alpha = alpha.max(lower);
    beta = beta.min(upper);
    let first_alpha = alpha;
    let mut best = -21;
    for &column in &CENTRE_FIRST {
        if board.heights[column] == 6 {
            continue;
        }
        board.play(column);
        let value = -negamax(board, -beta, -alpha, search);
        board.undo(column);
        best = best.max(value);
        if value >= beta {
            search.table.insert(board.cells, (value, upper));
            return value;
        }
        alpha = alpha.max(value);
    }
    let bounds = if best > first_alpha { (best, best) } else { (lower, best) };
    search.table.insert(board.cells, bounds);
    best
}
