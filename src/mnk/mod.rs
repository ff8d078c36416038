//! Connect-N, the m,n,k-game: K stones in a row on a board of W columns and H rows, free
//! placement (tic-tac-toe is 3,3,3; gomoku 15,15,5). `src/bin/gamesolver_mnk.rs` is its
//! command line.
//!
//! - `shape`: the board, its cells and names, its windows (the lines of K), its symmetries;
//! - `game`: the game as a gym-like environment (reset, legal moves, step, undo, key);
//! - `count`: every position reachable from the empty board, counted;
//! - `pairing`: pairing strategies, a static proof that one side cannot win;
//! - `solver`: the exact score of a position (alpha-beta, threats, pairings, a table);
//! - `agent`: the players (`perfect`, `random`, `human`) and matches between them;
//! - `mcts`: Monte Carlo tree search with MCTS-Solver, over a small game trait;
//! - `bitboard`: the position MCTS plays on boards of up to 64 cells (threat cells kept);
//! - `alphabeta`: depth-limited alpha-beta with a threat-counting evaluation;
//! - `td`: a value table learned by TD(0) on afterstates, its training and its file;
//! - `net`: a small policy-value network, its gradients, Adam and its file;
//! - `zero`: PUCT search guided by that network, and its training by self-play;
//! - `play`: a game against an agent in the terminal.
pub mod agent;
pub mod alphabeta;
pub mod bitboard;
pub mod count;
pub mod game;
pub mod mcts;
pub mod net;
pub mod pairing;
pub mod play;
pub mod shape;
pub mod solver;
pub mod td;
pub mod zero;
