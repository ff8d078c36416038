//! Exhaustive oracle for LeetCode 1025 "Divisor Game": the number `n` is on
//! the chalkboard; Alice and Bob take turns, Alice first, and a move chooses
//! any `x` with `0 < x < n` and `n % x == 0` and replaces `n` by `n - x`; a
//! player who cannot move loses. The oracle knows nothing but these rules: it
//! labels every number `1..=n` as a win or a loss for the player to move,
//! bottom up, where a number is a win exactly when some legal move leaves the
//! opponent a losing number (so a number with no move, such as 1, is a loss).
//! Every move makes the number smaller, so each label depends only on labels
//! already computed: a memoised search over the whole game graph.

use super::one_number_wins;

/// The numbers one legal move away from `number`.
fn moves(number: usize) -> impl Iterator<Item = usize> {
    (1..number).filter(move |&x| number % x == 0).map(move |x| number - x)
}

/// Returns whether Alice, moving first on `n`, can force a win.
pub fn alice_wins(n: u64) -> bool {
    one_number_wins(n, moves)
}

#[cfg(test)]
mod tests {
    use super::alice_wins;

    #[test]
    fn leetcode_examples() {
        // https://leetcode.com/problems/divisor-game/ (examples mirrored at
        // https://memorylimitexceeded.gitlab.io/leetcode/problems/1025-divisor-game.html).
        // n = 2: Alice chooses 1 and Bob, on 1, has no move.
        assert!(alice_wins(2));
        // n = 3: Alice must choose 1, Bob chooses 1, Alice faces 1 and loses.
        assert!(!alice_wins(3));
    }

    #[test]
    fn small_numbers_by_hand() {
        // n = 1: no x with 0 < x < 1, so Alice cannot move and loses.
        assert!(!alice_wins(1));
        // n = 4: choosing 1 leaves Bob the lost 3 (choosing 2 would leave 2).
        assert!(alice_wins(4));
        // n = 5: the only move (x = 1) leaves Bob 4, a win for him.
        assert!(!alice_wins(5));
        // n = 6: choosing 1 leaves Bob the lost 5.
        assert!(alice_wins(6));
    }
}
