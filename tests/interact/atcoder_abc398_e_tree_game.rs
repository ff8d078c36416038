//! The judge of AtCoder ABC398 E (Tree Game), playing Takahashi: it sends `N` and the tree's
//! edges, reads `First` or `Second`, then alternates: it reads the program's `i j` and checks it
//! by the rules (1 ≤ i < j ≤ N, absent, and the graph with it has no odd cycle: a 2-colouring by
//! search succeeds); it answers `-1 -1` when it has no move itself (the program has won) or to
//! a move that breaks the rules (lost), else its own move.
//! The stored copies of the statement read here stop before saying what the judge answers to
//! a move that breaks the rules; accepted programs end at any `-1 -1`, so that is the answer.
//! Case file: `N`, the N − 1 edges `U V` (1 ≤ U < V ≤ N, a tree), then `ADVERSARY SEED`.
//! Summary: the side the program chose, `First` or `Second` (the reference says which wins).
//! The judge's moves: while the graph stays connected and bipartite, a pair is legal exactly
//! when absent and across the current 2-colouring, so it lists those. Every legal move leaves
//! the same number of moves to come, so no judge plays better than another here: `random`
//! takes a random legal pair, `greedy` the first in order, `best` a winning move by the search
//! over whole games (`first_player_wins`) when N ≤ 7 and there is one, else the last in order.
use super::{Adversary, CaseReader, Interactor, Link, Rng, Verdict};
use std::collections::HashMap;

pub struct Judge;

/// The graph's 2-colouring from vertex 1 (1-based; None if it has an odd cycle). The graphs
/// here are connected: they contain the tree.
fn colouring(edge: &[Vec<bool>]) -> Option<Vec<bool>> {
    let n = edge.len() - 1;
    let mut colour: Vec<Option<bool>> = vec![None; n + 1];
    colour[1] = Some(false);
    let mut stack = vec![1];
    while let Some(u) = stack.pop() {
        for v in 1..=n {
            if edge[u][v] {
                let wanted = colour[u].map(|c| !c);
                match colour[v] {
                    None => {
                        colour[v] = wanted;
                        stack.push(v);
                    }
                    Some(c) if Some(c) != wanted => return None,
                    _ => {}
                }
            }
        }
    }
    Some(colour.iter().map(|c| c.unwrap_or(false)).collect())
}

/// Whether adding (i, j) is a move by the rules.
fn legal(edge: &mut [Vec<bool>], i: i64, j: i64) -> bool {
    let n = edge.len() as i64 - 1;
    if i < 1 || j <= i || j > n || edge[i as usize][j as usize] {
        return false;
    }
    let (i, j) = (i as usize, j as usize);
    edge[i][j] = true;
    edge[j][i] = true;
    let bipartite = colouring(edge).is_some();
    edge[i][j] = false;
    edge[j][i] = false;
    bipartite
}

fn add(edge: &mut [Vec<bool>], i: usize, j: usize) {
    edge[i][j] = true;
    edge[j][i] = true;
}

fn graph(n: usize, edges: &[(usize, usize)]) -> Vec<Vec<bool>> {
    let mut edge = vec![vec![false; n + 1]; n + 1];
    for &(u, v) in edges {
        add(&mut edge, u, v);
    }
    edge
}

/// The search over whole games from the rules: win or loss for the player to move, memoised
/// by the set of edges.
fn wins(edge: &mut Vec<Vec<bool>>, memo: &mut HashMap<Vec<Vec<bool>>, bool>) -> bool {
    if let Some(&known) = memo.get(edge) {
        return known;
    }
    let n = edge.len() - 1;
    let mut result = false;
    'moves: for i in 1..=n {
        for j in i + 1..=n {
            if legal(edge, i as i64, j as i64) {
                add(edge, i, j);
                let reply = wins(edge, memo);
                edge[i][j] = false;
                edge[j][i] = false;
                if !reply {
                    result = true;
                    break 'moves;
                }
            }
        }
    }
    memo.insert(edge.clone(), result);
    result
}

