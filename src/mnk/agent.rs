//! Players: anything that picks a move in a position implements `Agent`, so `--move`,
//! `--match` and `--play` take any of them by name (`perfect`, `random`, `human`,
//! `mcts:N`, `alphabeta:D`, `td:FILE`, `zero:FILE:N`).
//!
//! - `perfect`: a move of the best score (the fastest win, else a draw, else the slowest
//!   loss), from the exact solver; ties broken at random.
//! - `random`: any empty cell, uniformly.
//! - `human`: asks on the terminal for a cell.
//! - `mcts:N`, `mcts:N:reuse`: Monte Carlo tree search (`mcts`).
//! - `alphabeta:D`: depth-limited alpha-beta with a threat count (`alphabeta`).
//! - `td:FILE`: greedy on a value table learned by TD(0) (`td`).
//! - `zero:FILE:N`: PUCT with N simulations guided by a policy-value network (`zero`).
//!
//! All randomness comes from `Rng`, seeded, so a match is the same for the same seed.

use crate::mnk::alphabeta::AlphaBeta;
use crate::mnk::game::Game;
use crate::mnk::mcts::MctsAgent;
use crate::mnk::shape::Shape;
use crate::mnk::solver::Solver;
use crate::mnk::td::TdAgent;
use crate::mnk::zero::ZeroAgent;
use std::io::BufRead;

/// SplitMix64: a small, fast, seeded generator (Steele, Lea and Flood, 2014).
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in 0..n (n > 0), without the bias of a plain remainder.
    pub fn below(&mut self, n: usize) -> usize {
        ((self.next_u64() as u128 * n as u128) >> 64) as usize
    }
}

/// A player of the game.
pub trait Agent {
    /// The name it was asked for by (`perfect`, `random`, …).
    fn name(&self) -> String;
    /// Its move in `game`, which is not over; an error when it cannot give one (a human who
    /// closed the terminal, say).
    fn choose(&mut self, game: &Game) -> Result<usize, String>;
}

/// The agent named `name` for `shape`, its randomness from `seed`.
pub fn agent(name: &str, shape: Shape, seed: u64) -> Result<Box<dyn Agent>, String> {
    match name {
        "perfect" => Ok(Box::new(Perfect::new(shape, seed))),
        "random" => Ok(Box::new(Random(Rng::new(seed)))),
        "human" => Ok(Box::new(Human)),
        _ => {
            if let Some(spec) = name.strip_prefix("mcts:") {
                return Ok(Box::new(MctsAgent::from_spec(spec, seed)?));
            }
            if let Some(spec) = name.strip_prefix("alphabeta:") {
                return Ok(Box::new(AlphaBeta::from_spec(spec, shape, seed)?));
            }
            if let Some(path) = name.strip_prefix("td:") {
                return Ok(Box::new(TdAgent::load(path, shape, seed)?));
            }
            if let Some(spec) = name.strip_prefix("zero:") {
                return Ok(Box::new(ZeroAgent::from_spec(spec, shape)?));
            }
            Err(format!(
                "unknown agent `{}`: the agents are perfect, random, human, mcts:N, \
                 mcts:N:reuse, alphabeta:D, td:FILE and zero:FILE:N",
                name
            ))
        }
    }
}

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

pub struct Random(Rng);

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

/// Asks on the terminal (`/dev/tty`), so stdin stays the positions' input.
pub struct Human;

impl Agent for Human {
    fn name(&self) -> String {
        "human".to_string()
    }

    fn choose(&mut self, game: &Game) -> Result<usize, String> {
        let tty = std::fs::OpenOptions::new().read(true).write(true).open("/dev/tty");
        let tty = tty.map_err(|_| "the human agent needs a terminal (/dev/tty)".to_string())?;
        let mut writer = tty.try_clone().map_err(|e| e.to_string())?;
        let mut reader = std::io::BufReader::new(tty);
        let shape = game.shape();
        loop {
            use std::io::Write;
            let _ = write!(
                writer,
                "{} to move after `{}`; your cell: ",
                game.to_move().symbol(),
                game.line()
            );
            let _ = writer.flush();
            let mut line = String::new();
            if reader.read_line(&mut line).map_err(|e| e.to_string())? == 0 {
                return Err("the terminal closed".to_string());
            }
            match shape.parse_cell(line.trim()) {
                Ok(cell) if game.at(cell).is_none() => return Ok(cell),
                Ok(_) => {
                    let _ = writeln!(writer, "that cell is taken");
                }
                Err(e) => {
                    let _ = writeln!(writer, "{}", e);
                }
            }
        }
    }
}

