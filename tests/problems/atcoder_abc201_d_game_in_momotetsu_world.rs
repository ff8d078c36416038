//! AtCoder ABC201 D · Game in Momotetsu World: a piece moves right or down on a grid of `+`
//! and `-`; the mover scores ±1 for the cell entered. Input `H W` and H rows; `Takahashi`,
//! `Aoki` or `Draw`. Oracle: the search over every path of `mod oracle`.
use crate::common::Rng;
use crate::layout::{is_word, Cursor, Format, Layout, Shape};
use crate::problem::{Case, Problem, RANDOM_CASES, refused_at_once};

pub struct Game;

/// The lead table over the whole grid, from the last cell back.
fn reference(rows: &[String]) -> String {
    let (h, w) = (rows.len(), rows[0].len());
    let score = |i: usize, j: usize| if rows[i].as_bytes()[j] == b'+' { 1i64 } else { -1 };
    let mut lead = vec![vec![0i64; w]; h];
    for i in (0..h).rev() {
        for j in (0..w).rev() {
            let mut options = Vec::new();
            if j + 1 < w {
                options.push(score(i, j + 1) - lead[i][j + 1]);
            }
            if i + 1 < h {
                options.push(score(i + 1, j) - lead[i + 1][j]);
            }
            lead[i][j] = options.into_iter().max().unwrap_or(0);
        }
    }
    outcome(lead[0][0])
}

fn outcome(lead: i64) -> String {
    (match lead.signum() {
        1 => "Takahashi",
        -1 => "Aoki",
        _ => "Draw",
    })
    .to_string()
}

fn test(c: &mut Cursor) -> Option<String> {
    let h = c.int(1, 10_000_000)?;
    let w = c.int(1, 10_000_000 / h)? as usize;
    let rows = (0..h).map(|_| c.word(w, |b| b == b'+' || b == b'-').filter(|r| r.len() == w)).collect::<Option<Vec<_>>>()?;
    Some(reference(&rows))
}

fn case(rows: &[String]) -> Case {
    let text = format!("{} {}\n{}\n", rows.len(), rows[0].len(), rows.join("\n"));
    Case::Text(text, outcome(oracle::takahashi_lead(rows)))
}

fn random_grid(rng: &mut Rng, h: usize, w: usize) -> Vec<String> {
    (0..h).map(|_| (0..w).map(|_| if rng.range(0, 1) == 0 { '+' } else { '-' }).collect()).collect()
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::Program(Format {
            shape: Shape::Single,
            test,
            answer_shape: |l| is_word(l, &["Takahashi", "Aoki", "Draw"]),
        })
    }

    /// Grids of 1 to 5 rows and columns.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        (0..RANDOM_CASES)
            .map(|_| {
                let (h, w) = (rng.range(1, 5) as usize, rng.range(1, 5) as usize);
                case(&random_grid(rng, h, w))
            })
            .collect()
    }

    /// Every 2 × 2 and 2 × 3 grid (16 + 64 runs).
    fn small_cases(&self) -> Vec<Case> {
        let grid = |code: u32, h: usize, w: usize| -> Vec<String> {
            (0..h).map(|i| (0..w).map(|j| if code >> (i * w + j) & 1 == 1 { '+' } else { '-' }).collect()).collect()
        };
        let squares = (0..16).map(|code| grid(code, 2, 2));
        let wide = (0..64).map(|code| grid(code, 2, 3));
        squares.chain(wide).map(|rows| case(&rows)).collect()
    }

    /// 1000 random grids of up to 5 × 5.
    fn check_reference(&self) {
        let mut rng = Rng::new(201);
        for _ in 0..1000 {
            let (h, w) = (rng.range(1, 5) as usize, rng.range(1, 5) as usize);
            let rows = random_grid(&mut rng, h, w);
            assert_eq!(reference(&rows), outcome(oracle::takahashi_lead(&rows)), "{:?}", rows);
        }
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        refused_at_once(&["2 2\n++\n+\n", "2 2\n++\n+x\n", "1 2\n+++\n", "0 1\n", "2 2\n++\n"])
    }

    /// The judge's limits: a random 2000 × 2000 grid (8 MB would be too large to keep: here
    /// 1000 × 2000, 2 MB) and a 1 × 10^6 row.
    fn max_cases(&self, rng: &mut Rng) -> Vec<(&'static str, String)> {
        let grid = random_grid(rng, 1000, 2000);
        let row = random_grid(rng, 1, 1_000_000);
        vec![
            ("wide-grid", format!("1000 2000\n{}\n", grid.join("\n"))),
            ("one-row", format!("1 1000000\n{}\n", row[0])),
        ]
    }
}

mod oracle {
    //! Oracle for AtCoder ABC201 D "Game in Momotetsu World"
    //! (https://atcoder.jp/contests/abc201/tasks/abc201_d), from the rules alone.
    //!
    //! Rules as implemented: a piece on the top-left cell; Takahashi and Aoki alternately move
    //! it one cell right or down, Takahashi first, until it is on the bottom-right cell; the
    //! mover gains 1 for entering a `+` cell and loses 1 for a `-` cell.
    //!
    //! Search: plain minimax of Takahashi's total minus Aoki's over every path (no memo), the
    //! sign of which is the outcome of play aiming to win.

    /// Takahashi's total minus Aoki's under best play.
    pub fn takahashi_lead(rows: &[String]) -> i64 {
        lead(rows, 0, 0, true)
    }

    fn lead(rows: &[String], i: usize, j: usize, takahashi: bool) -> i64 {
        let (h, w) = (rows.len(), rows[0].len());
        let sign = if takahashi { 1 } else { -1 };
        let gain = |i: usize, j: usize| sign * if rows[i].as_bytes()[j] == b'+' { 1 } else { -1 };
        let mut results = Vec::new();
        if j + 1 < w {
            results.push(gain(i, j + 1) + lead(rows, i, j + 1, !takahashi));
        }
        if i + 1 < h {
            results.push(gain(i + 1, j) + lead(rows, i + 1, j, !takahashi));
        }
        let best = if takahashi { results.iter().max() } else { results.iter().min() };
        best.copied().unwrap_or(0)
    }

    fn grid(rows: &[&str]) -> Vec<String> {
        rows.iter().map(|r| r.to_string()).collect()
    }

    #[test]
    fn statement_samples() {
        assert!(takahashi_lead(&grid(&["---", "+-+", "+--"])) > 0);
        assert!(takahashi_lead(&grid(&["+++-", "-+-+"])) < 0);
        assert_eq!(takahashi_lead(&grid(&["-"])), 0);
    }

    #[test]
    fn small_grids_by_hand() {
        // 1 × 2: Takahashi's one move enters the `+`.
        assert_eq!(takahashi_lead(&grid(&["-+"])), 1);
        // 1 × 3 `-+-`: Takahashi enters `+`, Aoki the `-`: 1 − (−1).
        assert_eq!(takahashi_lead(&grid(&["-+-"])), 2);
    }
}
