//! The index keeps itself true: every binary's header carries its metadata in one fixed form
//! (`//! @key value` lines), and the README's problem table has exactly one row per binary, in
//! binary-name order, with the header's link, complexity and accepted range.
use crate::common;
use std::time::Duration;

/// The metadata every header carries.
const FIELDS: &[&str] =
    &["judge", "number", "title", "link", "time-limit", "accepts", "complexity"];

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

/// The cells of the README's problem table rows (the rows that start with a link).
fn readme_rows() -> Vec<Vec<String>> {
    let readme = String::from_utf8(common::read(&common::root().join("README.md"))).expect("UTF-8");
    let rows = readme.lines().filter(|line| line.starts_with("| ["));
    rows.map(|line| line.trim_matches('|').split('|').map(|cell| cell.trim().to_string()).collect())
        .collect()
}

/// The first `code` span of a cell.
fn first_code(cell: &str) -> &str {
    cell.split('`').nth(1).unwrap_or("")
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
fn readme_table_has_one_row_per_binary_matching_its_header() {
    let rows = readme_rows();
    let listed: Vec<&str> =
        rows.iter().map(|row| first_code(row.get(1).map_or("", String::as_str))).collect();
    assert_eq!(
        listed,
        common::binaries(),
        "README's problem table must list every binary once, ordered by name"
    );
    for row in &rows {
        let binary = first_code(&row[1]);
        assert_eq!(
            row.len(),
            5,
            "{}: a row has 5 cells: problem, binary, approach, complexity, accepted range",
            binary
        );
        let link = row[0].split("](").nth(1).and_then(|rest| rest.split(')').next()).unwrap_or("");
        let expect = |field: &str| header_field(binary, field).unwrap_or_default();
        assert_eq!(link, expect("link"), "{}: README link differs from @link", binary);
        assert_eq!(
            row[3],
            expect("complexity"),
            "{}: README complexity differs from @complexity",
            binary
        );
        assert_eq!(
            row[4],
            expect("accepts"),
            "{}: README accepted range differs from @accepts",
            binary
        );
    }
}
