//! LeetCode 1690 · Stone Game VII: players alternately remove the leftmost or rightmost stone
//! and score the sum of the stones left. Input `stones`; answers Alice's score minus Bob's
//! under optimal play. Oracle: every line of play over the remaining stretch.
use crate::common::Rng;
use crate::inputs::{array, json_array, lines, random_rows};
use crate::layout::{integer, short, Kind, Layout, Signature};
use crate::plain::prefix_sums;
use crate::problem::{Case, Problem, RANDOM_CASES};

pub struct Game;

/// The interval table of the lead when a move scores the sum of the stones left after it.
fn reference(stones: &[i64]) -> i64 {
    let n = stones.len();
    let prefix = prefix_sums(stones);
    let sum = |i: usize, j: usize| prefix[j] - prefix[i]; // stones[i..j]
    let mut lead = vec![0i64; n]; // for stretches [i, i + len)
    for len in 2..=n {
        for i in 0..=n - len {
            let j = i + len;
            lead[i] = (sum(i + 1, j) - lead[i + 1]).max(sum(i, j - 1) - lead[i]);
        }
    }
    lead.first().copied().unwrap_or(0)
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::LeetCode(Signature {
            kinds: &[Kind::Ints],
            answer: |c| reference(c[0].array()).to_string(),
            affordable: short::<1200>,
            shape: integer,
        })
    }

    /// Rows of 0..=8 stones in 1..=9.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        (0..RANDOM_CASES)
            .map(|_| {
                let stones = random_rows(rng, 1, 8, 1, 9).remove(0);
                let answer = oracle::difference(&stones).to_string();
                Case::Params(vec![("stones", json_array(rng, &stones))], answer)
            })
            .collect()
    }

    /// 1500 random rows of 0..=8 stones in 1..=9.
    fn check_reference(&self) {
        for row in random_rows(&mut Rng::new(1690), 1500, 8, 1, 9) {
            assert_eq!(reference(&row), oracle::difference(&row), "{:?}", row);
        }
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        vec![
            ("[-1,2]".into(), ""),
            ("[2147483647,1]".into(), ""),
            ("[5,3,1,4,2]\n[1,".into(), "6\n"),
            (format!("[{}1]", "1,".repeat(5000)), ""),
        ]
    }

    /// Three rows of 1000 stones in 1..=1000.
    fn max_cases(&self, rng: &mut Rng) -> Vec<(&'static str, String)> {
        vec![("length-1000", lines((0..3).map(|_| array(&rng.values(1000, 1, 1000)))))]
    }
}

/// Exhaustive oracle: stones with values lie in a row; Alice and Bob take turns, Alice first,
/// and the player to move removes either the leftmost or the rightmost stone and receives
/// points equal to the sum of the values of the stones that remain in the row. The game ends
/// when no stones are left. Alice plays to maximise (Alice's score − Bob's score) and Bob to
/// minimise it; the answer is that difference.
///
/// The oracle plays every line of play. A position is the remaining stretch `left..right`
/// (the player to move follows from the line, and the points so far do not change what is
/// best from here). Bob minimising Alice − Bob is Bob maximising Bob − Alice, so the value of
/// a stretch for the player to move is the most they can finish ahead by from here on: the
/// better of removing the leftmost stone (scoring the sum of the rest) minus the value of the
/// rest, or the same with the rightmost stone; the empty stretch is worth 0. Values are
/// memoised per stretch; every move shortens it.
mod oracle {
    use crate::oracle::end_taking_margin;

    /// Returns Alice's score minus Bob's under optimal play.
    pub fn difference(stones: &[i64]) -> i64 {
        // A move scores the stones that remain after it.
        let gain = |left: usize, right: usize, first: bool| -> i64 {
            let rest = if first { &stones[left + 1..right] } else { &stones[left..right - 1] };
            rest.iter().sum()
        };
        end_taking_margin(stones.len(), &gain)
    }

    #[test]
    fn leetcode_examples() {
        // https://leetcode.com/problems/stone-game-vii/ (examples mirrored at
        // http://code.minggr.net/leetcode-1690/).
        // [5, 3, 1, 4, 2]: Alice removes 2 (13), Bob 5 (8), Alice 3 (5), Bob
        // 1 (4), Alice 4 (0): 18 - 12 = 6.
        assert_eq!(difference(&[5, 3, 1, 4, 2]), 6);
        assert_eq!(difference(&[7, 90, 5, 1, 100, 10, 10, 2]), 122);
    }

    #[test]
    fn small_rows_by_hand() {
        // [1, 2]: Alice removes 1 and scores 2; Bob removes 2 and scores 0.
        assert_eq!(difference(&[1, 2]), 2);
        // [5]: removing the last stone scores nothing.
        assert_eq!(difference(&[5]), 0);
        // [3, 3, 3]: every line scores 6 for Alice, 3 for Bob, 0 for Alice.
        assert_eq!(difference(&[3, 3, 3]), 3);
        // []: no moves.
        assert_eq!(difference(&[]), 0);
    }
}
