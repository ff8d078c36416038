//! Monte Carlo tree search (`mcts:N`, `mcts:N:reuse`): UCT with N iterations a move, random
//! playouts, and MCTS-Solver, which backs proven results up the tree so a forced line is
//! played exactly.
//!
//! The search is written over `SearchGame`, a small trait (the moves, a move played, a random
//! playout), so another game can use the same search: `MnkPosition` implements it for the
//! m,n,k-game, and `src/connect4/agents.rs` for Connect Four (`gamesolver_connect4 --match`).
//!
//! An iteration walks from the root by UCB1 (a child's mean result plus √2·√(ln N / n),
//! Kocsis and Szepesvári's bound for rewards in [0, 1]), expands a leaf seen before (all its
//! children at once, in a random order, each tried once before any is tried twice), plays
//! the rest of the game at random and adds the result (win 1, draw ½, loss 0, for the player
//! who moved into each node) on the way back. MCTS-Solver (Winands, Björnsson and Saito,
//! 2008): a move that ends the game has a proven value; a node with a child proven won for
//! its mover is proven lost for the player who moved into it, and a node whose children are
//! all proven takes the best of them. A proven node is not searched again: its value is what
//! the walk backs up. The move played is a proven win if the root has one, else the
//! most-visited move not proven lost.
//!
//! Cost: per iteration the depth of the tree plus a playout (each playout move O(K) to find
//! a win); memory one node (24 bytes) per child expanded, at most N times the moves of a
//! position.

use crate::mnk::agent::{Agent, Rng};
use crate::mnk::game::Game;
use crate::mnk::shape::{Shape, DIRECTIONS};

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
    /// What playing `mv` would do, without playing it.
    fn status_after(&self, mv: usize) -> Status;
    /// Plays random moves to the end: 1 if the side to move now wins, ½ a draw, 0 a loss.
    fn playout(&mut self, rng: &mut Rng) -> f64;
}

/// The m,n,k position the search agents play on: the cells, the empty ones in a list (so a
/// random move is O(1)), and whose move it is.
#[derive(Clone, Debug)]
pub struct MnkPosition {
    shape: Shape,
    /// 0 empty, 1 X, 2 O.
    cells: Vec<u8>,
    empty: Vec<u16>,
    /// Where each empty cell stands in `empty`.
    slot: Vec<u16>,
    to_move: u8,
}

impl MnkPosition {
    /// The position of `game` (which is not over).
    pub fn new(game: &Game) -> MnkPosition {
        let shape = game.shape();
        let cells: Vec<u8> =
            (0..shape.cells()).map(|c| game.at(c).map_or(0, |p| p.index() as u8 + 1)).collect();
        let mut slot = vec![0; cells.len()];
        let mut empty = Vec::new();
        for (cell, &stone) in cells.iter().enumerate() {
            if stone == 0 {
                slot[cell] = empty.len() as u16;
                empty.push(cell as u16);
            }
        }
        MnkPosition { shape, cells, empty, slot, to_move: 1 + (game.moves().len() % 2) as u8 }
    }

    pub fn shape(&self) -> Shape {
        self.shape
    }

    /// 0 empty, 1 X, 2 O.
    pub fn at(&self, cell: usize) -> u8 {
        self.cells[cell]
    }

    /// 1 when X moves, 2 when O does.
    pub fn to_move(&self) -> u8 {
        self.to_move
    }

    pub fn empty_cells(&self) -> &[u16] {
        &self.empty
    }

    /// Whether `stone` on `cell` makes K in a row.
    pub fn wins_with(&self, cell: usize, stone: u8) -> bool {
        let (w, h) = (self.shape.width as isize, self.shape.height as isize);
        let (c0, r0) = ((cell % self.shape.width) as isize, (cell / self.shape.width) as isize);
        DIRECTIONS.iter().any(|&(dc, dr)| {
            let mut run = 1;
            for sign in [1, -1] {
                let (mut c, mut r) = (c0 + sign * dc, r0 + sign * dr);
                while c >= 0
                    && c < w
                    && r >= 0
                    && r < h
                    && self.cells[(r * w + c) as usize] == stone
                {
                    run += 1;
                    c += sign * dc;
                    r += sign * dr;
                }
            }
            run >= self.shape.k
        })
    }

