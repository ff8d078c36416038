//! AtCoder ABC255 G (abc255_g) · Constrained Nim: Nim where taking exactly Y_i stones from a
//! pile of exactly X_i stones is forbidden; who cannot move loses. Input `N M`, `A_1 … A_N`
//! and M pairs `X_i Y_i`; `Takahashi` when he (first) wins, else `Aoki`. Oracle: the memoised
//! search of `mod oracle` over whole positions (the multiset of piles).
use crate::common::Rng;
use crate::layout::{is_word, words, Cursor, Format, Layout, Shape};
use crate::problem::{refused_at_once, Case, Problem, RANDOM_CASES};
use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet};

pub struct Game;

/// Most stones in a pile the binary accepts.
const MAX_STONES: i64 = 1_000_000_000_000_000_000;

/// Piles up to this size are answered by the plain table.
const TABLE_LIMIT: u64 = 2000;

/// The Grundy values of one pile of 0..=top by the mex of its allowed moves (plain).
fn grundy_table(top: u64, forbidden: &[(u64, u64)]) -> Vec<u64> {
    let banned: HashSet<(u64, u64)> = forbidden.iter().copied().collect();
    let mut table: Vec<u64> = Vec::with_capacity(top as usize + 1);
    for pile in 0..=top {
        let reached: HashSet<u64> = (1..=pile)
            .filter(|&take| !banned.contains(&(pile, take)))
            .map(|take| table[(pile - take) as usize])
            .collect();
        table.push((0..).find(|v| !reached.contains(v)).expect("a mex"));
    }
    table
}

/// The xor of the table's values, or, for piles too large for it, of the shifted values.
fn reference(piles: &[u64], forbidden: &[(u64, u64)]) -> bool {
    let top = piles.iter().copied().max().unwrap_or(0);
    let total = if top <= TABLE_LIMIT {
        let table = grundy_table(top, forbidden);
        piles.iter().fold(0, |acc, &p| acc ^ table[p as usize])
    } else {
        let shifted = Shifted::new(forbidden);
        piles.iter().fold(0, |acc, &p| acc ^ shifted.value(p))
    };
    total != 0
}

/// The Grundy values from the X's alone (checked against the table on random sets): between
/// X's a value is one more than the largest so far; at an X, the smallest value all of whose
/// places below are forbidden targets, else one more than the largest.
struct Shifted {
    /// X → (its value, the largest value up to it).
    at: BTreeMap<u64, (u64, u64)>,
}

impl Shifted {
    fn new(forbidden: &[(u64, u64)]) -> Self {
        let mut by_size: BTreeMap<u64, Vec<u64>> = BTreeMap::new();
        for &(x, y) in forbidden {
            by_size.entry(x).or_default().push(y);
        }
        let mut shifted = Shifted { at: BTreeMap::new() };
        // extra[v]: places of value v besides the one where the largest first reached v.
        let mut extra: HashMap<u64, u64> = HashMap::new();
        for (x, takes) in by_size {
            let largest_before = shifted.largest(x - 1);
            let mut hits: HashMap<u64, u64> = HashMap::new();
            for y in takes {
                *hits.entry(shifted.value(x - y)).or_default() += 1;
            }
            let value = hits
                .iter()
                .filter(|&(v, &count)| count == 1 + extra.get(v).copied().unwrap_or(0))
                .map(|(&v, _)| v)
                .min()
                .unwrap_or(largest_before + 1);
            if value <= largest_before {
                *extra.entry(value).or_default() += 1;
            }
            shifted.at.insert(x, (value, largest_before.max(value)));
        }
        shifted
    }

    /// (The last X at or below `pile` with its entry, or none.)
    fn last_at_or_below(&self, pile: u64) -> Option<(u64, (u64, u64))> {
        self.at.range(..=pile).next_back().map(|(&x, &entry)| (x, entry))
    }

    fn value(&self, pile: u64) -> u64 {
        match self.last_at_or_below(pile) {
            Some((x, (value, _))) if x == pile => value,
            Some((x, (_, largest))) => largest + (pile - x),
            None => pile,
        }
    }

    fn largest(&self, pile: u64) -> u64 {
        match self.last_at_or_below(pile) {
            Some((x, (_, largest))) => largest + (pile - x),
            None => pile,
        }
    }
}

fn answer(first_wins: bool) -> String {
    words("Takahashi", "Aoki")(first_wins)
}

fn test(c: &mut Cursor) -> Option<String> {
    let n = c.int(1, 1_000_000)?;
    let m = c.int(1, 1_000_000)?;
    let piles = c.values(n, 1, MAX_STONES)?;
    let mut forbidden = Vec::new();
    for _ in 0..m {
        let x = c.int(1, MAX_STONES)?;
        let y = c.int(1, x)?;
        forbidden.push((x as u64, y as u64));
    }
    let distinct: HashSet<(u64, u64)> = forbidden.iter().copied().collect();
    if distinct.len() != forbidden.len() {
        return None;
    }
    Some(answer(reference(&piles, &forbidden)))
}

