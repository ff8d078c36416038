//! The layouts of the full-program binaries (AcWing, Luogu, HDU): each binary's input read
//! strictly, within the ranges its header accepts, and answered test by test by the reference
//! solvers. A reading gives the answers of the complete tests before anything bad, and whether
//! the whole input is valid: the fuzzer and the bad-input checks hold each binary to both.
use crate::reference::{self, yes_no};

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
    test: Test,
    pub answer_shape: fn(&str) -> bool,
}

/// Reads one test and answers it; None when the test breaks the layout or a range.
type Test = fn(&mut Cursor) -> Option<String>;

/// The integers of an input, read one by one.
pub struct Cursor<'a> {
    numbers: &'a [i64],
    pos: usize,
    /// Set when a test the reference solvers answer only slowly is to be left unchecked.
    cheap: bool,
}

impl Cursor<'_> {
    /// The next integer when it lies in `low..=high`.
    pub fn int(&mut self, low: i64, high: i64) -> Option<i64> {
        let value = *self.numbers.get(self.pos).filter(|&&v| low <= v && v <= high)?;
        self.pos += 1;
        Some(value)
    }

    /// `count` integers in `low..=high`.
    fn values(&mut self, count: i64, low: i64, high: i64) -> Option<Vec<u64>> {
        (0..count).map(|_| self.int(low, high).map(|v| v as u64)).collect()
    }

    /// A count in `low..=high`, then that many values in `value_low..=value_high`.
    fn counted(
        &mut self,
        low: i64,
        high: i64,
        value_low: i64,
        value_high: i64,
    ) -> Option<Vec<u64>> {
        let count = self.int(low, high)?;
        self.values(count, value_low, value_high)
    }

    fn at_end(&self) -> bool {
        self.pos == self.numbers.len()
    }
}

/// What a run must print: the answers of the complete tests before anything bad, and
/// whether the input is valid as a whole (then they are all its answers).
pub struct Reading {
    pub answers: Vec<String>,
    pub valid: bool,
}

const MAX: i64 = i64::MAX;

/// The answer of a valid test the reference solvers were not asked to afford.
pub const UNCHECKED: &str = "(unchecked)";

fn words(yes: &'static str, no: &'static str) -> impl Fn(bool) -> String {
    move |wins| (if wins { yes } else { no }).to_string()
}

fn is_word(line: &str, choices: &[&str]) -> bool {
    choices.contains(&line)
}

