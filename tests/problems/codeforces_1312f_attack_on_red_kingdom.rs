//! Codeforces 1312F · Attack on Red Kingdom: the kings attack castles in turn, killing x, y or
//! z defenders (infantry and cavalry never twice in a row on one castle); who attacks last
//! wins. Input `t`, then per test `n x y z` / a_1 … a_n; the number of winning first attacks.
//! Oracle: the memoised search over whole positions of `mod oracle`.
use crate::common::Rng;
use crate::inputs::tests_counted;
use crate::layout::{integer, Cursor, Format, Layout, Shape, MAX};
use crate::plain::mex;
use crate::problem::{Case, Problem, RANDOM_CASES};
use std::collections::BTreeSet;

pub struct Game;

/// The Grundy values g(d, last) of one castle for d < `len`, by their definition.
fn castle_values(steps: [u64; 3], len: usize) -> Vec<[u64; 3]> {
    let mut g: Vec<[u64; 3]> = Vec::with_capacity(len);
    for d in 0..len {
        let mut triple = [0; 3];
        for (last, slot) in triple.iter_mut().enumerate() {
            let options: BTreeSet<u64> = (0..3)
                .filter(|&t| d > 0 && (t == 0 || t != last))
                .map(|t| g[(d as u64).saturating_sub(steps[t]) as usize][t])
                .collect();
            *slot = mex(&options);
        }
        g.push(triple);
    }
    g
}

/// g(d, last) for any d: the table to 2000, whose last 1000 entries must repeat with some
/// period p ≤ 500, found by trying each p.
fn value(g: &[[u64; 3]], d: u64, last: usize) -> u64 {
    if (d as usize) < g.len() {
        return g[d as usize][last];
    }
    let period = (1..=500).find(|&p| (1000..g.len()).all(|i| g[i] == g[i - p])).expect("a period below 500");
    // The last `period` entries hold one whole period: fold d into them.
    let first = (g.len() - period) as u64;
    g[(first + (d - first) % period as u64) as usize][last]
}

fn reference(steps: [u64; 3], castles: &[u64]) -> u64 {
    let g = castle_values(steps, 2000);
    let total = castles.iter().fold(0, |x, &a| x ^ value(&g, a, 0));
    let mut wins = 0;
    for &a in castles {
        for (t, &step) in steps.iter().enumerate() {
            wins += u64::from(total ^ value(&g, a, 0) ^ value(&g, a.saturating_sub(step), t) == 0);
        }
    }
    wins
}

fn test(c: &mut Cursor) -> Option<String> {
    let n = c.int(0, MAX)?;
    let steps = [c.int(1, 5)? as u64, c.int(1, 5)? as u64, c.int(1, 5)? as u64];
    let castles = c.values(n, 1, MAX)?;
    Some(reference(steps, &castles).to_string())
}

fn case(oracle: &mut oracle::Oracle, steps: [u64; 3], castles: &[u64]) -> Case {
    let lines = vec![vec![castles.len() as u64, steps[0], steps[1], steps[2]], castles.to_vec()];
    Case::Lines(lines, oracle.winning_first_attacks(steps, castles).to_string())
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::Program(Format { shape: Shape::Counted(MAX), test, answer_shape: integer })
    }

    /// 1 to 3 castles of 1 to 7 defenders, steps from 1 to 3, as the tests of one input.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        let mut oracle = oracle::Oracle::default();
        (0..RANDOM_CASES)
            .map(|_| {
                let steps = [rng.range(1, 3), rng.range(1, 3), rng.range(1, 3)];
                let n = rng.range(1, 3) as usize;
                case(&mut oracle, steps, &rng.values(n, 1, 7))
            })
            .collect()
    }

    /// Every choice of steps from 1 to 3 (27), each with the castles (5) and (4, 6).
    fn small_cases(&self) -> Vec<Case> {
        let mut oracle = oracle::Oracle::default();
        let all = (1..=3).flat_map(|x| (1..=3).flat_map(move |y| (1..=3).map(move |z| [x, y, z])));
        let all: Vec<[u64; 3]> = all.collect();
        all.iter().flat_map(|&s| [vec![5], vec![4, 6]].into_iter().map(move |c| (s, c))).map(|(s, c)| case(&mut oracle, s, &c)).collect()
    }

    /// Every choice of steps from 1 to 5 with one castle of 1 to 12 defenders against the
    /// oracle, and the table's period use against the table itself far out.
    fn check_reference(&self) {
        for x in 1..=5 {
            for y in 1..=5 {
                for z in 1..=5 {
                    let steps = [x, y, z];
                    let mut oracle = oracle::Oracle::default();
                    for a in 1..=12 {
                        assert_eq!(reference(steps, &[a]), oracle.winning_first_attacks(steps, &[a]), "{:?} {}", steps, a);
                    }
                    let long = castle_values(steps, 6000);
                    for d in (2000..6000).step_by(7) {
                        assert_eq!(value(&long[..2000], d as u64, 1), long[d][1], "{:?} {}", steps, d);
                    }
                }
            }
        }
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        vec![
            ("2\n1 1 2 3\n5\n1 6 1 1\n5\n".into(), "1\n"),
            ("1\n1 1 1 1\n0\n".into(), ""),
            ("1\n2 1 1 1\n5\n".into(), ""),
            ("1\n1 0 1 1\n5\n".into(), ""),
        ]
    }

    /// The judge's limits, Σn = 3·10^5: 1000 tests (every choice of steps, several times) of
    /// 300 castles up to 10^18.
    fn max_cases(&self, rng: &mut Rng) -> Vec<(&'static str, String)> {
        let tests = (0..1000)
            .map(|i| {
                let steps = [i % 5 + 1, i / 5 % 5 + 1, i / 25 % 5 + 1];
                let castles: Vec<String> = (0..300).map(|_| rng.range(1, 1_000_000_000_000_000_000).to_string()).collect();
                format!("300 {} {} {}\n{}\n", steps[0], steps[1], steps[2], castles.join(" "))
            })
            .collect();
        vec![("full", tests_counted(tests))]
    }
}

