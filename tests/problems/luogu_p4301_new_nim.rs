//! Luogu P4301 · [CQOI2013] 新Nim游戏: each player first removes whole piles (not all), then
//! Nim. Input `k` / `a_1 … a_k`; the least the first player removes and still wins, or `-1`.
//! Oracle: every first-round removal against every second-round removal, the Nim that
//! follows searched by `crate::oracle::nim`.
use crate::common::Rng;
use crate::inputs::{counted, counted_lines, multisets};
use crate::layout::{Format, Layout, Shape, MAX};
use crate::oracle::{nim, Oracle};
use crate::problem::{Case, Problem, RANDOM_CASES};

pub struct Game;

/// The rank over GF(2) of `vectors`, by plain elimination.
fn rank(vectors: &[u64]) -> usize {
    let mut rows = vectors.to_vec();
    let mut rank = 0;
    for bit in (0..64).rev() {
        let pivot = match (rank..rows.len()).find(|&r| rows[r] >> bit & 1 == 1) {
            Some(pivot) => pivot,
            None => continue,
        };
        rows.swap(rank, pivot);
        for r in 0..rows.len() {
            if r != rank && rows[r] >> bit & 1 == 1 {
                rows[r] ^= rows[rank];
            }
        }
        rank += 1;
    }
    rank
}

/// The known rule: keep, heaviest first, each pile that raises the rank of those kept; the
/// answer is what is removed (`-1` if nothing is kept).
fn reference(piles: &[u64]) -> String {
    let mut sorted = piles.to_vec();
    sorted.sort_unstable_by(|a, b| b.cmp(a));
    let mut kept: Vec<u64> = Vec::new();
    for &pile in &sorted {
        kept.push(pile);
        if rank(&kept) < kept.len() {
            kept.pop();
        }
    }
    let total: u128 = piles.iter().map(|&p| u128::from(p)).sum();
    let kept_sum: u128 = kept.iter().map(|&p| u128::from(p)).sum();
    if kept_sum == 0 {
        "-1".to_string()
    } else {
        (total - kept_sum).to_string()
    }
}

/// The piles of `piles` whose index is not in `removed` (a bit mask).
fn left_after(piles: &[u64], removed: usize) -> Vec<u64> {
    (0..piles.len()).filter(|i| removed >> i & 1 == 0).map(|i| piles[i]).collect()
}

/// From the rules alone: over every first-round removal (not all piles), whether every
/// second-round removal of what is left (not all) leaves a Nim the first player, to move,
/// wins; the least matches removed by such a first round, or `-1`.
fn oracle_answer(nim: &mut Oracle, piles: &[u64]) -> String {
    let all = (1 << piles.len()) - 1;
    let mut best: Option<u64> = None;
    for first in 0..all {
        let left = left_after(piles, first);
        let second_all = (1 << left.len()) - 1;
        if (0..second_all).all(|second| nim.first_player_wins(&left_after(&left, second))) {
            let removed = (0..piles.len()).filter(|i| first >> i & 1 == 1).map(|i| piles[i]).sum();
            best = Some(best.map_or(removed, |b: u64| b.min(removed)));
        }
    }
    best.map_or("-1".to_string(), |b| b.to_string())
}

fn case(nim: &mut Oracle, piles: &[u64]) -> Case {
    Case::Lines(counted_lines(piles), oracle_answer(nim, piles))
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::Program(Format {
            shape: Shape::Single,
            test: |c| Some(reference(&c.counted(1, MAX, 0, MAX)?)),
            // The least removal can pass i64 (up to k·(2^63 − 1)).
            answer_shape: |l| l == "-1" || (!l.is_empty() && l.bytes().all(|b| b.is_ascii_digit())),
        })
    }

    /// 1 to 5 piles of up to 7 matches, empty piles now and then.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        let mut nim = nim::oracle();
        (0..RANDOM_CASES)
            .map(|_| {
                let len = rng.range(1, 5) as usize;
                let low = u64::from(rng.range(0, 3) != 0);
                case(&mut nim, &rng.values(len, low, 7))
            })
            .collect()
    }

    /// Every multiset of 1 to 3 piles of up to 5 matches (83 runs).
    fn small_cases(&self) -> Vec<Case> {
        let mut nim = nim::oracle();
        let all = multisets(3, 0, 5).into_iter().filter(|piles| !piles.is_empty());
        all.map(|piles| case(&mut nim, &piles)).collect()
    }

    /// Every multiset of 1 to 5 piles of up to 7 matches.
    fn check_reference(&self) {
        let mut nim = nim::oracle();
        for piles in multisets(5, 0, 7).into_iter().filter(|piles| !piles.is_empty()) {
            assert_eq!(reference(&piles), oracle_answer(&mut nim, &piles), "{:?}", piles);
        }
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        crate::problem::refused_at_once(&["0\n", "2\n1\n", "1\n-1\n", "2\n1 2 3\n", "1\n1.5\n"])
    }

    /// The judge's limits, k = 100 piles of up to 10^9; 100 piles of up to 15 (most of them
    /// dependent); 100 piles near 2^63 (a sum past 64 bits).
    fn max_cases(&self, rng: &mut Rng) -> Vec<(&'static str, String)> {
        let top = i64::MAX as u64;
        vec![
            ("random", counted(&rng.values(100, 1, 1_000_000_000))),
            ("small-values", counted(&rng.values(100, 1, 15))),
            ("accepted-limit", counted(&rng.values(100, top - 1000, top))),
        ]
    }
}

#[test]
fn statement_sample_and_hand_worked_cases() {
    let mut nim = nim::oracle();
    assert_eq!(oracle_answer(&mut nim, &[5, 5, 6, 6, 5, 5]), "21");
    // (1, 2, 3): 1 ⊕ 2 = 3, so keeping all three lets the second player keep them; removing
    // the 1 leaves 2 and 3, independent.
    assert_eq!(oracle_answer(&mut nim, &[1, 2, 3]), "1");
    // One pile: keep it, the second player must keep it too, and the first takes it all.
    assert_eq!(oracle_answer(&mut nim, &[4]), "0");
    // Only empty piles: whatever is kept, Nim with nothing in it is lost for the mover.
    assert_eq!(oracle_answer(&mut nim, &[0, 0]), "-1");
    // Equal piles: the second player could keep a pair.
    assert_eq!(oracle_answer(&mut nim, &[3, 3]), "3");
}
