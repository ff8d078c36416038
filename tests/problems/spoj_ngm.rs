//! SPOJ NGM · A Game with Numbers: a move subtracts a non-zero digit of the number, who writes
//! 0 wins. Input one n; `1` and the winning first digit on the next line, or `2`. Oracle: the
//! win table of every number up to n, from the rules, in `mod oracle`.
use crate::common::Rng;
use crate::layout::{Format, Layout, Shape, MAX};
use crate::problem::{Case, Problem, RANDOM_CASES, refused_at_once};

pub struct Game;

/// The known rule: a multiple of 10 is lost; otherwise its last digit wins.
fn reference(n: u64) -> String {
    match n % 10 {
        0 => "2".to_string(),
        digit => format!("1\n{}", digit),
    }
}

fn case(n: u64) -> Case {
    let answer = match oracle::winning_digit(n) {
        Some(digit) => format!("1\n{}", digit),
        None => "2".to_string(),
    };
    Case::Lines(vec![vec![n]], answer)
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::Program(Format {
            shape: Shape::Single,
            test: |c| Some(reference(c.int(1, MAX)? as u64)),
            answer_shape: |l| l.len() == 1 && (b'1'..=b'9').contains(&l.as_bytes()[0]),
        })
    }

    /// n from 1 to 10^4.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        (0..RANDOM_CASES).map(|_| case(rng.range(1, 10_000))).collect()
    }

    /// Every n from 1 to 120.
    fn small_cases(&self) -> Vec<Case> {
        (1..=120).map(case).collect()
    }

    /// Every n from 1 to 3000.
    fn check_reference(&self) {
        for n in 1..=3000 {
            let want = oracle::winning_digit(n).map_or("2".to_string(), |d| format!("1\n{}", d));
            assert_eq!(reference(n), want, "n {}", n);
        }
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        refused_at_once(&["0\n", "14 15\n", "9223372036854775808\n"])
    }

    /// The judge's largest n, below 2·10^9: a multiple of 10 and its neighbour; and ours.
    fn max_cases(&self, _rng: &mut Rng) -> Vec<(&'static str, String)> {
        vec![
            ("lost", "1999999990\n".to_string()),
            ("won", "1999999999\n".to_string()),
            ("accepted-limit", "9223372036854775807\n".to_string()),
        ]
    }
}

mod oracle {
    //! Oracle for SPOJ NGM "A Game with Numbers" (https://www.spoj.com/problems/NGM/), from the
    //! rules alone.
    //!
    //! Rules as implemented: a number is written; a move subtracts one of its non-zero digits
    //! from it; the player who writes 0 wins, so the player facing 0 has lost.
    //!
    //! Search: the win table of every number from 0 up to n (each move lowers the number).

    fn digits(x: u64) -> impl Iterator<Item = u64> {
        std::iter::successors(Some(x), |&rest| Some(rest / 10).filter(|&r| r > 0)).map(|r| r % 10)
    }

    /// The digit the first player subtracts to win from `n`, if any; it must be unique.
    pub fn winning_digit(n: u64) -> Option<u64> {
        let mut wins = vec![false; n as usize + 1];
        for x in 1..=n {
            wins[x as usize] = digits(x).any(|d| d > 0 && !wins[(x - d) as usize]);
        }
        let mut winning: Vec<u64> = digits(n).filter(|&d| d > 0 && !wins[(n - d) as usize]).collect();
        winning.sort_unstable();
        winning.dedup();
        assert!(winning.len() <= 1, "n {}: several winning digits {:?}", n, winning);
        winning.first().copied()
    }

    #[test]
    fn statement_sample() {
        assert_eq!(winning_digit(14), Some(4));
    }

    #[test]
    fn small_numbers_by_hand() {
        // 1 … 9: subtract the number itself.
        assert_eq!(winning_digit(7), Some(7));
        // 10: only 1 can be subtracted, leaving 9 for the opponent.
        assert_eq!(winning_digit(10), None);
        // 11: subtract 1, leaving the lost 10.
        assert_eq!(winning_digit(11), Some(1));
        // 20: 2 leaves 18 (the opponent subtracts 8), and that is the only digit.
        assert_eq!(winning_digit(20), None);
    }
}
