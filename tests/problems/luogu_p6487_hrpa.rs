//! Luogu P6487 · [COCI 2010/2011 #4] HRPA: Fibonacci Nim, one pile of n; the first take is
//! free, each later one at most twice the last. Input `n`; the least first take that wins.
//! Oracle: the win table of every (stones, limit) position, from the rules alone.
use crate::common::Rng;
use crate::layout::{integer, Format, Layout, Shape, MAX};
use crate::problem::{Case, Problem, RANDOM_CASES};

pub struct Game;

/// The known rule: the smallest term of n's Zeckendorf sum (greedy, largest Fibonacci first).
fn reference(n: u64) -> u64 {
    let mut fibonacci = vec![1u64, 2];
    while let Some(next) =
        fibonacci[fibonacci.len() - 1].checked_add(fibonacci[fibonacci.len() - 2])
    {
        fibonacci.push(next);
    }
    let mut left = n;
    loop {
        let largest = *fibonacci.iter().rev().find(|&&f| f <= left).expect("1 fits");
        if largest == left {
            return largest;
        }
        left -= largest;
    }
}

/// From the rules alone: `wins[m][l]` says whether the player to move with m stones left, who
/// may take 1 to l of them (l ≤ m; a larger limit is the same as m), takes the last stone.
struct Oracle {
    wins: Vec<Vec<bool>>,
}

impl Oracle {
    /// Every position of at most `most` stones. With no stone left the player to move has
    /// lost (the other took the last one): `wins[0][0]` is false.
    fn new(most: usize) -> Self {
        let mut wins: Vec<Vec<bool>> = vec![vec![false]];
        for m in 1..=most {
            let mut row = vec![false; m + 1];
            for limit in 1..=m {
                // A take of x = limit wins when it ends the game or leaves the opponent, limited
                // to 2x, in a lost position; smaller takes are row[limit - 1].
                let x = limit;
                let take_wins = x == m || !wins[m - x][(2 * x).min(m - x)];
                row[limit] = row[limit - 1] || take_wins;
            }
            wins.push(row);
        }
        Oracle { wins }
    }

    /// The least first take (any number, all included) after which the opponent loses.
    fn least_winning_take(&self, n: usize) -> u64 {
        let wins_after = |x: usize| x == n || !self.wins[n - x][(2 * x).min(n - x)];
        (1..=n).find(|&x| wins_after(x)).expect("taking all wins") as u64
    }
}

fn case(oracle: &Oracle, n: u64) -> Case {
    Case::Lines(vec![vec![n]], oracle.least_winning_take(n as usize).to_string())
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::Program(Format {
            shape: Shape::Single,
            test: |c| Some(reference(c.int(1, MAX)? as u64).to_string()),
            answer_shape: integer,
        })
    }

    /// n from 1 to 600.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        let oracle = Oracle::new(600);
        (0..RANDOM_CASES).map(|_| case(&oracle, rng.range(1, 600))).collect()
    }

    /// Every n from 1 to 100.
    fn small_cases(&self) -> Vec<Case> {
        let oracle = Oracle::new(100);
        (1..=100).map(|n| case(&oracle, n)).collect()
    }

    /// Every n from 1 to 2000.
    fn check_reference(&self) {
        let oracle = Oracle::new(2000);
        for n in 1..=2000 {
            assert_eq!(reference(n), oracle.least_winning_take(n as usize), "n = {}", n);
        }
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        crate::problem::refused_at_once(&["0\n", "-4\n", "5 5\n", "9223372036854775808\n"])
    }

    /// The judge's largest n, the largest Fibonacci number within it (Mirko takes all), and
    /// the largest n accepted.
    fn max_cases(&self, _rng: &mut Rng) -> Vec<(&'static str, String)> {
        let (mut a, mut b) = (1u64, 2u64);
        while a + b <= 1_000_000_000_000_000 {
            let next = a + b;
            a = b;
            b = next;
        }
        vec![
            ("judge-limit", "1000000000000000\n".to_string()),
            ("largest-fibonacci", format!("{}\n", b)),
            ("accepted-limit", format!("{}\n", i64::MAX)),
        ]
    }
}

#[test]
fn statement_sample_and_hand_worked_cases() {
    let oracle = Oracle::new(20);
    // BZOJ 2275's copy of the sample: 4 stones, take 1.
    assert_eq!(oracle.least_winning_take(4), 1);
    // 1, 2, 3, 5, 8, 13: Fibonacci numbers, only taking everything wins.
    for n in [1, 2, 3, 5, 8, 13] {
        assert_eq!(oracle.least_winning_take(n), n as u64);
    }
    // 7: taking 1 leaves 6, Slavko takes 1 and Mirko faces 5 with limit 2 (he cannot end
    // it; whatever he takes, Slavko can take the rest or reach the same trap); taking 2
    // leaves Slavko 5 with limit 4, the same trap for him.
    assert_eq!(oracle.least_winning_take(7), 2);
    assert_eq!(oracle.least_winning_take(12), 1);
}
