//! LeetCode 2017 · Grid Game · https://leetcode.com/problems/grid-game/
//!
//! Rules: a 2 × n grid of points; the first robot walks from (0, 0) to (1, n − 1) moving right
//! or down, collecting and clearing every cell it visits; then the second robot does the
//! same walk, collecting. The first robot wants the second's total as small as possible, the
//! second as large.
//! Input: LeetCode's testcase format, one or more cases: `[[2,5,4],[1,5,1]]` (the testcase
//! box), `grid = [[2,5,4],[1,5,1]]` (the statement) or `grid =` then the array (the result
//! panel). Output: the second robot's total under best play, per case.
//! Accepts 2 rows of equal length 1 to 10^6, values 0 to 2^31−1 (LeetCode: n ≤ 5·10^4, values
//! ≤ 10^5; the total is an i64). Another number of rows or rows of different lengths are
//! refused.
//!
//! Idea: if the first robot goes down at column c, the second can take all of the top row
//! right of c or all of the bottom row left of c, and nothing across; so the answer is the
//! minimum over c of max(top suffix after c, bottom prefix before c).
//! Why: the first robot's path clears the top row up to c and the bottom row from c; the
//! second robot's path also goes down once, at some d, collecting top cells ≤ d and bottom
//! cells ≥ d that are still there: only the top cells after c (if d > c) or the bottom cells
//! before c (if d < c), whole with d = n − 1 or d = 0. It takes the better; the first robot
//! picks c to make that least.
//! Cost: O(n) per case, O(1) memory besides the input.
//!
//! @judge LeetCode
//! @number 2017
//! @title Grid Game
//! @link https://leetcode.com/problems/grid-game/
//! @time-limit 1 s
//! @accepts 2 rows of length 1 to 10^6; 0 ≤ grid[r][c] ≤ 2^31−1
//! @complexity O(n) time, O(1) memory per case
use game_solutions::leetcode;

struct Solution;

// ==== LeetCode: paste from here ====
impl Solution {
    pub fn grid_game(grid: Vec<Vec<i32>>) -> i64 {
        let mut top: i64 = grid[0].iter().map(|&v| i64::from(v)).sum();
        let mut bottom = 0i64;
        let mut best = i64::MAX;
        // Turning down at each column in turn: the top row after it, the bottom row before.
        for (&up, &down) in grid[0].iter().zip(&grid[1]) {
            top -= i64::from(up);
            best = best.min(top.max(bottom));
            bottom += i64::from(down);
        }
        best
    }
}
// ==== LeetCode: to here ====

/// Longest rows accepted.
const MAX_LEN: usize = 1_000_000;

fn main() {
    leetcode::run(&["grid"], |case| {
        let grid = case.int_matrix(0, i32::MAX, 2, MAX_LEN)?;
        if grid.len() != 2 || grid[0].len() != grid[1].len() || grid[0].is_empty() {
            let lengths: Vec<usize> = grid.iter().map(Vec::len).collect();
            return Err(case.refuse(&format!(
                "2 rows of one length (1 or more), found rows of lengths {:?}",
                lengths
            )));
        }
        Ok(Solution::grid_game(grid))
    });
}
