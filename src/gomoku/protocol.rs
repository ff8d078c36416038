//! The Piskvork protocol (Gomocup's brain protocol, Petr Lastovička's description): a brain
//! reads one command a line on stdin and answers on stdout.
//!
//! Commands (any case; spaces around the line and a CR at its end ignored; empty lines
//! ignored): `START n` (a square board, 5 ≤ n ≤ 32: `OK`, else `ERROR` naming the limit),
//! `RECTSTART w,h` (the same for each side), `RESTART` (an empty board of the same size: `OK`),
//! `BEGIN` (our move on the board), `TURN x,y` (the opponent's stone, then our move),
//! `BOARD` then lines `x,y,f` (f: 1 ours, 2 the opponent's, 3 a wall: a stone of a won line
//! in a continuous game, which counts for no one) and `DONE` (a whole new position, then our
//! move), `TAKEBACK x,y` (removes that stone: `OK`), `PLAY x,y` (our stone there, echoed),
//! `INFO key value` (no answer: `timeout_turn`, `timeout_match`, `time_left` in
//! milliseconds, `max_memory` in bytes, `rule` (bit 1: exactly five wins; 2 continuous, 4
//! renju and 8 caro are played as their five rule: renju as exactly five, caro as five or
//! more), `max_node` (a node limit, Yixin's extension); `game_type`, `folder` and any other
//! key ignored), `ABOUT` (`name="…", version="…", author="…", country="…"`), `END` (exit at
//! once, silently). Moves are `x,y`, numbered from 0, x the column.
//! Anything else is answered `UNKNOWN …`; a known command with bad arguments (a malformed or
//! off-board or taken cell, a `TURN` before `START`, a bad `INFO` number, a `BOARD` broken by
//! another command) `ERROR …`, and the brain goes on. A line of bytes that are not ASCII text
//! is no manager's: the brain stops with `error: line N: …` on stderr, status 1. A line over
//! 64 KiB (its newline and one final CR not counted) is answered `ERROR` and skipped without
//! being kept.
//!
//! Time: a move's clock starts when its command (`TURN`, `BEGIN`, `BOARD`) is read and the
//! search gets `clock::move_time` of it; memory: the engine's tables take at most a third of
//! `max_memory` (and at most 64 MiB).

use super::board::{Board, Tables, EMPTY};
use super::clock::{move_time, TimeRules};
use super::search::Engine;
use super::shape::Rule;
use std::io::{BufRead, Write};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// The longest line kept, in bytes.
pub const MAX_LINE: usize = 64 * 1024;
/// Board sides the brain plays on.
pub const MIN_SIZE: usize = 5;
pub const MAX_SIZE: usize = 32;
const ABOUT: &str =
    "name=\"gamesolver_gomoku\", version=\"1.0\", author=\"game_solutions\", country=\"-\"";
/// The engine's tables when the manager sets no memory limit.
const DEFAULT_TABLE_BYTES: usize = 64 << 20;

/// A BOARD being read: its stones (x, y, field), its first fault, when it began.
type PendingBoard = (Vec<(usize, usize, u8)>, Option<String>, Instant);

/// The brain's state between commands.
pub struct Brain {
    board: Option<Board>,
    tables: Vec<Arc<Tables>>,
    rule: Rule,
    time: TimeRules,
    max_memory: u64,
    max_nodes: Option<u64>,
    engine: Option<(usize, Engine)>,
    /// A BOARD being read: its stones so far and the first fault in them.
    pending: Option<PendingBoard>,
    /// Whether to tell the search's figures in `MESSAGE` lines.
    pub messages: bool,
    /// A fixed node count instead of the clock (for reproducible runs).
    pub fixed_nodes: Option<u64>,
    pub ended: bool,
}

impl Default for Brain {
    fn default() -> Brain {
        Brain::new()
    }
}

/// `x,y` as two numbers.
fn parse_pair(text: &str) -> Option<(i64, i64)> {
    let mut parts = text.split(',');
    let x = parts.next()?.trim().parse::<i64>().ok()?;
    let y = parts.next()?.trim().parse::<i64>().ok()?;
    match parts.next() {
        None => Some((x, y)),
        Some(_) => None,
    }
}

impl Brain {
    pub fn new() -> Brain {
        Brain {
            board: None,
            tables: Vec::new(),
            rule: Rule::Freestyle,
            time: TimeRules::default(),
            max_memory: 0,
            max_nodes: None,
            engine: None,
            pending: None,
            messages: false,
            fixed_nodes: None,
            ended: false,
        }
    }