    /// Takes back the stone on `cell` (the last one played).
    pub fn unplay(&mut self, cell: usize) {
        self.cells[cell] = 0;
        self.slot[cell] = self.empty.len() as u16;
        self.empty.push(cell as u16);
        self.to_move = 3 - self.to_move;
    }
}

impl SearchGame for MnkPosition {
    fn moves(&self, out: &mut Vec<usize>) {
        out.clear();
        out.extend(self.empty.iter().map(|&c| c as usize));
    }

    fn status_after(&self, cell: usize) -> Status {
        if self.wins_with(cell, self.to_move) {
            Status::Won
        } else if self.empty.len() == 1 {
            Status::Drawn
        } else {
            Status::Ongoing
        }
    }

    fn play(&mut self, mv: usize) -> Status {
        let status = self.status_after(mv);
        let at = self.slot[mv] as usize;
        let last = *self.empty.last().expect("an empty cell");
        self.empty[at] = last;
        self.slot[last as usize] = at as u16;
        self.empty.pop();
        self.cells[mv] = self.to_move;
        self.to_move = 3 - self.to_move;
        status
    }

    fn playout(&mut self, rng: &mut Rng) -> f64 {
        let mut mover_is_first = true;
        loop {
            let cell = self.empty[rng.below(self.empty.len())] as usize;
            match self.play(cell) {
                Status::Won => return if mover_is_first { 1.0 } else { 0.0 },
                Status::Drawn => return 0.5,
                Status::Ongoing => mover_is_first = !mover_is_first,
            }
        }
    }
}

/// A node: the move into it, its children (contiguous in the arena) and its statistics, all
/// from the side of the player who made the move into it.
#[derive(Clone, Copy, Debug)]
struct Node {
    mv: u32,
    first_child: u32,
    children: u32,
    visits: u32,
    /// The sum of the results.
    total: f64,
    /// 1 proven won, -1 proven lost, 0 proven drawn, NONE unknown (for the mover into it).
    proven: i8,
}

const NONE: i8 = 2;

/// The UCT search and its tree.
pub struct Mcts<G: SearchGame> {
    nodes: Vec<Node>,
    root_game: Option<G>,
    pub exploration: f64,
    rng: Rng,
    moves: Vec<usize>,
    path: Vec<usize>,
}

impl<G: SearchGame> Mcts<G> {
    pub fn new(seed: u64) -> Mcts<G> {
        Mcts {
            nodes: Vec::new(),
            root_game: None,
            exploration: std::f64::consts::SQRT_2,
            rng: Rng::new(seed),
            moves: Vec::new(),
            path: Vec::new(),
        }
    }

    /// Starts a new tree at `game`.
    pub fn set_root(&mut self, game: G) {
        self.nodes.clear();
        self.nodes.push(Node {
            mv: u32::MAX,
            first_child: 0,
            children: 0,
            visits: 0,
            total: 0.0,
            proven: NONE,
        });
        self.root_game = Some(game);
    }

    /// Keeps the subtree after `moves` (played from the root) as the new tree, if the tree
    /// holds it; else starts afresh at `game`.
    pub fn advance(&mut self, moves: &[usize], game: G) {
        let mut at = 0;
        for &mv in moves {
            let node = self.nodes[at];
            let range = node.first_child as usize..(node.first_child + node.children) as usize;
            match range.into_iter().find(|&c| self.nodes[c].mv as usize == mv) {
                Some(child) => at = child,
                None => return self.set_root(game),
            }
        }
        let mut kept = vec![self.nodes[at]];
        let mut next = 0;
        while next < kept.len() {
            let node = kept[next];
            let first = kept.len() as u32;
            for c in node.first_child..node.first_child + node.children {
                kept.push(self.nodes[c as usize]);
            }
            kept[next].first_child = first;
            next += 1;
        }
        self.nodes = kept;
        self.root_game = Some(game);
    }

