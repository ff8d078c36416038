//! Gomoku (`gamesolver_gomoku`), a Piskvork brain: the common checks read its input as the
//! protocol, one command a line, with the state of the session carried from line to line (the
//! board, an open BOARD, the rule, whether END was read). What each line is answered comes
//! from the protocol's description and the rules (`mod oracle`, a plain board that scans runs
//! of stones; it knows nothing of the engine's tables): `OK`, the `ABOUT` line, `UNKNOWN`, the
//! `ERROR` lines, nothing for `INFO` and `END`, and our move wherever the rules force it (the
//! centre on an empty board; a five, the first in reading order; else the block of the
//! opponent's five; else a move that makes two fives at once). A move the search chooses is
//! `(unchecked)`; the board is then unknown to the oracle until the next START, RESTART or
//! BOARD. The tests below hold the rest: tactical positions whose answers a plain threat
//! search finds (a win by continuous fours of 3 to 8 fours, played out; an open three
//! blocked), the rule difference, thousands of random positions answered with legal moves,
//! whole games against a random brain through stdin/stdout, and the clock under load.
use crate::common::Rng;
use crate::layout::{self, Layout, LineFormat, SILENT, UNCHECKED};
use crate::problem::{Case, Problem, RANDOM_CASES};
use std::cell::RefCell;
use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

pub struct Game;

const BINARY: &str = "gamesolver_gomoku";
/// The longest line the brain reads (docs/gomoku.md), in bytes.
const MAX_LINE: usize = 64 * 1024;
const ABOUT: &str =
    "name=\"gamesolver_gomoku\", version=\"1.0\", author=\"game_solutions\", country=\"-\"";

// ---- The rules on a plain board ----

mod oracle {
    /// A board: 0 empty, 1 ours, 2 the opponent's, 3 a wall; `exact`: only exactly five wins.
    #[derive(Clone, Debug)]
    pub struct Plain {
        pub width: usize,
        pub height: usize,
        pub cells: Vec<u8>,
        pub exact: bool,
    }

    const DIRS: [(i64, i64); 4] = [(1, 0), (0, 1), (1, 1), (1, -1)];

    impl Plain {
        pub fn new(width: usize, height: usize, exact: bool) -> Plain {
            Plain { width, height, cells: vec![0; width * height], exact }
        }

        /// The length of `side`'s run through `cell` in direction `d`, as if `cell` held it.
        fn run(&self, cell: usize, side: u8, (dx, dy): (i64, i64)) -> usize {
            let (x0, y0) = ((cell % self.width) as i64, (cell / self.width) as i64);
            let mut run = 1;
            for sign in [-1, 1] {
                let (mut x, mut y) = (x0 + sign * dx, y0 + sign * dy);
                while x >= 0
                    && y >= 0
                    && x < self.width as i64
                    && y < self.height as i64
                    && self.cells[(y as usize) * self.width + x as usize] == side
                {
                    run += 1;
                    x += sign * dx;
                    y += sign * dy;
                }
            }
            run
        }

        /// Whether `side` putting a stone on `cell` makes a winning line through it.
        pub fn wins_with(&self, cell: usize, side: u8) -> bool {
            DIRS.iter().any(|&d| {
                let run = self.run(cell, side, d);
                if self.exact {
                    run == 5
                } else {
                    run >= 5
                }
            })
        }

        /// The empty cells where `side` wins at once, in reading order.
        pub fn winning_cells(&self, side: u8) -> Vec<usize> {
            (0..self.cells.len()).filter(|&c| self.cells[c] == 0 && self.wins_with(c, side)).collect()
        }

        /// Whether `side` has a winning line on the board.
        pub fn has_won(&self, side: u8) -> bool {
            (0..self.cells.len()).any(|c| {
                self.cells[c] == side && {
                    DIRS.iter().any(|&d| {
                        let run = self.run(c, side, d);
                        if self.exact {
                            run == 5
                        } else {
                            run >= 5
                        }
                    })
                }
            })
        }

        /// How many cells `side` would win on after a stone on `cell`.
        pub fn fives_after(&mut self, cell: usize, side: u8) -> usize {
            self.cells[cell] = side;
            let n = self.winning_cells(side).len();
            self.cells[cell] = 0;
            n
        }

        pub fn stones(&self) -> usize {
            self.cells.iter().filter(|&&c| c == 1 || c == 2).count()
        }

        /// Our move where the rules force it: the centre of an empty board, a five (the first
        /// in reading order), the block of the opponent's five, a move that makes two fives.
        pub fn forced_move(&mut self) -> Option<usize> {
            let centre = self.height / 2 * self.width + self.width / 2;
            if self.stones() == 0 && self.cells[centre] == 0 {
                return Some(centre);
            }
            if let Some(&c) = self.winning_cells(1).first() {
                return Some(c);
            }
            if let Some(&c) = self.winning_cells(2).first() {
                return Some(c);
            }
            (0..self.cells.len()).find(|&c| self.cells[c] == 0 && self.fives_after(c, 1) >= 2)
        }

        /// The empty cells within four of `cell` on its lines where `side` wins at once.
        fn fives_near(&self, cell: usize, side: u8) -> Vec<usize> {
            let (x0, y0) = ((cell % self.width) as i64, (cell / self.width) as i64);
            let mut found = Vec::new();
            for &(dx, dy) in DIRS.iter() {
                for k in -4..=4 {
                    let (x, y) = (x0 + k * dx, y0 + k * dy);
                    if x < 0 || y < 0 || x >= self.width as i64 || y >= self.height as i64 {
                        continue;
                    }
                    let c = y as usize * self.width + x as usize;
                    if self.cells[c] == 0 && self.wins_with(c, side) && !found.contains(&c) {
                        found.push(c);
                    }
                }
            }
            found.sort_unstable();
            found
        }

        /// A plain threat search: whether `attacker`, to move, wins by continuous fours (each
        /// answered by the only block) ending in a five or two fives at once, within `depth`
        /// fours. A five of the defender's must be blocked first, and the chain goes on only
        /// if the block is itself a four.
        pub fn wins_by_fours(&mut self, attacker: u8, depth: u32) -> bool {
            if !self.winning_cells(attacker).is_empty() {
                return true;
            }
            let threats = self.winning_cells(3 - attacker);
            self.fours_from(attacker, depth, &threats)
        }

