//! `td:FILE`: a value table learned by TD(0) on afterstates (Sutton and Barto's tic-tac-toe
//! player), greedy at play time; `--train td` learns it by self-play and writes the file.
//! `td` alone is the shipped table (`make train`), compiled into the binary like the Connect
//! Four book, so it plays from any folder; it is for 3x3 K3 only, and another board is refused
//! naming it.
//!
//! The table holds, for a position just after a move (an afterstate), the result the player
//! who made that move expects: 1 a win, ½ a draw, 0 a loss; a position not in the table is
//! worth ½, a move that makes K in a row 1 and one that fills the board ½. Positions are keyed
//! by the smallest base-3 number of their images under the board's symmetries, so a position
//! and its mirror images share one value (boards of at most 40 cells: 3^40 < 2^64).
//!
//! Learning: in self-play, the side to move values each of its moves; the best of them, m, is
//! what the opponent's last afterstate is worth to the side to move, so that afterstate's value
//! moves a step α toward 1 − m: V ← V + α(1 − m − V). This is TD(0) with the greedy reply as
//! the next state (the target of Q-learning), so exploring moves (ε of them, at random) teach
//! too: every afterstate the games reach is pulled toward its negamax value, which is the
//! fixed point, since the game is deterministic. The move is then the best (ties at random) or,
//! with probability ε, a random one.
//!
//! The file is text: `gamesolver_mnk td-table 1`, `board WxH k K`, `entries N`, N lines
//! `key value` (keys ascending), `checksum C` (FNV-1a of the entry lines). A file for another
//! board, of another version, or damaged (a bad line, a key off the board, a value outside
//! [0, 1], a count or checksum that does not match) is refused.
//!
//! Cost: a move O(moves · symmetries · cells); memory one entry per afterstate seen.

use crate::mnk::agent::Agent;
use crate::mnk::agents::shipped;
use crate::mnk::game::Game;
use crate::mnk::position::MnkPosition;
use crate::mnk::shape::Shape;
use crate::search::game::{SearchGame, Status};
use crate::util::hash::fnv1a;
use crate::util::rng::Rng;
use std::collections::HashMap;

const HEADER: &str = "gamesolver_mnk td-table 1";
/// The step size.
const ALPHA: f32 = 0.2;
/// The share of random moves in training.
const EPSILON: f64 = 0.3;
/// The most cells a key holds.
const MAX_CELLS: usize = 40;

/// The values and the board they are for.
#[derive(Clone, Debug)]
pub struct ValueTable {
    shape: Shape,
    values: HashMap<u64, f32>,
    symmetries: Vec<Vec<usize>>,
    powers: Vec<u64>,
}

impl ValueTable {
    pub fn new(shape: Shape) -> Result<ValueTable, String> {
        if shape.cells() > MAX_CELLS {
            return Err(format!(
                "td tables are for boards of at most {} cells; {}x{} has {}",
                MAX_CELLS,
                shape.width,
                shape.height,
                shape.cells()
            ));
        }
        let powers = (0..shape.cells()).map(|i| 3u64.pow(i as u32)).collect();
        Ok(ValueTable { shape, values: HashMap::new(), symmetries: shape.symmetries(), powers })
    }

    /// The key of `position`: the smallest base-3 number of its images.
    pub fn key(&self, position: &MnkPosition) -> u64 {
        self.symmetries
            .iter()
            .map(|map| {
                map.iter()
                    .zip(&self.powers)
                    .map(|(&from, &power)| position.at(from) as u64 * power)
                    .sum::<u64>()
            })
            .min()
            .unwrap_or(0)
    }

    pub fn value(&self, key: u64) -> f32 {
        self.values.get(&key).copied().unwrap_or(0.5)
    }

    /// The TD(0) step: `key`'s value a step α toward `target`.
    pub fn update(&mut self, key: u64, target: f32) -> f32 {
        let value = self.values.entry(key).or_insert(0.5);
        let error = target - *value;
        *value += ALPHA * error;
        error
    }

    /// Each move of `position` with its value for the side to move, and the afterstate's key
    /// when the game goes on.
    fn move_values(&self, position: &mut MnkPosition) -> Vec<(usize, f32, Option<u64>)> {
        let mut moves = Vec::new();
        position.moves(&mut moves);
        moves
            .into_iter()
            .map(|cell| match position.status_after(cell) {
                Status::Won => (cell, 1.0, None),
                Status::Drawn => (cell, 0.5, None),
                Status::Ongoing => {
                    position.play(cell);
                    let key = self.key(position);
                    position.unplay(cell);
                    (cell, self.value(key), Some(key))
                }
            })
            .collect()
    }

