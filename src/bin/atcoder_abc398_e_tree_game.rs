//! AtCoder ABC398 E · Tree Game · https://atcoder.jp/contests/abc398/tasks/abc398_e
//!
//! Rules: a tree G on vertices 1 to N. The players alternately add an edge (i, j), i < j, that
//! G does not have and whose addition makes no odd cycle; who cannot move loses. The program
//! chooses to go first or second and must win against the judge (Takahashi).
//! Interaction: the judge sends `N` and the N − 1 edges `U V`; the program prints `First` or
//! `Second`; on its turn it prints `i j`, on the judge's turn it reads `i j`, or `-1 -1`, which
//! ends the game (the judge cannot move, or the program's move was refused): the program exits
//! at once (status 0). Every line is flushed as it is printed.
//! Accepts 2 ≤ N ≤ 100 and the edges of a tree with 1 ≤ U < V ≤ N (the judge's limits).
//! Refused with one `error:` line naming the line and token (status 1): a number out of range
//! or not a number, edges that are not a tree (a repeated edge or a cycle), a judge move that
//! is not legal, a judge line holding more than the protocol gives it. The end of the input
//! after `N` ends the program (status 0): the judge has gone.
//!
//! Idea: colour the tree's vertices by the parity of their depth, sides A and B. An edge inside a
//! side closes a cycle with the tree path between its ends, which has even length: odd, never
//! allowed. An edge across the sides keeps the graph bipartite with the same sides, so it is
//! always allowed while absent. So the game lasts exactly |A|·|B| − (N − 1) moves whatever
//! anyone plays: the program goes first iff that number is odd, then adds any absent edge across
//! the sides on each turn (the first in order), and the judge runs out of moves first.
//! Cost: O(N²) time and memory in all (each pair is passed over once).
//!
//! @judge AtCoder
//! @number ABC398_E
//! @title Tree Game
//! @link https://atcoder.jp/contests/abc398/tasks/abc398_e
//! @time-limit 2 s
//! @accepts 2 ≤ N ≤ 100; the edges of a tree, 1 ≤ U < V ≤ N (interactive)
//! @complexity O(N²) time and memory
//! @turns plays against the judge's answers as they come (interactive), so it reads no whole input
use std::io::{self, BufRead, Write};

const MAX_N: i64 = 100;

/// The tree's sides (`side[v]`, depth parity) and which pairs are edges now.
struct Board {
    side: Vec<bool>,
    edge: Vec<Vec<bool>>,
    /// The next pair (i, j) to consider for the program's move; earlier ones are all taken or
    /// inside a side.
    next: (usize, usize),
}

impl Board {
    fn free(&self, i: usize, j: usize) -> bool {
        self.side[i] != self.side[j] && !self.edge[i][j]
    }

    fn add(&mut self, i: usize, j: usize) {
        self.edge[i][j] = true;
        self.edge[j][i] = true;
    }

    /// The first absent edge across the sides, from `next` on.
    fn first_free(&mut self) -> Option<(usize, usize)> {
        let n = self.side.len() - 1;
        let (mut i, mut j) = self.next;
        while i < n {
            if j > n {
                i += 1;
                j = i + 1;
                continue;
            }
            if self.free(i, j) {
                self.next = (i, j);
                return Some((i, j));
            }
            j += 1;
        }
        None
    }
}

/// Reads the tree and colours it; refuses edges that do not make one.
fn read_tree<R: BufRead, W: Write>(turns: &mut Turns<R, W>, n: usize) -> Result<Board, Stop> {
    let mut edge = vec![vec![false; n + 1]; n + 1];
    // Union-find: an edge joining two vertices already connected closes a cycle.
    let mut parent: Vec<usize> = (0..=n).collect();
    fn root(parent: &mut [usize], mut v: usize) -> usize {
        while parent[v] != v {
            parent[v] = parent[parent[v]];
            v = parent[v];
        }
        v
    }
    let mut neighbours = vec![Vec::new(); n + 1];
    for _ in 1..n {
        let u = turns.int("an edge's U", 1, n as i64 - 1)? as usize;
        let v = turns.int("an edge's V, above U", u as i64 + 1, n as i64)? as usize;
        turns.end_line("an edge U V")?;
        let (ru, rv) = (root(&mut parent, u), root(&mut parent, v));
        if ru == rv {
            return Err(turns.refuse("an edge joining two parts (the edges are a tree's)"));
        }
        parent[ru] = rv;
        edge[u][v] = true;
        edge[v][u] = true;
        neighbours[u].push(v);
        neighbours[v].push(u);
    }
    let mut side = vec![false; n + 1];
    let mut seen = vec![false; n + 1];
    let mut stack = vec![1];
    seen[1] = true;
    while let Some(u) = stack.pop() {
        for &v in &neighbours[u] {
            if !seen[v] {
                seen[v] = true;
                side[v] = !side[u];
                stack.push(v);
            }
        }
    }
    Ok(Board { side, edge, next: (1, 2) })
}

fn play<R: BufRead, W: Write>(turns: &mut Turns<R, W>) -> Result<(), Stop> {
    let n = turns.int("N", 2, MAX_N)? as usize;
    turns.end_line("N")?;
    let mut board = read_tree(turns, n)?;
    let a = board.side[1..].iter().filter(|&&s| s).count();
    let moves = a * (n - a) - (n - 1);
    let mut my_turn = moves % 2 == 1;
    turns.say(if my_turn { "First" } else { "Second" })?;
    loop {
        if my_turn {
            // With the side chosen by parity the program always has a move here.
            let (i, j) = match board.first_free() {
                Some(pair) => pair,
                None => return Ok(()),
            };
            board.add(i, j);
            turns.say(&format!("{} {}", i, j))?;
        } else {
            let i = turns.int("the judge's i", -1, n as i64)?;
            let j = turns.int("the judge's j", -1, n as i64)?;
            turns.end_line("the judge's move i j")?;
            if i == -1 && j == -1 {
                return Ok(());
            }
            if i < 1 || j <= i || !board.free(i as usize, j as usize) {
                let rule = "a legal move i j: i < j, absent, joining the tree's two sides";
                return Err(turns.refuse(rule));
            }
            board.add(i as usize, j as usize);
        }
        my_turn = !my_turn;
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
