//! AtCoder ABC278 G · Generalized Subtraction Game · https://atcoder.jp/contests/abc278/tasks/abc278_g
//!
//! Rules: cards 1 to N lie on the table; the players alternately remove y consecutive cards
//! x, x+1, …, x+y−1 that are all still there, with L ≤ y ≤ R; who cannot move loses. The
//! program chooses to go first or second and must win against the judge.
//! Interaction: the judge sends `N L R`; the program prints `First` or `Second`; then on its
//! turn it prints `x y` (or `0 0` when it has no move), and on the judge's turn reads `a b`:
//! `0 0` (the judge cannot move: the program has won), `-1 -1` (the program's move was illegal:
//! lost) or the judge's move. After `0 0` or `-1 -1` the program exits at once (status 0).
//! Every line is flushed as it is printed.
//! Accepts 1 ≤ N ≤ 2000, 1 ≤ L ≤ R ≤ N (the judge's limits). Refused with one `error:` line
//! naming the line and token (status 1): a number out of range, a word where a number stands,
//! a judge move that is not legal on the table as it is, a judge line holding more than the
//! protocol gives it, nothing at all. The end of the input
//! after `N L R` ends the game (status 0): the judge has gone.
//!
//! Idea: when L < R or N − L is even, go first and take y cards from the middle, y of N's
//! parity (L or L + 1, both allowed when L < R), leaving two equal rows of k = (N − y)/2 cards;
//! then answer every move (a, b) with the same move in the other row, a ± (k + y). Why it wins:
//! the removed block separates the rows, so every move of the judge lies inside one row, and
//! the rows are equal before it (by induction), so the mirrored move is legal and makes them
//! equal again; the game is finite, so the judge runs out of moves first.
//! Otherwise (L = R, N − L odd) no move leaves two equal rows, and the game is a sum of rows:
//! by the Sprague–Grundy theorem a row of n cards is worth g(n) = mex{ g(a) xor g(n − L − a) :
//! 0 ≤ a ≤ n − L }, and a position is lost for the player to move iff the xor over its rows is
//! 0. The program goes first iff g(N) ≠ 0, and on each turn makes the xor 0: a row of s cards
//! and a cut a with g(a) xor g(s − L − a) = X xor g(s), X the xor of all rows (one exists
//! because X ≠ 0 on its turn, by the mex).
//! Cost: O(N²) time for g (at most 2·10⁶ steps) and O(N) a turn, O(N) memory.
//!
//! @judge AtCoder
//! @number ABC278_G
//! @title Generalized Subtraction Game
//! @link https://atcoder.jp/contests/abc278/tasks/abc278_g
//! @time-limit 2 s
//! @accepts 1 ≤ N ≤ 2000; 1 ≤ L ≤ R ≤ N (interactive)
//! @complexity O(N²) time, O(N) memory
//! @turns plays against the judge's answers as they come (interactive), so it reads no whole input
use std::io::{self, BufRead, Write};

/// The judge's limit on N.
const MAX_N: i64 = 2000;

/// The cards still on the table, 1-based.
struct Table {
    present: Vec<bool>,
}

impl Table {
    fn new(n: usize) -> Self {
        let mut present = vec![true; n + 2];
        present[0] = false;
        present[n + 1] = false;
        Table { present }
    }

    fn can_remove(&self, x: usize, y: usize) -> bool {
        x >= 1 && x + y < self.present.len() && self.present[x..x + y].iter().all(|&p| p)
    }

    fn remove(&mut self, x: usize, y: usize) {
        self.present[x..x + y].iter_mut().for_each(|p| *p = false);
    }

    /// The rows of consecutive cards: (first card, length).
    fn rows(&self) -> Vec<(usize, usize)> {
        let mut rows = Vec::new();
        let mut start = 0;
        for (card, &present) in self.present.iter().enumerate() {
            match (present, start) {
                (true, 0) => start = card,
                (false, s) if s > 0 => {
                    rows.push((s, card - s));
                    start = 0;
                }
                _ => {}
            }
        }
        rows
    }
}

