//! CodinGame · Tic-Tac-Toe (Ultimate, and Wood's plain 3×3): a bot, which reads a turn (the
//! opponent's move, the count, the valid actions) and prints its move, under a clock.
//!
//! How a bot fits checks built for one answer per test: a test is one turn, and the state of
//! the game is carried from turn to turn of one input (restarted where the input starts, at a
//! `-1 -1` turn and after the bot's game-ending move). The oracle knows the rules through the
//! referee's engine (`examples/uttt_referee.rs`, written from CodinGame's `Referee.java`, not
//! from the bot) and answers only the turns whose move is decided by a stated rule, not by the
//! clock: on 3×3 the perfect move (an exhaustive search here: the fastest win, else a draw,
//! else the slowest loss, ties to the lowest cell); on 9×9 a move that wins the game at once
//! (the lowest), the only move, 4 4 on the empty board, 1 1 after the opponent's 0 0 (which
//! does not tell the leagues apart yet). A searched turn is `(unchecked)`: such inputs are
//! never stored, and the fuzzer skips them (each costs the clock and prints diagnostics).
//! What the search plays is checked where it is played: in whole games against the referee's
//! baselines, where the referee refuses any move not in its list, the bot refuses any list
//! that is not its own legal moves, and every turn with a move that wins at once is counted
//! when the bot passes it over; and the referee itself is tested on hand-made positions and
//! on programs that answer badly, late or never.
//! `make bench` prints the bot's playouts in 100 ms (`bench_sets_codingame_ultimate_tic_tac_toe`);
//! the matches of the measures are `make arena` runs (docs/uttt.md).
use crate::checks::render_lines;
use crate::common::Rng;
use crate::layout::{self, Cursor, Format, Layout, Shape, UNCHECKED};
use crate::problem::{Case, Problem, RANDOM_CASES};
use std::cell::RefCell;
use std::path::PathBuf;
use std::time::{Duration, Instant};

#[allow(dead_code)]
#[path = "../../examples/uttt_referee.rs"]
pub mod referee;
use referee::{parse_answer, play_game, run_match, Game as Position, Spec};

#[allow(dead_code)]
#[path = "../../examples/uttt_value_net.rs"]
mod trainer;

pub struct Game;

const BINARY: &str = "codingame_ultimate_tic_tac_toe";

// ---- The oracle on 3×3: exhaustive search ----

/// The three-in-a-row owner of a 3×3 grid (1 or 2), 0 if none.
fn owner(cells: &[u8; 9]) -> u8 {
    referee::line_owner(cells)
}

/// The side to move's result (1 win, 0 draw, −1 loss) with both sides perfect, and the plies
/// to the end.
fn solve(cells: &mut [u8; 9], to_move: u8) -> (i32, u32) {
    let mut best: Option<((i32, i64), (i32, u32))> = None;
    for cell in 0..9 {
        if cells[cell] != 0 {
            continue;
        }
        let result = play_and_solve(cells, to_move, cell);
        let key = preference(result);
        if best.map_or(true, |(best_key, _)| key > best_key) {
            best = Some((key, result));
        }
    }
    best.map_or((0, 0), |(_, result)| result)
}

/// The result for `to_move` after it plays `cell`, and the plies to the end.
fn play_and_solve(cells: &mut [u8; 9], to_move: u8, cell: usize) -> (i32, u32) {
    cells[cell] = to_move;
    let result = if owner(cells) == to_move {
        (1, 1)
    } else if cells.iter().all(|&c| c != 0) {
        (0, 1)
    } else {
        let (result, plies) = solve(cells, 3 - to_move);
        (-result, plies + 1)
    };
    cells[cell] = 0;
    result
}

/// Better first: a win, sooner; a draw; a loss, later.
fn preference((result, plies): (i32, u32)) -> (i32, i64) {
    (result, if result > 0 { -(plies as i64) } else { plies as i64 * (result < 0) as i64 })
}

thread_local! {
    static WOOD_MOVES: RefCell<std::collections::HashMap<[u8; 9], usize>> = RefCell::default();
}

/// The perfect move for `to_move`, ties to the lowest cell (remembered per position).
fn wood_move(cells: &[u8; 9], to_move: u8) -> usize {
    if let Some(cell) = WOOD_MOVES.with(|memo| memo.borrow().get(cells).copied()) {
        return cell;
    }
    let cell = search_wood_move(cells, to_move);
    WOOD_MOVES.with(|memo| memo.borrow_mut().insert(*cells, cell));
    cell
}

fn search_wood_move(cells: &[u8; 9], to_move: u8) -> usize {
    let mut cells = *cells;
    let mut best: Option<((i32, i64), usize)> = None;
    for cell in 0..9 {
        if cells[cell] == 0 {
            let key = preference(play_and_solve(&mut cells, to_move, cell));
            if best.map_or(true, |(best_key, _)| key > best_key) {
                best = Some((key, cell));
            }
        }
    }
    best.expect("a move").1
}

// ---- The oracle's game, turn by turn ----

/// Where the game of the turns read so far stands.
#[derive(Clone)]
enum State {
    /// Before a game's first turn.
    Fresh,
    /// After the opponent's 0 0 and the bot's 1 1, the league not yet known.
    Undecided,
    Wood {
        cells: [u8; 9],
        me: u8,
        over: bool,
    },
    Ultimate {
        position: Box<Position>,
        over: bool,
    },
    /// After a searched turn: the bot's move is not known, nor anything after it.
    Searched,
}

thread_local! {
    static STATE: RefCell<State> = RefCell::new(State::Fresh);
}

fn sorted(mut list: Vec<(usize, usize)>) -> Vec<(usize, usize)> {
    list.sort_unstable();
    list
}

