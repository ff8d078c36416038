//! AOJ 1377 · Black and White Boxes (ICPC 2016 Asia Tsukuba, problem K) · https://onlinejudge.u-aizu.ac.jp/problems/1377
//!
//! Rules: piles of black (`B`) and white (`W`) boxes. Alice removes a black box and every box
//! above it, Bob a white box and every box above it, in turn; a player who cannot move loses.
//! A set of piles is fair when the player who moves second wins it, whoever moves first.
//! Input: `n`, then n lines, each a pile as a string of `B` and `W` from bottom to top.
//! Output: the largest number of boxes in a fair set made of some of the n piles (`0` when
//! only the empty set is fair).
//! Accepts the judge's limits: 1 ≤ n ≤ 40, piles of 1 to 40 letters `B`/`W`; more piles or a
//! longer pile is refused, naming the limit.
//!
//! Idea (Blue-Red Hackenbush, a partizan game whose values are numbers): a pile is worth the
//! dyadic number read from its bottom: ±1 for each box while the colour stays that of the
//! bottom box (+ black, Alice's; − white, Bob's), then ±1/2, ±1/4, … for the boxes above,
//! one halving a box. A set is fair iff its values sum to 0. Meet in the middle: the subset
//! sums of each half, sorted, each kept with its most boxes, then walked against each other
//! (one rising, one falling) to meet every pair summing to 0. Values are exact integers in
//! units of 2^−40 (a pile's last term is at least 2^−39, every |sum| < 41·40 < 2^11).
//! Why a pile is worth that (induction on the height): Alice's options are the pile cut below
//! one of her boxes; cutting higher leaves more (from one black box up to a higher one, the
//! prefix gains that box's positive term, which outweighs all the white terms above it
//! together), so her best is the cut below her topmost box, and Bob's the cut below his. A
//! one-colour pile of k boxes is {k − 1 | } = k. Otherwise say the top box is black with term
//! 2^−j (j ≥ 1): cutting it leaves L = v − 2^−j; Bob's topmost box is followed only by black
//! boxes, so its term −2^−a and the terms above, 2^−a−1 … 2^−j, sum to −2^−j, and his cut
//! leaves R = v + 2^−j. L and R are adjacent multiples of 2^−(j−1), so v, their midpoint, is
//! the simplest number strictly between them, which is the value of {L | R} (the simplicity
//! theorem). White on top is the mirror image.
//! Why fair means 0: a sum of numbers is the number of the sum; a positive number is won by
//! Alice whoever starts, a negative one by Bob, and 0 by the second player. So the second
//! player wins whoever starts exactly when the sum is 0. The suite's oracle searches the
//! boxes game itself on every set of up to five piles of up to four boxes.
//! Cost: O(2^(n/2) · n) time (the sorts), O(2^(n/2)) memory (32 MiB at n = 40).
//!
//! @judge AOJ
//! @number 1377
//! @title Black and White Boxes
//! @link https://onlinejudge.u-aizu.ac.jp/problems/1377
//! @time-limit 2 s
//! @accepts 1 ≤ n ≤ 40; piles of 1 to 40 letters B/W
//! @complexity O(2^(n/2) · n) time, O(2^(n/2)) memory
use std::cmp::Reverse;
use std::io::{self, Read, Write};

/// The judge's limits: candidate piles, and boxes in one pile.
const MAX_PILES: i64 = 40;
const MAX_BOXES: usize = 40;
/// Values are kept in units of 2^−UNIT_BITS: a pile's smallest term is 2^−(MAX_BOXES − 1).
const UNIT_BITS: u32 = 40;

fn solve(input: &[u8], out: &mut String) -> Result<(), String> {
    let mut tokens = Tokens::new(input);
    let n = tokens.int("the number of piles n", 1, MAX_PILES)? as usize;
    let mut piles = Vec::with_capacity(n);
    for i in 1..=n {
        let what = format!("pile {} of {}: 1 to {} letters B or W", i, n, MAX_BOXES);
        let pile = tokens.word(&what, MAX_BOXES, |b| b == b'B' || b == b'W')?;
        piles.push((value(pile), pile.len() as u32));
    }
    tokens.finish()?;
    out.push_str(&format!("{}\n", most_boxes_fair(&piles)));
    Ok(())
}

/// A pile's value in units of 2^−UNIT_BITS, from its bottom (`B` for Alice, positive).
fn value(pile: &[u8]) -> i64 {
    let sign = |box_colour: u8| if box_colour == b'B' { 1 } else { -1 };
    let run = pile.iter().take_while(|&&b| b == pile[0]).count();
    let whole = sign(pile[0]) * run as i64;
    let halves = pile[run..].iter().enumerate();
    let fraction: i64 = halves.map(|(i, &b)| sign(b) << (UNIT_BITS - 1 - i as u32)).sum();
    (whole << UNIT_BITS) + fraction
}

/// The most boxes in a set of `piles` (value, boxes) whose values sum to 0.
fn most_boxes_fair(piles: &[(i64, u32)]) -> u32 {
    let (low, high) = piles.split_at(piles.len() / 2);
    let (low, high) = (most_boxes_by_sum(low), most_boxes_by_sum(high));
    // Low sums rising against high sums falling: each pair summing to 0 is met once.
    let (mut i, mut j) = (0, high.len());
    let mut most = 0;
    while i < low.len() && j > 0 {
        let total = low[i].0 + high[j - 1].0;
        if total <= 0 {
            i += 1;
        }
        if total >= 0 {
            j -= 1;
        }
        if total == 0 {
            most = most.max(low[i - 1].1 + high[j].1);
        }
    }
    most
}

/// The distinct subset sums of `piles`, rising, each with the most boxes giving it.
fn most_boxes_by_sum(piles: &[(i64, u32)]) -> Vec<(i64, u32)> {
    let mut sums = subset_sums(piles);
    // Most boxes first within a sum, so that the entry dedup keeps is the one wanted.
    sums.sort_unstable_by_key(|&(sum, boxes)| (sum, Reverse(boxes)));
    sums.dedup_by_key(|&mut (sum, _)| sum);
    sums
}

/// Every subset of `piles` as (sum of values, boxes), subset k from k without its lowest bit.
fn subset_sums(piles: &[(i64, u32)]) -> Vec<(i64, u32)> {
    let mut sums = vec![(0i64, 0u32); 1 << piles.len()];
    for subset in 1..sums.len() {
        let lowest = subset.trailing_zeros() as usize;
        let (sum, boxes) = sums[subset & (subset - 1)];
        sums[subset] = (sum + piles[lowest].0, boxes + piles[lowest].1);
    }
    sums
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