/// The layout of `binary`, if it is a full program.
pub fn format(binary: &str) -> Option<Format> {
    let (shape, test, answer_shape): (Shape, Test, fn(&str) -> bool) = match binary {
        "acwing_891_nim" => (
            Shape::Single,
            |c| Some(yes_no(reference::nim(&c.counted(0, MAX, 0, MAX)?)).to_string()),
            |l| is_word(l, &["Yes", "No"]),
        ),
        "acwing_892_staircase_nim" => (
            Shape::Single,
            |c| Some(yes_no(reference::staircase_nim(&c.counted(0, MAX, 0, MAX)?)).to_string()),
            |l| is_word(l, &["Yes", "No"]),
        ),
        "acwing_893_set_nim" => (
            Shape::Single,
            |c| {
                let (moves, piles) = (c.counted(0, 1000, 1, MAX)?, c.counted(0, MAX, 0, 100_000)?);
                let largest = piles.iter().copied().max().unwrap_or(0);
                if c.cheap && largest.saturating_mul(moves.len() as u64 + 1) > 20_000_000 {
                    return Some(UNCHECKED.to_string());
                }
                Some(yes_no(reference::set_nim(&moves, &piles)).to_string())
            },
            |l| is_word(l, &["Yes", "No"]),
        ),
        "acwing_894_split_nim" => (
            Shape::Single,
            |c| {
                let piles = c.counted(0, MAX, 0, 10_000)?;
                if c.cheap && piles.iter().any(|&p| p > 200) {
                    return Some(UNCHECKED.to_string());
                }
                Some(yes_no(reference::split_nim(&piles)).to_string())
            },
            |l| is_word(l, &["Yes", "No"]),
        ),
        "acwing_1319_move_pieces" => (Shape::Single, move_pieces, |l| is_word(l, &["win", "lose"])),
        "acwing_1321_take_stones" => (
            Shape::Counted(MAX),
            |c| Some(words("YES", "NO")(reference::take_stones(&c.counted(0, MAX, 0, MAX)?))),
            |l| is_word(l, &["YES", "NO"]),
        ),
        "acwing_1322_take_stones_game" => (
            Shape::Counted(MAX),
            |c| {
                let row = c.counted(0, 10_000, 0, MAX)?;
                Some(words("1", "0")(reference::take_stones_game(&row)))
            },
            |l| is_word(l, &["1", "0"]),
        ),
        "luogu_p2197_nim" => (
            Shape::Counted(MAX),
            |c| Some(yes_no(reference::nim(&c.counted(0, MAX, 0, MAX)?)).to_string()),
            |l| is_word(l, &["Yes", "No"]),
        ),
        "luogu_p4279_anti_nim" => (
            Shape::Counted(MAX),
            |c| Some(words("John", "Brother")(reference::anti_nim(&c.counted(0, MAX, 0, MAX)?))),
            |l| is_word(l, &["John", "Brother"]),
        ),
        "luogu_p2252_wythoff" => (
            Shape::Single,
            |c| {
                let limit = 1_000_000_000_000_000_000;
                let (a, b) = (c.int(0, limit)?, c.int(0, limit)?);
                Some(words("1", "0")(reference::wythoff(a as u64, b as u64)))
            },
            |l| is_word(l, &["1", "0"]),
        ),
        "hdu_1536_s_nim" => {
            (Shape::Sentinel(1), s_nim, |l| l.bytes().all(|b| b == b'W' || b == b'L'))
        }
        "hdu_1846_brave_game" => (
            Shape::Counted(MAX),
            |c| {
                let (n, m) = (c.int(0, MAX)?, c.int(1, MAX)?);
                Some(words("first", "second")(reference::bash_game(n as u64, m as u64)))
            },
            |l| is_word(l, &["first", "second"]),
        ),
        "hdu_1847_good_luck_cet4" => (
            Shape::UntilEnd,
            |c| Some(words("Kiki", "Cici")(c.int(0, MAX)? % 3 != 0)),
            |l| is_word(l, &["Kiki", "Cici"]),
        ),
        "hdu_1848_fibonacci_again" => (
            Shape::Sentinel(3),
            |c| {
                let piles = c.values(3, 1, 1_000_000)?;
                let x = piles.iter().fold(0, |x, &pile| x ^ fibonacci_grundy(pile));
                Some(words("Fibo", "Nacci")(x != 0))
            },
            |l| is_word(l, &["Fibo", "Nacci"]),
        ),
        "hdu_1850_good_boy" => (
            Shape::Sentinel(1),
            |c| Some(reference::nim_winning_moves(&c.counted(1, MAX, 0, MAX)?).to_string()),
            |l| l.parse::<u64>().is_ok(),
        ),
        "hdu_2147_kikis_game" => (
            Shape::Sentinel(2),
            |c| {
                let (n, m) = (c.int(1, MAX)?, c.int(1, MAX)?);
                Some(words("Wonderful!", "What a pity!")(reference::kikis_game(n as u64, m as u64)))
            },
            |l| is_word(l, &["Wonderful!", "What a pity!"]),
        ),
        _ => return None,
    };
    Some(Format { shape, test, answer_shape })
}

thread_local! {
    /// Grundy values of HDU 1848's game, grown for the largest pile asked so far.
    static FIBONACCI: std::cell::RefCell<Vec<u64>> = std::cell::RefCell::new(Vec::new());
}

