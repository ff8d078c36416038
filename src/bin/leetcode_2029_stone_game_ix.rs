//! LeetCode 2029 · Stone Game IX · https://leetcode.com/problems/stone-game-ix/
//!
//! Rules: stones with values; Alice and Bob alternately (Alice first) remove any one stone.
//! Whoever makes the sum of all removed stones divisible by 3 loses; if the stones run out
//! before that, Bob wins (even when it is Alice's turn).
//! Input: LeetCode's testcase format, one or more cases: `[2,1]` (the testcase box),
//! `stones = [2,1]` (the statement) or `stones =` then `[2,1]` (the result panel).
//! Output: `true` if Alice wins, else `false`, per case.
//! Accepts up to 10^6 stones, each any i32 (LeetCode: 1 ≤ length ≤ 10^5, 1 ≤ stones[i] ≤
//! 10^4): only residues mod 3 matter, taken in 0..=2, so zero and negative values play by
//! the same rules; an empty row has run out at once, so `false`. Longer rows are refused.
//!
//! Idea: with c_k the stones of residue k: for an even c_0, Alice wins exactly when c_1 ≥ 1
//! and c_2 ≥ 1; for an odd c_0, exactly when |c_1 − c_2| > 2.
//! Why: let s be the removed sum mod 3. Opening with a residue 0 loses at once, so Alice opens
//! with some r ∈ {1, 2}, and s ≠ 0 from then on until someone loses. From s, a stone of
//! residue s is safe and turns s into −s (2s ≢ 0); a residue 0 is safe and keeps s; residue
//! −s loses. So the safe nonzero stones come in a forced order, r, r, −r, r, −r, …, with the
//! zeros (passes) anywhere between them, and a player who breaks it loses at once. The safe
//! moves are the forced nonzero ones while the one due next exists, plus all c_0 zeros, in
//! any interleaving: their number S depends on r alone. Then the player of move S + 1 has
//! no safe move: he loses if a stone is left (of the wrong residue), else Bob wins.
//! So Alice wins with r exactly when S is odd and a stone is left after S moves. Let a = c_r
//! and b = c_{3−r} (residue −r): after the opening, r (from a − 1) and −r (from b) alternate,
//! r first. If a − 1 ≤ b, r runs out first: 2a − 1 nonzero moves, b − a + 1 stones left.
//! Otherwise −r runs out first: 2b + 2 nonzero moves, a − b − 2 stones left. S adds c_0.
//! c_0 even: S odd needs a ≤ b + 1, a stone left needs a ≤ b: Alice wins with r exactly when
//! 1 ≤ c_r ≤ c_{3−r}, which one of r = 1, 2 satisfies exactly when c_1 ≥ 1 and c_2 ≥ 1.
//! c_0 odd: S odd needs a ≥ b + 2, a stone left needs a ≥ b + 3: Alice wins with r exactly
//! when c_r ≥ c_{3−r} + 3, which one of r = 1, 2 satisfies exactly when |c_1 − c_2| ≥ 3.
//! Cost: O(n) time per case, O(1) memory besides the array.
//!
//! @judge LeetCode
//! @number 2029
//! @title Stone Game IX
//! @link https://leetcode.com/problems/stone-game-ix/
//! @time-limit 1 s
//! @accepts length ≤ 10^6; any i32 values
//! @complexity O(n) time, O(1) memory per case
use game_solutions::leetcode;

struct Solution;

// ==== LeetCode: paste from here ====
impl Solution {
    pub fn stone_game_ix(stones: Vec<i32>) -> bool {
        let mut count = [0usize; 3];
        for stone in stones {
            // rem_euclid: a negative value's residue too lies in 0..=2.
            count[stone.rem_euclid(3) as usize] += 1;
        }
        let (zeros, ones, twos) = (count[0], count[1], count[2]);
        if zeros % 2 == 0 {
            ones >= 1 && twos >= 1
        } else {
            ones.max(twos) - ones.min(twos) > 2
        }
    }
}
// ==== LeetCode: to here ====

/// Longest row accepted: ten times LeetCode's; one pass each.
const MAX_LEN: usize = 1_000_000;

fn main() {
    leetcode::run(&["stones"], |case| {
        let stones = case.int_array(i32::MIN, i32::MAX, MAX_LEN)?;
        Ok(Solution::stone_game_ix(stones))
    });
}
