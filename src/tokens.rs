//! The judges' token reader: whitespace-separated integers (and words) over the whole input, as
//! AcWing, Luogu, HDU, AtCoder and Codeforces lay them out.
//!
//! Accepted: tokens separated by any ASCII whitespace, U+00A0 or U+3000; a UTF-8 BOM at the
//! start; a number is an optional `-` and ASCII digits (leading zeros allowed, `-0` is 0); a
//! word is a run of bytes its caller allows.
//! Errors: `line L, token K: expected WHAT (an integer from MIN to MAX), found "TOKEN"`, K
//! counting the tokens of line L from 1 (`2\n2 3x` fails at line 2, token 2); or `found end of
//! input`, naming the last line that holds anything and the token that should follow its last.
//! Cost: O(1) per byte; an error also walks the line it names once.

use crate::digits::read_digits;

// ==== part tokens: pasted into every full program by `make templates` ====
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
// ==== end part tokens ====

#[cfg(test)]
mod tests {
    use super::Tokens;

    #[test]
    fn reads_numbers_across_any_whitespace() {
        let input = "\u{FEFF}3\r\n-0 \t 0042\u{00A0}-9223372036854775808\u{3000}7".as_bytes();
        let mut tokens = Tokens::new(input);
        assert_eq!(tokens.int("n", 0, 10), Ok(3));
        assert_eq!(tokens.int("a", -5, 5), Ok(0));
        assert_eq!(tokens.int("a", 0, 100), Ok(42));
        assert_eq!(tokens.int("a", i64::MIN, 0), Ok(i64::MIN));
        assert_eq!(tokens.int("a", 0, 9), Ok(7));
        assert!(tokens.at_end());
        assert_eq!(tokens.finish(), Ok(()));
    }

    #[test]
    fn long_numbers_are_exact_behind_leading_zeros() {
        let mut tokens = Tokens::new(b"0000000000000000000000123 99999999999999999999");
        assert_eq!(tokens.int("a", 0, 1000), Ok(123));
        let error = tokens.int("b", 0, i64::MAX).unwrap_err();
        assert!(
            error.starts_with("line 1, token 2: expected b (an integer from 0 to"),
            "{}",
            error
        );
    }

    #[test]
    fn errors_name_the_line_the_token_and_what_was_expected() {
        let mut tokens = Tokens::new(b"2\n1 x\n");
        assert_eq!(tokens.int("n", 0, 9), Ok(2));
        assert_eq!(tokens.int("a", 0, 9), Ok(1));
        assert_eq!(
            tokens.int("a", 0, 9),
            Err("line 2, token 2: expected a (an integer from 0 to 9), found \"x\"".to_string())
        );
        let mut tokens = Tokens::new(b"5\n\n");
        assert_eq!(tokens.int("n", 0, 9), Ok(5));
        assert_eq!(
            tokens.int("a", 1, 2),
            Err("line 1, token 2: expected a (an integer from 1 to 2), found end of input"
                .to_string())
        );
        for bad in ["+5", "1e9", "0x10", "2.5", "--1", "-"] {
            assert!(Tokens::new(bad.as_bytes()).int("a", -9, 9).is_err(), "{}", bad);
        }
        assert_eq!(
            Tokens::new(b"1 2").finish(),
            Err("line 1, token 1: expected end of input, found \"1\"".to_string())
        );
    }

    /// Worked by hand: the tokens of the line named, counted from 1, before the bad one.
    #[test]
    fn the_token_index_counts_within_its_line() {
        let error = |input: &str, good: usize| {
            let mut tokens = Tokens::new(input.as_bytes());
            for _ in 0..good {
                tokens.int("a", 0, 9).expect("a good token");
            }
            tokens.int("a", 0, 9).unwrap_err()
        };
        let at = |message: String| message.split(':').next().unwrap_or("").to_string();
        // `2` is line 1, token 1; `2` line 2, token 1; `3x` line 2, token 2.
        assert_eq!(
            error("2\n2 3x", 2),
            "line 2, token 2: expected a (an integer from 0 to 9), found \"3x\""
        );
        // Blank lines and leading blanks count no token; a CR, a tab, U+00A0 and U+3000 part
        // tokens as a space does.
        assert_eq!(at(error("1\r\n\r\n \t4\u{00A0}5\u{3000}x 6", 3)), "line 3, token 3");
        assert_eq!(at(error("1 2 3\n4 5\n\n\n  7 8 9 10", 8)), "line 5, token 4");
        // A BOM is no token: `x` is the first token of line 1.
        assert_eq!(at(error("\u{FEFF}x", 0)), "line 1, token 1");
        assert_eq!(at(error("\u{FEFF}1 x", 1)), "line 1, token 2");
        // At the end of the input: the last line holding anything, and the token after its last.
        assert_eq!(at(error("3\n1 2", 3)), "line 2, token 3");
        assert_eq!(at(error("3\n1 2\n\n \r\n", 3)), "line 2, token 3");
        assert_eq!(at(error("", 0)), "line 1, token 1");
        // A long bad token counts once.
        assert_eq!(at(error("7 12345678901234567890123456789x 5", 1)), "line 1, token 2");
        let mut tokens = Tokens::new(b"1\n2 3 4");
        for _ in 0..3 {
            tokens.int("a", 0, 9).expect("a good token");
        }
        assert_eq!(
            tokens.finish(),
            Err("line 2, token 3: expected end of input, found \"4\"".to_string())
        );
    }

