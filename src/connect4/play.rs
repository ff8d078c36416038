//! `--play`: a game against the solver in the terminal. The human's commands come one a line
//! from stdin (a column, `u` to take back, `n` for a new game, `q` to quit); the board, the
//! solver's moves and where the game stands (unless hidden: play for fun) go to stdout.
//!
//! The board is drawn once a turn, when the human is to move or the game is over, with the
//! last stone in brackets, or every stone of the winning four. On a terminal each board is
//! drawn over the last one: the cursor goes back up over the lines written since (ANSI
//! escapes), which are cleared. Through a pipe the boards follow one another and what was
//! typed is echoed, so that the output reads as a dialogue. Whatever ends the game, the last
//! line ends with a newline.

use super::board::Board;
use super::engine::Engine;
use super::notation::{column_char, column_of};
use crate::search::score::in_words;
use crate::util::terminal::is_terminal;
use std::io::{self, BufRead, Write};
use std::time::Instant;

/// The board, top row first, X for the first player's stones and O for the second's, the
/// stones of `marked` in brackets.
pub fn draw(position: &Board, marked: u64) -> String {
    let size = position.size();
    let first = if position.moves() % 2 == 0 { position.current() } else { position.opponent() };
    let labels: String = (0..size.width).map(|c| format!("  {}", column_char(c))).collect();
    let mut text = format!("{}\n", labels);
    for row in (0..size.height).rev() {
        text.push('|');
        for column in 0..size.width {
            let cell = size.cell(column, row);
            let stone = match (position.mask() & cell != 0, first & cell != 0) {
                (false, _) => '.',
                (true, true) => 'X',
                (true, false) => 'O',
            };
            if marked & cell != 0 {
                text.push_str(&format!("[{}]", stone));
            } else {
                text.push_str(&format!(" {} ", stone));
            }
        }
        text.push_str("|\n");
    }
    text.push('+');
    text.push_str(&"-".repeat(3 * size.width));
    text.push_str("+\n");
    text
}

/// The cell of the top stone of `column` (none if it is empty).
fn top_stone(position: &Board, column: usize) -> u64 {
    let stones = position.mask() & position.size().column_cells(column);
    if stones == 0 {
        0
    } else {
        1 << (63 - stones.leading_zeros())
    }
}

/// The columns as the prompt names them: `1-7`, `1-9, a-c`.
fn columns_range(width: usize) -> String {
    if width <= 9 {
        format!("1-{}", width)
    } else {
        format!("1-9, a-{}", column_char(width - 1))
    }
}

/// What the escapes that draw a board over the last one are: back up `lines` lines to the
/// start of the line, then clear everything below; nothing when there is no board yet.
pub fn over_the_last(lines: Option<usize>) -> String {
    match lines {
        Some(lines) if lines > 0 => format!("\x1b[{}A\r\x1b[J", lines),
        _ => String::new(),
    }
}

/// Stdout and stdin as the game uses them, and the lines written since the last board.
struct Screen<'a> {
    input: io::Lines<io::StdinLock<'a>>,
    /// Stdout is a terminal: each board is drawn over the last.
    in_place: bool,
    /// Stdin is no terminal: what is read is written out, as a terminal would show it.
    echo: bool,
    /// Lines written since the last board began; None before the first.
    since_board: Option<usize>,
}

impl Screen<'_> {
    fn say(&mut self, text: &str) {
        println!("{}", text);
        self.since_board = self.since_board.map(|lines| lines + text.lines().count());
    }

    /// The next command, trimmed and in lower case, after `prompt`; None at the end of the
    /// input (the prompt's line then ended).
    fn ask(&mut self, prompt: &str) -> Option<String> {
        print!("{}", prompt);
        io::stdout().flush().ok();
        self.since_board = self.since_board.map(|lines| lines + 1);
        match self.input.next() {
            Some(Ok(line)) => {
                if self.echo {
                    println!("{}", line.trim_end());
                }
                Some(line.trim().to_lowercase())
            }
            _ => {
                println!();
                None
            }
        }
    }

    /// The board and what goes with it (`frame`), over the last board on a terminal.
    fn board(&mut self, frame: &str) {
        if self.in_place {
            print!("{}", over_the_last(self.since_board));
        } else {
            println!();
        }
        print!("{}", frame);
        self.since_board = Some(frame.lines().count());
    }
}

