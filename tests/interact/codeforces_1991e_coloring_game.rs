//! The judge of Codeforces 1991E (Coloring Game), playing whichever of Alice and Bob the
//! program leaves it: it sends `t`, then per game `n m` and the edges; it reads `Alice` or
//! `Bob`; each round Alice's `a b` (1 ≤ a, b ≤ 3, a ≠ b) and Bob's `i c` (i uncoloured, c
//! offered) pass, the program's side checked; an invalid line, or a lost game at the end of its
//! n rounds, is answered `-1` and ends the run.
//! Case file: `t`, per game `n m` and m edges `u v` (a connected simple graph), then
//! `ADVERSARY SEED`. Summary: the player the program chose in each game, `Alice` or `Bob` (the
//! reference says which wins: Alice iff the graph has an odd cycle).
//! Adversaries, as Bob: `random` colours a random uncoloured vertex with a random offered
//! colour; `greedy` takes a vertex and offered colour that make no edge of one colour when there
//! is one; `best` plays by the search over whole games (`alice_wins`) when n ≤ 6, winning when
//! the program's offers let it, else as `greedy`. As Alice: `random` offers a random pair;
//! `greedy` the pair that leaves Bob the fewest safe (vertex, colour) choices; `best` a pair
//! the search says wins, when n ≤ 6 and there is one, else as `greedy`.
use super::{Adversary, CaseReader, Interactor, Link, Rng, Verdict};
use std::collections::HashMap;

pub struct Judge;

const PAIRS: [(u8, u8); 3] = [(1, 2), (1, 3), (2, 3)];

struct Graph {
    n: usize,
    edges: Vec<(usize, usize)>,
    neighbours: Vec<Vec<usize>>,
}

impl Graph {
    fn new(n: usize, edges: Vec<(usize, usize)>) -> Self {
        let mut neighbours = vec![Vec::new(); n + 1];
        for &(u, v) in &edges {
            neighbours[u].push(v);
            neighbours[v].push(u);
        }
        Graph { n, edges, neighbours }
    }

    /// Whether colouring `v` with `c` makes an edge of one colour (`colour[v]` 0: uncoloured).
    fn clashes(&self, colour: &[u8], v: usize, c: u8) -> bool {
        self.neighbours[v].iter().any(|&u| colour[u] == c)
    }

    fn any_clash(&self, colour: &[u8]) -> bool {
        self.edges.iter().any(|&(u, v)| colour[u] != 0 && colour[u] == colour[v])
    }
}

/// The search over whole games from the rules: whether Alice wins from `colour` (1-based,
/// 0 uncoloured), memoised by the colouring. An edge of one colour stays: Alice has won.
fn alice_wins(graph: &Graph, colour: &mut Vec<u8>, memo: &mut HashMap<Vec<u8>, bool>) -> bool {
    if graph.any_clash(colour) {
        return true;
    }
    if colour[1..].iter().all(|&c| c != 0) {
        return false;
    }
    if let Some(&known) = memo.get(colour) {
        return known;
    }
    let result = PAIRS.iter().any(|&pair| !bob_escapes(graph, colour, pair, memo));
    memo.insert(colour.clone(), result);
    result
}

/// Whether Bob, offered `pair`, has a move after which Alice does not win.
fn bob_escapes(
    graph: &Graph,
    colour: &mut Vec<u8>,
    (a, b): (u8, u8),
    memo: &mut HashMap<Vec<u8>, bool>,
) -> bool {
    bob_move(graph, colour, (a, b), memo).is_some()
}

/// A move of Bob's after which Alice does not win, if any.
fn bob_move(
    graph: &Graph,
    colour: &mut Vec<u8>,
    (a, b): (u8, u8),
    memo: &mut HashMap<Vec<u8>, bool>,
) -> Option<(usize, u8)> {
    for v in 1..=graph.n {
        if colour[v] != 0 {
            continue;
        }
        for c in [a, b] {
            colour[v] = c;
            let lost = alice_wins(graph, colour, memo);
            colour[v] = 0;
            if !lost {
                return Some((v, c));
            }
        }
    }
    None
}

/// Whether Alice wins on the graph from the start, by the search.
pub fn first_alice_wins(n: usize, edges: &[(usize, usize)]) -> bool {
    let graph = Graph::new(n, edges.to_vec());
    alice_wins(&graph, &mut vec![0; n + 1], &mut HashMap::new())
}

/// The judge's moves in one game.
struct Player<'a> {
    graph: &'a Graph,
    adversary: Adversary,
    memo: Option<HashMap<Vec<u8>, bool>>,
}

