//! Codeforces 1991E · Coloring Game, interactive: the program picks Alice or Bob in each game
//! and plays against the judge (tests/interact/codeforces_1991e_coloring_game.rs). A case is the
//! interactor's case file, `t`, the games' graphs, `ADVERSARY SEED`; its answer is the player
//! who wins each game, which the program must choose, and then win. Oracle: the interactor's
//! search over whole games from the rules (`first_alice_wins`); the reference is "Alice iff the
//! graph has an odd cycle", checked against the search on every connected labelled graph of up
//! to 5 vertices. The statement's sample interaction was not in the stored copies read:
//! `sample-1` is a triangle (Alice wins) and a 4-cycle (Bob wins).
use crate::common::Rng;
use crate::interact::codeforces_1991e_coloring_game::first_alice_wins;
use crate::interact::Interactor;
use crate::layout::{Cursor, Format, Layout, Shape, MAX};
use crate::problem::{Case, Problem, RANDOM_CASES};

pub struct Game;

type Edges = Vec<(usize, usize)>;

/// Whether the graph has an odd cycle (no 2-colouring), by repeated sweeps over the edges.
fn has_odd_cycle(n: usize, edges: &[(usize, usize)]) -> bool {
    let mut side: Vec<Option<bool>> = vec![None; n + 1];
    for start in 1..=n {
        if side[start].is_none() {
            side[start] = Some(false);
            for _ in 0..n {
                for &(u, v) in edges {
                    match (side[u], side[v]) {
                        (Some(s), None) => side[v] = Some(!s),
                        (None, Some(s)) => side[u] = Some(!s),
                        _ => {}
                    }
                }
            }
        }
    }
    edges.iter().any(|&(u, v)| side[u] == side[v])
}

fn player(alice_wins: bool) -> &'static str {
    if alice_wins {
        "Alice"
    } else {
        "Bob"
    }
}

fn case_text(games: &[(usize, Edges)], adversary: &str, seed: u64) -> String {
    let mut text = format!("{}\n", games.len());
    for (n, edges) in games {
        text.push_str(&format!("{} {}\n", n, edges.len()));
        edges.iter().for_each(|(u, v)| text.push_str(&format!("{} {}\n", u, v)));
    }
    text + &format!("{} {}\n", adversary, seed)
}

fn answer(games: &[(usize, Edges)], wins: impl Fn(usize, &[(usize, usize)]) -> bool) -> String {
    let players: Vec<&str> = games.iter().map(|(n, edges)| player(wins(*n, edges))).collect();
    players.join(" ")
}

fn test(c: &mut Cursor) -> Option<String> {
    let t = c.int(1, 1000)?;
    let mut players = Vec::new();
    for _ in 0..t {
        let n = c.int(1, 10_000)? as usize;
        let m = c.int(n as i64 - 1, 10_000)?;
        let mut edges = Vec::new();
        for _ in 0..m {
            let (u, v) = (c.int(1, n as i64)? as usize, c.int(1, n as i64)? as usize);
            if u == v || edges.contains(&(u, v)) || edges.contains(&(v, u)) {
                return None;
            }
            edges.push((u, v));
        }
        let mut reach = vec![false; n + 1];
        reach[1] = true;
        for _ in 0..n {
            for &(u, v) in &edges {
                if reach[u] || reach[v] {
                    reach[u] = true;
                    reach[v] = true;
                }
            }
        }
        if reach.iter().skip(1).any(|&r| !r) {
            return None;
        }
        players.push(player(has_odd_cycle(n, &edges)));
    }
    let adversary = c.word(6, |b| b.is_ascii_lowercase())?;
    if !["random", "greedy", "best"].contains(&adversary.as_str()) {
        return None;
    }
    c.int(0, MAX)?;
    Some(players.join(" "))
}

/// Every connected graph on vertices 1..=n (as edge lists over the pairs in order).
fn every_connected_graph(n: usize) -> Vec<Edges> {
    let pairs: Vec<(usize, usize)> =
        (1..=n).flat_map(|u| (u + 1..=n).map(move |v| (u, v))).collect();
    (0u32..1 << pairs.len())
        .map(|mask| {
            pairs
                .iter()
                .enumerate()
                .filter(|(i, _)| mask >> i & 1 == 1)
                .map(|(_, &p)| p)
                .collect::<Edges>()
        })
        .filter(|edges| connected(n, edges))
        .collect()
}

fn connected(n: usize, edges: &[(usize, usize)]) -> bool {
    let mut reach = vec![false; n + 1];
    reach[1] = true;
    for _ in 0..n {
        for &(u, v) in edges {
            if reach[u] || reach[v] {
                reach[u] = true;
                reach[v] = true;
            }
        }
    }
    reach.iter().skip(1).all(|&r| r)
}