/// Whether the first player wins on the tree with these edges, by the search.
pub fn first_player_wins(n: usize, edges: &[(usize, usize)]) -> bool {
    wins(&mut graph(n, edges), &mut HashMap::new())
}

/// The judge's move, None when it has none.
fn choose(
    edge: &mut Vec<Vec<bool>>,
    adversary: Adversary,
    rng: &mut Rng,
) -> Option<(usize, usize)> {
    let n = edge.len() - 1;
    let colour = colouring(edge)?;
    let moves: Vec<(usize, usize)> = (1..=n)
        .flat_map(|i| (i + 1..=n).map(move |j| (i, j)))
        .filter(|&(i, j)| colour[i] != colour[j] && !edge[i][j])
        .collect();
    let last = *moves.last()?;
    Some(match adversary {
        Adversary::Random => moves[rng.range(0, moves.len() - 1)],
        Adversary::Greedy => moves[0],
        Adversary::Best if n <= 7 => {
            let mut memo = HashMap::new();
            let winning = moves.iter().copied().find(|&(i, j)| {
                add(edge, i, j);
                let reply = wins(edge, &mut memo);
                edge[i][j] = false;
                edge[j][i] = false;
                !reply
            });
            winning.unwrap_or(last)
        }
        Adversary::Best => last,
    })
}

/// The tree of a case file; errors are `BadCase`.
fn read_tree(reader: &mut CaseReader) -> Result<(usize, Vec<(usize, usize)>), Verdict> {
    let n = reader.int("N", 2, 100)? as usize;
    let mut edges = Vec::new();
    for _ in 1..n {
        let u = reader.int("U", 1, n as i64 - 1)? as usize;
        let v = reader.int("V", u as i64 + 1, n as i64)? as usize;
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
    // N − 1 edges reaching every vertex: a tree.
    if reach.iter().skip(1).any(|&r| !r) {
        return Err(Verdict::BadCase("the edges of a tree".to_string()));
    }
    Ok((n, edges))
}

impl Interactor for Judge {
    fn play(&self, case: &str, link: &mut Link) -> Result<String, Verdict> {
        let mut reader = CaseReader::new(case);
        let (n, edges) = read_tree(&mut reader)?;
        let (adversary, mut rng) = reader.adversary()?;
        reader.finish()?;
        let mut edge = graph(n, &edges);
        link.send(&n.to_string())?;
        for (u, v) in &edges {
            link.send(&format!("{} {}", u, v))?;
        }
        let sides = ["First", "Second"];
        let side = link.word("First or Second", &sides)?;
        let mut programs_turn = side == 0;
        loop {
            if programs_turn {
                let numbers = link.ints("a move i j", 2)?;
                let (i, j) = (numbers[0], numbers[1]);
                if !legal(&mut edge, i, j) {
                    // The verdict is the loss; a program already gone misses the judge's word.
                    link.send("-1 -1").ok();
                    return Err(Verdict::WrongAnswer(format!("illegal move {} {}", i, j)));
                }
                add(&mut edge, i as usize, j as usize);
            } else {
                match choose(&mut edge, adversary, &mut rng) {
                    None => {
                        link.send("-1 -1")?;
                        return Ok(sides[side].to_string());
                    }
                    Some((i, j)) => {
                        add(&mut edge, i, j);
                        link.send(&format!("{} {}", i, j))?;
                    }
                }
            }
            programs_turn = !programs_turn;
        }
    }
}

/// By hand: a path of 4 has one move (1 4): the first player wins; a star has none.
#[test]
fn small_trees_by_hand() {
    assert!(first_player_wins(4, &[(1, 2), (2, 3), (3, 4)]));
    assert!(!first_player_wins(4, &[(1, 2), (1, 3), (1, 4)]));
    let mut path = graph(4, &[(1, 2), (2, 3), (3, 4)]);
    assert!(!legal(&mut path, 1, 3), "1 and 3 lie on one side: a triangle");
    assert!(legal(&mut path, 1, 4) && !legal(&mut path, 4, 1) && !legal(&mut path, 1, 2));
}
