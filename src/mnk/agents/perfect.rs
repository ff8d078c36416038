//! The agent `perfect`: a move of the best score (the fastest win, else a draw, else the
//! slowest loss), from the exact solver; ties broken at random, seeded.
//!
//! Why it is right: the solver's scores are exact (`mnk::solver`), so every move it picks
//! keeps the position's score. Cost: the solver's, once per move.

use crate::mnk::agent::Agent;
use crate::mnk::game::Game;
use crate::mnk::shape::Shape;
use crate::mnk::solver::Solver;
use crate::util::rng::Rng;

pub struct Perfect {
    solver: Solver,
    rng: Rng,
}

impl Perfect {
    pub fn new(shape: Shape, seed: u64) -> Perfect {
        Perfect { solver: Solver::new(shape, 20), rng: Rng::new(seed) }
    }
}

impl Agent for Perfect {
    fn name(&self) -> String {
        "perfect".to_string()
    }

    fn choose(&mut self, game: &Game) -> Result<usize, String> {
        self.solver.set_position(game);
        let scores = self.solver.analyze(false);
        let best = scores.iter().map(|&(_, s)| s).max().ok_or("the game is over")?;
        let ties: Vec<usize> =
            scores.iter().filter(|&&(_, s)| s == best).map(|&(c, _)| c).collect();
        Ok(ties[self.rng.below(ties.len())])
    }
}