    /// The file's text.
    pub fn to_text(&self) -> String {
        let mut keys: Vec<&u64> = self.values.keys().collect();
        keys.sort();
        let body: String = keys.iter().map(|&k| format!("{} {:.6}\n", k, self.values[k])).collect();
        format!(
            "{}\nboard {}x{} k {}\nentries {}\n{}checksum {:016x}\n",
            HEADER,
            self.shape.width,
            self.shape.height,
            self.shape.k,
            keys.len(),
            body,
            fnv1a(body.as_bytes())
        )
    }

    /// The table in `text`, which must be for `shape`.
    pub fn from_text(text: &str, shape: Shape) -> Result<ValueTable, String> {
        let mut lines = text.lines();
        let mut next = |what: &str| {
            lines.next().ok_or_else(|| format!("the file ends before its {} line", what))
        };
        let header = next("first")?;
        if header != HEADER {
            return Err(format!("expected `{}` on line 1, found `{}`", HEADER, header));
        }
        let board = next("board")?;
        let wanted = format!("board {}x{} k {}", shape.width, shape.height, shape.k);
        if board != wanted {
            return Err(format!(
                "it is for another board: line 2 says `{}`, this game is `{}`",
                board, wanted
            ));
        }
        let entries = next("entries")?;
        let count: usize = entries
            .strip_prefix("entries ")
            .and_then(|n| n.parse().ok())
            .ok_or_else(|| format!("expected `entries N` on line 3, found `{}`", entries))?;
        let mut table = ValueTable::new(shape)?;
        let limit = 3u64.checked_pow(shape.cells() as u32).unwrap_or(u64::MAX);
        let mut body = String::new();
        let mut last = None;
        for index in 0..count {
            let number = index + 4;
            let line = next("entry")?;
            let entry = line
                .split_once(' ')
                .and_then(|(k, v)| Some((k.parse::<u64>().ok()?, v.parse::<f32>().ok()?)));
            let (key, value) = entry
                .filter(|&(k, v)| k < limit && (0.0..=1.0).contains(&v) && Some(k) > last)
                .ok_or_else(|| {
                    format!(
                        "line {}: expected `key value`, keys ascending below 3^{} and values in [0, 1], found `{}`",
                        number,
                        shape.cells(),
                        line
                    )
                })?;
            last = Some(key);
            table.values.insert(key, value);
            body.push_str(line);
            body.push('\n');
        }
        let checksum = next("checksum")?;
        let expected = format!("checksum {:016x}", fnv1a(body.as_bytes()));
        if checksum != expected {
            return Err(format!(
                "line {}: expected `{}` (the entries' checksum), found `{}`: the file is damaged",
                count + 4,
                expected,
                checksum
            ));
        }
        Ok(table)
    }
}

/// The index of a best move of `values` (ties at random).
fn greedy(values: &[(usize, f32, Option<u64>)], rng: &mut Rng) -> usize {
    let best = values.iter().map(|v| v.1).fold(f32::NEG_INFINITY, f32::max);
    let ties: Vec<usize> = (0..values.len()).filter(|&i| values[i].1 == best).collect();
    ties[rng.below(ties.len())]
}

/// One move of self-play: the opponent's last afterstate `previous` learns from the best move
/// here, then a move is played. The new afterstate's key (None once the game is over) and the
/// TD error.
pub fn learn_move(
    table: &mut ValueTable,
    position: &mut MnkPosition,
    previous: Option<u64>,
    rng: &mut Rng,
) -> (Option<u64>, f32) {
    let values = table.move_values(position);
    let best = values.iter().map(|v| v.1).fold(f32::NEG_INFINITY, f32::max);
    let error = previous.map_or(0.0, |key| table.update(key, 1.0 - best));
    let chosen = if rng.below(1 << 20) < (EPSILON * (1 << 20) as f64) as usize {
        rng.below(values.len())
    } else {
        greedy(&values, rng)
    };
    let (cell, _, key) = values[chosen];
    position.play(cell);
    (key, error)
}

/// `games` games of self-play on `shape` from `seed`; `progress` is called every 1 % of the
/// games with the games played and the mean absolute TD error since the last call.
pub fn train(
    shape: Shape,
    games: u32,
    seed: u64,
    progress: &mut dyn FnMut(u32, f64),
) -> Result<ValueTable, String> {
    let mut table = ValueTable::new(shape)?;
    let mut rng = Rng::new(seed);
    let empty = MnkPosition::new(&Game::new(shape));
    let mut position = empty.clone();
    let every = (games / 100).max(1);
    let (mut error_sum, mut updates) = (0.0, 0u64);
    for game in 1..=games {
        position.clone_from(&empty);
        let mut previous = None;
        loop {
            let (key, error) = learn_move(&mut table, &mut position, previous, &mut rng);
            if previous.is_some() {
                error_sum += error.abs() as f64;
                updates += 1;
            }
            match key {
                Some(_) => previous = key,
                None => break,
            }
        }
        if game % every == 0 {
            progress(game, error_sum / updates.max(1) as f64);
            error_sum = 0.0;
            updates = 0;
        }
    }
    Ok(table)
}

