//! LeetCode 1728 · Cat and Mouse II · https://leetcode.com/problems/cat-and-mouse-ii/
//!
//! Rules: a grid of floor `.`, walls `#`, the food `F`, the cat `C` and the mouse `M` (both
//! on floor). The mouse moves first, then they alternate. A move jumps up to catJump (for
//! the cat) or mouseJump (for the mouse) cells in one of the four directions, or stays; it
//! cannot cross a wall or leave the grid (the mouse may jump over the cat). The cat wins by
//! landing on the mouse (or the mouse on it), by reaching the food first, or if the mouse has
//! not reached the food within 1000 turns; the mouse wins by reaching the food first.
//! Input: LeetCode's testcase format, one or more cases: three lines `["M.C...F"]`, `1`, `4`
//! (the testcase box), `grid = ["M.C...F"], catJump = 1, mouseJump = 4` (the statement), or
//! each `name =` on a line with its value on the next (the result panel).
//! Output: `true` if the mouse can force a win, else `false`, per case.
//! Accepts 1 to 8 rows of 1 to 8 characters, all rows equally long, exactly one C, M and F;
//! 0 ≤ catJump, mouseJump ≤ 2^31 − 1 (LeetCode: 1 to 8; a jump of 0 only stays, a jump longer
//! than the grid is as good as the grid's size). Refused, naming what was expected: more
//! rows or columns, rows of unequal length, a count of C, M or F other than one, a character
//! other than C, M, F, `.` and `#`, a negative jump.
//!
//! Idea: retrograde analysis over the positions (mouse cell, cat cell, player to move), in
//! layers: layer 0 holds the ended positions (cat on the mouse or on the food: the cat wins;
//! else mouse on the food: the mouse wins); a position joins layer d + 1 as a win for its
//! mover when one of its moves leads into layer d with that result, or as a loss when its
//! last unlabelled move leads into layer d (a counter per position holds how many remain).
//! The mouse wins when the start is labelled a mouse win in a layer ≤ 1000; everything else
//! (cat wins, later layers, positions never labelled) is a cat win.
//! Why: a position's layer is the least number of moves (turns; each player's move is one)
//! in which its winner forces the win against the best defence. Layers are labelled in order (a
//! queue), so the first mouse-win move found from a mouse-to-move position leads to the lowest
//! layer, and a cat-to-move position whose moves all lead to mouse wins gets one more than the
//! highest of them. So the mouse reaches the food within 1000 turns, whatever the cat does,
//! exactly when the start is a mouse win in a layer ≤ 1000; the analysis stops there. A
//! position the full analysis never labels is a draw without the cap: from it the cat always
//! has a move to an unlabelled position and the mouse none to a position it wins, so the cat
//! keeps the mouse from the food forever: a cat win under the cap. So the cap and "a draw is a
//! cat win" agree unless some forced win needs more than 1000 turns, and counting positions
//! does not rule that out: layers are contiguous (a position joins layer d + 1 only from layer
//! d), which bounds a forced win only by the positions it can pass, 2·63·62 = 7812 for 64
//! cells. Hence the cut-off rather than that assumption. (Searches over 8 × 8 grids found
//! forced wins of 77 turns with jumps in LeetCode's 1..=8, and 79 with a cat jump of 0; none
//! near 1000.)
//! Cost: positions 2·c² for c ≤ 64 cells (8192), each labelled once and then scanning the
//! moves into it (≤ 15): ≈ 1.2·10^5 steps per case.
//!
//! @judge LeetCode
//! @number 1728
//! @title Cat and Mouse II
//! @link https://leetcode.com/problems/cat-and-mouse-ii/
//! @time-limit 1 s
//! @accepts grid ≤ 8 × 8 with one C, M, F; 0 ≤ catJump, mouseJump ≤ 2^31 − 1
//! @complexity O(c² · (rows + cols)) time, O(c²) memory for c cells, per case
use game_solutions::leetcode;

struct Solution;

