//! Monte Carlo tree search: UCT with N iterations a move, playouts, and MCTS-Solver, which
//! backs proven results up the tree so a forced line is played exactly. Connect-N's
//! `mcts:N` (`mnk::agents::mcts`) and Connect Four's (`connect4::agents`) play with it.
//!
//! The search is written over `SearchGame` (`search::game`: the moves, a move played, a
//! playout), so any game can use it: `mnk::bitboard::BitPosition` implements it for the
//! m,n,k-game on boards of up to 64 cells, `mnk::position::MnkPosition` on larger ones, and
//! `connect4::agents` for Connect Four (`gamesolver_connect4 --match`).
//!
//! An iteration walks from the root by UCB1 (a child's mean result plus √2·√(ln N / n),
//! Kocsis and Szepesvári's bound for rewards in [0, 1]), expands a leaf seen before (all its
//! children at once, in a random order, each tried once before any is tried twice), plays
//! the rest of the game out and adds the result (win 1, draw ½, loss 0, for the player who
//! moved into each node) on the way back. The playouts: on boards of up to 64 cells each
//! player takes a win in one, else stops the opponent's, else plays at random (the position
//! keeps both sides' winning cells, so the rule costs nothing: the playouts are shorter and
//! tell won from lost far better); on larger boards, and in Connect Four, at random.
//! MCTS-Solver (Winands, Björnsson and Saito, 2008): a move that ends the game has a proven
//! value; a node with a child proven won for its mover, wherever that child stands among
//! its siblings, is proven lost for the player who moved into it, and a node whose children
//! are all proven takes the best of them. A proven node is not searched again: its value is
//! what the walk backs up. The move played is a proven win if the root has one, else the
//! most-visited move not proven lost.
//!
//! Speed (its instructions an iteration are in docs/mnk.md): a node is 24 bytes, and the two
//! terms of UCB1 each node's selection reads (the mean and 1/√n) are kept apart, 8 bytes a
//! node, refreshed when the node is passed; c·√(ln N) comes from a table for N < 4096; the
//! position is a few words, copied from the root each iteration; a proof is looked for only
//! where a child's has just been found.
//!
//! Cost: per iteration the depth of the tree times the moves of a node, plus a playout (each
//! playout move O(K) to update the winning cells); memory 32 bytes per child expanded, at
//! most N times the moves of a position and at most `MAX_NODES` (96 MiB): a search that
//! fills it stops there and plays what it has found. A search may also stop at a deadline
//! (`search_until`), for a player on a clock.

use crate::search::game::{SearchGame, Status};
use crate::util::rng::Rng;
use std::time::Instant;

/// A node: the move into it, its children (contiguous in the arena) and its statistics, all
/// from the side of the player who made the move into it.
#[derive(Clone, Copy, Debug)]
struct Node {
    mv: u32,
    first_child: u32,
    children: u16,
    /// The children tried: they are tried in order, each once before any twice.
    tried: u16,
    visits: u32,
    /// The sum of the results in halves (a win 2, a draw 1), exact.
    score: u32,
    /// 1 proven won, -1 proven lost, 0 proven drawn, NONE unknown (for the mover into it).
    proven: i8,
}

/// What UCB1 reads of a node: UCB1 is `mean + explore · spread`, with `explore` = c·√(ln N)
/// for the parent's N and `spread` = 1/√n. Kept beside the nodes, apart: a node is updated
/// once an iteration that passes it, but read each time its parent is, and a selection reads
/// its children's terms only, 8 bytes each, side by side. An untried node has both huge (it
/// goes first, in order); a node proven lost for its mover a mean of -∞ (it goes never while
/// a sibling is open).
#[derive(Clone, Copy, Debug)]
struct Terms {
    mean: f32,
    spread: f32,
}

impl Terms {
    /// UCB1, the mean plus c·√(ln N / n), given `explore` = c·√(ln N) for the parent's N.
    fn ucb1(self, explore: f32) -> f32 {
        self.mean + explore * self.spread
    }
}

const NONE: i8 = 2;

