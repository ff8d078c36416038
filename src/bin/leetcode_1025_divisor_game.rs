//! LeetCode 1025 · Divisor Game · https://leetcode.com/problems/divisor-game/
//!
//! Rules: a number n on a chalkboard; Alice and Bob alternately replace it by n − x for some
//! x with 0 < x < n that divides n, Alice first; whoever cannot move loses.
//! Input: LeetCode's testcase format, one or more cases: `2` (the testcase box), `n = 2` (the
//! statement) or `n =` then `2` (the result panel). Output: `true` if Alice wins, else
//! `false`, per case.
//! Accepts 1 ≤ n ≤ 2^31−1 (LeetCode: 1 ≤ n ≤ 1000); n ≤ 0 is refused, as the board holds a
//! positive number (the rule below would call 0 a win, though no move exists from it).
//!
//! Idea: Alice wins exactly when n is even.
//! Why: by induction on n. From 1 there is no move: lost. From an odd n > 1 every divisor x
//! is odd, so n − x is even, and positive as x < n: a win for the opponent. From an even n
//! the move x = 1 leaves n − 1, odd: a loss for the opponent.
//! Cost: O(1) per case; O(input) time and O(1) memory besides the input in all.
//!
//! @judge LeetCode
//! @number 1025
//! @title Divisor Game
//! @link https://leetcode.com/problems/divisor-game/
//! @time-limit 1 s
//! @accepts 1 ≤ n ≤ 2^31−1
//! @complexity O(1) time and memory per case
use game_solutions::leetcode;

struct Solution;

// ==== LeetCode: paste from here ====
impl Solution {
    pub fn divisor_game(n: i32) -> bool {
        n % 2 == 0
    }
}
// ==== LeetCode: to here ====

fn main() {
    leetcode::run(&["n"], |case| {
        let n = case.int(1, i32::MAX)?;
        Ok(Solution::divisor_game(n))
    });
}
