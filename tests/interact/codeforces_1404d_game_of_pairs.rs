//! The judge of Codeforces 1404D (Game of Pairs), playing whichever of First and Second the
//! program leaves it: it sends `n`, reads `First` or `Second`; against First it reads the
//! pairing p_1 … p_2n (each index of 1..n twice) and looks for a choice, one of each pair,
//! summing to a multiple of 2n; against Second it sends a pairing and reads n numbers, one of
//! each pair, whose sum must be a multiple of 2n. It answers `0` when the program won, `-1`
//! otherwise (and to a malformed line).
//! Case file: `n`, then `ADVERSARY SEED`. Summary: the side the program chose.
//! Adversaries, as Second: `random` takes a random number of each pair; `greedy` the smaller
//! of each pair but the last, and of the last the one that brings the sum nearer a multiple of
//! 2n; `best` decides by a dynamic programme over the sums mod 2n when n ≤ 3000 (exact: it
//! finds a winning choice whenever there is one), else as `greedy`. As First: `random` a random
//! pairing; `greedy` the neighbours (1, 2), (3, 4), …; `best` the pairs (i, i + n), which win
//! for First when n is even.
use super::{Adversary, CaseReader, Interactor, Link, Rng, Verdict};

pub struct Judge;

/// A choice of one number of each pair whose sum is a multiple of 2n, by the dynamic programme
/// over the sums mod 2n (`pairs` hold (a, b)); None when there is none.
pub fn winning_choice(n: usize, pairs: &[(usize, usize)]) -> Option<Vec<usize>> {
    let modulus = 2 * n;
    // reach[k][s]: after k pairs, which element led to sum s (0: unreached, 1: a, 2: b).
    let mut reach = vec![vec![0u8; modulus]; pairs.len() + 1];
    reach[0][0] = 3;
    for (k, &(a, b)) in pairs.iter().enumerate() {
        for s in 0..modulus {
            if reach[k][s] != 0 {
                reach[k + 1][(s + a) % modulus] = 1;
                reach[k + 1][(s + b) % modulus] = 2;
            }
        }
    }
    if reach[pairs.len()][0] == 0 {
        return None;
    }
    let mut choice = Vec::new();
    let mut s = 0;
    for k in (0..pairs.len()).rev() {
        let (a, b) = pairs[k];
        let x = if reach[k + 1][s] == 1 { a } else { b };
        choice.push(x);
        s = (s + modulus - x % modulus) % modulus;
    }
    Some(choice)
}

/// Whether First has a pairing that no choice beats, by trying every pairing (n ≤ 6).
pub fn first_wins(n: usize) -> bool {
    fn pairings(rest: &mut Vec<usize>, pairs: &mut Vec<(usize, usize)>, n: usize) -> bool {
        if rest.is_empty() {
            return winning_choice(n, pairs).is_none();
        }
        let first = rest.remove(0);
        for k in 0..rest.len() {
            let other = rest.remove(k);
            pairs.push((first, other));
            let found = pairings(rest, pairs, n);
            pairs.pop();
            rest.insert(k, other);
            if found {
                rest.insert(0, first);
                return true;
            }
        }
        rest.insert(0, first);
        false
    }
    pairings(&mut (1..=2 * n).collect(), &mut Vec::new(), n)
}

/// The judge's pairing as First: p_1 … p_2n.
fn pairing(n: usize, adversary: Adversary, rng: &mut Rng) -> Vec<usize> {
    let mut p = vec![0; 2 * n + 1];
    match adversary {
        Adversary::Random => {
            let mut order: Vec<usize> = (1..=2 * n).collect();
            for i in (1..order.len()).rev() {
                order.swap(i, rng.range(0, i));
            }
            for (k, &x) in order.iter().enumerate() {
                p[x] = k / 2 + 1;
            }
        }
        Adversary::Greedy => (1..=2 * n).for_each(|x| p[x] = (x + 1) / 2),
        Adversary::Best => (1..=2 * n).for_each(|x| p[x] = if x > n { x - n } else { x }),
    }
    p
}

