//! AtCoder AGC010 F (task agc010_f) · Tree Game · https://atcoder.jp/contests/agc010/tasks/agc010_f
//!
//! Rules: a tree of N vertices, A_i stones on vertex i. Takahashi puts a piece on a vertex;
//! then, Takahashi first, the players alternately take one stone from the piece's vertex and
//! move the piece to a neighbour. Who finds no stone under the piece loses.
//! Input: `N`, the line `A_1 … A_N`, then N − 1 lines `a_i b_i`. Output: the start vertices
//! from which Takahashi wins, ascending, on one line separated by spaces (maybe empty).
//! Accepts 2 ≤ N ≤ 10^6 (the judge: N ≤ 3000) and 0 ≤ A_i ≤ 10^18 (the judge: 10^9); edges
//! that do not make a tree on 1..N are refused (the first one closing a cycle is named), and
//! so is a larger N or A_i, naming the limit.
//!
//! Idea (a rule of the vertex alone): call v winning when some neighbour u with A_u < A_v is
//! not winning; the player to move with the piece on v wins iff v is winning.
//! Why: the rule for v looks only along paths of strictly falling A from v, so it never
//! looks at a vertex with more stones than v has, and which vertex the piece came from does
//! not matter. By induction on the stones left (none on v: no neighbour has fewer than 0, v
//! is losing, and the mover has no move): the mover at v takes a stone and moves to u, which
//! leaves A'_v = A_v − 1 and changes no rule below A_v − 1. If u is losing with A_u < A_v,
//! then A'_v ≥ A_u keeps v out of u's rule, u stays losing, and the opponent, to move at u,
//! loses. Otherwise every move loses: to a u with A_u < A_v, u is winning and stays so (v is
//! still not below it); to a u with A_u ≥ A_v, v has become losing (its lower neighbours all
//! are winning, as before), A'_v < A_u, so u is winning for the opponent.
//! So the vertices are decided in ascending order of A, each from its neighbours below it.
//! Cost: O(N log N) time (the sort), O(N) memory.
//!
//! @judge AtCoder
//! @number AGC010_F
//! @title Tree Game
//! @link https://atcoder.jp/contests/agc010/tasks/agc010_f
//! @time-limit 2 s
//! @accepts 2 ≤ N ≤ 10^6; 0 ≤ A_i ≤ 10^18; N − 1 edges forming a tree
//! @complexity O(N log N) time, O(N) memory
use std::io::{self, Read, Write};

/// Most vertices accepted: the tree is held in memory.
const MAX_VERTICES: i64 = 1_000_000;
/// Most stones on a vertex: they are only compared.
const MAX_STONES: i64 = 1_000_000_000_000_000_000;

fn solve(input: &[u8], out: &mut String) -> Result<(), String> {
    let mut tokens = Tokens::new(input);
    let n = tokens.int("the number of vertices N", 2, MAX_VERTICES)? as usize;
    let mut stones = vec![0i64; n + 1];
    for (i, count) in stones.iter_mut().enumerate().skip(1) {
        let at = |e: String| format!("{} (A_{} of {})", e, i, n);
        *count = tokens.int("a number of stones A_i", 0, MAX_STONES).map_err(at)?;
    }
    let edges = read_tree(&mut tokens, n)?;
    tokens.finish()?;
    let winning = winning_starts(&stones, &edges);
    let mut first = true;
    for v in (1..=n).filter(|&v| winning[v]) {
        if !first {
            out.push(' ');
        }
        first = false;
        out.push_str(&v.to_string());
    }
    out.push('\n');
    Ok(())
}

/// Reads N − 1 edges, checking that they make a tree on 1..=N.
fn read_tree(tokens: &mut Tokens<'_>, n: usize) -> Result<Vec<(usize, usize)>, String> {
    let mut group: Vec<usize> = (0..=n).collect();
    let mut edges = Vec::with_capacity(n - 1);
    for edge in 1..n {
        let at = |e: String| format!("{} (edge {} of {})", e, edge, n - 1);
        let a = tokens.int("a vertex a_i", 1, n as i64).map_err(at)? as usize;
        let b = tokens.int("a vertex b_i", 1, n as i64).map_err(at)? as usize;
        let (root_a, root_b) = (root(&mut group, a), root(&mut group, b));
        if root_a == root_b {
            let what =
                format!("an edge of a tree, not one closing a cycle (edge {}: {} {})", edge, a, b);
            return Err(tokens.refuse_last(&what));
        }
        group[root_a] = root_b;
        edges.push((a, b));
    }
    Ok(edges)
}

fn root(group: &mut [usize], mut v: usize) -> usize {
    while group[v] != v {
        group[v] = group[group[v]];
        v = group[v];
    }
    v
}

/// `winning[v]` for v in 1..=N: some neighbour with fewer stones is losing. Vertices are
/// decided by ascending stones, so every neighbour below v is decided before v.
fn winning_starts(stones: &[i64], edges: &[(usize, usize)]) -> Vec<bool> {
    let n = stones.len() - 1;
    // Adjacency in one array: the neighbours of v at `start[v]..start[v + 1]`.
    let mut start = vec![0usize; n + 2];
    for &(a, b) in edges {
        start[a + 1] += 1;
        start[b + 1] += 1;
    }
    for v in 1..=n + 1 {
        start[v] += start[v - 1];
    }
    let mut filled = start.clone();
    let mut neighbours = vec![0usize; 2 * edges.len()];
    for &(a, b) in edges {
        neighbours[filled[a]] = b;
        filled[a] += 1;
        neighbours[filled[b]] = a;
        filled[b] += 1;
    }
    let mut order: Vec<usize> = (1..=n).collect();
    order.sort_unstable_by_key(|&v| stones[v]);
    let mut winning = vec![false; n + 1];
    for v in order {
        winning[v] = neighbours[start[v]..start[v + 1]]
            .iter()
            .any(|&u| stones[u] < stones[v] && !winning[u]);
    }
    winning
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
