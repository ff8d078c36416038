//! Kattis amultiplicationgame · A Multiplication Game: p starts at 1, a move multiplies it by
//! 2 … 9, who first makes p ≥ n wins. Input: one n per line until the end; `Stan wins.` when
//! the first player wins, else `Ollie wins.`. Oracle: the memoised search over the values of p
//! of `mod oracle`.
use crate::common::Rng;
use crate::inputs::lines;
use crate::layout::{is_word, words, Format, Layout, Shape, MAX};
use crate::problem::{Case, Problem, RANDOM_CASES};

pub struct Game;

/// The known strategies played out: Stan multiplies by 9, Ollie by 2; who reaches n wins.
fn reference(n: u64) -> bool {
    let (mut p, mut stan) = (1u128, true);
    loop {
        p *= if stan { 9 } else { 2 };
        if p >= u128::from(n) {
            return stan;
        }
        stan = !stan;
    }
}

fn answer(stan_wins: bool) -> String {
    words("Stan wins.", "Ollie wins.")(stan_wins)
}

fn case(n: u64) -> Case {
    Case::Lines(vec![vec![n]], answer(oracle::stan_wins(n)))
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::Program(Format {
            shape: Shape::UntilEnd,
            test: |c| Some(answer(reference(c.int(2, MAX)? as u64))),
            answer_shape: |l| is_word(l, &["Stan wins.", "Ollie wins."]),
        })
    }

    /// n from 2 to 10^6, spread over the scales (a random number of digits), as the lines of
    /// one input.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        (0..RANDOM_CASES)
            .map(|_| {
                let high = 10u64.pow(rng.range(1, 6) as u32);
                case(rng.range(2, high))
            })
            .collect()
    }

    /// Every n from 2 to 400, and 18^j, 9·18^j and their neighbours up to 10^6.
    fn small_cases(&self) -> Vec<Case> {
        let edges = (1..5).flat_map(|j| {
            let power = 18u64.pow(j);
            [power - 1, power, power + 1, 9 * power - 1, 9 * power, 9 * power + 1]
        });
        (2..=400).chain(edges).map(case).collect()
    }

    /// Every n from 2 to 3000, and the edges above up to 10^6.
    fn check_reference(&self) {
        let edges = (1..5).flat_map(|j| {
            let power = 18u64.pow(j);
            [power, power + 1, 9 * power, 9 * power + 1]
        });
        for n in (2..=3000).chain(edges) {
            assert_eq!(reference(n), oracle::stan_wins(n), "n {}", n);
        }
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        vec![
            ("1\n".into(), ""),
            ("162\n0\n".into(), "Stan wins.\n"),
            ("17\n-5\n".into(), "Ollie wins.\n"),
            ("162\n17\n9223372036854775808\n".into(), "Stan wins.\nOllie wins.\n"),
        ]
    }

    /// 10^5 lines: n near 18^j and 9·18^j below 4294967295, and random n below it.
    fn max_cases(&self, rng: &mut Rng) -> Vec<(&'static str, String)> {
        let top = 4_294_967_294;
        let edges: Vec<u64> = (0..8)
            .flat_map(|j| {
                let power = 18u64.pow(j);
                [power, power + 1, 9 * power, 9 * power + 1]
            })
            .filter(|&n| (2..=top).contains(&n))
            .collect();
        let random = (0..100_000 - edges.len()).map(|_| rng.range(2, top));
        let text = lines(edges.iter().copied().chain(random).map(|n| n.to_string()));
        vec![("edges-and-random", text)]
    }
}

mod oracle {
    //! Oracle for Kattis "A Multiplication Game" (https://open.kattis.com/problems/amultiplicationgame),
    //! from the rules alone.
    //!
    //! Rules as implemented: p = 1; Stan and Ollie alternately multiply p by one of 2, 3, …, 9,
    //! Stan first; the player whose move makes p ≥ n wins.
    //!
    //! Search: memoised win/lose over the values p < n the game can reach (products of 2, 3,
    //! 5 and 7; a few thousand below 10^6): the mover at p wins if some factor reaches n, or
    //! leads to a p the opponent loses.
    use std::collections::HashMap;

    /// Whether Stan (moving first, at p = 1) wins the race to n.
    pub fn stan_wins(n: u64) -> bool {
        mover_wins(1, n, &mut HashMap::new())
    }

    fn mover_wins(p: u64, n: u64, memo: &mut HashMap<u64, bool>) -> bool {
        if let Some(&known) = memo.get(&p) {
            return known;
        }
        let wins = (2..=9).any(|k| p * k >= n || !mover_wins(p * k, n, memo));
        memo.insert(p, wins);
        wins
    }

    #[test]
    fn statement_sample() {
        assert!(stan_wins(162));
        assert!(!stan_wins(17));
        assert!(stan_wins(34_012_226));
    }

    #[test]
    fn small_targets_by_hand() {
        // Up to 9, Stan's first move reaches n.
        assert!(stan_wins(2) && stan_wins(9));
        // 10 to 18: whatever Stan makes (2 to 9), Ollie multiplies past it by 9 at most.
        assert!(!stan_wins(10) && !stan_wins(18));
        // 19: Stan makes 2; Ollie's 4 … 18 all stay below 19, and from any of them Stan's ×9
        // reaches 36 or more: Stan wins.
        assert!(stan_wins(19));
    }
}
