//! Exhaustive win/lose search for the token-sliding game on a DAG (AcWing 1319). The graph
//! has nodes `1..=nodes` and directed edges `X -> Y`; some tokens sit on nodes (several may
//! share one). A move slides one token along one edge out of its node, and a player who
//! cannot move loses. The oracle knows nothing but these rules: a position is the multiset
//! of token nodes, kept as a sorted list (tokens are interchangeable), and it wins for the
//! player to move iff some move leads to a position that loses; a position with every token
//! on a node without outgoing edges has no move and loses. Results are memoised in a
//! `HashMap` for the one graph of the call. The game is finite because the graph is acyclic:
//! every token walks a path, and paths in a DAG are shorter than `nodes`. A cyclic graph
//! would make a position repeat on the search path; the search detects that and panics.

use std::collections::HashMap;

/// Whether the player to move wins with `tokens` (node numbers) on this DAG.
pub fn first_player_wins(nodes: usize, edges: &[(usize, usize)], tokens: &[usize]) -> bool {
    let on_graph = |node: usize| (1..=nodes).contains(&node);
    let mut next = vec![Vec::new(); nodes + 1];
    for &(from, to) in edges {
        assert!(on_graph(from) && on_graph(to), "edge {}->{} is off the graph", from, to);
        next[from].push(to);
    }
    assert!(tokens.iter().all(|&t| on_graph(t)), "a token is off the graph");
    let mut start = tokens.to_vec();
    start.sort_unstable();
    Search { next, memo: HashMap::new() }.wins(start)
}

struct Search {
    /// `next[x]`: the heads of the edges out of node `x`.
    next: Vec<Vec<usize>>,
    /// `None` while a position is on the search path, then its result.
    memo: HashMap<Vec<usize>, Option<bool>>,
}

impl Search {
    fn wins(&mut self, tokens: Vec<usize>) -> bool {
        match self.memo.get(&tokens) {
            Some(&Some(known)) => return known,
            Some(&None) => panic!("a position repeats: the graph is not acyclic"),
            None => {}
        }
        self.memo.insert(tokens.clone(), None);
        let result = self.moves(&tokens).into_iter().any(|child| !self.wins(child));
        self.memo.insert(tokens, Some(result));
        result
    }

    /// Every position one move away: one token slid along one edge out of its node.
    fn moves(&self, tokens: &[usize]) -> Vec<Vec<usize>> {
        let mut children = Vec::new();
        for (idx, &node) in tokens.iter().enumerate() {
            for &to in &self.next[node] {
                let mut child = tokens.to_vec();
                child[idx] = to;
                child.sort_unstable();
                children.push(child);
            }
        }
        children
    }
}

#[cfg(test)]
mod tests {
    use super::first_player_wins;

    #[test]
    fn statement_sample() {
        // AcWing 1319's sample (input "6 8 4", the eight edges, tokens "1 2 4 6"; output
        // "win"), as quoted at https://cnblogs.com/littlehb/p/16407443.html.
        let edges = [(2, 1), (2, 4), (1, 4), (1, 5), (4, 5), (1, 3), (3, 5), (3, 6)];
        assert!(first_player_wins(6, &edges, &[1, 2, 4, 6]));
    }

    #[test]
    fn hand_worked_cases() {
        // No edges at all: no token can move, the player to move loses.
        assert!(!first_player_wins(3, &[], &[1, 2, 3]));
        // 1->2, one token on 1: slide it to 2, after which nothing can move.
        assert!(first_player_wins(2, &[(1, 2)], &[1]));
        // 1->2, tokens on 1 and 1: exactly two moves will be made whatever happens, so the
        // second player makes the last one.
        assert!(!first_player_wins(2, &[(1, 2)], &[1, 1]));
        // Path 1->2->3 with one token on 1: the only play is 1->2, 2->3, and the first
        // player is then stuck.
        assert!(!first_player_wins(3, &[(1, 2), (2, 3)], &[1]));
        // Adding the shortcut 1->3 lets the first player jump straight to the sink.
        assert!(first_player_wins(3, &[(1, 2), (2, 3), (1, 3)], &[1]));
    }

    #[test]
    #[should_panic(expected = "not acyclic")]
    fn cycles_are_rejected() {
        first_player_wins(2, &[(1, 2), (2, 1)], &[1]);
    }
}
