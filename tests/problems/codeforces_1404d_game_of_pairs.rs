//! Codeforces 1404D · Game of Pairs, interactive: the program picks First or Second and plays
//! against the judge (tests/interact/codeforces_1404d_game_of_pairs.rs). A case is the
//! interactor's case file, `n` and `ADVERSARY SEED`; its answer is the side that wins, which the
//! program must choose, and then win. Oracle: the interactor's search from the rules
//! (`first_wins`: every pairing of 1..2n, each judged by a dynamic programme over the sums of
//! the choices mod 2n); the reference is "First iff n is even", checked on every n ≤ 6.
//! The statement's sample interaction was not in the stored copies read: `sample-1` is n = 2.
use crate::common::Rng;
use crate::interact::codeforces_1404d_game_of_pairs::first_wins;
use crate::interact::Interactor;
use crate::layout::{is_word, Cursor, Format, Layout, Shape, MAX};
use crate::problem::{Case, Problem, RANDOM_CASES};

pub struct Game;

fn side(first_wins: bool) -> String {
    (if first_wins { "First" } else { "Second" }).to_string()
}

fn case_text(n: usize, adversary: &str, seed: u64) -> String {
    format!("{}\n{} {}\n", n, adversary, seed)
}

fn test(c: &mut Cursor) -> Option<String> {
    let n = c.int(1, 500_000)?;
    let adversary = c.word(6, |b| b.is_ascii_lowercase())?;
    if !["random", "greedy", "best"].contains(&adversary.as_str()) {
        return None;
    }
    c.int(0, MAX)?;
    Some(side(n % 2 == 0))
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::Program(Format {
            shape: Shape::Single,
            test,
            answer_shape: |line| is_word(line, &["First", "Second"]),
        })
    }

    fn interactor(&self) -> Option<&'static dyn Interactor> {
        crate::interact::interactor("codeforces_1404d_game_of_pairs")
    }

    /// n from 1 to 6; each case against every adversary.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        let winners: Vec<String> = (0..=6).map(|n| side(n > 0 && first_wins(n))).collect();
        (0..RANDOM_CASES)
            .map(|_| {
                let n = rng.range(1, 6) as usize;
                Case::Text(case_text(n, "random", rng.range(0, 1 << 30)), winners[n].clone())
            })
            .collect()
    }

    /// Every n from 1 to 6, against every adversary.
    fn small_cases(&self) -> Vec<Case> {
        (1..=6).map(|n| Case::Text(case_text(n, "best", n as u64), side(first_wins(n)))).collect()
    }

    /// The parity rule against the search on every n ≤ 6.
    fn check_reference(&self) {
        for n in 1..=6 {
            assert_eq!(n % 2 == 0, first_wins(n), "n = {}", n);
        }
    }

    /// Judge lines the program must refuse: n out of range, a pairing that is not one (n = 3:
    /// the program goes second and reads it).
    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        let scripts = [
            "",
            "0\n",
            "500001\n",
            "x\n",
            "3\n1 1 1 2 3 3\n",
            "3\n1 2 3 4 1 2\n",
            "3\n1 2 3 1 2 0\n",
            "3\n1 2 3 1 2 +3\n",
            "2\n1\n",
            "3\n1 2 3 1 2 3\nwon\n",
            // A judge line is a line: no extra token after the protocol's.
            "2 2\n",
            "3\n1 2 3 1 2 3 1\n",
            "3\n1 2 3 1 2 3\n0 0\n",
        ];
        scripts.iter().map(|s| (s.to_string(), "")).collect()
    }

    /// The judge's limit, n = 5·10⁵ (First: 10⁶ numbers printed), and 499,999 (Second: a pairing
    /// of 999,998 numbers read); n = 3,000 and 2,999 against the exact programme.
    fn max_cases(&self, rng: &mut Rng) -> Vec<(&'static str, String)> {
        let mut seed = || rng.range(0, 1 << 30);
        vec![
            ("even-limit", case_text(500_000, "greedy", seed())),
            ("odd-limit", case_text(499_999, "random", seed())),
            ("even-exact", case_text(3000, "best", seed())),
            ("odd-exact", case_text(2999, "best", seed())),
        ]
    }
}

/// Programs that cheat or stall, each given its verdict within the time limit.
#[test]
fn cheaters_are_caught() {
    let cheaters = [
        (
            "First on odd n",
            "3\nbest 1\n",
            "read n; echo First; echo 1 1 2 2 3 3",
            "WA Second's choice sums to",
        ),
        (
            "a pair of three",
            "4\nbest 1\n",
            "read n; echo First; echo 1 1 1 2 3 3 4 4",
            "WA pair 1 has 3 numbers",
        ),
        (
            "a sum off",
            "4\nbest 1\n",
            "read n; echo Second; read p; echo 1 2 3 4",
            "WA the sum 10 is not a multiple of 8",
        ),
    ];
    crate::interactive::assert_caught("codeforces_1404d_game_of_pairs", &cheaters);
}
