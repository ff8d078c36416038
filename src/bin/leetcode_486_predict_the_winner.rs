//! LeetCode 486 · Predict the Winner · https://leetcode.com/problems/predict-the-winner/
//!
//! Rules: players alternately take the number at either end of `nums` and add it to their
//! score; player 1 moves first and wins ties.
//! Input: LeetCode's testcase format, one or more cases: `[1,5,2]` (the testcase box),
//! `nums = [1,5,2]` (the statement) or `nums =` then `[1,5,2]` (the result panel).
//! Output: `true` if player 1 wins, else `false`, per case.
//! Accepts up to 5000 numbers, each any i32, negative too (LeetCode: 1 ≤ length ≤ 20,
//! 0 ≤ nums[i] ≤ 10^7); an empty array is a 0–0 tie, so `true`. Longer arrays are refused.
//!
//! Idea: let d(i, j) be the most the player to move can finish ahead by on nums[i..=j]:
//! d(i, i) = nums[i], d(i, j) = max(nums[i] − d(i+1, j), nums[j] − d(i, j−1)); player 1 wins
//! when d(0, n−1) ≥ 0. An even length is always a win, so it needs no table.
//! Why: after taking an end, the opponent faces the rest as the player to move, and gets ahead
//! by d of the rest; the game is zero-sum in the difference, so the mover maximises its own
//! take minus that. Even length: colour the positions alternately; player 1 can always take
//! every position of one colour (each pick uncovers only positions of the other colour at the
//! ends for the opponent), and one colour sums to at least half the total: a win or a tie.
//! Every d is at most the sum of |nums| over its interval, so when the sum of all |nums| fits
//! an i32 the table is kept in i32 (exact, and the compiler vectorises its steps), else in i64.
//! Cost: O(n²) time and O(n) memory for odd n (d kept for one length at a time); O(n) for even n.
//!
//! @judge LeetCode
//! @number 486
//! @title Predict the Winner
//! @link https://leetcode.com/problems/predict-the-winner/
//! @time-limit 1 s
//! @accepts length ≤ 5000; any i32 values
//! @complexity O(n²) time, O(n) memory per case
use std::io::{self, Read, Write};

struct Solution;

// ==== LeetCode: paste from here ====
impl Solution {
    pub fn predict_the_winner(nums: Vec<i32>) -> bool {
        let n = nums.len() as i64;
        if n % 2 == 0 {
            return true;
        }
        // Every lead is at most the sum of |x| over its interval. When the whole sum fits an
        // i32, i32 arithmetic is exact (and vectorises); otherwise use i64.
        let total: i64 = nums.iter().map(|x| i64::from(x.unsigned_abs())).sum();
        if total <= i64::from(i32::MAX) {
            Self::first_lead(nums) >= 0
        } else {
            Self::first_lead(nums.iter().map(|&x| i64::from(x)).collect()) >= 0
        }
    }

    /// d(0, n − 1), with lead[i] = d(i, i + len − 1) for one length len at a time.
    fn first_lead<T: Copy + Ord + std::ops::Sub<Output = T>>(values: Vec<T>) -> T {
        let n = values.len();
        let mut lead = values.clone();
        for len in 2..=n {
            let count = n - len + 1;
            let (lefts, rights) = (&values[..count], &values[len - 1..len - 1 + count]);
            // lead[i] and lead[i + 1] hold d(i, j − 1) and d(i + 1, j) of the shorter length;
            // the step overwrites the first, which no later step reads.
            let lead = &mut lead[..=count];
            for i in 0..count {
                lead[i] = (lefts[i] - lead[i + 1]).max(rights[i] - lead[i]);
            }
        }
        lead[0]
    }
}
// ==== LeetCode: to here ====

/// Longest array accepted: odd lengths cost n²/2 steps.
const MAX_LEN: usize = 5000;

fn solve(input: &[u8], out: &mut String) -> Result<(), String> {
    let mut cases = LeetCode::new(input, &["nums"]);
    while cases.next_case()? {
        let nums = cases.int_array(i32::MIN, i32::MAX, MAX_LEN)?;
        if Solution::predict_the_winner(nums) {
            out.push_str("true\n");
        } else {
            out.push_str("false\n");
        }
    }
    Ok(())
}

