//! LeetCode 1908 · Game of Nim (premium) · https://leetcode.com/problems/game-of-nim/
//!
//! Rules: piles of stones; Alice and Bob alternately remove any positive number of stones
//! from one non-empty pile, Alice first; who cannot move loses.
//! Input: LeetCode's testcase format, one or more cases: `[1,2,3]` (the testcase box),
//! `piles = [1,2,3]` (the statement) or `piles =` then the array (the result panel).
//! Output: `true` if Alice wins, else `false`, per case.
//! Accepts up to 10^6 piles of 0 to 2^31−1 stones (LeetCode: 1 ≤ n ≤ 7, 1 ≤ piles[i] ≤ 7);
//! an empty pile offers no move, no piles leave Alice without one. A negative pile is refused.
//!
//! Idea: Alice wins exactly when the xor of the piles is non-zero.
//! Why: the end (all empty) has xor 0; a move changes one pile and so the xor, so from xor 0
//! every move leaves it non-zero; from xor s ≠ 0 the pile p holding s's top bit has p ⊕ s <
//! p, and cutting it to that leaves xor 0. So the xor-0 positions are exactly the lost ones.
//! Cost: O(n) per case, O(1) memory besides the input.
//!
//! @judge LeetCode
//! @number 1908
//! @title Game of Nim
//! @link https://leetcode.com/problems/game-of-nim/
//! @time-limit 1 s
//! @accepts length ≤ 10^6; 0 ≤ piles[i] ≤ 2^31−1
//! @complexity O(n) time, O(1) memory per case
use game_solutions::leetcode;

struct Solution;

// ==== LeetCode: paste from here ====
impl Solution {
    pub fn nim_game(piles: Vec<i32>) -> bool {
        piles.iter().fold(0, |xor, &pile| xor ^ pile) != 0
    }
}
// ==== LeetCode: to here ====

/// Most piles accepted.
const MAX_LEN: usize = 1_000_000;

fn main() {
    leetcode::run(&["piles"], |case| {
        let piles = case.int_array(0, i32::MAX, MAX_LEN)?;
        Ok(Solution::nim_game(piles))
    });
}
