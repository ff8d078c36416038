//! The command line: `--weak`, `--analyze` and `--stats` against the oracle, and options
//! refused or explained (`--help`, did-you-mean, conflicts).
use super::*;

#[test]
fn weak_gives_the_sign_of_the_oracle() {
    let mut rng = Rng::new(17);
    let lines: Vec<String> = (0..RANDOM_CASES).map(|_| random_game(&mut rng, 32, 41)).collect();
    let got = answers(&["--weak"], &lines, Duration::from_secs(10));
    for (moves, answer) in lines.iter().zip(&got) {
        let want = oracle::score(&position(moves)).signum();
        assert_eq!(answer, &want.to_string(), "--weak on {}", moves);
    }
}

/// What `--analyze` must print for `moves`: per column `-` when full, else the score of
/// playing there, from `child_score` (the child's score for the opponent).
fn expected_analysis(moves: &str, child_score: &mut dyn FnMut(&str) -> i32) -> String {
    let from = position(moves);
    let win_now = 21 - (from.moves_played() / 2) as i32;
    let cells: Vec<String> = (0..7)
        .map(|c| match (from.can_play(c), from.can_play(c) && from.wins_by(c)) {
            (false, _) => "-".to_string(),
            (true, true) => win_now.to_string(),
            (true, false) => (-child_score(&format!("{}{}", moves, c + 1))).to_string(),
        })
        .collect();
    cells.join(" ")
}

/// A random game of at least `least` stones that is its own mirror image: rounds of four
/// stones, a first-player stone and a second-player stone, then their mirror images.
fn symmetric_game(rng: &mut Rng, least: usize) -> String {
    'game: loop {
        let mut position = oracle::Position::from_moves("").expect("the empty board");
        let mut moves = String::new();
        while moves.len() < least {
            let (first, second) = (rng.range(0, 6) as usize, rng.range(0, 6) as usize);
            if second == 6 - first && first != 3 {
                continue; // the second stone would sit under the first one's mirror image
            }
            for column in [first, second, 6 - first, 6 - second] {
                if !position.can_play(column) || position.wins_by(column) {
                    continue 'game;
                }
                position = position.play(column);
                moves.push((b'1' + column as u8) as char);
            }
        }
        return moves;
    }
}

/// Positions that are their own mirror image (where `--analyze` takes column c's score for
/// column 8 − c) against the oracle, on 1, 2 and 4 threads (the columns shared out).
#[test]
fn analyze_of_a_symmetric_position() {
    let mut rng = Rng::new(31);
    let games: Vec<String> = (0..40).map(|_| symmetric_game(&mut rng, 32)).collect();
    let wants: Vec<String> = games
        .iter()
        .map(|moves| expected_analysis(moves, &mut |child| oracle::score(&position(child))))
        .collect();
    analysis_on_threads(&games, &wants, Duration::from_secs(60));
}

/// `--analyze` of `games` is `wants` on 1, 2 and 4 threads.
fn analysis_on_threads(games: &[String], wants: &[String], limit: Duration) {
    for threads in ["1", "2", "4"] {
        let got = answers(&["--analyze", "--threads", threads], games, limit);
        for ((moves, line), want) in games.iter().zip(&got).zip(wants) {
            assert_eq!(line, want, "--analyze on {} on {} threads", moves, threads);
        }
    }
}

#[test]
fn analyze_gives_the_scores_of_the_children() {
    // Late positions against the oracle.
    let mut rng = Rng::new(19);
    let late: Vec<String> = (0..100).map(|_| random_game(&mut rng, 31, 41)).collect();
    let wants: Vec<String> = late
        .iter()
        .map(|moves| expected_analysis(moves, &mut |child| oracle::score(&position(child))))
        .collect();
    analysis_on_threads(&late, &wants, Duration::from_secs(20));
    // Middle positions against the binary's own scores of each child.
    let middle: Vec<String> = (0..20).map(|_| random_game(&mut rng, 16, 24)).collect();
    let mut children = Vec::new();
    for moves in &middle {
        expected_analysis(moves, &mut |child| {
            children.push(child.to_string());
            0
        });
    }
    let scores = answers(&[], &children, Duration::from_secs(60));
    let score_of: std::collections::HashMap<&str, i32> = children
        .iter()
        .map(String::as_str)
        .zip(scores.iter().map(|s| s.parse().expect("a score")))
        .collect();
    let wants: Vec<String> =
        middle.iter().map(|moves| expected_analysis(moves, &mut |child| score_of[child])).collect();
    analysis_on_threads(&middle, &wants, Duration::from_secs(60));
}

