//! Kattis euclidsgame · Euclid's Game: a move subtracts a positive multiple of the smaller
//! number from the larger, keeping it non-negative; who reaches 0 wins. Input: lines `a b`
//! until `0 0`; `Stan wins` when the first player wins, else `Ollie wins`. Oracle: the memoised
//! search over pairs of `mod oracle`.
use crate::common::Rng;
use crate::inputs::lines;
use crate::layout::{is_word, words, Format, Layout, Shape, MAX};
use crate::problem::{Case, Problem, RANDOM_CASES};

pub struct Game;

/// The known rule, step by step: with a ≥ b the mover wins if b divides a or a ≥ 2b, and
/// otherwise makes the one move there is.
fn reference(a: u64, b: u64) -> bool {
    let (large, small) = (a.max(b), a.min(b));
    large % small == 0 || large >= 2 * small || !reference(small, large - small)
}

fn answer(stan_wins: bool) -> String {
    words("Stan wins", "Ollie wins")(stan_wins)
}

fn case(oracle: &mut oracle::Oracle, a: u64, b: u64) -> Case {
    Case::Lines(vec![vec![a, b]], answer(oracle.mover_wins(a, b)))
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::Program(Format {
            shape: Shape::Sentinel(2),
            test: |c| {
                let (a, b) = (c.int(1, MAX)? as u64, c.int(1, MAX)? as u64);
                Some(answer(reference(a, b)))
            },
            answer_shape: |l| is_word(l, &["Stan wins", "Ollie wins"]),
        })
    }

    /// Pairs up to 200, a third of them near the golden ratio (long forced runs), as the lines
    /// of one input.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        let mut oracle = oracle::Oracle::default();
        (0..RANDOM_CASES)
            .map(|i| {
                let a = rng.range(1, 200);
                let b = if i % 3 == 0 { (a * 1618 / 1000).max(1) + rng.range(0, 2) } else { rng.range(1, 200) };
                case(&mut oracle, a, b)
            })
            .collect()
    }

    /// Every pair up to 25, as the lines of one input.
    fn small_cases(&self) -> Vec<Case> {
        let mut oracle = oracle::Oracle::default();
        (1..=25).flat_map(|a| (1..=25).map(move |b| (a, b))).map(|(a, b)| case(&mut oracle, a, b)).collect()
    }

    /// Every pair up to 120.
    fn check_reference(&self) {
        let mut oracle = oracle::Oracle::default();
        for a in 1..=120 {
            for b in 1..=120 {
                assert_eq!(reference(a, b), oracle.mover_wins(a, b), "({}, {})", a, b);
            }
        }
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        vec![
            ("34 12\n".into(), "Stan wins\n"),
            ("34 12\n0 5\n0 0\n".into(), "Stan wins\n"),
            ("34 12\n5 0\n0 0\n".into(), "Stan wins\n"),
            ("15 24\n0 0\n1 1\n".into(), "Ollie wins\n"),
            ("-3 4\n0 0\n".into(), ""),
        ]
    }

    /// Many lines: every consecutive pair of Fibonacci numbers below 2^31 (the longest forced
    /// runs) and 10^5 random pairs below 2^31.
    fn max_cases(&self, rng: &mut Rng) -> Vec<(&'static str, String)> {
        let mut fibonacci = vec![(1u64, 2u64)];
        while fibonacci.last().map_or(false, |&(_, b)| b < (1 << 31) - 1) {
            let (a, b) = *fibonacci.last().unwrap();
            fibonacci.push((b, (a + b).min((1 << 31) - 1)));
        }
        let pairs = fibonacci.iter().map(|(a, b)| format!("{} {}", b, a));
        let random = (0..100_000).map(|_| format!("{} {}", rng.range(1, (1 << 31) - 1), rng.range(1, (1 << 31) - 1)));
        let text = lines(pairs.chain(random).chain(std::iter::once("0 0".to_string())));
        vec![("fibonacci-and-random", text)]
    }
}

mod oracle {
    //! Oracle for Kattis "Euclid's Game" (https://open.kattis.com/problems/euclidsgame), from the
    //! rules alone.
    //!
    //! Rules as implemented: two positive integers; a move subtracts a positive multiple of the
    //! smaller from the larger, as long as the result is not negative; the player who makes a
    //! number 0 wins (the game ends there).
    //!
    //! Search: memoised win/lose over unordered pairs: the mover wins if some multiple reaches
    //! 0, or leads to a pair the opponent loses.
    use std::collections::HashMap;

    #[derive(Default)]
    pub struct Oracle {
        memo: HashMap<(u64, u64), bool>,
    }

    impl Oracle {
        /// Whether the player to move wins from the positive pair (a, b).
        pub fn mover_wins(&mut self, a: u64, b: u64) -> bool {
            let (large, small) = (a.max(b), a.min(b));
            if let Some(&known) = self.memo.get(&(large, small)) {
                return known;
            }
            let wins = (1..=large / small).any(|k| {
                let rest = large - k * small;
                rest == 0 || !self.mover_wins(rest, small)
            });
            self.memo.insert((large, small), wins);
            wins
        }
    }

    #[test]
    fn statement_sample() {
        let mut o = Oracle::default();
        assert!(o.mover_wins(34, 12));
        assert!(!o.mover_wins(15, 24));
    }

    #[test]
    fn small_pairs_by_hand() {
        let mut o = Oracle::default();
        // Equal numbers, or one dividing the other: subtract it all.
        assert!(o.mover_wins(7, 7) && o.mover_wins(3, 12));
        // (3, 2): forced to (1, 2), where the opponent reaches 0.
        assert!(!o.mover_wins(3, 2));
        // (5, 3): forced to (2, 3), then forced (2, 1), and the mover finishes.
        assert!(o.mover_wins(5, 3));
    }
}
