//! `zero:FILE:N`: AlphaGo Zero's search on the m,n,k-game — PUCT with N simulations a move,
//! guided by a policy-value network (`net`) — and `--train zero`, which learns the network by
//! self-play. `zero:N` plays the shipped network of the board (3x3 K3, 4x4 K4, 6x6 K4, 7x7 K5,
//! 8x8 K5; compiled in, `shipped`), `zero` the same with 100 simulations; another board is
//! refused naming them.
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
//! every round of `ROUND` games (the convolutional network's step size falling tenfold over the
//! run, geometrically). Why this converges toward perfect play: the search's visit
//! shares are a better policy than the priors they came from, and z is the result of play by
//! that better policy; on a board this small the fixed point is the game's value. Nothing
//! here proves it: the measures against the exact solver are the test.
//!
//! Everything comes from the seed (one thread), so training is repeatable.
//!
//! Cost: a simulation O(depth · moves) plus one evaluation O(P) for P parameters; memory one
//! node per child expanded, at most `search::puct::MAX_NODES`.

use crate::mnk::agent::Agent;
use crate::mnk::agents::conv::{self, ConvNet};
use crate::mnk::agents::net::{self, legal_cells, planes, Adam, Net, Sample};
use crate::mnk::agents::shipped;
use crate::mnk::game::{Game, Player};
use crate::mnk::shape::Shape;
use crate::search::game::Status;
use crate::search::puct::{Evaluation, Noise, Puct, PuctGame};
use crate::util::hash::mix;
use crate::util::parallel::map_indices;
use crate::util::rng::Rng;
use std::collections::VecDeque;
use std::sync::Arc;

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
/// The convolutional network's widths: planes, residual blocks, the value head's hidden units.
pub const CONV_CHANNELS: usize = 32;
pub const CONV_BLOCKS: usize = 2;
pub const CONV_VALUE_HIDDEN: usize = 64;
/// Adam's step size for each kind of network; the convolutional one's falls geometrically over
/// the run to `CONV_FINAL_SHARE` of it (a fixed rate let the network drift, docs/mnk.md).
const DENSE_RATE: f64 = 0.002;
const CONV_RATE: f64 = 0.001;
const CONV_FINAL_SHARE: f64 = 0.1;
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

/// A policy-value network of either kind: fully connected (`net`, file version 1) or
/// convolutional (`conv`, version 2).
#[derive(Clone, Debug, PartialEq)]
pub enum Network {
    Dense(Net),
    Conv(ConvNet),
}

/// The kind of network `train` learns.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Kind {
    Dense,
    Conv,
}

impl Network {
    /// The priors over the cells (0 where `legal` is false) and the value, for `input`.
    pub fn evaluate(&self, input: &[f32], legal: &[bool]) -> (Vec<f64>, f64) {
        match self {
            Network::Dense(net) => net.evaluate(input, legal),
            Network::Conv(net) => net.evaluate(input, legal),
        }
    }

    pub fn parameters(&self) -> usize {
        match self {
            Network::Dense(net) => net.params.len(),
            Network::Conv(net) => net.params.len(),
        }
    }

    pub fn to_text(&self) -> String {
        match self {
            Network::Dense(net) => net.to_text(),
            Network::Conv(net) => net.to_text(),
        }
    }

    /// The network of the file `text` (its first line says the kind), for `shape`.
    pub fn from_text(text: &str, shape: Shape) -> Result<Network, String> {
        if text.lines().next() == Some(conv::HEADER) {
            ConvNet::from_text(text, shape).map(Network::Conv)
        } else {
            Net::from_text(text, shape).map(Network::Dense)
        }
    }
}