fn case(piles: &[u64], forbidden: &[(u64, u64)]) -> Case {
    let mut lines = vec![vec![piles.len() as u64, forbidden.len() as u64], piles.to_vec()];
    lines.extend(forbidden.iter().map(|&(x, y)| vec![x, y]));
    Case::Lines(lines, answer(oracle::first_player_wins(piles, forbidden)))
}

/// `count` distinct pairs (at most all of them) with X in 1..=top and Y in 1..=X.
fn random_pairs(rng: &mut Rng, count: usize, top: u64) -> Vec<(u64, u64)> {
    let mut all: Vec<(u64, u64)> = (1..=top).flat_map(|x| (1..=x).map(move |y| (x, y))).collect();
    for i in (1..all.len()).rev() {
        all.swap(i, rng.range(0, i as u64) as usize);
    }
    all.truncate(count.max(1));
    all
}

fn random_piles(rng: &mut Rng, count: usize, top: u64) -> Vec<u64> {
    (0..count).map(|_| rng.range(1, top)).collect()
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::Program(Format {
            shape: Shape::Single,
            test,
            answer_shape: |l| is_word(l, &["Takahashi", "Aoki"]),
        })
    }

    /// 1 to 3 piles of 1 to 6 stones, 1 to 8 forbidden pairs with X ≤ 6.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        (0..RANDOM_CASES)
            .map(|_| {
                let count = rng.range(1, 3) as usize;
                let piles = random_piles(rng, count, 6);
                let pairs = rng.range(1, 8) as usize;
                case(&piles, &random_pairs(rng, pairs, 6))
            })
            .collect()
    }

    /// One pile of 1 to 3 stones under every nonempty set of pairs with X ≤ 3 (3 · 63).
    fn small_cases(&self) -> Vec<Case> {
        let all: Vec<(u64, u64)> = (1..=3).flat_map(|x| (1..=x).map(move |y| (x, y))).collect();
        (1..1u32 << all.len())
            .flat_map(|set| {
                let chosen: Vec<(u64, u64)> =
                    (0..all.len()).filter(|&i| set >> i & 1 == 1).map(|i| all[i]).collect();
                (1..=3).map(move |pile| case(&[pile], &chosen))
            })
            .collect()
    }

    /// The table against the oracle on 2000 random sets (1 to 3 piles of 1 to 7, up to 12
    /// pairs with X ≤ 7); the shifted values against the table at every pile up to 60 on 300
    /// random sets of up to 60 pairs with X ≤ 60, and on 300 of up to 200 pairs with X ≤ 25.
    fn check_reference(&self) {
        let mut rng = Rng::new(255);
        for _ in 0..2000 {
            let count = rng.range(1, 3) as usize;
            let piles = random_piles(&mut rng, count, 7);
            let pairs = rng.range(1, 12) as usize;
            let forbidden = random_pairs(&mut rng, pairs, 7);
            let found = oracle::first_player_wins(&piles, &forbidden);
            assert_eq!(reference(&piles, &forbidden), found, "{:?} {:?}", piles, forbidden);
        }
        for (sets, most, top) in [(300, 60, 60), (300, 200, 25)] {
            for _ in 0..sets {
                let pairs = rng.range(1, most) as usize;
                let forbidden = random_pairs(&mut rng, pairs, top);
                let table = grundy_table(60, &forbidden);
                let shifted = Shifted::new(&forbidden);
                for pile in 0..=60 {
                    assert_eq!(shifted.value(pile), table[pile as usize], "{:?}", forbidden);
                }
            }
        }
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        refused_at_once(&[
            "1 2\n5\n3 1\n3 1\n",
            "1 1\n5\n2 3\n",
            "1 1\n0\n1 1\n",
            "1 1\n1000000000000000001\n1 1\n",
            "0 1\n1 1\n",
            "1 0\n5\n",
            "2 1\n5\n1 1\n",
            "1 1\n5\n1 0\n",
            "1 1\n5\n1\n",
        ])
    }

    /// The judge's limits, N = M = 2·10^5: random piles and pairs up to 10^18; every pair with
    /// X ≤ 631 (values repeat often) under piles up to 2000, the last one zeroing the xor when
    /// it can; 1000 X's near 10^18 with 200 small takes each, piles among them in equal pairs;
    /// ours, N = M = 10^6.
    fn max_cases(&self, rng: &mut Rng) -> Vec<(&'static str, String)> {
        let render = |piles: &[u64], forbidden: &[(u64, u64)]| {
            let counts: Vec<String> = piles.iter().map(u64::to_string).collect();
            let lines: String = forbidden.iter().map(|(x, y)| format!("{} {}\n", x, y)).collect();
            format!("{} {}\n{}\n{}", piles.len(), forbidden.len(), counts.join(" "), lines)
        };
        let top = MAX_STONES as u64;
        let random_big = |rng: &mut Rng, n: usize, m: usize| {
            let piles = random_piles(rng, n, top);
            let mut seen = HashSet::new();
            let mut forbidden = Vec::with_capacity(m);
            while forbidden.len() < m {
                let x = rng.range(1, top);
                let pair = (x, rng.range(1, x));
                if seen.insert(pair) {
                    forbidden.push(pair);
                }
            }
            render(&piles, &forbidden)
        };
        let limit = 200_000;
        let random = random_big(rng, limit, limit);
        let mut dense_pairs: Vec<(u64, u64)> =
            (1..=631).flat_map(|x| (1..=x).map(move |y| (x, y))).collect();
        dense_pairs.truncate(limit);
        for i in (1..dense_pairs.len()).rev() {
            dense_pairs.swap(i, rng.range(0, i as u64) as usize);
        }
        // The last pile, where one fits, brings the xor of the values to 0: Aoki wins.
        let table = grundy_table(2000, &dense_pairs);
        let mut dense_piles = random_piles(rng, limit - 1, 2000);
        let rest = dense_piles.iter().fold(0, |acc, &p| acc ^ table[p as usize]);
        dense_piles.push((1..=2000).find(|&p| table[p as usize] == rest).unwrap_or(1));
        let dense = render(&dense_piles, &dense_pairs);
        let mut near_top = Vec::with_capacity(limit);
        let sizes: Vec<u64> = (0..1000).map(|k| top - 3 * k).collect();
        for &x in &sizes {
            let mut takes = BTreeSet::new();
            while takes.len() < 200 {
                takes.insert(rng.range(1, 1_000_000));
            }
            near_top.extend(takes.into_iter().map(|y| (x, y)));
        }
        // Pairs of equal piles: the xor is 0 whatever the values, so Aoki wins.
        let piles: Vec<u64> = (0..limit / 2)
            .flat_map(|_| {
                let size = sizes[rng.range(0, 999) as usize];
                [size, size]
            })
            .collect();
        let few_sizes = render(&piles, &near_top);
        // Ours, N = M = 10^6 with short numbers (the input stays near 14 MB): every pair with
        // X ≤ 1414, shuffled, under random piles up to 2000.
        let ours_limit = 1_000_000;
        let mut ours_pairs: Vec<(u64, u64)> =
            (1..=1414).flat_map(|x| (1..=x).map(move |y| (x, y))).collect();
        ours_pairs.truncate(ours_limit);
        for i in (1..ours_pairs.len()).rev() {
            ours_pairs.swap(i, rng.range(0, i as u64) as usize);
        }
        let ours = render(&random_piles(rng, ours_limit, 2000), &ours_pairs);
        vec![
            ("random", random),
            ("dense", dense),
            ("few-sizes", few_sizes),
            ("accepted-limit", ours),
        ]
    }
}

