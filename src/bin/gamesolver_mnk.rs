//! Connect-N, the m,n,k-game · the seed series' game, solved · https://en.wikipedia.org/wiki/M,n,k-game
//!
//! Rules: a board of W columns and H rows (`--board WxH`, 1 ≤ W, H ≤ 19, default 3x3) and K
//! (`--k K`, 3 ≤ K ≤ max(W, H), default 3). X moves first, then O; a move puts a stone on any
//! empty cell; K or more of one's stones in a row (across, up, or diagonally) wins; a full
//! board without one is a draw. Tic-tac-toe is 3x3 K3, gomoku 15x15 K5.
//! Input: one position a line, the moves so far in gomoku notation, X first: a column letter
//! (`a` the left column) and a row number (`1` the bottom row), single spaces between moves:
//! `b2 a1 c3`. An empty line is the empty board. Spaces and tabs around the line and a CR at
//! its end are ignored.
//! Output: per line the score for the side to move with both sides perfect: for a win, 1 plus
//! the stones the winner still has in hand when the game ends (X has ⌈WH/2⌉ stones, O
//! ⌊WH/2⌋); 0 for a draw; for a loss, minus the opponent's score. The empty 3x3 board is 0;
//! `a1 b1 a2 b2` is 3 (X plays a3 with his third stone and keeps two).
//! Options: `--weak` the outcome only (1, 0, −1); `--analyze` per line `cell:score` for every
//! empty cell (a1 b1 … c1 a2 …: bottom row first), the score of playing there; `--stats` per
//! line `score positions microseconds`; `--count` (no input) every position reachable from the
//! empty board: the heading `stones positions terminal`, those three per number of stones, then
//! `total P terminal T x_wins XW o_wins OW draws D classes C` (C: up to the symmetries);
//! `--move AGENT` per line the cell AGENT plays; `--match A B [--games N] [--seed S]` N games
//! (default 100), A first in the even-numbered ones: a line per agent `A: W wins, D draws, L
//! losses, score rate R (95 %: LOW to HIGH)` (Wilson's interval); `--play [AGENT]` a game
//! against AGENT in the terminal (`perfect` by default, on a clock there: `perfect:1000`, a
//! second a move; the score in words before your moves, "unknown" when the solver does not
//! find it within a second, and `--no-eval` hides it); `--train td --out FILE [--games G]` learns a td
//! table by self-play and writes it, `--train zero --out FILE [--games G] [--sims N]` a
//! policy-value network (a line: the games and the file; progress at a terminal). Agents:
//! `perfect` (a best move by score, ties at random), `perfect:MS` (the same within MS ms a
//! move, else a proven win or a fallback's move: gomoku's on K = 5 boards over 64 cells, else
//! MCTS's), `random`, `human` (asks on the terminal),
//! `mcts:N` and `mcts:N:reuse` (Monte Carlo tree search), `alphabeta:D`, `td:FILE`,
//! `zero:FILE:N` (PUCT with N simulations guided by a network), `gomoku[:MS]` (the gomoku
//! engine, K = 5) (docs/mnk.md, Agents); `td`,
//! `zero:N` and `zero` (100 simulations) play the shipped files, compiled in: td on 3x3 K3,
//! zero on 3x3 K3 and 4x4 K4 (fully connected), 6x6 K4, 7x7 K5 and 8x8 K5 (convolutional;
//! another board is refused naming those).
//! `--seed S` seeds them and the training (default 1).
//! `--no-pairing` searches without pairing strategies (to measure them). `--serve [--port N]
//! [--host ADDR]` serves the game as a web page on 127.0.0.1, starting on `--board` and `--k`
//! (boards of at most 64 cells; `src/web/mnk.rs`). `--help` says all this; the options are one
//! table (`util::options`): an option given twice, two that do not go together, a number
//! out of its bounds (`--games` 1 to 10^7) are refused.
//! Refused, with one `error:` line naming the line and the move (or the option), after the
//! answers of the lines before: a malformed cell (`z0`, `b`, `2b`), a cell off the board, a
//! taken cell, a move after the game is over or a move that makes K in a row (the game is
//! over: there is nothing to solve), a bad board or K, an unknown agent or option, an agent's
//! bad parameter (`mcts:0`, `zero:FILE:0`), a td table or a network file that is missing,
//! damaged or for another board.
//!
//! Idea: `src/mnk/` holds the game and each technique in a module of its own with why it keeps
//! the score exact: negamax with alpha-beta over the board's K-cell windows, threats played at
//! once, pairing strategies as proofs that a side cannot win, strategy stealing on the empty
//! board, a table of bounds shared by mirror images (`solver`); counting by a bit table over all
//! colourings (`count`); the players (`agent`: `mcts`, `alphabeta`, `td`, `zero` with its
//! network `net`) and the terminal game (`play`).
//! Cost: exponential in the empty cells in the worst case; the figures of the known boards are
//! in docs/mnk.md. Memory: a table of up to 2^22 entries of 16 bytes (64 MiB).
//!
//! @judge gamesolver
//! @number mnk
//! @title Connect-N (m,n,k-game)
//! @link https://en.wikipedia.org/wiki/M,n,k-game
//! @time-limit 3 s
//! @accepts lines of legal moves of a game not over on boards of 1x1 to 19x19, 3 ≤ K ≤ max(W, H); exact answers where the search can finish
//! @standalone no: uses the library (src/mnk/); no judge compiles it
//! @complexity exponential in the empty cells; 3x3 at once, 7x7 K5 in seconds; a table of up to 64 MiB
use game_solutions::mnk::agent::{play_match, Agent};
use game_solutions::mnk::agents::agent;
use game_solutions::mnk::agents::td;
use game_solutions::mnk::agents::zero;
use game_solutions::mnk::count::count;
use game_solutions::mnk::game::Game;
use game_solutions::mnk::play::play;
use game_solutions::mnk::shape::Shape;
use game_solutions::mnk::solver::Solver;
use game_solutions::program::run;
use game_solutions::util::options::{Kind, Spec, Table};
use game_solutions::util::terminal::is_terminal;
use game_solutions::web::mnk::{ConnectN, MAX_SERVED_CELLS};
use game_solutions::web::router::{Board, Router};
use std::time::Instant;

