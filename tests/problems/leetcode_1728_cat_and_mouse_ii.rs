//! LeetCode 1728 · Cat and Mouse II: on a grid with walls, the mouse then the cat jump up to
//! their jump lengths in a straight line; the cat wins by catching the mouse, reaching the
//! food first or lasting 1000 turns. Input `grid`, `catJump`, `mouseJump`; answers `true`
//! when the mouse wins. Oracle: the mouse's wins layer by layer over the turns left.
use crate::common::Rng;
use crate::inputs::{lines, quoted};
use crate::layout::{always, boolean, Kind, Layout, Signature, INVALID};
use crate::plain::{retrograde, CAT, MOUSE};
use crate::problem::{Case, Problem, RANDOM_CASES};

pub struct Game;

/// Retrograde analysis where a draw is the cat's (it cannot be the mouse's within the turn
/// limit); `(invalid)` for a grid outside the rules.
fn reference(grid: &[String], cat_jump: i64, mouse_jump: i64) -> String {
    let rows = grid.len();
    let cols = grid.first().map_or(0, |r| r.len());
    let cells: Vec<u8> = grid.iter().flat_map(|r| r.bytes()).collect();
    let count = |ch: u8| cells.iter().filter(|&&b| b == ch).count();
    let valid = rows > 0
        && grid.iter().all(|r| r.len() == cols)
        && cells.iter().all(|b| b"CMF.#".contains(b))
        && count(b'C') == 1
        && count(b'M') == 1
        && count(b'F') == 1
        && cat_jump >= 0
        && mouse_jump >= 0;
    if !valid {
        return INVALID.to_string();
    }
    let find = |ch: u8| cells.iter().position(|&b| b == ch).unwrap_or(0);
    let (mouse, cat, food) = (find(b'M'), find(b'C'), find(b'F'));
    let reach = |from: usize, jump: i64| {
        let mut to = vec![from];
        let (r, c) = ((from / cols) as i64, (from % cols) as i64);
        for (dr, dc) in [(0, 1), (0, -1), (1, 0), (-1, 0)] {
            for step in 1..=jump {
                let (nr, nc) = (r + dr * step, c + dc * step);
                if nr < 0 || nc < 0 || nr >= rows as i64 || nc >= cols as i64 {
                    break;
                }
                let cell = (nr as usize) * cols + nc as usize;
                if cells[cell] == b'#' {
                    break;
                }
                to.push(cell);
            }
        }
        to
    };
    let moves = |m: usize, c: usize, t: usize| -> Vec<(usize, usize)> {
        if t == 0 {
            reach(m, mouse_jump).into_iter().map(|w| (w, c)).collect()
        } else {
            reach(c, cat_jump).into_iter().map(|w| (m, w)).collect()
        }
    };
    let terminal = |m: usize, c: usize| {
        if m == c || c == food || cells[m] == b'#' || cells[c] == b'#' {
            Some(CAT)
        } else if m == food {
            Some(MOUSE)
        } else {
            None
        }
    };
    let label = retrograde(cells.len(), &moves, &terminal);
    (label[(mouse * cells.len() + cat) * 2] == MOUSE).to_string()
}

/// A random grid (`rows` × `cols` ≥ 3 cells): a wall with chance 1/`walls_one_in`, then one
/// C, M and F on distinct cells.
fn random_grid(rng: &mut Rng, rows: usize, cols: usize, walls_one_in: u64) -> Vec<String> {
    let mut cells: Vec<u8> = (0..rows * cols)
        .map(|_| if rng.range(0, walls_one_in - 1) == 0 { b'#' } else { b'.' })
        .collect();
    let mut free: Vec<usize> = (0..cells.len()).collect();
    for mark in [b'C', b'M', b'F'] {
        cells[free.remove(rng.range(0, free.len() as u64 - 1) as usize)] = mark;
    }
    cells.chunks(cols).map(|row| String::from_utf8_lossy(row).into_owned()).collect()
}

/// A grid as LeetCode shows it: `["M.C","..F"]`.
fn grid_text(grid: &[String]) -> String {
    let rows: Vec<String> = grid.iter().map(|row| quoted(row)).collect();
    format!("[{}]", rows.join(","))
}

