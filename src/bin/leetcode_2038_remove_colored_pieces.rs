//! LeetCode 2038 · Remove Colored Pieces if Both Neighbors are the Same Color ·
//! https://leetcode.com/problems/remove-colored-pieces-if-both-neighbors-are-the-same-color/
//!
//! Rules: a row of pieces, each `A` or `B`. Alice and Bob alternately (Alice first) remove one
//! piece: Alice an `A` whose two neighbours are both `A`, Bob a `B` whose two neighbours are
//! both `B` (so never a piece at either end of the row). Who cannot move loses.
//! Input: LeetCode's testcase format, one or more cases: `"AAABABB"` (the testcase box),
//! `colors = "AAABABB"` (the statement) or `colors =` then `"AAABABB"` (the result panel).
//! Output: `true` if Alice wins, else `false`, per case.
//! Accepts up to 10^6 pieces, each `A` or `B` (LeetCode: 1 ≤ length ≤ 10^5); the empty row
//! leaves Alice without a move, so `false`. Longer rows and other characters are refused.
//!
//! Idea: a maximal run of L pieces of one colour gives its owner max(L − 2, 0) moves, whatever
//! either player does; Alice wins exactly when her total a exceeds Bob's total b.
//! Why: a piece whose two neighbours share its colour lies inside its run, at neither end.
//! Removing it shortens that run by one and makes two pieces of that colour neighbours: no
//! run splits or merges with another, and no other piece's neighbours change colour. So the
//! other runs, and the other player's moves, stay as they were. A run of L ≥ 3 allows moves
//! until it is down to its two ends: L − 2 of them, whichever pieces are taken. So each player
//! spends a fixed stock, one move a turn, and choices do not matter: Alice is stuck at her
//! turn a + 1, Bob at his turn b + 1, and her turn k comes before his turn k, so Bob is stuck
//! first exactly when b < a. The moves are counted as the inner pieces of runs: the pieces
//! whose two neighbours share their colour, L − 2 in a run of L ≥ 3.
//! Cost: O(n) time per case, O(1) memory besides the string.
//!
//! @judge LeetCode
//! @number 2038
//! @title Remove Colored Pieces if Both Neighbors are the Same Color
//! @link https://leetcode.com/problems/remove-colored-pieces-if-both-neighbors-are-the-same-color/
//! @time-limit 1 s
//! @accepts length ≤ 10^6; A and B
//! @complexity O(n) time, O(1) memory per case
use std::io::{self, Read, Write};

struct Solution;

// ==== LeetCode: paste from here ====
impl Solution {
    pub fn winner_of_game(colors: String) -> bool {
        // Each piece whose two neighbours share its colour is one move of its owner's, and
        // no move adds or removes one of the other player's.
        let (mut alice, mut bob) = (0, 0);
        for three in colors.as_bytes().windows(3) {
            if three[0] == three[1] && three[1] == three[2] {
                if three[1] == b'A' {
                    alice += 1;
                } else {
                    bob += 1;
                }
            }
        }
        alice > bob
    }
}
// ==== LeetCode: to here ====

/// Longest row accepted: ten times LeetCode's; one pass each.
const MAX_LEN: usize = 1_000_000;

fn is_colour(c: u8) -> bool {
    c == b'A' || c == b'B'
}

fn solve(input: &[u8], out: &mut String) -> Result<(), String> {
    let mut cases = LeetCode::new(input, &["colors"]);
    while cases.next_case()? {
        let colors = cases.string(is_colour, "`A` or `B`", MAX_LEN)?;
        if Solution::winner_of_game(colors) {
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
