//! AtCoder ABC349_E · Weighted Tic-Tac-Toe: players alternately paint a white cell of a 3 × 3
//! grid and score its value; three in a row of one colour wins at once, a full board goes to
//! the higher total. Input: the nine values, three to a line (odd sum); `Takahashi` when the
//! first player wins, else `Aoki`. Oracle: the full game tree of `mod oracle`.
use crate::checks::render_lines;
use crate::common::Rng;
use crate::inputs::every_sequence;
use crate::layout::{is_word, words, Cursor, Format, Layout, Shape, MAX};
use crate::problem::{Case, Problem, RANDOM_CASES, refused_at_once};

pub struct Game;

const LINES: [[usize; 3]; 8] =
    [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]];

/// Plain minimax, no memo: the mover (1 red, Takahashi; 2 blue) wins when some white cell
/// makes a line of their colour, fills the board with them ahead, or leaves a lost board.
fn mover_wins(values: &[i64; 9], board: &mut [u8; 9], painted: usize) -> bool {
    let colour = 1 + (painted % 2) as u8;
    for cell in 0..9 {
        if board[cell] != 0 {
            continue;
        }
        board[cell] = colour;
        let line = LINES.iter().any(|line| line.iter().all(|&c| board[c] == colour));
        let wins = line
            || (painted == 8 && (red_lead(values, board) > 0) == (colour == 1))
            || (painted < 8 && !mover_wins(values, board, painted + 1));
        board[cell] = 0;
        if wins {
            return true;
        }
    }
    false
}

/// Red's total minus blue's.
fn red_lead(values: &[i64; 9], board: &[u8; 9]) -> i128 {
    let signed = |(&v, &colour): (&i64, &u8)| if colour == 1 { v as i128 } else { -(v as i128) };
    values.iter().zip(board).map(signed).sum()
}

fn reference(values: &[i64; 9]) -> bool {
    mover_wins(values, &mut [0; 9], 0)
}

fn winner(takahashi_wins: bool) -> String {
    words("Takahashi", "Aoki")(takahashi_wins)
}

/// Nine values of odd sum.
fn test(c: &mut Cursor) -> Option<String> {
    let mut values = [0i64; 9];
    for value in values.iter_mut() {
        *value = c.int(i64::MIN, MAX)?;
    }
    if values.iter().fold(0, |parity, &v| parity ^ (v & 1)) == 0 {
        return None;
    }
    Some(winner(reference(&values)))
}

fn grid(values: &[i64; 9]) -> [[i64; 3]; 3] {
    [[values[0], values[1], values[2]], [values[3], values[4], values[5]], [values[6], values[7], values[8]]]
}

/// Three lines of three values.
fn lines(values: &[i64; 9]) -> Vec<Vec<i64>> {
    values.chunks(3).map(<[i64]>::to_vec).collect()
}

fn plain(values: &[i64; 9]) -> String {
    let line = |row: Vec<i64>| row.iter().map(i64::to_string).collect::<Vec<_>>().join(" ") + "\n";
    lines(values).into_iter().map(line).collect()
}

fn case(text: String, values: &[i64; 9]) -> Case {
    Case::Text(text, winner(oracle::takahashi_wins(grid(values))))
}

/// Nine values of at most `magnitude` either way, the last moved by one if the sum is even.
fn random_grid(rng: &mut Rng, magnitude: i64) -> [i64; 9] {
    let mut values = [0i64; 9];
    for value in values.iter_mut() {
        *value = rng.range(0, 2 * magnitude as u64) as i64 - magnitude;
    }
    if values.iter().fold(0, |parity, &v| parity ^ (v & 1)) == 0 {
        values[8] += if values[8] < magnitude { 1 } else { -1 };
    }
    values
}