fn cells_of(mask: impl Fn(usize) -> bool) -> Vec<(usize, usize)> {
    (0..9).filter(|&i| mask(i)).map(|i| (i / 3, i % 3)).collect()
}

/// The bot's answer to a turn in `state`, and the state after it; None when the turn is not
/// one the referee could send.
fn step(
    state: State,
    opponent: Option<(usize, usize)>,
    list: Vec<(usize, usize)>,
) -> Option<(State, String)> {
    let new_game = opponent.is_none()
        || matches!(state, State::Wood { over: true, .. } | State::Ultimate { over: true, .. });
    let state = if new_game { State::Fresh } else { state };
    let wood_cells = list.iter().all(|&(r, c)| r < 3 && c < 3);
    let state = match (state, opponent) {
        (State::Searched, _) => return Some((State::Searched, UNCHECKED.to_string())),
        (State::Fresh, None) if list.len() == 9 && wood_cells => {
            State::Wood { cells: [0; 9], me: 1, over: false }
        }
        (State::Fresh, None) => {
            State::Ultimate { position: Box::new(Position::new(false)), over: false }
        }
        (State::Fresh, Some((0, 0))) if wood_cells => {
            let eight = sorted(list) == cells_of(|i| i > 0);
            return if eight { Some((State::Undecided, "1 1".to_string())) } else { None };
        }
        (State::Fresh, Some((r, c))) if r < 3 && c < 3 && wood_cells => {
            State::Wood { cells: [0; 9], me: 2, over: false }
        }
        (State::Fresh, Some(_)) => {
            State::Ultimate { position: Box::new(Position::new(false)), over: false }
        }
        (State::Undecided, Some((r, c))) if r < 3 && c < 3 => {
            let mut cells = [0; 9];
            cells[0] = 1;
            cells[4] = 2;
            State::Wood { cells, me: 2, over: false }
        }
        (State::Undecided, _) => {
            let mut position = Position::new(false);
            position.play((0, 0));
            position.play((1, 1));
            State::Ultimate { position: Box::new(position), over: false }
        }
        (state, _) => state,
    };
    match state {
        State::Wood { mut cells, me, .. } => {
            if let Some((r, c)) = opponent {
                if r > 2 || c > 2 || cells[r * 3 + c] != 0 {
                    return None;
                }
                cells[r * 3 + c] = 3 - me;
            }
            if owner(&cells) != 0 || cells.iter().all(|&c| c != 0) {
                return None;
            }
            if sorted(list) != cells_of(|i| cells[i] == 0) {
                return None;
            }
            let cell = wood_move(&cells, me);
            cells[cell] = me;
            let over = owner(&cells) != 0 || cells.iter().all(|&c| c != 0);
            Some((State::Wood { cells, me, over }, format!("{} {}", cell / 3, cell % 3)))
        }
        State::Ultimate { mut position, .. } => {
            if let Some(action) = opponent {
                if !position.valid_actions().contains(&action) {
                    return None;
                }
                position.play(action);
            }
            if position.result().is_some() {
                return None;
            }
            let actions = sorted(position.valid_actions());
            if sorted(list) != actions {
                return None;
            }
            let chosen = if let Some(&win) = actions.iter().find(|&&a| position.wins_at_once(a)) {
                win
            } else if actions.len() == 1 {
                actions[0]
            } else if position.last.is_none() {
                (4, 4)
            } else {
                return Some((State::Searched, UNCHECKED.to_string()));
            };
            position.play(chosen);
            let over = position.result().is_some();
            Some((State::Ultimate { position, over }, format!("{} {}", chosen.0, chosen.1)))
        }
        State::Fresh | State::Undecided | State::Searched => unreachable!("settled above"),
    }
}

/// One turn of the layout, the state carried between the turns of one input.
fn turn(c: &mut Cursor) -> Option<String> {
    STATE.with(|cell| {
        if c.at_start() {
            *cell.borrow_mut() = State::Fresh;
        }
        let row = c.int(-1, 8)?;
        let col = if row == -1 { c.int(-1, -1)? } else { c.int(0, 8)? };
        let count = c.int(1, 81)?;
        let mut list = Vec::new();
        for _ in 0..count {
            list.push((c.int(0, 8)? as usize, c.int(0, 8)? as usize));
        }
        let opponent = if row == -1 { None } else { Some((row as usize, col as usize)) };
        let state = std::mem::replace(&mut *cell.borrow_mut(), State::Fresh);
        let (state, answer) = step(state, opponent, list)?;
        *cell.borrow_mut() = state;
        Some(answer)
    })
}

fn is_move(line: &str) -> bool {
    let parts: Vec<&str> = line.split(' ').collect();
    parts.len() == 2 && parts.iter().all(|p| p.len() == 1 && p.as_bytes()[0].is_ascii_digit())
}

// ---- Scripted games ----

/// One turn's text: the opponent's move, the count, the actions in a random order.
fn turn_text(
    rng: &mut Rng,
    opponent: Option<(usize, usize)>,
    actions: &[(usize, usize)],
) -> String {
    let mut actions = actions.to_vec();
    for i in (1..actions.len()).rev() {
        actions.swap(i, rng.range(0, i as u64) as usize);
    }
    let (row, col) = opponent.map_or((-1, -1), |(r, c)| (r as i64, c as i64));
    let mut lines = vec![vec![row, col], vec![actions.len() as i64]];
    lines.extend(actions.iter().map(|&(r, c)| vec![r as i64, c as i64]));
    render_lines(rng, &lines)
}

