//! The stored max-size cases: written from fixed seeds by `make cases`, with expected outputs
//! from the reference solvers (never from the binaries). The suite then holds every stored
//! `.out` equal to the reference solver's answer on its `.in`.
use crate::common::Rng;
use crate::reference;
use std::fs;

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
