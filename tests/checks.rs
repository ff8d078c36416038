//! Each check once, for any problem: the registry (`tests/problems/mod.rs`) runs every function
//! here on every problem, as a test of its own named `problems::<check>::<binary>`.
//!
//! - `oracle_random`, `oracle_small`: the binary against its oracle on random small cases and
//!   on every small position, laid out as its judge does, many cases to an input where the
//!   layout allows (random separators, CRLF, LeetCode's three forms).
//! - `reference`: the plain reference solver against the oracle on every small position.
//! - `bad_input`: exit 1, one `error: line …` line that says what was expected, no panic, and
//!   on stdout only the answers of the complete cases before the bad one.
//! - `stored_outputs`: every stored `.out` equals the reference solver's answer on its `.in`.
//! - `max_cases`: the max cases, generated from the problem's fixed seed and answered by its
//!   reference solver, are what `tests/max_cases.txt` records (so every machine tests the
//!   same bytes), and are written into `target/cases/<binary>/` for the judge and `oj test`.
use crate::common::{self, Rng};
use crate::judge;
use crate::layout::{self, Layout, Shape};
use crate::problem::{Case, Problem, RANDOM_CASES};
use crate::problems;
use predicates::prelude::*;

/// A seed of its own for each binary, from its name.
pub fn seed(binary: &str) -> u64 {
    common::digest(binary.as_bytes())
}

pub fn oracle_random(binary: &str) {
    let problem = problems::get(binary);
    let cases = problem.random_cases(&mut Rng::new(seed(binary)));
    assert!(cases.len() >= RANDOM_CASES, "{}: {} random cases", binary, cases.len());
    run_cases(binary, &problem.layout(), cases);
}

pub fn oracle_small(binary: &str) {
    let problem = problems::get(binary);
    run_cases(binary, &problem.layout(), problem.small_cases());
}

pub fn reference(binary: &str) {
    problems::get(binary).check_reference();
}