/// The command line's options (`util::options`): `--help` is made from this table.
const OPTIONS: Table = Table {
    about: "\
gamesolver_mnk: Connect-N (the m,n,k-game) solved exactly, and played.
K stones in a row on a board of W columns and H rows wins; X moves first.

Reads one position a line from stdin: the moves so far, X first, as cells
(column letter, row number from the bottom), one space apart: `b2 a1 c3`.
Prints the score for the side to move with perfect play: 1 + the stones the
winner still has in hand when the game ends, 0 for a draw, negative for a loss.
",
    options: &[
        Spec {
            name: "--board",
            kind: Kind::Size { what: "WxH, such as 7x7" },
            help: "W columns, H rows, 1 to 19 each (default 3x3)",
        },
        Spec {
            name: "--k",
            kind: Kind::Number { meta: "K", low: 3, high: 19, what: "a number of stones" },
            help: "K in a row wins, 3 to max(W, H) (default 3)",
        },
        Spec { name: "--weak", kind: Kind::Flag, help: "the outcome only: 1 win, 0 draw, -1 loss" },
        Spec {
            name: "--analyze",
            kind: Kind::Flag,
            help: "per line `cell:score` for every empty cell",
        },
        Spec { name: "--stats", kind: Kind::Flag, help: "per line `score positions microseconds`" },
        Spec {
            name: "--count",
            kind: Kind::Flag,
            help: "count every position reachable from the empty board",
        },
        Spec { name: "--move", kind: Kind::Text("AGENT"), help: "per line the cell AGENT plays" },
        Spec {
            name: "--match",
            kind: Kind::Two { meta: "A B", what: "two agents, such as --match mcts:1000 perfect" },
            help: "games between agents A and B (A first in even games)",
        },
        Spec {
            name: "--games",
            kind: Kind::Number { meta: "N", low: 1, high: MAX_GAMES, what: "a number of games" },
            help: "the games of --match or --train (default 100)",
        },
        Spec {
            name: "--play",
            kind: Kind::Optional { meta: "AGENT", default: "perfect" },
            help: "play against AGENT in the terminal (default perfect, which\n\
                   moves within a second: else a proven win or a fallback's)",
        },
        Spec {
            name: "--no-eval",
            kind: Kind::Flag,
            help: "with --play: do not say the score before your moves",
        },
        Spec {
            name: "--seed",
            kind: Kind::Number { meta: "S", low: 0, high: u64::MAX, what: "a whole number" },
            help: "seeds the agents' random choices and --train (default 1)",
        },
        Spec {
            name: "--train",
            kind: Kind::Choice(&["td", "zero"]),
            help: "td: learn a td table by self-play (TD(0) on afterstates,\n\
                   --games of them) and write it to --out FILE;\n\
                   zero: learn a policy-value network by self-play (AlphaGo\n\
                   Zero: --games of them, --sims simulations a move)",
        },
        Spec {
            name: "--sims",
            kind: Kind::Number {
                meta: "N",
                low: 1,
                high: zero::MAX_SIMULATIONS as u64,
                what: "simulations",
            },
            help: "the simulations a move of --train zero (default 50)",
        },
        Spec { name: "--out", kind: Kind::Text("FILE"), help: "the file --train writes" },
        Spec {
            name: "--net",
            kind: Kind::Choice(&["dense", "conv"]),
            help: "the network --train zero learns: dense (fully connected,\n\
                   the default) or conv (3x3 convolutions, residual blocks)",
        },
        Spec {
            name: "--threads",
            kind: Kind::Number { meta: "T", low: 1, high: 64, what: "a number of threads" },
            help: "threads of --train zero --net conv (default 1; the same file\n\
                   whatever T)",
        },
        Spec {
            name: "--checkpoint",
            kind: Kind::Number { meta: "G", low: 1, high: MAX_GAMES, what: "a number of games" },
            help: "with --train zero: also write the network every G games\n\
                   (a multiple of 20) to FILE.GAMES",
        },
        Spec {
            name: "--no-pairing",
            kind: Kind::Flag,
            help: "search without pairing strategies (to measure them)",
        },
        Spec {
            name: "--serve",
            kind: Kind::Flag,
            help: "serve the game as a web page (open the address it prints),\n\
                   starting on --board and --k",
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
    ],
    conflicts: &[
        &["--analyze", "--stats", "--count", "--move", "--match", "--play", "--serve", "--train"],
        &["--weak", "--count"],
        &["--weak", "--move"],
        &["--weak", "--match"],
        &["--weak", "--play"],
        &["--weak", "--serve"],
        &["--weak", "--train"],
    ],
    requires: &[
        ("--games", &["--match", "--train"]),
        ("--sims", &["--train"]),
        ("--net", &["--train"]),
        ("--threads", &["--net"]),
        ("--checkpoint", &["--train"]),
        ("--out", &["--train"]),
        ("--train", &["--out"]),
        ("--no-eval", &["--play"]),
        ("--port", &["--serve"]),
        ("--host", &["--serve"]),
    ],
    after: "\
Agents: perfect, random, human (asks on the terminal),
  perfect:MS     perfect within MS ms a move, else a proven win or a fallback's
                 (gomoku's on K = 5 boards over 64 cells, else MCTS's)
  mcts:N         Monte Carlo tree search, N iterations a move (UCT, MCTS-Solver)
  mcts:N:reuse   the same, keeping the tree between its moves
  alphabeta:D    alpha-beta to depth D with a threat-counting evaluation
  td:FILE        greedy on a td table trained for this board (--train td)
  zero:FILE:N    PUCT, N simulations a move, guided by a network trained for
                 this board (--train zero)
  td, zero:N     the shipped table (3x3 K3) and networks (3x3 K3, 4x4 K4,
  zero           6x6 K4, 7x7 K5, 8x8 K5), built in; zero alone is zero:100
  gomoku[:MS]    the gomoku engine, MS ms a move (default 1000); K = 5, sides >= 5

Examples:
  echo 'a1 b1 a2 b2' | gamesolver_mnk              # 3: X wins with a3
  echo '' | gamesolver_mnk --board 5x5 --k 5 --weak  # 0: a draw
  gamesolver_mnk --board 4x4 --k 3 --count
  gamesolver_mnk --match perfect random --games 200
  gamesolver_mnk --match mcts:1000 perfect --games 200
  gamesolver_mnk --board 4x4 --k 4 --match zero mcts:1000 --games 20
  gamesolver_mnk --train td --out td.table --games 100000
  gamesolver_mnk --train zero --out zero.net --games 3000 --sims 50
  gamesolver_mnk --play mcts:10000
",
};

/// The opponent of `--play perfect` (and of `--play`): perfect within a second a move.
const PLAY_PERFECT: &str = "perfect:1000";
/// A match or a training of more games than this would run for days.
const MAX_GAMES: u64 = 10_000_000;

#[derive(Clone, Copy, Debug, PartialEq)]
enum Learner {
    Td,
    Zero,
}

#[derive(Clone, Debug, PartialEq)]
enum Mode {
    Score,
    Analyze,
    Stats,
    Count,
    Move(String),
    Match(String, String),
    Play(String),
    Serve,
    /// `--train td|zero --out FILE`: what is trained and the file.
    Train(Learner, String),
}

struct Options {
    shape: Shape,
    mode: Mode,
    weak: bool,
    games: u32,
    seed: u64,
    /// The simulations a move of `--train zero`.
    sims: u32,
    /// The network `--train zero` learns, its threads, and how often it is also written.
    net: zero::Kind,
    threads: usize,
    checkpoint: Option<u32>,
    evaluate: bool,
    pairings: bool,
    /// Where `--serve` listens.
    address: String,
}

/// What the command line asks for, or the one-line error that says what is wrong with it;
/// `Ok(None)` for `--help`.
fn parse_options(args: &[String]) -> Result<Option<Options>, String> {
    let positional = |arg: &str| {
        format!(
            "unexpected argument `{}`: positions are read from stdin (echo '{}' | gamesolver_mnk)",
            arg, arg
        )
    };
    let given = match OPTIONS.parse(args, &positional)? {
        Some(given) => given,
        None => return Ok(None),
    };
    let (width, height) = given.size("--board").unwrap_or((3, 3));
    if !(1..=19).contains(&width) || !(1..=19).contains(&height) {
        return Err(given.refuse("--board", "WxH with W and H from 1 to 19, such as 7x7"));
    }
    let k = given.number("--k").unwrap_or(3) as usize;
    let shape = Shape::new(width, height, k)?;
    let train = |learner| Mode::Train(learner, given.text("--out").unwrap_or("").to_string());
    let mode = if given.has("--analyze") {
        Mode::Analyze
    } else if given.has("--stats") {
        Mode::Stats
    } else if given.has("--count") {
        Mode::Count
    } else if let Some(name) = given.text("--move") {
        Mode::Move(name.to_string())
    } else if let Some((a, b)) = given.pair("--match") {
        Mode::Match(a.to_string(), b.to_string())
    } else if let Some(name) = given.text("--play") {
        Mode::Play(name.to_string())
    } else if given.has("--serve") {
        Mode::Serve
    } else if given.text("--train") == Some("td") {
        for option in ["--sims", "--net", "--checkpoint"] {
            if given.has(option) {
                return Err(format!(
                    "`{}` with `--train td`: expected it only with --train zero",
                    option
                ));
            }
        }
        train(Learner::Td)
    } else if given.has("--train") {
        train(Learner::Zero)
    } else {
        Mode::Score
    };
    if mode == Mode::Serve && shape.cells() > MAX_SERVED_CELLS {
        return Err(format!(
            "`--serve` with `--board {}x{}`: expected a board of at most {} cells (the page's)",
            width, height, MAX_SERVED_CELLS
        ));
    }
    let host = given.text("--host").unwrap_or("127.0.0.1");
    Ok(Some(Options {
        shape,
        mode,
        weak: given.has("--weak"),
        games: given.number("--games").unwrap_or(100) as u32,
        seed: given.number("--seed").unwrap_or(1),
        sims: given.number("--sims").unwrap_or(50) as u32,
        net: if given.text("--net") == Some("conv") { zero::Kind::Conv } else { zero::Kind::Dense },
        threads: given.number("--threads").unwrap_or(1) as usize,
        checkpoint: given.number("--checkpoint").map(|g| g as u32),
        evaluate: !given.has("--no-eval"),
        pairings: !given.has("--no-pairing"),
        address: format!("{}:{}", host, given.number("--port").unwrap_or(8765)),
    }))
}

fn table_bits(shape: Shape) -> u32 {
    (shape.cells() as u32 + 6).clamp(12, 22)
}

/// The game of line `number` (counted from 1), or the error naming the line.
fn read_game(shape: Shape, line: &str, number: usize) -> Result<Game, String> {
    let at = |e: String| format!("line {}, {}", number, e);
    let game = Game::from_line(shape, line).map_err(at)?;
    if game.winner().is_some() {
        let last = game.moves().len();
        return Err(format!(
            "line {}, move {} `{}`: expected a game not over, but this move makes {} in a row",
            number,
            last,
            shape.name(game.moves()[last - 1]),
            shape.k
        ));
    }
    Ok(game)
}

/// The lines of the input: split at newlines, a CR at the end of each cut; no line after a
/// final newline. A line that is not UTF-8 text is an error at its place.
fn lines(input: &[u8]) -> Vec<Result<&str, usize>> {
    let mut lines: Vec<&[u8]> = input.split(|&b| b == b'\n').collect();
    if lines.last().map_or(false, |line| line.is_empty()) {
        lines.pop();
    }
    lines
        .into_iter()
        .map(|line| {
            let line = line.strip_suffix(b"\r").unwrap_or(line);
            std::str::from_utf8(line).map_err(|e| e.valid_up_to() + 1)
        })
        .collect()
}

fn answer_lines(options: &Options, input: &[u8], out: &mut String) -> Result<(), String> {
    let shape = options.shape;
    let mut solver = Solver::new(shape, table_bits(shape));
    solver.use_pairings = options.pairings;
    solver.show_progress(is_terminal(2));
    let mut mover: Option<Box<dyn Agent>> = match &options.mode {
        Mode::Move(name) => Some(agent(name, shape, options.seed)?),
        _ => None,
    };
    for (index, line) in lines(input).into_iter().enumerate() {
        let number = index + 1;
        let line = line.map_err(|byte| {
            format!(
                "line {}: expected moves such as `b2 a1`, found a byte that is not text (byte {})",
                number, byte
            )
        })?;
        let game = read_game(shape, line, number)?;
        let full = game.moves().len() == shape.cells();
        match &options.mode {
            Mode::Score | Mode::Stats => {
                let started = Instant::now();
                solver.nodes = 0;
                let score = if full {
                    0
                } else {
                    solver.set_position(&game);
                    solver.solve(options.weak)
                };
                solver.end_progress();
                if options.mode == Mode::Stats {
                    let micros = started.elapsed().as_micros();
                    out.push_str(&format!("{} {} {}\n", score, solver.nodes, micros));
                } else {
                    out.push_str(&format!("{}\n", score));
                }
            }
            Mode::Analyze => {
                solver.set_position(&game);
                let scores = if full { Vec::new() } else { solver.analyze(options.weak) };
                solver.end_progress();
                let cells: Vec<String> = scores
                    .iter()
                    .map(|&(cell, score)| format!("{}:{}", shape.name(cell), score))
                    .collect();
                out.push_str(&cells.join(" "));
                out.push('\n');
            }
            Mode::Move(_) => {
                if full {
                    return Err(format!(
                        "line {}: expected a game not over, found the board full",
                        number
                    ));
                }
                let chosen = mover.as_mut().map(|m| m.choose(&game)).unwrap_or(Err(String::new()));
                let cell = chosen.map_err(|e| format!("line {}: {}", number, e))?;
                out.push_str(&shape.name(cell));
                out.push('\n');
            }
            Mode::Count | Mode::Match(..) | Mode::Play(_) | Mode::Serve | Mode::Train(..) => {
                unreachable!("no input lines")
            }
        }
    }
    Ok(())
}

/// Prints `answer` (read no input), or its error and exits with status 1.
fn answer_without_input(answer: Result<String, String>) {
    match answer {
        Ok(text) => print!("{}", text),
        Err(message) => {
            eprintln!("error: {}", message);
            std::process::exit(1);
        }
    }
}

fn count_lines(shape: Shape) -> Result<String, String> {
    let layers = count(shape)?;
    let mut out = String::from("stones positions terminal\n");
    for (stones, layer) in layers.iter().enumerate() {
        out.push_str(&format!("{} {} {}\n", stones, layer.positions, layer.terminal));
    }
    let sum =
        |f: fn(&game_solutions::mnk::count::Layer) -> u64| -> u64 { layers.iter().map(f).sum() };
    out.push_str(&format!(
        "total {} terminal {} x_wins {} o_wins {} draws {} classes {}\n",
        sum(|l| l.positions),
        sum(|l| l.terminal),
        sum(|l| l.x_wins),
        sum(|l| l.o_wins),
        sum(|l| l.draws),
        sum(|l| l.classes)
    ));
    Ok(out)
}

fn match_lines(options: &Options, a: &str, b: &str) -> Result<String, String> {
    let shape = options.shape;
    let mut first = agent(a, shape, options.seed)?;
    let mut second = agent(b, shape, options.seed.wrapping_add(1))?;
    let tally = play_match(shape, &mut *first, &mut *second, options.games)?;
    Ok(tally.lines(a, b))
}

/// Trains a td table by self-play and writes it to `path`; progress (games, the mean TD
/// error) on stderr at a terminal. Prints one line: the games, the entries and the file.
fn train_table(options: &Options, path: &str) -> Result<String, String> {
    let shape = options.shape;
    let games = options.games;
    let show = is_terminal(2);
    let table = td::train(shape, games, options.seed, &mut |played, error| {
        if show {
            eprint!("\r{} of {} games, mean |TD error| {:.4} ", played, games, error);
        }
    })?;
    if show {
        eprint!("\r{:60}\r", "");
    }
    let text = table.to_text();
    std::fs::write(path, &text).map_err(|e| format!("--out {}: cannot write: {}", path, e))?;
    let entries = text.lines().count() - 4;
    Ok(format!("trained {} games: {} afterstates written to {}\n", games, entries, path))
}

/// Trains a policy-value network by self-play and writes it to `path`; progress at a
/// terminal (games, the losses, and how often the network's own first choice keeps the
/// outcome on 500 random positions the exact solver scored). Prints one line: the games, the
/// parameters and the file.
fn train_network(options: &Options, path: &str) -> Result<String, String> {
    let shape = options.shape;
    let games = options.games;
    let started = Instant::now();
    let mut judge =
        if is_terminal(2) { Some(judged_positions(shape, 500, options.seed)) } else { None };
    let mut written = Ok(());
    let (kind, sims, seed, threads) = (options.net, options.sims, options.seed, options.threads);
    let net = zero::train(shape, kind, games, sims, seed, threads, &mut |round| {
        if let Some(every) = options.checkpoint {
            if round.games % every == 0 && written.is_ok() {
                let file = format!("{}.{}", path, round.games);
                written = std::fs::write(&file, round.net.to_text())
                    .map_err(|e| format!("--checkpoint: cannot write {}: {}", file, e));
            }
        }
        if let Some(positions) = judge.as_mut() {
            let agree = positions
                .iter()
                .filter(|(game, good)| {
                    let input = zero::game_planes(game);
                    let legal = game_solutions::mnk::agents::net::legal_cells(&input);
                    let (priors, _) = round.net.evaluate(&input, &legal);
                    let first = (0..priors.len()).max_by(|&a, &b| {
                        priors[a].partial_cmp(&priors[b]).unwrap_or(std::cmp::Ordering::Equal)
                    });
                    first.map_or(false, |cell| good.contains(&cell))
                })
                .count();
            eprint!(
                "\r{} of {} games, {:.0} s: value loss {:.3}, policy loss {:.3}, first choice keeps the outcome {:.1} % ",
                round.games,
                games,
                started.elapsed().as_secs_f64(),
                round.value_loss,
                round.policy_loss,
                100.0 * agree as f64 / positions.len().max(1) as f64
            );
        }
    });
    if judge.is_some() {
        eprint!("\r{:120}\r", "");
    }
    written?;
    let text = net.to_text();
    std::fs::write(path, &text).map_err(|e| format!("--out {}: cannot write: {}", path, e))?;
    Ok(format!(
        "trained {} games: a network of {} parameters written to {}\n",
        games,
        net.parameters(),
        path
    ))
}

/// `count` random positions of `shape` not over, each with the moves that keep its outcome
/// (by the exact solver).
fn judged_positions(shape: Shape, count: usize, seed: u64) -> Vec<(Game, Vec<usize>)> {
    let mut rng = game_solutions::util::rng::Rng::new(seed ^ 0x5EED);
    let mut solver = Solver::new(shape, table_bits(shape));
    let mut positions = Vec::new();
    while positions.len() < count {
        let mut game = Game::new(shape);
        let stones = rng.below(shape.cells() - 1);
        while game.moves().len() < stones && !game.is_over() {
            let moves = game.legal_moves();
            let _ = game.step(moves[rng.below(moves.len())]);
        }
        if game.is_over() {
            continue;
        }
        solver.set_position(&game);
        let scores = solver.analyze(true);
        let best = scores.iter().map(|s| s.1).max().unwrap_or(0);
        let good = scores.iter().filter(|s| s.1 == best).map(|s| s.0).collect();
        positions.push((game, good));
    }
    positions
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let options = match parse_options(&args) {
        Ok(Some(options)) => options,
        Ok(None) => return print!("{}", OPTIONS.help()),
        Err(message) => {
            eprintln!("error: {}", message);
            std::process::exit(1);
        }
    };
    match &options.mode {
        Mode::Count => answer_without_input(count_lines(options.shape)),
        Mode::Match(a, b) => answer_without_input(match_lines(&options, a, b)),
        Mode::Train(Learner::Td, path) => answer_without_input(train_table(&options, path)),
        Mode::Train(Learner::Zero, path) => answer_without_input(train_network(&options, path)),
        Mode::Serve => {
            let (listener, url) = match game_solutions::web::http::listen(&options.address) {
                Ok(bound) => bound,
                Err(e) => {
                    eprintln!("error: {}", e);
                    std::process::exit(1);
                }
            };
            println!("open {}", url);
            let shape = options.shape;
            let board = Board { width: shape.width, height: shape.height, k: shape.k };
            let router = Router::new(ConnectN::new(board));
            game_solutions::web::http::serve(listener, 4, std::sync::Arc::new(router));
        }
        Mode::Play(name) => {
            // `perfect` on a clock, so that a board it cannot solve still gets its moves.
            let name = if name == "perfect" { PLAY_PERFECT } else { name };
            let mut opponent = match agent(name, options.shape, options.seed) {
                Ok(opponent) => opponent,
                Err(message) => {
                    eprintln!("error: {}", message);
                    std::process::exit(1);
                }
            };
            let stdin = std::io::stdin();
            let stdout = std::io::stdout();
            let played = play(
                options.shape,
                &mut *opponent,
                options.evaluate,
                &mut stdin.lock(),
                &mut stdout.lock(),
            );
            if let Err(e) = played {
                eprintln!("error: {}", e);
                std::process::exit(1);
            }
        }
        _ => run(|input, out| answer_lines(&options, input, out)),
    }
}
