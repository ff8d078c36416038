//! LeetCode 3227 · Vowels Game in a String: Alice removes a substring with an odd number of
//! vowels, Bob one with an even number, alternately; who cannot move loses. Input `s`;
//! answers `true` when Alice wins. Oracle: every line of play on the literal string.
use crate::common::Rng;
use crate::inputs::{all_strings, lines, quoted, random_string, random_text};
use crate::layout::{always, boolean, Kind, Layout, Signature, INVALID};
use crate::problem::{Case, Problem, RANDOM_CASES};
use std::iter::once;

pub struct Game;

/// The known rule: Alice wins exactly when there is a vowel.
fn reference(s: &str) -> String {
    if !s.bytes().all(|b| b.is_ascii_lowercase()) {
        return INVALID.to_string();
    }
    s.bytes().any(|b| b"aeiou".contains(&b)).to_string()
}

fn case(s: &str) -> Case {
    Case::Params(vec![("s", quoted(s))], oracle::alice_wins(s).to_string())
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::LeetCode(Signature {
            kinds: &[Kind::Text],
            answer: |c| reference(c[0].text()),
            affordable: always,
            shape: boolean,
        })
    }

    /// Strings of ≤ 7 letters over a, b, c, d, e.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        (0..RANDOM_CASES).map(|_| case(&random_string(rng, b"abcde", 7, false))).collect()
    }

    /// Every string of ≤ 6 letters over a, e, b, c (5461 strings).
    fn small_cases(&self) -> Vec<Case> {
        all_strings(b"aebc", 6).iter().map(|s| case(s)).collect()
    }

    /// Every string of ≤ 6 letters over a, e, b, c (5461 strings).
    fn check_reference(&self) {
        for s in all_strings(b"aebc", 6) {
            assert_eq!(reference(&s), oracle::alice_wins(&s).to_string(), "{}", s);
        }
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        vec![
            ("\"leetcoder\"\n\"Abc\"".into(), "true\n"),
            ("\"abc".into(), ""),
            ("s = \"a\", t = \"b\"".into(), ""),
        ]
    }

    /// Two random strings of 10^5 lowercase letters, then one of 10^5 consonants.
    fn max_cases(&self, rng: &mut Rng) -> Vec<(&'static str, String)> {
        let no_vowel = random_text(rng, b"bcdfghjklmnpqrstvwxyz", 100_000);
        let random = (0..2).map(|_| random_text(rng, b"abcdefghijklmnopqrstuvwxyz", 100_000));
        vec![("length-1e5", lines(random.chain(once(no_vowel))))]
    }
}

/// Exhaustive oracle: Alice and Bob alternate on a string of lowercase letters, Alice first.
/// On her turn Alice removes any non-empty substring containing an odd number of vowels; on
/// his turn Bob removes any non-empty substring containing an even number of vowels (0 is
/// even). The remaining parts join up, and the first player who cannot move loses. The vowels
/// are a, e, i, o and u.
///
/// The oracle searches every line of play over positions (the literal string, whose turn):
/// the player to move wins when some legal removal leaves the opponent a losing position, so
/// a player without a legal removal loses. Positions are memoised. Every move removes at
/// least one letter, so the search ends.
mod oracle {
    use std::collections::HashMap;

    /// Whether `letter` is one of the English vowels a, e, i, o, u.
    fn is_vowel(letter: char) -> bool {
        matches!(letter, 'a' | 'e' | 'i' | 'o' | 'u')
    }

    /// Whether the player to move (Alice when `alice_to_move`) wins on `letters`.
    fn mover_wins(
        letters: Vec<char>,
        alice_to_move: bool,
        memo: &mut HashMap<(Vec<char>, bool), bool>,
    ) -> bool {
        let key = (letters, alice_to_move);
        if let Some(&known) = memo.get(&key) {
            return known;
        }
        let letters = &key.0;
        let mut wins = false;
        'search: for start in 0..letters.len() {
            for end in start + 1..=letters.len() {
                let vowels = letters[start..end].iter().filter(|&&c| is_vowel(c)).count();
                // Alice needs an odd count, Bob an even one.
                if (vowels % 2 == 1) != alice_to_move {
                    continue;
                }
                let mut next = letters[..start].to_vec();
                next.extend_from_slice(&letters[end..]);
                if !mover_wins(next, !alice_to_move, memo) {
                    wins = true;
                    break 'search;
                }
            }
        }
        memo.insert(key, wins);
        wins
    }

    /// Returns whether Alice wins on `s` under optimal play.
    pub fn alice_wins(s: &str) -> bool {
        mover_wins(s.chars().collect(), true, &mut HashMap::new())
    }

    #[test]
    fn leetcode_examples() {
        // https://jar-download.com/artifacts/com.github.javadev/leetcode-in-java21/1.35/source-code/g3201_3300/s3227_vowels_game_in_a_string/readme.md
        // (the statement).
        assert!(alice_wins("leetcoder"));
        assert!(!alice_wins("bbcd"));
    }

    #[test]
    fn small_strings_by_hand() {
        // "a": Alice removes "a" and Bob faces the empty string.
        assert!(alice_wins("a"));
        // "b": no substring has an odd number of vowels.
        assert!(!alice_wins("b"));
        // "ae": Alice removes "a"; Bob's only substring "e" has one vowel.
        assert!(alice_wins("ae"));
        // "": Alice has nothing to remove.
        assert!(!alice_wins(""));
    }
}