/// Reads the judge's answer `a b` and plays it on `table`: None when the game is over (`0 0`
/// or `-1 -1`), else the move.
fn judge_move<R: BufRead, W: Write>(
    turns: &mut Turns<R, W>,
    table: &mut Table,
    (l, r): (usize, usize),
) -> Result<Option<(usize, usize)>, Stop> {
    let n = table.present.len() as i64 - 2;
    let a = turns.int("the judge's a", -1, n)?;
    let b = turns.int("the judge's b", -1, n)?;
    turns.end_line("the judge's move a b")?;
    if a == b && a <= 0 {
        return Ok(None);
    }
    let (a, b) = (a.max(0) as usize, b.max(0) as usize);
    if b < l || b > r || !table.can_remove(a, b) {
        let rule = format!("a move a b with {} ≤ b ≤ {}, cards a..a+b−1 on the table", l, r);
        return Err(turns.refuse(&rule));
    }
    table.remove(a, b);
    Ok(Some((a, b)))
}

fn say_move<R: BufRead, W: Write>(turns: &mut Turns<R, W>, x: usize, y: usize) -> Result<(), Stop> {
    turns.say(&format!("{} {}", x, y))
}

/// Mirror play: the middle y cards first, then the judge's moves copied across.
fn play_mirror<R: BufRead, W: Write>(
    turns: &mut Turns<R, W>,
    n: usize,
    (l, r): (usize, usize),
) -> Result<(), Stop> {
    let mut table = Table::new(n);
    let y = if (n - l) % 2 == 0 { l } else { l + 1 };
    let k = (n - y) / 2;
    turns.say("First")?;
    table.remove(k + 1, y);
    say_move(turns, k + 1, y)?;
    while let Some((a, b)) = judge_move(turns, &mut table, (l, r))? {
        let x = if a <= k { a + k + y } else { a - k - y };
        table.remove(x, b);
        say_move(turns, x, b)?;
    }
    Ok(())
}

/// The Grundy values of a row of 0 to n cards when every move takes exactly `take` of them.
fn grundy_values(n: usize, take: usize) -> Vec<usize> {
    let mut g = vec![0; n + 1];
    let mut seen = vec![usize::MAX; n + 2];
    for len in take..=n {
        for a in 0..=len - take {
            let value = g[a] ^ g[len - take - a];
            if value <= n {
                seen[value] = len;
            }
        }
        g[len] = (0..).find(|&v| seen[v] != len).unwrap_or(0);
    }
    g
}

/// A move that leaves the xor of the rows' values 0, else any legal move, else None.
fn grundy_move(table: &Table, g: &[usize], take: usize) -> Option<usize> {
    let rows = table.rows();
    let total = rows.iter().fold(0, |x, &(_, len)| x ^ g[len]);
    let mut any = None;
    for &(first, len) in rows.iter().filter(|&&(_, len)| len >= take) {
        any = any.or(Some(first));
        let wanted = total ^ g[len];
        if let Some(a) = (0..=len - take).find(|&a| g[a] ^ g[len - take - a] == wanted) {
            return Some(first + a);
        }
    }
    any
}

/// Sprague–Grundy play when every move takes exactly `take` cards.
fn play_grundy<R: BufRead, W: Write>(
    turns: &mut Turns<R, W>,
    n: usize,
    take: usize,
) -> Result<(), Stop> {
    let g = grundy_values(n, take);
    let mut table = Table::new(n);
    turns.say(if g[n] != 0 { "First" } else { "Second" })?;
    if g[n] == 0 && judge_move(turns, &mut table, (take, take))?.is_none() {
        return Ok(());
    }
    loop {
        match grundy_move(&table, &g, take) {
            Some(x) => {
                table.remove(x, take);
                say_move(turns, x, take)?;
            }
            None => turns.say("0 0")?,
        }
        if judge_move(turns, &mut table, (take, take))?.is_none() {
            return Ok(());
        }
    }
}

fn play<R: BufRead, W: Write>(turns: &mut Turns<R, W>) -> Result<(), Stop> {
    let n = turns.int("N", 1, MAX_N)?;
    let l = turns.int("L", 1, n)?;
    let r = turns.int("R", l, n)?;
    turns.end_line("N L R")?;
    let (n, l, r) = (n as usize, l as usize, r as usize);
    if l < r || (n - l) % 2 == 0 {
        play_mirror(turns, n, (l, r))
    } else {
        play_grundy(turns, n, l)
    }
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
