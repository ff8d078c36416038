//! LeetCode 877 · Stone Game: players alternately take the whole pile at either end of the
//! row; the one with more stones wins. Input: `piles` per case; answers `true` when Alice,
//! moving first, finishes strictly ahead. Oracle: every line of play over the stretches left,
//! from the rules alone (`oracle::alice_wins`).
use crate::common::Rng;
use crate::inputs::{array, every_row, json_array, lines, plain_array, random_rows};
use crate::layout::{boolean, short, Kind, Layout, Signature};
use crate::plain::end_taking_lead;
use crate::problem::{Case, Problem, RANDOM_CASES};

pub struct Game;

/// The interval table of best score differences: Alice wins when she finishes strictly ahead.
fn reference(piles: &[i64]) -> bool {
    end_taking_lead(piles) > 0
}

/// 500 piles of 1..=500 with an odd total, as LeetCode promises.
fn odd_total(rng: &mut Rng) -> String {
    let mut piles = rng.values(500, 1, 500);
    if piles.iter().sum::<u64>() % 2 == 0 {
        piles[0] = if piles[0] == 500 { 499 } else { piles[0] + 1 };
    }
    array(&piles)
}

/// A case on `piles`, written as `text`, with the oracle's answer.
fn case(piles: &[i64], text: String) -> Case {
    Case::Params(vec![("piles", text)], oracle::alice_wins(piles).to_string())
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::LeetCode(Signature {
            kinds: &[Kind::Ints],
            answer: |c| reference(c[0].array()).to_string(),
            affordable: short::<600>,
            shape: boolean,
        })
    }

    /// Rows of 0..=8 piles of 1..=9 stones.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        let rows = random_rows(rng, RANDOM_CASES, 8, 1, 9);
        rows.iter().map(|piles| case(piles, json_array(rng, piles))).collect()
    }

    /// Every row of 0..=6 piles of 1..=5 stones (19 531 rows).
    fn small_cases(&self) -> Vec<Case> {
        every_row(6, 1, 5).iter().map(|piles| case(piles, plain_array(piles))).collect()
    }

    /// 1500 random rows of 0..=8 piles of 1..=9 stones.
    fn check_reference(&self) {
        for piles in random_rows(&mut Rng::new(8771406), 1500, 8, 1, 9) {
            assert_eq!(reference(&piles), oracle::alice_wins(&piles), "{:?}", piles);
        }
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        vec![
            ("[1,-2]".into(), ""),
            ("[5,3,4,5]\n[".into(), "true\n"),
            (format!("[{}1]", "1,".repeat(5000)), ""),
            ("piles = [1], x = 2".into(), ""),
        ]
    }

    fn max_cases(&self, rng: &mut Rng) -> Vec<(&'static str, String)> {
        vec![
            ("length-500", lines((0..20).map(|_| odd_total(rng)))),
            ("beyond-judge", array(&rng.values(4999, 0, 1_000_000)) + "\n"),
        ]
    }
}

mod oracle {
    //! Exhaustive oracle for LeetCode 877 "Stone Game": piles of stones lie in a
    //! row; Alice and Bob take turns, Alice first, and each turn the player to
    //! move takes the whole pile at either the beginning or the end of the row;
    //! when no piles remain, the player with more stones wins. Each player plays
    //! to maximise their own total. LeetCode promises an even number of piles and
    //! an odd total (so no ties); this oracle takes any row, and a tie is not a
    //! win for Alice.
    //!
    //! The oracle plays every line of play. A position is the remaining stretch
    //! `left..right` (whose turn it is follows from how many piles are gone, and
    //! the stones already taken do not change what is best from here). Since the
    //! stones of the stretch are split between the two players, maximising one's
    //! own total is maximising (own total − other's total) from here on, and the
    //! value of a stretch for the player to move is the better of: the first pile
    //! minus the value of the stretch without it, or the last pile minus the value
    //! of the stretch without that. Values are memoised per stretch; every move
    //! shortens the stretch, so the recursion ends at the empty stretch.

    use crate::oracle::end_taking_margin;

    /// Returns whether Alice ends with strictly more stones than Bob.
    pub fn alice_wins(piles: &[i64]) -> bool {
        let gain = |left: usize, right: usize, first: bool| {
            if first {
                piles[left]
            } else {
                piles[right - 1]
            }
        };
        end_taking_margin(piles.len(), &gain) > 0
    }

    #[test]
    fn leetcode_examples() {
        // https://leetcode.com/problems/stone-game/ (statement and examples
        // mirrored at https://rustgym.com/leetcode/877 and the
        // leetcode-in-java s0877_stone_game readme on jar-download.com).
        // [5, 3, 4, 5]: Alice takes a 5; whatever Bob takes, Alice gets the
        // larger of what is left: 10 or 9 of the 17.
        assert!(alice_wins(&[5, 3, 4, 5]));
        assert!(alice_wins(&[3, 7, 2, 3]));
    }

    #[test]
    fn small_rows_by_hand() {
        // [1, 2]: Alice takes 2, Bob gets 1.
        assert!(alice_wins(&[1, 2]));
        // [4, 4]: 4 against 4 is a tie, not a win.
        assert!(!alice_wins(&[4, 4]));
        // [1, 10, 1] (odd length): Bob always gets the 10, 2 against 10.
        assert!(!alice_wins(&[1, 10, 1]));
        // [7]: Alice takes the only pile.
        assert!(alice_wins(&[7]));
        // [2, 1, 1, 2]: Alice takes a 2 (the ends are alike); Bob takes the
        // other 2 (taking a 1 would hand it to Alice); then 1 each: 3 against
        // 3, a tie.
        assert!(!alice_wins(&[2, 1, 1, 2]));
    }
}