/// A 3×3 game, the bot moving first or second, the opponent's moves chosen by `pick` from the
/// empty cells; its turns as cases, and whether the bot's own move ended it.
fn wood_game(
    rng: &mut Rng,
    bot_first: bool,
    pick: &mut dyn FnMut(&mut Rng, &[usize]) -> usize,
) -> (Vec<Case>, bool) {
    let mut cells = [0u8; 9];
    let mut cases = Vec::new();
    let me = if bot_first { 1 } else { 2 };
    let mut opponent = None;
    if !bot_first {
        let empty: Vec<usize> = (0..9).collect();
        let cell = pick(rng, &empty);
        cells[cell] = 1;
        opponent = Some((cell / 3, cell % 3));
    }
    loop {
        let empty: Vec<usize> = (0..9).filter(|&i| cells[i] == 0).collect();
        let actions: Vec<(usize, usize)> = empty.iter().map(|&i| (i / 3, i % 3)).collect();
        let text = turn_text(rng, opponent, &actions);
        let cell = wood_move(&cells, me);
        cells[cell] = me;
        cases.push(Case::Text(text, format!("{} {}", cell / 3, cell % 3)));
        if owner(&cells) != 0 || cells.iter().all(|&c| c != 0) {
            return (cases, true);
        }
        let empty: Vec<usize> = (0..9).filter(|&i| cells[i] == 0).collect();
        let cell = pick(rng, &empty);
        cells[cell] = 3 - me;
        if owner(&cells) != 0 || cells.iter().all(|&c| c != 0) {
            return (cases, false);
        }
        opponent = Some((cell / 3, cell % 3));
    }
}

fn all_ultimate_cells() -> Vec<(usize, usize)> {
    (0..81).map(|i| (i / 9, i % 9)).collect()
}

/// Random scripts: 3×3 games against a random opponent, 9×9 openings (4 4 on the empty
/// board), and the opponent's 0 0 answered 1 1 then played out on 3×3. A game the bot did not
/// end is followed by one it opens with `-1 -1`, so that the bot can tell the games apart.
fn random_script(rng: &mut Rng, turns: usize) -> Vec<Case> {
    let mut cases = Vec::new();
    let mut closed = true;
    while cases.len() < turns {
        let kind = rng.range(0, 4);
        match kind {
            0 => {
                let text = turn_text(rng, None, &all_ultimate_cells());
                cases.push(Case::Text(text, "4 4".into()));
                closed = false;
            }
            1 if closed => {
                // 0 0, then 1 1, then a 3×3 game from there.
                let text = turn_text(rng, Some((0, 0)), &cells_of(|i| i > 0));
                cases.push(Case::Text(text, "1 1".into()));
                let mut cells = [1, 0, 0, 0, 2, 0, 0, 0, 0u8];
                loop {
                    let empty: Vec<usize> = (0..9).filter(|&i| cells[i] == 0).collect();
                    let cell = empty[rng.range(0, empty.len() as u64 - 1) as usize];
                    cells[cell] = 1;
                    if owner(&cells) != 0 || cells.iter().all(|&c| c != 0) {
                        closed = false;
                        break;
                    }
                    let text =
                        turn_text(rng, Some((cell / 3, cell % 3)), &cells_of(|i| cells[i] == 0));
                    let answer = wood_move(&cells, 2);
                    cells[answer] = 2;
                    cases.push(Case::Text(text, format!("{} {}", answer / 3, answer % 3)));
                    if owner(&cells) != 0 || cells.iter().all(|&c| c != 0) {
                        closed = true;
                        break;
                    }
                }
            }
            _ => {
                let bot_first = !closed || kind == 2;
                let mut random = |rng: &mut Rng, empty: &[usize]| {
                    empty[rng.range(0, empty.len() as u64 - 1) as usize]
                };
                let (game, ended) = wood_game(rng, bot_first, &mut random);
                cases.extend(game);
                closed = ended;
            }
        }
    }
    cases
}

/// The opponent's moves of `line`, one per call.
fn replay(line: &[usize]) -> impl FnMut(&mut Rng, &[usize]) -> usize + '_ {
    let mut moves = line.iter().copied();
    move |_: &mut Rng, _: &[usize]| moves.next().expect("a move of the line")
}

