//! Exhaustive oracle for LeetCode 486 "Predict the Winner": the players
//! alternately take the number at either end of the remaining array and add
//! it to their own score; player 1 moves first and wins when their final
//! score is at least player 2's. The oracle plays every line of play: a plain
//! recursion (no memo) over the remaining range `left..right`, carrying both
//! players' running scores, in which the player to move picks the end that
//! maximises their own final score minus the opponent's final score.

/// Plays the rest of the game from the range `left..right` of `nums` with the
/// running scores `scores` (index 0 is player 1) and player `mover` to move;
/// returns both final scores under optimal play.
fn play(nums: &[i64], left: usize, right: usize, scores: [i64; 2], mover: usize) -> [i64; 2] {
    if left == right {
        return scores;
    }
    let other = 1 - mover;
    let mut take_left = scores;
    take_left[mover] += nums[left];
    let from_left = play(nums, left + 1, right, take_left, other);
    let mut take_right = scores;
    take_right[mover] += nums[right - 1];
    let from_right = play(nums, left, right - 1, take_right, other);
    let margin = |finals: [i64; 2]| finals[mover] - finals[other];
    if margin(from_left) >= margin(from_right) {
        from_left
    } else {
        from_right
    }
}

/// Returns whether player 1 can finish with a score at least player 2's.
pub fn first_player_wins(nums: &[i64]) -> bool {
    let finals = play(nums, 0, nums.len(), [0, 0], 0);
    finals[0] >= finals[1]
}

#[cfg(test)]
mod tests {
    use super::first_player_wins;

    #[test]
    fn leetcode_examples() {
        // [1, 5, 2]: whichever end player 1 takes, player 2 takes the 5 and
        // player 1 ends with 1 + 2 = 3 < 5.
        assert!(!first_player_wins(&[1, 5, 2]));
        // [1, 5, 233, 7]: player 1 takes 1; player 2 must expose 233 by taking
        // 5 or 7, and player 1 takes it: at least 234 against at most 12.
        assert!(first_player_wins(&[1, 5, 233, 7]));
        // [0]: 0 against 0, and ties go to player 1.
        assert!(first_player_wins(&[0]));
    }

    #[test]
    fn small_arrays_by_hand() {
        // [1, 2]: player 1 takes 2, player 2 gets 1.
        assert!(first_player_wins(&[1, 2]));
        // [3, 3]: 3 against 3, a tie, so player 1 wins.
        assert!(first_player_wins(&[3, 3]));
        // [2, 4, 55, 6, 8]: whichever end player 1 takes, player 2 takes the
        // other end, leaving [4, 55, 6]; player 1 must take 4 or 6 and player
        // 2 then takes 55, so player 1 ends with 12 or 18 of the 75.
        assert!(!first_player_wins(&[2, 4, 55, 6, 8]));
        // [1, 1, 5]: player 1 takes 5, then 1 each: 6 against 1.
        assert!(first_player_wins(&[1, 1, 5]));
        // [1, 10, 1]: player 2 always gets the 10: 2 against 10.
        assert!(!first_player_wins(&[1, 10, 1]));
        // []: nobody scores, 0 >= 0.
        assert!(first_player_wins(&[]));
    }
}
