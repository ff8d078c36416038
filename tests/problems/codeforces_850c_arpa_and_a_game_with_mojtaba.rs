//! Codeforces 850C · Arpa and a game with Mojtaba: a move picks a prime power p^k dividing some
//! number and divides it out of every number it divides; who cannot move loses. Input `n` /
//! a_1 … a_n; `Mojtaba` when the first player wins, else `Arpa`. Oracle: the memoised search
//! over multisets of numbers of `mod oracle`.
use crate::common::Rng;
use crate::inputs::{counted, counted_lines, multisets};
use crate::layout::{is_word, words, Format, Layout, Shape};
use crate::plain::mex;
use crate::problem::{Case, Problem, RANDOM_CASES, refused_at_once};
use std::collections::{BTreeSet, HashMap};

pub struct Game;

/// The known rule: per prime, the Grundy value of its set of exponents (a move k lowers every
/// exponent ≥ k by k); xor over the primes.
fn reference(numbers: &[u64]) -> bool {
    let mut exponents: HashMap<u64, BTreeSet<u32>> = HashMap::new();
    for &a in numbers {
        let mut a = a;
        let mut p = 2;
        while p * p <= a {
            let mut e = 0;
            while a % p == 0 {
                a /= p;
                e += 1;
            }
            if e > 0 {
                exponents.entry(p).or_default().insert(e);
            }
            p += 1;
        }
        if a > 1 {
            exponents.entry(a).or_default().insert(1);
        }
    }
    let mut memo = HashMap::new();
    exponents.values().fold(0, |x, set| x ^ exponent_value(set.clone(), &mut memo)) != 0
}

/// The Grundy value of one prime's game on its set of exponents.
fn exponent_value(set: BTreeSet<u32>, memo: &mut HashMap<BTreeSet<u32>, u64>) -> u64 {
    if let Some(&known) = memo.get(&set) {
        return known;
    }
    let top = set.iter().next_back().copied().unwrap_or(0);
    let options: BTreeSet<u64> = (1..=top)
        .map(|k| {
            let after: BTreeSet<u32> = set.iter().map(|&e| if e >= k { e - k } else { e }).filter(|&e| e > 0).collect();
            exponent_value(after, memo)
        })
        .collect();
    let value = mex(&options);
    memo.insert(set, value);
    value
}

fn answer(mojtaba_wins: bool) -> String {
    words("Mojtaba", "Arpa")(mojtaba_wins)
}

fn case(oracle: &mut crate::oracle::Oracle, numbers: &[u64]) -> Case {
    Case::Lines(counted_lines(numbers), answer(oracle.first_player_wins(numbers)))
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::Program(Format {
            shape: Shape::Single,
            test: |c| Some(answer(reference(&c.counted(0, 1000, 1, 1_000_000_000)?))),
            answer_shape: |l| is_word(l, &["Mojtaba", "Arpa"]),
        })
    }

    /// Up to 4 numbers up to 64.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        let mut oracle = oracle::oracle();
        (0..RANDOM_CASES).map(|_| case(&mut oracle, &rng.row(4, 1, 64))).collect()
    }

    /// Every multiset of up to 2 numbers from 1..=24 (325 runs).
    fn small_cases(&self) -> Vec<Case> {
        let mut oracle = oracle::oracle();
        multisets(2, 1, 24).iter().map(|numbers| case(&mut oracle, numbers)).collect()
    }

    /// Every multiset of up to 3 numbers from 1..=36, and 300 random sets of up to 5 numbers
    /// up to 256.
    fn check_reference(&self) {
        let mut oracle = oracle::oracle();
        let mut rng = Rng::new(850);
        let random: Vec<Vec<u64>> = (0..300).map(|_| rng.row(5, 1, 256)).collect();
        for numbers in multisets(3, 1, 36).into_iter().chain(random) {
            assert_eq!(reference(&numbers), oracle.first_player_wins(&numbers), "{:?}", numbers);
        }
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        refused_at_once(&["1\n0\n", "1001\n", "2\n5\n", "1\n1000000001\n", "1\n-4\n"])
    }

    /// The judge's limits: 100 random numbers up to 10^9; 100 of many prime powers (2^29,
    /// 3^18, 6^11, …); and ours: 1000 large primes (the longest trial divisions).
    fn max_cases(&self, rng: &mut Rng) -> Vec<(&'static str, String)> {
        let random = rng.values(100, 1, 1_000_000_000);
        let powers: Vec<u64> = (0..100)
            .map(|i| {
                let base = [2u64, 3, 5, 6, 7, 10, 12][i % 7];
                let mut x = 1u64;
                for _ in 0..rng.range(1, 29) {
                    if x * base <= 1_000_000_000 {
                        x *= base;
                    }
                }
                x
            })
            .collect();
        let primes = vec![999_999_937u64; 1000];
        vec![("random", counted(&random)), ("prime-powers", counted(&powers)), ("large-primes", counted(&primes))]
    }
}

mod oracle {
    //! Oracle for Codeforces 850C "Arpa and a game with Mojtaba"
    //! (https://codeforces.com/problemset/problem/850/C), from the rules alone.
    //!
    //! Rules as implemented: a list of positive integers; a move picks a prime p and k ≥ 1 with
    //! p^k dividing at least one number, and replaces every number x divisible by p^k with
    //! x / p^k; the player who cannot move (all numbers 1) loses.
    //!
    //! Search: memoised win/lose over the multiset of numbers above 1 (sorted), trying every
    //! prime power that divides one of them.
    use crate::oracle::Oracle;

    /// A memoised searcher over multisets of numbers.
    pub fn oracle() -> Oracle {
        Oracle::new(moves, |mut numbers| {
            numbers.retain(|&x| x > 1);
            numbers.sort_unstable();
            numbers
        })
    }

    fn moves(numbers: &[u64]) -> Vec<Vec<u64>> {
        let largest = numbers.iter().copied().max().unwrap_or(1);
        let is_prime = |p: u64| p > 1 && (2..p).take_while(|d| d * d <= p).all(|d| p % d != 0);
        let mut children = Vec::new();
        for p in (2..=largest).filter(|&p| is_prime(p)) {
            let mut q = p;
            while numbers.iter().any(|&x| x % q == 0) {
                children.push(numbers.iter().map(|&x| if x % q == 0 { x / q } else { x }).collect());
                q *= p;
            }
        }
        children
    }

    #[test]
    fn statement_samples() {
        let mut o = oracle();
        assert!(!o.first_player_wins(&[1, 1, 1, 1]));
        assert!(o.first_player_wins(&[1, 1, 17, 17]));
        assert!(!o.first_player_wins(&[1, 1, 17, 289]));
        assert!(!o.first_player_wins(&[1, 2, 3, 4, 5]));
    }

    #[test]
    fn small_lists_by_hand() {
        let mut o = oracle();
        // One number: pick its whole prime power if it is one.
        assert!(o.first_player_wins(&[8]));
        // 6 = 2·3: two independent single moves, so two moves in all.
        assert!(!o.first_player_wins(&[6]));
    }
}
