//! LeetCode 486 · Predict the Winner · https://leetcode.com/problems/predict-the-winner/
//!
//! Rules: players alternately take the number at either end of `nums` and add it to their
//! score; player 1 moves first and wins ties.
//! Input: LeetCode's testcase format, one or more cases: `[1,5,2]` (the testcase box),
//! `nums = [1,5,2]` (the statement) or `nums =` then `[1,5,2]` (the result panel).
//! Output: `true` if player 1 wins, else `false`, per case.
//! Accepts up to 5000 numbers, each any i32, negative too (LeetCode: 1 ≤ length ≤ 20,
//! 0 ≤ nums[i] ≤ 10^7); an empty array is a 0–0 tie, so `true`. Longer arrays are refused.
//!
//! Idea: let d(i, j) be the most the player to move can finish ahead by on nums[i..=j]:
//! d(i, i) = nums[i], d(i, j) = max(nums[i] − d(i+1, j), nums[j] − d(i, j−1)); player 1 wins
//! when d(0, n−1) ≥ 0. An even length is always a win, so it needs no table.
//! Why: after taking an end, the opponent faces the rest as the player to move, and gets ahead
//! by d of the rest; the game is zero-sum in the difference, so the mover maximises its own
//! take minus that. Even length: colour the positions alternately; player 1 can always take
//! every position of one colour (each pick uncovers only positions of the other colour at the
//! ends for the opponent), and one colour sums to at least half the total: a win or a tie.
//! Every d is at most the sum of |nums| over its interval, so when the sum of all |nums| fits
//! an i32 the table is kept in i32 (exact, and the compiler vectorises its steps), else in i64;
//! up to 32 numbers it sits on the stack.
//! Cost: O(n²) time and O(n) memory for odd n (d kept for one length at a time); O(n) for even n.
//!
//! @judge LeetCode
//! @number 486
//! @title Predict the Winner
//! @link https://leetcode.com/problems/predict-the-winner/
//! @time-limit 1 s
//! @accepts length ≤ 5000; any i32 values
//! @complexity O(n²) time, O(n) memory per case
use game_solutions::leetcode;

struct Solution;

// ==== LeetCode: paste from here ====
impl Solution {
    pub fn predict_the_winner(nums: Vec<i32>) -> bool {
        let n = nums.len() as i64;
        if n % 2 == 0 {
            return true;
        }
        // Every lead is at most the sum of |x| over its interval. When the whole sum fits an
        // i32, i32 arithmetic is exact (and vectorises); otherwise use i64.
        let total: i64 = nums.iter().map(|x| i64::from(x.unsigned_abs())).sum();
        if total <= i64::from(i32::MAX) {
            Self::first_lead(nums) >= 0
        } else {
            Self::first_lead(nums.iter().map(|&x| i64::from(x)).collect()) >= 0
        }
    }

    /// d(0, n − 1) of `values` (not empty), with lead[i] = d(i, i + len − 1) for one length
    /// len at a time.
    fn first_lead<T: Copy + Ord + std::ops::Sub<Output = T>>(values: Vec<T>) -> T {
        let n = values.len();
        // LeetCode's arrays (n ≤ 20) fit a buffer on the stack, which spares an allocation.
        let mut stack = [values[0]; 32];
        let mut heap;
        let lead = match stack.get_mut(..n) {
            Some(lead) => lead,
            None => {
                heap = values.clone();
                &mut heap[..]
            }
        };
        lead.copy_from_slice(&values);
        for len in 2..=n {
            let count = n - len + 1;
            let (lefts, rights) = (&values[..count], &values[len - 1..len - 1 + count]);
            // lead[i] and lead[i + 1] hold d(i, j − 1) and d(i + 1, j) of the shorter length;
            // the step overwrites the first, which no later step reads.
            let lead = &mut lead[..=count];
            for i in 0..count {
                lead[i] = (lefts[i] - lead[i + 1]).max(rights[i] - lead[i]);
            }
        }
        lead[0]
    }
}
// ==== LeetCode: to here ====

/// Longest array accepted: odd lengths cost n²/2 steps.
const MAX_LEN: usize = 5000;

fn main() {
    leetcode::run(&["nums"], |case| {
        let nums = case.int_array(i32::MIN, i32::MAX, MAX_LEN)?;
        Ok(Solution::predict_the_winner(nums))
    });
}
