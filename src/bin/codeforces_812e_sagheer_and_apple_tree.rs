//! Codeforces 812E · Sagheer and Apple Tree · https://codeforces.com/problemset/problem/812/E
//!
//! Rules: a tree rooted at node 1 whose root-to-leaf paths all have lengths of the same
//! parity; node i holds a_i apples. A move picks a node and a non-empty subset of its apples
//! and eats them if the node is a leaf, else moves them to one of its children. Soliman moves
//! first; who cannot move loses. Before the game Sagheer swaps the apples of two different
//! nodes u and v.
//! Input: `n`, then a_1 … a_n, then p_2 … p_n (the parent of node i; it may be larger than i).
//! Output: the number of unordered pairs {u, v} whose swap makes Sagheer (second) win.
//! Accepts n ≥ 2 (any n the input holds), 0 ≤ a_i ≤ 2^63−1 (the judge: 2 ≤ n ≤ 10^5,
//! 1 ≤ a_i ≤ 10^7); parents that do not make a tree rooted at 1, or leaves at depths of
//! both parities, are refused.
//!
//! Idea (staircase Nim on a tree): call a node "even" when its depth has the leaves' parity
//! (every leaf is even). The player to move loses iff the xor X of the apples on the even
//! nodes is 0. A swap within the even nodes, or within the others, keeps X; swapping an even
//! u with an other v makes it X ⊕ a_u ⊕ a_v. So with X = 0 the answer counts the pairs on
//! one side, C(e, 2) + C(o, 2), plus the cross pairs with a_u = a_v; with X ≠ 0 only the
//! cross pairs with a_v = a_u ⊕ X — counted with a map of the other nodes' values.
//! Why the xor: apples on even nodes are Nim piles. A move from an even node takes apples
//! off it (they go to an odd child, or are eaten at a leaf): a Nim move. A move from an odd
//! node adds apples to an even child; the opponent can at once move those same apples on
//! (to an odd grandchild, or eat them if the child is a leaf), restoring the even piles. So
//! from X ≠ 0 the mover makes X = 0 by a Nim move on an even node (the pile holding X's top
//! bit), and from X = 0 every move leaves X ≠ 0 (it changes exactly one even pile) or is
//! undone; apples only move down or vanish, so the game ends, and the player facing X = 0
//! at the end — nothing left on even nodes and no move — is the one who loses.
//! Cost: O(n) expected time (a hash map), O(n) memory.
//!
//! @judge Codeforces
//! @number 812E
//! @title Sagheer and Apple Tree
//! @link https://codeforces.com/problemset/problem/812/E
//! @time-limit 2 s
//! @accepts n ≥ 2; 0 ≤ a_i ≤ 2^63−1; p_i a tree rooted at 1, leaves of one depth parity
//! @complexity O(n) time, O(n) memory
use std::collections::HashMap;
use std::io::{self, Read, Write};

fn solve(input: &[u8], out: &mut String) -> Result<(), String> {
    let mut tokens = Tokens::new(input);
    let n = tokens.int("the number of nodes n", 2, i64::MAX)?;
    // Grown as the values come: n alone may promise more than the input holds.
    let mut apples = Vec::new();
    for i in 1..=n {
        let a = tokens.int("a number of apples a_i", 0, i64::MAX);
        apples.push(a.map_err(|e| format!("{} (a_{} of n = {})", e, i, n))? as u64);
    }
    let n = apples.len();
    let mut children = vec![Vec::new(); n];
    for i in 2..=n {
        let p = tokens.int("a parent p_i", 1, n as i64);
        let p = p.map_err(|e| format!("{} (p_{} of n = {})", e, i, n))? as usize;
        children[p - 1].push(i - 1);
    }
    // Depths from the root; a node never reached lies on a cycle of parents.
    let mut depth = vec![usize::MAX; n];
    depth[0] = 0;
    let mut order = vec![0];
    let mut next = 0;
    while next < order.len() {
        let v = order[next];
        next += 1;
        for &c in &children[v] {
            depth[c] = depth[v] + 1;
            order.push(c);
        }
    }
    if order.len() != n {
        return Err(tokens.refuse_last("parents p_2 … p_n making a tree rooted at node 1"));
    }
    let leaf_parity = |v: usize| children[v].is_empty();
    let mut parities = (0..n).filter(|&v| leaf_parity(v)).map(|v| depth[v] % 2);
    let parity = parities.next().expect("a tree has a leaf");
    if parities.any(|p| p != parity) {
        return Err(tokens.refuse_last("a tree whose root-to-leaf paths have one parity"));
    }
    tokens.finish()?;
    let even: Vec<bool> = depth.iter().map(|&d| d % 2 == parity).collect();
    let xor = (0..n).filter(|&v| even[v]).fold(0, |x, v| x ^ apples[v]);
    let mut others: HashMap<u64, u64> = HashMap::new();
    for v in (0..n).filter(|&v| !even[v]) {
        *others.entry(apples[v]).or_insert(0) += 1;
    }
    let mut pairs: u128 = (0..n)
        .filter(|&v| even[v])
        .map(|v| u128::from(*others.get(&(apples[v] ^ xor)).unwrap_or(&0)))
        .sum();
    if xor == 0 {
        let e = even.iter().filter(|&&e| e).count() as u128;
        let o = n as u128 - e;
        pairs += e * e.saturating_sub(1) / 2 + o * o.saturating_sub(1) / 2;
    }
    out.push_str(&pairs.to_string());
    out.push('\n');
    Ok(())
}

fn main() {
    run(solve);
}

// ==== template digits: src/digits.rs, kept equal by tests/standalone.rs ====
/// The ASCII digits of `bytes` from `start`: their value (exact up to 19 digits, wrapping
/// beyond) and the index after the last one. The first 4 to 8 digits are read as one u64,
/// the rest (rare past 8) one by one.
#[inline]
pub fn read_digits(bytes: &[u8], start: usize) -> (u64, usize) {
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

// ==== template program: src/program.rs, kept equal by tests/standalone.rs ====
/// Reads all of stdin, runs `solve` on it and writes its answers in one go; when `solve` fails
/// (bad input), prints the answers of the complete cases before it, then one `error:` line on
/// stderr, and exits with status 1.
pub fn run(solve: impl FnOnce(&[u8], &mut String) -> Result<(), String>) {
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
// ==== end template program ====

// ==== template tokens: src/tokens.rs, kept equal by tests/standalone.rs ====
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
// ==== end template tokens ====
