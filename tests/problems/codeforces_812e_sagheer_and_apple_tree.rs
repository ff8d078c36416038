//! Codeforces 812E · Sagheer and Apple Tree: apples on a rooted tree move down or are eaten
//! at the leaves; Sagheer swaps two nodes' apples, then Soliman moves first. Input `n` /
//! `a_1 … a_n` / `p_2 … p_n`; the number of swaps after which Sagheer wins. Oracle: every
//! swap, then the memoised search over whole positions (the apples on every node).
use crate::common::Rng;
use crate::inputs::random_tree;
use crate::layout::{integer, Format, Layout, Shape, MAX};
use crate::oracle::Oracle;
use crate::problem::{Case, Problem, RANDOM_CASES};
use std::collections::HashMap;

pub struct Game;

/// Children lists and depths of the tree of `parents` (p_2 … p_n), if it is a tree rooted
/// at node 1 whose leaves' depths have one parity.
fn shape(parents: &[usize]) -> Option<(Vec<Vec<usize>>, Vec<usize>)> {
    let n = parents.len() + 1;
    let mut children = vec![Vec::new(); n];
    for (i, &p) in parents.iter().enumerate() {
        children[p - 1].push(i + 1);
    }
    let mut depth = vec![usize::MAX; n];
    depth[0] = 0;
    let mut order = vec![0];
    let mut next = 0;
    while next < order.len() {
        let v = order[next];
        next += 1;
        for &c in &children[v] {
            depth[c] = depth[v] + 1;
            order.push(c);
        }
    }
    let mut leaf_parities = (0..n).filter(|&v| children[v].is_empty()).map(|v| depth[v] % 2);
    let first = leaf_parities.next()?;
    (order.len() == n && leaf_parities.all(|p| p == first)).then(|| (children, depth))
}

/// The known rule: xor X of the nodes at the leaves' depth parity; count the swaps making
/// it 0.
fn reference(apples: &[u64], parents: &[usize]) -> Option<String> {
    let (children, depth) = shape(parents)?;
    let n = apples.len();
    let leaf = (0..n).find(|&v| children[v].is_empty()).expect("a leaf");
    let even: Vec<bool> = depth.iter().map(|d| d % 2 == depth[leaf] % 2).collect();
    let xor = (0..n).filter(|&v| even[v]).fold(0, |x, v| x ^ apples[v]);
    let mut others: HashMap<u64, u128> = HashMap::new();
    for v in (0..n).filter(|&v| !even[v]) {
        *others.entry(apples[v]).or_insert(0) += 1;
    }
    let mut pairs: u128 =
        (0..n).filter(|&v| even[v]).map(|v| *others.get(&(apples[v] ^ xor)).unwrap_or(&0)).sum();
    if xor == 0 {
        let e = even.iter().filter(|&&e| e).count() as u128;
        let o = n as u128 - e;
        pairs += e * (e.max(1) - 1) / 2 + o * (o.max(1) - 1) / 2;
    }
    Some(pairs.to_string())
}

/// From the rules alone: a position is the apples on every node; a move takes 1 to all of a
/// node's apples and eats them (a leaf) or puts them on one child.
fn oracle(children: Vec<Vec<usize>>) -> Oracle {
    Oracle::new(
        move |apples: &[u64]| {
            let mut next = Vec::new();
            for v in 0..apples.len() {
                for take in 1..=apples[v] {
                    let mut after = apples.to_vec();
                    after[v] -= take;
                    if children[v].is_empty() {
                        next.push(after.clone());
                    }
                    for &c in &children[v] {
                        let mut moved = after.clone();
                        moved[c] += take;
                        next.push(moved);
                    }
                }
            }
            next
        },
        |apples| apples,
    )
}

/// Every swap of two nodes, each searched with Soliman to move.
fn oracle_answer(apples: &[u64], parents: &[usize]) -> String {
    let (children, _) = shape(parents).expect("a valid tree");
    let mut search = oracle(children);
    let n = apples.len();
    let mut count = 0;
    for u in 0..n {
        for v in u + 1..n {
            let mut swapped = apples.to_vec();
            swapped.swap(u, v);
            count += usize::from(!search.first_player_wins(&swapped));
        }
    }
    count.to_string()
}

