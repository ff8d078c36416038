//! The scripts behind the make commands a newcomer meets first, run as make runs them: `make
//! list` (tools/list.sh) in the order and with the filter worked out by hand here, searching
//! techniques and ideas too; `P=` in the spellings of the judges (tools/binary.sh, which make
//! run, judge, help, cases, fuzz and submit use); `make help` (tools/help.sh) showing each
//! header's rules, idea and every sample, and without P every make target; `make arena`
//! refusing a missing or unstartable player before any game; `make new` listing the
//! placeholders it leaves; the commit hook (tools/hooks/commit-msg); the README's figures and
//! the files it and docs/ name.
use crate::common;
use crate::index::header_field;
use std::process::Command;

/// What a script printed on stdout and stderr, and whether it succeeded.
struct Output {
    ok: bool,
    stdout: String,
    stderr: String,
}

fn script(name: &str, argument: &str) -> Output {
    script_with(name, &[argument])
}

/// Runs tools/`name` with `arguments` from another folder than the project's (the scripts run
/// from any folder).
fn script_with(name: &str, arguments: &[&str]) -> Output {
    let output = Command::new("bash")
        .arg(common::root().join("tools").join(name))
        .args(arguments)
        .current_dir(std::env::temp_dir())
        .output()
        .unwrap_or_else(|e| panic!("cannot run tools/{}: {}", name, e));
    Output {
        ok: output.status.success(),
        stdout: String::from_utf8_lossy(&output.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
    }
}

/// A problem as people name it, from its header: `AcWing 891`, `AtCoder ABC349_E`. (Only a
/// problem's own test file names its binary.)
fn label(binary: &str) -> String {
    let field = |key: &str| header_field(binary, key).unwrap_or_default();
    format!("{} {}", field("judge"), field("number"))
}

/// The technique of each binary: the approach cell of its README row.
fn techniques() -> std::collections::HashMap<String, String> {
    let readme = String::from_utf8(common::read(&common::root().join("README.md"))).expect("UTF-8");
    let rows = readme.lines().filter(|line| line.starts_with("| ["));
    let cells = rows.map(|row| row.split(" | ").map(str::to_string).collect::<Vec<_>>());
    cells
        .filter(|c| c.len() == 4)
        .map(|c| (c[1].trim_matches('`').to_string(), c[2].clone()))
        .collect()
}

/// The idea of `binary`: its header from the line starting `Idea` to the one starting `Cost`
/// or `@`, `//! ` cut, joined by spaces.
fn idea(binary: &str) -> String {
    let source = file_lines(&common::root().join(format!("src/bin/{}.rs", binary)));
    let header = source.iter().take_while(|line| line.starts_with("//!"));
    let text = header.map(|line| line.trim_start_matches("//!").trim_start());
    let from_idea = text.skip_while(|line| !line.starts_with("Idea"));
    let idea = from_idea.take_while(|line| !line.starts_with("Cost") && !line.starts_with('@'));
    idea.collect::<Vec<_>>().join(" ")
}

/// The binaries of `make list [Q=word]`, in its order: the last column of each row.
fn listed(word: &str) -> Vec<String> {
    let output = script("list.sh", word);
    assert!(output.ok, "tools/list.sh {:?} failed: {}", word, output.stderr);
    let mut rows = output.stdout.lines();
    let head: Vec<&str> = rows.next().unwrap_or("").split_whitespace().collect();
    assert_eq!(head, ["judge", "number", "title", "binary"], "make list's heading");
    rows.map(|row| row.split_whitespace().last().unwrap_or("").to_string()).collect()
}

/// The labels of `listed`, kept to those in `order`, must be `order`.
fn assert_in_order(listed: &[String], order: &[&str]) {
    let labels: Vec<String> = listed.iter().map(|binary| label(binary)).collect();
    let kept: Vec<&str> =
        labels.iter().map(String::as_str).filter(|label| order.contains(label)).collect();
    assert_eq!(kept, order, "make list's order");
}

#[test]
fn make_list_sorts_by_judge_then_number_as_numbers() {
    let listed = listed("");
    let mut every = listed.clone();
    every.sort();
    assert_eq!(every, common::binaries(), "make list shows every binary once");
    // The judges, each in one block, in alphabetical order with case aside.
    let judges: Vec<String> =
        listed.iter().map(|binary| header_field(binary, "judge").unwrap_or_default()).collect();
    let mut blocks = judges.clone();
    blocks.dedup();
    let mut sorted = blocks.clone();
    sorted.sort_by_key(|judge| judge.to_lowercase());
    sorted.dedup();
    assert_eq!(blocks, sorted, "make list's judges, each once and in order");
    // Worked by hand: numbers as numbers, contests by name and then number.
    assert_in_order(
        &listed,
        &[
            "AcWing 891",
            "AcWing 894",
            "AcWing 1319",
            "AcWing 1322",
            "AtCoder ABC195_E",
            "AtCoder ABC201_D",
            "AtCoder ABC368_F",
            "AtCoder AGC002_E",
            "AtCoder AGC017_D",
            "AtCoder ARC091_D",
            "AtCoder DP_K",
            "AtCoder DP_L",
            "Codeforces 305E",
            "Codeforces 850C",
            "Codeforces 1147C",
            "Codeforces 1527B1",
            "Codeforces 1537D",
            "CSES 1097",
            "CSES 2208",
            "HDU 1536",
            "Kattis amultiplicationgame",
            "Kattis bachetsgame",
            "LeetCode 292",
            "LeetCode 294",
            "LeetCode 913",
            "LeetCode 1025",
            "LeetCode 2868",
            "LeetCode 3021",
            "Library Checker nim_product_64",
            "Luogu P2197",
            "Luogu P4279",
            "SPOJ MATGAME",
            "SPOJ NGM",
        ],
    );
}

#[test]
fn make_list_keeps_the_rows_holding_a_word() {
    let nim = listed("NiM");
    let labels: Vec<String> = nim.iter().map(|binary| label(binary)).collect();
    // In a title (Nim游戏), a binary's name only (Luogu P4279's title has no Nim), or both.
    for expected in ["AcWing 891", "Luogu P4279", "LeetCode 292"] {
        assert!(labels.iter().any(|l| l == expected), "make list Q=NiM lacks {}", expected);
    }
    assert!(!labels.iter().any(|l| l == "LeetCode 877"), "{:?}", labels);
    // Every row holding the word, in any of its four columns, its technique or its idea, and
    // no other.
    let techniques = techniques();
    let holds = |binary: &String| {
        let fields = ["judge", "number", "title"].iter().map(|f| header_field(binary, f));
        let mut text = fields.map(Option::unwrap_or_default).collect::<Vec<_>>().join(" ");
        text.push_str(binary);
        text.push_str(techniques.get(binary).map_or("", String::as_str));
        text.push_str(&idea(binary));
        text.to_lowercase().contains("nim")
    };
    let expected: Vec<String> = listed("").into_iter().filter(holds).collect();
    assert_eq!(nim, expected, "make list Q=NiM");
    // Titles are searched too: AtCoder DP_L is "Deque", ARC116_F "Deque Game".
    let deque: Vec<String> = listed("deque").iter().map(|binary| label(binary)).collect();
    assert_eq!(deque, ["AtCoder ARC116_F", "AtCoder DP_L"]);
    let nothing = script("list.sh", "no-such-word");
    assert!(!nothing.ok && nothing.stderr.starts_with("error: "), "{}", nothing.stderr);
}

#[test]
fn make_list_finds_techniques_and_ideas_and_shows_the_technique() {
    // Hackenbush is in no title: AOJ 1377's idea (Blue-Red Hackenbush) and technique name it.
    let labels: Vec<String> = listed("hackenbush").iter().map(|binary| label(binary)).collect();
    assert!(labels.contains(&"AOJ 1377".to_string()), "make list Q=hackenbush: {:?}", labels);
    assert!(labels.contains(&"AtCoder AGC017_D".to_string()), "{:?}", labels);
    // Grundy: in many ideas, in no binary's name.
    assert!(listed("grundy").len() >= 10, "make list Q=grundy: {:?}", listed("grundy"));
    // SHOW=technique: a fifth column, each binary's README approach.
    let output = script_with("list.sh", &["", "technique"]);
    assert!(output.ok, "{}", output.stderr);
    let mut rows = output.stdout.lines();
    let head: Vec<&str> = rows.next().unwrap_or("").split_whitespace().collect();
    assert_eq!(head, ["judge", "number", "title", "binary", "technique"]);
    let techniques = techniques();
    let mut shown = 0;
    for row in rows {
        let binary = common::binaries().into_iter().find(|b| row.contains(&format!(" {} ", b)));
        let binary = binary.unwrap_or_else(|| panic!("a row naming no binary: {:?}", row));
        let technique = techniques.get(&binary).map_or("", String::as_str);
        assert!(!technique.is_empty() && row.trim_end().ends_with(technique), "{:?}", row);
        shown += 1;
    }
    assert_eq!(shown, common::binaries().len());
    let unknown = script_with("list.sh", &["", "colour"]);
    assert!(!unknown.ok && unknown.stderr.starts_with("error: "), "{}", unknown.stderr);
}

/// The problem `P=spelling` names, as its label; or the error.
fn named(spelling: &str) -> Result<String, String> {
    let output = script("binary.sh", spelling);
    if output.ok && output.stderr.is_empty() {
        Ok(label(output.stdout.trim_end()))
    } else {
        Err(output.stderr)
    }
}

#[test]
fn p_takes_the_judges_spellings() {
    let spellings = [
        ("abc349e", "AtCoder ABC349_E"),
        ("ABC349E", "AtCoder ABC349_E"),
        ("abc349_e", "AtCoder ABC349_E"),
        ("abc349-e", "AtCoder ABC349_E"),
        ("ABC349", "AtCoder ABC349_E"),
        ("dp_k", "AtCoder DP_K"),
        ("1398B", "Codeforces 1398B"),
        ("1398b", "Codeforces 1398B"),
        ("cf1398b", "Codeforces 1398B"),
        ("CF 1398 B", "Codeforces 1398B"),
        ("codeforces1398B", "Codeforces 1398B"),
        ("1527B1", "Codeforces 1527B1"),
        ("891", "AcWing 891"),
        ("acwing891", "AcWing 891"),
        ("292", "LeetCode 292"),
        ("LC292", "LeetCode 292"),
        ("P2197", "Luogu P2197"),
        ("nim_product_64", "Library Checker nim_product_64"),
        ("MATGAME", "SPOJ MATGAME"),
        ("bachetsgame", "Kattis bachetsgame"),
        ("remove_pairs", "AtCoder ABC354_E"),
        ("stone_game_ii", "LeetCode 1140"),
    ];
    for (spelling, expected) in spellings {
        assert_eq!(named(spelling), Ok(expected.to_string()), "P={:?}", spelling);
    }
    // Every binary's own name names it.
    for binary in common::binaries() {
        let output = script("binary.sh", &binary);
        assert_eq!(output.stdout.trim_end(), binary, "P={}: {}", binary, output.stderr);
    }
    // A word of several names lists them all, one a line, and fails.
    let several = script("binary.sh", "nim");
    assert!(!several.ok && several.stdout.is_empty(), "P=nim: {:?}", several.stdout);
    assert!(several.stderr.starts_with("error: "), "{}", several.stderr);
    for binary in common::binaries() {
        let listed = several.stderr.contains(&format!("\n  {}  (", binary));
        let nim = format!("_{}_", binary).contains("_nim_");
        assert_eq!(listed, nim, "P=nim lists {}: {}", binary, listed);
    }
    for unknown in ["1527B", "abc999_z", ""] {
        assert!(
            named(unknown).map_err(|e| e.starts_with("error: ")) == Err(true),
            "P={:?}",
            unknown
        );
    }
}

/// The lines of a stored file, for finding them in `make help`'s output.
fn file_lines(path: &std::path::Path) -> Vec<String> {
    let text = String::from_utf8(common::read(path)).expect("UTF-8");
    text.lines().map(|line| line.trim_end_matches('\r').to_string()).collect()
}

#[test]
fn make_help_shows_the_header_and_every_sample() {
    for binary in common::binaries() {
        let output = script("help.sh", &binary);
        assert!(output.ok, "make help P={}: {}", binary, output.stderr);
        let shown: Vec<&str> =
            output.stdout.lines().map(|line| line.trim_end_matches('\r')).collect();
        let trimmed: Vec<&str> = shown.iter().map(|line| line.trim_start()).collect();
        let source = file_lines(&common::root().join(format!("src/bin/{}.rs", binary)));
        // The whole header up to its `@` lines: rules, I/O, range, idea, proof sketch, cost.
        let header: Vec<&str> = source
            .iter()
            .take_while(|line| line.starts_with("//!") && !line.starts_with("//! @"))
            .map(|line| line.trim_start_matches("//!").trim_start())
            .filter(|line| !line.is_empty())
            .collect();
        for line in &header {
            assert!(trimmed.contains(line), "make help P={} lacks the header's {:?}", binary, line);
        }
        assert!(header.iter().any(|line| line.starts_with("Rules")), "{}: no Rules", binary);
        assert!(header.iter().any(|line| line.starts_with("Idea")), "{}: no Idea", binary);
        let accepts = format!("Accepted: {}", header_field(&binary, "accepts").unwrap_or_default());
        assert!(shown.contains(&accepts.as_str()), "make help P={} lacks {:?}", binary, accepts);
        let data = crate::judge::data_dir(&binary);
        let samples = common::sorted_names(&data, ".in");
        let samples: Vec<&String> = samples.iter().filter(|n| n.starts_with("sample-")).collect();
        assert!(!samples.is_empty(), "{} has no sample", binary);
        // How to run it, as pasted from the project: on a stored sample, or against its judge.
        let run =
            shown.iter().find_map(|line| line.strip_prefix("Run it on a sample: make run P="));
        match run.and_then(|command| command.split(" < ").nth(1)) {
            Some(input) => assert!(common::root().join(input).is_file(), "{}: {}", binary, input),
            None => {
                assert!(shown.iter().any(|line| line.starts_with("Interactive: ")), "{}", binary)
            }
        }
        for sample in samples {
            for suffix in ["in", "out"] {
                let name = format!("{}.{}", sample, suffix);
                let at = shown.iter().position(|line| *line == format!("== {}", name));
                let at = at.unwrap_or_else(|| panic!("make help P={} lacks {}", binary, name));
                let lines = file_lines(&data.join(&name));
                assert_eq!(&shown[at + 1..at + 1 + lines.len()], lines, "{}/{}", binary, name);
            }
        }
    }
    let output = script("help.sh", "no-such-problem");
    assert!(!output.ok && output.stderr.starts_with("error: "), "{}", output.stderr);
    let commands = script("help.sh", "");
    assert!(commands.ok && commands.stdout.contains("make list"), "{}", commands.stdout);
}

/// The Makefile's targets: the names before `:` at the start of a line.
fn make_targets() -> Vec<String> {
    let makefile = file_lines(&common::root().join("Makefile"));
    let rules =
        makefile.iter().filter_map(|line| line.split(':').next().filter(|_| line.contains(':')));
    let names = rules.filter(|name| {
        !name.is_empty()
            && name.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
    });
    names.map(str::to_string).collect()
}

#[test]
fn make_help_lists_every_target() {
    let targets = make_targets();
    for expected in ["arena", "e2e", "book", "train", "lint", "build", "templates", "test"] {
        assert!(targets.iter().any(|t| t == expected), "the Makefile has no {} target", expected);
    }
    let commands = script("help.sh", "");
    for target in targets {
        let named =
            commands.stdout.lines().any(|line| line.starts_with(&format!("make {}", target)));
        assert!(named, "make help does not list make {}:\n{}", target, commands.stdout);
    }
}

/// `make run` of an interactive problem: at a terminal (a pseudo-terminal from `script`) it plays
/// the program against its judge on the stored sample, or on `CASE=`, line by line, with the
/// verdict and the sample's expected summary (`First`, from the statement); with input piped in
/// it is a plain run, the program's own first answer.
#[test]
fn make_run_plays_an_interactive_problem_against_its_judge() {
    let pty = Command::new("script").arg("--version").output();
    if !pty.map(|output| output.status.success()).unwrap_or(false) {
        return println!("skipped: make run at a terminal (no `script` here for a terminal)");
    }
    let case = std::env::temp_dir().join(format!("run-case-{}.in", std::process::id()));
    std::fs::write(&case, "4\nrandom 3\n").expect("a temporary file");
    let at_terminal = |case: &str| {
        let command = format!("CASE={} bash tools/run.sh 1404d", case);
        let output = Command::new("script")
            .args(["-qec", &command, "/dev/null"])
            .current_dir(common::root())
            .stdin(std::process::Stdio::null())
            .output()
            .expect("script runs");
        let text = String::from_utf8_lossy(&output.stdout).replace('\r', "");
        (output.status.success(), text)
    };
    let (ok, text) = at_terminal("");
    let lines: Vec<&str> = text.lines().map(str::trim_end).collect();
    assert!(ok, "{}", text);
    for line in ["judge    2", "program  First", "verdict  AC First", "-- expected AC First"] {
        assert!(
            lines.contains(&line),
            "make run P=1404d at a terminal lacks {:?}:\n{}",
            line,
            text
        );
    }
    let (ok, text) = at_terminal(&case.to_string_lossy());
    assert!(ok && text.contains("judge    4") && text.contains("verdict  AC First"), "{}", text);
    let _ = std::fs::remove_file(&case);
    let piped = Command::new("bash")
        .args(["-c", "echo 2 | bash tools/run.sh 1404d"])
        .current_dir(common::root())
        .output()
        .expect("run.sh runs");
    let stdout = String::from_utf8_lossy(&piped.stdout);
    assert_eq!(stdout.lines().next(), Some("First"), "piped: {}", stdout);
    assert!(!stdout.contains("judge"), "piped: {}", stdout);
}

#[test]
fn make_help_says_how_an_interactive_problem_runs() {
    let output = script("help.sh", "1404d");
    assert!(output.ok, "{}", output.stderr);
    assert!(output.stdout.contains("make run P=1404d CASE="), "{}", output.stdout);
    assert!(output.stdout.contains("--run target/release/codeforces_1404d"), "{}", output.stdout);
    assert!(!output.stdout.contains("< input.txt"), "{}", output.stdout);
    let plain = script("help.sh", "891");
    // The problem's own stored sample, by the folder P=891 names (only its problem's file
    // spells a binary's name).
    let binary = common::binaries().into_iter().find(|b| b.starts_with("acwing_891_"));
    let sample = format!("make run P=891 < tests/data/{}/sample-1.in", binary.expect("891"));
    assert!(plain.stdout.contains(&sample), "{}", plain.stdout);
}

/// CONTRIBUTING.md's commit rule, as git's commit-msg hook: a subject of at most 72 characters
/// (counted as characters, `≤` one), comments skipped; a longer one is refused in one line.
#[test]
fn the_commit_hook_holds_subjects_to_72_characters() {
    let file = std::env::temp_dir().join(format!("commit-msg-{}", std::process::id()));
    let file_name = file.to_string_lossy().into_owned();
    for (subject, accepted) in [
        ("x".repeat(72), true),
        ("≤".repeat(72), true),
        ("x".repeat(73), false),
        ("≤".repeat(73), false),
        (String::new(), false),
    ] {
        let message = format!("# a comment line, longer than seventy-two characters, which git drops\n{}\n\nbody, as long as it likes: {}\n", subject, "y".repeat(100));
        std::fs::write(&file, message).expect("a temporary file");
        let output = script_with("hooks/commit-msg", &[&file_name]);
        assert_eq!(output.ok, accepted, "{:?}: {}", subject, output.stderr);
        let refused = output.stderr.lines().count() == 1 && output.stderr.starts_with("error: ");
        assert!(accepted || refused, "{:?}: {}", subject, output.stderr);
    }
    let _ = std::fs::remove_file(&file);
}

#[test]
fn make_arena_refuses_a_missing_player_before_any_game() {
    // A missing A or B: an error before anything is built or played.
    for (a, b) in [("", ""), ("random", ""), ("", "greedy"), (" ", "random")] {
        let output = script_with("arena.sh", &[a, b]);
        assert!(!output.ok && output.stdout.is_empty(), "A={:?} B={:?}: {}", a, b, output.stdout);
        assert!(output.stderr.starts_with("error: say who plays"), "{}", output.stderr);
    }
    // A command that cannot start: the referee's own check (its problem's tests).
}

#[test]
fn make_new_lists_the_placeholders_it_leaves() {
    if Command::new("python3").arg("--version").output().is_err() {
        println!("skipped: no python3 for tools/new.py");
        return;
    }
    // A copy of what make new reads and writes, so that the project is left as it is.
    let dir = common::target_dir().join("tmp").join("make-new");
    let _ = std::fs::remove_dir_all(&dir);
    for folder in ["tools", "templates", "src/bin", "tests/problems"] {
        std::fs::create_dir_all(dir.join(folder)).expect("a folder");
    }
    let root = common::root();
    let mut files = vec!["README.md".to_string(), "tests/problems/mod.rs".to_string()];
    for folder in ["tools", "templates", "src"] {
        for entry in std::fs::read_dir(root.join(folder)).expect(folder) {
            let name = entry.expect("entry").file_name().to_string_lossy().into_owned();
            if name.ends_with(".rs") || name.ends_with(".py") {
                files.push(format!("{}/{}", folder, name));
            }
        }
    }
    for file in &files {
        std::fs::copy(root.join(file), dir.join(file)).expect("a copy");
    }
    let output = Command::new("python3")
        .arg(dir.join("tools/new.py"))
        .arg("acwing_99999_a_new_game")
        .output()
        .expect("python3 runs");
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    let binary = "src/bin/acwing_99999_a_new_game.rs";
    for expected in [
        format!("{}:1 ", binary),
        format!("{}:13 ", binary),
        "tests/problems/acwing_99999_a_new_game.rs:13 ".to_string(),
        "tests/data/acwing_99999_a_new_game/sample-1.in ".to_string(),
        "[AcWing 99999]: unknown".to_string(),
    ] {
        assert!(stdout.contains(&expected), "make new lacks {:?}:\n{}", expected, stdout);
    }
    // The pasted library parts (after the skeleton's 30 lines) hold no placeholder.
    for line in stdout.lines().filter_map(|l| l.trim_start().strip_prefix(&format!("{}:", binary)))
    {
        let number: usize = line.split(' ').next().and_then(|n| n.parse().ok()).unwrap_or(0);
        assert!((1..=30).contains(&number), "a placeholder in a pasted part: {}", line);
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// The README's text.
fn readme() -> String {
    String::from_utf8(common::read(&common::root().join("README.md"))).expect("UTF-8")
}

/// The number just before `unit` in `text` after `prefix` (the first such), e.g. `about 52 MB`.
fn figure(text: &str, prefix: &str, unit: &str) -> Option<f64> {
    let at = text.find(prefix)? + prefix.len();
    let rest = &text[at..];
    let number: String = rest.chars().take_while(|c| c.is_ascii_digit() || *c == '.').collect();
    rest[number.len()..].starts_with(unit).then(|| number.parse().ok()).flatten()
}

#[test]
fn the_readme_facts_are_true() {
    let readme = readme();
    let flat = readme.split_whitespace().collect::<Vec<_>>().join(" ");
    // The number of programs and of the table's rows.
    let programs = figure(&flat, "There are ", " programs").expect("There are N programs");
    let rows = readme.lines().filter(|line| line.starts_with("| [")).count();
    assert_eq!(programs as usize, common::binaries().len(), "the README's count of programs");
    assert_eq!(rows, common::binaries().len(), "the README's problem rows");
    // make test's time, said alike by the README and make help.
    let help = script("help.sh", "").stdout.split_whitespace().collect::<Vec<_>>().join(" ");
    let said = figure(&flat, "the suite (about ", " minutes on 2 cores").expect("README: time");
    let helped = figure(&help, "the suite): about ", " minutes on 2").expect("make help: time");
    assert_eq!(said, helped, "make test's time: README {} min, make help {} min", said, helped);
    // The first screen's command runs as pasted: its input is a stored file.
    let first = readme.lines().find(|l| l.trim_start().starts_with("make run P=891 <"));
    let input = first.and_then(|l| l.split('<').nth(1)).and_then(|r| r.split_whitespace().next());
    let input = input.expect("the first screen's make run P=891 < FILE");
    assert!(common::root().join(input).is_file(), "the README's {} does not exist", input);
    // The programs' Rust version is Cargo.toml's rust-version.
    let cargo = String::from_utf8(common::read(&common::root().join("Cargo.toml"))).expect("UTF-8");
    let msrv = cargo.lines().find_map(|l| l.strip_prefix("rust-version = ")).expect("rust-version");
    let stated = format!("programs build with Rust {} or newer", msrv.trim_matches('"'));
    assert!(flat.contains(&stated), "README lacks {:?}", stated);
    // The clone's files: their size within a quarter of the README's figure.
    let listed = Command::new("git").args(["ls-files", "-z"]).current_dir(common::root()).output();
    let listed = match listed {
        Ok(output) if output.status.success() => output.stdout,
        _ => return println!("skipped: the clone's size (no git checkout here)"),
    };
    let bytes: u64 = listed
        .split(|&b| b == 0)
        .filter(|name| !name.is_empty())
        .filter_map(|name| {
            std::fs::metadata(common::root().join(String::from_utf8_lossy(name).into_owned())).ok()
        })
        .map(|meta| meta.len())
        .sum();
    let megabytes = bytes as f64 / 1e6;
    let stated = figure(&flat, "MB: ", " MB of files").expect("README: N MB of files");
    assert_near("the clone's files take", megabytes, stated);
    // The history: git's objects, packed and loose, within a quarter of the README's figure.
    let git = |args: &[&str]| {
        let output = Command::new("git").args(args).current_dir(common::root()).output();
        String::from_utf8_lossy(&output.expect("git").stdout).into_owned()
    };
    if git(&["rev-parse", "--is-shallow-repository"]).starts_with("true") {
        return println!("skipped: the history's size (a shallow clone here)");
    }
    let kib: f64 = git(&["count-objects", "-v"])
        .lines()
        .filter_map(|l| l.strip_prefix("size: ").or_else(|| l.strip_prefix("size-pack: ")))
        .map(|n| n.trim().parse::<f64>().expect("KiB"))
        .sum();
    let history = kib * 1024.0 / 1e6;
    let stated = figure(&flat, "files and ", " MB of history").expect("README: N MB of history");
    assert_near("the history takes", history, stated);
    let stated = figure(&flat, "A clone holds about ", " MB").expect("README: a clone's MB");
    let whole = bytes as f64 / 1e6 + history;
    assert_near("a clone holds", whole, stated);
    // A shallow clone: its files and its one commit's objects.
    let shallow = std::env::temp_dir().join(format!("readme-shallow-{}", std::process::id()));
    let source = format!("file://{}", common::root().display());
    let cloned = Command::new("git")
        .args(["clone", "-q", "--depth", "1", &source])
        .arg(&shallow)
        .output()
        .expect("git");
    assert!(cloned.status.success(), "{}", String::from_utf8_lossy(&cloned.stderr));
    let shallow_bytes = folder_bytes(&shallow);
    let _ = std::fs::remove_dir_all(&shallow);
    let megabytes = shallow_bytes as f64 / 1e6;
    let stated = figure(&flat, "--depth 1` holds about ", " MB").expect("README: depth 1 MB");
    assert_near("git clone --depth 1 takes", megabytes, stated);
}

/// `what` measured within a quarter (and half a megabyte) of the README's `stated` MB.
fn assert_near(what: &str, measured: f64, stated: f64) {
    let close = (measured - stated).abs() <= stated / 4.0 + 0.5;
    assert!(close, "{} {:.1} MB, the README says {} MB", what, measured, stated);
}

/// The bytes of the files under `folder`.
fn folder_bytes(folder: &std::path::Path) -> u64 {
    std::fs::read_dir(folder)
        .expect("a folder")
        .map(|entry| entry.expect("an entry"))
        .map(|entry| match entry.file_type().expect("a type").is_dir() {
            true => folder_bytes(&entry.path()),
            false => entry.metadata().expect("metadata").len(),
        })
        .sum()
}

/// Every source file the README, CONTRIBUTING.md and docs/ name (`src/…rs`, `tests/…rs`,
/// `tools/…`) exists: files move (src/mnk/agents/, src/util/) and the text must follow.
#[test]
fn the_files_the_docs_name_exist() {
    let mut texts = vec![common::root().join("README.md"), common::root().join("CONTRIBUTING.md")];
    texts.extend(
        common::sorted_names(&common::root().join("docs"), ".md")
            .iter()
            .map(|name| common::root().join("docs").join(format!("{}.md", name))),
    );
    let mut missing = Vec::new();
    for text in &texts {
        let text_name = text.strip_prefix(common::root()).expect("inside").display().to_string();
        let body = String::from_utf8(common::read(text)).expect("UTF-8");
        for quoted in body.split('`').skip(1).step_by(2) {
            let named =
                ["src/", "tests/", "tools/", "examples/"].iter().any(|p| quoted.starts_with(p));
            let path = quoted.split(&[' ', ':'][..]).next().unwrap_or_default();
            let file = path.ends_with(".rs") || path.ends_with(".sh") || path.ends_with(".py");
            if named && file && !path.contains('<') && !common::root().join(path).is_file() {
                missing.push(format!("{}: {}", text_name, path));
            }
        }
    }
    assert!(missing.is_empty(), "named but not there: {:?}", missing);
}
