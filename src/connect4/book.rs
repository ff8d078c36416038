//! The opening book: the exact score of every position up to a number of stones, and deeper,
//! along the lines the solver plays from the empty board, the move it plays; read from text
//! (the 7x6 book is compiled into the binary, another can come from a file), so that a search
//! reaching one of them stops there and `--play` answers at once.
//!
//! Format (ASCII lines): a header `connect4-book WxH DEPTH COUNT CHECKSUM`, then COUNT lines
//! `MOVES SCORE` or `MOVES SCORE BEST`, one position each: the columns played (as the input
//! reads them), its score for the side to move, and a move that keeps that score (a column
//! character). CHECKSUM is the FNV-1a hash (64 bits, 16 hex digits) of every byte after the
//! header line. A position and its mirror image have one line between them. Every position of
//! at most DEPTH stones that is not over and whose side to move cannot win at once is in the
//! book; deeper lines carry BEST. A file that does not follow this (a wrong checksum, a bad
//! line, a deeper position without its move, another board) is refused whole: the search then
//! does without it, so a damaged book costs time, never a wrong answer. `book_builder` writes
//! the book (`make book`); this file reads it, and the search asks it.

use super::board::{Board, Position, Size};
use super::notation::{column_char, column_of, read_position};
use crate::util::hash::{fnv1a, MixState};
use std::collections::HashMap;

/// Why a file gives no book: it is none (another file, another board), or it is one damaged.
#[derive(Debug, PartialEq, Eq)]
pub enum BookError {
    NotABook(String),
    Damaged(String),
}

/// The book of 7x6 in the repository (`make book` writes it), compiled into every binary that
/// reads it.
pub const BUILT_IN_7X6: &[u8] = include_bytes!("connect4-7x6.book");

/// What the book says of a position: its score, and the solver's move there if the position
/// is on its lines.
#[derive(Clone, Copy)]
struct Entry {
    score: i32,
    best: Option<usize>,
}

#[derive(Clone)]
pub struct Book {
    /// The stones of the deepest position in the book.
    deepest: i32,
    /// By the key of the position, and (the move mirrored) by its mirror image's: one look
    /// a position, at every node of a search near the book.
    entries: HashMap<u64, Entry, MixState>,
}

impl Book {
    fn entry<const W: usize, const H: usize>(&self, position: &Position<W, H>) -> Option<Entry> {
        if position.moves() > self.deepest {
            return None;
        }
        self.entries.get(&position.key()).copied()
    }

    /// The score of `position` if the book has it.
    pub fn score<const W: usize, const H: usize>(&self, position: &Position<W, H>) -> Option<i32> {
        self.entry(position).map(|entry| entry.score)
    }

    /// The solver's move and the score, if `position` is on the lines it plays.
    pub fn best<const W: usize, const H: usize>(
        &self,
        position: &Position<W, H>,
    ) -> Option<(usize, i32)> {
        self.entry(position).and_then(|entry| entry.best.map(|column| (column, entry.score)))
    }

    /// The book of a board of `size` in `text`, or what is wrong with it.
    pub fn parse(text: &[u8], size: Size) -> Result<Book, BookError> {
        let not_a_book = || {
            BookError::NotABook(
                "no `connect4-book WxH DEPTH COUNT CHECKSUM` first line".to_string(),
            )
        };
        let newline = text.iter().position(|&b| b == b'\n').ok_or_else(not_a_book)?;
        let (header, body) = (&text[..newline], &text[newline + 1..]);
        let header = std::str::from_utf8(header).map_err(|_| not_a_book())?;
        let fields: Vec<&str> = header.split(' ').collect();
        if fields.len() != 5 || fields[0] != "connect4-book" {
            return Err(not_a_book());
        }
        let named = format!("{}x{}", size.width, size.height);
        if fields[1] != named {
            return Err(BookError::NotABook(format!(
                "a book of {} where {} was expected",
                fields[1], named
            )));
        }
        Self::parse_body(&fields, body, size).map_err(BookError::Damaged)
    }

