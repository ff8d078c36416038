//! Codeforces 1867C · Salyg1n and the MEX Game · https://codeforces.com/problemset/problem/1867/C
//!
//! Rules: a set S of n distinct integers. Alice (the program) adds a number x, 0 ≤ x ≤ 10⁹, not
//! in S; Bob (the judge) removes a number y of S with y smaller than the last x; they alternate,
//! Alice first, until Bob cannot move or after 2n + 1 moves (Alice's move the last). The result
//! is MEX(S), which Alice maximises and Bob minimises; Alice must reach at least R, the result
//! of optimal play.
//! Interaction: `t`; per game `n` and the n numbers of S in increasing order; then the program
//! prints x and reads y: a number Bob removed (its turn again), `-1` (the game is over: the next
//! game, or the end) or `-2` (its move was invalid: it exits at once, status 0). Every line is
//! flushed as it is printed.
//! Accepts 1 ≤ t ≤ 10⁵, 1 ≤ n ≤ 10⁵, 0 ≤ s_1 < … < s_n ≤ 10⁹ (the judge's limits; the sum of n
//! is not limited here, the cost being linear in it). Refused with one `error:` line naming the
//! line and token (status 1): a number out of range or not a number, S not increasing, a y
//! that is not in S or not below the last x, a judge line holding more than the protocol gives
//! it (`2 1` where one y is due). The end of the input after `t` ends the program
//! (status 0): the judge has gone.
//!
//! Idea: add m = MEX(S) first, then add back every y Bob removes. Why it reaches
//! R = MEX(S ∪ {m}): after each of Alice's moves S is S₀ ∪ {m} again, and the game ends after a
//! move of hers; Bob's y's strictly decrease (each is below the last x, which is the y before),
//! so he runs out within m + 1 moves, and her moves are always legal. Nothing better is possible
//! (the editorial's bound; the suite's search over whole games confirms it on small sets): R is
//! what optimal play gives.
//! Cost: O(n) time and memory per game (m ≤ n, read once; each y answered at once).
//!
//! @judge Codeforces
//! @number 1867C
//! @title Salyg1n and the MEX Game
//! @link https://codeforces.com/problemset/problem/1867/C
//! @time-limit 3 s
//! @accepts 1 ≤ t ≤ 10^5; 1 ≤ n ≤ 10^5; 0 ≤ s_1 < … < s_n ≤ 10^9 (interactive)
//! @complexity O(n) time and memory per game
//! @turns plays against the judge's answers as they come (interactive), so it reads no whole input
use std::io::{self, BufRead, Write};

const MAX_COUNT: i64 = 100_000;
const MAX_VALUE: i64 = 1_000_000_000;

/// One game: reads S, plays until the judge's -1; Ok(false) after -2 (stop at once).
fn play_game<R: BufRead, W: Write>(turns: &mut Turns<R, W>) -> Result<bool, Stop> {
    let n = turns.int("n", 1, MAX_COUNT)?;
    turns.end_line("n")?;
    let mut mex = 0;
    let mut previous = -1;
    for _ in 0..n {
        let s = turns.int("the next number of S, above the last", previous + 1, MAX_VALUE)?;
        if s == mex {
            mex += 1;
        }
        previous = s;
    }
    turns.end_line("the n numbers of S")?;
    let mut last = mex;
    turns.say(&last.to_string())?;
    loop {
        let y = turns.int("Bob's y (-2, -1 or a number of S below the last x)", -2, last - 1)?;
        turns.end_line("Bob's y")?;
        match y {
            -1 => return Ok(true),
            -2 => return Ok(false),
            // Every number below the last x is in S here (0..mex, then each one added back).
            _ => {
                last = y;
                turns.say(&y.to_string())?;
            }
        }
    }
}

fn play<R: BufRead, W: Write>(turns: &mut Turns<R, W>) -> Result<(), Stop> {
    let t = turns.int("the number of games t", 1, MAX_COUNT)?;
    turns.end_line("t")?;
    for _ in 0..t {
        if !play_game(turns)? {
            break;
        }
    }
    Ok(())
}

fn main() {
    play_turns(play);
}

// ==== template turns: src/turns.rs, kept equal by tests/standalone.rs ====
/// Why a game stopped early: the judge's input ended, or a judge line was not what the rules
/// allow (the message says where and what was expected).
pub enum Stop {
    End,
    Bad(String),
}

/// The judge's tokens, read a line at a time as the judge sends them, and the program's lines.
pub struct Turns<R: BufRead, W: Write> {
    input: R,
    output: W,
    /// The tokens of the current line not read yet, last first.
    pending: Vec<String>,
    /// The token read last, for an error about it.
    last: String,
    /// The end of the last piece read, from its last whitespace on: maybe half a token.
    carry: Vec<u8>,
    /// Whether the last piece ended its line.
    line_ended: bool,
    line: usize,
    token: usize,
    started: bool,
}

impl<R: BufRead, W: Write> Turns<R, W> {
    pub fn new(input: R, output: W) -> Self {
        Turns {
            input,
            output,
            pending: Vec::new(),
            last: String::new(),
            carry: Vec::new(),
            line_ended: true,
            line: 0,
            token: 0,
            started: false,
        }
    }

