//! Writes the stored Connect Four positions of the suite, `tests/data/gamesolver_connect4/
//! scored-{end,middle,beginning}.txt` (`make connect4-scored`, about 10 minutes): per stage of
//! the game, 300 positions of its stones, `<moves> <score>` as in Pons' sets, every score exact.
//!
//! The positions are sensible games from seed 28: each side plays at random among the moves
//! that do not let the other win at once (one move in ten among all that do not make four, so
//! that some games are lost early). A position met before (a mirror image alike) or one of the
//! public sets' (`../shared/connect4/` or `$CONNECT4_SETS`, which must be here: their short
//! lines are met by such games too) is passed over. The score is the oracle's (plain negamax
//! over every line of play) when at most 12 cells are empty, else the reference's (alpha-beta
//! with a HashMap of bounds), and the position is passed over when the reference would visit
//! more than 2·10^6 positions; both are the suite's own files, included here as they are. Then
//! the release binary (`$CARGO_TARGET_DIR` or `target/`) must give every score with
//! `--no-book`. Nothing the binary says goes into the files.
#[allow(dead_code)]
#[path = "../tests/problems/gamesolver_connect4/games.rs"]
mod games;
#[allow(dead_code)]
#[path = "../tests/problems/gamesolver_connect4/oracle.rs"]
mod oracle;
#[allow(dead_code)]
#[path = "../tests/problems/gamesolver_connect4/reference.rs"]
mod reference;

use game_solutions::util::rng::Rng;
use games::{scored_lines, shared_columns};
use std::collections::HashSet;
use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Stdio};

/// Per file: its name, the fewest and the most stones (the suite's `SCORED`).
const SCORED: [(&str, usize, usize); 3] =
    [("scored-end.txt", 29, 41), ("scored-middle.txt", 15, 28), ("scored-beginning.txt", 6, 14)];
const LINES: usize = 300;
const SEED: u64 = 28;
/// Positions with at most this many empty cells are scored by the oracle.
const CHEAP_EMPTY: usize = 12;
/// The most positions the reference may visit for one score.
const BUDGET: u64 = 2_000_000;
const SETS: [&str; 6] =
    ["Test_L3_R1", "Test_L2_R1", "Test_L2_R2", "Test_L1_R1", "Test_L1_R2", "Test_L1_R3"];

/// Uniform in `low..=high` by a remainder, as the suite's `Rng::range` draws it from the same
/// SplitMix64 stream, so that the files come out the same.
fn range(rng: &mut Rng, low: u64, high: u64) -> u64 {
    low + rng.next_u64() % (high - low + 1)
}

/// The moves of a sensible game of `length` stones, not over (see the header).
fn sensible_game(rng: &mut Rng, length: usize) -> String {
    'game: loop {
        let mut position = oracle::Position::from_moves("").expect("the empty board");
        let mut moves = String::new();
        while moves.len() < length {
            let open: Vec<usize> =
                (0..7).filter(|&c| position.can_play(c) && !position.wins_by(c)).collect();
            let gives_a_win = |column: usize| {
                let after = position.play(column);
                (0..7).any(|c| after.can_play(c) && after.wins_by(c))
            };
            let safe: Vec<usize> = open.iter().copied().filter(|&c| !gives_a_win(c)).collect();
            let choices = if safe.is_empty() || range(rng, 0, 9) == 0 { open } else { safe };
            if choices.is_empty() {
                continue 'game;
            }
            let column = choices[range(rng, 0, choices.len() as u64 - 1) as usize];
            position = position.play(column);
            moves.push((b'1' + column as u8) as char);
        }
        return moves;
    }
}

/// The positions of every public set, as `shared_columns`.
fn public_positions(root: &std::path::Path) -> HashSet<Vec<Vec<usize>>> {
    let dir = std::env::var_os("CONNECT4_SETS")
        .map(PathBuf::from)
        .unwrap_or_else(|| root.join("../shared/connect4"));
    let mut all = HashSet::new();
    for file in SETS {
        let path = dir.join(file);
        let text = std::fs::read_to_string(&path).unwrap_or_else(|e| {
            panic!("the public sets, whose positions are left out: {}: {}", path.display(), e)
        });
        all.extend(scored_lines(&text).iter().map(|(m, _)| shared_columns(m)));
    }
    all
}

/// The release binary's answers (`--no-book`) to `lines`.
fn binary_answers(root: &std::path::Path, lines: &[(String, i32)]) -> Vec<String> {
    let target =
        std::env::var_os("CARGO_TARGET_DIR").map_or_else(|| root.join("target"), PathBuf::from);
    let mut child = Command::new(target.join("release/gamesolver_connect4"))
        .arg("--no-book")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("the release binary (cargo build --release)");
    let input: String = lines.iter().map(|(m, _)| format!("{}\n", m)).collect();
    let mut stdin = child.stdin.take().expect("its stdin");
    let writer = std::thread::spawn(move || stdin.write_all(input.as_bytes()));
    let output = child.wait_with_output().expect("its answers");
    writer.join().expect("the writer").expect("written");
    String::from_utf8(output.stdout).expect("text").lines().map(str::to_string).collect()
}

fn main() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let public = public_positions(&root);
    let mut rng = Rng::new(SEED);
    let mut seen = HashSet::new();
    for &(file, fewest, most) in &SCORED {
        let (mut lines, mut passed_over, mut public_ones) = (Vec::new(), 0, 0);
        while lines.len() < LINES {
            let length = range(&mut rng, fewest as u64, most as u64) as usize;
            let moves = sensible_game(&mut rng, length);
            let shared = shared_columns(&moves);
            if !seen.insert(shared.clone()) {
                continue;
            }
            if public.contains(&shared) {
                public_ones += 1;
                continue;
            }
            let score = if 42 - moves.len() <= CHEAP_EMPTY {
                let position = oracle::Position::from_moves(&moves).expect("a legal game");
                Some(oracle::score(&position))
            } else {
                let board = reference::Board::from_moves(&moves).expect("a legal game");
                reference::score_within(&board, BUDGET)
            };
            match score {
                Some(score) => lines.push((moves, score)),
                None => passed_over += 1,
            }
        }
        let got = binary_answers(&root, &lines);
        assert_eq!(got.len(), lines.len(), "the binary answered every line");
        for ((moves, score), got) in lines.iter().zip(&got) {
            assert_eq!(got, &score.to_string(), "the binary on {}", moves);
        }
        let mut text = format!(
            "# gamesolver_connect4: {} positions of {} to {} stones, `<moves> <score>` as in Pons' \
             sets, the score exact.\n# Written by `make connect4-scored` \
             (examples/connect4_scored_positions.rs), seed {}: games of sensible random play; \
             scores by the oracle (at most {} empty cells) or the reference, and the binary's the \
             same; passed over: {} positions too dear for the reference, {} of Pons' sets.\n",
            LINES, fewest, most, SEED, CHEAP_EMPTY, passed_over, public_ones
        );
        text.extend(lines.iter().map(|(m, s)| format!("{} {}\n", m, s)));
        let path = root.join("tests/data/gamesolver_connect4").join(file);
        std::fs::write(&path, text).expect("written");
        eprintln!(
            "{}: {} lines; passed over {} and {}",
            file,
            lines.len(),
            passed_over,
            public_ones
        );
    }
}
