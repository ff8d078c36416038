//! AcWing 893 · 集合-Nim游戏 · https://www.acwing.com/problem/content/895/
//!
//! Rules: a set S of k move sizes and n piles; a move removes exactly s stones from one pile,
//! for some s in S with s ≤ that pile; who cannot move loses.
//! Input: `k`, then k move sizes, then `n`, then n pile sizes.
//! Output: `Yes` if the first player wins, else `No`.
//! Accepts 0 ≤ k ≤ 1000 (repeats allowed), 1 ≤ s_i ≤ 2^63−1, 0 ≤ n, 0 ≤ h_i ≤ 100000 (the
//! judge: 1 ≤ n, k ≤ 100, 1 ≤ s_i, h_i ≤ 10000). A move size of 0 is refused (the game would
//! never end); larger k or h_i are refused naming these limits.
//!
//! Idea (Sprague–Grundy): give each pile size h the Grundy value
//! g(h) = mex{ g(h − s) : s ∈ S, s ≤ h }; the first player wins exactly when g(h_1) ⊕ … ⊕ g(h_n) ≠ 0.
//! Why: by the mex, a pile of value g has options of every value below g and none of value g.
//! From xor 0, any move changes one pile's value to a different one, so the xor becomes ≠ 0.
//! From xor x ≠ 0, the pile whose value g_i has x's top bit has an option of value
//! g_i ⊕ x < g_i, which leaves xor 0. Piles only shrink, so the game ends, and by induction
//! the xor-0 positions are exactly the lost ones.
//! Cost: with H the largest pile and k' ≤ min(k, H) the distinct usable move sizes,
//! O(k log k + H·k' + n) time and O(k + H) memory: each g(h) scans the sorted move sizes once
//! and takes the mex with a stamp array. (The seed's memoised recursion does the same H·k
//! steps through a hash set per pile size, and recurses H deep.)
use std::io::{self, Read, Write};

/// Largest pile size accepted: the Grundy table grows to the largest pile.
const MAX_PILE: i64 = 100_000;
/// Most move sizes accepted: time grows as H·k'.
const MAX_MOVE_SIZES: i64 = 1000;

/// Grundy values of a single pile, g(h) = mex{ g(h − s) : s ∈ S, s ≤ h }, grown on demand.
struct PileGrundy {
    /// Distinct move sizes no larger than `MAX_PILE`, ascending.
    moves: Vec<usize>,
    /// `values[h]` is g(h); g(h) ≤ |S| ≤ `MAX_MOVE_SIZES`, so it fits in u16.
    values: Vec<u16>,
    /// `seen[v] == h` marks v as the value of an option of pile h (h ≥ 1).
    seen: Vec<usize>,
}

impl PileGrundy {
    fn new(mut moves: Vec<usize>) -> Self {
        moves.sort_unstable();
        moves.dedup();
        let seen = vec![0; moves.len() + 1];
        PileGrundy { moves, values: vec![0], seen }
    }

    fn of(&mut self, pile: usize) -> u16 {
        while self.values.len() <= pile {
            self.push_next();
        }
        self.values[pile]
    }

    fn push_next(&mut self) {
        let h = self.values.len();
        for &s in self.moves.iter().take_while(|&&s| s <= h) {
            self.seen[self.values[h - s] as usize] = h;
        }
        let mex = self.seen.iter().position(|&stamp| stamp != h).unwrap_or(self.seen.len());
        self.values.push(mex as u16);
    }
}

fn solve(input: &[u8], out: &mut String) -> Result<(), String> {
    let mut tokens = Tokens::new(input);
    let k = tokens.int("the number of move sizes k", 0, MAX_MOVE_SIZES)?;
    let mut moves = Vec::with_capacity(k as usize);
    for i in 0..k {
        let size = tokens.int("a move size", 1, i64::MAX);
        let size = size.map_err(|e| format!("{} (move size {} of k = {})", e, i + 1, k))?;
        if size <= MAX_PILE {
            moves.push(size as usize);
        }
    }
    let mut grundy = PileGrundy::new(moves);
    let n = tokens.int("the number of piles n", 0, i64::MAX)?;
    let mut xor = 0;
    for i in 0..n {
        let pile = tokens.int("a pile size", 0, MAX_PILE);
        let pile = pile.map_err(|e| format!("{} (pile {} of n = {})", e, i + 1, n))?;
        xor ^= grundy.of(pile as usize);
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

    fn skip_space(&mut self) {
        while self.pos < self.bytes.len() {
            match self.space_len(self.pos) {
                0 => return,
                len => self.pos += len,
            }
        }
    }

    /// The next token as an integer in `min..=max`; `what` names it in an error.
    /// Errors say the line, the token's index, what was expected and what was found.
    fn int(&mut self, what: &str, min: i64, max: i64) -> Result<i64, String> {
        self.skip_space();
        let start = self.pos;
        self.count += 1;
        let negative = self.bytes.get(self.pos) == Some(&b'-');
        self.pos += negative as usize;
        let digits = self.pos;
        let mut value: u64 = 0;
        let mut overflow = false;
        while let Some(&byte) = self.bytes.get(self.pos) {
            let digit = byte.wrapping_sub(b'0');
            if digit > 9 {
                break;
            }
            match value.checked_mul(10).and_then(|v| v.checked_add(digit as u64)) {
                Some(v) => value = v,
                None => overflow = true,
            }
            self.pos += 1;
        }
        let ends = self.pos == self.bytes.len() || self.space_len(self.pos) > 0;
        let signed = if negative { -(value as i128) } else { value as i128 };
        if self.pos > digits && ends && !overflow && min as i128 <= signed && signed <= max as i128
        {
            return Ok(signed as i64);
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
    fn unexpected(&self, start: usize, expected: &str) -> String {
        let line = 1 + self.bytes[..start].iter().filter(|&&b| b == b'\n').count();
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