    fn parse_body(fields: &[&str], body: &[u8], size: Size) -> Result<Book, String> {
        let number = |field: &str, what: &str| -> Result<usize, String> {
            field.parse().map_err(|_| format!("a header whose {} is {:?}", what, field))
        };
        let depth = number(fields[2], "depth")?.min(size.cells() as usize) as i32;
        let count = number(fields[3], "count")?;
        if fields[4] != format!("{:016x}", fnv1a(body)) {
            return Err("a checksum that does not match its lines".to_string());
        }
        let mut book = Book::empty(depth);
        // Two entries a line (a position and its mirror image); a line takes 3 bytes or more,
        // so a header cannot ask for more room than the text could fill.
        book.entries.reserve(2 * count.min(body.len() / 3 + 1));
        let mut lines = 0;
        let body = match body.strip_suffix(b"\n") {
            Some(body) => body,
            None if body.is_empty() => body,
            None => return Err("a last line without its newline".to_string()),
        };
        for (i, line) in body.split(|&b| b == b'\n').enumerate().filter(|_| !body.is_empty()) {
            let (position, score, best) = Self::parse_line(line, i + 2, size)?;
            if position.can_win_now() || (position.moves() > depth && best.is_none()) {
                return Err(format!("line {}: a position the book does not keep", i + 2));
            }
            book.insert(&position, score, best);
            lines += 1;
        }
        if lines != count {
            return Err(format!("{} lines where the header says {}", lines, count));
        }
        Ok(book)
    }

    /// Line `number`: its position, score and move, or what is wrong with it.
    fn parse_line(
        line: &[u8],
        number: usize,
        size: Size,
    ) -> Result<(Board, i32, Option<usize>), String> {
        let mut fields = line.split(|&b| b == b' ');
        let moves = fields.next().unwrap_or_default();
        let position = match Self::read_moves(moves, size) {
            Some(position) => position,
            None => read_position(moves, number, size)?,
        };
        let score: i32 = fields
            .next()
            .and_then(|field| std::str::from_utf8(field).ok())
            .and_then(|s| s.parse().ok())
            .filter(|s: &i32| s.abs() <= size.cells() / 2 + 1)
            .ok_or_else(|| format!("line {}: no score in range", number))?;
        let best = match fields.next() {
            None => None,
            Some(&[byte]) => Some(
                column_of(byte)
                    .filter(|&c| position.can_play(c))
                    .ok_or_else(|| format!("line {}: a move that cannot be played", number))?,
            ),
            Some(_) => return Err(format!("line {}: a move that is not one column", number)),
        };
        if fields.next().is_some() {
            return Err(format!("line {}: more than `MOVES SCORE BEST`", number));
        }
        Ok((position, score, best))
    }

    /// The position that `moves` reach, read fast: each stone where its column has room, and
    /// fours looked for once, at the end (a stone stays, so a line that made four still holds
    /// it there). `None` for anything else, which `read_position` then reads again for its
    /// message: this accepts exactly the lines it accepts, with no blank or carriage return
    /// around the moves (a book line has none). O(stones).
    fn read_moves(moves: &[u8], size: Size) -> Option<Board> {
        let mut position = Board::start(size);
        for &byte in moves {
            let column = column_of(byte).filter(|&column| position.can_play(column))?;
            position = position.play_column(column);
        }
        let four = size.fours(position.current()) | size.fours(position.opponent());
        Some(position).filter(|_| four == 0)
    }

    /// The book text of `lines`: every position of at most `depth` stones, and the deeper
    /// ones of the lines the solver plays, with its move.
    pub fn write(size: Size, depth: i32, lines: &[Line]) -> String {
        let mut body = String::new();
        for (moves, score, best) in lines {
            let line: String = moves.iter().map(|&c| column_char(c)).collect();
            body.push_str(&format!("{} {}", line, score));
            if let Some(column) = best {
                body.push_str(&format!(" {}", column_char(*column)));
            }
            body.push('\n');
        }
        let header = format!(
            "connect4-book {}x{} {} {} {:016x}\n",
            size.width,
            size.height,
            depth,
            lines.len(),
            fnv1a(body.as_bytes())
        );
        header + &body
    }

    /// A book with nothing in it yet, whose positions of at most `depth` stones are to come.
    pub fn empty(depth: i32) -> Book {
        Book { deepest: depth, entries: HashMap::default() }
    }

    /// Keeps the score of `position`, and the solver's move there if it is on its lines.
    pub fn insert(&mut self, position: &Board, score: i32, best: Option<usize>) {
        self.deepest = self.deepest.max(position.moves());
        let (key, size) = (position.key(), position.size());
        // A position that is its own mirror image keeps its move as given (inserted last).
        let mirror = Entry { score, best: best.map(|c| size.width - 1 - c) };
        self.entries.insert(size.mirror(key), mirror);
        self.entries.insert(key, Entry { score, best });
    }
}

/// A line of the book: the moves to a position, its score, the solver's move there if any.
pub type Line = (Vec<usize>, i32, Option<usize>);

