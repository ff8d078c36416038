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
use game_solutions::leetcode;

struct Solution;

// ==== LeetCode: paste from here ====
impl Solution {
    pub fn unsolved(n: i32) -> i32 {
        n
    }
}
// ==== LeetCode: to here ====

fn main() {
    leetcode::run(&["n"], |case| {
        let n = Solution::unsolved(case.int(i32::MIN, i32::MAX)?);
        Err::<i32, String>(format!(
            "unsolved ({}): write the solution, then its cases and tests",
            n
        ))
    });
}
