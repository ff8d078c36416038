//! LeetCode 1927 · Sum Game: players alternately replace a '?' of an even-length string of
//! digits with a digit; Bob wins when the halves then sum equally. Input `num`; answers
//! `true` when Alice wins. Oracle: every line of play over the '?' left per half and the gap.
use crate::common::Rng;
use crate::inputs::{all_strings, lines, quoted, random_string, random_text};
use crate::layout::{always, boolean, Kind, Layout, Signature, INVALID};
use crate::problem::{Case, Problem, RANDOM_CASES};
use std::iter::once;

pub struct Game;

/// The known rule: an odd number of '?' is Alice's; else Bob's exactly when the gap is 9/2
/// per '?' more on the other side.
fn reference(num: &str) -> String {
    let bytes = num.as_bytes();
    if bytes.len() % 2 == 1 || !bytes.iter().all(|&b| b == b'?' || b.is_ascii_digit()) {
        return INVALID.to_string();
    }
    let half = bytes.len() / 2;
    let tally = |part: &[u8]| {
        let marks = part.iter().filter(|&&b| b == b'?').count() as i64;
        let sum: i64 =
            part.iter().filter(|b| b.is_ascii_digit()).map(|&b| i64::from(b - b'0')).sum();
        (marks, sum)
    };
    let ((marks_left, left), (marks_right, right)) = (tally(&bytes[..half]), tally(&bytes[half..]));
    let wins =
        (marks_left + marks_right) % 2 == 1 || 2 * (left - right) != 9 * (marks_right - marks_left);
    wins.to_string()
}

/// Every even-length string of ≤ 6 characters over 0, 1, 5, 9 and ?.
fn small_strings() -> Vec<String> {
    let mut strings = all_strings(b"0159?", 6);
    strings.retain(|num| num.len() % 2 == 0);
    strings
}

fn case(num: &str) -> Case {
    Case::Params(vec![("num", quoted(num))], oracle::alice_wins(num).to_string())
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

    /// Even-length strings of ≤ 8 characters over 0, 1, 5, 9 and ? (? drawn twice as often).
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        (0..RANDOM_CASES).map(|_| case(&random_string(rng, b"0159??", 8, true))).collect()
    }

    /// Every even-length string of ≤ 6 characters over 0, 1, 5, 9 and ? (16276 strings).
    fn small_cases(&self) -> Vec<Case> {
        small_strings().iter().map(|num| case(num)).collect()
    }

    /// Every even-length string of ≤ 6 characters over 0, 1, 5, 9 and ? (16276 strings).
    fn check_reference(&self) {
        for num in small_strings() {
            assert_eq!(reference(&num), oracle::alice_wins(&num).to_string(), "{}", num);
        }
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        vec![
            ("\"25?\"".into(), ""),
            ("\"25a?\"".into(), ""),
            ("\"25??\"\nnum = 25??".into(), "true\n"),
        ]
    }

    /// Three random strings of 10^5 digits and '?' (one in six a '?'), then one of 10^5 that
    /// Alice loses: two ? on the left, the right half 9 more than the left's digits.
    fn max_cases(&self, rng: &mut Rng) -> Vec<(&'static str, String)> {
        let half = 50_000;
        let mut left = vec![b'0'; half];
        left[0] = b'?';
        left[1] = b'?';
        let mut right = vec![b'0'; half];
        right[0] = b'9';
        let balanced = format!(
            "\"{}{}\"",
            String::from_utf8(left).unwrap_or_default(),
            String::from_utf8(right).unwrap_or_default()
        );
        let random = (0..3).map(|_| random_text(rng, b"0123456789??", 100_000));
        vec![("length-1e5", lines(random.chain(once(balanced))))]
    }
}

/// Exhaustive oracle: a string of even length holds digits and '?'. Alice and Bob alternate,
/// Alice first; while a '?' remains, the player to move picks one '?' and replaces it with any
/// digit 0-9. When no '?' is left, Bob wins if the digits of the first half sum to the same
/// as those of the second half, and Alice wins otherwise.
///
/// The oracle searches every line of play over positions (number of '?' left in the first
/// half, number left in the second half, sum of the first half's digits minus the second
/// half's, whose turn). Which '?' of a half gets filled does not change any later sum, so this
/// is the whole position. Alice wins a position on her turn when some replacement leads to a
/// position she wins, and on Bob's turn when every replacement does; with no '?' left she wins
/// exactly when the difference is not 0. Positions are memoised. Every move removes one '?',
/// so the search ends.
mod oracle {
    use std::collections::HashMap;

    /// A position: '?' left in the first half, '?' left in the second half, the difference of
    /// the sums, and whether Alice is to move.
    type Position = (usize, usize, i64, bool);

    /// Whether Alice wins `position` against every play of Bob.
    fn alice_wins_from(position: Position, memo: &mut HashMap<Position, bool>) -> bool {
        let (left, right, diff, alice_to_move) = position;
        if left == 0 && right == 0 {
            return diff != 0;
        }
        if let Some(&known) = memo.get(&position) {
            return known;
        }
        let mut outcomes = Vec::new();
        for digit in 0..=9 {
            if left > 0 {
                outcomes
                    .push(alice_wins_from((left - 1, right, diff + digit, !alice_to_move), memo));
            }
            if right > 0 {
                outcomes
                    .push(alice_wins_from((left, right - 1, diff - digit, !alice_to_move), memo));
            }
        }
        let result =
            if alice_to_move { outcomes.iter().any(|&w| w) } else { outcomes.iter().all(|&w| w) };
        memo.insert(position, result);
        result
    }

    /// Returns whether Alice wins `num` (digits and '?', even length) under optimal play.
    pub fn alice_wins(num: &str) -> bool {
        let bytes = num.as_bytes();
        assert!(bytes.len() % 2 == 0, "the string has even length");
        let half = bytes.len() / 2;
        let count = |part: &[u8]| part.iter().filter(|&&b| b == b'?').count();
        let sum = |part: &[u8]| -> i64 {
            part.iter().filter(|b| b.is_ascii_digit()).map(|&b| i64::from(b - b'0')).sum()
        };
        let (first, second) = bytes.split_at(half);
        let start = (count(first), count(second), sum(first) - sum(second), true);
        alice_wins_from(start, &mut HashMap::new())
    }

    #[test]
    fn leetcode_examples() {
        // https://algocliff.com/problems/1927-sum-game (the statement).
        assert!(!alice_wins("5023"));
        assert!(alice_wins("25??"));
        assert!(!alice_wins("?3295???"));
    }

    #[test]
    fn small_strings_by_hand() {
        // "??": whatever Alice writes on the left, Bob copies it on the right.
        assert!(!alice_wins("??"));
        // "?0": Alice writes any digit but 0 and the sums differ.
        assert!(alice_wins("?0"));
        // "12": no move; 1 != 2.
        assert!(alice_wins("12"));
        // "9???": Alice fills the last '?', and at most one digit there evens the sums.
        assert!(alice_wins("9???"));
        // "0??9": Alice writes 0 on the left; Bob would need -9 on the right.
        assert!(alice_wins("0??9"));
    }
}
