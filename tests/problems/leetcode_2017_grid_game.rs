//! LeetCode 2017 · Grid Game: two robots cross a 2 × n grid right and down, the first clearing
//! its path, the second collecting what is left; the first minimises the second's total.
//! Input: `grid` per case; the second robot's total. Oracle: every pair of paths, in `mod
//! oracle`.
use crate::common::Rng;
use crate::layout::{always, integer, Kind, Layout, Signature, INVALID};
use crate::problem::{Case, Problem, RANDOM_CASES};

pub struct Game;

/// The known rule: min over the first robot's turn column of the better of the two remnants.
fn reference(grid: &[Vec<i64>]) -> String {
    if grid.len() != 2 || grid[0].len() != grid[1].len() || grid[0].is_empty() || grid.iter().flatten().any(|&v| v < 0) {
        return INVALID.to_string();
    }
    let top = crate::plain::prefix_sums(&grid[0]);
    let bottom = crate::plain::prefix_sums(&grid[1]);
    let n = grid[0].len();
    // Turning down at c leaves the top row after c and the bottom row before c.
    let best = (0..n).map(|c| (top[n] - top[c + 1]).max(bottom[c])).min();
    best.expect("a column").to_string()
}

fn matrix_text(grid: &[Vec<i64>]) -> String {
    let rows: Vec<String> = grid.iter().map(|r| crate::inputs::plain_array(r)).collect();
    format!("[{}]", rows.join(","))
}

fn case(grid: &[Vec<i64>]) -> Case {
    Case::Params(vec![("grid", matrix_text(grid))], oracle::second_robot(grid).to_string())
}

fn random_grid(rng: &mut Rng, n: usize, high: u64) -> Vec<Vec<i64>> {
    (0..2).map(|_| rng.values(n, 0, high).iter().map(|&v| v as i64).collect()).collect()
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::LeetCode(Signature { kinds: &[Kind::Matrix], answer: |c| reference(c[0].matrix()), affordable: always, shape: integer })
    }

    /// Grids of 1 to 8 columns, values up to 9.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        (0..RANDOM_CASES)
            .map(|_| {
                let n = rng.range(1, 8) as usize;
                case(&random_grid(rng, n, 9))
            })
            .collect()
    }

    /// Every 2 × 2 grid of values from {0, 1, 5} (81 cases).
    fn small_cases(&self) -> Vec<Case> {
        let values = [0i64, 1, 5];
        (0..81).map(|code: usize| {
            let v = |i: usize| values[code / 3usize.pow(i as u32) % 3];
            case(&[vec![v(0), v(1)], vec![v(2), v(3)]])
        }).collect()
    }

    /// 2000 random grids of up to 10 columns.
    fn check_reference(&self) {
        let mut rng = Rng::new(2017);
        for _ in 0..2000 {
            let n = rng.range(1, 10) as usize;
            let grid = random_grid(&mut rng, n, 20);
            assert_eq!(reference(&grid), oracle::second_robot(&grid).to_string(), "{:?}", grid);
        }
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        vec![("[[1],[2]]\n[[1,2],[3]]".into(), "0\n"), ("[[1,2,3]]".into(), ""), ("[[1],[2],[3]]".into(), ""), ("[[-1],[2]]".into(), "")]
    }

    /// LeetCode's largest, n = 5·10^4 with values up to 10^5 (a total past i32 is the edge
    /// case `edge-past-i32`).
    fn max_cases(&self, rng: &mut Rng) -> Vec<(&'static str, String)> {
        vec![("leetcode-limit", matrix_text(&random_grid(rng, 50_000, 100_000)) + "\n")]
    }
}

mod oracle {
    //! Oracle for LeetCode 2017 "Grid Game", from the rules alone.
    //!
    //! Rules as implemented: a 2 × n grid; each robot walks from (0, 0) to (1, n − 1) by steps
    //! right or down; the first robot's path is cleared to 0, then the second robot collects
    //! the cells of its path. The first robot minimises what the second collects, the second
    //! maximises it. A path is fixed by the column where it steps down: every pair tried.

    pub fn second_robot(grid: &[Vec<i64>]) -> i64 {
        let n = grid[0].len();
        let path = |down: usize, r: usize, c: usize| (r == 0 && c <= down) || (r == 1 && c >= down);
        (0..n)
            .map(|first| {
                (0..n)
                    .map(|second| {
                        let cells = (0..2).flat_map(|r| (0..n).map(move |c| (r, c)));
                        cells.filter(|&(r, c)| path(second, r, c) && !path(first, r, c)).map(|(r, c)| grid[r][c]).sum::<i64>()
                    })
                    .max()
                    .expect("a path")
            })
            .min()
            .expect("a path")
    }

    #[test]
    fn leetcode_examples() {
        assert_eq!(second_robot(&[vec![2, 5, 4], vec![1, 5, 1]]), 4);
        assert_eq!(second_robot(&[vec![3, 3, 1], vec![8, 5, 2]]), 4);
        assert_eq!(second_robot(&[vec![1, 3, 1, 15], vec![1, 3, 3, 1]]), 7);
    }
}
