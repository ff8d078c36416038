//! LeetCode 464 · Can I Win · https://leetcode.com/problems/can-i-win/
//!
//! Rules: players alternately pick distinct integers from 1..=maxChoosableInteger, adding each
//! to a running total from 0; whoever makes the total reach desiredTotal wins. If the pool runs
//! out below the total nobody wins, so the first player has not forced a win.
//! Input: LeetCode's testcase format, one or more cases: two lines `10` / `11` (the testcase
//! box), `maxChoosableInteger = 10, desiredTotal = 11` (the statement), or each `name =` on a
//! line with its value on the next (the result panel). Output: `true` if the first player can
//! force a win, else `false`, per case.
//! Accepts 0 ≤ maxChoosableInteger ≤ 25 and any i32 desiredTotal (LeetCode: max ≤ 20,
//! 0 ≤ total ≤ 300); a total ≤ 0 is reached before any pick, which LeetCode counts as a win
//! (its `10`, `0` → `true`). A larger max is refused (the memo has 2^max entries); a negative
//! max is refused, since that game is undefined.
//!
//! Idea: a total ≤ max is reached by the first pick (LeetCode counts a total ≤ 0 as reached
//! already): `true`. If 1 + … + max < total, nobody can win: `false`. Otherwise compute, for
//! every set of used integers, whether the player to move wins: some unused i reaches the total
//! at once, or leaves a set from which the opponent loses.
//! Why: the running total is the sum of the used set, so the used set alone is the position.
//! When 1 + … + max ≥ total, every line of play reaches the total before the pool runs out, so
//! no position is a draw and "cannot win" means "loses": the two-valued recurrence is exact.
//! How, 64 sets at a time: a set is (hi, lo), lo the used integers among 1..=6 (6 bits) and hi
//! the rest; one u64 word holds the answers of all 64 lo for one hi. Words go from the largest
//! hi down, so picking an integer above 6 reads a word already done: !wins[hi | bit]. Picking
//! b ≤ 6 stays in the word: the answer for lo | b sits 2^(b−1) places up, read by a shift, masked
//! to the lo without b. That is resolved in 6 rounds (round r settles every lo missing at most
//! r of the six). "Reaches the total" is a mask too: lo whose sum is ≥ total − sum(hi) − i,
//! looked up in a table of 22 masks. Words whose hi alone reaches the total are never
//! positions, and are skipped.
//! Cost: O(2^(max−6) · max) word operations and O(2^(max−6)) words of memory: 128 KiB and
//! ≈ 4·10^6 instructions at max = 20; ≈ 4 MiB and ≈ 0.1 s at max = 25, per case.
use std::io::{self, Read, Write};

struct Solution;

