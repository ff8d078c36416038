//! The judge's side of the interactive problems: one interactor per problem, which reads a case
//! file (the hidden setup: the position, the adversary that plays the judge's side and its seed),
//! talks to the program over a pair of pipes, checks every line for format and legality, and ends
//! with a verdict: AC (with a summary the reference solver predicts, such as the side the
//! program chose), WA with the reason (an illegal move, a lost game, malformed output, output
//! after the end), TLE when the program leaves the judge waiting past the time limit (silence,
//! waiting for a line the judge never sends, not exiting after the end), RE on a failure exit.
//!
//! The same code runs in two places. The suite plays a program as a child process
//! (`play_against`, from tests/interactive.rs); `examples/interactor.rs` plays over its own stdin
//! and stdout, as online-judge-tools runs a judge (`oj t/r -c PROGRAM "JUDGE CASE"`: the judge's
//! stdin is the program's stdout and the other way round; exit status 0 is AC). This module is
//! std-only and depends on nothing else in the suite for that reason.
//!
//! Adversaries (a case's second line): `random` plays a random legal move; `greedy` takes what
//! looks best at once; `best` plays perfectly where a search can say what that is (each
//! interactor's doc says where it stops), so a program that only beats weak play fails.
use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Command, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

pub mod atcoder_abc278_g_generalized_subtraction_game;
pub mod atcoder_abc398_e_tree_game;
pub mod codeforces_1404d_game_of_pairs;
pub mod codeforces_1867c_salyg1n_and_the_mex_game;
pub mod codeforces_1991e_coloring_game;

/// The interactor of `binary`, if it is an interactive problem.
pub fn interactor(binary: &str) -> Option<&'static dyn Interactor> {
    match binary {
        "atcoder_abc278_g_generalized_subtraction_game" => {
            Some(&atcoder_abc278_g_generalized_subtraction_game::Judge)
        }
        "atcoder_abc398_e_tree_game" => Some(&atcoder_abc398_e_tree_game::Judge),
        "codeforces_1404d_game_of_pairs" => Some(&codeforces_1404d_game_of_pairs::Judge),
        "codeforces_1867c_salyg1n_and_the_mex_game" => {
            Some(&codeforces_1867c_salyg1n_and_the_mex_game::Judge)
        }
        "codeforces_1991e_coloring_game" => Some(&codeforces_1991e_coloring_game::Judge),
        _ => None,
    }
}

/// How a game ended.
#[derive(Clone, Debug, PartialEq)]
pub enum Verdict {
    /// The program won (or reached what the rules allow); the summary of the game.
    Accepted(String),
    WrongAnswer(String),
    /// The judge waited past the time limit: for what.
    TimeLimit(String),
    /// The program exited with a failure status or was killed by a signal.
    RuntimeError(String),
    /// The case file is not one this interactor reads: the judge's fault, not the program's.
    BadCase(String),
}

impl Verdict {
    /// The judges' short name.
    pub fn code(&self) -> &'static str {
        match self {
            Verdict::Accepted(_) => "AC",
            Verdict::WrongAnswer(_) => "WA",
            Verdict::TimeLimit(_) => "TLE",
            Verdict::RuntimeError(_) => "RE",
            Verdict::BadCase(_) => "FAIL",
        }
    }

    /// The summary or the reason.
    pub fn detail(&self) -> &str {
        match self {
            Verdict::Accepted(s)
            | Verdict::WrongAnswer(s)
            | Verdict::TimeLimit(s)
            | Verdict::RuntimeError(s)
            | Verdict::BadCase(s) => s,
        }
    }
}

/// The judge's side of one problem.
pub trait Interactor: Sync {
    /// Plays the game `case` describes over `link`: Ok(summary) when the program won.
    fn play(&self, case: &str, link: &mut Link) -> Result<String, Verdict>;
}