/// Every line of the opponent's moves in a 3×3 game with the bot moving first or second.
fn every_wood_line(bot_first: bool) -> Vec<Vec<usize>> {
    fn extend(
        cells: &mut [u8; 9],
        me: u8,
        to_move: u8,
        line: &mut Vec<usize>,
        out: &mut Vec<Vec<usize>>,
    ) {
        if owner(cells) != 0 || cells.iter().all(|&c| c != 0) {
            out.push(line.clone());
            return;
        }
        if to_move == me {
            let cell = wood_move(cells, me);
            cells[cell] = me;
            extend(cells, me, 3 - me, line, out);
            cells[cell] = 0;
            return;
        }
        for cell in 0..9 {
            if cells[cell] == 0 {
                cells[cell] = to_move;
                line.push(cell);
                extend(cells, me, me, line, out);
                line.pop();
                cells[cell] = 0;
            }
        }
    }
    let mut out = Vec::new();
    let me = if bot_first { 1 } else { 2 };
    extend(&mut [0; 9], me, 1, &mut Vec::new(), &mut out);
    out
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::Program(Format { shape: Shape::UntilEnd, test: turn, answer_shape: is_move })
    }

    /// Scripted games (see `random_script`) of 2,000 turns.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        random_script(rng, RANDOM_CASES.max(2000))
    }

    /// Every 3×3 game the bot can be led into, moving first and second, against every line of
    /// the opponent's moves; each game the bot did not end followed by its first-moving game
    /// against the next line.
    fn small_cases(&self) -> Vec<Case> {
        let mut rng = Rng::new(31);
        let firsts = every_wood_line(true);
        let seconds = every_wood_line(false);
        let mut cases = Vec::new();
        let mut next_first = 0;

        for line in &seconds {
            let (game, ended) = wood_game(&mut rng, false, &mut replay(line));
            cases.extend(game);
            if !ended || next_first < firsts.len() {
                let line = &firsts[next_first % firsts.len()];
                next_first += 1;
                cases.extend(wood_game(&mut rng, true, &mut replay(line)).0);
            }
        }
        cases
    }

    /// The exhaustive move against a plain search of the game's value (win, draw or loss,
    /// no plies) on every 3×3 position with the side to move not yet beaten: the move keeps
    /// the value, and a win at once is taken.
    fn check_reference(&self) {
        fn value(cells: &mut [u8; 9], to_move: u8) -> i32 {
            let mut best = -1;
            let mut any = false;
            for cell in 0..9 {
                if cells[cell] == 0 {
                    any = true;
                    cells[cell] = to_move;
                    let v = if owner(cells) == to_move { 1 } else { -value(cells, 3 - to_move) };
                    cells[cell] = 0;
                    best = best.max(v);
                }
            }
            if any {
                best
            } else {
                0
            }
        }
        let mut checked = 0;
        for code in 0..3usize.pow(9) {
            let mut cells = [0u8; 9];
            let mut rest = code;
            for cell in cells.iter_mut() {
                *cell = (rest % 3) as u8;
                rest /= 3;
            }
            let (ones, twos) = (
                cells.iter().filter(|&&c| c == 1).count(),
                cells.iter().filter(|&&c| c == 2).count(),
            );
            if !(ones == twos || ones == twos + 1) || owner(&cells) != 0 || ones + twos == 9 {
                continue;
            }
            let to_move = if ones == twos { 1 } else { 2 };
            let cell = wood_move(&cells, to_move);
            assert_eq!(cells[cell], 0, "{:?}: a full cell", cells);
            let best = value(&mut cells, to_move);
            cells[cell] = to_move;
            let won = owner(&cells) == to_move;
            let after = if won { 1 } else { -value(&mut cells, 3 - to_move) };
            cells[cell] = 0;
            assert_eq!(after, best, "{:?}: move {} gives {}, best {}", cells, cell, after, best);
            let wins_with = |c: usize| {
                let mut copy = cells;
                copy[c] = to_move;
                owner(&copy) == to_move
            };
            let can_win = (0..9).any(|c| cells[c] == 0 && wins_with(c));
            assert_eq!(won, can_win, "{:?}: a win at once left", cells);
            checked += 1;
        }
        assert!(checked > 4000, "{} positions", checked);
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        let wood_first = "-1 -1\n9\n0 0\n0 1\n0 2\n1 0\n1 1\n1 2\n2 0\n2 1\n2 2\n";
        let ultimate_first: String = std::iter::once("-1 -1\n81\n".to_string())
            .chain(all_ultimate_cells().iter().map(|(r, c)| format!("{} {}\n", r, c)))
            .collect();
        let corner = "0 0\n8\n0 1\n0 2\n1 0\n1 1\n1 2\n2 0\n2 1\n2 2\n";
        vec![
            // The opponent plays on the bot's cell.
            (format!("{}0 0\n7\n0 1\n0 2\n1 0\n1 1\n1 2\n2 0\n2 1\n", wood_first), "0 0\n"),
            // A list that is not the empty cells (one missing, one repeated).
            (format!("{}1 1\n7\n0 1\n0 2\n1 0\n1 2\n2 0\n2 1\n2 1\n", wood_first), "0 0\n"),
            ("-1 -1\n8\n0 0\n0 1\n0 2\n1 0\n1 1\n1 2\n2 0\n2 1\n".into(), ""),
            ("-1 0\n".into(), ""),
            ("9 0\n".into(), ""),
            ("-1 -1\n82\n".into(), ""),
            ("-1 -1\n0\n".into(), ""),
            (format!("{}x", corner), "1 1\n"),
            // A 9×9 reply in a board the bot's 4 4 did not send it to, then a list of the wrong
            // board.
            (format!("{}0 0\n", ultimate_first), "4 4\n"),
            (
                format!("{}3 3\n8\n0 0\n0 1\n0 2\n1 0\n1 1\n1 2\n2 0\n2 1\n", ultimate_first),
                "4 4\n",
            ),
            (format!("{}3 3\n9 9\n", ultimate_first), "4 4\n"),
            (format!("{}5", ultimate_first), "4 4\n"),
        ]
    }

    /// The longest turn, a 9×9 first turn with its 81 cells, as the first turn of 500 games
    /// (each `-1 -1` starts a new game), each answered 4 4.
    fn max_cases(&self, _rng: &mut Rng) -> Vec<(&'static str, String)> {
        let cells = all_ultimate_cells().into_iter().rev().map(|(r, c)| format!("{} {}\n", r, c));
        let turn: String = std::iter::once("-1 -1\n81\n".to_string()).chain(cells).collect();
        vec![("openings", turn.repeat(500))]
    }

    /// Not a searched turn: those cost the clock and print diagnostics on stderr.
    fn fuzz_affordable(&self, input: &[u8]) -> bool {
        let reading = layout::read_layout(&self.layout(), input, true);
        reading.map_or(true, |reading| !reading.answers.iter().any(|a| a == UNCHECKED))
    }
}

// ---- The referee's rules on hand-made positions ----

#[test]
fn a_won_board_is_closed_with_empty_cells_left_and_sends_anywhere() {
    let mut game = Position::new(false);
    game.cells[0][0] = 1;
    game.cells[0][1] = 1;
    game.cells[1][1] = 2;
    game.cells[2][2] = 2;
    game.last = Some((3, 3)); // sends X to board (3 % 3, 3 % 3) = (0, 0)
    game.play((0, 2));
    assert_eq!((game.small_winner[0], game.score), (1, [1, 0]));
    // O is sent to board (0, 2); its 0 6 sends X to board (0, 0): won, five cells empty.
    assert!(game.valid_actions().iter().all(|&(r, c)| r < 3 && c >= 6));
    game.play((0, 6));
    let actions = game.valid_actions();
    assert!(actions.iter().all(|&(r, c)| r >= 3 || c >= 3), "a cell of the won board offered");
    assert_eq!(actions.len(), 81 - 9 - 1);
}

