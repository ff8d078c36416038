//! Kattis snim · S-Nim: a set of move sizes S; a move takes exactly s ∈ S beads from one heap
//! of at least s. Input: one test, `k s_1 … s_k`, `m`, then m positions `l h_1 … h_l`; one line
//! of `W`/`L`, a letter per position (W: the player to move wins). Oracle: the set Nim search
//! of `crate::oracle::subtraction`, from the rules alone; the reading, reference solver and
//! cases are HDU 1536's, the same game with many tests to an input.
use crate::common::Rng;
use crate::inputs::{all_vectors, distinct, line, multisets};
use crate::layout::{Format, Layout, Shape};
use crate::oracle::{subtraction, sweep};
use crate::problem::{refused_at_once, Case, Problem, RANDOM_CASES};
// The same game as HDU 1536, whose input is many such tests: its reading of one test, its
// reference solver (Sprague–Grundy: the xor of the heaps' mex values) and its oracle's cases.
use crate::problems::hdu_1536_s_nim::{case, reference, test};

pub struct Game;

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
