//! LeetCode 1406 · Stone Game III · https://leetcode.com/problems/stone-game-iii/
//!
//! Rules: stones in a row, each with a value (negative too); Alice moves first. A turn takes
//! the first 1, 2 or 3 remaining stones and adds their values to the mover's score; when no
//! stone is left, the higher score wins, equal scores tie.
//! Input: LeetCode's testcase format, one or more cases: `[1,2,3,7]` (the testcase box),
//! `stoneValue = [1,2,3,7]` (the statement) or `stoneValue =` then the array (the result panel).
//! Output: `"Alice"`, `"Bob"` or `"Tie"`, with the quotes as LeetCode shows them, per case.
//! Accepts up to 10^6 stones, each any i32 (LeetCode: 1 ≤ length ≤ 5·10^4, −1000 ≤
//! stoneValue[i] ≤ 1000); an empty row is a 0–0 tie. Longer rows are refused.
//!
//! Idea: let d(i) be the most the player to move can finish ahead by on stones i..n:
//! d(n) = 0 and d(i) = max over k = 1..=3, i + k ≤ n, of (v_i + … + v_{i+k−1}) − d(i + k).
//! Alice wins when d(0) > 0, Bob when d(0) < 0; d(0) = 0 is a tie.
//! Why: both players want the higher score, and the two scores add up to the total, so each
//! maximises its own score minus the other's. After the mover takes k stones worth t, the
//! opponent is the player to move on stones i + k..n and finishes ahead there by d(i + k), so
//! the mover ends ahead by t − d(i + k) and picks the best k. d(i) reads only d(i + 1..=i + 3),
//! so four values, indexed by i mod 4, hold all the table that is ever read again.
//! Every |d(i)| is at most |v_i| + … + |v_{n−1}| ≤ 10^6 · 2^31 < 2^63, so i64 is exact.
//! Cost: O(n) time, O(1) memory besides the input.
//!
//! @judge LeetCode
//! @number 1406
//! @title Stone Game III
//! @link https://leetcode.com/problems/stone-game-iii/
//! @time-limit 1 s
//! @accepts length ≤ 10^6; any i32 values
//! @complexity O(n) time, O(1) memory besides the input, per case
use game_solutions::leetcode;

struct Solution;

// ==== LeetCode: paste from here ====
impl Solution {
    pub fn stone_game_iii(stone_value: Vec<i32>) -> String {
        let n = stone_value.len();
        // lead[i % 4] = d(i) for the four latest i; d(n) = 0 starts there.
        let mut lead = [0i64; 4];
        for i in (0..n).rev() {
            let (mut taken, mut best) = (0, i64::MIN);
            for k in 1..=3.min(n - i) {
                taken += i64::from(stone_value[i + k - 1]);
                best = best.max(taken - lead[(i + k) % 4]);
            }
            lead[i % 4] = best;
        }
        let winner = match lead[0].cmp(&0) {
            std::cmp::Ordering::Greater => "Alice",
            std::cmp::Ordering::Less => "Bob",
            std::cmp::Ordering::Equal => "Tie",
        };
        winner.to_string()
    }
}
// ==== LeetCode: to here ====

/// Longest row accepted: every lead stays below 10^6 · 2^31, far inside i64.
const MAX_LEN: usize = 1_000_000;

fn main() {
    leetcode::run(&["stoneValue"], |case| {
        let stone_value = case.int_array(i32::MIN, i32::MAX, MAX_LEN)?;
        Ok(Solution::stone_game_iii(stone_value))
    });
}
