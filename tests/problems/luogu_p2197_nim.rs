//! Luogu P2197 · 【模板】Nim 游戏: n piles, a move takes stones from one pile. Input `T`, then T
//! tests `n` / `a_1 … a_n`; `Yes` when the first player wins. Oracle: the Nim search of
//! `crate::oracle::nim`.
use crate::common::Rng;
use crate::inputs::{all_vectors, counted, counted_lines, multisets, tests_counted};
use crate::layout::{is_word, yes_no, Format, Layout, Shape, MAX};
use crate::oracle::{nim, sweep, Oracle};
use crate::problem::{Case, Problem, RANDOM_CASES};

pub struct Game;

/// The known rule: the first player wins exactly when the xor of the piles is not zero.
fn reference(piles: &[u64]) -> bool {
    piles.iter().fold(0, |xor, &pile| xor ^ pile) != 0
}

fn case(oracle: &mut Oracle, piles: &[u64]) -> Case {
    Case::Lines(counted_lines(piles), yes_no(oracle.first_player_wins(piles)))
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::Program(Format {
            shape: Shape::Counted(MAX),
            test: |c| Some(yes_no(reference(&c.counted(0, MAX, 0, MAX)?))),
            answer_shape: |l| is_word(l, &["Yes", "No"]),
        })
    }

    /// Up to 4 piles of up to 7 stones.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        let mut oracle = nim::oracle();
        (0..RANDOM_CASES)
            .map(|_| case(&mut oracle, &rng.row(4, 0, 7)))
            .collect()
    }

    /// Every multiset of up to 4 piles of up to 6 stones (210, one input).
    fn small_cases(&self) -> Vec<Case> {
        let mut oracle = nim::oracle();
        multisets(4, 0, 6).iter().map(|piles| case(&mut oracle, piles)).collect()
    }

    /// Every row of up to 4 piles of up to 7 stones.
    fn check_reference(&self) {
        sweep("nim", nim::oracle(), all_vectors(4, 7), reference);
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        vec![
            ("2\n2 1 1\n1\n".into(), "No\n"),
            ("1\n1 -1\n".into(), ""),
            ("1\n1 5\n7\n".into(), "Yes\n"),
        ]
    }

    fn max_cases(&self, rng: &mut Rng) -> Vec<(&'static str, String)> {
        let tests = (0..10).map(|_| counted(&rng.values(10_000, 0, 9999))).collect();
        vec![("random", tests_counted(tests))]
    }
}
