//! Random small positions through the real binaries, compared with the exhaustive oracles;
//! the reference solvers swept against the oracles; stored expected outputs against the
//! reference solvers.
use crate::common::{self, Rng};
use crate::oracles;
use crate::reference::{self, yes_no};

/// Random positions per problem through its binary.
pub const CASES: usize = 320;

/// AcWing-style input: for each group its count, then its values, with random whitespace.
fn counted_input(rng: &mut Rng, groups: &[&[u64]]) -> String {
    let mut input = String::new();
    for group in groups {
        input.push_str(&group.len().to_string());
        for value in group.iter() {
            input.push_str(rng.separator());
            input.push_str(&value.to_string());
        }
        input.push_str(if rng.range(0, 3) == 0 { "\r\n" } else { "\n" });
    }
    input
}

/// Runs `binary` on `input` and checks its answer against `expected`.
fn check(binary: &str, input: &str, expected: &str, failures: &mut Vec<String>) {
    let run = common::run(binary, input.as_bytes());
    if run.code != Some(0) || !common::same_output(expected, &run.stdout) {
        failures.push(format!(
            "{} on {:?}: expected {:?}, got {:?} (exit {:?}, stderr {:?})",
            binary, input, expected, run.stdout, run.code, run.stderr
        ));
    }
}

fn assert_none(failures: Vec<String>) {
    assert!(failures.is_empty(), "{} failures:\n{}", failures.len(), failures.join("\n"));
}

/// `CASES` random positions of up to `max_len` piles (or stairs) of at most `max_pile`
/// stones, in AcWing's format, through `binary` and against `oracle`.
fn check_counted(binary: &str, mut oracle: oracles::Oracle, max_len: u64, max_pile: u64) {
    let (mut rng, mut failures) = (Rng::new(binary.len() as u64), Vec::new());
    for _ in 0..CASES {
        let len = rng.range(0, max_len) as usize;
        let piles = rng.values(len, 0, max_pile);
        let input = counted_input(&mut rng, &[&piles]);
        check(binary, &input, yes_no(oracle.first_player_wins(&piles)), &mut failures);
    }
    assert_none(failures);
}

#[test]
fn nim_binary_matches_oracle() {
    check_counted("acwing_891_nim", oracles::nim::oracle(), 4, 7);
}

#[test]
fn staircase_nim_binary_matches_oracle() {
    check_counted("acwing_892_staircase_nim", oracles::staircase_nim::oracle(), 4, 4);
}

#[test]
fn split_nim_binary_matches_oracle() {
    check_counted("acwing_894_split_nim", oracles::split_nim::oracle(), 3, 5);
}

#[test]
fn set_nim_binary_matches_oracle() {
    let (mut rng, mut failures) = (Rng::new(893), Vec::new());
    for _ in 0..CASES {
        let len = rng.range(1, 4) as usize;
        let moves = rng.values(len, 1, 6);
        let len = rng.range(0, 4) as usize;
        let piles = rng.values(len, 0, 12);
        let input = counted_input(&mut rng, &[&moves, &piles]);
        let expected = yes_no(oracles::set_nim::oracle(&moves).first_player_wins(&piles));
        check("acwing_893_set_nim", &input, expected, &mut failures);
    }
    assert_none(failures);
}

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

#[test]
fn reference_solvers_match_oracles_on_every_small_position() {
    sweep("nim", oracles::nim::oracle(), all_vectors(4, 7), reference::nim);
    sweep(
        "staircase",
        oracles::staircase_nim::oracle(),
        all_vectors(4, 4),
        reference::staircase_nim,
    );
    for moves in all_vectors(3, 6).into_iter().filter(|m| !m.is_empty() && !m.contains(&0)) {
        let plain = |piles: &[u64]| reference::set_nim(&moves, piles);
        sweep(
            &format!("set nim {:?}", moves),
            oracles::set_nim::oracle(&moves),
            all_vectors(2, 12),
            plain,
        );
    }
    sweep("split", oracles::split_nim::oracle(), all_vectors(3, 5), reference::split_nim);
}

