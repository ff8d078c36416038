//! Gomoku: a Piskvork-protocol brain (Gomocup's), freestyle or exactly-five, on boards of 5 to
//! 32 a side. One idea a module, each layer using only those above it in this list:
//! - `shape`: what a stone makes along one line (five, open four, four, open three, …),
//!   defined from the rules and tabulated per rule;
//! - `board`: the position, with every empty cell's shapes, classes and values kept up to date
//!   move by move, and Zobrist keys;
//! - `notation`: cells and positions as people write them (`h8`, `h8 h9 i8`);
//! - `clock`: the time and node budgets of a move;
//! - `threat`: threat-space search (VCF: a win by continuous fours);
//! - `search`: forced answers, VCF both ways, then alpha-beta/PVS with iterative deepening, a
//!   transposition table and killer/history ordering;
//! - `protocol`: the Piskvork commands, read line by line.
//!
//! The binary `gamesolver_gomoku` runs them (docs/gomoku.md: how it plays, what it measured).
pub mod board;
pub mod clock;
pub mod notation;
pub mod protocol;
pub mod search;
pub mod shape;
pub mod threat;
