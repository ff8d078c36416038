//! LeetCode 1275 · Find Winner on a Tic Tac Toe Game ·
//! https://leetcode.com/problems/find-winner-on-a-tic-tac-toe-game/
//!
//! Rules: tic-tac-toe on 3 × 3; A plays X first, B plays O, alternately on empty cells; three
//! in a row, column or diagonal wins, and play stops there; nine moves without it draw.
//! Input: LeetCode's testcase format, one or more cases: `[[0,0],[2,0],[1,1],[2,1],[2,2]]`
//! (the testcase box), `moves = [[0,0],…]` (the statement) or `moves =` then the array (the
//! result panel). Output: `"A"`, `"B"`, `"Draw"` or `"Pending"` (moves left, no winner yet).
//! Accepts 1 to 9 moves of two numbers in 0..=2 each, LeetCode's own range; a move onto a
//! taken cell, or after the game was won, is refused naming it: no legal game has it.
//!
//! Idea: replay the moves on the board and look at the 8 lines after each.
//! Why: the rules decide the outcome from the board alone: a line of three equal marks wins
//! for its owner, and a full board without one is a draw. Checking after every move also
//! finds a move made after the game had ended.
//! Cost: O(moves) per case (8 lines checked after each of at most 9 moves).
//!
//! @judge LeetCode
//! @number 1275
//! @title Find Winner on a Tic Tac Toe Game
//! @link https://leetcode.com/problems/find-winner-on-a-tic-tac-toe-game/
//! @time-limit 1 s
//! @accepts 1 to 9 moves, cells 0..=2, a legal game
//! @complexity O(1) time and memory per case
use game_solutions::leetcode;

struct Solution;

// ==== LeetCode: paste from here ====
impl Solution {
    pub fn tictactoe(moves: Vec<Vec<i32>>) -> String {
        let mut board = [[0u8; 3]; 3];
        for (turn, m) in moves.iter().enumerate() {
            board[m[0] as usize][m[1] as usize] = if turn % 2 == 0 { b'A' } else { b'B' };
        }
        let lines = [
            [(0, 0), (0, 1), (0, 2)],
            [(1, 0), (1, 1), (1, 2)],
            [(2, 0), (2, 1), (2, 2)],
            [(0, 0), (1, 0), (2, 0)],
            [(0, 1), (1, 1), (2, 1)],
            [(0, 2), (1, 2), (2, 2)],
            [(0, 0), (1, 1), (2, 2)],
            [(0, 2), (1, 1), (2, 0)],
        ];
        for line in lines.iter() {
            let [a, b, c] = [
                board[line[0].0][line[0].1],
                board[line[1].0][line[1].1],
                board[line[2].0][line[2].1],
            ];
            if a != 0 && a == b && b == c {
                return (a as char).to_string();
            }
        }
        (if moves.len() == 9 { "Draw" } else { "Pending" }).to_string()
    }
}
// ==== LeetCode: to here ====

fn main() {
    leetcode::run(&["moves"], |case| {
        let moves = case.int_matrix(0, 2, 9, 2)?;
        if let Some(problem) = illegal(&moves) {
            return Err(case.refuse(&problem));
        }
        Ok(Solution::tictactoe(moves))
    });
}

/// What makes `moves` no legal game, if anything: an empty list, a move not of two numbers, a
/// cell played twice, or a move after a line of three.
fn illegal(moves: &[Vec<i32>]) -> Option<String> {
    if moves.is_empty() {
        return Some("1 to 9 moves, found none".to_string());
    }
    let mut seen = Vec::new();
    for (i, m) in moves.iter().enumerate() {
        if m.len() != 2 {
            return Some(format!("moves[{}] to be [row, col], found {} numbers", i, m.len()));
        }
        if seen.contains(&(m[0], m[1])) {
            return Some(format!("moves[{}] on an empty cell, found [{},{}] taken", i, m[0], m[1]));
        }
        let so_far = Solution::tictactoe(moves[..i].to_vec());
        if i > 0 && (so_far == "A" || so_far == "B") {
            return Some(format!("no move after the game was won, found moves[{}]", i));
        }
        seen.push((m[0], m[1]));
    }
    None
}
