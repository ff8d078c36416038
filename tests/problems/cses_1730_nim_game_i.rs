//! CSES 1730 · Nim Game I: n heaps, a move takes sticks from one heap, who takes the last one
//! wins. Input `t`, then per test `n` / `x_1 … x_n`; `first` when the first player wins, else
//! `second`. Oracle: the Nim search of `crate::oracle::nim`.
use crate::common::Rng;
use crate::inputs::{all_vectors, counted, counted_lines, multisets, tests_counted, xor_zero};
use crate::layout::{first_second, is_first_second, Format, Layout, Shape, MAX};
use crate::oracle::{nim, sweep, Oracle};
use crate::problem::{Case, Problem, RANDOM_CASES};

pub struct Game;

/// The known rule: the first player wins exactly when the xor of the heaps is not zero.
fn reference(heaps: &[u64]) -> bool {
    heaps.iter().fold(0, |xor, &heap| xor ^ heap) != 0
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

    /// Up to 4 heaps of up to 7 sticks.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        let mut oracle = nim::oracle();
        (0..RANDOM_CASES).map(|_| case(&mut oracle, &rng.row(4, 0, 7))).collect()
    }

    /// Every multiset of up to 3 heaps of up to 6 sticks, as the tests of one input.
    fn small_cases(&self) -> Vec<Case> {
        let mut oracle = nim::oracle();
        multisets(3, 0, 6).iter().map(|heaps| case(&mut oracle, heaps)).collect()
    }

    /// Every row of up to 4 heaps of up to 7 sticks.
    fn check_reference(&self) {
        sweep("nim", nim::oracle(), all_vectors(4, 7), reference);
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        vec![
            ("2\n1\n5\n2\n1\n".into(), "first\n"),
            ("1\n1 -1\n".into(), ""),
            ("1\n2 3 3\n7\n".into(), "second\n"),
            ("2\n1 1\n2 1 x\n".into(), "first\n"),
            ("1\n1 9223372036854775808\n".into(), ""),
        ]
    }

    /// The judge's largest inputs, Σn = 2·10^5: one test of 2·10^5 heaps up to 10^9 with xor
    /// 0, and 10^5 tests of two heaps, equal (lost) in half of them.
    fn max_cases(&self, rng: &mut Rng) -> Vec<(&'static str, String)> {
        let zero = tests_counted(vec![counted(&xor_zero(rng, 200_000, 1, 1_000_000_000, 1))]);
        let pairs = (0..100_000)
            .map(|i| {
                let first = rng.range(1, 1_000_000_000);
                counted(&[first, if i % 2 == 0 { first } else { rng.range(1, 1_000_000_000) }])
            })
            .collect();
        vec![("xor-zero", zero), ("two-heap-tests", tests_counted(pairs))]
    }
}
