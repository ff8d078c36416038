//! The LeetCode family of issue 8: the reference solvers against the by-the-rules oracles on
//! small inputs (sizes stated per test), and each binary against its oracle on 320 random
//! cases in random forms, all in one input.
use crate::common::Rng;
use crate::differential::{check_leetcode_cases, json_array, leetcode_case, CASES};
use crate::leetcode_reference as games;
use crate::oracles;

/// Every string of length 0..=max_len over `alphabet`.
fn all_strings(alphabet: &[u8], max_len: usize) -> Vec<String> {
    let mut all = vec![String::new()];
    let mut last = vec![String::new()];
    for _ in 0..max_len {
        last = last
            .iter()
            .flat_map(|s| alphabet.iter().map(move |&c| format!("{}{}", s, c as char)))
            .collect();
        all.extend(last.iter().cloned());
    }
    all
}

/// `count` random rows of 0..=max_len values in `low..=high`.
fn random_rows(rng: &mut Rng, count: usize, max_len: u64, low: i64, high: i64) -> Vec<Vec<i64>> {
    (0..count)
        .map(|_| {
            let len = rng.range(0, max_len) as usize;
            (0..len).map(|_| low + rng.range(0, (high - low) as u64) as i64).collect()
        })
        .collect()
}

#[test]
fn string_game_references_match_oracles() {
    // 1927: even strings of ≤ 6 characters over 0, 1, 5, 9 and ?; 2038: A/B strings of ≤ 10;
    // 3227: strings of ≤ 6 over a, e, b, c.
    for num in all_strings(b"0159?", 6).iter().filter(|s| s.len() % 2 == 0) {
        assert_eq!(games::sum_game(num), oracles::sum_game::alice_wins(num).to_string(), "{}", num);
    }
    for colors in all_strings(b"AB", 10) {
        let want = oracles::remove_colored_pieces::alice_wins(&colors).to_string();
        assert_eq!(games::winner_of_game(&colors), want, "{}", colors);
    }
    for s in all_strings(b"aebc", 6) {
        assert_eq!(
            games::does_alice_win(&s),
            oracles::vowels_game::alice_wins(&s).to_string(),
            "{}",
            s
        );
    }
}

#[test]
fn number_game_references_match_oracles() {
    // 375: n ≤ 40.
    for n in 0..=40 {
        assert_eq!(
            games::guess_number_cost(n),
            oracles::guess_number_ii::get_money_amount(n as u64),
            "n {}",
            n
        );
    }
}

#[test]
fn row_game_references_match_oracles() {
    // 810: boards of ≤ 6 numbers below 8; 2029: ≤ 7 stones of 1..=9; 1872: rows of 2..=7
    // stones in −9..=9.
    let mut rng = Rng::new(8102029);
    for nums in random_rows(&mut rng, 1500, 6, 0, 7) {
        assert_eq!(
            games::xor_game(&nums),
            oracles::chalkboard_xor_game::alice_wins(&nums),
            "{:?}",
            nums
        );
    }
    for stones in random_rows(&mut rng, 1500, 7, 1, 9) {
        let want = oracles::stone_game_ix::alice_wins(&stones).to_string();
        assert_eq!(games::stone_game_ix(&stones), want, "{:?}", stones);
    }
    for stones in random_rows(&mut rng, 1500, 7, -9, 9).into_iter().filter(|s| s.len() >= 2) {
        let want = oracles::stone_game_viii::difference(&stones);
        assert_eq!(games::stone_game_viii(&stones), want, "{:?}", stones);
    }
}

