//! Codeforces 1867C · Salyg1n and the MEX Game, interactive: the program plays Alice against
//! the judge's Bob (tests/interact/codeforces_1867c_…rs). A case is the interactor's case file,
//! `t`, the games' sets, `ADVERSARY SEED`; its answer is the R of each game, the result of
//! optimal play, which the program must reach. Oracle: the interactor's search over whole games
//! from the rules (`optimal_result`); the reference is the rule R = MEX(S ∪ {MEX(S)}), checked
//! against the search on every set within 0..7.
use crate::common::Rng;
use crate::interact::codeforces_1867c_salyg1n_and_the_mex_game::{optimal_result, required};
use crate::interact::Interactor;
use crate::layout::{Cursor, Format, Layout, Shape, MAX};
use crate::problem::{Case, Problem, RANDOM_CASES};
use std::collections::BTreeSet;

pub struct Game;

const MAX_COUNT: i64 = 100_000;
const MAX_VALUE: i64 = 1_000_000_000;

fn case_text(games: &[Vec<i64>], adversary: &str, seed: u64) -> String {
    let mut text = format!("{}\n", games.len());
    for set in games {
        let numbers: Vec<String> = set.iter().map(|s| s.to_string()).collect();
        text.push_str(&format!("{}\n{}\n", set.len(), numbers.join(" ")));
    }
    text + &format!("{} {}\n", adversary, seed)
}

fn answer(results: impl Iterator<Item = i64>) -> String {
    results.map(|r| r.to_string()).collect::<Vec<String>>().join(" ")
}

fn test(c: &mut Cursor) -> Option<String> {
    let t = c.int(1, MAX_COUNT)?;
    let mut results = Vec::new();
    for _ in 0..t {
        let n = c.int(1, MAX_COUNT)?;
        let mut set = BTreeSet::new();
        let mut previous = -1;
        for _ in 0..n {
            previous = c.int(previous + 1, MAX_VALUE)?;
            set.insert(previous);
        }
        results.push(required(&set));
    }
    let adversary = c.word(6, |b| b.is_ascii_lowercase())?;
    if !["random", "greedy", "best"].contains(&adversary.as_str()) {
        return None;
    }
    c.int(0, MAX)?;
    Some(answer(results.into_iter()))
}

/// A random set of 1 to `most` numbers within 0..=`top`.
fn random_set(rng: &mut Rng, most: u64, top: i64) -> Vec<i64> {
    let n = rng.range(1, most);
    let mut set = BTreeSet::new();
    while (set.len() as u64) < n {
        set.insert(rng.range(0, top as u64) as i64);
    }
    set.into_iter().collect()
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::Program(Format {
            shape: Shape::Single,
            test,
            answer_shape: |line| line.split(' ').all(|r| r.parse::<u64>().is_ok()),
        })
    }

    fn interactor(&self) -> Option<&'static dyn Interactor> {
        crate::interact::interactor("codeforces_1867c_salyg1n_and_the_mex_game")
    }

    /// One to three games each, of 1 to 4 numbers within 0..6; each case against every
    /// adversary.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        (0..RANDOM_CASES)
            .map(|_| {
                let games: Vec<Vec<i64>> =
                    (0..rng.range(1, 3)).map(|_| random_set(rng, 4, 6)).collect();
                let results = answer(games.iter().map(|set| optimal_result(set)));
                Case::Text(case_text(&games, "random", rng.range(0, 1 << 30)), results)
            })
            .collect()
    }

    /// Every set within 0..4 (31 games in one case), against every adversary.
    fn small_cases(&self) -> Vec<Case> {
        let games: Vec<Vec<i64>> =
            (1..32u32).map(|mask| (0..5).filter(|&v| mask >> v & 1 == 1).collect()).collect();
        let results = answer(games.iter().map(|set| optimal_result(set)));
        vec![Case::Text(case_text(&games, "best", 31), results)]
    }

    /// The rule against the search on every non-empty set within 0..7 (255 sets).
    fn check_reference(&self) {
        for mask in 1..256u32 {
            let set: Vec<i64> = (0..8).filter(|&v| mask >> v & 1 == 1).collect();
            let rule = required(&set.iter().copied().collect());
            assert_eq!(rule, optimal_result(&set), "S = {:?}", set);
        }
    }

    /// Judge lines the program must refuse: bad counts, S not increasing or out of range, a y
    /// not below the last x, a word for a number, a line holding more than the protocol gives it.
    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        let scripts = [
            "",
            "0\n",
            "100001\n",
            "1\n0\n",
            "1\n2\n3 3\n",
            "1\n2\n3 1\n",
            "1\n1\n1000000001\n",
            "1\n1\n-1\n",
            "1\n3\n0 1 2\n3\n",
            "1\n3\n0 1 2\n-3\n",
            "1\n1\n5\nx\n",
            "1\n2\n0 1\n1\n1\n",
            "2\n1\n0\n-1\n1\nfive\n",
            // A judge line is a line: `2 1` is no pair of removals, `3 0` no n of 3.
            "1\n3\n0 1 2\n2 1\n",
            "1 1\n1\n0\n",
            "1\n3 0\n1 2\n",
        ];
        scripts.iter().map(|s| (s.to_string(), "")).collect()
    }

    /// The judge's limits: one game of 10⁵ numbers (0 to 99,999, the longest MEX; and spread
    /// over 0..10⁹), a long game of 20,000 answers (Bob removing the largest number below x),
    /// and 10,000 games of 10 numbers.
    fn max_cases(&self, rng: &mut Rng) -> Vec<(&'static str, String)> {
        let full: Vec<i64> = (0..MAX_COUNT).collect();
        let mut spread = BTreeSet::new();
        while spread.len() < MAX_COUNT as usize {
            spread.insert(rng.range(0, MAX_VALUE as u64) as i64);
        }
        let spread: Vec<i64> = spread.into_iter().collect();
        let long: Vec<i64> = (0..20_000).collect();
        let many: Vec<Vec<i64>> = (0..10_000).map(|_| random_set(rng, 10, 12)).collect();
        vec![
            ("full-set", case_text(&[full], "random", rng.range(0, 1 << 30))),
            ("spread-set", case_text(&[spread], "greedy", rng.range(0, 1 << 30))),
            ("long-game", case_text(&[long], "best", rng.range(0, 1 << 30))),
            ("many-games", case_text(&many, "best", rng.range(0, 1 << 30))),
        ]
    }
}

/// Programs that cheat or stall, each given its verdict within the time limit.
#[test]
fn cheaters_are_caught() {
    let cheaters = [
        (
            "a number already there",
            "1\n2\n0 1\nbest 1\n",
            "read t; read n; read s; echo 1",
            "WA game 1: invalid x 1",
        ),
        (
            "a low result",
            "1\n2\n0 1\ngreedy 1\n",
            "read t; read n; read s; echo 3; read y; echo 5; read y; echo 7; read y",
            "WA game 1: MEX 0 below R = 3",
        ),
    ];
    crate::interactive::assert_caught("codeforces_1867c_salyg1n_and_the_mex_game", &cheaters);
}