// ==== template digits: templates/digits.rs, kept equal by tests/standalone.rs ====
/// The ASCII digits of `bytes` from `start`: their value (exact up to 19 digits, wrapping
/// beyond) and the index after the last one. The first 4 to 8 digits are read as one u64,
/// the rest (rare past 8) one by one.
#[inline]
fn read_digits(bytes: &[u8], start: usize) -> (u64, usize) {
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

// ==== template main: templates/main.rs, kept equal by tests/standalone.rs ====
/// Reads all of stdin, solves, writes the answers in one go; on bad input prints the answers
/// of the complete cases before it, then one `error:` line on stderr, and exits with status 1.
fn main() {
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
// ==== end template main ====

// ==== template leetcode: templates/leetcode.rs, kept equal by tests/standalone.rs ====
/// LeetCode's testcase input, one case at a time. A case holds the parameters `names`, in one
/// of three forms: one value per line (the testcase box); `a = 1, b = [2,3]` on one line (the
/// statement); `a =` on one line and its value on the next (the result panel). Blank lines are
/// skipped; whitespace is ASCII whitespace, U+00A0 or U+3000; a UTF-8 BOM at the start is skipped.
/// One cursor walks the bytes once; `line` counts the newlines it has passed.
struct LeetCode<'a> {
    bytes: &'a [u8],
    names: &'static [&'static str],
    pos: usize,
    line: usize,
    form: Form,
    /// Index in `names` of the next parameter of the current case.
    param: usize,
    /// Cases started so far.
    cases: usize,
}

/// How the current case is written.
#[derive(Clone, Copy, PartialEq)]
enum Form {
    Box,
    Panel,
    Statement,
}

/// Length of the whitespace character that `bytes` starts with, 0 if none; a newline counts
/// only when `newline` is set.
#[inline(always)]
fn space_len(bytes: &[u8], newline: bool) -> usize {
    match bytes {
        [b' ' | b'\t' | b'\r' | b'\x0B' | b'\x0C', ..] => 1,
        [b'\n', ..] => newline as usize,
        [0xC2, 0xA0, ..] => 2,
        [0xE3, 0x80, 0x80, ..] => 3,
        _ => 0,
    }
}

/// What was found at the start of `bytes` up to the end of its line, for an error message.
fn found(bytes: &[u8]) -> String {
    let line = bytes.split(|&b| b == b'\n').next().unwrap_or(&[]);
    let text = String::from_utf8_lossy(line);
    let text = text.trim_end();
    match text.chars().count() {
        0 => "the end of the line".to_string(),
        n if n <= 24 => format!("{:?}", text),
        n => format!("{:?}… ({} characters)", text.chars().take(24).collect::<String>(), n),
    }
}

/// The error for running out of input where `expected` should come, naming the last line
/// that holds anything. The error paths take plain values, not the reader, so that its fields
/// can stay in registers.
#[cold]
fn ended(bytes: &[u8], expected: &str) -> String {
    let content = bytes.iter().rposition(|&b| space_len(&[b], true) == 0);
    let line = 1 + bytes[..content.map_or(0, |i| i + 1)].iter().filter(|&&b| b == b'\n').count();
    format!("line {}: expected {}, found the end of the input", line, expected)
}

/// The error for what follows a value on `line`: `rest`, where `next` (the next parameter of a
/// statement) or the end of the line should be.
#[cold]
fn after_value_error(rest: &[u8], line: usize, name: &str, next: Option<&str>) -> String {
    match next {
        Some(next) => {
            format!(
                "line {}: expected `, {} = …` after {}, found {}",
                line,
                next,
                name,
                found(rest)
            )
        }
        None => format!(
            "line {}: expected nothing after {} on this line, found {}",
            line,
            name,
            found(rest)
        ),
    }
}

/// The error for `rest` on `line` where `what`, an integer in `min..=max`, should be.
#[cold]
fn int_error(rest: &[u8], line: usize, what: &str, min: i32, max: i32) -> String {
    let word = rest.iter().position(|&b| b",[]".contains(&b) || space_len(&[b], true) > 0);
    let word = &rest[..word.unwrap_or(rest.len())];
    let found = found(if word.is_empty() { rest } else { word });
    format!("line {}: expected {}, an integer from {} to {}, found {}", line, what, min, max, found)
}

impl<'a> LeetCode<'a> {
    /// A reader of `input`. Bytes that are not UTF-8 need no check of their own: they are
    /// neither whitespace nor part of a number or a name, so wherever they stand they are refused.
    fn new(input: &'a [u8], names: &'static [&'static str]) -> Self {
        let pos = if input.starts_with(b"\xEF\xBB\xBF") { 3 } else { 0 };
        LeetCode { bytes: input, names, pos, line: 1, form: Form::Box, param: 0, cases: 0 }
    }

    fn rest(&self) -> &'a [u8] {
        &self.bytes[self.pos..]
    }

