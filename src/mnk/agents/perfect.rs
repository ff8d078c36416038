//! The agent `perfect`: a move of the best score (the fastest win, else a draw, else the
//! slowest loss), from the exact solver; ties broken at random, seeded.
//!
//! `perfect:MS` answers within MS milliseconds a move (`--play` uses `perfect:1000`): the
//! solver has half the time (`util::budget`'s deadline); when it scores every move, the move
//! is as `perfect`'s; when it does not, a move it proved to win is played if there is one, else
//! the move of a fallback agent in the other half: the gomoku engine (`gomoku::GomokuAgent`)
//! on K = 5 boards of more than 64 cells, Monte Carlo tree search (`mcts::MctsAgent::timed`)
//! elsewhere, so a board the solver cannot finish (15x15 K5) still gets a move in time.
//!
//! Why it is right: the solver's scores are exact (`mnk::solver`), so every move it picks
//! keeps the position's score; a bounded search says None for what it did not finish, never a
//! wrong score. Cost: the solver's, once per move (`perfect:MS`: at most MS milliseconds, and
//! the 2^10 positions between two looks at the clock).

use crate::mnk::agent::Agent;
use crate::mnk::agents::gomoku::GomokuAgent;
use crate::mnk::agents::mcts::MctsAgent;
use crate::mnk::game::Game;
use crate::mnk::shape::Shape;
use crate::mnk::solver::Solver;
use crate::util::budget::Budget;
use crate::util::rng::Rng;
use std::sync::Arc;
use std::time::{Duration, Instant};

pub struct Perfect {
    solver: Solver,
    rng: Rng,
    /// `perfect:MS`: the time a move and the agent that moves when the solver cannot.
    clock: Option<(Duration, Box<dyn Agent>)>,
}

impl Perfect {
    pub fn new(shape: Shape, seed: u64) -> Perfect {
        Perfect { solver: Solver::new(shape, 20), rng: Rng::new(seed), clock: None }
    }

    /// The agent of `spec`, the text after `perfect:` (milliseconds a move).
    pub fn from_spec(spec: &str, shape: Shape, seed: u64) -> Result<Perfect, String> {
        let ms = spec.parse::<u64>().ok().filter(|ms| (1..=3_600_000).contains(ms));
        let ms = ms.ok_or_else(|| {
            format!("agent `perfect:{}`: expected perfect:MS with MS from 1 to 3600000", spec)
        })?;
        let time = Duration::from_millis(ms);
        let half = (ms / 2).max(1);
        let fallback: Box<dyn Agent> =
            if shape.k == 5 && shape.width.min(shape.height) >= 5 && shape.cells() > 64 {
                Box::new(GomokuAgent::from_spec(&format!(":{}", half), shape)?)
            } else {
                Box::new(MctsAgent::timed(Duration::from_millis(half), seed.wrapping_add(1)))
            };
        Ok(Perfect { clock: Some((time, fallback)), ..Perfect::new(shape, seed) })
    }
}

impl Agent for Perfect {
    fn name(&self) -> String {
        "perfect".to_string()
    }

    fn choose(&mut self, game: &Game) -> Result<usize, String> {
        let start = Instant::now();
        self.solver.set_position(game);
        let scores: Vec<(usize, Option<i32>)> = match &self.clock {
            None => self.solver.analyze(false).into_iter().map(|(c, s)| (c, Some(s))).collect(),
            Some((time, _)) => {
                self.solver.set_budget(Arc::new(Budget::new(u64::MAX).until(start + *time / 2)));
                self.solver.analyze_within(false, u64::MAX)
            }
        };
        let known = scores.iter().filter_map(|&(c, s)| s.map(|s| (c, s)));
        let best = known.clone().map(|(_, s)| s).max();
        let complete = scores.iter().all(|&(_, s)| s.is_some());
        match (&mut self.clock, best) {
            (Some((_, fallback)), _) if !complete && best.map_or(true, |b| b <= 0) => {
                fallback.choose(game)
            }
            (_, None) => Err("the game is over".to_string()),
            (_, Some(best)) => {
                let ties: Vec<usize> = known.filter(|&(_, s)| s == best).map(|(c, _)| c).collect();
                Ok(ties[self.rng.below(ties.len())])
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// On 15x15 K5 (the gomoku engine's fallback) and 9x9 K4 (MCTS's) the solver finishes
    /// nothing within 200 ms: the move comes from the fallback, within the time (and a margin
    /// for the solver's 2^10 positions between looks); a win in one is still seen by the solver
    /// and played.
    #[test]
    fn a_timed_perfect_moves_in_time_on_a_board_it_cannot_solve() {
        for (width, k, lines) in [(9, 4, ["", "e5", "e5 e6 d5"]), (15, 5, ["", "h8", "h8 h9 i8"])] {
            let shape = Shape::new(width, width, k).unwrap();
            let mut agent = Perfect::from_spec("200", shape, 1).unwrap();
            for line in lines {
                let game = Game::from_line(shape, line).unwrap();
                let start = Instant::now();
                let cell = agent.choose(&game).unwrap();
                assert!(start.elapsed() < Duration::from_millis(1000), "{:?}", start.elapsed());
                assert!(game.at(cell).is_none(), "{} on {}", shape.name(cell), line);
            }
        }
        let shape = Shape::new(15, 15, 5).unwrap();
        let mut agent = Perfect::from_spec("200", shape, 1).unwrap();
        // X: h8 i8 j8 k8, O elsewhere: X plays g8 or l8 and wins (hand-worked).
        let game = Game::from_line(shape, "h8 a1 i8 a3 j8 a5 k8 a7").unwrap();
        let cell = agent.choose(&game).unwrap();
        assert!(["g8", "l8"].contains(&shape.name(cell).as_str()), "{}", shape.name(cell));
        assert!(Perfect::from_spec("0", shape, 1).is_err());
        assert!(Perfect::from_spec("x", shape, 1).is_err());
    }
}