/// UCB1's constant c, Kocsis and Szepesvári's for results in [0, 1].
const EXPLORATION: f64 = std::f64::consts::SQRT_2;
/// The most nodes a tree grows to (3·2^20, 96 MiB with their terms): a search stops early
/// there rather than allocate without bound (`mcts:200000` on 15x15 would want over 1 GiB,
/// as a leaf gets all its children at once). Below it, N·(the moves of a position) nodes at
/// most: 7x7 to about 60,000 iterations, 15x15 to about 14,000, never stopped.
const MAX_NODES: usize = 3 << 20;

const EXPLORE_TABLE: usize = 4096;

/// c·√(ln N) for a parent visited N times (N = 0, the root's first selection, as 1).
fn explore(visits: u32) -> f32 {
    (EXPLORATION * (visits.max(1) as f64).ln().sqrt()) as f32
}

/// The terms of an untried node: above any UCB1 (at most 1 + c·√(ln 2^32)).
const UNTRIED: Terms = Terms { mean: 1e30, spread: 1e30 };

/// The UCT search and its tree.
pub struct Mcts<G: SearchGame> {
    nodes: Vec<Node>,
    /// The UCB1 terms of each node.
    terms: Vec<Terms>,
    root_game: Option<G>,
    /// c·√(ln N) for the first `EXPLORE_TABLE` visit counts N (most nodes are visited fewer
    /// times; a logarithm per selection was a seventh of the search's instructions).
    explore: Vec<f32>,
    rng: Rng,
    moves: Vec<usize>,
    path: Vec<usize>,
}

impl<G: SearchGame> Mcts<G> {
    pub fn new(seed: u64) -> Mcts<G> {
        Mcts {
            nodes: Vec::new(),
            terms: Vec::new(),
            root_game: None,
            explore: (0..EXPLORE_TABLE as u32).map(explore).collect(),
            rng: Rng::new(seed),
            moves: Vec::new(),
            path: Vec::new(),
        }
    }

    /// Starts a new tree at `game`.
    pub fn set_root(&mut self, game: G) {
        self.nodes.clear();
        self.terms.clear();
        self.push_leaf(u32::MAX, NONE);
        self.root_game = Some(game);
    }

    fn push_leaf(&mut self, mv: u32, proven: i8) {
        let (first_child, children, tried, visits, score) = (0, 0, 0, 0, 0);
        self.nodes.push(Node { mv, first_child, children, tried, visits, score, proven });
        self.terms.push(UNTRIED);
    }

    /// Adds a result to `node`, in halves.
    fn record(&mut self, node: usize, score: u32) {
        let n = &mut self.nodes[node];
        n.visits += 1;
        n.score += score;
        let inverse = 1.0 / n.visits as f64;
        let terms = &mut self.terms[node];
        if n.proven != -1 {
            terms.mean = (n.score as f64 * 0.5 * inverse) as f32;
        }
        terms.spread = inverse.sqrt() as f32;
    }

    /// Proves `node` (1 won, -1 lost, 0 drawn for its mover).
    fn settle(&mut self, node: usize, proven: i8) {
        self.nodes[node].proven = proven;
        if proven == -1 {
            self.terms[node].mean = f32::NEG_INFINITY;
        }
    }

    /// Keeps the subtree after `moves` (played from the root) as the new tree, if the tree
    /// holds it; else starts afresh at `game`.
    pub fn advance(&mut self, moves: &[usize], game: G) {
        let mut at = 0;
        for &mv in moves {
            let node = self.nodes[at];
            let first = node.first_child as usize;
            let range = first..first + node.children as usize;
            match range.into_iter().find(|&c| self.nodes[c].mv as usize == mv) {
                Some(child) => at = child,
                None => return self.set_root(game),
            }
        }
        // The old indices of the kept nodes, in their new order (breadth first).
        let mut order = vec![at];
        let mut nodes = Vec::new();
        while nodes.len() < order.len() {
            let mut node = self.nodes[order[nodes.len()]];
            let children =
                node.first_child as usize..(node.first_child as usize + node.children as usize);
            node.first_child = order.len() as u32;
            order.extend(children);
            nodes.push(node);
        }
        self.terms = order.iter().map(|&old| self.terms[old]).collect();
        self.nodes = nodes;
        self.root_game = Some(game);
    }

