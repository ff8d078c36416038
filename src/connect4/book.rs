//! The opening book: the exact score of every position up to a number of stones, read from a
//! text file, so that a search reaching one of them stops there.
//!
//! Format (ASCII lines): a header `connect4-book WxH DEPTH COUNT CHECKSUM`, then COUNT lines
//! `MOVES SCORE`, one position each: the columns played (as the input reads them) and its
//! score for the side to move. CHECKSUM is the FNV-1a hash (64 bits, 16 hex digits) of every
//! byte after the header line. A position and its mirror image have one line between them.
//! Every position of at most DEPTH stones that is not over and whose side to move cannot win
//! at once is in the book. A file that does not follow this (a wrong checksum, a bad line, a
//! position the book's depth does not cover, another board) is refused whole: the search then
//! does without it, so a damaged book costs time, never a wrong answer.

use super::board::Position;
use super::notation::{column_char, read_position};
use super::search::Solver;
use std::collections::HashMap;

/// Why a file gives no book: it is none (another file, another board), or it is one damaged.
#[derive(Debug, PartialEq, Eq)]
pub enum BookError {
    NotABook(String),
    Damaged(String),
}

pub struct Book {
    depth: i32,
    /// Score by the smaller key of a position and its mirror image.
    scores: HashMap<u64, i32>,
}

/// The key a position and its mirror image share.
fn shared_key<const W: usize, const H: usize>(position: &Position<W, H>) -> u64 {
    let key = position.key();
    key.min(Position::<W, H>::mirror(key))
}

fn fnv1a(bytes: &[u8]) -> u64 {
    bytes
        .iter()
        .fold(0xcbf2_9ce4_8422_2325, |hash, &b| (hash ^ b as u64).wrapping_mul(0x100_0000_01b3))
}

impl Book {
    /// The score of `position` if the book has it.
    pub fn score<const W: usize, const H: usize>(&self, position: &Position<W, H>) -> Option<i32> {
        if position.moves() > self.depth {
            return None;
        }
        self.scores.get(&shared_key(position)).copied()
    }

    /// The book of a W × H board in `text`, or what is wrong with it.
    pub fn parse<const W: usize, const H: usize>(text: &[u8]) -> Result<Book, BookError> {
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
        let size = format!("{}x{}", W, H);
        if fields[1] != size {
            return Err(BookError::NotABook(format!(
                "a book of {} where {} was expected",
                fields[1], size
            )));
        }
        Self::parse_body::<W, H>(&fields, body).map_err(BookError::Damaged)
    }

    fn parse_body<const W: usize, const H: usize>(
        fields: &[&str],
        body: &[u8],
    ) -> Result<Book, String> {
        let number = |field: &str, what: &str| -> Result<usize, String> {
            field.parse().map_err(|_| format!("a header whose {} is {:?}", what, field))
        };
        let depth = number(fields[2], "depth")?.min(W * H) as i32;
        let count = number(fields[3], "count")?;
        if fields[4] != format!("{:016x}", fnv1a(body)) {
            return Err("a checksum that does not match its lines".to_string());
        }
        let mut scores = HashMap::new();
        let mut lines = 0;
        let body = match body.strip_suffix(b"\n") {
            Some(body) => body,
            None if body.is_empty() => body,
            None => return Err("a last line without its newline".to_string()),
        };
        for (i, line) in body.split(|&b| b == b'\n').enumerate().filter(|_| !body.is_empty()) {
            let number = i + 2;
            let space = line.iter().position(|&b| b == b' ');
            let space = space.ok_or_else(|| format!("line {}: no score", number))?;
            let position = read_position::<W, H>(&line[..space], number)?;
            let score: i32 = std::str::from_utf8(&line[space + 1..])
                .ok()
                .and_then(|s| s.parse().ok())
                .filter(|s: &i32| s.abs() <= Position::<W, H>::CELLS / 2 + 1)
                .ok_or_else(|| format!("line {}: no score in range", number))?;
            if position.moves() > depth || position.can_win_now() {
                return Err(format!("line {}: a position the book does not keep", number));
            }
            scores.insert(shared_key(&position), score);
            lines += 1;
        }
        if lines != count {
            return Err(format!("{} lines where the header says {}", lines, count));
        }
        Ok(Book { depth, scores })
    }

    /// The book text of `entries` (moves, score), every position of at most `depth` stones.
    pub fn write<const W: usize, const H: usize>(
        depth: i32,
        entries: &[(Vec<usize>, i32)],
    ) -> String {
        let mut body = String::new();
        for (moves, score) in entries {
            let line: String = moves.iter().map(|&c| column_char(c)).collect();
            body.push_str(&format!("{} {}\n", line, score));
        }
        let header = format!(
            "connect4-book {}x{} {} {} {:016x}\n",
            W,
            H,
            depth,
            entries.len(),
            fnv1a(body.as_bytes())
        );
        header + &body
    }

    /// An empty book of positions of at most `depth` stones (as its deepest positions are
    /// solved, the shallower ones find them).
    pub fn empty(depth: i32) -> Book {
        Book { depth, scores: HashMap::new() }
    }

