//! The index keeps itself true: every binary's header carries its metadata in one fixed form
//! (`//! @key value` lines); the README's problem table has exactly one row per binary, sorted
//! by judge and then by problem number as numbers (taken from the headers), each row short
//! enough for a terminal, with the header's link and the start of its complexity; and
//! every relative link of README.md and docs/*.md leads to a file that exists.
use crate::common;
use std::cmp::Ordering;
use std::path::Path;
use std::time::Duration;

/// The metadata every header carries.
const FIELDS: &[&str] =
    &["judge", "number", "title", "link", "time-limit", "accepts", "complexity"];

/// The widest row of the problem table, in characters: it reads in a terminal without wrapping.
const MAX_ROW_CHARS: usize = 120;

fn source(binary: &str) -> String {
    String::from_utf8(common::read(&common::root().join(format!("src/bin/{}.rs", binary))))
        .expect("UTF-8")
}

/// The value of the header line `//! @key value` of `binary`.
pub fn header_field(binary: &str, key: &str) -> Option<String> {
    let prefix = format!("//! @{} ", key);
    let source = source(binary);
    let header = source.lines().take_while(|line| line.starts_with("//!"));
    let value = header.filter_map(|line| line.strip_prefix(&prefix)).next();
    value.map(|v| v.trim().to_string())
}

/// The time limit in the header (`@time-limit 2 s`), 1 s when it says none.
pub fn time_limit(binary: &str) -> Duration {
    let seconds = header_field(binary, "time-limit")
        .and_then(|v| v.trim_end_matches(" s").parse::<f64>().ok());
    Duration::from_secs_f64(seconds.unwrap_or(1.0))
}

fn readme() -> String {
    String::from_utf8(common::read(&common::root().join("README.md"))).expect("UTF-8")
}

/// The rows of the README's problem table (the lines that start with a problem's link), whole.
fn readme_rows(readme: &str) -> Vec<&str> {
    readme.lines().filter(|line| line.starts_with("| [")).collect()
}

fn cells(row: &str) -> Vec<String> {
    row.trim_matches('|').split('|').map(|cell| cell.trim().to_string()).collect()
}

/// The first `code` span of a cell.
fn first_code(cell: &str) -> &str {
    cell.split('`').nth(1).unwrap_or("")
}

/// A run of a problem number: digits compare as numbers, the rest as text, ignoring case.
#[derive(PartialEq, Eq, PartialOrd, Ord, Debug)]
enum Run {
    Digits(u64),
    Text(String),
}

/// A problem number cut into runs, so that 891 comes before 1319, 1527B1 before 1537D, and
/// ABC195_E before ABC201_D before AGC002_E.
fn number_key(number: &str) -> Vec<Run> {
    let mut runs: Vec<Run> = Vec::new();
    let mut text = String::new();
    let mut digits = String::new();
    for c in number.chars() {
        if c.is_ascii_digit() {
            if !text.is_empty() {
                runs.push(Run::Text(std::mem::take(&mut text)));
            }
            digits.push(c);
        } else {
            if !digits.is_empty() {
                runs.push(Run::Digits(digits.parse().unwrap_or(u64::MAX)));
                digits.clear();
            }
            text.extend(c.to_lowercase());
        }
    }
    if !text.is_empty() {
        runs.push(Run::Text(text));
    }
    if !digits.is_empty() {
        runs.push(Run::Digits(digits.parse().unwrap_or(u64::MAX)));
    }
    runs
}

/// The index's order, from the headers: judge (ignoring case), then number as numbers.
fn index_order(a: &str, b: &str) -> Ordering {
    let key = |binary: &str| {
        let field = |key: &str| header_field(binary, key).unwrap_or_default();
        (field("judge").to_lowercase(), number_key(&field("number")))
    };
    key(a).cmp(&key(b)).then_with(|| a.cmp(b))
}

/// The link label of a binary's row: `[judge number]`, as its header names them.
fn label(binary: &str) -> String {
    let field = |key: &str| header_field(binary, key).unwrap_or_default();
    format!("[{} {}]", field("judge"), field("number"))
}

/// The target of the reference definition `[label]: target` in `text`.
fn definition<'a>(text: &'a str, label: &str) -> Option<&'a str> {
    let prefix = format!("{}: ", label);
    text.lines().find_map(|line| line.strip_prefix(&prefix)).map(str::trim)
}

/// Whether `start` is the start of `text` in whole words, its brackets closed: `O(n log n)` of
/// `O(n log n) time, O(n) memory`, not `O(n` nor `O(n) ti`.
fn starts_with_words(text: &str, start: &str) -> bool {
    let rest = match text.strip_prefix(start) {
        Some(rest) => rest,
        None => return false,
    };
    let depth = |open: char, close: char| {
        start.matches(open).count() as i64 - start.matches(close).count() as i64
    };
    let whole_word = rest.is_empty() || rest.starts_with([' ', ',', ';']);
    !start.trim().is_empty() && whole_word && depth('(', ')') == 0 && depth('[', ']') == 0
}

#[test]
fn every_header_carries_its_metadata() {
    for binary in common::binaries() {
        for field in FIELDS {
            assert!(
                header_field(&binary, field).is_some(),
                "{}: the header has no `//! @{} …` line",
                binary,
                field
            );
        }
        let limit = header_field(&binary, "time-limit").unwrap_or_default();
        assert!(
            limit.ends_with(" s") && limit.trim_end_matches(" s").parse::<f64>().is_ok(),
            "{}: @time-limit {:?} is not `N s`",
            binary,
            limit
        );
        let number = header_field(&binary, "number").unwrap_or_default().to_lowercase();
        let named = format!("{}_", binary);
        assert!(
            !number.is_empty() && named.contains(&format!("_{}_", number)),
            "{}: @number {} is not a part of its name",
            binary,
            number
        );
    }
}

