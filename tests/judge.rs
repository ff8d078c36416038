//! The judge: every stored case `tests/data/<binary>/<case>.in` through its release binary,
//! compared with `<case>.out`, reported like `oj test` (verdict and time per case, a diff per
//! failure, totals). `make judge P=…` sets `JUDGE_ONLY` to one binary and shows the table.
use crate::common;
use std::path::PathBuf;

/// A stored case: its name, input and expected output.
pub type Case = (String, Vec<u8>, Vec<u8>);

pub fn data_dir(binary: &str) -> PathBuf {
    common::root().join("tests/data").join(binary)
}

/// The stored cases of `binary`, sorted by name; every `.in` must have its `.out`.
pub fn stored_cases(binary: &str) -> Vec<Case> {
    let dir = data_dir(binary);
    common::sorted_names(&dir, ".in")
        .into_iter()
        .map(|case| {
            let input = common::read(&dir.join(format!("{}.in", case)));
            let output = common::read(&dir.join(format!("{}.out", case)));
            (case, input, output)
        })
        .collect()
}

#[test]
fn every_binary_has_sample_edge_and_max_cases() {
    for binary in common::binaries() {
        assert!(data_dir(&binary).is_dir(), "{} has no folder tests/data/{}", binary, binary);
        let names: Vec<String> =
            stored_cases(&binary).into_iter().map(|(name, _, _)| name).collect();
        for kind in ["sample-", "edge-", "max-"].iter() {
            assert!(
                names.iter().any(|n| n.starts_with(kind)),
                "{} has no {}… case (has {:?})",
                binary,
                kind,
                names
            );
        }
        for name in &names {
            let known = name.starts_with("sample-")
                || name.starts_with("edge-")
                || name.starts_with("max-");
            assert!(
                known,
                "{}/{}: a case is named sample-N, edge-<what> or max-<what>",
                binary, name
            );
        }
    }
}

#[test]
fn every_data_folder_names_a_binary() {
    let binaries = common::binaries();
    for entry in std::fs::read_dir(common::root().join("tests/data")).expect("tests/data") {
        let name = entry.expect("entry").file_name().to_string_lossy().into_owned();
        assert!(binaries.contains(&name), "tests/data/{} names no binary in src/bin", name);
    }
}

/// What a judge would say about one run, with the problem's time limit.
fn verdict(run: &common::Run, expected: &str, limit: std::time::Duration) -> &'static str {
    if run.timed_out || run.elapsed > limit {
        "TLE"
    } else if run.code != Some(0) {
        "RE"
    } else if common::same_output(expected, &run.stdout) {
        "AC"
    } else {
        "WA"
    }
}

/// Runs every stored case of `binary`, printing one row per case; returns the failure reports.
fn judge_binary(binary: &str) -> (usize, Vec<String>) {
    let cases = stored_cases(binary);
    let limit = crate::index::time_limit(binary);
    let mut failures = Vec::new();
    for (case, input, output) in &cases {
        let expected = String::from_utf8_lossy(output);
        let run = common::run(binary, input);
        let verdict = verdict(&run, &expected, limit);
        println!("  {:<4} {:>8.3} s  {}/{}", verdict, run.elapsed.as_secs_f64(), binary, case);
        if verdict != "AC" {
            let exit = run.code.map_or("killed".to_string(), |code| code.to_string());
            let mut report = format!("{} {}/{} (exit {})\n", verdict, binary, case, exit);
            if verdict == "WA" {
                report.push_str(&common::diff(&expected, &run.stdout));
            }
            if !run.stderr.is_empty() {
                report.push_str(&format!("    stderr: {}\n", run.stderr.trim_end()));
            }
            failures.push(report);
        }
    }
    (cases.len(), failures)
}

#[test]
fn stored_cases_pass() {
    let only = std::env::var("JUDGE_ONLY").ok();
    let binaries: Vec<String> = common::binaries()
        .into_iter()
        .filter(|b| only.as_ref().map_or(true, |o| o.is_empty() || o == b))
        .collect();
    assert!(!binaries.is_empty(), "JUDGE_ONLY={:?} names no binary", only);
    let (mut total, mut failures) = (0, Vec::new());
    println!("\n  {:<4} {:>10}  case", "", "time");
    for binary in &binaries {
        let (count, mut failed) = judge_binary(binary);
        total += count;
        failures.append(&mut failed);
    }
    for report in &failures {
        println!("\n{}", report);
    }
    println!("{} passed, {} failed", total - failures.len(), failures.len());
    assert!(
        failures.is_empty(),
        "{} of {} stored cases failed (reports above)",
        failures.len(),
        total
    );
}
