//! Library Checker nim_product_64 · Nim Product (F_{2^64}) · https://judge.yosupo.jp/problem/nim_product_64
//!
//! Rules: the nim sum a ⊕ b = mex({a′ ⊕ b : a′ < a} ∪ {a ⊕ b′ : b′ < b}), which is xor, and the
//! nim product a ⊗ b = mex{(a′ ⊗ b) ⊕ (a ⊗ b′) ⊕ (a′ ⊗ b′) : a′ < a, b′ < b}.
//! Input: `T`, then T lines `A B`. Output: per line A ⊗ B, in decimal.
//! Accepts T ≥ 0 and 0 ≤ A, B ≤ 2^64−1 (the judge: 1 ≤ T ≤ 10^6, A, B < 2^64); 2^64 or more is
//! refused (the numbers below 2^64 are the field this method works in), as is a negative
//! number; `-0` is 0, as everywhere here.
//!
//! Idea: split each operand at the Fermat 2-power F = 2^32, then each half at F = 2^16; below
//! 2^16, multiply by discrete logarithms to the base 258.
//! Why: Conway (On Numbers and Games, ch. 6) shows from the definitions that ⊕ and ⊗ make the
//! numbers below each Fermat 2-power F = 2^(2^k) a field, and that F, the least number
//! outside it, multiplies it plainly: x ⊗ F = x·F for x < F, so x·F + y = (x ⊗ F) ⊕ y for
//! x, y < F; and F ⊗ F = F ⊕ F/2 (F is a root of X² + X + F/2, F/2 being the least α for
//! which X² + X = α has no root below F). So for a = a1·F + a0, b = b1·F + b0 (halves below F), by the field laws,
//!   a ⊗ b = a1b1 ⊗ (F ⊕ F/2) ⊕ (a1b0 ⊕ a0b1) ⊗ F ⊕ a0b0
//!         = [(a1 ⊕ a0)(b1 ⊕ b0) ⊕ a0b0]·F + [a1b1 ⊗ F/2 ⊕ a0b0],
//! three products of halves (Karatsuba's trick: a1b0 ⊕ a0b1 = (a1 ⊕ a0)(b1 ⊕ b0) ⊕ a1b1 ⊕
//! a0b0) and one by the constant F/2. At F = 2^32, F/2 = 2^16 ⊗ 2^15, and z ⊗ 2^16 for
//! z = z1·2^16 + z0 is (z1 ⊕ z0)·2^16 + z1 ⊗ 2^15 by the same two facts. The nonzero numbers
//! below 2^16 form a cyclic group of order 65535 = 3·5·17·257 (a finite field's); 258 has
//! that order (258^(65535/p) ≠ 1 for each of those p), so x ⊗ y = 258^(log x + log y), three
//! table look-ups, with log 0 set so high that every sum holding it lands on a 0 entry.
//! The tables are built from the products 258 ⊗ 2^j, j < 16, themselves split the same way
//! down to single bits.
//! Cost: per pair 11 products below 2^16, each by the tables (1.25 MiB, built in 2·10^5
//! steps); numbers read and printed eight digits at a time, the answers gathered in
//! 64 KiB batches.
//!
//! @judge Library Checker
//! @number nim_product_64
//! @title Nim Product (F_{2^64})
//! @link https://judge.yosupo.jp/problem/nim_product_64
//! @time-limit 10 s
//! @accepts T ≥ 0; 0 ≤ A, B ≤ 2^64−1
//! @complexity O(1) time per pair (11 table look-ups), O(1) memory (1.25 MiB of tables)
use std::io::{self, Read, Write};

/// Answers are gathered into batches of this many bytes before joining the output.
const BATCH: usize = 1 << 16;

