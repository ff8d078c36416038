//! SPOJ MCOINS · Coins Game: a tower of N coins, a move takes 1, K or L of them, who takes the
//! last coin wins. Input `K L m` / `N_1 … N_m`; one line of m letters, `A` where the first
//! player wins, else `B`. Oracle: the set-Nim search of `crate::oracle::subtraction` with the
//! move sizes {1, K, L}, on the one tower.
use crate::common::Rng;
use crate::inputs::line;
use crate::layout::{Cursor, Format, Layout, Shape, MAX, UNCHECKED};
use crate::oracle::subtraction;
use crate::problem::{Case, Problem, RANDOM_CASES, refused_at_once};

pub struct Game;

/// The win table up to the largest tower, moves 1, K and L.
fn reference(k: u64, l: u64, towers: &[u64]) -> String {
    let largest = towers.iter().copied().max().unwrap_or(0);
    let mut wins = vec![false; largest as usize + 1];
    for x in 1..=largest {
        wins[x as usize] = [1, k, l].iter().any(|&t| t <= x && !wins[(x - t) as usize]);
    }
    towers.iter().map(|&x| if wins[x as usize] { 'A' } else { 'B' }).collect()
}

/// `K L m`, then m towers; past 10^5 coins in a tower the fuzzer leaves it unchecked.
fn test(c: &mut Cursor) -> Option<String> {
    let (k, l, m) = (c.int(1, MAX)? as u64, c.int(1, MAX)? as u64, c.int(0, MAX)?);
    let towers = c.values(m, 0, 1_000_000)?;
    if c.cheap && towers.iter().any(|&x| x > 100_000) {
        return Some(UNCHECKED.to_string());
    }
    Some(reference(k, l, &towers))
}

fn case(k: u64, l: u64, towers: &[u64]) -> Case {
    let mut oracle = subtraction::oracle(&[1, k, l]);
    let letters = towers.iter().map(|&x| if oracle.first_player_wins(&[x]) { 'A' } else { 'B' });
    Case::Lines(vec![vec![k, l, towers.len() as u64], towers.to_vec()], letters.collect())
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::Program(Format {
            shape: Shape::Single,
            test,
            answer_shape: |l| l.bytes().all(|b| b == b'A' || b == b'B'),
        })
    }

    /// 1 < K < L < 10 as the judge has it (and any K, L ≥ 1 in one case of five), 0 to 10
    /// towers of up to 80 coins.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        (0..RANDOM_CASES)
            .map(|i| {
                let (k, l) = if i % 5 == 0 {
                    (rng.range(1, 12), rng.range(1, 12))
                } else {
                    let k = rng.range(2, 8);
                    (k, rng.range(k + 1, 9))
                };
                case(k, l, &rng.row(10, 0, 80))
            })
            .collect()
    }

    /// Every judge's pair 1 < K < L < 10 (28), each with the towers 0 … 40.
    fn small_cases(&self) -> Vec<Case> {
        let towers: Vec<u64> = (0..=40).collect();
        let pairs = (2..9).flat_map(|k| (k + 1..10).map(move |l| (k, l)));
        pairs.map(|(k, l)| case(k, l, &towers)).collect()
    }

    /// Every K, L from 1..=9, the towers 0 … 100.
    fn check_reference(&self) {
        let towers: Vec<u64> = (0..=100).collect();
        for k in 1..=9 {
            for l in 1..=9 {
                let mut oracle = subtraction::oracle(&[1, k, l]);
                let want: String =
                    towers.iter().map(|&x| if oracle.first_player_wins(&[x]) { 'A' } else { 'B' }).collect();
                assert_eq!(reference(k, l, &towers), want, "K {} L {}", k, l);
            }
        }
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        refused_at_once(&["0 3 1\n5\n", "2 3 1\n1000001\n", "2 3 2\n5\n", "2 3 1\n5 6\n", "2 3 1\n-5\n"])
    }

    /// At the judge's limits: m = 49 towers, random up to 10^6 and 10^6 itself, for two pairs.
    fn max_cases(&self, rng: &mut Rng) -> Vec<(&'static str, String)> {
        let mut towers = rng.values(48, 1, 1_000_000);
        towers.push(1_000_000);
        let input = |k: u64, l: u64| format!("{} {} 49\n{}", k, l, line(&towers));
        vec![("k2-l3", input(2, 3)), ("k8-l9", input(8, 9))]
    }
}
