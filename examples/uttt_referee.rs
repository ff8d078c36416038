//! A local referee for CodinGame's Tic-Tac-Toe (Ultimate, or Wood's plain 3×3 with `--wood`),
//! with the official rules as `Referee.java`, `TicTacToe.java` and `Player.java` of
//! github.com/CodinGame/game-ultimate-tictactoe play them. `make arena A=… B=… [GAMES=N]
//! [SEED=S]` runs it.
//!
//! Usage: `uttt_referee A B [--games N] [--seed S] [--time-scale F] [--wood] [--quiet]`. A
//! player is a shell command (started afresh for every game, as CodinGame does) or a built-in
//! baseline: `random` (a legal move) or `greedy` (a move that wins its small board, else one
//! that takes a cell where the opponent would win one, else random). A blank command, or one
//! whose program is neither an executable file nor on PATH, is refused before any game
//! (status 1); `make arena` (tools/arena.sh) turns a binary's name into its built path.
//! Protocol, per turn, to the player to move: the last move (`-1 -1` on the first turn), the
//! number of valid actions, the actions one a line, shuffled by a generator seeded per game;
//! the answer is the first line the player prints, which must match `Player.java`'s pattern
//! `-?[0-9]\s+-?[0-9]?(\s+.+)?` as a whole (a space before the move, or one space after it, is
//! invalid), name a listed action, and come within the clock: 1,000 ms for each side's first
//! move, 100 ms for each later one (times F), measured from when the input is written.
//! Rules: a cell (r, c) lies in small board (r/3, c/3) and sends the next player to board
//! (r%3, c%3), or anywhere when that board is won or full; a won board counts for its winner on
//! the big grid; three in a line on it wins at once; when no move is left, more won boards
//! wins, equal counts draw. A late, invalid or illegal answer loses at once.
//! Output: one line per game (the colours, the winner and the reason: line, count, timeout,
//! invalid output, illegal move, and the moves played), then per player its wins, draws and
//! losses, its score with a 95 % interval (Wilson's score method), its
//! slowest first answer and slowest later answer, and the times it passed over a move that
//! won the game at once. Colours alternate: A moves first in the odd games.
//! Idea: each program's stdout is read by a thread that forwards its lines over a channel, so
//! the clock is a `recv_timeout`; a program that prints nothing, exits or hangs loses and is
//! killed, so the referee never hangs.
//! Cost: the games' own time; memory O(1) per game.
use game_solutions::util::options::{Kind, Spec as OptionSpec, Table};
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{channel, Receiver, RecvTimeoutError};
use std::thread;
use std::time::{Duration, Instant};

/// splitmix64: the shuffles and the baselines' choices, from a seed.
pub struct Rng(pub u64);

impl Rng {
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }
}

const LINES: [[usize; 3]; 8] =
    [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]];

/// The owner (1 or 2) of a line of `grid` (nine cells, 0 empty), 0 if none.
pub fn line_owner(grid: &[u8]) -> u8 {
    for line in LINES {
        let owner = grid[line[0]];
        if owner != 0 && grid[line[1]] == owner && grid[line[2]] == owner {
            return owner;
        }
    }
    0
}

/// A game in progress, as the referee keeps it: every cell (row-major, 0 empty, 1 or 2),
/// each small board's winner, the last move and the score (won boards) of each player.
#[derive(Clone)]
pub struct Game {
    pub wood: bool,
    pub cells: [[u8; 9]; 9],
    pub small_winner: [u8; 9],
    pub last: Option<(usize, usize)>,
    pub score: [u32; 2],
    /// 1 or 2 once a player has won by a line (or, on 3×3, by three in a row).
    pub line_winner: u8,
    pub to_move: u8,
}

impl Game {
    pub fn new(wood: bool) -> Self {
        Game {
            wood,
            cells: [[0; 9]; 9],
            small_winner: [0; 9],
            last: None,
            score: [0; 2],
            line_winner: 0,
            to_move: 1,
        }
    }

    /// The nine cells of small board `board` (row-major).
    fn small(&self, board: usize) -> [u8; 9] {
        let (r0, c0) = (board / 3 * 3, board % 3 * 3);
        let mut grid = [0; 9];
        for (i, cell) in grid.iter_mut().enumerate() {
            *cell = self.cells[r0 + i / 3][c0 + i % 3];
        }
        grid
    }

    /// The empty cells of a small board that is not won (a won one offers none).
    fn open_cells(&self, board: usize, out: &mut Vec<(usize, usize)>) {
        if self.small_winner[board] != 0 {
            return;
        }
        let (r0, c0) = (board / 3 * 3, board % 3 * 3);
        for i in 0..9 {
            if self.cells[r0 + i / 3][c0 + i % 3] == 0 {
                out.push((r0 + i / 3, c0 + i % 3));
            }
        }
    }

