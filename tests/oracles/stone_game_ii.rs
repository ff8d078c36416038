//! Exhaustive oracle for LeetCode 1140 "Stone Game II": piles lie in a row,
//! Alice moves first and M starts at 1; the player to move takes all the
//! stones of the first X remaining piles for some 1 <= X <= 2M (and X at most
//! the number of piles left), after which M becomes max(M, X); the game ends
//! when no piles remain, and each player maximises their own total. The
//! oracle plays every line of play: a plain recursion (no memo) over (next
//! pile index, M, whose turn) returning both players' final totals, in which
//! the player to move picks the X that maximises their own final total.

/// Plays the rest of the game from pile `next` with the given `m` and player
/// `mover` to move (0 is Alice); returns both players' totals from here on.
fn play(piles: &[i64], next: usize, m: usize, mover: usize) -> [i64; 2] {
    if next == piles.len() {
        return [0, 0];
    }
    let max_take = (2 * m).min(piles.len() - next);
    let mut best: Option<[i64; 2]> = None;
    for take in 1..=max_take {
        let taken: i64 = piles[next..next + take].iter().sum();
        let mut totals = play(piles, next + take, m.max(take), 1 - mover);
        totals[mover] += taken;
        let better = match best {
            None => true,
            Some(current) => totals[mover] > current[mover],
        };
        if better {
            best = Some(totals);
        }
    }
    best.expect("at least one pile can be taken")
}

/// Returns the most stones Alice can collect when both players play optimally.
pub fn first_player_best(piles: &[i64]) -> i64 {
    play(piles, 0, 1, 0)[0]
}

#[cfg(test)]
mod tests {
    use super::first_player_best;

    #[test]
    fn leetcode_examples() {
        // [2, 7, 9, 4, 4]: if Alice takes 2 (M = 1), Bob's best is 7 + 9
        // (M = 2; taking only 7 would let Alice take 9 + 4) and Alice takes
        // 4 + 4: 10. If Alice takes 2 + 7 (M = 2), Bob takes the last three
        // piles and Alice has 9. So 10.
        assert_eq!(first_player_best(&[2, 7, 9, 4, 4]), 10);
        // [1, 2, 3, 4, 5, 100]: Alice takes 1; Bob takes 2 (taking 2 + 3
        // would let Alice take 4 + 5 + 100); Alice takes 3 (taking 3 + 4 lets
        // Bob take 5 + 100); Bob takes 4 + 5 (taking only 4 lets Alice take
        // 5 + 100) and Alice takes 100: 1 + 3 + 100 = 104. Opening with
        // 1 + 2 lets Bob take the last four piles, leaving Alice 3.
        assert_eq!(first_player_best(&[1, 2, 3, 4, 5, 100]), 104);
        // [5]: Alice takes the only pile.
        assert_eq!(first_player_best(&[5]), 5);
    }

    #[test]
    fn small_rows_by_hand() {
        // [3, 4]: with M = 1 Alice may take both piles.
        assert_eq!(first_player_best(&[3, 4]), 7);
        // [1, 1, 1]: taking one leaves Bob two piles (he takes both), taking
        // two leaves Bob the last: Alice's best is 2.
        assert_eq!(first_player_best(&[1, 1, 1]), 2);
        // [1, 100, 1]: Alice takes 1 + 100 and Bob gets the last 1.
        assert_eq!(first_player_best(&[1, 100, 1]), 101);
        // []: nothing to take.
        assert_eq!(first_player_best(&[]), 0);
    }
}