fn solve(input: &[u8], out: &mut String) -> Result<(), String> {
    let mut tokens = Tokens::new(input);
    let count = tokens.int("the number of pairs T", 0, i64::MAX)?;
    let field = Nimbers::new();
    let mut batch = Vec::with_capacity(BATCH + 32);
    let mut answered = Ok(());
    for t in 1..=count {
        let pair = tokens.u64("A").and_then(|a| Ok((a, tokens.u64("B")?)));
        match pair {
            Ok((a, b)) => push_decimal(&mut batch, field.product(a, b)),
            Err(e) => {
                answered = Err(format!("{} (pair {} of T = {})", e, t, count));
                break;
            }
        }
        if batch.len() >= BATCH {
            flush(&mut batch, out);
        }
    }
    flush(&mut batch, out);
    answered?;
    tokens.finish()
}

/// Moves a batch of answers (ASCII digits and newlines, so always UTF-8) to the output.
fn flush(batch: &mut Vec<u8>, out: &mut String) {
    out.push_str(std::str::from_utf8(batch).unwrap_or_default());
    batch.clear();
}

/// Nim products: below 2^16 by logarithms, above by halves.
struct Nimbers {
    /// log[x]: the power of 258 that is x, for x ≥ 1; log[0] = ZERO_LOG.
    log: Box<[u32; 1 << 16]>,
    /// exp[k]: 258 to the power k, for k < ZERO_LOG; 0 beyond. Indices are masked to its
    /// size, which holds any sum of three logarithms.
    exp: Box<[u16; EXP_SIZE]>,
}

/// The order of the multiplicative group below 2^16.
const ORDER: usize = 65_535;
/// The logarithm of 0: any sum of up to three logarithms that holds it is at least this, and
/// a sum of three true ones is less.
const ZERO_LOG: usize = 3 * ORDER;
/// The size of the exp table, a power of two above 2·ZERO_LOG + ORDER.
const EXP_SIZE: usize = 1 << 19;
/// 2^15 = 2^16 / 2, the constant of the splits at 2^16.
const HALF: usize = 1 << 15;

impl Nimbers {
    fn new() -> Self {
        // x ⊗ 258 is xor-linear in x: from the products with single bits, by bytes.
        let bits: Vec<u32> = (0..16).map(|j| product_by_halves(1 << j, 258, 16)).collect();
        let by_byte = |shift: usize| -> Vec<u16> {
            let times =
                |x: usize| (0..8).filter(|j| x >> j & 1 == 1).fold(0, |p, j| p ^ bits[j + shift]);
            (0..256).map(|x| times(x) as u16).collect()
        };
        let (low, high) = (by_byte(0), by_byte(8));
        let (mut exp, mut log) = (table(0u16), table(ZERO_LOG as u32));
        let mut power = 1u16;
        for k in 0..ORDER {
            exp[k] = power;
            log[power as usize] = k as u32;
            power = low[(power & 0xFF) as usize] ^ high[(power >> 8) as usize];
        }
        for k in ORDER..ZERO_LOG {
            exp[k] = exp[k - ORDER];
        }
        Nimbers { log, exp }
    }

    /// a ⊗ b below 2^64: the halves split at 2^32.
    #[inline]
    fn product(&self, a: u64, b: u64) -> u64 {
        let (a1, a0, b1, b0) = ((a >> 32) as u32, a as u32, (b >> 32) as u32, b as u32);
        let low = self.product32(a0, b0);
        let middle = self.product32(a1 ^ a0, b1 ^ b0) ^ low;
        let top = self.times_2_31(self.product32(a1, b1)) ^ low;
        (u64::from(middle) << 32) | u64::from(top)
    }

    /// a ⊗ b below 2^32: the halves split at 2^16.
    #[inline]
    fn product32(&self, a: u32, b: u32) -> u32 {
        let (log, exp) = (|x: u32| self.log[x as usize], |k: u32| self.exp[k as usize % EXP_SIZE]);
        let (a1, a0, b1, b0) = (a >> 16, a & 0xFFFF, b >> 16, b & 0xFFFF);
        let low = exp(log(a0) + log(b0));
        let middle = exp(log(a1 ^ a0) + log(b1 ^ b0)) ^ low;
        let top = exp(log(a1) + log(b1) + self.log[HALF]) ^ low;
        (u32::from(middle) << 16) | u32::from(top)
    }

