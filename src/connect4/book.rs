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
//! does without it, so a damaged book costs time, never a wrong answer.
//!
//! The lines the solver plays (`build`): from the empty board with the solver first, and
//! from each first stone with the solver second, the solver's position, the move it plays
//! there, and after it every reply of the opponent, to a number of stones. `--play` from the
//! start of a game then finds every position where the solver is to move in the book, up to
//! that number of stones, whatever the human plays.

use super::board::Position;
use super::notation::{column_char, column_of, read_position};
use super::progress::Progress;
use super::search::Solver;
use std::collections::HashMap;
use std::sync::mpsc;
use std::sync::{
    atomic::{AtomicUsize, Ordering},
    Arc,
};

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
    entries: HashMap<u64, Entry>,
}

/// The key a position and its mirror image share: the smaller of theirs.
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
            let (position, score, best) = Self::parse_line::<W, H>(line, i + 2)?;
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
    fn parse_line<const W: usize, const H: usize>(
        line: &[u8],
        number: usize,
    ) -> Result<(Position<W, H>, i32, Option<usize>), String> {
        let mut fields = line.split(|&b| b == b' ');
        let moves = fields.next().unwrap_or_default();
        let position = read_position::<W, H>(moves, number)?;
        let score: i32 = fields
            .next()
            .and_then(|field| std::str::from_utf8(field).ok())
            .and_then(|s| s.parse().ok())
            .filter(|s: &i32| s.abs() <= Position::<W, H>::CELLS / 2 + 1)
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

    /// The book text of `lines`: every position of at most `depth` stones, and the deeper
    /// ones of the lines the solver plays, with its move.
    pub fn write<const W: usize, const H: usize>(depth: i32, lines: &[Line]) -> String {
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
            W,
            H,
            depth,
            lines.len(),
            fnv1a(body.as_bytes())
        );
        header + &body
    }

    /// A book with nothing in it yet, whose positions of at most `depth` stones are to come.
    pub fn empty(depth: i32) -> Book {
        Book { deepest: depth, entries: HashMap::new() }
    }

    /// Keeps the score of `position`, and the solver's move there if it is on its lines.
    pub fn insert<const W: usize, const H: usize>(
        &mut self,
        position: &Position<W, H>,
        score: i32,
        best: Option<usize>,
    ) {
        self.deepest = self.deepest.max(position.moves());
        let key = position.key();
        // A position that is its own mirror image keeps its move as given (inserted last).
        let mirror = Entry { score, best: best.map(|c| W - 1 - c) };
        self.entries.insert(Position::<W, H>::mirror(key), mirror);
        self.entries.insert(key, Entry { score, best });
    }
}

/// A line of the book: the moves to a position, its score, the solver's move there if any.
pub type Line = (Vec<usize>, i32, Option<usize>);

/// Every position of `stones` stones that is not over and whose side to move cannot win at
/// once, one of each pair of mirror images, with the moves that reach it.
pub fn positions<const W: usize, const H: usize>(stones: i32) -> Vec<(Vec<usize>, Position<W, H>)> {
    let mut level = vec![(Vec::new(), Position::<W, H>::START)];
    for _ in 0..stones {
        let mut seen = std::collections::HashSet::new();
        let mut next = Vec::new();
        for (moves, position) in &level {
            for (column, child) in moves_on(position) {
                if seen.insert(shared_key(&child)) {
                    next.push((with(moves, &[column]), child));
                }
            }
        }
        level = next;
    }
    level.retain(|(_, position)| !position.can_win_now());
    level
}

/// The moves of `position` that do not make four, each with the position after it.
fn moves_on<const W: usize, const H: usize>(
    position: &Position<W, H>,
) -> impl Iterator<Item = (usize, Position<W, H>)> + '_ {
    (0..W)
        .filter(move |&c| position.can_play(c) && !position.wins_by(c))
        .map(move |c| (c, position.play_column(c)))
}

/// `moves` and then `more`.
fn with(moves: &[usize], more: &[usize]) -> Vec<usize> {
    moves.iter().chain(more).copied().collect()
}