/// A random tree of n nodes rooted at 1 with leaves of one depth parity: parents p_2 … p_n.
fn random_parents(rng: &mut Rng, n: usize) -> Vec<usize> {
    loop {
        let edges = random_tree(rng, n);
        let mut adjacent = vec![Vec::new(); n + 1];
        for &(a, b) in &edges {
            adjacent[a].push(b);
            adjacent[b].push(a);
        }
        let mut parent = vec![0; n + 1];
        let mut stack = vec![1];
        let mut seen = vec![false; n + 1];
        seen[1] = true;
        while let Some(v) = stack.pop() {
            for &w in &adjacent[v] {
                if !seen[w] {
                    seen[w] = true;
                    parent[w] = v;
                    stack.push(w);
                }
            }
        }
        let parents: Vec<usize> = parent[2..].to_vec();
        if shape(&parents).is_some() {
            return parents;
        }
    }
}

fn lines(apples: &[u64], parents: &[usize]) -> Vec<Vec<u64>> {
    vec![vec![apples.len() as u64], apples.to_vec(), parents.iter().map(|&p| p as u64).collect()]
}

fn case(rng: &mut Rng, n: usize, most: u64) -> Case {
    let parents = random_parents(rng, n);
    let apples = rng.values(n, 1, most);
    Case::Lines(lines(&apples, &parents), oracle_answer(&apples, &parents))
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::Program(Format {
            shape: Shape::Single,
            test: |c| {
                let n = c.int(2, MAX)?;
                let apples = c.values(n, 0, MAX)?;
                let parents = c.values(n - 1, 1, n)?;
                reference(&apples, &parents.iter().map(|&p| p as usize).collect::<Vec<_>>())
            },
            answer_shape: integer,
        })
    }

    /// Trees of 2 to 5 nodes, 1 to 2 apples a node.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        (0..RANDOM_CASES)
            .map(|_| {
                let n = rng.range(2, 5) as usize;
                case(rng, n, 2)
            })
            .collect()
    }

    /// 200 trees of 2 to 6 nodes with 1 to 3 apples a node, from a fixed seed.
    fn check_reference(&self) {
        let mut rng = Rng::new(812);
        for i in 0..200 {
            let n = 2 + i % 5;
            let parents = random_parents(&mut rng, n);
            let apples = rng.values(n, 1, if n <= 4 { 3 } else { 2 });
            let expected = oracle_answer(&apples, &parents);
            assert_eq!(reference(&apples, &parents), Some(expected), "{:?} {:?}", apples, parents);
        }
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        crate::problem::refused_at_once(&[
            "3\n1 2 3\n1 3\n",
            "3\n1 2 3\n2 3\n",
            "4\n1 1 1 1\n1 2 1\n",
            "3\n1 2 3\n1 4\n",
            "1\n5\n",
            "3\n1 2\n",
        ])
    }

    /// The judge's limits, n = 10^5 with a_i up to 10^7, and with a_i from 1 to 3 (many
    /// equal values: counts near n²/4); parents often larger than their children.
    fn max_cases(&self, rng: &mut Rng) -> Vec<(&'static str, String)> {
        let mut cases = Vec::new();
        for (name, most) in [("random", 10_000_000u64), ("small-values", 3)] {
            // A random tree of 60,000 nodes, a leaf child added under each leaf of odd depth.
            let mut parents: Vec<usize> =
                (2..=60_000).map(|i| rng.range(1, i as u64 - 1) as usize).collect();
            let (children, depth) = {
                let n = parents.len() + 1;
                let mut children = vec![0usize; n];
                let mut depth = vec![0usize; n];
                for (i, &p) in parents.iter().enumerate() {
                    children[p - 1] += 1;
                    depth[i + 1] = depth[p - 1] + 1;
                }
                (children, depth)
            };
            for v in 0..children.len() {
                if children[v] == 0 && depth[v] % 2 == 1 {
                    parents.push(v + 1);
                }
            }
            let n = parents.len() + 1;
            // Relabel every node but the root at random.
            let mut label: Vec<usize> = (1..=n).collect();
            for i in (2..n).rev() {
                label.swap(i, rng.range(1, i as u64) as usize);
            }
            let mut relabelled = vec![0; n - 1];
            for (i, &p) in parents.iter().enumerate() {
                relabelled[label[i + 1] - 2] = label[p - 1];
            }
            let apples = rng.values(n, 1, most);
            let text = lines(&apples, &relabelled)
                .iter()
                .map(|l| l.iter().map(u64::to_string).collect::<Vec<_>>().join(" ") + "\n")
                .collect();
            cases.push((name, text));
        }
        cases
    }
}

#[test]
fn statement_samples() {
    assert_eq!(oracle_answer(&[2, 2, 3], &[1, 1]), "1");
    assert_eq!(oracle_answer(&[1, 2, 3], &[1, 1]), "0");
}
