//! The agents of Connect-N, and the one place that builds them by name (`agent`): `--move`,
//! `--match` and `--play` take any of them (`perfect`, `random`, `human`,
//! `perfect:MS`, `mcts:N`, `alphabeta:D`, `td`, `td:FILE`, `zero`, `zero:N`, `zero:FILE:N`,
//! `gomoku[:MS]`).
//!
//! - `perfect`: a move of the best score (the fastest win, else a draw, else the slowest
//!   loss), from the exact solver; ties broken at random. `perfect:MS`: the same within MS
//!   milliseconds a move, else a move it proved to win, else a fallback's (`gomoku` on K = 5
//!   boards of more than 64 cells, timed MCTS elsewhere).
//! - `random`: any empty cell, uniformly.
//! - `human`: asks on the terminal for a cell.
//! - `mcts:N`, `mcts:N:reuse`: Monte Carlo tree search (`mcts`).
//! - `alphabeta:D`: depth-limited alpha-beta with a threat count (`alphabeta`).
//! - `td:FILE`: greedy on a value table learned by TD(0) (`td`); `td` the shipped table.
//! - `zero:FILE:N`: PUCT with N simulations guided by a policy-value network (`zero`);
//!   `zero:N` the shipped network, `zero` with 100 simulations (`shipped`: the boards).
//! - `gomoku[:MS]`: the gomoku engine, MS milliseconds a move, for K = 5 (`gomoku`).
//!
//! All randomness comes from `Rng`, seeded, so a match is the same for the same seed.

pub mod alphabeta;
pub mod conv;
pub mod gomoku;
pub mod human;
pub mod mcts;
pub mod net;
pub mod perfect;
pub mod random;
pub mod shipped;
pub mod td;
pub mod zero;

use self::alphabeta::AlphaBeta;
use self::human::Human;
use self::mcts::MctsAgent;
use self::perfect::Perfect;
use self::random::Random;
use self::td::TdAgent;
use self::zero::ZeroAgent;
use crate::mnk::agent::Agent;
use crate::mnk::shape::Shape;

/// The agent named `name` for `shape`, its randomness from `seed`.
pub fn agent(name: &str, shape: Shape, seed: u64) -> Result<Box<dyn Agent>, String> {
    match name {
        "perfect" => Ok(Box::new(Perfect::new(shape, seed))),
        "random" => Ok(Box::new(Random::new(seed))),
        "human" => Ok(Box::new(Human)),
        "td" => Ok(Box::new(TdAgent::shipped(shape, seed)?)),
        _ => {
            if let Some(spec) = name.strip_prefix("perfect:") {
                return Ok(Box::new(Perfect::from_spec(spec, shape, seed)?));
            }
            if let Some(spec) = name.strip_prefix("mcts:") {
                return Ok(Box::new(MctsAgent::from_spec(spec, seed)?));
            }
            if let Some(spec) = name.strip_prefix("alphabeta:") {
                return Ok(Box::new(AlphaBeta::from_spec(spec, shape, seed)?));
            }
            if let Some(path) = name.strip_prefix("td:") {
                return Ok(Box::new(TdAgent::load(path, shape, seed)?));
            }
            if let Some(spec) = name.strip_prefix("gomoku") {
                return Ok(Box::new(gomoku::GomokuAgent::from_spec(spec, shape)?));
            }
            if let Some(spec) =
                name.strip_prefix("zero").filter(|s| s.is_empty() || s.starts_with(':'))
            {
                return Ok(Box::new(ZeroAgent::from_spec(spec, shape)?));
            }
            Err(format!(
                "unknown agent `{}`: the agents are perfect, perfect:MS, random, human, mcts:N, \
                 mcts:N:reuse, alphabeta:D, td, td:FILE, zero, zero:N, zero:FILE:N and gomoku[:MS]",
                name
            ))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mnk::agent::play_match;

    #[test]
    fn random_agents_are_the_same_for_the_same_seed() {
        let shape = Shape::new(3, 3, 3).unwrap();
        let run = |seed| {
            let mut a = agent("random", shape, seed).unwrap();
            let mut b = agent("random", shape, seed + 1).unwrap();
            play_match(shape, &mut *a, &mut *b, 20).unwrap()
        };
        assert_eq!(run(7), run(7));
        let t = run(7);
        assert_eq!(t.wins + t.draws + t.losses, 20);
    }

    #[test]
    fn unknown_agents_are_named() {
        let shape = Shape::new(3, 3, 3).unwrap();
        assert!(agent("mcts", shape, 1).err().unwrap().contains("unknown agent `mcts`"));
    }
}
