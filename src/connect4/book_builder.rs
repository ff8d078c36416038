//! `make book`: the opening book written by the solver (`book` reads it): the exact score of
//! every position up to a number of stones, and the lines the solver plays.
//!
//! The lines the solver plays (`build`): from the empty board with the solver first, and
//! from each first stone with the solver second, the solver's position, the move it plays
//! there, and after it every reply of the opponent, to a number of stones. `--play` from the
//! start of a game then finds every position where the solver is to move in the book, up to
//! that number of stones, whatever the human plays.
//!
//! Why it is right: every score comes from the solver, which is exact, with the scores already
//! found (also exact) as its book; the positions of the most stones are solved first so that the
//! shallower searches stop at them. Cost: the solver's, once per position, shared among threads.

use super::board::{Board, Size};
use super::book::{Book, Line};
use super::engine::Engine;
use crate::util::progress::Progress;
use std::collections::HashMap;
use std::sync::mpsc;
use std::sync::{
    atomic::{AtomicUsize, Ordering},
    Arc,
};

/// The key a position and its mirror image share: the smaller of theirs.
fn shared_key(position: &Board) -> u64 {
    let key = position.key();
    key.min(position.size().mirror(key))
}

/// Every position of `stones` stones that is not over and whose side to move cannot win at
/// once, one of each pair of mirror images, with the moves that reach it.
pub fn positions(size: Size, stones: i32) -> Vec<(Vec<usize>, Board)> {
    let mut level = vec![(Vec::new(), Board::start(size))];
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
fn moves_on(position: &Board) -> impl Iterator<Item = (usize, Board)> + '_ {
    (0..position.size().width)
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
/// position to the next (its bounds are facts of the game). Panics without a solver.
pub fn build(
    mut solvers: Vec<Box<dyn Engine>>,
    depth: i32,
    lines: i32,
    start: Option<Book>,
) -> String {
    let size = solvers.first().expect("a solver").size();
    let mut progress = Progress::new();
    for solver in &mut solvers {
        solver.progress().silence();
    }
    let mut book = start.unwrap_or_else(|| Book::empty(depth));
    // By shared key: a position on the solver's lines replaces its line without a move.
    let mut written: HashMap<u64, Line> = HashMap::new();
    for stones in (0..=depth).rev() {
        let level = positions(size, stones);
        let what = format!("book: positions of {} stones", stones);
        let found = solve_all(&mut solvers, &book, &level, Question::Score, &mut progress, &what);
        for ((moves, position), (_, score)) in level.into_iter().zip(found) {
            book.insert(&position, score, None);
            written.insert(shared_key(&position), (moves, score, None));
        }
    }
    // The solver's positions by stones: first the empty board, then every first stone.
    let mut layers: Vec<Vec<(Vec<usize>, Board)>> = vec![Vec::new(); lines.max(0) as usize + 3];
    layers[0].push((Vec::new(), Board::start(size)));
    layers[1] = positions(size, 1);
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
    Book::write(size, depth, &text_lines)
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
fn solve_all(
    solvers: &mut Vec<Box<dyn Engine>>,
    book: &Book,
    level: &[(Vec<usize>, Board)],
    question: Question,
    progress: &mut Progress,
    what: &str,
) -> Vec<(Option<usize>, i32)> {
    let positions: Arc<Vec<Board>> = Arc::new(level.iter().map(|l| l.1).collect());
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
    use crate::connect4::board::Position;
    use crate::connect4::engine::engine;
    use crate::connect4::notation::{column_of, read_position};

    /// A plain solver's score of every position of the book, and of the position after each
    /// of its moves; and the lines: from the empty board, with the solver first or second,
    /// every position where the solver is to move up to `lines` stones has its move.
    #[test]
    fn a_built_book_holds_the_solved_scores_and_the_solvers_lines() {
        let (depth, lines) = (2, 7);
        let size = Size::new(4, 5).unwrap();
        let solvers = (0..2).map(|_| engine(size, 18).unwrap()).collect();
        let text = build(solvers, depth, lines, None);
        let book = Book::parse(text.as_bytes(), size).unwrap();
        let mut plain = engine(size, 18).unwrap();
        let fixed = |board: &Board| Position::<4, 5>::from_board(board);
        for stones in 0..=depth {
            for (_, position) in positions(size, stones) {
                assert_eq!(book.score(&fixed(&position)), Some(plain.solve(&position, false)));
            }
        }
        let mut with_moves = 0;
        for line in text.lines().skip(1) {
            let fields: Vec<&str> = line.split(' ').collect();
            let position = read_position(fields[0].as_bytes(), 1, size).unwrap();
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
        let mut ours = vec![Board::start(size)];
        ours.extend((0..4).map(|c| Board::start(size).play_column(c)));
        let mut reached = 0;
        while let Some(position) = ours.pop() {
            if position.moves() > lines || position.can_win_now() {
                continue;
            }
            let (column, _) = book.best(&fixed(&position)).expect("on the solver's lines");
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
        let size = Size::new(7, 6).unwrap();
        assert_eq!(positions(size, 0).len(), 1);
        assert_eq!(positions(size, 1).len(), 4);
        // 49 positions of two stones, one its own mirror image (both in the centre): 24 pairs.
        assert_eq!(positions(size, 2).len(), 25);
    }
}
