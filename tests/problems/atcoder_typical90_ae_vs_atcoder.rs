//! AtCoder TYPICAL90_AE · 031 - VS AtCoder (★6): piles of w white and b blue stones; a move
//! on one pile removes a white stone and adds w blue ones (w ≥ 1), or removes 1 to ⌊b/2⌋
//! blue ones (b ≥ 2); who cannot move loses. Input `N`, the W line, the B line; `First` or
//! `Second`. Oracle: whole positions (the multiset of piles) searched move by move from the
//! rules alone.
//!
//! Statement confirmed from public copies: the input format and the five samples from the
//! problem set's author's repository (E869120/kyopro_educational_90, sample/031.txt); the
//! moves and the limit of 1325 blue stones from a public Ruby solution of "031 - VS AtCoder
//! (★6)" (W_MAX = 50, B_MAX = W_MAX + W_MAX·(W_MAX + 1)/2, the moves (i − 1, j + i) and
//! (i, j − k) for 1 ≤ k ≤ j/2). The statement itself (a picture in that repository) could not
//! be read here: the limits 1 ≤ N ≤ 10^5 and 0 ≤ W_i, B_i ≤ 50 are the and the
//! samples' (sample 1 has W_1 = 0), and the 2 s time limit is assumed.
use crate::common::Rng;
use crate::layout::{is_word, words, Format, Layout, Shape};
use crate::problem::{Case, Problem, RANDOM_CASES};
use std::collections::HashMap;

pub struct Game;

fn answer(first_wins: bool) -> String {
    words("First", "Second")(first_wins)
}

type Pile = (u64, u64);

/// A pile's positions after one move: (w − 1, b + w), and (w, b − k) for 1 ≤ k ≤ ⌊b/2⌋.
fn moves((white, blue): Pile) -> Vec<Pile> {
    let mut after: Vec<Pile> = (1..=blue / 2).map(|k| (white, blue - k)).collect();
    if white >= 1 {
        after.push((white - 1, blue + white));
    }
    after
}

/// The known rule: Grundy values by mex, memoised; the first player wins iff their xor is
/// not 0.
#[derive(Default)]
struct Reference {
    grundy: HashMap<Pile, u64>,
}

impl Reference {
    fn value(&mut self, pile: Pile) -> u64 {
        if let Some(&known) = self.grundy.get(&pile) {
            return known;
        }
        let options: Vec<u64> = moves(pile).into_iter().map(|p| self.value(p)).collect();
        let mex = (0..).find(|v| !options.contains(v)).expect("a finite set misses a number");
        self.grundy.insert(pile, mex);
        mex
    }

    fn first_wins(&mut self, piles: &[Pile]) -> bool {
        piles.iter().fold(0, |acc, &pile| acc ^ self.value(pile)) != 0
    }
}

/// Whether the player to move wins, by position: the piles, sorted, empty ones dropped.
#[derive(Default)]
struct Oracle {
    memo: HashMap<Vec<Pile>, bool>,
}

impl Oracle {
    fn wins(&mut self, piles: &[Pile]) -> bool {
        let mut position: Vec<Pile> = piles.iter().copied().filter(|&p| p != (0, 0)).collect();
        position.sort_unstable();
        if let Some(&known) = self.memo.get(&position) {
            return known;
        }
        let won = (0..position.len()).any(|i| {
            moves(position[i]).into_iter().any(|after| {
                let mut next = position.clone();
                next[i] = after;
                !self.wins(&next)
            })
        });
        self.memo.insert(position, won);
        won
    }
}

fn case(oracle: &mut Oracle, piles: &[Pile]) -> Case {
    let white = piles.iter().map(|p| p.0).collect();
    let blue = piles.iter().map(|p| p.1).collect();
    Case::Lines(vec![vec![piles.len() as u64], white, blue], answer(oracle.wins(piles)))
}

fn text(piles: &[Pile]) -> String {
    let row = |of: fn(&Pile) -> u64| {
        piles.iter().map(|p| of(p).to_string()).collect::<Vec<String>>().join(" ")
    };
    format!("{}\n{}\n{}\n", piles.len(), row(|p| p.0), row(|p| p.1))
}