    /// z ⊗ 2^31 below 2^32, as z ⊗ 2^16 ⊗ 2^15 = ((z1 ⊕ z0)·2^16 + z1 ⊗ 2^15) ⊗ 2^15.
    #[inline]
    fn times_2_31(&self, z: u32) -> u32 {
        let (log, exp) = (|x: u32| self.log[x as usize], |k: u32| self.exp[k as usize % EXP_SIZE]);
        let high = exp(log((z >> 16) ^ (z & 0xFFFF)) + self.log[HALF]);
        let low = exp(log(z >> 16) + 2 * self.log[HALF]);
        (u32::from(high) << 16) | u32::from(low)
    }
}

/// A table of N entries, all `fill`, made on the heap.
fn table<T: Copy, const N: usize>(fill: T) -> Box<[T; N]> {
    match vec![fill; N].into_boxed_slice().try_into() {
        Ok(table) => table,
        Err(_) => unreachable!("a vector of N entries makes an array of N"),
    }
}

/// a ⊗ b for a, b below 2^bits (bits a power of two, at most 16) by the split at
/// F = 2^(bits/2) alone, down to single bits: slow, used to build the tables.
fn product_by_halves(a: u32, b: u32, bits: u32) -> u32 {
    if bits == 1 {
        return a & b;
    }
    let half = bits / 2;
    let mask = (1 << half) - 1;
    let (a1, a0, b1, b0) = (a >> half, a & mask, b >> half, b & mask);
    let low = product_by_halves(a0, b0, half);
    let middle = product_by_halves(a1 ^ a0, b1 ^ b0, half) ^ low;
    let top = product_by_halves(product_by_halves(a1, b1, half), 1 << (half - 1), half) ^ low;
    (middle << half) | top
}

/// Appends `value` in decimal and a newline: eight digits at a time.
#[inline]
fn push_decimal(text: &mut Vec<u8>, value: u64) {
    const E8: u64 = 100_000_000;
    if value < E8 {
        push_leading(text, value as u32);
    } else if value < E8 * E8 {
        push_leading(text, (value / E8) as u32);
        text.extend_from_slice(&ascii(eight_digits((value % E8) as u32)));
    } else {
        let rest = value % (E8 * E8);
        push_leading(text, (value / (E8 * E8)) as u32);
        text.extend_from_slice(&ascii(eight_digits((rest / E8) as u32)));
        text.extend_from_slice(&ascii(eight_digits((rest % E8) as u32)));
    }
    text.push(b'\n');
}

/// Appends v < 10^8 in decimal without leading zeros (`0` for 0): all eight digits, the
/// leading zeros shifted out first, then the length set back.
#[inline]
fn push_leading(text: &mut Vec<u8>, v: u32) {
    let digits = eight_digits(v);
    let zeros = (digits.leading_zeros() / 8).min(7) as usize;
    let len = text.len() + 8 - zeros;
    text.extend_from_slice(&ascii(digits << (8 * zeros)));
    text.truncate(len);
}

/// The eight decimal digits of v < 10^8, one a byte, the last in the lowest: v = q·10^4 + r
/// becomes q·2^32 + r, then each lane is split by 100 and each of those by 10 in the same way
/// (the quotients by multiply and shift, exact below 43,699 and 179).
#[inline]
fn eight_digits(v: u32) -> u64 {
    let v = u64::from(v);
    let x = v + (v / 10_000) * ((1 << 32) - 10_000);
    let x = x + (((x * 5243) >> 19) & 0x0000_007F_0000_007F) * ((1 << 16) - 100);
    x + (((x * 103) >> 10) & 0x000F_000F_000F_000F) * ((1 << 8) - 10)
}

/// Digits one a byte, the last in the lowest, as ASCII in writing order.
#[inline]
fn ascii(digits: u64) -> [u8; 8] {
    (digits + 0x3030_3030_3030_3030).to_be_bytes()
}

