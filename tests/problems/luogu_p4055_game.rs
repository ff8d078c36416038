//! Luogu P4055 · [JSOI2009] 游戏: AA puts a token on a free cell of a maze, then YY and AA in
//! turn (YY first) move it to a free neighbour never entered; the last to move wins. Input
//! `N M` and the rows; `WIN` and AA's winning starts, or `LOSE`. Oracle: the memoised search
//! over whole positions (the token's cell and the set of cells entered), from the rules.
use crate::common::Rng;
use crate::layout::{Format, Layout, Shape};
use crate::problem::{Case, Problem, RANDOM_CASES};
use std::collections::HashMap;

pub struct Game;

/// A maze: its rows of `.` and `#`.
type Maze = Vec<Vec<u8>>;

fn neighbours(maze: &Maze, (r, c): (usize, usize)) -> Vec<(usize, usize)> {
    let (rows, cols) = (maze.len() as i64, maze[0].len() as i64);
    let steps = [(-1i64, 0i64), (1, 0), (0, -1), (0, 1)];
    steps
        .iter()
        .map(|(dr, dc)| (r as i64 + dr, c as i64 + dc))
        .filter(|&(nr, nc)| 0 <= nr && nr < rows && 0 <= nc && nc < cols)
        .map(|(nr, nc)| (nr as usize, nc as usize))
        .filter(|&(nr, nc)| maze[nr][nc] == b'.')
        .collect()
}

/// The answer text from AA's winning starts, in row-major order.
fn answer(winning: &[(usize, usize)]) -> String {
    if winning.is_empty() {
        return "LOSE".to_string();
    }
    let lines: Vec<String> = winning.iter().map(|(r, c)| format!("{} {}", r + 1, c + 1)).collect();
    format!("WIN\n{}", lines.join("\n"))
}

/// The known method: one maximum matching (Kuhn's augmenting paths), then the cells it
/// misses and those reached from them by a step and a jump to the partner.
fn reference(maze: &Maze) -> String {
    let (rows, cols) = (maze.len(), maze[0].len());
    let cells: Vec<(usize, usize)> =
        (0..rows).flat_map(|r| (0..cols).map(move |c| (r, c))).collect();
    let mut mate: HashMap<(usize, usize), (usize, usize)> = HashMap::new();
    fn augment(
        maze: &Maze,
        cell: (usize, usize),
        seen: &mut Vec<(usize, usize)>,
        mate: &mut HashMap<(usize, usize), (usize, usize)>,
    ) -> bool {
        for n in neighbours(maze, cell) {
            if seen.contains(&n) {
                continue;
            }
            seen.push(n);
            let free = match mate.get(&n).copied() {
                None => true,
                Some(partner) => augment(maze, partner, seen, mate),
            };
            if free {
                mate.insert(cell, n);
                mate.insert(n, cell);
                return true;
            }
        }
        false
    }
    for &cell in cells.iter().filter(|&&(r, c)| maze[r][c] == b'.' && (r + c) % 2 == 0) {
        augment(maze, cell, &mut Vec::new(), &mut mate);
    }
    let mut missed: Vec<(usize, usize)> = cells
        .iter()
        .copied()
        .filter(|&(r, c)| maze[r][c] == b'.' && !mate.contains_key(&(r, c)))
        .collect();
    let mut next = 0;
    while next < missed.len() {
        let cell = missed[next];
        next += 1;
        for n in neighbours(maze, cell) {
            if let Some(&partner) = mate.get(&n) {
                if !missed.contains(&partner) {
                    missed.push(partner);
                }
            }
        }
    }
    missed.sort_unstable();
    answer(&missed)
}

/// From the rules alone, for mazes of at most 64 cells: whether the player to move, with
/// the token on `at` and `entered` (a bit per cell) already entered, wins.
struct Oracle {
    memo: HashMap<(usize, u64), bool>,
}

impl Oracle {
    fn wins(&mut self, maze: &Maze, at: (usize, usize), entered: u64) -> bool {
        let cols = maze[0].len();
        let key = (at.0 * cols + at.1, entered);
        if let Some(&known) = self.memo.get(&key) {
            return known;
        }
        let result = neighbours(maze, at).into_iter().any(|(r, c)| {
            let bit = 1u64 << (r * cols + c);
            entered & bit == 0 && !self.wins(maze, (r, c), entered | bit)
        });
        self.memo.insert(key, result);
        result
    }

    /// AA's winning starts: the free cells from which YY, moving first, loses.
    fn answer(maze: &Maze) -> String {
        let mut oracle = Oracle { memo: HashMap::new() };
        let cols = maze[0].len();
        let mut winning = Vec::new();
        for r in 0..maze.len() {
            for c in 0..cols {
                if maze[r][c] == b'.' && !oracle.wins(maze, (r, c), 1 << (r * cols + c)) {
                    winning.push((r, c));
                }
            }
        }
        answer(&winning)
    }
}

