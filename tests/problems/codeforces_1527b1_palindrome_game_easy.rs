//! Codeforces 1527B1 · Palindrome Game (easy version): a move turns a `0` into `1` for a dollar,
//! or reverses a string that is not a palindrome for free (not twice in a row); who pays less
//! wins. Input `t`, then per test `n` / s (a palindrome with a `0`); `ALICE`, `BOB` or
//! `DRAW`. Oracle: the memoised minimax over (string, last move) of `mod oracle`.
use crate::common::Rng;
use crate::layout::{is_word, Cursor, Format, Layout, Shape, MAX};
use crate::problem::{Case, Problem, RANDOM_CASES};

pub struct Game;

/// The known rule: Bob wins with one `0` or an even number of them; else Alice.
fn reference(s: &str) -> String {
    let zeros = s.bytes().filter(|&b| b == b'0').count();
    (if zeros == 1 || zeros % 2 == 0 { "BOB" } else { "ALICE" }).to_string()
}

fn outcome(alice_saves: i64) -> String {
    (match alice_saves.signum() {
        1 => "ALICE",
        -1 => "BOB",
        _ => "DRAW",
    })
    .to_string()
}

fn test(c: &mut Cursor) -> Option<String> {
    let n = c.int(1, MAX)? as usize;
    let s = c.word(n, |b| b == b'0' || b == b'1')?;
    let palindrome = s.bytes().eq(s.bytes().rev());
    if s.len() != n || !s.contains('0') || !palindrome {
        return None;
    }
    Some(reference(&s))
}

fn case(oracle: &mut oracle::Oracle, s: &str) -> Case {
    Case::Text(format!("{}\n{}\n", s.len(), s), outcome(oracle.alice_saves(s)))
}

/// The palindrome of length `n` whose first half (and middle) are the bits of `code`.
fn palindrome(code: u64, n: usize) -> String {
    let half: Vec<u8> = (0..(n + 1) / 2).map(|i| if code >> i & 1 == 1 { b'1' } else { b'0' }).collect();
    let mut s = half.clone();
    s.extend(half.iter().rev().skip(n % 2));
    String::from_utf8(s).expect("ASCII")
}

/// Every palindrome of length `n` with a `0`.
fn palindromes(n: usize) -> Vec<String> {
    (0..1u64 << ((n + 1) / 2)).map(|code| palindrome(code, n)).filter(|s| s.contains('0')).collect()
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::Program(Format {
            shape: Shape::Counted(MAX),
            test,
            answer_shape: |l| is_word(l, &["ALICE", "BOB", "DRAW"]),
        })
    }

    /// Palindromes of 1 to 11 characters with a `0`, as the tests of one input.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        let mut oracle = oracle::Oracle::default();
        let mut cases = Vec::new();
        while cases.len() < RANDOM_CASES {
            let n = rng.range(1, 11) as usize;
            let s = palindrome(rng.next_u64(), n);
            if s.contains('0') {
                cases.push(case(&mut oracle, &s));
            }
        }
        cases
    }

    /// Every palindrome of 1 to 9 characters with a `0`, as the tests of one input.
    fn small_cases(&self) -> Vec<Case> {
        let mut oracle = oracle::Oracle::default();
        (1..=9).flat_map(palindromes).map(|s| case(&mut oracle, &s)).collect()
    }

    /// Every palindrome of 1 to 12 characters with a `0`.
    fn check_reference(&self) {
        let mut oracle = oracle::Oracle::default();
        for s in (1..=12).flat_map(palindromes) {
            assert_eq!(reference(&s), outcome(oracle.alice_saves(&s)), "{}", s);
        }
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        vec![
            ("2\n1\n0\n4\n1011\n".into(), "BOB\n"),
            ("1\n3\n111\n".into(), ""),
            ("1\n3\n0000\n".into(), ""),
            ("1\n4\n010\n".into(), ""),
            ("1\n0\n\n".into(), ""),
            ("1\n3\n0x0\n".into(), ""),
        ]
    }

    /// The judge's limits: 1000 palindromes of 999 or 1000 characters (a random half
    /// mirrored, so the count of `0`s is odd or even), and 1000 of one `0`.
    fn max_cases(&self, rng: &mut Rng) -> Vec<(&'static str, String)> {
        let tests: String = (0..1000)
            .map(|i| {
                let n = 999 + i % 2;
                let mut half: Vec<u8> = (0..(n + 1) / 2).map(|_| if rng.range(0, 2) == 0 { b'0' } else { b'1' }).collect();
                half[0] = b'0';
                let mut whole = half.clone();
                whole.extend(half.iter().rev().skip(n % 2));
                format!("{}\n{}\n", n, String::from_utf8(whole).expect("ASCII"))
            })
            .collect();
        let singles: String = (0..1000).map(|_| "1\n0\n").collect();
        vec![("long", format!("1000\n{}", tests)), ("single-zero", format!("1000\n{}", singles))]
    }
}

mod oracle {
    //! Oracle for Codeforces 1527B1 "Palindrome Game (easy version)"
    //! (https://codeforces.com/problemset/problem/1527/B1), from the rules alone.
    //!
    //! Rules as implemented: a binary string; Alice and Bob alternately either turn one `0`
    //! into `1`, paying a dollar, or reverse the string for free, which is allowed only when
    //! the string is not a palindrome and the last move was not a reversal; the game ends when
    //! every character is `1`; who paid less wins, equal pays draw.
    //!
    //! Search: memoised minimax of (what the opponent pays − what the mover pays) from here,
    //! over (the string, whether the last move reversed it); its sign at the start is the
    //! outcome for Alice.
    use std::collections::HashMap;

    #[derive(Default)]
    pub struct Oracle {
        memo: HashMap<(String, bool), i64>,
    }

    impl Oracle {
        /// Bob's pay minus Alice's under best play, Alice first.
        pub fn alice_saves(&mut self, s: &str) -> i64 {
            self.saves(s.to_string(), false)
        }

        fn saves(&mut self, s: String, reversed_last: bool) -> i64 {
            if !s.contains('0') {
                return 0;
            }
            if let Some(&known) = self.memo.get(&(s.clone(), reversed_last)) {
                return known;
            }
            let mut best = i64::MIN;
            for (i, _) in s.match_indices('0') {
                let flipped = format!("{}1{}", &s[..i], &s[i + 1..]);
                best = best.max(-1 - self.saves(flipped, false));
            }
            let reversed: String = s.chars().rev().collect();
            if !reversed_last && reversed != s {
                best = best.max(-self.saves(reversed, true));
            }
            self.memo.insert((s, reversed_last), best);
            best
        }
    }

    #[test]
    fn statement_sample() {
        let mut o = Oracle::default();
        assert!(o.alice_saves("1001") < 0);
        assert!(o.alice_saves("0") < 0);
    }

    #[test]
    fn small_strings_by_hand() {
        let mut o = Oracle::default();
        // 000: Alice flips the middle (010); Bob must flip an end (011 or 110), Alice reverses
        // for free and Bob pays the last: Alice 1, Bob 2.
        assert_eq!(o.alice_saves("000"), 1);
        // 00: Alice pays, Bob reverses, Alice pays: Alice 2, Bob 0.
        assert_eq!(o.alice_saves("00"), -2);
    }
}
