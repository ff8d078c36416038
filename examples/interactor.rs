//! The judge of an interactive problem, for online-judge-tools and by hand:
//! `interactor BINARY CASE` plays the case file CASE (tests/data/BINARY/*.in, or the max cases
//! `make cases P=BINARY` writes to target/cases/BINARY/) against a program connected to its
//! stdin and stdout, as online-judge-tools connects a judge:
//!
//!     oj t/r -c target/release/BINARY "target/release/examples/interactor BINARY CASE"
//!
//! It prints the verdict on stderr (`AC First`, `WA illegal move 6 2`, `TLE …`) and exits 0 on
//! AC, 1 on any other verdict, 2 on a bad command line or case file. The judge's code is the
//! suite's (tests/interact/), so this plays exactly as `make test` and `make judge` do.
//! Cost: what the problem's interactor costs; the whole game is limited to 10 s.
use std::io::Read;
use std::os::unix::io::FromRawFd;
use std::time::Duration;

// The suite's judge code, shared as it is; the parts only the suite uses (running a program
// as a child) are unused here.
#[allow(dead_code)]
#[path = "../tests/interact/mod.rs"]
mod interact;

const HELP: &str = "usage: interactor BINARY CASE\n\
Plays the case file CASE of the interactive problem BINARY against a program on stdin/stdout\n\
(oj t/r -c PROGRAM \"interactor BINARY CASE\"); the verdict on stderr; status 0 on AC.\n";

/// The longest a game may take, the program's thinking and the judge's together.
const LIMIT: Duration = Duration::from_secs(10);

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.iter().any(|a| a == "--help" || a == "-h") {
        print!("{}", HELP);
        return;
    }
    let fail = |message: String| -> ! {
        eprintln!("error: {}", message);
        std::process::exit(2);
    };
    let (binary, path) = match args.as_slice() {
        [binary, path] => (binary, path),
        _ => fail(format!("expected BINARY CASE, got {} arguments; see --help", args.len())),
    };
    let interactor = interact::interactor(binary)
        .unwrap_or_else(|| fail(format!("{} is not an interactive problem", binary)));
    let case = std::fs::read_to_string(path)
        .unwrap_or_else(|e| fail(format!("cannot read {}: {}", path, e)));
    // Standard output as a file of its own, so that the judge can close it at the end of the
    // game (the program then reads the end of its input); stdout is not used otherwise.
    let output = unsafe { std::fs::File::from_raw_fd(1) };
    let input: Box<dyn Read + Send> = Box::new(std::io::stdin());
    let mut link = interact::Link::new(input, output, LIMIT);
    // No wait for the program's end here: online-judge-tools keeps its own copies of both
    // pipes open, so the program's output never ends while the judge runs (the suite, which
    // runs the program itself, does wait, and fails a program that prints on or never exits).
    let played = interactor.play(&case, &mut link);
    link.close();
    let verdict = match played {
        Ok(summary) => interact::Verdict::Accepted(summary),
        Err(verdict) => verdict,
    };
    eprintln!("{} {}", verdict.code(), verdict.detail());
    std::process::exit(match verdict {
        interact::Verdict::Accepted(_) => 0,
        interact::Verdict::BadCase(_) => 2,
        _ => 1,
    });
}
