//! AtCoder ABC255 G (task abc255_g) · Constrained Nim · https://atcoder.jp/contests/abc255/tasks/abc255_g
//!
//! Rules: N piles of A_i stones; Takahashi and Aoki alternate, Takahashi first. A move takes
//! any positive number of stones from one pile, except that taking exactly Y_i stones from a
//! pile of exactly X_i stones is forbidden. Who cannot move loses.
//! Input: `N M`, the line `A_1 … A_N`, then M lines `X_i Y_i`. Output: `Takahashi` if he
//! wins, else `Aoki`.
//! Accepts 1 ≤ N, M ≤ 10^6 (the judge: 2·10^5), 1 ≤ A_i ≤ 10^18 and 1 ≤ Y_i ≤ X_i ≤ 10^18;
//! a pair given twice is refused, naming it, and so is anything out of range, naming the
//! limit.
//!
//! Idea (Grundy values compressed by shifts): the piles are a sum of games, so Takahashi wins
//! iff the xor of the Grundy values g(A_i) is not 0 (Sprague–Grundy). With h(n) the largest
//! of g(0..=n): a pile n that is no X_i reaches every smaller pile, whose values cover
//! 0..=h(n − 1), so g(n) = h(n − 1) + 1 — off the X's, g climbs by one a step: g(n) = h(p) +
//! (n − p) for p the largest X (or 0) below n. Each X is decided in ascending order: its
//! forbidden targets x − y, their values looked up, leave a value v out of the mex only if they
//! hold every pile below x of value v. Value v is held once where h first reached it and once
//! more for every earlier X whose g repeated it (g(X) ≤ h(X − 1)); counting those repeats,
//! g(x) is the smallest v whose forbidden count equals 1 + repeats(v), else h(x − 1) + 1.
//! Why g(n) ≤ h(n − 1) + 1 (so h rises by one at most and each v has that first place): a mex
//! of values ≤ h(n − 1).
//! Cost: O((N + M) log M) time (sorts and binary searches), O(N + M) memory.
//!
//! @judge AtCoder
//! @number ABC255_G
//! @title Constrained Nim
//! @link https://atcoder.jp/contests/abc255/tasks/abc255_g
//! @time-limit 4 s
//! @accepts 1 ≤ N, M ≤ 10^6; 1 ≤ A_i ≤ 10^18; 1 ≤ Y_i ≤ X_i ≤ 10^18; pairs distinct
//! @complexity O((N + M) log M) time, O(N + M) memory
use std::collections::BTreeMap;
use std::io::{self, Read, Write};

/// Most piles and most forbidden pairs accepted: both are held in memory.
const MAX_COUNT: i64 = 1_000_000;
/// Most stones in a pile: values stay below 2^63.
const MAX_STONES: i64 = 1_000_000_000_000_000_000;

fn solve(input: &[u8], out: &mut String) -> Result<(), String> {
    let mut tokens = Tokens::new(input);
    let n = tokens.int("the number of piles N", 1, MAX_COUNT)? as usize;
    let m = tokens.int("the number of forbidden moves M", 1, MAX_COUNT)? as usize;
    let mut piles = Vec::with_capacity(n);
    for i in 1..=n {
        let at = |e: String| format!("{} (A_{} of {})", e, i, n);
        piles.push(tokens.int("a pile A_i", 1, MAX_STONES).map_err(at)? as u64);
    }
    let mut forbidden = Vec::with_capacity(m);
    for i in 1..=m {
        let at = |e: String| format!("{} (pair {} of {})", e, i, m);
        let x = tokens.int("a pile size X_i", 1, MAX_STONES).map_err(at)?;
        let y = tokens.int("a forbidden take Y_i (at most X_i)", 1, x).map_err(at)?;
        forbidden.push((x as u64, y as u64));
    }
    tokens.finish()?;
    // Sorted in place, not checked through a hash set: memory stays near the input's size.
    forbidden.sort_unstable();
    if let Some(w) = forbidden.windows(2).find(|w| w[0] == w[1]) {
        return Err(refuse_repeat(input, w[0]));
    }
    let grundy = Grundy::new(forbidden);
    let total = piles.iter().fold(0, |acc, &pile| acc ^ grundy.value(pile));
    out.push_str(if total != 0 { "Takahashi\n" } else { "Aoki\n" });
    Ok(())
}