/// Who plays the judge's side.
#[derive(Clone, Copy, PartialEq, Debug)]
pub enum Adversary {
    Random,
    Greedy,
    Best,
}

pub const ADVERSARIES: [Adversary; 3] = [Adversary::Random, Adversary::Greedy, Adversary::Best];

impl Adversary {
    pub fn name(self) -> &'static str {
        match self {
            Adversary::Random => "random",
            Adversary::Greedy => "greedy",
            Adversary::Best => "best",
        }
    }
}

/// The tokens of a case file, read in order; errors are `BadCase`.
pub struct CaseReader<'a> {
    tokens: std::str::SplitWhitespace<'a>,
}

impl<'a> CaseReader<'a> {
    pub fn new(case: &'a str) -> Self {
        CaseReader { tokens: case.split_whitespace() }
    }

    pub fn int(&mut self, what: &str, min: i64, max: i64) -> Result<i64, Verdict> {
        let token = self.tokens.next().unwrap_or("");
        match token.parse::<i64>() {
            Ok(value) if min <= value && value <= max => Ok(value),
            _ => Err(Verdict::BadCase(format!(
                "{} from {} to {}, found {:?}",
                what, min, max, token
            ))),
        }
    }

    /// The adversary's name and its seed.
    pub fn adversary(&mut self) -> Result<(Adversary, Rng), Verdict> {
        let name = self.tokens.next().unwrap_or("");
        let adversary = ADVERSARIES.iter().find(|a| a.name() == name).copied();
        let adversary = adversary.ok_or_else(|| {
            Verdict::BadCase(format!("an adversary (random, greedy, best), found {:?}", name))
        })?;
        let seed = self.int("a seed", 0, i64::MAX)?;
        Ok((adversary, Rng::new(seed as u64)))
    }

    /// Succeeds when nothing is left.
    pub fn finish(&mut self) -> Result<(), Verdict> {
        match self.tokens.next() {
            None => Ok(()),
            Some(token) => Err(Verdict::BadCase(format!("the end of the case, found {:?}", token))),
        }
    }
}

/// SplitMix64: the adversaries' randomness, from the case's seed.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Self {
        Rng(seed)
    }

    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `low..=high`.
    pub fn range(&mut self, low: usize, high: usize) -> usize {
        low + (self.next() % (high - low + 1) as u64) as usize
    }
}

/// The longest line the judge reads from a program (2n numbers of up to 6 digits for n = 5·10⁵
/// fit); past it the line is cut, and so malformed.
const MAX_LINE: u64 = 16 << 20;

/// The most of a program's stderr kept for a report.
const MAX_STDERR: usize = 1 << 16;

/// The judge's end of the pipes: lines to the program, lines from it (read by a thread, so that
/// waiting for one can time out), every one kept for a report.
pub struct Link {
    lines: Receiver<Option<String>>,
    writer: Box<dyn Write>,
    deadline: Instant,
    ended: bool,
    /// Every line each way, `>` to the program and `<` from it.
    pub transcript: Vec<String>,
    /// The judge's lines sent so far.
    sent: usize,
    /// A hostile judge: the line with this index is replaced by this text, in which `{line}`
    /// stands for the line itself (`{line} 7`: one token too many).
    pub corrupt: Option<(usize, String)>,
    /// Whether the corrupted line was sent.
    pub corrupted: bool,
    /// Each line shown on stdout as it passes, `judge   ` or `program ` before it (a game
    /// played by hand: `interactor BINARY CASE --run PROGRAM`).
    pub echo: bool,
}

