//! How each binary's input is laid out, as the tests read it: a full program's layout (AcWing,
//! Luogu, HDU), read strictly within the ranges its header accepts and answered test by test
//! by the reference solvers; or a LeetCode signature, whose cases are read leniently by the
//! kinds of its parameters. A reading gives the answers of the complete tests before anything
//! bad, and whether the whole input is valid: the fuzzer and the bad-input checks hold each
//! binary to both.

/// A binary's input layout.
pub enum Layout {
    /// A full program: the judge's own layout of numbers.
    Program(Format),
    /// A program that reads one test per line (not numbers: a line of moves, say).
    Lines(LineFormat),
    /// A LeetCode binary: cases of the function's parameters.
    LeetCode(Signature),
}

/// The answer lines of a binary with `layout` to a valid `input`, from the reference solvers;
/// None when a full program's input is not valid (read strictly) or a LeetCode input does not
/// parse (leniently) into whole cases, or, with `cheap`, when a case would cost the reference
/// solvers too much.
pub fn answers(layout: &Layout, input: &str, cheap: bool) -> Option<Vec<String>> {
    match layout {
        Layout::Program(_) | Layout::Lines(_) => {
            let reading = read_layout(layout, input.as_bytes(), cheap)?;
            let checked = !reading.answers.iter().any(|a| a == UNCHECKED);
            Some(reading.answers).filter(|_| reading.valid && checked)
        }
        Layout::LeetCode(signature) => {
            let cases = leetcode_cases(input, signature.kinds)?;
            if cheap && !cases.iter().all(|case| (signature.affordable)(case)) {
                return None;
            }
            let answer = |case: &Vec<Value>| match fits_i32(case) {
                true => (signature.answer)(case),
                false => INVALID.to_string(),
            };
            Some(cases.iter().map(answer).collect())
        }
    }
}

/// The expected output of a binary with `layout` on a valid `input`; panics if it is not one.
pub fn expected_output(layout: &Layout, input: &str) -> String {
    let lines = answers(layout, input, false).unwrap_or_else(|| panic!("not a valid input"));
    lines.iter().map(|line| format!("{}\n", line)).collect()
}

/// Whether `line` has the shape of an answer of a binary with `layout`.
pub fn answer_shape(layout: &Layout, line: &str) -> bool {
    match layout {
        Layout::Program(format) => (format.answer_shape)(line),
        Layout::Lines(format) => (format.answer_shape)(line),
        Layout::LeetCode(signature) => (signature.shape)(line),
    }
}

/// A strict reading of `input` (see `Reading`) for a program's layout; None for LeetCode's.
pub fn read_layout(layout: &Layout, input: &[u8], cheap: bool) -> Option<Reading> {
    match layout {
        Layout::Program(format) => Some(read(format, input, cheap)),
        Layout::Lines(format) => Some(read_lines(format, input, cheap)),
        Layout::LeetCode(_) => None,
    }
}

/// The answer of a LeetCode case outside the problem's rules, which the binary must refuse.
pub const INVALID: &str = "(invalid)";

// ---- Full programs ----

/// How the tests of an input are delimited.
#[derive(Clone, Copy, PartialEq)]
pub enum Shape {
    /// A count of tests, at most this many, then the tests.
    Counted(i64),
    /// Tests until the end of the input.
    UntilEnd,
    /// Tests until a closing line of this many zeros, then nothing.
    Sentinel(usize),
    /// Exactly one test.
    Single,
}

/// A binary's layout: its shape, how one test reads and what it answers, and what an
/// answer line looks like.
pub struct Format {
    pub shape: Shape,
    pub test: Test,
    pub answer_shape: fn(&str) -> bool,
}

/// Reads one test and answers it; None when the test breaks the layout or a range.
pub type Test = fn(&mut Cursor) -> Option<String>;

/// The tokens of an input (whitespace: ASCII, U+00A0, U+3000; a BOM at the start skipped),
/// read one by one as integers (an optional `-` and ASCII digits, within i64) or words.
pub struct Cursor<'a> {
    tokens: &'a [Vec<u8>],
    pos: usize,
    /// Set when a test the reference solvers answer only slowly is to be left unchecked.
    pub cheap: bool,
}

/// A token as an integer: an optional `-` and ASCII digits, within i64.
fn integer_token(token: &[u8]) -> Option<i64> {
    let digits = token.strip_prefix(b"-").unwrap_or(token);
    if digits.is_empty() || !digits.iter().all(u8::is_ascii_digit) {
        return None;
    }
    std::str::from_utf8(token).ok()?.parse().ok()
}

