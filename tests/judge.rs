//! The judge and the cases it runs. A binary's cases are the stored ones,
//! `tests/data/<binary>/<case>.in` with `<case>.out` (samples, edges: what a person reads or
//! no generator can remake), and its max cases, which no clone carries: `make test` and `make
//! cases` write them into `target/cases/<binary>/` from the problem's fixed seed, answered by
//! its reference solver, and `tests/max_cases.txt` records the size and digests each must have,
//! so that every machine tests the same bytes. The judge runs every case through its release
//! binary against its `.out`, reported like `oj test` (verdict and time per case, a diff per
//! failure, totals); `make judge P=…` sets `JUDGE_ONLY` to one binary and shows the table
//! (tools/judge.sh): a row per case (verdict, time against the header's time limit), a diff
//! per failure, one summary line, and exit status 1 without a panic when a case fails.
use crate::common;
use std::fs;
use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};

/// A case: its name, input and expected output.
pub type Case = (String, Vec<u8>, Vec<u8>);

/// The stored cases of `binary`, in git.
pub fn data_dir(binary: &str) -> PathBuf {
    common::root().join("tests/data").join(binary)
}

/// Every case of `binary` as `make test` and `make cases` write them: the stored ones copied,
/// the max ones generated; online-judge-tools' layout, for `oj test -d`.
pub fn cases_dir(binary: &str) -> PathBuf {
    common::target_dir().join("cases").join(binary)
}

/// The record of the max cases: `<binary>/<case> <input bytes> <input digest> <output digest>`.
pub fn record_path() -> PathBuf {
    common::root().join("tests/max_cases.txt")
}

/// The cases of `dir`, sorted by name; every `.in` must have its `.out`.
fn cases_in(dir: &std::path::Path) -> Vec<Case> {
    common::sorted_names(dir, ".in")
        .into_iter()
        .map(|case| {
            let input = common::read(&dir.join(format!("{}.in", case)));
            let output = common::read(&dir.join(format!("{}.out", case)));
            (case, input, output)
        })
        .collect()
}

/// The stored cases of `binary` (`tests/data/<binary>/`), sorted by name.
pub fn stored_cases(binary: &str) -> Vec<Case> {
    cases_in(&data_dir(binary))
}

/// Every case of `binary`: the stored ones and its max cases, sorted by name. A max case may
/// also be stored (checked equal to the generated one); it is run once.
pub fn cases(binary: &str) -> Vec<Case> {
    let mut cases = stored_cases(binary);
    for case in max_cases(binary) {
        if !cases.iter().any(|(name, _, _)| *name == case.0) {
            cases.push(case);
        }
    }
    cases.sort_by(|a, b| a.0.cmp(&b.0));
    cases
}

/// A max case as recorded: the size of its input and the digests of its input and output.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Fingerprint {
    pub input_len: usize,
    pub input: u64,
    pub output: u64,
}

impl Fingerprint {
    pub fn of(input: &[u8], output: &[u8]) -> Self {
        Fingerprint {
            input_len: input.len(),
            input: common::digest(input),
            output: common::digest(output),
        }
    }
}

/// Every line of the record: (binary, case, fingerprint).
fn record() -> Vec<(String, String, Fingerprint)> {
    let path = record_path();
    let text = fs::read_to_string(&path).unwrap_or_default();
    let lines = text.lines().filter(|line| !line.starts_with('#') && !line.trim().is_empty());
    let entry = |line: &str| {
        let fields: Vec<&str> = line.split_whitespace().collect();
        let (binary, case) = fields.first()?.split_once('/')?;
        let hex = |field: &str| u64::from_str_radix(field, 16).ok();
        let print = Fingerprint {
            input_len: fields.get(1)?.parse().ok()?,
            input: hex(fields.get(2)?)?,
            output: hex(fields.get(3)?)?,
        };
        Some((binary.to_string(), case.to_string(), print)).filter(|_| fields.len() == 4)
    };
    let parse = |line: &str| {
        entry(line).unwrap_or_else(|| {
            panic!(
                "{}: not `<binary>/<case> <bytes> <digest> <digest>`: {:?}",
                path.display(),
                line
            )
        })
    };
    lines.map(parse).collect()
}