impl Link {
    /// A link reading the program's lines from `reader` and writing to `writer`, which gives up
    /// waiting `limit` from now.
    pub fn new(
        reader: impl Read + Send + 'static,
        writer: impl Write + 'static,
        limit: Duration,
    ) -> Self {
        let (send, lines) = mpsc::channel();
        thread::spawn(move || {
            let mut reader = BufReader::new(reader);
            loop {
                let mut line = Vec::new();
                let read = (&mut reader).take(MAX_LINE).read_until(b'\n', &mut line);
                let line = match read {
                    Ok(0) | Err(_) => None,
                    Ok(_) => Some(
                        String::from_utf8_lossy(&line)
                            .trim_end_matches(['\r', '\n'].as_ref())
                            .to_string(),
                    ),
                };
                let end = line.is_none();
                if send.send(line).is_err() || end {
                    return;
                }
            }
        });
        Link {
            lines,
            writer: Box::new(writer),
            deadline: Instant::now() + limit,
            ended: false,
            transcript: Vec::new(),
            sent: 0,
            corrupt: None,
            corrupted: false,
            echo: false,
        }
    }

    /// Sends `line` to the program, flushed.
    pub fn send(&mut self, line: &str) -> Result<(), Verdict> {
        let line = match &self.corrupt {
            Some((index, text)) if *index == self.sent => {
                self.corrupted = true;
                text.replace("{line}", line)
            }
            _ => line.to_string(),
        };
        self.sent += 1;
        self.transcript.push(format!("> {}", line));
        if self.echo {
            println!("judge    {}", line);
        }
        // A program that has exited (or closed its input) cannot take the line. Whether the
        // write fails depends on how far the program got before it exited, so the failure
        // decides nothing: the next receive finds the output ended (or the lines the
        // program printed first), and the verdict does not depend on the timing.
        let _ = writeln!(self.writer, "{}", line).and_then(|_| self.writer.flush());
        Ok(())
    }

    /// The program's next line, `what` naming it in a verdict.
    pub fn receive(&mut self, what: &str) -> Result<String, Verdict> {
        if self.ended {
            return Err(Verdict::WrongAnswer(format!("the output ended where {} was due", what)));
        }
        let wait = self.deadline.saturating_duration_since(Instant::now());
        match self.lines.recv_timeout(wait) {
            Ok(Some(line)) => {
                self.transcript.push(format!("< {}", line));
                if self.echo {
                    println!("program  {}", line);
                }
                Ok(line)
            }
            Ok(None) | Err(RecvTimeoutError::Disconnected) => {
                self.ended = true;
                Err(Verdict::WrongAnswer(format!("the output ended where {} was due", what)))
            }
            Err(RecvTimeoutError::Timeout) => {
                Err(Verdict::TimeLimit(format!("waited past the time limit for {}", what)))
            }
        }
    }

    /// The program's next line as exactly `count` integers.
    pub fn ints(&mut self, what: &str, count: usize) -> Result<Vec<i64>, Verdict> {
        let line = self.receive(what)?;
        let numbers: Option<Vec<i64>> = line
            .split_whitespace()
            .map(|token| token.parse().ok().filter(|_| !token.starts_with('+')))
            .collect();
        match numbers {
            Some(numbers) if numbers.len() == count => Ok(numbers),
            _ => Err(Verdict::WrongAnswer(format!("expected {}, got {:?}", what, line))),
        }
    }

    /// The program's next line as one of `choices`: its index.
    pub fn word(&mut self, what: &str, choices: &[&str]) -> Result<usize, Verdict> {
        let line = self.receive(what)?;
        let found = choices.iter().position(|choice| line.trim() == *choice);
        found.ok_or_else(|| Verdict::WrongAnswer(format!("expected {}, got {:?}", what, line)))
    }

    /// Closes the program's input (the writer is dropped): the game is over.
    pub fn close(&mut self) {
        self.writer = Box::new(std::io::sink());
    }

    /// After the game: the judge closes the program's input; the program must print nothing
    /// more and end its output (exit).
    pub fn finish(&mut self) -> Result<(), Verdict> {
        self.close();
        if self.ended {
            return Ok(());
        }
        let wait = self.deadline.saturating_duration_since(Instant::now());
        match self.lines.recv_timeout(wait) {
            Ok(Some(line)) => {
                Err(Verdict::WrongAnswer(format!("printed {:?} after the end", line)))
            }
            Ok(None) | Err(RecvTimeoutError::Disconnected) => {
                self.ended = true;
                Ok(())
            }
            Err(RecvTimeoutError::Timeout) => {
                Err(Verdict::TimeLimit("did not exit after the game ended".to_string()))
            }
        }
    }
}