mod oracle {
    //! Oracle for AtCoder ABC255 G "Constrained Nim" (https://atcoder.jp/contests/abc255/tasks/abc255_g),
    //! from the rules alone.
    //!
    //! Rules as implemented: piles of stones; a move takes 1 to all of one pile's stones,
    //! except y from a pile of exactly x for a forbidden pair (x, y); who cannot move loses.
    //! A position is the multiset of piles (sorted), empty piles dropped.
    //!
    //! Search: memoised win/lose over those multisets, per set of forbidden pairs.
    use std::collections::{HashMap, HashSet};

    /// Whether Takahashi, to move first, wins.
    pub fn first_player_wins(piles: &[u64], forbidden: &[(u64, u64)]) -> bool {
        let banned: HashSet<(u64, u64)> = forbidden.iter().copied().collect();
        let mut start = piles.to_vec();
        start.sort_unstable();
        wins(&banned, start, &mut HashMap::new())
    }

    fn wins(
        banned: &HashSet<(u64, u64)>,
        piles: Vec<u64>,
        memo: &mut HashMap<Vec<u64>, bool>,
    ) -> bool {
        if let Some(&known) = memo.get(&piles) {
            return known;
        }
        let result = (0..piles.len()).any(|i| {
            (1..=piles[i]).filter(|&take| !banned.contains(&(piles[i], take))).any(|take| {
                let mut next = piles.clone();
                next[i] -= take;
                next.retain(|&p| p > 0);
                next.sort_unstable();
                !wins(banned, next, memo)
            })
        });
        memo.insert(piles, result);
        result
    }

    #[test]
    fn small_positions_by_hand() {
        // One stone, its only move forbidden: no move.
        assert!(!first_player_wins(&[1], &[(1, 1)]));
        // Two stones, taking one forbidden: take both.
        assert!(first_player_wins(&[2], &[(2, 1)]));
        // Two equal piles of two, no move forbidden that matters: mirrored, lost.
        assert!(!first_player_wins(&[2, 2], &[(5, 5)]));
    }
}