    /// The root's children's moves with their visits and proven values.
    pub fn root_children(&self) -> Vec<(usize, u32, i8)> {
        let root = self.nodes[0];
        (root.first_child..root.first_child + root.children)
            .map(|c| {
                let n = self.nodes[c as usize];
                (n.mv as usize, n.visits, n.proven)
            })
            .collect()
    }

    /// The child of `parent` UCB1 picks: an untried child first; proven losses for the
    /// mover never while another child is open.
    fn select(&self, parent: usize) -> usize {
        let p = self.nodes[parent];
        let log_visits = (p.visits.max(1) as f64).ln();
        let mut best = usize::MAX;
        let mut best_value = f64::NEG_INFINITY;
        for c in p.first_child..p.first_child + p.children {
            let child = self.nodes[c as usize];
            if child.visits == 0 {
                return c as usize;
            }
            let value = if child.proven == -1 {
                -1.0
            } else {
                ucb1(child.total, child.visits, log_visits, self.exploration)
            };
            if value > best_value {
                best_value = value;
                best = c as usize;
            }
        }
        best
    }

    /// Adds every move of `game` as a child of `parent`, in a random order, those that end
    /// the game proven.
    fn expand(&mut self, parent: usize, game: &G) {
        game.moves(&mut self.moves);
        for i in (1..self.moves.len()).rev() {
            let j = self.rng.below(i + 1);
            self.moves.swap(i, j);
        }
        let first = self.nodes.len() as u32;
        for i in 0..self.moves.len() {
            let mv = self.moves[i];
            let proven = match game.status_after(mv) {
                Status::Won => 1,
                Status::Drawn => 0,
                Status::Ongoing => NONE,
            };
            self.nodes.push(Node {
                mv: mv as u32,
                first_child: 0,
                children: 0,
                visits: 0,
                total: 0.0,
                proven,
            });
        }
        self.nodes[parent].first_child = first;
        self.nodes[parent].children = self.moves.len() as u32;
    }

    /// The proven value of `node` from its children's, if they settle it: a child won for
    /// its mover loses the node; all children proven give the node the negated best.
    fn prove(&mut self, node: usize) {
        let n = self.nodes[node];
        if n.children == 0 || n.proven != NONE {
            return;
        }
        let mut best = -1;
        for c in n.first_child..n.first_child + n.children {
            let proven = self.nodes[c as usize].proven;
            if proven == 1 {
                self.nodes[node].proven = -1;
                return;
            }
            if proven == NONE {
                return;
            }
            best = best.max(proven);
        }
        self.nodes[node].proven = -best;
    }

    /// One iteration from the root.
    pub fn iterate(&mut self, scratch: &mut G) {
        scratch.clone_from(self.root_game.as_ref().expect("a root"));
        let mut path = std::mem::take(&mut self.path);
        path.clear();
        path.push(0);
        let mut at = 0;
        // The result for the player who moved into the last node of the path.
        let result = loop {
            let node = self.nodes[at];
            if node.proven != NONE {
                break (node.proven as f64 + 1.0) / 2.0;
            }
            if node.children == 0 {
                if node.visits > 0 || at == 0 {
                    self.expand(at, scratch);
                    self.prove(at);
                    if self.nodes[at].proven != NONE {
                        break (self.nodes[at].proven as f64 + 1.0) / 2.0;
                    }
                } else {
                    break 1.0 - scratch.playout(&mut self.rng);
                }
            }
            at = self.select(at);
            scratch.play(self.nodes[at].mv as usize);
            path.push(at);
        };
        let mut result = result;
        for &node in path.iter().rev() {
            self.nodes[node].visits += 1;
            self.nodes[node].total += result;
            self.prove(node);
            result = 1.0 - result;
        }
        self.path = path;
    }

