//! The fuzzer: every binary on thousands of inputs derived from its cases' valid ones (bytes
//! flipped, inserted and deleted; numbers replaced, negated, duplicated, dropped; lines cut
//! short; inputs truncated at every length), under the harness's time and memory limits.
//! Every run must end in one of two ways: exit 0 with answers of the right shape, which match
//! the reference solver wherever it can answer; or exit 1 with exactly one `error: line …`
//! line and, on stdout, only the answers of complete cases before the bad one. For the full
//! programs (AcWing, Luogu, HDU) an input is also classified independently by the layout in
//! its problem file (tests/layout.rs reads it), from the accepted ranges in their headers: a
//! valid one must be answered and an invalid one refused.
//! `make test` runs a quick pass; `make fuzz [P=…] [N=…] [SEED=…]` a long one.
use crate::common::{self, Rng};
use crate::layout;
use crate::problems;
use std::fs;
use std::thread;

/// Tokens that break careless parsers.
const NASTY_TOKENS: &[&str] = &[
    "99999999999999999999",
    "-0",
    "+5",
    "1e9",
    "0x10",
    "2.5",
    "-1",
    "0",
    "00000000000000000000001",
    "2147483648",
    "-2147483649",
    "9223372036854775808",
    "1000000000000",
    "",
    "[]",
    "[",
    "]",
    ",",
    "=",
    "x",
];

/// Byte sequences to insert: separators of every kind, NUL, a stray UTF-8 lead byte, a BOM.
const NASTY_BYTES: &[&[u8]] = &[
    b"0",
    b"7",
    b"-",
    b" ",
    b"\n",
    b"\r",
    b"\t",
    b",",
    b"[",
    b"]",
    b"=",
    b"a",
    b"\0",
    b"\xC2\xA0",
    b"\xE3\x80\x80",
    b"\xFF",
    b"\xEF\xBB\xBF",
    b"\xC3\xA9",
];

/// The inputs a binary's variants start from: the small and middle-sized ones of its stored
/// cases and of its max cases (generated here: the fuzzer needs no answers).
fn seeds(binary: &str) -> Vec<Vec<u8>> {
    let stored = crate::judge::stored_cases(binary).into_iter().map(|(_, input, _)| input);
    let generated = crate::checks::generated_max_cases(binary).into_iter();
    let inputs = stored.chain(generated.map(|(_, input)| input.into_bytes()));
    inputs.filter(|input| input.len() <= 64 * 1024).collect()
}

/// Fixed hard inputs: empty, blank, a 10^7-digit number, a huge count with little data.
fn specials(binary: &str) -> Vec<Vec<u8>> {
    let long = "9".repeat(10_000_000);
    let lead = if binary.starts_with("acwing_") { "1\n" } else { "" };
    vec![
        Vec::new(),
        b" \r\n\t\n".to_vec(),
        format!("{}{}\n", lead, long).into_bytes(),
        b"1000000000000\n1 2\n".to_vec(),
    ]
}

/// Ranges of the digit runs (with a leading `-`) in `bytes`.
fn numbers(bytes: &[u8]) -> Vec<(usize, usize)> {
    let mut runs = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i].is_ascii_digit() {
            let start = if i > 0 && bytes[i - 1] == b'-' { i - 1 } else { i };
            while i < bytes.len() && bytes[i].is_ascii_digit() {
                i += 1;
            }
            runs.push((start, i));
        } else {
            i += 1;
        }
    }
    runs
}

