//! AcWing 893 · 集合-Nim游戏: k move sizes and n piles; a move takes exactly s stones from a
//! pile of at least s, for s one of the sizes. Input `k` / `s_1 … s_k` / `n` / `h_1 … h_n`;
//! `Yes` when the first player wins. Oracle: the set Nim search of `crate::oracle::subtraction`.
use crate::common::Rng;
use crate::inputs::{all_vectors, counted, counted_lines, distinct, multisets};
use crate::layout::{is_word, yes_no, Format, Layout, Shape, MAX, UNCHECKED};
use crate::oracle::{subtraction, sweep, Oracle};
use crate::plain::mex;
use crate::problem::{Case, Problem, Target, Workload, RANDOM_CASES, refused_at_once};

pub struct Game;

/// Sprague–Grundy: g(h) = mex over move sizes s ≤ h of g(h − s), pile sizes in increasing order.
fn reference(moves: &[u64], piles: &[u64]) -> bool {
    let largest = piles.iter().copied().max().unwrap_or(0);
    let mut g: Vec<u64> = Vec::new();
    for h in 0..=largest {
        let options = moves.iter().filter(|&&s| s <= h).map(|&s| g[(h - s) as usize]).collect();
        g.push(mex(&options));
    }
    piles.iter().fold(0, |xor, &pile| xor ^ g[pile as usize]) != 0
}

fn case(oracle: &mut Oracle, moves: &[u64], piles: &[u64]) -> Case {
    let lines = [counted_lines(moves), counted_lines(piles)].concat();
    Case::Lines(lines, yes_no(oracle.first_player_wins(piles)))
}

/// The move sizes from 1 to `largest` whose bits are set in `mask`.
fn sizes(mask: u64, largest: u64) -> Vec<u64> {
    (1..=largest).filter(|s| mask >> (s - 1) & 1 == 1).collect()
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::Program(Format {
            shape: Shape::Single,
            test: |c| {
                let (moves, piles) = (c.counted(0, 1000, 1, MAX)?, c.counted(0, MAX, 0, 100_000)?);
                let largest = piles.iter().copied().max().unwrap_or(0);
                if c.cheap && largest.saturating_mul(moves.len() as u64 + 1) > 20_000_000 {
                    return Some(UNCHECKED.to_string());
                }
                Some(yes_no(reference(&moves, &piles)))
            },
            answer_shape: |l| is_word(l, &["Yes", "No"]),
        })
    }

    /// 1 to 4 move sizes of 1..=6, up to 4 piles of up to 12 stones.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        (0..RANDOM_CASES)
            .map(|_| {
                let len = rng.range(1, 4) as usize;
                let moves = rng.values(len, 1, 6);
                let piles = rng.row(4, 0, 12);
                case(&mut subtraction::oracle(&moves), &moves, &piles)
            })
            .collect()
    }

    /// Every set of move sizes within {1, 2, 3} (7), each on every multiset of up to 2 piles of
    /// up to 4 stones (21): 147 runs.
    fn small_cases(&self) -> Vec<Case> {
        let mut cases = Vec::new();
        for mask in 1..8 {
            let moves = sizes(mask, 3);
            let mut oracle = subtraction::oracle(&moves);
            cases.extend(multisets(2, 0, 4).iter().map(|piles| case(&mut oracle, &moves, piles)));
        }
        cases
    }

    /// Every list of 1 to 3 move sizes of 1..=6 (258), each on every row of up to 2 piles of up
    /// to 12 stones.
    fn check_reference(&self) {
        for moves in all_vectors(3, 6).into_iter().filter(|m| !m.is_empty() && !m.contains(&0)) {
            let plain = |piles: &[u64]| reference(&moves, piles);
            let game = format!("set nim {:?}", moves);
            sweep(&game, subtraction::oracle(&moves), all_vectors(2, 12), plain);
        }
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        refused_at_once(&[
            "1\n0\n1\n3\n",
            "2\n1 2\n",
            "1\n2\n2\n3 -1\n",
            "1\n2\n1\n100001\n",
            "1001\n1\n",
            "1\n2\n1\n3\n4\n",
            "1\n2\n1000000000000\n1 2\n",
        ])
    }

    fn max_cases(&self, rng: &mut Rng) -> Vec<(&'static str, String)> {
        let random = counted(&distinct(100, 10_000, rng)) + &counted(&rng.values(100, 1, 10_000));
        let every_size: Vec<u64> = (1..=100).collect();
        let sizes_to_100 = counted(&every_size) + &counted(&rng.values(100, 1, 10_000));
        let moves = distinct(200, 1_000, rng);
        let mut piles = rng.values(1000, 0, 100_000);
        piles[0] = 100_000;
        vec![
            ("random", random),
            ("sizes-1-to-100", sizes_to_100),
            ("beyond-judge", counted(&moves) + &counted(&piles)),
        ]
    }

    /// The target for 893 is 1/30 of the anchor at its ≈ 3.4e8 (s = 1..100, where its
    /// recursion is deepest); on random sizes the anchor is cheaper and its ratio is shown.
    fn workloads(&self) -> Vec<Workload> {
        let mut rng = Rng::new(893);
        let random_sizes =
            counted(&rng.values(100, 1, 10_000)) + &counted(&rng.values(100, 1, 10_000));
        let every_size: Vec<u64> = (1..=100).collect();
        let sizes_to_100 = counted(&every_size) + &counted(&rng.values(100, 1, 10_000));
        vec![
            Workload {
                name: "893 k=n=100, s,h<=1e4",
                input: random_sizes,
                anchor: Some("seed_893"),
                target: Target::Total(3.4e8 / 30.0),
            },
            Workload {
                name: "893 s=1..100, h<=1e4",
                input: sizes_to_100,
                anchor: Some("seed_893"),
                target: Target::Anchor(1.0 / 30.0),
            },
        ]
    }
}
