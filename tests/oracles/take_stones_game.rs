//! Exhaustive win/lose search for the row stone game (AcWing 1322, ZJOI 2009 "取石子游戏").
//! Piles stand in a row; a move takes at least one stone from the leftmost or the rightmost
//! pile (possibly the whole pile, which then disappears from the row, so its neighbour
//! becomes the new end); a player who cannot move (empty row) loses. The oracle knows nothing
//! but these rules: a position is the row itself, order kept (empty piles dropped, as they
//! are gone), and it wins for the player to move iff some move leads to a losing position.
//! The game is finite because every move lowers the total number of stones. Results are
//! memoised in a `HashMap` keyed by the row and kept across calls on one `Oracle`.

use super::Oracle;

/// A memoised game-tree searcher for the row game.
pub fn oracle() -> Oracle {
    Oracle::new(moves, canonical)
}

/// Every position one move away: the leftmost or the rightmost pile cut to any smaller size.
fn moves(row: &[u64]) -> Vec<Vec<u64>> {
    let mut children = Vec::new();
    if row.is_empty() {
        return children;
    }
    let last = row.len() - 1;
    let ends = if last == 0 { vec![0] } else { vec![0, last] };
    for end in ends {
        for remaining in 0..row[end] {
            let mut child = row.to_vec();
            child[end] = remaining;
            children.push(canonical(child));
        }
    }
    children
}

/// Drops empty piles; the order of the others is kept.
fn canonical(mut row: Vec<u64>) -> Vec<u64> {
    row.retain(|&pile| pile > 0);
    row
}

#[cfg(test)]
mod tests {
    use super::oracle;

    #[test]
    fn statement_sample() {
        let mut o = oracle();
        // The statement's sample: one test, row "3 1 9 4", output 0 (no winning strategy).
        // Read from a stored copy of the ZJOI 2009 statement in the public code index.
        assert!(!o.first_player_wins(&[3, 1, 9, 4]));
    }

    #[test]
    fn hand_worked_cases() {
        let mut o = oracle();
        // Empty row: no move.
        assert!(!o.first_player_wins(&[]));
        // [5]: take the whole pile.
        assert!(o.first_player_wins(&[5]));
        // [1,1]: either move removes one pile, leaving [1] for the opponent to take.
        assert!(!o.first_player_wins(&[1, 1]));
        // [1,2]: take one stone from the 2, reaching the losing [1,1].
        assert!(o.first_player_wins(&[1, 2]));
        // [1,1,1]: remove an end pile, reaching the losing [1,1].
        assert!(o.first_player_wins(&[1, 1, 1]));
    }

    #[test]
    fn order_matters() {
        let mut o = oracle();
        // [1,2,1]: the only moves remove an end 1, giving [2,1] or [1,2], and the opponent
        // answers by reaching [1,1]; so [1,2,1] loses.
        assert!(!o.first_player_wins(&[1, 2, 1]));
        // [2,1,1] holds the same piles, but emptying the left 2 reaches the losing [1,1].
        assert!(o.first_player_wins(&[2, 1, 1]));
    }
}