/// `make book`: the text of the book of every position of at most `depth` stones and of the
/// lines the solver plays to `lines` stones, found by `solvers` (one thread each), taking
/// the scores `start` already has. The positions of the most stones are solved first, so
/// that each shallower search stops at the scores already found; the lines are then followed
/// from the empty board, a layer of positions at a time. Each solver keeps its table from one
/// position to the next (its bounds are facts of the game).
pub fn build<const W: usize, const H: usize>(
    mut solvers: Vec<Solver<W, H>>,
    depth: i32,
    lines: i32,
    start: Option<Book>,
) -> String {
    let mut progress = Progress::new();
    for solver in &mut solvers {
        solver.progress().silence();
    }
    let mut book = start.unwrap_or_else(|| Book::empty(depth));
    // By shared key: a position on the solver's lines replaces its line without a move.
    let mut written: HashMap<u64, Line> = HashMap::new();
    for stones in (0..=depth).rev() {
        let level = positions::<W, H>(stones);
        let what = format!("book: positions of {} stones", stones);
        let found = solve_all(&mut solvers, &book, &level, Question::Score, &mut progress, &what);
        for ((moves, position), (_, score)) in level.into_iter().zip(found) {
            book.insert(&position, score, None);
            written.insert(shared_key(&position), (moves, score, None));
        }
    }
    // The solver's positions by stones: first the empty board, then every first stone.
    let mut layers: Vec<Vec<(Vec<usize>, Position<W, H>)>> =
        vec![Vec::new(); lines.max(0) as usize + 3];
    layers[0].push((Vec::new(), Position::<W, H>::START));
    layers[1] = positions::<W, H>(1);
    for stones in 0..=lines {
        let level = std::mem::take(&mut layers[stones as usize]);
        let what = format!("book: the solver's lines, {} stones", stones);
        let found =
            solve_all(&mut solvers, &book, &level, Question::BestMove, &mut progress, &what);
        let mut seen = std::collections::HashSet::new();
        for ((moves, position), (best, score)) in level.into_iter().zip(found) {
            let best = best.expect("a best move");
            if position.wins_by(best) {
                continue;
            }
            book.insert(&position, score, Some(best));
            written.insert(shared_key(&position), (moves.clone(), score, Some(best)));
            let after = position.play_column(best);
            for (reply, next) in moves_on(&after) {
                if next.moves() <= lines && seen.insert(shared_key(&next)) {
                    layers[next.moves() as usize].push((with(&moves, &[best, reply]), next));
                }
            }
        }
    }
    progress.done();
    let mut text_lines: Vec<Line> = written.into_values().collect();
    text_lines.sort_by(|a, b| (a.0.len(), &a.0).cmp(&(b.0.len(), &b.0)));
    Book::write::<W, H>(depth, &text_lines)
}

/// What `solve_all` asks of each position.
#[derive(Clone, Copy)]
enum Question {
    Score,
    BestMove,
}

/// The answer to `question` for each of `level`'s positions (the move is `None` for a score
/// alone), the positions shared out among the solvers, each on a thread of its own, with
/// `book`; the solvers come back with what their tables learnt.
fn solve_all<const W: usize, const H: usize>(
    solvers: &mut Vec<Solver<W, H>>,
    book: &Book,
    level: &[(Vec<usize>, Position<W, H>)],
    question: Question,
    progress: &mut Progress,
    what: &str,
) -> Vec<(Option<usize>, i32)> {
    let positions: Arc<Vec<Position<W, H>>> = Arc::new(level.iter().map(|l| l.1).collect());
    let next = Arc::new(AtomicUsize::new(0));
    let (sender, receiver) = mpsc::channel();
    let workers: Vec<_> = solvers
        .drain(..)
        .map(|mut solver| {
            solver.set_book(book.clone());
            let (positions, next, sender) =
                (Arc::clone(&positions), Arc::clone(&next), sender.clone());
            std::thread::spawn(move || {
                loop {
                    let index = next.fetch_add(1, Ordering::Relaxed);
                    let position = match positions.get(index) {
                        Some(position) => position,
                        None => break,
                    };
                    let answer = match question {
                        Question::Score => (None, solver.solve(position, false)),
                        Question::BestMove => {
                            let (column, score) = solver.best_move(position);
                            (Some(column), score)
                        }
                    };
                    if sender.send((index, answer)).is_err() {
                        break;
                    }
                }
                solver
            })
        })
        .collect();
    drop(sender);
    let mut answers = vec![(None, 0); positions.len()];
    for (done, (index, answer)) in receiver.iter().enumerate() {
        answers[index] = answer;
        progress.note(&format!("{}: {} of {}", what, done + 1, positions.len()));
    }
    for worker in workers {
        match worker.join() {
            Ok(solver) => solvers.push(solver),
            Err(panic) => std::panic::resume_unwind(panic),
        }
    }
    answers
}