/// The oracle's answer on `grid` with these jumps.
fn mouse_wins(grid: &[String], cat_jump: usize, mouse_jump: usize) -> bool {
    let rows: Vec<&str> = grid.iter().map(String::as_str).collect();
    oracle::can_mouse_win(&rows, cat_jump, mouse_jump)
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::LeetCode(Signature {
            kinds: &[Kind::Texts, Kind::Int, Kind::Int],
            answer: |c| reference(c[0].texts(), c[1].int(), c[2].int()),
            affordable: always,
            shape: boolean,
        })
    }

    /// Grids of 1..=3 rows (at least 2 when 2 columns) × 2..=4 columns, a wall with chance
    /// 1/4, jumps in 0..=3.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        (0..RANDOM_CASES)
            .map(|_| {
                let (rows, cols) = (rng.range(1, 3) as usize, rng.range(2, 4) as usize);
                let grid = random_grid(rng, rows.max(if cols == 2 { 2 } else { 1 }), cols, 4);
                let (cat, mouse) = (rng.range(0, 3) as usize, rng.range(0, 3) as usize);
                let answer = mouse_wins(&grid, cat, mouse).to_string();
                let params = vec![
                    ("grid", grid_text(&grid)),
                    ("catJump", cat.to_string()),
                    ("mouseJump", mouse.to_string()),
                ];
                Case::Params(params, answer)
            })
            .collect()
    }

    /// 200 random grids of 1..=2 rows × 2..=4 columns (at least 3 cells), a wall with chance
    /// 1/4, jumps in 1..=3.
    fn check_reference(&self) {
        let mut rng = Rng::new(1728);
        let mut checked = 0;
        while checked < 200 {
            let (rows, cols) = (rng.range(1, 2) as usize, rng.range(2, 4) as usize);
            if rows * cols < 3 {
                continue;
            }
            let grid = random_grid(&mut rng, rows, cols, 4);
            let (cat, mouse) = (rng.range(1, 3), rng.range(1, 3));
            let want = mouse_wins(&grid, cat as usize, mouse as usize).to_string();
            let got = reference(&grid, cat as i64, mouse as i64);
            assert_eq!(got, want, "{:?} cat {} mouse {}", grid, cat, mouse);
            checked += 1;
        }
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        vec![
            ("[\"M.C...F\"]\n1\n4\n[\"MM.C..F\"]\n1\n1".into(), "true\n"),
            ("[\"M.CF\",\"...\"]\n1\n1".into(), ""),
            ("[\"M.C...F\"]\n-1\n1".into(), ""),
            ("[\"M.C.X.F\"]\n1\n1".into(), ""),
        ]
    }

    /// 20 random 8 × 8 grids (a wall with chance 1/5), jumps in 1..=8.
    fn max_cases(&self, rng: &mut Rng) -> Vec<(&'static str, String)> {
        let grids = (0..20).map(|_| {
            let grid = grid_text(&random_grid(rng, 8, 8, 5));
            format!("{}\n{}\n{}", grid, rng.range(1, 8), rng.range(1, 8))
        });
        vec![("8-by-8", lines(grids))]
    }
}

/// Exhaustive oracle: a grid holds one cat 'C', one mouse 'M', one food 'F', floor '.' and
/// walls '#'. The mouse moves first, then they take turns. A move jumps up, down, left or
/// right by any number of cells from 0 (staying is allowed) up to the mover's jump length,
/// never through or onto a wall and never off the grid; the mouse may jump over the cat. The
/// game ends when the cat occupies the mouse's cell (Cat wins), the cat reaches the food
/// first (Cat wins), the mouse reaches the food first (Mouse wins), or the mouse has not
/// reached the food within 1000 turns (Cat wins). Every move of either player is one turn
/// ("Mouse moves first, then they take turns to move"; "During each turn, Cat and Mouse can
/// jump ...").
///
/// The oracle computes, for every position (mouse cell, cat cell, whose move) and every
/// number of turns left `t = 0, 1, ..., 1000`, whether the mouse can force a win with at most
/// `t` moves still to be played: with 0 turns left the mouse has lost; with `t` turns left
/// the mouse wins on its move when some jump lands on the food (and not on the cat) or leads
/// to a position it wins with `t - 1` turns left, and on the cat's move when every jump of
/// the cat avoids the mouse and the food and leads to a position the mouse wins with `t - 1`
/// turns left. Each layer is computed from the previous one only, so the search runs exactly
/// 1000 layers and stops; there is no cycle to break because the turn count is part of the
/// position.
mod oracle {
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
                if r < 0 || r >= rows || c < 0 || c >= cols || grid[r as usize][c as usize] == b'#'
                {
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

    /// Whether the mouse, to move first, can reach the food within `turns` turns (each move
    /// of either player is one turn) against every play of the cat.
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

    /// Returns whether the mouse can win when both play optimally (LeetCode's 1000-turn
    /// limit).
    pub fn can_mouse_win(grid: &[&str], cat_jump: usize, mouse_jump: usize) -> bool {
        mouse_wins_within(grid, cat_jump, mouse_jump, TURN_LIMIT)
    }

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
