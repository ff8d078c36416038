//! Negamax over the rules on a board of any size, memoised on the cells: the score of a
//! position is the best over its moves of 1 plus the stones the mover still has for a move
//! that makes four, else minus the score after the move; a full board scores 0.
use crate::common::Rng;
use std::collections::HashMap;

pub struct Oracle {
    width: usize,
    height: usize,
    memo: HashMap<Vec<u8>, i32>,
}

/// `cells[column * height + row]`: 0 empty, 1 the first player's, 2 the second's.
struct Board {
    cells: Vec<u8>,
    heights: Vec<usize>,
    moves: usize,
}

pub fn notation(game: &[usize]) -> String {
    game.iter().map(|&c| b"123456789abc"[c] as char).collect()
}

impl Oracle {
    pub fn new(width: usize, height: usize) -> Oracle {
        Oracle { width, height, memo: HashMap::new() }
    }

    fn board(&self, game: &[usize]) -> Board {
        let mut board = Board {
            cells: vec![0; self.width * self.height],
            heights: vec![0; self.width],
            moves: 0,
        };
        for &c in game {
            assert!(!self.wins(&board, c), "a game not over");
            self.place(&mut board, c);
        }
        board
    }

    fn place(&self, board: &mut Board, column: usize) {
        board.cells[column * self.height + board.heights[column]] = 1 + (board.moves % 2) as u8;
        board.heights[column] += 1;
        board.moves += 1;
    }

    fn unplace(&self, board: &mut Board, column: usize) {
        board.heights[column] -= 1;
        board.moves -= 1;
        board.cells[column * self.height + board.heights[column]] = 0;
    }

    /// Whether the side to move makes four by playing `column` (which has room).
    fn wins(&self, board: &Board, column: usize) -> bool {
        let me = 1 + (board.moves % 2) as u8;
        let row = board.heights[column] as i64;
        let at = |c: i64, r: i64| {
            c >= 0
                && r >= 0
                && (c as usize) < self.width
                && (r as usize) < self.height
                && board.cells[c as usize * self.height + r as usize] == me
        };
        [(1, 0), (0, 1), (1, 1), (1, -1)].iter().any(|&(dc, dr)| {
            let run = |sign: i64| {
                (1..4)
                    .take_while(|&k| at(column as i64 + sign * k * dc, row + sign * k * dr))
                    .count()
            };
            1 + run(1) + run(-1) >= 4
        })
    }

    /// The stones the side to move still has after playing one more.
    fn in_hand_after(&self, board: &Board) -> i32 {
        let cells = self.width * self.height;
        let total = if board.moves % 2 == 0 { (cells + 1) / 2 } else { cells / 2 };
        (total - board.moves / 2 - 1) as i32
    }

    fn negamax(&mut self, board: &mut Board) -> i32 {
        if board.moves == self.width * self.height {
            return 0;
        }
        if let Some(&score) = self.memo.get(&board.cells) {
            return score;
        }
        let mut best = i32::MIN;
        for column in 0..self.width {
            if board.heights[column] == self.height {
                continue;
            }
            let score = if self.wins(board, column) {
                1 + self.in_hand_after(board)
            } else {
                self.place(board, column);
                let score = -self.negamax(board);
                self.unplace(board, column);
                score
            };
            best = best.max(score);
        }
        self.memo.insert(board.cells.clone(), best);
        best
    }

    pub fn score(&mut self, game: &[usize]) -> i32 {
        let mut board = self.board(game);
        self.negamax(&mut board)
    }

    /// The score, for the side to move, of playing `column`; None when it is full.
    pub fn move_score(&mut self, game: &[usize], column: usize) -> Option<i32> {
        let mut board = self.board(game);
        if board.heights[column] == self.height {
            return None;
        }
        if self.wins(&board, column) {
            return Some(1 + self.in_hand_after(&board));
        }
        self.place(&mut board, column);
        Some(-self.negamax(&mut board))
    }

    /// A random game of at least `least` moves, not over and not full.
    pub fn random_game(&self, rng: &mut Rng, least: usize) -> Vec<usize> {
        let cells = self.width * self.height;
        let length = rng.range(least as u64, cells as u64 - 1) as usize;
        'game: loop {
            let mut board = self.board(&[]);
            let mut game = Vec::new();
            while game.len() < length {
                let open: Vec<usize> = (0..self.width)
                    .filter(|&c| board.heights[c] < self.height && !self.wins(&board, c))
                    .collect();
                if open.is_empty() {
                    continue 'game;
                }
                let column = open[rng.range(0, open.len() as u64 - 1) as usize];
                self.place(&mut board, column);
                game.push(column);
            }
            return game;
        }
    }
}
