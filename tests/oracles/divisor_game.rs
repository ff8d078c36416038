//! LeetCode 1025 by exhaustive search: a number k is won for the player to move when some x
//! with 0 < x < k and k % x = 0 leaves k − x lost; 1 (no move) is lost. Filled bottom-up.

/// Whether the first player wins from `n` (n ≥ 1).
pub fn first_player_wins(n: usize) -> bool {
    let mut wins = vec![false; n + 1];
    for k in 2..=n {
        wins[k] = (1..k).any(|x| k % x == 0 && !wins[k - x]);
    }
    wins[n]
}
