//! `zero:FILE:N`: AlphaGo Zero's search on the m,n,k-game — PUCT with N simulations a move,
//! guided by a policy-value network (`net`) — and `--train zero`, which learns the network by
//! self-play. `zero:N` plays the shipped network of the board (3x3 K3, 4x4 K4; compiled in,
//! `shipped`), `zero` the same with 100 simulations; another board is refused naming them.
//!
//! Search: `search::puct` (PUCT, its node cap) with this file's evaluator, the network's
//! priors of the legal cells and its value for the side to move; the move played is the most
//! visited child.
//!
//! Training (self-play): each move of a game is a search from the current network, with
//! Dirichlet noise at the root (priors (1 − ε)P + ε·Dir(α), α = 0.3, ε = 0.25) so that every
//! move is tried, and, for the first `temperature_moves` moves, a move drawn in proportion to
//! the visits (temperature 1), later the most visited (temperature 0). Each position is kept
//! with the visit shares π and, once the game ends, its result z for the side to move; the
//! square board's 8 symmetries (the rectangle's 4) give 8 samples of each. The network is
//! fitted to the last `BUFFER` samples by Adam on minibatches (loss (z − v)² − π·log p) after
//! every round of `ROUND` games. Why this converges toward perfect play: the search's visit
//! shares are a better policy than the priors they came from, and z is the result of play by
//! that better policy; on a board this small the fixed point is the game's value. Nothing
//! here proves it: the measures against the exact solver are the test.
//!
//! Everything comes from the seed (one thread), so training is repeatable.
//!
//! Cost: a simulation O(depth · moves) plus one evaluation O(P) for P parameters; memory one
//! node per child expanded, at most `search::puct::MAX_NODES`.

use crate::mnk::agent::Agent;
use crate::mnk::agents::net::{legal_cells, planes, train_step, Adam, Net, Sample};
use crate::mnk::agents::shipped;
use crate::mnk::game::{Game, Player};
use crate::mnk::shape::Shape;
use crate::search::game::Status;
use crate::search::puct::{Evaluation, Noise, Puct, PuctGame};
use crate::util::rng::Rng;
use std::collections::VecDeque;

/// Dirichlet noise at the root in training: its α and its share ε.
const NOISE_ALPHA: f64 = 0.3;
const NOISE_SHARE: f64 = 0.25;
/// Games of self-play between fittings of the network.
const ROUND: u32 = 20;
/// The samples the network is fitted to (the most recent).
const BUFFER: usize = 40_000;
/// Samples in a minibatch.
const BATCH: usize = 64;
/// The most simulations a move: more would not fit the node counters' purpose here.
pub const MAX_SIMULATIONS: u32 = 1_000_000;
/// The simulations a move of `zero` alone: the shipped networks' best measured (docs/mnk.md).
pub const SHIPPED_SIMULATIONS: u32 = 100;

impl PuctGame for Game {
    fn play(&mut self, mv: usize) -> Status {
        self.step(mv).expect("a child is a legal move");
        match (self.winner(), self.is_over()) {
            (Some(_), _) => Status::Won,
            (None, true) => Status::Drawn,
            (None, false) => Status::Ongoing,
        }
    }

    fn undo(&mut self) {
        Game::undo(self);
    }
}

/// The network's priors of the legal cells of `game` and its value for the side to move.
fn evaluate(net: &Net, game: &Game) -> Evaluation {
    let input = game_planes(game);
    let legal = legal_cells(&input);
    let (priors, value) = net.evaluate(&input, &legal);
    let legal_priors = (0..legal.len()).filter(|&c| legal[c]).map(|c| (c, priors[c] as f32));
    (legal_priors.collect(), value)
}

/// A PUCT search of `simulations` from `game` guided by `net`, with root noise from `rng`
/// when given: the visits of each cell (0 for those not legal).
pub fn search(
    search: &mut Puct,
    net: &Net,
    game: &mut Game,
    simulations: u32,
    rng: Option<&mut Rng>,
) -> Vec<u32> {
    let noise = rng.map(|rng| Noise { rng, alpha: NOISE_ALPHA, share: NOISE_SHARE });
    let mut visits = vec![0; game.shape().cells()];
    for child in search.run(game, simulations, noise, &mut |g: &Game| evaluate(net, g)) {
        visits[child.mv as usize] = child.visits;
    }
    visits
}

/// The network's input for `game`.
pub fn game_planes(game: &Game) -> Vec<f32> {
    let cells = game.shape().cells();
    let me = game.to_move();
    let own: Vec<bool> = (0..cells).map(|c| game.at(c) == Some(me)).collect();
    let theirs: Vec<bool> = (0..cells).map(|c| game.at(c) == Some(me.other())).collect();
    planes(cells, &own, &theirs, game.moves().last().copied(), me == Player::X)
}

