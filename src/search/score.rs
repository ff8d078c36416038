//! The exact solvers' score (Connect Four's `connect4::search`, Connect-N's `mnk::solver`):
//! for a win, 1 plus the stones the winner still has in hand when the game ends; 0 for a
//! draw; for a loss, minus the opponent's score. So a win sooner scores more. With `moves`
//! stones on a board of `cells`, the side to move has ⌈(cells − moves)/2⌉ stones in hand and
//! the other side ⌊(cells − moves)/2⌋.
//!
//! Why the words are right: a win with the mover's n-th stone from now leaves it
//! `win_now(cells, moves)` − n stones, so n = `win_now(cells, moves)` + 1 − score; a loss to
//! the opponent's n-th stone from now is the same count from the opponent's side, one stone
//! later. Cost: O(1).

/// The score of winning with the next stone, `moves` stones being on a board of `cells`: 1
/// plus the stones the winner still has in hand after it. The side to move has
/// ⌈(cells − moves)/2⌉ stones left, this one included.
pub fn win_now(cells: i32, moves: i32) -> i32 {
    (cells + 1 - moves) / 2
}

/// `score`, the side to move's with `moves` stones on a board of `cells`, in the words every
/// game says it (terminal and web page): "You can win in 2 moves.", "Your opponent can win
/// in 3 moves, whatever you play.", "A draw with best play."
pub fn in_words(score: i32, cells: i32, moves: i32) -> String {
    let count = |n: i32| format!("{} move{}", n, if n == 1 { "" } else { "s" });
    if score > 0 {
        format!("You can win in {}.", count(win_now(cells, moves) + 1 - score))
    } else if score < 0 {
        format!(
            "Your opponent can win in {}, whatever you play.",
            count(win_now(cells, moves + 1) + 1 + score)
        )
    } else {
        "A draw with best play.".to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn win_now_counts_the_stones_in_hand() {
        assert_eq!(win_now(42, 0), 21); // the first stone of 21
        assert_eq!(win_now(42, 41), 1); // the second player's last
        assert_eq!(win_now(35, 0), 18); // 7x5: the first player has 18 stones
        assert_eq!(win_now(35, 1), 17);
        assert_eq!(win_now(35, 34), 1);
    }

    #[test]
    fn words_count_the_moves_to_the_end() {
        // Connect Four 4455, score 18: the first player wins with its 4th stone.
        assert_eq!(in_words(18, 42, 4), "You can win in 2 moves.");
        assert_eq!(in_words(19, 42, 4), "You can win in 1 move.");
        assert_eq!(in_words(1, 42, 41), "You can win in 1 move.");
        assert_eq!(in_words(-18, 42, 5), "Your opponent can win in 1 move, whatever you play.");
        // 3x3 after a1, O to move: X wins with its 3rd stone, 2 left in hand (score 3).
        assert_eq!(in_words(-3, 9, 1), "Your opponent can win in 2 moves, whatever you play.");
        assert_eq!(in_words(-2, 9, 1), "Your opponent can win in 3 moves, whatever you play.");
        assert_eq!(in_words(0, 9, 0), "A draw with best play.");
    }
}
