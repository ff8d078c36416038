//! PUCT, the tree search of AlphaGo Zero (Silver et al., 2017), for any game: what the game
//! must do is `PuctGame` (play a move, saying what it did, and take it back), and what guides
//! the search is an evaluator the caller gives (a network: the priors of the legal moves and
//! the value of the position for the side to move).
//!
//! A simulation walks from the root choosing at each node the child that maximises
//! Q + c·P·√N / (1 + n) (Q the child's mean result for the player who moves into it, 0 before
//! its first visit; P its prior; N the node's visits and n the child's; c = `C_PUCT`), until it
//! reaches a node not yet expanded. A finished game there is worth what the rules say (1 to
//! the player who just won, 0 a draw); otherwise the evaluator gives the node's children
//! their priors and the position its value v for the side to move, and −v (the mover's view)
//! is added along the path, its sign flipping at each step up. The move played is the most
//! visited child (ties to the larger prior). Training adds Dirichlet noise to the root's
//! priors (`Noise`): (1 − ε)P + ε·Dir(α).
//!
//! Why it is right: the backed-up values are means of the evaluator's values and the rules'
//! results along the visited lines, each from the side of the player who moved into the node,
//! so Q compares a node's children from the chooser's side; a finished game is never expanded.
//!
//! Bounds: the tree holds at most `MAX_NODES` nodes (24 bytes each, 72 MiB): a search whose
//! next expansion might pass the cap stops there and plays what it has, as `mcts` does, so
//! `zero:FILE:N` with a large N on 19x19 stays within memory.
//! Cost: a simulation O(depth · moves) plus one evaluation; memory one node per child expanded.

use crate::search::game::Status;
use crate::util::rng::{dirichlet, Rng};

/// The exploration constant of PUCT.
pub const C_PUCT: f64 = 1.5;
/// The most nodes a tree holds.
pub const MAX_NODES: usize = 3 << 20;

/// What PUCT needs of a game: to play a move (legal: one the evaluator gave a prior) saying
/// what it did for its player, and to take the last move back.
pub trait PuctGame {
    fn play(&mut self, mv: usize) -> Status;
    fn undo(&mut self);
}

/// The priors of the legal moves (none when the game is over) and the value for the side to
/// move, from -1 (lost) to 1 (won).
pub type Evaluation = (Vec<(usize, f32)>, f64);

/// Dirichlet noise mixed into the root's priors: its draws, α and share ε.
pub struct Noise<'a> {
    pub rng: &'a mut Rng,
    pub alpha: f64,
    pub share: f64,
}

/// A node: the move into it, its prior, its visits and the sum of its results for the player
/// who made that move; its children `first..first + count` in the search's vector.
#[derive(Clone, Copy, Debug)]
pub struct Node {
    pub mv: u32,
    pub count: u32,
    pub prior: f32,
    pub visits: u32,
    pub total: f32,
    pub first: u32,
}

/// One PUCT tree.
pub struct Puct {
    nodes: Vec<Node>,
    cap: usize,
}

impl Default for Puct {
    fn default() -> Puct {
        Puct::new()
    }
}

impl Puct {
    pub fn new() -> Puct {
        Puct::with_cap(MAX_NODES)
    }

    /// A tree of at most `cap` nodes.
    pub fn with_cap(cap: usize) -> Puct {
        Puct { nodes: Vec::new(), cap }
    }

    /// The nodes of the tree.
    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    pub fn is_empty(&self) -> bool {
        self.nodes.is_empty()
    }