/// One random change to `input`.
fn mutate(rng: &mut Rng, input: &[u8]) -> Vec<u8> {
    let mut bytes = input.to_vec();
    let len = bytes.len();
    let pick = |rng: &mut Rng, n: usize| rng.range(0, n.max(1) as u64 - 1) as usize;
    let runs = numbers(&bytes);
    match rng.range(0, 7) {
        0 if len > 0 => {
            let i = pick(rng, len);
            bytes[i] ^= 1 << rng.range(0, 7);
        }
        1 => {
            let (at, insert) = (pick(rng, len + 1), NASTY_BYTES[pick(rng, NASTY_BYTES.len())]);
            bytes.splice(at..at, insert.iter().copied());
        }
        2 if len > 0 => {
            bytes.remove(pick(rng, len));
        }
        3 if !runs.is_empty() => {
            // Replace a number: by a nasty token, a neighbour, ten times it, or its negation.
            let (start, end) = runs[pick(rng, runs.len())];
            let text: String = String::from_utf8_lossy(&bytes[start..end]).into_owned();
            let value: i128 = text.parse().unwrap_or(0);
            let replacement = match rng.range(0, 4) {
                0 => NASTY_TOKENS[pick(rng, NASTY_TOKENS.len())].to_string(),
                1 => value.saturating_add(1).to_string(),
                2 => value.saturating_sub(1).to_string(),
                3 => value.saturating_mul(10).to_string(),
                _ => format!("-{}", text),
            };
            bytes.splice(start..end, replacement.bytes());
        }
        4 if !runs.is_empty() => {
            // Duplicate, drop or swap numbers.
            let (a, b) = (runs[pick(rng, runs.len())], runs[pick(rng, runs.len())]);
            let (first, second) = if a.0 <= b.0 { (a, b) } else { (b, a) };
            match rng.range(0, 2) {
                0 => {
                    let copy: Vec<u8> = bytes[a.0..a.1].iter().copied().chain(*b" ").collect();
                    bytes.splice(a.0..a.0, copy);
                }
                1 => {
                    bytes.drain(a.0..a.1);
                }
                _ if first.1 <= second.0 => {
                    let (x, y) =
                        (bytes[first.0..first.1].to_vec(), bytes[second.0..second.1].to_vec());
                    bytes.splice(second.0..second.1, x);
                    bytes.splice(first.0..first.1, y);
                }
                _ => {}
            }
        }
        5 if len > 0 => {
            // Cut a line short: drop the end of the line holding a random byte.
            let at = pick(rng, len);
            let end = bytes[at..].iter().position(|&b| b == b'\n').map_or(len, |i| at + i);
            bytes.drain(at..end);
        }
        6 => bytes.truncate(pick(rng, len + 1)),
        _ => {
            // Change one digit: mostly another valid position.
            if let Some(i) = (0..len).map(|_| pick(rng, len)).find(|&i| bytes[i].is_ascii_digit()) {
                bytes[i] = b'0' + rng.range(0, 9) as u8;
            }
        }
    }
    bytes
}

/// How one run went, when it was acceptable.
#[derive(Clone, Copy, PartialEq)]
enum Verdict {
    /// Answered, and the reference solver agreed.
    Checked,
    /// Answered; the reference solver could not afford it or parse it.
    Answered,
    Refused,
}

/// Runs `binary` on `input` and judges the run; Err says what went wrong.
fn judge(binary: &str, input: &[u8]) -> Result<Verdict, String> {
    let run = common::run(binary, input);
    if run.timed_out {
        return Err(format!("no answer within {:?}", common::TIME_LIMIT));
    }
    if run.stderr.contains("panicked") || run.code != Some(0) && run.code != Some(1) {
        return Err(format!("exit {:?}, stderr {:?}", run.code, run.stderr));
    }
    let printed: Vec<&str> = run.stdout.lines().collect();
    let layout = problems::get(binary).layout();
    if let Some(line) = printed.iter().find(|line| !layout::answer_shape(&layout, line)) {
        return Err(format!("printed {:?}", line));
    }
    if let Some(reading) = layout::read_layout(&layout, input, true) {
        return judge_by_layout(&run, &printed, &reading);
    }
    let text = String::from_utf8_lossy(input);
    let expected = layout::answers(&layout, &text, true);
    if run.code == Some(0) {
        if !run.stderr.is_empty() {
            return Err(format!("answered with stderr {:?}", run.stderr));
        }
        return match expected {
            Some(answers) if answers != printed => {
                Err(format!("answered {:?}, reference {:?}", printed, answers))
            }
            Some(_) => Ok(Verdict::Checked),
            None => Ok(Verdict::Answered),
        };
    }
    let one_error = run.stderr.starts_with("error: line ") && run.stderr.lines().count() == 1;
    if !one_error {
        return Err(format!("refused with stderr {:?}", run.stderr));
    }
    if let Some(answers) = expected {
        if answers.len() < printed.len() || answers[..printed.len()] != printed[..] {
            return Err(format!(
                "printed {:?} before refusing; the cases' answers: {:?}",
                printed, answers
            ));
        }
    }
    Ok(Verdict::Refused)
}