#[test]
fn a_full_drawn_board_counts_for_nobody_and_sends_anywhere() {
    let mut game = Position::new(false);
    // X O X / X O O / O X _ in board 0; X's 2 2 fills it drawn.
    let drawn = [1, 2, 1, 1, 2, 2, 2, 1, 0];
    for (i, &who) in drawn.iter().enumerate() {
        game.cells[i / 3][i % 3] = who;
    }
    game.last = Some((3, 3)); // sends X to board 0
    assert_eq!(game.valid_actions(), vec![(2, 2)]);
    game.play((2, 2));
    assert_eq!((game.small_winner[0], game.score), (0, [0, 0]));
    // O, sent to board (2, 2), plays 6 6, which sends X to the full board 0: anywhere else.
    game.play((6, 6));
    assert_eq!(game.valid_actions().len(), 81 - 9 - 1);
}

#[test]
fn no_move_left_is_decided_by_the_count() {
    // X won boards 0 and 1, O board 2, boards 3 to 8 full and drawn but board 8's last cell:
    // X fills it, no move is left, and X wins 2-1 on the count.
    let mut game = Position::new(false);
    let drawn = [1, 2, 1, 1, 2, 2, 2, 1, 1];
    for board in 0..9 {
        for i in 0..9 {
            let who = match board {
                0 | 1 => [1, 1, 1, 2, 2, 0, 0, 0, 0][i],
                2 => [2, 2, 2, 1, 1, 0, 0, 0, 0][i],
                _ => drawn[i],
            };
            game.cells[board / 3 * 3 + i / 3][board % 3 * 3 + i % 3] = who;
        }
    }
    game.small_winner = [1, 1, 2, 0, 0, 0, 0, 0, 0];
    game.score = [2, 1];
    game.cells[8][8] = 0;
    game.last = Some((5, 5)); // sends X to board (2, 2)
    assert_eq!(game.valid_actions(), vec![(8, 8)]);
    assert!(game.wins_at_once((8, 8)));
    game.play((8, 8));
    assert_eq!(game.result(), Some(1));
    game.score = [1, 1];
    assert_eq!(game.result(), Some(0), "equal counts draw");
}

#[test]
fn three_won_boards_in_a_line_win_at_once() {
    let mut game = Position::new(false);
    game.cells[3][6] = 1;
    game.cells[4][6] = 1;
    game.last = Some((7, 8)); // sends X to board (1, 2), where 5 6 completes a column
    game.small_winner = [1, 1, 0, 0, 0, 0, 0, 0, 0];
    assert!(!game.wins_at_once((5, 6)), "boards 0, 1 and 5 are no line");
    game.small_winner = [0, 0, 1, 0, 0, 0, 0, 0, 1];
    assert!(game.wins_at_once((5, 6)), "boards 2, 5 and 8 are");
    game.play((5, 6));
    assert_eq!(game.result(), Some(1));
    assert!(game.valid_actions().is_empty());
}

// ---- The referee on bad answers ----

#[test]
fn the_answer_pattern_is_players_java() {
    for good in ["4 4", "0 8", "4  4", "4\t4", "4 4  msg", "4 4 \tx", "-1 -1"] {
        assert!(parse_answer(good).is_some(), "{:?}", good);
    }
    for bad in [" 4 4", "4 4 ", "44", "4", "4 ", "a b", "10 4", "4 4x", "", "4,4"] {
        assert!(parse_answer(bad).is_none(), "{:?}", bad);
    }
}

#[test]
fn the_referee_rejects_illegal_invalid_late_and_missing_answers() {
    let cases = [
        ("echo 9 9", "illegal move 9 9"),
        ("echo ' 4 4'", "invalid output"),
        ("echo '4 4 '", "invalid output"),
        ("echo a b", "invalid output"),
        ("true", "no answer"),
        ("sleep 10", "timeout"),
    ];
    for (command, reason) in cases {
        let bad = Spec::Program(command.to_string());
        let start = Instant::now();
        let outcome = play_game([&bad, &Spec::Random], false, 5, 1.0);
        assert!(start.elapsed() < Duration::from_secs(3), "{}: the referee waited", command);
        assert_eq!(outcome.winner, 2, "{}: {}", command, outcome.reason);
        assert!(outcome.reason.starts_with(reason), "{}: {}", command, outcome.reason);
    }
    // A late answer on a later move: the first within 1 s, the second after 100 ms.
    let late = Spec::Program("sh -c 'read a; read n; i=0; while [ $i -lt $n ]; do read x; i=$((i+1)); done; echo 4 4; sleep 0.5; echo 4 3'".into());
    let outcome = play_game([&late, &Spec::Random], false, 5, 1.0);
    assert_eq!(outcome.winner, 2, "{}", outcome.reason);
    assert!(outcome.reason.starts_with("timeout on move 3"), "{}", outcome.reason);
}

// ---- The bot in whole games ----

fn bot(scale: f64) -> Spec {
    let path: PathBuf = assert_cmd::cargo::cargo_bin(BINARY);
    Spec::Program(format!("{} --time-scale {}", path.display(), scale))
}