/// The network's priors of the legal cells of `game` and its value for the side to move.
fn evaluate(net: &Network, game: &Game) -> Evaluation {
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
    net: &Network,
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
fn self_play(net: &Network, shape: Shape, sims: u32, rng: &mut Rng) -> Vec<Sample> {
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
    pub net: &'a Network,
}

/// `games` games of self-play on `shape` with `sims` simulations a move, from `seed`, for a
/// network of `kind`; `progress` is called after each round. The convolutional network's games
/// and gradients run on `threads` threads: each game from a seed of its own and each gradient
/// summed in fixed parts, so the network is the same whatever the threads. The fully connected
/// one plays its games in turn from one generator (as its shipped files were made).
pub fn train(
    shape: Shape,
    kind: Kind,
    games: u32,
    sims: u32,
    seed: u64,
    threads: usize,
    progress: &mut dyn FnMut(Round),
) -> Network {
    let mut rng = Rng::new(seed);
    let (mut network, rate) = match kind {
        Kind::Dense => {
            (Network::Dense(Net::new(shape, &hidden_layers(shape), rng.next_u64())), DENSE_RATE)
        }
        Kind::Conv => {
            let net =
                ConvNet::new(shape, CONV_CHANNELS, CONV_BLOCKS, CONV_VALUE_HIDDEN, rng.next_u64());
            (Network::Conv(net), CONV_RATE)
        }
    };
    let mut adam = Adam::new(network.parameters(), rate, 1e-4);
    let maps = shape.symmetries();
    let mut buffer: VecDeque<Sample> = VecDeque::with_capacity(BUFFER);
    let mut played = 0;
    while played < games {
        let round = ROUND.min(games - played);
        if kind == Kind::Conv {
            adam.set_rate(rate * CONV_FINAL_SHARE.powf(f64::from(played) / f64::from(games)));
        }
        let finished: Vec<Vec<Sample>> = if kind == Kind::Conv {
            let base = rng.next_u64();
            let shared = Arc::new(network);
            let player = Arc::clone(&shared);
            let finished = map_indices(threads, round as usize, move |game| {
                let mut rng = Rng::new(mix(base.wrapping_add(game as u64)));
                self_play(&player, shape, sims, &mut rng)
            });
            network = Arc::try_unwrap(shared).unwrap_or_else(|shared| (*shared).clone());
            finished
        } else {
            (0..round).map(|_| self_play(&network, shape, sims, &mut rng)).collect()
        };
        let mut added = 0;
        for sample in finished.iter().flatten() {
            for image in images(sample, &maps) {
                if buffer.len() == BUFFER {
                    buffer.pop_front();
                }
                buffer.push_back(image);
                added += 1;
            }
        }
        played += round;
        // Each new sample is in about four minibatches on average.
        let steps = (4 * added / BATCH).max(1);
        let (mut value_loss, mut policy_loss) = (0.0, 0.0);
        for _ in 0..steps {
            let batch: Vec<&Sample> =
                (0..BATCH).map(|_| &buffer[rng.below(buffer.len())]).collect();
            let (v, p) = match &mut network {
                Network::Dense(net) => net::train_step(net, &mut adam, &batch),
                Network::Conv(net) => {
                    conv::train_step(net, &mut adam, batch.into_iter().cloned().collect(), threads)
                }
            };
            value_loss += v;
            policy_loss += p;
        }
        progress(Round {
            games: played,
            value_loss: value_loss / steps as f64,
            policy_loss: policy_loss / steps as f64,
            net: &network,
        });
    }
    match network {
        Network::Dense(net) => Network::Dense(net.rounded()),
        conv => conv,
    }
}

/// The agent `zero`, `zero:N` or `zero:FILE:N`.
pub struct ZeroAgent {
    net: Network,
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
                Network::from_text(&text, shape)
                    .map_err(|e| format!("`{}`: {}: {}", name, path, e))?
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
                Network::from_text(text, shape).map_err(|e| format!("`{}`: {}", name, e))?
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
        let net = Network::Dense(Net::new(shape, &[16, 8], 5));
        let game = Game::from_line(shape, "a1 a2 b1 b2").expect("a legal line");
        let mut agent = ZeroAgent { net, simulations: 200, name: "zero".to_string() };
        assert_eq!(agent.choose(&game), Ok(shape.cell(2, 0)));
    }

    #[test]
    fn visits_add_up_and_values_are_backed_up_with_alternating_signs() {
        let shape = tic_tac_toe();
        let net = Network::Dense(Net::new(shape, &[16, 8], 6));
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
        let a = train(shape, Kind::Dense, 3, 8, 42, 1, &mut |_| {});
        let b = train(shape, Kind::Dense, 3, 8, 42, 1, &mut |_| {});
        assert_eq!(a, b);
        assert_ne!(a, train(shape, Kind::Dense, 3, 8, 43, 1, &mut |_| {}));
    }

    /// The convolutional network's file is the same byte for byte from one seed, on one
    /// thread or two, and another seed gives another.
    #[test]
    fn convolutional_training_is_the_same_on_one_thread_or_two() {
        let shape = tic_tac_toe();
        let one = train(shape, Kind::Conv, 3, 8, 42, 1, &mut |_| {}).to_text();
        assert_eq!(one, train(shape, Kind::Conv, 3, 8, 42, 1, &mut |_| {}).to_text());
        assert_eq!(one, train(shape, Kind::Conv, 3, 8, 42, 2, &mut |_| {}).to_text());
        assert_ne!(one, train(shape, Kind::Conv, 3, 8, 43, 1, &mut |_| {}).to_text());
        assert!(one.starts_with(conv::HEADER));
    }
}
