//! The checks of the interactive problems, which the common checks hand over to (a problem is
//! interactive when its `Problem::interactor` is Some). A case is a case file for the
//! interactor (tests/interact/), its answer the summary the reference predicts; its layout in
//! the problem file reads case files, so stored and max cases, `make cases` and the record work
//! as for every problem. What differs is how the binary runs: against the interactor, over
//! pipes, under the problem's time limit.
//!
//! - `run_cases` (oracle_random, oracle_small): every case against every adversary, each won
//!   with the oracle's summary.
//! - `judge_binary` (the judge's table): every stored and max case as its file says.
//! - `bad_input`: scripts of judge lines, fed whole, that the program must refuse (one `error:
//!   line …` line, status 1, no panic); then a hostile judge: real games in which one judge line
//!   is replaced by garbage or given an extra token, refused the same way.
//! - tests here: programs that cheat or stall, each given its verdict within the time limit.
use crate::common;
use crate::interact::{self, Game, Interactor, Verdict, ADVERSARIES};
use crate::problem::Case;
use std::process::Command;
use std::time::Duration;

/// The release-built `binary` under the memory limit, as `common::limited` runs it.
fn program(binary: &str) -> Command {
    let path = assert_cmd::cargo::cargo_bin(binary);
    assert!(path.is_file(), "no binary {}", path.display());
    let mut command = Command::new("sh");
    let script = format!("ulimit -v {} && exec \"$0\"", common::MEMORY_LIMIT_KIB);
    command.arg("-c").arg(script).arg(path);
    command
}

/// A shell script playing as a program (for the cheaters).
fn script(text: &str) -> Command {
    let mut command = Command::new("sh");
    command.arg("-c").arg(text);
    command
}

fn limit(binary: &str) -> Duration {
    crate::index::time_limit(binary)
}

/// `case` with its adversary line replaced by `adversary` (the same seed).
fn with_adversary(case: &str, adversary: &str) -> String {
    let mut lines: Vec<String> = case.lines().map(str::to_string).collect();
    if let Some(last) = lines.iter_mut().rev().find(|line| !line.trim().is_empty()) {
        let seed = last.split_whitespace().nth(1).unwrap_or("1").to_string();
        *last = format!("{} {}", adversary, seed);
    }
    lines.join("\n") + "\n"
}

/// The last lines of a game, for a report.
fn tail(game: &Game) -> String {
    let from = game.transcript.len().saturating_sub(8);
    game.transcript[from..].join(" | ")
}

/// Every case against every adversary: each must be won with the oracle's summary.
pub fn run_cases(binary: &str, interactor: &dyn Interactor, cases: Vec<Case>) {
    let mut failures = Vec::new();
    for case in cases {
        let (text, expected) = match case {
            Case::Text(text, expected) => (text, expected),
            _ => panic!("{}: an interactive case is a case file (Case::Text)", binary),
        };
        for adversary in ADVERSARIES.iter() {
            let text = with_adversary(&text, adversary.name());
            let game =
                interact::play_against(interactor, &text, program(binary), limit(binary), None);
            if game.verdict != Verdict::Accepted(expected.clone()) {
                failures.push(format!(
                    "{} on {:?}: {} {} (expected AC {}); {}; stderr {:?}",
                    binary,
                    text,
                    game.verdict.code(),
                    game.verdict.detail(),
                    expected,
                    tail(&game),
                    game.stderr
                ));
            }
        }
    }
    let shown: Vec<&String> = failures.iter().take(10).collect();
    assert!(failures.is_empty(), "{} games failed:\n{:?}", failures.len(), shown);
}

