//! Gomoku · a Piskvork (Gomocup) brain · https://plastovicka.github.io/protocl2en.htm
//!
//! Rules: two sides put stones in turn on an empty cell of a board (15x15 and 20x20 are
//! Gomocup's; any side from 5 to 32); five in a row (across, down, diagonally) wins: five or
//! more in freestyle, exactly five in standard (an overline does not win there).
//! Input: with no options, the Piskvork protocol, one command a line (`START 15`, `INFO
//! timeout_turn 200`, `BEGIN`, `TURN 7,7`, `BOARD` … `DONE`, `RESTART`, `TAKEBACK x,y`,
//! `ABOUT`, `END`; `src/gomoku/protocol.rs` lists every command and answer). Moves are `x,y`
//! from 0, x the column from the left, y the row from the top.
//! Output: `OK` to START, RESTART, TAKEBACK; our move `x,y` to BEGIN, TURN and BOARD; the
//! ABOUT line; nothing to INFO and END; `UNKNOWN …` to an unknown command and `ERROR …` to a
//! known one with bad arguments, after which the brain goes on.
//! Options: `--move` reads one position a line instead, the moves so far in `gamesolver_mnk`'s
//! notation (column letter, row number from the bottom: `h8 h9 i8`), the first player first,
//! and prints the cell the engine plays; with `--size N` (5 to 26, default 15), `--rule
//! freestyle|standard`, `--time MS` (default 1000) or `--nodes N` (a fixed search, the same
//! move every run). `--play` a game against the engine in the terminal (you first unless
//! `--second`; `undo`, `quit`). `--serve [--port N] [--host ADDR]` the game as a web page on
//! 127.0.0.1 (15x15 and 20x20, starting on `--size`; the engine takes `--time` a move;
//! `src/web/gomoku.rs`). `--messages` (brain) says each search's depth, score, nodes and time
//! in `MESSAGE` lines. `--help` says all this.
//! Refused with one `error:` line and status 1: a protocol line that is not ASCII text; in
//! `--move`, a malformed, off-board or taken cell, or a move after the game is won (naming the
//! line and the move); a bad option.
//!
//! Idea: `src/gomoku/` holds one idea a module: line shapes tabulated from the rules, a board
//! that keeps every empty cell's threats up to date move by move, threat-space search (VCF),
//! alpha-beta/PVS with a transposition table, and the protocol. docs/gomoku.md says how it
//! plays and what it measured against the open Gomocup engines.
//! Cost: each move within the protocol's time (the turn limit less a margin, a share of the
//! game's time left); memory: tables of at most a third of `max_memory` (64 MiB by default).
//!
//! @judge gamesolver
//! @number gomoku
//! @title Gomoku (Piskvork brain)
//! @link https://plastovicka.github.io/protocl2en.htm
//! @time-limit 3 s
//! @accepts the Piskvork protocol on boards of 5x5 to 32x32, freestyle and exactly five; --move positions of legal moves
//! @standalone no: uses the library (src/gomoku/); no judge compiles it
//! @turns answers each command as it comes (the manager waits for it), so it reads no whole input
//! @complexity each move within the turn's time, iterative deepening to the clock; tables of at most 64 MiB
use game_solutions::gomoku::board::{Board, Tables};
use game_solutions::gomoku::notation::{self, cell_name, parse_cell};
use game_solutions::gomoku::protocol::{self, Brain};
use game_solutions::gomoku::search::Engine;
use game_solutions::gomoku::shape::Rule;
use game_solutions::util::options::{Kind, Spec, Table};
use game_solutions::util::terminal::is_terminal;
use game_solutions::web::gomoku::Gomoku;
use game_solutions::web::router::Router;
use std::io::{self, BufRead, Write};
use std::time::Duration;

