//! LeetCode 1927 · Sum Game · https://leetcode.com/problems/sum-game/
//!
//! Rules: `num`, of even length, holds digits and `?`. Alice and Bob alternately (Alice first)
//! replace one `?` by any digit until none is left; then Bob wins if the digits of the first
//! half sum to the same as those of the second half, else Alice wins.
//! Input: LeetCode's testcase format, one or more cases: `"25??"` (the testcase box),
//! `num = "25??"` (the statement) or `num =` then `"25??"` (the result panel).
//! Output: `true` if Alice wins, else `false`, per case.
//! Accepts an even length up to 10^6 of digits and `?` (LeetCode: 2 ≤ length ≤ 10^5); the
//! empty string has two empty halves of equal sums, so `false`. An odd length (no halves) and
//! any other character are refused.
//!
//! Idea: with d = (left digits' sum) − (right digits' sum) and q_l, q_r the `?` in each half,
//! Alice wins exactly when q_l + q_r is odd or 2d ≠ 9(q_r − q_l).
//! Why: let v = 2d + 9(q_l − q_r), twice the difference of the halves if every `?` were 4.5.
//! Writing x into a left `?` changes v by 2x − 9, into a right one by 9 − 2x: at most 9 either
//! way. When no `?` is left, v = 2d, so Bob wins exactly when the final v is 0.
//! Odd count: Alice moves last; the 10 digits she can write into the last `?` give 10
//! different final sums of its half, at most one of them equal to the other half's.
//! Even count, v = 0: after each move of Alice's a `?` is left (the count is odd), and Bob
//! undoes her change to v: after x he writes 9 − x into the same half or x into the other,
//! whichever still has a `?`. So v is 0 after each of his moves, the last included: Bob wins.
//! Even count, v > 0 (v < 0 is the mirror image): Alice writes 9 into a left `?`, or 0 into a
//! right one if no left one is left, raising v by 9; Bob's reply lowers it by at most 9. So v
//! never falls below its start after his moves, the last included: the sums differ.
//! Cost: O(n) time per case, O(1) memory besides the string.
//!
//! @judge LeetCode
//! @number 1927
//! @title Sum Game
//! @link https://leetcode.com/problems/sum-game/
//! @time-limit 1 s
//! @accepts even length ≤ 10^6; digits and ?
//! @complexity O(n) time, O(1) memory per case
use game_solutions::leetcode;

struct Solution;

// ==== LeetCode: paste from here ====
impl Solution {
    pub fn sum_game(num: String) -> bool {
        let digits = num.as_bytes();
        let (left, right) = digits.split_at(digits.len() / 2);
        // Twice a half's sum with each `?` worth 4.5, the mean digit: Bob wins exactly when
        // these agree and the `?` count is even (see Why).
        let twice_sum = |half: &[u8]| -> u64 {
            half.iter().map(|&c| if c == b'?' { 9 } else { 2 * u64::from(c - b'0') }).sum()
        };
        let questions = digits.iter().filter(|&&c| c == b'?').count();
        questions % 2 == 1 || twice_sum(left) != twice_sum(right)
    }
}
// ==== LeetCode: to here ====

/// Longest string accepted: ten times LeetCode's; one pass each.
const MAX_LEN: usize = 1_000_000;

fn digit_or_question(c: u8) -> bool {
    c.is_ascii_digit() || c == b'?'
}

fn main() {
    leetcode::run(&["num"], |case| {
        let num = case.string(digit_or_question, "a digit or `?`", MAX_LEN)?;
        if num.len() % 2 == 1 {
            return Err(case.refuse(&format!("num of even length, found length {}", num.len())));
        }
        Ok(Solution::sum_game(num))
    });
}
