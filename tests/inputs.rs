//! Makers of positions and input text that many problems' test files use: every small
//! sequence, multiset or string; random rows and grids; numbers, counted lines, JSON arrays and
//! quoted strings as the judges print them.
use crate::common::Rng;

/// Every sequence of `len` of the `items`, for each len in `0..=max_len`, shortest first.
pub fn every_sequence<T: Clone>(items: &[T], max_len: usize) -> Vec<Vec<T>> {
    let mut all = vec![Vec::new()];
    let mut last = vec![Vec::new()];
    for _ in 0..max_len {
        last = last
            .iter()
            .flat_map(|v: &Vec<T>| items.iter().map(move |x| [v.clone(), vec![x.clone()]].concat()))
            .collect();
        all.extend(last.iter().cloned());
    }
    all
}

/// Every vector of `len` values in `0..=high`, for each len in `0..=max_len`.
pub fn all_vectors(max_len: usize, high: u64) -> Vec<Vec<u64>> {
    every_sequence(&(0..=high).collect::<Vec<_>>(), max_len)
}

/// Every row of 0..=max_len values in `low..=high`.
pub fn every_row(max_len: usize, low: i64, high: i64) -> Vec<Vec<i64>> {
    every_sequence(&(low..=high).collect::<Vec<_>>(), max_len)
}

/// Multisets (sorted vectors) of 0..=max_len values in `low..=high`.
pub fn multisets(max_len: usize, low: u64, high: u64) -> Vec<Vec<u64>> {
    let mut all = every_sequence(&(low..=high).collect::<Vec<_>>(), max_len);
    all.retain(|v| v.windows(2).all(|w| w[0] <= w[1]));
    all.sort();
    all
}

/// Every string of length 0..=max_len over `alphabet`.
pub fn all_strings(alphabet: &[u8], max_len: usize) -> Vec<String> {
    let sequences = every_sequence(alphabet, max_len).into_iter();
    sequences.map(|bytes| String::from_utf8(bytes).expect("an ASCII alphabet")).collect()
}

/// Every string of length 1..=max_len over `alphabet` (the words a problem calls non-empty).
pub fn all_words(alphabet: &[u8], max_len: usize) -> Vec<String> {
    all_strings(alphabet, max_len).into_iter().filter(|s| !s.is_empty()).collect()
}

/// `count` random rows of 0..=max_len values in `low..=high`.
pub fn random_rows(
    rng: &mut Rng,
    count: usize,
    max_len: u64,
    low: i64,
    high: i64,
) -> Vec<Vec<i64>> {
    let spread = (high - low) as u64;
    (0..count)
        .map(|_| rng.row(max_len, 0, spread).iter().map(|&v| low + v as i64).collect())
        .collect()
}

/// A random string of 0..=max_len characters from `alphabet`, of even length if `even`.
pub fn random_string(rng: &mut Rng, alphabet: &[u8], max_len: u64, even: bool) -> String {
    let len = rng.range(0, max_len) as usize;
    let len = if even { len / 2 * 2 } else { len };
    (0..len).map(|_| alphabet[rng.range(0, alphabet.len() as u64 - 1) as usize] as char).collect()
}

/// `count` random non-empty strings of up to `max_len` characters from `alphabet`.
pub fn random_words(rng: &mut Rng, alphabet: &[u8], max_len: u64, count: usize) -> Vec<String> {
    let mut words = Vec::with_capacity(count);
    while words.len() < count {
        let word = random_string(rng, alphabet, max_len, false);
        if !word.is_empty() {
            words.push(word);
        }
    }
    words
}

/// `count` distinct values in `1..=high`.
pub fn distinct(count: usize, high: u64, rng: &mut Rng) -> Vec<u64> {
    let mut values = Vec::new();
    while values.len() < count {
        let v = rng.range(1, high);
        if !values.contains(&v) {
            values.push(v);
        }
    }
    values
}

/// A count line, then the values on one line: a test as lines of numbers.
pub fn counted_lines(values: &[u64]) -> Vec<Vec<u64>> {
    vec![vec![values.len() as u64], values.to_vec()]
}

/// `count`, then the values on one line, as AcWing prints its inputs.
pub fn counted(values: &[u64]) -> String {
    format!("{}\n{}", values.len(), line(values))
}

