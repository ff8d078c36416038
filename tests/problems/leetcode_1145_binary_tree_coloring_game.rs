//! LeetCode 1145 · Binary Tree Coloring Game: red takes x, blue some y, then each colours an
//! uncoloured neighbour of their colour in turn (or passes); more nodes wins. Input: `root`
//! (level order), `n`, `x` per case; `true` when blue (the second player) can win. Oracle:
//! every choice of y and the minimax of the colouring itself, in `mod oracle`.
use crate::common::Rng;
use crate::layout::{always, boolean, Kind, Layout, Signature, Value, INVALID};
use crate::problem::{Case, Problem, RANDOM_CASES};

pub struct Game;

/// A tree as parent links: `parent[v]` for the nodes 1..=n (0 for the root), from a level-order
/// list; None if a value has no parent to hang from.
fn parents(items: &[Option<i64>]) -> Option<Vec<usize>> {
    let n = items.iter().flatten().count();
    let mut parent = vec![0usize; n + 1];
    let mut queue = std::collections::VecDeque::new();
    let mut rest = items.iter();
    match rest.next() {
        Some(Some(root)) => queue.push_back(*root as usize),
        Some(None) => return if rest.any(Option::is_some) { None } else { Some(parent) },
        None => return Some(parent),
    }
    let mut slots = 0;
    for item in rest {
        let holder = *queue.front()?;
        if let Some(v) = item {
            *parent.get_mut(*v as usize)? = holder;
            queue.push_back(*v as usize);
        }
        slots += 1;
        if slots % 2 == 0 {
            queue.pop_front();
        }
    }
    Some(parent)
}

/// The three parts of the rule, from parent links: blue wins iff one exceeds n/2.
fn reference(case: &[Value]) -> String {
    let (items, n, x) = (case[0].tree(), case[1].int(), case[2].int());
    let mut values: Vec<i64> = items.iter().flatten().copied().collect();
    values.sort_unstable();
    if !(1..=100).contains(&n) || n % 2 == 0 || values != (1..=n).collect::<Vec<_>>() || !(1..=n).contains(&x) {
        return INVALID.to_string();
    }
    let parent = match parents(items) {
        Some(parent) => parent,
        None => return INVALID.to_string(),
    };
    let n = n as usize;
    // size[v]: the nodes of v's subtree, from the deepest up (a node's parent never later).
    let depth = |mut v: usize| {
        let mut d = 0;
        while parent[v] != 0 {
            v = parent[v];
            d += 1;
        }
        d
    };
    let mut order: Vec<usize> = (1..=n).collect();
    order.sort_by_key(|&v| std::cmp::Reverse(depth(v)));
    let mut size = vec![1usize; n + 1];
    for &v in &order {
        if parent[v] != 0 {
            size[parent[v]] += size[v];
        }
    }
    let x = x as usize;
    let children: Vec<usize> = (1..=n).filter(|&v| parent[v] == x).map(|v| size[v]).collect();
    let above = n - size[x];
    let largest = children.iter().copied().chain(std::iter::once(above)).max().unwrap_or(0);
    (largest > n / 2).to_string()
}

/// A random binary tree of n nodes valued by a shuffle of 1..=n, as a level-order list.
fn random_tree(rng: &mut Rng, n: usize) -> Vec<Option<i64>> {
    let mut labels: Vec<i64> = (1..=n as i64).collect();
    for i in (1..n).rev() {
        labels.swap(i, rng.range(0, i as u64) as usize);
    }
    // Grow the shape: each new node takes a random free child slot of the nodes so far.
    let mut left = vec![None; n];
    let mut right = vec![None; n];
    for v in 1..n {
        loop {
            let p = rng.range(0, v as u64 - 1) as usize;
            let slot = if rng.range(0, 1) == 0 { &mut left[p] } else { &mut right[p] };
            if slot.is_none() {
                *slot = Some(v);
                break;
            }
        }
    }
    let mut items = Vec::new();
    let mut queue = std::collections::VecDeque::from(vec![Some(0usize)]);
    while let Some(node) = queue.pop_front() {
        match node {
            Some(v) => {
                items.push(Some(labels[v]));
                queue.push_back(left[v]);
                queue.push_back(right[v]);
            }
            None => items.push(None),
        }
    }
    while items.last() == Some(&None) {
        items.pop();
    }
    items
}

fn tree_text(items: &[Option<i64>]) -> String {
    let cells: Vec<String> = items.iter().map(|i| i.map_or("null".to_string(), |v| v.to_string())).collect();
    format!("[{}]", cells.join(","))
}

