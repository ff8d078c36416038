//! LeetCode 464 · Can I Win: players alternately pick an unused integer of 1..=max and add it
//! to a running total; whoever brings it to at least the desired total wins. Input:
//! `maxChoosableInteger`, `desiredTotal` per case; `true` when the first player can force a
//! win. Oracle: the three-valued search over (used integers, total) of `mod oracle`.
use crate::checks::run_cases;
use crate::common::Rng;
use crate::inputs::lines;
use crate::layout::{boolean, Kind, Layout, Signature};
use crate::problem::{Case, Problem, Target, Workload, RANDOM_CASES};

pub struct Game;

/// The usual way: false when the pool's sum is below the total, else a memoised win/lose
/// search over the set of used integers.
fn reference(max: i64, total: i64) -> bool {
    fn wins(used: usize, left: i64, max: i64, memo: &mut [Option<bool>]) -> bool {
        if let Some(known) = memo[used] {
            return known;
        }
        let win = (1..=max).any(|i| {
            let bit = 1 << (i - 1);
            used & bit == 0 && (i >= left || !wins(used | bit, left - i, max, memo))
        });
        memo[used] = Some(win);
        win
    }
    total <= 0 || (max * (max + 1) / 2 >= total && wins(0, total, max, &mut vec![None; 1 << max]))
}

/// A case of `max` and `total` with `answer`.
fn case(max: u64, total: u64, answer: bool) -> Case {
    let params = vec![("maxChoosableInteger", max.to_string()), ("desiredTotal", total.to_string())];
    Case::Params(params, answer.to_string())
}

/// Every pair of max in 1..=20 and total in 0..=300, one number a line.
fn every_pair() -> String {
    lines((1..=20).flat_map(|max| (0..=300).map(move |total| format!("{}\n{}", max, total))))
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::LeetCode(Signature {
            kinds: &[Kind::Int, Kind::Int],
            answer: |c| reference(c[0].int(), c[1].int()).to_string(),
            affordable: |c| (0..=20).contains(&c[0].int()),
            shape: boolean,
        })
    }

    /// max in 0..=10, total in 0..=60.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        (0..RANDOM_CASES)
            .map(|_| {
                let (max, total) = (rng.range(0, 10), rng.range(0, 60));
                case(max, total, oracle::first_player_wins(max as u32, total as i64))
            })
            .collect()
    }

    /// Every max in 0..=10 with every total in -2..=60, and the pairs (20, 152), (20, 210),
    /// (19, 95), (17, 120).
    fn check_reference(&self) {
        let small = (0..=10).flat_map(|max| (-2..=60).map(move |total| (max, total)));
        for (max, total) in small.chain([(20, 152), (20, 210), (19, 95), (17, 120)]) {
            let want = oracle::first_player_wins(max as u32, total);
            assert_eq!(reference(max, total), want, "max {} total {}", max, total);
        }
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        vec![
            ("10 11".into(), ""),
            ("10".into(), ""),
            ("-1\n10".into(), ""),
            ("26\n10".into(), ""),
            ("10\n2147483648".into(), ""),
            ("desiredTotal = 11, maxChoosableInteger = 10".into(), ""),
            ("maxChoosableInteger = 10".into(), ""),
            ("maxChoosableInteger = 10 desiredTotal = 11".into(), ""),
            ("maxChoosableInteger = 10, desiredTotal = 11, extra = 1".into(), ""),
            ("maxChoosableInteger =\n10\ndesiredTotal =\n".into(), ""),
            ("maxChoosableInteger =\n10\ndesiredTotal = 11\n".into(), ""),
            ("10\n11\n10\n".into(), "false\n"),
        ]
    }

    /// The hardest case (20, 152), and every pair of max in 1..=20 and total in 0..=300.
    fn max_cases(&self, _rng: &mut Rng) -> Vec<(&'static str, String)> {
        vec![("hardest", "20\n152\n".to_string()), ("every-pair", every_pair())]
    }

    /// (20, 152) within a tenth of the seed's instructions; all 6020 pairs, reported.
    fn workloads(&self) -> Vec<Workload> {
        vec![
            Workload {
                name: "464 max=20, total=152",
                input: "20\n152\n".into(),
                anchor: Some("seed_464"),
                target: Target::Anchor(0.1),
            },
            Workload {
                name: "464 all 6020 pairs",
                input: every_pair(),
                anchor: None,
                target: Target::Report,
            },
        ]
    }
}

/// The fast binary (64 used-sets per word) against the plain memoised search, on 40 random
/// pools of 11..=20 beyond the oracle's reach, totals up to 10 past the pool's sum.
#[test]
fn binary_matches_plain_search_on_larger_pools() {
    let mut rng = Rng::new(4640);
    let cases = (0..40)
        .map(|_| {
            let max = rng.range(11, 20);
            let total = rng.range(0, max * (max + 1) / 2 + 10);
            case(max, total, reference(max as i64, total as i64))
        })
        .collect();
    run_cases("leetcode_464_can_i_win", &Game.layout(), cases);
}

/// Exhaustive oracle for LeetCode 464 "Can I Win": the integers
/// `1..=max_choosable` form a shared pool, the players alternately pick an
/// unused integer and add it to a running total that starts at 0, and the
/// player whose pick makes the total reach or exceed `desired_total` wins. If
/// the pool runs out first, nobody wins. The oracle searches the whole game
/// tree over positions (set of used integers, running total) with a
/// three-valued outcome for the player to move: Win if some pick reaches the
/// total at once or leaves the opponent in a Lose position, otherwise Draw if
/// some pick leaves the opponent in a Draw position, otherwise Lose; a
/// position with no unused integer left is a Draw. Outcomes are memoised on
/// (used bitmask, running total). The first player "can win" only when the
/// start position is a Win; a Draw is not a forced win.
mod oracle {
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