/// One game against a program run as a child process.
pub struct Game {
    pub verdict: Verdict,
    /// Whether the hostile judge's corrupted line was sent.
    pub corrupted: bool,
    pub elapsed: Duration,
    pub transcript: Vec<String>,
    pub stderr: String,
    /// The program's exit status; None when it was killed.
    pub code: Option<i32>,
}

/// Plays `case` against `program` (stdin and stdout piped; stderr kept), giving up `limit`
/// after the start; the program is killed if it has not exited by then.
pub fn play_against(
    interactor: &dyn Interactor,
    case: &str,
    mut program: Command,
    limit: Duration,
    corrupt: Option<(usize, String)>,
) -> Game {
    let start = Instant::now();
    let spawned =
        program.stdin(Stdio::piped()).stdout(Stdio::piped()).stderr(Stdio::piped()).spawn();
    let mut child = match spawned {
        Ok(child) => child,
        Err(e) => panic!("cannot start {:?}: {}", program, e),
    };
    let (stdin, stdout, mut stderr) =
        (child.stdin.take(), child.stdout.take(), child.stderr.take());
    // Kept as it comes, so that a program killed with a child still holding its stderr (a
    // shell's `sleep`) does not keep the judge waiting for the end of it.
    let errors = Arc::new(Mutex::new(Vec::new()));
    let collector = {
        let errors = Arc::clone(&errors);
        thread::spawn(move || {
            let mut chunk = [0; 4096];
            while let Some(Ok(read @ 1..=4096)) = stderr.as_mut().map(|e| e.read(&mut chunk)) {
                let mut errors = errors.lock().unwrap_or_else(|e| e.into_inner());
                if errors.len() < MAX_STDERR {
                    errors.extend_from_slice(&chunk[..read]);
                }
            }
        })
    };
    let (stdin, stdout) = (stdin.expect("piped stdin"), stdout.expect("piped stdout"));
    let mut link = Link::new(stdout, stdin, limit);
    link.corrupt = corrupt;
    let played =
        interactor.play(case, &mut link).and_then(|summary| link.finish().map(|_| summary));
    link.close();
    let transcript = std::mem::take(&mut link.transcript);
    let corrupted = link.corrupted;
    let ended_early = link.ended && played.is_err();
    drop(link);
    let mut status = None;
    while status.is_none() && start.elapsed() < limit {
        status = child.try_wait().ok().flatten();
        if status.is_none() {
            thread::sleep(Duration::from_millis(1));
        }
    }
    if status.is_none() {
        child.kill().ok();
        child.wait().ok();
    }
    let code = status.and_then(|s| s.code());
    if status.is_some() {
        collector.join().ok();
    }
    let stderr =
        String::from_utf8_lossy(&errors.lock().unwrap_or_else(|e| e.into_inner())).into_owned();
    let verdict = match (played, status) {
        (Err(_), Some(s)) if ended_early && !s.success() => {
            let said = stderr.lines().next().unwrap_or("");
            Verdict::RuntimeError(format!("exit {:?} during the game: {}", s.code(), said))
        }
        (Ok(_), None) => Verdict::TimeLimit("did not exit after the game ended".to_string()),
        (Ok(_), Some(s)) if !s.success() => {
            Verdict::RuntimeError(format!("exit {:?} after the game", s.code()))
        }
        (Ok(summary), Some(_)) => Verdict::Accepted(summary),
        (Err(verdict), _) => verdict,
    };
    Game { verdict, corrupted, elapsed: start.elapsed(), transcript, stderr, code }
}
