//! Exhaustive oracle for LeetCode 3227 "Vowels Game in a String": Alice and Bob alternate on
//! a string of lowercase letters, Alice first. On her turn Alice removes any non-empty
//! substring containing an odd number of vowels; on his turn Bob removes any non-empty
//! substring containing an even number of vowels (0 is even). The remaining parts join up,
//! and the first player who cannot move loses. The vowels are a, e, i, o and u.
//!
//! The oracle searches every line of play over positions (the literal string, whose turn):
//! the player to move wins when some legal removal leaves the opponent a losing position,
//! so a player without a legal removal loses. Positions are memoised. Every move removes at
//! least one letter, so the search ends.

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

#[cfg(test)]
mod tests {
    use super::alice_wins;

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
