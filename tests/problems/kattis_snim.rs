//! Kattis snim · S-Nim: a set of move sizes S; a move takes exactly s ∈ S beads from one heap
//! of at least s. Input: one test, `k s_1 … s_k`, `m`, then m positions `l h_1 … h_l`; one line
//! of `W`/`L`, a letter per position (W: the player to move wins). Oracle: the set Nim search
//! of `crate::oracle::subtraction`, from the rules alone (the game of HDU 1536, one test).
use crate::common::Rng;
use crate::inputs::{all_vectors, distinct, line, multisets};
use crate::layout::{Cursor, Format, Layout, Shape, MAX};
use crate::oracle::{subtraction, sweep};
use crate::plain::subtraction_grundy;
use crate::problem::{refused_at_once, Case, Problem, RANDOM_CASES};

pub struct Game;

/// Sprague–Grundy: each position's letter from the xor of its heaps' values g(h), g(h) = mex
/// over the move sizes s ≤ h of g(h − s).
fn reference(moves: &[u64], positions: &[Vec<u64>]) -> String {
    let largest = positions.iter().flatten().copied().max().unwrap_or(0);
    let g = subtraction_grundy(moves, largest);
    let letter = |heaps: &Vec<u64>| match heaps.iter().fold(0, |x, &h| x ^ g[h as usize]) {
        0 => 'L',
        _ => 'W',
    };
    positions.iter().map(letter).collect()
}

/// The one test: `k s_1 … s_k`, `m`, then m positions `l h_1 … h_l`.
fn test(c: &mut Cursor) -> Option<String> {
    let moves = c.counted(1, 1000, 1, MAX)?;
    let positions = c.int(0, MAX)?;
    let positions: Vec<Vec<u64>> =
        (0..positions).map(|_| c.counted(0, MAX, 0, 100_000)).collect::<Option<_>>()?;
    Some(reference(&moves, &positions))
}

/// The test of `moves` on `positions`, each position's letter from the oracle.
fn case(moves: &[u64], positions: &[Vec<u64>]) -> Case {
    let mut oracle = subtraction::oracle(moves);
    let mut lines = vec![[&[moves.len() as u64], moves].concat(), vec![positions.len() as u64]];
    let mut letters = String::new();
    for heaps in positions {
        letters.push(if oracle.first_player_wins(heaps) { 'W' } else { 'L' });
        lines.push([&[heaps.len() as u64], heaps.as_slice()].concat());
    }
    Case::Lines(lines, letters)
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::Program(Format {
            shape: Shape::Single,
            test,
            answer_shape: |l| l.bytes().all(|b| b == b'W' || b == b'L'),
        })
    }

    /// 1..=4 move sizes in 1..=8 (repeats allowed), then 0..=5 positions of up to 3 heaps of
    /// up to 14 beads.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        (0..RANDOM_CASES)
            .map(|_| {
                let len = rng.range(1, 4) as usize;
                let moves = rng.values(len, 1, 8);
                let positions: Vec<Vec<u64>> =
                    (0..rng.range(0, 5)).map(|_| rng.row(3, 0, 14)).collect();
                case(&moves, &positions)
            })
            .collect()
    }

    /// Every move set within {1, …, 5} (31), each a test of every multiset of up to 3 heaps
    /// of 0..=9 (286).
    fn small_cases(&self) -> Vec<Case> {
        let positions = multisets(3, 0, 9);
        (1..32u64)
            .map(|mask| {
                let moves: Vec<u64> = (1..=5).filter(|s| mask >> (s - 1) & 1 == 1).collect();
                case(&moves, &positions)
            })
            .collect()
    }

    /// Every row of 1..=3 move sizes in 1..=7 (repeats, any order), each on every row of up to
    /// 2 heaps of up to 13 beads.
    fn check_reference(&self) {
        for moves in all_vectors(3, 7).into_iter().filter(|m| !m.is_empty() && !m.contains(&0)) {
            let plain = |heaps: &[u64]| reference(&moves, &[heaps.to_vec()]) == "W";
            let game = format!("s-nim {:?}", moves);
            sweep(&game, subtraction::oracle(&moves), all_vectors(2, 13), plain);
        }
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        refused_at_once(&[
            "1 0\n1\n1 3\n",
            "1 1\n1\n1 100001\n",
            "1001 1\n0\n",
            "2 2 5\n2\n1 5\n2 1\n",
            "2 2 5\n1\n1 5\n0\n",
            "0\n",
        ])
    }

    /// The judge's limits: 100 distinct sizes up to 10^4, 100 positions of 100 heaps up to
    /// 10^4; and ours: 1000 sizes up to 2000 (all playable), heaps up to 10^5.
    fn max_cases(&self, rng: &mut Rng) -> Vec<(&'static str, String)> {
        let render = |rng: &mut Rng, sizes: Vec<u64>, largest: u64| {
            let positions: String = (0..100)
                .map(|_| line(&[vec![100], rng.values(100, 0, largest)].concat()))
                .collect();
            line(&[vec![sizes.len() as u64], sizes].concat()) + "100\n" + &positions
        };
        let sizes = distinct(100, 10_000, rng);
        let judge = render(rng, sizes, 10_000);
        let ours = render(rng, (1..=1000).map(|s| s * 2).collect(), 100_000);
        vec![("random", judge), ("accepted-limit", ours)]
    }
}
