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
//!
//! By hand, without online-judge-tools: `interactor BINARY CASE --run PROGRAM` starts PROGRAM
//! itself, connected to the judge by pipes, and shows the exchange on stdout a line at a time
//! as it happens (`judge    2`, `program  First`), then the verdict (`make run P=1404d` at a
//! terminal does this on the stored cases); the program's stderr passes through.
//! Cost: what the problem's interactor costs; the whole game is limited to 10 s.
use game_solutions::util::options::{Kind, Spec, Table};
use std::io::Read;
use std::os::unix::io::FromRawFd;
use std::time::Duration;

// The suite's judge code, shared as it is; the parts only the suite uses (running a program
// as a child) are unused here.
#[allow(dead_code)]
#[path = "../tests/interact/mod.rs"]
mod interact;

/// The interactor's options (the problem and the case come first, before them).
const OPTIONS: Table = Table {
    about: "usage: interactor BINARY CASE [--run PROGRAM]
Plays the case file CASE of the interactive problem BINARY against a program on stdin/stdout
(oj t/r -c PROGRAM \"interactor BINARY CASE\"); the verdict on stderr; status 0 on AC, 1 on
another verdict, 2 on a bad command line or case file.
",
    options: &[Spec {
        name: "--run",
        kind: Kind::Text("PROGRAM"),
        help: "start PROGRAM itself and show the exchange line by line, then the verdict",
    }],
    conflicts: &[],
    requires: &[],
    after: "",
};

/// The longest a game may take, the program's thinking and the judge's together.
const LIMIT: Duration = Duration::from_secs(10);

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let fail = |message: String| -> ! {
        eprintln!("error: {}", message);
        std::process::exit(2);
    };
    if args.iter().any(|a| a == "-h" || a == "--help") {
        print!("{}", OPTIONS.help());
        return;
    }
    // The problem and the case are the words before the first option.
    let count = args.iter().take(2).take_while(|a| !a.starts_with('-')).count();
    if count < 2 {
        fail(format!("expected BINARY CASE first, found {} of them; see --help", count));
    }
    let (binary, path) = (&args[0], &args[1]);
    let extra = |arg: &str| format!("expected BINARY CASE then options, found a third {:?}", arg);
    let given = match OPTIONS.parse(&args[2..], &extra) {
        Ok(Some(given)) => given,
        Ok(None) => {
            print!("{}", OPTIONS.help());
            return;
        }
        Err(message) => fail(message),
    };
    let run = given.text("--run");
    let interactor = interact::interactor(binary)
        .unwrap_or_else(|| fail(format!("{} is not an interactive problem", binary)));
    let case = std::fs::read_to_string(path)
        .unwrap_or_else(|e| fail(format!("cannot read {}: {}", path, e)));
    if let Some(program) = run {
        let verdict = play_by_hand(interactor, &case, program).unwrap_or_else(|e| fail(e));
        println!("verdict  {} {}", verdict.code(), verdict.detail());
        std::process::exit(exit_status(&verdict));
    }
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
    std::process::exit(exit_status(&verdict));
}

fn exit_status(verdict: &interact::Verdict) -> i32 {
    match verdict {
        interact::Verdict::Accepted(_) => 0,
        interact::Verdict::BadCase(_) => 2,
        _ => 1,
    }
}

/// Plays `case` against `program` started here, each line shown as it passes; the program's
/// stderr is the terminal's. Err when the program cannot start.
fn play_by_hand(
    interactor: &dyn interact::Interactor,
    case: &str,
    program: &str,
) -> Result<interact::Verdict, String> {
    use std::process::{Command, Stdio};
    let mut child = Command::new(program)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot start {}: {}", program, e))?;
    let (stdin, stdout) = match (child.stdin.take(), child.stdout.take()) {
        (Some(stdin), Some(stdout)) => (stdin, stdout),
        _ => return Err(format!("no pipes to {}", program)),
    };
    let mut link = interact::Link::new(stdout, stdin, LIMIT);
    link.echo = true;
    let played =
        interactor.play(case, &mut link).and_then(|summary| link.finish().map(|_| summary));
    link.close();
    drop(link);
    // The game is over: a program still running after a second more is stopped.
    let deadline = std::time::Instant::now() + Duration::from_secs(1);
    let mut status = None;
    while status.is_none() && std::time::Instant::now() < deadline {
        status = child.try_wait().ok().flatten();
        std::thread::sleep(Duration::from_millis(5));
    }
    if status.is_none() {
        child.kill().ok();
        child.wait().ok();
    }
    Ok(match (played, status) {
        (Ok(summary), Some(s)) if s.success() => interact::Verdict::Accepted(summary),
        (Ok(_), Some(s)) => interact::Verdict::RuntimeError(format!("exit {:?}", s.code())),
        (Ok(_), None) => interact::Verdict::TimeLimit("did not exit after the game".to_string()),
        (Err(verdict), Some(s)) if !s.success() => interact::Verdict::RuntimeError(format!(
            "exit {:?} during the game ({} {})",
            s.code(),
            verdict.code(),
            verdict.detail()
        )),
        (Err(verdict), _) => verdict,
    })
}