        /// `wins_by_fours` with the attacker having no five and the defender's fives known
        /// (new ones can only be on the lines of the defender's last stone).
        fn fours_from(&mut self, attacker: u8, depth: u32, threats: &[usize]) -> bool {
            let defender = 3 - attacker;
            if threats.len() > 1 {
                return false;
            }
            let cells: Vec<usize> = match threats.first() {
                Some(&c) => vec![c],
                None => (0..self.cells.len()).filter(|&c| self.cells[c] == 0).collect(),
            };
            for cell in cells {
                self.cells[cell] = attacker;
                let fives = self.fives_near(cell, attacker);
                let wins = if fives.len() >= 2 && threats.is_empty() {
                    true
                } else if fives.len() == 1 && depth > 0 {
                    let block = fives[0];
                    self.cells[block] = defender;
                    let new_threats = self.fives_near(block, defender);
                    let wins = self.fours_from(attacker, depth - 1, &new_threats);
                    self.cells[block] = 0;
                    wins
                } else {
                    false
                };
                self.cells[cell] = 0;
                if wins {
                    return true;
                }
            }
            false
        }

        /// Whether `side`, to move, can make two fives at once (an open four or a double four)
        /// with no five of the other side's to block first.
        pub fn has_open_four_move(&mut self, side: u8) -> bool {
            self.winning_cells(3 - side).is_empty()
                && (0..self.cells.len()).any(|c| self.cells[c] == 0 && self.fives_after(c, side) >= 2)
        }
    }
}
use oracle::Plain;

// ---- The protocol, line by line ----

/// An open BOARD: its stones (x, y, field) and whether one was bad.
type Pending = (Vec<(usize, usize, u8)>, bool);

/// The session as the oracle follows it.
#[derive(Clone, Default)]
struct Session {
    /// The board, and whether its stones are known (not after a searched move).
    board: Option<(Plain, bool)>,
    /// An open BOARD: its stones so far and whether one was bad.
    pending: Option<Pending>,
    exact: bool,
    ended: bool,
    /// The last `INFO timeout_turn` (None before one: the brain's default, 5 s).
    turn_ms: Option<i64>,
}

thread_local! {
    static SESSION: RefCell<Session> = RefCell::new(Session::default());
}

fn parse_pair(text: &str) -> Option<(i64, i64)> {
    let mut parts = text.split(',');
    let x = parts.next()?.trim().parse::<i64>().ok()?;
    let y = parts.next()?.trim().parse::<i64>().ok()?;
    match parts.next() {
        None => Some((x, y)),
        Some(_) => None,
    }
}

impl Session {
    /// Our move on the board: the forced one played, or unchecked.
    fn our_move(&mut self) -> String {
        let (plain, known) = match self.board.as_mut() {
            Some(b) => b,
            None => return "ERROR BEGIN before START".into(),
        };
        if !*known {
            return UNCHECKED.into();
        }
        if plain.cells.iter().all(|&c| c != 0) {
            return "ERROR the board is full".into();
        }
        match plain.forced_move() {
            Some(cell) => {
                plain.cells[cell] = 1;
                format!("{},{}", cell % plain.width, cell / plain.width)
            }
            None => {
                *known = false;
                UNCHECKED.into()
            }
        }
    }

    /// The cell of `x,y`, or the error.
    fn cell_of(&self, args: &str, command: &str) -> Result<usize, String> {
        let (plain, _) = match &self.board {
            Some(b) => b,
            None => return Err(format!("ERROR {} before START", command)),
        };
        let (w, h) = (plain.width as i64, plain.height as i64);
        match parse_pair(args) {
            Some((x, y)) if x >= 0 && y >= 0 && x < w && y < h => Ok((y * w + x) as usize),
            _ => Err(format!("ERROR {} expects x,y on the board", command)),
        }
    }

    fn new_board(&mut self, width: usize, height: usize) {
        self.board = Some((Plain::new(width, height, self.exact), true));
    }

    /// The answer to one line (SILENT for none); None for a line the brain refuses.
    fn answer(&mut self, line: &str) -> Option<String> {
        if self.ended {
            return Some(SILENT.into());
        }
        // The brain keeps no line over 64 KiB (its '\n' and one final '\r' not counted).
        if line.len() > MAX_LINE {
            return Some(format!("ERROR the line is longer than {} bytes", MAX_LINE));
        }
        if line.chars().any(|c| !(c == '\t' || c == '\r' || (' '..='~').contains(&c))) {
            return None;
        }
        let line = line.trim();
        if self.pending.is_some() {
            if line.is_empty() {
                return Some(SILENT.into());
            }
            if line.eq_ignore_ascii_case("DONE") {
                let (stones, bad) = self.pending.take().expect("open");
                if bad {
                    return Some(
                        "ERROR BOARD expects x,y,field with x,y on the board, each once, field 1 to 3"
                            .into(),
                    );
                }
                let (w, h) = self.board.as_ref().map(|(p, _)| (p.width, p.height)).expect("a board");
                self.new_board(w, h);
                let plain = &mut self.board.as_mut().expect("made").0;
                for (x, y, f) in stones {
                    plain.cells[y * w + x] = f;
                }
                return Some(self.our_move());
            }
            let numbers: Vec<Option<i64>> =
                line.split(',').map(|p| p.trim().parse::<i64>().ok()).collect();
            if numbers.len() == 3 && numbers.iter().all(|n| n.is_some()) {
                let (x, y, f) = (numbers[0]?, numbers[1]?, numbers[2]?);
                let plain = &self.board.as_ref().expect("a board").0;
                let (w, h) = (plain.width as i64, plain.height as i64);
                let pending = self.pending.as_mut().expect("open");
                let fits = x >= 0 && y >= 0 && x < w && y < h && (1..=3).contains(&f);
                if !fits || pending.0.iter().any(|&(px, py, _)| px as i64 == x && py as i64 == y) {
                    pending.1 = true;
                } else if !pending.1 {
                    pending.0.push((x as usize, y as usize, f as u8));
                }
                return Some(SILENT.into());
            }
            self.pending = None;
            let first = "ERROR BOARD expects x,y,field lines and DONE".to_string();
            let rest = self.command(line);
            return Some(if rest == SILENT { first } else { format!("{}\n{}", first, rest) });
        }
        Some(self.command(line))
    }

