//! Luogu P4055 · [JSOI2009] 游戏 · https://www.luogu.com.cn/problem/P4055
//!
//! Rules: an N×M maze of free (`.`) and blocked (`#`) cells. AA puts a token on a free cell;
//! then YY and AA in turn, YY first, move it to a free neighbouring cell (up, down, left,
//! right) it has never been on. Whoever cannot move loses (the last to move wins).
//! Input: `N M`, then N rows of M characters.
//! Output: `WIN` and then every start from which AA wins, `x y` (row, column, from 1), one a
//! line in row-major order; or `LOSE` if there is none.
//! Accepts 1 ≤ N, M ≤ 100 (the judge's limits: the matching costs up to cells × edges); a
//! row of another length or with another character is refused.
//!
//! Idea (games on bipartite graphs decided by maximum matchings): colour the cells like a
//! chessboard; moves join cells of different colours, a bipartite graph. AA wins from v iff
//! some maximum matching leaves v unmatched. Those cells are, for one maximum matching M,
//! the unmatched cells and every cell reached from one of them by "step to a neighbour,
//! then jump to that neighbour's partner in M".
//! Why AA wins when a maximum matching M misses v: whenever YY moves to u, AA answers with
//! u's partner. u is matched: else the path from v through the play to u alternates
//! unmatched/matched edges with both ends unmatched, and flipping it would enlarge M. u's
//! partner is unvisited: the visited cells are v and pairs of partners. So AA always has a
//! move, and the game (at most N·M moves) ends with YY stuck.
//! Why YY wins when every maximum matching covers v: take one, M; YY always moves to the
//! partner of the token's cell (first v's). When AA moves from w to x, x is matched: else
//! the path v, M(v), …, w, x would be alternating and even, and flipping it would give a
//! matching as large as M missing v. x's partner is unvisited, as above. So YY always moves.
//! Why the search finds exactly the cells some maximum matching misses: a step to y and the
//! jump to M(y) extend an even alternating path from an unmatched cell u; flipping the path
//! from u to the cell w reached gives a maximum matching missing w. Conversely if a maximum
//! M′ misses w but M covers it, the component of w in M ⊕ M′ is an alternating path from w;
//! it has as many M-edges as M′-edges (else one matching could be enlarged along it), so it
//! ends at a cell unmatched in M, and walked backwards it is the search's path to w.
//! Matching: Kuhn's augmenting paths from each cell of one colour after a greedy start.
//! Cost: O(V·E) time worst case (V ≤ 10^4 cells, E ≤ 2·10^4 edges), O(N·M) memory.
//!
//! @judge Luogu
//! @number P4055
//! @title [JSOI2009] 游戏
//! @link https://www.luogu.com.cn/problem/P4055
//! @time-limit 1 s
//! @accepts 1 ≤ N, M ≤ 100; rows of M characters `.` or `#`
//! @complexity O(N²·M²) time, O(N·M) memory
use std::fmt::Write as _;
use std::io::{self, Read, Write};

const NONE: usize = usize::MAX;

fn solve(input: &[u8], out: &mut String) -> Result<(), String> {
    let mut tokens = Tokens::new(input);
    let rows = tokens.int("the number of rows N", 1, 100)? as usize;
    let cols = tokens.int("the number of columns M", 1, 100)? as usize;
    let mut free = Vec::with_capacity(rows * cols);
    for _ in 0..rows {
        let row = tokens.word("a row of `.` and `#`", cols, |b| b == b'.' || b == b'#')?;
        if row.len() != cols {
            return Err(tokens.refuse_last(&format!("a row of M = {} characters", cols)));
        }
        free.extend(row.iter().map(|&b| b == b'.'));
    }
    tokens.finish()?;
    let maze = Maze { rows, cols, free };
    let winning = maze.cells_some_maximum_matching_misses();
    if winning.iter().all(|&w| !w) {
        out.push_str("LOSE\n");
        return Ok(());
    }
    out.push_str("WIN\n");
    for (cell, _) in winning.iter().enumerate().filter(|(_, &w)| w) {
        let _ = writeln!(out, "{} {}", cell / cols + 1, cell % cols + 1);
    }
    Ok(())
}

struct Maze {
    rows: usize,
    cols: usize,
    free: Vec<bool>,
}

