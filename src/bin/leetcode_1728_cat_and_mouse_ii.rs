//! LeetCode 1728 · Cat and Mouse II · https://leetcode.com/problems/cat-and-mouse-ii/
//!
//! Rules: a grid of floor `.`, walls `#`, the food `F`, the cat `C` and the mouse `M` (both
//! on floor). The mouse moves first, then they alternate. A move jumps up to catJump (for
//! the cat) or mouseJump (for the mouse) cells in one of the four directions, or stays; it
//! cannot cross a wall or leave the grid (the mouse may jump over the cat). The cat wins by
//! landing on the mouse (or the mouse on it), by reaching the food first, or if the mouse has
//! not reached the food within 1000 turns; the mouse wins by reaching the food first.
//! Input: LeetCode's testcase format, one or more cases: three lines `["M.C...F"]`, `1`, `4`
//! (the testcase box), `grid = ["M.C...F"], catJump = 1, mouseJump = 4` (the statement), or
//! each `name =` on a line with its value on the next (the result panel).
//! Output: `true` if the mouse can force a win, else `false`, per case.
//! Accepts 1 to 8 rows of 1 to 8 characters, all rows equally long, exactly one C, M and F;
//! 0 ≤ catJump, mouseJump ≤ 2^31 − 1 (LeetCode: 1 to 8; a jump of 0 only stays, a jump longer
//! than the grid is as good as the grid's size). Refused, naming what was expected: more
//! rows or columns, rows of unequal length, a count of C, M or F other than one, a character
//! other than C, M, F, `.` and `#`, a negative jump.
//!
//! Idea: retrograde analysis over the positions (mouse cell, cat cell, player to move), in
//! layers: layer 0 holds the ended positions (cat on the mouse or on the food: the cat wins;
//! else mouse on the food: the mouse wins); a position joins layer d + 1 as a win for its
//! mover when one of its moves leads into layer d with that result, or as a loss when its
//! last unlabelled move leads into layer d (a counter per position holds how many remain).
//! The mouse wins when the start is labelled a mouse win in a layer ≤ 1000; everything else
//! (cat wins, later layers, positions never labelled) is a cat win.
//! Why: a position's layer is the least number of moves (turns; each player's move is one)
//! in which its winner forces the win against the best defence. Layers are labelled in order (a
//! queue), so the first mouse-win move found from a mouse-to-move position leads to the lowest
//! layer, and a cat-to-move position whose moves all lead to mouse wins gets one more than the
//! highest of them. So the mouse reaches the food within 1000 turns, whatever the cat does,
//! exactly when the start is a mouse win in a layer ≤ 1000; the analysis stops there. A
//! position the full analysis never labels is a draw without the cap: from it the cat always
//! has a move to an unlabelled position and the mouse none to a position it wins, so the cat
//! keeps the mouse from the food forever: a cat win under the cap. So the cap and "a draw is a
//! cat win" agree unless some forced win needs more than 1000 turns, and counting positions
//! does not rule that out: layers are contiguous (a position joins layer d + 1 only from layer
//! d), which bounds a forced win only by the positions it can pass, 2·63·62 = 7812 for 64
//! cells. Hence the cut-off rather than that assumption. (Searches over 8 × 8 grids found
//! forced wins of 77 turns with jumps in LeetCode's 1..=8, and 79 with a cat jump of 0; none
//! near 1000.)
//! Cost: positions 2·c² for c ≤ 64 cells (8192), each labelled once and then scanning the
//! moves into it (≤ 15): ≈ 1.2·10^5 steps per case.
//!
//! @judge LeetCode
//! @number 1728
//! @title Cat and Mouse II
//! @link https://leetcode.com/problems/cat-and-mouse-ii/
//! @time-limit 1 s
//! @accepts grid ≤ 8 × 8 with one C, M, F; 0 ≤ catJump, mouseJump ≤ 2^31 − 1
//! @complexity O(c² · (rows + cols)) time, O(c²) memory for c cells, per case
use std::io::{self, Read, Write};

struct Solution;

