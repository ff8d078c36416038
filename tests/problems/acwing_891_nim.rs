//! AcWing 891 · Nim游戏: n piles, a move takes stones from one pile. Input `n` / `a_1 … a_n`;
//! `Yes` when the first player wins. Oracle: the Nim search of `crate::oracle::nim`.
use crate::common::Rng;
use crate::inputs::{all_vectors, counted, counted_lines, multisets, xor_zero};
use crate::layout::{is_word, yes_no, Format, Layout, Shape, MAX};
use crate::oracle::{nim, sweep};
use crate::problem::{Case, Problem, Target, Workload, RANDOM_CASES, refused_at_once};

pub struct Game;

/// The known rule: the first player wins exactly when the xor of the piles is not zero.
fn reference(piles: &[u64]) -> bool {
    piles.iter().fold(0, |xor, &pile| xor ^ pile) != 0
}

fn case(oracle: &mut crate::oracle::Oracle, piles: &[u64]) -> Case {
    Case::Lines(counted_lines(piles), yes_no(oracle.first_player_wins(piles)))
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::Program(Format {
            shape: Shape::Single,
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

    /// Every multiset of up to 3 piles of up to 6 stones (one run each).
    fn small_cases(&self) -> Vec<Case> {
        let mut oracle = nim::oracle();
        multisets(3, 0, 6).iter().map(|piles| case(&mut oracle, piles)).collect()
    }

    /// Every row of up to 4 piles of up to 7 stones.
    fn check_reference(&self) {
        sweep("nim", nim::oracle(), all_vectors(4, 7), reference);
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        refused_at_once(&["2\n1 -3\n", "2\n1 2 3\n", "1\n9223372036854775808\n"])
    }

    fn max_cases(&self, rng: &mut Rng) -> Vec<(&'static str, String)> {
        vec![
            ("random", counted(&rng.values(100_000, 1, 1_000_000_000))),
            ("xor-zero", counted(&xor_zero(rng, 100_000, 1, 1_000_000_000, 1))),
        ]
    }

    fn workloads(&self) -> Vec<Workload> {
        let input = counted(&Rng::new(4).values(100_000, 1, 1_000_000_000));
        let (anchor, target) = (Some("seed_891"), Target::Floor(1.3));
        vec![Workload { name: "891 n=1e5, a<=1e9", input, anchor, target }]
    }
}