    /// The valid actions in row-major order (the referee shuffles them), none once won.
    pub fn valid_actions(&self) -> Vec<(usize, usize)> {
        let mut actions = Vec::new();
        if self.line_winner != 0 {
            return actions;
        }
        if self.wood {
            for i in 0..9 {
                if self.cells[i / 3][i % 3] == 0 {
                    actions.push((i / 3, i % 3));
                }
            }
            return actions;
        }
        if let Some((row, col)) = self.last {
            self.open_cells(row % 3 * 3 + col % 3, &mut actions);
        }
        if actions.is_empty() {
            for board in 0..9 {
                self.open_cells(board, &mut actions);
            }
            actions.sort_unstable();
        }
        actions
    }

    /// Plays a valid action for the player to move.
    pub fn play(&mut self, (row, col): (usize, usize)) {
        let player = self.to_move;
        self.cells[row][col] = player;
        self.last = Some((row, col));
        self.to_move = 3 - player;
        if self.wood {
            let grid = self.small(0);
            self.line_winner = line_owner(&grid);
            return;
        }
        let board = row / 3 * 3 + col / 3;
        if line_owner(&self.small(board)) == player {
            self.small_winner[board] = player;
            self.score[player as usize - 1] += 1;
            if line_owner(&self.small_winner) == player {
                self.line_winner = player;
            }
        }
    }

    /// The result once no valid action is left or a line is won: 1 or 2 for a winner, 0 for
    /// a draw, None while the game goes on.
    pub fn result(&self) -> Option<u8> {
        if self.line_winner != 0 {
            return Some(self.line_winner);
        }
        if !self.valid_actions().is_empty() {
            return None;
        }
        Some(match self.score[0].cmp(&self.score[1]) {
            std::cmp::Ordering::Greater => 1,
            std::cmp::Ordering::Less => 2,
            std::cmp::Ordering::Equal => 0,
        })
    }

    /// Whether `action` wins the game at once for the player to move (by a line, or by the
    /// count when it is the last move).
    pub fn wins_at_once(&self, action: (usize, usize)) -> bool {
        let mut after = self.clone();
        after.play(action);
        after.result() == Some(self.to_move)
    }

    /// Whether `action` wins its small board for `player` (on 3×3: the game).
    pub fn wins_small(&self, action: (usize, usize), player: u8) -> bool {
        let mut after = self.clone();
        after.cells[action.0][action.1] = player;
        let board = if self.wood { 0 } else { action.0 / 3 * 3 + action.1 / 3 };
        line_owner(&after.small(board)) == player
    }
}

/// `line` read as `Player.java` reads an answer: the whole line must match
/// `(?<row>-?[0-9]{1})\s+(?<col>-?[0-9]{1})?(?:\s+(?<message>.+))?` and hold a column.
pub fn parse_answer(line: &str) -> Option<(i32, i32)> {
    let bytes = line.as_bytes();
    let space = |b: u8| matches!(b, b' ' | b'\t' | b'\n' | b'\x0B' | b'\x0C' | b'\r');
    let number = |at: usize| -> Option<(i32, usize)> {
        let negative = bytes.get(at) == Some(&b'-');
        let digit = *bytes.get(at + negative as usize)?;
        if !digit.is_ascii_digit() {
            return None;
        }
        let value = (digit - b'0') as i32;
        Some((if negative { -value } else { value }, at + negative as usize + 1))
    };
    let (row, mut at) = number(0)?;
    let spaces = bytes[at..].iter().take_while(|&&b| space(b)).count();
    if spaces == 0 {
        return None;
    }
    at += spaces;
    let (col, end) = number(at)?;
    // After the column: nothing, or whitespace and at least one more character.
    let rest = &bytes[end..];
    if rest.is_empty() || rest.len() >= 2 && space(rest[0]) {
        Some((row, col))
    } else {
        None
    }
}

/// A player: a program (a shell command) or a built-in baseline.
#[derive(Clone)]
pub enum Spec {
    Program(String),
    Random,
    Greedy,
}

impl Spec {
    pub fn parse(text: &str) -> Spec {
        match text {
            "random" => Spec::Random,
            "greedy" => Spec::Greedy,
            command => Spec::Program(command.to_string()),
        }
    }

