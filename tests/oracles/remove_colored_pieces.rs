//! Exhaustive oracle for LeetCode 2038 "Remove Colored Pieces if Both Neighbors are the Same
//! Color": pieces coloured 'A' or 'B' lie in a line, and Alice and Bob alternate, Alice
//! first. Alice may only remove an 'A' whose both neighbours are 'A', Bob only a 'B' whose
//! both neighbours are 'B'; neither may remove a piece at the edge of the line. A player
//! who cannot move on their turn loses.
//!
//! The oracle searches every line of play over positions (the literal line of pieces, whose
//! turn): the player to move wins when some legal removal leaves the opponent a losing
//! position, so a player without a legal removal loses. Positions are memoised. Every move
//! removes a piece, so the search ends.

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

#[cfg(test)]
mod tests {
    use super::alice_wins;

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