    fn command(&mut self, line: &str) -> String {
        if line.is_empty() {
            return SILENT.into();
        }
        let (word, args) = match line.find(|c: char| c.is_ascii_whitespace()) {
            Some(at) => (&line[..at], line[at..].trim()),
            None => (line, ""),
        };
        match word.to_ascii_uppercase().as_str() {
            "START" => match args.parse::<usize>() {
                Ok(n) if (5..=32).contains(&n) => {
                    self.new_board(n, n);
                    "OK".into()
                }
                _ => "ERROR START expects a size from 5 to 32".into(),
            },
            "RECTSTART" => match parse_pair(args) {
                Some((w, h)) if (5..=32).contains(&w) && (5..=32).contains(&h) => {
                    self.new_board(w as usize, h as usize);
                    "OK".into()
                }
                _ => "ERROR RECTSTART expects width,height from 5 to 32".into(),
            },
            "RESTART" => match self.board.as_ref().map(|(p, _)| (p.width, p.height)) {
                Some((w, h)) => {
                    self.new_board(w, h);
                    "OK".into()
                }
                None => "ERROR RESTART before START".into(),
            },
            "BEGIN" => self.our_move(),
            "TURN" | "PLAY" | "TAKEBACK" => {
                let name = word.to_ascii_uppercase();
                let cell = match self.cell_of(args, &name) {
                    Ok(c) => c,
                    Err(e) => return e,
                };
                let (plain, known) = self.board.as_mut().expect("checked");
                if !*known {
                    return UNCHECKED.into();
                }
                let empty = plain.cells[cell] == 0;
                match name.as_str() {
                    "TURN" if empty => {
                        plain.cells[cell] = 2;
                        self.our_move()
                    }
                    "PLAY" if empty => {
                        plain.cells[cell] = 1;
                        format!("{},{}", cell % plain.width, cell / plain.width)
                    }
                    "TAKEBACK" if !empty => {
                        plain.cells[cell] = 0;
                        "OK".into()
                    }
                    "TAKEBACK" => "ERROR TAKEBACK expects a stone".into(),
                    _ => format!("ERROR {} expects an empty cell", name),
                }
            }
            "BOARD" => {
                if self.board.is_none() {
                    return "ERROR BOARD before START".into();
                }
                self.pending = Some((Vec::new(), false));
                SILENT.into()
            }
            "INFO" => self.info(args),
            "ABOUT" => ABOUT.into(),
            "END" => {
                self.ended = true;
                SILENT.into()
            }
            _ => format!("UNKNOWN {}", word),
        }
    }

    fn info(&mut self, args: &str) -> String {
        let (key, value) = match args.find(|c: char| c.is_ascii_whitespace()) {
            Some(at) => (args[..at].to_ascii_lowercase(), args[at..].trim()),
            None => (args.to_ascii_lowercase(), ""),
        };
        let number = value.parse::<i64>();
        let bad = |what: &str| format!("ERROR INFO {} expects {}", key, what);
        match key.as_str() {
            "" => "ERROR INFO expects a key and a value".into(),
            "timeout_turn" | "timeout_match" | "max_memory" | "max_node" => match number {
                Ok(n) if n >= 0 => {
                    if key == "timeout_turn" {
                        self.turn_ms = Some(n);
                    }
                    SILENT.into()
                }
                _ => bad("a number from 0"),
            },
            "time_left" => match number {
                Ok(_) => SILENT.into(),
                Err(_) => bad("a number"),
            },
            "rule" => match number {
                Ok(n) if n >= 0 => {
                    self.exact = n & 1 == 1 || n & 4 == 4;
                    if let Some((plain, _)) = self.board.as_mut() {
                        plain.exact = self.exact;
                    }
                    SILENT.into()
                }
                _ => bad("a number from 0"),
            },
            "game_type" => match number {
                Ok(n) if (0..=3).contains(&n) => SILENT.into(),
                _ => bad("0, 1, 2 or 3"),
            },
            _ => SILENT.into(),
        }
    }
}

/// One line of the layout, the session carried from line to line of one input.
fn answer_line(line: &str, _cheap: bool) -> Option<String> {
    SESSION.with(|cell| {
        if layout::line_index() == 0 {
            *cell.borrow_mut() = Session::default();
        }
        cell.borrow_mut().answer(line)
    })
}

fn is_answer(line: &str) -> bool {
    let is_move = parse_pair(line).map_or(false, |(x, y)| (0..32).contains(&x) && (0..32).contains(&y))
        && line.chars().all(|c| c.is_ascii_digit() || c == ',');
    is_move
        || line == "OK"
        || line == ABOUT
        || line.starts_with("ERROR ")
        || line.starts_with("UNKNOWN ")
}

// ---- Positions and scripts ----

/// A random position of `pairs` stones a side near the middle of a `size` board, with no five.
fn random_position(rng: &mut Rng, size: usize, pairs: usize, exact: bool) -> Plain {
    loop {
        let mut plain = Plain::new(size, size, exact);
        let (low, high) = (size as u64 / 4, size as u64 * 3 / 4);
        let mut placed = 0;
        while placed < 2 * pairs {
            let cell = rng.range(low, high) as usize * size + rng.range(low, high) as usize;
            if plain.cells[cell] == 0 {
                plain.cells[cell] = 1 + (placed % 2) as u8;
                placed += 1;
            }
        }
        if !plain.has_won(1) && !plain.has_won(2) {
            return plain;
        }
    }
}

/// Adds `count` stones of `side` in a row through empty cells with one cell left empty in
/// the middle or at an end, if there is room: a four (count 4) or a three.
fn plant_line(rng: &mut Rng, plain: &mut Plain, side: u8, count: usize) -> bool {
    let dirs = [(1i64, 0i64), (0, 1), (1, 1), (1, -1)];
    for _ in 0..200 {
        let (dx, dy) = dirs[rng.range(0, 3) as usize];
        let (x0, y0) = (rng.range(0, plain.width as u64 - 1) as i64, rng.range(0, plain.height as u64 - 1) as i64);
        let gap = rng.range(0, count as u64) as i64;
        let cells: Vec<(i64, i64)> = (0..=count as i64).map(|k| (x0 + k * dx, y0 + k * dy)).collect();
        let inside = cells.iter().all(|&(x, y)| x >= 0 && y >= 0 && x < plain.width as i64 && y < plain.height as i64);
        if !inside {
            continue;
        }
        let idx: Vec<usize> = cells.iter().map(|&(x, y)| y as usize * plain.width + x as usize).collect();
        if idx.iter().any(|&c| plain.cells[c] != 0) {
            continue;
        }
        let mut copy = plain.clone();
        for (k, &c) in idx.iter().enumerate() {
            if k as i64 != gap {
                copy.cells[c] = side;
            }
        }
        if !copy.has_won(1) && !copy.has_won(2) {
            *plain = copy;
            return true;
        }
    }
    false
}