    /// Whether the player can play: a blank command cannot, nor one whose program (its first
    /// word after any `NAME=value`) the shell does not find: a path that is not an executable
    /// file, a name on no folder of PATH. Said before any game, so that no match is scored
    /// against a player that never started.
    pub fn check(&self) -> Result<(), String> {
        let command = match self {
            Spec::Program(command) => command,
            _ => return Ok(()),
        };
        let program = command.split_whitespace().find(|word| !word.contains('='));
        let program = program.ok_or("an empty command: expected a command, random or greedy")?;
        let found = Command::new("sh")
            .arg("-c")
            .arg("command -v \"$1\" >/dev/null")
            .arg("sh")
            .arg(program)
            .status()
            .map_err(|e| format!("cannot run sh to look for {:?}: {}", program, e))?;
        let runnable = match std::fs::metadata(program) {
            _ if !program.contains('/') => found.success(),
            Ok(meta) => {
                use std::os::unix::fs::PermissionsExt;
                meta.is_file() && meta.permissions().mode() & 0o111 != 0
            }
            Err(_) => false,
        };
        if runnable {
            Ok(())
        } else {
            Err(format!(
                "cannot start {:?}: {:?} is no executable file nor a command on PATH",
                command, program
            ))
        }
    }
}

/// A running program: its stdin and the lines of its stdout.
struct Process {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
}

impl Process {
    fn start(command: &str) -> Result<Process, String> {
        let mut child = Command::new("sh")
            .arg("-c")
            .arg(format!("exec {}", command))
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| format!("cannot start {:?}: {}", command, e))?;
        let stdin = child.stdin.take().ok_or("no stdin")?;
        let stdout = child.stdout.take().ok_or("no stdout")?;
        let (sender, lines) = channel();
        thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                match line {
                    Ok(line) => {
                        if sender.send(line).is_err() {
                            return;
                        }
                    }
                    Err(_) => return,
                }
            }
        });
        Ok(Process { child, stdin, lines })
    }
}

