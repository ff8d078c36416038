//! LeetCode 810 · Chalkboard XOR Game · https://leetcode.com/problems/chalkboard-xor-game/
//!
//! Rules: numbers on a chalkboard; Alice and Bob take turns erasing one, Alice first. A player
//! who starts a turn with the xor of the board equal to 0 wins (the xor of no numbers is 0); a
//! player whose erasure leaves the board with xor 0 loses.
//! Input: LeetCode's testcase format, one or more cases: `[1,1,2]` (the testcase box),
//! `nums = [1,1,2]` (the statement) or `nums =` then `[1,1,2]` (the result panel).
//! Output: `true` if Alice wins, else `false`, per case.
//! Accepts up to 10^6 numbers, each 0 ≤ nums[i] ≤ 2^31 − 1 (LeetCode: 1 ≤ length ≤ 1000,
//! 0 ≤ nums[i] < 2^16); an empty board has xor 0, so Alice wins: `true`. Longer arrays and
//! negative numbers are refused.
//!
//! Idea: Alice wins exactly when the xor of all the numbers is 0 or their count is even.
//! Why: call a turn "safe" when it starts with an even count and xor X ≠ 0. Then the count is
//! at least 2, and some number differs from X: were all of them X, an even count of X would
//! xor to 0. Erasing a number x ≠ X leaves xor X ⊕ x ≠ 0, so the mover does not lose; the
//! opponent then faces an odd count and a nonzero xor, so it does not win at once, and its
//! erasure either leaves xor 0 (it loses) or hands back a safe turn. The count falls each
//! turn, so the opponent eventually erases the last number and leaves xor 0: whoever has a
//! safe turn wins. So Alice wins with xor 0 (at once) or an even count (a safe turn); with an
//! odd count and xor ≠ 0 her erasure either leaves xor 0 or gives Bob a safe turn: she loses.
//! Cost: O(n) time, O(1) memory besides the input.
//!
//! @judge LeetCode
//! @number 810
//! @title Chalkboard XOR Game
//! @link https://leetcode.com/problems/chalkboard-xor-game/
//! @time-limit 1 s
//! @accepts length ≤ 10^6; 0 ≤ nums[i] ≤ 2^31 − 1
//! @complexity O(n) time, O(1) memory per case
use game_solutions::leetcode;

struct Solution;

// ==== LeetCode: paste from here ====
impl Solution {
    pub fn xor_game(nums: Vec<i32>) -> bool {
        nums.len() % 2 == 0 || nums.iter().fold(0, |xor, &x| xor ^ x) == 0
    }
}
// ==== LeetCode: to here ====

/// Longest array accepted: one pass over it.
const MAX_LEN: usize = 1_000_000;

fn main() {
    leetcode::run(&["nums"], |case| {
        let nums = case.int_array(0, i32::MAX, MAX_LEN)?;
        Ok(Solution::xor_game(nums))
    });
}