/// A short match: the bot at a twentieth of its time against the baselines, on a clock five
/// times the official one (this checks the rules and the moves, not the speed): every answer
/// legal (the referee checks it, and the bot checks each list against its own legal moves),
/// no win at once passed over, no game lost.
#[test]
fn the_bot_beats_the_baselines_with_legal_moves() {
    for (opponent, games) in [(Spec::Random, 16), (Spec::Greedy, 8)] {
        let [tally, _] = run_match(&bot(0.05), &opponent, games, 7, 5.0, false, true);
        assert_eq!(tally.losses, 0, "a game lost");
        assert_eq!(tally.missed_wins, 0, "a win at once passed over");
        assert!(tally.wins >= games - 1, "{} wins of {}", tally.wins, games);
    }
    let tallies = run_match(&bot(0.05), &Spec::Random, 20, 9, 5.0, true, true);
    assert_eq!(tallies[0].losses, 0, "a 3x3 game lost");
}

/// `make bench`: the bot's playouts in 100 ms from the empty board and mid-game, three runs
/// (the target is 100,000; the 200-game matches are `make arena`, docs/uttt.md).
#[test]
#[ignore = "a second of search; run by make bench"]
fn bench_sets_codingame_ultimate_tic_tac_toe() {
    let path = assert_cmd::cargo::cargo_bin(BINARY);
    for _ in 0..3 {
        let output = std::process::Command::new(&path).arg("--bench").output().expect("the bot");
        assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
        print!("{}", String::from_utf8_lossy(&output.stdout));
    }
}

/// `make arena`'s players: a command that cannot start is refused before any game; a built-in
/// player, a shell command or a program on the PATH is taken.
#[test]
fn the_arena_refuses_a_player_that_cannot_start() {
    use referee::Spec;
    for command in ["", "  ", "./no-such-bot", "no-such-command-here --x", "Cargo.toml"] {
        let checked = Spec::parse(command).check();
        assert!(checked.is_err(), "{:?} is not refused", command);
    }
    for command in ["random", "greedy", "sh -c 'echo 0 0'", "FOO=1 cat", "/bin/sh"] {
        assert_eq!(Spec::parse(command).check(), Ok(()), "{:?}", command);
    }
}

/// The referee's command line: the two players, then options from the shared option table;
/// each refusal names what was expected (hand-written expectations).
#[test]
fn the_referee_reads_its_command_line_through_the_option_table() {
    let args = |line: &str| -> Vec<String> { line.split(' ').map(str::to_string).collect() };
    let taken = referee::settings(&args("random greedy --games 7 --seed 9 --time-scale 2.5 --wood"))
        .expect("taken")
        .expect("no help asked");
    assert_eq!((taken.games, taken.seed, taken.time_scale), (7, 9, 2.5));
    assert!(taken.wood && !taken.quiet && taken.players.len() == 2);
    let defaults = referee::settings(&args("random greedy")).expect("taken").expect("settings");
    assert_eq!((defaults.games, defaults.seed, defaults.time_scale), (10, 1, 1.0));
    assert!(referee::settings(&args("random greedy --help")).expect("help").is_none());
    for (line, refusal) in [
        ("random", "expected two players (commands, random or greedy) first, found 1"),
        ("random --games 3 greedy", "expected two players (commands, random or greedy) first"),
        ("random greedy --gmaes 3", "unknown option `--gmaes`; did you mean `--games`?"),
        ("random greedy --games 0", "--games 0: expected a number of games from 1 to 1000000"),
        ("random greedy --games 2 --games 3", "`--games` given twice"),
        ("random greedy --time-scale 0", "--time-scale 0: expected 0 < F <= 1000"),
        ("random greedy --time-scale x", "--time-scale x: expected 0 < F <= 1000"),
        ("random greedy --seed", "`--seed`: expected S after it"),
        ("random greedy third", "expected two players then options, found a third \"third\""),
    ] {
        match referee::settings(&args(line)) {
            Err(message) => assert!(message.starts_with(refusal), "{}: {}", line, message),
            Ok(_) => panic!("{} taken", line),
        }
    }
}

// ---- The value network ----

/// The three-in-a-row lines of a 3×3 grid (cells row-major).
const LINES: [[usize; 3]; 8] =
    [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]];

/// A self-play line's inputs, search value and result.
fn selfplay_line(line: &str) -> (Vec<u16>, f32, f32) {
    let (left, right) = line.split_once('|').expect("inputs | value result");
    let inputs = left.split_whitespace().map(|w| w.parse().expect("an input")).collect();
    let numbers: Vec<f32> = right.split_whitespace().map(|w| w.parse().expect("a number")).collect();
    assert_eq!(numbers.len(), 2, "{}", line);
    (inputs, numbers[0], numbers[1])
}

