//! Exhaustive win/lose search for HDU 1848 "Fibonacci again and again". A move takes `f`
//! stones from one pile, where `f` is a Fibonacci number as the statement defines them
//! (F(1) = 1, F(2) = 2, F(n) = F(n-1) + F(n-2): 1, 2, 3, 5, 8, 13, ...) and the pile holds
//! at least `f`; whoever takes the last stone wins, so a player who cannot move loses. The
//! statement has three piles; the oracle takes any number. It knows nothing but the rules:
//! a position is the multiset of pile sizes, canonicalised as the sorted list of its
//! non-empty piles, and it wins for the player to move iff some move leads to a losing
//! position. Every move lowers the total number of stones, so the search ends. Results are
//! memoised in a `HashMap` keyed by the canonical position and kept across calls on one `Oracle`.

use super::{canonical_piles, Oracle};

/// A memoised game-tree searcher for the Fibonacci-take game.
pub fn oracle() -> Oracle {
    Oracle::new(moves, canonical_piles)
}

/// Every position one move away: a Fibonacci number of stones taken from one pile.
fn moves(piles: &[u64]) -> Vec<Vec<u64>> {
    let mut children = Vec::new();
    for (idx, &pile) in piles.iter().enumerate() {
        let (mut take, mut next) = (1, 2);
        while take <= pile {
            let mut child = piles.to_vec();
            child[idx] -= take;
            children.push(canonical_piles(child));
            let after = take + next;
            take = next;
            next = after;
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
        // HDU 1848's sample: "1 1 1" -> Fibo, "1 4 1" -> Nacci; quoted in several stored
        // solutions of the problem in the public code index.
        assert!(o.first_player_wins(&[1, 1, 1]));
        assert!(!o.first_player_wins(&[1, 4, 1]));
    }

    #[test]
    fn hand_worked_cases() {
        let mut o = oracle();
        // No stones: no move.
        assert!(!o.first_player_wins(&[]));
        // [1,1]: the only moves leave [1], which the opponent takes.
        assert!(!o.first_player_wins(&[1, 1]));
        // [1,1,1]: take one pile, reaching the losing [1,1].
        assert!(o.first_player_wins(&[1, 1, 1]));
        // [4]: 4 is not a Fibonacci number; taking 1, 2 or 3 leaves 3, 2 or 1, which the
        // opponent takes whole.
        assert!(!o.first_player_wins(&[4]));
        // [5] and [8]: take the whole pile.
        assert!(o.first_player_wins(&[5]));
        assert!(o.first_player_wins(&[0, 8, 0]));
    }
}
