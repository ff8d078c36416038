//! SPOJ MMMGAME · M&M Game: misère Nim, whoever eats the last M&M loses. Input `T`, then T
//! tests `N` / `A_1 … A_N`; `John` when the first player wins, else `Brother`. The same game and
//! input as Luogu P4279: its reference solver (the misère rule), its oracle (the literal search
//! over pile multisets, the empty box won by the player to move) and its cases serve here.
use crate::common::Rng;
use crate::inputs::{all_vectors, counted, multisets, tests_counted};
use crate::layout::{is_word, words, Format, Layout, Shape, MAX};
use crate::problem::{Case, Problem, RANDOM_CASES};
use crate::problems::luogu_p4279_anti_nim::{case, oracle, reference};

pub struct Game;

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::Program(Format {
            shape: Shape::Counted(MAX),
            test: |c| Some(words("John", "Brother")(reference(&c.counted(0, MAX, 0, MAX)?))),
            answer_shape: |l| is_word(l, &["John", "Brother"]),
        })
    }

    /// Up to 5 colours of up to 5 M&Ms, a third of them all single M&Ms.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        (0..RANDOM_CASES)
            .map(|i| {
                case(&rng.row(5, if i % 3 == 0 { 1 } else { 0 }, if i % 3 == 0 { 1 } else { 5 }))
            })
            .collect()
    }

    /// Every multiset of up to 5 colours of up to 4 M&Ms (126, one input).
    fn small_cases(&self) -> Vec<Case> {
        multisets(5, 0, 4).iter().map(|piles| case(piles)).collect()
    }

    /// Every row of up to 5 colours of up to 5 M&Ms.
    fn check_reference(&self) {
        for piles in all_vectors(5, 5) {
            assert_eq!(reference(&piles), oracle::first_player_wins(&piles), "{:?}", piles);
        }
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        vec![
            ("2\n3\n3 5 1\n1\n".into(), "John\n"),
            ("1\n2\n1 -1\n".into(), ""),
            ("1\n1\n1\n9\n".into(), "Brother\n"),
            ("2\n1\n1\n1\n1x\n".into(), "Brother\n"),
        ]
    }

    /// The judge's limits: 474 tests of 47 colours of 1 to 4747 M&Ms, a fifth of them all
    /// single M&Ms; and ours: counts up to 2^63−1.
    fn max_cases(&self, rng: &mut Rng) -> Vec<(&'static str, String)> {
        let judge = (0..474)
            .map(|i| counted(&rng.values(47, 1, if i % 5 == 0 { 1 } else { 4747 })))
            .collect();
        let ours = (0..474).map(|_| counted(&rng.values(47, 0, MAX as u64))).collect();
        vec![("random", tests_counted(judge)), ("accepted-limit", tests_counted(ours))]
    }
}
