//! LeetCode 794 · Valid Tic-Tac-Toe State · https://leetcode.com/problems/valid-tic-tac-toe-state/
//!
//! Rules: tic-tac-toe on 3 × 3; X moves first, then O, alternately on empty cells; the game
//! stops as soon as a line of three equal marks stands, or the board is full.
//! Input: LeetCode's testcase format, one or more cases: `["O  ","   ","   "]` (the testcase
//! box), `board = [...]` (the statement) or `board =` then the array (the result panel).
//! Output: `true` if the board can be reached in a legal game, else `false`, per case.
//! Accepts exactly 3 rows of 3 characters from `X`, `O` and space, LeetCode's own range;
//! anything else is refused.
//!
//! Idea: with x and o the counts, the board is reachable iff o ≤ x ≤ o + 1, X has a line only
//! if x = o + 1, and O has a line only if x = o.
//! Why: the players alternate from X, so after any move x − o is 1 (X moved last) or 0. A line
//! of X stops the game at X's move (x = o + 1), a line of O at O's (x = o); so the conditions
//! are needed. That they are enough (an order of the marks completing no line before the
//! last move always exists) has no proof this short: the tests check it against all 5 478
//! boards reached from the empty one by legal play, and every other board of 3^9.
//! Cost: O(1) per case.
//!
//! @judge LeetCode
//! @number 794
//! @title Valid Tic-Tac-Toe State
//! @link https://leetcode.com/problems/valid-tic-tac-toe-state/
//! @time-limit 1 s
//! @accepts 3 rows of 3 characters X, O or space
//! @complexity O(1) time and memory per case
use game_solutions::leetcode;

struct Solution;

// ==== LeetCode: paste from here ====
impl Solution {
    pub fn valid_tic_tac_toe(board: Vec<String>) -> bool {
        let cells: Vec<u8> = board.iter().flat_map(|row| row.bytes()).collect();
        let count = |mark: u8| cells.iter().filter(|&&c| c == mark).count();
        let (x, o) = (count(b'X'), count(b'O'));
        let lines = [
            [0, 1, 2],
            [3, 4, 5],
            [6, 7, 8],
            [0, 3, 6],
            [1, 4, 7],
            [2, 5, 8],
            [0, 4, 8],
            [2, 4, 6],
        ];
        let wins = |mark: u8| lines.iter().any(|line| line.iter().all(|&i| cells[i] == mark));
        // X moved last (one mark more): O may hold no line; O moved last: X may hold none.
        if x == o + 1 {
            !wins(b'O')
        } else {
            x == o && !wins(b'X')
        }
    }
}
// ==== LeetCode: to here ====

fn is_mark(c: u8) -> bool {
    c == b'X' || c == b'O' || c == b' '
}

fn main() {
    leetcode::run(&["board"], |case| {
        let board = case.string_array(is_mark, "X, O or a space", 3, 3)?;
        if board.len() != 3 || board.iter().any(|row| row.len() != 3) {
            return Err(case.refuse("3 rows of 3 characters"));
        }
        Ok(Solution::valid_tic_tac_toe(board))
    });
}
