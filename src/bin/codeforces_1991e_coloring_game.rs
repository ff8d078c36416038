//! Codeforces 1991E · Coloring Game · https://codeforces.com/problemset/problem/1991/E
//!
//! Rules: a connected graph on n vertices, none coloured. Each of n rounds, Alice names two
//! different colours of 1, 2, 3 and Bob colours an uncoloured vertex with one of them. Alice wins
//! if at the end some edge joins two vertices of one colour, else Bob. The program chooses to be
//! Alice or Bob and must win against the judge, the other player.
//! Interaction: `t`; per game `n m` and the m edges `u v`; the program prints `Alice` or `Bob`;
//! then each round Alice's `a b` and Bob's `i c` pass, one of them printed by the program and
//! the other read. The judge's `-1` (the program's move was invalid or it lost) ends everything:
//! the program exits at once (status 0). Every line is flushed as it is printed.
//! Accepts 1 ≤ t ≤ 1000, 1 ≤ n ≤ 10⁴, n − 1 ≤ m ≤ 10⁴, edges between different vertices (the
//! judge's limits; connectedness and the sums of n and m are not checked: the play is right for
//! any graph). Refused with one `error:` line naming the line and token (status 1): a number out
//! of range or not a number, a judge move that breaks the rules (equal colours, a coloured
//! vertex, a colour not offered), a judge line holding more than the protocol gives it (Alice's
//! `1 2 3`). The end of the input after `t` ends the program (status 0).
//!
//! Idea: if the graph has an odd cycle, be Alice and always offer 1 and 2: Bob's colouring then
//! uses two colours only, and no 2-colouring of an odd cycle lacks an edge of one colour. If it
//! is bipartite with sides A and B, be Bob: colour a vertex of A with 1 when 1 is offered and A
//! has one left, else a vertex of B with 2 when 2 is offered and B has one left, else a vertex of
//! the side not yet finished with 3. Why it wins: while both sides have uncoloured vertices one
//! of the first two cases applies (every pair holds 1 or 2), so A gets only 1 and B only 2; once
//! A is all 1, B gets 2 or 3 (the pair lacks 2 only as {1, 3}), and the same the other way round;
//! every edge joins A and B, so no edge is of one colour.
//! Cost: O(n + m) time and memory per game.
//!
//! @judge Codeforces
//! @number 1991E
//! @title Coloring Game
//! @link https://codeforces.com/problemset/problem/1991/E
//! @time-limit 2 s
//! @accepts 1 ≤ t ≤ 1000; 1 ≤ n ≤ 10^4; n − 1 ≤ m ≤ 10^4; no self-loops (interactive)
//! @complexity O(n + m) time and memory per game
//! @turns plays against the judge's answers as they come (interactive), so it reads no whole input
use std::io::{self, BufRead, Write};

const MAX_COUNT: i64 = 10_000;

/// The side of each vertex (1-based) in a 2-colouring, None if the graph has an odd cycle.
fn sides(n: usize, neighbours: &[Vec<usize>]) -> Option<Vec<bool>> {
    let mut side: Vec<Option<bool>> = vec![None; n + 1];
    for start in 1..=n {
        if side[start].is_some() {
            continue;
        }
        side[start] = Some(false);
        let mut stack = vec![start];
        while let Some(u) = stack.pop() {
            for &v in &neighbours[u] {
                match side[v] {
                    None => {
                        side[v] = side[u].map(|s| !s);
                        stack.push(v);
                    }
                    Some(s) if Some(s) == side[u] => return None,
                    _ => {}
                }
            }
        }
    }
    Some(side.into_iter().map(|s| s.unwrap_or(false)).collect())
}

/// Reads `-1` or a number in `min..=max`: None for `-1` (a line of its own), the end of
/// everything.
fn judge_int<R: BufRead, W: Write>(
    turns: &mut Turns<R, W>,
    what: &str,
    min: i64,
    max: i64,
) -> Result<Option<i64>, Stop> {
    let value = turns.int(what, -1, max)?;
    if value == -1 {
        turns.end_line("the judge's -1")?;
        return Ok(None);
    }
    if value < min {
        return Err(turns.refuse(&format!("{} (-1 or {} to {})", what, min, max)));
    }
    Ok(Some(value))
}

/// Alice's game: offers 1 and 2 every round. Ok(false) after the judge's -1.
fn play_alice<R: BufRead, W: Write>(turns: &mut Turns<R, W>, n: usize) -> Result<bool, Stop> {
    let mut coloured = vec![false; n + 1];
    for _ in 0..n {
        turns.say("1 2")?;
        let i = match judge_int(turns, "Bob's vertex i", 1, n as i64)? {
            Some(i) => i as usize,
            None => return Ok(false),
        };
        if coloured[i] {
            return Err(turns.refuse("an uncoloured vertex"));
        }
        coloured[i] = true;
        if judge_int(turns, "Bob's colour c, one of 1 and 2", 1, 2)?.is_none() {
            return Ok(false);
        }
        turns.end_line("Bob's move i c")?;
    }
    Ok(true)
}

/// Bob's game on a bipartite graph. Ok(false) after the judge's -1.
fn play_bob<R: BufRead, W: Write>(turns: &mut Turns<R, W>, side: &[bool]) -> Result<bool, Stop> {
    // The uncoloured vertices of side A (false, wants 1) and side B (true, wants 2).
    let mut left: [Vec<usize>; 2] = [Vec::new(), Vec::new()];
    for (v, &s) in side.iter().enumerate().skip(1) {
        left[s as usize].push(v);
    }
    for _ in 1..side.len() {
        let a = match judge_int(turns, "Alice's colour a", 1, 3)? {
            Some(a) => a,
            None => return Ok(false),
        };
        let b = match judge_int(turns, "Alice's colour b", 1, 3)? {
            Some(b) => b,
            None => return Ok(false),
        };
        if a == b {
            return Err(turns.refuse("a colour other than a"));
        }
        turns.end_line("Alice's colours a b")?;
        let offered = |c: i64| a == c || b == c;
        let (from, colour) = if offered(1) && !left[0].is_empty() {
            (0, 1)
        } else if offered(2) && !left[1].is_empty() {
            (1, 2)
        } else if left[0].is_empty() {
            (1, 3)
        } else {
            (0, 3)
        };
        let vertex = left[from].pop().unwrap_or(0);
        turns.say(&format!("{} {}", vertex, colour))?;
    }
    Ok(true)
}

fn play<R: BufRead, W: Write>(turns: &mut Turns<R, W>) -> Result<(), Stop> {
    let t = turns.int("the number of games t", 1, 1000)?;
    turns.end_line("t")?;
    for _ in 0..t {
        let n = turns.int("n", 1, MAX_COUNT)? as usize;
        let m = turns.int("m", n as i64 - 1, MAX_COUNT)?;
        turns.end_line("n m")?;
        let mut neighbours = vec![Vec::new(); n + 1];
        for _ in 0..m {
            let u = turns.int("an edge's u", 1, n as i64)? as usize;
            let v = turns.int("an edge's v", 1, n as i64)? as usize;
            if u == v {
                return Err(turns.refuse("a vertex other than u (no self-loops)"));
            }
            turns.end_line("an edge u v")?;
            neighbours[u].push(v);
            neighbours[v].push(u);
        }
        let going_on = match sides(n, &neighbours) {
            None => {
                turns.say("Alice")?;
                play_alice(turns, n)?
            }
            Some(side) => {
                turns.say("Bob")?;
                play_bob(turns, &side)?
            }
        };
        if !going_on {
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
