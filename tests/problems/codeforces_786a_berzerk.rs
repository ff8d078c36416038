//! Codeforces 786A · Berzerk: a monster on a circle of n objects (1 a black hole); Rick and
//! Morty move it by steps from their own sets; whoever lands it in the hole wins, and a loop
//! beats a loss. Input `n` / `k1 s1…` / `k2 s2…`; two lines of n − 1 words Win/Lose/Loop.
//! Oracle: "wins within d moves" and "loses within d moves" from the rules, d growing until
//! nothing changes; what is neither is a loop.
use crate::common::Rng;
use crate::inputs::every_sequence;
use crate::layout::{Format, Layout, Shape};
use std::collections::VecDeque;

use crate::problem::{Case, Problem, RANDOM_CASES};

pub struct Game;

const WORDS: [&str; 3] = ["Win", "Lose", "Loop"];

/// The two answer lines from `outcome[player][object − 1]` (0 win, 1 lose, 2 loop).
fn answer(outcome: &[Vec<usize>; 2]) -> String {
    let line = |p: usize| outcome[p][1..].iter().map(|&o| WORDS[o]).collect::<Vec<_>>().join(" ");
    format!("{}\n{}", line(0), line(1))
}

/// The known method: retrograde analysis from the hole with a queue and move counters.
fn reference(n: usize, sets: [&[usize]; 2]) -> String {
    let mut outcome = [vec![2; n], vec![2; n]];
    let mut left = [vec![sets[0].len(); n], vec![sets[1].len(); n]];
    let mut queue: VecDeque<(usize, usize)> = VecDeque::new();
    for (p, states) in outcome.iter_mut().enumerate() {
        states[0] = 1;
        queue.push_back((p, 0));
    }
    while let Some((p, at)) = queue.pop_front() {
        let q = 1 - p;
        for &s in sets[q] {
            let from = (at + n - s) % n;
            if from == 0 || outcome[q][from] != 2 {
                continue;
            }
            if outcome[p][at] == 1 {
                outcome[q][from] = 0;
                queue.push_back((q, from));
            } else {
                left[q][from] -= 1;
                if left[q][from] == 0 {
                    outcome[q][from] = 1;
                    queue.push_back((q, from));
                }
            }
        }
    }
    answer(&outcome)
}

/// From the rules alone. After round d, `wins[p][i]` says player p, to move with the monster
/// on index i (0 the hole), can force it into the hole within d of his own moves, and
/// `loses[p][i]` that the opponent can; a move into the hole wins at once. Both only grow, so
/// once a round changes nothing they are final; what neither holds is an endless game,
/// which the player who cannot win keeps going (the statement's preference).
fn oracle_answer(n: usize, sets: [&[usize]; 2]) -> String {
    let mut wins = [vec![false; n], vec![false; n]];
    let mut loses = [vec![false; n], vec![false; n]];
    loop {
        let mut changed = false;
        for p in 0..2 {
            for i in 1..n {
                let targets = sets[p].iter().map(|&s| (i + s) % n);
                let win = targets.clone().any(|t| t == 0 || loses[1 - p][t]);
                let lose = targets.clone().all(|t| t != 0 && wins[1 - p][t]);
                changed |= win != wins[p][i] || lose != loses[p][i];
                wins[p][i] = win;
                loses[p][i] = lose;
            }
        }
        if !changed {
            break;
        }
    }
    let outcome = |p: usize| -> Vec<usize> {
        (0..n)
            .map(|i| {
                if wins[p][i] {
                    0
                } else if loses[p][i] {
                    1
                } else {
                    2
                }
            })
            .collect()
    };
    answer(&[outcome(0), outcome(1)])
}

fn input_lines(n: usize, sets: [&[usize]; 2]) -> Vec<Vec<u64>> {
    let set_line = |set: &[usize]| {
        std::iter::once(set.len() as u64).chain(set.iter().map(|&s| s as u64)).collect()
    };
    vec![vec![n as u64], set_line(sets[0]), set_line(sets[1])]
}

fn case(n: usize, rick: &[usize], morty: &[usize]) -> Case {
    Case::Lines(input_lines(n, [rick, morty]), oracle_answer(n, [rick, morty]))
}

/// A random non-empty set of distinct steps in 1 … n − 1, shuffled.
fn random_set(rng: &mut Rng, n: usize) -> Vec<usize> {
    let keep = rng.range(1, 3);
    let mut set: Vec<usize> = (1..n).filter(|_| rng.range(0, keep) == 0).collect();
    if set.is_empty() {
        set.push(rng.range(1, n as u64 - 1) as usize);
    }
    for i in (1..set.len()).rev() {
        set.swap(i, rng.range(0, i as u64) as usize);
    }
    set
}