/// Every grid with values from `choices` whose sum is odd.
fn odd_grids(choices: &[i64]) -> Vec<[i64; 9]> {
    let all = every_sequence(choices, 9).into_iter().filter(|v| v.len() == 9);
    let grids = all.map(|v| [v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7], v[8]]);
    grids.filter(|g| g.iter().sum::<i64>() % 2 != 0).collect()
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::Program(Format {
            shape: Shape::Single,
            test,
            answer_shape: |l| is_word(l, &["Takahashi", "Aoki"]),
        })
    }

    /// Grids of values up to 3, up to 10^9 (the judge's) and up to 10^17 either way.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        (0..RANDOM_CASES)
            .map(|i| {
                let magnitude = [3, 1_000_000_000, 100_000_000_000_000_000][i % 3];
                let values = random_grid(rng, magnitude);
                case(render_lines(rng, &lines(&values)), &values)
            })
            .collect()
    }

    /// Every grid of 0s and 1s, and every grid of 0s and −1s, with an odd sum: 512 runs.
    fn small_cases(&self) -> Vec<Case> {
        let grids = [odd_grids(&[0, 1]), odd_grids(&[0, -1])].concat();
        grids.iter().map(|values| case(plain(values), values)).collect()
    }

    /// Every grid of −1s and 1s (512), and 300 random grids of values up to 10^17 either way.
    fn check_reference(&self) {
        let mut rng = Rng::new(349);
        let random: Vec<[i64; 9]> =
            (0..300).map(|_| random_grid(&mut rng, 100_000_000_000_000_000)).collect();
        for values in odd_grids(&[-1, 1]).iter().chain(&random) {
            assert_eq!(reference(values), oracle::takahashi_wins(grid(values)), "{:?}", values);
        }
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        refused_at_once(&[
            "0 0 0\n0 0 0\n0 0 0\n",
            "1 2 3\n4 5 6\n7 8 -8\n",
            "0 0 0\n0 1 0\n0 0\n",
            "0 0 0\n0 1 0\n0 0 0\n0\n",
            "0 0 0\n0 x 0\n0 0 1\n",
            "0 0 0\n0 9223372036854775808 0\n0 0 1\n",
        ])
    }

    /// At the judge's limits (|A_i,j| ≤ 10^9): random values, and ±10^9 in a checkerboard
    /// with an odd cell; at ours: random values over all of i64.
    fn max_cases(&self, rng: &mut Rng) -> Vec<(&'static str, String)> {
        let random = random_grid(rng, 1_000_000_000);
        let mut checkerboard = [0i64; 9];
        for (cell, value) in checkerboard.iter_mut().enumerate() {
            *value = if cell % 2 == 0 { 1_000_000_000 } else { -1_000_000_000 };
        }
        checkerboard[4] = -999_999_999;
        let mut ours = [0i64; 9];
        for value in ours.iter_mut() {
            *value = rng.next_u64() as i64;
        }
        ours[8] |= 1;
        ours[8] ^= ours[..8].iter().fold(0, |parity, &v| parity ^ (v & 1));
        vec![
            ("random", plain(&random)),
            ("checkerboard", plain(&checkerboard)),
            ("accepted-limit", plain(&ours)),
        ]
    }
}
mod oracle {
    //! Oracle for AtCoder ABC349 E "Weighted Tic-Tac-Toe"
    //! (https://atcoder.jp/contests/abc349/tasks/abc349_e), from the rules alone.
    //!
    //! Rules as implemented: a 3 × 3 grid of integers A_ij, all cells white at first. Takahashi
    //! moves first and the two alternate; a move picks a white cell, scores its A_ij for the mover
    //! and paints it red (Takahashi) or blue (Aoki). After each move: if three cells of one colour
    //! lie in a row, column or diagonal, the game ends at once and that colour's player wins;
    //! otherwise, if no white cell is left, the game ends and the higher total score wins. The sum
    //! of all A_ij is odd (the statement's promise), so a full board never ties; an even sum is
    //! refused, and so would be a tie if one were ever reached. `takahashi_wins` says whether
    //! Takahashi wins with both playing to win.
    //!
    //! Search: full minimax over the board. A position is the colouring of the nine cells: it
    //! fixes whose turn it is (red and blue counts) and both scores, so it is memoised whole (at
    //! most 3^9 = 19 683 of them). The player to move wins exactly when some white cell either ends
    //! the game in their favour (a line of their colour, or a full board with the higher score) or
    //! leaves a position the opponent loses.

    use std::collections::HashMap;

    const WHITE: u8 = 0;
    const RED: u8 = 1;
    const BLUE: u8 = 2;

