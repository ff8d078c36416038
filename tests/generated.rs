//! The stored max-size cases: written from fixed seeds by `make cases`, with expected outputs
//! from the reference solvers (never from the binaries). The suite then holds every stored
//! `.out` equal to the reference solver's answer on its `.in`.
use crate::common::Rng;
use crate::leetcode_input::quoted;
use crate::reference::{self, isqrt};
use std::fs;
use std::iter::once;

/// `count`, then the values on one line, as AcWing prints its inputs.
pub fn counted(values: &[u64]) -> String {
    let line: Vec<String> = values.iter().map(u64::to_string).collect();
    format!("{}\n{}\n", values.len(), line.join(" "))
}

/// One item per line.
pub fn lines(items: impl Iterator<Item = String>) -> String {
    items.map(|item| item + "\n").collect()
}

/// A JSON array, as LeetCode's testcase box holds it.
pub fn array(values: &[u64]) -> String {
    let items: Vec<String> = values.iter().map(u64::to_string).collect();
    format!("[{}]", items.join(","))
}

/// `len` values in `low..=high` whose xor, over the positions `step_by(step)`, is zero.
fn xor_zero(rng: &mut Rng, len: usize, low: u64, high: u64, step: usize) -> Vec<u64> {
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

/// `count` distinct values in `1..=high`.
fn distinct(count: usize, high: u64, rng: &mut Rng) -> Vec<u64> {
    let mut values = Vec::new();
    while values.len() < count {
        let v = rng.range(1, high);
        if !values.contains(&v) {
            values.push(v);
        }
    }
    values
}

/// The max-size inputs of every binary: (binary, case, input).
fn max_inputs() -> Vec<(&'static str, &'static str, String)> {
    let mut rng = Rng::new(2026);
    vec![
        ("acwing_891_nim", "max-random", counted(&rng.values(100_000, 1, 1_000_000_000))),
        (
            "acwing_891_nim",
            "max-xor-zero",
            counted(&xor_zero(&mut rng, 100_000, 1, 1_000_000_000, 1)),
        ),
        ("acwing_892_staircase_nim", "max-random", counted(&rng.values(100_000, 1, 1_000_000_000))),
        (
            "acwing_892_staircase_nim",
            "max-odd-xor-zero",
            counted(&xor_zero(&mut rng, 100_000, 1, 1_000_000_000, 2)),
        ),
        ("acwing_893_set_nim", "max-random", {
            let moves = distinct(100, 10_000, &mut rng);
            counted(&moves) + &counted(&rng.values(100, 1, 10_000))
        }),
        ("acwing_893_set_nim", "max-sizes-1-to-100", {
            let moves: Vec<u64> = (1..=100).collect();
            counted(&moves) + &counted(&rng.values(100, 1, 10_000))
        }),
        ("acwing_893_set_nim", "max-beyond-judge", {
            let moves = distinct(200, 1_000, &mut rng);
            let mut piles = rng.values(1000, 0, 100_000);
            piles[0] = 100_000;
            counted(&moves) + &counted(&piles)
        }),
        ("acwing_894_split_nim", "max-all-hundred", counted(&[100; 100])),
        ("acwing_894_split_nim", "max-random", counted(&rng.values(100, 1, 100))),
        ("acwing_894_split_nim", "max-beyond-judge", counted(&rng.values(100, 0, 300))),
        (
            "leetcode_292_nim_game",
            "max-many-cases",
            lines((0..10_000).map(|_| rng.range(1, i32::MAX as u64).to_string())),
        ),
        ("leetcode_464_can_i_win", "max-hardest", "20\n152\n".to_string()),
        ("leetcode_464_can_i_win", "max-every-pair", {
            lines(
                (1..=20).flat_map(|max| (0..=300).map(move |total| format!("{}\n{}", max, total))),
            )
        }),
        (
            "leetcode_486_predict_the_winner",
            "max-length-20",
            lines((0..100).map(|i| array(&rng.values(20 - i % 2, 0, 10_000_000)))),
        ),
        (
            "leetcode_486_predict_the_winner",
            "max-beyond-judge",
            array(&rng.values(4999, 0, 10_000_000)) + "\n",
        ),
        (
            "leetcode_1140_stone_game_ii",
            "max-length-100",
            lines((0..20).map(|_| array(&rng.values(100, 1, 10_000)))),
        ),
        (
            "leetcode_1140_stone_game_ii",
            "max-beyond-judge",
            array(&rng.values(1000, 0, 1_000_000)) + "\n",
        ),
    ]
    .into_iter()
    .chain(family_max_inputs(&mut rng))
    .chain(leetcode_max_inputs(&mut rng))
    .collect()
}

/// A string of `len` bytes drawn from `alphabet`, in double quotes.
fn random_text(rng: &mut Rng, alphabet: &[u8], len: usize) -> String {
    let text: String = (0..len)
        .map(|_| alphabet[rng.range(0, alphabet.len() as u64 - 1) as usize] as char)
        .collect();
    quoted(&text)
}

/// `values` shifted down by `by`, as a LeetCode array.
fn shifted(values: &[u64], by: i64) -> String {
    let items: Vec<String> = values.iter().map(|&v| (v as i64 - by).to_string()).collect();
    format!("[{}]", items.join(","))
}

/// A random graph for LeetCode 913 on `nodes` nodes: each pair joined with chance 1/8, then
/// every node without a neighbour, and the cat's node, joined to a random other one (not the
/// hole, for the cat).
fn cat_mouse_graph(rng: &mut Rng, nodes: usize) -> String {
    let mut next = vec![Vec::new(); nodes];
    let join = |next: &mut Vec<Vec<usize>>, a: usize, b: usize| {
        if a != b && !next[a].contains(&b) {
            next[a].push(b);
            next[b].push(a);
        }
    };
    for a in 0..nodes {
        for b in a + 1..nodes {
            if rng.range(0, 7) == 0 {
                join(&mut next, a, b);
            }
        }
    }
    for a in 0..nodes {
        if next[a].is_empty() || (a == 2 && next[2].iter().all(|&w| w == 0)) {
            let b = rng.range(1, nodes as u64 - 1) as usize;
            join(&mut next, a, if b == a { (b % (nodes - 1)) + 1 } else { b });
        }
    }
    let rows: Vec<String> =
        next.iter().map(|row| array(&row.iter().map(|&w| w as u64).collect::<Vec<_>>())).collect();
    format!("[{}]", rows.join(","))
}

/// A random 8 × 8 grid for LeetCode 1728 (a wall with chance 1/5), then the cat's and the
/// mouse's jumps in 1..=8, on three lines.
fn cat_mouse_grid(rng: &mut Rng) -> String {
    let rows: Vec<String> = random_grid(rng, 8, 8, 5).iter().map(|row| quoted(row)).collect();
    format!("[{}]\n{}\n{}", rows.join(","), rng.range(1, 8), rng.range(1, 8))
}

/// A random grid of LeetCode 1728 (`rows` × `cols` ≥ 3 cells): a wall with chance
/// 1/`walls_one_in`, then one C, M and F on distinct cells.
pub fn random_grid(rng: &mut Rng, rows: usize, cols: usize, walls_one_in: u64) -> Vec<String> {
    let mut cells: Vec<u8> = (0..rows * cols)
        .map(|_| if rng.range(0, walls_one_in - 1) == 0 { b'#' } else { b'.' })
        .collect();
    let mut free: Vec<usize> = (0..cells.len()).collect();
    for mark in [b'C', b'M', b'F'] {
        cells[free.remove(rng.range(0, free.len() as u64 - 1) as usize)] = mark;
    }
    cells.chunks(cols).map(|row| String::from_utf8_lossy(row).into_owned()).collect()
}

/// The LeetCode family of issue 8 at LeetCode's limits.
fn leetcode_max_inputs(rng: &mut Rng) -> Vec<(&'static str, &'static str, String)> {
    let even_odd_total = |rng: &mut Rng| {
        let mut piles = rng.values(500, 1, 500);
        if piles.iter().sum::<u64>() % 2 == 0 {
            piles[0] = if piles[0] == 500 { 499 } else { piles[0] + 1 };
        }
        array(&piles)
    };
    // 1927 lost for Alice: two ? on the left, the right half 9 more than the left's digits.
    let balanced_sum_game = {
        let half = 50_000;
        let mut left = vec![b'0'; half];
        left[0] = b'?';
        left[1] = b'?';
        let mut right = vec![b'0'; half];
        right[0] = b'9';
        format!(
            "\"{}{}\"",
            String::from_utf8(left).unwrap_or_default(),
            String::from_utf8(right).unwrap_or_default()
        )
    };
    vec![
        ("leetcode_877_stone_game", "max-length-500", lines((0..20).map(|_| even_odd_total(rng)))),
        (
            "leetcode_877_stone_game",
            "max-beyond-judge",
            array(&rng.values(4999, 0, 1_000_000)) + "\n",
        ),
        ("leetcode_1025_divisor_game", "max-every-n", lines((1..=1000).map(|n| n.to_string()))),
        (
            "leetcode_1510_stone_game_iv",
            "max-random",
            lines(
                (0..1000)
                    .map(|_| rng.range(1, 100_000).to_string())
                    .chain(once("100000".to_string())),
            ),
        ),
        (
            "leetcode_1563_stone_game_v",
            "max-length-500",
            lines((0..3).map(|_| array(&rng.values(500, 1, 1_000_000)))),
        ),
        (
            "leetcode_1406_stone_game_iii",
            "max-length-5e4",
            lines((0..3).map(|_| shifted(&rng.values(50_000, 0, 2000), 1000))),
        ),
        ("leetcode_1686_stone_game_vi", "max-length-1e5", {
            array(&rng.values(100_000, 1, 100)) + "\n" + &array(&rng.values(100_000, 1, 100)) + "\n"
        }),
        (
            "leetcode_1690_stone_game_vii",
            "max-length-1000",
            lines((0..3).map(|_| array(&rng.values(1000, 1, 1000)))),
        ),
        (
            "leetcode_1872_stone_game_viii",
            "max-length-1e5",
            lines((0..3).map(|_| shifted(&rng.values(100_000, 0, 20_000), 10_000))),
        ),
        (
            "leetcode_1927_sum_game",
            "max-length-1e5",
            lines(
                (0..3)
                    .map(|_| random_text(rng, b"0123456789??", 100_000))
                    .chain(once(balanced_sum_game)),
            ),
        ),
        (
            "leetcode_2029_stone_game_ix",
            "max-length-1e5",
            lines((0..3).map(|_| array(&rng.values(100_000, 1, 10_000)))),
        ),
        (
            "leetcode_2038_remove_colored_pieces",
            "max-length-1e5",
            lines((0..3).map(|_| random_text(rng, b"AAAB", 100_000))),
        ),
        ("leetcode_3227_vowels_game", "max-length-1e5", {
            let no_vowel = random_text(rng, b"bcdfghjklmnpqrstvwxyz", 100_000);
            lines(
                (0..2)
                    .map(|_| random_text(rng, b"abcdefghijklmnopqrstuvwxyz", 100_000))
                    .chain(once(no_vowel)),
            )
        }),
        (
            "leetcode_913_cat_and_mouse",
            "max-50-nodes",
            lines((0..10).map(|_| cat_mouse_graph(rng, 50))),
        ),
        (
            "leetcode_1728_cat_and_mouse_ii",
            "max-8-by-8",
            lines((0..20).map(|_| cat_mouse_grid(rng))),
        ),
        (
            "leetcode_810_chalkboard_xor_game",
            "max-length-1000",
            lines((0..20).map(|_| array(&rng.values(1000, 0, 65_535)))),
        ),
        (
            "leetcode_375_guess_number_higher_or_lower_ii",
            "max-every-n",
            lines((1..=200).map(|n| n.to_string())),
        ),
    ]
}

/// Numbers on one line.
fn line(values: &[u64]) -> String {
    let items: Vec<String> = values.iter().map(u64::to_string).collect();
    items.join(" ") + "\n"
}

/// A count of tests, then the tests.
fn tests_counted(tests: Vec<String>) -> String {
    format!("{}\n{}", tests.len(), tests.concat())
}

/// The classic judge family at its judges' limits (issue 7).
fn family_max_inputs(rng: &mut Rng) -> Vec<(&'static str, &'static str, String)> {
    let dag = {
        let (nodes, edges) = (2000u64, 6000);
        let mut rank: Vec<u64> = (1..=nodes).collect();
        for i in (1..nodes as usize).rev() {
            rank.swap(i, rng.range(0, i as u64) as usize);
        }
        let mut text = format!("{} {} {}\n", nodes, edges, nodes);
        for _ in 0..edges {
            let (a, b) = (rng.range(0, nodes - 2), rng.range(0, nodes - 1));
            let (a, b) = if a < b { (a, b) } else { (b, a + 1) };
            text += &line(&[rank[a as usize], rank[b as usize]]);
        }
        text + &line(&rng.values(nodes as usize, 1, nodes))
    };
    let s_nim = (0..3)
        .map(|_| {
            let moves = distinct(100, 10_000, rng);
            let positions: String =
                (0..100).map(|_| line(&[vec![100], rng.values(100, 0, 10_000)].concat())).collect();
            line(&[vec![100], moves].concat()) + "100\n" + &positions
        })
        .collect::<String>()
        + "0\n";
    // The largest losing Wythoff pair within the judge's 10^9: d = 381966011 puts a = ⌊dφ⌋
    // just under 6.2·10^8 and b = a + d just under 10^9.
    let d: u128 = 381_966_011;
    let a = ((d + isqrt(5 * d * d)) / 2) as u64;
    vec![
        ("acwing_1319_move_pieces", "max-random-dag", dag),
        (
            "acwing_1321_take_stones",
            "max-random",
            tests_counted((0..100).map(|_| counted(&rng.values(50, 1, 1000))).collect()),
        ),
        (
            "acwing_1321_take_stones",
            "max-many-ones",
            tests_counted((0..100).map(|_| counted(&rng.values(50, 1, 2))).collect()),
        ),
        (
            "acwing_1322_take_stones_game",
            "max-random",
            tests_counted((0..10).map(|_| counted(&rng.values(1000, 1, 1_000_000_000))).collect()),
        ),
        (
            "luogu_p2197_nim",
            "max-random",
            tests_counted((0..10).map(|_| counted(&rng.values(10_000, 0, 9999))).collect()),
        ),
        (
            "luogu_p4279_anti_nim",
            "max-random",
            tests_counted(
                (0..500)
                    .map(|i| counted(&rng.values(50, 0, if i % 5 == 0 { 1 } else { 5000 })))
                    .collect(),
            ),
        ),
        ("luogu_p2252_wythoff", "max-largest-lost-pair", line(&[a + d as u64, a])),
        ("luogu_p2252_wythoff", "max-beside-lost-pair", line(&[a, a + d as u64 + 1])),
        (
            "hdu_1846_brave_game",
            "max-random",
            tests_counted((0..100).map(|_| line(&rng.values(2, 1, 1000))).collect()),
        ),
        ("hdu_1847_good_luck_cet4", "max-every-n", lines((1..=1000).map(|n| n.to_string()))),
        (
            "hdu_1848_fibonacci_again",
            "max-random",
            (0..10_000).map(|_| line(&rng.values(3, 1, 1000))).collect::<String>() + "0 0 0\n",
        ),
        (
            "hdu_1850_good_boy",
            "max-random",
            (0..100).map(|_| counted(&rng.values(100, 1, 1_000_000))).collect::<String>() + "0\n",
        ),
        (
            "hdu_2147_kikis_game",
            "max-random",
            (0..10_000).map(|_| line(&rng.values(2, 1, 2000))).collect::<String>() + "0 0\n",
        ),
        ("hdu_1536_s_nim", "max-random", s_nim),
    ]
}

#[test]
#[ignore = "writes tests/data; run by `make cases`"]
fn write_max_cases() {
    for (binary, case, input) in max_inputs() {
        let dir = crate::judge::data_dir(binary);
        let output = reference::expected_output(binary, &input);
        fs::write(dir.join(format!("{}.in", case)), &input).expect("write .in");
        fs::write(dir.join(format!("{}.out", case)), output).expect("write .out");
    }
}