/// The score of `position` when it is a known result the search would take minutes to repeat
/// (with no book): the empty 7x6 board, where the first player wins with his last stone, by
/// the centre only (Allis 1988, Allen 1990; Tromp's database).
fn known(position: &Board) -> Option<(usize, i32)> {
    let size = position.size();
    Some((3, 1)).filter(|_| (size.width, size.height) == (7, 6) && position.moves() == 0)
}

/// A best move for the solver and its score, and the time it took when that is a second or
/// more (to say so).
fn reply(solver: &mut dyn Engine, position: &Board) -> (usize, i32, String) {
    let started = Instant::now();
    let (column, score) = known(position).unwrap_or_else(|| solver.best_move(position));
    let seconds = started.elapsed().as_secs_f64();
    let took = if seconds >= 1.0 { format!(" ({:.0} s)", seconds) } else { String::new() };
    (column, score, took)
}

/// Plays from the position after `start`, games after games, until `q` or the end of stdin;
/// `evaluate` says whether to tell the human where the game stands.
pub fn play(start: Board, solver: &mut dyn Engine, evaluate: bool) {
    let stdin = io::stdin();
    let mut screen = Screen {
        input: stdin.lock().lines(),
        in_place: is_terminal(1),
        echo: !is_terminal(0),
        since_board: None,
    };
    let range = columns_range(start.size().width);
    screen.say(&format!(
        "Connect Four against a perfect player. Type a column, {}, to drop a stone;",
        range.replace('-', " to ")
    ));
    screen.say("u takes your last move back, n starts a new game, q quits.");
    while game(start, solver, evaluate, &mut screen).is_some() {}
}

