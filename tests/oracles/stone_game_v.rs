//! Exhaustive oracle for LeetCode 1563 "Stone Game V": stones with values lie
//! in a row. In each round Alice divides the row into two non-empty rows (a
//! left row and a right row); Bob throws away the row with the larger sum of
//! values, and Alice's score grows by the sum of the row that is kept; if the
//! two sums are equal, Alice chooses which row is thrown away. The next round
//! starts with the kept row, and the game ends when one stone remains. Alice's
//! score starts at 0; the answer is the most she can score.
//!
//! Only Alice chooses anything (Bob's rule is fixed), so the oracle tries
//! every split in every round. A position is the remaining stretch
//! `left..right`; its value is the most Alice can still add from it: 0 for a
//! single stone, else the best over all split points of the kept row's sum
//! plus the value of the kept row (on equal sums, the better of the two
//! rows). Values are memoised per stretch; the kept row is always strictly
//! shorter, so the recursion ends at single stones.

use std::collections::HashMap;

/// The most Alice can still score from the stretch `values[left..right]`.
fn best_score(
    values: &[i64],
    left: usize,
    right: usize,
    memo: &mut HashMap<(usize, usize), i64>,
) -> i64 {
    if right - left <= 1 {
        return 0;
    }
    if let Some(&known) = memo.get(&(left, right)) {
        return known;
    }
    let mut best = i64::MIN;
    for split in left + 1..right {
        let left_sum: i64 = values[left..split].iter().sum();
        let right_sum: i64 = values[split..right].iter().sum();
        let score = if left_sum < right_sum {
            // Bob throws away the right row.
            left_sum + best_score(values, left, split, memo)
        } else if right_sum < left_sum {
            // Bob throws away the left row.
            right_sum + best_score(values, split, right, memo)
        } else {
            // Equal sums: Alice keeps whichever row is better for her.
            let keep_left = best_score(values, left, split, memo);
            let keep_right = best_score(values, split, right, memo);
            left_sum + keep_left.max(keep_right)
        };
        best = best.max(score);
    }
    memo.insert((left, right), best);
    best
}

/// Returns the most Alice can score (0 for a row of at most one stone).
pub fn alice_score(values: &[i64]) -> i64 {
    best_score(values, 0, values.len(), &mut HashMap::new())
}

#[cfg(test)]
mod tests {
    use super::alice_score;

    #[test]
    fn leetcode_examples() {
        // https://leetcode.com/problems/stone-game-v/ (examples mirrored at
        // https://leetcode.ca/all/1563.html).
        // [6, 2, 3, 4, 5, 5]: [6, 2, 3] | [4, 5, 5] keeps 11, [6] | [2, 3]
        // keeps 5, [2] | [3] keeps 2: 18.
        assert_eq!(alice_score(&[6, 2, 3, 4, 5, 5]), 18);
        assert_eq!(alice_score(&[7, 7, 7, 7, 7, 7, 7]), 28);
        // [4]: one stone, the game is already over.
        assert_eq!(alice_score(&[4]), 0);
    }

    #[test]
    fn small_rows_by_hand() {
        // [1, 2]: the only split keeps [1].
        assert_eq!(alice_score(&[1, 2]), 1);
        // [1, 1]: equal sums, either row is kept: 1.
        assert_eq!(alice_score(&[1, 1]), 1);
        // [2, 1, 1]: [2] | [1, 1] ties at 2, and keeping [1, 1] scores 2
        // now and 1 more later: 3 (the split [2, 1] | [1] keeps only 1).
        assert_eq!(alice_score(&[2, 1, 1]), 3);
        // []: no stones, no rounds.
        assert_eq!(alice_score(&[]), 0);
    }
}
