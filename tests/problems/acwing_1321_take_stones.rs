//! AcWing 1321 · 取石子: piles of stones; a move takes one stone from a pile or merges two piles
//! into one. Input `T`, then T tests `n` / `a_1 … a_n`; `YES` when the first player wins, else
//! `NO`. Oracle: the search over pile multisets of `mod oracle`.
use crate::common::Rng;
use crate::inputs::{all_vectors, counted, counted_lines, every_sequence, multisets, tests_counted};
use crate::layout::{is_word, words, Format, Layout, Shape, MAX};
use crate::oracle::{sweep, Oracle};
use crate::problem::{Case, Problem, RANDOM_CASES};

pub struct Game;

/// Take-one-or-merge (HDU 4111) by its known reduction: `ones` piles of one stone, and the
/// bigger piles pooled as `pool` = their stones plus their number less one (every take or
/// merge inside the pool is one move of it); a pool of exactly 1 is a pile of 2 cut to 1.
/// Answered from a table for up to `ONES` piles of one stone and pools up to `POOL`; beyond
/// it, by the closed form the table is checked against (`closed_form`).
fn reference(piles: &[u64]) -> bool {
    let ones = piles.iter().filter(|&&p| p == 1).count();
    let big: Vec<u64> = piles.iter().copied().filter(|&p| p >= 2).collect();
    let stones = big.iter().map(|&p| u128::from(p)).sum::<u128>();
    let pool = if big.is_empty() { 0 } else { stones + big.len() as u128 - 1 };
    if ones <= ONES && pool <= POOL as u128 {
        TABLE.with(|wins| wins[ones][pool as usize])
    } else {
        closed_form(ones as u128, pool)
    }
}

/// The reduced game in closed form: lost exactly when the pool is at most 2 and the ones are
/// a multiple of 3, or the pool is at least 3 and both are even.
fn closed_form(ones: u128, pool: u128) -> bool {
    let lost = if pool <= 2 { ones % 3 == 0 } else { ones % 2 == 0 && pool % 2 == 0 };
    !lost
}

const ONES: usize = 50;
const POOL: usize = 50 * 1000 + 49;

thread_local! {
    static TABLE: Vec<Vec<bool>> = table();
}

/// wins[o][p] for the reduced game, row by row: a row reads the two rows below it a little
/// further out (a one merged into the pool, two ones merged) and itself one step back.
fn table() -> Vec<Vec<bool>> {
    let width = |o: usize| POOL + 3 * (ONES + 1 - o) + 4;
    let mut wins: Vec<Vec<bool>> = (0..=ONES + 1).map(|o| vec![false; width(o)]).collect();
    for o in 0..=ONES {
        // (o + 1, 0): take a one, or merge two ones into a pool of 2.
        wins[o + 1][0] = !wins[o][0] || (o >= 1 && !wins[o - 1][2]);
        wins[o][1] = wins[o + 1][0];
        for p in 2..width(o) {
            wins[o][p] = (o >= 1 && (!wins[o - 1][p] || !wins[o - 1][p + 1]))
                || (o >= 2 && !wins[o - 2][p + 3])
                || !wins[o][p - 1];
        }
    }
    wins
}

fn case(oracle: &mut Oracle, piles: &[u64]) -> Case {
    Case::Lines(counted_lines(piles), words("YES", "NO")(oracle.first_player_wins(piles)))
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::Program(Format {
            shape: Shape::Counted(MAX),
            test: |c| Some(words("YES", "NO")(reference(&c.counted(0, MAX, 0, MAX)?))),
            answer_shape: |l| is_word(l, &["YES", "NO"]),
        })
    }

    /// Up to 4 piles of up to 5 stones.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        let mut oracle = oracle::oracle();
        (0..RANDOM_CASES)
            .map(|_| case(&mut oracle, &rng.row(4, 0, 5)))
            .collect()
    }

    /// Every multiset of up to 5 piles of up to 5 stones (252, one input).
    fn small_cases(&self) -> Vec<Case> {
        let mut oracle = oracle::oracle();
        multisets(5, 0, 5).iter().map(|piles| case(&mut oracle, piles)).collect()
    }

    /// Every row of up to 5 piles of 1..=6 stones, and of up to 4 piles of 0..=5 (an empty
    /// pile is absent).
    fn check_reference(&self) {
        let positive = every_sequence(&(1..=6).collect::<Vec<u64>>(), 5);
        let rows = positive.into_iter().chain(all_vectors(4, 5)).collect();
        sweep("take stones", oracle::oracle(), rows, reference);
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        vec![
            ("2\n1 2\n2 1\n".into(), "NO\n"),
            ("1\n1 -1\n".into(), ""),
            ("1\n2 1 1\n1\n".into(), "YES\n"),
        ]
    }

    fn max_cases(&self, rng: &mut Rng) -> Vec<(&'static str, String)> {
        let mut tests = |high| {
            let tests = (0..100).map(|_| counted(&rng.values(50, 1, high)));
            tests_counted(tests.collect())
        };
        vec![("random", tests(1000)), ("many-ones", tests(2))]
    }
}

