//! gamesolver.org · Connect Four (7 columns × 6 rows): one position a line, the columns played
//! from the start (`4455`); the score for the side to move with both sides perfect (22 minus
//! the winner's stones at the end, 0 for a draw, negative for a loss). This file: the problem
//! for the common checks (random, small and max cases, bad inputs) and what its subjects share;
//! the subjects, one a file in `gamesolver_connect4/`:
//! - the rule models: `oracle` (plain negamax over every line of play), `reference`
//!   (alpha-beta with a HashMap of bounds), `any_size` (memoised negamax on any board);
//! - `options` (`--weak`, `--analyze`, `--stats`, `--help`, refusals), `sizes` (other boards),
//!   `play` (`--play` through a pipe), `book`, `server` (`--serve`), `matches` (`--match`);
//! - `scored`: 900 positions of our own from every stage of the game, exact at 1, 2 and 4
//!   threads (tests/data/gamesolver_connect4/scored-*.txt, written by `make connect4-scored`);
//! - `public_sets`: Pons' public benchmark sets, every position exact, where they are
//!   (`../shared/connect4/`): ignored by plain `cargo test`, run by `make test` there, which
//!   says "skipped" elsewhere;
//! - `games`: lines of play as text, also included by the generator of the stored positions;
//! - `bench`: `make bench`'s Connect Four part.
use crate::common::Rng;
use crate::layout::{Layout, LineFormat, UNCHECKED};
use crate::problem::{Case, Problem, RANDOM_CASES};
use std::io::{BufReader, Read, Write};
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

pub struct Game;

const BINARY: &str = "gamesolver_connect4";

/// Positions with at most this many empty cells cost the reference and the oracle little.
const CHEAP_EMPTY: usize = 12;
/// Legal positions with fewer stones may take the binary longer than the harness's 3 s.
const AFFORDABLE_FROM: usize = 16;

/// The moves of an input line as the binary reads it (its CR already cut): spaces and tabs
/// around them are ignored; None when anything else stands in the line.
fn moves_of(line: &str) -> Option<&str> {
    let moves = line.trim_matches(|c| c == ' ' || c == '\t');
    Some(moves).filter(|m| m.bytes().all(|b| (b'1'..=b'7').contains(&b)))
}

/// The reference's answer to a line; None for a bad line, UNCHECKED for a position too deep
/// for a cheap answer.
fn answer_line(line: &str, cheap: bool) -> Option<String> {
    let board = reference::Board::from_moves(moves_of(line)?)?;
    if cheap && 42 - board.moves() > CHEAP_EMPTY {
        return Some(UNCHECKED.to_string());
    }
    Some(reference::score(&board).to_string())
}

/// The moves of a random game of `shortest..=longest` stones that is not over: each move a
/// random column among those with room that do not win (a game left without one starts again).
fn random_game(rng: &mut Rng, shortest: u64, longest: u64) -> String {
    let length = rng.range(shortest, longest) as usize;
    'game: loop {
        let mut position = oracle::Position::from_moves("").expect("the empty board");
        let mut moves = String::new();
        while position.moves_played() < length {
            let open: Vec<usize> =
                (0..7).filter(|&c| position.can_play(c) && !position.wins_by(c)).collect();
            if open.is_empty() {
                continue 'game;
            }
            let column = open[rng.range(0, open.len() as u64 - 1) as usize];
            position = position.play(column);
            moves.push((b'1' + column as u8) as char);
        }
        return moves;
    }
}

/// `moves` with a random few spaces and tabs around them.
fn padded(rng: &mut Rng, moves: &str) -> String {
    let blanks = |rng: &mut Rng| -> String {
        (0..rng.range(0, 2)).map(|_| if rng.range(0, 1) == 0 { ' ' } else { '\t' }).collect()
    };
    let before = blanks(rng);
    format!("{}{}{}", before, moves, blanks(rng))
}

fn position(moves: &str) -> oracle::Position {
    oracle::Position::from_moves(moves).unwrap_or_else(|e| panic!("{:?} refused: {:?}", moves, e))
}

