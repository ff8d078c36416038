//! AtCoder AGC017 D · Game on Tree: a move deletes an edge and the part cut off from vertex 1;
//! who cannot move loses. Input `N` and N − 1 edges; `Alice` when the first player wins, else
//! `Bob`. Oracle: the memoised search over the sets of vertices left of `mod oracle`.
use crate::common::Rng;
use crate::inputs::every_tree;
use crate::layout::{is_word, words, Cursor, Format, Layout, Shape};
use crate::problem::{Case, Problem, RANDOM_CASES, refused_at_once};

pub struct Game;

/// The Hackenbush rule, recursively: g(v) = ⊕ (g(c) + 1) over v's children, rooted at 1.
fn reference(n: usize, edges: &[(usize, usize)]) -> bool {
    let mut neighbours = vec![Vec::new(); n + 1];
    for &(x, y) in edges {
        neighbours[x].push(y);
        neighbours[y].push(x);
    }
    // Depth-first with an explicit stack: (vertex, parent, children done).
    let mut value = vec![0u64; n + 1];
    let mut stack = vec![(1usize, 0usize, false)];
    while let Some((v, parent, done)) = stack.pop() {
        if done {
            value[v] = neighbours[v].iter().filter(|&&c| c != parent).fold(0, |x, &c| x ^ (value[c] + 1));
        } else {
            stack.push((v, parent, true));
            stack.extend(neighbours[v].iter().filter(|&&c| c != parent).map(|&c| (c, v, false)));
        }
    }
    value[1] != 0
}

fn answer(alice_wins: bool) -> String {
    words("Alice", "Bob")(alice_wins)
}

fn test(c: &mut Cursor) -> Option<String> {
    let n = c.int(1, 1_000_000)?;
    let edges = (1..n).map(|_| Some((c.int(1, n)? as usize, c.int(1, n)? as usize))).collect::<Option<Vec<_>>>()?;
    if !crate::inputs::is_tree(n as usize, &edges) {
        return None;
    }
    Some(answer(reference(n as usize, &edges)))
}

fn case(n: usize, edges: &[(usize, usize)]) -> Case {
    let mut lines = vec![vec![n as u64]];
    lines.extend(edges.iter().map(|&(x, y)| vec![x as u64, y as u64]));
    Case::Lines(lines, answer(oracle::first_player_wins(n, edges)))
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::Program(Format {
            shape: Shape::Single,
            test,
            answer_shape: |l| is_word(l, &["Alice", "Bob"]),
        })
    }

    /// Random trees of 1 to 11 vertices.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        (0..RANDOM_CASES)
            .map(|_| {
                let n = rng.range(1, 11) as usize;
                case(n, &crate::inputs::random_tree(rng, n))
            })
            .collect()
    }

    /// Every labelled tree of 1 to 5 vertices (142).
    fn small_cases(&self) -> Vec<Case> {
        (1..=5).flat_map(|n| every_tree(n).into_iter().map(move |edges| case(n, &edges))).collect()
    }

    /// Every labelled tree of 1 to 7 vertices.
    fn check_reference(&self) {
        for n in 1..=7 {
            for edges in every_tree(n) {
                assert_eq!(reference(n, &edges), oracle::first_player_wins(n, &edges), "{:?}", edges);
            }
        }
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        refused_at_once(&["3\n1 2\n2 1\n", "3\n1 2\n3 4\n", "2\n1 1\n", "3\n1 2\n", "0\n", "2\n1 2\n1 2\n"])
    }

    /// The judge's limits, N = 10^5: a random tree, a path from vertex 1 (deep: no recursion
    /// may follow it), and a star around vertex 1.
    fn max_cases(&self, rng: &mut Rng) -> Vec<(&'static str, String)> {
        let render = |n: usize, edges: &[(usize, usize)]| {
            let lines: String = edges.iter().map(|(x, y)| format!("{} {}\n", x, y)).collect();
            format!("{}\n{}", n, lines)
        };
        let n = 100_000;
        let path: Vec<(usize, usize)> = (1..n).map(|v| (v, v + 1)).collect();
        let star: Vec<(usize, usize)> = (2..=n).map(|v| (1, v)).collect();
        vec![
            ("random", render(n, &crate::inputs::random_tree(rng, n))),
            ("path", render(n, &path)),
            ("star", render(n, &star)),
        ]
    }
}

mod oracle {
    //! Oracle for AtCoder AGC017 D "Game on Tree"
    //! (https://atcoder.jp/contests/agc017/tasks/agc017_d), from the rules alone.
    //!
    //! Rules as implemented: a tree on 1..N; the players alternately delete one edge and every
    //! vertex no longer connected to vertex 1; the player who cannot move (vertex 1 alone)
    //! loses.
    //!
    //! Search: memoised win/lose over the set of vertices left (a bit mask, N ≤ 16): the edges
    //! left are those with both ends left, and deleting one keeps what stays reachable from 1.
    use std::collections::HashMap;

    /// Whether the first player wins on the tree `edges` over 1..=n.
    pub fn first_player_wins(n: usize, edges: &[(usize, usize)]) -> bool {
        let edges: Vec<(usize, usize)> = edges.iter().map(|&(x, y)| (x - 1, y - 1)).collect();
        wins((1u32 << n) - 1, &edges, &mut HashMap::new())
    }

    /// The vertices of `left` reachable from vertex 0 without edge `cut`.
    fn reachable(left: u32, edges: &[(usize, usize)], cut: usize) -> u32 {
        let mut seen = 1u32;
        loop {
            let before = seen;
            for (i, &(x, y)) in edges.iter().enumerate() {
                let live = i != cut && left >> x & 1 == 1 && left >> y & 1 == 1;
                if live && (seen >> x & 1 == 1 || seen >> y & 1 == 1) {
                    seen |= 1 << x | 1 << y;
                }
            }
            if seen == before {
                return seen;
            }
        }
    }

    fn wins(left: u32, edges: &[(usize, usize)], memo: &mut HashMap<u32, bool>) -> bool {
        if let Some(&known) = memo.get(&left) {
            return known;
        }
        let live = |&(x, y): &(usize, usize)| left >> x & 1 == 1 && left >> y & 1 == 1;
        let result = (0..edges.len()).filter(|&i| live(&edges[i])).any(|i| !wins(reachable(left, edges, i), edges, memo));
        memo.insert(left, result);
        result
    }

    #[test]
    fn statement_samples() {
        assert!(first_player_wins(5, &[(1, 2), (2, 3), (2, 4), (4, 5)]));
        assert!(!first_player_wins(5, &[(1, 2), (2, 3), (1, 4), (4, 5)]));
        assert!(first_player_wins(6, &[(1, 2), (2, 4), (5, 1), (3, 4), (3, 6)]));
        assert!(!first_player_wins(7, &[(1, 2), (3, 7), (4, 6), (2, 3), (2, 4), (1, 5)]));
    }

    #[test]
    fn small_trees_by_hand() {
        assert!(!first_player_wins(1, &[]));
        // One edge: cut it.
        assert!(first_player_wins(2, &[(1, 2)]));
        // Two edges from 1: two moves, whatever the order.
        assert!(!first_player_wins(3, &[(1, 2), (1, 3)]));
    }
}