mod oracle {
    //! Oracle for Codeforces 1312F "Attack on Red Kingdom"
    //! (https://codeforces.com/problemset/problem/1312/F), from the rules alone.
    //!
    //! Rules as implemented: castles with defenders and the type of their last attack; the
    //! players alternately attack a castle with a defender left, killing x (mixed), y
    //! (infantry) or z (cavalry) of them, or all if fewer are left; infantry may not hit a
    //! castle whose last attack was infantry, cavalry one whose last attack was cavalry; the
    //! player who makes the last attack wins, so the player to move with no attack left loses.
    //!
    //! Search: memoised win/lose over the sorted castles (defenders, last type); a castle with
    //! no defender left is dropped. The winning first attacks are counted by trying each.
    use std::collections::HashMap;

    /// Castles as (defenders, type of the last attack: 0 none or mixed, 1 infantry, 2 cavalry).
    type Castles = Vec<(u64, usize)>;

    #[derive(Default)]
    pub struct Oracle {
        memo: HashMap<(Castles, [u64; 3]), bool>,
    }

    /// The castles after the attack of type `t` on castle `i`, if it is allowed.
    fn attack(castles: &[(u64, usize)], i: usize, t: usize, steps: [u64; 3]) -> Option<Vec<(u64, usize)>> {
        let (d, last) = castles[i];
        if d == 0 || (t != 0 && t == last) {
            return None;
        }
        let mut next = castles.to_vec();
        next[i] = (d.saturating_sub(steps[t]), t);
        next.retain(|&(d, _)| d > 0);
        next.sort_unstable();
        Some(next)
    }

    impl Oracle {
        /// The number of first attacks (castle, type) after which the first player wins.
        pub fn winning_first_attacks(&mut self, steps: [u64; 3], castles: &[u64]) -> u64 {
            let start: Vec<(u64, usize)> = castles.iter().map(|&a| (a, 0)).collect();
            let attacks = (0..start.len()).flat_map(|i| (0..3).map(move |t| (i, t)));
            let nexts: Vec<Vec<(u64, usize)>> = attacks.filter_map(|(i, t)| attack(&start, i, t, steps)).collect();
            nexts.into_iter().filter(|next| !self.wins(next.clone(), steps)).count() as u64
        }

        fn wins(&mut self, castles: Vec<(u64, usize)>, steps: [u64; 3]) -> bool {
            if let Some(&known) = self.memo.get(&(castles.clone(), steps)) {
                return known;
            }
            let attacks = (0..castles.len()).flat_map(|i| (0..3).map(move |t| (i, t)));
            let nexts: Vec<Vec<(u64, usize)>> = attacks.filter_map(|(i, t)| attack(&castles, i, t, steps)).collect();
            let result = nexts.into_iter().any(|next| !self.wins(next, steps));
            self.memo.insert((castles, steps), result);
            result
        }
    }

    #[test]
    fn statement_sample() {
        let mut o = Oracle::default();
        assert_eq!(o.winning_first_attacks([1, 3, 4], &[7, 6]), 2);
        assert_eq!(o.winning_first_attacks([1, 2, 3], &[1]), 3);
        assert_eq!(o.winning_first_attacks([1, 2, 2], &[3]), 0);
    }

    #[test]
    fn one_castle_by_hand() {
        let mut o = Oracle::default();
        // One defender: every attack kills it and is the last.
        assert_eq!(o.winning_first_attacks([1, 1, 1], &[1]), 3);
        // Two defenders, every step 1: two attacks always (the types can alternate), so the
        // first attacker never makes the last one.
        assert_eq!(o.winning_first_attacks([1, 1, 1], &[2]), 0);
    }
}
