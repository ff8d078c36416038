//! AtCoder ABC398 E · Tree Game, interactive: the program picks First or Second and adds edges
//! against the judge (tests/interact/atcoder_abc398_e_tree_game.rs). A case is the interactor's
//! case file, `N`, the tree's edges and `ADVERSARY SEED`; its answer is the side that wins,
//! which the program must choose, and then win. Oracle: the interactor's search over whole games
//! from the rules (`first_player_wins`: legality by a 2-colouring search); the reference is the
//! parity of |A|·|B| − (N − 1), checked against the search on every labelled tree of N ≤ 6.
//! The statement's sample interaction was not in the stored copies read: `sample-1` is the path
//! of four vertices (one move: the first player's).
use crate::common::Rng;
use crate::interact::atcoder_abc398_e_tree_game::first_player_wins;
use crate::interact::Interactor;
use crate::layout::{is_word, Cursor, Format, Layout, Shape, MAX};
use crate::problem::{Case, Problem, RANDOM_CASES};

pub struct Game;

/// Whether the first player wins: the number of edges across the depth-parity sides, less the
/// tree's own, is odd.
fn reference(n: usize, edges: &[(usize, usize)]) -> bool {
    let mut side = vec![None; n + 1];
    side[1] = Some(false);
    // The edges in any order: sweep until every vertex has its side (a tree: at most n sweeps).
    for _ in 0..n {
        for &(u, v) in edges {
            match (side[u], side[v]) {
                (Some(s), None) => side[v] = Some(!s),
                (None, Some(s)) => side[u] = Some(!s),
                _ => {}
            }
        }
    }
    let a = side.iter().filter(|&&s| s == Some(true)).count();
    (a * (n - a) - (n - 1)) % 2 == 1
}

fn side(first_wins: bool) -> String {
    (if first_wins { "First" } else { "Second" }).to_string()
}

fn case_text(n: usize, edges: &[(usize, usize)], adversary: &str, seed: u64) -> String {
    let lines: String = edges.iter().map(|(u, v)| format!("{} {}\n", u, v)).collect();
    format!("{}\n{}{} {}\n", n, lines, adversary, seed)
}

fn test(c: &mut Cursor) -> Option<String> {
    let n = c.int(2, 100)? as usize;
    let mut edges = Vec::new();
    let mut group: Vec<usize> = (0..=n).collect();
    for _ in 1..n {
        let u = c.int(1, n as i64 - 1)? as usize;
        let v = c.int(u as i64 + 1, n as i64)? as usize;
        let (gu, gv) = (group[u], group[v]);
        if gu == gv {
            return None;
        }
        group.iter_mut().filter(|g| **g == gu).for_each(|g| *g = gv);
        edges.push((u, v));
    }
    let adversary = c.word(6, |b| b.is_ascii_lowercase())?;
    if !["random", "greedy", "best"].contains(&adversary.as_str()) {
        return None;
    }
    c.int(0, MAX)?;
    Some(side(reference(n, &edges)))
}

/// The tree of a Prüfer sequence over 1..=n (length n − 2), edges as (smaller, larger).
fn pruefer_tree(n: usize, code: &[usize]) -> Vec<(usize, usize)> {
    let mut degree = vec![1; n + 1];
    code.iter().for_each(|&v| degree[v] += 1);
    let mut edges = Vec::new();
    for &v in code {
        let leaf = (1..=n).find(|&u| degree[u] == 1).expect("a leaf");
        edges.push((leaf.min(v), leaf.max(v)));
        degree[leaf] = 0;
        degree[v] -= 1;
    }
    let last: Vec<usize> = (1..=n).filter(|&u| degree[u] == 1).collect();
    edges.push((last[0], last[1]));
    edges
}

/// Every labelled tree on n vertices.
fn every_tree(n: usize) -> Vec<Vec<(usize, usize)>> {
    let count = n.pow(n as u32 - 2);
    (0..count)
        .map(|mut index| {
            let code: Vec<usize> = (0..n - 2)
                .map(|_| {
                    let v = index % n + 1;
                    index /= n;
                    v
                })
                .collect();
            pruefer_tree(n, &code)
        })
        .collect()
}