/// The table is the reduced game played out (checked against the oracle through the
/// reference); its closed form answers beyond it: every entry of the table.
#[test]
fn closed_form_matches_its_table() {
    for ones in 0..=ONES {
        for pool in (0..=POOL).filter(|&p| p != 1) {
            let entry = TABLE.with(|wins| wins[ones][pool]);
            let closed = closed_form(ones as u128, pool as u128);
            assert_eq!(closed, entry, "ones {} pool {}", ones, pool);
        }
    }
}

mod oracle {
    //! Exhaustive win/lose search for the take-or-merge stone game (AcWing 1321, originally the
    //! ICPC problem "Alice and Bob"). A move either takes one stone from one pile (a pile
    //! that becomes empty disappears) or merges two piles into one whose size is their sum; a
    //! player who cannot move (no piles left) loses. The oracle knows nothing but these rules: a
    //! position is the multiset of pile sizes, canonicalised as the sorted list of its non-empty
    //! piles, and it wins for the player to move iff some move leads to a losing position. The
    //! game is finite because every move lowers (total stones + number of piles) by one: taking
    //! lowers the total, merging lowers the pile count. Results are memoised in a `HashMap` keyed
    //! by the canonical position and kept across calls on one `Oracle`.

    use crate::oracle::{canonical_piles, Oracle};

    /// A memoised game-tree searcher for the take-or-merge game.
    pub fn oracle() -> Oracle {
        Oracle::new(moves, canonical_piles)
    }

    /// Every position one move away: one stone taken from a pile, or two piles merged.
    fn moves(piles: &[u64]) -> Vec<Vec<u64>> {
        let mut children = Vec::new();
        for i in 0..piles.len() {
            let mut taken = piles.to_vec();
            taken[i] -= 1;
            children.push(canonical_piles(taken));
            for j in i + 1..piles.len() {
                let mut merged = piles.to_vec();
                let other = merged.remove(j);
                merged[i] += other;
                children.push(canonical_piles(merged));
            }
        }
        children
    }

    #[test]
    fn statement_sample() {
        let mut o = oracle();
        // The original statement's sample: piles "1 1 2", "3 4", "2 3 5" give
        // "Alice", "Bob", "Bob" (AcWing 1321 prints YES, NO, NO). Read from a stored copy of
        // the "Alice and Bob" statement in the public code index.
        assert!(o.first_player_wins(&[1, 1, 2]));
        assert!(!o.first_player_wins(&[3, 4]));
        assert!(!o.first_player_wins(&[2, 3, 5]));
    }

    #[test]
    fn hand_worked_cases() {
        let mut o = oracle();
        // No piles: no move, the player to move loses.
        assert!(!o.first_player_wins(&[]));
        assert!(!o.first_player_wins(&[0, 0]));
        // [1]: take the stone, nothing is left for the opponent.
        assert!(o.first_player_wins(&[1]));
        // [2]: the only move is to [1], where the opponent takes the last stone.
        assert!(!o.first_player_wins(&[2]));
        // [3]: take one stone, leaving the losing [2].
        assert!(o.first_player_wins(&[3]));
        // [1,1]: taking a stone leaves [1] (the opponent takes it and wins), but merging
        // leaves the losing [2]; so [1,1] wins by merging.
        assert!(o.first_player_wins(&[1, 1]));
    }
}
