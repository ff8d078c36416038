//! AcWing 891 · Nim游戏 · https://www.acwing.com/problem/content/893/
//!
//! Rules: n piles; a move takes at least one stone from one pile; who cannot move loses.
//! Input: `n`, then n pile sizes. Output: `Yes` if the first player wins, else `No`.
//! Accepts 0 ≤ n and 0 ≤ a_i ≤ 2^63−1 (the judge: 1 ≤ n ≤ 10^5, 1 ≤ a_i ≤ 10^9);
//! a negative count or pile is refused, since that game is undefined.
//!
//! Idea: the first player wins exactly when a_1 ⊕ … ⊕ a_n ≠ 0.
//! Why: the empty position has xor 0 and is lost. From xor 0, any move changes exactly one
//! pile, hence the xor, so it leaves xor ≠ 0. From xor x ≠ 0, the pile a_i holding x's highest
//! set bit has a_i ⊕ x < a_i, so cutting a_i to a_i ⊕ x is a legal move that leaves xor 0.
//! Every game ends (stones only decrease), so xor-0 positions are exactly the lost ones.
//! Cost: O(n) time reading the piles once, O(1) memory besides the input.
//!
//! @judge AcWing
//! @number 891
//! @title Nim游戏
//! @link https://www.acwing.com/problem/content/893/
//! @time-limit 1 s
//! @accepts n ≥ 0; 0 ≤ a_i ≤ 2^63−1
//! @complexity O(n) time, O(1) memory
use std::io::{self, Read, Write};

fn solve(input: &[u8], out: &mut String) -> Result<(), String> {
    let mut tokens = Tokens::new(input);
    let n = tokens.int("the number of piles n", 0, i64::MAX)?;
    let mut xor = 0;
    for i in 0..n {
        let pile = tokens.int("a pile size", 0, i64::MAX);
        xor ^= pile.map_err(|e| format!("{} (pile {} of n = {})", e, i + 1, n))?;
    }
    tokens.finish()?;
    out.push_str(if xor != 0 { "Yes\n" } else { "No\n" });
    Ok(())
}

// ==== template main: templates/main.rs, kept equal by tests/standalone.rs ====
/// Reads all of stdin, solves, writes the answers in one go; on bad input prints the answers
/// of the complete cases before it, then one `error:` line on stderr, and exits with status 1.
fn main() {
    let mut input = Vec::new();
    let mut out = String::new();
    let solved = match io::stdin().read_to_end(&mut input) {
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
// ==== end template main ====

// ==== template tokens: templates/tokens.rs, kept equal by tests/standalone.rs ====
/// Whitespace-separated integer tokens over the whole input.
/// Whitespace: ASCII whitespace, U+00A0 and U+3000; a UTF-8 BOM at the start is skipped.
/// A number is an optional `-` and ASCII digits; anything else is refused with its place.
struct Tokens<'a> {
    bytes: &'a [u8],
    pos: usize,
    count: usize,
}

impl<'a> Tokens<'a> {
    fn new(bytes: &'a [u8]) -> Self {
        let start = if bytes.starts_with(b"\xEF\xBB\xBF") { 3 } else { 0 };
        Tokens { bytes, pos: start, count: 0 }
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
    fn int(&mut self, what: &str, min: i64, max: i64) -> Result<i64, String> {
        self.skip_space();
        let start = self.pos;
        self.count += 1;
        let bytes = self.bytes;
        let negative = bytes.get(start) == Some(&b'-');
        let digits = start + negative as usize;
        let mut pos = digits;
        let mut value: u64 = 0;
        while pos < bytes.len() && bytes[pos].is_ascii_digit() {
            value = value.wrapping_mul(10).wrapping_add(u64::from(bytes[pos] - b'0'));
            pos += 1;
        }
        self.pos = pos;
        let ends = match bytes.get(pos) {
            None | Some(b' ') | Some(b'\n') => true,
            _ => self.space_len(pos) > 0,
        };
        // Up to 19 digits cannot wrap a u64; longer numbers take the slow path. The limit
        // lets -2^63 through, whose wrapping negation is itself.
        let len = pos - digits;
        let limit = i64::MAX as u64 + negative as u64;
        let signed = if negative { (value as i64).wrapping_neg() } else { value as i64 };
        if 0 < len && len <= 19 && value <= limit && ends && min <= signed && signed <= max {
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
        if digits.len() > 19 && digits.len() - significant <= 19 && ends {
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

    /// Succeeds when only whitespace is left.
    fn finish(&mut self) -> Result<(), String> {
        self.skip_space();
        if self.pos == self.bytes.len() {
            return Ok(());
        }
        let start = self.pos;
        self.count += 1;
        while self.pos < self.bytes.len() && self.space_len(self.pos) == 0 {
            self.pos += 1;
        }
        Err(self.unexpected(start, "end of input"))
    }

    /// The message for the token at `start..self.pos` (empty at end of input).
    /// At the end of the input, the line named is the last one holding anything.
    fn unexpected(&self, start: usize, expected: &str) -> String {
        let content =
            self.bytes.iter().rposition(|b| !b.is_ascii_whitespace()).map_or(0, |i| i + 1);
        let line = 1 + self.bytes[..start.min(content)].iter().filter(|&&b| b == b'\n').count();
        let token = String::from_utf8_lossy(&self.bytes[start..self.pos]);
        let found = match token.chars().count() {
            0 => "end of input".to_string(),
            len if len <= 24 => format!("{:?}", token),
            len => {
                format!("{:?}… ({} characters)", token.chars().take(24).collect::<String>(), len)
            }
        };
        format!("line {}, token {}: expected {}, found {}", line, self.count, expected, found)
    }
}
// ==== end template tokens ====