/// The reference solver `plain` against `oracle` on every one of `positions`.
pub fn sweep(
    game: &str,
    mut oracle: oracles::Oracle,
    positions: Vec<Vec<u64>>,
    plain: impl Fn(&[u64]) -> bool,
) {
    for position in positions {
        assert_eq!(
            plain(&position),
            oracle.first_player_wins(&position),
            "{} {:?}",
            game,
            position
        );
    }
}

#[test]
fn stored_expected_outputs_match_reference_solvers() {
    let mut checked = 0;
    for binary in common::binaries() {
        for (case, input, output) in crate::judge::stored_cases(&binary) {
            let input = String::from_utf8_lossy(&input);
            let expected = reference::expected_output(&binary, &input);
            let output = String::from_utf8_lossy(&output);
            assert!(
                common::same_output(&expected, &output),
                "{}/{}: stored {:?}, reference {:?}",
                binary,
                case,
                output,
                expected
            );
            checked += 1;
        }
    }
    assert!(checked > 0, "no stored case was checked");
}

/// One LeetCode case in a random form: the testcase box, the statement, or the result panel.
pub fn leetcode_case(rng: &mut Rng, params: &[(&str, String)]) -> String {
    let newline = if rng.range(0, 3) == 0 { "\r\n" } else { "\n" };
    match rng.range(0, 2) {
        0 => params.iter().map(|(_, value)| format!("{}{}", value, newline)).collect(),
        1 => {
            let pairs: Vec<String> =
                params.iter().map(|(name, value)| format!("{} = {}", name, value)).collect();
            pairs.join(", ") + newline
        }
        _ => params
            .iter()
            .map(|(name, value)| format!("{} ={}{}{}", name, newline, value, newline))
            .collect(),
    }
}

/// A JSON array as LeetCode shows it, sometimes with spaces after the commas.
pub fn json_array(rng: &mut Rng, values: &[i64]) -> String {
    let comma = if rng.range(0, 1) == 0 { "," } else { ", " };
    let items: Vec<String> = values.iter().map(i64::to_string).collect();
    format!("[{}]", items.join(comma))
}

/// Runs `binary` once on all `cases` (input, expected answer) back to back.
pub fn check_leetcode_cases(binary: &str, cases: &[(String, String)]) {
    let input: String = cases.iter().map(|(input, _)| input.as_str()).collect();
    let expected: String = cases.iter().map(|(_, answer)| format!("{}\n", answer)).collect();
    let run = common::run(binary, input.as_bytes());
    assert_eq!(run.code, Some(0), "{} failed: {}", binary, run.stderr);
    assert!(
        common::same_output(&expected, &run.stdout),
        "{}:\n{}",
        binary,
        common::diff(&expected, &run.stdout)
    );
}

/// `len` values, from `-5..=20` when `negative` is set, else from `0..=25`.
fn small_values(rng: &mut Rng, len: usize, negative: bool) -> Vec<i64> {
    rng.values(len, 0, 25).into_iter().map(|v| v as i64 - if negative { 5 } else { 0 }).collect()
}

#[test]
fn nim_game_binary_matches_oracle() {
    let mut rng = Rng::new(292);
    let cases: Vec<(String, String)> = (0..CASES)
        .map(|_| {
            let n = rng.range(0, 200);
            (
                leetcode_case(&mut rng, &[("n", n.to_string())]),
                oracles::nim_game::first_player_wins(n).to_string(),
            )
        })
        .collect();
    check_leetcode_cases("leetcode_292_nim_game", &cases);
}

#[test]
fn can_i_win_binary_matches_oracle() {
    let mut rng = Rng::new(464);
    let cases: Vec<(String, String)> = (0..CASES)
        .map(|_| {
            let (max, total) = (rng.range(0, 10), rng.range(0, 60));
            let params =
                [("maxChoosableInteger", max.to_string()), ("desiredTotal", total.to_string())];
            let answer = oracles::can_i_win::first_player_wins(max as u32, total as i64);
            (leetcode_case(&mut rng, &params), answer.to_string())
        })
        .collect();
    check_leetcode_cases("leetcode_464_can_i_win", &cases);
}

