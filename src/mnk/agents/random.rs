//! The agent `random`: any empty cell, uniformly, seeded. Cost: O(cells) a move.

use crate::mnk::agent::Agent;
use crate::mnk::game::Game;
use crate::util::rng::Rng;

pub struct Random(Rng);

impl Random {
    pub fn new(seed: u64) -> Random {
        Random(Rng::new(seed))
    }
}

impl Agent for Random {
    fn name(&self) -> String {
        "random".to_string()
    }

    fn choose(&mut self, game: &Game) -> Result<usize, String> {
        let moves = game.legal_moves();
        if moves.is_empty() {
            return Err("the game is over".to_string());
        }
        Ok(moves[self.0.below(moves.len())])
    }
}
