//! AtCoder ARC105 D (arc105_d) · Let's Play Nim: N bags are emptied one a move onto N dishes,
//! then the dishes are played as Nim; who cannot move loses. Input `T`, then T tests `N` /
//! `a_1 … a_N`; `First` when Taro (first) wins, else `Second`. Oracle: the memoised search of
//! `mod oracle` over whole positions (the bags left and every dish), both phases by the rules.
use crate::common::Rng;
use crate::inputs::{counted, counted_lines, multisets, tests_counted};
use crate::layout::{is_word, words, Format, Layout, Shape, MAX};
use crate::problem::{Case, Problem, RANDOM_CASES};

pub struct Game;

/// The rule: Jiro wins iff N is odd or every value appears an even number of times.
fn reference(bags: &[u64]) -> bool {
    let mut sorted = bags.to_vec();
    sorted.sort_unstable();
    let all_paired = sorted.chunks(2).all(|pair| pair.len() == 2 && pair[0] == pair[1]);
    bags.len() % 2 == 0 && !all_paired
}

fn answer(first_wins: bool) -> String {
    words("First", "Second")(first_wins)
}

fn case(oracle: &mut oracle::Oracle, bags: &[u64]) -> Case {
    Case::Lines(counted_lines(bags), answer(oracle.first_player_wins(bags)))
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::Program(Format {
            shape: Shape::Counted(MAX),
            test: |c| Some(answer(reference(&c.counted(1, MAX, 1, MAX)?))),
            answer_shape: |l| is_word(l, &["First", "Second"]),
        })
    }

    /// 1..=4 bags of 1..=4 coins; every third test made of pairs (with one value changed in
    /// half of those).
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        let mut oracle = oracle::Oracle::default();
        (0..RANDOM_CASES)
            .map(|i| {
                let bags = if i % 3 == 0 {
                    let len = rng.range(1, 2) as usize;
                    let mut paired = rng.values(len, 1, 4).repeat(2);
                    if i % 2 == 0 {
                        paired[0] = rng.range(1, 4);
                    }
                    paired
                } else {
                    let n = rng.range(1, 4) as usize;
                    rng.values(n, 1, 4)
                };
                case(&mut oracle, &bags)
            })
            .collect()
    }

    /// Every multiset of 1..=4 bags of 1..=3 coins (one input).
    fn small_cases(&self) -> Vec<Case> {
        let mut oracle = oracle::Oracle::default();
        let tests = multisets(4, 1, 3).into_iter().filter(|bags| !bags.is_empty());
        tests.map(|bags| case(&mut oracle, &bags)).collect()
    }

    /// Every multiset of 1..=4 bags of 1..=4 coins, and of 5 bags of 1..=2 coins.
    fn check_reference(&self) {
        let mut oracle = oracle::Oracle::default();
        let fives = multisets(5, 1, 2).into_iter().filter(|bags| bags.len() == 5);
        for bags in multisets(4, 1, 4).into_iter().filter(|bags| !bags.is_empty()).chain(fives) {
            assert_eq!(reference(&bags), oracle.first_player_wins(&bags), "{:?}", bags);
        }
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        vec![
            ("2\n1\n10\n2\n1 0\n".into(), "Second\n"),
            ("1\n0\n".into(), ""),
            ("2\n2\n1 2\n2\n3\n".into(), "First\n"),
            ("1\n1\n-4\n".into(), ""),
            ("1\n1\n4 4\n".into(), "Second\n"),
        ]
    }

    /// The judge's limits, ΣN = 2·10^5: two tests of 10^5 bags up to 10^9 (random; paired,
    /// shuffled); 10^5 tests of 2 bags (half of them equal); and ours: bags up to 2^63−1.
    fn max_cases(&self, rng: &mut Rng) -> Vec<(&'static str, String)> {
        let random = rng.values(100_000, 1, 1_000_000_000);
        let mut paired = rng.values(50_000, 1, 1_000_000_000).repeat(2);
        for i in (1..paired.len()).rev() {
            paired.swap(i, rng.range(0, i as u64) as usize);
        }
        let large = tests_counted(vec![counted(&random), counted(&paired)]);
        let small = (0..100_000)
            .map(|i| {
                let a = rng.range(1, 1_000_000_000);
                counted(&[a, if i % 2 == 0 { a } else { rng.range(1, 1_000_000_000) }])
            })
            .collect();
        let ours = tests_counted(vec![counted(&rng.values(200_000, 1, MAX as u64))]);
        vec![
            ("two-large-tests", large),
            ("many-small-tests", tests_counted(small)),
            ("accepted-limit", ours),
        ]
    }
}

mod oracle {
    //! Oracle for AtCoder ARC105 D "Let's Play Nim" (https://atcoder.jp/contests/arc105/tasks/arc105_d),
    //! from the rules alone.
    //!
    //! Rules as implemented: bags of coins and as many dishes, all empty at first. While a bag
    //! holds coins, a move takes such a bag and empties it onto any dish; after that a move
    //! removes one or more coins from one dish. The player who cannot move loses.
    //!
    //! Search: memoised win/lose over (the bags left, sorted; every dish's coins, sorted), both
    //! phases move by move (no Nim theorem).
    use std::collections::HashMap;

    #[derive(Default)]
    pub struct Oracle {
        memo: HashMap<(Vec<u64>, Vec<u64>), bool>,
    }

    impl Oracle {
        /// Whether Taro, to move with these bags and as many empty dishes, wins.
        pub fn first_player_wins(&mut self, bags: &[u64]) -> bool {
            let mut bags = bags.to_vec();
            bags.sort_unstable();
            let dishes = vec![0; bags.len()];
            self.wins(bags, dishes)
        }

        fn wins(&mut self, bags: Vec<u64>, dishes: Vec<u64>) -> bool {
            if let Some(&known) = self.memo.get(&(bags.clone(), dishes.clone())) {
                return known;
            }
            let mut children = Vec::new();
            if bags.is_empty() {
                for (j, &coins) in dishes.iter().enumerate() {
                    for take in 1..=coins {
                        let mut after = dishes.clone();
                        after[j] -= take;
                        children.push((Vec::new(), after));
                    }
                }
            } else {
                for i in 0..bags.len() {
                    for j in 0..dishes.len() {
                        let mut left = bags.clone();
                        let bag = left.remove(i);
                        let mut after = dishes.clone();
                        after[j] += bag;
                        children.push((left, after));
                    }
                }
            }
            let result = children.into_iter().any(|(mut left, mut after)| {
                left.sort_unstable();
                after.sort_unstable();
                !self.wins(left, after)
            });
            self.memo.insert((bags, dishes), result);
            result
        }
    }

    #[test]
    fn statement_samples() {
        let mut o = Oracle::default();
        assert!(!o.first_player_wins(&[10]));
        assert!(o.first_player_wins(&[1, 2]));
    }

    #[test]
    fn small_games_by_hand() {
        let mut o = Oracle::default();
        // [1, 1]: Jiro places the second coin on Taro's dish (one dish of 2: Taro, first in
        // Nim, takes both and wins) or on the other (two dishes of 1: Taro loses); he picks that.
        assert!(!o.first_player_wins(&[1, 1]));
        // [1, 1, 1]: Taro places last; Jiro then moves first in Nim on 3 coins split into
        // dishes; Jiro puts his coin on Taro's, so some dish has 2 and the xor is not 0.
        assert!(!o.first_player_wins(&[1, 1, 1]));
    }
}
