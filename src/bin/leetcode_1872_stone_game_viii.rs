//! LeetCode 1872 · Stone Game VIII · https://leetcode.com/problems/stone-game-viii/
//!
//! Rules: stones in a row, values negative too; Alice moves first. While more than one stone
//! is left, a turn removes the leftmost x > 1 stones, scores their sum and puts one stone of
//! that value back on the left. Alice plays to make her score minus Bob's as large as
//! possible, Bob to make it as small as possible.
//! Input: LeetCode's testcase format, one or more cases: `[-1,2,-3,4,-5]` (the testcase box),
//! `stones = [-1,2,-3,4,-5]` (the statement) or `stones =` then the array (the result panel).
//! Output: Alice's score minus Bob's under best play, per case.
//! Accepts up to 10^6 stones, any i32 values, as long as every prefix sum of two or more
//! stones, stones[0] + … + stones[k] for k ≥ 1, lies within ±1073741823 = ±(2^30 − 1)
//! (LeetCode: 2 ≤ n ≤ 10^5, |stones[i]| ≤ 10^4, so these sums lie within ±10^9); zero or one
//! stone gives 0 (no move is made). Longer rows and larger such sums (whose answer might not
//! fit i32) are refused.
//!
//! Idea: with p[m] = stones[0] + … + stones[m − 1], f(n − 1) = p[n] and f(k) =
//! max(f(k + 1), p[k + 1] − f(k + 1)) for k = n − 2 down to 1; the answer is f(1).
//! Why: the leftmost stone always holds a prefix sum: at the start it is p[1], and merging
//! the stone p[k] with the original stones k..m − 1 makes p[m]. So a position is the number k
//! of original stones merged (1 ≤ k ≤ n), a move goes to any m with k < m ≤ n and scores p[m],
//! and the game ends at k = n. The game is zero-sum in the difference, so the best lead of the
//! mover is f(k) = max over k < m ≤ n of (p[m] − f(m)), f(n) = 0; the options of k are those
//! of k + 1 plus m = k + 1, which gives the recurrence, and f(n − 1) = p[n] − f(n).
//! Bound: let P be the largest |p[m]| for m ≥ 2 (p[1] is never scored). f(k) ≥ f(k + 1) ≥ … ≥
//! f(n − 1) = p[n] ≥ −P, hence p[k + 1] − f(k + 1) ≤ 2P and by induction f(k) ≤ 2P; so
//! −P ≤ answer ≤ 2P, and 2P is reached ([0, P, −2P] gives it). P ≤ 2^30 − 1 keeps the answer
//! within i32 (LeetCode's P ≤ 10^9 does); the step p − f can reach −3P, so it runs in i64.
//! Cost: O(n) time, O(1) memory besides the input: p[n] is the total, and each earlier p[m]
//! is p[m + 1] − stones[m].
//!
//! @judge LeetCode
//! @number 1872
//! @title Stone Game VIII
//! @link https://leetcode.com/problems/stone-game-viii/
//! @time-limit 1 s
//! @accepts length ≤ 10^6; any i32 values; sums of the first k ≥ 2 stones within ±(2^30 − 1)
//! @complexity O(n) time, O(1) memory besides the input, per case
use game_solutions::leetcode;

struct Solution;

// ==== LeetCode: paste from here ====
impl Solution {
    pub fn stone_game_viii(stones: Vec<i32>) -> i32 {
        if stones.len() < 2 {
            return 0;
        }
        // prefix = p[m] for m = n, n − 1, …, 2; best = f(m − 1) once p[m] is in.
        let mut prefix: i64 = stones.iter().map(|&v| i64::from(v)).sum();
        let mut best = prefix;
        for &v in stones[2..].iter().rev() {
            prefix -= i64::from(v);
            best = best.max(prefix - best);
        }
        // The answer lies in −P..=2P, P the largest |p[m]| for m ≥ 2: in i32 when P ≤ 2^30 − 1.
        best as i32
    }
}
// ==== LeetCode: to here ====

/// Longest row accepted: prefix sums then stay far inside i64 before they are checked.
const MAX_LEN: usize = 1_000_000;
/// Largest |prefix sum| of two or more stones accepted: the answer lies in −P..=2P, so 2P
/// must fit i32.
const MAX_PREFIX: i64 = (1 << 30) - 1;

fn main() {
    leetcode::run(&["stones"], |case| {
        let stones = case.int_array(i32::MIN, i32::MAX, MAX_LEN)?;
        // p[1] = stones[0] is never scored, so the check starts at p[2].
        let mut prefix = stones.first().map_or(0, |&v| i64::from(v));
        for (k, &v) in stones.iter().enumerate().skip(1) {
            prefix += i64::from(v);
            if prefix.abs() > MAX_PREFIX {
                return Err(case.refuse(&format!(
                    "every prefix sum of two or more stones within ±{} (so the answer fits \
                     i32), found stones[0] + … + stones[{}] = {}",
                    MAX_PREFIX, k, prefix
                )));
            }
        }
        Ok(Solution::stone_game_viii(stones))
    });
}