    /// The next piece of the input: up to the end of its line, at most 1 MiB. A piece that
    /// stops inside a line is cut after its last whitespace and the rest carried into the next
    /// one, so a long judge line costs a piece and its tokens. Its tokens go to `pending`;
    /// false at the end of the input.
    fn read_piece(&mut self) -> Result<bool, Stop> {
        let mut bytes = std::mem::take(&mut self.carry);
        let carried = bytes.len();
        let read = io::Read::take(&mut self.input, 1 << 20).read_until(b'\n', &mut bytes);
        let read = read.map_err(|e| Stop::Bad(format!("cannot read standard input: {}", e)))?;
        if bytes.is_empty() {
            self.line_ended = true;
            return Ok(false);
        }
        if self.line_ended {
            self.line += 1;
            self.token = 0;
        }
        self.line_ended = read == 0 || bytes.ends_with(b"\n");
        if !self.line_ended {
            let cut = bytes.iter().rposition(u8::is_ascii_whitespace).map_or(0, |i| i + 1);
            // A token longer than 4 MiB is read as it stands (and refused by its reader).
            if cut > 0 || bytes.len() <= 4 << 20 {
                self.carry = bytes.split_off(cut);
            }
        }
        if !self.started && carried == 0 && bytes.starts_with(b"\xEF\xBB\xBF") {
            bytes.drain(..3);
        }
        let text = String::from_utf8_lossy(&bytes);
        self.pending = text.split_whitespace().rev().map(str::to_string).collect();
        Ok(true)
    }

    /// The next token; `what` names it in an error.
    fn next_token(&mut self, what: &str) -> Result<String, Stop> {
        while self.pending.is_empty() {
            if !self.read_piece()? {
                if self.started {
                    return Err(Stop::End);
                }
                let at = format!("line {}, token {}", self.line.max(1), self.token + 1);
                return Err(Stop::Bad(format!("{}: expected {}, found end of input", at, what)));
            }
        }
        self.token += 1;
        self.started = true;
        self.last = self.pending.pop().unwrap_or_default();
        Ok(self.last.clone())
    }

    /// The end of the judge's line whose last token was read, `what` naming that line: a
    /// judge line holding more tokens than the protocol gives it is refused at the first extra
    /// one, never read as the start of the next line.
    pub fn end_line(&mut self, what: &str) -> Result<(), Stop> {
        loop {
            if let Some(extra) = self.pending.pop() {
                self.token += 1;
                self.last = extra;
                return Err(self.refuse(&format!("the end of the line after {}", what)));
            }
            if self.line_ended || !self.read_piece()? {
                return Ok(());
            }
        }
    }

    /// The next token as an integer in `min..=max`; `what` names it in an error.
    pub fn int(&mut self, what: &str, min: i64, max: i64) -> Result<i64, Stop> {
        let token = self.next_token(what)?;
        let digits = token.strip_prefix('-').unwrap_or(&token);
        let number = Some(&token)
            .filter(|_| !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()))
            .and_then(|t| t.parse::<i64>().ok());
        match number {
            Some(value) if min <= value && value <= max => Ok(value),
            _ => Err(self.refuse(&format!("{} (an integer from {} to {})", what, min, max))),
        }
    }

    /// The next token as one of `choices`: its index.
    pub fn choice(&mut self, what: &str, choices: &[&str]) -> Result<usize, Stop> {
        let token = self.next_token(what)?;
        let found = choices.iter().position(|&choice| choice == token);
        found.ok_or_else(|| self.refuse(what))
    }

    /// The error for the token just read, which is not what was `expected`.
    pub fn refuse(&self, expected: &str) -> Stop {
        let found = match self.last.chars().count() {
            len if len <= 24 => format!("{:?}", self.last),
            len => format!(
                "{:?}… ({} characters)",
                self.last.chars().take(24).collect::<String>(),
                len
            ),
        };
        Stop::Bad(format!(
            "line {}, token {}: expected {}, found {}",
            self.line, self.token, expected, found
        ))
    }

    /// Writes `line` and a newline, and flushes: the judge waits for it.
    pub fn say(&mut self, line: &str) -> Result<(), Stop> {
        let written = writeln!(self.output, "{}", line).and_then(|_| self.output.flush());
        written.map_err(|e| Stop::Bad(format!("cannot write standard output: {}", e)))
    }
}

/// Plays over stdin and stdout: `play` returns when the game is over; the judge's end of input
/// ends it too (status 0); a bad judge line prints one `error:` line and exits with status 1.
pub fn play_turns(
    play: impl FnOnce(&mut Turns<io::BufReader<io::Stdin>, io::Stdout>) -> Result<(), Stop>,
) {
    let mut turns = Turns::new(io::BufReader::new(io::stdin()), io::stdout());
    if let Err(Stop::Bad(message)) = play(&mut turns) {
        eprintln!("error: {}", message);
        std::process::exit(1);
    }
}
// ==== end template turns ====
