//! Exhaustive win/lose search for set Nim (AcWing 893). A fixed list of move
//! sizes is given; a move removes exactly `s` stones from one pile for some move
//! size `s`, provided the pile holds at least `s` stones. The oracle explores the
//! whole game tree from the rules alone: a position is canonicalised as the
//! sorted list of its non-empty piles, a position is winning for the player to
//! move iff some legal move leads to a losing position, and a player with no
//! legal move loses. Repeated move sizes are merged (they allow the same moves)
//! and sizes of 0 are ignored (they would not be moves at all). Results are
//! memoised in a `HashMap` keyed by the canonical position and kept across
//! calls; the memo belongs to one fixed set of move sizes.

use super::{canonical_piles, Oracle};

/// A memoised game-tree searcher for set Nim with these move sizes (repeats merged, sizes of
/// 0 ignored, as they would make the game endless).
pub fn oracle(move_sizes: &[u64]) -> Oracle {
    let mut sizes: Vec<u64> = move_sizes.iter().copied().filter(|&s| s > 0).collect();
    sizes.sort_unstable();
    sizes.dedup();
    Oracle::new(move |piles| moves(piles, &sizes), canonical_piles)
}

/// Every position one move away: exactly s stones taken from a pile of at least s.
fn moves(piles: &[u64], sizes: &[u64]) -> Vec<Vec<u64>> {
    let mut children = Vec::new();
    for (idx, &pile) in piles.iter().enumerate() {
        for &s in sizes.iter().filter(|&&s| s <= pile) {
            let mut child = piles.to_vec();
            child[idx] -= s;
            children.push(canonical_piles(child));
        }
    }
    children
}

#[cfg(test)]
mod tests {
    use super::oracle;

    #[test]
    fn empty_positions_lose() {
        // No stones: no legal move, whatever the move sizes.
        let mut o = oracle(&[2, 5]);
        assert!(!o.first_player_wins(&[]));
        assert!(!o.first_player_wins(&[0, 0]));
        let mut o = oracle(&[1]);
        assert!(!o.first_player_wins(&[]));
    }

    #[test]
    fn statement_sample() {
        // Moves {2,5}. Single piles: [0],[1] have no move (lose); [2] -> [0]
        // wins; [4] can only go to [2] (a win for the opponent), so [4] loses;
        // [5] -> [0] wins; [7] can go to [5] or [2], both wins, so [7] loses.
        // [4,7] loses: its moves are [2,7] (answered by 2->0 giving [7]),
        // [4,5] (answered by 5->0 giving [4]) and [2,4] (answered by 2->0
        // giving [4]), all wins for the opponent.
        // Hence [2,4,7] wins by taking the pile of 2, reaching [4,7].
        let mut o = oracle(&[2, 5]);
        assert!(!o.first_player_wins(&[4]));
        assert!(!o.first_player_wins(&[7]));
        assert!(!o.first_player_wins(&[4, 7]));
        assert!(o.first_player_wins(&[2, 4, 7]));
    }

    #[test]
    fn hand_worked_small_cases() {
        let mut o = oracle(&[2]);
        // Moves {2}: a pile of 1 cannot be touched, so [1] loses.
        assert!(!o.first_player_wins(&[1]));
        // [3] -> [1] (dead), so [3] wins.
        assert!(o.first_player_wins(&[3]));
        // [2,2]: the only move reaches [2], which the opponent empties.
        assert!(!o.first_player_wins(&[2, 2]));
        // [1,1,1]: no pile holds 2 stones, no move.
        assert!(!o.first_player_wins(&[1, 1, 1]));

        // Moves {3}: [2,2,2] has no legal move.
        let mut o = oracle(&[3]);
        assert!(!o.first_player_wins(&[2, 2, 2]));
        // [3,2]: take the 3, leaving the dead [2].
        assert!(o.first_player_wins(&[3, 2]));
    }

    #[test]
    fn repeated_move_sizes() {
        // Moves [2,2] allow the same moves as [2]: [2] wins, [2,2] loses.
        let mut o = oracle(&[2, 2]);
        assert!(o.first_player_wins(&[2]));
        assert!(!o.first_player_wins(&[2, 2]));
    }

    #[test]
    fn size_one_is_plain_single_step_nim() {
        // Moves {1}: each move takes one stone, so the game lasts exactly
        // (total stones) moves and the first player wins iff that is odd.
        let mut o = oracle(&[1]);
        assert!(!o.first_player_wins(&[1, 1]));
        assert!(o.first_player_wins(&[1, 2]));
        assert!(!o.first_player_wins(&[3, 5]));
    }
}
