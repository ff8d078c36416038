//! Plain reference solvers: the known theorems written the obvious way, checked against the
//! exhaustive oracles on small positions (tests/differential.rs), and used to give the expected
//! answers of stored inputs too large for the oracles.
use crate::leetcode_input;
use std::collections::{BTreeSet, HashMap};

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

/// LeetCode 292 by the known rule: a heap is lost exactly when it is a multiple of 4.
pub fn nim_game(n: i64) -> bool {
    n % 4 != 0
}

/// LeetCode 464 the usual way: false when the pool's sum is below the total, else a memoised
/// win/lose search over the set of used integers.
pub fn can_i_win(max: i64, total: i64) -> bool {
    fn wins(used: usize, left: i64, max: i64, memo: &mut [Option<bool>]) -> bool {
        if let Some(known) = memo[used] {
            return known;
        }
        let win = (1..=max).any(|i| {
            let bit = 1 << (i - 1);
            used & bit == 0 && (i >= left || !wins(used | bit, left - i, max, memo))
        });
        memo[used] = Some(win);
        win
    }
    total <= 0 || (max * (max + 1) / 2 >= total && wins(0, total, max, &mut vec![None; 1 << max]))
}

/// LeetCode 486 by the interval table of best score differences: player 1 wins ties.
pub fn predict_the_winner(nums: &[i64]) -> bool {
    crate::leetcode_reference::end_taking_lead(nums) >= 0
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

/// Misère Nim (the last stone loses) by the classic rule: when no pile holds two stones or
/// more, the mover wins exactly when the piles of one stone are even in number; otherwise
/// exactly when the xor is not zero.
pub fn anti_nim(piles: &[u64]) -> bool {
    if piles.iter().all(|&p| p <= 1) {
        piles.iter().filter(|&&p| p == 1).count() % 2 == 0
    } else {
        nim(piles)
    }
}

/// The integer square root, by bisection.
pub fn isqrt(n: u128) -> u128 {
    let (mut low, mut high) = (0u128, 1u128 << 64);
    while high - low > 1 {
        let mid = (low + high) / 2;
        if mid * mid <= n {
            low = mid;
        } else {
            high = mid;
        }
    }
    low
}

/// Wythoff's game: (a, b), a ≤ b, is lost exactly when a = ⌊(b − a)·φ⌋, computed exactly as
/// ⌊(d + ⌊√(5d²)⌋) / 2⌋ for d = b − a.
pub fn wythoff(a: u64, b: u64) -> bool {
    let (a, d) = (a.min(b) as u128, (a.max(b) - a.min(b)) as u128);
    a != (d + isqrt(5 * d * d)) / 2
}

/// Take 1..=m from one pile of n by the win table, or, past `TABLE`, by its period m + 1.
pub fn bash_game(n: u64, m: u64) -> bool {
    const TABLE: u64 = 200;
    if n > TABLE {
        return n % (m + 1) != 0;
    }
    let mut wins = vec![false; n as usize + 1];
    for k in 1..=n as usize {
        wins[k] = (1..=m.min(k as u64) as usize).any(|take| !wins[k - take]);
    }
    wins[n as usize]
}

/// The Fibonacci numbers of HDU 1848 (1, 2, 3, 5, …) up to `largest`.
pub fn fibonacci_moves(largest: u64) -> Vec<u64> {
    let (mut moves, mut next) = (vec![1u64, 2], 3);
    while next <= largest {
        moves.push(next);
        next += moves[moves.len() - 2];
    }
    moves
}

/// Kiki's game: a coin at the corner of an n × m board moves left, down or diagonally;
/// the win table over the distances (r, c) to the far corner, or past `TABLE` its period 2.
pub fn kikis_game(n: u64, m: u64) -> bool {
    const TABLE: u64 = 40;
    if n > TABLE || m > TABLE {
        return n % 2 == 0 || m % 2 == 0;
    }
    let (n, m) = (n as usize, m as usize);
    let mut wins = vec![vec![false; m]; n];
    for r in 0..n {
        for c in 0..m {
            let lost = |r: usize, c: usize| !wins[r][c];
            wins[r][c] = (r > 0 && lost(r - 1, c))
                || (c > 0 && lost(r, c - 1))
                || (r > 0 && c > 0 && lost(r - 1, c - 1));
        }
    }
    wins[n - 1][m - 1]
}

/// The winning first moves of Nim: a move wins when it leaves xor 0, so pile a may be cut to
/// a ⊕ x (x the xor of all) when that is smaller.
pub fn nim_winning_moves(piles: &[u64]) -> usize {
    let x = piles.iter().fold(0, |x, &p| x ^ p);
    piles.iter().filter(|&&p| p ^ x < p).count()
}

/// Tokens on a DAG: the xor of the tokens' Grundy values, g(v) = mex of its successors';
/// None when the edges hold a cycle. Nodes are 1..=nodes.
pub fn dag_tokens(nodes: usize, edges: &[(usize, usize)], tokens: &[usize]) -> Option<bool> {
    let mut successors = vec![Vec::new(); nodes + 1];
    for &(from, to) in edges {
        successors[from].push(to);
    }
    // Depth-first, children before parents: 0 unseen, 1 on the path, 2 done.
    let (mut state, mut g) = (vec![0u8; nodes + 1], vec![0u64; nodes + 1]);
    for root in 1..=nodes {
        let mut stack = vec![(root, 0)];
        while let Some((v, next)) = stack.pop() {
            if next == 0 && state[v] == 2 {
                continue;
            }
            state[v] = 1;
            if let Some(&w) = successors[v].get(next) {
                stack.push((v, next + 1));
                match state[w] {
                    1 => return None,
                    0 => stack.push((w, 0)),
                    _ => {}
                }
            } else {
                g[v] = mex(&successors[v].iter().map(|&w| g[w]).collect());
                state[v] = 2;
            }
        }
    }
    Some(tokens.iter().fold(0, |x, &t| x ^ g[t]) != 0)
}

/// Take-one-or-merge (HDU 4111) by its known reduction: `ones` piles of one stone, and the
/// bigger piles pooled as `pool` = their stones plus their number less one (every take or
/// merge inside the pool is one move of it); a pool of exactly 1 is a pile of 2 cut to 1.
/// Answered from a table for up to `ONES` piles of one stone and pools up to `POOL`; beyond
/// it, by the closed form the table is checked against (`take_stones_closed_form`).
pub fn take_stones(piles: &[u64]) -> bool {
    let ones = piles.iter().filter(|&&p| p == 1).count();
    let big: Vec<u64> = piles.iter().copied().filter(|&p| p >= 2).collect();
    let stones = big.iter().map(|&p| u128::from(p)).sum::<u128>();
    let pool = if big.is_empty() { 0 } else { stones + big.len() as u128 - 1 };
    if ones <= ONES && pool <= POOL as u128 {
        TAKE_STONES.with(|wins| wins[ones][pool as usize])
    } else {
        take_stones_closed_form(ones as u128, pool)
    }
}

/// The reduced game in closed form: lost exactly when the pool is at most 2 and the ones are
/// a multiple of 3, or the pool is at least 3 and both are even.
pub fn take_stones_closed_form(ones: u128, pool: u128) -> bool {
    let lost = if pool <= 2 { ones % 3 == 0 } else { ones % 2 == 0 && pool % 2 == 0 };
    !lost
}

/// The table's answer for `ones` piles of one stone and a pool of `pool`.
pub fn take_stones_table_entry(ones: usize, pool: usize) -> bool {
    TAKE_STONES.with(|wins| wins[ones][pool])
}

pub const ONES: usize = 50;
pub const POOL: usize = 50 * 1000 + 49;

thread_local! {
    static TAKE_STONES: Vec<Vec<bool>> = take_stones_table();
}

/// wins[o][p] for the reduced game, row by row: a row reads the two rows below it a little
/// further out (a one merged into the pool, two ones merged) and itself one step back.
fn take_stones_table() -> Vec<Vec<bool>> {
    let width = |o: usize| POOL + 3 * (ONES + 1 - o) + 4;
    let mut wins: Vec<Vec<bool>> = (0..=ONES + 1).map(|o| vec![false; width(o)]).collect();
    for o in 0..=ONES {
        // (o + 1, 0): take a one, or merge two ones into a pool of 2.
        wins[o + 1][0] = !wins[o][0] || (o >= 1 && !wins[o - 1][2]);
        wins[o][1] = wins[o + 1][0];
        for p in 2..width(o) {
            wins[o][p] = (o >= 1 && (!wins[o - 1][p] || !wins[o - 1][p + 1]))
                || (o >= 2 && !wins[o - 2][p + 3])
                || !wins[o][p - 1];
        }
    }
    wins
}

/// Piles in a row, taking from either end (ZJOI 2009); empty piles are absent. For a row S,
/// left(S) is the one size of an extra pile on its left that makes the row lost for the
/// mover (0: the row is lost as it is), right(S) likewise on the right; computed for every
/// stretch of the row, one length after another. The row is lost when left(row) = 0: an
/// extra pile of nothing makes it lost.
pub fn take_stones_game(row: &[u64]) -> bool {
    let row: Vec<u64> = row.iter().copied().filter(|&a| a > 0).collect();
    let n = row.len();
    if n == 0 {
        return false;
    }
    // left[i], right[i]: for the stretch of the current length starting at i.
    let (mut left, mut right) = (row.clone(), row.clone());
    for len in 2..=n {
        let (mut longer_left, mut longer_right) = (vec![0; n - len + 1], vec![0; n - len + 1]);
        for i in 0..=n - len {
            let j = i + len - 1;
            let (l, r, x) = (left[i], right[i], row[j]);
            longer_left[i] = if x == r {
                0
            } else if (x < l && x < r) || (x > l && x > r) {
                x
            } else if l > r {
                x - 1
            } else {
                x + 1
            };
            let (l, r, x) = (left[i + 1], right[i + 1], row[i]);
            longer_right[i] = if x == l {
                0
            } else if (x < l && x < r) || (x > l && x > r) {
                x
            } else if r > l {
                x - 1
            } else {
                x + 1
            };
        }
        left = longer_left;
        right = longer_right;
    }
    left[0] != 0
}

/// LeetCode 1140 by the plain memoised recursion over (first pile, M), M up to n.
pub fn stone_game_ii(piles: &[i64]) -> i64 {
    fn best(i: usize, m: usize, suffix: &[i64], memo: &mut HashMap<(usize, usize), i64>) -> i64 {
        let n = suffix.len() - 1;
        if i == n {
            return 0;
        }
        if let Some(&known) = memo.get(&(i, m)) {
            return known;
        }
        let most =
            (1..=(2 * m).min(n - i)).map(|x| suffix[i] - best(i + x, m.max(x), suffix, memo)).max();
        let most = most.expect("at least one pile can be taken");
        memo.insert((i, m), most);
        most
    }
    let mut suffix = vec![0; piles.len() + 1];
    for i in (0..piles.len()).rev() {
        suffix[i] = suffix[i + 1] + piles[i];
    }
    best(0, 1, &suffix, &mut HashMap::new())
}

pub fn yes_no(first_player_wins: bool) -> &'static str {
    if first_player_wins {
        "Yes"
    } else {
        "No"
    }
}

