//! AtCoder AGC010 F (agc010_f) · Tree Game: A_i stones on the vertices of a tree; a piece is
//! put on a vertex, and each move takes a stone under it and moves it to a neighbour; who
//! finds no stone loses. Input `N`, `A_1 … A_N` and N − 1 edges; the start vertices from which
//! Takahashi (first) wins, ascending on one line. Oracle: the memoised search of `mod oracle`
//! over whole positions (the piece's vertex and every vertex's stones).
use crate::common::Rng;
use crate::inputs::{every_tree, is_tree, random_tree};
use crate::layout::{Cursor, Format, Layout, Shape};
use crate::problem::{refused_at_once, Case, Problem, RANDOM_CASES};

pub struct Game;

/// Most stones the binary accepts on a vertex.
const MAX_STONES: i64 = 1_000_000_000_000_000_000;

fn neighbours_of(n: usize, edges: &[(usize, usize)]) -> Vec<Vec<usize>> {
    let mut neighbours = vec![Vec::new(); n + 1];
    for &(a, b) in edges {
        neighbours[a].push(b);
        neighbours[b].push(a);
    }
    neighbours
}

/// The rule, recursed from every start: the mover at v, come from `from`, wins iff some other
/// neighbour u with fewer stones loses with the piece come from v (quadratic, plain).
fn reference(stones: &[u64], edges: &[(usize, usize)]) -> Vec<bool> {
    fn wins(neighbours: &[Vec<usize>], stones: &[u64], v: usize, from: usize) -> bool {
        neighbours[v]
            .iter()
            .any(|&u| u != from && stones[u] < stones[v] && !wins(neighbours, stones, u, v))
    }
    let n = stones.len() - 1;
    let neighbours = neighbours_of(n, edges);
    (0..=n).map(|v| v > 0 && wins(&neighbours, stones, v, 0)).collect()
}

/// The same rule decided once per vertex in ascending order of stones (checked against the
/// recursion on random trees), for trees too large to recurse from every start.
fn sorted_rule(stones: &[u64], edges: &[(usize, usize)]) -> Vec<bool> {
    let n = stones.len() - 1;
    let neighbours = neighbours_of(n, edges);
    let mut order: Vec<usize> = (1..=n).collect();
    order.sort_by_key(|&v| stones[v]);
    let mut winning = vec![false; n + 1];
    for v in order {
        winning[v] = neighbours[v].iter().any(|&u| stones[u] < stones[v] && !winning[u]);
    }
    winning
}

fn answer(winning: &[bool]) -> String {
    let starts: Vec<String> =
        (1..winning.len()).filter(|&v| winning[v]).map(|v| v.to_string()).collect();
    starts.join(" ")
}

/// Vertex numbers, ascending, separated by single spaces (or nothing).
fn is_vertex_list(line: &str) -> bool {
    if line.is_empty() {
        return true;
    }
    let numbers: Option<Vec<u64>> = line.split(' ').map(|w| w.parse().ok()).collect();
    numbers.map_or(false, |v| v.windows(2).all(|w| w[0] < w[1]) && !v.contains(&0))
}

fn test(c: &mut Cursor) -> Option<String> {
    let n = c.int(2, 1_000_000)? as usize;
    let mut stones = vec![0];
    stones.extend(c.values(n as i64, 0, MAX_STONES)?);
    let edges = (1..n)
        .map(|_| Some((c.int(1, n as i64)? as usize, c.int(1, n as i64)? as usize)))
        .collect::<Option<Vec<_>>>()?;
    if !is_tree(n, &edges) {
        return None;
    }
    let winning = if n <= 3000 { reference(&stones, &edges) } else { sorted_rule(&stones, &edges) };
    Some(answer(&winning))
}

/// `stones` from index 1 (index 0 unused).
fn case(stones: &[u64], edges: &[(usize, usize)]) -> Case {
    let n = stones.len() - 1;
    let mut lines = vec![vec![n as u64], stones[1..].to_vec()];
    lines.extend(edges.iter().map(|&(a, b)| vec![a as u64, b as u64]));
    Case::Lines(lines, answer(&oracle::winning_starts(stones, edges)))
}