/// The BOARD command for `plain` (stones in a random order).
fn board_command(rng: &mut Rng, plain: &Plain) -> Vec<String> {
    let mut stones: Vec<usize> = (0..plain.cells.len()).filter(|&c| plain.cells[c] != 0).collect();
    for i in (1..stones.len()).rev() {
        stones.swap(i, rng.range(0, i as u64) as usize);
    }
    let mut lines = vec!["BOARD".to_string()];
    lines.extend(stones.iter().map(|&c| format!("{},{},{}", c % plain.width, c / plain.width, plain.cells[c])));
    lines.push("DONE".into());
    lines
}

/// Garbage and unknown lines, each with what the session answers.
const ODD_LINES: &[&str] = &[
    "HELLO",
    "turnx 1,1",
    "START",
    "START 4",
    "START 33",
    "START x",
    "RECTSTART 10",
    "RECTSTART 40,10",
    "TURN",
    "TURN 1",
    "TURN 1,2,3",
    "TURN -1,0",
    "TURN 99,1",
    "TAKEBACK a,b",
    "INFO",
    "INFO timeout_turn abc",
    "INFO timeout_turn -5",
    "INFO time_left x",
    "INFO rule -1",
    "INFO game_type 7",
    "INFO folder /tmp/x",
    "INFO evaluate 3,4",
    "INFO max_memory 350000000",
    "INFO timeout_match 30000",
    "INFO time_left -20",
    "   ",
    "",
    "SWAP2BOARD",
    "YXSTOP",
    "ABOUT",
];

/// A script of protocol lines whose moves the rules force, with the oracle's answers.
fn random_script(rng: &mut Rng, lines: usize) -> Vec<Case> {
    let mut script: Vec<String> = Vec::new();
    while script.len() < lines {
        let size = [15, 20, 15, 9, 32][rng.range(0, 4) as usize];
        script.push(if rng.range(0, 5) == 0 {
            format!("RECTSTART {},{}", size, size)
        } else {
            format!("START {}", size)
        });
        let rule = rng.range(0, 2);
        if rule > 0 {
            script.push(format!("INFO rule {}", [0, 1, 4][rule as usize]));
        }
        script.push("INFO timeout_turn 200".into());
        let exact = rule > 0;
        for _ in 0..rng.range(1, 4) {
            match rng.range(0, 5) {
                0 => {
                    script.push("RESTART".into());
                    script.push("BEGIN".into());
                    script.push("RESTART".into());
                }
                1 => script.push(ODD_LINES[rng.range(0, ODD_LINES.len() as u64 - 1) as usize].into()),
                2 => {
                    script.push("TAKEBACK 0,0".into());
                    script.push(format!("PLAY {},{}", rng.range(0, 4), rng.range(0, 4)));
                }
                _ => {
                    // A position with a four for one side or both: the move is forced.
                    let pairs = rng.range(0, 6) as usize;
                    let mut plain = random_position(rng, size, pairs, exact);
                    let side = 1 + rng.range(0, 1) as u8;
                    plant_line(rng, &mut plain, side, 4);
                    if rng.range(0, 2) == 0 {
                        plant_line(rng, &mut plain, 3 - side, 4);
                    }
                    let mut forced = plain.clone();
                    if forced.forced_move().is_none() {
                        continue;
                    }
                    let board = board_command(rng, &plain);
                    if rng.range(0, 3) == 0 && board.len() > 3 {
                        // The same position reached by TURN: the opponent's stone comes last.
                        let last = board[1..board.len() - 1]
                            .iter()
                            .position(|l| l.ends_with(",2"))
                            .map(|i| i + 1);
                        if let Some(at) = last {
                            let mut head = board.clone();
                            let turn = head.remove(at);
                            let xy: Vec<&str> = turn.split(',').collect();
                            head.pop();
                            let mut without = plain.clone();
                            let (x, y): (usize, usize) = (xy[0].parse().unwrap_or(0), xy[1].parse().unwrap_or(0));
                            without.cells[y * size + x] = 0;
                            if without.clone().forced_move().is_some() {
                                // Our move after the BOARD would be forced too; keep it simple.
                                script.extend(board);
                                continue;
                            }
                        }
                    }
                    script.extend(board);
                    script.push("TAKEBACK 0,0".into());
                }
            }
        }
        script.push(["RESTART", "ABOUT"][rng.range(0, 1) as usize].into());
    }
    script.push("END".into());
    let mut session = Session::default();
    script
        .into_iter()
        .map(|line| {
            let answer = session.answer(&line).expect("a script line is text");
            Case::Line(line, answer)
        })
        .collect()
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::Lines(LineFormat { test: answer_line, answer_shape: is_answer })
    }

    /// Scripts of forced positions (a four planted for one side or both, by BOARD), the
    /// odd lines, BEGIN on an empty board, TAKEBACK, PLAY, RESTART, until END.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        random_script(rng, RANDOM_CASES + 80)
    }

    /// The oracle's forced moves against the plain threat search on 300 random positions:
    /// a forced move wins at once, blocks the only five, or leaves two fives.
    fn check_reference(&self) {
        let mut rng = Rng::new(39);
        for _ in 0..300 {
            let pairs = rng.range(2, 12) as usize;
            let mut plain = random_position(&mut rng, 15, pairs, false);
            let side = 1 + rng.range(0, 1) as u8;
            plant_line(&mut rng, &mut plain, side, 4);
            let mut copy = plain.clone();
            if let Some(cell) = copy.forced_move() {
                assert_eq!(plain.cells[cell], 0);
                let wins = plain.winning_cells(1);
                let threats = plain.winning_cells(2);
                if !wins.is_empty() {
                    assert_eq!(cell, wins[0]);
                } else if !threats.is_empty() {
                    assert_eq!(cell, threats[0]);
                } else {
                    assert!(plain.fives_after(cell, 1) >= 2);
                    assert!(plain.wins_by_fours(1, 1));
                }
            }
        }
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        vec![
            ("START 15\n\u{e9}\n".into(), "OK\n"),
            ("START 15\nTURN 7,7\u{1}\n".into(), "OK\n"),
            ("ABOUT\n\0\n".into(), "name=\"gamesolver_gomoku\", version=\"1.0\", author=\"game_solutions\", country=\"-\"\n"),
            ("START 15\nBEGIN\nTURN 1,1\u{7f}\n".into(), "OK\n7,7\n"),
        ]
    }

    /// 400 sessions on 20x20: BOARD with a four of ours planted among 20 stones each (our
    /// five answered), then END only at the end.
    fn max_cases(&self, rng: &mut Rng) -> Vec<(&'static str, String)> {
        let mut text = String::new();
        for _ in 0..400 {
            text.push_str("START 20\nINFO timeout_turn 5000\nINFO rule 0\n");
            let mut plain = random_position(rng, 20, 20, false);
            plant_line(rng, &mut plain, 1, 4);
            for line in board_command(rng, &plain) {
                text.push_str(&line);
                text.push_str("\r\n");
            }
        }
        text.push_str("END\n");
        vec![("sessions", text)]
    }

    /// Scripts whose searched moves (the answers the oracle leaves unchecked) take at most a
    /// second in all by their `INFO timeout_turn` (5 s without one): a search spends the clock,
    /// and the harness gives an input 3 s. A line near the length limit with bytes that are not
    /// UTF-8 is left out too: the oracle reads it with U+FFFD in their place, another length.
    fn fuzz_affordable(&self, input: &[u8]) -> bool {
        let mut session = Session::default();
        let mut searched_ms = 0;
        let text = String::from_utf8_lossy(input);
        for line in text.split('\n') {
            let line = line.strip_suffix('\r').unwrap_or(line);
            if line.contains('\u{FFFD}') && line.len() > MAX_LINE - 4096 {
                return false;
            }
            match session.answer(line) {
                Some(answer) if answer.contains(UNCHECKED) => {
                    searched_ms += session.turn_ms.unwrap_or(5000).max(50);
                }
                Some(_) => {}
                None => break,
            }
        }
        searched_ms <= 1000
    }
}

