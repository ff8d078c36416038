//! Codeforces 603C · Lieges of Legendre: a move removes one cow from a pile or splits a pile
//! of 2x into k piles of x; the last cow wins. Input `n k` / `a_1 … a_n`; `Kevin` when the
//! first player wins, else `Nicky`. Oracle: the memoised search over whole positions (the
//! multiset of piles) of `crate::oracle::Oracle`, with the two moves as the rules give them.
use crate::common::Rng;
use crate::inputs::{every_sequence, multisets};
use crate::layout::{is_word, words, Format, Layout, Shape, MAX};
use crate::oracle::{canonical_piles, Oracle};
use crate::problem::{Case, Problem, RANDOM_CASES};

pub struct Game;

/// The known values: by the parity of k, one pile's Grundy value (see the binary's header).
fn grundy(x: u64, k: u64) -> u64 {
    if k % 2 == 0 {
        return if x <= 2 { x } else { u64::from(x % 2 == 0) };
    }
    match x {
        0..=4 => [0, 1, 0, 1, 2][x as usize],
        _ if x % 2 == 1 => 0,
        _ if grundy(x / 2, k) == 1 => 2,
        _ => 1,
    }
}

fn reference(k: u64, piles: &[u64]) -> bool {
    piles.iter().fold(0, |xor, &p| xor ^ grundy(p, k)) != 0
}

fn answer(kevin_wins: bool) -> String {
    words("Kevin", "Nicky")(kevin_wins)
}

/// The search for one k: a move takes one cow from a pile, or replaces a pile of 2x by k
/// piles of x.
fn oracle(k: u64) -> Oracle {
    Oracle::new(
        move |piles: &[u64]| {
            let mut children = Vec::new();
            for (i, &pile) in piles.iter().enumerate() {
                let mut child = piles.to_vec();
                child[i] = pile - 1;
                children.push(canonical_piles(child));
                if pile % 2 == 0 {
                    let mut child = piles.to_vec();
                    child.remove(i);
                    child.extend(std::iter::repeat(pile / 2).take(k as usize));
                    children.push(canonical_piles(child));
                }
            }
            children
        },
        canonical_piles,
    )
}

/// Oracles for k = 1 to 4.
fn oracles() -> Vec<Oracle> {
    (1..=4).map(oracle).collect()
}

fn case(oracles: &mut [Oracle], k: u64, piles: &[u64]) -> Case {
    let kevin_wins = oracles[k as usize - 1].first_player_wins(piles);
    Case::Lines(vec![vec![piles.len() as u64, k], piles.to_vec()], answer(kevin_wins))
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::Program(Format {
            shape: Shape::Single,
            test: |c| {
                let n = c.int(0, MAX)?;
                let k = c.int(1, MAX)? as u64;
                Some(answer(reference(k, &c.values(n, 0, MAX)?)))
            },
            answer_shape: |l| is_word(l, &["Kevin", "Nicky"]),
        })
    }

    /// k from 1 to 4, up to 3 piles of up to 8 cows.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        let mut oracles = oracles();
        (0..RANDOM_CASES)
            .map(|_| {
                let k = rng.range(1, 4);
                let piles = rng.row(3, 0, 8);
                case(&mut oracles, k, &piles)
            })
            .collect()
    }

    /// k from 1 to 4, every pair of piles of up to 5 cows (144 runs).
    fn small_cases(&self) -> Vec<Case> {
        let mut oracles = oracles();
        let pairs = every_sequence(&(0..=5).collect::<Vec<u64>>(), 2);
        let pairs: Vec<Vec<u64>> = pairs.into_iter().filter(|p| p.len() == 2).collect();
        (1..=4)
            .flat_map(|k| pairs.iter().map(move |p| (k, p.clone())))
            .map(|(k, p)| case(&mut oracles, k, &p))
            .collect()
    }

    /// k from 1 to 4: every multiset of up to 3 piles of up to 8 cows; for k = 1 and 2, every
    /// one pile of up to 40 (the k-odd rule's halving reaches its third level).
    fn check_reference(&self) {
        for k in 1..=4 {
            let mut o = oracle(k);
            let singles = (0..=if k <= 2 { 40 } else { 0 }).map(|a| vec![a]);
            for piles in multisets(3, 0, 8).into_iter().chain(singles) {
                let expected = o.first_player_wins(&piles);
                assert_eq!(reference(k, &piles), expected, "k = {}, {:?}", k, piles);
            }
        }
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        crate::problem::refused_at_once(&["1 0\n2\n", "2 1\n3\n", "1 1\n-3\n", "1\n", "1 2\n3 4\n"])
    }

    /// The judge's limits, n = 10^5 piles of up to 10^9, with k odd and with k even; and
    /// piles that are powers of two times 3 and 5 (the k-odd rule's longest halvings).
    fn max_cases(&self, rng: &mut Rng) -> Vec<(&'static str, String)> {
        let line = |values: &[u64]| values.iter().map(u64::to_string).collect::<Vec<_>>().join(" ");
        let random = rng.values(100_000, 1, 1_000_000_000);
        let halvings: Vec<u64> =
            (0..100_000).map(|i| [3u64, 5][i % 2] << (rng.range(0, 28))).collect();
        vec![
            ("k-odd", format!("100000 999999999\n{}\n", line(&random))),
            ("k-even", format!("100000 1000000000\n{}\n", line(&random))),
            ("k-odd-halvings", format!("100000 1\n{}\n", line(&halvings))),
        ]
    }
}

#[test]
fn statement_samples_and_hand_worked_cases() {
    let mut oracles = oracles();
    assert!(oracles[0].first_player_wins(&[3, 4]));
    assert!(!oracles[1].first_player_wins(&[3]));
    // One pile of 2 with k = 2: split into 1 and 1, the opponent takes one, Kevin the last.
    assert!(oracles[1].first_player_wins(&[2]));
    // One pile of 2 with k = 1: both moves leave one pile of 1, which the opponent takes.
    assert!(!oracles[0].first_player_wins(&[2]));
    // No cows: Kevin cannot move and loses.
    assert!(!oracles[2].first_player_wins(&[]));
}