    /// The root's children's moves with their visits and proven values.
    pub fn root_children(&self) -> Vec<(usize, u32, i8)> {
        let root = self.nodes[0];
        let first = root.first_child as usize;
        (first..first + root.children as usize)
            .map(|c| {
                let n = self.nodes[c];
                (n.mv as usize, n.visits, n.proven)
            })
            .collect()
    }

    /// The child of `parent` UCB1 picks: the next untried child first; proven losses for the
    /// mover never while another child is open.
    fn select(&mut self, parent: usize) -> usize {
        let p = &mut self.nodes[parent];
        if p.tried < p.children {
            p.tried += 1;
            return (p.first_child + p.tried as u32 - 1) as usize;
        }
        let p = self.nodes[parent];
        let explore = match self.explore.get(p.visits as usize) {
            Some(&explore) => explore,
            None => explore(p.visits),
        };
        let first = p.first_child as usize;
        let mut best = 0;
        let mut best_value = f32::NEG_INFINITY;
        for (i, child) in self.terms[first..first + p.children as usize].iter().enumerate() {
            let value = child.ucb1(explore);
            if value > best_value {
                best_value = value;
                best = i;
            }
        }
        first + best
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
            self.push_leaf(mv as u32, proven);
        }
        self.nodes[parent].first_child = first;
        self.nodes[parent].children = self.moves.len() as u16;
    }

    /// The proven value of `node` from its children's, if they settle it: a child won for
    /// its mover loses the node; all children proven give the node the negated best.
    fn prove(&mut self, node: usize) {
        let n = self.nodes[node];
        if n.children == 0 || n.proven != NONE {
            return;
        }
        // Any child won settles the node, wherever it stands among open ones.
        let first = n.first_child as usize;
        let children = &self.nodes[first..first + n.children as usize];
        if children.iter().any(|child| child.proven == 1) {
            self.settle(node, -1);
        } else if children.iter().all(|child| child.proven != NONE) {
            let best = children.iter().map(|child| child.proven).max().unwrap_or(-1);
            self.settle(node, -best);
        }
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
            scratch.step(self.nodes[at].mv as usize);
            path.push(at);
        };
        // In halves, for the player who moved into the node.
        let mut score = (result * 2.0) as u32;
        let mut child_proven = false;
        for &node in path.iter().rev() {
            // A node's proof can change only when a child's has: the expansion proves its own
            // node, and a proof found below reaches here along the path.
            if child_proven {
                self.prove(node);
            }
            self.record(node, score);
            child_proven = self.nodes[node].proven != NONE;
            score = 2 - score;
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
        self.search_until(iterations, None)
    }

    /// `search`, stopping at `deadline` too (looked at every 64 iterations, after the first,
    /// so that there is a move to play).
    pub fn search_until(&mut self, iterations: u32, deadline: Option<Instant>) -> Option<usize> {
        let mut scratch = self.root_game.clone().expect("a root");
        for done in 0..iterations {
            if self.nodes[0].proven != NONE || self.nodes.len() >= MAX_NODES {
                break;
            }
            let late = || deadline.map_or(false, |deadline| Instant::now() >= deadline);
            if done % 64 == 1 && late() {
                break;
            }
            self.iterate(&mut scratch);
        }
        self.best_move()
    }
}