impl Maze {
    /// The free cells next to `cell`.
    fn neighbours(&self, cell: usize) -> impl Iterator<Item = usize> + '_ {
        let (r, c) = (cell / self.cols, cell % self.cols);
        let up = (r > 0).then(|| cell - self.cols);
        let down = (r + 1 < self.rows).then(|| cell + self.cols);
        let left = (c > 0).then(|| cell - 1);
        let right = (c + 1 < self.cols).then(|| cell + 1);
        [up, down, left, right].into_iter().flatten().filter(move |&n| self.free[n])
    }

    /// A maximum matching: `mate[cell]`, or NONE.
    fn maximum_matching(&self) -> Vec<usize> {
        let cells = self.rows * self.cols;
        let mut mate = vec![NONE; cells];
        let left: Vec<usize> = (0..cells)
            .filter(|&c| self.free[c] && (c / self.cols + c % self.cols) % 2 == 0)
            .collect();
        for &cell in &left {
            if let Some(n) = self.neighbours(cell).find(|&n| mate[n] == NONE) {
                mate[cell] = n;
                mate[n] = cell;
            }
        }
        let mut seen = vec![0u32; cells];
        for (round, &cell) in left.iter().enumerate() {
            if mate[cell] == NONE {
                self.augment(cell, round as u32 + 1, &mut seen, &mut mate);
            }
        }
        mate
    }

    /// Kuhn's search for an augmenting path from the left cell `cell`; flips it if found.
    fn augment(&self, cell: usize, round: u32, seen: &mut [u32], mate: &mut [usize]) -> bool {
        for n in self.neighbours(cell) {
            if seen[n] == round {
                continue;
            }
            seen[n] = round;
            if mate[n] == NONE || self.augment(mate[n], round, seen, mate) {
                mate[cell] = n;
                mate[n] = cell;
                return true;
            }
        }
        false
    }

    /// Whether each cell is free and missed by some maximum matching.
    fn cells_some_maximum_matching_misses(&self) -> Vec<bool> {
        let mate = self.maximum_matching();
        let cells = self.rows * self.cols;
        let mut missed: Vec<bool> = (0..cells).map(|c| self.free[c] && mate[c] == NONE).collect();
        let mut stack: Vec<usize> = (0..cells).filter(|&c| missed[c]).collect();
        while let Some(cell) = stack.pop() {
            for n in self.neighbours(cell) {
                // n is matched: an unmatched neighbour of a missed cell would enlarge M.
                let partner = mate[n];
                if partner != NONE && !missed[partner] {
                    missed[partner] = true;
                    stack.push(partner);
                }
            }
        }
        missed
    }
}

fn main() {
    run(solve);
}

// ==== template digits: src/digits.rs, kept equal by tests/standalone.rs ====
/// The ASCII digits of `bytes` from `start`: their value (exact up to 19 digits, wrapping
/// beyond) and the index after the last one. The first 4 to 8 digits are read as one u64,
/// the rest (rare past 8) one by one.
#[inline]
pub fn read_digits(bytes: &[u8], start: usize) -> (u64, usize) {
    let (mut value, mut end) = (0u64, start);
    if let Some(b) = bytes.get(start..start + 8) {
        let chunk = u64::from_le_bytes([b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7]]);
        let count = digit_run(chunk);
        if count >= 4 {
            value = digits_value(chunk, count);
            end += count;
            if count < 8 {
                return (value, end);
            }
        }
    }
    while end < bytes.len() && bytes[end].is_ascii_digit() {
        value = value.wrapping_mul(10).wrapping_add(u64::from(bytes[end] - b'0'));
        end += 1;
    }
    (value, end)
}

const ONES: u64 = 0x0101_0101_0101_0101;

/// How many of the 8 bytes in `chunk` (first byte lowest) are ASCII digits before the first
/// that is not: a byte is a digit when it is 0x30..=0x3F and stays so with 6 added.
#[inline]
fn digit_run(chunk: u64) -> usize {
    let high = 0xF0 * ONES;
    let not_digit =
        ((chunk & high) ^ (0x30 * ONES)) | ((chunk.wrapping_add(6 * ONES) & high) ^ (0x30 * ONES));
    (not_digit.trailing_zeros() / 8) as usize
}

/// The value of the first `count` bytes of `chunk` (4 ≤ count ≤ 8, all ASCII digits): moved
/// to the top with zeros below, then combined in pairs, quads and all eight by a multiply
/// and a shift each.
#[inline]
fn digits_value(chunk: u64, count: usize) -> u64 {
    let x = chunk.wrapping_sub(0x30 * ONES) << (64 - 8 * count as u32);
    let x = (x.wrapping_mul(10) + (x >> 8)) & 0x00FF_00FF_00FF_00FF;
    let x = (x.wrapping_mul(100) + (x >> 16)) & 0x0000_FFFF_0000_FFFF;
    (x.wrapping_mul(10_000) + (x >> 32)) & 0xFFFF_FFFF
}
// ==== end template digits ====

