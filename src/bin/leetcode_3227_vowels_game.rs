//! LeetCode 3227 · Vowels Game in a String · https://leetcode.com/problems/vowels-game-in-a-string/
//!
//! Rules: a string of lowercase letters; the vowels are a, e, i, o, u. Alice and Bob
//! alternately (Alice first) remove a non-empty substring: Alice one holding an odd number of
//! vowels, Bob one holding an even number (none counts as even). Who cannot move loses.
//! Input: LeetCode's testcase format, one or more cases: `"leetcoder"` (the testcase box),
//! `s = "leetcoder"` (the statement) or `s =` then `"leetcoder"` (the result panel).
//! Output: `true` if Alice wins, else `false`, per case.
//! Accepts up to 10^6 lowercase letters (LeetCode: 1 ≤ length ≤ 10^5); the empty string
//! leaves Alice without a move, so `false`. Longer strings and other characters are refused.
//!
//! Idea: Alice wins exactly when s holds a vowel.
//! Why: with no vowel, every substring holds 0 vowels, an even number: Alice cannot move.
//! With an odd number k of vowels, Alice removes all of s and Bob cannot move. With an even
//! k ≥ 2, Alice removes everything before the last vowel (k − 1 vowels, odd). What is left
//! holds exactly one vowel, and still does after any move of Bob's, who can only remove
//! vowel-free substrings (0 is the only even count below 2). If he cannot move he loses;
//! else Alice removes all that is left (one vowel) and Bob cannot move.
//! Cost: O(n) time per case (up to the first vowel), O(1) memory besides the string.
//!
//! @judge LeetCode
//! @number 3227
//! @title Vowels Game in a String
//! @link https://leetcode.com/problems/vowels-game-in-a-string/
//! @time-limit 1 s
//! @accepts length ≤ 10^6; lowercase letters
//! @complexity O(n) time, O(1) memory per case
use game_solutions::leetcode;

struct Solution;

// ==== LeetCode: paste from here ====
impl Solution {
    pub fn does_alice_win(s: String) -> bool {
        s.bytes().any(|c| matches!(c, b'a' | b'e' | b'i' | b'o' | b'u'))
    }
}
// ==== LeetCode: to here ====

/// Longest string accepted: ten times LeetCode's; one pass each.
const MAX_LEN: usize = 1_000_000;

fn is_lowercase(c: u8) -> bool {
    c.is_ascii_lowercase()
}

fn main() {
    leetcode::run(&["s"], |case| {
        let s = case.string(is_lowercase, "a lowercase letter", MAX_LEN)?;
        Ok(Solution::does_alice_win(s))
    });
}
