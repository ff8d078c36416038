//! LeetCode 877 · Stone Game · https://leetcode.com/problems/stone-game/
//!
//! Rules: piles of stones in a row; Alice and Bob alternately take the whole first or last
//! pile, Alice first; whoever ends with more stones wins, and a tie is no win for Alice.
//! Input: LeetCode's testcase format, one or more cases: `[5,3,4,5]` (the testcase box),
//! `piles = [5,3,4,5]` (the statement) or `piles =` then `[5,3,4,5]` (the result panel).
//! Output: `true` if Alice wins, else `false`, per case.
//! Accepts up to 5000 piles of 0 to 2^31−1 stones, of any count and any total (LeetCode:
//! 2 ≤ length ≤ 500, length even, 1 ≤ piles[i] ≤ 500, total odd); an empty row is a 0–0
//! tie, so `false`. Longer rows and negative piles are refused.
//!
//! Idea: an even count of piles with an odd total is always a win: under LeetCode's limits
//! the answer is always `true`. Any other row is played out: let d(i, j) be the most the
//! player to move can finish ahead by on piles[i..=j]: d(i, i) = piles[i] and d(i, j) =
//! max(piles[i] − d(i+1, j), piles[j] − d(i, j−1)); Alice wins when d(0, n−1) > 0.
//! Why: number the piles from 0. With an even count the two end piles have indices of
//! different parity; Alice takes the end of the parity she picked, which leaves an odd count
//! with both ends of the other parity, so Bob must take one of those, which leaves an even
//! count with ends of both parities again. So Alice can take exactly the even-indexed piles,
//! or exactly the odd-indexed ones. The two sums add up to the total; when it is odd they
//! differ, and Alice takes the larger, more than half: a win. An even total may tie the two
//! sums (`[2,2]` is a tie), and an odd count gives Alice one pile more than Bob, so there
//! the table decides: after taking an end the opponent faces the rest as the player to move
//! and gets ahead by its d; the game is zero-sum in the difference, so the mover maximises
//! its take minus that.
//! Cost: O(n) for an even count with an odd total; otherwise O(n²) time and O(n) memory (d
//! kept for one length at a time), in i64 since |d| ≤ total < 5000 · 2^31 < 2^44.
//!
//! @judge LeetCode
//! @number 877
//! @title Stone Game
//! @link https://leetcode.com/problems/stone-game/
//! @time-limit 1 s
//! @accepts length ≤ 5000; 0 ≤ piles[i] ≤ 2^31−1; any count and total
//! @complexity O(n²) time, O(n) memory per case; O(n) for an even count with an odd total
use game_solutions::leetcode;

struct Solution;

// ==== LeetCode: paste from here ====
impl Solution {
    pub fn stone_game(piles: Vec<i32>) -> bool {
        let piles: Vec<i64> = piles.into_iter().map(i64::from).collect();
        // Alice can take all the even-indexed piles or all the odd-indexed ones; with an odd
        // total one of the two sums is more than half.
        if piles.len() % 2 == 0 && piles.iter().sum::<i64>() % 2 == 1 {
            return true;
        }
        Self::first_lead(&piles) > 0
    }

    /// d(0, n − 1), 0 for no piles, with lead[i] = d(i, i + len − 1) for one length at a time.
    fn first_lead(piles: &[i64]) -> i64 {
        let n = piles.len();
        let mut lead = piles.to_vec();
        for len in 2..=n {
            let count = n - len + 1;
            let (lefts, rights) = (&piles[..count], &piles[len - 1..]);
            // lead[i] and lead[i + 1] hold d(i, j − 1) and d(i + 1, j) of the shorter length;
            // the step overwrites the first, which no later step reads.
            let lead = &mut lead[..=count];
            for i in 0..count {
                lead[i] = (lefts[i] - lead[i + 1]).max(rights[i] - lead[i]);
            }
        }
        lead.first().copied().unwrap_or(0)
    }
}
// ==== LeetCode: to here ====

/// Longest row accepted: an odd count costs n²/2 steps.
const MAX_LEN: usize = 5000;

fn main() {
    leetcode::run(&["piles"], |case| {
        let piles = case.int_array(0, i32::MAX, MAX_LEN)?;
        Ok(Solution::stone_game(piles))
    });
}