    /// Runs `simulations` simulations from `game` (not over; given back as it was), fewer if
    /// the tree fills, with root `noise` when given; the root's children.
    pub fn run<G: PuctGame>(
        &mut self,
        game: &mut G,
        simulations: u32,
        noise: Option<Noise>,
        evaluate: &mut dyn FnMut(&G) -> Evaluation,
    ) -> &[Node] {
        self.nodes.clear();
        self.nodes.push(Node { mv: 0, count: 0, prior: 1.0, visits: 0, total: 0.0, first: 0 });
        self.expand(0, game, evaluate);
        if let Some(Noise { rng, alpha, share }) = noise {
            let Node { first, count, .. } = self.nodes[0];
            let noise = dirichlet(rng, alpha, count as usize);
            let children = &mut self.nodes[first as usize..(first + count) as usize];
            for (child, n) in children.iter_mut().zip(noise) {
                child.prior = ((1.0 - share) * child.prior as f64 + share * n) as f32;
            }
        }
        // The widest expansion is the root's (moves only fill the board); past the cap less
        // that, the next might not fit.
        let widest = self.nodes[0].count as usize;
        for _ in 0..simulations {
            if self.nodes.len() + widest > self.cap {
                break;
            }
            self.simulate(game, evaluate);
        }
        self.children(0)
    }

    /// The move of the root with the most visits, ties to the larger prior.
    pub fn best(&self) -> Option<usize> {
        self.children(0)
            .iter()
            .max_by(|a, b| {
                (a.visits, a.prior)
                    .partial_cmp(&(b.visits, b.prior))
                    .unwrap_or(std::cmp::Ordering::Equal)
            })
            .map(|child| child.mv as usize)
    }

    /// The children of `node` (the root is 0).
    pub fn children(&self, node: usize) -> &[Node] {
        match self.nodes.get(node) {
            Some(&Node { first, count, .. }) => {
                &self.nodes[first as usize..first as usize + count as usize]
            }
            None => &[],
        }
    }

    /// Gives `node` (whose position `game` is, not over) its children with the evaluator's
    /// priors; the evaluator's value for the side to move.
    fn expand<G>(
        &mut self,
        node: usize,
        game: &G,
        evaluate: &mut dyn FnMut(&G) -> Evaluation,
    ) -> f64 {
        let (priors, value) = evaluate(game);
        let first = self.nodes.len();
        for (mv, prior) in priors {
            let mv = mv as u32;
            self.nodes.push(Node { mv, count: 0, prior, visits: 0, total: 0.0, first: 0 });
        }
        self.nodes[node].first = first as u32;
        self.nodes[node].count = (self.nodes.len() - first) as u32;
        value
    }

    /// The child of `node` that PUCT picks.
    fn select(&self, node: usize) -> usize {
        let parent = &self.nodes[node];
        let scale = C_PUCT * (parent.visits.max(1) as f64).sqrt();
        let mut best = (f64::NEG_INFINITY, parent.first as usize);
        for (i, child) in self.children(node).iter().enumerate() {
            let score = puct(child.total as f64, child.visits, child.prior as f64, scale);
            if score > best.0 {
                best = (score, parent.first as usize + i);
            }
        }
        best.1
    }

    fn simulate<G: PuctGame>(&mut self, game: &mut G, evaluate: &mut dyn FnMut(&G) -> Evaluation) {
        let mut path = vec![0];
        let mut node = 0;
        let mut status = Status::Ongoing;
        // A node is expanded once it has children; a finished game never gets any.
        while self.nodes[node].count > 0 {
            node = self.select(node);
            status = game.play(self.nodes[node].mv as usize);
            path.push(node);
            if status != Status::Ongoing {
                break;
            }
        }
        let mut value = match status {
            Status::Won => 1.0,
            Status::Drawn => 0.0,
            // A node reached with the game going on and no children: its first visit.
            Status::Ongoing => -self.expand(node, game, evaluate),
        };
        for &n in path.iter().rev() {
            self.nodes[n].visits += 1;
            self.nodes[n].total += value as f32;
            value = -value;
        }
        for _ in 1..path.len() {
            game.undo();
        }
    }
}

