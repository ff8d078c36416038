//! Exhaustive oracle for LeetCode 1872 "Stone Game VIII": stones lie in a row and Alice
//! moves first; while more than one stone remains, the player to move chooses an integer
//! x > 1, removes the leftmost x stones, adds their sum to their score and places one new
//! stone of that sum on the left of the row. The game stops when one stone is left. Alice
//! maximises (Alice's score - Bob's score) and Bob minimises it.
//!
//! The oracle plays the literal row: the value of a row for the player to move is the best,
//! over every x, of (the sum taken) - (the value of the resulting row for the opponent),
//! and a row of one stone is worth 0. Values are memoised on the row itself. Every move
//! shortens the row by x - 1 >= 1 stones, so the recursion ends.

use std::collections::HashMap;

/// Best (mover's score - opponent's score) from here on for the player to move on `row`.
fn value(row: Vec<i64>, memo: &mut HashMap<Vec<i64>, i64>) -> i64 {
    if row.len() <= 1 {
        return 0;
    }
    if let Some(&known) = memo.get(&row) {
        return known;
    }
    let mut best = i64::MIN;
    for x in 2..=row.len() {
        let taken: i64 = row[..x].iter().sum();
        let mut next = vec![taken];
        next.extend_from_slice(&row[x..]);
        best = best.max(taken - value(next, memo));
    }
    memo.insert(row, best);
    best
}

/// Returns Alice's score minus Bob's score when both play optimally.
pub fn difference(stones: &[i64]) -> i64 {
    value(stones.to_vec(), &mut HashMap::new())
}

#[cfg(test)]
mod tests {
    use super::difference;

    #[test]
    fn leetcode_examples() {
        // https://algocliff.com/problems/1872-stone-game-viii (the statement).
        assert_eq!(difference(&[-1, 2, -3, 4, -5]), 5);
        assert_eq!(difference(&[7, -6, 5, 10, 5, -2, -6]), 13);
        assert_eq!(difference(&[-10, -12]), -22);
    }

    #[test]
    fn small_rows_by_hand() {
        // [1, 2, 3]: taking all scores 6; taking two leaves [3, 3], Bob takes 6: 3 - 6 = -3.
        assert_eq!(difference(&[1, 2, 3]), 6);
        // [5, -10, 1]: taking all scores -4; taking [5, -10] scores -5 and leaves [-5, 1],
        // which Bob must take for -4, so -5 - (-4) = -1 is better.
        assert_eq!(difference(&[5, -10, 1]), -1);
        // [4]: one stone, no move.
        assert_eq!(difference(&[4]), 0);
    }
}