fn text(maze: &Maze) -> String {
    let rows: String =
        maze.iter().map(|row| String::from_utf8_lossy(row).into_owned() + "\n").collect();
    format!("{} {}\n{}", maze.len(), maze[0].len(), rows)
}

fn case(maze: &Maze) -> Case {
    Case::Text(text(maze), Oracle::answer(maze))
}

fn random_maze(rng: &mut Rng, rows: usize, cols: usize, wall_in: u64) -> Maze {
    (0..rows)
        .map(|_| {
            (0..cols).map(|_| if rng.range(0, wall_in - 1) == 0 { b'#' } else { b'.' }).collect()
        })
        .collect()
}

/// Every maze of `rows` × `cols`.
fn every_maze(rows: usize, cols: usize) -> Vec<Maze> {
    (0..1u32 << (rows * cols))
        .map(|mask| {
            (0..rows)
                .map(|r| {
                    (0..cols)
                        .map(|c| if mask >> (r * cols + c) & 1 == 1 { b'#' } else { b'.' })
                        .collect()
                })
                .collect()
        })
        .collect()
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::Program(Format {
            shape: Shape::Single,
            test: |c| {
                let rows = c.int(1, 100)?;
                let cols = c.int(1, 100)? as usize;
                let mut maze = Vec::new();
                for _ in 0..rows {
                    let row = c.word(cols, |b| b == b'.' || b == b'#')?;
                    if row.len() != cols {
                        return None;
                    }
                    maze.push(row.into_bytes());
                }
                Some(reference(&maze))
            },
            answer_shape: |l| {
                l == "WIN" || l == "LOSE" || {
                    let parts: Vec<&str> = l.split(' ').collect();
                    parts.len() == 2 && parts.iter().all(|p| p.parse::<usize>().is_ok())
                }
            },
        })
    }

    /// Mazes of 1 to 4 rows and columns, about a third of the cells blocked.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        (0..RANDOM_CASES)
            .map(|_| {
                let (rows, cols) = (rng.range(1, 4) as usize, rng.range(1, 4) as usize);
                case(&random_maze(rng, rows, cols, 3))
            })
            .collect()
    }

    /// Every maze of 2×2, 2×3 and 3×2 (144 runs).
    fn small_cases(&self) -> Vec<Case> {
        let mazes = [every_maze(2, 2), every_maze(2, 3), every_maze(3, 2)].concat();
        mazes.iter().map(case).collect()
    }

    /// Every maze of 3×3, 2×4 and 4×2; 300 random mazes of 4×4 and 3×5.
    fn check_reference(&self) {
        let mut rng = Rng::new(4055);
        let random = (0..300).map(|i| {
            if i % 2 == 0 {
                random_maze(&mut rng, 4, 4, 4)
            } else {
                random_maze(&mut rng, 3, 5, 4)
            }
        });
        let all = [every_maze(3, 3), every_maze(2, 4), every_maze(4, 2)].concat();
        for maze in all.into_iter().chain(random) {
            assert_eq!(reference(&maze), Oracle::answer(&maze), "{}", text(&maze));
        }
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        crate::problem::refused_at_once(&[
            "2 2\n..\n.\n",
            "1 2\n.x\n",
            "0 3\n",
            "101 1\n",
            "1 1\n.\n.\n",
            "2 2\n...\n..\n",
        ])
    }

    /// The judge's limits: 100×100 all free (a perfect matching: LOSE); 100×100 with a
    /// quarter blocked; 99×99 all free (an odd count: the 4901 cells of the majority colour
    /// win).
    fn max_cases(&self, rng: &mut Rng) -> Vec<(&'static str, String)> {
        let open = |rows: usize, cols: usize| -> Maze { vec![vec![b'.'; cols]; rows] };
        vec![
            ("open", text(&open(100, 100))),
            ("quarter-blocked", text(&random_maze(rng, 100, 100, 4))),
            ("open-odd", text(&open(99, 99))),
        ]
    }
}

#[test]
fn statement_sample() {
    let maze: Maze = vec![b".##".to_vec(), b"...".to_vec(), b"#.#".to_vec()];
    assert_eq!(Oracle::answer(&maze), "WIN\n2 3\n3 2");
    // One free cell: YY cannot move at all, AA wins.
    assert_eq!(Oracle::answer(&vec![b".".to_vec()]), "WIN\n1 1");
    // Two free cells: YY steps to the other, AA is stuck.
    assert_eq!(Oracle::answer(&vec![b"..".to_vec()]), "LOSE");
}