#[test]
fn stats_prints_score_nodes_and_time() {
    let out = run_with(&["--stats", "--threads", "1"], "4455\n44455554221\n33445\n", TEN_S);
    assert!(out.ok, "{}", out.stderr);
    let lines: Vec<Vec<u64>> = out
        .stdout
        .lines()
        .map(|l| {
            l.split(' ').map(|f| f.trim_start_matches('-').parse().expect("a number")).collect()
        })
        .collect();
    assert_eq!(lines.len(), 3);
    assert!(lines.iter().all(|fields| fields.len() == 4 && fields[3] <= fields[1]));
    assert_eq!(lines.iter().map(|f| f[0]).collect::<Vec<_>>(), vec![18, 15, 18]);
    assert!(out.stdout.starts_with("18 ") && out.stdout.contains("\n-15 "));
}

/// `--jobs 3` answers lines three at a time: the same lines as one at a time, in order, the
/// same scores and counts (each line starts from an empty table), and a wrong line after
/// them still refused after the answers before it.
#[test]
fn jobs_answer_as_one_line_at_a_time() {
    let lines = scored::scored_file(scored::SCORED[2].0);
    let input: String = lines.iter().take(12).map(|(m, _)| format!("{}\n", m)).collect();
    // Score, positions and interior positions; not the microseconds.
    let counts = |text: &str| -> Vec<String> {
        let fields = |l: &str| l.split(' ').map(str::to_string).collect::<Vec<_>>();
        text.lines().map(|l| [0, 1, 3].map(|i| fields(l)[i].clone()).join(" ")).collect()
    };
    let alone = run_with(&["--stats", "--no-book", "--table-mib", "16", "--threads", "1"], &input, TEN_S);
    let jobs = run_with(&["--stats", "--no-book", "--table-mib", "16", "--jobs", "3"], &input, TEN_S);
    assert!(alone.ok && jobs.ok, "{}{}", alone.stderr, jobs.stderr);
    assert_eq!(counts(&jobs.stdout), counts(&alone.stdout));
    let scores: Vec<String> = lines.iter().take(12).map(|(_, s)| s.to_string()).collect();
    let got: Vec<String> = jobs.stdout.lines().map(|l| l.split(' ').next().unwrap().to_string()).collect();
    assert_eq!(got, scores);
    let wrong = run_with(&["--jobs", "2", "--table-mib", "16"], &format!("{}4444444\n", input), TEN_S);
    assert!(!wrong.ok && wrong.stdout.lines().count() == 12, "{}", wrong.stdout);
    assert!(wrong.stderr.starts_with("error: line 13"), "{}", wrong.stderr);
}

/// On two threads `--stats` adds each thread's positions, which add up to the positions, and
/// the scores stay (a position of some 10^5 positions, so that the helper takes part; its
/// score from tests/data/gamesolver_connect4/scored-beginning.txt).
#[test]
fn stats_on_threads_prints_each_threads_positions() {
    let out = run_with(&["--stats", "--threads", "2", "--no-book"], "4455\n7455374535\n", TEN_S);
    assert!(out.ok, "{}", out.stderr);
    let lines: Vec<Vec<i64>> = out
        .stdout
        .lines()
        .map(|l| l.split(' ').map(|f| f.parse().expect("a number")).collect())
        .collect();
    assert_eq!(lines.len(), 2);
    for fields in &lines {
        assert_eq!(fields.len(), 6, "{:?}", fields);
        assert_eq!(fields[4] + fields[5], fields[1], "{:?}", fields);
    }
    assert_eq!((lines[0][0], lines[1][0]), (18, -6));
    assert!(lines[1][5] > 0, "the helper searched: {:?}", lines[1]);
}

