//! AtCoder ARC116 F · Deque Game: a move removes an end of a sequence of length ≥ 2; the score
//! is the sum of what is left, Takahashi maximising it and Aoki minimising it. Input `K`, then
//! K lines `N A_1 … A_N`; the score. Oracle: the memoised minimax over whole positions of `mod
//! oracle`; `check_reference` also holds the one-sequence rule to the one-sequence game.
use crate::common::Rng;
use crate::layout::{Cursor, Format, Layout, Shape, MAX};
use crate::problem::{Case, Problem, RANDOM_CASES, refused_at_once};

pub struct Game;

/// One odd sequence alone: the worse of the middle pair its first mover picks.
fn odd_value(a: &[u64], maximiser_first: bool) -> u64 {
    if a.len() == 1 {
        return a[0];
    }
    let m = a.len() / 2;
    let pairs = [(a[m - 1], a[m]), (a[m], a[m + 1])];
    if maximiser_first {
        pairs.iter().map(|&(x, y)| x.min(y)).max().expect("two pairs")
    } else {
        pairs.iter().map(|&(x, y)| x.max(y)).min().expect("two pairs")
    }
}

/// The claiming rule: odd sequences valued with the forced opener, even ones claimed in turn
/// by decreasing gain.
fn reference(sequences: &[Vec<u64>]) -> u128 {
    let evens: Vec<&Vec<u64>> = sequences.iter().filter(|s| s.len() % 2 == 0).collect();
    let opener = evens.len() % 2 == 0;
    let odd_total: u128 = sequences.iter().filter(|s| s.len() % 2 == 1).map(|s| u128::from(odd_value(s, opener))).sum();
    let mut claims: Vec<(u64, u64)> = evens
        .iter()
        .map(|s| {
            let (a, b) = (odd_value(&s[1..], opener), odd_value(&s[..s.len() - 1], opener));
            (a.max(b), a.min(b))
        })
        .collect();
    claims.sort_by_key(|&(better, worse)| std::cmp::Reverse(better - worse));
    let claimed: u128 = claims.iter().enumerate().map(|(i, &(better, worse))| u128::from(if i % 2 == 0 { better } else { worse })).sum();
    odd_total + claimed
}

fn test(c: &mut Cursor) -> Option<String> {
    let k = c.int(0, MAX)?;
    let sequences = (0..k).map(|_| c.counted(1, MAX, 0, MAX)).collect::<Option<Vec<_>>>()?;
    Some(reference(&sequences).to_string())
}

fn case(oracle: &mut oracle::Oracle, sequences: &[Vec<u64>]) -> Case {
    let mut lines = vec![vec![sequences.len() as u64]];
    lines.extend(sequences.iter().map(|s| std::iter::once(s.len() as u64).chain(s.iter().copied()).collect()));
    Case::Lines(lines, oracle.score(sequences).to_string())
}