/// Every non-empty set of steps in 1 … n − 1.
fn every_set(n: usize) -> Vec<Vec<usize>> {
    let masks = 1..(1usize << (n - 1));
    masks.map(|m| (1..n).filter(|s| m >> (s - 1) & 1 == 1).collect()).collect()
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::Program(Format {
            shape: Shape::Single,
            test: |c| {
                let n = c.int(2, 7000)?;
                let mut sets = Vec::new();
                for _ in 0..2 {
                    let set = c.counted(1, n - 1, 1, n - 1)?;
                    let mut sorted = set.clone();
                    sorted.sort_unstable();
                    sorted.dedup();
                    if sorted.len() != set.len() {
                        return None;
                    }
                    sets.push(set.iter().map(|&s| s as usize).collect::<Vec<_>>());
                }
                Some(reference(n as usize, [&sets[0], &sets[1]]))
            },
            answer_shape: |l| l.split(' ').all(|w| WORDS.contains(&w)),
        })
    }

    /// n from 2 to 12, random sets.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        (0..RANDOM_CASES)
            .map(|_| {
                let n = rng.range(2, 12) as usize;
                let (rick, morty) = (random_set(rng, n), random_set(rng, n));
                case(n, &rick, &morty)
            })
            .collect()
    }

    /// n from 2 to 4, every pair of sets (59 runs).
    fn small_cases(&self) -> Vec<Case> {
        let mut cases = Vec::new();
        for n in 2..=4 {
            for rick in every_set(n) {
                for morty in every_set(n) {
                    cases.push(case(n, &rick, &morty));
                }
            }
        }
        cases
    }

    /// n from 2 to 6, every pair of sets; n = 7 and 8, every pair of sets of up to 2 steps.
    fn check_reference(&self) {
        let mut pairs: Vec<(usize, Vec<usize>, Vec<usize>)> = Vec::new();
        for n in 2..=8 {
            let sets: Vec<Vec<usize>> = if n <= 6 {
                every_set(n)
            } else {
                let steps: Vec<usize> = (1..n).collect();
                let small = every_sequence(&steps, 2).into_iter();
                small.filter(|s| !s.is_empty() && (s.len() == 1 || s[0] < s[1])).collect()
            };
            for rick in &sets {
                for morty in &sets {
                    pairs.push((n, rick.clone(), morty.clone()));
                }
            }
        }
        for (n, rick, morty) in pairs {
            let expected = oracle_answer(n, [&rick, &morty]);
            assert_eq!(
                reference(n, [&rick, &morty]),
                expected,
                "n = {}, {:?}, {:?}",
                n,
                rick,
                morty
            );
        }
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        crate::problem::refused_at_once(&[
            "1\n1 1\n1 1\n",
            "7001\n1 1\n1 1\n",
            "5\n2 3 3\n1 1\n",
            "5\n1 5\n1 1\n",
            "5\n0\n1 1\n",
            "5\n1 2\n",
            "5\n1 2\n1 1\n9\n",
        ])
    }

    /// The judge's limits, n = 7000: random halves of the steps; two steps each (loops
    /// likely); every step for both (the most work).
    fn max_cases(&self, rng: &mut Rng) -> Vec<(&'static str, String)> {
        let n = 7000;
        let text = |rick: &[usize], morty: &[usize]| {
            let lines = input_lines(n, [rick, morty]);
            let line = |l: &Vec<u64>| l.iter().map(u64::to_string).collect::<Vec<_>>().join(" ");
            lines.iter().map(|l| line(l) + "\n").collect::<String>()
        };
        let (half_rick, half_morty) = (random_set(rng, n), random_set(rng, n));
        let two = |rng: &mut Rng| vec![rng.range(1, 6999) as usize, rng.range(1, 6999) as usize];
        let (mut two_rick, mut two_morty) = (two(rng), two(rng));
        two_rick.dedup();
        two_morty.dedup();
        let every: Vec<usize> = (1..n).collect();
        vec![
            ("halves", text(&half_rick, &half_morty)),
            ("two-steps", text(&two_rick, &two_morty)),
            ("every-step", text(&every, &every)),
        ]
    }
}

#[test]
fn statement_samples() {
    assert_eq!(oracle_answer(5, [&[3, 2], &[1, 2, 3]]), "Lose Win Win Loop\nLoop Win Win Win");
    assert_eq!(
        oracle_answer(8, [&[6, 2, 3, 4], &[3, 6]]),
        "Win Win Win Win Win Win Win\nLose Win Lose Lose Win Lose Lose"
    );
    // n = 2: the only planet is next to the hole; the starter steps in.
    assert_eq!(oracle_answer(2, [&[1], &[1]]), "Win\nWin");
    // n = 4, both step 2 only: from object 2 or 4 the monster goes 2 → 4 → 2 … for ever;
    // from object 3 a step of 2 reaches the hole.
    assert_eq!(oracle_answer(4, [&[2], &[2]]), "Loop Win Loop\nLoop Win Loop");
}
