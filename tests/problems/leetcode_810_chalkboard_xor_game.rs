//! LeetCode 810 · Chalkboard XOR Game: players alternately erase one number; erasing to a
//! board of xor 0 loses, and starting a turn on xor 0 wins. Input: `nums` per case; answers
//! `true` when Alice, moving first, wins. Oracle: every line of play over the boards left,
//! from the rules alone (`oracle::alice_wins`).
use crate::common::Rng;
use crate::inputs::{array, every_row, json_array, lines, plain_array, random_rows};
use crate::layout::{always, boolean, Kind, Layout, Signature};
use crate::problem::{Case, Problem, RANDOM_CASES};

pub struct Game;

/// The known rule: the first player wins when the xor is already 0 or the count is even.
fn reference(nums: &[i64]) -> bool {
    nums.iter().fold(0, |x, &v| x ^ v) == 0 || nums.len() % 2 == 0
}

/// A case on `nums`, written as `text`, with the oracle's answer.
fn case(nums: &[i64], text: String) -> Case {
    Case::Params(vec![("nums", text)], oracle::alice_wins(nums).to_string())
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::LeetCode(Signature {
            kinds: &[Kind::Ints],
            answer: |c| reference(c[0].array()).to_string(),
            affordable: always,
            shape: boolean,
        })
    }

    /// Boards of 0..=6 numbers in 0..=7.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        let rows = random_rows(rng, RANDOM_CASES, 6, 0, 7);
        rows.iter().map(|nums| case(nums, json_array(rng, nums))).collect()
    }

    /// Every board of 0..=4 numbers in 0..=7 (4681 boards).
    fn small_cases(&self) -> Vec<Case> {
        every_row(4, 0, 7).iter().map(|nums| case(nums, plain_array(nums))).collect()
    }

    /// 1500 random boards of 0..=6 numbers in 0..=7.
    fn check_reference(&self) {
        for nums in random_rows(&mut Rng::new(8102029), 1500, 6, 0, 7) {
            assert_eq!(reference(&nums), oracle::alice_wins(&nums), "{:?}", nums);
        }
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        vec![
            ("[-1]".into(), ""),
            ("[1,1,2]\n[1,".into(), "false\n"),
            ("nums = [1], x = 1".into(), ""),
        ]
    }

    fn max_cases(&self, rng: &mut Rng) -> Vec<(&'static str, String)> {
        vec![("length-1000", lines((0..20).map(|_| array(&rng.values(1000, 0, 65_535)))))]
    }
}

mod oracle {
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
