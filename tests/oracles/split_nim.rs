//! Exhaustive win/lose search for split Nim (AcWing 894). A move removes one
//! pile of size `a` and puts down two new piles of sizes `i` and `j` with
//! `0 <= i, j < a` (so `i + j` may exceed `a`, and a pile of 1 is simply
//! removed). The number of piles can grow, so a position is a multiset: the
//! oracle canonicalises it as the sorted list of its non-empty piles (empty
//! piles can never be moved and are dropped). It explores the whole game tree
//! from the rules alone: a position is winning for the player to move iff some
//! legal move leads to a losing position, and a player with no legal move loses.
//! The game is finite because every move replaces a pile by strictly smaller
//! ones. Results are memoised in a `HashMap` keyed by the canonical position
//! and kept across calls.

use super::{canonical_piles, Oracle};

/// A memoised game-tree searcher for split Nim.
pub fn oracle() -> Oracle {
    Oracle::new(moves, canonical_piles)
}

/// Every position one move away: a pile a replaced by two piles i ≤ j < a (the pair is
/// unordered, so i ≤ j covers every split).
fn moves(piles: &[u64]) -> Vec<Vec<u64>> {
    let mut children = Vec::new();
    for (idx, &a) in piles.iter().enumerate() {
        for j in 0..a {
            for i in 0..=j {
                let mut child = piles.to_vec();
                child.remove(idx);
                child.push(i);
                child.push(j);
                children.push(canonical_piles(child));
            }
        }
    }
    children
}

#[cfg(test)]
mod tests {
    use super::oracle;

    #[test]
    fn empty_positions_lose() {
        // No non-empty pile: no legal move, the player to move loses.
        let mut o = oracle();
        assert!(!o.first_player_wins(&[]));
        assert!(!o.first_player_wins(&[0]));
        assert!(!o.first_player_wins(&[0, 0, 0]));
    }

    #[test]
    fn statement_sample() {
        // [2,3]: split the 3 into (2,0), reaching [2,2]. Any position made of
        // pairs of equal piles loses for the mover: whatever they do to one
        // pile of a pair, we do the same to its twin, restoring the pairing;
        // the game is finite, so they run out of moves first.
        let mut o = oracle();
        assert!(o.first_player_wins(&[2, 3]));
        assert!(!o.first_player_wins(&[2, 2]));
        assert!(!o.first_player_wins(&[3, 3]));
        assert!(!o.first_player_wins(&[1, 1, 4, 4]));
    }

    #[test]
    fn hand_worked_small_cases() {
        let mut o = oracle();
        // [1]: split into (0,0), i.e. remove it, leaving nothing.
        assert!(o.first_player_wins(&[1]));
        // [1,1]: the only move removes one 1, leaving [1] for the opponent.
        assert!(!o.first_player_wins(&[1, 1]));
        // [2]: split into (0,0), leaving nothing.
        assert!(o.first_player_wins(&[2]));
        // [1,2]: split the 2 into (1,0), reaching the losing [1,1].
        assert!(o.first_player_wins(&[1, 2]));
        // [1,1,1]: remove one 1, reaching [1,1].
        assert!(o.first_player_wins(&[1, 1, 1]));
        // [0,2,0,2]: zeros are inert, this is the paired [2,2].
        assert!(!o.first_player_wins(&[0, 2, 0, 2]));
    }

    #[test]
    fn piles_may_grow() {
        // [3] can be split into (2,2), a paired (losing) position with more
        // piles than before; so [3] wins and the search must allow growth.
        // Likewise any single pile a >= 2 wins via (a-1, a-1), e.g. [6].
        let mut o = oracle();
        assert!(o.first_player_wins(&[3]));
        assert!(o.first_player_wins(&[6]));
    }
}