fn random_stones(rng: &mut Rng, n: usize, most: u64) -> Vec<u64> {
    std::iter::once(0).chain((0..n).map(|_| rng.range(0, most))).collect()
}

/// Every choice of 0 to `most` stones on each of n vertices, index 0 unused.
fn every_stones(n: usize, most: u64) -> Vec<Vec<u64>> {
    let mut all = vec![vec![0]];
    for _ in 0..n {
        all = all
            .into_iter()
            .flat_map(|prefix| {
                (0..=most).map(move |count| {
                    let mut next = prefix.clone();
                    next.push(count);
                    next
                })
            })
            .collect();
    }
    all
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::Program(Format { shape: Shape::Single, test, answer_shape: is_vertex_list })
    }

    /// Random trees of 2 to 7 vertices with 0 to 3 stones on each (0 to 2 on 7 vertices).
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        (0..RANDOM_CASES)
            .map(|_| {
                let n = rng.range(2, 7) as usize;
                let most = if n == 7 { 2 } else { 3 };
                let stones = random_stones(rng, n, most);
                case(&stones, &random_tree(rng, n))
            })
            .collect()
    }

    /// Every labelled tree of 2 and 3 vertices with 0 to 2 stones on each (9 + 81).
    fn small_cases(&self) -> Vec<Case> {
        (2..=3)
            .flat_map(|n| {
                every_tree(n).into_iter().flat_map(move |edges| {
                    every_stones(n, 2).into_iter().map(move |stones| case(&stones, &edges))
                })
            })
            .collect()
    }

    /// Every labelled tree of 2 to 5 vertices with 0 to 2 stones on each, and 300 random trees
    /// of 6 to 8 vertices with 0 to 2, against the oracle; and the sorted rule against the
    /// recursion on 300 random trees of up to 60 vertices with 0 to 5 stones each.
    fn check_reference(&self) {
        let mut rng = Rng::new(10);
        for n in 2..=5 {
            for edges in every_tree(n) {
                for stones in every_stones(n, 2) {
                    let found = oracle::winning_starts(&stones, &edges);
                    assert_eq!(reference(&stones, &edges), found, "{:?} {:?}", stones, edges);
                }
            }
        }
        for _ in 0..300 {
            let n = rng.range(6, 8) as usize;
            let stones = random_stones(&mut rng, n, 2);
            let edges = random_tree(&mut rng, n);
            let found = oracle::winning_starts(&stones, &edges);
            assert_eq!(reference(&stones, &edges), found, "{:?} {:?}", stones, edges);
        }
        for _ in 0..300 {
            let n = rng.range(2, 60) as usize;
            let stones = random_stones(&mut rng, n, 5);
            let edges = random_tree(&mut rng, n);
            assert_eq!(reference(&stones, &edges), sorted_rule(&stones, &edges), "{:?}", edges);
        }
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        refused_at_once(&[
            "1\n5\n",
            "3\n1 2 3\n1 2\n2 1\n",
            "3\n1 2 3\n1 2\n2 4\n",
            "3\n1 2 -3\n1 2\n2 3\n",
            "2\n1 1000000000000000001\n1 2\n",
            "3\n1 2 3\n1 1\n1 2\n",
            "3\n1 2 3\n1 2\n",
            "3\n1 2\n1 2\n2 3\n",
            "1000001\n",
        ])
    }

    /// The judge's limits, 3000 vertices and 10^9 stones: a random tree, a path whose stones
    /// fall along it (every vertex's rule rests on the next) and a star with random stones;
    /// ours, 10^6 vertices: a random tree and a falling path, stones up to 10^18.
    fn max_cases(&self, rng: &mut Rng) -> Vec<(&'static str, String)> {
        let render = |stones: &[u64], edges: &[(usize, usize)]| {
            let counts: Vec<String> = stones[1..].iter().map(u64::to_string).collect();
            let lines: String = edges.iter().map(|(a, b)| format!("{} {}\n", a, b)).collect();
            format!("{}\n{}\n{}", stones.len() - 1, counts.join(" "), lines)
        };
        let falling_path = |rng: &mut Rng, n: usize, top: u64| {
            let mut stones = vec![0; n + 1];
            let mut label: Vec<usize> = (1..=n).collect();
            for i in (1..n).rev() {
                label.swap(i, rng.range(0, i as u64) as usize);
            }
            for (i, &v) in label.iter().enumerate() {
                stones[v] = top - i as u64;
            }
            let edges: Vec<(usize, usize)> = (1..n).map(|i| (label[i - 1], label[i])).collect();
            render(&stones, &edges)
        };
        let n = 3000;
        let random = render(&random_stones(rng, n, 1_000_000_000), &random_tree(rng, n));
        let path = falling_path(rng, n, 1_000_000_000);
        let star_edges: Vec<(usize, usize)> = (2..=n).map(|v| (1, v)).collect();
        let star = render(&random_stones(rng, n, 1_000_000_000), &star_edges);
        let big = 1_000_000;
        let ours = render(&random_stones(rng, big, MAX_STONES as u64), &random_tree(rng, big));
        let ours_path = falling_path(rng, big, MAX_STONES as u64);
        vec![
            ("random", random),
            ("falling-path", path),
            ("star", star),
            ("accepted-limit", ours),
            ("accepted-limit-path", ours_path),
        ]
    }
}

