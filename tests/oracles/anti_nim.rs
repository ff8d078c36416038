//! Exhaustive win/lose search for misère Nim (Luogu P4279 / SHOI 2008 "小约翰的游戏"). A move
//! takes at least one stone from one pile, and the player who takes the last stone LOSES.
//! The oracle plays these rules literally: a position is the multiset of pile sizes,
//! canonicalised as the sorted list of its non-empty piles; a position with no stones is a
//! win for the player to move (the opponent has just taken the last stone; at the very
//! start, the statement's convention is the same: the player to move did not take it);
//! any other position wins iff some move leads to a position that loses for the player then
//! to move. Every non-empty position has a move, and every move lowers the total number of
//! stones, so the search ends. Results are memoised in a `HashMap` keyed by the canonical
//! position and kept per thread across calls.

use std::cell::RefCell;
use std::collections::HashMap;

use super::canonical_piles;
use super::nim::moves;

thread_local! {
    static MEMO: RefCell<HashMap<Vec<u64>, bool>> = RefCell::new(HashMap::new());
}

/// Whether the player to move (John, who always starts) wins with these piles.
pub fn first_player_wins(piles: &[u64]) -> bool {
    MEMO.with(|memo| wins(&mut memo.borrow_mut(), canonical_piles(piles.to_vec())))
}

fn wins(memo: &mut HashMap<Vec<u64>, bool>, piles: Vec<u64>) -> bool {
    if piles.is_empty() {
        // Whoever moved last took the last stone and lost.
        return true;
    }
    if let Some(&known) = memo.get(&piles) {
        return known;
    }
    let result = moves(&piles).into_iter().any(|child| !wins(memo, child));
    memo.insert(piles, result);
    result
}

#[cfg(test)]
mod tests {
    use super::first_player_wins;

    #[test]
    fn statement_sample() {
        // The statement's sample: "3 5 1" -> John, "1" -> Brother, as quoted at
        // https://blog.nowcoder.net/n/94f90a520bbd4bd995fe8a94862d0709 (BZOJ 1022, the same
        // problem as P4279).
        assert!(first_player_wins(&[3, 5, 1]));
        assert!(!first_player_wins(&[1]));
    }

    #[test]
    fn hand_worked_cases() {
        // No stones at all: the player to move did not take the last stone, he wins.
        assert!(first_player_wins(&[]));
        assert!(first_player_wins(&[0, 0]));
        // [1,1]: the only moves leave [1], where the opponent must take the last stone.
        assert!(first_player_wins(&[1, 1]));
        // [1,1,1]: the only moves leave [1,1], a win for the opponent.
        assert!(!first_player_wins(&[1, 1, 1]));
        // [2]: take one stone, leaving the opponent the last one.
        assert!(first_player_wins(&[2]));
        // [2,2]: moves reach [2] (opponent leaves us [1]) or [1,2] (opponent empties the
        // 2, leaving us [1]); both win for the opponent.
        assert!(!first_player_wins(&[2, 2]));
    }
}
