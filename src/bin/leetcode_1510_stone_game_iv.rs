//! LeetCode 1510 · Stone Game IV · https://leetcode.com/problems/stone-game-iv/
//!
//! Rules: one pile of n stones; Alice and Bob alternately remove a non-zero square number of
//! stones (1, 4, 9, …, at most what is left), Alice first; whoever cannot move loses.
//! Input: LeetCode's testcase format, one or more cases: `2` (the testcase box), `n = 2` (the
//! statement) or `n =` then `2` (the result panel). Output: `true` if Alice wins, else
//! `false`, per case.
//! Accepts 0 ≤ n ≤ 10^6 (LeetCode: 1 ≤ n ≤ 10^5); n = 0 is a loss, as Alice cannot move.
//! Larger n (the table's size and time) and negative n (an undefined game) are refused.
//!
//! Idea: with win[i] whether the player to move with i stones wins, win[i] holds exactly when
//! win[i − k²] fails for some k ≥ 1 with k² ≤ i. Computed forward: win[0] fails, and going up
//! each lost i marks every i + k² as won.
//! Why: the game ends (the pile shrinks) without draws, so a position is won exactly when some
//! move leaves a lost one; taking k² from i + k² leaves i. Marks only go upward, so when the
//! scan reaches i every smaller position has marked it, and win[i] is final.
//! Many cases share one table, kept between calls and rebuilt only when a case asks beyond
//! it, at the next power of two in length (at most 2^20 here).
//! Cost: each lost position marks at most √n others, so O(n√n) time; lost positions are
//! sparse (3307 below 2^17, 14421 below 2^20), so the table for LeetCode's largest n (2^17
//! long) takes 8.8·10^5 marks and the one for 10^6 (2^20 long) 1.1·10^7 (≈ 20 ms), with the
//! smaller tables built before it 0.8 times that in all. O(n) memory, a byte per position.
//!
//! @judge LeetCode
//! @number 1510
//! @title Stone Game IV
//! @link https://leetcode.com/problems/stone-game-iv/
//! @time-limit 1 s
//! @accepts 0 ≤ n ≤ 10^6
//! @complexity O(n√n) time (1.1·10^7 marks for n ≤ 10^6), O(n) memory; one table for all cases
use game_solutions::leetcode;

struct Solution;

// ==== LeetCode: paste from here ====
impl Solution {
    pub fn winner_square_game(n: i32) -> bool {
        thread_local! {
            /// The last table built, kept for later calls: one table serves many cases.
            static WINS: std::cell::RefCell<Vec<bool>> = std::cell::RefCell::new(Vec::new());
        }
        let n = n as usize;
        WINS.with(|wins| {
            let mut wins = wins.borrow_mut();
            if n >= wins.len() {
                // Lengths that are powers of two: for rising n the rebuilds together cost
                // about as much again as the last table, which is under twice n long.
                *wins = Self::mover_wins((n + 1).next_power_of_two());
            }
            wins[n]
        })
    }

    /// For every i < len, whether the player to move with i stones wins.
    fn mover_wins(len: usize) -> Vec<bool> {
        let mut wins = vec![false; len];
        for i in 0..len {
            // Only smaller positions mark i, so wins[i] is final here. A lost i makes every
            // i + k² won: taking k² leaves the opponent at i.
            if !wins[i] {
                let mut k = 1;
                while i + k * k < len {
                    wins[i + k * k] = true;
                    k += 1;
                }
            }
        }
        wins
    }
}
// ==== LeetCode: to here ====

/// Largest n accepted: its table (2^20 long) takes about 10^7 marks.
const MAX_N: i32 = 1_000_000;

fn main() {
    leetcode::run(&["n"], |case| {
        let n = case.int(0, MAX_N)?;
        Ok(Solution::winner_square_game(n))
    });
}
