//! Exhaustive win/lose table for Wythoff's game (Luogu P2252 / POJ 1067 "取石子游戏"). Two
//! piles `(a, b)`; a move takes any positive amount from one pile, or the same positive
//! amount from both; a player who cannot move (both piles empty) loses. The oracle knows
//! nothing but these rules: it labels every position with `a, b <= limit`, row by row, as
//! losing iff no move reaches a losing position. Every move lowers `a` or keeps `a` and
//! lowers `b`, so each target comes earlier in that order and is already labelled; `(0,0)`
//! has no move and is labelled losing first.

/// `table[a][b]` is true iff `(a, b)` loses for the player to move, for `0 <= a, b <= limit`.
pub fn losing_table(limit: usize) -> Vec<Vec<bool>> {
    let mut loses = vec![vec![false; limit + 1]; limit + 1];
    for a in 0..=limit {
        for b in 0..=limit {
            let reaches_a_loss = moves(a, b).any(|(x, y)| loses[x][y]);
            loses[a][b] = !reaches_a_loss;
        }
    }
    loses
}

/// Whether the player to move wins `(a, b)` (builds a table up to `max(a, b)`: small values).
pub fn first_player_wins(a: usize, b: usize) -> bool {
    !losing_table(a.max(b))[a][b]
}

/// Every position one move away: k taken from the first pile, the second, or both.
fn moves(a: usize, b: usize) -> impl Iterator<Item = (usize, usize)> {
    let from_first = (1..=a).map(move |k| (a - k, b));
    let from_second = (1..=b).map(move |k| (a, b - k));
    let from_both = (1..=a.min(b)).map(move |k| (a - k, b - k));
    from_first.chain(from_second).chain(from_both)
}

#[cfg(test)]
mod tests {
    use super::{first_player_wins, losing_table};

    #[test]
    fn statement_sample() {
        // P2252's sample: "8 4" -> 1 (https://programmerteach.com/p/luogup2252-stone-fetch-game-wizhov-game).
        // POJ 1067, the same game, has samples "2 1" -> 0, "8 4" -> 1, "4 7" -> 0
        // (https://e-com-net.com/article/4571348.htm).
        assert!(first_player_wins(8, 4));
        assert!(!first_player_wins(2, 1));
        assert!(!first_player_wins(4, 7));
    }

    #[test]
    fn hand_worked_cases() {
        // (0,0): no move, the player to move loses.
        assert!(!first_player_wins(0, 0));
        // (0,k) and (k,k): take everything in one move.
        assert!(first_player_wins(0, 5));
        assert!(first_player_wins(3, 3));
        // (1,2): the moves reach (0,2), (1,1), (1,0), (0,1), and from each of these the
        // opponent empties both piles in one move.
        assert!(!first_player_wins(1, 2));
        // (1,3): take one stone from the 3, reaching the losing (1,2).
        assert!(first_player_wins(1, 3));
    }

    #[test]
    fn table_agrees_with_single_queries() {
        // The rules treat the two piles alike, so the table must be symmetric.
        let table = losing_table(12);
        for (a, row) in table.iter().enumerate() {
            for (b, &loses) in row.iter().enumerate() {
                assert_eq!(loses, table[b][a]);
                assert_eq!(loses, !first_player_wins(a, b));
            }
        }
    }
}