/// The oracle's score of `moves` as a line's answer.
fn oracle_case(rng: &mut Rng, moves: &str) -> Case {
    Case::Line(padded(rng, moves), oracle::score(&position(moves)).to_string())
}

/// Every position (not over) within three moves of `moves`, itself included.
fn within_three(moves: &str) -> Vec<String> {
    let mut all = vec![moves.to_string()];
    let mut frontier = vec![moves.to_string()];
    for _ in 0..3 {
        let mut next = Vec::new();
        for moves in &frontier {
            let from = position(moves);
            for column in (0..7).filter(|&c| from.can_play(c) && !from.wins_by(c)) {
                next.push(format!("{}{}", moves, column + 1));
            }
        }
        all.extend(next.iter().cloned());
        frontier = next;
    }
    all
}

/// A full board without four in a row (the oracle's hand-built draw D).
const FULL_DRAW: &str = "133113311331244224422442577557755775666666";

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::Lines(LineFormat {
            test: answer_line,
            answer_shape: |l| l.parse::<i32>().map_or(false, |v| (-18..=18).contains(&v)),
        })
    }

    /// Random games of 32 to 41 stones (at most 10 empty cells), with blanks around.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        (0..RANDOM_CASES)
            .map(|_| {
                let moves = random_game(rng, 32, 41);
                oracle_case(rng, &moves)
            })
            .collect()
    }

    /// Every position within three moves of 24 random games of 31 to 34 stones (thousands of
    /// lines, one input).
    fn small_cases(&self) -> Vec<Case> {
        let mut rng = Rng::new(13);
        let mut cases = Vec::new();
        for _ in 0..24 {
            let base = random_game(&mut rng, 31, 34);
            for moves in within_three(&base) {
                cases.push(oracle_case(&mut rng, &moves));
            }
        }
        cases
    }

    /// 400 random games of 30 to 41 stones, and the oracle's hand-worked full-board positions.
    fn check_reference(&self) {
        let mut rng = Rng::new(7);
        let mut all: Vec<String> = (0..400).map(|_| random_game(&mut rng, 30, 41)).collect();
        all.extend([FULL_DRAW, &FULL_DRAW[..41], &FULL_DRAW[..36]].iter().map(|s| s.to_string()));
        for moves in all {
            let board = reference::Board::from_moves(&moves).expect("a legal game");
            assert_eq!(reference::score(&board), oracle::score(&position(&moves)), "{}", moves);
        }
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        vec![
            ("4455\n8\n".into(), "18\n"),
            ("0\n".into(), ""),
            ("4a55\n".into(), ""),
            ("4 455\n".into(), ""),
            ("1111111\n".into(), ""),
            ("44455554221\n1212121\n".into(), "-15\n"),
            ("12121212\n".into(), ""),
            (format!("{}4\n", FULL_DRAW), ""),
            ("\u{a0}4455\n".into(), ""),
            ("4455\r\r\n".into(), ""),
            ("33445\n4455\n44é\n".into(), "-18\n18\n"),
        ]
    }

    /// 2,000 random games of 28 to 42 stones, with blanks around and some CRLF line ends.
    fn max_cases(&self, rng: &mut Rng) -> Vec<(&'static str, String)> {
        let mut text = String::new();
        for _ in 0..2000 {
            let moves = random_game(rng, 28, 42);
            text.push_str(&padded(rng, &moves));
            text.push_str(if rng.range(0, 4) == 0 { "\r\n" } else { "\n" });
        }
        vec![("late-positions", text)]
    }

    /// Every legal line before the first bad one has at least `AFFORDABLE_FROM` stones (the
    /// empty piece after the last newline is no line).
    fn fuzz_affordable(&self, input: &[u8]) -> bool {
        let mut lines: Vec<&[u8]> = input.split(|&b| b == b'\n').collect();
        if lines.last().map_or(false, |line| line.is_empty()) {
            lines.pop();
        }
        for line in lines {
            let line = line.strip_suffix(b"\r").unwrap_or(line);
            let board = std::str::from_utf8(line)
                .ok()
                .and_then(moves_of)
                .and_then(reference::Board::from_moves);
            match board {
                Some(board) if board.moves() < AFFORDABLE_FROM => return false,
                Some(_) => {}
                None => return true,
            }
        }
        true
    }
}

