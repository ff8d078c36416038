//! LeetCode 375 · Guess Number Higher or Lower II: a number in 1..=n is picked; each wrong
//! guess costs its value and tells higher or lower. Input: `n` per case; answers the least
//! money that guarantees a win. Oracle: the minimax over the interval still possible, from the
//! rules alone (`oracle::get_money_amount`).
use crate::common::Rng;
use crate::inputs::lines;
use crate::layout::{integer, Kind, Layout, Signature};
use crate::problem::{Case, Problem, RANDOM_CASES};

pub struct Game;

thread_local! {
    /// The answers for every n up to the largest asked so far.
    static GUESS_COSTS: std::cell::RefCell<Vec<i64>> = std::cell::RefCell::new(vec![0]);
}

/// The least money that guarantees a win on 1..=n, from the interval table.
fn reference(n: i64) -> i64 {
    let n = n.max(0) as usize;
    GUESS_COSTS.with(|costs| {
        let mut costs = costs.borrow_mut();
        if n >= costs.len() {
            *costs = costs_up_to(n);
        }
        costs[n]
    })
}

/// The answers for 0..=n: cost[low][high] = min over k of k + the worse side.
fn costs_up_to(n: usize) -> Vec<i64> {
    let mut cost = vec![vec![0i64; n + 2]; n + 2];
    for len in 2..=n {
        for low in 1..=n + 1 - len {
            let high = low + len - 1;
            cost[low][high] = (low..=high)
                .map(|k| k as i64 + cost[low][k - 1].max(cost[k + 1][high]))
                .min()
                .unwrap_or(0);
        }
    }
    (0..=n).map(|m| if m == 0 { 0 } else { cost[1][m] }).collect()
}

fn case(n: u64) -> Case {
    Case::Params(vec![("n", n.to_string())], oracle::get_money_amount(n).to_string())
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::LeetCode(Signature {
            kinds: &[Kind::Int],
            answer: |c| reference(c[0].int()).to_string(),
            affordable: |c| c[0].int() <= 400,
            shape: integer,
        })
    }

    /// n in 0..=40.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        (0..RANDOM_CASES).map(|_| case(rng.range(0, 40))).collect()
    }

    /// Every n in 0..=40 (41 cases).
    fn small_cases(&self) -> Vec<Case> {
        (0..=40).map(case).collect()
    }

    /// Every n in 0..=40.
    fn check_reference(&self) {
        for n in 0..=40u64 {
            assert_eq!(reference(n as i64), oracle::get_money_amount(n), "n {}", n);
        }
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        vec![("2001".into(), ""), ("-1".into(), ""), ("10\n1\nx".into(), "16\n0\n")]
    }

    fn max_cases(&self, _rng: &mut Rng) -> Vec<(&'static str, String)> {
        vec![("every-n", lines((1..=200).map(|n| n.to_string())))]
    }
}

mod oracle {
    //! Exhaustive oracle for LeetCode 375 "Guess Number Higher or Lower II": a number is picked
    //! between 1 and n; you guess a number, win if it is right, and otherwise pay the number
    //! you guessed in dollars and learn whether the picked number is higher or lower, then go
    //! on guessing. The answer is the least money that guarantees a win whatever number was
    //! picked.
    //!
    //! The oracle plays the game as a minimax over the interval of numbers still possible: you
    //! choose a guess k in it, and the worst case over the picked number is the most of 0 (k
    //! was right), k plus the cost of the numbers below k (if any), and k plus the cost of the
    //! numbers above k (if any); the cost of the interval is the least such worst case over k,
    //! and an interval of one number (or none) costs 0. Costs are memoised on the interval.
    //! Every wrong guess leaves a strictly smaller interval, so the recursion ends.

    use std::collections::HashMap;

    /// Least money that guarantees finding the picked number among `low..=high`.
    fn cost(low: u64, high: u64, memo: &mut HashMap<(u64, u64), i64>) -> i64 {
        if low >= high {
            return 0;
        }
        if let Some(&known) = memo.get(&(low, high)) {
            return known;
        }
        let mut best = i64::MAX;
        for guess in low..=high {
            let paid = i64::try_from(guess).expect("guess fits in i64");
            let mut worst = 0; // The guess is right.
            if guess > low {
                worst = worst.max(paid + cost(low, guess - 1, memo)); // The number is lower.
            }
            if guess < high {
                worst = worst.max(paid + cost(guess + 1, high, memo)); // The number is higher.
            }
            best = best.min(worst);
        }
        memo.insert((low, high), best);
        best
    }

    /// Returns the least money that guarantees a win when the number is in `1..=n`.
    pub fn get_money_amount(n: u64) -> i64 {
        cost(1, n, &mut HashMap::new())
    }

    #[test]
    fn leetcode_examples() {
        // https://blog.herbert.top/problemset/guess-number-higher-or-lower-ii/readme_en/
        // (the statement).
        assert_eq!(get_money_amount(10), 16);
        assert_eq!(get_money_amount(1), 0);
        assert_eq!(get_money_amount(2), 1);
    }

    #[test]
    fn small_ranges_by_hand() {
        // n = 3: guess 2; a wrong guess leaves one number, so you pay 2 at most.
        assert_eq!(get_money_amount(3), 2);
        // n = 4: guess 1 then 3 pays at most 1 + 3; guess 3 then 1 pays at most 3 + 1;
        // guessing 2 first risks 2 + 3 and 4 first risks 4 + 2.
        assert_eq!(get_money_amount(4), 4);
        // n = 5: guess 4, then 2 if lower: at most 4 + 2; guessing 3 first risks 3 + 4.
        assert_eq!(get_money_amount(5), 6);
    }
}
