//! `--play`: a game against the solver in the terminal. The human's commands come one a line
//! from stdin (a column, `u` to take back, `n` for a new game, `q` to quit); the board, the
//! solver's moves and where the game stands go to stdout.

use super::board::{win_now, Position};
use super::notation::{column_char, column_of};
use super::search::Solver;
use std::io::{self, BufRead, Write};
use std::time::Instant;

/// Where the game stands for the side to move, whose score is `score`, `moves` stones being
/// on a board of `cells`; `you` says whether that side is the human.
pub fn standing(score: i32, cells: i32, moves: i32, you: bool) -> String {
    let (mover, other) = if you { ("you", "I") } else { ("I", "you") };
    if score > 0 {
        let stones = win_now(cells, moves) + 1 - score;
        format!("{} can win in {} move{}.", capital(mover), stones, plural(stones))
    } else if score < 0 {
        let stones = win_now(cells, moves + 1) + 1 + score;
        format!("{} can win in {} move{}, whatever {} play.", other, stones, plural(stones), mover)
    } else {
        "Draw with best play.".to_string()
    }
}

fn capital(word: &str) -> String {
    word[..1].to_uppercase() + &word[1..]
}

fn plural(count: i32) -> &'static str {
    if count == 1 {
        ""
    } else {
        "s"
    }
}

/// The board, top row first, X for the first player's stones and O for the second's, the
/// stone of the last move in brackets.
pub fn draw<const W: usize, const H: usize>(
    position: &Position<W, H>,
    last: Option<usize>,
) -> String {
    let first = if position.moves() % 2 == 0 { position.current() } else { position.opponent() };
    let labels: String = (0..W).map(|c| format!("  {}", column_char(c))).collect();
    let mut text = format!("{}\n", labels);
    for row in (0..H).rev() {
        text.push('|');
        for column in 0..W {
            let cell = 1u64 << (column * Position::<W, H>::STRIDE + row);
            let stone = match (position.mask() & cell != 0, first & cell != 0) {
                (false, _) => '.',
                (true, true) => 'X',
                (true, false) => 'O',
            };
            let on_top = position.playable() & Position::<W, H>::column_cells(column) == cell << 1
                || (row == H - 1 && position.mask() & cell != 0);
            if last == Some(column) && stone != '.' && on_top {
                text.push_str(&format!("[{}]", stone));
            } else {
                text.push_str(&format!(" {} ", stone));
            }
        }
        text.push_str("|\n");
    }
    text.push('+');
    text.push_str(&"-".repeat(3 * W));
    text.push_str("+\n");
    text
}

/// The columns as the prompt names them: `1-7`, `1-9, a-c`.
fn columns_range(width: usize) -> String {
    if width <= 9 {
        format!("1-{}", width)
    } else {
        format!("1-9, a-{}", column_char(width - 1))
    }
}

/// A best move for the solver, announced with the time it took when that is a second or more.
fn reply<const W: usize, const H: usize>(
    solver: &mut Solver<W, H>,
    position: &Position<W, H>,
) -> (usize, i32) {
    let started = Instant::now();
    let (column, score) = if W == 7 && H == 6 && position.moves() == 0 {
        // A known result the search takes minutes to repeat: only the centre wins for the
        // first player, with the last stone (Allis 1988, Allen 1990; Tromp's database).
        (3, 1)
    } else {
        solver.best_move(position)
    };
    let seconds = started.elapsed().as_secs_f64();
    let took = if seconds >= 1.0 { format!(" ({:.0} s)", seconds) } else { String::new() };
    println!("I play {}.{}", column_char(column), took);
    (column, score)
}

