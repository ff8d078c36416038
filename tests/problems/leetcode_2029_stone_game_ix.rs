//! LeetCode 2029 · Stone Game IX: players alternately remove any stone; whoever makes the sum
//! of the removed stones divisible by 3 loses, and Bob wins when the stones run out. Input
//! `stones`; answers `true` when Alice wins. Oracle: every line of play over the stones left
//! per residue mod 3 and the removed sum mod 3.
use crate::common::Rng;
use crate::inputs::{array, every_row, json_array, lines, plain_array, random_rows};
use crate::layout::{always, boolean, Kind, Layout, Signature};
use crate::problem::{Case, Problem, RANDOM_CASES};

pub struct Game;

/// The counting rule on the residues mod 3 (Euclidean: the rules read only whether a sum is a
/// multiple of 3).
fn reference(stones: &[i64]) -> bool {
    let count = |r| stones.iter().filter(|&&s| s.rem_euclid(3) == r).count() as i64;
    let (zeros, ones, twos) = (count(0), count(1), count(2));
    if zeros % 2 == 0 {
        ones >= 1 && twos >= 1
    } else {
        (ones - twos).abs() > 2
    }
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::LeetCode(Signature {
            kinds: &[Kind::Ints],
            answer: |c| reference(c[0].array()).to_string(),
            affordable: always,
            shape: boolean,
        })
    }

    /// Rows of 0..=7 stones in 1..=9.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        (0..RANDOM_CASES)
            .map(|_| {
                let stones = random_rows(rng, 1, 7, 1, 9).remove(0);
                let answer = oracle::alice_wins(&stones).to_string();
                Case::Params(vec![("stones", json_array(rng, &stones))], answer)
            })
            .collect()
    }

    /// Every row of 0..=5 stones in 1..=6 (9331 rows).
    fn small_cases(&self) -> Vec<Case> {
        let rows = every_row(5, 1, 6).into_iter();
        rows.map(|row| {
            let answer = oracle::alice_wins(&row).to_string();
            Case::Params(vec![("stones", plain_array(&row))], answer)
        })
        .collect()
    }

    /// 1500 random rows of 0..=7 stones in 1..=9.
    fn check_reference(&self) {
        for stones in random_rows(&mut Rng::new(2029), 1500, 7, 1, 9) {
            assert_eq!(reference(&stones), oracle::alice_wins(&stones), "{:?}", stones);
        }
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        vec![
            ("[2,1]\n[2,x]".into(), "true\n"),
            ("[2147483648]".into(), ""),
            ("stones = [1], n = 2".into(), ""),
        ]
    }

    /// Three rows of 10^5 stones in 1..=10^4.
    fn max_cases(&self, rng: &mut Rng) -> Vec<(&'static str, String)> {
        vec![("length-1e5", lines((0..3).map(|_| array(&rng.values(100_000, 1, 10_000)))))]
    }
}

/// Exhaustive oracle: Alice and Bob alternate, Alice first, each removing any one remaining
/// stone. The player whose removal makes the sum of the values of all removed stones
/// divisible by 3 loses. Bob wins automatically if no stones remain (even if it is Alice's
/// turn).
///
/// The rules read the stones only through the sum of the removed ones modulo 3, so a position
/// is the multiset of the remaining stones' values modulo 3 (counted per residue), the
/// removed sum modulo 3, and whose turn it is. Alice wins a position on her turn when some
/// removal wins for her, and on Bob's turn when every removal does; a removal that makes the
/// removed sum divisible by 3 loses for the remover at once, and otherwise, if it took the
/// last stone, Bob wins. Positions are memoised. Every move removes a stone, so the search
/// ends.
mod oracle {
    use std::collections::HashMap;

    /// A position: remaining stones per residue 0, 1, 2; removed sum mod 3; Alice to move.
    type Position = ([usize; 3], u64, bool);

    /// Whether Alice wins `position` against every play of Bob.
    fn alice_wins_from(position: Position, memo: &mut HashMap<Position, bool>) -> bool {
        let (counts, removed, alice_to_move) = position;
        if counts.iter().all(|&c| c == 0) {
            // No stones remain: Bob wins, whoever is to move.
            return false;
        }
        if let Some(&known) = memo.get(&position) {
            return known;
        }
        let mut outcomes = Vec::new();
        for (residue, &count) in counts.iter().enumerate() {
            if count == 0 {
                continue;
            }
            let sum = (removed + residue as u64) % 3;
            let outcome = if sum == 0 {
                // The remover made the removed sum divisible by 3 and loses.
                !alice_to_move
            } else {
                let mut rest = counts;
                rest[residue] -= 1;
                alice_wins_from((rest, sum, !alice_to_move), memo)
            };
            outcomes.push(outcome);
        }
        let result =
            if alice_to_move { outcomes.iter().any(|&w| w) } else { outcomes.iter().all(|&w| w) };
        memo.insert(position, result);
        result
    }

    /// Returns whether Alice wins with the stones `stones` under optimal play.
    pub fn alice_wins(stones: &[i64]) -> bool {
        let mut counts = [0usize; 3];
        for &stone in stones {
            counts[stone.rem_euclid(3) as usize] += 1;
        }
        alice_wins_from((counts, 0, true), &mut HashMap::new())
    }

    #[test]
    fn leetcode_examples() {
        // https://algocliff.com/problems/2029-stone-game-ix (the statement).
        assert!(alice_wins(&[2, 1]));
        assert!(!alice_wins(&[2]));
        assert!(!alice_wins(&[5, 1, 2, 4, 3]));
    }

    #[test]
    fn small_rows_by_hand() {
        // [3]: Alice's only removal makes the sum 3.
        assert!(!alice_wins(&[3]));
        // [4, 7]: sums 4 then 11, never divisible; the stones run out, so Bob wins.
        assert!(!alice_wins(&[4, 7]));
        // [1, 1, 2]: Alice removes 2 (sum 2); Bob must remove a 1 and makes the sum 3.
        assert!(alice_wins(&[1, 1, 2]));
        // [1, 1, 1]: sums 1, 2, 3, and the third removal is Alice's.
        assert!(!alice_wins(&[1, 1, 1]));
    }
}