impl Drop for Process {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// How a game ended, for the side that did not simply lose on the board.
pub struct Outcome {
    /// 1 or 2 (the colours: 1 moves first), 0 for a draw.
    pub winner: u8,
    pub reason: String,
    pub moves: usize,
    /// Per colour: the slowest first answer and the slowest later one.
    pub slowest_first: [Duration; 2],
    pub slowest: [Duration; 2],
    /// Per colour: the turns where a move won at once and the player played another.
    pub missed_wins: [u32; 2],
}

/// A greedy or random move.
fn baseline(
    game: &Game,
    actions: &[(usize, usize)],
    greedy: bool,
    rng: &mut Rng,
) -> (usize, usize) {
    if greedy {
        let me = game.to_move;
        for player in [me, 3 - me] {
            let good: Vec<_> =
                actions.iter().copied().filter(|&a| game.wins_small(a, player)).collect();
            if !good.is_empty() {
                return good[rng.below(good.len())];
            }
        }
    }
    actions[rng.below(actions.len())]
}

/// Plays one game between `specs[0]` (moving first) and `specs[1]`.
pub fn play_game(specs: [&Spec; 2], wood: bool, seed: u64, time_scale: f64) -> Outcome {
    let mut rng = Rng(seed);
    let mut game = Game::new(wood);
    let mut outcome = Outcome {
        winner: 0,
        reason: String::new(),
        moves: 0,
        slowest_first: [Duration::ZERO; 2],
        slowest: [Duration::ZERO; 2],
        missed_wins: [0; 2],
    };
    let mut processes: Vec<Option<Process>> = Vec::new();
    for spec in specs {
        processes.push(match spec {
            Spec::Program(command) => match Process::start(command) {
                Ok(process) => Some(process),
                Err(why) => {
                    outcome.winner = 2 - processes.len() as u8;
                    outcome.reason = why;
                    return outcome;
                }
            },
            _ => None,
        });
    }
    let mut answered = [0usize; 2];
    loop {
        let actions = game.valid_actions();
        if let Some(result) = game.result() {
            outcome.winner = result;
            outcome.reason = if game.line_winner != 0 {
                "line".to_string()
            } else if wood {
                "full board".to_string()
            } else {
                format!("count {}-{}", game.score[0], game.score[1])
            };
            return outcome;
        }
        let side = (game.to_move - 1) as usize;
        let mut shuffled = actions.clone();
        for i in (1..shuffled.len()).rev() {
            shuffled.swap(i, rng.below(i + 1));
        }
        let first = answered[side] == 0;
        let move_number = outcome.moves + 1;
        let limit = Duration::from_micros(
            ((if first { 1000.0 } else { 100.0 }) * 1000.0 * time_scale) as u64,
        );
        let lose = |outcome: &mut Outcome, why: String| {
            outcome.winner = 2 - side as u8;
            outcome.reason = why;
        };
        let action = match &mut processes[side] {
            None => baseline(&game, &actions, matches!(specs[side], Spec::Greedy), &mut rng),
            Some(process) => {
                let mut input = match game.last {
                    Some((row, col)) => format!("{} {}\n", row, col),
                    None => "-1 -1\n".to_string(),
                };
                input.push_str(&format!("{}\n", shuffled.len()));
                for (row, col) in &shuffled {
                    input.push_str(&format!("{} {}\n", row, col));
                }
                let start = Instant::now();
                // A program that answers without reading its input (or that has ended) may
                // refuse it; its answer, if any, is read all the same.
                let _ =
                    process.stdin.write_all(input.as_bytes()).and_then(|_| process.stdin.flush());
                let line = process.lines.recv_timeout(limit);
                let took = start.elapsed();
                let slowest = if first {
                    &mut outcome.slowest_first[side]
                } else {
                    &mut outcome.slowest[side]
                };
                *slowest = (*slowest).max(took);
                let line = match line {
                    Ok(line) => line,
                    Err(RecvTimeoutError::Timeout) => {
                        lose(
                            &mut outcome,
                            format!("timeout on move {} (limit {:?})", move_number, limit),
                        );
                        return outcome;
                    }
                    Err(RecvTimeoutError::Disconnected) => {
                        lose(
                            &mut outcome,
                            format!("no answer on move {} (the program ended)", move_number),
                        );
                        return outcome;
                    }
                };
                if took > limit {
                    lose(
                        &mut outcome,
                        format!("timeout on move {}: {:?} (limit {:?})", move_number, took, limit),
                    );
                    return outcome;
                }
                let (row, col) = match parse_answer(&line) {
                    Some(answer) => answer,
                    None => {
                        lose(
                            &mut outcome,
                            format!("invalid output {:?} on move {}", line, move_number),
                        );
                        return outcome;
                    }
                };
                let action = (row as usize, col as usize);
                if row < 0 || col < 0 || !actions.contains(&action) {
                    lose(
                        &mut outcome,
                        format!("illegal move {} {} on move {}", row, col, move_number),
                    );
                    return outcome;
                }
                action
            }
        };
        answered[side] += 1;
        if !game.wins_at_once(action) && actions.iter().any(|&a| game.wins_at_once(a)) {
            outcome.missed_wins[side] += 1;
        }
        game.play(action);
        outcome.moves += 1;
    }
}

/// Per player: wins, draws, losses, slowest answers, missed wins.
#[derive(Default)]
pub struct Tally {
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
    pub slowest_first: Duration,
    pub slowest: Duration,
    pub missed_wins: u32,
}

impl Tally {
    /// The mean points (1 a win, ½ a draw) and its 95 % interval, by Wilson's score method
    /// (the same as Connect-N's matches: never a point interval when every game ends alike).
    pub fn score(&self) -> (f64, f64, f64) {
        let tally = game_solutions::search::matches::Tally {
            wins: self.wins,
            draws: self.draws,
            losses: self.losses,
        };
        tally.score_rate()
    }
}

/// Plays `games` games, colours alternating (A first in game 1), printing a line per game
/// unless `quiet`; returns A's and B's tallies.
pub fn run_match(
    a: &Spec,
    b: &Spec,
    games: u32,
    seed: u64,
    time_scale: f64,
    wood: bool,
    quiet: bool,
) -> [Tally; 2] {
    let mut tallies = [Tally::default(), Tally::default()];
    let names = ["A", "B"];
    for game in 0..games {
        let a_first = game % 2 == 0;
        let (specs, order) = if a_first { ([a, b], [0, 1]) } else { ([b, a], [1, 0]) };
        let outcome = play_game(specs, wood, seed.wrapping_add(game as u64), time_scale);
        for colour in 0..2 {
            let tally = &mut tallies[order[colour]];
            tally.slowest_first = tally.slowest_first.max(outcome.slowest_first[colour]);
            tally.slowest = tally.slowest.max(outcome.slowest[colour]);
            tally.missed_wins += outcome.missed_wins[colour];
            match outcome.winner {
                0 => tally.draws += 1,
                w if w as usize == colour + 1 => tally.wins += 1,
                _ => tally.losses += 1,
            }
        }
        if !quiet {
            let result = match outcome.winner {
                0 => "draw".to_string(),
                w => format!("{} wins", names[order[w as usize - 1]]),
            };
            println!(
                "game {}: X={} O={}: {} ({}, {} moves)",
                game + 1,
                names[order[0]],
                names[order[1]],
                result,
                outcome.reason,
                outcome.moves
            );
        }
    }
    tallies
}

/// The referee's options (the players come first, before them).
const OPTIONS: Table = Table {
    about: "\
uttt_referee A B [options]: plays games of CodinGame's Ultimate Tic-Tac-Toe (--wood: plain
3x3) between A and B, colours alternating (A first in the odd games). A player is a shell
command, `random` or `greedy`. Clocks: 1,000 ms for the first move, 100 ms for later ones,
times --time-scale. Prints each game, then per player W/D/L, the score with a 95 % interval,
the slowest answers and the wins at once it passed over.
",
    options: &[
        OptionSpec {
            name: "--games",
            kind: Kind::Number { meta: "N", low: 1, high: 1_000_000, what: "a number of games" },
            help: "the games to play (default 10)",
        },
        OptionSpec {
            name: "--seed",
            kind: Kind::Number { meta: "S", low: 0, high: u64::MAX, what: "a seed" },
            help: "the first game's seed, the next ones follow (default 1)",
        },
        OptionSpec {
            name: "--time-scale",
            kind: Kind::Text("F"),
            help: "both clocks times F, 0 < F <= 1000 (default 1)",
        },
        OptionSpec { name: "--wood", kind: Kind::Flag, help: "plain 3x3 tic-tac-toe" },
        OptionSpec { name: "--quiet", kind: Kind::Flag, help: "no line per game, only the totals" },
    ],
    conflicts: &[],
    requires: &[],
    after:
        "Example: uttt_referee target/release/codingame_ultimate_tic_tac_toe greedy --games 20\n",
};