/// The answer lines of `binary` to a valid `input`, from the reference solvers; None when a
/// full program's input is not valid (read strictly, tests/formats.rs) or a LeetCode input does
/// not parse (leniently) into whole cases, or, with `cheap`, when a case would cost the
/// reference solvers too much. Panics for a binary with no reference solver.
pub fn answers(binary: &str, input: &str, cheap: bool) -> Option<Vec<String>> {
    if let Some(reading) = crate::formats::read(binary, input.as_bytes(), cheap) {
        let checked = !reading.answers.iter().any(|a| a == crate::formats::UNCHECKED);
        return Some(reading.answers).filter(|_| reading.valid && checked);
    }
    let problem = leetcode_input::problem(binary)
        .unwrap_or_else(|| panic!("tests/reference.rs has no solver for {}", binary));
    let cases = leetcode_input::leetcode_cases(input, problem.kinds)?;
    if cheap && !cases.iter().all(|case| (problem.affordable)(case)) {
        return None;
    }
    let answer = |case: &Vec<leetcode_input::Value>| match leetcode_input::fits_i32(case) {
        true => (problem.answer)(case),
        false => crate::leetcode_reference::INVALID.to_string(),
    };
    Some(cases.iter().map(answer).collect())
}

/// The expected output of `binary` on a valid `input`; panics if the input does not parse.
pub fn expected_output(binary: &str, input: &str) -> String {
    let lines =
        answers(binary, input, false).unwrap_or_else(|| panic!("{}: not a valid input", binary));
    lines.iter().map(|line| format!("{}\n", line)).collect()
}
