//! Codeforces 1398B · Substring Removal Game: a move deletes a block of equal characters of a
//! binary string; each scores the `1`s they delete and maximises it. Input `T`, then T
//! strings; Alice's score. Oracle: the memoised minimax over strings of `mod oracle`.
use crate::common::Rng;
use crate::inputs::{all_words, random_words};
use crate::layout::{integer, Format, Layout, Shape, MAX};
use crate::problem::{Case, Problem, RANDOM_CASES};

pub struct Game;

fn binary(b: u8) -> bool {
    b == b'0' || b == b'1'
}

/// The known rule: the runs of `1`s, largest first, go to Alice and Bob in turn.
fn reference(s: &str) -> usize {
    let mut runs: Vec<usize> = s.split('0').map(str::len).filter(|&len| len > 0).collect();
    runs.sort_unstable_by(|a, b| b.cmp(a));
    runs.iter().step_by(2).sum()
}

fn case(oracle: &mut oracle::Oracle, s: &str) -> Case {
    Case::Text(format!("{}\n", s), oracle.alice_score(s).to_string())
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::Program(Format {
            shape: Shape::Counted(MAX),
            test: |c| Some(reference(&c.word(usize::MAX, binary)?).to_string()),
            answer_shape: integer,
        })
    }

    /// Strings of 1 to 11 characters, as the tests of one input.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        let mut oracle = oracle::Oracle::default();
        let strings = random_words(rng, b"01", 11, RANDOM_CASES);
        strings.iter().map(|s| case(&mut oracle, s)).collect()
    }

    /// Every string of 1 to 8 characters (510), as the tests of one input.
    fn small_cases(&self) -> Vec<Case> {
        let mut oracle = oracle::Oracle::default();
        let strings = all_words(b"01", 8);
        strings.iter().map(|s| case(&mut oracle, s)).collect()
    }

    /// Every string of up to 11 characters.
    fn check_reference(&self) {
        let mut oracle = oracle::Oracle::default();
        for s in &all_words(b"01", 11) {
            assert_eq!(reference(s), oracle.alice_score(s), "{}", s);
        }
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        vec![
            ("2\n0111\n2\n".into(), "3\n"),
            ("1\n01 10\n".into(), "1\n"),
            ("2\n0011\n".into(), "2\n"),
            ("1\n1x1\n".into(), ""),
        ]
    }

    /// The judge's limits: 500 strings of 100 characters, mostly 1s in runs of random length.
    fn max_cases(&self, rng: &mut Rng) -> Vec<(&'static str, String)> {
        let tests: String = (0..500)
            .map(|_| {
                let s: String = (0..100).map(|_| if rng.range(0, 3) == 0 { '0' } else { '1' }).collect();
                s + "\n"
            })
            .collect();
        vec![("strings", format!("500\n{}", tests))]
    }
}

mod oracle {
    //! Oracle for Codeforces 1398B "Substring Removal Game"
    //! (https://codeforces.com/problemset/problem/1398/B), from the rules alone.
    //!
    //! Rules as implemented: a binary string; the players alternately delete any non-empty
    //! block of consecutive equal characters (the sides join) until the string is empty; each
    //! scores the `1`s they deleted and plays to maximise their own score.
    //!
    //! Search: the `1`s add up to a fixed total, so maximising one's own score is maximising
    //! the difference; memoised minimax of (mover's score − opponent's) over whole strings,
    //! trying every block s[i..j] of equal characters.
    use std::collections::HashMap;

    #[derive(Default)]
    pub struct Oracle {
        memo: HashMap<String, i64>,
    }

    impl Oracle {
        /// Alice's score when both play `s` best, Alice first.
        pub fn alice_score(&mut self, s: &str) -> usize {
            let ones = s.bytes().filter(|&b| b == b'1').count() as i64;
            ((ones + self.lead(s)) / 2) as usize
        }

        /// The most the player to move finishes ahead by on `s`.
        fn lead(&mut self, s: &str) -> i64 {
            if let Some(&known) = self.memo.get(s) {
                return known;
            }
            let bytes = s.as_bytes();
            let mut best = if s.is_empty() { 0 } else { i64::MIN };
            for i in 0..bytes.len() {
                for j in i + 1..=bytes.len() {
                    if bytes[j - 1] != bytes[i] {
                        break;
                    }
                    let gain = if bytes[i] == b'1' { (j - i) as i64 } else { 0 };
                    let rest = format!("{}{}", &s[..i], &s[j..]);
                    best = best.max(gain - self.lead(&rest));
                }
            }
            self.memo.insert(s.to_string(), best);
            best
        }
    }

    #[test]
    fn statement_sample() {
        let mut o = Oracle::default();
        assert_eq!(o.alice_score("01111001"), 4);
        assert_eq!(o.alice_score("0000"), 0);
        assert_eq!(o.alice_score("111111"), 6);
        assert_eq!(o.alice_score("101010101"), 3);
        assert_eq!(o.alice_score("011011110111"), 6);
    }

    #[test]
    fn short_strings_by_hand() {
        let mut o = Oracle::default();
        // 101: Alice takes a 1; deleting the 0 would hand Bob 11.
        assert_eq!(o.alice_score("101"), 1);
        // 1101: Alice takes 11, Bob the last 1.
        assert_eq!(o.alice_score("1101"), 2);
    }
}