/// Judges a run of a full program, whose layout tests/formats.rs reads: a valid input answered
/// with all its answers (those left unchecked may be anything of the right shape), an invalid
/// one refused after the answers of its complete tests.
fn judge_by_layout(
    run: &common::Run,
    printed: &[&str],
    reading: &layout::Reading,
) -> Result<Verdict, String> {
    let verdict = match (run.code == Some(0), reading.valid) {
        (true, true) if run.stderr.is_empty() => Verdict::Checked,
        (true, _) => return Err(format!("answered an invalid input; stderr {:?}", run.stderr)),
        (false, true) => return Err(format!("refused a valid input: {}", run.stderr.trim_end())),
        (false, false) => Verdict::Refused,
    };
    if verdict == Verdict::Refused
        && !(run.stderr.starts_with("error: line ") && run.stderr.lines().count() == 1)
    {
        return Err(format!("refused with stderr {:?}", run.stderr));
    }
    // A test's answer may take several lines (SPOJ NGM: `1`, then the digit).
    let answers: Vec<&str> = reading.answers.iter().flat_map(|answer| answer.split('\n')).collect();
    let agrees = |(line, answer): (&&str, &&str)| line == answer || *answer == layout::UNCHECKED;
    if printed.len() != answers.len() || !printed.iter().zip(&answers).all(agrees) {
        return Err(format!(
            "printed {:?}, the complete tests' answers {:?}",
            printed, reading.answers
        ));
    }
    match reading.answers.iter().any(|a| a == layout::UNCHECKED) {
        true if verdict == Verdict::Checked => Ok(Verdict::Answered),
        _ => Ok(verdict),
    }
}

/// What a fuzzing pass over one binary found.
#[derive(Default)]
struct Tally {
    variants: usize,
    checked: usize,
    answered: usize,
    refused: usize,
    failures: Vec<(Vec<u8>, String)>,
}

/// `count` variants of `binary`'s inputs from `seed`, plus the fixed hard inputs and every
/// truncation of its small inputs; fewer when few mutations are affordable (at most 100 tries
/// a variant, so a problem that affords none ends with none instead of looping forever).
fn variants(binary: &str, count: usize, seed: u64) -> Vec<Vec<u8>> {
    let seeds = seeds(binary);
    let mut all = specials(binary);
    for input in seeds.iter().filter(|input| input.len() <= 48) {
        all.extend((0..input.len()).map(|len| input[..len].to_vec()));
    }
    let problem = problems::get(binary);
    all.retain(|input| problem.fuzz_affordable(input));
    let mut rng = Rng::new(seed ^ binary.len() as u64);
    let mut tries = 0;
    while all.len() < count && tries < 100 * count {
        tries += 1;
        let base = &seeds[rng.range(0, seeds.len() as u64 - 1) as usize];
        let rounds = rng.range(1, 3);
        let mutated = (0..rounds).fold(base.clone(), |input, _| mutate(&mut rng, &input));
        if problem.fuzz_affordable(&mutated) {
            all.push(mutated);
        }
    }
    all
}

