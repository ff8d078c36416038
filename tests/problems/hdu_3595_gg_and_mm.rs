//! HDU 3595 · GG and MM: N two-pile games; a move in a game removes k·x stones from one pile,
//! x the other pile's size; each turn the player must move in every game not yet over; who
//! cannot move loses; MM first. Input: tests until the end, each `N` then N lines `p q`;
//! `MM` or `GG` per test. Oracle: the compound itself, searched over every way to move in all
//! the games at once, from the rules alone.
//!
//! Statement confirmed from public copies: the English statement (rules, "the one on his/her
//! turn must play every unfinished game", "if someone cannot remove any stone (i.e., loses the
//! last ending game), then he/she loses") on e-com-net.com's copy of HDU3595; the input
//! ("multiple test cases (no more than 100) … N <= 1000 … N lines follow, each line contains
//! two numbers: p and q … p, q <= 1000 … The input will end with EOF") and the time limit
//! (C++ 2000 MS) from a translated copy in a public notes repository. No copy showed the
//! judge's sample: the stored sample-1 and the cases below are hand-worked.
use crate::common::Rng;
use crate::layout::{is_word, words, Format, Layout, Shape, MAX};
use crate::problem::{Case, Problem, RANDOM_CASES};
use std::collections::HashMap;

pub struct Game;

const STONES: i64 = 1_000_000_000_000_000_000;

fn answer(mm_wins: bool) -> String {
    words("MM", "GG")(mm_wins)
}

/// The known rule: a game's step count folded along Euclid's quotients (S + 1 after a
/// quotient 1 or an even S, else S + 2); MM wins iff the largest count is odd.
fn step_count(p: u64, q: u64) -> u32 {
    let (a, b) = (p.max(q), p.min(q));
    if b == 0 {
        return 0;
    }
    let below = step_count(b, a % b);
    if a / b == 1 || below % 2 == 0 {
        below + 1
    } else {
        below + 2
    }
}

fn reference(games: &[(u64, u64)]) -> bool {
    games.iter().map(|&(p, q)| step_count(p, q)).max().unwrap_or(0) % 2 == 1
}

/// A game's positions after one move: (a − k·b, b) for the larger pile a, smaller b > 0.
fn moves(p: u64, q: u64) -> Vec<(u64, u64)> {
    let (a, b) = (p.max(q), p.min(q));
    if b == 0 {
        return Vec::new();
    }
    (1..=a / b).map(|k| (a - k * b, b)).collect()
}

/// Step counts by their definition (Every-SG): 0 at the end; 1 + the largest even count a
/// move leaves, if any; else 1 + the smallest count a move leaves.
fn defined_step_count(p: u64, q: u64, memo: &mut HashMap<(u64, u64), u32>) -> u32 {
    let key = (p.max(q), p.min(q));
    if let Some(&known) = memo.get(&key) {
        return known;
    }
    let after: Vec<u32> =
        moves(p, q).into_iter().map(|(a, b)| defined_step_count(a, b, memo)).collect();
    let count = match after.iter().filter(|&&s| s % 2 == 0).max() {
        _ if after.is_empty() => 0,
        Some(&even) => even + 1,
        None => after.iter().min().expect("moves exist") + 1,
    };
    memo.insert(key, count);
    count
}

/// Whether the player to move wins the compound: positions of the games still going, sorted.
#[derive(Default)]
struct Oracle {
    memo: HashMap<Vec<(u64, u64)>, bool>,
}

impl Oracle {
    fn wins(&mut self, games: &[(u64, u64)]) -> bool {
        let mut going: Vec<(u64, u64)> = games
            .iter()
            .map(|&(p, q)| (p.max(q), p.min(q)))
            .filter(|&(_, smaller)| smaller > 0)
            .collect();
        going.sort_unstable();
        if let Some(&known) = self.memo.get(&going) {
            return known;
        }
        // Every combination of one move per game going: a mixed-radix counter over them.
        let options: Vec<Vec<(u64, u64)>> = going.iter().map(|&(a, b)| moves(a, b)).collect();
        let mut choice = vec![0usize; going.len()];
        let mut won = false;
        while !going.is_empty() {
            let after: Vec<(u64, u64)> =
                options.iter().zip(&choice).map(|(moves, &pick)| moves[pick]).collect();
            if !self.wins(&after) {
                won = true;
                break;
            }
            let mut digit = 0;
            while digit < choice.len() && choice[digit] + 1 == options[digit].len() {
                choice[digit] = 0;
                digit += 1;
            }
            if digit == choice.len() {
                break;
            }
            choice[digit] += 1;
        }
        self.memo.insert(going, won);
        won
    }
}

fn lines(games: &[(u64, u64)]) -> Vec<Vec<u64>> {
    let mut lines = vec![vec![games.len() as u64]];
    lines.extend(games.iter().map(|&(p, q)| vec![p, q]));
    lines
}

fn case(oracle: &mut Oracle, games: &[(u64, u64)]) -> Case {
    Case::Lines(lines(games), answer(oracle.wins(games)))
}

