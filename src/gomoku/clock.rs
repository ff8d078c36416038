//! Time and node budgets for one move.
//!
//! A move's time comes from the protocol's limits: never more than the turn limit (less a
//! margin for the process and the pipes), and no more than a share of the game's time left
//! (the time left over the moves a game may still take, at least 1/25 of it). The search asks
//! `Budget::spend` once a node; the clock is read every 256 nodes, so an expired budget stops
//! the search within microseconds. A node limit (`--nodes`, `INFO max_node`) instead makes the
//! search deterministic. A budget may also watch a shared one (`util::budget`, a web page's
//! search): every 256 nodes it publishes the nodes searched so far there and ends when that
//! one says so (its Stop, its deadline, its limit).

use crate::util::budget::Budget as Shared;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// What the protocol says about time, in milliseconds (0 or None where not limited).
#[derive(Clone, Copy, Debug)]
pub struct TimeRules {
    pub turn_ms: u64,
    pub match_ms: u64,
    pub left_ms: Option<i64>,
}

impl Default for TimeRules {
    /// Gomocup's freestyle limits when the manager says nothing: 5 s a move, 180 s a game.
    fn default() -> TimeRules {
        TimeRules { turn_ms: 5000, match_ms: 180_000, left_ms: None }
    }
}

/// The time to think about one move, from the rules and the stones on the board.
pub fn move_time(rules: &TimeRules, stones: usize, cells: usize) -> Duration {
    // Room for starting up, reading, writing and a loaded machine's scheduling.
    let turn = if rules.turn_ms == 0 { 50 } else { rules.turn_ms };
    let margin = (turn / 4).clamp(10, 300);
    let mut ms = turn.saturating_sub(margin).max(5);
    let left = match rules.left_ms {
        Some(left) => Some(left),
        None if rules.match_ms > 0 => Some(rules.match_ms as i64),
        None => None,
    };
    if let Some(left) = left {
        if left < 2_000_000_000 {
            // The moves this side may still make: half the empty cells, at most 60, at least 25.
            let moves_left = ((cells.saturating_sub(stones)) / 2).clamp(25, 60) as i64;
            let share = (left - 100).max(0) / moves_left;
            ms = ms.min(share.max(5) as u64);
        }
    }
    Duration::from_millis(ms)
}

/// One search's budget: a deadline and/or a node count.
pub struct Budget {
    deadline: Option<Instant>,
    nodes_left: Option<u64>,
    pub nodes: u64,
    stopped: bool,
    /// The shared budget watched, and the nodes its searches spent before this one started.
    watch: Option<Arc<Shared>>,
    base: u64,
}

impl Budget {
    pub fn new(time: Option<Duration>, nodes: Option<u64>) -> Budget {
        Budget {
            deadline: time.map(|t| Instant::now() + t),
            nodes_left: nodes,
            nodes: 0,
            stopped: false,
            watch: None,
            base: 0,
        }
    }

    /// The same budget, watching `shared` too.
    pub fn watching(self, shared: Arc<Shared>) -> Budget {
        Budget { watch: Some(shared), ..self }
    }

    /// A budget of `nodes` nodes within this one's deadline.
    pub fn child(&self, nodes: u64) -> Budget {
        let nodes = self.nodes_left.map_or(nodes, |left| left.min(nodes));
        Budget {
            deadline: self.deadline,
            nodes_left: Some(nodes),
            nodes: 0,
            stopped: false,
            watch: self.watch.clone(),
            base: self.base + self.nodes,
        }
    }

    /// A budget of at most `nodes` nodes, `share` of this one's nodes left (if counted) and
    /// `share` of the time left before its deadline (if any).
    pub fn slice(&self, share: f64, nodes: u64) -> Budget {
        let share = share.clamp(0.0, 1.0);
        let nodes = self.nodes_left.map_or(nodes, |left| nodes.min((left as f64 * share) as u64));
        let mut child = self.child(nodes);
        if let Some(left) = self.remaining() {
            child.deadline = Some(Instant::now() + left.mul_f64(share));
        }
        child
    }

    /// Counts the nodes a child budget spent as this one's.
    pub fn absorb(&mut self, child: &Budget) {
        self.nodes += child.nodes;
        if let Some(left) = self.nodes_left.as_mut() {
            *left = left.saturating_sub(child.nodes);
        }
        if child.stopped && self.deadline.map_or(false, |d| Instant::now() >= d) {
            self.stopped = true;
        }
    }

    /// Counts one node; false once the budget is spent (and from then on).
    pub fn spend(&mut self) -> bool {
        if self.stopped {
            return false;
        }
        self.nodes += 1;
        if let Some(left) = self.nodes_left.as_mut() {
            if *left == 0 {
                self.stopped = true;
                return false;
            }
            *left -= 1;
        }
        if self.nodes & 255 == 0 {
            let late = self.deadline.map_or(false, |deadline| Instant::now() >= deadline);
            let told = self.watch.as_ref().map_or(false, |w| w.spent(self.base + self.nodes));
            if late || told {
                self.stopped = true;
                return false;
            }
        }
        true
    }

    pub fn exhausted(&self) -> bool {
        self.stopped
    }

    /// The time left before the deadline (None without one).
    pub fn remaining(&self) -> Option<Duration> {
        self.deadline.map(|d| d.saturating_duration_since(Instant::now()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_move_keeps_within_the_turn_and_the_game() {
        let rules = TimeRules { turn_ms: 200, match_ms: 30_000, left_ms: Some(30_000) };
        assert!(move_time(&rules, 10, 225) <= Duration::from_millis(160));
        let short = TimeRules { left_ms: Some(500), ..rules };
        assert!(move_time(&short, 10, 225) <= Duration::from_millis(20));
        let unlimited = TimeRules { turn_ms: 1000, match_ms: 0, left_ms: Some(2147483647) };
        assert_eq!(move_time(&unlimited, 10, 225), Duration::from_millis(750));
    }

    /// A watched budget publishes its nodes (a child's after its parent's) and ends when the
    /// shared one is stopped.
    #[test]
    fn a_watched_budget_publishes_and_stops() {
        let shared = Arc::new(Shared::new(u64::MAX));
        let mut budget = Budget::new(None, None).watching(shared.clone());
        for _ in 0..512 {
            assert!(budget.spend());
        }
        assert_eq!(shared.searched(), 512);
        let mut child = budget.child(10_000);
        for _ in 0..256 {
            assert!(child.spend());
        }
        assert_eq!(shared.searched(), 768);
        shared.stop();
        assert!((0..256).any(|_| !child.spend()));
        assert!(child.exhausted());
    }
}
