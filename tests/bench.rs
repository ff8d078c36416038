//! `make bench`: every binary on its worst legal inputs. Each workload is written from a fixed
//! seed into `target/bench/`, its answer checked against the reference solver, and measured:
//! instructions under callgrind (repeatable on a noisy machine), the same for the read floor
//! (`examples/read_floor.rs`: read stdin, parse every integer, nothing else) and for the
//! seed's C++ solution where `../shared/anchors/` has one, wall time (median of 5 runs) and
//! peak resident memory (GNU time). A missing tool is named and its columns left empty.
use crate::common;
use crate::layout;
use crate::problem::{Target, Workload};
use crate::problems;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Instant;

/// A workload of `binary`, measured.
struct Measured {
    name: String,
    binary: &'static str,
    workload: Workload,
}

/// Every problem's workloads with their targets; a problem without one of its own is measured
/// on its largest max case, reported only.
fn all_workloads() -> Vec<Measured> {
    let mut all = Vec::new();
    for (binary, problem) in problems::all() {
        // An interactive program plays the judge: its time is in the judge's table.
        if problem.interactor().is_some() {
            continue;
        }
        let own = problem.workloads();
        if !own.is_empty() {
            all.extend(own.into_iter().map(|w| Measured {
                name: w.name.to_string(),
                binary,
                workload: w,
            }));
            continue;
        }
        let (case, input, _) = crate::judge::max_cases(binary)
            .into_iter()
            .max_by_key(|(_, input, _)| input.len())
            .expect("a max case");
        let number = crate::index::header_field(binary, "number").unwrap_or_default();
        let name = format!("{} {}", number, case);
        let input = String::from_utf8(input).expect("a text case");
        let workload = Workload { name: "", input, anchor: None, target: Target::Report };
        all.push(Measured { name, binary, workload });
    }
    all
}

fn has(tool: &str) -> bool {
    Command::new("sh")
        .args(["-c", &format!("command -v {}", tool)])
        .output()
        .map_or(false, |o| o.status.success())
}

/// The stderr of `wrapper` running `program` with `input` on stdin.
fn wrapped_stderr(wrapper: &[&str], program: &Path, input: &Path) -> String {
    let output = Command::new(wrapper[0])
        .args(&wrapper[1..])
        .arg(program)
        .stdin(fs::File::open(input).expect("input"))
        .stdout(Stdio::null())
        .output()
        .unwrap_or_else(|e| panic!("{} runs: {}", wrapper[0], e));
    String::from_utf8_lossy(&output.stderr).into_owned()
}

/// Instructions of `program` on `input` under callgrind, the whole process.
fn instructions(program: &Path, input: &Path) -> u64 {
    let log = wrapped_stderr(
        &["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null"],
        program,
        input,
    );
    let collected = log.lines().find_map(|line| line.split("Collected : ").nth(1));
    collected
        .and_then(|n| n.trim().parse().ok())
        .unwrap_or_else(|| panic!("no count from callgrind:\n{}", log))
}

/// Median wall time of 5 runs, in milliseconds.
fn wall_ms(program: &Path, input: &Path) -> f64 {
    let mut times: Vec<f64> = (0..5)
        .map(|_| {
            let start = Instant::now();
            let stdin = fs::File::open(input).expect("input");
            Command::new(program).stdin(stdin).stdout(Stdio::null()).status().expect("runs");
            start.elapsed().as_secs_f64() * 1000.0
        })
        .collect();
    times.sort_by(|a, b| a.partial_cmp(b).expect("finite"));
    times[2]
}

/// Peak resident memory in KiB, from GNU time.
fn peak_kib(program: &Path, input: &Path) -> u64 {
    let log = wrapped_stderr(&["/usr/bin/time", "-f", "%M"], program, input);
    log.lines().last().and_then(|l| l.trim().parse().ok()).unwrap_or(0)
}

/// The seed's C++ solution, compiled once with `g++ -O2`, if the anchors and g++ are here.
fn anchor_program(name: &str, out_dir: &Path) -> Option<PathBuf> {
    let source = common::root().join("../shared/anchors").join(format!("{}.cpp", name));
    if !source.is_file() || !has("g++") {
        return None;
    }
    let program = out_dir.join(name);
    if !program.is_file() {
        let built = Command::new("g++").args(["-O2", "-o"]).arg(&program).arg(&source).status();
        if !built.map_or(false, |s| s.success()) {
            return None;
        }
    }
    Some(program)
}