// ==== LeetCode: paste from here ====
impl Solution {
    pub fn can_i_win(max_choosable_integer: i32, desired_total: i32) -> bool {
        let max = max_choosable_integer.max(0) as usize;
        let total = i64::from(desired_total);
        if total <= max as i64 {
            return true;
        }
        if ((max * (max + 1) / 2) as i64) < total {
            return false;
        }
        // Integers 1..=6 are the bits of lo inside a word, the rest the bits of hi. Below
        // max = 6, the missing integers count as used already, with value 0 in the sums.
        let high = max.saturating_sub(6);
        let value = |b: usize| if b < max { b as i64 + 1 } else { 0 };
        let lo_sum = |lo: usize| (0..6).filter(|b| lo >> b & 1 == 1).map(value).sum::<i64>();
        let set_of = |keep: &dyn Fn(usize) -> bool| {
            (0..64).filter(|&lo| keep(lo)).fold(0u64, |m, lo| m | 1 << lo)
        };
        // at_least[t]: the lo whose integers sum to at least t (1 + … + 6 = 21 at most).
        let mut at_least = [0u64; 23];
        for (t, mask) in at_least.iter_mut().enumerate() {
            *mask = set_of(&|lo| lo_sum(lo) >= t as i64);
        }
        // without[b]: the lo that do not hold integer b + 1.
        let mut without = [0u64; 6];
        for (b, mask) in without.iter_mut().enumerate() {
            *mask = set_of(&|lo| lo >> b & 1 == 0);
        }
        let mut hi_sum = vec![0i64; 1 << high];
        for hi in 1..1usize << high {
            hi_sum[hi] = hi_sum[hi & (hi - 1)] + 7 + i64::from(hi.trailing_zeros());
        }
        // wins[hi] bit lo: the player to move wins from the used set (hi, lo).
        let mut wins = vec![0u64; 1 << high];
        for hi in (0..1usize << high).rev() {
            let left = total - hi_sum[hi];
            if left <= 0 {
                continue;
            }
            let reaches = |i: i64| at_least[(left - i).clamp(0, 22) as usize];
            let mut unused_high = !hi & ((1 << high) - 1);
            if unused_high != 0 && 70 - i64::from(unused_high.leading_zeros()) >= left {
                wins[hi] = !0; // the largest unused integer, 7 + (63 − leading zeros), wins at once
                continue;
            }
            let mut settled = 0u64;
            while unused_high != 0 {
                let j = unused_high.trailing_zeros();
                unused_high &= unused_high - 1;
                settled |= reaches(7 + i64::from(j)) | !wins[hi | 1 << j];
            }
            for (b, &free) in without.iter().enumerate() {
                settled |= free & reaches(value(b));
            }
            // Picking b + 1 leads to lo | 2^b, which sits 2^b bits up in the same word.
            let round = |w: u64| {
                settled
                    | without[0] & !(w >> 1)
                    | without[1] & !(w >> 2)
                    | without[2] & !(w >> 4)
                    | without[3] & !(w >> 8)
                    | without[4] & !(w >> 16)
                    | without[5] & !(w >> 32)
            };
            wins[hi] = (0..6).fold(settled, |word, _| round(word));
        }
        let unused = (1 << max.min(6)) - 1;
        wins[0] >> (63 & !unused) & 1 == 1
    }
}
// ==== LeetCode: to here ====

/// Largest maxChoosableInteger accepted: the memo holds 2^max bytes.
const MAX_CHOOSABLE: i32 = 25;

fn solve(input: &[u8], out: &mut String) -> Result<(), String> {
    let mut cases = LeetCode::new(input, &["maxChoosableInteger", "desiredTotal"]);
    while cases.next_case()? {
        let max = cases.int(0, MAX_CHOOSABLE)?;
        let total = cases.int(i32::MIN, i32::MAX)?;
        out.push_str(if Solution::can_i_win(max, total) { "true\n" } else { "false\n" });
    }
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

// ==== template leetcode: templates/leetcode.rs, kept equal by tests/standalone.rs ====
/// LeetCode's testcase input, one case at a time. A case holds the parameters `names`, in one
/// of three forms: one value per line (the testcase box); `a = 1, b = [2,3]` on one line (the
/// statement); `a =` on one line and its value on the next (the result panel). Blank lines are
/// skipped; whitespace is ASCII whitespace, U+00A0 or U+3000; a UTF-8 BOM at the start is skipped.
struct LeetCode<'a> {
    text: &'a str,
    names: &'static [&'static str],
    /// Byte offset and number of the next unread line.
    pos: usize,
    line: usize,
    /// A line already read but not used up: a case's first line, or a statement's unread rest.
    pending: Option<(usize, &'a str)>,
    form: Form,
    /// Index in `names` of the next parameter of the current case.
    param: usize,
    /// Cases started so far.
    cases: usize,
    /// The line of the first byte that is not UTF-8; `text` stops at the start of that line.
    bad_line: Option<usize>,
}

/// How the current case is written.
#[derive(Clone, Copy)]
enum Form {
    Box,
    Panel,
    Statement,
}

fn is_space(c: char) -> bool {
    matches!(c, ' ' | '\t' | '\n' | '\r' | '\x0B' | '\x0C' | '\u{A0}' | '\u{3000}')
}

/// `text` up to the first space, comma or bracket: what a number or a word would span.
fn token(text: &str) -> &str {
    let end = text.find(|c: char| is_space(c) || ",[]".contains(c)).unwrap_or(text.len());
    &text[..end]
}

