//! Codeforces 1537D · Deleting Divisors: a move subtracts from n a divisor d with 1 < d < n.
//! Input `t`, then t lines `n`; `Alice` when the first player wins, else `Bob`. Oracle: the
//! win table of every number up to n, from the rules (`mod oracle`).
use crate::common::Rng;
use crate::inputs::{line, tests_counted};
use crate::layout::{is_word, words, Format, Layout, Shape, MAX};
use crate::problem::{Case, Problem, RANDOM_CASES};

pub struct Game;

/// The known rule: the player to move loses exactly on odd n and on 2^k with k odd.
fn reference(n: u64) -> bool {
    let odd_power_of_two = n.is_power_of_two() && n.trailing_zeros() % 2 == 1;
    n % 2 == 0 && !odd_power_of_two
}

fn answer(wins: bool) -> String {
    words("Alice", "Bob")(wins)
}

fn case(n: u64) -> Case {
    Case::Lines(vec![vec![n]], answer(oracle::alice_wins(n)))
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::Program(Format {
            shape: Shape::Counted(MAX),
            test: |c| Some(answer(reference(c.int(1, MAX)? as u64))),
            answer_shape: |l| is_word(l, &["Alice", "Bob"]),
        })
    }

    /// n in 1..=2000.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        (0..RANDOM_CASES).map(|_| case(rng.range(1, 2000))).collect()
    }

    /// Every n in 1..=600: 600 tests in one input.
    fn small_cases(&self) -> Vec<Case> {
        (1..=600).map(case).collect()
    }

    /// Every n in 1..=1000 and in 1901..=2000 (the oracle labels 1..=n anew on each call).
    fn check_reference(&self) {
        for n in (1..=1000).chain(1901..=2000) {
            assert_eq!(reference(n), oracle::alice_wins(n), "n {}", n);
        }
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        vec![
            ("3\n4\n0\n5\n".into(), "Alice\n"),
            ("2\n12\n".into(), "Alice\n"),
            ("1\n-3\n".into(), ""),
            ("1\n8\n9\n".into(), "Bob\n"),
            ("2\n16 9223372036854775808\n".into(), "Alice\n"),
        ]
    }

    /// t = 10^4, n in 1..=10^9.
    fn max_cases(&self, rng: &mut Rng) -> Vec<(&'static str, String)> {
        let tests = (0..10_000).map(|_| line(&[rng.range(1, 1_000_000_000)])).collect();
        vec![("random", tests_counted(tests))]
    }
}

mod oracle {
    //! Oracle for Codeforces 1537D "Deleting Divisors"
    //! (https://codeforces.com/problemset/problem/1537/D), from the rules alone.
    //!
    //! Rules as implemented: a positive integer n; Alice and Bob alternate, Alice first; a move
    //! subtracts from the current number one of its divisors d with 1 < d < n (here n is the
    //! current number). The player who cannot move loses. `alice_wins` says whether Alice wins.
    //!
    //! Search: a position is the current number alone. Every number 1, 2, …, n is labelled in
    //! turn: a number wins for the player to move exactly when some divisor d, 1 < d < it, found by
    //! trial division, leaves a number that loses — so 1 and the primes, with no such divisor,
    //! lose. A move leaves a smaller positive number, already labelled: the labels are the memo
    //! over whole positions. Cost O(n²) divisions: n = 2 000 takes milliseconds. The statement's
    //! n is at least 1 and 0 (every d divides it) has no finite game, so 0 is refused.

    /// Whether Alice, moving first on `n`, wins.
    ///
    /// # Panics
    /// If `n` is 0.
    pub fn alice_wins(n: u64) -> bool {
        assert!(n >= 1, "the game starts from a positive integer");
        // wins[m] for m = 0..=n; index 0 is never a position and stays false.
        let mut wins = vec![false; n as usize + 1];
        for m in 1..=n {
            wins[m as usize] = (2..m).filter(|d| m % d == 0).any(|d| !wins[(m - d) as usize]);
        }
        wins[n as usize]
    }

    #[test]
    fn statement_sample() {
        // n = 1: no divisor between 1 and 1, Bob wins.
        assert!(!alice_wins(1));
        // n = 4: Alice subtracts 2, and Bob on 2 has no divisor strictly between 1 and 2.
        assert!(alice_wins(4));
        // n = 12: Alice subtracts 3 (→ 9); Bob's only move is 9 − 3 = 6; Alice 6 − 3 = 3; Bob,
        // on the prime 3, cannot move.
        assert!(alice_wins(12));
        // n = 69: Bob wins.
        assert!(!alice_wins(69));
    }

    #[test]
    fn small_numbers_by_hand() {
        // Primes: no divisor strictly between 1 and p.
        for p in [2, 3, 5, 7, 11, 13, 1999] {
            assert!(!alice_wins(p), "{}", p);
        }
        // 6: subtracting 3 leaves the prime 3 (subtracting 2 would leave 4, a win for Bob).
        assert!(alice_wins(6));
        // 8: the moves lead to 6 (− 2) and 4 (− 4), both wins for Bob.
        assert!(!alice_wins(8));
        // 9: the only move, − 3, leaves 6, a win for Bob.
        assert!(!alice_wins(9));
        // 10: − 5 leaves the prime 5.
        assert!(alice_wins(10));
        // 16: the moves lead to 14 (14 − 7 = 7, prime: a win for Bob), 12 (a win, sample) and
        // 8 (a loss, above): Alice moves to 8 and wins.
        assert!(alice_wins(16));
    }

    #[test]
    #[should_panic(expected = "positive")]
    fn zero_is_refused() {
        alice_wins(0);
    }
}
