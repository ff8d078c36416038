//! Exhaustive oracle for LeetCode 464 "Can I Win": the integers
//! `1..=max_choosable` form a shared pool, the players alternately pick an
//! unused integer and add it to a running total that starts at 0, and the
//! player whose pick makes the total reach or exceed `desired_total` wins. If
//! the pool runs out first, nobody wins. The oracle searches the whole game
//! tree over positions (set of used integers, running total) with a
//! three-valued outcome for the player to move: Win if some pick reaches the
//! total at once or leaves the opponent in a Lose position, otherwise Draw if
//! some pick leaves the opponent in a Draw position, otherwise Lose; a
//! position with no unused integer left is a Draw. Outcomes are memoised on
//! (used bitmask, running total). The first player "can win" only when the
//! start position is a Win; a Draw is not a forced win.

use std::collections::HashMap;

/// Outcome of a position for the player about to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Outcome {
    Win,
    Draw,
    Lose,
}

/// Largest pool the exhaustive search accepts (LeetCode's limit).
const MAX_POOL: u32 = 20;

struct Search {
    max_choosable: u32,
    desired_total: i64,
    memo: HashMap<(u32, i64), Outcome>,
}

impl Search {
    /// Outcome for the player to move when the integers in `used` (bit `k - 1`
    /// set for integer `k`) have been picked and the total is `total`, which
    /// is still below `desired_total`.
    fn outcome(&mut self, used: u32, total: i64) -> Outcome {
        if let Some(&known) = self.memo.get(&(used, total)) {
            return known;
        }
        let mut can_draw = false;
        let mut can_win = false;
        let mut any_pick = false;
        for pick in 1..=self.max_choosable {
            let bit = 1u32 << (pick - 1);
            if used & bit != 0 {
                continue;
            }
            any_pick = true;
            let new_total = total + i64::from(pick);
            if new_total >= self.desired_total {
                can_win = true;
                break;
            }
            match self.outcome(used | bit, new_total) {
                Outcome::Lose => {
                    can_win = true;
                    break;
                }
                Outcome::Draw => can_draw = true,
                Outcome::Win => {}
            }
        }
        let result = if can_win {
            Outcome::Win
        } else if can_draw || !any_pick {
            // No unused integer left and the total is not reached: nobody wins.
            Outcome::Draw
        } else {
            Outcome::Lose
        };
        self.memo.insert((used, total), result);
        result
    }
}

/// Outcome for the first player from the start position.
fn start_outcome(max_choosable: u32, desired_total: i64) -> Outcome {
    assert!(max_choosable <= MAX_POOL, "pool too large for exhaustive search");
    if desired_total <= 0 {
        // The total 0 already reaches the target: the first player wins at once.
        return Outcome::Win;
    }
    let mut search = Search { max_choosable, desired_total, memo: HashMap::new() };
    search.outcome(0, 0)
}

/// Returns whether the first player can force a win (a draw does not count).
pub fn first_player_wins(max_choosable: u32, desired_total: i64) -> bool {
    start_outcome(max_choosable, desired_total) == Outcome::Win
}

#[cfg(test)]
mod tests {
    use super::{first_player_wins, start_outcome, Outcome};

    #[test]
    fn leetcode_examples() {
        // (10, 11): whatever x the first player picks, the second picks
        // 11 - x (a different integer in 1..=10, as 11 is odd) and reaches 11.
        assert!(!first_player_wins(10, 11));
        assert_eq!(start_outcome(10, 11), Outcome::Lose);
        // (10, 0): the total 0 already reaches 0, a win by LeetCode's rule.
        assert!(first_player_wins(10, 0));
        // (10, 1): any first pick makes the total at least 1.
        assert!(first_player_wins(10, 1));
    }

    #[test]
    fn unreachable_total_is_a_draw_not_a_win() {
        // (3, 7): 1 + 2 + 3 = 6 < 7, so nobody can ever reach 7.
        assert!(!first_player_wins(3, 7));
        assert_eq!(start_outcome(3, 7), Outcome::Draw);
        // (1, 2): the only pick makes the total 1 < 2 and empties the pool.
        assert!(!first_player_wins(1, 2));
        assert_eq!(start_outcome(1, 2), Outcome::Draw);
        // (0, 1): an empty pool and an unreached total: a draw from the start.
        assert_eq!(start_outcome(0, 1), Outcome::Draw);
    }

    #[test]
    fn exact_sum_goes_to_the_last_picker() {
        // (3, 6): any two of {1, 2, 3} sum to at most 2 + 3 = 5 < 6, so
        // nobody wins on the first or second pick; the third pick is the
        // first player's and always brings the total to 1 + 2 + 3 = 6.
        assert!(first_player_wins(3, 6));
        assert_eq!(start_outcome(3, 6), Outcome::Win);
    }

    #[test]
    fn second_player_wins_small_pool() {
        // (2, 3): the first player picks 1 or 2 (total < 3), the second picks
        // the other integer and the total becomes 3: a forced loss.
        assert!(!first_player_wins(2, 3));
        assert_eq!(start_outcome(2, 3), Outcome::Lose);
        // (2, 2): picking 2 reaches 2 at once.
        assert!(first_player_wins(2, 2));
    }

    #[test]
    fn non_positive_totals_win_at_once() {
        assert!(first_player_wins(1, -5));
        assert!(first_player_wins(0, 0));
    }
}