#[test]
fn grid_game_reference_matches_oracle() {
    // 1728: 200 random grids of 1..=2 rows × 2..=4 columns with jumps 1..=3.
    let mut rng = Rng::new(1728);
    let mut checked = 0;
    while checked < 200 {
        let (rows, cols) = (rng.range(1, 2) as usize, rng.range(2, 4) as usize);
        let mut cells: Vec<u8> =
            (0..rows * cols).map(|_| if rng.range(0, 3) == 0 { b'#' } else { b'.' }).collect();
        let mut free: Vec<usize> = (0..cells.len()).collect();
        if free.len() < 3 {
            continue;
        }
        for mark in [b'C', b'M', b'F'] {
            let at = free.remove(rng.range(0, free.len() as u64 - 1) as usize);
            cells[at] = mark;
        }
        let grid: Vec<String> =
            cells.chunks(cols).map(|row| String::from_utf8(row.to_vec()).expect("ASCII")).collect();
        let (cat, mouse) = (rng.range(1, 3), rng.range(1, 3));
        let rows_ref: Vec<&str> = grid.iter().map(String::as_str).collect();
        let want =
            oracles::cat_and_mouse_ii::can_mouse_win(&rows_ref, cat as usize, mouse as usize);
        let got = games::can_mouse_win(&grid, cat as i64, mouse as i64);
        assert_eq!(got, want.to_string(), "{:?} cat {} mouse {}", grid, cat, mouse);
        checked += 1;
    }
}

/// `CASES` cases of `binary` made by `make` (its parameters as (name, LeetCode text), and the
/// oracle's answer as LeetCode shows it), in random forms, through the binary in one input.
fn check_binary(
    binary: &str,
    seed: u64,
    mut make: impl FnMut(&mut Rng) -> (Vec<(&'static str, String)>, String),
) {
    let mut rng = Rng::new(seed);
    let cases: Vec<(String, String)> = (0..CASES)
        .map(|_| {
            let (params, answer) = make(&mut rng);
            (leetcode_case(&mut rng, &params), answer)
        })
        .collect();
    check_leetcode_cases(binary, &cases);
}

/// A random string of 0..=max_len characters from `alphabet`, of even length if `even`.
fn random_string(rng: &mut Rng, alphabet: &[u8], max_len: u64, even: bool) -> String {
    let len = rng.range(0, max_len) as usize;
    let len = if even { len / 2 * 2 } else { len };
    (0..len).map(|_| alphabet[rng.range(0, alphabet.len() as u64 - 1) as usize] as char).collect()
}

fn quote(text: &str) -> String {
    format!("\"{}\"", text)
}

#[test]
fn string_game_binaries_match_oracles() {
    check_binary("leetcode_1927_sum_game", 1927, |rng| {
        let num = random_string(rng, b"0159??", 8, true);
        let answer = oracles::sum_game::alice_wins(&num).to_string();
        (vec![("num", quote(&num))], answer)
    });
    check_binary("leetcode_2038_remove_colored_pieces", 2038, |rng| {
        let colors = random_string(rng, b"AAB", 12, false);
        let answer = oracles::remove_colored_pieces::alice_wins(&colors).to_string();
        (vec![("colors", quote(&colors))], answer)
    });
    check_binary("leetcode_3227_vowels_game", 3227, |rng| {
        let s = random_string(rng, b"abcde", 7, false);
        (vec![("s", quote(&s))], oracles::vowels_game::alice_wins(&s).to_string())
    });
}

#[test]
fn row_game_binaries_match_oracles() {
    check_binary("leetcode_1872_stone_game_viii", 1872, |rng| {
        let stones = random_rows(rng, 1, 6, -9, 9).remove(0);
        let stones = if stones.len() < 2 { vec![3, -4] } else { stones };
        let answer = oracles::stone_game_viii::difference(&stones).to_string();
        (vec![("stones", json_array(rng, &stones))], answer)
    });
    check_binary("leetcode_2029_stone_game_ix", 2029, |rng| {
        let stones = random_rows(rng, 1, 7, 1, 9).remove(0);
        let answer = oracles::stone_game_ix::alice_wins(&stones).to_string();
        (vec![("stones", json_array(rng, &stones))], answer)
    });
}