/// A random connected graph: a random tree and each other pair with probability 1/3.
fn random_graph(rng: &mut Rng, n: usize) -> Edges {
    let mut edges: Edges = (2..=n).map(|v| (rng.range(1, v as u64 - 1) as usize, v)).collect();
    for u in 1..=n {
        for v in u + 1..=n {
            if !edges.contains(&(u, v)) && rng.range(0, 2) == 0 {
                edges.push((u, v));
            }
        }
    }
    edges
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::Program(Format {
            shape: Shape::Single,
            test,
            answer_shape: |line| line.split(' ').all(|p| p == "Alice" || p == "Bob"),
        })
    }

    fn interactor(&self) -> Option<&'static dyn Interactor> {
        crate::interact::interactor("codeforces_1991e_coloring_game")
    }

    /// One to three random connected graphs of 1 to 5 vertices; each case against every
    /// adversary.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        (0..RANDOM_CASES)
            .map(|_| {
                let games: Vec<(usize, Edges)> = (0..rng.range(1, 3))
                    .map(|_| {
                        let n = rng.range(1, 5) as usize;
                        (n, random_graph(rng, n))
                    })
                    .collect();
                let expected = answer(&games, first_alice_wins);
                Case::Text(case_text(&games, "random", rng.range(0, 1 << 30)), expected)
            })
            .collect()
    }

    /// Every connected labelled graph of 1 to 4 vertices (43 games in one case), against every
    /// adversary.
    fn small_cases(&self) -> Vec<Case> {
        let games: Vec<(usize, Edges)> = (1..=4)
            .flat_map(|n| every_connected_graph(n).into_iter().map(move |e| (n, e)))
            .collect();
        let expected = answer(&games, first_alice_wins);
        vec![Case::Text(case_text(&games, "best", 43), expected)]
    }

    /// The odd-cycle rule against the search on every connected labelled graph of 1 to 5
    /// vertices (778).
    fn check_reference(&self) {
        for n in 1..=5 {
            for edges in every_connected_graph(n) {
                assert_eq!(has_odd_cycle(n, &edges), first_alice_wins(n, &edges), "{:?}", edges);
            }
        }
    }

    /// Judge lines the program must refuse: bad counts, a self-loop, a judge move that breaks
    /// the rules (on the triangle the program is Alice and offers 1 2; on the path 1-2 it is
    /// Bob), a line holding more than the protocol gives it.
    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        let scripts = [
            "",
            "0\n",
            "1001\n",
            "1\n0 0\n",
            "1\n3 1\n",
            "1\n2 1\n1 1\n",
            "1\n2 1\n1 3\n",
            "1\n3 3\n1 2\n2 3\n1 3\n1 3\n",
            "1\n3 3\n1 2\n2 3\n1 3\n4 1\n",
            "1\n3 3\n1 2\n2 3\n1 3\n1 1\n1 1\n",
            "1\n2 1\n1 2\n2 2\n",
            "1\n2 1\n1 2\n0 3\n",
            "1\n2 1\n1 2\n1 x\n",
            // A judge line is a line: Alice's `1 2 3` is no offer followed by another.
            "1\n2 1\n1 2\n1 2 3\n",
            "1\n2 1\n1 2 2 1\n1 2\n",
            "1\n3 3\n1 2\n2 3\n1 3\n1 1 2 1\n",
        ];
        scripts.iter().map(|s| (s.to_string(), "")).collect()
    }

    /// The judge's limits: one bipartite graph of 10⁴ vertices and 10⁴ edges (the program as
    /// Bob, 10⁴ rounds), one with an odd cycle (as Alice), 1,000 games of 10 vertices.
    fn max_cases(&self, rng: &mut Rng) -> Vec<(&'static str, String)> {
        let n = 10_000;
        // A path plus even chords (v, v + 3): bipartite by the parity of v.
        let mut even: Edges = (1..n).map(|v| (v, v + 1)).collect();
        even.push((1, 4));
        // A path plus one chord (1, 3): a triangle.
        let mut odd: Edges = (1..n).map(|v| (v, v + 1)).collect();
        odd.push((1, 3));
        let small: Vec<(usize, Edges)> =
            (0..1000).map(|_| (10, random_tree_and_one(rng))).collect();
        vec![
            ("bipartite", case_text(&[(n, even)], "random", rng.range(0, 1 << 30))),
            ("odd-cycle", case_text(&[(n, odd)], "random", rng.range(0, 1 << 30))),
            ("many-games", case_text(&small, "greedy", rng.range(0, 1 << 30))),
        ]
    }
}

/// A random tree of 10 vertices and one more edge (10 edges: the sums stay within 10⁴).
fn random_tree_and_one(rng: &mut Rng) -> Edges {
    let mut edges: Edges = (2..=10).map(|v| (rng.range(1, v as u64 - 1) as usize, v)).collect();
    loop {
        let (u, v) = (rng.range(1, 10) as usize, rng.range(1, 10) as usize);
        if u < v && !edges.contains(&(u, v)) {
            edges.push((u, v));
            return edges;
        }
    }
}

/// Programs that cheat or stall, each given its verdict within the time limit.
#[test]
fn cheaters_are_caught() {
    let triangle = "1\n3 3\n1 2\n2 3\n1 3\nbest 1\n";
    let cheaters = [
        (
            "equal colours",
            triangle,
            "read t; read a; read b; read c; read d; echo Alice; echo 1 1",
            "WA game 1: invalid colours 1 1",
        ),
        (
            "Bob on an odd cycle",
            triangle,
            "read t; read a; read b; read c; read d; echo Bob; read x y; echo 1 $x; read x y; echo 2 $x; read x y; echo 3 $x",
            "WA game 1: lost as Bob",
        ),
    ];
    crate::interactive::assert_caught("codeforces_1991e_coloring_game", &cheaters);
}