/// The judge's choice as Second against `pairs`.
fn choose(n: usize, pairs: &[(usize, usize)], adversary: Adversary, rng: &mut Rng) -> Vec<usize> {
    if adversary == Adversary::Random {
        return pairs.iter().map(|&(a, b)| if rng.range(0, 1) == 0 { a } else { b }).collect();
    }
    if adversary == Adversary::Best && n <= 3000 {
        if let Some(choice) = winning_choice(n, pairs) {
            return choice;
        }
    }
    let modulus = 2 * n;
    let mut choice: Vec<usize> = pairs.iter().map(|&(a, b)| a.min(b)).collect();
    if let Some(&(a, b)) = pairs.last() {
        let before: usize = choice[..choice.len() - 1].iter().sum();
        let distance = |x: usize| (modulus - (before + x) % modulus) % modulus;
        choice.pop();
        choice.push(if distance(a) <= distance(b) { a } else { b });
    }
    choice
}

/// The pairs of p_1 … p_2n (1-based), or why they are not a pairing.
fn pairs_of(n: usize, p: &[i64]) -> Result<Vec<(usize, usize)>, String> {
    let mut members: Vec<Vec<usize>> = vec![Vec::new(); n + 1];
    for (i, &index) in p.iter().enumerate() {
        if index < 1 || index > n as i64 {
            return Err(format!("pair index {} out of 1..{}", index, n));
        }
        members[index as usize].push(i + 1);
    }
    if let Some(k) = (1..=n).find(|&k| members[k].len() != 2) {
        return Err(format!("pair {} has {} numbers", k, members[k].len()));
    }
    Ok(members[1..].iter().map(|m| (m[0], m[1])).collect())
}

impl Interactor for Judge {
    fn play(&self, case: &str, link: &mut Link) -> Result<String, Verdict> {
        let mut reader = CaseReader::new(case);
        let n = reader.int("n", 1, 500_000)? as usize;
        let (adversary, mut rng) = reader.adversary()?;
        reader.finish()?;
        let modulus = 2 * n as u64;
        link.send(&n.to_string())?;
        let sides = ["First", "Second"];
        let side = link.word("First or Second", &sides)?;
        let lost = |link: &mut Link, why: String| {
            // The verdict is the loss; a program already gone misses the judge's word.
            link.send("-1").ok();
            Verdict::WrongAnswer(why)
        };
        if side == 0 {
            let p = link.ints("the pairing p_1 … p_2n", 2 * n)?;
            let pairs = pairs_of(n, &p).map_err(|why| lost(link, why))?;
            let choice = choose(n, &pairs, adversary, &mut rng);
            let sum: u64 = choice.iter().map(|&x| x as u64).sum();
            if sum % modulus == 0 {
                return Err(lost(
                    link,
                    format!("Second's choice sums to {}, a multiple of {}", sum, modulus),
                ));
            }
        } else {
            let p = pairing(n, adversary, &mut rng);
            let line: Vec<String> = p[1..].iter().map(|x| x.to_string()).collect();
            link.send(&line.join(" "))?;
            let chosen = link.ints("n numbers, one of each pair", n)?;
            let mut used = vec![false; n + 1];
            for &x in &chosen {
                if x < 1 || x > 2 * n as i64 || used[p[x as usize]] {
                    return Err(lost(link, format!("{} is not one of a pair not yet used", x)));
                }
                used[p[x as usize]] = true;
            }
            let sum: i64 = chosen.iter().sum();
            if sum as u64 % modulus != 0 {
                return Err(lost(
                    link,
                    format!("the sum {} is not a multiple of {}", sum, modulus),
                ));
            }
        }
        // A program may end as soon as it has answered (the statement asks nothing more).
        link.send("0").ok();
        Ok(sides[side].to_string())
    }
}

/// By hand: n = 1 ({1, 2}: take 2) and n = 3 go to Second; n = 2 to First ({1, 3}, {2, 4}:
/// the sums 3, 5, 5, 7 miss 4 and 8).
#[test]
fn small_games_by_hand() {
    assert!(!first_wins(1) && first_wins(2) && !first_wins(3) && first_wins(4));
    assert_eq!(winning_choice(2, &[(1, 3), (2, 4)]), None);
    let choice = winning_choice(3, &[(1, 2), (3, 4), (5, 6)]).expect("a choice");
    assert_eq!(choice.iter().sum::<usize>() % 6, 0);
}
