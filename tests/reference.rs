//! Plain reference solvers: the known theorems written the obvious way, checked against the
//! exhaustive oracles on small positions (tests/differential.rs), and used to give the expected
//! answers of stored inputs too large for the oracles.
use std::collections::BTreeSet;

pub fn nim(piles: &[u64]) -> bool {
    piles.iter().fold(0, |xor, &pile| xor ^ pile) != 0
}

/// Nim on the odd stairs: `stairs[0]` is stair 1.
pub fn staircase_nim(stairs: &[u64]) -> bool {
    stairs.iter().step_by(2).fold(0, |xor, &stones| xor ^ stones) != 0
}

fn mex(values: &BTreeSet<u64>) -> u64 {
    (0..).find(|v| !values.contains(v)).expect("a finite set misses some value")
}

/// Sprague–Grundy: g(h) = mex over move sizes s ≤ h of g(h − s), pile sizes in increasing order.
pub fn set_nim(moves: &[u64], piles: &[u64]) -> bool {
    let largest = piles.iter().copied().max().unwrap_or(0);
    let mut g: Vec<u64> = Vec::new();
    for h in 0..=largest {
        let options = moves.iter().filter(|&&s| s <= h).map(|&s| g[(h - s) as usize]).collect();
        g.push(mex(&options));
    }
    piles.iter().fold(0, |xor, &pile| xor ^ g[pile as usize]) != 0
}

/// Sprague–Grundy: g(a) = mex over all splits (i, j), i, j < a, of g(i) ⊕ g(j).
pub fn split_nim(piles: &[u64]) -> bool {
    let largest = piles.iter().copied().max().unwrap_or(0) as usize;
    let mut g: Vec<u64> = Vec::new();
    for a in 0..=largest {
        let options =
            (0..a).flat_map(|i| (0..a).map(move |j| (i, j))).map(|(i, j)| g[i] ^ g[j]).collect();
        g.push(mex(&options));
    }
    piles.iter().fold(0, |xor, &pile| xor ^ g[pile as usize]) != 0
}

pub fn yes_no(first_player_wins: bool) -> &'static str {
    if first_player_wins {
        "Yes"
    } else {
        "No"
    }
}

/// The integers of an input, whatever whitespace separates them.
fn integers(input: &str) -> Vec<u64> {
    input
        .split(|c: char| c.is_whitespace() || c == '\u{FEFF}')
        .filter(|token| !token.is_empty())
        .map(|token| {
            token
                .parse::<i64>()
                .unwrap_or_else(|_| panic!("not an integer: {:?}", token))
                .unsigned_abs()
        })
        .collect()
}

/// Splits AcWing-style input into its groups: a count, then that many values, `groups` times.
pub fn counted_groups(input: &str, groups: usize) -> Vec<Vec<u64>> {
    let numbers = integers(input);
    let mut rest = &numbers[..];
    let mut result = Vec::new();
    for _ in 0..groups {
        let count = rest[0] as usize;
        result.push(rest[1..=count].to_vec());
        rest = &rest[count + 1..];
    }
    assert!(rest.is_empty(), "values after the last group");
    result
}

/// The expected output of `binary` on a valid `input`, or `None` for a binary without one here.
pub fn expected_output(binary: &str, input: &str) -> Option<String> {
    let answer = match binary {
        "acwing_891_nim" => yes_no(nim(&counted_groups(input, 1)[0])),
        "acwing_892_staircase_nim" => yes_no(staircase_nim(&counted_groups(input, 1)[0])),
        "acwing_893_set_nim" => {
            let groups = counted_groups(input, 2);
            yes_no(set_nim(&groups[0], &groups[1]))
        }
        "acwing_894_split_nim" => yes_no(split_nim(&counted_groups(input, 1)[0])),
        _ => return None,
    };
    Some(format!("{}\n", answer))
}