    pub fn insert<const W: usize, const H: usize>(
        &mut self,
        position: &Position<W, H>,
        score: i32,
    ) {
        self.scores.insert(shared_key(position), score);
    }
}

/// Every position of `stones` stones that is not over and whose side to move cannot win at
/// once, one of each pair of mirror images, with the moves that reach it.
pub fn positions<const W: usize, const H: usize>(stones: i32) -> Vec<(Vec<usize>, Position<W, H>)> {
    let mut level = vec![(Vec::new(), Position::<W, H>::START)];
    for _ in 0..stones {
        let mut seen = std::collections::HashSet::new();
        let mut next = Vec::new();
        for (moves, position) in &level {
            for column in 0..W {
                if !position.can_play(column) || position.wins_by(column) {
                    continue;
                }
                let child = position.play_column(column);
                if seen.insert(shared_key(&child)) {
                    let mut line = moves.clone();
                    line.push(column);
                    next.push((line, child));
                }
            }
        }
        level = next;
    }
    level.retain(|(_, position)| !position.can_win_now());
    level
}

/// `make book`: the book of every position of at most `depth` stones, its text. The deepest
/// are solved first, so that each shallower search stops at the scores already found; the
/// table is kept from one position to the next (its bounds are facts of the game).
pub fn build<const W: usize, const H: usize>(solver: &mut Solver<W, H>, depth: i32) -> String {
    solver.set_book(Book::empty(depth));
    let mut entries = Vec::new();
    for stones in (0..=depth).rev() {
        let level = positions::<W, H>(stones);
        for (i, (moves, position)) in level.iter().enumerate() {
            let note = format!("book: {} of {} positions of {} stones", i + 1, level.len(), stones);
            solver.progress().note(&note);
            let score = solver.solve(position, false);
            solver.book_mut().expect("the book being built").insert(position, score);
            entries.push((moves.clone(), score));
        }
    }
    solver.progress().done();
    entries.sort_by(|a, b| (a.0.len(), &a.0).cmp(&(b.0.len(), &b.0)));
    Book::write::<W, H>(depth, &entries)
}

#[cfg(test)]
mod tests {
    use super::*;

    type Board = Position<7, 6>;

    fn sample() -> String {
        Book::write::<7, 6>(
            1,
            &[(vec![], 1), (vec![0], 2), (vec![1], 1), (vec![2], 0), (vec![3], -1)],
        )
    }

    #[test]
    fn reads_what_it_writes_and_answers_mirror_images() {
        let book = Book::parse::<7, 6>(sample().as_bytes()).unwrap();
        assert_eq!(book.score(&Board::START), Some(1));
        assert_eq!(book.score(&Board::after(&[6]).unwrap()), Some(2));
        assert_eq!(book.score(&Board::after(&[3]).unwrap()), Some(-1));
        assert_eq!(book.score(&Board::after(&[3, 3]).unwrap()), None);
    }

    #[test]
    fn refuses_a_damaged_or_foreign_book() {
        let good = sample();
        let flipped = good.replacen("\n1 2\n", "\n1 3\n", 1);
        let error = |text: &[u8], board: (usize, usize)| match board {
            (7, 6) => Book::parse::<7, 6>(text).err().expect("refused"),
            _ => Book::parse::<6, 7>(text).err().expect("refused"),
        };
        let damaged = |text: &str, what: &str| match error(text.as_bytes(), (7, 6)) {
            BookError::Damaged(message) => assert!(message.contains(what), "{}", message),
            other => panic!("{:?}", other),
        };
        damaged(&flipped, "checksum");
        damaged(&good.replacen(" 5 ", " 6 ", 1), "lines");
        damaged(&Book::write::<7, 6>(1, &[(vec![3, 3], 0)]), "does not keep");
        damaged(&Book::write::<7, 6>(1, &[(vec![3], 40)]), "in range");
        assert!(
            matches!(error(good.as_bytes(), (6, 7)), BookError::NotABook(m) if m.contains("7x6"))
        );
        assert!(matches!(error(b"hello\n", (7, 6)), BookError::NotABook(_)));
        assert!(matches!(error(b"", (7, 6)), BookError::NotABook(_)));
    }

    #[test]
    fn a_built_book_holds_the_solved_scores() {
        let mut solver = Solver::<4, 4>::new(18).unwrap();
        let text = build(&mut solver, 2);
        let book = Book::parse::<4, 4>(text.as_bytes()).unwrap();
        let mut plain = Solver::<4, 4>::new(18).unwrap();
        for stones in 0..=2 {
            for (_, position) in positions::<4, 4>(stones) {
                assert_eq!(book.score(&position), Some(plain.solve(&position, false)));
            }
        }
    }

    #[test]
    fn positions_by_stones_one_of_each_mirror_pair() {
        assert_eq!(positions::<7, 6>(0).len(), 1);
        assert_eq!(positions::<7, 6>(1).len(), 4);
        // 49 positions of two stones, one its own mirror image (both in the centre): 24 pairs.
        assert_eq!(positions::<7, 6>(2).len(), 25);
    }
}