    #[test]
    fn choices_are_whole_words() {
        let names = ["Harry", "Vicky"];
        let mut tokens = Tokens::new(b"Vicky\r\nHarry Harr Harryy");
        assert_eq!(tokens.choice("S", &names), Ok(1));
        assert_eq!(tokens.choice("S", &names), Ok(0));
        assert_eq!(
            tokens.choice("S (Harry or Vicky)", &names),
            Err("line 2, token 2: expected S (Harry or Vicky), found \"Harr\"".to_string())
        );
        assert_eq!(
            tokens.choice("S", &names),
            Err("line 2, token 3: expected S, found \"Harryy\"".to_string())
        );
        assert!(Tokens::new(b"").choice("S", &names).is_err());
    }

    #[test]
    fn the_token_just_read_can_be_refused_in_place() {
        let mut tokens = Tokens::new("3\n 0110\u{3000}7 -8".as_bytes());
        assert_eq!(tokens.int("n", 0, 9), Ok(3));
        assert_eq!(tokens.word("s", 9, |b| b == b'0' || b == b'1'), Ok(&b"0110"[..]));
        assert_eq!(
            tokens.refuse_last("s of length 3"),
            "line 2, token 1: expected s of length 3, found \"0110\"".to_string()
        );
        assert_eq!(tokens.int("u", 0, 9), Ok(7));
        assert_eq!(
            tokens.refuse_last("a new node"),
            "line 2, token 2: expected a new node, found \"7\""
        );
        assert_eq!(tokens.int("v", -9, 9), Ok(-8));
        assert_eq!(tokens.refuse_last("v ≥ 0"), "line 2, token 3: expected v ≥ 0, found \"-8\"");
    }

    #[test]
    fn words_are_runs_of_allowed_bytes() {
        let lower = |b: u8| b.is_ascii_lowercase();
        let mut tokens = Tokens::new("2\r\nab\u{3000}c\n".as_bytes());
        assert_eq!(tokens.int("n", 0, 9), Ok(2));
        assert_eq!(tokens.word("w", 2, lower), Ok(&b"ab"[..]));
        assert_eq!(tokens.word("w", 2, lower), Ok(&b"c"[..]));
        assert_eq!(
            tokens.word("w (1 to 2 lowercase letters)", 2, lower),
            Err("line 2, token 3: expected w (1 to 2 lowercase letters), found end of input"
                .to_string())
        );
        for bad in ["abc", "aB", "a1", "\u{e9}"] {
            assert!(Tokens::new(bad.as_bytes()).word("w", 2, lower).is_err(), "{}", bad);
        }
        let mut tokens = Tokens::new(b"x\naBc");
        assert_eq!(tokens.word("w", 2, lower), Ok(&b"x"[..]));
        assert_eq!(
            tokens.word("w", 9, lower),
            Err("line 2, token 1: expected w, found \"aBc\"".to_string())
        );
    }

    #[test]
    fn closing_lines_end_the_tests() {
        let mut tokens = Tokens::new(b"3 1\n0 0\n");
        assert_eq!(tokens.first_or_end("n", 2, 9), Ok(Some(3)));
        assert_eq!(tokens.int("m", 0, 9), Ok(1));
        assert_eq!(tokens.first_or_end("n", 2, 9), Ok(None));
        let mut tokens = Tokens::new(b"0 1\n");
        assert!(tokens.first_or_end("n", 2, 9).is_err());
        let mut tokens = Tokens::new(b"0\n5\n");
        assert!(tokens.first_or_end("n", 1, 9).is_err());
    }
}