/// Random arrays of length 0..=10 as the one parameter `name` of `binary`, each case answered
/// by the oracle `answer`; with `negative` set, every fourth case holds negative values.
fn check_array_cases(binary: &str, name: &str, negative: bool, answer: impl Fn(&[i64]) -> String) {
    let mut rng = Rng::new(binary.len() as u64);
    let cases: Vec<(String, String)> = (0..CASES)
        .map(|i| {
            let len = rng.range(0, 10) as usize;
            let values = small_values(&mut rng, len, negative && i % 4 == 0);
            let array = json_array(&mut rng, &values);
            (leetcode_case(&mut rng, &[(name, array)]), answer(&values))
        })
        .collect();
    check_leetcode_cases(binary, &cases);
}

#[test]
fn predict_the_winner_binary_matches_oracle() {
    check_array_cases("leetcode_486_predict_the_winner", "nums", true, |nums| {
        oracles::predict_the_winner::first_player_wins(nums).to_string()
    });
}

#[test]
fn stone_game_ii_binary_matches_oracle() {
    check_array_cases("leetcode_1140_stone_game_ii", "piles", false, |piles| {
        oracles::stone_game_ii::first_player_best(piles).to_string()
    });
}

#[test]
fn leetcode_reference_solvers_match_oracles() {
    for n in 0..=300 {
        assert_eq!(
            reference::nim_game(n as i64),
            oracles::nim_game::first_player_wins(n),
            "n = {}",
            n
        );
    }
    for max in 0..=10 {
        for total in -2..=60 {
            let want = oracles::can_i_win::first_player_wins(max as u32, total);
            assert_eq!(reference::can_i_win(max, total), want, "max {} total {}", max, total);
        }
    }
    for &(max, total) in &[(20, 152), (20, 210), (19, 95), (17, 120)] {
        let want = oracles::can_i_win::first_player_wins(max as u32, total);
        assert_eq!(reference::can_i_win(max, total), want, "max {} total {}", max, total);
    }
    let mut rng = Rng::new(4861140);
    for i in 0..2000 {
        let len = rng.range(0, 10) as usize;
        let values = small_values(&mut rng, len, i % 2 == 0);
        let want = oracles::predict_the_winner::first_player_wins(&values);
        assert_eq!(reference::predict_the_winner(&values), want, "nums {:?}", values);
        let piles: Vec<i64> = values.iter().map(|v| v.abs()).collect();
        let want = oracles::stone_game_ii::first_player_best(&piles);
        assert_eq!(reference::stone_game_ii(&piles), want, "piles {:?}", piles);
    }
}

/// The fast 464 (64 used-sets per word) against the plain memoised search, on pools beyond the
/// oracle's reach.
#[test]
fn can_i_win_binary_matches_plain_search_on_larger_pools() {
    let mut rng = Rng::new(4640);
    let cases: Vec<(String, String)> = (0..40)
        .map(|_| {
            let max = rng.range(11, 20);
            let total = rng.range(0, max * (max + 1) / 2 + 10);
            let params =
                [("maxChoosableInteger", max.to_string()), ("desiredTotal", total.to_string())];
            let answer = reference::can_i_win(max as i64, total as i64);
            (leetcode_case(&mut rng, &params), answer.to_string())
        })
        .collect();
    check_leetcode_cases("leetcode_464_can_i_win", &cases);
}

/// The fast 1140 (a monotone queue and vectorised column mins) against the plain memoised recursion over (i, M).
#[test]
fn stone_game_ii_binary_matches_plain_dp_on_longer_rows() {
    let mut rng = Rng::new(11400);
    let cases: Vec<(String, String)> = (0..100)
        .map(|_| {
            let len = rng.range(11, 120) as usize;
            let piles: Vec<i64> =
                rng.values(len, 0, 10_000).into_iter().map(|v| v as i64).collect();
            let array = json_array(&mut rng, &piles);
            (
                leetcode_case(&mut rng, &[("piles", array)]),
                reference::stone_game_ii(&piles).to_string(),
            )
        })
        .collect();
    check_leetcode_cases("leetcode_1140_stone_game_ii", &cases);
}