fn fibonacci_grundy(pile: u64) -> u64 {
    FIBONACCI.with(|g| {
        let mut g = g.borrow_mut();
        if pile as usize >= g.len() {
            let largest = (pile + 1).next_power_of_two();
            *g = reference::subtraction_grundy(&reference::fibonacci_moves(largest), largest);
        }
        g[pile as usize]
    })
}

/// AcWing 1319: `N M K`, M edges, K token nodes; a graph with a cycle is not an input.
fn move_pieces(c: &mut Cursor) -> Option<String> {
    let (nodes, edges, tokens) = (c.int(1, 1_000_000)?, c.int(0, 1_000_000)?, c.int(0, MAX)?);
    let edges: Vec<(usize, usize)> = (0..edges)
        .map(|_| Some((c.int(1, nodes)? as usize, c.int(1, nodes)? as usize)))
        .collect::<Option<_>>()?;
    let tokens: Vec<usize> = c.values(tokens, 1, nodes)?.iter().map(|&t| t as usize).collect();
    let wins = reference::dag_tokens(nodes as usize, &edges, &tokens)?;
    Some(words("win", "lose")(wins))
}

/// HDU 1536: `k s_1 … s_k`, `m`, then m positions `l h_1 … h_l`; a line of W and L.
fn s_nim(c: &mut Cursor) -> Option<String> {
    let moves = c.counted(1, 1000, 1, MAX)?;
    let positions = c.int(0, MAX)?;
    let positions: Vec<Vec<u64>> =
        (0..positions).map(|_| c.counted(0, MAX, 0, 100_000)).collect::<Option<_>>()?;
    let largest = positions.iter().flatten().copied().max().unwrap_or(0);
    let g = reference::subtraction_grundy(&moves, largest);
    let letter = |piles: &Vec<u64>| {
        if piles.iter().fold(0, |x, &h| x ^ g[h as usize]) != 0 {
            'W'
        } else {
            'L'
        }
    };
    Some(positions.iter().map(letter).collect())
}

/// The integers of a full-program input (whitespace: ASCII, U+00A0, U+3000, a BOM at the
/// start; a number: an optional `-` and ASCII digits, within i64), up to the first token that
/// is not one; and whether every token was one.
pub fn integers(input: &[u8]) -> (Vec<i64>, bool) {
    let mut bytes = input.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(input);
    let mut numbers = Vec::new();
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
            let text = std::str::from_utf8(&token).unwrap_or("x");
            let digits = text.strip_prefix('-').unwrap_or(text);
            let number = Some(text).filter(|_| !digits.is_empty()).and_then(|t| t.parse().ok());
            match number {
                Some(number) if digits.bytes().all(|b| b.is_ascii_digit()) => numbers.push(number),
                _ => return (numbers, false),
            }
            token.clear();
        }
        if space == 0 {
            return (numbers, true);
        }
        bytes = &bytes[space..];
    }
}

/// `input` read as `binary`'s layout, leaving the slow tests unchecked when `cheap` is set;
/// None for a binary that is not a full program.
pub fn read(binary: &str, input: &[u8], cheap: bool) -> Option<Reading> {
    let format = format(binary)?;
    let (numbers, all_numbers) = integers(input);
    let mut cursor = Cursor { numbers: &numbers, pos: 0, cheap };
    let mut answers = Vec::new();
    let complete = read_tests(&format, &mut cursor, &mut answers);
    let valid = complete && all_numbers && cursor.at_end();
    if format.shape == Shape::Single && !valid {
        answers.clear(); // a single-test input answers only once it is all read
    }
    Some(Reading { answers, valid })
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
            match cursor.numbers.get(cursor.pos) {
                None => return false,
                Some(0) => return (0..zeros).all(|_| cursor.int(0, 0).is_some()),
                Some(_) if !one(cursor) => return false,
                Some(_) => {}
            }
        },
        Shape::Single => one(cursor),
    }
}