    /// The eight lines of three: rows, columns, diagonals, cells numbered 3·row + column.
    const LINES: [[usize; 3]; 8] =
        [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]];

    /// Whether Takahashi (red, first) wins on the weights `a` when both play to win.
    ///
    /// # Panics
    /// If the sum of `a` is even (the statement promises an odd sum, hence no tie).
    pub fn takahashi_wins(a: [[i64; 3]; 3]) -> bool {
        let weights: Vec<i64> = a.iter().flatten().copied().collect();
        let sum: i64 = weights.iter().sum();
        assert!(sum % 2 != 0, "the sum of A must be odd, so that no full board ties");
        let mut board = [WHITE; 9];
        takahashi_wins_from(&weights, &mut board, &mut HashMap::new())
    }

    /// Whether Takahashi wins from `board`, a position where the game has not ended.
    fn takahashi_wins_from(
        weights: &[i64],
        board: &mut [u8; 9],
        memo: &mut HashMap<[u8; 9], bool>,
    ) -> bool {
        if let Some(&known) = memo.get(board) {
            return known;
        }
        let painted = board.iter().filter(|&&c| c != WHITE).count();
        let mover = if painted % 2 == 0 { RED } else { BLUE };
        let mut mover_wins = false;
        for cell in 0..9 {
            if board[cell] != WHITE {
                continue;
            }
            board[cell] = mover;
            let red_wins = match finished(weights, board) {
                Some(red_won) => red_won,
                None => takahashi_wins_from(weights, board, memo),
            };
            board[cell] = WHITE;
            if red_wins == (mover == RED) {
                mover_wins = true;
                break;
            }
        }
        let result = mover_wins == (mover == RED);
        memo.insert(*board, result);
        result
    }

    /// After a move: `Some(true)` if the game ends with Takahashi winning, `Some(false)` if it
    /// ends with Aoki winning, `None` if it goes on.
    fn finished(weights: &[i64], board: &[u8; 9]) -> Option<bool> {
        for colour in [RED, BLUE] {
            if LINES.iter().any(|line| line.iter().all(|&cell| board[cell] == colour)) {
                return Some(colour == RED);
            }
        }
        if board.contains(&WHITE) {
            return None;
        }
        let score = |colour: u8| -> i64 {
            (0..9).filter(|&cell| board[cell] == colour).map(|cell| weights[cell]).sum()
        };
        let (red, blue) = (score(RED), score(BLUE));
        assert!(red != blue, "a full board tied, which the statement rules out");
        Some(red > blue)
    }

    #[test]
    fn statement_samples() {
        // Sample 1: Takahashi takes the centre's 1 point; Aoki can never complete a blue line
        // against his blocking, and a full board then ends 1 : 0 (or he makes a red line).
        assert!(takahashi_wins([[0, 0, 0], [0, 1, 0], [0, 0, 0]]));
        // Sample 2: Aoki wins.
        assert!(!takahashi_wins([[-1, 1, 0], [-4, -2, -5], [-4, -1, -5]]));
    }

    #[test]
    fn uniform_boards_by_hand() {
        // Plain tic-tac-toe is a draw: each player can stop the other's line. So a full board
        // decides, and it holds 5 red and 4 blue cells. All weights 1 (sum 9): 5 > 4, Takahashi.
        assert!(takahashi_wins([[1, 1, 1], [1, 1, 1], [1, 1, 1]]));
        // All weights −1 (sum −9): −5 < −4, Aoki.
        assert!(!takahashi_wins([[-1, -1, -1], [-1, -1, -1], [-1, -1, -1]]));
        // A single point in a corner: Takahashi takes it and blocks; 1 : 0 on the full board.
        assert!(takahashi_wins([[1, 0, 0], [0, 0, 0], [0, 0, 0]]));
    }

    #[test]
    fn one_heavy_cell_by_hand() {
        // As above, neither line can be forced, so the full board decides. The centre is worth
        // 10^9 + 1 and the rest 0: Takahashi takes it first and wins the count 10^9 + 1 : 0.
        assert!(takahashi_wins([[0, 0, 0], [0, 1_000_000_001, 0], [0, 0, 0]]));
        // Every cell m = −10^9 except one worth m + 1 (sum 9m + 1, odd): red's 5 cells make at
        // most 5m + 1, blue's 4 cells exactly 4m or 4m + 1, and 5m + 1 < 4m. Aoki wins.
        let m = -1_000_000_000;
        assert!(!takahashi_wins([[m + 1, m, m], [m, m, m], [m, m, m]]));
    }

    #[test]
    #[should_panic(expected = "odd")]
    fn an_even_sum_is_refused() {
        takahashi_wins([[0, 0, 0], [0, 0, 0], [0, 0, 0]]);
    }
}
