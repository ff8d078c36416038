//! Luogu P2490 · [SDOI2011] 黑白棋 · https://www.luogu.com.cn/problem/P2490
//!
//! Rules: a 1×n board holds k pieces, white and black alternating from the left (white
//! first). A (first) moves 1 to d white pieces right, B 1 to d black pieces left, each any
//! number of cells, never onto or past another piece nor off the board; who cannot move
//! loses.
//! Input: `n k d`. Output: how many layouts of the k pieces A wins, mod 10^9+7.
//! Accepts 1 ≤ d ≤ k ≤ n ≤ 10^5, k even, k ≤ 100 (the judge: n ≤ 10^4).
//!
//! Idea (Moore's Nim-k, counted by a digit DP): the gaps g_i between the i-th white piece
//! and the black piece right of it are piles of Moore's Nim with at most d piles per move;
//! a layout is lost for A exactly when, for every bit, the number of gaps holding it is a
//! multiple of d + 1. Count the lost gap vectors f(S) of each sum S bit by bit, place the
//! n − k − S other empty cells in the k/2 + 1 places outside the pairs, and subtract:
//! answer = C(n, k) − Σ_S f(S)·C(n − k − S + k/2, k/2).
//! Why the gaps: a white piece can only move right, up to the black piece of its pair,
//! which does not move in A's turn (and the same for B), so a move of either player lowers
//! 1 to d gaps, each by any amount, and the cells outside the pairs never change. The game
//! is the same for both players: Moore's Nim-k with k = d.
//! Why Moore's rule: call a position balanced when each bit's count is ≡ 0 (mod d + 1).
//! From a balanced position, a move lowers 1 to d piles; at the highest bit where any of
//! them changes, each that changes there goes from 1 to 0 (its higher bits are unchanged and
//! it got smaller), so that bit's count drops by 1 to d and is no longer ≡ 0. From an
//! unbalanced one, go from the top bit down keeping the piles already lowered (free below);
//! at each bit with count c ≢ 0, clear the bit in r = c mod (d + 1) piles that hold it, or,
//! with free piles, set it in free piles instead when that needs fewer changes; the moved
//! piles stay ≤ d (Moore 1910). So the lost layouts are the balanced ones.
//! The digit DP: f_b(s) counts the vectors of the lowest b bits with sum s; bit b adds
//! j·2^b for j gaps chosen C(k/2, j) ways, j a multiple of d + 1.
//! Cost: O(log n · n · k/d) time, O(n) memory.
//!
//! @judge Luogu
//! @number P2490
//! @title [SDOI2011] 黑白棋
//! @link https://www.luogu.com.cn/problem/P2490
//! @time-limit 1 s
//! @accepts 1 ≤ d ≤ k ≤ n ≤ 10^5; k even; k ≤ 100
//! @complexity O(n·k·log n / d) time, O(n) memory
use std::io::{self, Read, Write};

const MODULUS: u64 = 1_000_000_007;

fn solve(input: &[u8], out: &mut String) -> Result<(), String> {
    let mut tokens = Tokens::new(input);
    let n = tokens.int("the board length n", 1, 100_000)? as usize;
    let k = tokens.int("the number of pieces k (at most min(n, 100))", 1, n.min(100) as i64)?;
    if k % 2 == 1 {
        return Err(tokens.refuse_last("an even number of pieces k"));
    }
    let d = tokens.int("the most pieces moved at once d (at most k)", 1, k)? as usize;
    tokens.finish()?;
    out.push_str(&first_player_wins(n, k as usize, d).to_string());
    out.push('\n');
    Ok(())
}

/// The layouts of k pieces on n cells that A, moving first, wins, mod 10^9+7.
fn first_player_wins(n: usize, k: usize, d: usize) -> u64 {
    let pairs = k / 2;
    let binomial = Binomials::new(n);
    let spare = n - k;
    // lost[s]: balanced gap vectors of sum s over the bits handled so far.
    let mut lost = vec![0u64; spare + 1];
    lost[0] = 1;
    let mut bit = 1;
    while bit <= spare {
        let mut next = vec![0u64; spare + 1];
        for (sum, &ways) in lost.iter().enumerate().filter(|&(_, &w)| w != 0) {
            for set in (0..=pairs).step_by(d + 1) {
                let total = sum + set * bit;
                if total > spare {
                    break;
                }
                next[total] = (next[total] + ways * binomial.choose(pairs, set)) % MODULUS;
            }
        }
        lost = next;
        bit *= 2;
    }
    let lost_layouts = lost.iter().enumerate().fold(0, |acc, (sum, &ways)| {
        (acc + ways * binomial.choose(spare - sum + pairs, pairs)) % MODULUS
    });
    (binomial.choose(n, k) + MODULUS - lost_layouts) % MODULUS
}

/// Binomial coefficients mod 10^9+7 from factorials up to a bound.
struct Binomials {
    factorial: Vec<u64>,
    inverse: Vec<u64>,
}

impl Binomials {
    fn new(most: usize) -> Self {
        let mut factorial = vec![1u64; most + 1];
        for i in 1..=most {
            factorial[i] = factorial[i - 1] * i as u64 % MODULUS;
        }
        let mut inverse = vec![1u64; most + 1];
        inverse[most] = power(factorial[most], MODULUS - 2);
        for i in (1..=most).rev() {
            inverse[i - 1] = inverse[i] * i as u64 % MODULUS;
        }
        Binomials { factorial, inverse }
    }

    fn choose(&self, n: usize, r: usize) -> u64 {
        self.factorial[n] * self.inverse[r] % MODULUS * self.inverse[n - r] % MODULUS
    }
}

fn power(mut base: u64, mut exponent: u64) -> u64 {
    let mut result = 1;
    while exponent > 0 {
        if exponent & 1 == 1 {
            result = result * base % MODULUS;
        }
        base = base * base % MODULUS;
        exponent >>= 1;
    }
    result
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
