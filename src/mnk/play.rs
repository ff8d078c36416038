//! A game against an agent in the terminal (`gamesolver_mnk --play [AGENT]`).
//!
//! The board is drawn with its column letters and row numbers, the last stone in brackets and,
//! at the end, the winning line between stars. You say who moves first; then each turn you
//! type a cell (`b2`), `undo` (your last move and the reply to it), `new` (a new game) or
//! `quit`. Unless told not to, the exact score of your position is said in words before each
//! of your moves ("you can win in 3 moves"), when the solver finds it within a second
//! (`EVALUATION_TIME`), else that it is unknown. Input is read a line at a time, so a pipe (or
//! a test) can play too; end of input quits.

use crate::mnk::agent::Agent;
use crate::mnk::game::{Game, Player};
use crate::mnk::shape::Shape;
use crate::mnk::solver::Solver;
use crate::search::score::in_words;
use crate::util::budget::Budget;
use std::io::{self, BufRead, Write};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// The time the solver has to say where the game stands before each of your moves.
pub const EVALUATION_TIME: Duration = Duration::from_secs(1);

/// The board as text: row numbers on the left (the top row first), column letters below;
/// `.` an empty cell, `(X)` the last stone, `*X*` the stones of the winning line.
pub fn board_text(game: &Game) -> String {
    let shape = game.shape();
    let line = game.winning_line().unwrap_or(&[]);
    let last = game.moves().last().copied();
    let mut text = String::new();
    for row in (0..shape.height).rev() {
        text.push_str(&format!("{:>2} ", row + 1));
        for column in 0..shape.width {
            let cell = shape.cell(column, row);
            let symbol = game.at(cell).map_or('.', Player::symbol);
            let (open, close) = if line.contains(&cell) {
                ('*', '*')
            } else if Some(cell) == last {
                ('(', ')')
            } else {
                (' ', ' ')
            };
            text.push(open);
            text.push(symbol);
            text.push(close);
        }
        text.push('\n');
    }
    text.push_str("   ");
    for column in 0..shape.width {
        text.push_str(&format!(" {} ", (b'a' + column as u8) as char));
    }
    text.push('\n');
    text
}

/// Plays games between a person (reading `input`, writing `out`) and `agent` on `shape`;
/// `evaluate` says the score in words before each of the person's moves.
pub fn play(
    shape: Shape,
    agent: &mut dyn Agent,
    evaluate: bool,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> io::Result<()> {
    let mut solver = if evaluate { Some(Solver::new(shape, 20)) } else { None };
    writeln!(
        out,
        "{}x{}, {} in a row wins. You play against {}. Type a cell such as b2 (column letter, \
         row number), or undo, new, quit.",
        shape.width,
        shape.height,
        shape.k,
        agent.name()
    )?;
    'games: loop {
        let you = match ask(input, out, "Do you move first? (y/n) ")? {
            None => break,
            Some(answer) if answer.starts_with('n') => Player::O,
            Some(_) => Player::X,
        };
        let mut game = Game::new(shape);
        loop {
            if game.is_over() {
                write!(out, "{}", board_text(&game))?;
                let result = match game.winner() {
                    Some(p) if p == you => "You win.".to_string(),
                    Some(p) => format!("{} wins ({}).", agent.name(), p.symbol()),
                    None => "A draw: the board is full.".to_string(),
                };
                writeln!(out, "{}", result)?;
                match ask(input, out, "Another game? (y/n) ")? {
                    Some(answer) if answer.starts_with('y') => continue 'games,
                    _ => break 'games,
                }
            }
            if game.to_move() != you {
                let cell = agent.choose(&game).map_err(io::Error::other_error)?;
                game.step(cell).map_err(|e| io::Error::other_error(e.to_string()))?;
                writeln!(out, "{} plays {}.", agent.name(), shape.name(cell))?;
                continue;
            }
            write!(out, "{}", board_text(&game))?;
            if let Some(solver) = solver.as_mut() {
                solver.set_position(&game);
                solver.set_budget(Arc::new(
                    Budget::new(u64::MAX).until(Instant::now() + EVALUATION_TIME),
                ));
                let words = match solver.solve_within(false) {
                    Some(score) => in_words(score, shape.cells() as i32, game.moves().len() as i32),
                    None => "The score is unknown: the solver did not finish within a second."
                        .to_string(),
                };
                writeln!(out, "You are {}. {}", you.symbol(), words)?;
            }
            let line = match ask(input, out, "Your move: ")? {
                None => break 'games,
                Some(line) => line,
            };
            match line.as_str() {
                "quit" | "q" => break 'games,
                "new" | "n" => continue 'games,
                "undo" | "u" => {
                    // Back to your previous turn: the reply and your move before it.
                    if game.moves().len() < 2 {
                        writeln!(out, "Nothing to undo.")?;
                        continue;
                    }
                    game.undo();
                    game.undo();
                    writeln!(out, "Taken back.")?;
                }
                text => match shape.parse_cell(text) {
                    Ok(cell) if game.at(cell).is_some() => writeln!(out, "{} is taken.", text)?,
                    Ok(cell) => {
                        game.step(cell).map_err(|e| io::Error::other_error(e.to_string()))?;
                    }
                    Err(e) => writeln!(out, "{}; or undo, new, quit.", e)?,
                },
            }
        }
    }
    writeln!(out)?;
    out.flush()
}

/// Writes `question`, reads a line: None at end of input; the line trimmed and lowercased.
fn ask(input: &mut dyn BufRead, out: &mut dyn Write, question: &str) -> io::Result<Option<String>> {
    write!(out, "{}", question)?;
    out.flush()?;
    let mut line = String::new();
    if input.read_line(&mut line)? == 0 {
        return Ok(None);
    }
    Ok(Some(line.trim().to_ascii_lowercase()))
}

/// `io::Error::other` is newer than Rust 1.58.
trait OtherError {
    fn other_error<E: Into<Box<dyn std::error::Error + Send + Sync>>>(error: E) -> io::Error;
}

impl OtherError for io::Error {
    fn other_error<E: Into<Box<dyn std::error::Error + Send + Sync>>>(error: E) -> io::Error {
        io::Error::new(io::ErrorKind::Other, error)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_board_marks_the_last_stone_and_the_winning_line() {
        let shape = Shape::new(3, 3, 3).unwrap();
        let game = Game::from_line(shape, "a1 b1 a2").unwrap();
        assert_eq!(board_text(&game), " 3  .  .  . \n 2 (X) .  . \n 1  X  O  . \n    a  b  c \n");
        let game = Game::from_line(shape, "a1 b1 a2 b2 a3").unwrap();
        assert!(board_text(&game).starts_with(" 3 *X* .  . \n 2 *X* O  . \n 1 *X* O  . \n"));
    }

    #[test]
    fn a_piped_game_can_be_played_undone_and_quit() {
        let shape = Shape::new(3, 3, 3).unwrap();
        let mut opponent = crate::mnk::agents::agent("random", shape, 3).unwrap();
        let mut input: &[u8] = b"y\nb2\nundo\nzz\nquit\n";
        let mut out = Vec::new();
        play(shape, &mut *opponent, false, &mut input, &mut out).unwrap();
        let out = String::from_utf8(out).unwrap();
        assert!(out.contains("Taken back."), "{}", out);
        assert!(out.contains("expected a cell"), "{}", out);
        assert!(out.ends_with("Your move: \n"), "{:?}", out);
    }
}
