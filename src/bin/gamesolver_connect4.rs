//! gamesolver.org · Connect Four · http://blog.gamesolver.org/solving-connect-four/02-test-protocol/
//!
//! Rules: 7 columns × 6 rows (other sizes with `--size`). The players alternate; a move drops
//! a stone into a column that is not full, onto its lowest empty cell. Four of one's stones in
//! a line (across, up, or diagonally) wins; a full board without four is a draw.
//! Input: one position a line, the columns played from the start as digits 1–7 (left is 1;
//! on boards 10 to 12 wide, columns 10–12 are `a`–`c`), the first player first; an empty line
//! is the start. Spaces and tabs around the moves and a CR at the end are ignored.
//! Output: per line the score for the side to move with both sides perfect (winning as soon
//! and losing as late as possible): for a win, 1 plus the stones the winner still has in hand
//! when the game ends (on 7x6, 22 minus the stones the winner has played); 0 for a draw; for
//! a loss, minus the opponent's score. `4455` → 18 (3 or 6 makes an open three: the 4th stone
//! wins); `44455554221` → −15.
//! Options: `--weak` prints the sign only (−1, 0, 1), found with the narrowest window;
//! `--analyze` prints per line the score of each move, `-` for a full column; `--stats` prints
//! per line `score positions microseconds interior`, the positions the search visited, its
//! time, and the visited positions whose moves it searched (as c4 counts its positions);
//! `--play [MOVES]` plays against you in the terminal (from the position after MOVES if given):
//! your moves come from stdin, one a line, with undo and new game; the board is drawn once a
//! turn (over the last one on a terminal), the winning four marked, where the game stands said
//! unless `--no-eval` (play for fun). `--size WxH` plays on W columns of H cells, for every
//! W, H ≥ 4 with W·(H + 1) ≤ 64 (the board is a 64-bit word with a spare bit a column).
//! `--table-mib N` gives the table N MiB (default 64; 1 ≤ N ≤ 16384; boards of 64 bits, such
//! as 8x7, need 64 or more).
//! `--threads N` searches on N threads sharing the table (1 ≤ N ≤ 256; by default every core
//! the process may run on, one with `--jobs`; 1 is the single-threaded search, its positions
//! counted exactly; `src/connect4/search.rs`), and
//! `--stats` then prints after those four fields the positions each thread visited.
//! `--jobs N` answers N lines at once (1 ≤ N ≤ 64), each on a solver of its own with its own
//! table of `--table-mib` (fewer when N tables would pass 16 GiB) and `--threads`; the
//! answers come in the lines' order and are the same as one line at a time, counts included
//! (each line starts from an empty table either way).
//! The opening book of 7x6, `src/connect4/connect4-7x6.book`, is compiled in and checked (its
//! checksum and every line) when the first position comes; a damaged one is left out with a
//! note. `--book FILE` reads the book from FILE instead (a missing or damaged FILE: a note, and
//! the search does without it; a file that is no book: an error), `--no-book` searches without
//! one. `--make-book DEPTH` writes the book of every position of at most DEPTH stones to
//! stdout, with `--book-lines STONES` the lines the solver plays from the empty board to that
//! many stones (its move in each), `--jobs N` on N threads, and `--book FILE` taking the scores
//! FILE already has (`make book`, then a build to compile it in; the format is in `book.rs`).
//! `--match A B` plays `--games N` games (default 100) between players A and B from the empty
//! board, colours alternating (A first in even games), and prints each one's wins, draws,
//! losses and score rate with its 95 % interval: `perfect`, `random`, `mcts:N` (Monte Carlo
//! tree search of N iterations a move, the code that plays Connect-N; `src/connect4/agents.rs`),
//! their randomness from `--seed S`. `--serve` serves the game as a web page on `--host ADDR`
//! (default 127.0.0.1) and `--port N` (default 8764; `src/web/connect4.rs`), each request
//! searched on `--threads`: play by clicks or keys, every move's score, undo,
//! other sizes. `--help` (or `-h`) says all this in short, with examples. A wrong command line
//! gets one `error:` line naming what was meant: an unknown option (`--size=6x5`: did you mean
//! `--size 6x5`?), two options that do not go together (`--no-book` with `--book`), a position
//! given as an argument (positions come on stdin).
//! Accepts any line of legal moves of a game not over, up to the full board (a draw, 0).
//! Refused, naming the line and the move: a character that is no column of the board (0, 8, 9,
//! a letter, a space between moves), a stone in a full column (so a move past the full board),
//! a move that makes four in a row (the game is over, even if it is the last move). The search
//! grows with the empty cells: lines of 16 stones or more take milliseconds, the benchmark's
//! Begin sets (1–14 stones) up to seconds, the empty board and one stone tens of seconds
//! without the book, which holds every position of at most 8 stones and, to 12 stones, those
//! the solver meets when it plays from the empty board (`--play` answers them at once).
//!
//! Idea: negamax with alpha-beta pruning over bitboards, asked only null-window questions
//! whose answers narrow the range to the score; a table of bounds in buckets, shared by mirror
//! images early on; moves that lose at once never tried, unstoppable threats settled without
//! search, the second player's claimeven bounding the first and the first player's odd threat
//! bounding the second (on boards of even height); moves ordered by the threats they
//! make; an opening book of exact scores. Each part, with why it keeps the score exact, is a
//! module of `src/connect4/`: `board`, `order`, `table`, `search`, `book`, `play`. This file is
//! the command line.
//! Cost: exponential in the empty cells in the worst case; on the benchmark sets a mean of 14
//! (End-Easy) to 260,000 (Begin-Medium) positions a line, and 6.1·10^7 for the empty board,
//! about 100 to 220 ns each. Memory: a table of 2^23 entries of 8 bytes (64 MiB), of which a
//! search uses 2 MiB, and four times more each time it has filled half.
//!
//! @judge gamesolver.org
//! @number connect4
//! @title Connect Four
//! @link http://blog.gamesolver.org/solving-connect-four/02-test-protocol/
//! @time-limit 3 s
//! @accepts lines of 0 to 42 legal moves of a game not over; positions before move 16 may take seconds
//! @standalone no: uses the library (src/connect4/); no judge compiles it
//! @complexity exponential in the empty cells; mean 18 to 3.3·10^5 positions a line on the benchmark's full sets; 64 MiB table
use game_solutions::connect4::agents::{play_match, Player};
use game_solutions::connect4::board::{Board, Size};
use game_solutions::connect4::book::{Book, BookError, BUILT_IN_7X6};
use game_solutions::connect4::book_builder::build;
use game_solutions::connect4::engine::{engine, Engine};
use game_solutions::connect4::notation::{column_of, read_position};
use game_solutions::connect4::play::play;
use game_solutions::connect4::search::MoveScore;
use game_solutions::program::run;
use game_solutions::util::options::{Kind, Spec, Table};
use game_solutions::util::parallel::cores;
use game_solutions::util::terminal::is_terminal;
use game_solutions::web::connect4::ConnectFour;
use game_solutions::web::router::Router;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::Instant;