    /// Skips whitespace on the current line.
    #[inline(always)]
    fn skip_space(&mut self) {
        while let Some(&byte) = self.bytes.get(self.pos) {
            match byte {
                b' ' | b'\t' | b'\r' => self.pos += 1,
                b'\n' | b'0'..=b'9' | b'[' | b'-' | b',' => return,
                _ => match space_len(self.rest(), false) {
                    0 => return,
                    len => self.pos += len,
                },
            }
        }
    }

    /// Skips whitespace and blank lines; false at the end of the input.
    #[inline(always)]
    fn skip_blank(&mut self) -> bool {
        loop {
            self.skip_space();
            match self.bytes.get(self.pos) {
                Some(b'\n') => {
                    self.pos += 1;
                    self.line += 1;
                }
                Some(_) => return true,
                None => return false,
            }
        }
    }

    /// Starts the next case; false at the end of the input, which must hold at least one case.
    #[inline(always)]
    fn next_case(&mut self) -> Result<bool, String> {
        if !self.skip_blank() {
            return match self.cases == 0 {
                true => Err(ended(self.bytes, self.names[0])),
                false => Ok(false),
            };
        }
        self.cases += 1;
        self.param = 0;
        self.form = match self.rest().first() {
            Some(b'a'..=b'z' | b'A'..=b'Z' | b'_') => {
                let start = self.pos;
                let panel = self.name_equals().is_some() && self.at_line_end();
                self.pos = start;
                if panel {
                    Form::Panel
                } else {
                    Form::Statement
                }
            }
            _ => Form::Box,
        };
        Ok(true)
    }

