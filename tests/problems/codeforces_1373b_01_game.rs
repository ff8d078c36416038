//! Codeforces 1373B · 01 Game: a move deletes two adjacent different characters of a binary
//! string; who cannot move loses. Input `t`, then t strings; `DA` when the first player wins,
//! else `NET`. Oracle: the memoised search over strings of `mod oracle`.
use crate::common::Rng;
use crate::inputs::{all_words, random_words};
use crate::layout::{is_word, words, Format, Layout, Shape, MAX};
use crate::problem::{Case, Problem, RANDOM_CASES};

pub struct Game;

fn binary(b: u8) -> bool {
    b == b'0' || b == b'1'
}

/// The known rule: the game lasts min(#0, #1) moves whatever is played.
fn reference(s: &str) -> bool {
    let ones = s.bytes().filter(|&b| b == b'1').count();
    ones.min(s.len() - ones) % 2 == 1
}

fn answer(alice_wins: bool) -> String {
    words("DA", "NET")(alice_wins)
}

fn case(oracle: &mut oracle::Oracle, s: &str) -> Case {
    Case::Text(format!("{}\n", s), answer(oracle.mover_wins(s)))
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::Program(Format {
            shape: Shape::Counted(MAX),
            test: |c| Some(answer(reference(&c.word(usize::MAX, binary)?))),
            answer_shape: |l| is_word(l, &["DA", "NET"]),
        })
    }

    /// Strings of 1 to 12 characters, as the tests of one input.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        let mut oracle = oracle::Oracle::default();
        let strings = random_words(rng, b"01", 12, RANDOM_CASES);
        strings.iter().map(|s| case(&mut oracle, s)).collect()
    }

    /// Every string of 1 to 8 characters (510), as the tests of one input.
    fn small_cases(&self) -> Vec<Case> {
        let mut oracle = oracle::Oracle::default();
        let strings = all_words(b"01", 8);
        strings.iter().map(|s| case(&mut oracle, s)).collect()
    }

    /// Every string of up to 12 characters.
    fn check_reference(&self) {
        let mut oracle = oracle::Oracle::default();
        for s in &all_words(b"01", 12) {
            assert_eq!(reference(s), oracle.mover_wins(s), "{}", s);
        }
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        vec![
            ("2\n01\n012\n".into(), "DA\n"),
            ("1\n01 10\n".into(), "DA\n"),
            ("2\n0011\n".into(), "NET\n"),
            ("1\nab\n".into(), ""),
        ]
    }

    /// The judge's limits: 1000 strings of 100 characters (random, and half of them with as
    /// many 0s as 1s).
    fn max_cases(&self, rng: &mut Rng) -> Vec<(&'static str, String)> {
        let tests: Vec<String> = (0..1000)
            .map(|i| {
                let ones = if i % 2 == 0 { 50 } else { rng.range(0, 100) as usize };
                let mut s: Vec<u8> = (0..100).map(|j| if j < ones { b'1' } else { b'0' }).collect();
                for j in (1..100).rev() {
                    s.swap(j, rng.range(0, j as u64) as usize);
                }
                String::from_utf8(s).expect("ASCII") + "\n"
            })
            .collect();
        vec![("strings", format!("1000\n{}", tests.concat()))]
    }
}

mod oracle {
    //! Oracle for Codeforces 1373B "01 Game" (https://codeforces.com/problemset/problem/1373/B),
    //! from the rules alone.
    //!
    //! Rules as implemented: a binary string; a move deletes two adjacent characters that
    //! differ (the two sides join); the player who cannot move loses.
    //!
    //! Search: memoised win/lose over whole strings.
    use std::collections::HashMap;

    #[derive(Default)]
    pub struct Oracle {
        memo: HashMap<String, bool>,
    }

    impl Oracle {
        /// Whether the player to move wins on `s`.
        pub fn mover_wins(&mut self, s: &str) -> bool {
            if let Some(&known) = self.memo.get(s) {
                return known;
            }
            let bytes = s.as_bytes();
            let wins = (1..bytes.len()).any(|i| {
                bytes[i - 1] != bytes[i] && !self.mover_wins(&format!("{}{}", &s[..i - 1], &s[i + 1..]))
            });
            self.memo.insert(s.to_string(), wins);
            wins
        }
    }

    #[test]
    fn statement_sample() {
        let mut o = Oracle::default();
        assert!(o.mover_wins("01"));
        assert!(!o.mover_wins("1111"));
        assert!(!o.mover_wins("0011"));
    }

    #[test]
    fn short_strings_by_hand() {
        let mut o = Oracle::default();
        assert!(!o.mover_wins("0"));
        // 010: either move leaves one character.
        assert!(o.mover_wins("010"));
        // 0101: any move leaves 01 or 10, which the opponent takes.
        assert!(!o.mover_wins("0101"));
    }
}
