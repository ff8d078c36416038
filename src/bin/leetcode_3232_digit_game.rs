//! LeetCode 3232 · Find if Digit Game Can Be Won ·
//! https://leetcode.com/problems/find-if-digit-game-can-be-won/
//!
//! Rules: positive numbers below 100; Alice takes either all the one-digit numbers or all the
//! two-digit ones, Bob the rest; Alice wins if her sum is strictly greater than Bob's.
//! Input: LeetCode's testcase format, one or more cases: `[1,2,3,4,10]` (the testcase box),
//! `nums = [1,2,3,4,10]` (the statement) or `nums =` then the array (the result panel).
//! Output: `true` if Alice can win, else `false`, per case.
//! Accepts up to 10^6 numbers from 1 to 99 (LeetCode: 1 ≤ n ≤ 100); a number outside 1..99
//! is refused, as it has neither one nor two digits.
//!
//! Idea: Alice can win exactly when the one-digit sum differs from the two-digit sum.
//! Why: her two choices give her sums S1 and S2 against Bob's S2 and S1; one of them is a
//! strict win iff S1 ≠ S2 (she picks the larger), and with S1 = S2 both are ties.
//! Cost: O(n) per case, O(1) memory besides the input.
//!
//! @judge LeetCode
//! @number 3232
//! @title Find if Digit Game Can Be Won
//! @link https://leetcode.com/problems/find-if-digit-game-can-be-won/
//! @time-limit 1 s
//! @accepts length ≤ 10^6; 1 ≤ nums[i] ≤ 99
//! @complexity O(n) time, O(1) memory per case
use game_solutions::leetcode;

struct Solution;

// ==== LeetCode: paste from here ====
impl Solution {
    pub fn can_alice_win(nums: Vec<i32>) -> bool {
        // One-digit numbers count +, two-digit ones −: Alice wins iff the balance is not 0.
        nums.iter().map(|&x| if x < 10 { x } else { -x }).sum::<i32>() != 0
    }
}
// ==== LeetCode: to here ====

/// Most numbers accepted: their balance stays inside i32 (10^6 · 99 < 2^31).
const MAX_LEN: usize = 1_000_000;

fn main() {
    leetcode::run(&["nums"], |case| {
        let nums = case.int_array(1, 99, MAX_LEN)?;
        Ok(Solution::can_alice_win(nums))
    });
}
