//! LeetCode 2038 · Remove Colored Pieces if Both Neighbors are the Same Color ·
//! https://leetcode.com/problems/remove-colored-pieces-if-both-neighbors-are-the-same-color/
//!
//! Rules: a row of pieces, each `A` or `B`. Alice and Bob alternately (Alice first) remove one
//! piece: Alice an `A` whose two neighbours are both `A`, Bob a `B` whose two neighbours are
//! both `B` (so never a piece at either end of the row). Who cannot move loses.
//! Input: LeetCode's testcase format, one or more cases: `"AAABABB"` (the testcase box),
//! `colors = "AAABABB"` (the statement) or `colors =` then `"AAABABB"` (the result panel).
//! Output: `true` if Alice wins, else `false`, per case.
//! Accepts up to 10^6 pieces, each `A` or `B` (LeetCode: 1 ≤ length ≤ 10^5); the empty row
//! leaves Alice without a move, so `false`. Longer rows and other characters are refused.
//!
//! Idea: a maximal run of L pieces of one colour gives its owner max(L − 2, 0) moves, whatever
//! either player does; Alice wins exactly when her total a exceeds Bob's total b.
//! Why: a piece whose two neighbours share its colour lies inside its run, at neither end.
//! Removing it shortens that run by one and makes two pieces of that colour neighbours: no
//! run splits or merges with another, and no other piece's neighbours change colour. So the
//! other runs, and the other player's moves, stay as they were. A run of L ≥ 3 allows moves
//! until it is down to its two ends: L − 2 of them, whichever pieces are taken. So each player
//! spends a fixed stock, one move a turn, and choices do not matter: Alice is stuck at her
//! turn a + 1, Bob at his turn b + 1, and her turn k comes before his turn k, so Bob is stuck
//! first exactly when b < a. The moves are counted as the inner pieces of runs: the pieces
//! whose two neighbours share their colour, L − 2 in a run of L ≥ 3.
//! Cost: O(n) time per case, O(1) memory besides the string.
//!
//! @judge LeetCode
//! @number 2038
//! @title Remove Colored Pieces if Both Neighbors are the Same Color
//! @link https://leetcode.com/problems/remove-colored-pieces-if-both-neighbors-are-the-same-color/
//! @time-limit 1 s
//! @accepts length ≤ 10^6; A and B
//! @complexity O(n) time, O(1) memory per case
use game_solutions::leetcode;

struct Solution;

// ==== LeetCode: paste from here ====
impl Solution {
    pub fn winner_of_game(colors: String) -> bool {
        // Each piece whose two neighbours share its colour is one move of its owner's, and
        // no move adds or removes one of the other player's.
        let (mut alice, mut bob) = (0, 0);
        for three in colors.as_bytes().windows(3) {
            if three[0] == three[1] && three[1] == three[2] {
                if three[1] == b'A' {
                    alice += 1;
                } else {
                    bob += 1;
                }
            }
        }
        alice > bob
    }
}
// ==== LeetCode: to here ====

/// Longest row accepted: ten times LeetCode's; one pass each.
const MAX_LEN: usize = 1_000_000;

fn is_colour(c: u8) -> bool {
    c == b'A' || c == b'B'
}

fn main() {
    leetcode::run(&["colors"], |case| {
        let colors = case.string(is_colour, "`A` or `B`", MAX_LEN)?;
        Ok(Solution::winner_of_game(colors))
    });
}
