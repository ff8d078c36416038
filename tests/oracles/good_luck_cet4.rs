//! Exhaustive oracle for HDU 1847 "Good Luck in CET-4 Everybody!": `n` cards, a move takes
//! a power of two (1, 2, 4, 8, ...) of cards, never more than remain, and whoever takes the
//! last card wins, so the player facing no cards has lost. The oracle knows nothing but these
//! rules: it labels every count `0..=n` bottom up as a win or a loss for the player to move,
//! a count being a win exactly when some legal move leaves the opponent a losing count. Each
//! label depends only on smaller counts, so this is a memoised search over the game graph.

use super::one_number_wins;

/// Whether the player to move (Kiki) wins with `n` cards left.
pub fn first_player_wins(n: u64) -> bool {
    one_number_wins(n, |cards| {
        let powers_of_two = std::iter::successors(Some(1usize), |&p| p.checked_mul(2));
        powers_of_two.take_while(move |&take| take <= cards).map(move |take| cards - take)
    })
}

#[cfg(test)]
mod tests {
    use super::first_player_wins;

    #[test]
    fn statement_sample() {
        // HDU 1847's sample: 1 -> Kiki, 3 -> Cici; quoted in several stored solutions of the
        // problem in the public code index.
        assert!(first_player_wins(1));
        assert!(!first_player_wins(3));
    }

    #[test]
    fn hand_worked_cases() {
        // No cards: the player to move has lost.
        assert!(!first_player_wins(0));
        // 2: take both (2 is a power of two).
        assert!(first_player_wins(2));
        // 4: take all four.
        assert!(first_player_wins(4));
        // 5: take two, leaving the losing 3.
        assert!(first_player_wins(5));
        // 6: the moves leave 5, 4 or 2, each a win for the opponent (above).
        assert!(!first_player_wins(6));
    }
}