    /// The move to play after the search: a proven win, else the most-visited move not
    /// proven lost (all lost: the most visited).
    pub fn best_move(&self) -> Option<usize> {
        let children = self.root_children();
        if let Some(&(mv, _, _)) = children.iter().find(|&&(_, _, p)| p == 1) {
            return Some(mv);
        }
        let open = children.iter().filter(|&&(_, _, p)| p != -1).max_by_key(|&&(_, v, _)| v);
        open.or_else(|| children.iter().max_by_key(|&&(_, v, _)| v)).map(|&(mv, _, _)| mv)
    }

    /// Searches `iterations` times (stopping early once the root is proven) and gives the
    /// move to play.
    pub fn search(&mut self, iterations: u32) -> Option<usize> {
        let mut scratch = self.root_game.clone().expect("a root");
        for _ in 0..iterations {
            if self.nodes[0].proven != NONE {
                break;
            }
            self.iterate(&mut scratch);
        }
        self.best_move()
    }
}

/// UCB1: the mean result plus `c`·√(ln N / n).
pub fn ucb1(total: f64, visits: u32, log_parent_visits: f64, c: f64) -> f64 {
    let n = visits as f64;
    total / n + c * (log_parent_visits / n).sqrt()
}

/// The agent `mcts:N` (`mcts:N:reuse` keeps the tree between its moves of a game).
pub struct MctsAgent {
    iterations: u32,
    reuse: bool,
    search: Mcts<MnkPosition>,
    /// The moves of the game at the last root, when the tree is kept.
    root_moves: Vec<usize>,
}

impl MctsAgent {
    /// The agent of `spec`, the text after `mcts:` (`N` or `N:reuse`).
    pub fn from_spec(spec: &str, seed: u64) -> Result<MctsAgent, String> {
        let (count, reuse) = match spec.strip_suffix(":reuse") {
            Some(count) => (count, true),
            None => (spec, false),
        };
        let iterations = count.parse::<u32>().ok().filter(|&n| (1..=100_000_000).contains(&n));
        let iterations = iterations.ok_or_else(|| {
            format!(
                "agent `mcts:{}`: expected mcts:N or mcts:N:reuse with N iterations from 1 to 100000000",
                spec
            )
        })?;
        Ok(MctsAgent { iterations, reuse, search: Mcts::new(seed), root_moves: Vec::new() })
    }
}

impl Agent for MctsAgent {
    fn name(&self) -> String {
        format!("mcts:{}{}", self.iterations, if self.reuse { ":reuse" } else { "" })
    }

