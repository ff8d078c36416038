//! What a player of Connect-N is: anything that picks a move in a position implements
//! `Agent`, so `--move`, `--match` and `--play` take any of them; `agents` builds them by name.
//! A match between two of them is `search::matches::play_match` over games played here.
//!
//! Why it is right: a game is played by the rules of `mnk::game`, which refuses an illegal
//! move (the match then stops with an error naming the agent), and ends when `Game` says so.
//! Cost: a game O(cells) moves, each the agents' own cost.

use crate::mnk::game::Game;
use crate::mnk::shape::Shape;
use crate::search::matches::{self, Outcome, Tally};

/// A player of the game.
pub trait Agent {
    /// The name it was asked for by (`perfect`, `random`, …).
    fn name(&self) -> String;
    /// Its move in `game`, which is not over; an error when it cannot give one (a human who
    /// closed the terminal, say).
    fn choose(&mut self, game: &Game) -> Result<usize, String>;
}

/// `games` games between `a` and `b` on `shape`, `a` first in the even-numbered games and `b`
/// in the odd ones: the tally from `a`'s side.
pub fn play_match(
    shape: Shape,
    a: &mut dyn Agent,
    b: &mut dyn Agent,
    games: u32,
) -> Result<Tally, String> {
    matches::play_match(games, |a_first| play_game(shape, a, b, a_first), &mut |_, _| {})
}

/// One game between `a` and `b` on `shape`, `a` first if `a_first`: how it ended for `a`.
fn play_game(
    shape: Shape,
    a: &mut dyn Agent,
    b: &mut dyn Agent,
    a_first: bool,
) -> Result<Outcome, String> {
    let mut game = Game::new(shape);
    while !game.is_over() {
        let a_to_move = (game.moves().len() % 2 == 0) == a_first;
        let mover: &mut dyn Agent = if a_to_move { &mut *a } else { &mut *b };
        let cell = mover.choose(&game)?;
        game.step(cell)
            .map_err(|e| format!("{} played {}: {}", mover.name(), shape.name(cell), e))?;
    }
    Ok(match game.winner() {
        None => Outcome::Draw,
        Some(p) if (p.index() == 0) == a_first => Outcome::Win,
        Some(_) => Outcome::Loss,
    })
}