/// The hidden layers of a network for `shape`: two, of 8 units a cell (64 to 256) and half
/// that.
pub fn hidden_layers(shape: Shape) -> Vec<usize> {
    let first = (8 * shape.cells()).clamp(64, 256);
    vec![first, first / 2]
}

/// One game of self-play with `sims` simulations a move: its positions' samples (before the
/// symmetries).
fn self_play(net: &Net, shape: Shape, sims: u32, rng: &mut Rng) -> Vec<Sample> {
    let mut game = Game::new(shape);
    let mut tree = Puct::new();
    let mut kept: Vec<(Vec<f32>, Vec<f32>, Player)> = Vec::new();
    let temperature_moves = (shape.cells() + 3) / 4;
    while !game.is_over() {
        let visits = search(&mut tree, net, &mut game, sims, Some(rng));
        let total: u32 = visits.iter().sum();
        let policy: Vec<f32> = visits.iter().map(|&v| v as f32 / total.max(1) as f32).collect();
        let cell = if game.moves().len() < temperature_moves && total > 0 {
            let mut pick = rng.below(total as usize) as u32;
            let mut chosen = 0;
            for (cell, &v) in visits.iter().enumerate() {
                if pick < v {
                    chosen = cell;
                    break;
                }
                pick -= v;
            }
            chosen
        } else {
            tree.best().expect("a game not over has a move")
        };
        kept.push((game_planes(&game), policy, game.to_move()));
        game.step(cell).expect("the search plays legal moves");
    }
    let winner = game.winner();
    kept.into_iter()
        .map(|(input, policy, mover)| {
            let result = match winner {
                Some(w) if w == mover => 1.0,
                Some(_) => -1.0,
                None => 0.0,
            };
            Sample { input, policy, result }
        })
        .collect()
}

/// `sample` under each symmetry `maps` of the board (cell c goes to map[c]).
fn images(sample: &Sample, maps: &[Vec<usize>]) -> Vec<Sample> {
    let cells = sample.policy.len();
    maps.iter()
        .map(|map| {
            let mut input = vec![0.0; sample.input.len()];
            let mut policy = vec![0.0; cells];
            for cell in 0..cells {
                for plane in 0..4 {
                    input[plane * cells + map[cell]] = sample.input[plane * cells + cell];
                }
                policy[map[cell]] = sample.policy[cell];
            }
            Sample { input, policy, result: sample.result }
        })
        .collect()
}

/// What training reports after each round: the games played, the mean losses of the round's
/// minibatches (value, policy), and the network as it is.
pub struct Round<'a> {
    pub games: u32,
    pub value_loss: f64,
    pub policy_loss: f64,
    pub net: &'a Net,
}

/// `games` games of self-play on `shape` with `sims` simulations a move, from `seed`;
/// `progress` is called after each round.
pub fn train(
    shape: Shape,
    games: u32,
    sims: u32,
    seed: u64,
    progress: &mut dyn FnMut(Round),
) -> Net {
    let mut rng = Rng::new(seed);
    let mut net = Net::new(shape, &hidden_layers(shape), rng.next_u64());
    let mut adam = Adam::new(net.params.len(), 0.002, 1e-4);
    let maps = shape.symmetries();
    let mut buffer: VecDeque<Sample> = VecDeque::with_capacity(BUFFER);
    let mut played = 0;
    while played < games {
        let round = ROUND.min(games - played);
        let mut added = 0;
        for _ in 0..round {
            for sample in self_play(&net, shape, sims, &mut rng) {
                for image in images(&sample, &maps) {
                    if buffer.len() == BUFFER {
                        buffer.pop_front();
                    }
                    buffer.push_back(image);
                    added += 1;
                }
            }
        }
        played += round;
        // Each new sample is in about four minibatches on average.
        let steps = (4 * added / BATCH).max(1);
        let (mut value_loss, mut policy_loss) = (0.0, 0.0);
        for _ in 0..steps {
            let batch: Vec<&Sample> =
                (0..BATCH).map(|_| &buffer[rng.below(buffer.len())]).collect();
            let (v, p) = train_step(&mut net, &mut adam, &batch);
            value_loss += v;
            policy_loss += p;
        }
        progress(Round {
            games: played,
            value_loss: value_loss / steps as f64,
            policy_loss: policy_loss / steps as f64,
            net: &net,
        });
    }
    net.rounded()
}

/// The agent `zero`, `zero:N` or `zero:FILE:N`.
pub struct ZeroAgent {
    net: Net,
    simulations: u32,
    name: String,
}