impl Player<'_> {
    fn safe_moves(&self, colour: &[u8], (a, b): (u8, u8)) -> Vec<(usize, u8)> {
        let uncoloured = (1..=self.graph.n).filter(|&v| colour[v] == 0);
        uncoloured
            .flat_map(|v| [(v, a), (v, b)])
            .filter(|&(v, c)| !self.graph.clashes(colour, v, c))
            .collect()
    }

    fn bob(&mut self, colour: &mut Vec<u8>, pair: (u8, u8), rng: &mut Rng) -> (usize, u8) {
        let uncoloured: Vec<usize> = (1..=self.graph.n).filter(|&v| colour[v] == 0).collect();
        if self.adversary == Adversary::Random {
            let v = uncoloured[rng.range(0, uncoloured.len() - 1)];
            return (v, if rng.range(0, 1) == 0 { pair.0 } else { pair.1 });
        }
        if let Some(memo) = self.memo.as_mut() {
            if let Some(found) = bob_move(self.graph, colour, pair, memo) {
                return found;
            }
        }
        let safe = self.safe_moves(colour, pair);
        safe.first().copied().unwrap_or((uncoloured[0], pair.0))
    }

    fn alice(&mut self, colour: &mut Vec<u8>, rng: &mut Rng) -> (u8, u8) {
        if self.adversary == Adversary::Random {
            return PAIRS[rng.range(0, 2)];
        }
        if let Some(memo) = self.memo.as_mut() {
            let graph = self.graph;
            if let Some(&pair) = PAIRS.iter().find(|&&pair| !bob_escapes(graph, colour, pair, memo))
            {
                return pair;
            }
        }
        *PAIRS.iter().min_by_key(|&&pair| self.safe_moves(colour, pair).len()).expect("a pair")
    }
}

fn read_graph(reader: &mut CaseReader) -> Result<Graph, Verdict> {
    let n = reader.int("n", 1, 10_000)? as usize;
    let m = reader.int("m", n as i64 - 1, 10_000)? as usize;
    let mut edges = Vec::new();
    for _ in 0..m {
        let u = reader.int("u", 1, n as i64)? as usize;
        let v = reader.int("v", 1, n as i64)? as usize;
        edges.push((u, v));
    }
    Ok(Graph::new(n, edges))
}

/// One game; Ok(the player the program chose) when it won.
fn play_game(
    link: &mut Link,
    graph: &Graph,
    adversary: Adversary,
    rng: &mut Rng,
    game: usize,
) -> Result<String, Verdict> {
    link.send(&format!("{} {}", graph.n, graph.edges.len()))?;
    for (u, v) in &graph.edges {
        link.send(&format!("{} {}", u, v))?;
    }
    let roles = ["Alice", "Bob"];
    let role = link.word("Alice or Bob", &roles)?;
    let memo =
        if graph.n <= 6 && adversary == Adversary::Best { Some(HashMap::new()) } else { None };
    let mut player = Player { graph, adversary, memo };
    let mut colour = vec![0u8; graph.n + 1];
    let invalid = |link: &mut Link, why: String| {
        // The verdict is the invalid move; a program already gone misses the judge's word.
        link.send("-1").ok();
        Verdict::WrongAnswer(format!("game {}: {}", game, why))
    };
    for _ in 0..graph.n {
        if role == 0 {
            let pair = link.ints("Alice's colours a b", 2)?;
            let (a, b) = (pair[0], pair[1]);
            if !(1..=3).contains(&a) || !(1..=3).contains(&b) || a == b {
                return Err(invalid(link, format!("invalid colours {} {}", a, b)));
            }
            let (v, c) = player.bob(&mut colour, (a as u8, b as u8), rng);
            colour[v] = c;
            link.send(&format!("{} {}", v, c))?;
        } else {
            let (a, b) = player.alice(&mut colour, rng);
            link.send(&format!("{} {}", a, b))?;
            let answer = link.ints("Bob's vertex and colour i c", 2)?;
            let (i, c) = (answer[0], answer[1]);
            let fits = (1..=graph.n as i64).contains(&i) && (c == a as i64 || c == b as i64);
            if !fits || colour[i as usize] != 0 {
                return Err(invalid(link, format!("invalid move {} {}", i, c)));
            }
            colour[i as usize] = c as u8;
        }
    }
    let alice_won = graph.any_clash(&colour);
    if alice_won != (role == 0) {
        return Err(invalid(link, format!("lost as {}", roles[role])));
    }
    Ok(roles[role].to_string())
}

impl Interactor for Judge {
    fn play(&self, case: &str, link: &mut Link) -> Result<String, Verdict> {
        let mut reader = CaseReader::new(case);
        let t = reader.int("t", 1, 1000)?;
        let graphs =
            (0..t).map(|_| read_graph(&mut reader)).collect::<Result<Vec<Graph>, Verdict>>()?;
        let (adversary, mut rng) = reader.adversary()?;
        reader.finish()?;
        link.send(&t.to_string())?;
        let mut chosen = Vec::new();
        for (game, graph) in graphs.iter().enumerate() {
            chosen.push(play_game(link, graph, adversary, &mut rng, game + 1)?);
        }
        Ok(chosen.join(" "))
    }
}

/// By hand: a triangle has an odd cycle (Alice wins); a path and a 4-cycle do not (Bob wins).
#[test]
fn small_graphs_by_hand() {
    assert!(first_alice_wins(3, &[(1, 2), (2, 3), (1, 3)]));
    assert!(!first_alice_wins(3, &[(1, 2), (2, 3)]));
    assert!(!first_alice_wins(4, &[(1, 2), (2, 3), (3, 4), (4, 1)]));
    assert!(!first_alice_wins(1, &[]));
}