/// Without `--threads` a search takes every core the process may run on (as `nproc` counts
/// them), so `--stats` names that many threads' positions; with `--jobs`, one thread a line.
#[test]
fn threads_default_to_every_core() {
    let nproc = std::process::Command::new("nproc").output().ok();
    let cores: Option<usize> = nproc.and_then(|o| String::from_utf8_lossy(&o.stdout).trim().parse().ok());
    let cores = match cores {
        Some(cores) => cores.min(256),
        None => return println!("skipped: no `nproc` to count the cores"),
    };
    let fields = |args: &[&str]| {
        let out = run_with(args, "7455374535\n", TEN_S);
        assert!(out.ok, "{}", out.stderr);
        assert!(out.stdout.starts_with("-6 "), "{}", out.stdout);
        out.stdout.split_whitespace().count()
    };
    let per_thread = if cores > 1 { cores } else { 0 };
    assert_eq!(fields(&["--stats", "--no-book"]), 4 + per_thread);
    assert_eq!(fields(&["--stats", "--no-book", "--jobs", "2"]), 4);
}

const TEN_S: Duration = Duration::from_secs(10);

#[test]
fn bad_options_are_refused() {
    let refused: [&[&str]; 28] = [
        &["--fast"],
        &["--analyze", "--stats"],
        &["--play", "8"],
        &["--size", "3x3"],
        &["--size", "9x7"],
        &["--size", "7x6x1"],
        &["--size", "x6"],
        &["--size"],
        &["--table-mib", "0"],
        &["--table-mib", "16385"],
        &["--table-mib", "-4"],
        &["--table-mib", "8", "--size", "8x7"],
        &["--play", "", "--weak"],
        &["--book-lines", "8"],
        &["--jobs", "2", "--match", "perfect", "random"],
        &["--jobs", "65"],
        &["--make-book", "2", "--book-lines", "13"],
        &["--make-book", "2", "--jobs", "0"],
        &["--port", "8000"],
        &["--serve", "--analyze"],
        &["--serve", "--port", "65536"],
        &["--serve", "--host", "no.such.host.invalid"],
        &["--match", "mcts:0", "perfect"],
        &["--match", "perfect"],
        &["--match", "alphabeta:3", "perfect"],
        &["--games", "5"],
        &["--match", "perfect", "random", "--games", "0"],
        &["--match", "perfect", "random", "--analyze"],
    ];
    for args in refused {
        let out = run_with(args, "4455\n", Duration::from_secs(10));
        let status = out.status;
        assert!(status == Some(1) && out.stdout.is_empty(), "{:?}: status {:?}", args, status);
        let one_line = out.stderr.lines().count() == 1;
        assert!(
            out.stderr.starts_with("error: ") && out.stderr.contains("expected") && one_line,
            "{:?}: {}",
            args,
            out.stderr
        );
    }
}

/// Every option of the binary, as `--help` and the header name them.
const OPTIONS: [&str; 20] = [
    "--weak",
    "--analyze",
    "--stats",
    "--play",
    "--no-eval",
    "--size",
    "--table-mib",
    "--book",
    "--no-book",
    "--make-book",
    "--book-lines",
    "--jobs",
    "--threads",
    "--serve",
    "--port",
    "--host",
    "--match",
    "--games",
    "--seed",
    "--help",
];

