//! HDU 3595 · GG and MM · https://acm.hdu.edu.cn/showproblem.php?pid=3595
//!
//! HDU accepts no Rust (its languages: G++, GCC, C++, C, Pascal, Java, C#): this file is for
//! practice and verification.
//!
//! Rules: N games of two piles each. A move in a game picks one pile, of x stones, and removes
//! k·x stones (k ≥ 1) from the other pile, which must hold that many; a game is over when no
//! move is left in it (a pile is empty). MM moves first; at each turn the player must move in
//! every game not yet over; the player who cannot move at all (every game over) loses.
//! Input: tests until the end of the input, each `N` then N lines `p q`. Output: per test `MM`
//! if MM wins, else `GG`.
//! Accepts any number of tests, 0 ≤ N, 0 ≤ p, q ≤ 10^18 (the judge: at most 100 tests,
//! N ≤ 1000, p, q ≤ 1000); a game with an empty pile is already over, and N = 0 leaves MM no
//! move (`GG`). Larger piles are refused, naming the limit.
//!
//! Idea (Every-SG, the continued conjunctive compound): give each game its step count s: 0
//! when it is over; else, if some move leaves an even count, 1 + the largest such count
//! (the mover wins it, and makes it last), otherwise 1 + the smallest count a move leaves
//! (the mover loses it, and ends it soon). The player to move wins the compound iff the
//! largest step count among the games is odd: MM iff it is odd.
//! Why the largest count decides (induction on the compound): s is odd exactly when the mover
//! wins the game alone, and from any s > 0 some move leaves s − 1 (the largest even count
//! from an odd s, the smallest from an even s, where every move leaves an odd count). If the
//! largest count M is odd, moving every game to s − 1 leaves the largest M − 1, even, or no
//! move at all when M = 1. If M is even, a game at M can only go to an odd count ≥ M − 1,
//! while a game at s < M goes to an even count ≤ s − 1 ≤ M − 2 or to an odd count: the largest
//! count left is odd. So an odd largest count is a win, an even one a loss.
//! The step counts of this game (Euclid's game): with a ≥ b > 0, q = ⌊a/b⌋ and r = a mod b,
//! the positions (r + jb, b) form a chain, each reaching all those below it, down to (b, r)
//! of count S (0 when r = 0). The first link (r + b, b) has only the move to (b, r): count
//! S + 1. From the second link on, the moves reach S and S + 1, one of them even: count S + 1
//! when S is even, S + 2 when S is odd. So s(a, b) = S + 1 if q = 1 or S is even, else S + 2,
//! folded along the quotients of Euclid's algorithm from the last. The suite's oracle plays
//! the compound itself on up to three games of piles up to 12.
//! Cost: O(log max(p, q)) time per game, O(1) memory besides the input.
//!
//! @judge HDU
//! @number 3595
//! @title GG and MM
//! @link https://acm.hdu.edu.cn/showproblem.php?pid=3595
//! @time-limit 2 s
//! @accepts 0 ≤ N, 0 ≤ p, q ≤ 10^18; tests until end of input
//! @complexity O(log max(p, q)) time per game, O(1) memory
use std::io::{self, Read, Write};

/// The most stones in a pile.
const MAX_STONES: i64 = 1_000_000_000_000_000_000;

fn solve(input: &[u8], out: &mut String) -> Result<(), String> {
    let mut tokens = Tokens::new(input);
    while !tokens.at_end() {
        let n = tokens.int("the number of games N", 0, i64::MAX)?;
        let mut longest = 0;
        for i in 1..=n {
            let at = |e: String| format!("{} (game {} of {})", e, i, n);
            let p = tokens.int("a pile p", 0, MAX_STONES).map_err(at)? as u64;
            let q = tokens.int("a pile q", 0, MAX_STONES).map_err(at)? as u64;
            longest = longest.max(steps(p, q));
        }
        out.push_str(if longest % 2 == 1 { "MM\n" } else { "GG\n" });
    }
    Ok(())
}

/// The game's step count: Euclid's quotients, then the count folded from the last one.
fn steps(p: u64, q: u64) -> u32 {
    let (mut a, mut b) = (p.max(q), p.min(q));
    let mut quotients = Vec::new();
    while b > 0 {
        quotients.push(a / b);
        let rest = a % b;
        a = b;
        b = rest;
    }
    quotients.iter().rev().fold(0, |below, &quotient| {
        if quotient == 1 || below % 2 == 0 {
            below + 1
        } else {
            below + 2
        }
    })
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
