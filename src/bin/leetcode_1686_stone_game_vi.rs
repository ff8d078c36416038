//! LeetCode 1686 · Stone Game VI · https://leetcode.com/problems/stone-game-vi/
//!
//! Rules: n stones; Alice moves first. A turn removes any one remaining stone; stone i scores
//! aliceValues[i] for Alice, bobValues[i] for Bob. When none is left, more points win.
//! Input: LeetCode's testcase format, one or more cases: `[2,4,3]` then `[1,6,7]` on the next
//! line (the testcase box), `aliceValues = [2,4,3], bobValues = [1,6,7]` (the statement) or
//! each `name =` followed by its array on the next line (the result panel).
//! Output: `1` if Alice wins, `-1` if Bob wins, `0` for a draw, per case.
//! Accepts up to 10^6 stones with values from −10^9 to 10^9 (LeetCode: 1 ≤ n ≤ 10^5, values
//! 1..=100); no stones is a draw. Arrays of different lengths are refused, naming both
//! lengths, as are longer arrays and larger values (a_i + b_i must fit i32).
//!
//! Idea: with w_i = a_i + b_i sorted so that w_(1) ≥ w_(2) ≥ … ≥ w_(n), Alice ends ahead by
//! D = w_(1) + w_(3) + w_(5) + … − (b_1 + … + b_n): answer the sign of D.
//! Why: if Alice takes the set A and Bob the rest B, Alice − Bob = Σ_A a_i − Σ_B b_i =
//! Σ_A w_i − Σ_all b_i = Σ_all a_i − Σ_B w_i. So taking stone i is worth w_i to either player
//! (a_i gained and b_i denied, or the reverse), and each just wants its own stones' w to total
//! the most; the totals add up to Σ w. Whoever always takes the largest w left gets at least
//! w_(2j−1) on its j-th pick as first player (only 2j − 2 stones are gone) and at least
//! w_(2j) as second player (2j − 1 gone). So Alice can secure the odd ranks, Bob the even
//! ranks, and as these add up to Σ w neither can do better: the play is the greedy one, ties
//! in w change nothing. With |w| ≤ 2·10^9 and n ≤ 10^6 the sums stay below 2^63 in i64.
//! How: the w overwrite aliceValues in place and are sorted there.
//! Cost: O(n log n) time; O(1) memory besides the input.
//!
//! @judge LeetCode
//! @number 1686
//! @title Stone Game VI
//! @link https://leetcode.com/problems/stone-game-vi/
//! @time-limit 1 s
//! @accepts length ≤ 10^6, both equal; −10^9 ≤ values ≤ 10^9
//! @complexity O(n log n) time, O(1) extra memory per case
use game_solutions::leetcode;

struct Solution;

// ==== LeetCode: paste from here ====
impl Solution {
    pub fn stone_game_vi(alice_values: Vec<i32>, bob_values: Vec<i32>) -> i32 {
        // A stone is worth a + b to whichever player takes it: its gain plus the other's loss.
        let mut worth = alice_values;
        for (w, &b) in worth.iter_mut().zip(&bob_values) {
            *w += b;
        }
        worth.sort_unstable_by(|x, y| y.cmp(x));
        // Alice takes ranks 1, 3, 5, … of the worths, largest first.
        let alice: i64 = worth.iter().step_by(2).map(|&w| i64::from(w)).sum();
        let bob: i64 = bob_values.iter().map(|&b| i64::from(b)).sum();
        match alice.cmp(&bob) {
            std::cmp::Ordering::Greater => 1,
            std::cmp::Ordering::Less => -1,
            std::cmp::Ordering::Equal => 0,
        }
    }
}
// ==== LeetCode: to here ====

/// Most stones accepted: the sums of worths stay below 2^63 with room to spare.
const MAX_LEN: usize = 1_000_000;
/// Largest |value| accepted: a + b then fits i32, so the worths overwrite aliceValues.
const MAX_VALUE: i32 = 1_000_000_000;

fn main() {
    leetcode::run(&["aliceValues", "bobValues"], |case| {
        let alice_values = case.int_array(-MAX_VALUE, MAX_VALUE, MAX_LEN)?;
        let bob_values = case.int_array(-MAX_VALUE, MAX_VALUE, MAX_LEN)?;
        if alice_values.len() != bob_values.len() {
            return Err(case.refuse(&format!(
                "bobValues to hold as many values as aliceValues ({}), found {}",
                alice_values.len(),
                bob_values.len()
            )));
        }
        Ok(Solution::stone_game_vi(alice_values, bob_values))
    });
}