fn case(items: &[Option<i64>], x: usize) -> Case {
    let n = items.iter().flatten().count();
    let parent = parents(items).expect("a well-formed tree");
    let params = vec![("root", tree_text(items)), ("n", n.to_string()), ("x", x.to_string())];
    Case::Params(params, oracle::blue_can_win(&parent, x).to_string())
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::LeetCode(Signature { kinds: &[Kind::Tree, Kind::Int, Kind::Int], answer: reference, affordable: always, shape: boolean })
    }

    /// Random trees of 1, 3, 5, 7 or 9 nodes, x at random.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        (0..RANDOM_CASES)
            .map(|_| {
                let n = 2 * rng.range(0, 4) as usize + 1;
                let items = random_tree(rng, n);
                case(&items, rng.range(1, n as u64) as usize)
            })
            .collect()
    }

    /// Every x of 40 random trees of 7 nodes.
    fn small_cases(&self) -> Vec<Case> {
        let mut rng = Rng::new(11450);
        (0..40).flat_map(|_| {
            let items = random_tree(&mut rng, 7);
            (1..=7).map(move |x| case(&items, x)).collect::<Vec<_>>()
        }).collect()
    }

    /// 400 random trees of up to 11 nodes, every x.
    fn check_reference(&self) {
        let mut rng = Rng::new(1145);
        for _ in 0..400 {
            let n = 2 * rng.range(0, 5) as usize + 1;
            let items = random_tree(&mut rng, n);
            let parent = parents(&items).expect("well formed");
            for x in 1..=n {
                let values = [Value::Tree(items.clone()), Value::Int(n as i64), Value::Int(x as i64)];
                assert_eq!(reference(&values), oracle::blue_can_win(&parent, x).to_string(), "{:?} x {}", items, x);
            }
        }
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        vec![
            ("[1,2,3]\n3\n1\n[1,2]\n2\n1".into(), "false\n"),
            ("[1,null,null,2]\n2\n1".into(), ""),
            ("[1,2,3]\n3\n4".into(), ""),
            ("[1,2,2]\n3\n1".into(), ""),
            ("[1,2,x]\n3\n1".into(), ""),
        ]
    }

    /// LeetCode's largest: random trees of 99 nodes, and a path of 99.
    fn max_cases(&self, rng: &mut Rng) -> Vec<(&'static str, String)> {
        let mut text = String::new();
        for _ in 0..20 {
            let items = random_tree(rng, 99);
            text.push_str(&format!("{}\n99\n{}\n", tree_text(&items), rng.range(1, 99)));
        }
        let path: Vec<Option<i64>> = (1..=99).flat_map(|v| if v < 99 { vec![Some(v), None] } else { vec![Some(v)] }).collect();
        text.push_str(&format!("{}\n99\n50\n", tree_text(&path)));
        vec![("large-trees", text)]
    }
}

mod oracle {
    //! Oracle for LeetCode 1145 "Binary Tree Coloring Game", from the rules alone.
    //!
    //! Rules as implemented: a tree (as parent links over 1..n); red has coloured x; blue
    //! chooses any other node y; then, red first, each player in turn colours an uncoloured
    //! node adjacent to one of their own colour, or passes when there is none; when both pass
    //! in a row the game ends and the player with more coloured nodes wins.
    //!
    //! Search: for each y, the minimax of (blue's count − red's count) at the end over every
    //! line of play, memoised by (red set, blue set, whose turn) as bit masks.
    use std::collections::HashMap;

    pub fn blue_can_win(parent: &[usize], x: usize) -> bool {
        let n = parent.len() - 1;
        let mut neighbours = vec![0u128; n + 1];
        for v in 1..=n {
            if parent[v] != 0 {
                neighbours[v] |= 1 << parent[v];
                neighbours[parent[v]] |= 1 << v;
            }
        }
        (1..=n).filter(|&y| y != x).any(|y| {
            let mut memo = HashMap::new();
            lead(1 << x, 1 << y, true, false, &neighbours, &mut memo) > 0
        })
    }

    /// Blue's final count minus red's, from here; `passed`: the other player just passed.
    fn lead(red: u128, blue: u128, red_moves: bool, passed: bool, neighbours: &[u128], memo: &mut HashMap<(u128, u128, bool, bool), i64>) -> i64 {
        if let Some(&known) = memo.get(&(red, blue, red_moves, passed)) {
            return known;
        }
        let mine = if red_moves { red } else { blue };
        let free = !(red | blue);
        let reach = (1..neighbours.len()).filter(|&v| mine >> v & 1 == 1).fold(0u128, |m, v| m | neighbours[v]) & free;
        let value = if reach == 0 {
            if passed {
                blue.count_ones() as i64 - red.count_ones() as i64
            } else {
                lead(red, blue, !red_moves, true, neighbours, memo)
            }
        } else {
            let results = (1..neighbours.len()).filter(|&v| reach >> v & 1 == 1).map(|v| {
                if red_moves {
                    lead(red | 1 << v, blue, false, false, neighbours, memo)
                } else {
                    lead(red, blue | 1 << v, true, false, neighbours, memo)
                }
            });
            if red_moves { results.min() } else { results.max() }.expect("a move")
        };
        memo.insert((red, blue, red_moves, passed), value);
        value
    }

    #[test]
    fn leetcode_examples() {
        // [1,2,3,4,5,6,7,8,9,10,11], x = 3: blue takes 2's side.
        let parent: Vec<usize> = (0..=11).map(|v| if v <= 1 { 0 } else { v / 2 }).collect();
        assert!(blue_can_win(&parent, 3));
        assert!(!blue_can_win(&[0, 0, 1, 1], 1));
    }
}