impl Cursor<'_> {
    /// The next token as an integer, without moving on.
    fn peek_int(&self) -> Option<i64> {
        integer_token(self.tokens.get(self.pos)?)
    }

    /// The next integer when it lies in `low..=high`.
    pub fn int(&mut self, low: i64, high: i64) -> Option<i64> {
        let value = self.peek_int().filter(|&v| low <= v && v <= high)?;
        self.pos += 1;
        Some(value)
    }

    /// The next integer when it lies in `0..=u64::MAX` (past i64, as 20-digit inputs need); a
    /// `-` only before zeros (`-0` is 0).
    pub fn u64(&mut self) -> Option<u64> {
        let token = self.tokens.get(self.pos)?;
        let digits = token.strip_prefix(b"-").unwrap_or(token);
        if digits.is_empty() || !digits.iter().all(u8::is_ascii_digit) {
            return None;
        }
        let value: u64 = std::str::from_utf8(digits).ok()?.parse().ok()?;
        if value != 0 && digits.len() < token.len() {
            return None;
        }
        self.pos += 1;
        Some(value)
    }

    /// `count` integers in `low..=high`.
    pub fn values(&mut self, count: i64, low: i64, high: i64) -> Option<Vec<u64>> {
        (0..count).map(|_| self.int(low, high).map(|v| v as u64)).collect()
    }

    /// A count in `low..=high`, then that many values in `value_low..=value_high`.
    pub fn counted(
        &mut self,
        low: i64,
        high: i64,
        value_low: i64,
        value_high: i64,
    ) -> Option<Vec<u64>> {
        let count = self.int(low, high)?;
        self.values(count, value_low, value_high)
    }

    /// The next token as a word: 1 to `max_len` bytes, each one `allowed` accepts.
    pub fn word(&mut self, max_len: usize, allowed: fn(u8) -> bool) -> Option<String> {
        let token = self.tokens.get(self.pos)?;
        if token.len() > max_len || !token.iter().all(|&b| allowed(b)) {
            return None;
        }
        self.pos += 1;
        String::from_utf8(token.clone()).ok()
    }

    fn at_end(&self) -> bool {
        self.pos == self.tokens.len()
    }

    /// Whether nothing has been read yet: a test that keeps state from one test of an input
    /// to the next (a bot's turns) starts afresh here.
    pub fn at_start(&self) -> bool {
        self.pos == 0
    }
}

/// What a run must print: the answers of the complete tests before anything bad, and
/// whether the input is valid as a whole (then they are all its answers).
pub struct Reading {
    pub answers: Vec<String>,
    pub valid: bool,
}

pub const MAX: i64 = i64::MAX;

/// The answer of a valid test the reference solvers were not asked to afford.
pub const UNCHECKED: &str = "(unchecked)";

pub fn words(yes: &'static str, no: &'static str) -> impl Fn(bool) -> String {
    move |wins| (if wins { yes } else { no }).to_string()
}

pub fn is_word(line: &str, choices: &[&str]) -> bool {
    choices.contains(&line)
}

/// The whitespace-separated tokens of a full-program input (whitespace: ASCII, U+00A0,
/// U+3000; a BOM at the start skipped).
pub fn tokens(input: &[u8]) -> Vec<Vec<u8>> {
    let mut bytes = input.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(input);
    let mut tokens = Vec::new();
    let mut token = Vec::new();
    loop {
        let space = match bytes {
            [b'\t' | b'\n' | b'\x0B' | b'\x0C' | b'\r' | b' ', ..] => 1,
            [0xC2, 0xA0, ..] => 2,
            [0xE3, 0x80, 0x80, ..] => 3,
            [] => 0,
            [byte, ..] => {
                token.push(*byte);
                bytes = &bytes[1..];
                continue;
            }
        };
        if !token.is_empty() {
            tokens.push(std::mem::take(&mut token));
        }
        if space == 0 {
            return tokens;
        }
        bytes = &bytes[space..];
    }
}

/// `input` read as `format`'s layout, leaving the slow tests unchecked when `cheap` is set.
pub fn read(format: &Format, input: &[u8], cheap: bool) -> Reading {
    let tokens = tokens(input);
    let mut cursor = Cursor { tokens: &tokens, pos: 0, cheap };
    let mut answers = Vec::new();
    let complete = read_tests(format, &mut cursor, &mut answers);
    let valid = complete && cursor.at_end();
    if format.shape == Shape::Single && !valid {
        answers.clear(); // a single-test input answers only once it is all read
    }
    Reading { answers, valid }
}

/// Reads every test into `answers`; false at the first thing that breaks the layout.
fn read_tests(format: &Format, cursor: &mut Cursor, answers: &mut Vec<String>) -> bool {
    let mut one = |cursor: &mut Cursor| (format.test)(cursor).map(|a| answers.push(a)).is_some();
    match format.shape {
        Shape::Counted(most) => match cursor.int(0, most) {
            Some(count) => (0..count).all(|_| one(cursor)),
            None => false,
        },
        Shape::UntilEnd => {
            while !cursor.at_end() {
                if !one(cursor) {
                    return false;
                }
            }
            true
        }
        Shape::Sentinel(zeros) => loop {
            match cursor.tokens.get(cursor.pos).map(|_| cursor.peek_int()) {
                None => return false,
                Some(Some(0)) => return (0..zeros).all(|_| cursor.int(0, 0).is_some()),
                Some(_) if !one(cursor) => return false,
                Some(_) => {}
            }
        },
        Shape::Single => one(cursor),
    }
}

