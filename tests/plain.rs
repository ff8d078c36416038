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
