//! Exhaustive oracle for LeetCode 1690 "Stone Game VII": stones with values
//! lie in a row; Alice and Bob take turns, Alice first, and the player to move
//! removes either the leftmost or the rightmost stone and receives points
//! equal to the sum of the values of the stones that remain in the row. The
//! game ends when no stones are left. Alice plays to maximise (Alice's score −
//! Bob's score) and Bob to minimise it; the answer is that difference.
//!
//! The oracle plays every line of play. A position is the remaining stretch
//! `left..right` (the player to move follows from the line, and the points so
//! far do not change what is best from here). Bob minimising Alice − Bob is
//! Bob maximising Bob − Alice, so the value of a stretch for the player to
//! move is the most they can finish ahead by from here on: the better of
//! removing the leftmost stone (scoring the sum of the rest) minus the value
//! of the rest, or the same with the rightmost stone; the empty stretch is
//! worth 0. Values are memoised per stretch; every move shortens it.

use super::end_taking_margin;

/// Returns Alice's score minus Bob's under optimal play.
pub fn difference(stones: &[i64]) -> i64 {
    // A move scores the stones that remain after it.
    let gain = |left: usize, right: usize, first: bool| -> i64 {
        let rest = if first { &stones[left + 1..right] } else { &stones[left..right - 1] };
        rest.iter().sum()
    };
    end_taking_margin(stones.len(), &gain)
}

#[cfg(test)]
mod tests {
    use super::difference;

    #[test]
    fn leetcode_examples() {
        // https://leetcode.com/problems/stone-game-vii/ (examples mirrored at
        // http://code.minggr.net/leetcode-1690/).
        // [5, 3, 1, 4, 2]: Alice removes 2 (13), Bob 5 (8), Alice 3 (5), Bob
        // 1 (4), Alice 4 (0): 18 - 12 = 6.
        assert_eq!(difference(&[5, 3, 1, 4, 2]), 6);
        assert_eq!(difference(&[7, 90, 5, 1, 100, 10, 10, 2]), 122);
    }

    #[test]
    fn small_rows_by_hand() {
        // [1, 2]: Alice removes 1 and scores 2; Bob removes 2 and scores 0.
        assert_eq!(difference(&[1, 2]), 2);
        // [5]: removing the last stone scores nothing.
        assert_eq!(difference(&[5]), 0);
        // [3, 3, 3]: every line scores 6 for Alice, 3 for Bob, 0 for Alice.
        assert_eq!(difference(&[3, 3, 3]), 3);
        // []: no moves.
        assert_eq!(difference(&[]), 0);
    }
}
