//! Timus 1180 · Stone Game: a move takes a power of two stones from one heap; whoever takes the
//! last stone wins. Input: N (up to 251 digits at the judge); `2` when the second player wins,
//! else `1` and the least winning first move. Oracle: the win table of `mod oracle`, built
//! from the rules, with the least move that leaves a lost heap.
use crate::common::Rng;
use crate::layout::{Cursor, Format, Layout, Shape};
use crate::problem::{refused_at_once, Case, Problem, RANDOM_CASES};

pub struct Game;

/// The rule on N's decimal digits: the first player loses iff N ≡ 0 (mod 3), the digit sum
/// read mod 3; else the least winning move is N mod 3.
fn reference(digits: &str) -> String {
    let remainder = digits.bytes().map(|d| u32::from(d - b'0')).sum::<u32>() % 3;
    answer(match remainder {
        0 => None,
        least => Some(u64::from(least)),
    })
}

/// `2`, or `1` and the least winning move on the next line.
fn answer(least_winning_move: Option<u64>) -> String {
    least_winning_move.map_or("2".to_string(), |take| format!("1\n{}", take))
}

fn test(c: &mut Cursor) -> Option<String> {
    Some(reference(&c.word(usize::MAX, |b| b.is_ascii_digit())?))
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::Program(Format {
            shape: Shape::Single,
            test,
            answer_shape: |l| !l.is_empty() && l.bytes().all(|b| b.is_ascii_digit()),
        })
    }

    /// Heaps up to 3000, a third of them with leading zeros.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        let oracle = oracle::Oracle::up_to(3000);
        (0..RANDOM_CASES)
            .map(|i| {
                let n = rng.range(0, 3000);
                let zeros =
                    if i % 3 == 0 { "0".repeat(rng.range(1, 5) as usize) } else { String::new() };
                Case::Text(format!("{}{}\n", zeros, n), answer(oracle.least_winning_move(n)))
            })
            .collect()
    }

    /// Every heap up to 100.
    fn small_cases(&self) -> Vec<Case> {
        let oracle = oracle::Oracle::up_to(100);
        (0..=100)
            .map(|n| Case::Lines(vec![vec![n]], answer(oracle.least_winning_move(n))))
            .collect()
    }

    /// Every heap up to 20000 against the oracle; and the digit sum against u128 arithmetic on
    /// random numbers of up to 38 digits.
    fn check_reference(&self) {
        let oracle = oracle::Oracle::up_to(20_000);
        for n in 0..=20_000 {
            assert_eq!(reference(&n.to_string()), answer(oracle.least_winning_move(n)), "N {}", n);
        }
        let mut rng = Rng::new(1180);
        for _ in 0..10_000 {
            let n = u128::from(rng.next_u64()) << rng.range(0, 64) | u128::from(rng.next_u64());
            let least = (n % 3) as u64;
            assert_eq!(
                reference(&n.to_string()),
                answer(Some(least).filter(|&r| r > 0)),
                "N {}",
                n
            );
        }
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        refused_at_once(&["-8\n", "8 9\n", "8a\n", "+8\n", "1e5\n"])
    }

    /// The judge's limit: 10^250 and a random 250-digit number; ours: a million digits.
    fn max_cases(&self, rng: &mut Rng) -> Vec<(&'static str, String)> {
        let digits = |rng: &mut Rng, count: usize| -> String {
            let rest: String =
                (1..count).map(|_| char::from(b'0' + rng.range(0, 9) as u8)).collect();
            format!("{}{}\n", rng.range(1, 9), rest)
        };
        let largest = format!("1{}\n", "0".repeat(250));
        vec![
            ("largest", largest),
            ("random-250-digits", digits(rng, 250)),
            ("accepted-million-digits", digits(rng, 1_000_000)),
        ]
    }
}

mod oracle {
    //! Oracle for Timus 1180 "Stone Game" (https://acm.timus.ru/problem.aspx?num=1180), from the
    //! rules alone.
    //!
    //! Rules as implemented: one heap; a move takes 1, 2, 4, 8, … stones, at most the heap;
    //! whoever takes the last stone wins, so the player facing an empty heap has lost.
    //!
    //! Search: the win table of heaps 0..=limit from 0 up (a heap wins iff some move leaves a
    //! lost heap), kept for the least winning move of each.
    pub struct Oracle {
        wins: Vec<bool>,
    }

    impl Oracle {
        pub fn up_to(limit: u64) -> Self {
            let mut wins = vec![false; limit as usize + 1];
            for n in 1..wins.len() {
                let moves = (0..).map(|k| 1usize << k).take_while(|&take| take <= n);
                wins[n] = moves.clone().any(|take| !wins[n - take]);
            }
            Oracle { wins }
        }

        /// The least number of stones that wins from heap `n`, or None when `n` is lost.
        pub fn least_winning_move(&self, n: u64) -> Option<u64> {
            let n = n as usize;
            let moves = (0..).map(|k| 1usize << k).take_while(|&take| take <= n);
            moves.clone().find(|&take| !self.wins[n - take]).map(|take| take as u64)
        }
    }

    #[test]
    fn statement_sample() {
        // 8: taking 2 leaves 6, lost; taking 1 leaves 7, from which 1 leaves the lost 6.
        assert_eq!(Oracle::up_to(8).least_winning_move(8), Some(2));
    }

    #[test]
    fn small_heaps_by_hand() {
        let o = Oracle::up_to(6);
        // 0: no move, lost; 1 and 2: take all; 3: to 2 or 1, both won for the opponent.
        assert_eq!(o.least_winning_move(0), None);
        assert_eq!(o.least_winning_move(1), Some(1));
        assert_eq!(o.least_winning_move(2), Some(2));
        assert_eq!(o.least_winning_move(3), None);
        // 4: to 3 by taking 1; 5: to 3 by taking 2 (taking 1 or 4 leaves 4 or 1, both won).
        assert_eq!(o.least_winning_move(4), Some(1));
        assert_eq!(o.least_winning_move(5), Some(2));
    }
}
