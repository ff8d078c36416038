//! The LeetCode family of issue 8: the reference solvers against the by-the-rules oracles on
//! small inputs (sizes stated per test), and each binary against its oracle on 320 random
//! cases in random forms, all in one input.
use crate::common::Rng;
use crate::differential::{check_leetcode_cases, every_sequence, json_array, leetcode_case, CASES};
use crate::generated::random_grid;
use crate::leetcode_input::quoted;
use crate::leetcode_reference as games;
use crate::oracles;

/// Every string of length 0..=max_len over `alphabet`.
fn all_strings(alphabet: &[u8], max_len: usize) -> Vec<String> {
    let sequences = every_sequence(alphabet, max_len).into_iter();
    sequences.map(|bytes| String::from_utf8(bytes).expect("an ASCII alphabet")).collect()
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
    // 1025: n ≤ 300; 1510: n ≤ 300; 375: n ≤ 40.
    for n in 1..=300 {
        assert_eq!(games::divisor_game(n), oracles::divisor_game::alice_wins(n as u64), "n {}", n);
        let want = oracles::stone_game_iv::alice_wins(n as u64);
        assert_eq!(games::winner_square_game(n), want, "n {}", n);
    }
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
fn scored_row_references_match_oracles() {
    // 877, 1406, 1563, 1690: 1500 random rows of ≤ 8 values each; 1686: 1500 pairs of ≤ 8.
    let mut rng = Rng::new(8771406);
    for row in random_rows(&mut rng, 1500, 8, 1, 9) {
        assert_eq!(games::stone_game(&row), oracles::stone_game::alice_wins(&row), "{:?}", row);
        assert_eq!(
            games::stone_game_v(&row),
            oracles::stone_game_v::alice_score(&row),
            "{:?}",
            row
        );
        let want = oracles::stone_game_vii::difference(&row);
        assert_eq!(games::stone_game_vii(&row), want, "{:?}", row);
    }
    for row in random_rows(&mut rng, 1500, 8, -9, 9) {
        let want = oracles::stone_game_iii::winner(&row);
        assert_eq!(games::stone_game_iii(&row), want, "{:?}", row);
    }
    for alice in random_rows(&mut rng, 1500, 8, 1, 9) {
        let bob: Vec<i64> = (0..alice.len()).map(|_| rng.range(1, 9) as i64).collect();
        let want = oracles::stone_game_vi::result(&alice, &bob).to_string();
        assert_eq!(games::stone_game_vi(&alice, &bob), want, "{:?} {:?}", alice, bob);
    }
}

/// Every simple graph on `nodes` nodes (as adjacency lists) where node 1 has a neighbour and
/// node 2 one other than the hole: LeetCode 913's guarantees.
fn cat_mouse_graphs(nodes: usize) -> Vec<Vec<Vec<usize>>> {
    let pairs: Vec<(usize, usize)> =
        (0..nodes).flat_map(|a| (a + 1..nodes).map(move |b| (a, b))).collect();
    (0..1u32 << pairs.len())
        .map(|mask| {
            let mut graph = vec![Vec::new(); nodes];
            for (_, &(a, b)) in pairs.iter().enumerate().filter(|(i, _)| mask >> i & 1 == 1) {
                graph[a].push(b);
                graph[b].push(a);
            }
            graph
        })
        .filter(|g| !g[1].is_empty() && g[2].iter().any(|&w| w != 0))
        .collect()
}

#[test]
fn cat_mouse_reference_matches_oracle() {
    // 913: every such graph on 3..=5 nodes.
    for nodes in 3..=5 {
        for graph in cat_mouse_graphs(nodes) {
            let as_i64: Vec<Vec<i64>> =
                graph.iter().map(|n| n.iter().map(|&w| w as i64).collect()).collect();
            let want = oracles::cat_and_mouse::cat_mouse_game(&graph).to_string();
            assert_eq!(games::cat_mouse_game(&as_i64), want, "{:?}", graph);
        }
    }
}

#[test]
fn grid_game_reference_matches_oracle() {
    // 1728: 200 random grids of 1..=2 rows × 2..=4 columns with jumps 1..=3.
    let mut rng = Rng::new(1728);
    let mut checked = 0;
    while checked < 200 {
        let (rows, cols) = (rng.range(1, 2) as usize, rng.range(2, 4) as usize);
        if rows * cols < 3 {
            continue;
        }
        let grid = random_grid(&mut rng, rows, cols, 4);
        let (cat, mouse) = (rng.range(1, 3), rng.range(1, 3));
        let rows_ref: Vec<&str> = grid.iter().map(String::as_str).collect();
        let want =
            oracles::cat_and_mouse_ii::can_mouse_win(&rows_ref, cat as usize, mouse as usize);
        let got = games::can_mouse_win(&grid, cat as i64, mouse as i64);
        assert_eq!(got, want.to_string(), "{:?} cat {} mouse {}", grid, cat, mouse);
        checked += 1;
    }
}

/// `CASES` cases of `binary` made by `make`, through the binary as `check_every` runs them.
fn check_binary(binary: &str, seed: u64, mut make: impl FnMut(&mut Rng) -> Case) {
    let mut rng = Rng::new(seed);
    check_every(binary, (0..CASES).map(|_| make(&mut rng)).collect());
}

/// A case: its parameters as (name, LeetCode text), and the oracle's answer as LeetCode shows it.
type Case = (Vec<(&'static str, String)>, String);

/// A random string of 0..=max_len characters from `alphabet`, of even length if `even`.
fn random_string(rng: &mut Rng, alphabet: &[u8], max_len: u64, even: bool) -> String {
    let len = rng.range(0, max_len) as usize;
    let len = if even { len / 2 * 2 } else { len };
    (0..len).map(|_| alphabet[rng.range(0, alphabet.len() as u64 - 1) as usize] as char).collect()
}

#[test]
fn string_game_binaries_match_oracles() {
    check_binary("leetcode_1927_sum_game", 1927, |rng| {
        let num = random_string(rng, b"0159??", 8, true);
        let answer = oracles::sum_game::alice_wins(&num).to_string();
        (vec![("num", quoted(&num))], answer)
    });
    check_binary("leetcode_2038_remove_colored_pieces", 2038, |rng| {
        let colors = random_string(rng, b"AAB", 12, false);
        let answer = oracles::remove_colored_pieces::alice_wins(&colors).to_string();
        (vec![("colors", quoted(&colors))], answer)
    });
    check_binary("leetcode_3227_vowels_game", 3227, |rng| {
        let s = random_string(rng, b"abcde", 7, false);
        (vec![("s", quoted(&s))], oracles::vowels_game::alice_wins(&s).to_string())
    });
}

#[test]
fn number_game_binaries_match_oracles() {
    check_binary("leetcode_1025_divisor_game", 1025, |rng| {
        let n = rng.range(1, 300);
        (vec![("n", n.to_string())], oracles::divisor_game::alice_wins(n).to_string())
    });
    check_binary("leetcode_1510_stone_game_iv", 1510, |rng| {
        let n = rng.range(0, 300);
        (vec![("n", n.to_string())], oracles::stone_game_iv::alice_wins(n).to_string())
    });
}

#[test]
fn scored_row_binaries_match_oracles() {
    check_binary("leetcode_877_stone_game", 877, |rng| {
        let piles = random_rows(rng, 1, 8, 1, 9).remove(0);
        let answer = oracles::stone_game::alice_wins(&piles).to_string();
        (vec![("piles", json_array(rng, &piles))], answer)
    });
    check_binary("leetcode_1406_stone_game_iii", 1406, |rng| {
        let values = random_rows(rng, 1, 8, -9, 9).remove(0);
        let answer = quoted(oracles::stone_game_iii::winner(&values));
        (vec![("stoneValue", json_array(rng, &values))], answer)
    });
    check_binary("leetcode_1563_stone_game_v", 1563, |rng| {
        let values = random_rows(rng, 1, 8, 1, 9).remove(0);
        let answer = oracles::stone_game_v::alice_score(&values).to_string();
        (vec![("stoneValue", json_array(rng, &values))], answer)
    });
    check_binary("leetcode_1686_stone_game_vi", 1686, |rng| {
        let alice = random_rows(rng, 1, 8, 1, 9).remove(0);
        let bob: Vec<i64> = (0..alice.len()).map(|_| rng.range(1, 9) as i64).collect();
        let answer = oracles::stone_game_vi::result(&alice, &bob).to_string();
        let params =
            vec![("aliceValues", json_array(rng, &alice)), ("bobValues", json_array(rng, &bob))];
        (params, answer)
    });
    check_binary("leetcode_1690_stone_game_vii", 1690, |rng| {
        let stones = random_rows(rng, 1, 8, 1, 9).remove(0);
        let answer = oracles::stone_game_vii::difference(&stones).to_string();
        (vec![("stones", json_array(rng, &stones))], answer)
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

/// A graph as LeetCode shows it: `[[1,3],[0],[3],[0,2]]`.
fn graph_text(graph: &[Vec<usize>]) -> String {
    let rows: Vec<String> = graph
        .iter()
        .map(|row| format!("[{}]", row.iter().map(usize::to_string).collect::<Vec<_>>().join(",")))
        .collect();
    format!("[{}]", rows.join(","))
}

#[test]
fn cat_and_mouse_binaries_match_oracles() {
    let graphs: Vec<Vec<Vec<usize>>> = (3..=6).flat_map(cat_mouse_graphs).collect();
    check_binary("leetcode_913_cat_and_mouse", 913, |rng| {
        let graph = &graphs[rng.range(0, graphs.len() as u64 - 1) as usize];
        let answer = oracles::cat_and_mouse::cat_mouse_game(graph).to_string();
        (vec![("graph", graph_text(graph))], answer)
    });
    check_binary("leetcode_1728_cat_and_mouse_ii", 1728, |rng| {
        let (rows, cols) = (rng.range(1, 3) as usize, rng.range(2, 4) as usize);
        let grid = random_grid(rng, rows.max(if cols == 2 { 2 } else { 1 }), cols, 4);
        let (cat, mouse) = (rng.range(0, 3) as usize, rng.range(0, 3) as usize);
        let rows_ref: Vec<&str> = grid.iter().map(String::as_str).collect();
        let answer = oracles::cat_and_mouse_ii::can_mouse_win(&rows_ref, cat, mouse).to_string();
        let rows: Vec<String> = grid.iter().map(|row| quoted(row)).collect();
        let params = vec![
            ("grid", format!("[{}]", rows.join(","))),
            ("catJump", cat.to_string()),
            ("mouseJump", mouse.to_string()),
        ];
        (params, answer)
    });
}

#[test]
fn board_and_guessing_binaries_match_oracles() {
    check_binary("leetcode_810_chalkboard_xor_game", 810, |rng| {
        let nums = random_rows(rng, 1, 6, 0, 7).remove(0);
        let answer = oracles::chalkboard_xor_game::alice_wins(&nums).to_string();
        (vec![("nums", json_array(rng, &nums))], answer)
    });
    check_binary("leetcode_375_guess_number_higher_or_lower_ii", 375, |rng| {
        let n = rng.range(0, 40);
        (vec![("n", n.to_string())], oracles::guess_number_ii::get_money_amount(n).to_string())
    });
}

/// Every case in `cases` (parameters as (name, LeetCode text), the oracle's answer) through
/// `binary` in one input, each case in a random form.
fn check_every(binary: &str, cases: Vec<Case>) {
    let mut rng = Rng::new(binary.len() as u64);
    let cases: Vec<(String, String)> = cases
        .into_iter()
        .map(|(params, answer)| (leetcode_case(&mut rng, &params), answer))
        .collect();
    check_leetcode_cases(binary, &cases);
}

/// Every row of 0..=max_len values in `low..=high`.
fn every_row(max_len: usize, low: i64, high: i64) -> Vec<Vec<i64>> {
    every_sequence(&(low..=high).collect::<Vec<_>>(), max_len)
}

/// A LeetCode array without randomness.
fn plain_array(values: &[i64]) -> String {
    format!("[{}]", values.iter().map(i64::to_string).collect::<Vec<_>>().join(","))
}

/// Each shortcut the binaries take, on every small input: 877 on every row of ≤ 6 piles of
/// 1..=5; 810 on every board of ≤ 4 numbers in 0..=7; 2029 on every row of ≤ 5 stones of
/// 1..=6; 1686 on every pair of rows of ≤ 3 values in 1..=5; 1563 on every row of ≤ 6 of 1..=4;
/// 1872 on every row of 2..=5 stones in −3..=3; 1025 and 1510 on every n ≤ 300.
#[test]
fn number_shortcuts_match_oracles_on_every_small_input() {
    let rows = |max_len, low, high, name: &'static str, answer: &dyn Fn(&[i64]) -> String| {
        every_row(max_len, low, high)
            .into_iter()
            .map(|row| (vec![(name, plain_array(&row))], answer(&row)))
            .collect::<Vec<_>>()
    };
    check_every(
        "leetcode_877_stone_game",
        rows(6, 1, 5, "piles", &|r| oracles::stone_game::alice_wins(r).to_string()),
    );
    check_every(
        "leetcode_810_chalkboard_xor_game",
        rows(4, 0, 7, "nums", &|r| oracles::chalkboard_xor_game::alice_wins(r).to_string()),
    );
    check_every(
        "leetcode_2029_stone_game_ix",
        rows(5, 1, 6, "stones", &|r| oracles::stone_game_ix::alice_wins(r).to_string()),
    );
    check_every(
        "leetcode_1563_stone_game_v",
        rows(6, 1, 4, "stoneValue", &|r| oracles::stone_game_v::alice_score(r).to_string()),
    );
    let eights: Vec<_> =
        rows(5, -3, 3, "stones", &|r| oracles::stone_game_viii::difference(r).to_string())
            .into_iter()
            .filter(|(params, _)| params[0].1.matches(',').count() >= 1)
            .collect();
    check_every("leetcode_1872_stone_game_viii", eights);
    let mut pairs = Vec::new();
    for alice in every_row(3, 1, 5) {
        for bob in every_row(alice.len(), 1, 5).into_iter().filter(|b| b.len() == alice.len()) {
            let answer = oracles::stone_game_vi::result(&alice, &bob).to_string();
            pairs.push((
                vec![("aliceValues", plain_array(&alice)), ("bobValues", plain_array(&bob))],
                answer,
            ));
        }
    }
    check_every("leetcode_1686_stone_game_vi", pairs);
    let numbers = |answer: &dyn Fn(u64) -> bool| {
        (1..=300u64)
            .map(|n| (vec![("n", n.to_string())], answer(n).to_string()))
            .collect::<Vec<_>>()
    };
    check_every("leetcode_1025_divisor_game", numbers(&oracles::divisor_game::alice_wins));
    check_every("leetcode_1510_stone_game_iv", numbers(&oracles::stone_game_iv::alice_wins));
}

/// The string shortcuts on every small input: 1927 on every even string of ≤ 6 over 0, 1, 5,
/// 9 and ?; 2038 on every A/B string of ≤ 10; 3227 on every string of ≤ 6 over a, e, b, c.
#[test]
fn string_shortcuts_match_oracles_on_every_small_input() {
    let strings = |alphabet: &[u8], max_len, name: &'static str, answer: &dyn Fn(&str) -> bool| {
        all_strings(alphabet, max_len)
            .into_iter()
            .map(|s| (vec![(name, quoted(&s))], answer(&s).to_string()))
            .collect::<Vec<_>>()
    };
    let sums: Vec<_> = all_strings(b"0159?", 6)
        .into_iter()
        .filter(|num| num.len() % 2 == 0)
        .map(|num| (vec![("num", quoted(&num))], oracles::sum_game::alice_wins(&num).to_string()))
        .collect();
    check_every("leetcode_1927_sum_game", sums);
    check_every(
        "leetcode_2038_remove_colored_pieces",
        strings(b"AB", 10, "colors", &oracles::remove_colored_pieces::alice_wins),
    );
    check_every(
        "leetcode_3227_vowels_game",
        strings(b"aebc", 6, "s", &oracles::vowels_game::alice_wins),
    );
}

/// 913 on every graph of 3..=5 nodes with LeetCode's guarantees; 375 on every n ≤ 40.
#[test]
fn retrograde_and_interval_binaries_match_oracles_on_every_small_input() {
    let graphs: Vec<_> = (3..=5)
        .flat_map(cat_mouse_graphs)
        .map(|g| {
            (
                vec![("graph", graph_text(&g))],
                oracles::cat_and_mouse::cat_mouse_game(&g).to_string(),
            )
        })
        .collect();
    check_every("leetcode_913_cat_and_mouse", graphs);
    let guesses = (0..=40u64)
        .map(|n| {
            (vec![("n", n.to_string())], oracles::guess_number_ii::get_money_amount(n).to_string())
        })
        .collect();
    check_every("leetcode_375_guess_number_higher_or_lower_ii", guesses);
}
