//! The game-independent view of a game that the searches here play (MCTS, and the players
//! and matches built on them): two players alternating, moves numbered by `usize`, what a
//! move did, and a random playout to the end. Connect Four's `Board`, Connect-N's
//! `MnkPosition` and `BitPosition` implement it; a new game does too to get the searches.

use crate::util::rng::Rng;

/// What a move did, for the player who made it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    Ongoing,
    Won,
    Drawn,
}

/// A game the search can play: two players alternating, moves numbered by `usize`.
pub trait SearchGame: Clone {
    /// The legal moves (none once the game is over), into `out`.
    fn moves(&self, out: &mut Vec<usize>);
    /// Plays `mv` (legal) for the side to move.
    fn play(&mut self, mv: usize) -> Status;
    /// Plays `mv` when what it does is known already: `play` without working that out.
    fn step(&mut self, mv: usize) {
        self.play(mv);
    }
    /// What playing `mv` would do, without playing it.
    fn status_after(&self, mv: usize) -> Status;
    /// Plays random moves to the end: 1 if the side to move now wins, ½ a draw, 0 a loss.
    fn playout(&mut self, rng: &mut Rng) -> f64;
}