mod oracle {
    //! Oracle for AtCoder AGC010 F "Tree Game" (https://atcoder.jp/contests/agc010/tasks/agc010_f),
    //! from the rules alone.
    //!
    //! Rules as implemented: a tree on 1..=n, stones[v] stones on vertex v, a piece on a
    //! vertex. The mover takes one stone from the piece's vertex and moves the piece to any
    //! neighbour; with no stone there, the mover loses. A position is the piece's vertex and
    //! every vertex's stones; the stones only fall, so the game ends.
    //!
    //! Search: memoised win/lose over all positions, the stones encoded in base (most + 1).

    /// For each vertex v (index 0 unused, false): whether Takahashi, to move with the piece
    /// put on v, wins.
    pub fn winning_starts(stones: &[u64], edges: &[(usize, usize)]) -> Vec<bool> {
        let n = stones.len() - 1;
        let mut neighbours = vec![Vec::new(); n];
        for &(a, b) in edges {
            neighbours[a - 1].push(b - 1);
            neighbours[b - 1].push(a - 1);
        }
        let base = stones[1..].iter().copied().max().unwrap_or(0) + 1;
        let place: Vec<u64> = (0..n as u32).map(|v| base.pow(v)).collect();
        let code: u64 = (0..n).map(|v| stones[v + 1] * place[v]).sum();
        let positions = base.pow(n as u32) as usize;
        let memo = vec![None; n * positions];
        let mut search = Search { neighbours, base, place, positions, memo };
        std::iter::once(false).chain((0..n).map(|v| search.wins(v, code))).collect()
    }

    struct Search {
        neighbours: Vec<Vec<usize>>,
        base: u64,
        place: Vec<u64>,
        positions: usize,
        memo: Vec<Option<bool>>,
    }

    impl Search {
        fn wins(&mut self, piece: usize, code: u64) -> bool {
            let key = piece * self.positions + code as usize;
            if let Some(known) = self.memo[key] {
                return known;
            }
            let here = code / self.place[piece] % self.base;
            let result = here > 0 && {
                let after = code - self.place[piece];
                let moves = self.neighbours[piece].clone();
                moves.into_iter().any(|u| !self.wins(u, after))
            };
            self.memo[key] = Some(result);
            result
        }
    }

    #[test]
    fn small_trees_by_hand() {
        // Two vertices, one stone on 1: from 1, take it and move to the empty 2; from 2, no
        // stone at all.
        assert_eq!(winning_starts(&[0, 1, 0], &[(1, 2)]), vec![false, true, false]);
        // One stone on each: whoever moves first takes and moves onto a full vertex, then
        // the opponent does the same back onto an empty one.
        assert_eq!(winning_starts(&[0, 1, 1], &[(1, 2)]), vec![false, false, false]);
    }
}
