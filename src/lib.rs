//! The shared parts of every solution, once: the digit reader, the judges' token reader, the
//! read-all/solve/write-once main, and LeetCode's testcase reader with the entry every LeetCode
//! binary's `main` calls.
//!
//! LeetCode binaries use this library directly (LeetCode compiles only their `impl Solution`
//! block). A full program (AcWing, Luogu, HDU, …) is what its judge compiles whole, so it
//! carries copies of the parts it uses (`digits`, `tokens`, `program`) between
//! `// ==== template NAME … ====` markers; `make templates` pastes them from here and
//! `tests/standalone.rs` holds every copy equal to its part.
pub mod connect4;
pub mod digits;
pub mod gomoku;
pub mod leetcode;
pub mod mnk;
pub mod program;
pub mod search;
pub mod tokens;
pub mod turns;
pub mod util;
pub mod web;
