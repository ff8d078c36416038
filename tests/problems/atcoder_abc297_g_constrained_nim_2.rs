//! AtCoder ABC297 G (abc297_g) · Constrained Nim 2: a move removes between L and R stones from
//! one pile; who cannot move loses. Input `N L R` and `A_1 … A_N`; `First` when the first
//! player wins, else `Second`. Oracle: the memoised search over whole positions of
//! `mod oracle`; `check_reference` also holds the rule to the Grundy values' definition.
use crate::common::Rng;
use crate::inputs::{line, multisets};
use crate::layout::{is_word, words, Cursor, Format, Layout, Shape, MAX};
use crate::plain::mex;
use crate::problem::{refused_at_once, Case, Problem, RANDOM_CASES};
use std::collections::BTreeSet;

pub struct Game;

/// A pile's value by the rule g(x) = ⌊(x mod (L + R)) / L⌋.
fn pile_value(x: u64, low: u64, high: u64) -> u64 {
    x % (low + high) / low
}

fn reference(low: u64, high: u64, piles: &[u64]) -> bool {
    piles.iter().fold(0, |xor, &x| xor ^ pile_value(x, low, high)) != 0
}

fn answer(first_wins: bool) -> String {
    words("First", "Second")(first_wins)
}

fn test(c: &mut Cursor) -> Option<String> {
    let n = c.int(0, MAX)?;
    let low = c.int(1, MAX)?;
    let high = c.int(low, MAX)?;
    let piles = c.values(n, 0, MAX)?;
    Some(answer(reference(low as u64, high as u64, &piles)))
}

fn case(low: u64, high: u64, piles: &[u64]) -> Case {
    let wins = oracle::oracle(low, high).first_player_wins(piles);
    Case::Lines(vec![vec![piles.len() as u64, low, high], piles.to_vec()], answer(wins))
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::Program(Format {
            shape: Shape::Single,
            test,
            answer_shape: |l| is_word(l, &["First", "Second"]),
        })
    }

    /// 0..=3 piles of up to 16 stones, 1 ≤ L ≤ R ≤ 6.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        (0..RANDOM_CASES)
            .map(|_| {
                let low = rng.range(1, 6);
                let high = rng.range(low, 6);
                let n = rng.range(0, 3) as usize;
                case(low, high, &rng.values(n, 0, 16))
            })
            .collect()
    }

    /// Every pair of piles up to 9 with (L, R) = (2, 3) and (3, 4).
    fn small_cases(&self) -> Vec<Case> {
        let pairs = (0..10).flat_map(|a| (0..10).map(move |b| vec![a, b]));
        let games = pairs.flat_map(|piles| vec![(2, 3, piles.clone()), (3, 4, piles)]);
        games.map(|(low, high, piles)| case(low, high, &piles)).collect()
    }

    /// The rule against the definition (g(x) = mex of g over x − R..=x − L, clipped at 0) for
    /// every pile up to 400 and 1 ≤ L ≤ R ≤ 25; and against the oracle on every multiset of up
    /// to 3 piles up to 12 with 1 ≤ L ≤ R ≤ 4.
    fn check_reference(&self) {
        for low in 1..=25u64 {
            for high in low..=25 {
                let mut g: Vec<u64> = Vec::new();
                for x in 0..=400u64 {
                    let window = x.saturating_sub(high)..(x + 1).saturating_sub(low);
                    let values: BTreeSet<u64> = window.map(|y| g[y as usize]).collect();
                    g.push(mex(&values));
                    assert_eq!(
                        pile_value(x, low, high),
                        g[x as usize],
                        "x {} L {} R {}",
                        x,
                        low,
                        high
                    );
                }
            }
        }
        for (low, high) in (1..=4).flat_map(|l| (l..=4).map(move |r| (l, r))) {
            let mut oracle = oracle::oracle(low, high);
            for piles in multisets(3, 0, 12) {
                let found = oracle.first_player_wins(&piles);
                assert_eq!(reference(low, high, &piles), found, "L {} R {} {:?}", low, high, piles);
            }
        }
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        refused_at_once(&[
            "1 0 3\n5\n",
            "1 4 3\n5\n",
            "2 1 2\n5\n",
            "1 1 2\n-1\n",
            "1 1 2\n5 6\n",
            "1 1 9223372036854775808\n5\n",
        ])
    }

    /// The judge's limits: 2·10^5 piles up to 10^9 with L and R random up to 10^9; with L = 1,
    /// R = 10^9; 10^5 random piles each twice, shuffled (xor 0: Second); and ours: values up
    /// to 2^63−1.
    fn max_cases(&self, rng: &mut Rng) -> Vec<(&'static str, String)> {
        let render = |low: u64, high: u64, piles: Vec<u64>| {
            line(&[piles.len() as u64, low, high]) + &line(&piles)
        };
        let (low, high) = (rng.range(1, 1_000_000_000), rng.range(1, 1_000_000_000));
        let random = render(low.min(high), low.max(high), rng.values(200_000, 1, 1_000_000_000));
        let wide = render(1, 1_000_000_000, rng.values(200_000, 1, 1_000_000_000));
        let mut paired = rng.values(100_000, 1, 1_000_000_000).repeat(2);
        for i in (1..paired.len()).rev() {
            paired.swap(i, rng.range(0, i as u64) as usize);
        }
        let paired = render(low.min(high), low.max(high), paired);
        let (low, high) = (rng.range(1, MAX as u64), rng.range(1, MAX as u64));
        let ours = render(low.min(high), low.max(high), rng.values(200_000, 0, MAX as u64));
        vec![("random", random), ("wide-range", wide), ("paired", paired), ("accepted-limit", ours)]
    }
}

mod oracle {
    //! Oracle for AtCoder ABC297 G "Constrained Nim 2"
    //! (https://atcoder.jp/contests/abc297/tasks/abc297_g), from the rules alone.
    //!
    //! Rules as implemented: piles of stones; a move picks a pile and removes between L and R
    //! stones from it (never more than it holds); the player who cannot move loses.
    //!
    //! Search: the memoised win/lose search of `crate::oracle` over the sorted non-empty piles.
    use crate::oracle::{canonical_piles, one_pile_moves, Oracle};

    /// A memoised searcher for removals of `low..=high` stones.
    pub fn oracle(low: u64, high: u64) -> Oracle {
        let moves = move |piles: &[u64]| {
            one_pile_moves(piles, |x| (low..=high.min(x)).map(move |take| x - take))
        };
        Oracle::new(moves, canonical_piles)
    }

    #[test]
    fn statement_samples() {
        assert!(oracle(1, 2).first_player_wins(&[2, 3, 3]));
        assert!(!oracle(1, 1).first_player_wins(&[3, 1, 4, 1, 5]));
    }

    #[test]
    fn small_piles_by_hand() {
        // Piles below L: no move.
        assert!(!oracle(3, 5).first_player_wins(&[1, 2, 2]));
        // L = 2, R = 3: a pile of 5 can only go to 3 or 2, from which the opponent empties it
        // or leaves 0/1 stones; so 5 loses, and 7 (to 5 by taking 2) wins.
        assert!(!oracle(2, 3).first_player_wins(&[5]));
        assert!(oracle(2, 3).first_player_wins(&[7]));
        // Two equal piles lose: the second player copies every move on the other pile.
        assert!(!oracle(2, 4).first_player_wins(&[9, 9]));
    }
}