    fn tables_for(&mut self, rule: Rule) -> Arc<Tables> {
        if let Some(t) = self.tables.iter().find(|t| t.rule == rule) {
            return t.clone();
        }
        let t = Tables::new(rule);
        self.tables.push(t.clone());
        t
    }

    fn new_board(&mut self, width: usize, height: usize) {
        let tables = self.tables_for(self.rule);
        self.board = Some(Board::new(width, height, tables));
    }

    /// The board again under the current rule, with the same stones.
    fn apply_rule(&mut self) {
        let (width, height, stones) = match &self.board {
            Some(b) if b.rule() != self.rule => (
                b.width,
                b.height,
                (0..b.cells())
                    .filter(|&c| !b.is_empty(c))
                    .map(|c| (c, b.at(c)))
                    .collect::<Vec<_>>(),
            ),
            _ => return,
        };
        self.new_board(width, height);
        if let Some(board) = self.board.as_mut() {
            for (cell, held) in stones {
                board.place(cell, (held as usize - 1).min(2));
            }
        }
    }

    /// The cell of `x,y` on the board, or the error to answer.
    fn cell_of(&self, args: &str, command: &str) -> Result<usize, String> {
        let board = match &self.board {
            Some(b) => b,
            None => return Err(format!("ERROR {} before START", command)),
        };
        let on_board = |&(x, y): &(i64, i64)| {
            x >= 0 && y >= 0 && x < board.width as i64 && y < board.height as i64
        };
        let (x, y) = parse_pair(args)
            .filter(on_board)
            .ok_or_else(|| format!("ERROR {} expects x,y on the board", command))?;
        Ok(board.cell(x as usize, y as usize))
    }

    /// Answers one line (without its line end); the answer lines go to `out`.
    pub fn handle(&mut self, line: &str, out: &mut Vec<String>) {
        let line = line.trim();
        if self.pending.is_some() && self.board_line(line, out) {
            return;
        }
        if line.is_empty() {
            return;
        }
        let (word, args) = match line.find(|c: char| c.is_ascii_whitespace()) {
            Some(at) => (&line[..at], line[at..].trim()),
            None => (line, ""),
        };
        let command = word.to_ascii_uppercase();
        match command.as_str() {
            "START" => match args.parse::<usize>() {
                Ok(n) if (MIN_SIZE..=MAX_SIZE).contains(&n) => {
                    self.new_board(n, n);
                    out.push("OK".into());
                }
                _ => out
                    .push(format!("ERROR START expects a size from {} to {}", MIN_SIZE, MAX_SIZE)),
            },
            "RECTSTART" => match parse_pair(args) {
                Some((w, h))
                    if (MIN_SIZE as i64..=MAX_SIZE as i64).contains(&w)
                        && (MIN_SIZE as i64..=MAX_SIZE as i64).contains(&h) =>
                {
                    self.new_board(w as usize, h as usize);
                    out.push("OK".into());
                }
                _ => out.push(format!(
                    "ERROR RECTSTART expects width,height from {} to {}",
                    MIN_SIZE, MAX_SIZE
                )),
            },
            "RESTART" => match &self.board {
                Some(b) => {
                    let (w, h) = (b.width, b.height);
                    self.new_board(w, h);
                    out.push("OK".into());
                }
                None => out.push("ERROR RESTART before START".into()),
            },
            "BEGIN" => {
                if self.board.is_none() {
                    out.push("ERROR BEGIN before START".into());
                } else {
                    self.answer(Instant::now(), out);
                }
            }
            "TURN" => {
                let started = Instant::now();
                match self.cell_of(args, "TURN") {
                    Err(e) => out.push(e),
                    Ok(cell) => {
                        let board = self.board.as_mut().expect("checked by cell_of");
                        if !board.is_empty(cell) {
                            out.push("ERROR TURN expects an empty cell".into());
                        } else {
                            board.place(cell, 1);
                            self.answer(started, out);
                        }
                    }
                }
            }
            "PLAY" => match self.cell_of(args, "PLAY") {
                Err(e) => out.push(e),
                Ok(cell) => {
                    let board = self.board.as_mut().expect("checked by cell_of");
                    if !board.is_empty(cell) {
                        out.push("ERROR PLAY expects an empty cell".into());
                    } else {
                        board.place(cell, 0);
                        let (x, y) = board.xy(cell);
                        out.push(format!("{},{}", x, y));
                    }
                }
            },
            "TAKEBACK" => match self.cell_of(args, "TAKEBACK") {
                Err(e) => out.push(e),
                Ok(cell) => {
                    let board = self.board.as_mut().expect("checked by cell_of");
                    if board.is_empty(cell) {
                        out.push("ERROR TAKEBACK expects a stone".into());
                    } else {
                        board.remove(cell);
                        out.push("OK".into());
                    }
                }
            },
            "BOARD" => {
                if self.board.is_none() {
                    out.push("ERROR BOARD before START".into());
                } else {
                    self.pending = Some((Vec::new(), None, Instant::now()));
                }
            }
            "INFO" => self.info(args, out),
            "ABOUT" => out.push(ABOUT.into()),
            "END" => self.ended = true,
            _ => out.push(format!("UNKNOWN {}", word)),
        }
    }