fn random_tree(rng: &mut Rng, n: usize) -> Vec<(usize, usize)> {
    let code: Vec<usize> = (0..n - 2).map(|_| rng.range(1, n as u64) as usize).collect();
    pruefer_tree(n, &code)
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::Program(Format {
            shape: Shape::Single,
            test,
            answer_shape: |line| is_word(line, &["First", "Second"]),
        })
    }

    fn interactor(&self) -> Option<&'static dyn Interactor> {
        crate::interact::interactor("atcoder_abc398_e_tree_game")
    }

    /// Random labelled trees of 2 to 7 vertices; each against every adversary.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        (0..RANDOM_CASES)
            .map(|_| {
                let n = rng.range(2, 7) as usize;
                let edges = random_tree(rng, n);
                let text = case_text(n, &edges, "random", rng.range(0, 1 << 30));
                Case::Text(text, side(first_player_wins(n, &edges)))
            })
            .collect()
    }

    /// Every labelled tree of 2 to 4 vertices (20), against every adversary.
    fn small_cases(&self) -> Vec<Case> {
        (2..=4)
            .flat_map(|n| every_tree(n).into_iter().map(move |edges| (n, edges)))
            .map(|(n, edges)| {
                Case::Text(case_text(n, &edges, "best", 1), side(first_player_wins(n, &edges)))
            })
            .collect()
    }

    /// The parity rule against the search on every labelled tree of 2 to 6 vertices (1,442).
    fn check_reference(&self) {
        for n in 2..=6 {
            for edges in every_tree(n) {
                assert_eq!(reference(n, &edges), first_player_wins(n, &edges), "{:?}", edges);
            }
        }
    }

    /// Judge lines the program must refuse: not a tree, out of range, a judge move that breaks
    /// the rules (the path 1-2-3 leaves no move, so the program goes second; on 1-2-3-4 it goes
    /// first with 1 4).
    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        let scripts = [
            "",
            "1\n",
            "101\n",
            "3\n1 2\n1 2\n",
            "3\n2 1\n",
            "3\n1 2\n3 3\n",
            "4\n1 2\n3 4\n1 2\n",
            "3\n1 2\n2 3\n1 3\n",
            "3\n1 2\n2 3\n5 6\n",
            "3\n1 2\n2 3\n-1 0\n",
            "4\n1 2\n2 3\n3 4\n1 4\n",
            "4\n1 2\n2 3\n3 4\nx y\n",
            // A judge line is a line: no extra token after the protocol's.
            "3 1\n1 2\n2 3\n",
            "3\n1 2 3\n2 3\n",
            "4\n1 2\n2 3\n3 4\n1 4 2\n",
        ];
        scripts.iter().map(|s| (s.to_string(), "")).collect()
    }

    /// The judge's limit, N = 100: a path (2,401 moves), a star (none), a random tree, a
    /// caterpillar of 50 vertices with a leaf each.
    fn max_cases(&self, rng: &mut Rng) -> Vec<(&'static str, String)> {
        let path: Vec<(usize, usize)> = (1..100).map(|v| (v, v + 1)).collect();
        let star: Vec<(usize, usize)> = (2..=100).map(|v| (1, v)).collect();
        let random = random_tree(rng, 100);
        let mut caterpillar: Vec<(usize, usize)> = (1..50).map(|v| (v, v + 1)).collect();
        caterpillar.extend((1..=50).map(|v| (v, v + 50)));
        vec![
            ("path", case_text(100, &path, "random", rng.range(0, 1 << 30))),
            ("star", case_text(100, &star, "best", rng.range(0, 1 << 30))),
            ("random-tree", case_text(100, &random, "greedy", rng.range(0, 1 << 30))),
            ("caterpillar", case_text(100, &caterpillar, "best", rng.range(0, 1 << 30))),
        ]
    }
}

/// Programs that cheat or stall, each given its verdict within the time limit.
#[test]
fn cheaters_are_caught() {
    let cheaters = [
        // The path of four leaves one move: going second leaves none for the program.
        (
            "the losing side",
            "4\n1 2\n2 3\n3 4\nbest 1\n",
            "read n; read a; read b; read c; echo Second; read m; echo 1 3",
            "WA illegal move 1 3",
        ),
        (
            "j below i",
            "4\n1 2\n2 3\n3 4\nbest 1\n",
            "read n; read a; read b; read c; echo First; echo 4 1",
            "WA illegal move 4 1",
        ),
    ];
    crate::interactive::assert_caught("atcoder_abc398_e_tree_game", &cheaters);
}
