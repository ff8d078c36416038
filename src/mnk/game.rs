//! The game itself, as a small gym-like environment the agents and the command line share:
//! `reset`, `legal_moves`, `step(cell) -> (reward, done)`, `undo`, a `key` for tables and the
//! winning line. Illegal steps are errors, never panics.
//!
//! A move puts the mover's stone on an empty cell; the game ends when a move makes K in a row
//! (the mover wins) or fills the board (a draw). The win is found by walking from the new
//! stone both ways along each of the four directions: O(K) a move.

use crate::mnk::shape::{Shape, DIRECTIONS};
use crate::util::hash::{mix, GOLDEN_GAMMA};

/// X moves first, O second.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Player {
    X,
    O,
}

impl Player {
    pub fn index(self) -> usize {
        match self {
            Player::X => 0,
            Player::O => 1,
        }
    }

    pub fn other(self) -> Player {
        match self {
            Player::X => Player::O,
            Player::O => Player::X,
        }
    }

    pub fn symbol(self) -> char {
        match self {
            Player::X => 'X',
            Player::O => 'O',
        }
    }
}

/// Why a step was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StepError {
    OffBoard,
    Occupied,
    GameOver,
}

impl std::fmt::Display for StepError {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        let text = match self {
            StepError::OffBoard => "the cell is off the board",
            StepError::Occupied => "the cell is taken",
            StepError::GameOver => "the game is over",
        };
        f.write_str(text)
    }
}

/// A game in progress: the board, the moves so far and, once over, how it ended.
#[derive(Clone, Debug)]
pub struct Game {
    shape: Shape,
    cells: Vec<Option<Player>>,
    moves: Vec<usize>,
    /// The winner and his K in a row (the K cells of the longest run through the last move).
    won: Option<(Player, Vec<usize>)>,
    key: u64,
}

/// A fixed pseudo-random 64-bit number for (cell, player), for the position's key.
pub fn zobrist(cell: usize, player: Player) -> u64 {
    mix((cell as u64 * 2 + player.index() as u64 + 1).wrapping_mul(GOLDEN_GAMMA))
}

impl Game {
    pub fn new(shape: Shape) -> Game {
        Game { shape, cells: vec![None; shape.cells()], moves: Vec::new(), won: None, key: 0 }
    }

    pub fn shape(&self) -> Shape {
        self.shape
    }

    /// Back to the empty board.
    pub fn reset(&mut self) {
        *self = Game::new(self.shape);
    }

    pub fn moves(&self) -> &[usize] {
        &self.moves
    }

    pub fn at(&self, cell: usize) -> Option<Player> {
        self.cells[cell]
    }

    pub fn to_move(&self) -> Player {
        if self.moves.len() % 2 == 0 {
            Player::X
        } else {
            Player::O
        }
    }

    pub fn is_over(&self) -> bool {
        self.won.is_some() || self.moves.len() == self.cells.len()
    }

    pub fn winner(&self) -> Option<Player> {
        self.won.as_ref().map(|(player, _)| *player)
    }

    /// The winning K in a row, once a move has made one.
    pub fn winning_line(&self) -> Option<&[usize]> {
        self.won.as_ref().map(|(_, line)| line.as_slice())
    }

    /// The empty cells in order, none once the game is over.
    pub fn legal_moves(&self) -> Vec<usize> {
        if self.is_over() {
            return Vec::new();
        }
        (0..self.cells.len()).filter(|&cell| self.cells[cell].is_none()).collect()
    }

    /// A key of the position, equal for equal positions (Zobrist hashing: a xor of a fixed
    /// random number per stone; distinct positions share a key with probability 2^-64).
    pub fn key(&self) -> u64 {
        self.key
    }

    /// Plays `cell` for the side to move: the reward to the mover (1 for a win, else 0) and
    /// whether the game is over.
    pub fn step(&mut self, cell: usize) -> Result<(f64, bool), StepError> {
        if cell >= self.cells.len() {
            return Err(StepError::OffBoard);
        }
        if self.is_over() {
            return Err(StepError::GameOver);
        }
        if self.cells[cell].is_some() {
            return Err(StepError::Occupied);
        }
        let player = self.to_move();
        self.cells[cell] = Some(player);
        self.moves.push(cell);
        self.key ^= zobrist(cell, player);
        if let Some(line) = self.line_through(cell, player) {
            self.won = Some((player, line));
            return Ok((1.0, true));
        }
        Ok((0.0, self.is_over()))
    }

    /// Takes back the last move; false on the empty board.
    pub fn undo(&mut self) -> bool {
        match self.moves.pop() {
            Some(cell) => {
                let player = self.cells[cell].take().expect("a played cell holds a stone");
                self.key ^= zobrist(cell, player);
                self.won = None;
                true
            }
            None => false,
        }
    }

    /// Whether `player`'s stone on `cell` would make K in a row (the cell empty or his).
    pub fn wins_with(&self, cell: usize, player: Player) -> bool {
        DIRECTIONS.iter().any(|&d| self.run(cell, player, d).len() >= self.shape.k)
    }

    /// The K cells of a run of at least K of `player`'s stones through `cell`, if any.
    fn line_through(&self, cell: usize, player: Player) -> Option<Vec<usize>> {
        let k = self.shape.k;
        let run =
            DIRECTIONS.iter().map(|&d| self.run(cell, player, d)).find(|run| run.len() >= k)?;
        // A run longer than K: the K cells around the new stone, as far as the run allows.
        let at = run.iter().position(|&c| c == cell).unwrap_or(0);
        let start = at.saturating_sub(k / 2).min(run.len() - k);
        Some(run[start..start + k].to_vec())
    }

