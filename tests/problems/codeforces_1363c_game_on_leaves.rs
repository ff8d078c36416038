//! Codeforces 1363C · Game On Leaves: a move removes a leaf of a tree; who removes the special
//! node x wins. Input `t`, then per test `n x` and n − 1 edges; `Ayush` when the first player
//! wins, else `Ashish`. Oracle: the memoised search over the sets of nodes left of `mod
//! oracle`.
use crate::common::Rng;
use crate::layout::{is_word, words, Cursor, Format, Layout, Shape};
use crate::problem::{Case, Problem, RANDOM_CASES};

pub struct Game;

/// The known rule: x a leaf (or alone), or n even.
fn reference(n: usize, x: usize, edges: &[(usize, usize)]) -> bool {
    let degree = edges.iter().filter(|&&(u, v)| u == x || v == x).count();
    degree <= 1 || n % 2 == 0
}

fn answer(ayush_wins: bool) -> String {
    words("Ayush", "Ashish")(ayush_wins)
}

fn test(c: &mut Cursor) -> Option<String> {
    let n = c.int(1, 1_000_000)?;
    let x = c.int(1, n)? as usize;
    let edges = (1..n).map(|_| Some((c.int(1, n)? as usize, c.int(1, n)? as usize))).collect::<Option<Vec<_>>>()?;
    if !crate::inputs::is_tree(n as usize, &edges) {
        return None;
    }
    Some(answer(reference(n as usize, x, &edges)))
}

fn case(n: usize, x: usize, edges: &[(usize, usize)]) -> Case {
    let mut lines = vec![vec![n as u64, x as u64]];
    lines.extend(edges.iter().map(|&(u, v)| vec![u as u64, v as u64]));
    Case::Lines(lines, answer(oracle::first_player_wins(n, x, edges)))
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::Program(Format {
            shape: Shape::Counted(i64::MAX),
            test,
            answer_shape: |l| is_word(l, &["Ayush", "Ashish"]),
        })
    }

    /// Random trees of 1 to 10 nodes, x at random, as the tests of one input.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        (0..RANDOM_CASES)
            .map(|_| {
                let n = rng.range(1, 10) as usize;
                let x = rng.range(1, n as u64) as usize;
                case(n, x, &crate::inputs::random_tree(rng, n))
            })
            .collect()
    }

    /// Every labelled tree of 1 to 5 nodes with every x (701 tests), as one input.
    fn small_cases(&self) -> Vec<Case> {
        (1..=5).flat_map(|n| crate::inputs::every_tree(n).into_iter().flat_map(move |edges| (1..=n).map(move |x| case(n, x, &edges)))).collect()
    }

    /// Every labelled tree of 1 to 6 nodes with every x.
    fn check_reference(&self) {
        for n in 1..=6 {
            for edges in crate::inputs::every_tree(n) {
                for x in 1..=n {
                    let want = oracle::first_player_wins(n, x, &edges);
                    assert_eq!(reference(n, x, &edges), want, "n {} x {} {:?}", n, x, edges);
                }
            }
        }
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        vec![
            ("2\n1 1\n3 1\n1 2\n2 1\n".into(), "Ayush\n"),
            ("1\n3 1\n1 2\n1 4\n".into(), ""),
            ("1\n2 1\n1 1\n".into(), ""),
            ("1\n2 3\n1 2\n".into(), ""),
            ("1\n0 1\n".into(), ""),
            ("2\n1 1\n2 1\n1 2 3\n".into(), "Ayush\nAyush\n"),
        ]
    }

    /// The judge's limits: 10 trees of 1000 nodes (random, a path with x inside, a star with
    /// x its centre), x internal where the tree allows.
    fn max_cases(&self, rng: &mut Rng) -> Vec<(&'static str, String)> {
        let render = |n: usize, x: usize, edges: &[(usize, usize)]| {
            let lines: String = edges.iter().map(|(u, v)| format!("{} {}\n", u, v)).collect();
            format!("{} {}\n{}", n, x, lines)
        };
        let mut tests = Vec::new();
        for i in 0..8 {
            let n = 1000 - i % 2;
            let edges = crate::inputs::random_tree(rng, n);
            let x = edges[rng.range(0, n as u64 - 2) as usize].1;
            tests.push(render(n, x, &edges));
        }
        let path: Vec<(usize, usize)> = (1..1000).map(|v| (v, v + 1)).collect();
        tests.push(render(1000, 500, &path));
        let star: Vec<(usize, usize)> = (2..=999).map(|v| (1, v)).collect();
        tests.push(render(999, 1, &star));
        vec![("trees", format!("10\n{}", tests.concat()))]
    }
}

mod oracle {
    //! Oracle for Codeforces 1363C "Game On Leaves"
    //! (https://codeforces.com/problemset/problem/1363/C), from the rules alone.
    //!
    //! Rules as implemented: a tree; the players alternately remove a leaf (a node joined to
    //! at most one node left) with its edge; the player who removes the special node x wins.
    //!
    //! Search: memoised win/lose over the set of nodes left (a bit mask, n ≤ 16).
    use std::collections::HashMap;

    /// Whether the first player wins on the tree `edges` over 1..=n.
    pub fn first_player_wins(n: usize, x: usize, edges: &[(usize, usize)]) -> bool {
        wins((1u32 << n) - 1, x - 1, edges, &mut HashMap::new())
    }

    fn wins(left: u32, x: usize, edges: &[(usize, usize)], memo: &mut HashMap<u32, bool>) -> bool {
        if let Some(&known) = memo.get(&left) {
            return known;
        }
        let here = |v: usize| left >> v & 1 == 1;
        let degree = |v: usize| edges.iter().filter(|&&(a, b)| here(a - 1) && here(b - 1) && (a - 1 == v || b - 1 == v)).count();
        let leaves: Vec<usize> = (0..32).filter(|&v| here(v) && degree(v) <= 1).collect();
        let result = leaves.iter().any(|&v| v == x || !wins(left & !(1 << v), x, edges, memo));
        memo.insert(left, result);
        result
    }

    #[test]
    fn statement_samples() {
        assert!(!first_player_wins(3, 1, &[(2, 1), (3, 1)]));
        assert!(first_player_wins(3, 2, &[(1, 2), (1, 3)]));
    }

    #[test]
    fn small_trees_by_hand() {
        // One node: x itself is a leaf.
        assert!(first_player_wins(1, 1, &[]));
        // A path 1-2-3-4, x = 2: remove 4, then the opponent faces 1-2-3 with x in the middle.
        assert!(first_player_wins(4, 2, &[(1, 2), (2, 3), (3, 4)]));
    }
}
