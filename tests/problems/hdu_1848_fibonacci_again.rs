//! HDU 1848 · Fibonacci again and again: three piles, a move takes a Fibonacci number
//! (1, 2, 3, 5, …) of stones from one pile, and whoever takes the last stone wins. Input:
//! tests `m n p` until `0 0 0`; `Fibo` when the first player wins, else `Nacci`. Oracle: the
//! win/lose search over pile multisets of `mod oracle`, from the rules.
use crate::common::Rng;
use crate::inputs::{all_vectors, line, multisets};
use crate::layout::{is_word, words, Format, Layout, Shape};
use crate::oracle::sweep;
use crate::plain::subtraction_grundy;
use crate::problem::{Case, Problem, RANDOM_CASES};
use std::cell::RefCell;

pub struct Game;

/// The Fibonacci numbers of the statement (1, 2, 3, 5, …) up to `largest`.
fn fibonacci_moves(largest: u64) -> Vec<u64> {
    let (mut moves, mut next) = (vec![1u64, 2], 3);
    while next <= largest {
        moves.push(next);
        next += moves[moves.len() - 2];
    }
    moves
}

thread_local! {
    /// Grundy values of the game, grown for the largest pile asked so far.
    static GRUNDY: RefCell<Vec<u64>> = RefCell::new(Vec::new());
}

/// The Grundy value of one pile: the subtraction game whose move sizes are the Fibonacci
/// numbers.
fn grundy(pile: u64) -> u64 {
    GRUNDY.with(|g| {
        let mut g = g.borrow_mut();
        if pile as usize >= g.len() {
            let largest = (pile + 1).next_power_of_two();
            *g = subtraction_grundy(&fibonacci_moves(largest), largest);
        }
        g[pile as usize]
    })
}

/// Sprague–Grundy: the first player wins exactly when the piles' Grundy values xor to non-zero.
fn reference(piles: &[u64]) -> bool {
    piles.iter().fold(0, |x, &pile| x ^ grundy(pile)) != 0
}

fn case(oracle: &mut crate::oracle::Oracle, piles: &[u64]) -> Case {
    Case::Lines(vec![piles.to_vec()], words("Fibo", "Nacci")(oracle.first_player_wins(piles)))
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::Program(Format {
            shape: Shape::Sentinel(3),
            test: |c| Some(words("Fibo", "Nacci")(reference(&c.values(3, 1, 1_000_000)?))),
            answer_shape: |l| is_word(l, &["Fibo", "Nacci"]),
        })
    }

    /// Three piles of 1..=25 stones.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        let mut oracle = oracle::oracle();
        (0..RANDOM_CASES).map(|_| case(&mut oracle, &rng.values(3, 1, 25))).collect()
    }

    /// Every multiset of three piles of 1..=12 stones: 364 tests in one input.
    fn small_cases(&self) -> Vec<Case> {
        let mut oracle = oracle::oracle();
        let triples = multisets(3, 1, 12).into_iter().filter(|t| t.len() == 3);
        triples.map(|piles| case(&mut oracle, &piles)).collect()
    }

    /// Every row of up to 3 piles of up to 20 stones (any number of piles: the oracle's game).
    fn check_reference(&self) {
        sweep("fibonacci", oracle::oracle(), all_vectors(3, 20), reference);
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        vec![
            ("1 1 1\n".into(), "Fibo\n"),
            ("1 1 1\n0 0 0\n5\n".into(), "Fibo\n"),
            ("0 1 1\n".into(), ""),
            ("1 4 1\n1000001 1 1\n0 0 0\n".into(), "Nacci\n"),
            ("1 1 0\n0 0 0\n".into(), ""),
            ("1 1\n".into(), ""),
        ]
    }

    /// 10^4 tests of three piles of 1..=1000.
    fn max_cases(&self, rng: &mut Rng) -> Vec<(&'static str, String)> {
        let tests: String = (0..10_000).map(|_| line(&rng.values(3, 1, 1000))).collect();
        vec![("random", tests + "0 0 0\n")]
    }
}

/// Exhaustive win/lose search for HDU 1848 "Fibonacci again and again". A move takes `f`
/// stones from one pile, where `f` is a Fibonacci number as the statement defines them
/// (F(1) = 1, F(2) = 2, F(n) = F(n-1) + F(n-2): 1, 2, 3, 5, 8, 13, ...) and the pile holds
/// at least `f`; whoever takes the last stone wins, so a player who cannot move loses. The
/// statement has three piles; the oracle takes any number. It knows nothing but the rules:
/// a position is the multiset of pile sizes, canonicalised as the sorted list of its
/// non-empty piles, and it wins for the player to move iff some move leads to a losing
/// position. Every move lowers the total number of stones, so the search ends. Results are
/// memoised in a `HashMap` keyed by the canonical position and kept across calls on one `Oracle`.
mod oracle {
    use crate::oracle::{canonical_piles, one_pile_moves, Oracle};

    /// A memoised game-tree searcher for the Fibonacci-take game.
    pub fn oracle() -> Oracle {
        Oracle::new(moves, canonical_piles)
    }

    /// Every position one move away: a Fibonacci number of stones taken from one pile.
    fn moves(piles: &[u64]) -> Vec<Vec<u64>> {
        let fibonacci = || std::iter::successors(Some((1, 2)), |&(a, b)| Some((b, a + b)));
        one_pile_moves(piles, |pile| {
            fibonacci().map(|(take, _)| take).take_while(move |&take| take <= pile).map(move |take| pile - take)
        })
    }

    #[test]
    fn statement_sample() {
        let mut o = oracle();
        // HDU 1848's sample: "1 1 1" -> Fibo, "1 4 1" -> Nacci; quoted in several stored
        // solutions of the problem in the public code index.
        assert!(o.first_player_wins(&[1, 1, 1]));
        assert!(!o.first_player_wins(&[1, 4, 1]));
    }

    #[test]
    fn hand_worked_cases() {
        let mut o = oracle();
        // No stones: no move.
        assert!(!o.first_player_wins(&[]));
        // [1,1]: the only moves leave [1], which the opponent takes.
        assert!(!o.first_player_wins(&[1, 1]));
        // [1,1,1]: take one pile, reaching the losing [1,1].
        assert!(o.first_player_wins(&[1, 1, 1]));
        // [4]: 4 is not a Fibonacci number; taking 1, 2 or 3 leaves 3, 2 or 1, which the
        // opponent takes whole.
        assert!(!o.first_player_wins(&[4]));
        // [5] and [8]: take the whole pile.
        assert!(o.first_player_wins(&[5]));
        assert!(o.first_player_wins(&[0, 8, 0]));
    }
}
