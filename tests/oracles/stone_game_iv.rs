//! Exhaustive oracle for LeetCode 1510 "Stone Game IV": a pile of `n` stones;
//! Alice and Bob take turns, Alice first, and a move removes any non-zero
//! square number of stones (1, 4, 9, ...; never more than remain); a player
//! who cannot move loses. The oracle knows nothing but these rules: it labels
//! every pile size `0..=n` as a win or a loss for the player to move, bottom
//! up, where a pile is a win exactly when some legal move leaves the opponent
//! a losing pile (so the empty pile, with no move, is a loss). Every move
//! shrinks the pile, so each label depends only on labels already computed: a
//! memoised search over the whole game graph.

use super::one_number_wins;

/// The pile sizes one legal move away from a pile of `stones`.
fn moves(stones: usize) -> impl Iterator<Item = usize> {
    (1..)
        .map(|side: usize| side * side)
        .take_while(move |&square| square <= stones)
        .map(move |square| stones - square)
}

/// Returns whether Alice, moving first on a pile of `n` stones, can force a win.
pub fn alice_wins(n: u64) -> bool {
    one_number_wins(n, moves)
}

#[cfg(test)]
mod tests {
    use super::alice_wins;

    #[test]
    fn leetcode_examples() {
        // https://leetcode.com/problems/stone-game-iv/ (examples mirrored at
        // https://k5kc.com/cs/problems/stone-game-iv).
        // n = 1: Alice removes the one stone and Bob cannot move.
        assert!(alice_wins(1));
        // n = 2: Alice can only remove 1, Bob removes the last (2 -> 1 -> 0).
        assert!(!alice_wins(2));
        // n = 4: Alice removes all 4 at once.
        assert!(alice_wins(4));
    }

    #[test]
    fn small_piles_by_hand() {
        // n = 0: no stones, no move: the player to move has lost.
        assert!(!alice_wins(0));
        // n = 3: Alice must remove 1, leaving Bob the lost pile 2.
        assert!(alice_wins(3));
        // n = 5: removing 1 leaves 4 and removing 4 leaves 1, both wins for Bob.
        assert!(!alice_wins(5));
        // n = 7: removing 1 leaves 6, where Bob removes 1 and leaves Alice the
        // lost 5; removing 4 leaves 3, a win for Bob as above: 7 is lost.
        assert!(!alice_wins(7));
    }
}