// ==== template program: src/program.rs, kept equal by tests/standalone.rs ====
/// Reads all of stdin, runs `solve` on it and writes its answers in one go; when `solve` fails
/// (bad input), prints the answers of the complete cases before it, then one `error:` line on
/// stderr, and exits with status 1.
pub fn run(solve: impl FnOnce(&[u8], &mut String) -> Result<(), String>) {
    // Where stdin is a file, its size spares the copies of a growing buffer.
    let size = std::fs::metadata("/dev/stdin").map_or(0, |meta| meta.len().min(1 << 30));
    let mut input = Vec::with_capacity(size as usize + 1);
    let read = io::stdin().read_to_end(&mut input);
    // Answers are rarely longer than their input; untouched capacity costs no memory.
    let mut out = String::with_capacity(input.len() + 64);
    let solved = match read {
        Ok(_) => solve(&input, &mut out),
        Err(e) => Err(format!("cannot read standard input: {}", e)),
    };
    let mut stdout = io::stdout();
    let written = stdout.write_all(out.as_bytes()).and_then(|_| stdout.flush());
    let result = solved.and(written.map_err(|e| format!("cannot write standard output: {}", e)));
    if let Err(message) = result {
        eprintln!("error: {}", message);
        std::process::exit(1);
    }
}
// ==== end template program ====

// ==== template tokens: src/tokens.rs, kept equal by tests/standalone.rs ====
/// Whitespace-separated integer (or word) tokens over the whole input.
/// Whitespace: ASCII whitespace, U+00A0 and U+3000; a UTF-8 BOM at the start is skipped.
/// A number is an optional `-` and ASCII digits; anything else is refused with its place.
pub struct Tokens<'a> {
    bytes: &'a [u8],
    pos: usize,
}

impl<'a> Tokens<'a> {
    pub fn new(bytes: &'a [u8]) -> Self {
        let start = if bytes.starts_with(b"\xEF\xBB\xBF") { 3 } else { 0 };
        Tokens { bytes, pos: start }
    }

    /// Length in bytes of the whitespace character at `pos`, 0 if there is none.
    fn space_len(&self, pos: usize) -> usize {
        match self.bytes[pos..] {
            [b' ' | b'\t' | b'\n' | b'\r' | b'\x0B' | b'\x0C', ..] => 1,
            [0xC2, 0xA0, ..] => 2,
            [0xE3, 0x80, 0x80, ..] => 3,
            _ => 0,
        }
    }

    #[inline]
    fn skip_space(&mut self) {
        while let Some(&byte) = self.bytes.get(self.pos) {
            self.pos += match byte {
                b' ' | b'\n' | b'\r' | b'\t' | b'\x0B' | b'\x0C' => 1,
                0xC2 | 0xE3 => match self.space_len(self.pos) {
                    0 => return,
                    len => len,
                },
                _ => return,
            };
        }
    }

    /// The next token as an integer in `min..=max`; `what` names it in an error.
    /// Errors say the line, the token's index, what was expected and what was found.
    #[inline(always)]
    pub fn int(&mut self, what: &str, min: i64, max: i64) -> Result<i64, String> {
        self.skip_space();
        let start = self.pos;
        let bytes = self.bytes;
        let negative = bytes.get(start) == Some(&b'-');
        let digits = start + negative as usize;
        let (value, pos) = read_digits(bytes, digits);
        self.pos = pos;
        let ends = match bytes.get(pos) {
            None | Some(b' ') | Some(b'\n') => true,
            _ => self.space_len(pos) > 0,
        };
        // 1 to 18 digits are exact and inside i64; longer numbers take the slow path.
        let len = pos - digits;
        let signed = if negative { (value as i64).wrapping_neg() } else { value as i64 };
        if len.wrapping_sub(1) < 18 && ends && min <= signed && signed <= max {
            return Ok(signed);
        }
        self.refuse_or_long(start, what, min, max)
    }

    /// The slow path of `int`: a number of more than 19 digits (exact behind leading zeros),
    /// or the error for what stands at `start`.
    #[cold]
    fn refuse_or_long(
        &mut self,
        start: usize,
        what: &str,
        min: i64,
        max: i64,
    ) -> Result<i64, String> {
        let negative = self.bytes.get(start) == Some(&b'-');
        let digits = &self.bytes[start + negative as usize..self.pos];
        let significant = digits.iter().position(|&b| b != b'0').unwrap_or(digits.len());
        let ends = self.pos == self.bytes.len() || self.space_len(self.pos) > 0;
        if digits.len() >= 19 && digits.len() - significant <= 19 && ends {
            let value = digits.iter().fold(0u64, |v, &b| v * 10 + u64::from(b - b'0'));
            let signed = if negative { -(value as i128) } else { value as i128 };
            if i128::from(min) <= signed && signed <= i128::from(max) {
                return Ok(signed as i64);
            }
        }
        while self.pos < self.bytes.len() && self.space_len(self.pos) == 0 {
            self.pos += 1;
        }
        let range = format!("an integer from {} to {}", min, max);
        Err(self.unexpected(start, &format!("{} ({})", what, range)))
    }

