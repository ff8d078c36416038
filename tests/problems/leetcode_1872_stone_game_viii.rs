//! LeetCode 1872 · Stone Game VIII: while more than one stone is left, the player to move
//! merges the leftmost x > 1 stones into one stone of their sum and scores that sum. Input
//! `stones`; answers Alice's score minus Bob's under optimal play. Oracle: every line of play
//! on the literal row.
use crate::common::Rng;
use crate::inputs::{every_row, json_array, lines, plain_array, random_rows};
use crate::layout::{always, integer, Kind, Layout, Signature};
use crate::plain::prefix_sums;
use crate::problem::{Case, Problem, RANDOM_CASES};

pub struct Game;

/// With p[i] the sum of stones[..=i], the mover at state i (stones before i merged) takes up
/// to some j ≥ i, scores p[j] and leaves state j + 1; one stone left ends it.
fn reference(stones: &[i64]) -> i64 {
    let n = stones.len();
    if n < 2 {
        return 0; // no move: nothing scored
    }
    let prefix = prefix_sums(stones); // prefix[i + 1]: the sum of stones[..=i]
    let mut best = prefix[n]; // state n − 1: take everything
    for i in (1..n - 1).rev() {
        best = best.max(prefix[i + 1] - best);
    }
    best
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::LeetCode(Signature {
            kinds: &[Kind::Ints],
            answer: |c| reference(c[0].array()).to_string(),
            affordable: always,
            shape: integer,
        })
    }

    /// Rows of 2..=6 stones in −9..=9 (a row drawn shorter than 2 becomes `[3,-4]`).
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        (0..RANDOM_CASES)
            .map(|_| {
                let stones = random_rows(rng, 1, 6, -9, 9).remove(0);
                let stones = if stones.len() < 2 { vec![3, -4] } else { stones };
                let answer = oracle::difference(&stones).to_string();
                Case::Params(vec![("stones", json_array(rng, &stones))], answer)
            })
            .collect()
    }

    /// Every row of 2..=5 stones in −3..=3 (19600 rows).
    fn small_cases(&self) -> Vec<Case> {
        let rows = every_row(5, -3, 3).into_iter().filter(|row| row.len() >= 2);
        rows.map(|row| {
            let answer = oracle::difference(&row).to_string();
            Case::Params(vec![("stones", plain_array(&row))], answer)
        })
        .collect()
    }

    /// Those of 1500 random rows of 0..=7 stones in −9..=9 that hold at least 2 stones.
    fn check_reference(&self) {
        let rows = random_rows(&mut Rng::new(1872), 1500, 7, -9, 9);
        for stones in rows.into_iter().filter(|s| s.len() >= 2) {
            assert_eq!(reference(&stones), oracle::difference(&stones), "{:?}", stones);
        }
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        vec![("[1073741824,1]".into(), ""), ("[-1,2,-3,4,-5]\n[1]x".into(), "5\n")]
    }

    /// Three rows of 10^5 stones in −10^4..=10^4.
    fn max_cases(&self, rng: &mut Rng) -> Vec<(&'static str, String)> {
        let row = |rng: &mut Rng| {
            let values = rng.values(100_000, 0, 20_000);
            plain_array(&values.iter().map(|&v| v as i64 - 10_000).collect::<Vec<_>>())
        };
        vec![("length-1e5", lines((0..3).map(|_| row(rng))))]
    }
}

/// Exhaustive oracle: stones lie in a row and Alice moves first; while more than one stone
/// remains, the player to move chooses an integer x > 1, removes the leftmost x stones, adds
/// their sum to their score and places one new stone of that sum on the left of the row. The
/// game stops when one stone is left. Alice maximises (Alice's score - Bob's score) and Bob
/// minimises it.
///
/// The oracle plays the literal row: the value of a row for the player to move is the best,
/// over every x, of (the sum taken) - (the value of the resulting row for the opponent), and
/// a row of one stone is worth 0. Values are memoised on the row itself. Every move shortens
/// the row by x - 1 >= 1 stones, so the recursion ends.
mod oracle {
    use std::collections::HashMap;

    /// Best (mover's score - opponent's score) from here on for the player to move on `row`.
    fn value(row: Vec<i64>, memo: &mut HashMap<Vec<i64>, i64>) -> i64 {
        if row.len() <= 1 {
            return 0;
        }
        if let Some(&known) = memo.get(&row) {
            return known;
        }
        let mut best = i64::MIN;
        for x in 2..=row.len() {
            let taken: i64 = row[..x].iter().sum();
            let mut next = vec![taken];
            next.extend_from_slice(&row[x..]);
            best = best.max(taken - value(next, memo));
        }
        memo.insert(row, best);
        best
    }

    /// Returns Alice's score minus Bob's score when both play optimally.
    pub fn difference(stones: &[i64]) -> i64 {
        value(stones.to_vec(), &mut HashMap::new())
    }

    #[test]
    fn leetcode_examples() {
        // https://algocliff.com/problems/1872-stone-game-viii (the statement).
        assert_eq!(difference(&[-1, 2, -3, 4, -5]), 5);
        assert_eq!(difference(&[7, -6, 5, 10, 5, -2, -6]), 13);
        assert_eq!(difference(&[-10, -12]), -22);
    }

    #[test]
    fn small_rows_by_hand() {
        // [1, 2, 3]: taking all scores 6; taking two leaves [3, 3], Bob takes 6: 3 - 6 = -3.
        assert_eq!(difference(&[1, 2, 3]), 6);
        // [5, -10, 1]: taking all scores -4; taking [5, -10] scores -5 and leaves [-5, 1],
        // which Bob must take for -4, so -5 - (-4) = -1 is better.
        assert_eq!(difference(&[5, -10, 1]), -1);
        // [4]: one stone, no move.
        assert_eq!(difference(&[4]), 0);
    }
}
