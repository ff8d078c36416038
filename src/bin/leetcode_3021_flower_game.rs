//! LeetCode 3021 · Alice and Bob Playing Flower Game ·
//! https://leetcode.com/problems/alice-and-bob-playing-flower-game/
//!
//! Rules: x flowers lie clockwise and y anticlockwise between Alice and Bob on a circle;
//! alternately, Alice first, each picks one flower from either side; whoever picks the last
//! flower wins (captures the opponent). Count the pairs (x, y), 1 ≤ x ≤ n and 1 ≤ y ≤ m, for
//! which Alice wins.
//! Input: LeetCode's testcase format, one or more cases: `3` then `2` (the testcase box),
//! `n = 3, m = 2` (the statement) or each `name =` then its value (the result panel).
//! Output: the count, per case.
//! Accepts 1 ≤ n, m ≤ 2^31−1 (LeetCode: 1 ≤ n, m ≤ 10^5; the count is an i64). A zero or
//! negative bound is refused.
//!
//! Idea: Alice wins exactly when x + y is odd, so the count is ⌊n·m / 2⌋.
//! Why: every turn takes one flower whatever is chosen, so the game lasts x + y turns and
//! Alice, taking turns 1, 3, 5, …, takes the last iff x + y is odd. Among the n·m pairs, x + y
//! is odd for (odd x, even y) and (even x, odd y): ⌈n/2⌉⌊m/2⌋ + ⌊n/2⌋⌈m/2⌉ = ⌊n·m / 2⌋.
//! Cost: O(1) per case.
//!
//! @judge LeetCode
//! @number 3021
//! @title Alice and Bob Playing Flower Game
//! @link https://leetcode.com/problems/alice-and-bob-playing-flower-game/
//! @time-limit 1 s
//! @accepts 1 ≤ n, m ≤ 2^31−1
//! @complexity O(1) time and memory per case
use game_solutions::leetcode;

struct Solution;

// ==== LeetCode: paste from here ====
impl Solution {
    pub fn flower_game(n: i32, m: i32) -> i64 {
        i64::from(n) * i64::from(m) / 2
    }
}
// ==== LeetCode: to here ====

fn main() {
    leetcode::run(&["n", "m"], |case| {
        let n = case.int(1, i32::MAX)?;
        let m = case.int(1, i32::MAX)?;
        Ok(Solution::flower_game(n, m))
    });
}
