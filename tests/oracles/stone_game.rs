//! Exhaustive oracle for LeetCode 877 "Stone Game": piles of stones lie in a
//! row; Alice and Bob take turns, Alice first, and each turn the player to
//! move takes the whole pile at either the beginning or the end of the row;
//! when no piles remain, the player with more stones wins. Each player plays
//! to maximise their own total. LeetCode promises an even number of piles and
//! an odd total (so no ties); this oracle takes any row, and a tie is not a
//! win for Alice.
//!
//! The oracle plays every line of play. A position is the remaining stretch
//! `left..right` (whose turn it is follows from how many piles are gone, and
//! the stones already taken do not change what is best from here). Since the
//! stones of the stretch are split between the two players, maximising one's
//! own total is maximising (own total − other's total) from here on, and the
//! value of a stretch for the player to move is the better of: the first pile
//! minus the value of the stretch without it, or the last pile minus the value
//! of the stretch without that. Values are memoised per stretch; every move
//! shortens the stretch, so the recursion ends at the empty stretch.

use super::end_taking_margin;

/// Returns whether Alice ends with strictly more stones than Bob.
pub fn alice_wins(piles: &[i64]) -> bool {
    let gain =
        |left: usize, right: usize, first: bool| if first { piles[left] } else { piles[right - 1] };
    end_taking_margin(piles.len(), &gain) > 0
}

#[cfg(test)]
mod tests {
    use super::alice_wins;

    #[test]
    fn leetcode_examples() {
        // https://leetcode.com/problems/stone-game/ (statement and examples
        // mirrored at https://rustgym.com/leetcode/877 and the
        // leetcode-in-java s0877_stone_game readme on jar-download.com).
        // [5, 3, 4, 5]: Alice takes a 5; whatever Bob takes, Alice gets the
        // larger of what is left: 10 or 9 of the 17.
        assert!(alice_wins(&[5, 3, 4, 5]));
        assert!(alice_wins(&[3, 7, 2, 3]));
    }

    #[test]
    fn small_rows_by_hand() {
        // [1, 2]: Alice takes 2, Bob gets 1.
        assert!(alice_wins(&[1, 2]));
        // [4, 4]: 4 against 4 is a tie, not a win.
        assert!(!alice_wins(&[4, 4]));
        // [1, 10, 1] (odd length): Bob always gets the 10, 2 against 10.
        assert!(!alice_wins(&[1, 10, 1]));
        // [7]: Alice takes the only pile.
        assert!(alice_wins(&[7]));
        // [2, 1, 1, 2]: Alice takes a 2 (the ends are alike); Bob takes the
        // other 2 (taking a 1 would hand it to Alice); then 1 each: 3 against
        // 3, a tie.
        assert!(!alice_wins(&[2, 1, 1, 2]));
    }
}
