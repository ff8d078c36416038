//! LeetCode 3360 · Stone Removal Game · https://leetcode.com/problems/stone-removal-game/
//!
//! Rules: a pile of n stones; Alice removes exactly 10 first; after that each player removes
//! exactly one stone fewer than the opponent did just before; who cannot (too few stones, or
//! nothing left to take) loses.
//! Input: LeetCode's testcase format, one or more cases: `12` (the testcase box), `n = 12`
//! (the statement) or `n =` then `12` (the result panel). Output: `true` if Alice wins, else
//! `false`, per case.
//! Accepts 1 ≤ n ≤ 54 (LeetCode: 1 ≤ n ≤ 50). n ≤ 0 is refused (no pile), and so is n ≥ 55,
//! naming the limit: 10 + 9 + … + 1 = 55 stones would all go, and the rules would then ask
//! for a move of 0 stones, which they do not define.
//!
//! Idea: play it out: the moves are forced (10, 9, 8, …), so count how many can be made.
//! Why: no move has a choice, so the game is a single line; the player unable to make the next
//! move loses. With n ≤ 54 the line stops before the amount 1 is used up (the amounts 10 down
//! to 1 need 55 stones), after at most 9 moves.
//! Cost: O(1) per case (at most 10 steps).
//!
//! @judge LeetCode
//! @number 3360
//! @title Stone Removal Game
//! @link https://leetcode.com/problems/stone-removal-game/
//! @time-limit 1 s
//! @accepts 1 ≤ n ≤ 54
//! @complexity O(1) time and memory per case
use game_solutions::leetcode;

struct Solution;

// ==== LeetCode: paste from here ====
impl Solution {
    pub fn can_alice_win(n: i32) -> bool {
        let (mut left, mut take, mut alice_to_move) = (n, 10, true);
        while left >= take {
            left -= take;
            take -= 1;
            alice_to_move = !alice_to_move;
        }
        // The player to move now cannot: Alice wins iff it is Bob.
        !alice_to_move
    }
}
// ==== LeetCode: to here ====

/// Most stones accepted: with 55 or more the forced amounts would run down to 0.
const MAX_STONES: i32 = 54;

fn main() {
    leetcode::run(&["n"], |case| {
        let n = case.int(1, MAX_STONES)?;
        Ok(Solution::can_alice_win(n))
    });
}
