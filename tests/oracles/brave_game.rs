//! Exhaustive oracle for HDU 1846 "Brave Game": one pile of `n` stones, a move takes
//! `1..=m` stones (never more than remain), and whoever takes the last stone wins, so the
//! player facing an empty pile has lost. The oracle knows nothing but these rules: it labels
//! every pile size `0..=n` bottom up as a win or a loss for the player to move, a size being
//! a win exactly when some legal move leaves the opponent a losing size. Each label depends
//! only on smaller sizes, so this is a memoised search over the whole game graph.

use super::one_number_wins;

/// Whether the player to move on a pile of `n` stones, taking `1..=m` per move, wins.
pub fn first_player_wins(n: u64, m: u64) -> bool {
    let max_take = usize::try_from(m).unwrap_or(usize::MAX);
    one_number_wins(n, |pile| (1..=pile.min(max_take)).map(move |take| pile - take))
}

#[cfg(test)]
mod tests {
    use super::first_player_wins;

    #[test]
    fn statement_sample() {
        // HDU 1846's sample: "23 2" -> first, "4 3" -> second, as quoted at
        // https://u72.net/daima/0ffh.html.
        assert!(first_player_wins(23, 2));
        assert!(!first_player_wins(4, 3));
    }

    #[test]
    fn hand_worked_cases() {
        // An empty pile: the player to move has lost.
        assert!(!first_player_wins(0, 3));
        // (3,3): take all three stones.
        assert!(first_player_wins(3, 3));
        // (4,3): any take of 1..3 leaves 3..1 stones, which the opponent takes at once.
        assert!(!first_player_wins(4, 3));
        // (5,3): take one stone, leaving the losing 4.
        assert!(first_player_wins(5, 3));
        // (2,1): one stone per move, so exactly two moves and the second player takes the
        // last stone.
        assert!(!first_player_wins(2, 1));
    }
}
