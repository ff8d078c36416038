//! HDU 2147 · kiki's game: a coin on the top-right cell of an n × m board moves one cell left,
//! down or down-left; a player who cannot move loses. Input: tests `n m` until `0 0`;
//! `Wonderful!` when the first player wins, else `What a pity!`. Oracle: the win table over
//! the cells, from the rules.
use crate::common::Rng;
use crate::inputs::line;
use crate::layout::{is_word, words, Format, Layout, Shape, MAX};
use crate::problem::{Case, Problem, RANDOM_CASES};

pub struct Game;

/// Kiki's game: the win table over the distances (r, c) to the far corner, or past `TABLE`
/// its period 2.
fn reference(n: u64, m: u64) -> bool {
    const TABLE: u64 = 40;
    if n > TABLE || m > TABLE {
        return n % 2 == 0 || m % 2 == 0;
    }
    let (n, m) = (n as usize, m as usize);
    let mut wins = vec![vec![false; m]; n];
    for r in 0..n {
        for c in 0..m {
            let lost = |r: usize, c: usize| !wins[r][c];
            wins[r][c] = (r > 0 && lost(r - 1, c))
                || (c > 0 && lost(r, c - 1))
                || (r > 0 && c > 0 && lost(r - 1, c - 1));
        }
    }
    wins[n - 1][m - 1]
}

fn case(n: u64, m: u64) -> Case {
    let wins = oracle::first_player_wins(n as usize, m as usize);
    Case::Lines(vec![vec![n, m]], words("Wonderful!", "What a pity!")(wins))
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::Program(Format {
            shape: Shape::Sentinel(2),
            test: |c| {
                let (n, m) = (c.int(1, MAX)?, c.int(1, MAX)?);
                Some(words("Wonderful!", "What a pity!")(reference(n as u64, m as u64)))
            },
            answer_shape: |l| is_word(l, &["Wonderful!", "What a pity!"]),
        })
    }

    /// Boards of 1..=30 × 1..=30.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        (0..RANDOM_CASES).map(|_| case(rng.range(1, 30), rng.range(1, 30))).collect()
    }

    /// Every board up to 30 × 30: 900 tests in one input.
    fn small_cases(&self) -> Vec<Case> {
        (1..=30).flat_map(|n| (1..=30).map(move |m| case(n, m))).collect()
    }

    /// Every board up to 40 × 40.
    fn check_reference(&self) {
        for n in 1..=40 {
            for m in 1..=40 {
                let want = oracle::first_player_wins(n, m);
                assert_eq!(reference(n as u64, m as u64), want, "{} × {}", n, m);
            }
        }
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        vec![
            ("5 3\n".into(), "What a pity!\n"),
            ("5 4\n0 0\n0 0\n".into(), "Wonderful!\n"),
            ("5 0\n0 0\n".into(), ""),
            ("0 5\n".into(), ""),
        ]
    }

    /// 10^4 boards of 1..=2000 × 1..=2000.
    fn max_cases(&self, rng: &mut Rng) -> Vec<(&'static str, String)> {
        let tests: String = (0..10_000).map(|_| line(&rng.values(2, 1, 2000))).collect();
        vec![("random", tests + "0 0\n")]
    }
}

/// Exhaustive oracle for HDU 2147 "kiki's game". A coin starts on the top-right cell of an
/// `n` x `m` board (`n` rows, `m` columns); a move shifts it one cell left, one cell down, or
/// one cell down-left, staying on the board; a player who cannot move loses. The oracle knows
/// nothing but these rules: it describes the coin by how many rows lie below it and how many
/// columns lie to its left, and labels every such cell as a win or a loss for the player to
/// move, a cell being a win exactly when some legal move reaches a losing cell. Every move
/// lowers one of the two distances and raises neither, so filling the table in increasing
/// order labels each cell after all of its targets; the bottom-left corner has no move.
mod oracle {
    /// Whether the player to move (kiki) wins with the coin on the top-right cell of `n` x `m`.
    pub fn first_player_wins(n: usize, m: usize) -> bool {
        assert!(n >= 1 && m >= 1, "the board needs at least one cell");
        // wins[below][left]: the coin has `below` rows under it and `left` columns left of it.
        let mut wins = vec![vec![false; m]; n];
        for below in 0..n {
            for left in 0..m {
                let left_wins = left > 0 && !wins[below][left - 1];
                let down_wins = below > 0 && !wins[below - 1][left];
                let down_left_wins = below > 0 && left > 0 && !wins[below - 1][left - 1];
                wins[below][left] = left_wins || down_wins || down_left_wins;
            }
        }
        wins[n - 1][m - 1]
    }

    #[test]
    fn statement_sample() {
        // HDU 2147's sample: "5 3" -> What a pity!, "5 4" -> Wonderful!, "6 6" ->
        // Wonderful!, as quoted at https://developer.aliyun.com/article/1050945.
        assert!(!first_player_wins(5, 3));
        assert!(first_player_wins(5, 4));
        assert!(first_player_wins(6, 6));
    }

    #[test]
    fn hand_worked_cases() {
        // 1x1: the coin cannot move at all.
        assert!(!first_player_wins(1, 1));
        // 1x2: move left onto the last cell; the opponent is stuck.
        assert!(first_player_wins(1, 2));
        // 2x2: move down-left into the corner.
        assert!(first_player_wins(2, 2));
        // 1x3: only left moves exist, exactly two of them, so the second player moves last.
        assert!(!first_player_wins(1, 3));
        // 3x1: likewise with two down moves.
        assert!(!first_player_wins(3, 1));
    }
}
