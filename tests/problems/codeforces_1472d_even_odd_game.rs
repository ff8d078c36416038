//! Codeforces 1472D · Even-Odd Game: a move removes any element; Alice scores the even ones she
//! removes, Bob the odd ones he removes. Input `t`, then per test `n` / `a_1 … a_n`; `Alice`,
//! `Bob` or `Tie`. Oracle: the memoised minimax over multisets of `mod oracle`.
use crate::common::Rng;
use crate::inputs::{counted, counted_lines, multisets, tests_counted};
use crate::layout::{is_word, Format, Layout, Shape, MAX};
use crate::problem::{Case, Problem, RANDOM_CASES};

pub struct Game;

/// The greedy the header proves: both take the largest number left.
fn reference(numbers: &[u64]) -> String {
    let mut sorted = numbers.to_vec();
    sorted.sort_unstable_by(|a, b| b.cmp(a));
    let (mut alice, mut bob) = (0u128, 0u128);
    for (turn, &x) in sorted.iter().enumerate() {
        if turn % 2 == 0 && x % 2 == 0 {
            alice += u128::from(x);
        } else if turn % 2 == 1 && x % 2 == 1 {
            bob += u128::from(x);
        }
    }
    outcome(alice as i128 - bob as i128)
}

/// The word for Alice's score minus Bob's.
fn outcome(lead: i128) -> String {
    match lead.signum() {
        1 => "Alice",
        -1 => "Bob",
        _ => "Tie",
    }
    .to_string()
}

fn case(oracle: &mut oracle::Oracle, numbers: &[u64]) -> Case {
    Case::Lines(counted_lines(numbers), outcome(oracle.alice_lead(numbers)))
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::Program(Format {
            shape: Shape::Counted(MAX),
            test: |c| Some(reference(&c.counted(0, MAX, 0, MAX)?)),
            answer_shape: |l| is_word(l, &["Alice", "Bob", "Tie"]),
        })
    }

    /// Up to 7 numbers up to 12, as the tests of one input.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        let mut oracle = oracle::Oracle::default();
        (0..RANDOM_CASES).map(|_| case(&mut oracle, &rng.row(7, 0, 12))).collect()
    }

    /// Every multiset of up to 4 numbers from 0..=6 (330), as the tests of one input.
    fn small_cases(&self) -> Vec<Case> {
        let mut oracle = oracle::Oracle::default();
        multisets(4, 0, 6).iter().map(|numbers| case(&mut oracle, numbers)).collect()
    }

    /// Every multiset of up to 6 numbers from 0..=7.
    fn check_reference(&self) {
        let mut oracle = oracle::Oracle::default();
        for numbers in multisets(6, 0, 7) {
            assert_eq!(reference(&numbers), outcome(oracle.alice_lead(&numbers)), "{:?}", numbers);
        }
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        vec![
            ("2\n1\n4\n2\n1\n".into(), "Alice\n"),
            ("1\n1 -2\n".into(), ""),
            ("1\n2 7 8\n3\n".into(), "Alice\n"),
            ("1\n1 9223372036854775808\n".into(), ""),
        ]
    }

    /// The judge's limits, Σn = 2·10^5: 10 tests of 2·10^4 numbers up to 10^9.
    fn max_cases(&self, rng: &mut Rng) -> Vec<(&'static str, String)> {
        let tests = (0..10).map(|_| counted(&rng.values(20_000, 1, 1_000_000_000))).collect();
        vec![("ten-tests", tests_counted(tests))]
    }
}

mod oracle {
    //! Oracle for Codeforces 1472D "Even-Odd Game"
    //! (https://codeforces.com/problemset/problem/1472/D), from the rules alone.
    //!
    //! Rules as implemented: a multiset of numbers; Alice and Bob alternately remove one,
    //! Alice first, until none is left; Alice adds the even numbers she removes to her score,
    //! Bob the odd numbers he removes; the higher score wins, equal scores tie.
    //!
    //! Search: memoised minimax of Alice's score minus Bob's over (the numbers left, sorted;
    //! whose turn), Alice maximising and Bob minimising: its sign is the outcome of play
    //! aiming to win (a player who can force a positive lead can force a win, and so on).
    use std::collections::HashMap;

    #[derive(Default)]
    pub struct Oracle {
        memo: HashMap<(Vec<u64>, bool), i128>,
    }

    impl Oracle {
        /// Alice's score minus Bob's under that play, Alice first.
        pub fn alice_lead(&mut self, numbers: &[u64]) -> i128 {
            let mut left = numbers.to_vec();
            left.sort_unstable();
            self.lead(left, true)
        }

        fn lead(&mut self, left: Vec<u64>, alice: bool) -> i128 {
            if left.is_empty() {
                return 0;
            }
            if let Some(&known) = self.memo.get(&(left.clone(), alice)) {
                return known;
            }
            let mut results = Vec::new();
            for i in 0..left.len() {
                let x = left[i];
                let mut rest = left.clone();
                rest.remove(i);
                let gain = match (alice, x % 2) {
                    (true, 0) => x as i128,
                    (false, 1) => -(x as i128),
                    _ => 0,
                };
                results.push(gain + self.lead(rest, !alice));
            }
            let best = if alice { results.iter().max() } else { results.iter().min() };
            let best = *best.expect("a number to take");
            self.memo.insert((left, alice), best);
            best
        }
    }

    #[test]
    fn statement_sample() {
        let mut o = Oracle::default();
        assert!(o.alice_lead(&[5, 2, 7, 3]) < 0);
        assert_eq!(o.alice_lead(&[3, 2, 1]), 0);
        assert!(o.alice_lead(&[2, 2, 2, 2]) > 0);
        assert!(o.alice_lead(&[7, 8]) > 0);
    }

    #[test]
    fn short_arrays_by_hand() {
        let mut o = Oracle::default();
        assert_eq!(o.alice_lead(&[]), 0);
        // (1): Alice must take the odd 1 for nothing.
        assert_eq!(o.alice_lead(&[1]), 0);
        // (3, 4): Alice takes 4; Bob the 3.
        assert_eq!(o.alice_lead(&[3, 4]), 1);
    }
}
