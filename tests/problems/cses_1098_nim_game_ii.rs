//! CSES 1098 · Nim Game II: n heaps, a move takes 1, 2 or 3 sticks from one heap, who takes
//! the last one wins. Input `t`, then per test `n` / `x_1 … x_n`; `first` when the first player
//! wins, else `second`. Oracle: the set-Nim search of `crate::oracle::subtraction` with the
//! move sizes {1, 2, 3}.
use crate::common::Rng;
use crate::inputs::{all_vectors, counted, counted_lines, multisets, tests_counted};
use crate::layout::{first_second, is_first_second, Format, Layout, Shape, MAX};
use crate::oracle::{subtraction, sweep, Oracle};
use crate::problem::{Case, Problem, RANDOM_CASES};

pub struct Game;

/// The move sizes.
const MOVES: [u64; 3] = [1, 2, 3];

/// The known rule: the first player wins exactly when the xor of the heaps mod 4 is not zero.
fn reference(heaps: &[u64]) -> bool {
    heaps.iter().fold(0, |xor, &heap| xor ^ (heap % 4)) != 0
}

fn case(oracle: &mut Oracle, heaps: &[u64]) -> Case {
    Case::Lines(counted_lines(heaps), first_second(oracle.first_player_wins(heaps)))
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::Program(Format {
            shape: Shape::Counted(MAX),
            test: |c| Some(first_second(reference(&c.counted(0, MAX, 0, MAX)?))),
            answer_shape: is_first_second,
        })
    }

    /// Up to 4 heaps of up to 12 sticks.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        let mut oracle = subtraction::oracle(&MOVES);
        (0..RANDOM_CASES).map(|_| case(&mut oracle, &rng.row(4, 0, 12))).collect()
    }

    /// Every multiset of up to 3 heaps of up to 9 sticks, as the tests of one input.
    fn small_cases(&self) -> Vec<Case> {
        let mut oracle = subtraction::oracle(&MOVES);
        multisets(3, 0, 9).iter().map(|heaps| case(&mut oracle, heaps)).collect()
    }

    /// Every row of up to 4 heaps of up to 9 sticks.
    fn check_reference(&self) {
        sweep("nim {1,2,3}", subtraction::oracle(&MOVES), all_vectors(4, 9), reference);
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        vec![
            ("2\n1\n4\n2\n1\n".into(), "second\n"),
            ("1\n1 -4\n".into(), ""),
            ("1\n2 5 1\n7\n".into(), "second\n"),
            ("2\n1 1\n2 1 x\n".into(), "first\n"),
            ("1\n1 9223372036854775808\n".into(), ""),
        ]
    }

    /// The judge's largest inputs, Σn = 2·10^5: one test of 2·10^5 heaps up to 10^9, every
    /// one a multiple of 4 but a pair that cancels (lost), and 2·10^5 tests of one heap.
    fn max_cases(&self, rng: &mut Rng) -> Vec<(&'static str, String)> {
        let mut fours: Vec<u64> = (0..200_000).map(|_| rng.range(1, 250_000_000) * 4).collect();
        fours[0] += 3;
        fours[1] += 3;
        let fours = tests_counted(vec![counted(&fours)]);
        let singles = (0..200_000).map(|_| counted(&[rng.range(1, 1_000_000_000)])).collect();
        vec![("lost", fours), ("one-heap-tests", tests_counted(singles))]
    }
}
