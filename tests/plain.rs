//! Plain reference solvers that several problems share: the interval table of an end-taking
//! game, prefix sums, mex, and the Grundy values of a subtraction game. Each is checked against
//! the oracles through the problems that use it.
use std::collections::BTreeSet;

/// prefix[i]: the sum of values[..i], for 0 ≤ i ≤ n.
pub fn prefix_sums(values: &[i64]) -> Vec<i64> {
    let mut prefix = vec![0; values.len() + 1];
    for (i, &v) in values.iter().enumerate() {
        prefix[i + 1] = prefix[i] + v;
    }
    prefix
}

/// The most the player to move can finish ahead by, taking either end of the row each turn.
pub fn end_taking_lead(row: &[i64]) -> i64 {
    let n = row.len();
    let mut lead = row.to_vec(); // lead[i]: the stretch of the current length from i
    for len in 2..=n {
        for i in 0..=n - len {
            lead[i] = (row[i] - lead[i + 1]).max(row[i + len - 1] - lead[i]);
        }
    }
    lead.first().copied().unwrap_or(0)
}

/// The least value not in `values`.
pub fn mex(values: &BTreeSet<u64>) -> u64 {
    (0..).find(|v| !values.contains(v)).expect("a finite set misses some value")
}

/// Sprague–Grundy values g(0..=largest) of a subtraction game: g(h) = mex over the move
/// sizes s ≤ h of g(h − s).
pub fn subtraction_grundy(moves: &[u64], largest: u64) -> Vec<u64> {
    let mut g: Vec<u64> = Vec::new();
    for h in 0..=largest {
        let mut seen = vec![false; moves.len() + 1];
        for &s in moves.iter().filter(|&&s| s <= h) {
            seen[(g[(h - s) as usize] as usize).min(moves.len())] = true;
        }
        g.push(seen.iter().position(|&s| !s).expect("more slots than options") as u64);
    }
    g
}

/// Outcome labels of `retrograde`: the mouse (the player to move in turn 0 states) wins, or
/// the cat does; 0 is a draw.
pub const MOUSE: u8 = 1;
pub const CAT: u8 = 2;

/// Retrograde analysis over (mouse, cat, mover) states of a cat-and-mouse game on `cells`
/// cells, the state (m, c, t) at index `(m * cells + c) * 2 + t` (t = 0: the mouse moves):
/// `moves(m, c, mover)` lists the next states, `terminal` labels the ended ones; a state is
/// labelled once its mover has a move to a state it wins, or once every move leads to a
/// state the other wins; the rest are draws.
pub fn retrograde(
    cells: usize,
    moves: &dyn Fn(usize, usize, usize) -> Vec<(usize, usize)>,
    terminal: &dyn Fn(usize, usize) -> Option<u8>,
) -> Vec<u8> {
    let index = |m: usize, c: usize, t: usize| (m * cells + c) * 2 + t;
    let mut label = vec![0u8; cells * cells * 2];
    let mut left = vec![0usize; cells * cells * 2];
    let mut parents = vec![Vec::new(); cells * cells * 2];
    let mut queue = std::collections::VecDeque::new();
    for m in 0..cells {
        for c in 0..cells {
            for t in 0..2 {
                let state = index(m, c, t);
                if let Some(outcome) = terminal(m, c) {
                    label[state] = outcome;
                    queue.push_back(state);
                    continue;
                }
                let next = moves(m, c, t);
                left[state] = next.len();
                for (nm, nc) in next {
                    parents[index(nm, nc, 1 - t)].push(state);
                }
            }
        }
    }
    while let Some(state) = queue.pop_front() {
        for &parent in &parents[state] {
            if label[parent] != 0 {
                continue;
            }
            let mover_wins = if parent % 2 == 0 { MOUSE } else { CAT };
            left[parent] -= 1;
            if label[state] == mover_wins || left[parent] == 0 {
                label[parent] = label[state];
                queue.push_back(parent);
            }
        }
    }
    label
}
