//! Exhaustive oracle for HDU 2147 "kiki's game". A coin starts on the top-right cell of an
//! `n` x `m` board (`n` rows, `m` columns); a move shifts it one cell left, one cell down, or
//! one cell down-left, staying on the board; a player who cannot move loses. The oracle knows
//! nothing but these rules: it describes the coin by how many rows lie below it and how many
//! columns lie to its left, and labels every such cell as a win or a loss for the player to
//! move, a cell being a win exactly when some legal move reaches a losing cell. Every move
//! lowers one of the two distances and raises neither, so filling the table in increasing
//! order labels each cell after all of its targets; the bottom-left corner has no move.

/// Whether the player to move (kiki) wins with the coin on the top-right cell of `n` x `m`.
pub fn first_player_wins(n: usize, m: usize) -> bool {
    assert!(n >= 1 && m >= 1, "the board needs at least one cell");
    // wins[below][left]: the coin has `below` rows under it and `left` columns left of it.
    let mut wins = vec![vec![false; m]; n];
    for below in 0..n {
        for left in 0..m {
            let left_wins = left > 0 && !wins[below][left - 1];
            let down_wins = below > 0 && !wins[below - 1][left];
            let down_left_wins = below > 0 && left > 0 && !wins[below - 1][left - 1];
            wins[below][left] = left_wins || down_wins || down_left_wins;
        }
    }
    wins[n - 1][m - 1]
}

#[cfg(test)]
mod tests {
    use super::first_player_wins;

    #[test]
    fn statement_sample() {
        // HDU 2147's sample: "5 3" -> What a pity!, "5 4" -> Wonderful!, "6 6" ->
        // Wonderful!, as quoted at https://developer.aliyun.com/article/1050945.
        assert!(!first_player_wins(5, 3));
        assert!(first_player_wins(5, 4));
        assert!(first_player_wins(6, 6));
    }

    #[test]
    fn hand_worked_cases() {
        // 1x1: the coin cannot move at all.
        assert!(!first_player_wins(1, 1));
        // 1x2: move left onto the last cell; the opponent is stuck.
        assert!(first_player_wins(1, 2));
        // 2x2: move down-left into the corner.
        assert!(first_player_wins(2, 2));
        // 1x3: only left moves exist, exactly two of them, so the second player moves last.
        assert!(!first_player_wins(1, 3));
        // 3x1: likewise with two down moves.
        assert!(!first_player_wins(3, 1));
    }
}