/// Says what was wrong with the command line and exits with status 1.
fn fail(message: String) -> ! {
    eprintln!("error: {}", message);
    std::process::exit(1);
}

/// What a command line asks for.
pub struct Settings {
    pub players: Vec<Spec>,
    pub games: u32,
    pub seed: u64,
    pub time_scale: f64,
    pub wood: bool,
    pub quiet: bool,
}

/// The settings of `args` (the arguments after the program's name), `Ok(None)` for the help,
/// or the one-line refusal (without `error: `).
pub fn settings(args: &[String]) -> Result<Option<Settings>, String> {
    if args.iter().any(|a| a == "-h" || a == "--help") {
        return Ok(None);
    }
    // The players are the words before the first option.
    let count = args.iter().take(2).take_while(|a| !a.starts_with('-')).count();
    if count < 2 {
        return Err(format!(
            "expected two players (commands, random or greedy) first, found {}; see --help",
            count
        ));
    }
    let extra = |arg: &str| format!("expected two players then options, found a third {:?}", arg);
    let given = match OPTIONS.parse(&args[2..], &extra)? {
        Some(given) => given,
        None => return Ok(None),
    };
    let time_scale = match given.text("--time-scale") {
        None => 1.0,
        Some(text) => match text.parse::<f64>().ok().filter(|f| *f > 0.0 && *f <= 1000.0) {
            Some(scale) => scale,
            None => return Err(given.refuse("--time-scale", "0 < F <= 1000")),
        },
    };
    Ok(Some(Settings {
        players: args[..2].iter().map(|a| Spec::parse(a)).collect(),
        games: given.number("--games").unwrap_or(10) as u32,
        seed: given.number("--seed").unwrap_or(1),
        time_scale,
        wood: given.has("--wood"),
        quiet: given.has("--quiet"),
    }))
}

#[allow(dead_code)]
fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let settings = match settings(&args) {
        Ok(Some(settings)) => settings,
        Ok(None) => {
            print!("{}", OPTIONS.help());
            return;
        }
        Err(message) => fail(message),
    };
    let Settings { players, games, seed, time_scale, wood, quiet } = settings;
    for (name, player) in ["A", "B"].iter().zip(&players) {
        if let Err(message) = player.check() {
            fail(format!("player {}: {}", name, message));
        }
    }
    let tallies = run_match(&players[0], &players[1], games, seed, time_scale, wood, quiet);
    for (name, tally) in ["A", "B"].iter().zip(&tallies) {
        let (mean, low, high) = tally.score();
        println!(
            "{}: {} W {} D {} L, score {:.1}% (95 %: {:.1}% to {:.1}%), slowest first answer {:.1} ms, slowest later {:.1} ms, missed wins at once {}",
            name,
            tally.wins,
            tally.draws,
            tally.losses,
            mean * 100.0,
            low * 100.0,
            high * 100.0,
            tally.slowest_first.as_secs_f64() * 1000.0,
            tally.slowest.as_secs_f64() * 1000.0,
            tally.missed_wins
        );
    }
}
