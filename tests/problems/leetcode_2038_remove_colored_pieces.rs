//! LeetCode 2038 · Remove Colored Pieces if Both Neighbors are the Same Color: Alice removes
//! an 'A' between two 'A's, Bob a 'B' between two 'B's, alternately; who cannot move loses.
//! Input `colors`; answers `true` when Alice wins. Oracle: every line of play on the literal
//! line of pieces.
use crate::common::Rng;
use crate::inputs::{all_strings, lines, quoted, random_string, random_text};
use crate::layout::{always, boolean, Kind, Layout, Signature, INVALID};
use crate::problem::{Case, Problem, RANDOM_CASES};

pub struct Game;

/// Each player's moves are the interior pieces of their own runs, which the other's moves
/// never change; Alice needs strictly more.
fn reference(colors: &str) -> String {
    if !colors.bytes().all(|b| b == b'A' || b == b'B') {
        return INVALID.to_string();
    }
    let bytes = colors.as_bytes();
    let moves = |who: u8| bytes.windows(3).filter(|w| w.iter().all(|&b| b == who)).count();
    (moves(b'A') > moves(b'B')).to_string()
}

fn case(colors: &str) -> Case {
    Case::Params(vec![("colors", quoted(colors))], oracle::alice_wins(colors).to_string())
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

    /// Strings of ≤ 12 pieces, two in three an 'A'.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        (0..RANDOM_CASES).map(|_| case(&random_string(rng, b"AAB", 12, false))).collect()
    }

    /// Every A/B string of ≤ 10 pieces (2047 strings).
    fn small_cases(&self) -> Vec<Case> {
        all_strings(b"AB", 10).iter().map(|colors| case(colors)).collect()
    }

    /// Every A/B string of ≤ 10 pieces (2047 strings).
    fn check_reference(&self) {
        for colors in all_strings(b"AB", 10) {
            let want = oracle::alice_wins(&colors).to_string();
            assert_eq!(reference(&colors), want, "{}", colors);
        }
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        vec![
            ("\"AAABABB\"\n\"AAC\"".into(), "true\n"),
            ("\"aa\"".into(), ""),
            ("colors = AAA".into(), ""),
        ]
    }

    /// Three random strings of 10^5 pieces, three in four an 'A'.
    fn max_cases(&self, rng: &mut Rng) -> Vec<(&'static str, String)> {
        vec![("length-1e5", lines((0..3).map(|_| random_text(rng, b"AAAB", 100_000))))]
    }
}

/// Exhaustive oracle: pieces coloured 'A' or 'B' lie in a line, and Alice and Bob alternate,
/// Alice first. Alice may only remove an 'A' whose both neighbours are 'A', Bob only a 'B'
/// whose both neighbours are 'B'; neither may remove a piece at the edge of the line. A
/// player who cannot move on their turn loses.
///
/// The oracle searches every line of play over positions (the literal line of pieces, whose
/// turn): the player to move wins when some legal removal leaves the opponent a losing
/// position, so a player without a legal removal loses. Positions are memoised. Every move
/// removes a piece, so the search ends.
mod oracle {
    use std::collections::HashMap;

    /// Whether the player to move (Alice when `alice_to_move`) wins on the line `pieces`.
    fn mover_wins(
        pieces: Vec<u8>,
        alice_to_move: bool,
        memo: &mut HashMap<(Vec<u8>, bool), bool>,
    ) -> bool {
        let key = (pieces, alice_to_move);
        if let Some(&known) = memo.get(&key) {
            return known;
        }
        let pieces = &key.0;
        let colour = if alice_to_move { b'A' } else { b'B' };
        let mut wins = false;
        for i in 1..pieces.len().saturating_sub(1) {
            if pieces[i - 1..=i + 1].iter().all(|&p| p == colour) {
                let mut next = pieces.clone();
                next.remove(i);
                if !mover_wins(next, !alice_to_move, memo) {
                    wins = true;
                    break;
                }
            }
        }
        memo.insert(key, wins);
        wins
    }

    /// Returns whether Alice wins on the line `colors` ('A' and 'B') under optimal play.
    pub fn alice_wins(colors: &str) -> bool {
        assert!(colors.bytes().all(|b| b == b'A' || b == b'B'), "pieces are 'A' or 'B'");
        mover_wins(colors.as_bytes().to_vec(), true, &mut HashMap::new())
    }

    #[test]
    fn leetcode_examples() {
        // https://algocliff.com/problems/2038-remove-colored-pieces-if-both-neighbors-are-the-same-color
        // (the statement).
        assert!(alice_wins("AAABABB"));
        assert!(!alice_wins("AA"));
        assert!(!alice_wins("ABBBBBBBAAA"));
    }

    #[test]
    fn small_lines_by_hand() {
        // "AAAA": Alice removes an inner 'A'; Bob has no 'B' at all.
        assert!(alice_wins("AAAA"));
        // "BBB": Alice has no 'A' to remove.
        assert!(!alice_wins("BBB"));
        // "AAABBB": one removal each, then Alice is stuck on "AABB".
        assert!(!alice_wins("AAABBB"));
        // "AAAABBB": Alice, Bob, Alice remove one each; Bob is stuck on "AABB".
        assert!(alice_wins("AAAABBB"));
    }
}