#[test]
fn numbers_sort_as_numbers() {
    let mut numbers = vec!["1319", "891", "ABC201_D", "agc002_e", "ABC195_E", "1537D", "1527B1"];
    numbers.sort_by_key(|n| number_key(n));
    assert_eq!(numbers, ["891", "1319", "1527B1", "1537D", "ABC195_E", "ABC201_D", "agc002_e"]);
}

#[test]
fn a_time_is_the_start_of_the_complexity_in_whole_words() {
    let complexity = "O(n log min(a, b)) time, O(1) memory";
    for start in ["O(n log min(a, b))", "O(n log min(a, b)) time", complexity] {
        assert!(starts_with_words(complexity, start), "{}", start);
    }
    for start in ["", "O(n", "O(n log min(a", "O(n log min(a, b)) ti", "O(n) time"] {
        assert!(!starts_with_words(complexity, start), "{}", start);
    }
}

#[test]
fn readme_index_lists_every_binary_by_judge_then_number() {
    let readme = readme();
    let listed: Vec<String> =
        readme_rows(&readme).iter().map(|row| first_code(&cells(row)[1]).to_string()).collect();
    let mut expected = common::binaries();
    expected.sort_by(|a, b| index_order(a, b));
    assert_eq!(
        listed, expected,
        "README's problem table must list every binary once, by judge and then by number \
         (the headers' @judge and @number, numbers compared as numbers)"
    );
}

#[test]
fn readme_rows_match_their_headers() {
    let readme = readme();
    for row in readme_rows(&readme) {
        let cells = cells(row);
        let binary = first_code(&cells[1]);
        assert_eq!(
            cells.len(),
            4,
            "{}: a row has 4 cells: problem, binary, approach, time",
            binary
        );
        assert_eq!(cells[0], label(binary), "{}: the problem cell is `[@judge @number]`", binary);
        assert_eq!(
            definition(&readme, &cells[0]),
            header_field(binary, "link").as_deref(),
            "{}: README's `{}: …` link differs from @link",
            binary,
            cells[0]
        );
        assert!(!cells[2].is_empty(), "{}: no approach", binary);
        let complexity = header_field(binary, "complexity").unwrap_or_default();
        assert!(
            starts_with_words(&complexity, &cells[3]),
            "{}: README time {:?} is not the start of @complexity {:?} (whole words, whole brackets)",
            binary,
            cells[3],
            complexity
        );
        let width = row.chars().count();
        assert!(
            width <= MAX_ROW_CHARS,
            "{}: the row is {} characters, more than {}: shorten its approach",
            binary,
            width,
            MAX_ROW_CHARS
        );
    }
}

/// The targets of the links of a Markdown text, outside code: `[text](target)` and the
/// reference definitions `[label]: target`.
fn link_targets(text: &str) -> Vec<String> {
    let mut targets = Vec::new();
    let mut fenced = false;
    for line in text.lines() {
        if line.trim_start().starts_with("```") {
            fenced = !fenced;
        }
        if fenced || line.starts_with("    ") {
            continue;
        }
        let prose: String = line.split('`').step_by(2).collect::<Vec<_>>().join(" ");
        if let Some((_, target)) = prose.strip_prefix('[').and_then(|rest| rest.split_once("]: ")) {
            targets.push(target.trim().to_string());
        }
        for piece in prose.split("](").skip(1) {
            targets.push(piece.split(')').next().unwrap_or("").to_string());
        }
    }
    targets
}

/// The anchors of a Markdown text's headings, as GitHub makes them: lower case, spaces as
/// hyphens, other punctuation left out (`## The table size` is `#the-table-size`).
fn headings(text: &str) -> Vec<String> {
    let titles = text.lines().filter(|line| line.starts_with('#'));
    let anchor = |title: &str| {
        let title = title.trim_start_matches('#').trim().to_lowercase();
        let kept =
            title.chars().filter(|&c| c.is_alphanumeric() || c == ' ' || c == '-' || c == '_');
        kept.map(|c| if c == ' ' { '-' } else { c }).collect()
    };
    titles.map(anchor).collect()
}

#[test]
fn relative_links_lead_to_files() {
    let root = common::root();
    let readme = readme();
    let problem_links: Vec<String> = readme_rows(&readme)
        .iter()
        .filter_map(|row| definition(&readme, &cells(row)[0]).map(str::to_string))
        .collect();
    let docs = root.join("docs");
    let mut pages = vec![root.join("README.md")];
    let names = common::sorted_names(&docs, ".md");
    pages.extend(names.into_iter().map(|name| docs.join(name + ".md")));
    let mut checked = 0;
    for page in &pages {
        let text = String::from_utf8(common::read(page)).expect("UTF-8");
        for target in link_targets(&text) {
            let external = target.contains("://") || target.starts_with("mailto:");
            if external || target.starts_with('#') || problem_links.contains(&target) {
                continue;
            }
            let (path, section) = target.split_once('#').unwrap_or((target.as_str(), ""));
            let file = page.parent().unwrap_or_else(|| Path::new(".")).join(path);
            let shown = page.strip_prefix(&root).unwrap_or(page).display();
            assert!(file.is_file(), "{}: the link ({}) leads to no file", shown, target);
            if !section.is_empty() {
                let text = String::from_utf8(common::read(&file)).expect("UTF-8");
                assert!(
                    headings(&text).iter().any(|heading| *heading == section),
                    "{}: the link ({}) leads to no heading of {}",
                    shown,
                    target,
                    path
                );
            }
            checked += 1;
        }
    }
    assert!(checked > 0, "README.md links to no page of docs/");
}
