//! Connect-N, the m,n,k-game: K stones in a row on a board of W columns and H rows, free
//! placement (tic-tac-toe is 3,3,3; gomoku 15,15,5). `src/bin/gamesolver_mnk.rs` is its
//! command line.
//!
//! - `shape`: the board, its cells and names, its windows (the lines of K), its symmetries;
//! - `game`: the game as a gym-like environment (reset, legal moves, step, undo, key);
//! - `count`: every position reachable from the empty board, counted;
//! - `pairing`: pairing strategies, a static proof that one side cannot win;
//! - `solver`: the exact score of a position (alpha-beta, threats, pairings, a table);
//! - `agent`: what a player is (`Agent`), and a game between two;
//! - `agents`: every player, built by name (`perfect`, `random`, `human`, `mcts:N`,
//!   `alphabeta:D`, `td:FILE`, `zero:FILE:N`, and `td`, `zero:N`, `zero` built in);
//! - `position`: the position the searches play on any board (`search::game::SearchGame`);
//! - `bitboard`: the position they play on boards of up to 64 cells (threat cells kept);
//! - `play`: a game against an agent in the terminal.
pub mod agent;
pub mod agents;
pub mod bitboard;
pub mod count;
pub mod game;
pub mod pairing;
pub mod play;
pub mod position;
pub mod shape;
pub mod solver;