/// Plays from the position after `start`, games after games, until `q` or the end of stdin.
pub fn play<const W: usize, const H: usize>(
    start: Position<W, H>,
    solver: &mut Solver<W, H>,
) -> Option<()> {
    let cells = Position::<W, H>::CELLS;
    let stdin = io::stdin();
    let mut lines = stdin.lock().lines();
    let mut read = |prompt: &str| -> Option<String> {
        print!("{}", prompt);
        io::stdout().flush().ok();
        lines.next().and_then(Result::ok).map(|line| line.trim().to_lowercase())
    };
    let range = columns_range(W);
    println!(
        "Connect Four against a perfect player. Drop a stone by typing its column, {};",
        range.replace('-', " to ")
    );
    println!("u takes your last move back, n starts a new game, q quits.");
    'games: loop {
        let human_first = loop {
            match read("Who moves first, you (1) or me (2)? [1] ")?.as_str() {
                "" | "1" | "y" | "you" | "me" => break true,
                "2" | "i" => break false,
                "q" => return Some(()),
                _ => println!("Type 1 (you) or 2 (me)."),
            }
        };
        let human = (start.moves() + !human_first as i32) % 2;
        let you = if human == 0 { "X" } else { "O" };
        println!("You play {}, I play {}.", you, if human == 0 { "O" } else { "X" });
        let mut moves: Vec<usize> = Vec::new();
        let mut show = true;
        loop {
            let mut position = start;
            let mut winner = None;
            for &column in &moves {
                if position.wins_by(column) {
                    winner = Some(position.moves() % 2);
                }
                position = position.play_column(column);
            }
            let over = match winner {
                Some(side) if side == human => Some("You connect four: you win!"),
                Some(_) => Some("I connect four: I win."),
                None if position.moves() == cells => Some("The board is full: a draw."),
                None => None,
            };
            if show {
                print!("\n{}", draw(&position, moves.last().copied()));
                if let Some(result) = over {
                    println!("{}", result);
                }
            }
            show = true;
            if over.is_none() && position.moves() % 2 != human {
                let (column, score) = reply(solver, &position);
                if !position.wins_by(column) && position.moves() + 1 < cells {
                    println!("{}", standing(-score, cells, position.moves() + 1, true));
                }
                moves.push(column);
                continue;
            }
            let prompt = if over.is_some() {
                "n, u or q? ".to_string()
            } else {
                format!("Your move ({}, u, n, q): ", range)
            };
            let command = read(&prompt)?;
            let column = match command.as_bytes() {
                [byte] => column_of(*byte).filter(|&c| c < W),
                _ => None,
            };
            match command.as_str() {
                "q" => return Some(()),
                "n" => continue 'games,
                "u" => {
                    // Back to before the human's last move (and the reply to it).
                    let side = |i: usize| (start.moves() + i as i32) % 2;
                    match (0..moves.len()).rev().find(|&i| side(i) == human) {
                        Some(i) => moves.truncate(i),
                        None => {
                            println!("Nothing to take back.");
                            show = false;
                        }
                    }
                }
                _ if over.is_some() => {
                    println!("The game is over: n for a new one, u to take back, q to quit.");
                    show = false;
                }
                _ => match column {
                    Some(column) if position.can_play(column) => moves.push(column),
                    Some(column) => {
                        println!("Column {} is full.", column_char(column));
                        show = false;
                    }
                    None => {
                        println!(
                            "Type a column {}, u to take back, n for a new game or q to quit.",
                            range.replace('-', " to ")
                        );
                        show = false;
                    }
                },
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn standing_counts_the_moves_to_the_end() {
        // 4455, score 18: the first player wins with its 4th stone, two moves from now.
        assert_eq!(standing(18, 42, 4, true), "You can win in 2 moves.");
        assert_eq!(standing(-18, 42, 5, false), "you can win in 1 move, whatever I play.");
        assert_eq!(standing(0, 42, 5, false), "Draw with best play.");
        assert_eq!(standing(1, 42, 41, true), "You can win in 1 move.");
    }

    #[test]
    fn draws_the_board_with_the_last_stone_marked() {
        let position = Position::<4, 4>::after(&[1, 2]).unwrap();
        let text = draw(&position, Some(2));
        assert_eq!(
            text,
            "  1  2  3  4\n| .  .  .  . |\n| .  .  .  . |\n| .  .  .  . |\n| .  X [O] . |\n+------------+\n"
        );
    }
}