#[derive(Clone, Copy, PartialEq)]
enum Mode {
    Score,
    Analyze,
    Stats,
}

/// What the command line asks for.
#[derive(Clone)]
struct Options {
    mode: Mode,
    weak: bool,
    /// `--play` and the moves after it.
    play: Option<String>,
    /// Not `--no-eval`: `--play` says where the game stands.
    evaluate: bool,
    size: Size,
    table_mib: u64,
    book: BookChoice,
    /// `--make-book DEPTH`.
    make_book: Option<i32>,
    /// `--book-lines STONES`: how deep `--make-book` follows the solver's lines.
    book_lines: Option<i32>,
    /// `--jobs N`: the lines answered at once, or the threads `--make-book` uses.
    jobs: usize,
    /// `--threads N`: the threads a search uses.
    threads: usize,
    /// `--serve`: the address to listen on.
    serve: Option<String>,
    /// `--match A B`: the two players.
    players: Option<(String, String)>,
    /// `--games N` of `--match`.
    games: u32,
    /// `--seed S`: the players' randomness.
    seed: u64,
}

/// Where the book comes from.
#[derive(Clone, PartialEq)]
enum BookChoice {
    /// The book compiled in (`book::BUILT_IN_7X6`), on 7x6.
    BuiltIn,
    File(String),
    None,
}