/// The command line's options (`util::options`): `--help` is made from this table.
const OPTIONS: Table = Table {
    about: "\
gamesolver_gomoku: a gomoku engine (five in a row) for the Piskvork protocol.

With no options it is a Gomocup brain: it reads Piskvork commands on stdin
(START 15, INFO timeout_turn 200, BEGIN, TURN 7,7, BOARD ... DONE, RESTART,
TAKEBACK x,y, ABOUT, END) and answers on stdout; moves are x,y from 0.
",
    options: &[
        Spec {
            name: "--move",
            kind: Kind::Flag,
            help: "read one position a line (moves so far, first player\n\
                   first, as `h8 h9 i8`: column letter, row from the bottom)\n\
                   and print the engine's move",
        },
        Spec { name: "--play", kind: Kind::Flag, help: "play against the engine in the terminal" },
        Spec { name: "--second", kind: Kind::Flag, help: "with --play: the engine moves first" },
        Spec {
            name: "--size",
            kind: Kind::Number { meta: "N", low: 5, high: 26, what: "a board's side" },
            help: "the board's side for --move and --play, 5 to 26 (default 15)",
        },
        Spec {
            name: "--rule",
            kind: Kind::Choice(&["freestyle", "standard"]),
            help: "freestyle (five or more wins, default) or standard (exactly five)",
        },
        Spec {
            name: "--time",
            kind: Kind::Number { meta: "MS", low: 1, high: 3_600_000, what: "milliseconds" },
            help: "thinking time a move for --move and --play (default 1000)",
        },
        Spec {
            name: "--nodes",
            kind: Kind::Number { meta: "N", low: 1, high: 1 << 40, what: "a number of nodes" },
            help: "a fixed search of N nodes instead of the clock (--move)",
        },
        Spec {
            name: "--serve",
            kind: Kind::Flag,
            help: "serve the game as a web page (open the address it prints):\n\
                   15x15 and 20x20, starting on --size, the engine taking\n\
                   --time a move",
        },
        Spec {
            name: "--port",
            kind: Kind::Number { meta: "N", low: 0, high: 65535, what: "a port (0: any free one)" },
            help: "the port of --serve (default 8765; 0: any free port)",
        },
        Spec {
            name: "--host",
            kind: Kind::Text("ADDR"),
            help: "the address --serve listens on (default 127.0.0.1)",
        },
        Spec {
            name: "--messages",
            kind: Kind::Flag,
            help: "brain: a MESSAGE line with each search's figures",
        },
    ],
    conflicts: &[&["--move", "--play", "--serve"], &["--nodes", "--serve"]],
    requires: &[("--second", &["--play"]), ("--port", &["--serve"]), ("--host", &["--serve"])],
    after: "\
Examples:
  printf 'START 15\\nBEGIN\\nEND\\n' | gamesolver_gomoku     # OK, then 7,7
  echo 'h8 h9 i8 i9 j8 j9 k8 k9' | gamesolver_gomoku --move  # g8 or l8: five
  gamesolver_gomoku --play --size 15 --rule freestyle
  gamesolver_gomoku --serve --size 20 --time 2000          # open the address
",
};

#[derive(PartialEq)]
enum Mode {
    Brain,
    Move,
    Play,
    Serve,
}

struct Options {
    mode: Mode,
    second: bool,
    size: usize,
    rule: Rule,
    time_ms: u64,
    nodes: Option<u64>,
    messages: bool,
    /// Where `--serve` listens.
    address: String,
}

fn fail(message: String) -> ! {
    eprintln!("error: {}", message);
    std::process::exit(1);
}

fn options() -> Options {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let positional =
        |arg: &str| format!("unexpected argument `{}`: expected options only (see --help)", arg);
    let given = match OPTIONS.parse(&args, &positional) {
        Ok(Some(given)) => given,
        Ok(None) => {
            print!("{}", OPTIONS.help());
            std::process::exit(0);
        }
        Err(message) => fail(message),
    };
    let mode = if given.has("--move") {
        Mode::Move
    } else if given.has("--play") {
        Mode::Play
    } else if given.has("--serve") {
        Mode::Serve
    } else {
        Mode::Brain
    };
    let host = given.text("--host").unwrap_or("127.0.0.1");
    Options {
        mode,
        second: given.has("--second"),
        size: given.number("--size").unwrap_or(15) as usize,
        rule: if given.text("--rule") == Some("standard") {
            Rule::Standard
        } else {
            Rule::Freestyle
        },
        time_ms: given.number("--time").unwrap_or(1000),
        nodes: given.number("--nodes"),
        messages: given.has("--messages"),
        address: format!("{}:{}", host, given.number("--port").unwrap_or(8765)),
    }
}

/// The board after the moves of `line`, or what is wrong with the line.
fn position(line: &str, tables: &std::sync::Arc<Tables>, size: usize) -> Result<Board, String> {
    let board = notation::board_after(line, tables, size, size)?;
    if board.history.last().map_or(false, |&(cell, _)| board.wins_at(cell)) {
        return Err("expected a game not over, found a five on the board".into());
    }
    if board.is_full() {
        return Err("expected an empty cell left, found a full board".into());
    }
    Ok(board)
}

