//! Exhaustive win/lose search for Nim (AcWing 891). A position is a multiset of
//! pile sizes; a move takes at least one stone from one pile. The oracle
//! explores the whole game tree from the rules alone: a position is canonicalised
//! as the sorted list of its non-empty piles, a position is winning for the
//! player to move iff some legal move leads to a losing position, and a player
//! with no legal move (all piles empty) loses. Results are memoised in a
//! `HashMap` keyed by the canonical position and kept across calls.

use super::{canonical_piles, Oracle};

/// A memoised game-tree searcher for Nim.
pub fn oracle() -> Oracle {
    Oracle::new(moves, canonical_piles)
}

/// Every position one move away: some pile cut to any smaller size (Nim's moves, shared
/// with misère Nim).
pub fn moves(piles: &[u64]) -> Vec<Vec<u64>> {
    let mut children = Vec::new();
    for (idx, &pile) in piles.iter().enumerate() {
        for remaining in 0..pile {
            let mut child = piles.to_vec();
            child[idx] = remaining;
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
        // No stones at all: the player to move has no legal move and loses.
        let mut o = oracle();
        assert!(!o.first_player_wins(&[]));
        assert!(!o.first_player_wins(&[0]));
        assert!(!o.first_player_wins(&[0, 0, 0]));
    }

    #[test]
    fn single_pile_wins() {
        // Take the whole pile, leaving the opponent with nothing.
        let mut o = oracle();
        assert!(o.first_player_wins(&[1]));
        assert!(o.first_player_wins(&[5]));
        assert!(o.first_player_wins(&[0, 7]));
    }

    #[test]
    fn statement_sample() {
        // [2,3]: take one stone from the 3 to reach [2,2], which loses (below).
        let mut o = oracle();
        assert!(o.first_player_wins(&[2, 3]));
    }

    #[test]
    fn hand_worked_losses() {
        let mut o = oracle();
        // [1,1]: the only move empties one pile, leaving [1], which the
        // opponent wins by taking it.
        assert!(!o.first_player_wins(&[1, 1]));
        // [2,2]: moves reach [2] (opponent takes it all) or [1,2] (opponent
        // moves to [1,1]); both win for the opponent.
        assert!(!o.first_player_wins(&[2, 2]));
        // [1,2,3]: every move gives the opponent a win:
        //   [2,3] -> [2,2]; [1,1,3] -> [1,1]; [1,3] -> [1,1]; [1,2] -> [1,1];
        //   [1,1,2] -> [1,1]; [1,2,2] -> [2,2].
        assert!(!o.first_player_wins(&[1, 2, 3]));
        assert!(!o.first_player_wins(&[3, 0, 2, 1]));
    }

    #[test]
    fn hand_worked_wins() {
        let mut o = oracle();
        // [1,2]: take one from the 2 to reach the losing [1,1].
        assert!(o.first_player_wins(&[1, 2]));
        // [1,2,3,4]: empty the 4 to reach the losing [1,2,3].
        assert!(o.first_player_wins(&[1, 2, 3, 4]));
        // [1,1,1]: take one pile to reach the losing [1,1].
        assert!(o.first_player_wins(&[1, 1, 1]));
    }
}