// ---- The brain as a child process ----

/// A running brain with its pipes.
struct Brain {
    child: std::process::Child,
    input: std::process::ChildStdin,
    output: BufReader<std::process::ChildStdout>,
}

impl Brain {
    fn start(args: &[&str]) -> Brain {
        let path = assert_cmd::cargo::cargo_bin(BINARY);
        let mut child = Command::new(path)
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("the brain starts");
        let input = child.stdin.take().expect("stdin");
        let output = BufReader::new(child.stdout.take().expect("stdout"));
        Brain { child, input, output }
    }

    fn send(&mut self, line: &str) {
        writeln!(self.input, "{}\r", line).expect("the brain reads");
        self.input.flush().expect("flushed");
    }

    fn read(&mut self) -> String {
        let mut line = String::new();
        self.output.read_line(&mut line).expect("the brain answers");
        line.trim_end().to_string()
    }

    /// Sends `line` and reads a move (skipping MESSAGE lines), with the time it took.
    fn move_after(&mut self, line: &str) -> ((usize, usize), Duration) {
        let started = Instant::now();
        self.send(line);
        loop {
            let answer = self.read();
            if answer.starts_with("MESSAGE") || answer.starts_with("DEBUG") {
                continue;
            }
            let (x, y) = parse_pair(&answer).unwrap_or_else(|| panic!("a move, got {:?}", answer));
            return ((x as usize, y as usize), started.elapsed());
        }
    }
}

impl Drop for Brain {
    fn drop(&mut self) {
        writeln!(self.input, "END").ok();
        self.input.flush().ok();
        let deadline = Instant::now() + Duration::from_secs(2);
        while Instant::now() < deadline {
            if let Ok(Some(_)) = self.child.try_wait() {
                return;
            }
            std::thread::sleep(Duration::from_millis(5));
        }
        self.child.kill().ok();
    }
}

/// Positions as text: rows top first, `x` ours, `o` the opponent's, `.` empty.
fn position(rows: &[&str], exact: bool) -> Plain {
    let size = rows.len();
    let mut plain = Plain::new(size, size, exact);
    for (y, row) in rows.iter().enumerate() {
        for (x, c) in row.bytes().enumerate() {
            plain.cells[y * size + x] = match c {
                b'x' => 1,
                b'o' => 2,
                _ => 0,
            };
        }
    }
    plain
}

fn board_lines(plain: &Plain) -> Vec<String> {
    let mut lines = vec!["BOARD".to_string()];
    for c in 0..plain.cells.len() {
        if plain.cells[c] != 0 {
            lines.push(format!("{},{},{}", c % plain.width, c / plain.width, plain.cells[c]));
        }
    }
    lines.push("DONE".into());
    lines
}

/// Sets up a brain on `plain` and returns its move.
fn brain_move(brain: &mut Brain, plain: &Plain, rule: u32) -> (usize, usize) {
    brain.send(&format!("START {}", plain.width));
    assert_eq!(brain.read(), "OK");
    brain.send(&format!("INFO rule {}", rule));
    brain.send("INFO timeout_turn 1000");
    let lines = board_lines(plain);
    for line in &lines[..lines.len() - 1] {
        brain.send(line);
    }
    brain.move_after("DONE").0
}

/// The rule difference: an overline wins in freestyle, not in standard.
#[test]
fn an_overline_wins_in_freestyle_only() {
    // x x x . x x on row 7: the gap makes six.
    let rows = [
        "...............",
        "...............",
        "...............",
        "...............",
        "...............",
        "...............",
        "..o..o....o....",
        "...xxx.xx......",
        "...o.o...o.o...",
        "...............",
        "...............",
        "...............",
        "...............",
        "...............",
        "...............",
    ];
    let free = position(&rows, false);
    let exact = position(&rows, true);
    assert_eq!(free.winning_cells(1), vec![7 * 15 + 6]);
    assert!(exact.winning_cells(1).is_empty());
    let mut brain = Brain::start(&[]);
    assert_eq!(brain_move(&mut brain, &free, 0), (6, 7));
    let (x, y) = brain_move(&mut brain, &exact, 1);
    assert!((x, y) != (6, 7), "standard: the overline cell is no win");
}