/// The command line's options (`util::options`): `--help` is made from this table.
const OPTIONS: Table = Table {
    about: "\
gamesolver_connect4: Connect Four solved exactly, and played against you.

Reads one position a line from stdin: the columns played from the start, the
first player first (`4455`: 4, 4, 5, 5; left is 1; an empty line: the start).
Prints the score for the side to move with perfect play: 1 + the stones the
winner still has in hand when the game ends (on 7x6: 22 - the winner's stones),
0 for a draw, negative for a loss.
",
    options: &[
        Spec { name: "--weak", kind: Kind::Flag, help: "the outcome only: 1 win, 0 draw, -1 loss" },
        Spec {
            name: "--analyze",
            kind: Kind::Flag,
            help: "per line the score of each move, `-` for a full column",
        },
        Spec {
            name: "--stats",
            kind: Kind::Flag,
            help: "per line `score positions microseconds interior`, then\n\
                   with more than one thread the positions of each",
        },
        Spec {
            name: "--threads",
            kind: Kind::Number { meta: "N", low: 1, high: 256, what: "a number of threads" },
            help: "search on N threads sharing one table (default: every\n\
                   core; 1 with --jobs)",
        },
        Spec {
            name: "--play",
            kind: Kind::Optional { meta: "MOVES", default: "" },
            help: "play against the solver in the terminal (after MOVES)",
        },
        Spec {
            name: "--no-eval",
            kind: Kind::Flag,
            help: "with --play: keep where the game stands to itself (for fun)",
        },
        Spec {
            name: "--size",
            kind: Kind::Size { what: SIZES },
            help: "W columns, H rows (default 7x6; W, H >= 4, W(H+1) <= 64)",
        },
        Spec {
            name: "--table-mib",
            kind: Kind::Number { meta: "N", low: 1, high: 16384, what: "a whole number of MiB" },
            help: "a table of N MiB (default 64)",
        },
        Spec {
            name: "--book",
            kind: Kind::Text("FILE"),
            help: "the opening book from FILE, not the built-in one (7x6)",
        },
        Spec { name: "--no-book", kind: Kind::Flag, help: "search without an opening book" },
        Spec {
            name: "--make-book",
            kind: Kind::Number {
                meta: "DEPTH",
                low: 0,
                high: MAX_BOOK_DEPTH,
                what: "a depth in stones",
            },
            help: "print the book of every position of up to DEPTH stones",
        },
        Spec {
            name: "--book-lines",
            kind: Kind::Number {
                meta: "STONES",
                low: 0,
                high: MAX_BOOK_DEPTH,
                what: "a number of stones",
            },
            help: "with --make-book: the solver's lines up to STONES stones",
        },
        Spec {
            name: "--jobs",
            kind: Kind::Number { meta: "N", low: 1, high: 64, what: "a number of threads" },
            help: "N lines at once, each with its own table (and --threads);\n\
                   with --make-book: on N threads",
        },
        Spec {
            name: "--match",
            kind: Kind::Two { meta: "A B", what: "two players, such as --match mcts:1000 perfect" },
            help: "games between players A and B (A first in even games):\n\
                   perfect, random, mcts:N (N iterations a move)",
        },
        Spec {
            name: "--games",
            kind: Kind::Number { meta: "N", low: 1, high: MAX_GAMES, what: "a number of games" },
            help: "the games of --match (default 100)",
        },
        Spec {
            name: "--seed",
            kind: Kind::Number { meta: "S", low: 0, high: u64::MAX, what: "a whole number" },
            help: "seeds the players' random choices (default 1)",
        },
        Spec {
            name: "--serve",
            kind: Kind::Flag,
            help: "play and analyse in a web page (open the address printed)",
        },
        Spec {
            name: "--port",
            kind: Kind::Number { meta: "N", low: 0, high: 65535, what: "a port (0: any free one)" },
            help: "the port of --serve (default 8764; 0: any free port)",
        },
        Spec {
            name: "--host",
            kind: Kind::Text("ADDR"),
            help: "the address --serve listens on (default 127.0.0.1)",
        },
    ],
    conflicts: &[
        &["--no-book", "--book"],
        &["--analyze", "--stats"],
        &["--play", "--weak"],
        &["--play", "--analyze"],
        &["--play", "--stats"],
        &["--play", "--make-book"],
        &["--match", "--play"],
        &["--match", "--analyze"],
        &["--match", "--stats"],
        &["--match", "--weak"],
        &["--match", "--make-book"],
        &["--match", "--threads"],
        &["--make-book", "--threads"],
        &["--jobs", "--play"],
        &["--jobs", "--match"],
        &["--jobs", "--serve"],
    ],
    requires: &[
        ("--book-lines", &["--make-book"]),
        ("--no-eval", &["--play"]),
        ("--port", &["--serve"]),
        ("--host", &["--serve"]),
        ("--games", &["--match"]),
        ("--seed", &["--match"]),
    ],
    after: "\
Examples:
  echo 4455 | gamesolver_connect4            # 18: 3 or 6, the 4th stone wins
  echo 4455 | gamesolver_connect4 --analyze  # -4 -3 18 2 2 18 -3: each move
  gamesolver_connect4 --play                 # a game against the solver
  gamesolver_connect4 --serve                # the same in a browser
  gamesolver_connect4 --match mcts:1000 perfect --games 20
",
};

/// The boards the solver takes, as `--size` says them.
const SIZES: &str = "WxH with W, H ≥ 4 and W·(H + 1) ≤ 64 (7x6, 6x7, 8x7, 9x6, 5x10, …)";
/// A book deeper than this would hold millions of lines.
const MAX_BOOK_DEPTH: u64 = 12;
/// A match of more games than this would run for days.
const MAX_GAMES: u64 = 1_000_000;

/// What the command line asks for, or the one-line error that says what is wrong with it;
/// `Ok(None)` for `--help`.
fn parse_options(args: &[String]) -> Result<Option<Options>, String> {
    let given = match OPTIONS.parse(args, &positional)? {
        Some(given) => given,
        None => return Ok(None),
    };
    let size = match given.size("--size") {
        None => Size { width: 7, height: 6 },
        Some((width, height)) => {
            Size::new(width, height).ok_or_else(|| given.refuse("--size", SIZES))?
        }
    };
    let mode = if given.has("--analyze") {
        Mode::Analyze
    } else if given.has("--stats") {
        Mode::Stats
    } else {
        Mode::Score
    };
    let book = match given.text("--book") {
        Some(path) => BookChoice::File(path.to_string()),
        None if given.has("--no-book") => BookChoice::None,
        None => BookChoice::BuiltIn,
    };
    let mut serve = None;
    if given.has("--serve") {
        let alongside = ["--serve", "--port", "--host", "--threads"];
        let other = given.names().find(|a| !alongside.contains(a));
        if let Some(other) = other {
            return Err(format!(
                "`--serve` with `{}`: expected --serve alone, or with --port, --host, --threads",
                other
            ));
        }
        let host = given.text("--host").unwrap_or("127.0.0.1");
        serve = Some(format!("{}:{}", host, given.number("--port").unwrap_or(PORT)));
    }
    Ok(Some(Options {
        mode,
        weak: given.has("--weak"),
        play: given.text("--play").map(str::to_string),
        evaluate: !given.has("--no-eval"),
        size,
        table_mib: given.number("--table-mib").unwrap_or(64),
        book,
        make_book: given.number("--make-book").map(|n| n as i32),
        book_lines: given.number("--book-lines").map(|n| n as i32),
        jobs: given.number("--jobs").unwrap_or(1) as usize,
        threads: match given.number("--threads") {
            Some(threads) => threads as usize,
            None if given.has("--jobs") => 1,
            None => cores().min(256),
        },
        serve,
        players: given.pair("--match").map(|(a, b)| (a.to_string(), b.to_string())),
        games: given.number("--games").unwrap_or(100) as u32,
        seed: given.number("--seed").unwrap_or(1),
    }))
}

/// The default port of `--serve`.
const PORT: u64 = 8764;

/// The error for `arg`, an argument that is no option: a position belongs on stdin.
fn positional(arg: &str) -> String {
    let moves = !arg.is_empty() && arg.bytes().all(|b| column_of(b).is_some());
    if moves {
        format!(
            "`{}` is a position: expected it on stdin, as in `echo {} | gamesolver_connect4` \
             (or `--play {}` to play from it)",
            arg, arg, arg
        )
    } else {
        format!("unexpected argument `{}`: expected options only (see --help)", arg)
    }
}

/// log2 of the entries of a table of `mib` MiB (8 bytes an entry), rounded down.
fn table_bits(mib: u64) -> u32 {
    63 - (mib << 17).leading_zeros()
}

fn fail(message: &str) -> ! {
    eprintln!("error: {}", message);
    std::process::exit(1);
}

fn answer(solver: &mut dyn Engine, position: &Board, options: &Options, out: &mut String) {
    solver.forget();
    let weak = options.weak;
    match options.mode {
        Mode::Score => out.push_str(&solver.solve(position, weak).to_string()),
        Mode::Stats => {
            let start = Instant::now();
            let score = solver.solve(position, weak);
            let micros = start.elapsed().as_micros();
            let (nodes, interior) = solver.counts();
            out.push_str(&format!("{} {} {} {}", score, nodes, micros, interior));
            let threads = solver.thread_nodes();
            if threads.len() > 1 {
                threads.iter().for_each(|n| out.push_str(&format!(" {}", n)));
            }
        }
        Mode::Analyze => {
            let scores: Vec<String> = solver
                .analyze(position, weak)
                .into_iter()
                .map(|score| match score {
                    MoveScore::Known(score) => score.to_string(),
                    MoveScore::Full => "-".to_string(),
                    MoveScore::Unknown => unreachable!("no budget was set"),
                })
                .collect();
            out.push_str(&scores.join(" "));
        }
    }
    out.push('\n');
}

/// The book the options ask for: `Err` for a file named by `--book` that is not a book of this
/// board; a damaged or unreadable one, or a damaged built-in one, is left out with a note on
/// stderr (the search does without it). Other boards than 7x6 have no built-in book.
fn load_book(choice: &BookChoice, size: Size) -> Result<Option<Book>, String> {
    let read;
    let (text, name) = match choice {
        BookChoice::None => return Ok(None),
        BookChoice::BuiltIn if (size.width, size.height) != (7, 6) => return Ok(None),
        BookChoice::BuiltIn => (BUILT_IN_7X6, "the built-in book".to_string()),
        BookChoice::File(path) => match std::fs::read(path) {
            Ok(text) => {
                read = text;
                (&read[..], format!("the book {}", path))
            }
            Err(e) => {
                eprintln!("note: the book {} cannot be read ({}); searching without it", path, e);
                return Ok(None);
            }
        },
    };
    match (Book::parse(text, size), choice) {
        (Ok(book), _) => Ok(Some(book)),
        (Err(BookError::NotABook(why)), BookChoice::File(path)) => {
            Err(format!("--book {}: expected a Connect Four book, found {}", path, why))
        }
        (Err(BookError::NotABook(why) | BookError::Damaged(why)), _) => {
            eprintln!("note: {} is left out ({}); searching without it", name, why);
            Ok(None)
        }
    }
}

/// A solver with the table the options ask for, and `book` if there is one.
fn new_solver(options: &Options, book: Option<Book>) -> Box<dyn Engine> {
    let size = options.size;
    let mut solver = engine(size, table_bits(options.table_mib)).unwrap_or_else(|e| {
        fail(&format!(
            "--table-mib {} on {}x{}: expected {}",
            options.table_mib, size.width, size.height, e
        ))
    });
    if let Some(book) = book {
        solver.set_book(book);
    }
    solver.set_threads(options.threads);
    solver
}

/// The command line, once `--serve` is ruled out.
fn main_with(options: &Options) {
    let size = options.size;
    if let Some(depth) = options.make_book {
        // A book named by `--book` is taken as it is (to extend it); none is read otherwise.
        let start = match options.book {
            BookChoice::File(_) => load_book(&options.book, size).unwrap_or_else(|e| fail(&e)),
            _ => None,
        };
        let solvers = (0..options.jobs).map(|_| new_solver(options, None)).collect();
        print!("{}", build(solvers, depth, options.book_lines.unwrap_or(-1), start));
        return;
    }
    let book = || load_book(&options.book, size).unwrap_or_else(|e| fail(&e));
    if let Some((a, b)) = &options.players {
        let player =
            |name: &str, seed| Player::new(name, size, seed, book()).unwrap_or_else(|e| fail(&e));
        let (mut first, mut second) =
            (player(a, options.seed), player(b, options.seed.wrapping_add(1)));
        let show = is_terminal(2);
        let tally =
            play_match(size, &mut first, &mut second, options.games, &mut |played, tally| {
                if show {
                    eprint!(
                        "\r{} of {} games: {}",
                        played,
                        options.games,
                        tally.line(a).trim_end()
                    );
                }
            });
        if show {
            eprint!("\r{:100}\r", "");
        }
        print!("{}", tally.lines(a, b));
        return;
    }
    if let Some(moves) = &options.play {
        match read_position(moves.as_bytes(), 1, size) {
            Ok(start) => play(start, &mut *new_solver(options, book()), options.evaluate),
            Err(e) => fail(&format!("the position after --play: {}", e)),
        }
        return;
    }
    // The book is read with the first position (some 10 ms for the built-in one), so that a
    // run that answers none does not pay for it.
    run(|input, out| {
        let mut lines: Vec<&[u8]> = input.split(|&b| b == b'\n').collect();
        if lines.last().map_or(false, |line| line.is_empty()) {
            lines.pop();
        }
        // The lines before the first wrong one are answered, then it is refused.
        let mut positions = Vec::with_capacity(lines.len());
        let mut wrong = Ok(());
        for (i, line) in lines.iter().enumerate() {
            match read_position(line, i + 1, size) {
                Ok(position) => positions.push(position),
                Err(e) => {
                    wrong = Err(e);
                    break;
                }
            }
        }
        let workers =
            options.jobs.min(positions.len()).min((MOST_TABLES_MIB / options.table_mib) as usize);
        if workers > 1 {
            answer_in_parallel(positions, options, book(), workers, out);
        } else if !positions.is_empty() {
            let mut solver = new_solver(options, book());
            for position in &positions {
                answer(&mut *solver, position, options, out);
            }
        }
        wrong
    });
}

/// The memory the tables of lines answered at once (`--jobs`) may take in all: as much as one
/// table may.
const MOST_TABLES_MIB: u64 = 16384;

/// Answers `positions` on `workers` threads, each with a solver of its own (its table cleared
/// for every line, as when the lines come one at a time, so every answer, and on one thread
/// every count, is the same), taking the next line from a shared counter; the answers in the
/// lines' order.
fn answer_in_parallel(
    positions: Vec<Board>,
    options: &Options,
    book: Option<Book>,
    workers: usize,
    out: &mut String,
) {
    let positions = Arc::new(positions);
    let next = Arc::new(AtomicUsize::new(0));
    let threads: Vec<_> = (0..workers)
        .map(|worker| {
            let (positions, next, options, book) =
                (positions.clone(), next.clone(), options.clone(), book.clone());
            std::thread::spawn(move || {
                let mut solver = new_solver(&options, book);
                if worker > 0 {
                    solver.progress().silence();
                }
                let mut answers = Vec::new();
                loop {
                    let line = next.fetch_add(1, Ordering::Relaxed);
                    let position = match positions.get(line) {
                        Some(position) => position,
                        None => return answers,
                    };
                    let mut text = String::new();
                    answer(&mut *solver, position, &options, &mut text);
                    answers.push((line, text));
                }
            })
        })
        .collect();
    let mut answers: Vec<(usize, String)> = Vec::with_capacity(positions.len());
    for thread in threads {
        answers.extend(thread.join().unwrap_or_else(|payload| std::panic::resume_unwind(payload)));
    }
    answers.sort_unstable_by_key(|(line, _)| *line);
    answers.into_iter().for_each(|(_, text)| out.push_str(&text));
}

/// `--serve`: the web page (`src/web/connect4.rs`) on `address`, until killed.
fn serve(address: &str, threads: usize) -> ! {
    let (listener, url) = game_solutions::web::http::listen(address).unwrap_or_else(|e| fail(&e));
    println!("open {}", url);
    let router = Router::new(ConnectFour::with_threads(threads));
    game_solutions::web::http::serve(listener, 4, std::sync::Arc::new(router));
    fail("--serve: the server stopped")
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let options = match parse_options(&args) {
        Ok(Some(options)) => options,
        Ok(None) => return print!("{}", OPTIONS.help()),
        Err(e) => fail(&e),
    };
    if let Some(address) = &options.serve {
        serve(address, options.threads);
    }
    main_with(&options);
}
