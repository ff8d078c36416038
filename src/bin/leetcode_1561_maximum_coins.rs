//! LeetCode 1561 · Maximum Number of Coins You Can Get ·
//! https://leetcode.com/problems/maximum-number-of-coins-you-can-get/
//!
//! Rules: 3n piles of coins; repeatedly you choose any 3 piles, Alice takes the largest of
//! them, you the next, Bob the last, until none is left. Maximise your coins.
//! Input: LeetCode's testcase format, one or more cases: `[2,4,1,2,7,8]` (the testcase box),
//! `piles = [2,4,1,2,7,8]` (the statement) or `piles =` then the array (the result panel).
//! Output: your largest total, per case.
//! Accepts up to 3·10^5 piles (a multiple of 3) of 0 to 10^4 coins (LeetCode: 3 ≤ length ≤
//! 10^5, 1 ≤ piles[i] ≤ 10^4, so the total fits i32). A length that is not a multiple of 3 is
//! refused: the rounds take the piles three at a time.
//!
//! Idea: sort; you get the 2nd, 4th, …, 2n-th largest piles.
//! Why: Bob's n piles are the smallest of their rounds; give him the n smallest piles overall,
//! which is best, since your pile in a round is at most the second largest of it. With the
//! largest 2n piles paired as (1st, 2nd), (3rd, 4th), …, you take the 2nd, 4th, …: in any
//! split, the k-th largest pile you take has at least 2k − 1 larger or equal piles above it in
//! the 2n largest (each of your piles has Alice's above it), so yours is at most the 2k-th.
//! Cost: O(n log n) for the sort, O(1) memory besides the input.
//!
//! @judge LeetCode
//! @number 1561
//! @title Maximum Number of Coins You Can Get
//! @link https://leetcode.com/problems/maximum-number-of-coins-you-can-get/
//! @time-limit 1 s
//! @accepts length ≤ 3·10^5, a multiple of 3; 0 ≤ piles[i] ≤ 10^4
//! @complexity O(n log n) time, O(1) extra memory per case
use game_solutions::leetcode;

struct Solution;

// ==== LeetCode: paste from here ====
impl Solution {
    pub fn max_coins(piles: Vec<i32>) -> i32 {
        let mut piles = piles;
        piles.sort_unstable();
        let rounds = piles.len() / 3;
        // The 2n largest, from the top: Alice, you, Alice, you, …
        piles[rounds..].iter().rev().skip(1).step_by(2).sum()
    }
}
// ==== LeetCode: to here ====

/// Most piles accepted: their total stays inside i32 (10^5 · 10^4 < 2^31).
const MAX_LEN: usize = 300_000;
const MAX_COINS: i32 = 10_000;

fn main() {
    leetcode::run(&["piles"], |case| {
        let piles = case.int_array(0, MAX_COINS, MAX_LEN)?;
        if piles.len() % 3 != 0 {
            return Err(case.refuse(&format!("a multiple of 3 piles, found {}", piles.len())));
        }
        Ok(Solution::max_coins(piles))
    });
}