/// What was found at `text`, for an error message.
fn found(text: &str) -> String {
    match text.chars().count() {
        0 => "the end of the line".to_string(),
        n if n <= 24 => format!("{:?}", text),
        n => format!("{:?}… ({} characters)", text.chars().take(24).collect::<String>(), n),
    }
}

impl<'a> LeetCode<'a> {
    fn new(input: &'a [u8], names: &'static [&'static str]) -> Self {
        let (text, bad_line) = match std::str::from_utf8(input) {
            Ok(text) => (text, None),
            Err(e) => {
                let valid = &input[..e.valid_up_to()];
                let line_start = valid.iter().rposition(|&b| b == b'\n').map_or(0, |i| i + 1);
                let line = 1 + valid[..line_start].iter().filter(|&&b| b == b'\n').count();
                (std::str::from_utf8(&input[..line_start]).unwrap_or(""), Some(line))
            }
        };
        let pos = if text.starts_with('\u{FEFF}') { 3 } else { 0 };
        let form = Form::Box;
        LeetCode { text, names, pos, line: 1, pending: None, form, param: 0, cases: 0, bad_line }
    }

    /// The error for running out of lines where `expected` should come, naming the last line
    /// that holds anything (or the line of a byte that is not UTF-8).
    fn ended(&self, expected: &str) -> String {
        match self.bad_line {
            Some(line) => {
                format!("line {}: expected {}, found a byte that is not UTF-8", line, expected)
            }
            None => {
                let content = self.text.trim_end_matches(is_space);
                let line = 1 + content.bytes().filter(|&b| b == b'\n').count();
                format!("line {}: expected {}, found the end of the input", line, expected)
            }
        }
    }

    /// The next line that is not blank, trimmed, with its number.
    fn next_line(&mut self) -> Option<(usize, &'a str)> {
        while self.pos < self.text.len() {
            let rest = &self.text[self.pos..];
            let len = rest.find('\n').map_or(rest.len(), |i| i + 1);
            let (line, text) = (self.line, rest[..len].trim_matches(is_space));
            self.pos += len;
            self.line += 1;
            if !text.is_empty() {
                return Some((line, text));
            }
        }
        None
    }

    fn take_line(&mut self) -> Option<(usize, &'a str)> {
        self.pending.take().or_else(|| self.next_line())
    }

    /// Starts the next case; false at the end of the input, which must hold at least one case.
    fn next_case(&mut self) -> Result<bool, String> {
        let (line, text) = match self.next_line() {
            Some(first) => first,
            None if self.cases == 0 || self.bad_line.is_some() => {
                return Err(self.ended(self.names[0]))
            }
            None => return Ok(false),
        };
        self.cases += 1;
        self.form = match Self::after_name(text) {
            Some((_, "")) => Form::Panel,
            Some(_) => Form::Statement,
            None => Form::Box,
        };
        self.pending = Some((line, text));
        self.param = 0;
        Ok(true)
    }

    /// For `name = value…`, the name and the trimmed text after `=`.
    fn after_name(text: &str) -> Option<(&str, &str)> {
        let len =
            text.find(|c: char| !(c.is_ascii_alphanumeric() || c == '_')).unwrap_or(text.len());
        let (name, rest) = text.split_at(len);
        if !name.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_') {
            return None;
        }
        let value = rest.trim_start_matches(is_space).strip_prefix('=')?;
        Some((name, value.trim_start_matches(is_space)))
    }

    /// The line and text where the value of the next parameter starts.
    fn value_start(&mut self) -> Result<(usize, &'a str), String> {
        let name = self.names[self.param];
        let (line, text) = self.take_line().ok_or_else(|| self.ended(name))?;
        match self.form {
            Form::Box => Ok((line, text)),
            Form::Panel => match Self::after_name(text) {
                Some((found_name, "")) if found_name == name => {
                    self.take_line().ok_or_else(|| self.ended(name))
                }
                _ => Err(format!(
                    "line {}: expected `{} =` alone on its line, found {}",
                    line,
                    name,
                    found(text)
                )),
            },
            Form::Statement => {
                let rest = if self.param == 0 { Some(text) } else { text.strip_prefix(',') };
                match rest.and_then(|r| Self::after_name(r.trim_start_matches(is_space))) {
                    Some((found_name, value)) if found_name == name => Ok((line, value)),
                    _ => Err(format!(
                        "line {}: expected `{} = …`, found {}",
                        line,
                        name,
                        found(text)
                    )),
                }
            }
        }
    }

