//! LeetCode's testcase reader and the main of every LeetCode binary.
//!
//! A LeetCode binary reads what a person pastes from LeetCode: any number of cases back to back,
//! each in one of three forms (the testcase box: one value per line; the statement:
//! `a = 1, b = [2,3]` on one line, names checked and in order; the result panel: `a =` alone on
//! a line and the value on the next). Integers are bare; arrays are JSON on one line (spaces
//! allowed); strings are in double quotes, of the characters the problem allows; there are
//! arrays of strings and 2-D arrays (inner arrays may be empty). Blank lines are skipped;
//! whitespace is ASCII whitespace, U+00A0 or U+3000; a UTF-8 BOM at the start is skipped.
//!
//! Errors name the line and what was expected there, e.g.
//! `line 1: expected nothing after maxChoosableInteger on this line, found "11"` or
//! `line 2: expected nums[1], an integer from -2147483648 to 2147483647, found "x"`.
//! Cost: one pass over the bytes; hot paths are `#[inline]` so that they compile into the
//! binary that calls them, and the commonest forms (a number alone on its line in the
//! testcase box, array items like `123,`) take a quick path that hands anything else to the
//! full reader.

use crate::digits::read_digits;
use std::cell::RefCell;
use std::collections::VecDeque;
use std::rc::Rc;

/// Reads stdin as LeetCode cases of the parameters `names` and answers each one: `answer`
/// reads the case's parameters from the reader (in order) and returns its answer, or the
/// error that refuses the case. Writes every answer on its own line, as LeetCode shows it.
///
/// ```no_run
/// game_solutions::leetcode::run(&["n"], |case| Ok(case.int(0, i32::MAX)? % 4 != 0));
/// ```
#[inline]
pub fn run<A: Answer>(
    names: &'static [&'static str],
    mut answer: impl FnMut(&mut LeetCode) -> Result<A, String>,
) {
    crate::program::run(|input, out| {
        let mut cases = LeetCode::new(input, names);
        while cases.next_case()? {
            answer(&mut cases)?.write_line(out);
        }
        Ok(())
    })
}

/// An answer as LeetCode shows it, on a line of its own.
pub trait Answer {
    fn write_line(self, out: &mut String);
}

/// `true` or `false`.
impl Answer for bool {
    #[inline(always)]
    fn write_line(self, out: &mut String) {
        // Two pushes of fixed length: each compiles to a few moves, not a call.
        if self {
            out.push_str("true\n");
        } else {
            out.push_str("false\n");
        }
    }
}

/// The number in decimal.
impl Answer for i32 {
    #[inline]
    fn write_line(self, out: &mut String) {
        out.push_str(&self.to_string());
        out.push('\n');
    }
}

/// The number in decimal.
impl Answer for i64 {
    #[inline]
    fn write_line(self, out: &mut String) {
        out.push_str(&self.to_string());
        out.push('\n');
    }
}

/// The return values of a design-class testcase's calls, `null` for the constructor and the
/// methods that return nothing: `[null,0,1]`.
impl Answer for Vec<Option<i32>> {
    fn write_line(self, out: &mut String) {
        out.push('[');
        for (i, value) in self.iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            match value {
                Some(v) => out.push_str(&v.to_string()),
                None => out.push_str("null"),
            }
        }
        out.push_str("]\n");
    }
}

/// A design-class testcase's calls checked against the class: `names` (LeetCode's first line,
/// `["TicTacToe","move",…]`) and `args` (its second, `[[3],[0,0,1],…]`) of equal length, the
/// first call the constructor `class` with `class_args` arguments, every later one a method of
/// `methods` (name, argument count). Each call comes back as (0 for the constructor, i + 1 for
/// `methods[i]`; its arguments). The error names the call that breaks a rule, for `refuse`.
pub fn design_calls<'c>(
    names: &[String],
    args: &'c [Vec<i32>],
    class: (&str, usize),
    methods: &[(&str, usize)],
) -> Result<Vec<(usize, &'c [i32])>, String> {
    if names.len() != args.len() {
        return Err(format!(
            "as many argument lists as calls ({}), found {}",
            names.len(),
            args.len()
        ));
    }
    let mut calls = Vec::with_capacity(names.len());
    for (i, (name, given)) in names.iter().zip(args).enumerate() {
        let method = if i == 0 {
            if name != class.0 {
                return Err(format!("call 0 to be the constructor {}, found {:?}", class.0, name));
            }
            0
        } else {
            match methods.iter().position(|&(m, _)| m == name) {
                Some(m) => m + 1,
                None => {
                    let known: Vec<&str> = methods.iter().map(|&(m, _)| m).collect();
                    return Err(format!(
                        "call {} to be a method of {} ({}), found {:?}",
                        i,
                        class.0,
                        known.join(", "),
                        name
                    ));
                }
            }
        };
        let wanted = if method == 0 { class.1 } else { methods[method - 1].1 };
        if given.len() != wanted {
            return Err(format!(
                "call {} ({}) to take {} arguments, found {}",
                i,
                name,
                wanted,
                given.len()
            ));
        }
        calls.push((method, given.as_slice()));
    }
    Ok(calls)
}

