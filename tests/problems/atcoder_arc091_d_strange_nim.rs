//! AtCoder ARC091 F (arc091_d) · Strange Nim: from a pile of X stones with number K a move
//! removes 1 to ⌊X/K⌋ stones; who cannot move loses. Input `N` and N lines `A K`;
//! `Takahashi` when the first player wins, else `Aoki`. Oracle: the memoised search over whole
//! positions of `mod oracle`; `check_reference` also holds the rule to the Grundy values'
//! definition on every pile up to 3000.
use crate::common::Rng;
use crate::layout::{is_word, words, Cursor, Format, Layout, Shape, MAX};
use crate::plain::mex;
use crate::problem::{Case, Problem, RANDOM_CASES, refused_at_once};
use std::collections::BTreeSet;

pub struct Game;

const LIMIT: i64 = 1_000_000_000_000;

/// A pile's value by the rule g(x) = x/K if K divides x, else g(x − ⌊x/K⌋ − 1), the run of
/// equal ⌊x/K⌋ taken in one jump.
fn pile_value(x: u64, k: u64) -> u64 {
    let (q, r) = (x / k, x % k);
    if q == 0 || r == 0 {
        return q;
    }
    let jumps = (r + q) / (q + 1);
    pile_value(x - jumps * (q + 1), k)
}

fn reference(piles: &[(u64, u64)]) -> bool {
    piles.iter().fold(0, |x, &(a, k)| x ^ pile_value(a, k)) != 0
}

fn answer(takahashi_wins: bool) -> String {
    words("Takahashi", "Aoki")(takahashi_wins)
}

fn test(c: &mut Cursor) -> Option<String> {
    let n = c.int(0, MAX)?;
    let piles = (0..n).map(|_| Some((c.int(0, LIMIT)? as u64, c.int(1, LIMIT)? as u64))).collect::<Option<Vec<_>>>()?;
    Some(answer(reference(&piles)))
}

fn case(oracle: &mut oracle::Oracle, piles: &[(u64, u64)]) -> Case {
    let mut lines = vec![vec![piles.len() as u64]];
    lines.extend(piles.iter().map(|&(a, k)| vec![a, k]));
    Case::Lines(lines, answer(oracle.first_player_wins(piles)))
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::Program(Format {
            shape: Shape::Single,
            test,
            answer_shape: |l| is_word(l, &["Takahashi", "Aoki"]),
        })
    }

    /// Up to 3 piles of up to 14 stones, K from 1 to 4.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        let mut oracle = oracle::Oracle::default();
        (0..RANDOM_CASES)
            .map(|_| {
                let n = rng.range(0, 3) as usize;
                let piles: Vec<(u64, u64)> = (0..n).map(|_| (rng.range(0, 14), rng.range(1, 4))).collect();
                case(&mut oracle, &piles)
            })
            .collect()
    }

    /// Every pair of piles of up to 8 stones with K = 2 and 3 (81 runs).
    fn small_cases(&self) -> Vec<Case> {
        let mut oracle = oracle::Oracle::default();
        let pairs = (0..9).flat_map(|a| (0..9).map(move |b| vec![(a, 2), (b, 3)]));
        pairs.map(|piles| case(&mut oracle, &piles)).collect()
    }

    /// The rule against the definition (g(x) = mex of the q = ⌊x/K⌋ values just below x) for
    /// every pile up to 3000 and K up to 40; and against the oracle on every pair of piles up
    /// to 10 with K up to 3.
    fn check_reference(&self) {
        for k in 1..=40u64 {
            let mut g: Vec<u64> = Vec::new();
            for x in 0..=3000u64 {
                let q = x / k;
                let window: BTreeSet<u64> = (x - q..x).map(|y| g[y as usize]).collect();
                g.push(mex(&window));
                assert_eq!(pile_value(x, k), g[x as usize], "x {} K {}", x, k);
            }
        }
        let mut oracle = oracle::Oracle::default();
        for (a, b) in (0..=10).flat_map(|a| (0..=10).map(move |b| (a, b))) {
            for (k, l) in [(1, 2), (2, 3), (3, 3), (2, 2)] {
                let piles = [(a, k), (b, l)];
                assert_eq!(reference(&piles), oracle.first_player_wins(&piles), "{:?}", piles);
            }
        }
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        refused_at_once(&["1\n5 0\n", "1\n1000000000001 1\n", "2\n5 2\n", "1\n-1 2\n", "1\n5 2 3\n"])
    }

    /// The judge's limits: 200 piles with A and K up to 10^9 (random; and K near √A, A near
    /// 10^9, the longest walks); ours: A and K up to 10^12.
    fn max_cases(&self, rng: &mut Rng) -> Vec<(&'static str, String)> {
        let render = |piles: &[(u64, u64)]| {
            let lines: String = piles.iter().map(|(a, k)| format!("{} {}\n", a, k)).collect();
            format!("{}\n{}", piles.len(), lines)
        };
        let random: Vec<(u64, u64)> = (0..200).map(|_| (rng.range(1, 1_000_000_000), rng.range(1, 1_000_000_000))).collect();
        let long: Vec<(u64, u64)> = (0..200).map(|_| (rng.range(900_000_000, 1_000_000_000), rng.range(20_000, 40_000))).collect();
        let ours: Vec<(u64, u64)> = (0..200).map(|_| (rng.range(1, 1_000_000_000_000), rng.range(1, 2_000_000))).collect();
        vec![("random", render(&random)), ("long-walks", render(&long)), ("accepted-limit", render(&ours))]
    }
}

mod oracle {
    //! Oracle for AtCoder ARC091 F "Strange Nim" (https://atcoder.jp/contests/arc091/tasks/arc091_d),
    //! from the rules alone.
    //!
    //! Rules as implemented: piles, each with its number K; a move picks a pile of X stones and
    //! removes between 1 and ⌊X/K⌋ of them; the player who cannot move loses.
    //!
    //! Search: memoised win/lose over the sorted list of (stones, K) pairs.
    use std::collections::HashMap;

    #[derive(Default)]
    pub struct Oracle {
        memo: HashMap<Vec<(u64, u64)>, bool>,
    }

    impl Oracle {
        /// Whether the player to move wins on `piles`.
        pub fn first_player_wins(&mut self, piles: &[(u64, u64)]) -> bool {
            let mut position = piles.to_vec();
            position.sort_unstable();
            if let Some(&known) = self.memo.get(&position) {
                return known;
            }
            let mut result = false;
            'moves: for i in 0..position.len() {
                let (x, k) = position[i];
                for take in 1..=x / k {
                    let mut next = position.clone();
                    next[i].0 -= take;
                    if !self.first_player_wins(&next) {
                        result = true;
                        break 'moves;
                    }
                }
            }
            self.memo.insert(position, result);
            result
        }
    }

    #[test]
    fn statement_samples() {
        let mut o = Oracle::default();
        assert!(!o.first_player_wins(&[(5, 2), (3, 3)]));
        assert!(o.first_player_wins(&[(3, 2), (4, 3), (5, 1)]));
        assert!(!o.first_player_wins(&[(28, 3), (16, 4), (19, 2)]));
    }

    #[test]
    fn single_piles_by_hand() {
        let mut o = Oracle::default();
        // X < K: no move.
        assert!(!o.first_player_wins(&[(2, 3)]));
        // K = 1: ordinary Nim, one pile wins.
        assert!(o.first_player_wins(&[(5, 1)]));
        // (3, 2): only 1 may go (⌊3/2⌋ = 1), to (2, 2), from which 1 goes, to (1, 2): stuck.
        assert!(!o.first_player_wins(&[(3, 2)]));
    }
}
