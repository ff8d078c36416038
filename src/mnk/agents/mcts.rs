//! The agent `mcts:N` (`mcts:N:reuse` keeps the tree between its moves of a game): the
//! search of `search::mcts` on the position that suits the board, bitboards up to 64 cells
//! (`bitboard::BitPosition`, whose playouts take a win in one and stop the opponent's) and
//! `position::MnkPosition` beyond.
//!
//! `MctsAgent::timed` searches for a time a move instead (the fallback of `perfect:MS` on
//! boards the solver cannot finish, but for K = 5 on large ones).
//!
//! Why it is right: both positions play the m,n,k rules (`mnk::game` is their oracle in
//! their tests), and the search is the same. Cost: the search's, N iterations a move.

use crate::mnk::agent::Agent;
use crate::mnk::bitboard::{self, BitPosition};
use crate::mnk::game::Game;
use crate::mnk::position::MnkPosition;
use crate::search::mcts::Mcts;
use std::time::{Duration, Instant};

/// The most iterations a move.
const MAX_ITERATIONS: u32 = 100_000_000;

/// The agent `mcts:N` (`mcts:N:reuse` keeps the tree between its moves of a game).
pub struct MctsAgent {
    iterations: u32,
    reuse: bool,
    seed: u64,
    /// The search, made at the first move, when the board is known.
    search: Option<Search>,
    /// The moves of the game at the last root, when the tree is kept.
    root_moves: Vec<usize>,
    /// The time a move, for a timed agent.
    time: Option<Duration>,
}

/// The same search over the position that suits the board: bitboards up to 64 cells.
enum Search {
    Bits(Mcts<BitPosition>),
    Cells(Mcts<MnkPosition>),
}

impl MctsAgent {
    /// The agent of `spec`, the text after `mcts:` (`N` or `N:reuse`).
    pub fn from_spec(spec: &str, seed: u64) -> Result<MctsAgent, String> {
        let (count, reuse) = match spec.strip_suffix(":reuse") {
            Some(count) => (count, true),
            None => (spec, false),
        };
        let iterations = count.parse::<u32>().ok().filter(|&n| (1..=MAX_ITERATIONS).contains(&n));
        let iterations = iterations.ok_or_else(|| {
            format!(
                "agent `mcts:{}`: expected mcts:N or mcts:N:reuse with N iterations from 1 to 100000000",
                spec
            )
        })?;
        Ok(MctsAgent { iterations, reuse, seed, search: None, root_moves: Vec::new(), time: None })
    }

    /// An agent that searches for `time` a move (its tree afresh each move).
    pub fn timed(time: Duration, seed: u64) -> MctsAgent {
        let iterations = MAX_ITERATIONS;
        let root_moves = Vec::new();
        MctsAgent { iterations, reuse: false, seed, search: None, root_moves, time: Some(time) }
    }

    /// Its move in `game`, searching until `deadline` at most.
    fn choose_until(&mut self, game: &Game, deadline: Option<Instant>) -> Result<usize, String> {
        if game.is_over() {
            return Err("the game is over".to_string());
        }
        let bits = game.shape().cells() <= bitboard::MAX_CELLS;
        let search = match self.search.take() {
            Some(Search::Bits(search)) if bits => Search::Bits(search),
            Some(Search::Cells(search)) if !bits => Search::Cells(search),
            _ if bits => Search::Bits(Mcts::new(self.seed)),
            _ => Search::Cells(Mcts::new(self.seed)),
        };
        let search = self.search.insert(search);
        let (moves, root_moves, reuse, n) =
            (game.moves(), &self.root_moves[..], self.reuse, self.iterations);
        let best = match search {
            Search::Bits(search) => {
                search.search_game(BitPosition::new(game), moves, root_moves, reuse, n, deadline)
            }
            Search::Cells(search) => {
                search.search_game(MnkPosition::new(game), moves, root_moves, reuse, n, deadline)
            }
        };
        self.root_moves = moves.to_vec();
        best.ok_or_else(|| "no move".to_string())
    }
}

impl Agent for MctsAgent {
    fn name(&self) -> String {
        format!("mcts:{}{}", self.iterations, if self.reuse { ":reuse" } else { "" })
    }

    fn choose(&mut self, game: &Game) -> Result<usize, String> {
        let deadline = self.time.map(|time| Instant::now() + time);
        self.choose_until(game, deadline)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mnk::shape::Shape;

    fn game(line: &str) -> Game {
        Game::from_line(Shape::new(3, 3, 3).unwrap(), line).unwrap()
    }

    #[test]
    fn a_win_in_one_is_played_and_a_loss_in_one_blocked() {
        let mut agent = MctsAgent::from_spec("50", 1).unwrap();
        // X to move with a1 a2: a3 wins.
        assert_eq!(agent.choose(&game("a1 b1 a2 b2")).unwrap(), 6);
        // O to move, X threatens a3 (a1 a2) and O has nothing: O blocks at a3.
        assert_eq!(agent.choose(&game("a1 c2 a2")).unwrap(), 6);
    }

    #[test]
    fn bad_specs_are_refused() {
        for spec in ["0", "x", "", "10:keep", "-3"] {
            assert!(MctsAgent::from_spec(spec, 1).is_err(), "{}", spec);
        }
        assert_eq!(MctsAgent::from_spec("10:reuse", 1).unwrap().name(), "mcts:10:reuse");
    }
}