/// The agent `td:FILE`.
pub struct TdAgent {
    table: ValueTable,
    rng: Rng,
}

impl TdAgent {
    /// The table of the file at `path`, which must be for `shape`.
    pub fn load(path: &str, shape: Shape, seed: u64) -> Result<TdAgent, String> {
        let text = std::fs::read_to_string(path)
            .map_err(|e| format!("agent `td:{}`: cannot read the table: {}", path, e))?;
        let table = ValueTable::from_text(&text, shape)
            .map_err(|e| format!("agent `td:{}`: refused: {}", path, e))?;
        Ok(TdAgent { table, rng: Rng::new(seed) })
    }

    /// The agent `td`: the shipped table for `shape`.
    pub fn shipped(shape: Shape, seed: u64) -> Result<TdAgent, String> {
        let text = shipped::file(shipped::TD, shape).map_err(|boards| {
            format!(
                "agent `td`: the shipped table is for {}, not {}; --train td --out FILE \
                 learns one for this board, td:FILE plays it",
                boards,
                shipped::board(shape)
            )
        })?;
        let table = ValueTable::from_text(text, shape).map_err(|e| format!("agent `td`: {}", e))?;
        Ok(TdAgent::from_table(table, seed))
    }

    pub fn from_table(table: ValueTable, seed: u64) -> TdAgent {
        TdAgent { table, rng: Rng::new(seed) }
    }
}

impl Agent for TdAgent {
    fn name(&self) -> String {
        "td".to_string()
    }

    fn choose(&mut self, game: &Game) -> Result<usize, String> {
        if game.is_over() {
            return Err("the game is over".to_string());
        }
        let mut position = MnkPosition::new(game);
        let values = self.table.move_values(&mut position);
        Ok(values[greedy(&values, &mut self.rng)].0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tic_tac_toe() -> Shape {
        Shape::new(3, 3, 3).unwrap()
    }

    #[test]
    fn the_last_two_moves_teach_the_afterstate_before_them() {
        // O has just played b2 after `a1 b1 a2`: X wins at a3, so the side to move's best is
        // 1 and O's afterstate steps from ½ toward 0 by α: 0.5 - 0.2 * 0.5 = 0.4, then 0.32.
        let shape = tic_tac_toe();
        let game = Game::from_line(shape, "a1 b1 a2 b2").unwrap();
        let mut table = ValueTable::new(shape).unwrap();
        let position = MnkPosition::new(&game);
        let key = table.key(&position);
        for expected in [0.4, 0.32] {
            let mut position = position.clone();
            let (after, error) = learn_move(&mut table, &mut position, Some(key), &mut Rng::new(1));
            assert!((table.value(key) - expected).abs() < 1e-6, "{}", table.value(key));
            assert!(error < 0.0);
            if after.is_none() {
                assert_eq!(position.empty_cells().len(), 4);
            }
        }
    }

    #[test]
    fn mirror_images_share_a_key() {
        let shape = tic_tac_toe();
        let table = ValueTable::new(shape).unwrap();
        let key = |line| table.key(&MnkPosition::new(&Game::from_line(shape, line).unwrap()));
        assert_eq!(key("a1 b2"), key("c3 b2"));
        assert_eq!(key("a1 b2"), key("c1 b2"));
        assert_ne!(key("a1 b2"), key("b1 b2"));
    }

    #[test]
    fn the_file_round_trips_and_damage_is_refused() {
        let shape = tic_tac_toe();
        let table = train(shape, 300, 4, &mut |_, _| {}).unwrap();
        let text = table.to_text();
        let back = ValueTable::from_text(&text, shape).unwrap();
        assert_eq!(back.to_text(), text);
        let other = Shape::new(4, 4, 3).unwrap();
        assert!(ValueTable::from_text(&text, other).unwrap_err().contains("another board"));
        let cut: String = text.lines().take(10).map(|l| format!("{}\n", l)).collect();
        assert!(ValueTable::from_text(&cut, shape).is_err());
        let changed = text.replacen(" 0.", " 1.", 1);
        assert!(ValueTable::from_text(&changed, shape).is_err());
        let version = text.replacen("td-table 1", "td-table 2", 1);
        assert!(ValueTable::from_text(&version, shape).unwrap_err().contains("line 1"));
    }

    #[test]
    fn a_trained_table_wins_and_blocks() {
        let shape = tic_tac_toe();
        let table = train(shape, 20_000, 2, &mut |_, _| {}).unwrap();
        let mut agent = TdAgent::from_table(table, 1);
        let at = |line| Game::from_line(shape, line).unwrap();
        assert_eq!(agent.choose(&at("a1 b1 a2 b2")).unwrap(), 6, "a3 wins");
        assert_eq!(agent.choose(&at("a1 c2 a2")).unwrap(), 6, "a3 blocks");
    }
}
