//! The scripts behind the make commands a newcomer meets first, run as make runs them: `make
//! list` (tools/list.sh) in the order and with the filter worked out by hand here, `P=` in the
//! spellings of the judges (tools/binary.sh, which make run, judge, help, cases, fuzz and submit
//! use), and `make help` (tools/help.sh) showing each header's rules and every sample.
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
    let output = Command::new("bash")
        .arg(common::root().join("tools").join(name))
        .arg(argument)
        .current_dir(common::root())
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
    // Every row holding the word, in any of its four columns, and no other.
    let holds = |binary: &String| {
        let fields = ["judge", "number", "title"].iter().map(|f| header_field(binary, f));
        let mut text = fields.map(Option::unwrap_or_default).collect::<Vec<_>>().join(" ");
        text.push_str(binary);
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
        let header: Vec<&str> = source
            .iter()
            .take_while(|line| line.starts_with("//!") && !line.starts_with("//! Idea"))
            .map(|line| line.trim_start_matches("//!").trim_start())
            .filter(|line| !line.is_empty())
            .collect();
        for line in &header {
            assert!(trimmed.contains(line), "make help P={} lacks the header's {:?}", binary, line);
        }
        assert!(header.iter().any(|line| line.starts_with("Rules")), "{}: no Rules", binary);
        let accepts = format!("Accepted: {}", header_field(&binary, "accepts").unwrap_or_default());
        assert!(shown.contains(&accepts.as_str()), "make help P={} lacks {:?}", binary, accepts);
        let data = crate::judge::data_dir(&binary);
        let samples = common::sorted_names(&data, ".in");
        let samples: Vec<&String> = samples.iter().filter(|n| n.starts_with("sample-")).collect();
        assert!(!samples.is_empty(), "{} has no sample", binary);
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
