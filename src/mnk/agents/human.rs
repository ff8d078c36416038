//! The agent `human`: asks on the terminal for a cell, until it gets an empty one.
//!
//! It reads `/dev/tty`, not stdin, so stdin stays the positions' input; no terminal, or a
//! closed one, is an error, never a hang.

use crate::mnk::agent::Agent;
use crate::mnk::game::Game;
use std::io::BufRead;

/// Asks on the terminal (`/dev/tty`), so stdin stays the positions' input.
pub struct Human;

impl Agent for Human {
    fn name(&self) -> String {
        "human".to_string()
    }

    fn choose(&mut self, game: &Game) -> Result<usize, String> {
        let tty = std::fs::OpenOptions::new().read(true).write(true).open("/dev/tty");
        let tty = tty.map_err(|_| "the human agent needs a terminal (/dev/tty)".to_string())?;
        let mut writer = tty.try_clone().map_err(|e| e.to_string())?;
        let mut reader = std::io::BufReader::new(tty);
        let shape = game.shape();
        loop {
            use std::io::Write;
            let _ = write!(
                writer,
                "{} to move after `{}`; your cell: ",
                game.to_move().symbol(),
                game.line()
            );
            let _ = writer.flush();
            let mut line = String::new();
            if reader.read_line(&mut line).map_err(|e| e.to_string())? == 0 {
                return Err("the terminal closed".to_string());
            }
            match shape.parse_cell(line.trim()) {
                Ok(cell) if game.at(cell).is_none() => return Ok(cell),
                Ok(_) => {
                    let _ = writeln!(writer, "that cell is taken");
                }
                Err(e) => {
                    let _ = writeln!(writer, "{}", e);
                }
            }
        }
    }
}
