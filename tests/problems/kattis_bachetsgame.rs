//! Kattis bachetsgame · Bachet's Game: a pile of n stones, a move removes exactly s_i stones
//! for one of m move sizes, who takes the last stone wins. Input: lines `n m s_1 … s_m` until
//! the end; `Stan wins` when the first player wins, else `Ollie wins`. Oracle: the set-Nim
//! search of `crate::oracle::subtraction` on the one pile.
use crate::common::Rng;
use crate::inputs::{distinct, line};
use crate::layout::{is_word, words, Cursor, Format, Layout, Shape, MAX, UNCHECKED};
use crate::oracle::subtraction;
use crate::problem::{Case, Problem, RANDOM_CASES};

pub struct Game;

/// The win table from an empty pile up: a pile wins when some size it holds leaves a lost one.
fn reference(stones: u64, sizes: &[u64]) -> bool {
    let mut wins = vec![false; stones as usize + 1];
    for pile in 1..=stones {
        let lost_after = |&s: &u64| s <= pile && !wins[(pile - s) as usize];
        wins[pile as usize] = sizes.iter().any(lost_after);
    }
    wins[stones as usize]
}

fn answer(stan_wins: bool) -> String {
    words("Stan wins", "Ollie wins")(stan_wins)
}

/// `n m`, then m move sizes; past the judge's n·m the fuzzer leaves it unchecked.
fn test(c: &mut Cursor) -> Option<String> {
    let (n, m) = (c.int(0, 1_000_000)?, c.int(0, 10)?);
    let sizes = c.values(m, 1, MAX)?;
    if c.cheap && n > 100_000 {
        return Some(UNCHECKED.to_string());
    }
    Some(answer(reference(n as u64, &sizes)))
}

fn case(stones: u64, sizes: &[u64]) -> Case {
    let mut numbers = vec![stones, sizes.len() as u64];
    numbers.extend_from_slice(sizes);
    let wins = subtraction::oracle(sizes).first_player_wins(&[stones]);
    Case::Lines(vec![numbers], answer(wins))
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::Program(Format {
            shape: Shape::UntilEnd,
            test,
            answer_shape: |l| is_word(l, &["Stan wins", "Ollie wins"]),
        })
    }

    /// Piles of up to 60 stones, up to 4 distinct sizes up to 20 (1 among them in three games
    /// of four, as the judge has it), as the lines of one input.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        (0..RANDOM_CASES)
            .map(|i| {
                let mut sizes = distinct(rng.range(0, 4) as usize, 20, rng);
                if i % 4 != 0 && !sizes.contains(&1) {
                    sizes.push(1);
                }
                case(rng.range(0, 60), &sizes)
            })
            .collect()
    }

    /// Every pile of up to 30 stones under every set of sizes from 1..=4 that holds 1 (8 sets),
    /// as the lines of one input.
    fn small_cases(&self) -> Vec<Case> {
        let sets: Vec<Vec<u64>> =
            (0..8u64).map(|mask| std::iter::once(1).chain((2..=4).filter(|s| mask >> (s - 2) & 1 == 1)).collect()).collect();
        sets.iter().flat_map(|sizes| (0..=30).map(move |n| case(n, sizes))).collect()
    }

    /// Every set of sizes from 1..=6, every pile up to 40.
    fn check_reference(&self) {
        for mask in 0..64u64 {
            let sizes: Vec<u64> = (1..=6).filter(|s| mask >> (s - 1) & 1 == 1).collect();
            let mut oracle = subtraction::oracle(&sizes);
            for n in 0..=40 {
                assert_eq!(reference(n, &sizes), oracle.first_player_wins(&[n]), "{} {:?}", n, sizes);
            }
        }
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        vec![
            ("5 1 0\n".into(), ""),
            ("1000001 1 1\n".into(), ""),
            ("5 11 1 2 3 4 5 6 7 8 9 10 11\n".into(), ""),
            ("20 3 1 3 8\n21 2 1\n".into(), "Stan wins\n"),
            ("20 3 1 3 8\n-1 1 1\n".into(), "Stan wins\n"),
            ("4 1 1\n5 1 x\n".into(), "Ollie wins\n"),
        ]
    }

    /// At the judge's limits: 10 lines of n = 10^6 with m = 10 random distinct sizes (1 among
    /// them), and 10 with the sizes 1, 3, …, 19 (every even pile lost: the most marks).
    fn max_cases(&self, rng: &mut Rng) -> Vec<(&'static str, String)> {
        let game = |sizes: &[u64]| format!("1000000 {} {}", sizes.len(), line(sizes));
        let random: String = (0..10)
            .map(|_| {
                let mut sizes = distinct(9, 1_000_000, rng);
                if !sizes.contains(&1) {
                    sizes.push(1);
                }
                sizes.truncate(10);
                game(&sizes)
            })
            .collect();
        let odd: Vec<u64> = (0..10).map(|i| 2 * i + 1).collect();
        vec![("random-sizes", random), ("odd-sizes", game(&odd).repeat(10))]
    }
}