/// Win in one, block a four, block an open three: each answer checked by the plain search.
#[test]
fn takes_a_five_blocks_a_four_and_stops_an_open_three() {
    let mut rng = Rng::new(3939);
    let mut brain = Brain::start(&["--nodes", "3000"]);
    let (mut wins, mut blocks, mut threes) = (0, 0, 0);
    for round in 0..90 {
        let pairs = rng.range(3, 10) as usize;
        let mut plain = random_position(&mut rng, 15, pairs, false);
        match round % 3 {
            0 => {
                plant_line(&mut rng, &mut plain, 1, 4);
            }
            1 => {
                plant_line(&mut rng, &mut plain, 2, 4);
            }
            _ => {
                plant_line(&mut rng, &mut plain, 2, 3);
            }
        }
        let our_wins = plain.winning_cells(1);
        let their_wins = plain.winning_cells(2);
        let (x, y) = brain_move(&mut brain, &plain, 0);
        let cell = y * 15 + x;
        assert_eq!(plain.cells[cell], 0, "an empty cell");
        let mut after = plain.clone();
        after.cells[cell] = 1;
        if !our_wins.is_empty() {
            assert!(our_wins.contains(&cell), "a five was there: {:?}", our_wins);
            wins += 1;
        } else if their_wins.len() == 1 {
            assert_eq!(cell, their_wins[0], "the only block");
            blocks += 1;
        } else if their_wins.is_empty()
            && plain.clone().has_open_four_move(2)
            && !plain.clone().wins_by_fours(1, 4)
            && (0..225).any(|c| {
                plain.cells[c] == 0 && {
                    let mut t = plain.clone();
                    t.cells[c] = 1;
                    !t.has_open_four_move(2) && !t.wins_by_fours(2, 3)
                }
            })
        {
            // An open three with a defence: the answer leaves no open four and no win by fours.
            assert!(
                !after.clone().has_open_four_move(2) || !after.winning_cells(1).is_empty(),
                "the open three was left open: {:?} after {:?}",
                (x, y),
                plain
            );
            threes += 1;
        }
    }
    assert!(wins >= 20 && blocks >= 20 && threes >= 5, "{} {} {}", wins, blocks, threes);
}

/// Wins by continuous fours: the plain search says how many fours each needs (3 to 8, none
/// fewer); the brain's move is a four after whose only block the win by fours is still there.
#[test]
fn plays_out_wins_by_fours_of_three_to_eight() {
    let mut found = Vec::new();
    for (rows, fours) in VCF_POSITIONS {
        let mut plain = position(rows, false);
        assert!(!plain.wins_by_fours(1, *fours - 1), "a shorter win than {}", fours);
        assert!(plain.wins_by_fours(1, *fours), "no win of {} fours", fours);
        assert!(!plain.has_open_four_move(1) && plain.winning_cells(1).is_empty());
        found.push(*fours);
        let mut brain = Brain::start(&[]);
        let (x, y) = brain_move(&mut brain, &plain, 0);
        let cell = y * plain.width + x;
        assert_eq!(plain.cells[cell], 0);
        plain.cells[cell] = 1;
        let fives = plain.winning_cells(1);
        assert_eq!(fives.len(), 1, "{} fours: {},{} is no four", fours, x, y);
        plain.cells[fives[0]] = 2;
        // The engine's chain may be longer than the shortest (it searches up to 12 fours).
        assert!(plain.wins_by_fours(1, 11), "{} fours: {},{} loses the win", fours, x, y);
    }
    for fours in 3..=8 {
        assert!(found.contains(&fours), "no position of {} fours", fours);
    }
}

/// Finds positions for `VCF_POSITIONS`: `make gomoku-vcf` runs it.
#[test]
#[ignore = "a generator: make gomoku-vcf"]
fn find_vcf_positions() {
    let mut rng = Rng::new(1);
    let mut found = [false; 10];
    for _ in 0..200_000 {
        let pairs = rng.range(10, 22) as usize;
        let mut plain = random_position(&mut rng, 15, pairs, false);
        if !plain.winning_cells(1).is_empty() || !plain.winning_cells(2).is_empty() || plain.has_open_four_move(1) {
            continue;
        }
        for k in 1..=9u32 {
            if plain.wins_by_fours(1, k) {
                if k >= 3 && !found[k as usize] {
                    found[k as usize] = true;
                    println!("    // {} fours", k);
                    println!("    (&[");
                    for y in 0..15 {
                        let row: String = (0..15).map(|x| ['.', 'x', 'o', '#'][plain.cells[y * 15 + x] as usize]).collect();
                        println!("        \"{}\",", row);
                    }
                    println!("    ], {}),", k);
                }
                break;
            }
        }
        if (3..=9).all(|k| found[k]) {
            break;
        }
    }
}

/// Positions (15x15, x to move) with their shortest win by fours.
const VCF_POSITIONS: &[(&[&str], u32)] = &[
    // 3 fours
    (&[
        "...............",
        "...............",
        "...............",
        "...oox.x.xo....",
        "......ox.......",
        ".....xo....x...",
        "....x.o...o....",
        "...x.ox...xo...",
        "...x....ooo....",
        "....o....x.x...",
        "....ooxxxo.....",
        "....oxo....x...",
        "...............",
        "...............",
        "...............",
    ], 3),
    // 4 fours
    (&[
        "...............",
        "...............",
        "...............",
        ".....oxx.oo....",
        "....o...xo.....",
        ".....o.o..ox...",
        "...x.x..x..o...",
        "...xx....ox....",
        "...o.....oo....",
        "...o.o...xo....",
        "...x..xx..ox...",
        "...x...xo..x...",
        "...............",
        "...............",
        "...............",
    ], 4),
    // 6 fours
    (&[
        "...............",
        "...............",
        "...............",
        "....x...x.o....",
        "........o......",
        "....o.x..xx....",
        "...ox...o......",
        "...oox.x.......",
        "....x.o..o.....",
        ".....x.........",
        "..........x....",
        ".....o.o.xo....",
        "...............",
        "...............",
        "...............",
    ], 6),
    // 8 fours
    (&[
        "...............",
        "...............",
        "...............",
        "...o...........",
        ".....oxxo......",
        "......ox.......",
        "...o.......o...",
        ".....x.....x...",
        "......oxo......",
        "...x......ox...",
        "....o..x...x...",
        "........o.x....",
        "...............",
        "...............",
        "...............",
    ], 8),
    // 5 fours
    (&[
        "...............",
        "...............",
        "...............",
        "....x.ox.......",
        "......xo...o...",
        "...oo....ox....",
        "...o...x.o.....",
        "...x..o.o......",
        "...x....x......",
        "......xx.......",
        "...xx...oxo....",
        ".....o.oxo.x...",
        "...............",
        "...............",
        "...............",
    ], 5),
    // 7 fours
    (&[
        "...............",
        "...............",
        "...............",
        "....x...oxx....",
        "....x.oxoxx....",
        "....x.ox..o....",
        "....o.o...o....",
        "...x..xo..o....",
        "....o..o.xx....",
        "....ooox..xx...",
        "....x....ox....",
        "...oxxo..oo....",
        "...............",
        "...............",
        "...............",
    ], 7),
];

