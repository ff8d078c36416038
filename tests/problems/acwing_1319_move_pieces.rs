//! AcWing 1319 · 移棋子游戏: tokens on the nodes of a DAG; a move slides one token along an edge
//! out of its node. Input `N M K` / M edges `X Y` / K token nodes; `win` when the first player
//! wins, else `lose`. Oracle: the search over token multisets of `mod oracle`.
use crate::common::Rng;
use crate::inputs::{all_vectors, line, multisets};
use crate::layout::{is_word, words, Cursor, Format, Layout, Shape, MAX};
use crate::plain::mex;
use crate::problem::{Case, Problem, RANDOM_CASES, refused_at_once};

pub struct Game;

/// Tokens on a DAG: the xor of the tokens' Grundy values, g(v) = mex of its successors';
/// None when the edges hold a cycle. Nodes are 1..=nodes.
fn reference(nodes: usize, edges: &[(usize, usize)], tokens: &[usize]) -> Option<bool> {
    let mut successors = vec![Vec::new(); nodes + 1];
    for &(from, to) in edges {
        successors[from].push(to);
    }
    // Depth-first, children before parents: 0 unseen, 1 on the path, 2 done.
    let (mut state, mut g) = (vec![0u8; nodes + 1], vec![0u64; nodes + 1]);
    for root in 1..=nodes {
        let mut stack = vec![(root, 0)];
        while let Some((v, next)) = stack.pop() {
            if next == 0 && state[v] == 2 {
                continue;
            }
            state[v] = 1;
            if let Some(&w) = successors[v].get(next) {
                stack.push((v, next + 1));
                match state[w] {
                    1 => return None,
                    0 => stack.push((w, 0)),
                    _ => {}
                }
            } else {
                g[v] = mex(&successors[v].iter().map(|&w| g[w]).collect());
                state[v] = 2;
            }
        }
    }
    Some(tokens.iter().fold(0, |x, &t| x ^ g[t]) != 0)
}

/// `N M K`, M edges, K token nodes; a graph with a cycle is not an input.
fn test(c: &mut Cursor) -> Option<String> {
    let (nodes, edges, tokens) = (c.int(1, 1_000_000)?, c.int(0, 1_000_000)?, c.int(0, MAX)?);
    let edges: Vec<(usize, usize)> = (0..edges)
        .map(|_| Some((c.int(1, nodes)? as usize, c.int(1, nodes)? as usize)))
        .collect::<Option<_>>()?;
    let tokens: Vec<usize> = c.values(tokens, 1, nodes)?.iter().map(|&t| t as usize).collect();
    let wins = reference(nodes as usize, &edges, &tokens)?;
    Some(words("win", "lose")(wins))
}

/// A test's lines, answered by the oracle.
fn case(nodes: usize, edges: &[(usize, usize)], tokens: &[usize]) -> Case {
    let wins = oracle::first_player_wins(nodes, edges, tokens);
    let mut lines = vec![vec![nodes as u64, edges.len() as u64, tokens.len() as u64]];
    lines.extend(edges.iter().map(|&(a, b)| vec![a as u64, b as u64]));
    lines.push(tokens.iter().map(|&t| t as u64).collect());
    Case::Lines(lines, words("win", "lose")(wins))
}

/// Every DAG on 4 nodes whose edges go from a lower to a higher number (2^6 of them).
fn rising_dags() -> Vec<Vec<(usize, usize)>> {
    let pairs: Vec<(usize, usize)> =
        (1..=4).flat_map(|a| (a + 1..=4).map(move |b| (a, b))).collect();
    (0..1u32 << pairs.len())
        .map(|mask| (0..pairs.len()).filter(|i| mask >> i & 1 == 1).map(|i| pairs[i]).collect())
        .collect()
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::Program(Format {
            shape: Shape::Single,
            test,
            answer_shape: |l| is_word(l, &["win", "lose"]),
        })
    }

    /// 1 to 6 nodes, up to 8 edges drawn (those from a lower to a higher rank in a random
    /// order of the nodes kept: acyclic), 1 to 4 tokens.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        (0..RANDOM_CASES)
            .map(|_| {
                let nodes = rng.range(1, 6) as usize;
                let mut rank: Vec<usize> = (1..=nodes).collect();
                for i in (1..nodes).rev() {
                    rank.swap(i, rng.range(0, i as u64) as usize);
                }
                let edges: Vec<(usize, usize)> = (0..rng.range(0, 8))
                    .map(|_| {
                        (
                            rng.range(0, nodes as u64 - 1) as usize,
                            rng.range(0, nodes as u64 - 1) as usize,
                        )
                    })
                    .filter(|(a, b)| a < b)
                    .map(|(a, b)| (rank[a], rank[b]))
                    .collect();
                let tokens: Vec<usize> =
                    (0..rng.range(1, 4)).map(|_| rng.range(1, nodes as u64) as usize).collect();
                case(nodes, &edges, &tokens)
            })
            .collect()
    }

    /// Every DAG on 4 nodes whose edges rise in number (64), with every multiset of 1 or 2
    /// tokens (14): 896 runs.
    fn small_cases(&self) -> Vec<Case> {
        let token_sets: Vec<Vec<usize>> = multisets(2, 1, 4)
            .into_iter()
            .filter(|t| !t.is_empty())
            .map(|t| t.iter().map(|&t| t as usize).collect())
            .collect();
        let dags = rising_dags();
        let each_dag = |edges: &Vec<(usize, usize)>| -> Vec<Case> {
            token_sets.iter().map(|tokens| case(4, edges, tokens)).collect()
        };
        dags.iter().flat_map(each_dag).collect()
    }

    /// Every DAG on 4 nodes whose edges rise in number (64), with every row of up to 3 tokens
    /// (85).
    fn check_reference(&self) {
        for edges in rising_dags() {
            for tokens in all_vectors(3, 3) {
                let tokens: Vec<usize> = tokens.iter().map(|&t| t as usize + 1).collect();
                let want = oracle::first_player_wins(4, &edges, &tokens);
                let got = reference(4, &edges, &tokens);
                assert_eq!(got, Some(want), "edges {:?} tokens {:?}", edges, tokens);
            }
        }
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        refused_at_once(&[
            "2 2 1\n1 2\n2 1\n1\n",
            "1 1 1\n1 1\n1\n",
            "2 1 1\n1 3\n1\n",
            "2 1 1\n1 2\n3\n",
            "0 0 0\n",
            "2 1 1\n1 2\n1\n5\n",
            "2 1 2\n1 2\n1\n",
        ])
    }

    fn max_cases(&self, rng: &mut Rng) -> Vec<(&'static str, String)> {
        let (nodes, edges) = (2000u64, 6000);
        let mut rank: Vec<u64> = (1..=nodes).collect();
        for i in (1..nodes as usize).rev() {
            rank.swap(i, rng.range(0, i as u64) as usize);
        }
        let mut dag = format!("{} {} {}\n", nodes, edges, nodes);
        for _ in 0..edges {
            let (a, b) = (rng.range(0, nodes - 2), rng.range(0, nodes - 1));
            let (a, b) = if a < b { (a, b) } else { (b, a + 1) };
            dag += &line(&[rank[a as usize], rank[b as usize]]);
        }
        dag += &line(&rng.values(nodes as usize, 1, nodes));
        vec![("random-dag", dag)]
    }
}

/// The reference solver finds the cycles that make a graph no input.
#[test]
fn reference_refuses_cycles() {
    assert_eq!(reference(3, &[(1, 2), (2, 3), (3, 1)], &[1]), None);
    assert_eq!(reference(1, &[(1, 1)], &[1]), None);
}

mod oracle {
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