// ---- Running the binary with options and a longer time limit ----

/// What a run printed.
struct Output {
    ok: bool,
    status: Option<i32>,
    stdout: String,
    stderr: String,
}

fn binary_path() -> PathBuf {
    assert_cmd::cargo::cargo_bin(BINARY)
}

/// Runs the binary with `args` on `input`, under the judges' 256 MiB, for at most `limit`.
fn run_with(args: &[&str], input: &str, limit: Duration) -> Output {
    let script = format!("ulimit -v {} && exec \"$0\" \"$@\"", crate::common::MEMORY_LIMIT_KIB);
    let output = assert_cmd::Command::new("sh")
        .arg("-c")
        .arg(script)
        .arg(binary_path())
        .args(args)
        .write_stdin(input.to_string())
        .timeout(limit)
        .output()
        .expect("the binary runs");
    Output {
        ok: output.status.success(),
        status: output.status.code(),
        stdout: String::from_utf8_lossy(&output.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
    }
}

/// The binary's answer lines to `lines` with `args`; panics unless it answers them all.
fn answers(args: &[&str], lines: &[String], limit: Duration) -> Vec<String> {
    let input: String = lines.iter().map(|l| format!("{}\n", l)).collect();
    let out = run_with(args, &input, limit);
    assert!(out.ok, "{:?} failed: {}", args, out.stderr);
    let answers: Vec<String> = out.stdout.lines().map(str::to_string).collect();
    assert_eq!(
        answers.len(),
        lines.len(),
        "{:?}: {} answers to {} lines",
        args,
        answers.len(),
        lines.len()
    );
    answers
}

/// The sets of `../shared/connect4/`: file and name.
const SETS: [(&str, &str); 6] = [
    ("Test_L3_R1", "End-Easy"),
    ("Test_L2_R1", "Middle-Easy"),
    ("Test_L2_R2", "Middle-Medium"),
    ("Test_L1_R1", "Begin-Easy"),
    ("Test_L1_R2", "Begin-Medium"),
    ("Test_L1_R3", "Begin-Hard"),
];

/// Pons' part 12 solver as the issue measured it here, for a set (`weak` or not, its first
/// `lines`): mean explored positions, mean time per position in µs (the search alone), and
/// the wall time of the whole run in s.
const PONS: [(&str, bool, usize, f64, f64, f64); 9] = [
    ("Test_L3_R1", false, 1000, 51.3, 4.8, 0.54),
    ("Test_L2_R1", false, 1000, 449.6, 40.0, 0.68),
    ("Test_L2_R2", false, 1000, 39_907.0, 3_770.0, 4.3),
    ("Test_L1_R1", false, 1000, 3_298.0, 292.0, 0.92),
    ("Test_L1_R2", false, 1000, 1_200_785.0, 119_000.0, 120.0),
    ("Test_L1_R3", false, 10, 24_690_000.0, 2_650_000.0, 26.5),
    ("Test_L1_R3", false, 40, 59_897_000.0, 6_280_000.0, 251.0),
    ("Test_L1_R2", true, 1000, 538_682.0, 57_000.0, 58.0),
    ("Test_L1_R3", true, 40, 33_554_812.0, 3_480_000.0, 139.0),
];

mod any_size;
mod book;
mod games;
mod bench;
mod matches;
mod options;
mod oracle;
mod play;
mod public_sets;
mod reference;
mod scored;
mod server;
mod sizes;

use book::{book_line, book_lines, book_path};
use games::{columns_of, scored_lines, shared_columns};
use scored::{scored_file, SCORED};
use public_sets::{all_exact, benchmark_set, sets_dir, strong_exact};
use sizes::{published_score, PUBLISHED};
