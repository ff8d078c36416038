//! LeetCode 1563 · Stone Game V · https://leetcode.com/problems/stone-game-v/
//!
//! Rules: stones in a row, each with a value. Each round Alice splits the row into two
//! non-empty parts; Bob throws away the part with the larger sum and Alice scores the sum of
//! the other (on equal sums Alice chooses which part to keep); play goes on with the part kept
//! until one stone remains.
//! Input: LeetCode's testcase format, one or more cases: `[6,2,3,4,5,5]` (the testcase box),
//! `stoneValue = [6,2,3,4,5,5]` (the statement) or `stoneValue =` then the array (the result
//! panel). Output: the most Alice can score, per case.
//! Accepts up to 1000 stones of value 0 to 10^6 (LeetCode: 1 ≤ length ≤ 500, 1 ≤
//! stoneValue[i] ≤ 10^6), so every sum is at most 10^9; one stone or an empty row scores 0.
//! Longer rows (the n² table) and values out of range are refused: larger ones would let
//! sums outgrow i32, and negative ones break the method (not the game): the two pointers
//! below need sums that grow with the stretch, and a score of 0 as the least possible.
//!
//! Idea: let score(i, j) be the most Alice gets from stones i..=j. A split after stone k,
//! i ≤ k < j, with left sum L and right sum R gives L + score(i, k) when L ≤ R and
//! R + score(k + 1, j) when L ≥ R; score(i, j) is the best of these, score(i, i) = 0. Bob's
//! discard is forced by the sums, so only Alice chooses, and she maximises.
//! Why O(n²): with values ≥ 0, L only grows with k and R only shrinks, so the splits with L ≤ R are those
//! k < a and the splits with L ≥ R those k ≥ b, for some a and b, and each split is in one of
//! the two sets at least. So score(i, j) = max(kept_left(i, a − 1), kept_right(b + 1, j)),
//! with the running maxima kept_left(i, k) = max over i ≤ t ≤ k of sum(i..=t) + score(i, t)
//! and kept_right(s, j) = max over s ≤ t ≤ j of sum(t..=j) + score(t, j). For a fixed i, a
//! longer row (j up) only adds to R, so a and b only move right: two pointers, O(n) per i.
//! Going i down and j up, kept_left(i, ·) is the current row, one array, and kept_right(s, j)
//! for s > i comes from finished rows, an n × n table.
//! Each round Alice scores at most half the row, and the row kept is the part she scored, so
//! score(i, j) ≤ sum(i..=j) (half, a quarter, …); every value stored is at most twice a sum,
//! 2·10^9 < 2^31: i32 is exact throughout.
//! Cost: O(n²) time (two pointer moves and two maxima per (i, j)); O(n²) memory, n² i32s
//! (4 MB at n = 1000).
//!
//! @judge LeetCode
//! @number 1563
//! @title Stone Game V
//! @link https://leetcode.com/problems/stone-game-v/
//! @time-limit 1 s
//! @accepts length ≤ 1000; 0 ≤ stoneValue[i] ≤ 10^6
//! @complexity O(n²) time, O(n²) memory per case
use game_solutions::leetcode;

struct Solution;

// ==== LeetCode: paste from here ====
impl Solution {
    pub fn stone_game_v(stone_value: Vec<i32>) -> i32 {
        let n = stone_value.len();
        let mut prefix = vec![0; n + 1];
        for (i, &value) in stone_value.iter().enumerate() {
            prefix[i + 1] = prefix[i] + value;
        }
        // kept_right[s * n + j] = max over s ≤ t ≤ j of sum(t..=j) + score(t, j);
        // kept_left[k] = max over i ≤ t ≤ k of sum(i..=t) + score(i, t), for the current i.
        let mut kept_right = vec![0; n * n];
        let mut kept_left = vec![0; n];
        // The last score computed is score(0, n − 1); a row of one stone scores 0.
        let mut score = 0;
        for i in (0..n).rev() {
            kept_left[i] = stone_value[i];
            kept_right[i * n + i] = stone_value[i];
            // a and b of the header: splits k < left_end may keep the left part (L ≤ R), splits
            // k ≥ right_start the right part (L ≥ R).
            let (mut left_end, mut right_start) = (i, i);
            for j in i + 1..n {
                let total = prefix[j + 1] - prefix[i];
                let left_sum = |k: usize| prefix[k + 1] - prefix[i];
                while left_end < j && left_sum(left_end) <= total - left_sum(left_end) {
                    left_end += 1;
                }
                while right_start < j && left_sum(right_start) < total - left_sum(right_start) {
                    right_start += 1;
                }
                score = 0;
                if left_end > i {
                    score = kept_left[left_end - 1];
                }
                if right_start < j {
                    score = score.max(kept_right[(right_start + 1) * n + j]);
                }
                kept_left[j] = kept_left[j - 1].max(total + score);
                kept_right[i * n + j] = kept_right[(i + 1) * n + j].max(total + score);
            }
        }
        score
    }
}
// ==== LeetCode: to here ====

/// Longest row accepted: the table holds n² values.
const MAX_LEN: usize = 1000;
/// Largest stone value accepted: with MAX_LEN stones every sum is at most 10^9.
const MAX_VALUE: i32 = 1_000_000;

fn main() {
    leetcode::run(&["stoneValue"], |case| {
        let stone_value = case.int_array(0, MAX_VALUE, MAX_LEN)?;
        Ok(Solution::stone_game_v(stone_value))
    });
}