#[cfg(test)]
mod tests {
    use super::*;

    type Fixed = Position<7, 6>;
    const SIZE: Size = Size { width: 7, height: 6 };

    fn sample() -> String {
        Book::write(
            SIZE,
            1,
            &[
                (vec![], 1, None),
                (vec![0], 2, None),
                (vec![1], 1, None),
                (vec![2], 0, None),
                (vec![3], -1, None),
                (vec![3, 2], 1, Some(2)),
            ],
        )
    }

    #[test]
    fn reads_what_it_writes_and_answers_mirror_images() {
        let book = Book::parse(sample().as_bytes(), SIZE).unwrap();
        assert_eq!(book.score(&Fixed::START), Some(1));
        assert_eq!(book.score(&Fixed::after(&[6]).unwrap()), Some(2));
        assert_eq!(book.score(&Fixed::after(&[3]).unwrap()), Some(-1));
        assert_eq!(book.score(&Fixed::after(&[3, 3]).unwrap()), None);
        assert_eq!(book.best(&Fixed::START), None);
        // The solver's move on its line, and the same move in the mirror image.
        assert_eq!(book.best(&Fixed::after(&[3, 2]).unwrap()), Some((2, 1)));
        assert_eq!(book.best(&Fixed::after(&[3, 4]).unwrap()), Some((4, 1)));
    }

    #[test]
    fn refuses_a_damaged_or_foreign_book() {
        let good = sample();
        let flipped = good.replacen("\n1 2\n", "\n1 3\n", 1);
        let error = |text: &[u8], board: (usize, usize)| match board {
            (7, 6) => Book::parse(text, SIZE).err().expect("refused"),
            _ => Book::parse(text, Size::new(6, 7).unwrap()).err().expect("refused"),
        };
        let damaged = |text: &str, what: &str| match error(text.as_bytes(), (7, 6)) {
            BookError::Damaged(message) => assert!(message.contains(what), "{}", message),
            other => panic!("{:?}", other),
        };
        damaged(&flipped, "checksum");
        damaged(&good.replacen(" 6 ", " 7 ", 1), "lines");
        damaged(&Book::write(SIZE, 1, &[(vec![3, 3], 0, None)]), "does not keep");
        damaged(&Book::write(SIZE, 1, &[(vec![3], 40, None)]), "in range");
        // Past the book's depth, a line needs the solver's move.
        damaged(&Book::write(SIZE, 0, &[(vec![3], -1, None)]), "does not keep");
        let played = |best: &str| {
            let body = format!("4 0 {}\n", best);
            format!("connect4-book 7x6 0 1 {:016x}\n{}", fnv1a(body.as_bytes()), body)
        };
        damaged(&played("8"), "cannot be played");
        damaged(&played("44"), "not one column");
        damaged(&played("4 4"), "more than");
        assert!(
            matches!(error(good.as_bytes(), (6, 7)), BookError::NotABook(m) if m.contains("7x6"))
        );
        assert!(matches!(error(b"hello\n", (7, 6)), BookError::NotABook(_)));
        assert!(matches!(error(b"", (7, 6)), BookError::NotABook(_)));
    }

    /// Lines read the fast way keep `read_position`'s verdicts and messages: a full column, a
    /// four made on the way or at the end, a character that is no column.
    #[test]
    fn fast_reading_keeps_the_verdicts_of_read_position() {
        let line = |moves: &str| {
            let body = format!("{} 0\n", moves);
            format!("connect4-book 7x6 9 1 {:016x}\n{}", fnv1a(body.as_bytes()), body)
        };
        let damaged = |moves: &str, what: &str| match Book::parse(line(moves).as_bytes(), SIZE) {
            Err(BookError::Damaged(message)) => assert!(message.contains(what), "{}", message),
            other => panic!("{:?}", other.map(|_| "a book")),
        };
        damaged("1111111", "full");
        damaged("12121212", "makes four");
        damaged("1212121", "makes four");
        damaged("1x", "expected a column");
        // Every line of up to 9 characters drawn from 0 to 8: the same position or none.
        let mut state = 7u64;
        for _ in 0..20_000 {
            state = crate::util::hash::mix(state);
            let length = (state % 10) as usize;
            let moves: Vec<u8> =
                (0..length).map(|i| b'0' + (state >> (8 + 5 * i)) as u8 % 9).collect();
            let slow = read_position(&moves, 1, SIZE).ok();
            assert_eq!(Book::read_moves(&moves, SIZE), slow, "{:?}", moves);
        }
    }
}
