//! LeetCode 294 · Flip Game II (premium) · https://leetcode.com/problems/flip-game-ii/
//!
//! Rules: a string of `+` and `-`; the players alternately turn two consecutive `++` into
//! `--`; who cannot move loses. Return whether the first player can guarantee a win.
//! Input: LeetCode's testcase format, one or more cases: `"++++"` (the testcase box),
//! `currentState = "++++"` (the statement) or `currentState =` then the string (the result
//! panel). Output: `true` or `false`, per case.
//! Accepts strings of 0 to 10^4 characters `+`/`-` (LeetCode: 1 ≤ length ≤ 60); longer ones
//! are refused naming the limit (the table of run values costs length² / 2).
//!
//! Idea: the game is a sum over the maximal runs of `+`; a run of L has Grundy value g(L) =
//! mex over a flip at i (0 ≤ i ≤ L − 2) of g(i) ⊕ g(L − i − 2); the first player wins iff the
//! xor over the runs is non-zero.
//! Why: a flip touches only its own run, splitting it into runs of i and L − i − 2, which
//! are then independent; runs never merge (a `-` never turns back). By the Sprague–Grundy
//! theorem the sum is lost iff the xor of its parts' values is 0. (A search over whole
//! strings is exponential; this is O(L²).)
//! Cost: O(L²) per case for the table up to the longest run, O(L) memory.
//!
//! @judge LeetCode
//! @number 294
//! @title Flip Game II
//! @link https://leetcode.com/problems/flip-game-ii/
//! @time-limit 1 s
//! @accepts length ≤ 10^4; characters + and -
//! @complexity O(L²) time, O(L) memory per case (L the longest run)
use game_solutions::leetcode;

struct Solution;

// ==== LeetCode: paste from here ====
impl Solution {
    pub fn can_win(current_state: String) -> bool {
        let runs: Vec<usize> = current_state.split('-').map(str::len).collect();
        let longest = runs.iter().copied().max().unwrap_or(0);
        // g[len]: the Grundy value of a run of `len` pluses.
        let mut g = vec![0usize; longest + 1];
        for len in 2..=longest {
            let mut seen = vec![false; len + 1];
            for i in 0..=len - 2 {
                let value = g[i] ^ g[len - i - 2];
                if value <= len {
                    seen[value] = true;
                }
            }
            g[len] = seen.iter().position(|&s| !s).unwrap_or(len + 1);
        }
        runs.iter().fold(0, |x, &len| x ^ g[len]) != 0
    }
}
// ==== LeetCode: to here ====

/// Longest string accepted: the table costs its length² / 2 steps.
const MAX_LEN: usize = 10_000;

fn is_sign(c: u8) -> bool {
    c == b'+' || c == b'-'
}

fn main() {
    leetcode::run(&["currentState"], |case| {
        let state = case.string(is_sign, "+ or -", MAX_LEN)?;
        Ok(Solution::can_win(state))
    });
}
