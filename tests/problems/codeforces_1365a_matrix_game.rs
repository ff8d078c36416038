//! Codeforces 1365A · Matrix Game: a move claims a 0 cell sharing no row or column with a
//! claimed cell (the 1s start claimed); who cannot move loses. Input `t`, then per test `n m`
//! and the matrix; `Ashish` when the first player wins, else `Vivek`. Oracle: the memoised
//! search over the sets of claimed cells of `mod oracle`.
use crate::common::Rng;
use crate::layout::{is_word, words, Cursor, Format, Layout, Shape, MAX};
use crate::problem::{Case, Problem, RANDOM_CASES};

pub struct Game;

/// The known rule: the game lasts min(free rows, free columns) moves.
fn reference(matrix: &[Vec<u64>], columns: usize) -> bool {
    let free_rows = matrix.iter().filter(|row| row.iter().all(|&c| c == 0)).count();
    let free_columns = (0..columns).filter(|&j| matrix.iter().all(|row| row[j] == 0)).count();
    free_rows.min(free_columns) % 2 == 1
}

fn answer(ashish_wins: bool) -> String {
    words("Ashish", "Vivek")(ashish_wins)
}

fn test(c: &mut Cursor) -> Option<String> {
    let (n, m) = (c.int(0, MAX)?, c.int(0, MAX)?);
    let matrix = (0..n).map(|_| c.values(m, 0, 1)).collect::<Option<Vec<_>>>()?;
    Some(answer(reference(&matrix, m as usize)))
}

fn case(matrix: &[Vec<u64>], columns: usize) -> Case {
    let mut lines = vec![vec![matrix.len() as u64, columns as u64]];
    lines.extend(matrix.iter().cloned());
    Case::Lines(lines, answer(oracle::first_player_wins(matrix, columns)))
}

/// The n × m matrix whose cells are the bits of `code`, row by row.
fn matrix(code: u64, n: usize, m: usize) -> Vec<Vec<u64>> {
    (0..n).map(|i| (0..m).map(|j| code >> (i * m + j) & 1).collect()).collect()
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::Program(Format {
            shape: Shape::Counted(MAX),
            test,
            answer_shape: |l| is_word(l, &["Ashish", "Vivek"]),
        })
    }

    /// Matrices of 0 to 4 rows and columns, a 1 in a cell with chance 1/4, as the tests of
    /// one input.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        (0..RANDOM_CASES)
            .map(|_| {
                let (n, m) = (rng.range(0, 4) as usize, rng.range(0, 4) as usize);
                let cells: Vec<Vec<u64>> =
                    (0..n).map(|_| (0..m).map(|_| u64::from(rng.range(0, 3) == 0)).collect()).collect();
                case(&cells, m)
            })
            .collect()
    }

    /// Every matrix of up to 3 × 3 cells (every shape, every filling), as the tests of one
    /// input.
    fn small_cases(&self) -> Vec<Case> {
        let shapes = (1..=3).flat_map(|n| (1..=3).map(move |m| (n, m)));
        shapes.flat_map(|(n, m)| (0..1u64 << (n * m)).map(move |code| case(&matrix(code, n, m), m))).collect()
    }

    /// Every matrix of up to 3 × 4 and 4 × 3 cells.
    fn check_reference(&self) {
        let shapes = (1..=3).flat_map(|n| (1..=4).flat_map(move |m| [(n, m), (m, n)]));
        for (n, m) in shapes {
            for code in 0..1u64 << (n * m) {
                let cells = matrix(code, n, m);
                assert_eq!(reference(&cells, m), oracle::first_player_wins(&cells, m), "{:?}", cells);
            }
        }
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        vec![
            ("2\n1 1\n0\n1 1\n2\n".into(), "Ashish\n"),
            ("1\n2 2\n0 0\n0\n".into(), ""),
            ("1\n1 1\n-1\n".into(), ""),
            ("1\n1 2\n0 0\n5\n".into(), "Ashish\n"),
        ]
    }

    /// The judge's limits: 50 tests of 50 × 50, 1s scattered (a few, so the count of free
    /// lines varies), and a matrix of 0s.
    fn max_cases(&self, rng: &mut Rng) -> Vec<(&'static str, String)> {
        let tests: String = (0..50)
            .map(|i| {
                let chance = 60 + 10 * i;
                let rows: String = (0..50)
                    .map(|_| {
                        let row: Vec<String> = (0..50).map(|_| u64::from(rng.range(0, chance) == 0).to_string()).collect();
                        row.join(" ") + "\n"
                    })
                    .collect();
                format!("50 50\n{}", rows)
            })
            .collect();
        vec![("scattered", format!("50\n{}", tests))]
    }
}

mod oracle {
    //! Oracle for Codeforces 1365A "Matrix Game"
    //! (https://codeforces.com/problemset/problem/1365/A), from the rules alone.
    //!
    //! Rules as implemented: an n × m matrix, its 1s claimed; the players alternately claim an
    //! unclaimed cell whose row and column hold no claimed cell; the player who cannot move
    //! loses.
    //!
    //! Search: memoised win/lose over the set of claimed cells (a bit mask; n·m ≤ 16).
    use std::collections::HashMap;

    /// Whether the first player wins on `matrix` of `columns` columns.
    pub fn first_player_wins(matrix: &[Vec<u64>], columns: usize) -> bool {
        let mut claimed = 0u32;
        for (i, row) in matrix.iter().enumerate() {
            for (j, &cell) in row.iter().enumerate() {
                claimed |= (cell as u32) << (i * columns + j);
            }
        }
        wins(claimed, matrix.len(), columns, &mut HashMap::new())
    }

    fn wins(claimed: u32, rows: usize, columns: usize, memo: &mut HashMap<u32, bool>) -> bool {
        if let Some(&known) = memo.get(&claimed) {
            return known;
        }
        let at = |i: usize, j: usize| claimed >> (i * columns + j) & 1 == 1;
        let row_free = |i: usize| (0..columns).all(|j| !at(i, j));
        let column_free = |j: usize| (0..rows).all(|i| !at(i, j));
        let cells = (0..rows).flat_map(|i| (0..columns).map(move |j| (i, j)));
        let playable: Vec<(usize, usize)> = cells.filter(|&(i, j)| row_free(i) && column_free(j)).collect();
        let result = playable.iter().any(|&(i, j)| !wins(claimed | 1 << (i * columns + j), rows, columns, memo));
        memo.insert(claimed, result);
        result
    }

    #[test]
    fn statement_sample() {
        assert!(!first_player_wins(&[vec![0, 0], vec![0, 0]], 2));
        assert!(first_player_wins(&[vec![0, 0], vec![0, 1]], 2));
        assert!(!first_player_wins(&[vec![1, 0, 1], vec![1, 1, 0]], 3));
        assert!(first_player_wins(&[vec![1, 0, 0], vec![0, 0, 0], vec![1, 0, 0]], 3));
    }

    #[test]
    fn small_matrices_by_hand() {
        // One free cell: claim it. No free row: no move.
        assert!(first_player_wins(&[vec![0]], 1));
        assert!(!first_player_wins(&[vec![1, 0]], 2));
        // An empty matrix has no cells.
        assert!(!first_player_wins(&[], 3));
    }
}