/// Fuzzes `binary` with `count` variants on two threads.
fn fuzz(binary: &str, count: usize, seed: u64) -> Tally {
    // An interactive program's input is the judge's answers to its moves: the bad-input check
    // plays it against a judge that garbles a line (tests/interactive.rs) instead.
    if problems::get(binary).interactor().is_some() {
        return Tally::default();
    }
    let inputs = variants(binary, count, seed);
    let halves: Vec<Vec<Vec<u8>>> = vec![
        inputs.iter().step_by(2).cloned().collect(),
        inputs.iter().skip(1).step_by(2).cloned().collect(),
    ];
    let workers: Vec<_> = halves
        .into_iter()
        .map(|half| {
            let binary = binary.to_string();
            thread::spawn(move || {
                let mut tally = Tally::default();
                for input in half {
                    tally.variants += 1;
                    match judge(&binary, &input) {
                        Ok(Verdict::Checked) => tally.checked += 1,
                        Ok(Verdict::Answered) => tally.answered += 1,
                        Ok(Verdict::Refused) => tally.refused += 1,
                        Err(why) => tally.failures.push((input, why)),
                    }
                }
                tally
            })
        })
        .collect();
    let mut total = Tally::default();
    for worker in workers {
        let tally = worker.join().expect("a fuzzing thread");
        total.variants += tally.variants;
        total.checked += tally.checked;
        total.answered += tally.answered;
        total.refused += tally.refused;
        total.failures.extend(tally.failures);
    }
    total
}

/// Fuzzes each binary, prints a row per binary, saves failing inputs for replay, and fails
/// the test on any failure.
fn fuzz_all(binaries: &[String], count: usize, seed: u64) {
    let dir = common::target_dir().join("fuzz-failures");
    println!(
        "\n{:<34} {:>9} {:>9} {:>9} {:>9} {:>9}",
        "binary", "variants", "checked", "answered", "refused", "failures"
    );
    let mut failed = 0;
    for binary in binaries {
        let tally = fuzz(binary, count, seed);
        if tally.variants == 0 {
            let why = if problems::get(binary).interactor().is_some() {
                "interactive: tests/interactive.rs garbles its judge's lines"
            } else {
                "skipped: no input it affords"
            };
            println!("{:<34} {}", binary, why);
            continue;
        }
        println!(
            "{:<34} {:>9} {:>9} {:>9} {:>9} {:>9}",
            binary,
            tally.variants,
            tally.checked,
            tally.answered,
            tally.refused,
            tally.failures.len()
        );
        for (n, (input, why)) in tally.failures.iter().enumerate() {
            fs::create_dir_all(&dir).expect("target/fuzz-failures");
            let path = dir.join(format!("{}-{}.in", binary, n));
            fs::write(&path, input).expect("save the failing input");
            if n < 5 {
                println!("    {}: {}", path.display(), why);
            }
        }
        failed += tally.failures.len();
    }
    assert_eq!(failed, 0, "{} fuzzed inputs failed; they are in {}", failed, dir.display());
}

#[test]
fn quick_fuzz_pass() {
    fuzz_all(&common::binaries(), 150, 1);
}

/// `make fuzz`: FUZZ_P (a problem number or binary), FUZZ_N variants per binary, FUZZ_SEED.
#[test]
#[ignore = "long; run by `make fuzz`"]
fn long_fuzz_pass() {
    let env = |name: &str| std::env::var(name).ok().filter(|v| !v.is_empty());
    let count = env("FUZZ_N").and_then(|n| n.parse().ok()).unwrap_or(12_500);
    let seed = env("FUZZ_SEED").and_then(|n| n.parse().ok()).unwrap_or(2026);
    let only = env("FUZZ_P");
    let binaries: Vec<String> = common::binaries()
        .into_iter()
        .filter(|b| only.as_ref().map_or(true, |p| b == p || b.contains(&format!("_{}_", p))))
        .collect();
    assert!(!binaries.is_empty(), "FUZZ_P={:?} names no binary", only);
    fuzz_all(&binaries, count, seed);
}
