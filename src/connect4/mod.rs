//! A Connect Four solver: exact scores of positions on any board of W columns of H cells with
//! W, H ≥ 4 and W·(H + 1) ≤ 64, four in a row to win. `src/bin/gamesolver_connect4.rs` is its
//! command line.
//!
//! - `board`: the position as two bitboards, moves, fours, keys (its size a constant for the
//!   search, or known at run time for the rest);
//! - `book`: the exact scores of the first positions, read from a file;
//! - `book_builder`: that file written by the solver (`--make-book`);
//! - `notation`: a game as a line of column characters;
//! - `order`: move ordering (threats made, the centre first);
//! - `table`: the transposition table of score bounds;
//! - `search`: alpha-beta with null windows, the score and a best move;
//! - `engine`: the search of the board's size, for a size chosen at run time;
//! - `play`: the game against a human in the terminal;
//! - `agents`: players for `--match` (perfect, random, MCTS) and a match between two.
//!
//! The score of a position, for the side to move with both sides perfect (winning as soon and
//! losing as late as possible): for a win, 1 plus the stones the winner still has in hand when
//! the game ends (on 7x6, 22 minus the winner's stones); 0 for a draw; for a loss, minus the
//! opponent's score.
pub mod agents;
pub mod board;
pub mod book;
pub mod book_builder;
pub mod engine;
pub mod notation;
pub mod order;
pub mod play;
pub mod search;
pub mod table;

/// `$call::<W, H>($args…)` for the board `$width` × `$height`: the solver's code is generic over
/// the board's size, and a size chosen at run time picks its instance here, among every size
/// `board::fits` takes (a unit test holds the list to it); `$otherwise` for any other size.
#[macro_export]
macro_rules! on_connect4_size {
    ($width:expr, $height:expr, $call:ident($($arg:expr),*), $otherwise:expr) => {
        match ($width, $height) {
            (4, 4) => $call::<4, 4>($($arg),*),
            (4, 5) => $call::<4, 5>($($arg),*),
            (4, 6) => $call::<4, 6>($($arg),*),
            (4, 7) => $call::<4, 7>($($arg),*),
            (4, 8) => $call::<4, 8>($($arg),*),
            (4, 9) => $call::<4, 9>($($arg),*),
            (4, 10) => $call::<4, 10>($($arg),*),
            (4, 11) => $call::<4, 11>($($arg),*),
            (4, 12) => $call::<4, 12>($($arg),*),
            (4, 13) => $call::<4, 13>($($arg),*),
            (4, 14) => $call::<4, 14>($($arg),*),
            (4, 15) => $call::<4, 15>($($arg),*),
            (5, 4) => $call::<5, 4>($($arg),*),
            (5, 5) => $call::<5, 5>($($arg),*),
            (5, 6) => $call::<5, 6>($($arg),*),
            (5, 7) => $call::<5, 7>($($arg),*),
            (5, 8) => $call::<5, 8>($($arg),*),
            (5, 9) => $call::<5, 9>($($arg),*),
            (5, 10) => $call::<5, 10>($($arg),*),
            (5, 11) => $call::<5, 11>($($arg),*),
            (6, 4) => $call::<6, 4>($($arg),*),
            (6, 5) => $call::<6, 5>($($arg),*),
            (6, 6) => $call::<6, 6>($($arg),*),
            (6, 7) => $call::<6, 7>($($arg),*),
            (6, 8) => $call::<6, 8>($($arg),*),
            (6, 9) => $call::<6, 9>($($arg),*),
            (7, 4) => $call::<7, 4>($($arg),*),
            (7, 5) => $call::<7, 5>($($arg),*),
            (7, 6) => $call::<7, 6>($($arg),*),
            (7, 7) => $call::<7, 7>($($arg),*),
            (7, 8) => $call::<7, 8>($($arg),*),
            (8, 4) => $call::<8, 4>($($arg),*),
            (8, 5) => $call::<8, 5>($($arg),*),
            (8, 6) => $call::<8, 6>($($arg),*),
            (8, 7) => $call::<8, 7>($($arg),*),
            (9, 4) => $call::<9, 4>($($arg),*),
            (9, 5) => $call::<9, 5>($($arg),*),
            (9, 6) => $call::<9, 6>($($arg),*),
            (10, 4) => $call::<10, 4>($($arg),*),
            (10, 5) => $call::<10, 5>($($arg),*),
            (11, 4) => $call::<11, 4>($($arg),*),
            (12, 4) => $call::<12, 4>($($arg),*),
            _ => $otherwise,
        }
    };
}

#[cfg(test)]
mod tests {
    use super::board::fits;

    fn listed<const W: usize, const H: usize>() -> bool {
        true
    }

    #[test]
    fn every_size_the_board_fits_is_listed() {
        for width in 0..70 {
            for height in 0..70 {
                assert_eq!(on_connect4_size!(width, height, listed(), false), fits(width, height));
            }
        }
    }
}
