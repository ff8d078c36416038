//! Exhaustive oracle for LeetCode 1927 "Sum Game": a string of even length holds digits and
//! '?'. Alice and Bob alternate, Alice first; while a '?' remains, the player to move picks
//! one '?' and replaces it with any digit 0-9. When no '?' is left, Bob wins if the digits
//! of the first half sum to the same as those of the second half, and Alice wins otherwise.
//!
//! The oracle searches every line of play over positions (number of '?' left in the first
//! half, number left in the second half, sum of the first half's digits minus the second
//! half's, whose turn). Which '?' of a half gets filled does not change any later sum, so
//! this is the whole position. Alice wins a position on her turn when some replacement
//! leads to a position she wins, and on Bob's turn when every replacement does; with no '?'
//! left she wins exactly when the difference is not 0. Positions are memoised. Every move
//! removes one '?', so the search ends.

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
            outcomes.push(alice_wins_from((left - 1, right, diff + digit, !alice_to_move), memo));
        }
        if right > 0 {
            outcomes.push(alice_wins_from((left, right - 1, diff - digit, !alice_to_move), memo));
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

#[cfg(test)]
mod tests {
    use super::alice_wins;

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