fn text(tests: &[Vec<(u64, u64)>]) -> String {
    let test = |games: &Vec<(u64, u64)>| {
        let rows: String = games.iter().map(|&(p, q)| format!("{} {}\n", p, q)).collect();
        format!("{}\n{}", games.len(), rows)
    };
    tests.iter().map(test).collect()
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::Program(Format {
            shape: Shape::UntilEnd,
            test: |c| {
                let n = c.int(0, MAX)?;
                let games: Vec<(u64, u64)> = (0..n)
                    .map(|_| Some((c.int(0, STONES)? as u64, c.int(0, STONES)? as u64)))
                    .collect::<Option<_>>()?;
                Some(answer(reference(&games)))
            },
            answer_shape: |l| is_word(l, &["MM", "GG"]),
        })
    }

    /// 0 to 3 games of piles 0 to 12.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        let mut oracle = Oracle::default();
        (0..RANDOM_CASES)
            .map(|_| {
                let n = rng.range(0, 3);
                let games: Vec<(u64, u64)> =
                    (0..n).map(|_| (rng.range(0, 12), rng.range(0, 12))).collect();
                case(&mut oracle, &games)
            })
            .collect()
    }

    /// Every single game of piles 0 to 15, and every pair of games of piles 1 to 5.
    fn small_cases(&self) -> Vec<Case> {
        let mut oracle = Oracle::default();
        let singles = (0..=15).flat_map(|p| (0..=15).map(move |q| vec![(p, q)]));
        let small: Vec<(u64, u64)> = (1..=5).flat_map(|p| (1..=5).map(move |q| (p, q))).collect();
        let pairs = small.iter().flat_map(|&g| small.iter().map(move |&h| vec![g, h]));
        singles.chain(pairs).map(|games| case(&mut oracle, &games)).collect()
    }

    /// The folded counts against the definition on every game of piles up to 150; the rule
    /// against the compound's search on every set of up to two games of piles up to 9 and
    /// 1000 random sets of three games of piles up to 12.
    fn check_reference(&self) {
        let mut memo = HashMap::new();
        for p in 0..=150 {
            for q in 0..=150 {
                assert_eq!(step_count(p, q), defined_step_count(p, q, &mut memo), "({}, {})", p, q);
            }
        }
        let mut oracle = Oracle::default();
        let games: Vec<(u64, u64)> = (0..=9).flat_map(|p| (0..=9).map(move |q| (p, q))).collect();
        for &g in &games {
            assert_eq!(reference(&[g]), oracle.wins(&[g]), "{:?}", g);
            for &h in &games {
                assert_eq!(reference(&[g, h]), oracle.wins(&[g, h]), "{:?}", [g, h]);
            }
        }
        let mut rng = Rng::new(3595);
        for _ in 0..1000 {
            let set: Vec<(u64, u64)> =
                (0..3).map(|_| (rng.range(0, 12), rng.range(0, 12))).collect();
            assert_eq!(reference(&set), oracle.wins(&set), "{:?}", set);
        }
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        vec![
            ("1\n3 2\n1\n2 x\n".into(), "GG\n"),
            ("1\n3 2\n2\n2 1\n".into(), "GG\n"),
            ("1\n2 1\n1\n1000000000000000001 1\n".into(), "MM\n"),
            ("1\n-1 2\n".into(), ""),
            ("-1\n".into(), ""),
            ("1\n2 1 1\n".into(), "MM\n"),
        ]
    }

    /// The judge's limits: 100 tests of 1000 games of piles 1 to 1000 (random; pairs near
    /// the golden ratio, the longest chains); beyond them, 100 tests of 1000 random games of
    /// piles up to 10^18.
    fn max_cases(&self, rng: &mut Rng) -> Vec<(&'static str, String)> {
        let random = |rng: &mut Rng, most: u64| -> Vec<Vec<(u64, u64)>> {
            let game = |rng: &mut Rng| (rng.range(1, most), rng.range(1, most));
            (0..100).map(|_| (0..1000).map(|_| game(rng)).collect()).collect()
        };
        let golden = |rng: &mut Rng| -> Vec<Vec<(u64, u64)>> {
            let game = |rng: &mut Rng| {
                let larger = rng.range(500, 1000);
                let smaller = (larger as f64 / 1.618_033_988_75).round() as u64;
                (larger, smaller + rng.range(0, 2) - 1)
            };
            (0..100).map(|_| (0..1000).map(|_| game(rng)).collect()).collect()
        };
        vec![
            ("random", text(&random(rng, 1000))),
            ("golden-ratio", text(&golden(rng))),
            ("beyond-judge", text(&random(rng, STONES as u64))),
        ]
    }
}

#[test]
fn hand_worked_cases() {
    let mut oracle = Oracle::default();
    // (1, 1): MM empties a pile, GG has nothing to move.
    assert!(oracle.wins(&[(1, 1)]));
    // (3, 2): the only move leaves (1, 2), from which GG ends it.
    assert!(!oracle.wins(&[(3, 2)]));
    // (3, 2) and (2, 1): MM must move in both; (2, 1) ends, GG then wins (1, 2).
    assert!(!oracle.wins(&[(3, 2), (2, 1)]));
    // (5, 2): MM leaves (3, 2), a loss for GG to move.
    assert!(oracle.wins(&[(5, 2)]));
    // No game going: MM cannot move.
    assert!(!oracle.wins(&[]));
    assert!(!oracle.wins(&[(0, 7)]));
    // Step counts: (F(k+1), F(k)) takes k − 1 moves, one quotient 1 each but the last.
    assert_eq!(step_count(3, 2), 2);
    assert_eq!(step_count(8, 5), 4);
    assert_eq!(step_count(679_891_637_638_612_258, 420_196_140_727_489_673), 85);
}
