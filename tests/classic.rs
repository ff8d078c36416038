//! The classic judge family (AcWing 1319/1321/1322, Luogu P2197/P4279/P2252, HDU 1536/1846/
//! 1847/1848/1850/2147): the reference solvers against the exhaustive oracles on every small
//! position (sizes stated in each test), and each binary against its oracle on random small
//! tests, many tests to an input in the judge's own layout.
use crate::common::{self, Rng};
use crate::differential::{all_vectors, every_sequence, sweep};
use crate::formats::{self, Shape};
use crate::oracles;
use crate::reference::{self, yes_no};

/// Every row of 0..=max_len piles of 1..=high stones (empty piles excluded: these games
/// only have positive piles).
fn positive_vectors(max_len: usize, high: u64) -> Vec<Vec<u64>> {
    every_sequence(&(1..=high).collect::<Vec<_>>(), max_len)
}

#[test]
fn pile_references_match_oracles_on_every_small_position() {
    // P2197 is Nim; 1850's count: piles ≤ 4 of ≤ 7 stones.
    for piles in all_vectors(4, 7) {
        assert_eq!(reference::anti_nim(&piles), oracles::anti_nim::first_player_wins(&piles));
        let count = oracles::good_boy::winning_first_moves(&piles);
        assert_eq!(reference::nim_winning_moves(&piles), count, "{:?}", piles);
    }
    // 1848 with any number of piles: ≤ 3 piles of ≤ 20 stones.
    let fibonacci = reference::fibonacci_moves(20);
    let plain = |piles: &[u64]| reference::set_nim(&fibonacci, piles);
    sweep("fibonacci", oracles::fibonacci_again::oracle(), all_vectors(3, 20), plain);
    // 1321: ≤ 5 piles of 1..=6 stones, and ≤ 4 piles of 0..=5 (an empty pile is absent);
    // 1322: rows of the same.
    let rows = || positive_vectors(5, 6).into_iter().chain(all_vectors(4, 5)).collect();
    sweep("take stones", oracles::take_stones::oracle(), rows(), reference::take_stones);
    sweep("row", oracles::take_stones_game::oracle(), rows(), reference::take_stones_game);
}

#[test]
fn take_stones_closed_form_matches_its_table() {
    // The table is the reduced game played out (checked against the oracle above); its
    // closed form answers beyond it.
    for ones in 0..=reference::ONES {
        for pool in (0..=reference::POOL).filter(|&p| p != 1) {
            let table = reference::take_stones_table_entry(ones, pool);
            let closed = reference::take_stones_closed_form(ones as u128, pool as u128);
            assert_eq!(closed, table, "ones {} pool {}", ones, pool);
        }
    }
}

#[test]
fn number_references_match_oracles_on_every_small_position() {
    // 1846: n, m ≤ 60; 1847: n ≤ 300; 2147: boards up to 40 × 40; Wythoff: a, b ≤ 80.
    for n in 1..=60 {
        for m in 1..=60 {
            let want = oracles::brave_game::first_player_wins(n, m);
            assert_eq!(reference::bash_game(n, m), want, "n {} m {}", n, m);
        }
    }
    let powers = [1, 2, 4, 8, 16, 32, 64, 128, 256];
    for n in 1..=300 {
        let want = oracles::good_luck_cet4::first_player_wins(n);
        assert_eq!(reference::set_nim(&powers, &[n]), want, "n {}", n);
    }
    for n in 1..=40 {
        for m in 1..=40 {
            let want = oracles::kikis_game::first_player_wins(n, m);
            assert_eq!(reference::kikis_game(n as u64, m as u64), want, "{} × {}", n, m);
        }
    }
    let lost = oracles::wythoff::losing_table(80);
    for a in 0..=80 {
        for b in 0..=80 {
            assert_eq!(reference::wythoff(a, b), !lost[a as usize][b as usize], "({}, {})", a, b);
        }
    }
}