/// Each line of `--selfplay` is a position as the rules make it (checked from the cells alone,
/// with the referee's line rule): the boards each side holds are those it won, or drawn (both);
/// the board to play in is open; X to move has as many cells as O, O one fewer; the inputs
/// derived are what the cells say (each open board where a side has two in a line and the
/// third cell empty, each open board that completes a line of a side's won boards, and whether
/// the side to move can win a board, or the game, with this move), found here by trying every
/// empty cell. Consecutive
/// lines of a game (every position after the opening's random moves is searched) are one move
/// apart: the sides swap, the mover's new cell lies where the earlier line said it had to
/// play and says where the next one must, and the results are complementary.
#[test]
fn selfplay_lines_are_positions_a_move_apart() {
    let output = std::process::Command::new(assert_cmd::cargo::cargo_bin(BINARY))
        .args(["--selfplay", "3", "300", "5"])
        .output()
        .expect("the bot");
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    let text = String::from_utf8(output.stdout).expect("text");
    let mut previous: Option<(Vec<u16>, f32)> = None;
    let (mut lines, mut games) = (0, 0);
    for line in text.lines() {
        let (inputs, value, result) = selfplay_line(line);
        assert!((0.0..=1.0).contains(&value) && [0.0, 0.5, 1.0].contains(&result), "{}", line);
        let (mut own, mut theirs) = ([[0u8; 9]; 9], 0);
        for &input in inputs.iter().filter(|&&i| i < 162) {
            let (side, board, cell) = (input / 81, (input % 81 / 9) as usize, (input % 9) as usize);
            assert_eq!(own[board][cell], 0, "a cell twice: {}", line);
            own[board][cell] = side as u8 + 1;
            theirs += side as usize;
        }
        let mine = inputs.iter().filter(|&&i| i < 81).count();
        assert!(mine == theirs || mine + 1 == theirs, "cell counts {} and {}: {}", mine, theirs, line);
        let mut open = [false; 9];
        for (board, grid) in own.iter().enumerate() {
            let owner = referee::line_owner(grid);
            let full = grid.iter().all(|&c| c != 0);
            let held = (owner == 1 || (owner == 0 && full), owner == 2 || (owner == 0 && full));
            let listed = (inputs.contains(&(162 + board as u16)), inputs.contains(&(171 + board as u16)));
            assert_eq!(listed, held, "board {}: {}", board, line);
            open[board] = owner == 0 && !full;
        }
        let next = *inputs.last().expect("inputs");
        assert_eq!(inputs.iter().filter(|&&i| (180..190).contains(&i)).count(), 1, "{}", line);
        assert!((180..=189).contains(&next), "{}", line);
        assert!(next == 189 || open[next as usize - 180], "sent to a closed board: {}", line);
        // The derived inputs, by trying the cells: side 1 is the side to move.
        let wins_with = |grid: &[u8; 9], side: u8, cell: usize| {
            let mut after = *grid;
            after[cell] = side;
            grid[cell] == 0 && referee::line_owner(&after) == side
        };
        let mut won = [[0u8; 9]; 2];
        for (board, grid) in own.iter().enumerate() {
            let owner = referee::line_owner(grid);
            if owner != 0 {
                won[owner as usize - 1][board] = owner;
            }
        }
        let mut expected = Vec::new();
        let (mut board_now, mut game_now) = (false, false);
        for side in [1u8, 2] {
            for board in (0..9).filter(|&b| open[b]) {
                if (0..9).any(|cell| wins_with(&own[board], side, cell)) {
                    expected.push(190 + 9 * (side as u16 - 1) + board as u16);
                    if side == 1 && (next == 189 || next as usize == 180 + board) {
                        board_now = true;
                        game_now |= wins_with(&won[0], 1, board);
                    }
                }
            }
        }
        for side in [1u8, 2] {
            for board in (0..9).filter(|&b| open[b]) {
                if wins_with(&won[side as usize - 1], side, board) {
                    expected.push(208 + 9 * (side as u16 - 1) + board as u16);
                }
            }
        }
        expected.extend(board_now.then(|| 226).into_iter().chain(game_now.then(|| 227)));
        let derived: Vec<u16> = inputs.iter().copied().filter(|&i| (190..228).contains(&i)).collect();
        assert_eq!(derived, expected, "the derived inputs of {}", line);
        let stones = inputs.iter().filter(|&&i| i < 162).count();
        match previous.take() {
            Some((before, before_result)) if stones == before.iter().filter(|&&i| i < 162).count() + 1 => {
                // The sides swap: this line's opponent is the earlier line's side to move.
                let was_mine: Vec<u16> = before.iter().filter(|&&i| i < 81).map(|&i| i + 81).collect();
                let was_theirs: Vec<u16> = before.iter().filter(|&&i| (81..162).contains(&i)).map(|&i| i - 81).collect();
                let now_theirs: Vec<u16> = inputs.iter().copied().filter(|i| (81..162).contains(i)).collect();
                let now_mine: Vec<u16> = inputs.iter().copied().filter(|&i| i < 81).collect();
                assert_eq!(now_mine, was_theirs, "{}", line);
                let added: Vec<u16> = now_theirs.iter().copied().filter(|i| !was_mine.contains(i)).collect();
                assert_eq!(added.len(), 1, "{}", line);
                assert!(was_mine.iter().all(|i| now_theirs.contains(i)), "{}", line);
                let (board, cell) = ((added[0] - 81) / 9, (added[0] - 81) % 9);
                let required = *before.last().expect("inputs");
                assert!(required == 189 || required == 180 + board, "played outside board {}: {}", required - 180, line);
                assert_eq!(next, if open[cell as usize] { 180 + cell } else { 189 }, "{}", line);
                assert_eq!(result, 1.0 - before_result, "{}", line);
            }
            _ => games += 1,
        }
        previous = Some((inputs, result));
        lines += 1;
    }
    assert!(games == 3 && lines > 60, "{} games, {} lines", games, lines);
}

/// The shipped network (`NET`) has the trainer's size and symbols.
#[test]
fn the_shipped_network_is_one_the_trainer_writes() {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(format!("src/bin/{}.rs", BINARY));
    let source = std::fs::read_to_string(&path).expect("the bot's source");
    let start = source.find("\nconst NET: &str = \"").expect("the NET line") + 20;
    let net = &source[start..start + source[start..].find('"').expect("the end of NET")];
    assert_eq!(net.len(), 2 * trainer::WEIGHTS);
    assert!(net.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'+' || b == b'/'));
    assert!(source.contains(&format!("const HIDDEN: usize = {};", trainer::HIDDEN)));
    assert!(source.contains(&format!("const FEATURES: usize = {};", trainer::FEATURES)));
}