/// Numbers on one line.
pub fn line(values: &[u64]) -> String {
    let items: Vec<String> = values.iter().map(u64::to_string).collect();
    items.join(" ") + "\n"
}

/// One item per line.
pub fn lines(items: impl Iterator<Item = String>) -> String {
    items.map(|item| item + "\n").collect()
}

/// A count of tests, then the tests.
pub fn tests_counted(tests: Vec<String>) -> String {
    format!("{}\n{}", tests.len(), tests.concat())
}

/// A JSON array, as LeetCode's testcase box holds it.
pub fn array(values: &[u64]) -> String {
    let items: Vec<String> = values.iter().map(u64::to_string).collect();
    format!("[{}]", items.join(","))
}

/// A LeetCode array of signed values, without randomness.
pub fn plain_array(values: &[i64]) -> String {
    format!("[{}]", values.iter().map(i64::to_string).collect::<Vec<_>>().join(","))
}

/// A JSON array as LeetCode shows it, sometimes with spaces after the commas.
pub fn json_array(rng: &mut Rng, values: &[i64]) -> String {
    let comma = if rng.range(0, 1) == 0 { "," } else { ", " };
    let items: Vec<String> = values.iter().map(i64::to_string).collect();
    format!("[{}]", items.join(comma))
}

/// `text` as LeetCode shows a string: in double quotes.
pub fn quoted(text: &str) -> String {
    format!("\"{}\"", text)
}

/// A string of `len` bytes drawn from `alphabet`, in double quotes.
pub fn random_text(rng: &mut Rng, alphabet: &[u8], len: usize) -> String {
    let text: String = (0..len)
        .map(|_| alphabet[rng.range(0, alphabet.len() as u64 - 1) as usize] as char)
        .collect();
    quoted(&text)
}

/// `len` values in `low..=high` whose xor, over the positions `step_by(step)`, is zero.
pub fn xor_zero(rng: &mut Rng, len: usize, low: u64, high: u64, step: usize) -> Vec<u64> {
    loop {
        let mut values = rng.values(len, low, high);
        let last = (len - 1) / step * step;
        let rest = values.iter().step_by(step).take(last / step).fold(0, |x, &v| x ^ v);
        if (low..=high).contains(&rest) {
            values[last] = rest;
            return values;
        }
    }
}

/// Whether `edges` join the nodes 1..=n into one tree (n − 1 of them, no cycle).
pub fn is_tree(n: usize, edges: &[(usize, usize)]) -> bool {
    let mut group: Vec<usize> = (0..=n).collect();
    fn root(group: &mut [usize], mut v: usize) -> usize {
        while group[v] != v {
            v = group[v];
        }
        v
    }
    edges.len() + 1 == n
        && edges.iter().all(|&(u, v)| {
            let (a, b) = (root(&mut group, u), root(&mut group, v));
            group[a] = b;
            a != b
        })
}

/// A random tree on 1..=n: each node after the first hangs from an earlier one, then the
/// labels are shuffled.
pub fn random_tree(rng: &mut Rng, n: usize) -> Vec<(usize, usize)> {
    let mut label: Vec<usize> = (1..=n).collect();
    for i in (1..n).rev() {
        label.swap(i, rng.range(0, i as u64) as usize);
    }
    (1..n).map(|v| (label[v], label[rng.range(0, v as u64 - 1) as usize])).collect()
}

/// The tree of a Prüfer sequence over 1..=n (n ≥ 2).
fn prufer_tree(n: usize, code: &[usize]) -> Vec<(usize, usize)> {
    let mut degree = vec![1; n + 1];
    for &v in code {
        degree[v] += 1;
    }
    let mut edges = Vec::new();
    for &v in code {
        let leaf = (1..=n).find(|&u| degree[u] == 1).expect("a leaf");
        edges.push((leaf, v));
        degree[leaf] -= 1;
        degree[v] -= 1;
    }
    let last: Vec<usize> = (1..=n).filter(|&u| degree[u] == 1).collect();
    edges.push((last[0], last[1]));
    edges
}

/// Every labelled tree on 1..=n.
pub fn every_tree(n: usize) -> Vec<Vec<(usize, usize)>> {
    if n == 1 {
        return vec![Vec::new()];
    }
    let codes = every_sequence(&(1..=n).collect::<Vec<_>>(), n - 2);
    codes.iter().filter(|code| code.len() == n - 2).map(|code| prufer_tree(n, code)).collect()
}