/// The string in double quotes.
impl Answer for String {
    #[inline]
    fn write_line(self, out: &mut String) {
        out.push('"');
        out.push_str(&self);
        out.push_str("\"\n");
    }
}

/// LeetCode's testcase input, one case at a time. A case holds the parameters `names`, in one
/// of three forms: one value per line (the testcase box); `a = 1, b = [2,3]` on one line (the
/// statement); `a =` on one line and its value on the next (the result panel). Blank lines are
/// skipped; whitespace is ASCII whitespace, U+00A0 or U+3000; a UTF-8 BOM at the start is skipped.
/// One cursor walks the bytes once; `line` counts the newlines it has passed.
pub struct LeetCode<'a> {
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

/// Whether a run of `len` digits is 1 to 10 long: its value is exact and far inside i64.
#[inline(always)]
fn is_short(len: usize) -> bool {
    len.wrapping_sub(1) < 10
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

// LeetCode's binary tree node, as its judge defines it (a tree problem's paste block uses it
// and must not define it again): the one copy of its text, kept in templates/.
include!("../templates/leetcode_tree_node.rs");

/// A tree as LeetCode passes it: its root, or None for the empty tree.
pub type Tree = Option<Rc<RefCell<TreeNode>>>;

/// The tree of a level-order list: each node present takes the next two items as its left and
/// right children. Err(i) when item i is a value with no node left to hang from.
fn build_tree(items: &[Option<i32>]) -> Result<Tree, usize> {
    let mut rest = items.iter().enumerate();
    let root = match rest.next() {
        None => return Ok(None),
        Some((_, None)) => {
            return rest.find(|(_, item)| item.is_some()).map_or(Ok(None), |(i, _)| Err(i))
        }
        Some((_, Some(value))) => Rc::new(RefCell::new(TreeNode::new(*value))),
    };
    let mut parents = VecDeque::from(vec![Rc::clone(&root)]);
    let mut left_next = true;
    for (i, item) in rest {
        let value = match item {
            Some(value) => *value,
            None => {
                if !left_next {
                    parents.pop_front();
                }
                left_next = !left_next;
                continue;
            }
        };
        let parent = match parents.front() {
            Some(parent) => Rc::clone(parent),
            None => return Err(i),
        };
        let child = Rc::new(RefCell::new(TreeNode::new(value)));
        parents.push_back(Rc::clone(&child));
        if left_next {
            parent.borrow_mut().left = Some(child);
        } else {
            parent.borrow_mut().right = Some(child);
            parents.pop_front();
        }
        left_next = !left_next;
    }
    Ok(Some(root))
}

impl<'a> LeetCode<'a> {
    /// A reader of `input`. Bytes that are not UTF-8 need no check of their own: they are
    /// neither whitespace nor part of a number or a name, so wherever they stand they are refused.
    #[inline]
    pub fn new(input: &'a [u8], names: &'static [&'static str]) -> Self {
        let pos = if input.starts_with(b"\xEF\xBB\xBF") { 3 } else { 0 };
        LeetCode { bytes: input, names, pos, line: 1, form: Form::Box, param: 0, cases: 0 }
    }

    #[inline(always)]
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
    pub fn next_case(&mut self) -> Result<bool, String> {
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

    #[inline(always)]
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
        let after = &bytes[end..];
        let ends = matches!(after.first(), None | Some(b'\n' | b',' | b']' | b'['))
            || space_len(after, true) > 0;
        // Short runs are exact; longer ones only behind leading zeros (19 digits cannot wrap a
        // u64); the limit lets -2^63 through, whose wrapping negation is itself.
        let len = end - digits;
        let short = is_short(len);
        let exact =
            short || (len > 0 && (len <= 19 || bytes[digits..end - 19].iter().all(|&b| b == b'0')));
        let limit = i64::MAX as u64 + negative as u64;
        let signed = if negative { (value as i64).wrapping_neg() } else { value as i64 };
        let in_range =
            (short || value <= limit) && i64::from(min) <= signed && signed <= i64::from(max);
        if exact && ends && in_range {
            self.pos = end;
            return Some(signed as i32);
        }
        None
    }

    /// The error for a case whose values break a rule of the problem, naming the line just
    /// read; `expected` says what was expected there.
    pub fn refuse(&self, expected: &str) -> String {
        format!("line {}: expected {}", self.line, expected)
    }

    /// The next parameter, an integer in `min..=max`.
    #[inline(always)]
    pub fn int(&mut self, min: i32, max: i32) -> Result<i32, String> {
        let name = self.value_start()?;
        if let Some(value) = self.int_alone_on_line(min, max) {
            return Ok(value);
        }
        let value = match self.parse_int(min, max) {
            Some(value) => value,
            None => return Err(int_error(self.rest(), self.line, name, min, max)),
        };
        self.value_end(name)?;
        Ok(value)
    }

    /// The commonest case, read in fewer steps: in the testcase box, 1 to 10 digits ended by
    /// the line's `\n`, in `min..=max`. The cursor ends on the `\n`, as `value_end` leaves it.
    /// None (the cursor left in place) for anything else, which `parse_int` then reads.
    #[inline(always)]
    fn int_alone_on_line(&mut self, min: i32, max: i32) -> Option<i32> {
        if self.form != Form::Box {
            return None;
        }
        let (value, end) = read_digits(self.bytes, self.pos);
        let short = is_short(end - self.pos);
        let value = value as i64;
        let in_range = i64::from(min) <= value && value <= i64::from(max);
        if short && in_range && self.bytes.get(end) == Some(&b'\n') {
            self.pos = end;
            self.param += 1;
            return Some(value as i32);
        }
        None
    }

    /// The next parameter, an array of at most `max_len` integers in `min..=max`.
    pub fn int_array(&mut self, min: i32, max: i32, max_len: usize) -> Result<Vec<i32>, String> {
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
                if self.plain_items(min, max, max_len, &mut values) {
                    break;
                }
                // An item `plain_items` does not take, read with every check: it may follow
                // a `,` and spaces, which that loop does not skip.
                self.skip_space();
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

    /// The items of an array read in a tight loop while each is plain: an optional `-`, 1 to
    /// 10 digits, a value in `min..=max` within `max_len` items, and at once a `,` (passed) or
    /// the closing `]` (true, the cursor left on it). False, the cursor on the first item
    /// that is not plain, for the caller to read or refuse.
    #[inline(always)]
    fn plain_items(&mut self, min: i32, max: i32, max_len: usize, values: &mut Vec<i32>) -> bool {
        let (bytes, mut pos) = (self.bytes, self.pos);
        let (min, max) = (i64::from(min), i64::from(max));
        let closed = loop {
            let (value, end) = read_digits(bytes, pos);
            let value = value as i64;
            let plain = is_short(end - pos) && min <= value && value <= max;
            if !plain || values.len() == max_len {
                break false;
            }
            let closed = match bytes.get(end) {
                Some(b',') => false,
                Some(b']') => true,
                _ => break false,
            };
            values.push(value as i32);
            pos = end + 1;
            if closed {
                pos = end;
                break true;
            }
        };
        self.pos = pos;
        closed
    }

    /// The next parameter, a string in double quotes of at most `max_len` characters, each
    /// one that `allowed` accepts (`kind` names them in an error).
    pub fn string(
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
    pub fn string_array(
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
    pub fn int_matrix(
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

    /// The next parameter, a binary tree in LeetCode's level order: `[1,2,null,3]`, the nodes
    /// row by row, `null` for a missing child, trailing `null`s left out; `[]` is the empty
    /// tree. At most `max_nodes` nodes, values in `min..=max`. A value that would hang under a
    /// `null` (an orphan), or a `null` root with nodes after it, is refused.
    pub fn tree(&mut self, min: i32, max: i32, max_nodes: usize) -> Result<Tree, String> {
        let name = self.value_start()?;
        let line = self.line;
        // Each item is a value or `null`; an array of n nodes has at most 2n + 1 items.
        let items = self.list(name, 2 * max_nodes + 1, &|| name.to_string(), |reader, i| {
            if reader.rest().starts_with(b"null") {
                reader.pos += 4;
                return Ok(None);
            }
            match reader.parse_int(min, max) {
                Some(value) => Ok(Some(value)),
                None => {
                    let what = format!("{}[{}], an integer or null", name, i);
                    Err(int_error(reader.rest(), reader.line, &what, min, max))
                }
            }
        })?;
        self.value_end(name)?;
        let nodes = items.iter().filter(|item| item.is_some()).count();
        if nodes > max_nodes {
            return Err(format!(
                "line {}: expected {} to hold at most {} nodes, found {}",
                line, name, max_nodes, nodes
            ));
        }
        build_tree(&items).map_err(|i| {
            format!(
                "line {}: expected {} in level order, found {}[{}] with no parent to hang from",
                line, name, name, i
            )
        })
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
        // Each byte is one character (Latin-1); for ASCII, the usual case, that is its UTF-8.
        let text = &body[..len];
        match std::str::from_utf8(text) {
            Ok(ascii) if text.is_ascii() => Ok(ascii.to_string()),
            _ => Ok(text.iter().map(|&b| char::from(b)).collect()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::LeetCode;

    /// Every case of `input` as (n, nums), or the first error.
    fn read_pairs(input: &str) -> Result<Vec<(i32, Vec<i32>)>, String> {
        let mut cases = LeetCode::new(input.as_bytes(), &["n", "nums"]);
        let mut all = Vec::new();
        while cases.next_case()? {
            let n = cases.int(-100, 100)?;
            all.push((n, cases.int_array(-100, 100, 4)?));
        }
        Ok(all)
    }

    #[test]
    fn reads_the_three_forms_back_to_back() {
        let input = "\u{FEFF}3\r\n[1, 2]\n\nn = -4, nums = []\nn =\n5\nnums =\n[ 7 ]";
        let want = vec![(3, vec![1, 2]), (-4, vec![]), (5, vec![7])];
        assert_eq!(read_pairs(input), Ok(want));
    }

    #[test]
    fn refuses_with_the_line_and_what_was_expected() {
        let error = |input: &str| read_pairs(input).unwrap_err();
        assert_eq!(error(""), "line 1: expected n, found the end of the input");
        assert_eq!(
            error("3\n[1,x]"),
            "line 2: expected nums[1], an integer from -100 to 100, found \"x\""
        );
        assert_eq!(error("3 4"), "line 1: expected nothing after n on this line, found \"4\"");
        assert_eq!(
            error("nums = [1], n = 3"),
            "line 1: expected `n = …`, found \"nums = [1], n = 3\""
        );
        assert_eq!(error("3\n[1,2"), "line 2: expected `,` or `]` after nums[1], found the end of the line (the `[` is never closed)");
        assert_eq!(error("3\n[1,2,3,4,5]"), "line 2: expected nums to hold at most 4 values");
        assert_eq!(
            error("101\n[]"),
            "line 1: expected n, an integer from -100 to 100, found \"101\""
        );
        assert_eq!(error("3\n[]\n4"), "line 3: expected nums, found the end of the input");
        // After items the quick path took: the full reader's words.
        assert_eq!(
            error("3\n[-100,-1,]"),
            "line 2: expected nums[2], an integer from -100 to 100, found \"]\""
        );
        assert_eq!(
            error("3\n[1,2]]"),
            "line 2: expected nothing after nums on this line, found \"]\""
        );
        // 11 digits are past the quick path; the full reader takes them (leading zeros).
        assert_eq!(error("00000000003\n"), "line 1: expected nums, found the end of the input");
    }

    /// The quick paths (a number alone on its line, plain array items) hand every other form
    /// to the full reader, mid-case and mid-array.
    #[test]
    fn quick_paths_hand_over_to_the_full_reader() {
        let input = "100\n[1,-2, 3 ,4]\n-100\n[0,100]\n7 \n[5]";
        let want = vec![(100, vec![1, -2, 3, 4]), (-100, vec![0, 100]), (7, vec![5])];
        assert_eq!(read_pairs(input), Ok(want));
    }

    #[test]
    fn reads_strings_string_arrays_and_matrices() {
        let input = b"s = \"ab\", grid = [\"M.\",\"#C\"], graph = [[1,2],[],[0]]";
        let mut cases = LeetCode::new(input, &["s", "grid", "graph"]);
        assert_eq!(cases.next_case(), Ok(true));
        let letters = |b: u8| b.is_ascii_lowercase();
        assert_eq!(cases.string(letters, "a lowercase letter", 5), Ok("ab".to_string()));
        let cells = |b: u8| b"MC.#".contains(&b);
        let grid = cases.string_array(cells, "a cell", 2, 2);
        assert_eq!(grid, Ok(vec!["M.".to_string(), "#C".to_string()]));
        assert_eq!(cases.int_matrix(0, 2, 3, 2), Ok(vec![vec![1, 2], vec![], vec![0]]));
        assert_eq!(cases.next_case(), Ok(false));
        let mut bad = LeetCode::new(b"\"aB\"", &["s"]);
        assert_eq!(bad.next_case(), Ok(true));
        assert_eq!(
            bad.string(letters, "a lowercase letter", 5),
            Err("line 1: expected a lowercase letter or the closing `\"` in s, found \"B\\\"\""
                .to_string())
        );
    }

    /// The level-order lists of a tree, read back by walking it row by row.
    fn level_order(tree: &super::Tree) -> Vec<Option<i32>> {
        let mut out = Vec::new();
        let mut queue = std::collections::VecDeque::from(vec![tree.clone()]);
        while let Some(node) = queue.pop_front() {
            match node {
                Some(node) => {
                    out.push(Some(node.borrow().val));
                    queue.push_back(node.borrow().left.clone());
                    queue.push_back(node.borrow().right.clone());
                }
                None => out.push(None),
            }
        }
        while out.last() == Some(&None) {
            out.pop();
        }
        out
    }

    #[test]
    fn trees_read_in_level_order() {
        let input =
            b"[1,2,null,3]\nroot = [3, 1, 4, null, 2]\nroot =\n[]\n[1,null,2,null,3,null,null]";
        let mut cases = super::LeetCode::new(input, &["root"]);
        let mut read = Vec::new();
        while cases.next_case().unwrap() {
            read.push(level_order(&cases.tree(-9, 9, 10).unwrap()));
        }
        assert_eq!(
            read,
            vec![
                vec![Some(1), Some(2), None, Some(3)],
                vec![Some(3), Some(1), Some(4), None, Some(2)],
                vec![],
                vec![Some(1), None, Some(2), None, Some(3)],
            ]
        );
    }

    #[test]
    fn orphans_and_bad_trees_are_refused() {
        let refused = |text: &str| {
            let mut cases = super::LeetCode::new(text.as_bytes(), &["root"]);
            cases.next_case().and_then(|_| cases.tree(0, 9, 3)).unwrap_err()
        };
        assert_eq!(
            refused("[1,null,null,2]"),
            "line 1: expected root in level order, found root[3] with no parent to hang from"
        );
        assert_eq!(
            refused("[null,1]"),
            "line 1: expected root in level order, found root[1] with no parent to hang from"
        );
        assert!(refused("[1,2,3,4]").contains("at most 3 nodes"), "{}", refused("[1,2,3,4]"));
        assert!(
            refused("[1,nul]").starts_with("line 1: expected root[1], an integer or null"),
            "{}",
            refused("[1,nul]")
        );
        assert!(refused("[1,10]").contains("an integer from 0 to 9"), "{}", refused("[1,10]"));
    }

    #[test]
    fn design_calls_are_checked_call_by_call() {
        let names = |n: &[&str]| n.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        let class = ("TicTacToe", 1);
        let methods = [("move", 3)];
        let args = vec![vec![3], vec![0, 0, 1], vec![0, 2, 2]];
        let calls =
            super::design_calls(&names(&["TicTacToe", "move", "move"]), &args, class, &methods)
                .unwrap();
        assert_eq!(calls, vec![(0, &[3][..]), (1, &[0, 0, 1][..]), (1, &[0, 2, 2][..])]);
        let refused = |n: &[&str], a: Vec<Vec<i32>>| {
            super::design_calls(&names(n), &a, class, &methods).unwrap_err()
        };
        assert_eq!(
            refused(&["move", "move"], vec![vec![0, 0, 1], vec![0, 1, 2]]),
            "call 0 to be the constructor TicTacToe, found \"move\""
        );
        assert_eq!(
            refused(&["TicTacToe", "jump"], vec![vec![3], vec![1]]),
            "call 1 to be a method of TicTacToe (move), found \"jump\""
        );
        assert_eq!(
            refused(&["TicTacToe", "move"], vec![vec![3], vec![0, 0]]),
            "call 1 (move) to take 3 arguments, found 2"
        );
        assert_eq!(
            refused(&["TicTacToe", "move"], vec![vec![3]]),
            "as many argument lists as calls (2), found 1"
        );
        assert!(refused(&["TicTacToe", "TicTacToe"], vec![vec![3], vec![3]])
            .contains("a method of TicTacToe"));
        let mut out = String::new();
        super::Answer::write_line(vec![None, Some(0), Some(-1)], &mut out);
        assert_eq!(out, "[null,0,-1]\n");
    }
}