    /// Checks what follows a value on its line, then moves on to the next parameter.
    fn value_end(&mut self, line: usize, rest: &'a str) -> Result<(), String> {
        let rest = rest.trim_start_matches(is_space);
        let name = self.names[self.param];
        self.param += 1;
        let more = self.param < self.names.len();
        match self.form {
            Form::Statement if more && rest.starts_with(',') => {
                self.pending = Some((line, rest));
                Ok(())
            }
            Form::Statement if more => Err(format!(
                "line {}: expected `, {} = …` after {}, found {}",
                line,
                self.names[self.param],
                name,
                found(rest)
            )),
            _ if rest.is_empty() => Ok(()),
            _ => Err(format!(
                "line {}: expected nothing after {} on this line, found {}",
                line,
                name,
                found(rest)
            )),
        }
    }

    /// Parses an integer in `min..=max` at the start of `text`; returns it and the rest.
    fn parse_int<'t>(
        text: &'t str,
        min: i32,
        max: i32,
        what: &dyn Fn() -> String,
        line: usize,
    ) -> Result<(i32, &'t str), String> {
        let word = token(text);
        let digits = word.strip_prefix('-').unwrap_or(word);
        let valid = !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit());
        let value = if valid {
            digits
                .bytes()
                .try_fold(0i64, |v, b| v.checked_mul(10)?.checked_add(i64::from(b - b'0')))
        } else {
            None
        };
        let value = value.map(|v| if word.starts_with('-') { -v } else { v });
        match value {
            Some(v) if i64::from(min) <= v && v <= i64::from(max) => {
                Ok((v as i32, &text[word.len()..]))
            }
            _ => Err(format!(
                "line {}: expected {}, an integer from {} to {}, found {}",
                line,
                what(),
                min,
                max,
                found(if word.is_empty() { text } else { word })
            )),
        }
    }

    /// The next parameter, an integer in `min..=max`.
    #[allow(dead_code)]
    fn int(&mut self, min: i32, max: i32) -> Result<i32, String> {
        let (line, text) = self.value_start()?;
        let name = self.names[self.param];
        let (value, rest) = Self::parse_int(text, min, max, &|| name.to_string(), line)?;
        self.value_end(line, rest)?;
        Ok(value)
    }

    /// The next parameter, an array of at most `max_len` integers in `min..=max`.
    #[allow(dead_code)]
    fn int_array(&mut self, min: i32, max: i32, max_len: usize) -> Result<Vec<i32>, String> {
        let (line, text) = self.value_start()?;
        let name = self.names[self.param];
        let mut rest = text.strip_prefix('[').ok_or_else(|| {
            format!(
                "line {}: expected {}, an array like [1,2,3], found {}",
                line,
                name,
                found(text)
            )
        })?;
        let mut values = Vec::new();
        rest = rest.trim_start_matches(is_space);
        if let Some(after) = rest.strip_prefix(']') {
            self.value_end(line, after)?;
            return Ok(values);
        }
        loop {
            if values.len() == max_len {
                return Err(format!(
                    "line {}: expected {} to hold at most {} values",
                    line, name, max_len
                ));
            }
            let index = values.len();
            let (value, after) =
                Self::parse_int(rest, min, max, &|| format!("{}[{}]", name, index), line)?;
            values.push(value);
            rest = after.trim_start_matches(is_space);
            if let Some(after) = rest.strip_prefix(']') {
                self.value_end(line, after)?;
                return Ok(values);
            }
            rest = rest.strip_prefix(',').ok_or_else(|| {
                let unclosed = if rest.is_empty() { " (the `[` is never closed)" } else { "" };
                format!(
                    "line {}: expected `,` or `]` after {}[{}], found {}{}",
                    line,
                    name,
                    index,
                    found(rest),
                    unclosed
                )
            })?;
            rest = rest.trim_start_matches(is_space);
        }
    }
}
// ==== end template leetcode ====
