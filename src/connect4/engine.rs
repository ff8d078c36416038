//! The solver on a board whose size comes at run time: `Engine` asks `search::Solver<W, H>`
//! its questions about a `Board`, and `engine` builds the solver of the board's size. Only the
//! position and the search are compiled once per size (where constant shifts make them fast);
//! reading, the book, play, matches and the command line are compiled once, and reach the
//! search through this trait, one dynamic call a question.
//!
//! Why it is right: `Position::from_board` keeps the bits of a `Board` of the solver's size,
//! so every answer is the one `Solver<W, H>` gives for that position.

use super::board::{Board, Position, Size};
use super::book::Book;
use super::search::{MoveScore, Solver};
use crate::util::budget::Budget;
use crate::util::progress::Progress;
use std::sync::Arc;

/// The questions the program asks the solver (see `search::Solver` for each).
pub trait Engine: Send {
    /// The board's size this solver takes.
    fn size(&self) -> Size;
    /// The exact score of `board` (not over) for the side to move; with `weak`, its sign.
    fn solve(&mut self, board: &Board, weak: bool) -> i32;
    /// The score of every move of `board` (not over), column by column.
    fn analyze(&mut self, board: &Board, weak: bool) -> Vec<MoveScore>;
    /// A best move of `board` (not over) with its score.
    fn best_move(&mut self, board: &Board) -> (usize, i32);
    /// Starts afresh: an empty table, no positions searched.
    fn forget(&mut self);
    /// The positions searched since the last question, and of those the ones whose moves
    /// were searched.
    fn counts(&self) -> (u64, u64);
    fn set_book(&mut self, book: Book);
    fn set_budget(&mut self, budget: Arc<Budget>);
    /// From now on a question may use `threads` threads.
    fn set_threads(&mut self, threads: usize);
    /// The positions each thread searched since the last question.
    fn thread_nodes(&self) -> Vec<u64>;
    fn progress(&mut self) -> &mut Progress;
}

impl<const W: usize, const H: usize> Engine for Solver<W, H> {
    fn size(&self) -> Size {
        Size { width: W, height: H }
    }

    fn solve(&mut self, board: &Board, weak: bool) -> i32 {
        Solver::solve(self, &Position::from_board(board), weak)
    }

    fn analyze(&mut self, board: &Board, weak: bool) -> Vec<MoveScore> {
        Solver::analyze(self, &Position::from_board(board), weak)
    }

    fn best_move(&mut self, board: &Board) -> (usize, i32) {
        Solver::best_move(self, &Position::from_board(board))
    }

    fn forget(&mut self) {
        Solver::forget(self)
    }

    fn counts(&self) -> (u64, u64) {
        (self.nodes, self.interior)
    }

    fn set_book(&mut self, book: Book) {
        Solver::set_book(self, book)
    }

    fn set_budget(&mut self, budget: Arc<Budget>) {
        Solver::set_budget(self, budget)
    }

    fn set_threads(&mut self, threads: usize) {
        Solver::set_threads(self, threads)
    }

    fn thread_nodes(&self) -> Vec<u64> {
        Solver::thread_nodes(self)
    }

    fn progress(&mut self) -> &mut Progress {
        Solver::progress(self)
    }
}

/// A solver of boards of `size` whose table holds up to 2^`table_bits` entries, or why it
/// cannot have one.
pub fn engine(size: Size, table_bits: u32) -> Result<Box<dyn Engine>, String> {
    fn boxed<const W: usize, const H: usize>(table_bits: u32) -> Result<Box<dyn Engine>, String> {
        Ok(Box::new(Solver::<W, H>::new(table_bits)?))
    }
    crate::on_connect4_size!(
        size.width,
        size.height,
        boxed(table_bits),
        Err(format!("a board that fits, not {}x{}", size.width, size.height))
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn answers_as_the_solver_of_its_size() {
        let size = Size::new(7, 6).unwrap();
        let board = Board::after(size, &[3, 3, 4, 4]).unwrap();
        let mut solver = engine(size, 18).unwrap();
        assert_eq!(solver.size(), size);
        assert_eq!(solver.solve(&board, false), 18);
        assert!(solver.counts().0 > 0);
        let small = Size::new(5, 4).unwrap();
        assert_eq!(engine(small, 18).unwrap().solve(&Board::start(small), false), 0);
    }
}
