//! LeetCode 1140 · Stone Game II · https://leetcode.com/problems/stone-game-ii/
//!
//! Rules: piles in a row; Alice moves first; M starts at 1. A turn takes all the stones of the
//! first X remaining piles, 1 ≤ X ≤ 2M, then M = max(M, X). Both play to get the most stones.
//! Input: LeetCode's testcase format, one or more cases: `[2,7,9,4,4]` (the testcase box),
//! `piles = [2,7,9,4,4]` (the statement) or `piles =` then the array (the result panel).
//! Output: the most stones Alice can get, per case.
//! Accepts up to 1000 piles of 0..=10^6 stones (LeetCode: 1 ≤ length ≤ 100, 1 ≤ piles[i] ≤
//! 10^4), so every total fits the signature's i32; an empty row gives 0; larger inputs and
//! negative piles (an undefined game) are refused.
//!
//! Idea: with s(i) the stones in piles[i..], let f(i, m) be the most the player to move gets
//! from piles[i..] with M = m: f(i, m) = s(i) when 2m ≥ n − i (take everything), else
//! f(i, m) = max over 1 ≤ x ≤ 2m of s(i) − f(i + x, max(m, x)). The answer is f(0, 1).
//! Why: the stones left are s(i) in all and the opponent gets f of the next state, so the
//! mover gets the rest; both players maximising their own total makes this exact. Bounds:
//! M is the largest X so far and the X's sum to i, so only m ≤ max(1, i) is reachable; and
//! m ≥ n/2 + 1 always takes everything, so larger m are clamped to that.
//! Cost: the states with 2m < n − i and m ≤ i take 2m steps each, about n³/27 in all
//! (≈ 3.7·10^4 for n = 100; a plain O(n³) loop does ≈ 7 times more); O(n²) memory.
use std::io::{self, Read, Write};

struct Solution;

// ==== LeetCode: paste from here ====
impl Solution {
    pub fn stone_game_ii(piles: Vec<i32>) -> i32 {
        let n = piles.len();
        let mut suffix = vec![0; n + 1];
        for i in (0..n).rev() {
            suffix[i] = suffix[i + 1] + piles[i];
        }
        // best[i * width + m] is f(i, m) for 1 ≤ m ≤ cap; any m ≥ cap takes everything.
        let cap = n / 2 + 1;
        let width = cap + 1;
        let mut best = vec![0; (n + 1) * width];
        for i in (0..n).rev() {
            // Only m ≤ max(1, i) is reachable: M is the largest X so far, and the X's sum to i.
            for m in 1..=cap.min(i.max(1)) {
                best[i * width + m] = if 2 * m >= n - i {
                    suffix[i]
                } else {
                    let opponent = (1..=2 * m).map(|x| best[(i + x) * width + m.max(x).min(cap)]);
                    suffix[i] - opponent.min().unwrap_or(0)
                };
            }
        }
        best[1]
    }
}
// ==== LeetCode: to here ====

/// Most piles accepted: the table has n²/2 entries.
const MAX_LEN: usize = 1000;
/// Most stones in one pile accepted: 1000 · 10^6 stones still fit the signature's i32.
const MAX_PILE: i32 = 1_000_000;

fn solve(input: &[u8], out: &mut String) -> Result<(), String> {
    let mut cases = LeetCode::new(input, &["piles"]);
    while cases.next_case()? {
        let piles = cases.int_array(0, MAX_PILE, MAX_LEN)?;
        out.push_str(&Solution::stone_game_ii(piles).to_string());
        out.push('\n');
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
