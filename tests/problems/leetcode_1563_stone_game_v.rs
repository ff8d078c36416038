//! LeetCode 1563 · Stone Game V: Alice splits the row in two, Bob throws away the part with the
//! larger sum (Alice picks on a tie) and Alice scores the kept part's sum, until one stone is
//! left. Input: `stoneValue` per case; answers Alice's best score. Oracle: every split of every
//! round, from the rules alone (`oracle::alice_score`).
use crate::common::Rng;
use crate::inputs::{array, every_row, json_array, lines, plain_array, random_rows};
use crate::layout::{integer, short, Kind, Layout, Signature};
use crate::plain::prefix_sums;
use crate::problem::{Case, Problem, RANDOM_CASES};

pub struct Game;

/// Alice's best score over every split of every stretch.
fn reference(values: &[i64]) -> i64 {
    let n = values.len();
    let prefix = prefix_sums(values);
    let mut best = vec![vec![0i64; n]; n];
    for len in 2..=n {
        for i in 0..=n - len {
            let j = i + len - 1;
            for k in i..j {
                let (left, right) = (prefix[k + 1] - prefix[i], prefix[j + 1] - prefix[k + 1]);
                let score = if left < right {
                    left + best[i][k]
                } else if left > right {
                    right + best[k + 1][j]
                } else {
                    left + best[i][k].max(best[k + 1][j])
                };
                best[i][j] = best[i][j].max(score);
            }
        }
    }
    if n == 0 {
        0
    } else {
        best[0][n - 1]
    }
}

/// A case on `values`, written as `text`, with the oracle's answer.
fn case(values: &[i64], text: String) -> Case {
    Case::Params(vec![("stoneValue", text)], oracle::alice_score(values).to_string())
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::LeetCode(Signature {
            kinds: &[Kind::Ints],
            answer: |c| reference(c[0].array()).to_string(),
            affordable: short::<200>,
            shape: integer,
        })
    }

    /// Rows of 0..=8 stones valued 1..=9.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        let rows = random_rows(rng, RANDOM_CASES, 8, 1, 9);
        rows.iter().map(|values| case(values, json_array(rng, values))).collect()
    }

    /// Every row of 0..=6 stones valued 1..=4 (5461 rows).
    fn small_cases(&self) -> Vec<Case> {
        every_row(6, 1, 4).iter().map(|values| case(values, plain_array(values))).collect()
    }

    /// 1500 random rows of 0..=8 stones valued 1..=9.
    fn check_reference(&self) {
        for values in random_rows(&mut Rng::new(8771406), 1500, 8, 1, 9) {
            assert_eq!(reference(&values), oracle::alice_score(&values), "{:?}", values);
        }
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        vec![
            ("[1000001]".into(), ""),
            ("[-1]".into(), ""),
            ("[6,2,3,4,5,5]\n[1,2".into(), "18\n"),
            (format!("[{}1]", "1,".repeat(1000)), ""),
        ]
    }

    fn max_cases(&self, rng: &mut Rng) -> Vec<(&'static str, String)> {
        vec![("length-500", lines((0..3).map(|_| array(&rng.values(500, 1, 1_000_000)))))]
    }
}

mod oracle {
    //! Exhaustive oracle for LeetCode 1563 "Stone Game V": stones with values lie
    //! in a row. In each round Alice divides the row into two non-empty rows (a
    //! left row and a right row); Bob throws away the row with the larger sum of
    //! values, and Alice's score grows by the sum of the row that is kept; if the
    //! two sums are equal, Alice chooses which row is thrown away. The next round
    //! starts with the kept row, and the game ends when one stone remains. Alice's
    //! score starts at 0; the answer is the most she can score.
    //!
    //! Only Alice chooses anything (Bob's rule is fixed), so the oracle tries
    //! every split in every round. A position is the remaining stretch
    //! `left..right`; its value is the most Alice can still add from it: 0 for a
    //! single stone, else the best over all split points of the kept row's sum
    //! plus the value of the kept row (on equal sums, the better of the two
    //! rows). Values are memoised per stretch; the kept row is always strictly
    //! shorter, so the recursion ends at single stones.

    use std::collections::HashMap;

    /// The most Alice can still score from the stretch `values[left..right]`.
    fn best_score(
        values: &[i64],
        left: usize,
        right: usize,
        memo: &mut HashMap<(usize, usize), i64>,
    ) -> i64 {
        if right - left <= 1 {
            return 0;
        }
        if let Some(&known) = memo.get(&(left, right)) {
            return known;
        }
        let mut best = i64::MIN;
        for split in left + 1..right {
            let left_sum: i64 = values[left..split].iter().sum();
            let right_sum: i64 = values[split..right].iter().sum();
            let score = if left_sum < right_sum {
                // Bob throws away the right row.
                left_sum + best_score(values, left, split, memo)
            } else if right_sum < left_sum {
                // Bob throws away the left row.
                right_sum + best_score(values, split, right, memo)
            } else {
                // Equal sums: Alice keeps whichever row is better for her.
                let keep_left = best_score(values, left, split, memo);
                let keep_right = best_score(values, split, right, memo);
                left_sum + keep_left.max(keep_right)
            };
            best = best.max(score);
        }
        memo.insert((left, right), best);
        best
    }

    /// Returns the most Alice can score (0 for a row of at most one stone).
    pub fn alice_score(values: &[i64]) -> i64 {
        best_score(values, 0, values.len(), &mut HashMap::new())
    }

    #[test]
    fn leetcode_examples() {
        // https://leetcode.com/problems/stone-game-v/ (examples mirrored at
        // https://leetcode.ca/all/1563.html).
        // [6, 2, 3, 4, 5, 5]: [6, 2, 3] | [4, 5, 5] keeps 11, [6] | [2, 3]
        // keeps 5, [2] | [3] keeps 2: 18.
        assert_eq!(alice_score(&[6, 2, 3, 4, 5, 5]), 18);
        assert_eq!(alice_score(&[7, 7, 7, 7, 7, 7, 7]), 28);
        // [4]: one stone, the game is already over.
        assert_eq!(alice_score(&[4]), 0);
    }

    #[test]
    fn small_rows_by_hand() {
        // [1, 2]: the only split keeps [1].
        assert_eq!(alice_score(&[1, 2]), 1);
        // [1, 1]: equal sums, either row is kept: 1.
        assert_eq!(alice_score(&[1, 1]), 1);
        // [2, 1, 1]: [2] | [1, 1] ties at 2, and keeping [1, 1] scores 2
        // now and 1 more later: 3 (the split [2, 1] | [1] keeps only 1).
        assert_eq!(alice_score(&[2, 1, 1]), 3);
        // []: no stones, no rounds.
        assert_eq!(alice_score(&[]), 0);
    }
}