/// Up to `k` sequences of lengths 1 to 5 with at most `moves` moves in all, values up to 9.
fn random_sequences(rng: &mut Rng, k: u64, moves: usize) -> Vec<Vec<u64>> {
    loop {
        let count = rng.range(0, k);
        let sequences: Vec<Vec<u64>> = (0..count).map(|_| {
            let len = rng.range(1, 5) as usize;
            rng.values(len, 1, 9)
        }).collect();
        if sequences.iter().map(|s| s.len() - 1).sum::<usize>() <= moves {
            return sequences;
        }
    }
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::Program(Format { shape: Shape::Single, test, answer_shape: |l| l.parse::<u128>().is_ok() })
    }

    /// Up to 4 sequences of up to 5 elements, at most 9 moves in all.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        let mut oracle = oracle::Oracle::default();
        (0..RANDOM_CASES).map(|_| case(&mut oracle, &random_sequences(rng, 4, 9))).collect()
    }

    /// Every pair of sequences of lengths 1 to 3 over {1, 2, 3} (1 521 would be many runs: the
    /// 3 × 3 length pairs with the first sequence's elements all, the second's from {1, 3}).
    fn small_cases(&self) -> Vec<Case> {
        let mut oracle = oracle::Oracle::default();
        let firsts = crate::inputs::every_sequence(&[1u64, 2, 3], 3).into_iter().filter(|s| !s.is_empty());
        let firsts: Vec<Vec<u64>> = firsts.collect();
        let seconds: Vec<Vec<u64>> = crate::inputs::every_sequence(&[1u64, 3], 3).into_iter().filter(|s| !s.is_empty()).collect();
        let mut cases = Vec::new();
        for a in &firsts {
            for b in seconds.iter().filter(|b| b.len() + a.len() <= 4) {
                cases.push(case(&mut oracle, &[a.clone(), b.clone()]));
            }
        }
        cases
    }

    /// The one-sequence rule against the one-sequence game for every odd sequence of up to 7
    /// elements from 1..=4; the whole rule against the oracle on 1500 random positions of up to
    /// 11 moves.
    fn check_reference(&self) {
        for s in crate::inputs::every_sequence(&[1u64, 2, 3, 4], 7).into_iter().filter(|s| s.len() % 2 == 1) {
            for first in [true, false] {
                assert_eq!(odd_value(&s, first), oracle::alone(&s, first), "{:?} {}", s, first);
            }
        }
        let mut oracle = oracle::Oracle::default();
        let mut rng = Rng::new(116);
        for _ in 0..1500 {
            let sequences = random_sequences(&mut rng, 4, 11);
            assert_eq!(reference(&sequences), oracle.score(&sequences), "{:?}", sequences);
        }
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        refused_at_once(&["1\n0\n", "2\n1 5\n", "1\n2 5\n", "1\n1 -5\n", "1\n1 5 6\n"])
    }

    /// The judge's limits, ΣN = 2·10^5: 10^5 sequences of length 1 or 3 and a few even; 3
    /// long ones; 10^5 of length 2 (all even: every claim contested).
    fn max_cases(&self, rng: &mut Rng) -> Vec<(&'static str, String)> {
        let render = |sequences: &[Vec<u64>]| {
            let lines: String = sequences.iter().map(|s| format!("{} {}\n", s.len(), s.iter().map(u64::to_string).collect::<Vec<_>>().join(" "))).collect();
            format!("{}\n{}", sequences.len(), lines)
        };
        let mut short = Vec::new();
        let mut used = 0;
        while used + 4 <= 200_000 {
            let len = [1, 3, 3, 2, 4][rng.range(0, 4) as usize];
            used += len;
            short.push(rng.values(len, 1, 1_000_000_000));
        }
        let long = vec![rng.values(100_001, 1, 1_000_000_000), rng.values(60_000, 1, 1_000_000_000), rng.values(39_999, 1, 1_000_000_000)];
        let pairs: Vec<Vec<u64>> = (0..100_000).map(|_| rng.values(2, 1, 1_000_000_000)).collect();
        vec![("short", render(&short)), ("long", render(&long)), ("pairs", render(&pairs))]
    }
}

mod oracle {
    //! Oracle for AtCoder ARC116 F "Deque Game"
    //! (https://atcoder.jp/contests/arc116/tasks/arc116_f), from the rules alone.
    //!
    //! Rules as implemented: sequences; the players alternately remove the first or the last
    //! element of a sequence of length 2 or more, Takahashi first, until every sequence has one
    //! element; the score is their sum, Takahashi maximising and Aoki minimising it.
    //!
    //! Search: memoised minimax over (the sorted sequences, whose turn).
    use std::collections::HashMap;

    #[derive(Default)]
    pub struct Oracle {
        memo: HashMap<(Vec<Vec<u64>>, bool), u128>,
    }

    impl Oracle {
        /// The score under best play, Takahashi first.
        pub fn score(&mut self, sequences: &[Vec<u64>]) -> u128 {
            self.value(sequences.to_vec(), true)
        }

        fn value(&mut self, mut sequences: Vec<Vec<u64>>, maximiser: bool) -> u128 {
            sequences.sort();
            if let Some(&known) = self.memo.get(&(sequences.clone(), maximiser)) {
                return known;
            }
            let mut results = Vec::new();
            for i in (0..sequences.len()).filter(|&i| sequences[i].len() >= 2) {
                for drop_first in [true, false] {
                    let mut next = sequences.clone();
                    if drop_first {
                        next[i].remove(0);
                    } else {
                        next[i].pop();
                    }
                    results.push(self.value(next, !maximiser));
                }
            }
            let best = if results.is_empty() {
                sequences.iter().map(|s| u128::from(s[0])).sum()
            } else if maximiser {
                *results.iter().max().expect("a move")
            } else {
                *results.iter().min().expect("a move")
            };
            self.memo.insert((sequences, maximiser), best);
            best
        }
    }

    /// One sequence played alone, the maximiser first or not.
    pub fn alone(a: &[u64], maximiser_first: bool) -> u64 {
        if a.len() == 1 {
            return a[0];
        }
        let (first, last) = (alone(&a[1..], !maximiser_first), alone(&a[..a.len() - 1], !maximiser_first));
        if maximiser_first {
            first.max(last)
        } else {
            first.min(last)
        }
    }

    #[test]
    fn statement_sample() {
        let mut o = Oracle::default();
        assert_eq!(o.score(&[vec![1, 2, 3], vec![4, 5], vec![6]]), 13);
    }

    #[test]
    fn small_positions_by_hand() {
        let mut o = Oracle::default();
        // (1, 2, 3) alone: Takahashi must move first; Aoki then keeps a middle that suits him.
        assert_eq!(o.score(&[vec![1, 2, 3]]), 2);
        // (4, 5) alone: Takahashi removes the 4.
        assert_eq!(o.score(&[vec![4, 5]]), 5);
        assert_eq!(o.score(&[]), 0);
    }
}