fn move_mode(o: &Options) {
    let tables = Tables::new(o.rule);
    let mut engine = Engine::new(32 << 20);
    let mut input = String::new();
    if io::Read::read_to_string(&mut io::stdin(), &mut input).is_err() {
        fail("line 1: expected text on stdin".into());
    }
    let mut out = String::new();
    let stdout = io::stdout();
    for (number, line) in input.lines().enumerate() {
        let mut board = match position(line, &tables, o.size) {
            Ok(b) => b,
            Err(e) => {
                stdout.lock().write_all(out.as_bytes()).ok();
                fail(format!("line {}: {}", number + 1, e));
            }
        };
        engine.clear();
        let time = if o.nodes.is_some() { None } else { Some(Duration::from_millis(o.time_ms)) };
        let report = engine.choose(&mut board, time, o.nodes);
        out.push_str(&cell_name(&board, report.cell));
        out.push('\n');
    }
    stdout.lock().write_all(out.as_bytes()).ok();
}

fn draw(board: &Board, last: Option<usize>) -> String {
    let mut text = String::new();
    for y in 0..board.height {
        text.push_str(&format!("{:>2} ", board.height - y));
        for x in 0..board.width {
            let cell = board.cell(x, y);
            let symbol = match board.at(cell) {
                1 => 'X',
                2 => 'O',
                _ => '.',
            };
            let (open, close) = if Some(cell) == last { ('(', ')') } else { (' ', ' ') };
            text.push(open);
            text.push(symbol);
            text.push(close);
        }
        text.push('\n');
    }
    text.push_str("   ");
    for x in 0..board.width {
        text.push_str(&format!(" {} ", (b'a' + x as u8) as char));
    }
    text.push('\n');
    text
}

fn play_mode(o: &Options) {
    let tables = Tables::new(o.rule);
    let mut board = Board::new(o.size, o.size, tables);
    let mut engine = Engine::new(64 << 20);
    let human = if o.second { 1 } else { 0 };
    let stdin = io::stdin();
    let mut lines = stdin.lock().lines();
    let mut last = None;
    println!("You are {}; type a cell (h8), undo or quit.", if human == 0 { "X" } else { "O" });
    loop {
        print!("{}", draw(&board, last));
        if board.has_winner() {
            let winner = board.history.last().map_or(0, |&(_, s)| s);
            println!("{}", if winner == human { "You win." } else { "The engine wins." });
            return;
        }
        if board.is_full() {
            println!("A draw.");
            return;
        }
        if board.to_move() != human {
            let report = engine.choose(&mut board, Some(Duration::from_millis(o.time_ms)), None);
            board.play(report.cell);
            last = Some(report.cell);
            println!("The engine plays {}.", cell_name(&board, report.cell));
            continue;
        }
        print!("Your move: ");
        io::stdout().flush().ok();
        let line = match lines.next() {
            Some(Ok(l)) => l,
            _ => return,
        };
        let word = line.trim();
        match word {
            "quit" | "q" => return,
            "undo" => {
                board.undo();
                if board.to_move() != human {
                    board.undo();
                }
                last = board.history.last().map(|&(c, _)| c);
            }
            _ => match parse_cell(&board, &word.to_ascii_lowercase()) {
                Ok(cell) if board.is_empty(cell) => {
                    board.play(cell);
                    last = Some(cell);
                }
                _ => println!("Expected an empty cell such as h8, undo or quit; found {:?}.", word),
            },
        }
    }
}

fn main() {
    let o = options();
    match o.mode {
        Mode::Move => move_mode(&o),
        Mode::Play => play_mode(&o),
        Mode::Serve => {
            let (listener, url) = match game_solutions::web::http::listen(&o.address) {
                Ok(bound) => bound,
                Err(e) => fail(e),
            };
            println!("open {}", url);
            io::stdout().flush().ok();
            let game = Gomoku::new(o.size, o.rule, Duration::from_millis(o.time_ms));
            game_solutions::web::http::serve(listener, 2, std::sync::Arc::new(Router::new(game)));
        }
        Mode::Brain => {
            if is_terminal(0) {
                eprintln!(
                    "A Piskvork brain: type START 15, then BEGIN or TURN x,y (--help says more)."
                );
            }
            let mut brain = Brain::new();
            brain.messages = o.messages;
            brain.fixed_nodes = o.nodes;
            let stdin = io::stdin();
            let stdout = io::stdout();
            let mut input = stdin.lock();
            let mut output = stdout.lock();
            if let Err(e) = protocol::run(&mut brain, &mut input, &mut output) {
                fail(format!("line {}: {}", e.line, e.message));
            }
        }
    }
}
