//! Codeforces 1404D · Game of Pairs · https://codeforces.com/problemset/problem/1404/D
//!
//! Rules: First splits the numbers 1 to 2n into n pairs; Second takes one number of each pair.
//! Second wins if the sum of the numbers taken is a multiple of 2n, else First. The program
//! chooses to be First or Second and must win against the judge, the other player.
//! Interaction: the judge sends `n`; the program prints `First` or `Second`. As First it prints
//! p_1 … p_2n (number i is in pair p_i, each of 1..n twice); as Second it reads p_1 … p_2n and
//! prints n numbers, one of each pair. The judge ends with `0` (the program won) or `-1`, which
//! the program reads before it exits (status 0). Every line is flushed.
//! Accepts 1 ≤ n ≤ 5·10⁵ (the judge's limit). Refused with one `error:` line naming the line and
//! token (status 1): a number out of range or not a number, a pairing with some pair index not
//! used exactly twice, a judge line holding more than the protocol gives it. The end of the
//! input after `n` ends the program (status 0).
//!
//! Idea: n even: be First and pair i with i + n. Whatever Second takes, one of each pair, the
//! sum is ≡ 1 + 2 + … + n = n(n + 1)/2 ≡ n/2 (mod n), not a multiple of n, so not of 2n.
//! n odd: be Second. Join each number to its pair partner and to its partner mod n (i and
//! i ± n): every number has one edge of each kind, so the graph is a union of cycles whose
//! edges alternate kinds, even cycles, and it 2-colours. A colour class holds one number of each
//! pair and one of each residue mod n, so its sum is ≡ n(n + 1)/2 ≡ 0 (mod n) (n + 1 is even);
//! the two classes add up to n(2n + 1) ≡ n (mod 2n), so one of them is ≡ 0 (mod 2n): take it.
//! Cost: O(n) time and memory.
//!
//! @judge Codeforces
//! @number 1404D
//! @title Game of Pairs
//! @link https://codeforces.com/problemset/problem/1404/D
//! @time-limit 4 s
//! @accepts 1 ≤ n ≤ 5·10^5 (interactive)
//! @complexity O(n) time and memory
//! @turns plays against the judge's answers as they come (interactive), so it reads no whole input
use std::io::{self, BufRead, Write};

const MAX_N: i64 = 500_000;

fn join(numbers: impl Iterator<Item = usize>) -> String {
    let mut line = String::new();
    for (k, x) in numbers.enumerate() {
        if k > 0 {
            line.push(' ');
        }
        line.push_str(&x.to_string());
    }
    line
}

/// The colour class (of the two) whose sum is a multiple of 2n; `partner[i]` is i's pair partner.
fn pick(n: usize, partner: &[usize]) -> Vec<usize> {
    let other_residue = |i: usize| if i > n { i - n } else { i + n };
    let mut class = vec![u8::MAX; 2 * n + 1];
    for start in 1..=2 * n {
        // Walk the cycle through `start`: a pair edge, then a residue edge, and so on.
        let mut at = start;
        while class[at] == u8::MAX {
            class[at] = 0;
            let mate = partner[at];
            class[mate] = 1;
            at = other_residue(mate);
        }
    }
    let sum: u64 = (1..=2 * n).filter(|&i| class[i] == 0).map(|i| i as u64).sum();
    let wanted = if sum % (2 * n as u64) == 0 { 0 } else { 1 };
    (1..=2 * n).filter(|&i| class[i] == wanted).collect()
}

fn play<R: BufRead, W: Write>(turns: &mut Turns<R, W>) -> Result<(), Stop> {
    let n = turns.int("n", 1, MAX_N)? as usize;
    turns.end_line("n")?;
    if n % 2 == 0 {
        turns.say("First")?;
        turns.say(&join((1..=2 * n).map(|i| if i > n { i - n } else { i })))?;
        return read_verdict(turns);
    }
    turns.say("Second")?;
    let mut first_of = vec![0usize; n + 1];
    let mut partner = vec![0usize; 2 * n + 1];
    for i in 1..=2 * n {
        let pair = turns.int("the judge's pair index p_i", 1, n as i64)? as usize;
        match first_of[pair] {
            0 => first_of[pair] = i,
            j if partner[j] == 0 => {
                partner[j] = i;
                partner[i] = j;
            }
            _ => return Err(turns.refuse("a pair index used at most twice")),
        }
    }
    turns.end_line("the judge's 2n pair indices")?;
    turns.say(&join(pick(n, &partner).into_iter()))?;
    read_verdict(turns)
}

/// The judge's last word, `0` or `-1`: the game is over either way.
fn read_verdict<R: BufRead, W: Write>(turns: &mut Turns<R, W>) -> Result<(), Stop> {
    turns.int("the judge's verdict (0 or -1)", -1, 0)?;
    turns.end_line("the judge's verdict")
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
