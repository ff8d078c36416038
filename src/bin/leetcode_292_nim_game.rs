//! LeetCode 292 · Nim Game · https://leetcode.com/problems/nim-game/
//!
//! Rules: one heap of n stones; players alternately take 1, 2 or 3 stones; whoever takes the
//! last stone wins; you move first.
//! Input: LeetCode's testcase format, one or more cases: `4` (the testcase box), `n = 4` (the
//! statement) or `n =` then `4` (the result panel). Output: `true` or `false` per case.
//! Accepts 0 ≤ n ≤ 2^31−1 (LeetCode: 1 ≤ n ≤ 2^31−1); n = 0 is a loss, as the first player
//! cannot move; a negative n is refused, since that game is undefined.
//!
//! Idea: you win exactly when n is not a multiple of 4.
//! Why: 0 stones is lost. From 4k stones (k ≥ 1) every move leaves 4k−1, 4k−2 or 4k−3, none a
//! multiple of 4; from 4k+r stones (r = 1, 2, 3) taking r leaves 4k. By induction on n, the
//! multiples of 4 are exactly the lost heaps.
//! Cost: O(1) per case; O(input) time and O(1) memory besides the input in all.
//!
//! @judge LeetCode
//! @number 292
//! @title Nim Game
//! @link https://leetcode.com/problems/nim-game/
//! @time-limit 1 s
//! @accepts 0 ≤ n ≤ 2^31−1
//! @complexity O(1) time and memory per case
use game_solutions::leetcode;

struct Solution;

// ==== LeetCode: paste from here ====
impl Solution {
    pub fn can_win_nim(n: i32) -> bool {
        n % 4 != 0
    }
}
// ==== LeetCode: to here ====

fn main() {
    leetcode::run(&["n"], |case| {
        let n = case.int(0, i32::MAX)?;
        Ok(Solution::can_win_nim(n))
    });
}