#[test]
fn dag_reference_matches_oracle_on_small_graphs() {
    // Every DAG on 4 nodes whose edges go from a lower to a higher number (2^6 of them),
    // with every multiset of up to 3 tokens.
    let pairs: Vec<(usize, usize)> =
        (1..=4).flat_map(|a| (a + 1..=4).map(move |b| (a, b))).collect();
    for mask in 0..1u32 << pairs.len() {
        let edges: Vec<(usize, usize)> =
            (0..pairs.len()).filter(|i| mask >> i & 1 == 1).map(|i| pairs[i]).collect();
        for tokens in all_vectors(3, 3) {
            let tokens: Vec<usize> = tokens.iter().map(|&t| t as usize + 1).collect();
            let want = oracles::move_pieces::first_player_wins(4, &edges, &tokens);
            let got = reference::dag_tokens(4, &edges, &tokens);
            assert_eq!(got, Some(want), "edges {:?} tokens {:?}", edges, tokens);
        }
    }
    assert_eq!(reference::dag_tokens(3, &[(1, 2), (2, 3), (3, 1)], &[1]), None);
    assert_eq!(reference::dag_tokens(1, &[(1, 1)], &[1]), None);
}

/// Random small tests per binary.
const TESTS: usize = 320;

/// A test as its lines of numbers, and the oracle's answer line.
type Test = (Vec<Vec<u64>>, String);

