//! LeetCode 1690 · Stone Game VII · https://leetcode.com/problems/stone-game-vii/
//!
//! Rules: stones in a row; Alice moves first. A turn removes the leftmost or the rightmost
//! stone and scores the sum of the stones still in the row. Alice plays to make her score
//! minus Bob's as large as possible, Bob to make it as small as possible.
//! Input: LeetCode's testcase format, one or more cases: `[5,3,1,4,2]` (the testcase box),
//! `stones = [5,3,1,4,2]` (the statement) or `stones =` then the array (the result panel).
//! Output: Alice's score minus Bob's under best play, per case.
//! Accepts up to 5000 stones of value 0 or more, totalling at most 2^31 − 1 (LeetCode:
//! 2 ≤ n ≤ 1000, 1 ≤ stones[i] ≤ 1000); zero or one stone gives 0. Longer rows, negative
//! values and larger totals are refused.
//!
//! Idea: with S(i, j) = stones[i] + … + stones[j] from prefix sums, let d(i, j) be the most
//! the player to move finishes ahead by on stones i..=j: d(i, i) = 0 and d(i, j) =
//! max(S(i + 1, j) − d(i + 1, j), S(i, j − 1) − d(i, j − 1)). The answer is d(0, n − 1).
//! Why: Alice maximising the difference and Bob minimising it is one zero-sum game, so on
//! any row the mover maximises its own score minus the other's. Removing an end scores the
//! rest, on which the opponent is the mover and finishes ahead by d of the rest. Bound: on
//! stones ≥ 0, 0 ≤ d(i, j) ≤ S(i, j) by induction (d(i + 1, j) ≤ S(i + 1, j) makes the
//! first choice lie in 0..=S(i + 1, j), likewise the second), so with the total at most
//! 2^31 − 1 every sum, difference and answer fits i32. Negative stones break the bound
//! ([−5, 0] has d = 0 > S = −5), so they are refused rather than trusted to i32.
//! How: the table is kept for one length at a time: lead[i] = d(i, i + len − 1); the step for
//! len + 1 reads lead[i] and lead[i + 1] and overwrites lead[i], which no later step reads.
//! Cost: O(n²) time (n²/2 steps, each a few additions the compiler vectorises), O(n) memory.
//!
//! @judge LeetCode
//! @number 1690
//! @title Stone Game VII
//! @link https://leetcode.com/problems/stone-game-vii/
//! @time-limit 1 s
//! @accepts length ≤ 5000; stones[i] ≥ 0; total ≤ 2^31 − 1
//! @complexity O(n²) time, O(n) memory per case
use game_solutions::leetcode;

struct Solution;

// ==== LeetCode: paste from here ====
impl Solution {
    pub fn stone_game_vii(stones: Vec<i32>) -> i32 {
        let n = stones.len();
        let mut prefix = vec![0; n + 1];
        for i in 0..n {
            prefix[i + 1] = prefix[i] + stones[i];
        }
        // lead[i] = d(i, i + len − 1), starting from len = 1 where every lead is 0.
        let mut lead = vec![0; n + 1];
        for len in 2..=n {
            let count = n - len + 1;
            // With j = i + len − 1, starts[i] = prefix[i] and ends[i] = prefix[j], so
            // S(i, j − 1) = ends[i] − starts[i] and S(i + 1, j) = ends[i + 1] − starts[i + 1].
            let (starts, ends) = (&prefix[..=count], &prefix[len - 1..]);
            let lead = &mut lead[..=count];
            for i in 0..count {
                let take_left = ends[i + 1] - starts[i + 1] - lead[i + 1];
                let take_right = ends[i] - starts[i] - lead[i];
                lead[i] = take_left.max(take_right);
            }
        }
        lead[0]
    }
}
// ==== LeetCode: to here ====

/// Longest row accepted: n²/2 steps.
const MAX_LEN: usize = 5000;

fn main() {
    leetcode::run(&["stones"], |case| {
        let stones = case.int_array(0, i32::MAX, MAX_LEN)?;
        // Every difference lies in 0..=total, so a total that fits i32 keeps all of them exact.
        let total: i64 = stones.iter().map(|&v| i64::from(v)).sum();
        if total > i64::from(i32::MAX) {
            return Err(case.refuse(&format!(
                "stones to total at most {} (so every score fits i32), found {}",
                i32::MAX,
                total
            )));
        }
        Ok(Solution::stone_game_vii(stones))
    });
}