fn engineering(n: u64) -> String {
    format!("{:.2e}", n as f64)
}

#[test]
#[ignore = "slow; run by `make bench`"]
fn bench() {
    let dir = common::target_dir().join("bench");
    fs::create_dir_all(&dir).expect("target/bench");
    let release = common::target_dir().join("release");
    let floor = release.join("examples/read_floor");
    assert!(floor.is_file(), "build the read floor first: cargo build --release --examples");
    let (valgrind, time) = (has("valgrind"), Path::new("/usr/bin/time").is_file());
    if !valgrind {
        println!("valgrind is missing: no instruction counts (apt-get install valgrind)");
    }
    if !time {
        println!("/usr/bin/time is missing: no peak memory (apt-get install time)");
    }
    println!(
        "\n{:<24} {:>9} {:>10} {:>10} {:>7} {:>10} {:>9} {:>9} {:>9}  target",
        "workload", "bytes", "ours", "floor", "/floor", "anchor", "/anchor", "wall ms", "peak KiB"
    );
    let mut missed = Vec::new();
    for Measured { name, binary, workload } in all_workloads() {
        let input =
            dir.join(format!("{}.in", name.replace(|c: char| !c.is_ascii_alphanumeric(), "_")));
        fs::write(&input, &workload.input).expect("write the workload");
        let program = release.join(binary);
        let run = common::run(binary, workload.input.as_bytes());
        let layout = problems::get(binary).layout();
        let expected = layout::expected_output(&layout, &workload.input);
        assert!(common::same_output(&expected, &run.stdout), "{}: wrong answer", name);
        let (ours, floor_count) = if valgrind {
            (Some(instructions(&program, &input)), Some(instructions(&floor, &input)))
        } else {
            (None, None)
        };
        let anchor =
            workload.anchor.and_then(|name| anchor_program(name, &dir)).filter(|_| valgrind);
        let anchor_count = anchor.map(|program| instructions(&program, &input));
        let ratio = |a: Option<u64>, b: Option<u64>| a.zip(b).map(|(a, b)| a as f64 / b as f64);
        let (to_floor, to_anchor) = (ratio(ours, floor_count), ratio(ours, anchor_count));
        let peak = if time { peak_kib(&program, &input) } else { 0 };
        let (target, met) = match workload.target {
            Target::Floor(limit) => (format!("<= {} x floor", limit), to_floor.map(|r| r <= limit)),
            Target::Anchor(limit) => {
                (format!("<= 1/{:.0} anchor", 1.0 / limit), to_anchor.map(|r| r <= limit))
            }
            Target::Total(limit) => {
                (format!("<= {:.1e} in all", limit), ours.map(|n| n as f64 <= limit))
            }
            Target::Report => ("report".to_string(), None),
        };
        // At most 8 MiB beyond the input and output buffers.
        let buffers = (workload.input.len() + expected.len()) as u64 / 1024;
        let memory_ok = peak == 0 || peak <= 8 * 1024 + buffers;
        let verdict = match (met, memory_ok) {
            (Some(false), _) | (_, false) => "MISS",
            (Some(true), true) => "ok",
            (None, true) => "",
        };
        if verdict == "MISS" {
            missed.push(name.clone());
        }
        let show = |n: Option<u64>| n.map_or("-".to_string(), engineering);
        let show_ratio = |r: Option<f64>| r.map_or("-".to_string(), |r| format!("{:.3}", r));
        println!(
            "{:<24} {:>9} {:>10} {:>10} {:>7} {:>10} {:>9} {:>9.1} {:>9}  {} {}",
            name,
            workload.input.len(),
            show(ours),
            show(floor_count),
            show_ratio(to_floor),
            show(anchor_count),
            show_ratio(to_anchor),
            wall_ms(&program, &input),
            if time { peak.to_string() } else { "-".to_string() },
            target,
            verdict
        );
    }
    println!("\n{} workloads missed their target: {:?}", missed.len(), missed);
}