    /// Reads `name =` at the cursor, returning the name; the cursor ends after `=` and spaces.
    #[inline(always)]
    fn name_equals(&mut self) -> Option<&'a [u8]> {
        let rest = self.rest();
        let len = rest.iter().position(|&b| !(b.is_ascii_alphanumeric() || b == b'_'));
        let len = len.unwrap_or(rest.len());
        self.pos += len;
        self.skip_space();
        if len == 0 || self.rest().first() != Some(&b'=') {
            return None;
        }
        self.pos += 1;
        self.skip_space();
        Some(&rest[..len])
    }

    fn at_line_end(&self) -> bool {
        matches!(self.rest().first(), None | Some(b'\n'))
    }

    /// Moves the cursor to the value of the next parameter; returns the parameter's name.
    #[inline(always)]
    fn value_start(&mut self) -> Result<&'static str, String> {
        let name = self.names[self.param];
        if self.form != Form::Box {
            return self.named_value_start(name).map(|_| name);
        }
        // A case's first value is where `next_case` stopped; later ones are on later lines.
        match self.param == 0 || self.skip_blank() {
            true => Ok(name),
            false => Err(ended(self.bytes, name)),
        }
    }

    /// `value_start` of a panel (`name =` alone on a line) or a statement (`name = value`).
    #[inline(always)]
    fn named_value_start(&mut self, name: &str) -> Result<(), String> {
        if self.form == Form::Panel && !self.skip_blank() {
            return Err(ended(self.bytes, name));
        }
        let (line, start) = (self.line, self.pos);
        if self.form == Form::Panel {
            if self.name_equals() == Some(name.as_bytes()) && self.at_line_end() {
                return if self.skip_blank() { Ok(()) } else { Err(ended(self.bytes, name)) };
            }
            let found = found(&self.bytes[start..]);
            return Err(format!(
                "line {}: expected `{} =` alone on its line, found {}",
                line, name, found
            ));
        }
        if self.param > 0 && self.rest().first() == Some(&b',') {
            self.pos += 1;
            self.skip_space();
        }
        if (self.param == 0 || start < self.pos) && self.name_equals() == Some(name.as_bytes()) {
            return Ok(());
        }
        let found = found(&self.bytes[start..]);
        Err(format!("line {}: expected `{} = …`, found {}", line, name, found))
    }

    /// Checks what follows the value of parameter `name` on its line, then moves on to the
    /// next parameter.
    #[inline(always)]
    fn value_end(&mut self, name: &str) -> Result<(), String> {
        self.skip_space();
        self.param += 1;
        let more_on_line = self.form == Form::Statement && self.param < self.names.len();
        match (more_on_line, self.rest().first()) {
            (true, Some(b',')) | (false, None | Some(b'\n')) => Ok(()),
            _ => {
                let next = if more_on_line { Some(self.names[self.param]) } else { None };
                Err(after_value_error(self.rest(), self.line, name, next))
            }
        }
    }

    /// Parses an integer in `min..=max` at the cursor: an optional `-` and ASCII digits, ended
    /// by a space, a comma, a bracket or the end of the line. None leaves the cursor in place.
    #[inline(always)]
    fn parse_int(&mut self, min: i32, max: i32) -> Option<i32> {
        let bytes = self.bytes;
        let negative = bytes.get(self.pos) == Some(&b'-');
        let digits = self.pos + negative as usize;
        let (value, end) = read_digits(bytes, digits);
        // 19 digits cannot wrap a u64; more are exact only behind leading zeros.
        let len = end - digits;
        let exact = len <= 19 || bytes[digits..end - 19].iter().all(|&b| b == b'0');
        let after = &bytes[end..];
        let ends = matches!(after.first(), None | Some(b'\n' | b',' | b']' | b'['))
            || space_len(after, true) > 0;
        // The limit lets -2^63 through, whose wrapping negation is itself.
        let limit = i64::MAX as u64 + negative as u64;
        let signed = if negative { (value as i64).wrapping_neg() } else { value as i64 };
        let in_range = value <= limit && i64::from(min) <= signed && signed <= i64::from(max);
        if len > 0 && exact && ends && in_range {
            self.pos = end;
            return Some(signed as i32);
        }
        None
    }

    /// The error for a case whose values break a rule of the problem, naming the line just
    /// read; `expected` says what was expected there.
    #[allow(dead_code)]
    fn refuse(&self, expected: &str) -> String {
        format!("line {}: expected {}", self.line, expected)
    }

    /// The next parameter, an integer in `min..=max`.
    #[allow(dead_code)]
    #[inline(always)]
    fn int(&mut self, min: i32, max: i32) -> Result<i32, String> {
        let name = self.value_start()?;
        let value = match self.parse_int(min, max) {
            Some(value) => value,
            None => return Err(int_error(self.rest(), self.line, name, min, max)),
        };
        self.value_end(name)?;
        Ok(value)
    }

    /// The next parameter, an array of at most `max_len` integers in `min..=max`.
    #[allow(dead_code)]
    fn int_array(&mut self, min: i32, max: i32, max_len: usize) -> Result<Vec<i32>, String> {
        let name = self.value_start()?;
        if self.rest().first() != Some(&b'[') {
            let found = found(self.rest());
            return Err(format!(
                "line {}: expected {}, an array like [1,2,3], found {}",
                self.line, name, found
            ));
        }
        self.pos += 1;
        self.skip_space();
        let mut values = Vec::with_capacity(max_len.min(64));
        if self.rest().first() != Some(&b']') {
            loop {
                if values.len() == max_len {
                    let line = self.line;
                    return Err(format!(
                        "line {}: expected {} to hold at most {} values",
                        line, name, max_len
                    ));
                }
                let index = values.len();
                match self.parse_int(min, max) {
                    Some(value) => values.push(value),
                    None => {
                        let what = format!("{}[{}]", name, index);
                        return Err(int_error(self.rest(), self.line, &what, min, max));
                    }
                }
                if self.rest().first() != Some(&b',') {
                    self.skip_space();
                }
                match self.rest().first() {
                    Some(b',') => self.pos += 1,
                    Some(b']') => break,
                    other => {
                        let unclosed = if matches!(other, None | Some(b'\n')) {
                            " (the `[` is never closed)"
                        } else {
                            ""
                        };
                        let found = found(self.rest());
                        return Err(format!(
                            "line {}: expected `,` or `]` after {}[{}], found {}{}",
                            self.line, name, index, found, unclosed
                        ));
                    }
                }
                if !self.rest().first().map_or(false, u8::is_ascii_digit) {
                    self.skip_space();
                }
            }
        }
        self.pos += 1;
        self.value_end(name)?;
        Ok(values)
    }

    /// The next parameter, a string in double quotes of at most `max_len` characters, each
    /// one that `allowed` accepts (`kind` names them in an error).
    #[allow(dead_code)]
    fn string(
        &mut self,
        allowed: fn(u8) -> bool,
        kind: &str,
        max_len: usize,
    ) -> Result<String, String> {
        let name = self.value_start()?;
        let text = self.quoted(allowed, kind, max_len, &|| name.to_string())?;
        self.value_end(name)?;
        Ok(text)
    }

    /// The next parameter, an array of at most `max_count` strings as `string` reads them.
    #[allow(dead_code)]
    fn string_array(
        &mut self,
        allowed: fn(u8) -> bool,
        kind: &str,
        max_count: usize,
        max_len: usize,
    ) -> Result<Vec<String>, String> {
        let name = self.value_start()?;
        let path = |i: usize| format!("{}[{}]", name, i);
        let texts = self.list(name, max_count, &|| name.to_string(), |reader, i| {
            reader.quoted(allowed, kind, max_len, &|| path(i))
        })?;
        self.value_end(name)?;
        Ok(texts)
    }

    /// The next parameter, an array of at most `max_rows` arrays (each may be empty) of at
    /// most `max_cols` integers in `min..=max`.
    #[allow(dead_code)]
    fn int_matrix(
        &mut self,
        min: i32,
        max: i32,
        max_rows: usize,
        max_cols: usize,
    ) -> Result<Vec<Vec<i32>>, String> {
        let name = self.value_start()?;
        let rows = self.list(name, max_rows, &|| name.to_string(), |reader, i| {
            let row = || format!("{}[{}]", name, i);
            reader.list(name, max_cols, &row, |reader, j| match reader.parse_int(min, max) {
                Some(value) => Ok(value),
                None => {
                    let what = format!("{}[{}][{}]", name, i, j);
                    Err(int_error(reader.rest(), reader.line, &what, min, max))
                }
            })
        })?;
        self.value_end(name)?;
        Ok(rows)
    }

    /// A list `[a, b, …]` at the cursor (it may be empty) of at most `max_len` items, each
    /// read by `item` from its index; `path` names the list in an error.
    fn list<T>(
        &mut self,
        name: &str,
        max_len: usize,
        path: &dyn Fn() -> String,
        mut item: impl FnMut(&mut Self, usize) -> Result<T, String>,
    ) -> Result<Vec<T>, String> {
        if self.rest().first() != Some(&b'[') {
            let found = found(self.rest());
            return Err(format!(
                "line {}: expected {}, an array, found {}",
                self.line,
                path(),
                found
            ));
        }
        self.pos += 1;
        self.skip_space();
        let mut items = Vec::new();
        if self.rest().first() == Some(&b']') {
            self.pos += 1;
            return Ok(items);
        }
        loop {
            if items.len() == max_len {
                let line = self.line;
                return Err(format!(
                    "line {}: expected {} to hold at most {} items",
                    line,
                    path(),
                    max_len
                ));
            }
            items.push(item(self, items.len())?);
            self.skip_space();
            match self.rest().first() {
                Some(b',') => self.pos += 1,
                Some(b']') => {
                    self.pos += 1;
                    return Ok(items);
                }
                other => {
                    let unclosed = if matches!(other, None | Some(b'\n')) {
                        " (the `[` is never closed)"
                    } else {
                        ""
                    };
                    let (line, found) = (self.line, found(self.rest()));
                    let at = format!("{}[{}]", path(), items.len() - 1);
                    return Err(format!(
                        "line {}: expected `,` or `]` after {} of {}, found {}{}",
                        line, at, name, found, unclosed
                    ));
                }
            }
            self.skip_space();
        }
    }

    /// A string in double quotes at the cursor, of at most `max_len` characters that
    /// `allowed` accepts; `path` names it in an error.
    fn quoted(
        &mut self,
        allowed: fn(u8) -> bool,
        kind: &str,
        max_len: usize,
        path: &dyn Fn() -> String,
    ) -> Result<String, String> {
        let rest = self.rest();
        let body = match rest.first() {
            Some(b'"') => &rest[1..],
            _ => {
                let found = found(rest);
                let line = self.line;
                return Err(format!(
                    "line {}: expected {}, a string in double quotes, found {}",
                    line,
                    path(),
                    found
                ));
            }
        };
        let len = body.iter().position(|&b| !allowed(b)).unwrap_or(body.len());
        if body.get(len) != Some(&b'"') {
            let what = match body.get(len) {
                None | Some(b'\n') => "the closing `\"`".to_string(),
                Some(_) => format!("{} or the closing `\"`", kind),
            };
            let found = found(&body[len..]);
            return Err(format!(
                "line {}: expected {} in {}, found {}",
                self.line,
                what,
                path(),
                found
            ));
        }
        if len > max_len {
            let line = self.line;
            return Err(format!(
                "line {}: expected {} to hold at most {} characters",
                line,
                path(),
                max_len
            ));
        }
        self.pos += len + 2;
        Ok(body[..len].iter().map(|&b| char::from(b)).collect())
    }
}
// ==== end template leetcode ====