/// One game from `start`: Some when the human asks for a new one, None when he quits or the
/// input ends.
fn game(start: Board, solver: &mut dyn Engine, evaluate: bool, screen: &mut Screen) -> Option<()> {
    let size = start.size();
    let cells = size.cells();
    let range = columns_range(size.width);
    let who = if start.moves() == 0 { "first" } else { "next" };
    let human_first = loop {
        match screen.ask(&format!("Who moves {}, you (1) or me (2)? [1] ", who))?.as_str() {
            "" | "1" | "y" | "you" | "me" => break true,
            "2" | "i" => break false,
            "q" => return None,
            _ => screen.say("Type 1 (you) or 2 (me)."),
        }
    };
    let human = (start.moves() + !human_first as i32) % 2;
    let (you, me) = if human == 0 { ("X", "O") } else { ("O", "X") };
    screen.say(&format!("You play {}, I play {}.", you, me));
    let mut moves: Vec<usize> = Vec::new();
    // The score for the human after each number of moves, when known (the solver's moves
    // give it), so that taking back does not search again.
    let mut scores: Vec<Option<i32>> = vec![None];
    // What the next board comes with: the solver's move, a move taken back.
    let mut news: Vec<String> = Vec::new();
    loop {
        let mut position = start;
        let mut winner = None;
        for &column in &moves {
            if position.wins_by(column) {
                winner = Some(position.moves() % 2);
            }
            position = position.play_column(column);
        }
        if winner.is_none() && position.moves() < cells && position.moves() % 2 != human {
            let (column, score, took) = reply(solver, &position);
            news.push(format!("I play {}.{}", column_char(column), took));
            moves.push(column);
            scores.push(Some(-score));
            continue;
        }
        let (marked, over) = match winner {
            Some(side) => {
                let four = size.fours(position.opponent());
                (
                    four,
                    Some(if side == human {
                        "You connect four: you win!"
                    } else {
                        "I connect four: I win."
                    }),
                )
            }
            None => {
                let last = moves.last().map_or(0, |&c| top_stone(&position, c));
                (last, Some("The board is full: a draw.").filter(|_| position.moves() == cells))
            }
        };
        let mut frame = draw(&position, marked);
        for line in news.drain(..) {
            frame.push_str(&line);
            frame.push('\n');
        }
        match over {
            Some(result) => frame.push_str(result),
            None if evaluate => {
                let score = match scores[moves.len()] {
                    Some(score) => score,
                    None => {
                        known(&position).map_or_else(|| solver.solve(&position, false), |k| k.1)
                    }
                };
                scores[moves.len()] = Some(score);
                frame.push_str(&in_words(score, cells, position.moves()));
            }
            None => {}
        }
        if !frame.ends_with('\n') {
            frame.push('\n');
        }
        screen.board(&frame);
        // Commands until one changes the game.
        loop {
            let prompt = if over.is_some() {
                "n, u or q? ".to_string()
            } else {
                format!("Your move ({}, u, n, q): ", range)
            };
            let command = screen.ask(&prompt)?;
            let column = match command.as_bytes() {
                [byte] => column_of(*byte).filter(|&c| c < size.width),
                _ => None,
            };
            match command.as_str() {
                "q" => return None,
                "n" => return Some(()),
                "u" => {
                    // Back to before the human's last move (and the reply to it).
                    let side = |i: usize| (start.moves() + i as i32) % 2;
                    match (0..moves.len()).rev().find(|&i| side(i) == human) {
                        Some(i) => {
                            moves.truncate(i);
                            scores.truncate(i + 1);
                            news.push("Taken back.".to_string());
                            break;
                        }
                        None => screen.say("Nothing to take back."),
                    }
                }
                _ if over.is_some() => {
                    screen.say("The game is over: n for a new one, u to take back, q to quit.")
                }
                _ => match column {
                    Some(column) if position.can_play(column) => {
                        moves.push(column);
                        scores.push(None);
                        break;
                    }
                    Some(column) => screen.say(&format!("Column {} is full.", column_char(column))),
                    None => screen.say(&format!(
                        "Type a column {}, u to take back, n for a new game or q to quit.",
                        range.replace('-', " to ")
                    )),
                },
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::connect4::board::Size;

    #[test]
    fn draws_the_board_with_the_last_stone_marked() {
        let position = Board::after(Size::new(4, 4).unwrap(), &[1, 2]).unwrap();
        let text = draw(&position, top_stone(&position, 2));
        assert_eq!(
            text,
            "  1  2  3  4\n| .  .  .  . |\n| .  .  .  . |\n| .  .  .  . |\n| .  X [O] . |\n+------------+\n"
        );
    }

    /// Fours across, up and along both diagonals are marked whole, five in a row too, and
    /// three in a row or a line broken by the spare bit above a column not at all.
    #[test]
    fn marks_every_stone_of_a_four() {
        let size = Size::new(7, 6).unwrap();
        let cells =
            |list: &[(usize, usize)]| -> u64 { list.iter().map(|&(c, r)| size.cell(c, r)).sum() };
        let across = cells(&[(1, 0), (2, 0), (3, 0), (4, 0)]);
        let up = cells(&[(6, 2), (6, 3), (6, 4), (6, 5)]);
        let rising = cells(&[(0, 1), (1, 2), (2, 3), (3, 4)]);
        let falling = cells(&[(3, 5), (4, 4), (5, 3), (6, 2)]);
        for four in [across, up, rising, falling] {
            assert_eq!(size.fours(four | cells(&[(0, 5), (5, 1)])), four);
        }
        let five = across | cells(&[(5, 0)]);
        assert_eq!(size.fours(five), five);
        assert_eq!(size.fours(cells(&[(1, 0), (2, 0), (3, 0)])), 0);
        // Two stones at the top of column 1 and two at the bottom of column 2 are no four:
        // the spare bit above column 1 lies between them.
        assert_eq!(size.fours(cells(&[(0, 4), (0, 5), (1, 0), (1, 1)])), 0);
    }

    #[test]
    fn redraws_over_the_lines_written_since_the_last_board() {
        assert_eq!(over_the_last(None), "");
        assert_eq!(over_the_last(Some(0)), "");
        assert_eq!(over_the_last(Some(12)), "\x1b[12A\r\x1b[J");
    }
}