/// The results of a match, from the first-named agent's side.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
}

impl Tally {
    /// The share of points (a win 1, a draw ½) and its 95 % interval by Wilson's score
    /// method: the rates p whose normal test |R − p| ≤ 1.96·√(p(1 − p)/n) accepts the
    /// observed R. A game's variance is at most p(1 − p) (draws only lower it), so the
    /// interval is never too narrow, and unlike R ± 1.96·s/√n it does not shrink to a point
    /// when every game ends alike (0 of 200: 0 to 0.019, not 0 ± 0).
    pub fn score_rate(&self) -> (f64, f64, f64) {
        let n = (self.wins + self.draws + self.losses) as f64;
        if n == 0.0 {
            return (0.0, 0.0, 1.0);
        }
        let rate = (self.wins as f64 + 0.5 * self.draws as f64) / n;
        let z2 = 1.96f64 * 1.96;
        let centre = (rate + z2 / (2.0 * n)) / (1.0 + z2 / n);
        let half = (z2 * (rate * (1.0 - rate) / n + z2 / (4.0 * n * n))).sqrt() / (1.0 + z2 / n);
        (rate, (centre - half).max(0.0), (centre + half).min(1.0))
    }

    /// `NAME: W wins, D draws, L losses, score rate R (95 %: LOW to HIGH)`, with a newline.
    pub fn line(&self, name: &str) -> String {
        let (rate, low, high) = self.score_rate();
        format!(
            "{}: {} wins, {} draws, {} losses, score rate {:.3} (95 %: {:.3} to {:.3})\n",
            name, self.wins, self.draws, self.losses, rate, low, high
        )
    }

    /// The two lines of a match between `a` and `b` (this tally from `a`'s side): `line` for
    /// each, an agent met by itself told apart as `NAME (1)` and `NAME (2)`.
    pub fn lines(&self, a: &str, b: &str) -> String {
        if a == b {
            self.line(&format!("{} (1)", a)) + &self.flipped().line(&format!("{} (2)", b))
        } else {
            self.line(a) + &self.flipped().line(b)
        }
    }

    pub fn flipped(&self) -> Tally {
        Tally { wins: self.losses, draws: self.draws, losses: self.wins }
    }
}

/// `games` games between `a` and `b` on `shape`, `a` first in the even-numbered games and `b`
/// in the odd ones: the tally from `a`'s side.
pub fn play_match(
    shape: Shape,
    a: &mut dyn Agent,
    b: &mut dyn Agent,
    games: u32,
) -> Result<Tally, String> {
    let mut tally = Tally::default();
    for number in 0..games {
        let mut game = Game::new(shape);
        let a_first = number % 2 == 0;
        while !game.is_over() {
            let a_to_move = (game.moves().len() % 2 == 0) == a_first;
            let mover: &mut dyn Agent = if a_to_move { &mut *a } else { &mut *b };
            let cell = mover.choose(&game)?;
            game.step(cell)
                .map_err(|e| format!("{} played {}: {}", mover.name(), shape.name(cell), e))?;
        }
        match game.winner() {
            None => tally.draws += 1,
            Some(p) if (p.index() == 0) == a_first => tally.wins += 1,
            Some(_) => tally.losses += 1,
        }
    }
    Ok(tally)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_score_rate_of_hand_made_tallies() {
        // 0 of 200: Wilson's upper bound solves p = 1.96·√(p(1 − p)/200), p = z²/(n + z²).
        let (rate, low, high) = Tally { wins: 0, draws: 0, losses: 200 }.score_rate();
        assert_eq!((rate, low), (0.0, 0.0));
        assert!((high - 3.8416 / 203.8416).abs() < 1e-12, "{}", high);
        // Symmetric about ½ for an even match; 10 of 20 gives ½ ± 0.2008 (by hand: centre ½,
        // half 1.96·√(0.0125 + 0.0024010)/1.19208).
        let (rate, low, high) = Tally { wins: 5, draws: 10, losses: 5 }.score_rate();
        assert_eq!(rate, 0.5);
        assert!((low + high - 1.0).abs() < 1e-12 && (high - 0.5 - 0.2008).abs() < 1e-3, "{}", high);
        assert!(Tally { wins: 1, draws: 0, losses: 0 }
            .line("a")
            .contains("score rate 1.000 (95 %: 0.207 to 1.000)"));
    }

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
