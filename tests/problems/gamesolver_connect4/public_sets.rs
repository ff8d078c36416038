//! Pons' public benchmark sets (`../shared/connect4/`, or the folder `$CONNECT4_SETS` names):
//! every position exact, strong and weak, and the oracle and the reference that scored our own
//! positions held to them. A user's clone has no sets, so these tests are `#[ignore]`d: plain
//! `cargo test` lists them as ignored, never as passed, and `make test` runs them (`--ignored`)
//! where the sets are, and prints "skipped" where they are not. Run here without the sets,
//! each fails saying so.
use super::*;

/// Where the public sets can be had, for the line that says they were skipped.
const SETS_ADDRESS: &str = "https://github.com/gamesolver/gamesolver.github.io/tree/\
cb0df6b976d315f9804c4ad0486b9d1f4adc8f61/data (Pons' test protocol: \
http://blog.gamesolver.org/solving-connect-four/02-test-protocol/)";

/// The folder of the sets: `$CONNECT4_SETS` if set (it must hold them), else
/// `../shared/connect4` beside the project (for a worktree kept in a folder of worktrees,
/// beside that folder); None when there is none.
pub(super) fn sets_dir() -> Option<PathBuf> {
    if let Some(dir) = std::env::var_os("CONNECT4_SETS") {
        let dir = PathBuf::from(dir);
        assert!(dir.is_dir(), "$CONNECT4_SETS names no folder: {}", dir.display());
        return Some(dir);
    }
    let root = crate::common::root();
    let beside = |dir: &std::path::Path| dir.join("../shared/connect4");
    root.ancestors().map(beside).find(|dir| dir.is_dir())
}

/// The first `count` lines of the set `file`, which a test on the sets cannot do without.
pub(super) fn required_set(file: &str, count: usize) -> Vec<(String, i32)> {
    benchmark_set(file, count).unwrap_or_else(|| {
        panic!(
            "the public sets are not here: no ../shared/connect4 beside the project and no \
             $CONNECT4_SETS; put Test_L1_R1 … Test_L3_R1 there from {} (`make test` runs these \
             tests only where the sets are)",
            SETS_ADDRESS
        )
    })
}

/// The first `count` (moves, score) lines of a set; None when the sets are not here.
pub(super) fn benchmark_set(file: &str, count: usize) -> Option<Vec<(String, i32)>> {
    let path = sets_dir()?.join(file);
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("the benchmark set {}: {}", path.display(), e));
    Some(scored_lines(&text).into_iter().take(count).collect())
}

/// Every position of `lines` exact, strong (with `strong_args`) and weak (the two runs side
/// by side); `what` names them in a failure.
pub(super) fn all_exact(what: &str, lines: &[(String, i32)], strong_args: &[&str]) {
    let moves: Vec<String> = lines.iter().map(|(m, _)| m.clone()).collect();
    let limit = Duration::from_secs(600);
    let weak_moves = moves.clone();
    let weak = std::thread::spawn(move || answers(&["--weak"], &weak_moves, limit));
    let strong = answers(strong_args, &moves, limit);
    let weak = weak.join().expect("the weak run");
    for (((moves, score), strong), weak) in lines.iter().zip(&strong).zip(&weak) {
        assert_eq!(strong, &score.to_string(), "{} {}: strong", what, moves);
        assert_eq!(weak, &score.signum().to_string(), "{} {}: weak", what, moves);
    }
}

/// Every position of `lines` exact, strong, on `threads` threads.
pub(super) fn strong_exact(what: &str, lines: &[(String, i32)], threads: &str) {
    let moves: Vec<String> = lines.iter().map(|(m, _)| m.clone()).collect();
    let got = answers(&["--threads", threads], &moves, Duration::from_secs(600));
    for ((moves, score), got) in lines.iter().zip(&got) {
        assert_eq!(got, &score.to_string(), "{} {} on {} threads", what, moves, threads);
    }
}

/// Every position of the set `file` exact: strong on 1, 2 and 4 threads, weak on 2.
fn set_exact(file: &str) {
    let set = required_set(file, usize::MAX);
    all_exact(file, &set, &["--threads", "1"]);
    strong_exact(file, &set, "2");
    strong_exact(file, &set, "4");
}

#[test]
#[ignore = "needs ../shared/connect4; make test runs it there, says skipped elsewhere"]
fn end_easy_exact() {
    set_exact("Test_L3_R1");
}

#[test]
#[ignore = "needs ../shared/connect4; make test runs it there, says skipped elsewhere"]
fn middle_easy_exact() {
    set_exact("Test_L2_R1");
}

#[test]
#[ignore = "needs ../shared/connect4; make test runs it there, says skipped elsewhere"]
fn middle_medium_exact() {
    set_exact("Test_L2_R2");
}

#[test]
#[ignore = "needs ../shared/connect4; make test runs it there, says skipped elsewhere"]
fn begin_easy_exact() {
    set_exact("Test_L1_R1");
}

/// Begin-Medium (some 50 ms a line) strong on 1 thread and weak, its first 30 lines strong
/// on 2 and 4 (kept short: `make test` stays under ten minutes).
#[test]
#[ignore = "needs ../shared/connect4; make test runs it there, says skipped elsewhere"]
fn begin_medium_exact() {
    let set = required_set("Test_L1_R2", usize::MAX);
    all_exact("Test_L1_R2", &set, &["--threads", "1"]);
    strong_exact("Test_L1_R2", &set[..30], "2");
    strong_exact("Test_L1_R2", &set[..30], "4");
}

/// Begin-Hard's first lines, strong, on 2 threads, the first two also on 4 (all of it takes
/// `make bench` a quarter of an hour).
#[test]
#[ignore = "needs ../shared/connect4; make test runs it there, says skipped elsewhere"]
fn begin_hard_first_lines_exact() {
    let set = required_set("Test_L1_R3", 5);
    strong_exact("Test_L1_R3", &set, "2");
    strong_exact("Test_L1_R3", &set[..2], "4");
}

/// The positions of every public set (as `shared_columns`).
fn public_positions() -> std::collections::HashSet<Vec<Vec<usize>>> {
    let mut all = std::collections::HashSet::new();
    for &(file, _) in &SETS {
        all.extend(required_set(file, usize::MAX).iter().map(|(m, _)| shared_columns(m)));
    }
    all
}

/// What the stored positions were scored by, against the public sets:
/// the oracle on every line of End-Easy with at most 10 empty cells, the reference on the first
/// 100 lines of Middle-Easy and Begin-Easy; and no stored position is one of the sets'.
#[test]
#[ignore = "needs ../shared/connect4; make test runs it there, says skipped elsewhere"]
fn oracle_and_reference_agree_with_the_public_sets() {
    let public = public_positions();
    for &(file, _, _) in &SCORED {
        for (moves, _) in scored_file(file) {
            let copied = public.contains(&shared_columns(&moves));
            assert!(!copied, "{} {} is in the public sets", file, moves);
        }
    }
    let end = required_set("Test_L3_R1", usize::MAX);
    let reached: Vec<&(String, i32)> = end.iter().filter(|(m, _)| 42 - m.len() <= 10).collect();
    assert!(reached.len() >= 500, "{} End-Easy lines reached", reached.len());
    for (moves, score) in reached {
        assert_eq!(oracle::score(&position(moves)), *score, "the oracle on {}", moves);
    }
    for file in ["Test_L2_R1", "Test_L1_R1"] {
        for (moves, score) in required_set(file, 100) {
            let board = reference::Board::from_moves(&moves).expect("a legal game");
            assert_eq!(reference::score(&board), score, "the reference on {} {}", file, moves);
        }
    }
}
