//! The main of every interactive program: the judge's lines read as they come, the program's
//! lines flushed one by one.
//!
//! An interactive judge answers each move only after reading it, so such a program cannot read
//! all of stdin first (the `program` part); it reads one line at a time, never past the line
//! holding the token it needs, and flushes every line it prints.
//! `play_turns(play)`: `play(turns)` reads with `turns.int(what, min, max)` and writes with
//! `turns.say(line)`, and ends each judge line with `turns.end_line(what)`, which refuses a line
//! holding more than the protocol gives it (a judge line is read as a line). Tokens are
//! separated by any whitespace (ASCII, U+00A0, U+3000; a BOM at the start is skipped). The end
//! of the input after the first token means the judge has ended the game: `play_turns` exits 0
//! there; before any token, at a token out of range or not a number, or at an extra one, it
//! prints one `error: line L, token K: expected WHAT …, found …` line on stderr and exits with
//! status 1. Cost: O(1) per byte read; a line is kept until its tokens are read.

use std::io::{self, BufRead, Write};

// ==== part turns: pasted into every interactive full program by `make templates` ====
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
// ==== end part turns ====

#[cfg(test)]
mod tests {
    use super::{Stop, Turns};

    fn turns(input: &str) -> Turns<&[u8], Vec<u8>> {
        Turns::new(input.as_bytes(), Vec::new())
    }

    fn message(stop: Stop) -> String {
        match stop {
            Stop::Bad(message) => message,
            Stop::End => "the end".to_string(),
        }
    }

    #[test]
    fn tokens_across_any_whitespace_and_lines() {
        let mut t = turns("\u{FEFF}6\u{00A0}1\t2\r\n\n  First\u{3000}-3\n");
        let ints: Vec<i64> = (0..3).map(|_| t.int("a number", 1, 6).ok().unwrap()).collect();
        assert_eq!(ints, [6, 1, 2]);
        assert_eq!(t.choice("First or Second", &["First", "Second"]).ok(), Some(0));
        assert_eq!(t.int("a number", -3, 0).ok(), Some(-3));
        assert_eq!(message(t.int("more", 0, 1).err().unwrap()), "the end");
    }

    #[test]
    fn end_before_anything_is_refused() {
        let got = message(turns(" \n").int("N", 1, 9).err().unwrap());
        assert_eq!(got, "line 1, token 1: expected N, found end of input");
    }

    #[test]
    fn bad_tokens_named_with_their_place() {
        let mut t = turns("1 2\n3 x\n");
        for _ in 0..3 {
            assert!(t.int("n", 0, 9).is_ok());
        }
        let got = message(t.int("a card", 0, 9).err().unwrap());
        assert_eq!(got, "line 2, token 2: expected a card (an integer from 0 to 9), found \"x\"");
        for bad in ["+5", "1e9", "0x10", "2.5", "-", "99999999999999999999", "10"] {
            let got = message(turns(bad).int("n", 0, 9).err().unwrap());
            assert!(got.starts_with("line 1, token 1: expected n"), "{}: {}", bad, got);
        }
        let long = "y".repeat(30);
        let got = message(turns(&long).choice("First", &["First"]).err().unwrap());
        assert!(got.ends_with("(30 characters)"), "{}", got);
    }

    #[test]
    fn a_line_longer_than_a_piece_keeps_its_tokens_whole() {
        let line = "123457 ".repeat(200_000);
        let input = format!("{}\n7 x\n", line);
        let mut t = turns(&input);
        for _ in 0..200_000 {
            assert_eq!(t.int("a number", 0, 999_999).ok(), Some(123_457));
        }
        assert_eq!(t.int("a number", 0, 9).ok(), Some(7));
        let got = message(t.int("a number", 0, 9).err().unwrap());
        assert!(got.starts_with("line 2, token 2:"), "{}", got);
    }

    #[test]
    fn a_judge_line_with_more_tokens_is_refused() {
        let mut t = turns("2 1\n7\n");
        assert_eq!(t.int("y", 0, 9).ok(), Some(2));
        let got = message(t.end_line("Bob's y").err().unwrap());
        assert_eq!(got, "line 1, token 2: expected the end of the line after Bob's y, found \"1\"");
        let mut t = turns("2 \t\r\n7");
        assert_eq!(t.int("y", 0, 9).ok(), Some(2));
        assert!(t.end_line("y").is_ok());
        assert_eq!(t.int("y", 0, 9).ok(), Some(7));
        assert!(t.end_line("y").is_ok(), "the end of the input ends the line");
        let line = format!("{} 8\n", "1 ".repeat(600_000));
        let mut t = turns(&line);
        for _ in 0..600_000 {
            assert_eq!(t.int("p", 0, 9).ok(), Some(1));
        }
        let got = message(t.end_line("the pairs").err().unwrap());
        assert!(got.starts_with("line 1, token 600001: expected the end"), "{}", got);
    }

    #[test]
    fn every_line_said_is_flushed_whole() {
        let mut t = turns("");
        assert!(t.say("1 2").is_ok() && t.say("First").is_ok());
        assert_eq!(String::from_utf8(t.output).unwrap(), "1 2\nFirst\n");
    }

    #[test]
    fn reads_no_line_past_the_token_asked_for() {
        let input = b"5\n7\n";
        let mut reader = std::io::BufReader::with_capacity(1, &input[..]);
        {
            let mut t = Turns::new(&mut reader, Vec::new());
            assert_eq!(t.int("n", 0, 9).ok(), Some(5));
        }
        let mut rest = String::new();
        std::io::Read::read_to_string(&mut reader, &mut rest).unwrap();
        assert_eq!(rest, "7\n");
    }
}