impl<G: SearchGame> Mcts<G> {
    /// Searches `position` after `moves` of a game: from the kept subtree when `reuse` and
    /// the game goes on from `root_moves` (the moves at the last root), else afresh.
    pub fn search_game(
        &mut self,
        position: G,
        moves: &[usize],
        root_moves: &[usize],
        reuse: bool,
        iterations: u32,
        deadline: Option<Instant>,
    ) -> Option<usize> {
        let continues = reuse
            && !self.nodes.is_empty()
            && moves.len() >= root_moves.len()
            && moves[..root_moves.len()] == *root_moves;
        if continues {
            self.advance(&moves[root_moves.len()..], position);
        } else {
            self.set_root(position);
        }
        self.search_until(iterations, deadline)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A tiny game for the tests, written from the rules: K in a row on a W×H board, cells
    /// numbered row by row from the bottom left (`b2` of 3x3 is 4), X first.
    #[derive(Clone)]
    struct Grid {
        width: usize,
        height: usize,
        k: usize,
        /// 0 empty, 1 X, 2 O.
        cells: Vec<u8>,
        played: usize,
    }

    impl Grid {
        fn new(width: usize, height: usize, k: usize) -> Grid {
            Grid { width, height, k, cells: vec![0; width * height], played: 0 }
        }

        /// Tic-tac-toe after `moves` (cells).
        fn tic_tac_toe(moves: &[usize]) -> Grid {
            let mut grid = Grid::new(3, 3, 3);
            moves.iter().for_each(|&mv| grid.step(mv));
            grid
        }

        /// Whether the side to move makes K in a row with a stone on `mv`.
        fn wins_with(&self, mv: usize) -> bool {
            let side = (self.played % 2) as u8 + 1;
            let (x, y) = ((mv % self.width) as i64, (mv / self.width) as i64);
            [(1, 0), (0, 1), (1, 1), (1, -1)].iter().any(|&(dx, dy)| {
                let run = |sign: i64| {
                    (1..self.k as i64)
                        .take_while(|&i| {
                            let (cx, cy) = (x + sign * i * dx, y + sign * i * dy);
                            let inside = (0..self.width as i64).contains(&cx)
                                && (0..self.height as i64).contains(&cy);
                            inside && self.cells[(cy * self.width as i64 + cx) as usize] == side
                        })
                        .count()
                };
                1 + run(1) + run(-1) >= self.k
            })
        }

        /// The exact value for the side to move, by trying every line (1 win, 0 draw, -1
        /// loss): the oracle of the tests on 3x3.
        fn value(&self) -> i32 {
            let mut moves = Vec::new();
            self.moves(&mut moves);
            let mut best = if moves.is_empty() { 0 } else { -1 };
            for mv in moves {
                if self.wins_with(mv) {
                    return 1;
                }
                let mut next = self.clone();
                next.step(mv);
                best = best.max(-next.value());
            }
            best
        }
    }

    impl SearchGame for Grid {
        fn moves(&self, out: &mut Vec<usize>) {
            out.clear();
            out.extend((0..self.cells.len()).filter(|&c| self.cells[c] == 0));
        }

        fn play(&mut self, mv: usize) -> Status {
            let status = self.status_after(mv);
            self.cells[mv] = (self.played % 2) as u8 + 1;
            self.played += 1;
            if status == Status::Won {
                // No moves once the game is over.
                self.cells.iter_mut().filter(|c| **c == 0).for_each(|c| *c = 3);
            }
            status
        }

        fn status_after(&self, mv: usize) -> Status {
            if self.wins_with(mv) {
                Status::Won
            } else if self.played + 1 == self.cells.len() {
                Status::Drawn
            } else {
                Status::Ongoing
            }
        }

        fn playout(&mut self, rng: &mut Rng) -> f64 {
            let mover = self.played % 2;
            let mut moves = Vec::new();
            loop {
                self.moves(&mut moves);
                if moves.is_empty() {
                    return 0.5;
                }
                match self.play(moves[rng.below(moves.len())]) {
                    Status::Ongoing => continue,
                    Status::Drawn => return 0.5,
                    Status::Won => return if (self.played - 1) % 2 == mover { 1.0 } else { 0.0 },
                }
            }
        }
    }

    /// `a1`-style names of 3x3 cells as numbers.
    fn cells(line: &str) -> Vec<usize> {
        line.split_whitespace()
            .map(|name| {
                let b = name.as_bytes();
                (b[1] - b'1') as usize * 3 + (b[0] - b'a') as usize
            })
            .collect()
    }

    fn game(line: &str) -> Grid {
        Grid::tic_tac_toe(&cells(line))
    }

    #[test]
    fn ucb1_on_a_hand_made_tree() {
        // A root visited 10 times; children (1 win of 6) and (3 wins of 4), results in halves.
        let mut search: Mcts<Grid> = Mcts::new(1);
        search.set_root(game(""));
        search.nodes[0].visits = 10;
        search.nodes[0].first_child = 1;
        search.nodes[0].children = 2;
        search.nodes[0].tried = 2;
        for (mv, results) in [(0, [2, 0, 0, 0, 0, 0].as_ref()), (4, [2, 2, 0, 2].as_ref())] {
            search.push_leaf(mv, NONE);
            for &score in results {
                search.record(search.nodes.len() - 1, score);
            }
        }
        // 1/6 + √(2 ln 10 / 6) = 0.16667 + 0.87608… ; 0.75 + √(2 ln 10 / 4) = 0.75 + 1.07298…
        let explore = (2f64 * 10f64.ln()).sqrt() as f32;
        let (b, a) = (search.terms[1].ucb1(explore), search.terms[2].ucb1(explore));
        assert!((a - 1.822_983).abs() < 1e-5, "{}", a);
        assert!((b - 1.042_753).abs() < 1e-5, "{}", b);
        assert_eq!(search.select(0), 2, "the child of the higher bound");
        search.settle(2, -1);
        assert_eq!(search.select(0), 1, "a proven loss is not chosen");
    }

    #[test]
    fn a_search_stops_at_the_node_cap() {
        // 15x15: a leaf gets its 225 children at once (on its second visit), so 200,000
        // iterations would want millions of nodes; the tree stops within one expansion of
        // the cap and still answers.
        let mut search: Mcts<Grid> = Mcts::new(2);
        search.set_root(Grid::new(15, 15, 5));
        assert!(search.search(200_000).is_some());
        let nodes = search.nodes.len();
        assert!((MAX_NODES..MAX_NODES + 225).contains(&nodes), "{} nodes", nodes);
        assert!(search.nodes[0].visits < 200_000, "{}", search.nodes[0].visits);
    }

    #[test]
    fn a_proven_loss_is_backed_up() {
        // X: a1 a2 (O: b1 b2... ) O to move after `a1 b2 a2`: X threatens a3; O must block.
        // After `a1 b2 a2 c3 b1`: X threatens a3 and c1, so O (to move) is lost.
        let mut search: Mcts<Grid> = Mcts::new(3);
        search.set_root(game("a1 b2 a2 c3 b1"));
        search.search(2000);
        assert_eq!(search.nodes[0].proven, 1, "the root proven won for X, who moved into it");
        // X to move after `b2 b1 a1 c3` wins with a fork (a3 or a2), not in one: the search
        // proves a move won and plays it, and the exhaustive oracle agrees it wins.
        let position = game("b2 b1 a1 c3");
        let mut search: Mcts<Grid> = Mcts::new(3);
        search.set_root(position.clone());
        let best = search.search(20_000).unwrap();
        assert!(search.root_children().iter().any(|&(mv, _, p)| mv == best && p == 1));
        assert!(!position.wins_with(best), "not a win in one");
        let mut after = position;
        after.step(best);
        assert_eq!(after.value(), -1, "{} leaves O lost", best);
    }

    #[test]
    fn a_won_child_proves_its_parent_lost_behind_open_ones() {
        // The root's children in order: open, open, won for its mover: the root is lost for
        // the player who moved into it, however the others stand.
        let mut search: Mcts<Grid> = Mcts::new(1);
        search.set_root(game(""));
        search.nodes[0].first_child = 1;
        search.nodes[0].children = 3;
        for (mv, proven) in [(0, NONE), (1, NONE), (2, 1)] {
            search.push_leaf(mv, proven);
        }
        search.prove(0);
        assert_eq!(search.nodes[0].proven, -1);
        // Children all proven, drawn at best: drawn.
        search.set_root(game(""));
        search.nodes[0].first_child = 1;
        search.nodes[0].children = 2;
        for (mv, proven) in [(0, -1), (1, 0)] {
            search.push_leaf(mv, proven);
        }
        search.prove(0);
        assert_eq!(search.nodes[0].proven, 0);
        // One open child: not proven.
        search.nodes[2].proven = NONE;
        search.nodes[0].proven = NONE;
        search.prove(0);
        assert_eq!(search.nodes[0].proven, NONE);
    }

    #[test]
    fn the_kept_tree_is_the_subtree_of_the_moves_played() {
        let mut search: Mcts<Grid> = Mcts::new(5);
        search.set_root(game(""));
        search.search(3000);
        let visits_b2 =
            search.root_children().iter().find(|&&(mv, _, _)| mv == 4).map(|x| x.1).unwrap();
        search.advance(&[4], game("b2"));
        assert_eq!(search.nodes[0].visits, visits_b2);
        let children: u32 = search.root_children().iter().map(|x| x.1).sum();
        assert_eq!(children + 1, visits_b2, "every visit but the expanding one went to a child");
    }
}