/// Runs `binary` on `cases` laid out as `layout` says: one input for all of them, or, for a
/// single-test layout, one input each; every answer must be the oracle's.
pub fn run_cases(binary: &str, layout: &Layout, cases: Vec<Case>) {
    if let Some(interactor) = problems::get(binary).interactor() {
        return crate::interactive::run_cases(binary, interactor, cases);
    }
    let inputs = inputs_of(binary, layout, cases);
    let mut failures = Vec::new();
    for (input, expected) in inputs.into_iter().filter(|(_, expected)| !expected.is_empty()) {
        let run = common::run(binary, input.as_bytes());
        if run.code != Some(0) || !common::same_output(&expected, &run.stdout) {
            let shown: String = input.chars().take(2000).collect();
            let diff = common::diff(&expected, &run.stdout);
            failures
                .push(format!("{} on {:?} (stderr {:?}):\n{}", binary, shown, run.stderr, diff));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The inputs that run `cases` laid out as `layout` says, each with its expected output: one
/// input for all of them, or, for a single-test layout, one input each.
fn inputs_of(binary: &str, layout: &Layout, cases: Vec<Case>) -> Vec<(String, String)> {
    let mut rng = Rng::new(seed(binary) ^ 7919);
    match layout {
        Layout::Program(format) if format.shape == Shape::Single => cases
            .into_iter()
            .map(|case| {
                let (text, answer) = program_case(&mut rng, case);
                (text, answer + "\n")
            })
            .collect(),
        Layout::Program(format) => {
            let mut input = match format.shape {
                Shape::Counted(_) => render_lines(&mut rng, &[vec![cases.len() as u64]]),
                _ => String::new(),
            };
            let mut answers = String::new();
            for case in cases {
                let (text, answer) = program_case(&mut rng, case);
                input.push_str(&text);
                answers.push_str(&answer);
                answers.push('\n');
            }
            if let Shape::Sentinel(zeros) = format.shape {
                input.push_str(&render_lines(&mut rng, &[vec![0; zeros]]));
            }
            vec![(input, answers)]
        }
        Layout::Lines(_) | Layout::LeetCode(_) => {
            let (mut input, mut answers) = (String::new(), String::new());
            for case in cases {
                match case {
                    Case::Line(line, answer) => {
                        input.push_str(&line);
                        input.push_str(if rng.range(0, 3) == 0 { "\r\n" } else { "\n" });
                        if answer != layout::SILENT {
                            answers.push_str(&answer);
                            answers.push('\n');
                        }
                    }
                    Case::Params(params, answer) => {
                        input.push_str(&leetcode_case(&mut rng, &params));
                        answers.push_str(&answer);
                        answers.push('\n');
                    }
                    Case::Lines(..) | Case::Text(..) => {
                        panic!("{}: a full program's test in a case", binary)
                    }
                }
            }
            vec![(input, answers)]
        }
    }
}

/// A full program's case as its input text and its answer: lines of numbers written with
/// random separators, or text as it stands.
fn program_case(rng: &mut Rng, case: Case) -> (String, String) {
    match case {
        Case::Lines(lines, answer) => (render_lines(rng, &lines), answer),
        Case::Text(text, answer) => (text, answer),
        _ => panic!("a full program's case is lines of numbers or text"),
    }
}

/// Lines of tokens (numbers, words), each line's tokens joined by random separators, some
/// lines ending in CRLF.
pub fn render_lines<T: ToString>(rng: &mut Rng, lines: &[Vec<T>]) -> String {
    let mut text = String::new();
    for line in lines {
        for (i, token) in line.iter().enumerate() {
            text.push_str(if i == 0 { "" } else { rng.separator() });
            text.push_str(&token.to_string());
        }
        text.push_str(if rng.range(0, 3) == 0 { "\r\n" } else { "\n" });
    }
    text
}

/// One LeetCode case in a random form: the testcase box, the statement, or the result panel.
pub fn leetcode_case(rng: &mut Rng, params: &[(&str, String)]) -> String {
    let newline = if rng.range(0, 3) == 0 { "\r\n" } else { "\n" };
    match rng.range(0, 2) {
        0 => params.iter().map(|(_, value)| format!("{}{}", value, newline)).collect(),
        1 => {
            let pairs: Vec<String> =
                params.iter().map(|(name, value)| format!("{} = {}", name, value)).collect();
            pairs.join(", ") + newline
        }
        _ => params
            .iter()
            .map(|(name, value)| format!("{} ={}{}{}", name, newline, value, newline))
            .collect(),
    }
}

/// Inputs every single-test AcWing binary must refuse (its input opens with a count).
const COUNTED_BAD_INPUTS: &[&str] = &[
    "",
    " \r\n\t ",
    "abc",
    "-1\n",
    "99999999999999999999\n1\n",
    "2\n1 x\n",
    "2\n3\n",
    "1000000000000\n1 2\n",
    "1\n+5\n",
    "1\n1e9\n",
    "1\n0x10\n",
    "1\n2.5\n",
    "1\n\u{0}\n",
    "1\n1\u{00A0}\u{00A0}x",
];

/// Inputs every other full program must refuse before its first test is complete.
const PROGRAM_BAD_INPUTS: &[&str] =
    &["abc", "-1\n", "99999999999999999999\n", "+5\n", "1e9\n", "0x10\n", "2.5\n", "\u{0}\n"];

/// Inputs with no test at all: zero tests where tests run to the end of the input, else bad.
const EMPTY_INPUTS: &[&str] = &["", " \r\n\t "];

/// Inputs every LeetCode-format binary must refuse before its first case is complete.
const LEETCODE_BAD_INPUTS: &[&str] =
    &["", " \r\n\t ", "abc", "\u{0}", "99999999999999999999", "+5", "1e9", "0x10", "2.5"];

/// The inputs every binary of `binary`'s layout refuses, then its own.
fn bad_inputs(binary: &str, problem: &dyn Problem) -> Vec<(Vec<u8>, &'static str)> {
    let shared: Vec<&str> = match problem.layout() {
        Layout::Program(format) => match format.shape {
            Shape::UntilEnd => PROGRAM_BAD_INPUTS.to_vec(),
            Shape::Single if binary.starts_with("acwing_") => {
                [COUNTED_BAD_INPUTS, PROGRAM_BAD_INPUTS].concat()
            }
            _ => [PROGRAM_BAD_INPUTS, EMPTY_INPUTS].concat(),
        },
        Layout::Lines(_) => Vec::new(),
        Layout::LeetCode(_) => LEETCODE_BAD_INPUTS.to_vec(),
    };
    // A shared input that this layout reads as valid (a lone word, for a program that reads
    // one string) is no bad input for it.
    let layout = problem.layout();
    let refused = |input: &&&str| {
        layout::read_layout(&layout, input.as_bytes(), false).map_or(true, |reading| !reading.valid)
    };
    let mut inputs: Vec<(Vec<u8>, &str)> =
        shared.iter().filter(refused).map(|input| (input.as_bytes().to_vec(), "")).collect();
    inputs.push((b"\xFF\xFE1\n".to_vec(), ""));
    let own = problem.bad_inputs();
    assert!(!own.is_empty(), "{} lists no bad inputs of its own", binary);
    inputs.extend(own.into_iter().map(|(input, before)| (input.into_bytes(), before)));
    inputs
}

pub fn bad_input(binary: &str) {
    let problem = problems::get(binary);
    if let Some(interactor) = problem.interactor() {
        let scripts = problem.bad_inputs();
        return crate::interactive::bad_input(binary, interactor, scripts, &judge::cases(binary));
    }
    for (input, printed_before) in bad_inputs(binary, problems::get(binary)) {
        common::limited(binary)
            .write_stdin(input)
            .assert()
            .code(1)
            .stdout(printed_before)
            .stderr(predicate::str::starts_with("error: line "))
            .stderr(predicate::str::contains("expected"))
            .stderr(predicate::str::contains("panicked").not())
            .stderr(predicate::function(|err: &str| err.lines().count() == 1));
    }
}

pub fn stored_outputs(binary: &str) {
    let layout = problems::get(binary).layout();
    let cases = judge::stored_cases(binary);
    assert!(!cases.is_empty(), "{} has no stored case", binary);
    for (case, input, output) in cases {
        let input = String::from_utf8_lossy(&input);
        let expected = layout::answers(&layout, &input, false)
            .unwrap_or_else(|| panic!("{}/{}: not a valid input", binary, case));
        let expected: String = expected.iter().map(|line| format!("{}\n", line)).collect();
        let output = String::from_utf8_lossy(&output);
        assert!(
            common::same_output(&expected, &output),
            "{}/{}: stored {:?}, reference {:?}",
            binary,
            case,
            output,
            expected
        );
    }
}

/// The max cases of `binary`'s generators from its seed: (case name, input).
pub fn generated_max_cases(binary: &str) -> Vec<(String, String)> {
    let cases = problems::get(binary).max_cases(&mut Rng::new(seed(binary)));
    cases.into_iter().map(|(what, input)| (format!("max-{}", what), input)).collect()
}

/// The max cases of `binary` with their answers from the reference solver (never from the
/// binary), sorted by name.
pub fn answered_max_cases(binary: &str) -> Vec<judge::Case> {
    let layout = problems::get(binary).layout();
    let mut cases: Vec<judge::Case> = generated_max_cases(binary)
        .into_iter()
        .map(|(case, input)| {
            let output = layout::expected_output(&layout, &input);
            (case, input.into_bytes(), output.into_bytes())
        })
        .collect();
    cases.sort_by(|a, b| a.0.cmp(&b.0));
    cases
}

pub fn max_cases(binary: &str) {
    // Generated once a build: the judge may have written them already.
    let written = judge::written_by_this_build(binary);
    let cases = if written { judge::max_cases(binary) } else { answered_max_cases(binary) };
    let found: Vec<(String, judge::Fingerprint)> = cases
        .iter()
        .map(|(case, input, output)| (case.clone(), judge::Fingerprint::of(input, output)))
        .collect();
    let recorded = judge::recorded(binary);
    let describe = |cases: &[(String, judge::Fingerprint)], case: &str| {
        let print = cases.iter().find(|(name, _)| name == case).map(|(_, print)| print);
        print.map_or("none".to_string(), |p| {
            format!("{} bytes, digests {:016x} {:016x}", p.input_len, p.input, p.output)
        })
    };
    let mut names: Vec<&String> = found.iter().chain(&recorded).map(|(case, _)| case).collect();
    names.sort();
    names.dedup();
    let differing: Vec<String> = names
        .into_iter()
        .filter(|case| describe(&found, case) != describe(&recorded, case))
        .map(|case| {
            let (now, then) = (describe(&found, case), describe(&recorded, case));
            format!("  {}: generated {}; recorded {}\n", case, now, then)
        })
        .collect();
    assert!(
        differing.is_empty(),
        "{}: max cases differ from tests/max_cases.txt:\n{}if a generator or the reference \
         solver changed on purpose, run make cases P={} and commit tests/max_cases.txt",
        binary,
        differing.concat(),
        binary
    );
    // A max case may also be stored, for reading: then it is the generated one.
    for (case, input, output) in judge::stored_cases(binary) {
        if case.starts_with("max-") {
            let same = cases.iter().any(|c| c.0 == case && c.1 == input && c.2 == output);
            assert!(
                same,
                "tests/data/{}/{}: not what its generator writes; max cases live in \
                 target/cases/ (git rm it)",
                binary, case
            );
        }
    }
    if !written {
        judge::write_cases(binary, &cases);
    }
}

/// `make cases [P=…]`: writes every case of every problem (or of `CASES_ONLY`) into
/// `target/cases/<binary>/`, emptied first: the stored ones copied, the max ones generated and
/// answered by the reference solvers; and records the max cases in `tests/max_cases.txt`.
#[test]
#[ignore = "rewrites target/cases and tests/max_cases.txt; run by `make cases`"]
fn write_cases() {
    let only = std::env::var("CASES_ONLY").ok().filter(|only| !only.is_empty());
    if let Some(only) = &only {
        let registered = problems::all().iter().any(|(binary, _)| binary == only);
        assert!(registered, "CASES_ONLY={}: no such problem in tests/problems/mod.rs", only);
    }
    for (binary, _) in problems::all() {
        if only.as_ref().map_or(false, |only| only != binary) {
            continue;
        }
        let dir = judge::cases_dir(binary);
        if dir.exists() {
            std::fs::remove_dir_all(&dir).expect("empty target/cases/<binary>");
        }
        let cases = answered_max_cases(binary);
        judge::write_cases(binary, &cases);
        judge::rerecord(binary, &cases);
    }
}

/// A one-test-per-line layout whose answer is the line's length, for the harness's own tests.
fn line_lengths() -> Layout {
    Layout::Lines(layout::LineFormat {
        test: |line, _| Some(line.len().to_string()).filter(|_| !line.contains('x')),
        answer_shape: |answer| answer.parse::<usize>().is_ok(),
    })
}

#[test]
fn line_cases_go_in_one_input_one_line_each() {
    let cases = vec![Case::Line("12".into(), "2".into()), Case::Line(String::new(), "0".into())];
    let inputs = inputs_of("a binary", &line_lengths(), cases);
    assert_eq!(inputs.len(), 1);
    let (input, expected) = &inputs[0];
    assert_eq!(input.replace("\r\n", "\n"), "12\n\n");
    assert_eq!(expected, "2\n0\n");
    assert_eq!(layout::answers(&line_lengths(), input, false), Some(vec!["2".into(), "0".into()]));
}

#[test]
fn a_bad_line_ends_the_reading_after_the_lines_before() {
    let reading = layout::read_layout(&line_lengths(), b"abc\r\nx\nlonger\n", false);
    let reading = reading.expect("a program's layout");
    assert_eq!((reading.answers, reading.valid), (vec!["3".to_string()], false));
    let reading = layout::read_layout(&line_lengths(), b"ab\n\ncd", false).expect("a layout");
    assert_eq!((reading.answers.len(), reading.valid), (3, true));
    assert!(
        layout::answer_shape(&line_lengths(), "17") && !layout::answer_shape(&line_lengths(), "x")
    );
}