    /// The cells of `player`'s run through `cell` in direction `d`, in order (`cell` counted
    /// as his).
    fn run(&self, cell: usize, player: Player, (dc, dr): (isize, isize)) -> Vec<usize> {
        let mine = |c: usize| self.cells[c] == Some(player);
        let mut first = cell;
        while let Some(previous) = self.shape.step(first, (-dc, -dr)).filter(|&c| mine(c)) {
            first = previous;
        }
        let mut run = vec![first];
        let mut last = first;
        while let Some(next) = self.shape.step(last, (dc, dr)).filter(|&c| mine(c) || c == cell) {
            run.push(next);
            last = next;
        }
        run
    }

    /// The game after the moves of `line` (cells named as in `b2 a1 c3`, single spaces
    /// between them; spaces and tabs around the line ignored). A move is refused when its cell
    /// is malformed, off the board or taken, or when the game was already over; an error
    /// names the move by its number and text.
    pub fn from_line(shape: Shape, line: &str) -> Result<Game, String> {
        let mut game = Game::new(shape);
        let moves = line.trim_matches(|c| c == ' ' || c == '\t');
        if moves.is_empty() {
            return Ok(game);
        }
        for (index, text) in moves.split(' ').enumerate() {
            let number = index + 1;
            let at = |why: String| format!("move {} `{}`: {}", number, text, why);
            if text.is_empty() {
                return Err(format!(
                    "move {}: expected a cell after one space, found another space",
                    number
                ));
            }
            let cell = shape.parse_cell(text).map_err(at)?;
            if game.is_over() {
                let why = match game.winner() {
                    Some(p) => format!(
                        "expected no move: the game is over ({} made {} in a row)",
                        p.symbol(),
                        shape.k
                    ),
                    None => "expected no move: the game is over (the board is full)".to_string(),
                };
                return Err(at(why));
            }
            if game.at(cell).is_some() {
                return Err(at("expected an empty cell, found it taken".to_string()));
            }
            game.step(cell).map_err(|e| at(e.to_string()))?;
        }
        Ok(game)
    }

    /// The moves as a line, `b2 a1 c3`.
    pub fn line(&self) -> String {
        let names: Vec<String> = self.moves.iter().map(|&c| self.shape.name(c)).collect();
        names.join(" ")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tic_tac_toe() -> Game {
        Game::new(Shape::new(3, 3, 3).unwrap())
    }

    #[test]
    fn a_column_of_three_wins_and_ends_the_game() {
        let mut game = tic_tac_toe();
        for (cell, done) in [(0, false), (1, false), (3, false), (4, false)] {
            assert_eq!(game.step(cell), Ok((0.0, done)));
        }
        assert_eq!(game.step(6), Ok((1.0, true)));
        assert_eq!(game.winner(), Some(Player::X));
        assert_eq!(game.winning_line(), Some(&[0, 3, 6][..]));
        assert_eq!(game.step(8), Err(StepError::GameOver));
        assert!(game.legal_moves().is_empty());
        assert!(game.undo());
        assert_eq!(game.winner(), None);
        assert_eq!(game.legal_moves(), vec![2, 5, 6, 7, 8]);
    }

    #[test]
    fn illegal_steps_are_errors() {
        let mut game = tic_tac_toe();
        assert_eq!(game.step(9), Err(StepError::OffBoard));
        game.step(4).unwrap();
        assert_eq!(game.step(4), Err(StepError::Occupied));
        assert!(game.undo());
        assert!(!game.undo());
    }

    #[test]
    fn a_full_board_without_three_is_a_draw() {
        // X: a1 c1 b2 a3 c2 … laid out as  X O X / X O O / O X X  (rows from the top)
        let game = Game::from_line(Shape::new(3, 3, 3).unwrap(), "b2 a2 a3 c1 b1 b3 a1 c3 c2");
        let game = game.unwrap();
        assert!(game.is_over());
        assert_eq!(game.winner(), None);
    }

    #[test]
    fn the_key_follows_the_stones_not_the_order() {
        let shape = Shape::new(4, 4, 4).unwrap();
        let a = Game::from_line(shape, "a1 b2 c3 d4").unwrap();
        let b = Game::from_line(shape, "c3 d4 a1 b2").unwrap();
        let c = Game::from_line(shape, "b2 a1 c3 d4").unwrap();
        assert_eq!(a.key(), b.key());
        assert_ne!(a.key(), c.key());
    }

    #[test]
    fn a_run_longer_than_k_shows_k_cells_through_the_last_stone() {
        let shape = Shape::new(5, 2, 3).unwrap();
        let game = Game::from_line(shape, "a1 a2 b1 b2 d1 d2 e1 e2").unwrap();
        let mut game = game;
        assert_eq!(game.step(2), Ok((1.0, true)));
        let line = game.winning_line().unwrap();
        assert_eq!(line.len(), 3);
        assert!(line.contains(&2));
    }

    #[test]
    fn lines_are_read_and_refused_by_move() {
        let shape = Shape::new(3, 3, 3).unwrap();
        assert_eq!(Game::from_line(shape, " \tb2 a1 c3\t").unwrap().line(), "b2 a1 c3");
        assert!(Game::from_line(shape, "b2 b2")
            .unwrap_err()
            .starts_with("move 2 `b2`: expected an empty cell"));
        assert!(Game::from_line(shape, "b2  a1").unwrap_err().starts_with("move 2:"));
        assert!(Game::from_line(shape, "a1 b1 a2 b2 a3 c3").unwrap_err().contains("game is over"));
        assert!(Game::from_line(shape, "d1").unwrap_err().contains("a cell of the board"));
    }
}