// ---- One test per line ----

/// A layout of one test per line: the input's pieces between newlines, less a last empty piece
/// (after the final newline), each with one CR at its end cut off.
pub struct LineFormat {
    /// Reads one line and answers it (`UNCHECKED` when `cheap` is set and the reference solver
    /// cannot afford it); None when the line is bad.
    pub test: fn(&str, bool) -> Option<String>,
    pub answer_shape: fn(&str) -> bool,
}

/// The answer of a line that the binary answers with nothing (a protocol's settings line).
pub const SILENT: &str = "(silent)";

thread_local! {
    static LINE_INDEX: std::cell::Cell<usize> = std::cell::Cell::new(0);
}

/// The index of the line `LineFormat::test` is reading (0 for an input's first line), for a
/// layout whose lines carry state from one to the next (a protocol).
pub fn line_index() -> usize {
    LINE_INDEX.with(|index| index.get())
}

/// `input` read as one test per line, leaving the slow tests unchecked when `cheap` is set.
/// A line that is not UTF-8 reaches the test with U+FFFD in place of its bad bytes.
pub fn read_lines(format: &LineFormat, input: &[u8], cheap: bool) -> Reading {
    let mut answers = Vec::new();
    let mut lines: Vec<&[u8]> = input.split(|&b| b == b'\n').collect();
    if lines.last().map_or(false, |line| line.is_empty()) {
        lines.pop();
    }
    for (index, line) in lines.into_iter().enumerate() {
        let line = line.strip_suffix(b"\r").unwrap_or(line);
        LINE_INDEX.with(|cell| cell.set(index));
        match (format.test)(&String::from_utf8_lossy(line), cheap) {
            Some(answer) if answer == SILENT => {}
            Some(answer) => answers.push(answer),
            None => return Reading { answers, valid: false },
        }
    }
    Reading { answers, valid: true }
}

// ---- LeetCode ----

/// The kind of a parameter.
#[derive(Clone, Copy, PartialEq, Debug)]
pub enum Kind {
    Int,
    Ints,
    Text,
    Texts,
    Matrix,
    /// A binary tree in LeetCode's level order, `null` for a missing child.
    Tree,
}

/// A parameter value.
#[derive(Clone, Debug)]
pub enum Value {
    Int(i64),
    Ints(Vec<i64>),
    Text(String),
    Texts(Vec<String>),
    Matrix(Vec<Vec<i64>>),
    Tree(Vec<Option<i64>>),
}

impl Value {
    pub fn int(&self) -> i64 {
        match self {
            Value::Int(v) => *v,
            other => panic!("expected an integer, found {:?}", other),
        }
    }

    pub fn array(&self) -> &[i64] {
        match self {
            Value::Ints(v) => v,
            other => panic!("expected an array, found {:?}", other),
        }
    }

    pub fn text(&self) -> &str {
        match self {
            Value::Text(v) => v,
            other => panic!("expected a string, found {:?}", other),
        }
    }

    pub fn texts(&self) -> &[String] {
        match self {
            Value::Texts(v) => v,
            other => panic!("expected an array of strings, found {:?}", other),
        }
    }

    pub fn matrix(&self) -> &[Vec<i64>] {
        match self {
            Value::Matrix(v) => v,
            other => panic!("expected a 2-D array, found {:?}", other),
        }
    }

    pub fn tree(&self) -> &[Option<i64>] {
        match self {
            Value::Tree(v) => v,
            other => panic!("expected a tree, found {:?}", other),
        }
    }
}

/// Whether every integer of `case` fits LeetCode's `i32` parameters.
pub fn fits_i32(case: &[Value]) -> bool {
    let fits = |v: &i64| i32::try_from(*v).is_ok();
    case.iter().all(|value| match value {
        Value::Int(v) => fits(v),
        Value::Ints(vs) => vs.iter().all(fits),
        Value::Matrix(rows) => rows.iter().flatten().all(fits),
        Value::Tree(nodes) => nodes.iter().flatten().all(fits),
        Value::Text(_) | Value::Texts(_) => true,
    })
}

/// A cursor over the characters of an input.
struct Chars {
    text: Vec<char>,
    at: usize,
}

impl Chars {
    fn peek(&self) -> Option<char> {
        self.text.get(self.at).copied()
    }