impl ZeroAgent {
    /// From the spec after `zero`: empty (the shipped network, `SHIPPED_SIMULATIONS`), `:N`
    /// (the shipped network, N simulations) or `:FILE:N`, for `shape`.
    pub fn from_spec(spec: &str, shape: Shape) -> Result<ZeroAgent, String> {
        let name = format!("zero{}", spec);
        let (path, count) = match spec.strip_prefix(':') {
            None if spec.is_empty() => (None, None),
            Some(rest) => match rest.rsplit_once(':') {
                Some((path, count)) => (Some(path), Some(count)),
                None => (None, Some(rest)),
            },
            None => return Err(format!("unknown agent `{}`", name)),
        };
        let simulations = match count {
            None => SHIPPED_SIMULATIONS,
            Some(count) => {
                count.parse::<u32>().ok().filter(|n| (1..=MAX_SIMULATIONS).contains(n)).ok_or_else(
                    || {
                        format!(
                            "`{}`: expected zero, zero:N or zero:FILE:N, N the simulations a move \
                         from 1 to {}, found `{}`",
                            name, MAX_SIMULATIONS, count
                        )
                    },
                )?
            }
        };
        let net = match path {
            Some(path) => {
                let text = std::fs::read_to_string(path)
                    .map_err(|e| format!("`{}`: cannot read the network {}: {}", name, path, e))?;
                Net::from_text(&text, shape).map_err(|e| format!("`{}`: {}: {}", name, path, e))?
            }
            None => {
                let text = shipped::file(shipped::ZERO, shape).map_err(|boards| {
                    format!(
                        "`{}`: the shipped networks are for {}, not {}; --train zero --out \
                         FILE learns one for this board, zero:FILE:N plays it",
                        name,
                        boards,
                        shipped::board(shape)
                    )
                })?;
                Net::from_text(text, shape).map_err(|e| format!("`{}`: {}", name, e))?
            }
        };
        Ok(ZeroAgent { net, simulations, name })
    }
}

impl Agent for ZeroAgent {
    fn name(&self) -> String {
        self.name.clone()
    }

    fn choose(&mut self, game: &Game) -> Result<usize, String> {
        if game.is_over() {
            return Err("the game is over".to_string());
        }
        let mut scratch = game.clone();
        let mut tree = Puct::new();
        search(&mut tree, &self.net, &mut scratch, self.simulations, None);
        tree.best().ok_or_else(|| "the game is over".to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tic_tac_toe() -> Shape {
        Shape { width: 3, height: 3, k: 3 }
    }

    #[test]
    fn a_search_takes_an_immediate_win_whatever_the_network() {
        // X to move with a1 b1 held and c1 empty: a win, found by the search even with an
        // untrained network.
        let shape = tic_tac_toe();
        let net = Net::new(shape, &[16, 8], 5);
        let game = Game::from_line(shape, "a1 a2 b1 b2").expect("a legal line");
        let mut agent = ZeroAgent { net, simulations: 200, name: "zero".to_string() };
        assert_eq!(agent.choose(&game), Ok(shape.cell(2, 0)));
    }

    #[test]
    fn visits_add_up_and_values_are_backed_up_with_alternating_signs() {
        let shape = tic_tac_toe();
        let net = Net::new(shape, &[16, 8], 6);
        // O to move, X threatens c1 (a1 b1): O must block; all other moves lose at once.
        let mut game = Game::from_line(shape, "a1 a2 b1").expect("a legal line");
        let mut tree = Puct::new();
        let visits = search(&mut tree, &net, &mut game, 400, None);
        assert_eq!(visits.iter().sum::<u32>(), 400);
        assert_eq!(game.moves().len(), 3, "the game is given back as it was");
        assert_eq!(tree.best(), Some(shape.cell(2, 0)));
        // Every other reply is found lost for O: X's win is a result of 1 for X one ply down.
        for child in tree.children(0) {
            if child.mv as usize != shape.cell(2, 0) && child.visits > 3 {
                assert!(child.total / (child.visits as f32) < 0.0, "{:?}", child);
            }
        }
    }

    #[test]
    fn images_move_the_planes_and_the_policy_together() {
        let shape = tic_tac_toe();
        let game = Game::from_line(shape, "a1 b2").expect("a legal line");
        let mut policy = vec![0.0; 9];
        policy[shape.cell(2, 0)] = 1.0;
        let sample = Sample { input: game_planes(&game), policy, result: 0.0 };
        let maps = shape.symmetries();
        for (image, map) in images(&sample, &maps).iter().zip(&maps) {
            let corner = map[shape.cell(0, 0)];
            assert_eq!(image.input[corner], 1.0, "X's stone (X to move: own plane)");
            assert_eq!(image.input[9 + map[shape.cell(1, 1)]], 1.0, "O's stone");
            assert_eq!(image.input[18 + map[shape.cell(1, 1)]], 1.0, "the last move");
            assert_eq!(image.policy[map[shape.cell(2, 0)]], 1.0);
        }
    }

    #[test]
    fn training_is_repeatable() {
        let shape = tic_tac_toe();
        let a = train(shape, 3, 8, 42, &mut |_| {});
        let b = train(shape, 3, 8, 42, &mut |_| {});
        assert_eq!(a, b);
        assert_ne!(a, train(shape, 3, 8, 43, &mut |_| {}));
    }
}