#[cfg(test)]
mod tests {
    use super::*;

    type Board = Position<7, 6>;

    fn sample() -> String {
        Book::write::<7, 6>(
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
        let book = Book::parse::<7, 6>(sample().as_bytes()).unwrap();
        assert_eq!(book.score(&Board::START), Some(1));
        assert_eq!(book.score(&Board::after(&[6]).unwrap()), Some(2));
        assert_eq!(book.score(&Board::after(&[3]).unwrap()), Some(-1));
        assert_eq!(book.score(&Board::after(&[3, 3]).unwrap()), None);
        assert_eq!(book.best(&Board::START), None);
        // The solver's move on its line, and the same move in the mirror image.
        assert_eq!(book.best(&Board::after(&[3, 2]).unwrap()), Some((2, 1)));
        assert_eq!(book.best(&Board::after(&[3, 4]).unwrap()), Some((4, 1)));
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
        damaged(&good.replacen(" 6 ", " 7 ", 1), "lines");
        damaged(&Book::write::<7, 6>(1, &[(vec![3, 3], 0, None)]), "does not keep");
        damaged(&Book::write::<7, 6>(1, &[(vec![3], 40, None)]), "in range");
        // Past the book's depth, a line needs the solver's move.
        damaged(&Book::write::<7, 6>(0, &[(vec![3], -1, None)]), "does not keep");
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

    /// A plain solver's score of every position of the book, and of the position after each
    /// of its moves; and the lines: from the empty board, with the solver first or second,
    /// every position where the solver is to move up to `lines` stones has its move.
    #[test]
    fn a_built_book_holds_the_solved_scores_and_the_solvers_lines() {
        let (depth, lines) = (2, 7);
        let solvers = (0..2).map(|_| Solver::<4, 5>::new(18).unwrap()).collect();
        let text = build(solvers, depth, lines, None);
        let book = Book::parse::<4, 5>(text.as_bytes()).unwrap();
        let mut plain = Solver::<4, 5>::new(18).unwrap();
        for stones in 0..=depth {
            for (_, position) in positions::<4, 5>(stones) {
                assert_eq!(book.score(&position), Some(plain.solve(&position, false)));
            }
        }
        let mut with_moves = 0;
        for line in text.lines().skip(1) {
            let fields: Vec<&str> = line.split(' ').collect();
            let position = read_position::<4, 5>(fields[0].as_bytes(), 1).unwrap();
            let score = plain.solve(&position, false);
            assert_eq!(fields[1], score.to_string(), "{}", line);
            if let Some(best) = fields.get(2) {
                let column = column_of(best.as_bytes()[0]).unwrap();
                let after = position.play_column(column);
                let kept = position.wins_by(column) || -plain.solve(&after, false) == score;
                assert!(kept, "{}", line);
                with_moves += 1;
            }
        }
        // Every reply to the solver's moves leads on to a position of its lines.
        let mut ours = vec![Position::<4, 5>::START];
        ours.extend((0..4).map(|c| Position::<4, 5>::START.play_column(c)));
        let mut reached = 0;
        while let Some(position) = ours.pop() {
            if position.moves() > lines || position.can_win_now() {
                continue;
            }
            let (column, _) = book.best(&position).expect("on the solver's lines");
            reached += 1;
            if position.wins_by(column) {
                continue;
            }
            let after = position.play_column(column);
            let replies = (0..4).filter(|&c| after.can_play(c) && !after.wins_by(c));
            ours.extend(replies.map(|c| after.play_column(c)).collect::<Vec<_>>());
        }
        assert!(reached > 100 && with_moves > 50, "{} {}", reached, with_moves);
    }

    #[test]
    fn positions_by_stones_one_of_each_mirror_pair() {
        assert_eq!(positions::<7, 6>(0).len(), 1);
        assert_eq!(positions::<7, 6>(1).len(), 4);
        // 49 positions of two stones, one its own mirror image (both in the centre): 24 pairs.
        assert_eq!(positions::<7, 6>(2).len(), 25);
    }
}