/// The judge's table for an interactive binary: every case as its file says, AC when won with
/// the summary of its `.out`.
pub fn judge_binary(
    binary: &str,
    interactor: &dyn Interactor,
    cases: &[crate::judge::Case],
) -> (usize, Vec<String>) {
    let mut failures = Vec::new();
    for (case, input, output) in cases {
        let text = String::from_utf8_lossy(input);
        let expected = String::from_utf8_lossy(output).trim().to_string();
        let game = interact::play_against(interactor, &text, program(binary), limit(binary), None);
        let verdict = match &game.verdict {
            Verdict::Accepted(summary) if *summary != expected => "WA",
            verdict => verdict.code(),
        };
        println!("{}", crate::judge::row(verdict, game.elapsed, limit(binary), binary, case));
        if verdict != "AC" {
            failures.push(format!(
                "{} {}/{}: {} (expected {})\n    {}\n    stderr: {}\n",
                verdict,
                binary,
                case,
                game.verdict.detail(),
                expected,
                tail(&game),
                game.stderr.trim_end()
            ));
        }
    }
    (cases.len(), failures)
}

/// Whether a run refused its input the way every binary must: status 1, one `error: line …`
/// line saying what was expected, no panic.
fn refused(code: Option<i32>, stderr: &str) -> bool {
    code == Some(1)
        && stderr.starts_with("error: line ")
        && stderr.contains("expected")
        && !stderr.contains("panicked")
        && stderr.lines().count() == 1
}

/// Garbage no judge line may hold: each stands where a number or a word is due.
const GARBAGE: &[&str] = &["x", "1e9", "2.5", "+5 1", "99999999999999999999 1", "0x10"];

/// A judge line with one token too many (`{line}` is the line itself): a judge line is read as
/// a line, so the program refuses it rather than read the token as the next line's.
const EXTRA: &[&str] = &["{line} 7", "{line} 0"];

/// Scripts of judge lines the program must refuse, then a hostile judge on `cases`: in each,
/// one judge line (the first, the second, the fifth) replaced by garbage, and one given an
/// extra token.
pub fn bad_input(
    binary: &str,
    interactor: &dyn Interactor,
    scripts: Vec<(String, &'static str)>,
    cases: &[crate::judge::Case],
) {
    assert!(!scripts.is_empty(), "{} lists no bad judge lines of its own", binary);
    for (input, _) in scripts {
        let run = common::run(binary, input.as_bytes());
        assert!(
            refused(run.code, &run.stderr),
            "{} on {:?}: exit {:?}, stderr {:?}",
            binary,
            input,
            run.code,
            run.stderr
        );
    }
    let mut games = 0;
    for (n, (case, input, _)) in cases.iter().enumerate() {
        let text = String::from_utf8_lossy(input);
        for line in [0, 1, 4] {
            let garbage = GARBAGE[(n + line) % GARBAGE.len()];
            let extra = EXTRA[(n + line) % EXTRA.len()];
            for corrupt in [garbage, extra] {
                let game = interact::play_against(
                    interactor,
                    &text,
                    program(binary),
                    limit(binary),
                    Some((line, corrupt.to_string())),
                );
                if game.corrupted {
                    games += 1;
                    assert!(
                        refused(game.code, &game.stderr),
                        "{}/{}: judge line {} sent as {:?}: exit {:?}, stderr {:?}; {}",
                        binary,
                        case,
                        line + 1,
                        corrupt,
                        game.code,
                        game.stderr,
                        tail(&game)
                    );
                }
            }
        }
    }
    assert!(games > 0, "{}: no hostile game reached a corrupted line", binary);
}

/// Each cheater on its case: the verdict, its reason, and no more than the time limit and a
/// second of grace.
pub fn assert_caught(binary: &str, cheaters: &[(&str, &str, &str, &str)]) {
    let interactor = interact::interactor(binary).expect("an interactive binary");
    for (what, case, program, expected) in cheaters {
        let game = interact::play_against(interactor, case, script(program), limit(binary), None);
        let said = format!("{} {}", game.verdict.code(), game.verdict.detail());
        assert!(
            said.starts_with(expected),
            "{}: {}: {:?}, expected {:?}",
            binary,
            what,
            said,
            expected
        );
        assert!(
            game.elapsed <= limit(binary) + Duration::from_secs(1),
            "{}: {} took {:?}",
            binary,
            what,
            game.elapsed
        );
    }
}