/// PUCT's score of a child: its mean result `total / visits` (0 unvisited) plus
/// `scale · prior / (1 + visits)`, where scale is c·√(the parent's visits).
pub fn puct(total: f64, visits: u32, prior: f64, scale: f64) -> f64 {
    let mean = if visits == 0 { 0.0 } else { total / visits as f64 };
    mean + scale * prior / (1.0 + visits as f64)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A tiny game: `cells` cells filled in turn, any empty one; whoever fills the cell
    /// `winning` (if there is one) wins at once; a full board is a draw.
    struct Fill {
        taken: Vec<bool>,
        played: Vec<usize>,
        winning: Option<usize>,
    }

    impl Fill {
        fn new(cells: usize, winning: Option<usize>) -> Fill {
            Fill { taken: vec![false; cells], played: Vec::new(), winning }
        }

        /// Uniform priors over the empty cells, value 0.
        fn uniform(&self) -> Evaluation {
            let empty: Vec<usize> = (0..self.taken.len()).filter(|&c| !self.taken[c]).collect();
            let prior = 1.0 / empty.len().max(1) as f32;
            (empty.into_iter().map(|c| (c, prior)).collect(), 0.0)
        }
    }

    impl PuctGame for Fill {
        fn play(&mut self, mv: usize) -> Status {
            assert!(!self.taken[mv], "a legal move");
            self.taken[mv] = true;
            self.played.push(mv);
            if Some(mv) == self.winning {
                Status::Won
            } else if self.played.len() == self.taken.len() {
                Status::Drawn
            } else {
                Status::Ongoing
            }
        }

        fn undo(&mut self) {
            let mv = self.played.pop().expect("a move to take back");
            self.taken[mv] = false;
        }
    }

    #[test]
    fn puct_scores_by_hand() {
        // Unvisited: the prior times c·√N alone.
        assert_eq!(puct(0.0, 0, 0.5, 3.0), 1.5);
        // Two visits worth 1 and 0: mean ½, exploration 3 · 0.2 / 3.
        assert!((puct(1.0, 2, 0.2, 3.0) - (0.5 + 0.2)).abs() < 1e-12);
        // A proven loss for the mover still scores its exploration only as the visits grow.
        assert!(puct(-10.0, 10, 0.9, 3.0) < puct(0.0, 0, 0.1, 3.0));
    }

    /// The winning cell is found, visits add up, the game comes back as it was, and the
    /// moves that let the opponent take the winning cell are backed up as losses for their
    /// mover.
    #[test]
    fn a_win_is_found_and_values_alternate_in_sign() {
        let mut game = Fill::new(5, Some(3));
        let mut search = Puct::new();
        let children = search.run(&mut game, 2000, None, &mut |g: &Fill| g.uniform()).to_vec();
        assert_eq!(children.iter().map(|c| c.visits).sum::<u32>(), 2000);
        assert!(game.played.is_empty() && game.taken.iter().all(|t| !t));
        assert_eq!(search.best(), Some(3));
        for child in children.iter().filter(|c| c.mv != 3 && c.visits > 3) {
            assert!(child.total / (child.visits as f32) < 0.0, "{:?}", child);
        }
    }

    /// A tree on 361 cells with a million simulations would need far more than `MAX_NODES`:
    /// it stops within a root's width of the cap, with a move.
    #[test]
    fn a_search_stops_at_the_node_cap() {
        let mut game = Fill::new(361, None);
        let mut search = Puct::new();
        let children = search.run(&mut game, 1_000_000, None, &mut |g: &Fill| g.uniform());
        let visits: u32 = children.iter().map(|c| c.visits).sum();
        assert!(visits < 1_000_000, "{} simulations", visits);
        assert!((MAX_NODES - 361..=MAX_NODES).contains(&search.len()), "{}", search.len());
        assert!(search.best().is_some());
    }

    #[test]
    fn root_noise_moves_the_priors_and_keeps_their_sum() {
        let mut game = Fill::new(9, None);
        let mut rng = Rng::new(3);
        let noise = Noise { rng: &mut rng, alpha: 0.3, share: 0.25 };
        let children = search_once(&mut game, Some(noise));
        let sum: f32 = children.iter().map(|c| c.prior).sum();
        assert!((sum - 1.0).abs() < 1e-5, "{}", sum);
        assert!(children.iter().any(|c| (c.prior - 1.0 / 9.0).abs() > 1e-3));
        let plain = search_once(&mut game, None);
        assert!(plain.iter().all(|c| (c.prior - 1.0 / 9.0).abs() < 1e-6));
    }

    fn search_once(game: &mut Fill, noise: Option<Noise>) -> Vec<Node> {
        Puct::new().run(game, 1, noise, &mut |g: &Fill| g.uniform()).to_vec()
    }
}
