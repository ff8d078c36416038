//! CSES 2208 · Another Game: n heaps of coins; a move takes one coin from each of some
//! non-empty heaps; who takes the last coin wins. Input `t`, then per test `n` /
//! `x_1 … x_n`; `first` when the first player wins, else `second`. Oracle: the memoised search
//! over multisets of heaps of `mod oracle`.
use crate::common::Rng;
use crate::inputs::{all_vectors, counted, counted_lines, multisets, tests_counted};
use crate::layout::{first_second, is_first_second, Format, Layout, Shape, MAX};
use crate::oracle::{sweep, Oracle};
use crate::problem::{Case, Problem, RANDOM_CASES};

pub struct Game;

/// The known rule: the first player wins exactly when some heap is odd.
fn reference(heaps: &[u64]) -> bool {
    heaps.iter().any(|&heap| heap % 2 == 1)
}

fn case(oracle: &mut Oracle, heaps: &[u64]) -> Case {
    Case::Lines(counted_lines(heaps), first_second(oracle.first_player_wins(heaps)))
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::Program(Format {
            shape: Shape::Counted(MAX),
            test: |c| Some(first_second(reference(&c.counted(0, MAX, 0, MAX)?))),
            answer_shape: is_first_second,
        })
    }

    /// Up to 5 heaps of up to 6 coins, two in three of them even (so all-even rows come up).
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        let mut oracle = oracle::oracle();
        (0..RANDOM_CASES)
            .map(|_| {
                let len = rng.range(0, 5) as usize;
                let heaps: Vec<u64> = (0..len)
                    .map(|_| if rng.range(0, 2) > 0 { 2 * rng.range(0, 3) } else { rng.range(0, 6) })
                    .collect();
                case(&mut oracle, &heaps)
            })
            .collect()
    }

    /// Every multiset of up to 3 heaps of up to 6 coins, as the tests of one input.
    fn small_cases(&self) -> Vec<Case> {
        let mut oracle = oracle::oracle();
        multisets(3, 0, 6).iter().map(|heaps| case(&mut oracle, heaps)).collect()
    }

    /// Every row of up to 4 heaps of up to 6 coins.
    fn check_reference(&self) {
        sweep("coins", oracle::oracle(), all_vectors(4, 6), reference);
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        vec![
            ("2\n1\n5\n2\n1\n".into(), "first\n"),
            ("1\n1 -2\n".into(), ""),
            ("1\n2 2 4\n7\n".into(), "second\n"),
            ("2\n1 3\n2 1 x\n".into(), "first\n"),
            ("1\n1 9223372036854775808\n".into(), ""),
        ]
    }

    /// The judge's largest inputs, Σn = 2·10^5: one test of 2·10^5 heaps up to 10^9, all even
    /// but the last, and 2·10^5 tests of one even heap.
    fn max_cases(&self, rng: &mut Rng) -> Vec<(&'static str, String)> {
        let mut even: Vec<u64> = (0..200_000).map(|_| 2 * rng.range(1, 500_000_000)).collect();
        even[199_999] -= 1;
        let even = tests_counted(vec![counted(&even)]);
        let singles = (0..200_000).map(|_| counted(&[2 * rng.range(1, 500_000_000)])).collect();
        vec![("last-odd", even), ("even-heap-tests", tests_counted(singles))]
    }
}

mod oracle {
    //! Oracle for CSES 2208 "Another Game" (https://cses.fi/problemset/task/2208), from the
    //! rules alone.
    //!
    //! Rules as implemented: heaps of coins; a move chooses a non-empty set of non-empty heaps
    //! and removes one coin from each chosen heap; the player who cannot move (every heap
    //! empty) loses.
    //!
    //! Search: a position is the multiset of non-empty heaps (sorted); memoised win/lose over
    //! every choice of heaps (2^k − 1 of them for k non-empty heaps).
    use crate::oracle::{canonical_piles, Oracle};

    /// A memoised searcher over multisets of heaps.
    pub fn oracle() -> Oracle {
        Oracle::new(moves, canonical_piles)
    }

    /// Every position one move away: one coin off each heap of a non-empty chosen set.
    fn moves(heaps: &[u64]) -> Vec<Vec<u64>> {
        (1u32..1 << heaps.len())
            .map(|chosen| {
                let next = heaps.iter().enumerate();
                canonical_piles(next.map(|(i, &h)| h - u64::from(chosen >> i & 1)).collect())
            })
            .collect()
    }

    #[test]
    fn statement_sample() {
        let mut o = oracle();
        assert!(o.first_player_wins(&[1, 2, 3]));
        assert!(!o.first_player_wins(&[2, 2]));
        assert!(o.first_player_wins(&[5, 5, 4, 5]));
    }

    #[test]
    fn small_positions_by_hand() {
        let mut o = oracle();
        // No coins: no move.
        assert!(!o.first_player_wins(&[]));
        // (1): take it. (2): forced to (1), which the opponent takes.
        assert!(o.first_player_wins(&[1]));
        assert!(!o.first_player_wins(&[2]));
        // (1, 1): take both at once.
        assert!(o.first_player_wins(&[1, 1]));
        // (2, 4): moves reach (1, 4), (2, 3), (1, 3); each is answered back to all-even.
        assert!(!o.first_player_wins(&[2, 4]));
    }
}