/// Thousands of random positions, each answered with an empty cell of the board.
#[test]
fn random_positions_get_legal_moves() {
    let mut rng = Rng::new(2039);
    let mut input = String::from("START 15\nINFO timeout_turn 1000\n");
    let mut positions = Vec::new();
    for i in 0..2000 {
        let size = if i % 4 == 0 { 20 } else { 15 };
        if i % 200 == 0 || i % 4 <= 1 {
            input.push_str(&format!("START {}\n", size));
        }
        let pairs = rng.range(0, 30) as usize;
        let plain = random_position(&mut rng, if i % 4 <= 1 { size } else { 15 }, pairs, false);
        for line in board_lines(&plain) {
            input.push_str(&line);
            input.push('\n');
        }
        positions.push(plain);
    }
    input.push_str("END\n");
    let run = Command::new(assert_cmd::cargo::cargo_bin(BINARY))
        .args(["--nodes", "150"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .and_then(|mut child| {
            child.stdin.take().expect("stdin").write_all(input.as_bytes())?;
            child.wait_with_output()
        })
        .expect("the brain runs");
    let text = String::from_utf8_lossy(&run.stdout);
    let moves: Vec<&str> = text.lines().filter(|l| *l != "OK").collect();
    assert_eq!(moves.len(), positions.len(), "one move a position");
    for (plain, answer) in positions.iter().zip(moves) {
        let (x, y) = parse_pair(answer).unwrap_or_else(|| panic!("a move, got {:?}", answer));
        assert!(x >= 0 && y >= 0 && (x as usize) < plain.width && (y as usize) < plain.height, "{}", answer);
        assert_eq!(plain.cells[y as usize * plain.width + x as usize], 0, "{} is taken", answer);
    }
}

/// Whole games through stdin and stdout against a random brain written here (it takes a
/// five when it has one): every move legal, every five taken, and the brain wins them all.
#[test]
fn beats_a_random_brain_with_legal_moves() {
    let mut rng = Rng::new(77);
    let mut brain = Brain::start(&[]);
    brain.send("START 15");
    assert_eq!(brain.read(), "OK");
    brain.send("INFO timeout_turn 60");
    brain.send("INFO timeout_match 100000");
    for game in 0..4 {
        if game > 0 {
            brain.send("RESTART");
            assert_eq!(brain.read(), "OK");
        }
        let mut plain = Plain::new(15, 15, false);
        let mut reply = if game % 2 == 0 { Some(brain.move_after("BEGIN").0) } else { None };
        loop {
            if let Some((x, y)) = reply {
                let cell = y * 15 + x;
                assert_eq!(plain.cells[cell], 0, "game {}: {},{} is taken", game, x, y);
                let could_win = plain.winning_cells(1);
                plain.cells[cell] = 1;
                if !could_win.is_empty() {
                    assert!(plain.has_won(1), "game {}: a five was left at {:?}", game, could_win);
                }
                if plain.has_won(1) {
                    break;
                }
            }
            let empty: Vec<usize> = (0..225).filter(|&c| plain.cells[c] == 0).collect();
            assert!(!empty.is_empty(), "game {}: a draw", game);
            let wins = plain.winning_cells(2);
            let cell = match wins.first() {
                Some(&c) => c,
                None => empty[rng.range(0, empty.len() as u64 - 1) as usize],
            };
            plain.cells[cell] = 2;
            assert!(!plain.has_won(2), "game {}: the random brain won", game);
            reply = Some(brain.move_after(&format!("TURN {},{}", cell % 15, cell / 15)).0);
        }
    }
}

/// The turn's limit kept with every core busy: each answer within `timeout_turn`.
#[test]
fn keeps_the_turn_limit_under_load() {
    let stop = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    let spinners: Vec<_> = (0..3)
        .map(|_| {
            let stop = stop.clone();
            std::thread::spawn(move || {
                let mut x = 0u64;
                while !stop.load(std::sync::atomic::Ordering::Relaxed) {
                    x = x.wrapping_mul(6364136223846793005).wrapping_add(1);
                }
                x
            })
        })
        .collect();
    let mut brain = Brain::start(&[]);
    brain.send("START 20");
    assert_eq!(brain.read(), "OK");
    brain.send("INFO timeout_turn 400");
    brain.send("INFO timeout_match 0");
    let mut rng = Rng::new(5);
    let mut plain = Plain::new(20, 20, false);
    let mut slowest = Duration::from_millis(0);
    let (mut mv, mut took) = brain.move_after("BEGIN");
    for _ in 0..8 {
        slowest = slowest.max(took);
        plain.cells[mv.1 * 20 + mv.0] = 1;
        let empty: Vec<usize> = (0..400).filter(|&c| plain.cells[c] == 0 && !plain.wins_with(c, 1)).collect();
        let cell = empty[rng.range(0, empty.len() as u64 - 1) as usize];
        plain.cells[cell] = 2;
        let (next, time) = brain.move_after(&format!("TURN {},{}", cell % 20, cell / 20));
        mv = next;
        took = time;
        if plain.cells[mv.1 * 20 + mv.0] != 0 {
            panic!("{:?} is taken", mv);
        }
        if plain.wins_with(mv.1 * 20 + mv.0, 1) {
            break;
        }
    }
    slowest = slowest.max(took);
    stop.store(true, std::sync::atomic::Ordering::Relaxed);
    for s in spinners {
        s.join().ok();
    }
    assert!(slowest <= Duration::from_millis(1400), "a move took {:?}", slowest);
}

/// Runs the brain with `args` on `input`: (status, stdout, stderr).
fn run_with_args(args: &[&str], input: &[u8]) -> (Option<i32>, String, String) {
    let output = Command::new(assert_cmd::cargo::cargo_bin(BINARY))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .and_then(|mut child| {
            child.stdin.take().expect("stdin").write_all(input)?;
            child.wait_with_output()
        })
        .expect("the brain runs");
    (
        output.status.code(),
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

/// `--move` reads positions in Connect-N's notation; a five is taken, a bad cell refused.
#[test]
fn move_mode_reads_positions_and_refuses_bad_cells() {
    let (code, stdout, stderr) =
        run_with_args(&["--move", "--nodes", "500"], b"h8 h9 i8 i9 j8 j9 k8 k9\n\n");
    assert_eq!(code, Some(0), "{}", stderr);
    let lines: Vec<&str> = stdout.lines().collect();
    assert!(lines[0] == "g8" || lines[0] == "l8", "{:?}", lines);
    assert_eq!(lines[1], "h8");
    let (code, _, stderr) = run_with_args(&["--move"], b"h8 z9\n");
    assert_eq!(code, Some(1));
    assert!(stderr.starts_with("error: line 1: expected a cell"), "{}", stderr);
}

// ---- The page's server (`--serve`) ----

/// The name of `cell` of `plain` in the page's notation: column letter, row from the bottom.
fn cell_name(plain: &Plain, cell: usize) -> String {
    let (x, y) = (cell % plain.width, cell / plain.width);
    format!("{}{}", (b'a' + x as u8) as char, plain.height - y)
}

/// The page's engine answers `/api/move` as the rules force (checked on the plain board): a
/// five taken, the only block of the opponent's five made; every answer an empty cell.
#[test]
fn the_server_takes_fives_and_blocks_them() {
    let server = crate::server::start_with(BINARY, &["--time", "300"]);
    let mut rng = Rng::new(3940);
    let (mut wins, mut blocks) = (0, 0);
    for round in 0..24 {
        let pairs = rng.range(3, 8) as usize;
        let mut plain = random_position(&mut rng, 15, pairs, false);
        let side = 1 + (round % 2) as u8;
        if !plant_line(&mut rng, &mut plain, side, 4) {
            continue;
        }
        // As many stones of the other side, where they make no winning line: X to move.
        let mut added = 0;
        while added < 4 {
            let cell = rng.range(0, 224) as usize;
            if plain.cells[cell] == 0 {
                plain.cells[cell] = 3 - side;
                if plain.has_won(3 - side) {
                    plain.cells[cell] = 0;
                } else {
                    added += 1;
                }
            }
        }
        let stones = |s: u8| (0..225).filter(|&c| plain.cells[c] == s).collect::<Vec<usize>>();
        let (xs, os) = (stones(1), stones(2));
        let moves: Vec<String> =
            xs.iter().zip(&os).flat_map(|(&x, &o)| [cell_name(&plain, x), cell_name(&plain, o)]).collect();
        let target = format!("/api/move?moves={}", moves.join("+"));
        let (status, body) = crate::server::get(&server.address, &target);
        assert_eq!(status, 200, "{}: {}", target, body);
        let chosen = body.split("\"move\":\"").nth(1).and_then(|m| m.split('"').next()).expect("a move");
        let cell = (0..225).find(|&c| cell_name(&plain, c) == chosen).expect("a cell of the board");
        assert_eq!(plain.cells[cell], 0, "{}: {} is taken", target, chosen);
        let (ours, theirs) = (plain.winning_cells(1), plain.winning_cells(2));
        if !ours.is_empty() {
            assert!(ours.contains(&cell), "{}: a five was there, {} played", target, chosen);
            wins += 1;
        } else if theirs.len() == 1 {
            assert_eq!(cell, theirs[0], "{}: the only block", target);
            blocks += 1;
        }
    }
    assert!(wins >= 6 && blocks >= 6, "{} {}", wins, blocks);
}

/// `--serve --size 20` starts the page on 20x20; a query naming no board is about it.
#[test]
fn serve_starts_on_the_board_given() {
    let server = crate::server::start_with(BINARY, &["--size", "20", "--time", "100"]);
    let (status, page) = crate::server::get(&server.address, "/");
    assert_eq!(status, 200);
    assert!(page.contains("<option value=\"20x20:5\" selected>"), "{}", page);
    let (status, body) = crate::server::get(&server.address, "/api/analyze?moves=t20");
    assert_eq!(status, 200, "{}", body);
    assert!(body.starts_with("{\"board\":\"20x20\",\"k\":5,\"moves\":[\"t20\"]"), "{}", body);
}

#[test]
fn the_server_survives_hostile_requests() {
    let refused = [
        ("/api/analyze?moves=h8+z9", 422, "found `z9` (move 2)"),
        ("/api/analyze?moves=h8+h8", 422, "taken"),
        ("/api/move?moves=h8+h9+i8+i9+j8+j9+k8+k9+l8", 422, "game is over"),
        ("/api/analyze?board=30x30", 422, "30x30"),
        ("/api/analyze?k=6", 422, "five in a row"),
        ("/api/analyze?scores=1", 422, "/api/move"),
        ("/api/move?moves=h8&id=a+b", 422, "id:"),
    ];
    let busy = ["/api/move?moves=h8", "/api/analyze?moves=h8+h9", "/api/progress?id=x", "/"];
    crate::server::survives_hostile_requests(BINARY, &refused, "/api/analyze?moves=h8", &busy);
}

/// A port already taken: the shared server's one line (tests/server.rs).
#[test]
fn a_port_in_use_is_refused() {
    crate::server::a_port_in_use_is_refused(BINARY);
}

/// While the engine thinks (20 s a move here), `/api/progress` shows its positions and
/// `/api/stop` ends it: the move found so far is played at once.
#[test]
fn a_running_search_shows_its_progress_and_stops() {
    let target = "/api/move?moves=h8+i9+j8+h9&id=slow";
    let body = crate::server::shows_progress_and_stops_with(BINARY, &["--time", "20000"], target);
    assert!(body.contains("\"move\":\""), "{}", body);
}