    /// A line inside BOARD … DONE; false when it is not one (the BOARD is then broken off
    /// with an ERROR and the line read as a command).
    fn board_line(&mut self, line: &str, out: &mut Vec<String>) -> bool {
        if line.is_empty() {
            return true;
        }
        if line.eq_ignore_ascii_case("DONE") {
            let (stones, fault, started) = self.pending.take().expect("a BOARD is open");
            if let Some(fault) = fault {
                out.push(fault);
                return true;
            }
            let (w, h) = match &self.board {
                Some(b) => (b.width, b.height),
                None => return true,
            };
            self.new_board(w, h);
            let board = self.board.as_mut().expect("just made");
            for (x, y, field) in stones {
                board.place(board.cell(x, y), field as usize - 1);
            }
            self.answer(started, out);
            return true;
        }
        let mut parts = line.split(',');
        let numbers: Vec<Option<i64>> =
            parts.by_ref().map(|p| p.trim().parse::<i64>().ok()).collect();
        if numbers.len() != 3 || numbers.iter().any(|n| n.is_none()) {
            self.pending = None;
            out.push("ERROR BOARD expects x,y,field lines and DONE".into());
            return false;
        }
        let (x, y, field) =
            (numbers[0].unwrap_or(-1), numbers[1].unwrap_or(-1), numbers[2].unwrap_or(-1));
        let (w, h) = self.board.as_ref().map_or((0, 0), |b| (b.width as i64, b.height as i64));
        let pending = self.pending.as_mut().expect("a BOARD is open");
        let fits = x >= 0 && y >= 0 && x < w && y < h && (1..=3).contains(&field);
        if !fits || pending.0.iter().any(|&(px, py, _)| px as i64 == x && py as i64 == y) {
            pending.1 = Some(
                "ERROR BOARD expects x,y,field with x,y on the board, each once, field 1 to 3"
                    .to_string(),
            );
        } else if pending.1.is_none() {
            pending.0.push((x as usize, y as usize, field as u8));
        }
        true
    }

    fn info(&mut self, args: &str, out: &mut Vec<String>) {
        let (key, value) = match args.find(|c: char| c.is_ascii_whitespace()) {
            Some(at) => (args[..at].to_ascii_lowercase(), args[at..].trim()),
            None => (args.to_ascii_lowercase(), ""),
        };
        let number = value.parse::<i64>();
        let bad = |what: &str| format!("ERROR INFO {} expects {}", key, what);
        match key.as_str() {
            "" => out.push("ERROR INFO expects a key and a value".into()),
            "timeout_turn" | "timeout_match" | "max_memory" | "max_node" => match number {
                Ok(n) if n >= 0 => {
                    let n = n as u64;
                    match key.as_str() {
                        "timeout_turn" => self.time.turn_ms = n,
                        "timeout_match" => self.time.match_ms = n,
                        "max_memory" => self.max_memory = n,
                        _ => self.max_nodes = if n == 0 { None } else { Some(n) },
                    }
                }
                _ => out.push(bad("a number from 0")),
            },
            "time_left" => match number {
                Ok(n) => self.time.left_ms = Some(n),
                Err(_) => out.push(bad("a number")),
            },
            "rule" => match number {
                Ok(n) if n >= 0 => {
                    self.rule =
                        if n & 1 == 1 || n & 4 == 4 { Rule::Standard } else { Rule::Freestyle };
                    self.apply_rule();
                }
                _ => out.push(bad("a number from 0")),
            },
            "game_type" if number.map_or(true, |n| !(0..=3).contains(&n)) => {
                out.push(bad("0, 1, 2 or 3"))
            }
            _ => {}
        }
    }