/// The tests laid out as `shape` wants (each line's numbers joined by random separators),
/// through `binary`, in one input or, for single-test layouts, one input each; every
/// answer must be the oracle's.
fn check_tests(binary: &str, tests: Vec<Test>) {
    let shape = formats::format(binary).expect("a family binary").shape;
    let mut rng = Rng::new(binary.len() as u64 * 7919);
    let mut render = |lines: &[Vec<u64>]| {
        let mut text = String::new();
        for line in lines {
            let numbers: Vec<String> = line.iter().map(u64::to_string).collect();
            for (i, number) in numbers.iter().enumerate() {
                text.push_str(if i == 0 { "" } else { rng.separator() });
                text.push_str(number);
            }
            text.push_str(if rng.range(0, 3) == 0 { "\r\n" } else { "\n" });
        }
        text
    };
    let inputs: Vec<(String, String)> = if shape == Shape::Single {
        tests.iter().map(|(lines, answer)| (render(lines), format!("{}\n", answer))).collect()
    } else {
        let mut input = match shape {
            Shape::Counted(_) => render(&[vec![tests.len() as u64]]),
            _ => String::new(),
        };
        for (lines, _) in &tests {
            input.push_str(&render(lines));
        }
        if let Shape::Sentinel(zeros) = shape {
            input.push_str(&render(&[vec![0; zeros]]));
        }
        let answers: String = tests.iter().map(|(_, answer)| format!("{}\n", answer)).collect();
        vec![(input, answers)]
    };
    let mut failures = Vec::new();
    for (input, expected) in inputs {
        let run = common::run(binary, input.as_bytes());
        if run.code != Some(0) || !common::same_output(&expected, &run.stdout) {
            let diff = common::diff(&expected, &run.stdout);
            failures
                .push(format!("{} on {:?} (stderr {:?}):\n{}", binary, input, run.stderr, diff));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// `TESTS` tests made by `make` from a seeded generator.
fn tests(seed: u64, mut make: impl FnMut(&mut Rng) -> Test) -> Vec<Test> {
    let mut rng = Rng::new(seed);
    (0..TESTS).map(|_| make(&mut rng)).collect()
}

fn word(wins: bool, yes: &str, no: &str) -> String {
    (if wins { yes } else { no }).to_string()
}

/// A count line, then the values on one line.
fn counted(values: &[u64]) -> Vec<Vec<u64>> {
    vec![vec![values.len() as u64], values.to_vec()]
}

#[test]
fn pile_binaries_match_oracles() {
    let mut nim = oracles::nim::oracle();
    check_tests(
        "luogu_p2197_nim",
        tests(2197, |rng| {
            let len = rng.range(0, 4) as usize;
            let piles = rng.values(len, 0, 7);
            (counted(&piles), yes_no(nim.first_player_wins(&piles)).to_string())
        }),
    );
    check_tests(
        "luogu_p4279_anti_nim",
        tests(4279, |rng| {
            let len = rng.range(0, 4) as usize;
            let piles = rng.values(len, 0, 6);
            (counted(&piles), word(oracles::anti_nim::first_player_wins(&piles), "John", "Brother"))
        }),
    );
    let mut take = oracles::take_stones::oracle();
    check_tests(
        "acwing_1321_take_stones",
        tests(1321, |rng| {
            let len = rng.range(0, 4) as usize;
            let piles = rng.values(len, 0, 5);
            (counted(&piles), word(take.first_player_wins(&piles), "YES", "NO"))
        }),
    );
    let mut row_game = oracles::take_stones_game::oracle();
    check_tests(
        "acwing_1322_take_stones_game",
        tests(1322, |rng| {
            let len = rng.range(0, 5) as usize;
            let row = rng.values(len, 0, 6);
            (counted(&row), word(row_game.first_player_wins(&row), "1", "0"))
        }),
    );
    check_tests(
        "hdu_1850_good_boy",
        tests(1850, |rng| {
            let len = rng.range(1, 4) as usize;
            let piles = rng.values(len, 1, 7);
            (counted(&piles), oracles::good_boy::winning_first_moves(&piles).to_string())
        }),
    );
    let mut fibonacci = oracles::fibonacci_again::oracle();
    check_tests(
        "hdu_1848_fibonacci_again",
        tests(1848, |rng| {
            let piles = rng.values(3, 1, 25);
            (vec![piles.clone()], word(fibonacci.first_player_wins(&piles), "Fibo", "Nacci"))
        }),
    );
}

#[test]
fn number_binaries_match_oracles() {
    check_tests(
        "luogu_p2252_wythoff",
        tests(2252, |rng| {
            let (a, b) = (rng.range(0, 60), rng.range(0, 60));
            let wins = oracles::wythoff::first_player_wins(a as usize, b as usize);
            (vec![vec![a, b]], word(wins, "1", "0"))
        }),
    );
    check_tests(
        "hdu_1846_brave_game",
        tests(1846, |rng| {
            let (n, m) = (rng.range(0, 40), rng.range(1, 12));
            let wins = oracles::brave_game::first_player_wins(n, m);
            (vec![vec![n, m]], word(wins, "first", "second"))
        }),
    );
    check_tests(
        "hdu_1847_good_luck_cet4",
        tests(1847, |rng| {
            let n = rng.range(1, 200);
            (vec![vec![n]], word(oracles::good_luck_cet4::first_player_wins(n), "Kiki", "Cici"))
        }),
    );
    check_tests(
        "hdu_2147_kikis_game",
        tests(2147, |rng| {
            let (n, m) = (rng.range(1, 30), rng.range(1, 30));
            let wins = oracles::kikis_game::first_player_wins(n as usize, m as usize);
            (vec![vec![n, m]], word(wins, "Wonderful!", "What a pity!"))
        }),
    );
}

#[test]
fn set_and_graph_binaries_match_oracles() {
    check_tests(
        "hdu_1536_s_nim",
        tests(1536, |rng| {
            let len = rng.range(1, 3) as usize;
            let moves = rng.values(len, 1, 6);
            let mut oracle = oracles::set_nim::oracle(&moves);
            let mut lines = vec![[vec![moves.len() as u64], moves.clone()].concat()];
            let positions = rng.range(0, 4);
            lines.push(vec![positions]);
            let mut letters = String::new();
            for _ in 0..positions {
                let len = rng.range(0, 3) as usize;
                let piles = rng.values(len, 0, 12);
                letters.push(if oracle.first_player_wins(&piles) { 'W' } else { 'L' });
                lines.push([vec![piles.len() as u64], piles].concat());
            }
            (lines, letters)
        }),
    );
    check_tests(
        "acwing_1319_move_pieces",
        tests(1319, |rng| {
            // Edges from lower to higher ranks in a random order of the nodes: acyclic.
            let nodes = rng.range(1, 6) as usize;
            let mut rank: Vec<usize> = (1..=nodes).collect();
            for i in (1..nodes).rev() {
                rank.swap(i, rng.range(0, i as u64) as usize);
            }
            let edges: Vec<(usize, usize)> = (0..rng.range(0, 8))
                .map(|_| {
                    (
                        rng.range(0, nodes as u64 - 1) as usize,
                        rng.range(0, nodes as u64 - 1) as usize,
                    )
                })
                .filter(|(a, b)| a < b)
                .map(|(a, b)| (rank[a], rank[b]))
                .collect();
            let tokens: Vec<usize> =
                (0..rng.range(1, 4)).map(|_| rng.range(1, nodes as u64) as usize).collect();
            let wins = oracles::move_pieces::first_player_wins(nodes, &edges, &tokens);
            let mut lines = vec![vec![nodes as u64, edges.len() as u64, tokens.len() as u64]];
            lines.extend(edges.iter().map(|&(a, b)| vec![a as u64, b as u64]));
            lines.push(tokens.iter().map(|&t| t as u64).collect());
            (lines, word(wins, "win", "lose"))
        }),
    );
}

/// Multisets (sorted vectors) of 0..=max_len values in `low..=high`.
fn multisets(max_len: usize, low: u64, high: u64) -> Vec<Vec<u64>> {
    let mut all = every_sequence(&(low..=high).collect::<Vec<_>>(), max_len);
    all.retain(|v| v.windows(2).all(|w| w[0] <= w[1]));
    all.sort();
    all
}

/// Each binary's fast method on every small position, all in one input where the layout
/// allows: the piles games on every multiset of ≤ 4 piles of 0..=6 (1321: ≤ 5 of 0..=5;
/// 1322: every row of ≤ 4 piles of 0..=5), 1848 on every triple of 1..=12, 1850 on every
/// multiset of 1..=4 piles of 0..=7.
#[test]
fn pile_binaries_match_oracles_on_every_small_position() {
    let mut nim = oracles::nim::oracle();
    let piles = multisets(4, 0, 6);
    let each = |make: &mut dyn FnMut(&[u64]) -> String, positions: &[Vec<u64>]| -> Vec<Test> {
        positions.iter().map(|p| (counted(p), make(p))).collect()
    };
    check_tests("luogu_p2197_nim", each(&mut |p| yes_no(nim.first_player_wins(p)).into(), &piles));
    let anti = |p: &[u64]| word(oracles::anti_nim::first_player_wins(p), "John", "Brother");
    check_tests("luogu_p4279_anti_nim", each(&mut |p| anti(p), &piles));
    let mut take = oracles::take_stones::oracle();
    let take_positions = multisets(5, 0, 5);
    check_tests(
        "acwing_1321_take_stones",
        each(&mut |p| word(take.first_player_wins(p), "YES", "NO"), &take_positions),
    );
    let mut row_game = oracles::take_stones_game::oracle();
    check_tests(
        "acwing_1322_take_stones_game",
        each(&mut |p| word(row_game.first_player_wins(p), "1", "0"), &all_vectors(4, 5)),
    );
    let good_boy = multisets(4, 0, 7).into_iter().filter(|p| !p.is_empty()).collect::<Vec<_>>();
    let count = |p: &[u64]| oracles::good_boy::winning_first_moves(p).to_string();
    check_tests("hdu_1850_good_boy", each(&mut |p| count(p), &good_boy));
    let mut fibonacci = oracles::fibonacci_again::oracle();
    let triples: Vec<Test> = multisets(3, 1, 12)
        .into_iter()
        .filter(|t| t.len() == 3)
        .map(|t| (vec![t.clone()], word(fibonacci.first_player_wins(&t), "Fibo", "Nacci")))
        .collect();
    check_tests("hdu_1848_fibonacci_again", triples);
}

/// 1846 on every n ≤ 40, m ≤ 12; 1847 on every n ≤ 300; 2147 on every board up to 30 × 30;
/// Wythoff on every a, b ≤ 30 (one run each: its input holds one test).
#[test]
fn number_binaries_match_oracles_on_every_small_position() {
    let pairs = |high_n: u64, low_m: u64, high_m: u64| -> Vec<(u64, u64)> {
        (0..=high_n).flat_map(|n| (low_m..=high_m).map(move |m| (n, m))).collect()
    };
    let brave = pairs(40, 1, 12)
        .into_iter()
        .map(|(n, m)| {
            (
                vec![vec![n, m]],
                word(oracles::brave_game::first_player_wins(n, m), "first", "second"),
            )
        })
        .collect();
    check_tests("hdu_1846_brave_game", brave);
    let cet4 = (0..=300)
        .map(|n| {
            (vec![vec![n]], word(oracles::good_luck_cet4::first_player_wins(n), "Kiki", "Cici"))
        })
        .collect();
    check_tests("hdu_1847_good_luck_cet4", cet4);
    let boards = pairs(30, 1, 30)
        .into_iter()
        .filter(|&(n, _)| n >= 1)
        .map(|(n, m)| {
            let wins = oracles::kikis_game::first_player_wins(n as usize, m as usize);
            (vec![vec![n, m]], word(wins, "Wonderful!", "What a pity!"))
        })
        .collect();
    check_tests("hdu_2147_kikis_game", boards);
    let lost = oracles::wythoff::losing_table(30);
    let wythoff = pairs(30, 0, 30)
        .into_iter()
        .map(|(a, b)| (vec![vec![a, b]], word(!lost[a as usize][b as usize], "1", "0")))
        .collect();
    check_tests("luogu_p2252_wythoff", wythoff);
}

/// 1319 on every DAG on 4 nodes whose edges rise in number (64), with every multiset of up to
/// 2 tokens (one run each); 1536 with every move set within {1, 2, 3, 4} on every multiset of
/// up to 3 piles of 0..=8 (one test per move set, all in one input).
#[test]
fn set_and_graph_binaries_match_oracles_on_every_small_position() {
    let pairs: Vec<(usize, usize)> =
        (1..=4).flat_map(|a| (a + 1..=4).map(move |b| (a, b))).collect();
    let token_sets: Vec<Vec<u64>> =
        multisets(2, 1, 4).into_iter().filter(|t| !t.is_empty()).collect();
    let mut dags = Vec::new();
    for mask in 0..1u32 << pairs.len() {
        let edges: Vec<(usize, usize)> =
            (0..pairs.len()).filter(|i| mask >> i & 1 == 1).map(|i| pairs[i]).collect();
        for tokens in &token_sets {
            let on: Vec<usize> = tokens.iter().map(|&t| t as usize).collect();
            let wins = oracles::move_pieces::first_player_wins(4, &edges, &on);
            let mut lines = vec![vec![4, edges.len() as u64, tokens.len() as u64]];
            lines.extend(edges.iter().map(|&(a, b)| vec![a as u64, b as u64]));
            lines.push(tokens.clone());
            dags.push((lines, word(wins, "win", "lose")));
        }
    }
    check_tests("acwing_1319_move_pieces", dags);
    let positions = multisets(3, 0, 8);
    let sets: Vec<Test> = (1..16u64)
        .map(|mask| {
            let moves: Vec<u64> = (1..=4).filter(|s| mask >> (s - 1) & 1 == 1).collect();
            let mut oracle = oracles::set_nim::oracle(&moves);
            let mut lines =
                vec![[vec![moves.len() as u64], moves].concat(), vec![positions.len() as u64]];
            let mut letters = String::new();
            for piles in &positions {
                letters.push(if oracle.first_player_wins(piles) { 'W' } else { 'L' });
                lines.push([vec![piles.len() as u64], piles.clone()].concat());
            }
            (lines, letters)
        })
        .collect();
    check_tests("hdu_1536_s_nim", sets);
}
