//! Codeforces 1194D · 1-2-K Game: a chip on cell n moves 1, 2 or k cells left, never past 0.
//! Input `T`, then T lines `n k`; `Alice` when the first player wins, else `Bob`. Oracle: the
//! win table of the cells 0..=n, from the rules (`mod oracle`).
use crate::common::Rng;
use crate::inputs::{line, tests_counted};
use crate::layout::{is_word, words, Format, Layout, Shape, MAX};
use crate::problem::{Case, Problem, RANDOM_CASES};

pub struct Game;

/// The known rule: with 3 ∤ k the multiples of 3 lose; with 3 | k the losing cells repeat
/// every k + 1 cells, at the multiples of 3 in a block except its last cell k.
fn reference(n: u64, k: u64) -> bool {
    if k % 3 != 0 {
        return n % 3 != 0;
    }
    let in_block = n % (k + 1);
    in_block == k || in_block % 3 != 0
}

fn answer(wins: bool) -> String {
    words("Alice", "Bob")(wins)
}

fn case(n: u64, k: u64) -> Case {
    Case::Lines(vec![vec![n, k]], answer(oracle::alice_wins(n, k)))
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::Program(Format {
            shape: Shape::Counted(MAX),
            test: |c| {
                let (n, k) = (c.int(0, MAX)?, c.int(1, MAX)?);
                Some(answer(reference(n as u64, k as u64)))
            },
            answer_shape: |l| is_word(l, &["Alice", "Bob"]),
        })
    }

    /// n in 0..=300, k in 3..=60.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        (0..RANDOM_CASES).map(|_| case(rng.range(0, 300), rng.range(3, 60))).collect()
    }

    /// Every n in 0..=120 with every k in 3..=30: 3388 tests in one input.
    fn small_cases(&self) -> Vec<Case> {
        (0..=120).flat_map(|n| (3..=30).map(move |k| case(n, k))).collect()
    }

    /// Every n in 0..=300 with every k in 1..=60 (k = 1 and 2 beyond the judge).
    fn check_reference(&self) {
        for n in 0..=300 {
            for k in 1..=60 {
                assert_eq!(reference(n, k), oracle::alice_wins(n, k), "n {} k {}", n, k);
            }
        }
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        vec![
            ("2\n4 4\n5 0\n".into(), "Alice\n"),
            ("1\n3\n".into(), ""),
            ("1\n0 3\n1 4\n".into(), "Bob\n"),
            ("2\n3 3\n-1 3\n".into(), "Alice\n"),
            ("1\n5 9223372036854775808\n".into(), ""),
        ]
    }

    /// T = 100, n in 0..=10^9, k in 3..=10^9 (every other k a multiple of 3).
    fn max_cases(&self, rng: &mut Rng) -> Vec<(&'static str, String)> {
        let tests = (0..100)
            .map(|i| {
                let n = rng.range(0, 1_000_000_000);
                let k = match i % 2 {
                    0 => 3 * rng.range(1, 333_333_333),
                    _ => rng.range(3, 1_000_000_000),
                };
                line(&[n, k])
            })
            .collect();
        vec![("random", tests_counted(tests))]
    }
}

mod oracle {
    //! Oracle for Codeforces 1194D "1-2-K Game"
    //! (https://codeforces.com/problemset/problem/1194/D), from the rules alone.
    //!
    //! Rules as implemented: a strip of cells 0, 1, …, n with a chip on cell n. Alice and Bob
    //! alternate, Alice first; a move shifts the chip 1, 2 or k cells to the left, never past
    //! cell 0. The player who cannot move (the chip on 0) loses. `alice_wins` says whether Alice
    //! wins.
    //!
    //! Search: a position is the chip's cell alone. Every cell 0, 1, …, n is labelled in turn: a
    //! cell wins for the player to move exactly when some step s ∈ {1, 2, k} with s ≤ the cell
    //! leaves a cell that loses — so cell 0 loses. A move leaves a smaller cell, already labelled:
    //! the labels are the memo over whole positions. Cost O(n): n = 300 is instant. The statement
    //! has k ≥ 3; any k ≥ 1 is played as written (k = 1 or 2 only repeats a step), while k = 0
    //! would be a move that changes nothing and is refused.

    /// Whether Alice wins with the chip on cell `n` and steps 1, 2 and `k`.
    ///
    /// # Panics
    /// If `k` is 0.
    pub fn alice_wins(n: u64, k: u64) -> bool {
        assert!(k > 0, "a step of 0 cells makes the game endless");
        let mut wins: Vec<bool> = Vec::with_capacity(n as usize + 1);
        for cell in 0..=n {
            let wins_here = [1, 2, k].iter().any(|&s| s <= cell && !wins[(cell - s) as usize]);
            wins.push(wins_here);
        }
        wins[n as usize]
    }

    #[test]
    fn statement_sample() {
        // n = 0, k = 3: the chip is already on 0.
        assert!(!alice_wins(0, 3));
        // n = 3, k = 3: Alice moves 3 cells to 0.
        assert!(alice_wins(3, 3));
        // n = 3, k = 4: from 3 only 2 and 1 are reachable, and from each Bob reaches 0.
        assert!(!alice_wins(3, 4));
        // n = 4, k = 4: Alice moves 4 cells to 0.
        assert!(alice_wins(4, 4));
    }

    #[test]
    fn cells_by_hand() {
        // 1 and 2: one step to 0.
        assert!(alice_wins(1, 3));
        assert!(alice_wins(2, 3));
        // k = 4, labelled from 0: 0 loses; 1, 2 win (→ 0); 3 loses (→ 2, 1); 4 wins (→ 0);
        // 5 wins (→ 3); 6 loses (→ 5, 4, 2, all wins); 7 wins (→ 6 or 3).
        assert!(!alice_wins(6, 4));
        assert!(alice_wins(7, 4));
        // k = 5: 0 loses; 1, 2 win; 3 loses; 4 wins (→ 3); 5 wins (→ 0); 6 loses (→ 5, 4, 1,
        // all wins).
        assert!(!alice_wins(6, 5));
    }

    #[test]
    #[should_panic(expected = "endless")]
    fn a_step_of_zero_is_refused() {
        alice_wins(5, 0);
    }
}