/// The recorded max cases of `binary`: (case, fingerprint), sorted by name.
pub fn recorded(binary: &str) -> Vec<(String, Fingerprint)> {
    let cases = record().into_iter().filter(|(b, _, _)| b == binary);
    let mut cases: Vec<(String, Fingerprint)> =
        cases.map(|(_, case, print)| (case, print)).collect();
    cases.sort_by(|a, b| a.0.cmp(&b.0));
    cases
}

/// Rewrites the record's lines of `binary` as `cases`, keeping every other binary's.
pub fn rerecord(binary: &str, cases: &[Case]) {
    let path = record_path();
    let text = fs::read_to_string(&path).unwrap_or_default();
    let comments = text.lines().filter(|line| line.starts_with('#'));
    let mut lines: Vec<String> = comments.map(str::to_string).collect();
    let mut entries: Vec<(String, String, Fingerprint)> =
        record().into_iter().filter(|(b, _, _)| b != binary).collect();
    for (case, input, output) in cases {
        entries.push((binary.to_string(), case.clone(), Fingerprint::of(input, output)));
    }
    entries.sort_by(|a, b| (&a.0, &a.1).cmp(&(&b.0, &b.1)));
    for (binary, case, print) in entries {
        lines.push(format!(
            "{}/{} {} {:016x} {:016x}",
            binary, case, print.input_len, print.input, print.output
        ));
    }
    fs::write(&path, lines.join("\n") + "\n").expect("write tests/max_cases.txt");
}

/// The max cases of `binary`, from `target/cases/<binary>/` where the files there are what
/// the record says; else generated, answered by the reference solver and written there first.
pub fn max_cases(binary: &str) -> Vec<Case> {
    let recorded = recorded(binary);
    let dir = cases_dir(binary);
    let read = |(case, print): &(String, Fingerprint)| {
        let input = fs::read(dir.join(format!("{}.in", case))).ok()?;
        let output = fs::read(dir.join(format!("{}.out", case))).ok()?;
        Some((case.clone(), input, output)).filter(|(_, i, o)| Fingerprint::of(i, o) == *print)
    };
    match recorded.iter().map(read).collect::<Option<Vec<Case>>>() {
        Some(cases) if !cases.is_empty() => cases,
        _ => {
            let cases = crate::checks::answered_max_cases(binary);
            write_cases(binary, &cases);
            cases
        }
    }
}

/// This build of the suite: its executable's path, size and time. The generators and the
/// reference solvers are compiled into it, so what it writes once it would write again.
fn build_stamp() -> String {
    let exe = std::env::current_exe().expect("the suite's executable");
    let meta = fs::metadata(&exe).expect("the suite's executable");
    format!("{} {} {:?}", exe.display(), meta.len(), meta.modified().ok())
}

/// The file in `target/cases/<binary>/` that says which build wrote the max cases there.
fn stamp_path(binary: &str) -> PathBuf {
    cases_dir(binary).join(".written-by")
}

/// Whether this very build of the suite generated the max cases in `target/cases/<binary>/`
/// (the judge may have, before the `max_cases` check came to them): then generating them
/// again would give the same bytes.
pub fn written_by_this_build(binary: &str) -> bool {
    fs::read_to_string(stamp_path(binary)).map_or(false, |stamp| stamp == build_stamp())
}

/// Writes `bytes` to `path` whole or not at all (aside, then renamed), so that a test reading
/// it meanwhile never sees half a file.
fn write_whole(path: &std::path::Path, bytes: &[u8]) {
    static WRITES: AtomicUsize = AtomicUsize::new(0);
    let write = WRITES.fetch_add(1, Ordering::Relaxed);
    let name = path.file_name().expect("a file name").to_string_lossy();
    let aside = path.with_file_name(format!(".{}.{}-{}", name, std::process::id(), write));
    fs::write(&aside, bytes)
        .and_then(|_| fs::rename(&aside, path))
        .unwrap_or_else(|e| panic!("cannot write {}: {}", path.display(), e));
}