fn random_piles(rng: &mut Rng, count: u64, most_white: u64, most_blue: u64) -> Vec<Pile> {
    (0..count).map(|_| (rng.range(0, most_white), rng.range(0, most_blue))).collect()
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::Program(Format {
            shape: Shape::Single,
            test: |c| {
                let n = c.int(1, 1_000_000)?;
                let white = c.values(n, 0, 50)?;
                let blue = c.values(n, 0, 50)?;
                let piles: Vec<Pile> = white.into_iter().zip(blue).collect();
                Some(answer(Reference::default().first_wins(&piles)))
            },
            answer_shape: |l| is_word(l, &["First", "Second"]),
        })
    }

    /// 1 to 3 piles of 0 to 3 white and 0 to 8 blue stones.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        let mut oracle = Oracle::default();
        (0..RANDOM_CASES)
            .map(|_| {
                let n = rng.range(1, 3);
                case(&mut oracle, &random_piles(rng, n, 3, 8))
            })
            .collect()
    }

    /// Every single pile of 0 to 4 white and 0 to 12 blue stones (65).
    fn small_cases(&self) -> Vec<Case> {
        let mut oracle = Oracle::default();
        let piles = (0..=4).flat_map(|w| (0..=12).map(move |b| (w, b)));
        piles.map(|pile| case(&mut oracle, &[pile])).collect()
    }

    /// Every set of one or two piles of up to 3 white and 8 blue stones, and 1000 random sets
    /// of three.
    fn check_reference(&self) {
        let mut oracle = Oracle::default();
        let mut reference = Reference::default();
        let piles: Vec<Pile> = (0..=3).flat_map(|w| (0..=8).map(move |b| (w, b))).collect();
        for &p in &piles {
            assert_eq!(reference.first_wins(&[p]), oracle.wins(&[p]), "{:?}", p);
            for &q in &piles {
                assert_eq!(reference.first_wins(&[p, q]), oracle.wins(&[p, q]), "{:?}", [p, q]);
            }
        }
        let mut rng = Rng::new(31);
        for _ in 0..1000 {
            let set = random_piles(&mut rng, 3, 3, 8);
            assert_eq!(reference.first_wins(&set), oracle.wins(&set), "{:?}", set);
        }
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        crate::problem::refused_at_once(&[
            "0\n\n\n",
            "1\n51\n0\n",
            "1\n0\n51\n",
            "2\n1 2\n3\n",
            "1\n-1\n2\n",
            "1\n1\n1\n1\n",
            "1000001\n",
        ])
    }

    /// The judge's limits, 10^5 piles: random; every pile (50, 50), an even count (Second);
    /// every pile of the judge's range once; beyond them, 10^6 random piles.
    fn max_cases(&self, rng: &mut Rng) -> Vec<(&'static str, String)> {
        let every: Vec<Pile> = (0..=50).flat_map(|w| (0..=50).map(move |b| (w, b))).collect();
        vec![
            ("random", text(&random_piles(rng, 100_000, 50, 50))),
            ("all-largest", text(&vec![(50, 50); 100_000])),
            ("every-pile", text(&every)),
            ("beyond-judge", text(&random_piles(rng, 1_000_000, 50, 50))),
        ]
    }
}

#[test]
fn statement_samples_and_hand_worked_cases() {
    let mut oracle = Oracle::default();
    // The five samples (sample/031.txt in the author's repository).
    assert!(oracle.wins(&[(0, 2)]));
    assert!(!oracle.wins(&[(10, 10), (10, 10)]));
    assert!(!oracle.wins(&[(1, 1)]));
    let sample_4 = [(3, 2), (1, 7), (4, 1), (1, 8), (5, 2), (9, 8)];
    let sample_5 = [(1, 1), (2, 2), (3, 3), (4, 4), (5, 5), (6, 6)];
    let mut reference = Reference::default();
    assert!(!reference.first_wins(&sample_4));
    assert!(reference.first_wins(&sample_5));
    // (0, 1) has no move; (1, 0) moves to it. (1, 1) only moves to (0, 2), whence (0, 1).
    assert!(!oracle.wins(&[(0, 1)]));
    assert!(oracle.wins(&[(1, 0)]));
    assert!(oracle.wins(&[(0, 2)]) && !oracle.wins(&[(1, 1)]));
}
