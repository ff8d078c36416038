//! HDU 1536 · S-Nim: a set of move sizes S; a move takes exactly s ∈ S stones from one pile of
//! at least s. Input: tests `k s_1 … s_k`, `m`, then m positions `l h_1 … h_l`, until a lone
//! `0`; per test a line of `W`/`L`, one letter per position (W: the player to move wins).
//! Oracle: the set Nim search of `crate::oracle::subtraction`.
use crate::common::Rng;
use crate::inputs::{all_vectors, distinct, line, multisets};
use crate::layout::{Cursor, Format, Layout, Shape, MAX};
use crate::oracle::{subtraction, sweep};
use crate::plain::subtraction_grundy;
use crate::problem::{Case, Problem, RANDOM_CASES};

pub struct Game;

/// Sprague–Grundy: each position's letter from the xor of its piles' Grundy values g(h),
/// g(h) = mex over the move sizes s ≤ h of g(h − s).
fn reference(moves: &[u64], positions: &[Vec<u64>]) -> String {
    let largest = positions.iter().flatten().copied().max().unwrap_or(0);
    let g = subtraction_grundy(moves, largest);
    let letter = |piles: &Vec<u64>| {
        if piles.iter().fold(0, |x, &h| x ^ g[h as usize]) != 0 {
            'W'
        } else {
            'L'
        }
    };
    positions.iter().map(letter).collect()
}

/// One test: `k s_1 … s_k`, `m`, then m positions `l h_1 … h_l`; a line of W and L.
fn test(c: &mut Cursor) -> Option<String> {
    let moves = c.counted(1, 1000, 1, MAX)?;
    let positions = c.int(0, MAX)?;
    let positions: Vec<Vec<u64>> =
        (0..positions).map(|_| c.counted(0, MAX, 0, 100_000)).collect::<Option<_>>()?;
    Some(reference(&moves, &positions))
}

/// A test of `moves` on `positions`, each position's letter from the oracle.
fn case(moves: &[u64], positions: &[Vec<u64>]) -> Case {
    let mut oracle = subtraction::oracle(moves);
    let mut lines = vec![[&[moves.len() as u64], moves].concat(), vec![positions.len() as u64]];
    let mut letters = String::new();
    for piles in positions {
        letters.push(if oracle.first_player_wins(piles) { 'W' } else { 'L' });
        lines.push([&[piles.len() as u64], piles.as_slice()].concat());
    }
    Case::Lines(lines, letters)
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::Program(Format {
            shape: Shape::Sentinel(1),
            test,
            answer_shape: |l| l.bytes().all(|b| b == b'W' || b == b'L'),
        })
    }

    /// 1..=3 move sizes in 1..=6 (repeats allowed), then 0..=4 positions of up to 3 piles of
    /// up to 12 stones.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        (0..RANDOM_CASES)
            .map(|_| {
                let len = rng.range(1, 3) as usize;
                let moves = rng.values(len, 1, 6);
                let positions: Vec<Vec<u64>> = (0..rng.range(0, 4))
                    .map(|_| rng.row(3, 0, 12))
                    .collect();
                case(&moves, &positions)
            })
            .collect()
    }

    /// Every move set within {1, 2, 3, 4} (15), each a test of every multiset of up to 3
    /// piles of 0..=8 (220): 3300 positions.
    fn small_cases(&self) -> Vec<Case> {
        let positions = multisets(3, 0, 8);
        (1..16u64)
            .map(|mask| {
                let moves: Vec<u64> = (1..=4).filter(|s| mask >> (s - 1) & 1 == 1).collect();
                case(&moves, &positions)
            })
            .collect()
    }

    /// Every row of 1..=3 move sizes in 1..=6 (repeats and any order), each on every row of
    /// up to 2 piles of up to 12 stones.
    fn check_reference(&self) {
        for moves in all_vectors(3, 6).into_iter().filter(|m| !m.is_empty() && !m.contains(&0)) {
            let plain = |piles: &[u64]| reference(&moves, &[piles.to_vec()]) == "W";
            let game = format!("s-nim {:?}", moves);
            sweep(&game, subtraction::oracle(&moves), all_vectors(2, 12), plain);
        }
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        vec![
            ("2 2 5\n1\n1 5\n".into(), "W\n"),
            ("1 0\n1\n1 3\n0\n".into(), ""),
            ("1 1\n1\n1 100001\n0\n".into(), ""),
            ("2 2 5\n2\n1 5\n2 1\n".into(), ""),
            ("1 1\n1\n1 1\n0\n0\n".into(), "W\n"),
        ]
    }

    /// Three tests of 100 distinct sizes up to 10^4, each with 100 positions of 100 piles up
    /// to 10^4.
    fn max_cases(&self, rng: &mut Rng) -> Vec<(&'static str, String)> {
        let random = (0..3)
            .map(|_| {
                let moves = distinct(100, 10_000, rng);
                let positions: String = (0..100)
                    .map(|_| line(&[vec![100], rng.values(100, 0, 10_000)].concat()))
                    .collect();
                line(&[vec![100], moves].concat()) + "100\n" + &positions
            })
            .collect::<String>()
            + "0\n";
        vec![("random", random)]
    }
}
