//! Codeforces 1704F · Colouring Game · https://codeforces.com/problemset/problem/1704/F
//!
//! Rules: a row of n cells, each red (R) or blue (B). Alice and Bob move in turn, Alice
//! first: Alice picks two neighbouring cells of which at least one is red and paints both
//! white; Bob does the same with at least one blue. Whoever cannot move loses.
//! Input: `t`, then per test `n` and a string s of n letters R/B.
//! Output: per test `Alice` or `Bob`, the winner.
//! Accepts t ≥ 0, 2 ≤ n (the judge: t ≤ 10^4, Σn ≤ 5·10^5); a string of another length or
//! with another letter is refused; n = 1 too (no two neighbouring cells: no game).
//!
//! Idea: with r red and b blue cells, Alice wins if r > b, Bob if r < b; if r = b, split s
//! into maximal alternating runs (neighbours of different colours) and Alice wins iff the
//! xor of g(len) over the runs is not 0, where g is Dawson's Kayles (octal game 0.07:
//! remove two neighbours from a row): g(L) = mex{g(i) ⊕ g(L − 2 − i) : 0 ≤ i ≤ L − 2}.
//! Why, part 1 (counting): with n ≥ 2 every cell has a neighbour, so a player can move iff
//! a cell of his colour is left. Colours only turn white, so a red and a blue that are not
//! neighbours never become so. Say r > b at Alice's turn. She plays a red–blue pair when one
//! exists (r and b each drop by 1); otherwise no red touches a blue, now or later, so Bob
//! never again touches a red, and she paints one red with a white neighbour (one exists:
//! a run of reds touching no blue ends at a white cell or the row's end, and it is not the
//! whole row since b ≥ 1 when Bob can still move). Either way r − b ≥ 1 after her move
//! with r dropping by exactly 1, and Bob's reply lowers b by at least 1 and r by at most 1
//! (only a red–blue pair touches a red). So r > b holds at each of her turns: she can always
//! move, and the finite game ends with Bob stuck. The same holds for Bob when b > r at his
//! turn — in particular after Alice's first move when b > r at the start.
//! Part 2 (r = b): a move other than a red–blue pair lowers only the mover's count, handing
//! the opponent the strict majority at his turn, a loss by part 1; a red–blue pair keeps
//! r = b. So both play red–blue pairs only, and who has none loses: an impartial game. A
//! red–blue pair lies inside one maximal alternating run, and whitening two neighbours of a
//! run of length L leaves runs of i and L − 2 − i: Dawson's Kayles on each run, summed, so
//! by Sprague–Grundy the mover wins iff the xor of the g(L) is not 0.
//! Part 3 (period): g(L + 34) = g(L) for every L ≥ 53. Checked directly for 53 ≤ L < 142 (the
//! program computes g up to 200 and the tests check the period there); beyond, by induction
//! (Guy–Smith): for L ≥ 142 an option (i, j) of L + 34 with j ≥ i has j ≥ (L + 32)/2 ≥ 87, so
//! g(j) = g(j − 34) and (i, j − 34) is an option of L of the same value; an option (i, j) of
//! L with j ≥ i has j ≥ 70 ≥ 53, so (i, j + 34) is one of L + 34 of the same value. Equal
//! option values, equal mex.
//! Cost: O(Σn) time, O(1) memory besides the input (a table of 200 values).
//!
//! @judge Codeforces
//! @number 1704F
//! @title Colouring Game
//! @link https://codeforces.com/problemset/problem/1704/F
//! @time-limit 1 s
//! @accepts t ≥ 0; n ≥ 2; s of n letters R/B
//! @complexity O(Σn) time, O(1) memory
use std::io::{self, Read, Write};

/// Dawson's Kayles is computed up to here; longer runs use the period 34 from 53 on.
const TABLE: usize = 200;

fn solve(input: &[u8], out: &mut String) -> Result<(), String> {
    let mut tokens = Tokens::new(input);
    let grundy = dawsons_kayles();
    let count = tokens.int("the number of tests t", 0, i64::MAX)?;
    for test in 1..=count {
        let alice = alice_wins(&mut tokens, &grundy);
        let alice = alice.map_err(|e| format!("{} (test {} of t = {})", e, test, count))?;
        out.push_str(if alice { "Alice\n" } else { "Bob\n" });
    }
    tokens.finish()
}

/// Reads one test, `n` and s: whether Alice, moving first, wins.
fn alice_wins(tokens: &mut Tokens<'_>, grundy: &[u8; TABLE]) -> Result<bool, String> {
    let n = tokens.int("the number of cells n", 2, i64::MAX)?;
    let s = tokens.word("a string s of R and B", usize::MAX, |b| b == b'R' || b == b'B')?;
    if s.len() as i64 != n {
        return Err(tokens.refuse_last(&format!("a string s of n = {} letters R and B", n)));
    }
    let red = s.iter().filter(|&&c| c == b'R').count();
    let blue = s.len() - red;
    if red != blue {
        return Ok(red > blue);
    }
    let (mut xor, mut run) = (0, 1);
    for i in 1..=s.len() {
        if i < s.len() && s[i] != s[i - 1] {
            run += 1;
        } else {
            xor ^= value(grundy, run);
            run = 1;
        }
    }
    Ok(xor != 0)
}

/// Dawson's Kayles from its definition: g[L] = mex of g[i] ⊕ g[L − 2 − i].
fn dawsons_kayles() -> [u8; TABLE] {
    let mut g = [0u8; TABLE];
    for len in 2..TABLE {
        let mut seen = [false; 64];
        for i in 0..=len - 2 {
            seen[(g[i] ^ g[len - 2 - i]) as usize] = true;
        }
        g[len] = seen.iter().position(|&s| !s).expect("fewer than 64 values") as u8;
    }
    g
}

/// g(len), by the period 34 from 53 on beyond the table.
fn value(grundy: &[u8; TABLE], len: usize) -> u8 {
    if len < TABLE {
        grundy[len]
    } else {
        grundy[53 + (len - 53) % 34]
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
