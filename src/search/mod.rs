//! The game-independent search layer: the view of a game the searches play (`game`), Monte
//! Carlo tree search with MCTS-Solver (`mcts`), PUCT guided by an evaluator (`puct`), the
//! null-window driver that narrows an exact score (`null_window`), that score in words
//! (`score`), and matches between players (`matches`). It uses only `util`; the games
//! (`connect4`, `mnk`) build on it.
pub mod game;
pub mod matches;
pub mod mcts;
pub mod null_window;
pub mod puct;
pub mod score;
