//! A Connect Four solver: exact scores of positions on any board of W columns of H cells with
//! W, H ≥ 4 and W·(H + 1) ≤ 64, four in a row to win. `src/bin/gamesolver_connect4.rs` is its
//! command line.
//!
//! - `board`: the position as two bitboards, moves, fours, keys;
//! - `book`: the exact scores of the first positions, read from a file;
//! - `notation`: a game as a line of column characters;
//! - `order`: move ordering (threats made, the centre first);
//! - `table`: the transposition table of score bounds;
//! - `search`: alpha-beta with null windows, the score and a best move;
//! - `progress`: what a long search shows on a terminal;
//! - `play`: the game against a human in the terminal.
//!
//! The score of a position, for the side to move with both sides perfect (winning as soon and
//! losing as late as possible): for a win, 1 plus the stones the winner still has in hand when
//! the game ends (on 7x6, 22 minus the winner's stones); 0 for a draw; for a loss, minus the
//! opponent's score.
pub mod board;
pub mod book;
pub mod notation;
pub mod order;
pub mod play;
pub mod progress;
pub mod search;
pub mod table;
