//! LeetCode's testcase input as the tests read it, leniently: each case's values in order,
//! parsed by the kinds of the problem's parameters (`name =` prefixes, commas and line breaks
//! between values are skipped); and each LeetCode binary's parameters, reference answer and
//! answer shape.
use crate::leetcode_reference as games;
use crate::reference;

/// The kind of a parameter.
#[derive(Clone, Copy, PartialEq, Debug)]
pub enum Kind {
    Int,
    Ints,
    Text,
    Texts,
    Matrix,
}

/// A parameter value.
#[derive(Clone, Debug)]
pub enum Value {
    Int(i64),
    Ints(Vec<i64>),
    Text(String),
    Texts(Vec<String>),
    Matrix(Vec<Vec<i64>>),
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
}

/// Whether every integer of `case` fits LeetCode's `i32` parameters.
pub fn fits_i32(case: &[Value]) -> bool {
    let fits = |v: &i64| i32::try_from(*v).is_ok();
    case.iter().all(|value| match value {
        Value::Int(v) => fits(v),
        Value::Ints(vs) => vs.iter().all(fits),
        Value::Matrix(rows) => rows.iter().flatten().all(fits),
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

/// A LeetCode binary: its parameters, the reference answer of a case as LeetCode shows it,
/// whether the reference solvers answer a case cheaply, and what an answer line looks like.
pub struct Problem {
    pub kinds: &'static [Kind],
    pub answer: Answer,
    pub affordable: Affordable,
    pub shape: Shape,
}

/// A case's answer as LeetCode shows it.
type Answer = fn(&[Value]) -> String;
/// Whether the reference solvers answer a case cheaply.
type Affordable = fn(&[Value]) -> bool;
/// Whether a line has the shape of an answer.
type Shape = fn(&str) -> bool;

fn boolean(line: &str) -> bool {
    line == "true" || line == "false"
}

fn integer(line: &str) -> bool {
    line.parse::<i64>().is_ok()
}

fn always(_: &[Value]) -> bool {
    true
}

/// Arrays of at most `most` values.
fn short<const MOST: usize>(case: &[Value]) -> bool {
    case.iter().all(|value| !matches!(value, Value::Ints(v) if v.len() > MOST))
}

/// `text` as LeetCode shows a string: in double quotes.
pub fn quoted(text: &str) -> String {
    format!("\"{}\"", text)
}

/// The LeetCode binary `binary`, if it is one.
pub fn problem(binary: &str) -> Option<Problem> {
    use Kind::*;
    let (kinds, answer, affordable, shape): (&[Kind], Answer, Affordable, Shape) = match binary {
        "leetcode_292_nim_game" => {
            (&[Int], |c| reference::nim_game(c[0].int()).to_string(), always, boolean)
        }
        "leetcode_464_can_i_win" => (
            &[Int, Int],
            |c| reference::can_i_win(c[0].int(), c[1].int()).to_string(),
            |c| (0..=20).contains(&c[0].int()),
            boolean,
        ),
        "leetcode_486_predict_the_winner" => (
            &[Ints],
            |c| reference::predict_the_winner(c[0].array()).to_string(),
            short::<400>,
            boolean,
        ),
        "leetcode_1140_stone_game_ii" => {
            (&[Ints], |c| reference::stone_game_ii(c[0].array()).to_string(), short::<150>, integer)
        }
        "leetcode_375_guess_number_higher_or_lower_ii" => (
            &[Int],
            |c| games::guess_number_cost(c[0].int()).to_string(),
            |c| c[0].int() <= 400,
            integer,
        ),
        "leetcode_810_chalkboard_xor_game" => {
            (&[Ints], |c| games::xor_game(c[0].array()).to_string(), always, boolean)
        }
        "leetcode_877_stone_game" => {
            (&[Ints], |c| games::stone_game(c[0].array()).to_string(), short::<600>, boolean)
        }
        "leetcode_913_cat_and_mouse" => {
            (&[Matrix], |c| games::cat_mouse_game(c[0].matrix()).to_string(), always, integer)
        }
        "leetcode_1025_divisor_game" => {
            (&[Int], |c| games::divisor_game(c[0].int()).to_string(), always, boolean)
        }
        "leetcode_1406_stone_game_iii" => (
            &[Ints],
            |c| quoted(games::stone_game_iii(c[0].array())),
            always,
            |l| ["\"Alice\"", "\"Bob\"", "\"Tie\""].contains(&l),
        ),
        "leetcode_1510_stone_game_iv" => (
            &[Int],
            |c| games::winner_square_game(c[0].int()).to_string(),
            |c| c[0].int() <= 200_000,
            boolean,
        ),
        "leetcode_1563_stone_game_v" => {
            (&[Ints], |c| games::stone_game_v(c[0].array()).to_string(), short::<200>, integer)
        }
        "leetcode_1686_stone_game_vi" => (
            &[Ints, Ints],
            |c| games::stone_game_vi(c[0].array(), c[1].array()).to_string(),
            always,
            integer,
        ),
        "leetcode_1690_stone_game_vii" => {
            (&[Ints], |c| games::stone_game_vii(c[0].array()).to_string(), short::<1200>, integer)
        }
        "leetcode_1728_cat_and_mouse_ii" => (
            &[Texts, Int, Int],
            |c| games::can_mouse_win(c[0].texts(), c[1].int(), c[2].int()).to_string(),
            always,
            boolean,
        ),
        "leetcode_1872_stone_game_viii" => {
            (&[Ints], |c| games::stone_game_viii(c[0].array()).to_string(), always, integer)
        }
        "leetcode_1927_sum_game" => {
            (&[Text], |c| games::sum_game(c[0].text()).to_string(), always, boolean)
        }
        "leetcode_2029_stone_game_ix" => {
            (&[Ints], |c| games::stone_game_ix(c[0].array()).to_string(), always, boolean)
        }
        "leetcode_2038_remove_colored_pieces" => {
            (&[Text], |c| games::winner_of_game(c[0].text()).to_string(), always, boolean)
        }
        "leetcode_3227_vowels_game" => {
            (&[Text], |c| games::does_alice_win(c[0].text()).to_string(), always, boolean)
        }
        _ => return None,
    };
    Some(Problem { kinds, answer, affordable, shape })
}
