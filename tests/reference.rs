//! Plain reference solvers: the known theorems written the obvious way, checked against the
//! exhaustive oracles on small positions (tests/differential.rs), and used to give the expected
//! answers of stored inputs too large for the oracles.
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

/// LeetCode 486 by the full interval table of best score differences.
pub fn predict_the_winner(nums: &[i64]) -> bool {
    let n = nums.len();
    if n == 0 {
        return true;
    }
    let mut lead = vec![vec![0i64; n]; n];
    for i in (0..n).rev() {
        lead[i][i] = nums[i];
        for j in i + 1..n {
            lead[i][j] = (nums[i] - lead[i + 1][j]).max(nums[j] - lead[i][j - 1]);
        }
    }
    lead[0][n - 1] >= 0
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

/// The integers of an input, whatever whitespace separates them; None if a token is not one.
fn integers(input: &str) -> Option<Vec<i64>> {
    input
        .split(|c: char| c.is_whitespace() || c == '\u{FEFF}')
        .filter(|token| !token.is_empty())
        .map(|token| token.parse::<i64>().ok())
        .collect()
}

/// Splits AcWing-style input into its groups: a count, then that many values, `groups` times;
/// None unless that uses up every integer and no value is negative.
pub fn counted_groups(input: &str, groups: usize) -> Option<Vec<Vec<u64>>> {
    let numbers = integers(input)?;
    if numbers.iter().any(|&n| n < 0) {
        return None;
    }
    let mut rest = &numbers[..];
    let mut result = Vec::new();
    for _ in 0..groups {
        let count = *rest.first()? as usize;
        let group = rest.get(1..count.checked_add(1)?)?;
        result.push(group.iter().map(|&v| v as u64).collect());
        rest = &rest[count + 1..];
    }
    if rest.is_empty() {
        Some(result)
    } else {
        None
    }
}

/// A LeetCode parameter value.
#[derive(Clone, Debug)]
pub enum Value {
    Int(i64),
    Array(Vec<i64>),
}

impl Value {
    pub fn int(&self) -> i64 {
        match self {
            Value::Int(v) => *v,
            other => panic!("expected an integer, found {:?}", other),
        }
    }

    pub fn array(&self) -> &[i64] {
        match self {
            Value::Array(v) => v,
            other => panic!("expected an array, found {:?}", other),
        }
    }
}

/// The cases of a valid LeetCode-format input, `params` values each, whatever form each case
/// takes: `name =` prefixes and the commas between parameters are skipped, values collected.
/// None when the values do not parse or do not make whole cases.
pub fn leetcode_cases(input: &str, params: usize) -> Option<Vec<Vec<Value>>> {
    let text: Vec<char> = input.chars().collect();
    let mut values = Vec::new();
    let mut i = 0;
    let number = |i: &mut usize| {
        let start = *i;
        *i += 1;
        while *i < text.len() && text[*i].is_ascii_digit() {
            *i += 1;
        }
        text[start..*i].iter().collect::<String>().parse::<i64>().ok()
    };
    while i < text.len() {
        let c = text[i];
        if c == '[' {
            let mut array = Vec::new();
            i += 1;
            while *text.get(i)? != ']' {
                if text[i] == '-' || text[i].is_ascii_digit() {
                    array.push(number(&mut i)?);
                } else {
                    i += 1;
                }
            }
            i += 1;
            values.push(Value::Array(array));
        } else if c == '-' || c.is_ascii_digit() {
            values.push(Value::Int(number(&mut i)?));
        } else if c.is_ascii_alphabetic() {
            while i < text.len() && (text[i].is_ascii_alphanumeric() || text[i] == '_') {
                i += 1;
            }
        } else {
            i += 1;
        }
    }
    if values.len() % params != 0 {
        return None;
    }
    Some(values.chunks(params).map(<[Value]>::to_vec).collect())
}

/// Whether the reference solvers answer `case` of `binary` in well under a second.
fn affordable(binary: &str, case: &[Value]) -> bool {
    match binary {
        "leetcode_464_can_i_win" => (0..=20).contains(&case[0].int()),
        "leetcode_486_predict_the_winner" => case[0].array().len() <= 400,
        "leetcode_1140_stone_game_ii" => case[0].array().len() <= 150,
        _ => true,
    }
}

/// The answer lines of `binary` to a valid `input`, from the reference solvers; None when the
/// input does not parse (leniently) into whole cases, or, with `cheap`, when a case would cost
/// the reference solvers too much. Panics for a binary with no reference solver.
pub fn answers(binary: &str, input: &str, cheap: bool) -> Option<Vec<String>> {
    let single = |answer: bool| Some(vec![yes_no(answer).to_string()]);
    let largest = |values: &[u64]| values.iter().copied().max().unwrap_or(0);
    let leetcode = |params: usize, answer: &dyn Fn(&[Value]) -> String| {
        let cases = leetcode_cases(input, params)?;
        let shapes = cases.iter().all(|case| match binary {
            "leetcode_486_predict_the_winner" | "leetcode_1140_stone_game_ii" => {
                matches!(case[0], Value::Array(_))
            }
            _ => case.iter().all(|value| matches!(value, Value::Int(_))),
        });
        if !shapes || (cheap && !cases.iter().all(|case| affordable(binary, case))) {
            return None;
        }
        Some(cases.iter().map(|case| answer(case)).collect())
    };
    match binary {
        "acwing_891_nim" => single(nim(&counted_groups(input, 1)?[0])),
        "acwing_892_staircase_nim" => single(staircase_nim(&counted_groups(input, 1)?[0])),
        "acwing_893_set_nim" => {
            let groups = counted_groups(input, 2)?;
            if groups[0].contains(&0) {
                return None; // a move size of 0 makes a game that never ends
            }
            if cheap && largest(&groups[1]).saturating_mul(groups[0].len() as u64 + 1) > 20_000_000
            {
                return None;
            }
            single(set_nim(&groups[0], &groups[1]))
        }
        "acwing_894_split_nim" => {
            let groups = counted_groups(input, 1)?;
            if cheap && largest(&groups[0]) > 200 {
                return None;
            }
            single(split_nim(&groups[0]))
        }
        "leetcode_292_nim_game" => leetcode(1, &|c| nim_game(c[0].int()).to_string()),
        "leetcode_464_can_i_win" => leetcode(2, &|c| can_i_win(c[0].int(), c[1].int()).to_string()),
        "leetcode_486_predict_the_winner" => {
            leetcode(1, &|c| predict_the_winner(c[0].array()).to_string())
        }
        "leetcode_1140_stone_game_ii" => leetcode(1, &|c| stone_game_ii(c[0].array()).to_string()),
        other => panic!("tests/reference.rs has no solver for {}", other),
    }
}

/// The expected output of `binary` on a valid `input`; panics if the input does not parse.
pub fn expected_output(binary: &str, input: &str) -> String {
    let lines =
        answers(binary, input, false).unwrap_or_else(|| panic!("{}: not a valid input", binary));
    lines.iter().map(|line| format!("{}\n", line)).collect()
}
