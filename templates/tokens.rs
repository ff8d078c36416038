/// Whitespace-separated integer tokens over the whole input.
/// Whitespace: ASCII whitespace, U+00A0 and U+3000; a UTF-8 BOM at the start is skipped.
/// A number is an optional `-` and ASCII digits; anything else is refused with its place.
struct Tokens<'a> {
    bytes: &'a [u8],
    pos: usize,
    count: usize,
}

impl<'a> Tokens<'a> {
    fn new(bytes: &'a [u8]) -> Self {
        let start = if bytes.starts_with(b"\xEF\xBB\xBF") { 3 } else { 0 };
        Tokens { bytes, pos: start, count: 0 }
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

    fn skip_space(&mut self) {
        while self.pos < self.bytes.len() {
            match self.space_len(self.pos) {
                0 => return,
                len => self.pos += len,
            }
        }
    }

    /// The next token as an integer in `min..=max`; `what` names it in an error.
    /// Errors say the line, the token's index, what was expected and what was found.
    fn int(&mut self, what: &str, min: i64, max: i64) -> Result<i64, String> {
        self.skip_space();
        let start = self.pos;
        self.count += 1;
        let negative = self.bytes.get(self.pos) == Some(&b'-');
        self.pos += negative as usize;
        let digits = self.pos;
        let mut value: u64 = 0;
        let mut overflow = false;
        while let Some(&byte) = self.bytes.get(self.pos) {
            let digit = byte.wrapping_sub(b'0');
            if digit > 9 {
                break;
            }
            match value.checked_mul(10).and_then(|v| v.checked_add(digit as u64)) {
                Some(v) => value = v,
                None => overflow = true,
            }
            self.pos += 1;
        }
        let ends = self.pos == self.bytes.len() || self.space_len(self.pos) > 0;
        let signed = if negative { -(value as i128) } else { value as i128 };
        if self.pos > digits && ends && !overflow && min as i128 <= signed && signed <= max as i128
        {
            return Ok(signed as i64);
        }
        while self.pos < self.bytes.len() && self.space_len(self.pos) == 0 {
            self.pos += 1;
        }
        let range = format!("an integer from {} to {}", min, max);
        Err(self.unexpected(start, &format!("{} ({})", what, range)))
    }

    /// Succeeds when only whitespace is left.
    fn finish(&mut self) -> Result<(), String> {
        self.skip_space();
        if self.pos == self.bytes.len() {
            return Ok(());
        }
        let start = self.pos;
        self.count += 1;
        while self.pos < self.bytes.len() && self.space_len(self.pos) == 0 {
            self.pos += 1;
        }
        Err(self.unexpected(start, "end of input"))
    }

    /// The message for the token at `start..self.pos` (empty at end of input).
    fn unexpected(&self, start: usize, expected: &str) -> String {
        let line = 1 + self.bytes[..start].iter().filter(|&&b| b == b'\n').count();
        let token = String::from_utf8_lossy(&self.bytes[start..self.pos]);
        let found = match token.chars().count() {
            0 => "end of input".to_string(),
            len if len <= 24 => format!("{:?}", token),
            len => {
                format!("{:?}… ({} characters)", token.chars().take(24).collect::<String>(), len)
            }
        };
        format!("line {}, token {}: expected {}, found {}", line, self.count, expected, found)
    }
}