    /// Our move on the board, played and written out.
    fn answer(&mut self, started: Instant, out: &mut Vec<String>) {
        let table_bytes = if self.max_memory == 0 {
            DEFAULT_TABLE_BYTES
        } else {
            ((self.max_memory / 3) as usize).min(DEFAULT_TABLE_BYTES)
        };
        if self.engine.as_ref().map_or(true, |(bytes, _)| *bytes != table_bytes) {
            self.engine = Some((table_bytes, Engine::new(table_bytes)));
        }
        let board = match self.board.as_mut() {
            Some(b) => b,
            None => return,
        };
        if board.is_full() {
            out.push("ERROR the board is full".into());
            return;
        }
        board.set_to_move(0);
        let nodes = self.fixed_nodes.or(self.max_nodes);
        let time = if self.fixed_nodes.is_some() {
            None
        } else {
            let total = move_time(&self.time, board.stones(), board.cells());
            Some(total.saturating_sub(started.elapsed()).max(Duration::from_millis(1)))
        };
        let engine = &mut self.engine.as_mut().expect("made above").1;
        let report = engine.choose(board, time, nodes);
        if self.messages {
            out.push(format!(
                "MESSAGE {} depth {} score {} nodes {} time {} ms",
                report.reason,
                report.depth,
                report.score,
                report.nodes,
                started.elapsed().as_millis()
            ));
        }
        let cell = report.cell;
        board.place(cell, 0);
        let (x, y) = board.xy(cell);
        out.push(format!("{},{}", x, y));
    }

    /// Whether the cell holds nothing (for tests).
    pub fn is_empty_at(&self, x: usize, y: usize) -> bool {
        self.board.as_ref().map_or(true, |b| b.at(b.cell(x, y)) == EMPTY)
    }
}

/// A bad stream: the line number and what was wrong.
#[derive(Debug)]
pub struct StreamError {
    pub line: usize,
    pub message: String,
}

/// Runs the brain over `input` until `END` or the end of the input, answering on `output`
/// (flushed after every answer).
pub fn run(
    brain: &mut Brain,
    input: &mut dyn BufRead,
    output: &mut dyn Write,
) -> Result<(), StreamError> {
    let mut number = 0;
    let mut line = Vec::new();
    loop {
        line.clear();
        let (complete, too_long) = read_line(input, &mut line)?;
        if !complete && line.is_empty() && !too_long {
            return Ok(());
        }
        number += 1;
        if let Some(&byte) =
            line.iter().find(|&&b| !(b == b'\t' || b == b'\r' || (0x20..0x7F).contains(&b)))
        {
            return Err(StreamError {
                line: number,
                message: format!("expected a line of ASCII text, found the byte 0x{:02X}", byte),
            });
        }
        let mut out = Vec::new();
        if too_long {
            out.push(format!("ERROR the line is longer than {} bytes", MAX_LINE));
        } else {
            brain.handle(std::str::from_utf8(&line).unwrap_or(""), &mut out);
        }
        if !out.is_empty() {
            let mut text = out.join("\n");
            text.push('\n');
            if output.write_all(text.as_bytes()).and_then(|_| output.flush()).is_err() {
                return Ok(());
            }
        }
        if brain.ended || !complete {
            return Ok(());
        }
    }
}

/// Whether a line read whole is over `MAX_LINE` bytes, not counting one final '\r' (which
/// `read_line` leaves room for); such a line is cleared.
fn over_limit(line: &mut Vec<u8>) -> bool {
    let counted = line.len() - usize::from(line.last() == Some(&b'\r'));
    if counted > MAX_LINE {
        line.clear();
        return true;
    }
    false
}

/// Reads one line into `line` (without its newline), keeping at most `MAX_LINE` bytes:
/// (whether it ended with a newline, whether it was too long).
fn read_line(input: &mut dyn BufRead, line: &mut Vec<u8>) -> Result<(bool, bool), StreamError> {
    let mut too_long = false;
    loop {
        let buffer = match input.fill_buf() {
            Ok(b) => b,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
            Err(_) => return Ok((false, too_long || over_limit(line))),
        };
        if buffer.is_empty() {
            return Ok((false, too_long || over_limit(line)));
        }
        let (used, done) = match buffer.iter().position(|&b| b == b'\n') {
            Some(at) => (at + 1, true),
            None => (buffer.len(), false),
        };
        let take = if done { used - 1 } else { used };
        if !too_long {
            // One byte over the limit is kept for a final '\r', which does not count.
            if line.len() + take > MAX_LINE + 1 {
                too_long = true;
                line.clear();
            } else {
                line.extend_from_slice(&buffer[..take]);
            }
        }
        input.consume(used);
        if done {
            return Ok((true, too_long || over_limit(line)));
        }
    }
}