    /// The next token as a word: 1 to `max_len` bytes, each one `allowed` accepts. `what` names
    /// it, its alphabet and its length in an error, which says the line and the token's index.
    pub fn word(
        &mut self,
        what: &str,
        max_len: usize,
        allowed: fn(u8) -> bool,
    ) -> Result<&'a [u8], String> {
        self.skip_space();
        let start = self.pos;
        while self.pos < self.bytes.len() && self.space_len(self.pos) == 0 {
            self.pos += 1;
        }
        let word = &self.bytes[start..self.pos];
        if !word.is_empty() && word.len() <= max_len && word.iter().all(|&b| allowed(b)) {
            return Ok(word);
        }
        Err(self.unexpected(start, what))
    }

    /// The next token as one of the words `choices`: its index in them. `what` names it in an
    /// error, which says the line and the token's index.
    pub fn choice(&mut self, what: &str, choices: &[&str]) -> Result<usize, String> {
        let longest = choices.iter().map(|c| c.len()).max().unwrap_or(0);
        let word = self.word(what, longest.max(1), |_| true)?;
        let found = choices.iter().position(|c| c.as_bytes() == word);
        found.ok_or_else(|| self.refuse_last(what))
    }

    /// The error for the token just read when it is not what was `expected` (a check the
    /// reader cannot make: a string's length, an edge closing a cycle): its line and index.
    pub fn refuse_last(&self, expected: &str) -> String {
        let mut start = self.pos;
        let ends_space = |end: usize| {
            let before = &self.bytes[..end];
            before.last().map_or(true, u8::is_ascii_whitespace)
                || before.ends_with(&[0xC2, 0xA0])
                || before.ends_with(&[0xE3, 0x80, 0x80])
        };
        while start > 0 && !ends_space(start) {
            start -= 1;
        }
        self.unexpected(start, expected)
    }

    /// Whether only whitespace is left: where tests run to the end of the input, they stop here.
    pub fn at_end(&mut self) -> bool {
        self.skip_space();
        self.pos == self.bytes.len()
    }

    /// The first number of a test, in `1..=max`; or None at the closing line of `zeros` zeros
    /// (`0`, `0 0`, `0 0 0`), after which only whitespace may follow. `what` names the number.
    pub fn first_or_end(
        &mut self,
        what: &str,
        zeros: usize,
        max: i64,
    ) -> Result<Option<i64>, String> {
        let first = self.int(what, 0, max)?;
        if first > 0 {
            return Ok(Some(first));
        }
        for _ in 1..zeros {
            self.int("0 (the closing line is all zeros)", 0, 0)?;
        }
        self.finish()?;
        Ok(None)
    }

    /// Succeeds when only whitespace is left.
    pub fn finish(&mut self) -> Result<(), String> {
        self.skip_space();
        if self.pos == self.bytes.len() {
            return Ok(());
        }
        let start = self.pos;
        while self.pos < self.bytes.len() && self.space_len(self.pos) == 0 {
            self.pos += 1;
        }
        Err(self.unexpected(start, "end of input"))
    }

    /// The message for the token at `start..self.pos` (empty at end of input), with its line
    /// and its index within that line. At the end of the input, the line named is the last one
    /// holding anything, and the index the one after its last token.
    fn unexpected(&self, start: usize, expected: &str) -> String {
        let content =
            self.bytes.iter().rposition(|b| !b.is_ascii_whitespace()).map_or(0, |i| i + 1);
        let at = start.min(content);
        let line = 1 + self.bytes[..at].iter().filter(|&&b| b == b'\n').count();
        let bom = if self.bytes.starts_with(b"\xEF\xBB\xBF") { 3 } else { 0 };
        let line_start = self.bytes[..at].iter().rposition(|&b| b == b'\n').map_or(bom, |i| i + 1);
        let token = String::from_utf8_lossy(&self.bytes[start..self.pos]);
        let found = match token.chars().count() {
            0 => "end of input".to_string(),
            len if len <= 24 => format!("{:?}", token),
            len => {
                format!("{:?}… ({} characters)", token.chars().take(24).collect::<String>(), len)
            }
        };
        let index = 1 + self.tokens_in(line_start, at);
        format!("line {}, token {}: expected {}, found {}", line, index, expected, found)
    }

    /// How many tokens lie wholly or partly in `from..to`.
    fn tokens_in(&self, from: usize, to: usize) -> usize {
        let (mut count, mut pos, mut in_token) = (0, from, false);
        while pos < to {
            match self.space_len(pos) {
                0 => {
                    count += usize::from(!in_token);
                    in_token = true;
                    pos += 1;
                }
                len => {
                    in_token = false;
                    pos += len;
                }
            }
        }
        count
    }
}
// ==== end template tokens ====
