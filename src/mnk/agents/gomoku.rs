//! The agent `gomoku[:MS]`: the gomoku engine (`crate::gomoku`) playing Connect-N with K = 5,
//! MS milliseconds a move (default 1000, at most 600,000).
//!
//! Connect-N's win is K or more in a row, gomoku's freestyle rule, so the engine's rule is
//! freestyle and its answer is a move by Connect-N's rules. The board is rebuilt from the
//! game's moves before each search (the first player's stones are the engine's side 0), with
//! the cells numbered alike on both sides (`row · W + column`; the engine's rows run from the
//! top, Connect-N's from the bottom: a mirror image, which changes no line). The engine's
//! board needs at least 5 cells a side and K = 5: other shapes are refused with an error that
//! names the limit. Cost: the engine's search, bounded by MS; memory: its 32 MiB table.

use crate::gomoku::board::{Board, Tables};
use crate::gomoku::search::Engine;
use crate::gomoku::shape::Rule;
use crate::mnk::agent::Agent;
use crate::mnk::game::Game;
use crate::mnk::shape::Shape;
use std::sync::Arc;
use std::time::Duration;

/// The engine's smallest side.
const MIN_SIDE: usize = 5;
const DEFAULT_MS: u64 = 1000;
const MAX_MS: u64 = 600_000;

pub struct GomokuAgent {
    time: Duration,
    tables: Arc<Tables>,
    engine: Engine,
}

impl GomokuAgent {
    /// The agent of `spec`, the text after `gomoku` (empty, or `:MS`), for `shape`.
    pub fn from_spec(spec: &str, shape: Shape) -> Result<GomokuAgent, String> {
        let ms = match spec.strip_prefix(':') {
            None if spec.is_empty() => DEFAULT_MS,
            Some(ms) => {
                ms.parse::<u64>().ok().filter(|&ms| (1..=MAX_MS).contains(&ms)).ok_or_else(
                    || {
                        format!(
                            "agent `gomoku{}`: expected gomoku or gomoku:MS with MS from 1 to {}",
                            spec, MAX_MS
                        )
                    },
                )?
            }
            None => return Err(format!("unknown agent `gomoku{}`: expected gomoku:MS", spec)),
        };
        if shape.k != 5 || shape.width < MIN_SIDE || shape.height < MIN_SIDE {
            return Err(format!(
                "agent `gomoku` plays K = 5 on boards of at least {}x{}, not K = {} on {}x{}",
                MIN_SIDE, MIN_SIDE, shape.k, shape.width, shape.height
            ));
        }
        Ok(GomokuAgent {
            time: Duration::from_millis(ms),
            tables: Tables::new(Rule::Freestyle),
            engine: Engine::new(32 << 20),
        })
    }
}

impl Agent for GomokuAgent {
    fn name(&self) -> String {
        format!("gomoku:{}", self.time.as_millis())
    }

    fn choose(&mut self, game: &Game) -> Result<usize, String> {
        let shape = game.shape();
        if game.is_over() {
            return Err("the game is over".to_string());
        }
        let mut board = Board::new(shape.width, shape.height, self.tables.clone());
        for (i, &cell) in game.moves().iter().enumerate() {
            board.place(cell, i % 2);
        }
        board.set_to_move(game.moves().len() % 2);
        Ok(self.engine.choose(&mut board, Some(self.time), None).cell)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mnk::agent::play_match;
    use crate::mnk::agents::agent;

    #[test]
    fn refuses_shapes_it_cannot_play_naming_the_limit() {
        let four = Shape::new(9, 9, 4).unwrap();
        let narrow = Shape::new(4, 9, 5).unwrap();
        for shape in [four, narrow] {
            let error = agent("gomoku", shape, 1).err().unwrap();
            assert!(error.contains("K = 5 on boards of at least 5x5"), "{}", error);
        }
        let fifteen = Shape::new(15, 15, 5).unwrap();
        assert!(agent("gomoku:0", fifteen, 1).is_err());
        assert!(agent("gomoku:x", fifteen, 1).is_err());
        assert!(agent("gomokux", fifteen, 1).is_err());
    }

    #[test]
    fn takes_a_five_and_blocks_one_on_a_rectangle() {
        let shape = Shape::new(7, 9, 5).unwrap();
        let mut me = agent("gomoku:50", shape, 1).unwrap();
        // X: a1 b1 c1 d1, O: a9 b9 c9 d9 ... X to move takes e1.
        let game = Game::from_line(shape, "a1 a9 b1 b9 c1 c9 d1 d9").unwrap();
        assert_eq!(shape.name(me.choose(&game).unwrap()), "e1");
        // O to move must block e1.
        let game = Game::from_line(shape, "a1 a9 b1 b9 c1 g5 d1").unwrap();
        assert_eq!(shape.name(me.choose(&game).unwrap()), "e1");
    }

    #[test]
    fn beats_random_on_fifteen_by_fifteen() {
        let shape = Shape::new(15, 15, 5).unwrap();
        let mut me = agent("gomoku:20", shape, 1).unwrap();
        let mut random = agent("random", shape, 2).unwrap();
        let tally = play_match(shape, &mut *me, &mut *random, 2).unwrap();
        assert_eq!(tally.wins, 2);
    }
}
