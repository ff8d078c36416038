//! Codeforces 768E · Game of Stones: a move takes stones from a pile, never the same number
//! twice from one pile; who cannot move loses. Input `n` / s_1 … s_n; `YES` when the second
//! player (Jon) wins, else `NO`. Oracle: the memoised search over whole positions (every pile
//! with the amounts already taken from it) of `mod oracle`; `one_pile_values_up_to_60` checks
//! the one-pile values the binary uses against their definition over the whole accepted range.
use crate::common::Rng;
use crate::inputs::counted_lines;
use crate::layout::{is_word, Format, Layout, Shape, MAX};
use crate::problem::{Case, Problem, RANDOM_CASES};
use std::collections::{BTreeSet, HashMap};

pub struct Game;

/// The known rule: a pile of s is worth the largest k with 1 + … + k ≤ s; Jon wins iff the
/// xor is 0.
fn reference(piles: &[u64]) -> bool {
    let value = |s: u64| (0..=s).take_while(|k| k * (k + 1) / 2 <= s).last().unwrap_or(0);
    piles.iter().fold(0, |x, &s| x ^ value(s)) == 0
}

fn answer(jon_wins: bool) -> String {
    (if jon_wins { "YES" } else { "NO" }).to_string()
}

fn case(oracle: &mut oracle::Oracle, piles: &[u64]) -> Case {
    Case::Lines(counted_lines(piles), answer(!oracle.first_player_wins(piles)))
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::Program(Format {
            shape: Shape::Single,
            test: |c| Some(answer(reference(&c.counted(0, MAX, 0, 60)?))),
            answer_shape: |l| is_word(l, &["YES", "NO"]),
        })
    }

    /// Up to 3 piles of up to 7 stones.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        let mut oracle = oracle::Oracle::default();
        (0..RANDOM_CASES).map(|_| case(&mut oracle, &rng.row(3, 0, 7))).collect()
    }

    /// Every pair of piles of up to 7 stones (64 runs).
    fn small_cases(&self) -> Vec<Case> {
        let mut oracle = oracle::Oracle::default();
        (0..8).flat_map(|a| (0..8).map(move |b| vec![a, b])).map(|piles| case(&mut oracle, &piles)).collect()
    }

    /// Every multiset of up to 3 piles of up to 8 stones.
    fn check_reference(&self) {
        let mut oracle = oracle::Oracle::default();
        for piles in crate::inputs::multisets(3, 0, 8) {
            assert_eq!(reference(&piles), !oracle.first_player_wins(&piles), "{:?}", piles);
        }
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        crate::problem::refused_at_once(&["1\n61\n", "2\n5\n", "1\n5 6\n", "1\n-1\n"])
    }

    /// The judge's limits: 10^6 random piles of up to 60, one a line as the judge gives them.
    fn max_cases(&self, rng: &mut Rng) -> Vec<(&'static str, String)> {
        let piles = rng.values(1_000_000, 1, 60);
        let lines: String = piles.iter().map(|p| format!("{}\n", p)).collect();
        vec![("random", format!("{}\n{}", piles.len(), lines))]
    }
}

/// The Grundy value of one pile of `stones` with the amounts `taken` already used, from the
/// definition (mex over the amounts still allowed).
fn pile_value(stones: u64, taken: &BTreeSet<u64>, memo: &mut HashMap<(u64, BTreeSet<u64>), u64>) -> u64 {
    // Amounts above the stones left can never be taken again: they do not matter.
    let taken: BTreeSet<u64> = taken.range(..=stones).copied().collect();
    if let Some(&known) = memo.get(&(stones, taken.clone())) {
        return known;
    }
    let mut options = BTreeSet::new();
    for amount in (1..=stones).filter(|a| !taken.contains(a)) {
        let mut next = taken.clone();
        next.insert(amount);
        options.insert(pile_value(stones - amount, &next, memo));
    }
    let value = (0..).find(|v| !options.contains(v)).expect("a missing value");
    memo.insert((stones, taken), value);
    value
}

/// The one-pile values the binary uses, for every pile of the accepted range 0..=60: computed
/// from the definition (the amounts used matter only through those ≤ the stones left).
#[test]
fn one_pile_values_up_to_60() {
    let mut memo = HashMap::new();
    for s in 0..=60u64 {
        let k = (0..=s).take_while(|k| k * (k + 1) / 2 <= s).last().unwrap_or(0);
        assert_eq!(pile_value(s, &BTreeSet::new(), &mut memo), k, "pile {}", s);
    }
}

mod oracle {
    //! Oracle for Codeforces 768E "Game of Stones"
    //! (https://codeforces.com/problemset/problem/768/E), from the rules alone.
    //!
    //! Rules as implemented: piles of stones; a move removes a positive number of stones from
    //! one pile, a number never removed from that pile before; the player who cannot move
    //! loses.
    //!
    //! Search: memoised win/lose over whole positions: every pile as (stones left, the amounts
    //! taken from it that could still matter, i.e. those ≤ stones left), sorted.
    use std::collections::{BTreeSet, HashMap};

    type Pile = (u64, BTreeSet<u64>);

    #[derive(Default)]
    pub struct Oracle {
        memo: HashMap<Vec<Pile>, bool>,
    }

    impl Oracle {
        /// Whether the first player wins on fresh piles.
        pub fn first_player_wins(&mut self, piles: &[u64]) -> bool {
            self.wins(piles.iter().map(|&s| (s, BTreeSet::new())).collect())
        }

        fn wins(&mut self, mut piles: Vec<Pile>) -> bool {
            for (stones, taken) in piles.iter_mut() {
                taken.retain(|&a| a <= *stones);
            }
            piles.sort();
            if let Some(&known) = self.memo.get(&piles) {
                return known;
            }
            let mut result = false;
            'moves: for i in 0..piles.len() {
                for amount in 1..=piles[i].0 {
                    if piles[i].1.contains(&amount) {
                        continue;
                    }
                    let mut next = piles.clone();
                    next[i].0 -= amount;
                    next[i].1.insert(amount);
                    if !self.wins(next) {
                        result = true;
                        break 'moves;
                    }
                }
            }
            self.memo.insert(piles, result);
            result
        }
    }

    #[test]
    fn statement_samples() {
        let mut o = Oracle::default();
        assert!(o.first_player_wins(&[5]));
        assert!(!o.first_player_wins(&[1, 2]));
    }

    #[test]
    fn small_piles_by_hand() {
        let mut o = Oracle::default();
        // (2): take both; or take 1, leaving a stone no move can take (1 is used): both win.
        assert!(o.first_player_wins(&[2]));
        // (1, 1): two moves.
        assert!(!o.first_player_wins(&[1, 1]));
    }
}
