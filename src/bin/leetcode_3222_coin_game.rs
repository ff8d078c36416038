//! LeetCode 3222 · Find the Winning Player in Coin Game ·
//! https://leetcode.com/problems/find-the-winning-player-in-coin-game/
//!
//! Rules: x coins of value 75 and y of value 10; Alice and Bob alternately pick up coins worth
//! exactly 115 in all, Alice first; who cannot loses.
//! Input: LeetCode's testcase format, one or more cases: `2` then `7` (the testcase box),
//! `x = 2, y = 7` (the statement) or each `name =` then its value (the result panel).
//! Output: `"Alice"` or `"Bob"`, the winner (the function is named `losingPlayer`, but it
//! returns the winner), per case.
//! Accepts 0 ≤ x, y ≤ 2^31−1 (LeetCode: 1 ≤ x, y ≤ 100). A negative count is refused.
//!
//! Idea: the game lasts min(x, ⌊y/4⌋) turns; Alice wins iff that is odd.
//! Why: 115 = 75a + 10b with a, b ≥ 0 has the one solution a = 1, b = 4 (a = 0 leaves 115,
//! not a multiple of 10; a ≥ 2 passes 115). So every turn takes one 75 and four 10s, the
//! turns possible are min(x, ⌊y/4⌋) whatever is played, and Alice makes the last iff odd.
//! Cost: O(1) per case.
//!
//! @judge LeetCode
//! @number 3222
//! @title Find the Winning Player in Coin Game
//! @link https://leetcode.com/problems/find-the-winning-player-in-coin-game/
//! @time-limit 1 s
//! @accepts 0 ≤ x, y ≤ 2^31−1
//! @complexity O(1) time and memory per case
use game_solutions::leetcode;

struct Solution;

// ==== LeetCode: paste from here ====
impl Solution {
    pub fn losing_player(x: i32, y: i32) -> String {
        let turns = x.min(y / 4);
        (if turns % 2 == 1 { "Alice" } else { "Bob" }).to_string()
    }
}
// ==== LeetCode: to here ====

fn main() {
    leetcode::run(&["x", "y"], |case| {
        let x = case.int(0, i32::MAX)?;
        let y = case.int(0, i32::MAX)?;
        Ok(Solution::losing_player(x, y))
    });
}