// ==== LeetCode: paste from here ====
impl Solution {
    pub fn can_mouse_win(grid: Vec<String>, cat_jump: i32, mouse_jump: i32) -> bool {
        const UNLABELLED: u8 = 0;
        const MOUSE: u8 = 1;
        const CAT: u8 = 2;
        /// Moves, of either player, within which the mouse must reach the food.
        const TURNS: u16 = 1000;
        let cols = grid.first().map_or(0, |row| row.len());
        let cells: Vec<u8> = grid.iter().flat_map(|row| row.bytes()).collect();
        let n = cells.len();
        let find = |b: u8| cells.iter().position(|&cell| cell == b).unwrap_or(0);
        let (mouse_start, cat_start, food) = (find(b'M'), find(b'C'), find(b'F'));
        // The cells one move reaches from each cell, staying included; moves are symmetric,
        // so these are also the cells a move into each cell comes from.
        let moves = |jump: i32| -> Vec<Vec<usize>> {
            // No line of the grid is longer than n cells.
            let jump = jump.clamp(0, n as i32) as usize;
            let step = |cell: usize, dir: usize| match dir {
                0 if cell % cols + 1 < cols => Some(cell + 1),
                1 if cell % cols > 0 => Some(cell - 1),
                2 if cell + cols < n => Some(cell + cols),
                3 if cell >= cols => Some(cell - cols),
                _ => None,
            };
            (0..n)
                .map(|cell| {
                    let mut to = Vec::new();
                    if cells[cell] != b'#' {
                        to.push(cell);
                        for dir in 0..4 {
                            let mut at = cell;
                            for _ in 0..jump {
                                match step(at, dir) {
                                    Some(next) if cells[next] != b'#' => at = next,
                                    _ => break,
                                }
                                to.push(at);
                            }
                        }
                    }
                    to
                })
                .collect()
        };
        let (mouse_moves, cat_moves) = (moves(mouse_jump), moves(cat_jump));
        // Position (mouse, cat, turn) is index (mouse · n + cat) · 2 + turn; turn 0: the
        // mouse moves, 1: the cat moves.
        let at = |mouse: usize, cat: usize, turn: usize| (mouse * n + cat) * 2 + turn;
        let mut winner = vec![UNLABELLED; 2 * n * n];
        let mut layer = vec![0u16; 2 * n * n];
        let mut moves_left = vec![0; 2 * n * n];
        let mut queue = Vec::with_capacity(2 * n * n);
        for mouse in (0..n).filter(|&cell| cells[cell] != b'#') {
            for cat in (0..n).filter(|&cell| cells[cell] != b'#') {
                let ended = if mouse == cat || cat == food {
                    CAT
                } else if mouse == food {
                    MOUSE
                } else {
                    UNLABELLED
                };
                for turn in 0..2 {
                    let position = at(mouse, cat, turn);
                    winner[position] = ended;
                    if ended != UNLABELLED {
                        queue.push(position);
                    }
                }
                moves_left[at(mouse, cat, 0)] = mouse_moves[mouse].len();
                moves_left[at(mouse, cat, 1)] = cat_moves[cat].len();
            }
        }
        let start = at(mouse_start, cat_start, 0);
        let mut head = 0;
        while head < queue.len() && winner[start] == UNLABELLED {
            let position = queue[head];
            head += 1;
            if layer[position] == TURNS {
                break; // later layers need more turns than the mouse has
            }
            let (mouse, cat, turn) = (position / 2 / n, position / 2 % n, position % 2);
            let result = winner[position];
            // The other player made the last move.
            let (mover, from_cells) =
                if turn == 0 { (CAT, &cat_moves[cat]) } else { (MOUSE, &mouse_moves[mouse]) };
            for &from in from_cells {
                let earlier = if mover == CAT { at(mouse, from, 1) } else { at(from, cat, 0) };
                if winner[earlier] != UNLABELLED {
                    continue;
                }
                moves_left[earlier] -= 1;
                if result == mover || moves_left[earlier] == 0 {
                    winner[earlier] = result;
                    layer[earlier] = layer[position] + 1;
                    queue.push(earlier);
                }
            }
        }
        winner[start] == MOUSE
    }
}
// ==== LeetCode: to here ====

/// Most rows, and most characters in a row, accepted.
const MAX_SIDE: usize = 8;

fn main() {
    leetcode::run(&["grid", "catJump", "mouseJump"], |case| {
        let grid = case.string_array(
            |b| b"CMF.#".contains(&b),
            "one of C, M, F, . and #",
            MAX_SIDE,
            MAX_SIDE,
        )?;
        check_grid(&grid).map_err(|e| case.refuse(&e))?;
        let cat_jump = case.int(0, i32::MAX)?;
        let mouse_jump = case.int(0, i32::MAX)?;
        Ok(Solution::can_mouse_win(grid, cat_jump, mouse_jump))
    });
}

/// Checks that the rows of `grid` are equally long and hold one cat, one mouse and one food.
fn check_grid(grid: &[String]) -> Result<(), String> {
    let cols = grid.first().map_or(0, |row| row.len());
    if let Some(i) = grid.iter().position(|row| row.len() != cols) {
        return Err(format!(
            "grid[{}] to hold {} characters, as grid[0] does, found {}",
            i,
            cols,
            grid[i].len()
        ));
    }
    for piece in ['C', 'M', 'F'] {
        let count = grid.iter().map(|row| row.matches(piece).count()).sum::<usize>();
        if count != 1 {
            return Err(format!("grid to hold exactly one {}, found {}", piece, count));
        }
    }
    Ok(())
}
