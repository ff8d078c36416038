//! LeetCode 348 · Design Tic-Tac-Toe (premium) · https://leetcode.com/problems/design-tic-tac-toe/
//!
//! Rules: an n × n board; players 1 and 2 place marks on empty cells; a player who fills a
//! whole row, column, the main diagonal or the anti-diagonal wins, and no move follows a win.
//! `TicTacToe(n)` starts a board; `move(row, col, player)` places a mark and returns 0, or the
//! player who has just won.
//! Input: LeetCode's design testcase: the calls' names, then their arguments, on two lines
//! (`["TicTacToe","move","move"]` / `[[3],[0,0,1],[0,2,2]]`), or named `operations =` /
//! `arguments =` as the statement and result panel show them; one or more testcases.
//! Output: per testcase the array of return values, `null` for the constructor: `[null,0,0]`.
//! Accepts LeetCode's range: 1 ≤ n ≤ 100, at most n² moves, each on an empty cell of the board
//! by player 1 or 2, none after a win. A call that breaks it — an unknown name, a wrong number
//! of arguments, a move before the constructor or onto a taken cell, two arrays of different
//! lengths — is refused with one `error:` line naming the call.
//!
//! Idea: count each player's marks per row, per column and on the two diagonals; a move wins
//! iff it brings one of its four counts to n.
//! Why: a line is full of one player's marks iff that player has n marks on it, since each
//! cell holds one mark; a move changes only the counts of the lines through its cell.
//! Cost: O(1) per move, O(n) memory per board.
//!
//! @judge LeetCode
//! @number 348
//! @title Design Tic-Tac-Toe
//! @link https://leetcode.com/problems/design-tic-tac-toe/
//! @time-limit 1 s
//! @accepts 1 ≤ n ≤ 100; at most n² legal moves
//! @complexity O(1) time per move, O(n) memory
use game_solutions::leetcode;

// ==== LeetCode: paste from here ====
struct TicTacToe {
    n: i32,
    /// Per player (index player − 1): marks in each row, each column, and the two diagonals.
    rows: [Vec<i32>; 2],
    cols: [Vec<i32>; 2],
    diagonals: [[i32; 2]; 2],
}

impl TicTacToe {
    fn new(n: i32) -> Self {
        let lines = || [vec![0; n as usize], vec![0; n as usize]];
        TicTacToe { n, rows: lines(), cols: lines(), diagonals: [[0; 2]; 2] }
    }

    fn make_a_move(&mut self, row: i32, col: i32, player: i32) -> i32 {
        let (r, c, p) = (row as usize, col as usize, player as usize - 1);
        self.rows[p][r] += 1;
        self.cols[p][c] += 1;
        if row == col {
            self.diagonals[p][0] += 1;
        }
        if row + col == self.n - 1 {
            self.diagonals[p][1] += 1;
        }
        let full = [self.rows[p][r], self.cols[p][c], self.diagonals[p][0], self.diagonals[p][1]];
        if full.contains(&self.n) {
            player
        } else {
            0
        }
    }
}
// ==== LeetCode: to here ====

/// Largest board and most calls accepted: LeetCode's (n ≤ 100, n² moves).
const MAX_N: i32 = 100;
const MAX_CALLS: usize = 10_001;

fn is_name(c: u8) -> bool {
    c.is_ascii_alphabetic()
}

fn main() {
    leetcode::run(&["operations", "arguments"], |case| {
        let names = case.string_array(is_name, "a letter", MAX_CALLS, 20)?;
        let args = case.int_matrix(i32::MIN, i32::MAX, MAX_CALLS, 3)?;
        let calls = leetcode::design_calls(&names, &args, ("TicTacToe", 1), &[("move", 3)]);
        let calls = calls.map_err(|e| case.refuse(&e))?;
        let n = calls[0].1[0];
        if !(1..=MAX_N).contains(&n) {
            return Err(
                case.refuse(&format!("call 0: a board size from 1 to {}, found {}", MAX_N, n))
            );
        }
        let mut game = TicTacToe::new(n);
        let mut taken = vec![false; (n * n) as usize];
        let (mut results, mut won) = (vec![None], false);
        for (i, &(_, a)) in calls.iter().enumerate().skip(1) {
            let (row, col, player) = (a[0], a[1], a[2]);
            let on_board = (0..n).contains(&row) && (0..n).contains(&col);
            if !on_board || !(1..=2).contains(&player) || won || taken[(row * n + col) as usize] {
                let what = format!("call {} (move {} {} {}) to be a legal move: on an empty cell, player 1 or 2, before any win", i, row, col, player);
                return Err(case.refuse(&what));
            }
            taken[(row * n + col) as usize] = true;
            let result = game.make_a_move(row, col, player);
            won = result != 0;
            results.push(Some(result));
        }
        Ok(results)
    });
}
