//! Exhaustive oracle for LeetCode 1728 "Cat and Mouse II": a grid holds one cat 'C', one
//! mouse 'M', one food 'F', floor '.' and walls '#'. The mouse moves first, then they take
//! turns. A move jumps up, down, left or right by any number of cells from 0 (staying is
//! allowed) up to the mover's jump length, never through or onto a wall and never off the
//! grid; the mouse may jump over the cat. The game ends when the cat occupies the mouse's
//! cell (Cat wins), the cat reaches the food first (Cat wins), the mouse reaches the food
//! first (Mouse wins), or the mouse has not reached the food within 1000 turns (Cat wins).
//! Every move of either player is one turn ("Mouse moves first, then they take turns to
//! move"; "During each turn, Cat and Mouse can jump ...").
//!
//! The oracle computes, for every position (mouse cell, cat cell, whose move) and every
//! number of turns left `t = 0, 1, ..., 1000`, whether the mouse can force a win with at
//! most `t` moves still to be played: with 0 turns left the mouse has lost; with `t` turns
//! left the mouse wins on its move when some jump lands on the food (and not on the cat) or
//! leads to a position it wins with `t - 1` turns left, and on the cat's move when every
//! jump of the cat avoids the mouse and the food and leads to a position the mouse wins
//! with `t - 1` turns left. Each layer is computed from the previous one only, so the
//! search runs exactly 1000 layers and stops; there is no cycle to break because the turn
//! count is part of the position.

/// LeetCode's limit: the mouse must reach the food within this many turns, where each
/// move of either player is one turn.
const TURN_LIMIT: usize = 1000;

/// The parsed grid: for every cell (numbered `row * cols + col`), the cells each player
/// can reach in one move, and where the pieces start.
struct Board {
    cells: usize,
    mouse: usize,
    cat: usize,
    food: usize,
    mouse_moves: Vec<Vec<usize>>,
    cat_moves: Vec<Vec<usize>>,
}

/// The cells a piece on `(row, col)` can reach in one move of length at most `jump`:
/// staying put, or moving in a straight line until a wall, the edge or the jump length
/// stops it.
fn jumps(grid: &[Vec<u8>], row: usize, col: usize, jump: usize) -> Vec<usize> {
    let rows = grid.len() as i64;
    let cols = grid[0].len() as i64;
    let mut reached = vec![row * grid[0].len() + col];
    for (dr, dc) in [(-1i64, 0i64), (1, 0), (0, -1), (0, 1)] {
        for step in 1..=jump as i64 {
            let r = row as i64 + dr * step;
            let c = col as i64 + dc * step;
            if r < 0 || r >= rows || c < 0 || c >= cols || grid[r as usize][c as usize] == b'#' {
                break;
            }
            reached.push(r as usize * grid[0].len() + c as usize);
        }
    }
    reached
}

/// Parses the grid and lists each player's moves from every cell.
fn board(grid: &[&str], cat_jump: usize, mouse_jump: usize) -> Board {
    let rows: Vec<Vec<u8>> = grid.iter().map(|line| line.bytes().collect()).collect();
    assert!(!rows.is_empty() && rows.iter().all(|r| r.len() == rows[0].len() && !r.is_empty()));
    let cols = rows[0].len();
    let find = |piece: u8| {
        let mut found = rows.iter().enumerate().flat_map(|(r, line)| {
            line.iter()
                .enumerate()
                .filter(move |&(_, &b)| b == piece)
                .map(move |(c, _)| r * cols + c)
        });
        let cell = found.next().expect("every piece is on the grid");
        assert!(found.next().is_none(), "each piece appears once");
        cell
    };
    let mut mouse_moves = Vec::new();
    let mut cat_moves = Vec::new();
    for r in 0..rows.len() {
        for c in 0..cols {
            mouse_moves.push(jumps(&rows, r, c, mouse_jump));
            cat_moves.push(jumps(&rows, r, c, cat_jump));
        }
    }
    Board {
        cells: rows.len() * cols,
        mouse: find(b'M'),
        cat: find(b'C'),
        food: find(b'F'),
        mouse_moves,
        cat_moves,
    }
}

/// Whether the mouse, to move first, can reach the food within `turns` turns (each move of
/// either player is one turn) against every play of the cat.
fn mouse_wins_within(grid: &[&str], cat_jump: usize, mouse_jump: usize, turns: usize) -> bool {
    let b = board(grid, cat_jump, mouse_jump);
    let n = b.cells;
    // Index of (mouse cell, cat cell) with the mouse to move; the cat-to-move half follows.
    let at = |mouse_to_move: bool, mouse: usize, cat: usize| {
        (if mouse_to_move { 0 } else { n * n }) + mouse * n + cat
    };
    // wins[at(..)]: the mouse wins the position with `t` turns left; t = 0 loses.
    let mut wins = vec![false; 2 * n * n];
    for _ in 0..turns {
        let mut next = vec![false; 2 * n * n];
        for mouse in 0..n {
            for cat in 0..n {
                next[at(true, mouse, cat)] = b.mouse_moves[mouse]
                    .iter()
                    .any(|&to| to != cat && (to == b.food || wins[at(false, to, cat)]));
                next[at(false, mouse, cat)] = b.cat_moves[cat]
                    .iter()
                    .all(|&to| to != mouse && to != b.food && wins[at(true, mouse, to)]);
            }
        }
        wins = next;
    }
    wins[at(true, b.mouse, b.cat)]
}

/// Returns whether the mouse can win when both play optimally (LeetCode's 1000-turn limit).
pub fn can_mouse_win(grid: &[&str], cat_jump: usize, mouse_jump: usize) -> bool {
    mouse_wins_within(grid, cat_jump, mouse_jump, TURN_LIMIT)
}

#[cfg(test)]
mod tests {
    use super::{can_mouse_win, mouse_wins_within};

    #[test]
    fn leetcode_examples() {
        // https://jaywin.gitbook.io/leetcode/solutions/1728-cat-and-mouse-ii (the statement).
        assert!(can_mouse_win(&["####F", "#C...", "M...."], 1, 2));
        assert!(can_mouse_win(&["M.C...F"], 1, 4));
        assert!(!can_mouse_win(&["M.C...F"], 1, 3));
    }

    #[test]
    fn small_grids_by_hand() {
        // The mouse jumps over the cat straight onto the food on the first turn.
        assert!(can_mouse_win(&["MCF"], 1, 2));
        // With jump 1 the mouse cannot pass the cat; the cat closes in and lands on it.
        assert!(!can_mouse_win(&["MCF"], 1, 1));
        // The cat sits next to the food but the mouse, moving first, reaches it first.
        assert!(can_mouse_win(&["CMF"], 1, 1));
        // A wall cuts the mouse off from the food: it can never get there.
        assert!(!can_mouse_win(&["M#FC"], 1, 1));
    }

    #[test]
    fn every_move_is_one_turn() {
        // The cat is walled in; the mouse needs two steps: turns 1 (mouse), 2 (cat), 3 (mouse).
        assert!(mouse_wins_within(&["M.F#C"], 1, 1, 3));
        assert!(!mouse_wins_within(&["M.F#C"], 1, 1, 2));
        // With no turns at all the mouse has not reached the food.
        assert!(!mouse_wins_within(&["MF#C"], 1, 1, 0));
        assert!(mouse_wins_within(&["MF#C"], 1, 1, 1));
    }
}