/// `--help` and `-h`, alone or among other options: what the program does, every option on a
/// line of its own, examples that print what they say; on stdout, status 0. The header of
/// the binary names every option too.
#[test]
fn help_says_what_the_program_does_and_lists_every_option() {
    for args in [&["--help"][..], &["-h"], &["--weak", "--help"], &["--fast", "-h"]] {
        let out = run_with(args, "", Duration::from_secs(10));
        assert!(out.status == Some(0) && out.stderr.is_empty(), "{:?}: {}", args, out.stderr);
        assert!(out.stdout.starts_with("gamesolver_connect4: Connect Four"), "{}", out.stdout);
        let options = out.stdout.split("\nOptions:\n").nth(1).expect("an Options section");
        let options = options.split("\n\n").next().expect("options");
        for option in OPTIONS {
            let names = |line: &str| -> Vec<String> {
                let words = line.split_whitespace().take_while(|w| w.starts_with('-'));
                words.map(|w| w.trim_end_matches(',').to_string()).collect()
            };
            let lines = options.lines().filter(|l| names(l).iter().any(|n| n == option));
            assert_eq!(lines.count(), 1, "{:?}: a line for {}:\n{}", args, option, options);
        }
        assert!(options.lines().any(|l| l.starts_with("  -h, --help")), "{}", options);
        let examples: Vec<&str> =
            out.stdout.split("\nExamples:\n").nth(1).expect("examples").lines().collect();
        assert!(examples.len() >= 2, "{:?}", examples);
        // `echo MOVES | gamesolver_connect4 [ARGS]  # OUTPUT…`: OUTPUT is what it prints.
        let mut checked = 0;
        for example in examples.iter().filter(|e| e.trim_start().starts_with("echo ")) {
            let (command, comment) = example.split_once('#').expect("# what it prints");
            let (moves, args) = command
                .trim()
                .trim_start_matches("echo ")
                .split_once(" | gamesolver_connect4")
                .expect("a pipe");
            let args: Vec<&str> = args.split_whitespace().collect();
            let printed = run_with(&args, &format!("{}\n", moves), Duration::from_secs(10)).stdout;
            let said = comment.trim().split([':', ',']).next().expect("the output");
            assert_eq!(printed.trim_end(), said, "{}", example);
            checked += 1;
        }
        assert!(checked >= 2, "{:?}", examples);
    }
    let source =
        std::fs::read_to_string(crate::common::root().join("src/bin/gamesolver_connect4.rs"))
            .expect("the source");
    let header: String =
        source.lines().take_while(|l| l.starts_with("//!")).collect::<Vec<_>>().join("\n");
    for option in OPTIONS {
        assert!(header.contains(&format!("`{}", option)), "the header names {}", option);
    }
}

/// A wrong command line: one `error:` line that says what was meant, status 1, nothing on
/// stdout.
#[test]
fn option_errors_say_what_was_meant() {
    let cases: [(&[&str], &str); 16] = [
        (&["--size=6x5"], "unknown option `--size=6x5`; did you mean `--size 6x5`?"),
        (&["--book=x.book"], "unknown option `--book=x.book`; did you mean `--book x.book`?"),
        (&["--analyse"], "unknown option `--analyse`; did you mean `--analyze`?"),
        (&["-weak"], "unknown option `-weak`; did you mean `--weak`?"),
        (&["--fast"], "unknown option `--fast`; expected one of --weak, --analyze, "),
        (&["--no-book", "--book", "x.book"], "`--no-book` with `--book`"),
        (&["--book", "x.book", "--no-book"], "`--no-book` with `--book`"),
        (&["--stats", "--analyze"], "`--analyze` with `--stats`"),
        (
            &["4455"],
            "`4455` is a position: expected it on stdin, as in `echo 4455 | gamesolver_connect4`",
        ),
        (&["--weak", "44a"], "`44a` is a position"),
        (&["hello"], "unexpected argument `hello`: expected options only"),
        (&["--weak", "--weak"], "`--weak` given twice"),
        (&["--no-eval"], "`--no-eval` without `--play`"),
        (&["--threads", "0"], "--threads 0: expected a number of threads from 1 to 256"),
        (&["--threads", "2", "--match", "random", "perfect"], "`--match` with `--threads`"),
        (&["--make-book", "2", "--threads", "2"], "`--make-book` with `--threads`"),
    ];
    for (args, message) in cases {
        let out = run_with(args, "4455\n", Duration::from_secs(10));
        assert!(
            out.status == Some(1) && out.stdout.is_empty(),
            "{:?}: status {:?}",
            args,
            out.status
        );
        assert_eq!(out.stderr.lines().count(), 1, "{:?}: {}", args, out.stderr);
        assert!(
            out.stderr.starts_with(&format!("error: {}", message)),
            "{:?}: {}",
            args,
            out.stderr
        );
    }
}