/// The trainer's symmetries are the 8 of the grid (each keeps the three-in-a-row lines), and
/// an input moves as the same symmetry of the 9×9 grid moves its cell or the board it names;
/// 189 (anywhere), 226 and 227 (a win at once) stay.
#[test]
fn the_trainer_maps_inputs_by_the_grids_symmetries() {
    let images = trainer::symmetries();
    assert_eq!(images.len(), 8);
    // The 8 maps of an n×n grid: flips of the column, of the row, and a transposition.
    let dihedral = |k: usize, n: usize, (r, c): (usize, usize)| {
        let (mut r, mut c) = (r, c);
        if k & 1 != 0 {
            c = n - 1 - c;
        }
        if k & 2 != 0 {
            r = n - 1 - r;
        }
        if k & 4 != 0 {
            std::mem::swap(&mut r, &mut c);
        }
        (r, c)
    };
    let mut seen = Vec::new();
    for image in &images {
        let mut lines: Vec<[usize; 3]> = LINES.iter().map(|l| { let mut m = l.map(|c| image[c]); m.sort(); m }).collect();
        lines.sort();
        let mut expected = LINES.to_vec();
        expected.sort();
        assert_eq!(lines, expected, "{:?} is no symmetry", image);
        let k = (0..8).find(|&k| (0..9).all(|c| { let (r, q) = dihedral(k, 3, (c / 3, c % 3)); image[c] == r * 3 + q })).expect("a dihedral map");
        assert!(!seen.contains(&k));
        seen.push(k);
        let mut hit = [false; 228];
        for input in 0..228u16 {
            let mapped = trainer::map_input(input, image);
            hit[mapped as usize] = true;
            let expected = match input {
                0..=161 => {
                    let (side, board, cell) = (input / 81, input as usize % 81 / 9, input as usize % 9);
                    let global = (board / 3 * 3 + cell / 3, board % 3 * 3 + cell % 3);
                    let (r, c) = dihedral(k, 9, global);
                    side * 81 + ((r / 3 * 3 + c / 3) * 9 + r % 3 * 3 + c % 3) as u16
                }
                162..=188 | 190..=225 => {
                    let base = if input < 189 { 162 } else { 190 } + (input - if input < 189 { 162 } else { 190 }) / 9 * 9;
                    let board = (input - base) as usize;
                    let (r, c) = dihedral(k, 3, (board / 3, board % 3));
                    base + (r * 3 + c) as u16
                }
                _ => input,
            };
            assert_eq!(mapped, expected, "input {} under {:?}", input, image);
        }
        assert!(hit.iter().all(|&h| h), "not a permutation");
    }
}

/// The trainer learns a rule it can represent: the value is 0.85 when the side to move holds
/// the centre cell of the centre board (input 40, which every symmetry keeps) and 0.15
/// otherwise, among random other inputs; the held-out error falls far below a constant's, and
/// the same seed gives the same network.
#[test]
fn the_trainer_learns_a_rule_and_repeats_itself() {
    let mut rng = game_solutions::util::rng::Rng::new(3);
    let mut text = String::new();
    for _ in 0..3000 {
        let centre = rng.below(2) == 0;
        let mut inputs: Vec<u16> = (0..180).filter(|&i| i != 40 && rng.below(10) == 0).collect();
        if centre {
            inputs.push(40);
        }
        inputs.push(180 + rng.below(10) as u16);
        let words: Vec<String> = inputs.iter().map(|i| i.to_string()).collect();
        text.push_str(&format!("{} | {} 1\n", words.join(" "), if centre { 0.85 } else { 0.15 }));
    }
    let mut positions = trainer::Positions::default();
    positions.read("toy", &text).expect("the lines");
    let run = || {
        let mut rng = game_solutions::util::rng::Rng::new(1);
        let mut net = trainer::Net::new(&mut rng);
        let mut order: Vec<usize> = (0..positions.count()).collect();
        let (held, rest) = order.split_at_mut(300);
        let held = held.to_vec();
        trainer::train(&mut net, &positions, rest, &held, 40, &mut rng);
        (trainer::errors(&net, &positions, &held), net.text())
    };
    let ((error, constant), first) = run();
    assert!(constant > 0.1 && error < 0.01, "held-out error {} (constant {})", error, constant);
    assert_eq!(first.len(), 2 * trainer::WEIGHTS);
    assert_eq!(run().1, first, "the same seed gave another network");
}

/// The trainer refuses a line that is not a self-play line, naming the file, the line and
/// what it expected.
#[test]
fn the_trainer_refuses_malformed_lines() {
    for (text, refusal) in [
        ("1 2 189 | 0.5 1\n1 2 189 0.5 1\n", "f line 2: expected inputs, `|`, the search's value and the result"),
        ("1 228 | 0.5 1\n", "f line 1: expected inputs below 228, found \"228\""),
        ("1 x | 0.5 1\n", "f line 1: expected inputs below 228, found \"x\""),
        ("1 189 | 1.5 1\n", "f line 1: expected a value from 0 to 1 and a result 0, 0.5 or 1 after `|`"),
        ("1 189 | 0.5 0.25\n", "f line 1: expected a value from 0 to 1 and a result 0, 0.5 or 1 after `|`"),
        ("1 189 | 0.5\n", "f line 1: expected a value from 0 to 1 and a result 0, 0.5 or 1 after `|`"),
        ("1 189 | 0.5 1 0\n", "f line 1: expected a value from 0 to 1 and a result 0, 0.5 or 1 after `|`"),
    ] {
        let mut positions = trainer::Positions::default();
        assert_eq!(positions.read("f", text), Err(refusal.to_string()), "{:?}", text);
    }
    let mut positions = trainer::Positions::default();
    positions.read("f", "\r\n 3 4 189 | 0.25 0.5\r\n\r\n7 180 | 1 0").expect("CRLF, blank lines, no final newline");
    assert_eq!((positions.count(), positions.inputs(1)), (2, &[7u16, 180][..]));
}
