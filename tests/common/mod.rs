//! Shared by every check: finding binaries and their data, running a binary on an input under
//! a time limit, comparing outputs the way a judge does, and a small seeded random generator.
use assert_cmd::Command;
use std::fs;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// Wall-clock limit for one run; a run that takes longer is killed and reported as TLE.
pub const TIME_LIMIT: Duration = Duration::from_secs(3);

pub fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Names of all problem binaries (`src/bin/*.rs`), sorted.
pub fn binaries() -> Vec<String> {
    sorted_names(&root().join("src/bin"), ".rs")
}

/// The names in `dir` that end in `suffix`, with the suffix cut off, sorted.
pub fn sorted_names(dir: &Path, suffix: &str) -> Vec<String> {
    let entries =
        fs::read_dir(dir).unwrap_or_else(|e| panic!("cannot list {}: {}", dir.display(), e));
    let mut names: Vec<String> = entries
        .map(|entry| entry.expect("directory entry").file_name().to_string_lossy().into_owned())
        .filter_map(|name| name.strip_suffix(suffix).map(str::to_string))
        .collect();
    names.sort();
    names
}

/// Cargo's target folder (`target/`, or `CARGO_TARGET_DIR`): the parent of the `tmp/` it
/// gives integration tests.
pub fn target_dir() -> PathBuf {
    let tmp = PathBuf::from(env!("CARGO_TARGET_TMPDIR"));
    tmp.parent().expect("the target folder").to_path_buf()
}

/// FNV-1a, 64 bits: a digest of a case's bytes for tests/max_cases.txt, enough to tell that
/// a generated case changed.
pub fn digest(bytes: &[u8]) -> u64 {
    bytes
        .iter()
        .fold(0xcbf2_9ce4_8422_2325, |h, &b| (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3))
}

pub fn read(path: &Path) -> Vec<u8> {
    fs::read(path).unwrap_or_else(|e| panic!("cannot read {}: {}", path.display(), e))
}

/// What one run of a binary did.
pub struct Run {
    /// Exit code; `None` when killed by a signal or by the time limit.
    pub code: Option<i32>,
    pub stdout: String,
    pub stderr: String,
    pub elapsed: Duration,
    pub timed_out: bool,
}

/// Address space a binary may use, in KiB: legal judge inputs need far less.
pub const MEMORY_LIMIT_KIB: u64 = 256 * 1024;

/// The release-built `binary`, run by `sh` under `ulimit -v` (`MEMORY_LIMIT_KIB`) and killed
/// after `TIME_LIMIT`.
pub fn limited(binary: &str) -> Command {
    let path = assert_cmd::cargo::cargo_bin(binary);
    assert!(path.is_file(), "no binary {}", path.display());
    let script = format!("ulimit -v {} && exec \"$0\"", MEMORY_LIMIT_KIB);
    let mut command = Command::new("sh");
    command.arg("-c").arg(script).arg(path).timeout(TIME_LIMIT);
    command
}

/// Runs `binary` (see `limited`) with `input` on stdin.
pub fn run(binary: &str, input: &[u8]) -> Run {
    let mut command = limited(binary);
    command.write_stdin(input.to_vec());
    let start = Instant::now();
    let output = command.output().unwrap_or_else(|e| panic!("cannot run {}: {}", binary, e));
    let elapsed = start.elapsed();
    Run {
        code: output.status.code(),
        stdout: String::from_utf8_lossy(&output.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
        elapsed,
        timed_out: elapsed >= TIME_LIMIT,
    }
}

/// The lines a judge compares: trailing spaces, tabs and CRs cut, trailing empty lines dropped.
pub fn judged_lines(text: &str) -> Vec<&str> {
    let mut lines: Vec<&str> =
        text.lines().map(|line| line.trim_end_matches([' ', '\t', '\r'].as_ref())).collect();
    while lines.last() == Some(&"") {
        lines.pop();
    }
    lines
}

pub fn same_output(expected: &str, actual: &str) -> bool {
    judged_lines(expected) == judged_lines(actual)
}

/// A line-by-line report of expected against actual, marking each differing line, with a
/// note when the two differ only in whitespace.
pub fn diff(expected: &str, actual: &str) -> String {
    let (want, got) = (judged_lines(expected), judged_lines(actual));
    let mut report = String::new();
    let mut shown = 0;
    for i in 0..want.len().max(got.len()) {
        let (w, g) = (want.get(i), got.get(i));
        if w == g {
            continue;
        }
        shown += 1;
        if shown > 10 {
            report.push_str("    … more differing lines\n");
            break;
        }
        report.push_str(&format!("    line {}:\n", i + 1));
        report.push_str(&format!(
            "      expected: {}\n",
            w.map_or("(no line)".to_string(), |s| format!("{:?}", s))
        ));
        report.push_str(&format!(
            "      actual:   {}\n",
            g.map_or("(no line)".to_string(), |s| format!("{:?}", s))
        ));
    }
    let squeeze = |text: &str| text.split_whitespace().collect::<Vec<_>>().join(" ");
    if squeeze(expected) == squeeze(actual) {
        report.push_str("    note: only whitespace differs\n");
    }
    report
}

/// A small seeded generator (SplitMix64): the same seed gives the same cases everywhere.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Self {
        Rng(seed)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Uniform in `low..=high`.
    pub fn range(&mut self, low: u64, high: u64) -> u64 {
        low + self.next_u64() % (high - low + 1)
    }

    /// `len` values uniform in `low..=high`.
    pub fn values(&mut self, len: usize, low: u64, high: u64) -> Vec<u64> {
        (0..len).map(|_| self.range(low, high)).collect()
    }

    /// A row of 0 to `max_len` values (the length uniform too) in `low..=high`.
    pub fn row(&mut self, max_len: u64, low: u64, high: u64) -> Vec<u64> {
        let len = self.range(0, max_len) as usize;
        self.values(len, low, high)
    }

    /// A separator between tokens: mostly a space, sometimes a newline, CRLF, tab or U+3000.
    pub fn separator(&mut self) -> &'static str {
        const SEPARATORS: [&str; 8] = [" ", " ", " ", "\n", "\r\n", "\t", "  ", "\u{3000}"];
        SEPARATORS[self.range(0, 7) as usize]
    }
}