/// The error for the pair `repeated` given twice, at its second place: the input is read
/// again up to it, as its place was not kept.
fn refuse_repeat(input: &[u8], repeated: (u64, u64)) -> String {
    let mut tokens = Tokens::new(input);
    let mut number = || tokens.int("", 0, MAX_STONES).map_or(0, |v| v as u64);
    let n = number();
    let m = number();
    (0..n).for_each(|_| {
        number();
    });
    let mut seen = false;
    for _ in 0..m {
        let pair = (number(), number());
        if pair == repeated {
            if seen {
                break;
            }
            seen = true;
        }
    }
    let what = format!("a pair not given before ({} {} is)", repeated.0, repeated.1);
    tokens.refuse_last(&what)
}

/// The Grundy values of one pile: stored at each X, climbing by one a step in between.
struct Grundy {
    /// The distinct X's, ascending, with their values g and running maxima h.
    sizes: Vec<u64>,
    values: Vec<u64>,
    maxima: Vec<u64>,
}

impl Grundy {
    /// From the forbidden pairs, sorted.
    fn new(forbidden: Vec<(u64, u64)>) -> Self {
        let mut grundy = Grundy { sizes: Vec::new(), values: Vec::new(), maxima: Vec::new() };
        // repeats[v]: the X's decided so far whose value v was not a new maximum.
        // A B-tree, not a hash map: no doubling when it grows to a million entries.
        let mut repeats: BTreeMap<u64, u64> = BTreeMap::new();
        let mut start = 0;
        while start < forbidden.len() {
            let x = forbidden[start].0;
            let end = start + forbidden[start..].iter().take_while(|pair| pair.0 == x).count();
            let (below, below_max) = match grundy.sizes.last() {
                Some(&size) => (size, grundy.maxima[grundy.maxima.len() - 1]),
                None => (0, 0),
            };
            let max_before = below_max + (x - 1 - below);
            let mut targets: Vec<u64> =
                forbidden[start..end].iter().map(|&(_, y)| grundy.value(x - y)).collect();
            targets.sort_unstable();
            let mut value = max_before + 1;
            for (candidate, forbidden_count) in runs(&targets) {
                // Every pile below x of this value is a forbidden target: it is left out.
                let held = 1 + repeats.get(&candidate).copied().unwrap_or(0);
                if forbidden_count == held {
                    value = candidate;
                    break;
                }
            }
            if value <= max_before {
                *repeats.entry(value).or_insert(0) += 1;
            }
            grundy.sizes.push(x);
            grundy.values.push(value);
            grundy.maxima.push(max_before.max(value));
            start = end;
        }
        grundy
    }

    /// g(pile): stored at an X; else the last X at or below it (or 0), plus the steps since.
    fn value(&self, pile: u64) -> u64 {
        let count = self.sizes.partition_point(|&size| size <= pile);
        match count.checked_sub(1) {
            Some(i) if self.sizes[i] == pile => self.values[i],
            Some(i) => self.maxima[i] + (pile - self.sizes[i]),
            None => pile,
        }
    }
}

/// The runs of equal values in a sorted slice, as (value, length).
fn runs(sorted: &[u64]) -> Vec<(u64, u64)> {
    let mut runs: Vec<(u64, u64)> = Vec::new();
    for &v in sorted {
        match runs.last_mut() {
            Some(run) if run.0 == v => run.1 += 1,
            _ => runs.push((v, 1)),
        }
    }
    runs
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
