//! Exhaustive oracle for LeetCode 810 "Chalkboard XOR Game": numbers are written on a
//! chalkboard, and Alice and Bob alternate, Alice first, each erasing exactly one number.
//! If erasing a number makes the bitwise XOR of all the numbers left on the board 0, the
//! eraser loses (the XOR of one number is that number, the XOR of none is 0). Also, a
//! player who starts their turn with the XOR of the board equal to 0 wins.
//!
//! The oracle searches every line of play over positions (the multiset of numbers on the
//! board, kept sorted; the game is the same for both players, so whose turn it is need not
//! be stored): the player to move wins at once if the board's XOR is 0, and otherwise wins
//! when some erasure leaves a board whose XOR is not 0 and which loses for the opponent.
//! Positions are memoised. Every move erases a number, so the search ends.

use std::collections::HashMap;

/// The XOR of all numbers on `board` (0 for an empty board).
fn xor_of(board: &[i64]) -> i64 {
    board.iter().fold(0, |acc, &x| acc ^ x)
}

/// Whether the player to move wins on `board` (sorted).
fn mover_wins(board: Vec<i64>, memo: &mut HashMap<Vec<i64>, bool>) -> bool {
    if xor_of(&board) == 0 {
        // The player starts the turn with XOR 0 and wins.
        return true;
    }
    if let Some(&known) = memo.get(&board) {
        return known;
    }
    let mut wins = false;
    for i in 0..board.len() {
        if i > 0 && board[i] == board[i - 1] {
            continue; // Erasing an equal number gives the same board.
        }
        let mut next = board.clone();
        next.remove(i);
        // An erasure that makes the XOR 0 loses for the eraser.
        if xor_of(&next) != 0 && !mover_wins(next, memo) {
            wins = true;
            break;
        }
    }
    memo.insert(board, wins);
    wins
}

/// Returns whether Alice wins with `nums` on the board under optimal play.
pub fn alice_wins(nums: &[i64]) -> bool {
    let mut board = nums.to_vec();
    board.sort_unstable();
    mover_wins(board, &mut HashMap::new())
}

#[cfg(test)]
mod tests {
    use super::alice_wins;

    #[test]
    fn leetcode_examples() {
        // https://circlecoder.com/chalkboard-xor-game/ (the statement).
        assert!(!alice_wins(&[1, 1, 2]));
        assert!(alice_wins(&[0, 1]));
        assert!(alice_wins(&[1, 2, 3]));
    }

    #[test]
    fn small_boards_by_hand() {
        // [1, 1]: Alice starts her turn with XOR 0.
        assert!(alice_wins(&[1, 1]));
        // [5]: Alice must erase 5 and leaves an empty board, XOR 0.
        assert!(!alice_wins(&[5]));
        // [1, 2]: Alice leaves [2] (XOR 2); Bob must erase it and make the XOR 0.
        assert!(alice_wins(&[1, 2]));
        // []: the XOR of no numbers is 0 at the start of Alice's turn.
        assert!(alice_wins(&[]));
    }
}