impl Tokens<'_> {
    /// The next token as an integer from 0 to 2^64−1 (20 digits, past `int`'s i64), read eight
    /// digits at a time; `what` names it in an error. `-0` is 0, as `int` reads it.
    #[inline]
    fn u64(&mut self, what: &str) -> Result<u64, String> {
        self.skip_space();
        let start = self.pos;
        if let Some((value, end)) = long_number(self.bytes, start) {
            self.pos = end;
            return Ok(value);
        }
        self.u64_slowly(start, what)
    }

    /// `u64` for any other token at `start`: fewer than 16 digits, more than 20 (leading
    /// zeros), a number at the end of the input or before other whitespace; and the errors.
    #[cold]
    fn u64_slowly(&mut self, start: usize, what: &str) -> Result<u64, String> {
        let bytes = self.bytes;
        let negative = bytes.get(start) == Some(&b'-');
        let digits = start + negative as usize;
        let (value, pos) = read_u64_digits(bytes, digits);
        self.pos = pos;
        let ends = match bytes.get(pos) {
            None | Some(b' ') | Some(b'\n') => true,
            _ => self.space_len(pos) > 0,
        };
        match value {
            Some(v) if pos > digits && ends && (v == 0 || !negative) => Ok(v),
            _ => {
                while self.pos < bytes.len() && self.space_len(self.pos) == 0 {
                    self.pos += 1;
                }
                let expected = format!("{} (an integer from 0 to {})", what, u64::MAX);
                Err(self.unexpected(start, &expected))
            }
        }
    }
}

/// A number of 16 to 20 digits at `start`, not past 2^64−1, then a space or a newline: its
/// value and where it ends; None for anything else. Three words of eight bytes: two full of
/// digits, the third with at most four.
#[inline]
fn long_number(bytes: &[u8], start: usize) -> Option<(u64, usize)> {
    let b = bytes.get(start..start + 24)?;
    let (first, second, third) = (word(b, 0)?, word(b, 8)?, word(b, 16)?);
    let count = digit_run(third);
    if digit_run(first) < 8 || digit_run(second) < 8 || count > 4 {
        return None;
    }
    // The byte after the digits, in the third word.
    let after = (third >> (8 * count)) as u8;
    if after != b' ' && after != b'\n' {
        return None;
    }
    let high = digits_value(first, 8) * 100_000_000 + digits_value(second, 8);
    // The tail's digits moved up to end at byte 3, zeros (leading digits) below, then
    // combined in pairs and in fours as `digits_value` does.
    let tail = (third.wrapping_sub(0x3030_3030) << (32 - 8 * count as u32)) & 0xFFFF_FFFF;
    let tail = (tail * 10 + (tail >> 8)) & 0x00FF_00FF;
    let tail = (tail * 100 + (tail >> 16)) & 0xFFFF;
    let value = u128::from(high) * u128::from(SCALE[count]) + u128::from(tail);
    Some((u64::try_from(value).ok()?, start + 16 + count))
}

/// The eight bytes of `bytes` from `at` as a word, the first in the lowest byte.
#[inline]
fn word(bytes: &[u8], at: usize) -> Option<u64> {
    let b = bytes.get(at..at + 8)?;
    Some(u64::from_le_bytes([b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7]]))
}

/// Powers of ten to scale a run of up to eight digits by.
const SCALE: [u64; 9] = [1, 10, 100, 1000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000];

/// The value of the ASCII digits of `bytes` from `start` (None past 2^64−1) and the index
/// after them: runs of 4 to 8 digits as one word (the digit reader's parts), the rest one by
/// one.
#[inline]
fn read_u64_digits(bytes: &[u8], start: usize) -> (Option<u64>, usize) {
    let (mut value, mut end) = (Some(0u64), start);
    while let Some(chunk) = word(bytes, end) {
        let count = digit_run(chunk);
        if count < 4 {
            break;
        }
        let run = digits_value(chunk, count);
        value = value.and_then(|v| v.checked_mul(SCALE[count])?.checked_add(run));
        end += count;
        if count < 8 {
            return (value, end);
        }
    }
    while let Some(&byte) = bytes.get(end).filter(|b| b.is_ascii_digit()) {
        value = value.and_then(|v| v.checked_mul(10)?.checked_add(u64::from(byte - b'0')));
        end += 1;
    }
    (value, end)
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