/// Writes `cases`, the max cases this build generated, and copies of the stored cases into
/// `target/cases/<binary>/`, then stamps the folder with this build.
pub fn write_cases(binary: &str, cases: &[Case]) {
    let dir = cases_dir(binary);
    fs::create_dir_all(&dir).unwrap_or_else(|e| panic!("cannot make {}: {}", dir.display(), e));
    for (case, input, output) in stored_cases(binary).iter().chain(cases) {
        write_whole(&dir.join(format!("{}.in", case)), input);
        write_whole(&dir.join(format!("{}.out", case)), output);
    }
    write_whole(&stamp_path(binary), build_stamp().as_bytes());
}

#[test]
fn every_binary_has_sample_edge_and_max_cases() {
    for binary in common::binaries() {
        assert!(data_dir(&binary).is_dir(), "{} has no folder tests/data/{}", binary, binary);
        let names: Vec<String> =
            stored_cases(&binary).into_iter().map(|(name, _, _)| name).collect();
        for kind in ["sample-", "edge-"].iter() {
            assert!(
                names.iter().any(|n| n.starts_with(kind)),
                "{} has no stored {}… case (has {:?})",
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
        let generated = crate::checks::generated_max_cases(&binary);
        assert!(!generated.is_empty(), "{} generates no max case", binary);
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

#[test]
fn every_recorded_max_case_names_a_binary() {
    let binaries = common::binaries();
    for (binary, case, _) in record() {
        assert!(
            binaries.contains(&binary),
            "tests/max_cases.txt: {}/{} names no binary in src/bin; run make cases",
            binary,
            case
        );
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

/// The judge's row for one case: verdict, time against the limit, case.
pub fn row(
    verdict: &str,
    elapsed: std::time::Duration,
    limit: std::time::Duration,
    binary: &str,
    case: &str,
) -> String {
    let (time, limit) = (elapsed.as_secs_f64(), limit.as_secs_f64());
    format!("  {:<4} {:>7.3} s / {} s  {}/{}", verdict, time, limit, binary, case)
}

/// Runs every case of `binary`, printing one row per case; returns the failure reports.
fn judge_binary(binary: &str) -> (usize, Vec<String>) {
    let cases = cases(binary);
    if let Some(interactor) = crate::problems::get(binary).interactor() {
        return crate::interactive::judge_binary(binary, interactor, &cases);
    }
    let limit = crate::index::time_limit(binary);
    let mut failures = Vec::new();
    for (case, input, output) in &cases {
        let expected = String::from_utf8_lossy(output);
        let run = common::run(binary, input);
        let verdict = verdict(&run, &expected, limit);
        println!("{}", row(verdict, run.elapsed, limit, binary, case));
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
fn every_case_passes() {
    let only = std::env::var("JUDGE_ONLY").ok();
    let binaries: Vec<String> = common::binaries()
        .into_iter()
        .filter(|b| only.as_ref().map_or(true, |o| o.is_empty() || o == b))
        .collect();
    assert!(!binaries.is_empty(), "JUDGE_ONLY={:?} names no binary", only);
    let (mut total, mut failures) = (0, Vec::new());
    println!("\n  {:<4} {:>9} / limit  case", "", "time");
    for binary in &binaries {
        let (count, mut failed) = judge_binary(binary);
        total += count;
        failures.append(&mut failed);
    }
    for report in &failures {
        println!("\n{}", report);
    }
    let summary = match failures.len() {
        0 => format!("All {} cases passed.", total),
        failed => format!("{} of {} cases failed (reports above).", failed, total),
    };
    // `make judge` reads the table, the diffs and this line: a failure ends the run with
    // status 1, not with a test's panic.
    if only.is_some() {
        println!("\n{}", summary);
        std::process::exit(if failures.is_empty() { 0 } else { 1 });
    }
    assert!(failures.is_empty(), "{}", summary);
}