// ==== LeetCode: paste from here ====
impl Solution {
    pub fn can_mouse_win(grid: Vec<String>, cat_jump: i32, mouse_jump: i32) -> bool {
        const UNLABELLED: u8 = 0;
        const MOUSE: u8 = 1;
        const CAT: u8 = 2;
        /// Moves, of either player, within which the mouse must reach the food.
        const TURNS: u16 = 1000;
        let cols = grid.first().map_or(0, |row| row.len());
        let cells: Vec<u8> = grid.iter().flat_map(|row| row.bytes()).collect();
        let n = cells.len();
        let find = |b: u8| cells.iter().position(|&cell| cell == b).unwrap_or(0);
        let (mouse_start, cat_start, food) = (find(b'M'), find(b'C'), find(b'F'));
        // The cells one move reaches from each cell, staying included; moves are symmetric,
        // so these are also the cells a move into each cell comes from.
        let moves = |jump: i32| -> Vec<Vec<usize>> {
            // No line of the grid is longer than n cells.
            let jump = jump.clamp(0, n as i32) as usize;
            let step = |cell: usize, dir: usize| match dir {
                0 if cell % cols + 1 < cols => Some(cell + 1),
                1 if cell % cols > 0 => Some(cell - 1),
                2 if cell + cols < n => Some(cell + cols),
                3 if cell >= cols => Some(cell - cols),
                _ => None,
            };
            (0..n)
                .map(|cell| {
                    let mut to = Vec::new();
                    if cells[cell] != b'#' {
                        to.push(cell);
                        for dir in 0..4 {
                            let mut at = cell;
                            for _ in 0..jump {
                                match step(at, dir) {
                                    Some(next) if cells[next] != b'#' => at = next,
                                    _ => break,
                                }
                                to.push(at);
                            }
                        }
                    }
                    to
                })
                .collect()
        };
        let (mouse_moves, cat_moves) = (moves(mouse_jump), moves(cat_jump));
        // Position (mouse, cat, turn) is index (mouse · n + cat) · 2 + turn; turn 0: the
        // mouse moves, 1: the cat moves.
        let at = |mouse: usize, cat: usize, turn: usize| (mouse * n + cat) * 2 + turn;
        let mut winner = vec![UNLABELLED; 2 * n * n];
        let mut layer = vec![0u16; 2 * n * n];
        let mut moves_left = vec![0; 2 * n * n];
        let mut queue = Vec::with_capacity(2 * n * n);
        for mouse in (0..n).filter(|&cell| cells[cell] != b'#') {
            for cat in (0..n).filter(|&cell| cells[cell] != b'#') {
                let ended = if mouse == cat || cat == food {
                    CAT
                } else if mouse == food {
                    MOUSE
                } else {
                    UNLABELLED
                };
                for turn in 0..2 {
                    let position = at(mouse, cat, turn);
                    winner[position] = ended;
                    if ended != UNLABELLED {
                        queue.push(position);
                    }
                }
                moves_left[at(mouse, cat, 0)] = mouse_moves[mouse].len();
                moves_left[at(mouse, cat, 1)] = cat_moves[cat].len();
            }
        }
        let start = at(mouse_start, cat_start, 0);
        let mut head = 0;
        while head < queue.len() && winner[start] == UNLABELLED {
            let position = queue[head];
            head += 1;
            if layer[position] == TURNS {
                break; // later layers need more turns than the mouse has
            }
            let (mouse, cat, turn) = (position / 2 / n, position / 2 % n, position % 2);
            let result = winner[position];
            // The other player made the last move.
            let (mover, from_cells) =
                if turn == 0 { (CAT, &cat_moves[cat]) } else { (MOUSE, &mouse_moves[mouse]) };
            for &from in from_cells {
                let earlier = if mover == CAT { at(mouse, from, 1) } else { at(from, cat, 0) };
                if winner[earlier] != UNLABELLED {
                    continue;
                }
                moves_left[earlier] -= 1;
                if result == mover || moves_left[earlier] == 0 {
                    winner[earlier] = result;
                    layer[earlier] = layer[position] + 1;
                    queue.push(earlier);
                }
            }
        }
        winner[start] == MOUSE
    }
}
// ==== LeetCode: to here ====

/// Most rows, and most characters in a row, accepted.
const MAX_SIDE: usize = 8;

fn solve(input: &[u8], out: &mut String) -> Result<(), String> {
    let mut cases = LeetCode::new(input, &["grid", "catJump", "mouseJump"]);
    while cases.next_case()? {
        let grid = cases.string_array(
            |b| b"CMF.#".contains(&b),
            "one of C, M, F, . and #",
            MAX_SIDE,
            MAX_SIDE,
        )?;
        check_grid(&grid).map_err(|e| cases.refuse(&e))?;
        let cat_jump = cases.int(0, i32::MAX)?;
        let mouse_jump = cases.int(0, i32::MAX)?;
        if Solution::can_mouse_win(grid, cat_jump, mouse_jump) {
            out.push_str("true\n");
        } else {
            out.push_str("false\n");
        }
    }
    Ok(())
}

/// Checks that the rows of `grid` are equally long and hold one cat, one mouse and one food.
fn check_grid(grid: &[String]) -> Result<(), String> {
    let cols = grid.first().map_or(0, |row| row.len());
    if let Some(i) = grid.iter().position(|row| row.len() != cols) {
        return Err(format!(
            "grid[{}] to hold {} characters, as grid[0] does, found {}",
            i,
            cols,
            grid[i].len()
        ));
    }
    for piece in ['C', 'M', 'F'] {
        let count = grid.iter().map(|row| row.matches(piece).count()).sum::<usize>();
        if count != 1 {
            return Err(format!("grid to hold exactly one {}, found {}", piece, count));
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
