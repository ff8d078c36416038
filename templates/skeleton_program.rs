//! {JUDGE} {NUMBER} · (title) · (link)
//!
//! Rules: (the game: positions, moves, who wins).
//! Input: (the exact format). Output: (the judge's exact words).
//! Accepts: (the ranges answered; what is refused, naming the limit).
//!
//! Idea: (the answer in one line).
//! Why: (a proof sketch).
//! Cost: (time and memory).
//!
//! @judge {JUDGE}
//! @number {NUMBER}
//! @title unsolved
//! @link unknown
//! @time-limit 1 s
//! @accepts unsolved
//! @complexity unsolved
use std::io::{self, Read, Write};

fn solve(input: &[u8], out: &mut String) -> Result<(), String> {
    let mut tokens = Tokens::new(input);
    let n = tokens.int("n", 0, i64::MAX)?;
    tokens.finish()?;
    out.push_str(&n.to_string());
    Err("unsolved: write solve(), then its cases and tests".to_string())
}

fn main() {
    run(solve);
}

// ==== template digits: src/digits.rs, kept equal by tests/standalone.rs ====
// ==== end template digits ====

// ==== template program: src/program.rs, kept equal by tests/standalone.rs ====
// ==== end template program ====

// ==== template tokens: src/tokens.rs, kept equal by tests/standalone.rs ====
// ==== end template tokens ====