    fn skip_spaces(&mut self) {
        while self.peek().map_or(false, |c| c.is_whitespace() || c == '\u{FEFF}') {
            self.at += 1;
        }
    }

    /// Skips to the start of the next value: past whitespace, names, `=` and `,`.
    fn skip_to_value(&mut self) {
        while let Some(c) = self.peek() {
            if c == '-' || c == '[' || c == '"' || c.is_ascii_digit() {
                return;
            }
            if c.is_ascii_alphabetic() || c == '_' {
                while self.peek().map_or(false, |c| c.is_ascii_alphanumeric() || c == '_') {
                    self.at += 1;
                }
            } else {
                self.at += 1;
            }
        }
    }

    fn int(&mut self) -> Option<i64> {
        let start = self.at;
        if self.peek() == Some('-') {
            self.at += 1;
        }
        while self.peek().map_or(false, |c| c.is_ascii_digit()) {
            self.at += 1;
        }
        self.text[start..self.at].iter().collect::<String>().parse().ok()
    }

    fn text(&mut self) -> Option<String> {
        if self.peek() != Some('"') {
            return None;
        }
        let end = self.text[self.at + 1..].iter().position(|&c| c == '"')? + self.at + 1;
        let text = self.text[self.at + 1..end].iter().collect();
        self.at = end + 1;
        Some(text)
    }

    /// `[item, …]` with each item read by `item`.
    fn list<T>(&mut self, item: impl Fn(&mut Self) -> Option<T>) -> Option<Vec<T>> {
        if self.peek() != Some('[') {
            return None;
        }
        self.at += 1;
        let mut items = Vec::new();
        loop {
            self.skip_spaces();
            match self.peek()? {
                ']' => {
                    self.at += 1;
                    return Some(items);
                }
                ',' => self.at += 1,
                _ => items.push(item(self)?),
            }
        }
    }

    fn value(&mut self, kind: Kind) -> Option<Value> {
        Some(match kind {
            Kind::Int => Value::Int(self.int()?),
            Kind::Ints => Value::Ints(self.list(Chars::int)?),
            Kind::Text => Value::Text(self.text()?),
            Kind::Texts => Value::Texts(self.list(Chars::text)?),
            Kind::Matrix => Value::Matrix(self.list(|chars| chars.list(Chars::int))?),
            Kind::Tree => Value::Tree(self.list(|chars| {
                if chars.text[chars.at..].starts_with(&['n', 'u', 'l', 'l']) {
                    chars.at += 4;
                    Some(None)
                } else {
                    chars.int().map(Some)
                }
            })?),
        })
    }
}

/// The cases of a LeetCode-format input whose parameters have `kinds`; None when the values do
/// not parse or do not make whole cases.
pub fn leetcode_cases(input: &str, kinds: &[Kind]) -> Option<Vec<Vec<Value>>> {
    let mut chars = Chars { text: input.chars().collect(), at: 0 };
    let mut values = Vec::new();
    loop {
        chars.skip_to_value();
        if chars.peek().is_none() {
            break;
        }
        values.push(chars.value(kinds[values.len() % kinds.len()])?);
    }
    if values.len() % kinds.len() != 0 {
        return None;
    }
    Some(values.chunks(kinds.len()).map(<[Value]>::to_vec).collect())
}

/// A LeetCode binary's signature: its parameters, the reference answer of a case as LeetCode
/// shows it, whether the reference solvers answer a case cheaply, and what an answer line
/// looks like.
pub struct Signature {
    pub kinds: &'static [Kind],
    pub answer: Answer,
    pub affordable: Affordable,
    pub shape: AnswerShape,
}

/// A case's answer as LeetCode shows it.
pub type Answer = fn(&[Value]) -> String;
/// Whether the reference solvers answer a case cheaply.
pub type Affordable = fn(&[Value]) -> bool;
/// Whether a line has the shape of an answer.
pub type AnswerShape = fn(&str) -> bool;

pub fn boolean(line: &str) -> bool {
    line == "true" || line == "false"
}

pub fn integer(line: &str) -> bool {
    line.parse::<i64>().is_ok()
}

pub fn always(_: &[Value]) -> bool {
    true
}

/// Arrays of at most `most` values.
pub fn short<const MOST: usize>(case: &[Value]) -> bool {
    case.iter().all(|value| !matches!(value, Value::Ints(v) if v.len() > MOST))
}

/// Yes/No, as AcWing and Luogu print a win of the first player.
pub fn yes_no(first_player_wins: bool) -> String {
    words("Yes", "No")(first_player_wins)
}

/// `first`/`second`, as CSES prints the winner.
pub fn first_second(first_player_wins: bool) -> String {
    words("first", "second")(first_player_wins)
}

/// Whether `line` is `first` or `second`.
pub fn is_first_second(line: &str) -> bool {
    is_word(line, &["first", "second"])
}
