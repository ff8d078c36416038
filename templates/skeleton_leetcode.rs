//! LeetCode {NUMBER} · (title) · (link)
//!
//! Rules: (the game: positions, moves, who wins).
//! Input: LeetCode's testcase format, one or more cases. Output: (as LeetCode shows it).
//! Accepts: (the ranges answered; what is refused, naming the limit).
//!
//! Idea: (the answer in one line).
//! Why: (a proof sketch).
//! Cost: (time and memory).
//!
//! @judge LeetCode
//! @number {NUMBER}
//! @title unsolved
//! @link unknown
//! @time-limit 1 s
//! @accepts unsolved
//! @complexity unsolved
use std::io::{self, Read, Write};

struct Solution;

// ==== LeetCode: paste from here ====
impl Solution {
    pub fn unsolved(n: i32) -> i32 {
        n
    }
}
// ==== LeetCode: to here ====

fn solve(input: &[u8], out: &mut String) -> Result<(), String> {
    let mut cases = LeetCode::new(input, &["n"]);
    while cases.next_case()? {
        let n = cases.int(i32::MIN, i32::MAX)?;
        out.push_str(&Solution::unsolved(n).to_string());
        out.push('\n');
    }
    Err("unsolved: write the solution, then its cases and tests".to_string())
}

// ==== template digits: templates/digits.rs, kept equal by tests/standalone.rs ====
// ==== end template digits ====

// ==== template main: templates/main.rs, kept equal by tests/standalone.rs ====
// ==== end template main ====

// ==== template leetcode: templates/leetcode.rs, kept equal by tests/standalone.rs ====
// ==== end template leetcode ====
