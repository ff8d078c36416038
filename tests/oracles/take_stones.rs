//! Exhaustive win/lose search for the take-or-merge stone game (AcWing 1321, originally the
//! ICPC problem "Alice and Bob"). A move either takes one stone from one pile (a pile
//! that becomes empty disappears) or merges two piles into one whose size is their sum; a
//! player who cannot move (no piles left) loses. The oracle knows nothing but these rules: a
//! position is the multiset of pile sizes, canonicalised as the sorted list of its non-empty
//! piles, and it wins for the player to move iff some move leads to a losing position. The
//! game is finite because every move lowers (total stones + number of piles) by one: taking
//! lowers the total, merging lowers the pile count. Results are memoised in a `HashMap` keyed
//! by the canonical position and kept across calls on one `Oracle`.

use super::{canonical_piles, Oracle};

/// A memoised game-tree searcher for the take-or-merge game.
pub fn oracle() -> Oracle {
    Oracle::new(moves, canonical_piles)
}

/// Every position one move away: one stone taken from a pile, or two piles merged.
fn moves(piles: &[u64]) -> Vec<Vec<u64>> {
    let mut children = Vec::new();
    for i in 0..piles.len() {
        let mut taken = piles.to_vec();
        taken[i] -= 1;
        children.push(canonical_piles(taken));
        for j in i + 1..piles.len() {
            let mut merged = piles.to_vec();
            let other = merged.remove(j);
            merged[i] += other;
            children.push(canonical_piles(merged));
        }
    }
    children
}

#[cfg(test)]
mod tests {
    use super::oracle;

    #[test]
    fn statement_sample() {
        let mut o = oracle();
        // The original statement's sample: piles "1 1 2", "3 4", "2 3 5" give
        // "Alice", "Bob", "Bob" (AcWing 1321 prints YES, NO, NO). Read from a stored copy of
        // the "Alice and Bob" statement in the public code index.
        assert!(o.first_player_wins(&[1, 1, 2]));
        assert!(!o.first_player_wins(&[3, 4]));
        assert!(!o.first_player_wins(&[2, 3, 5]));
    }

    #[test]
    fn hand_worked_cases() {
        let mut o = oracle();
        // No piles: no move, the player to move loses.
        assert!(!o.first_player_wins(&[]));
        assert!(!o.first_player_wins(&[0, 0]));
        // [1]: take the stone, nothing is left for the opponent.
        assert!(o.first_player_wins(&[1]));
        // [2]: the only move is to [1], where the opponent takes the last stone.
        assert!(!o.first_player_wins(&[2]));
        // [3]: take one stone, leaving the losing [2].
        assert!(o.first_player_wins(&[3]));
        // [1,1]: taking a stone leaves [1] (the opponent takes it and wins), but merging
        // leaves the losing [2]; so [1,1] wins by merging.
        assert!(o.first_player_wins(&[1, 1]));
    }
}
