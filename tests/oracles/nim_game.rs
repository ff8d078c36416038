//! Exhaustive oracle for LeetCode 292 "Nim Game": a single heap of `n`
//! stones, the players alternately remove 1, 2 or 3 stones (never more than
//! remain), and whoever takes the last stone wins, so the player who faces an
//! empty heap has lost. The oracle knows nothing but these rules: it labels
//! every heap size `0..=n` as a win or a loss for the player to move, bottom
//! up, where a heap is a win exactly when some legal move leaves the opponent
//! a losing heap. Each label is computed from the labels of smaller heaps
//! only, so this is a memoised search over the whole game graph.

use super::one_number_wins;

/// Returns whether the player to move on a heap of `n` stones can force a win.
pub fn first_player_wins(n: u64) -> bool {
    one_number_wins(n, |heap| (1..=heap.min(3)).map(move |take| heap - take))
}

#[cfg(test)]
mod tests {
    use super::first_player_wins;

    #[test]
    fn leetcode_examples() {
        // n = 4: every move leaves 3, 2 or 1 stones, and the opponent takes
        // them all, so the first player loses.
        assert!(!first_player_wins(4));
        // n = 1 and n = 2: take the whole heap at once.
        assert!(first_player_wins(1));
        assert!(first_player_wins(2));
    }

    #[test]
    fn small_heaps_by_hand() {
        // n = 0: the player to move faces an empty heap and has lost.
        assert!(!first_player_wins(0));
        // n = 3: take all three stones.
        assert!(first_player_wins(3));
        // n = 5, 6, 7: take 1, 2 or 3 so the opponent faces the lost heap 4.
        assert!(first_player_wins(5));
        assert!(first_player_wins(6));
        assert!(first_player_wins(7));
        // n = 8: every move leaves 7, 6 or 5, each a win for the opponent.
        assert!(!first_player_wins(8));
    }
}