    fn choose(&mut self, game: &Game) -> Result<usize, String> {
        if game.is_over() {
            return Err("the game is over".to_string());
        }
        let position = MnkPosition::new(game);
        let moves = game.moves();
        let continues = self.reuse
            && !self.search.nodes.is_empty()
            && moves.len() >= self.root_moves.len()
            && moves[..self.root_moves.len()] == self.root_moves[..];
        if continues {
            self.search.advance(&moves[self.root_moves.len()..], position);
        } else {
            self.search.set_root(position);
        }
        self.root_moves = moves.to_vec();
        self.search.search(self.iterations).ok_or_else(|| "no move".to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(line: &str) -> Game {
        Game::from_line(Shape::new(3, 3, 3).unwrap(), line).unwrap()
    }

    #[test]
    fn ucb1_on_a_hand_made_tree() {
        // A root visited 10 times; children (3 wins of 4) and (1 of 6).
        let log10 = 10f64.ln();
        let a = ucb1(3.0, 4, log10, 2f64.sqrt());
        let b = ucb1(1.0, 6, log10, 2f64.sqrt());
        // 0.75 + sqrt(2 ln 10 / 4) = 0.75 + 1.07298… ; 1/6 + sqrt(2 ln 10 / 6) = 0.16667 + 0.87608…
        assert!((a - 1.822_983).abs() < 1e-5, "{}", a);
        assert!((b - 1.042_753).abs() < 1e-5, "{}", b);
        let mut search: Mcts<MnkPosition> = Mcts::new(1);
        search.set_root(MnkPosition::new(&game("")));
        search.nodes[0].visits = 10;
        search.nodes[0].first_child = 1;
        search.nodes[0].children = 2;
        for (mv, visits, total) in [(0, 6, 1.0), (4, 4, 3.0)] {
            search.nodes.push(Node {
                mv,
                first_child: 0,
                children: 0,
                visits,
                total,
                proven: NONE,
            });
        }
        assert_eq!(search.select(0), 2, "the child of the higher bound");
        search.nodes[2].proven = -1;
        assert_eq!(search.select(0), 1, "a proven loss is not chosen");
    }

    #[test]
    fn a_proven_loss_is_backed_up() {
        // X: a1 a2 (O: b1 b2... ) O to move after `a1 b2 a2`: X threatens a3; O must block.
        // After `a1 b2 a2 c3 b1`: X threatens a3 and c1, so O (to move) is lost.
        let mut search: Mcts<MnkPosition> = Mcts::new(3);
        search.set_root(MnkPosition::new(&game("a1 b2 a2 c3 b1")));
        search.search(2000);
        assert_eq!(search.nodes[0].proven, 1, "the root proven won for X, who moved into it");
        // X to move after `b2 b1 a1 c3` wins with a fork (a3 or a2), not in one: the search
        // proves a move won and plays it, and the exact solver agrees it wins.
        let shape = Shape::new(3, 3, 3).unwrap();
        let position = game("b2 b1 a1 c3");
        let mut search: Mcts<MnkPosition> = Mcts::new(3);
        search.set_root(MnkPosition::new(&position));
        let best = search.search(20_000).unwrap();
        assert!(search.root_children().iter().any(|&(mv, _, p)| mv == best && p == 1));
        let mut solver = crate::mnk::solver::Solver::new(shape, 12);
        solver.set_position(&position);
        let scores = solver.analyze(true);
        assert_eq!(scores.iter().find(|&&(c, _)| c == best).map(|x| x.1), Some(1));
    }

    #[test]
    fn a_win_in_one_is_played_and_a_loss_in_one_blocked() {
        let mut agent = MctsAgent::from_spec("50", 1).unwrap();
        // X to move with a1 a2: a3 wins.
        assert_eq!(agent.choose(&game("a1 b1 a2 b2")).unwrap(), 6);
        // O to move, X threatens a3 (a1 a2) and O has nothing: O blocks at a3.
        assert_eq!(agent.choose(&game("a1 c2 a2")).unwrap(), 6);
    }

    #[test]
    fn the_kept_tree_is_the_subtree_of_the_moves_played() {
        let mut search: Mcts<MnkPosition> = Mcts::new(5);
        search.set_root(MnkPosition::new(&game("")));
        search.search(3000);
        let visits_b2 =
            search.root_children().iter().find(|&&(mv, _, _)| mv == 4).map(|x| x.1).unwrap();
        search.advance(&[4], MnkPosition::new(&game("b2")));
        assert_eq!(search.nodes[0].visits, visits_b2);
        let children: u32 = search.root_children().iter().map(|x| x.1).sum();
        assert_eq!(children + 1, visits_b2, "every visit but the expanding one went to a child");
    }

    #[test]
    fn bad_specs_are_refused() {
        for spec in ["0", "x", "", "10:keep", "-3"] {
            assert!(MctsAgent::from_spec(spec, 1).is_err(), "{}", spec);
        }
        assert_eq!(MctsAgent::from_spec("10:reuse", 1).unwrap().name(), "mcts:10:reuse");
    }
}
