//! Codeforces 1382B · Sequential Nim: piles in a row; a move takes stones from the first
//! non-empty pile. Input `t`, then per test `n` / `a_1 … a_n`; `First` when the first player
//! wins, else `Second`. Oracle: the memoised search over rows of non-empty piles of
//! `mod oracle`.
use crate::common::Rng;
use crate::inputs::{all_vectors, counted, counted_lines, tests_counted};
use crate::layout::{is_word, words, Format, Layout, Shape, MAX};
use crate::problem::{Case, Problem, RANDOM_CASES};

pub struct Game;

/// Whether the player to move wins, pile by pile from the last: past an empty pile the turn
/// is unchanged; at a pile of one the mover must take it and wins iff the rest loses; at a
/// bigger pile the mover takes all or all but one, so chooses who starts the rest, and wins.
fn reference(piles: &[u64]) -> bool {
    piles.iter().rev().fold(false, |rest_wins, &pile| match pile {
        0 => rest_wins,
        1 => !rest_wins,
        _ => true,
    })
}

fn answer(first_wins: bool) -> String {
    words("First", "Second")(first_wins)
}

fn case(piles: &[u64]) -> Case {
    Case::Lines(counted_lines(piles), answer(oracle::first_wins(piles)))
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::Program(Format {
            shape: Shape::Counted(MAX),
            test: |c| Some(answer(reference(&c.counted(0, MAX, 0, MAX)?))),
            answer_shape: |l| is_word(l, &["First", "Second"]),
        })
    }

    /// Up to 5 piles of up to 6 stones, half of them piles of one (the forced moves).
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        (0..RANDOM_CASES)
            .map(|_| {
                let len = rng.range(0, 5) as usize;
                let piles: Vec<u64> = (0..len)
                    .map(|_| if rng.range(0, 1) == 0 { 1 } else { rng.range(0, 6) })
                    .collect();
                case(&piles)
            })
            .collect()
    }

    /// Every row of up to 4 piles of up to 4 stones (781, one input).
    fn small_cases(&self) -> Vec<Case> {
        all_vectors(4, 4).iter().map(|piles| case(piles)).collect()
    }

    /// Every row of up to 5 piles of up to 6 stones.
    fn check_reference(&self) {
        for piles in all_vectors(5, 6) {
            assert_eq!(reference(&piles), oracle::first_wins(&piles), "{:?}", piles);
        }
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        vec![
            ("2\n1\n5\n2\n1\n".into(), "First\n"),
            ("1\n1 -1\n".into(), ""),
            ("1\n1 5\n7\n".into(), "First\n"),
            ("2\n2 1 1\n2 1 x\n".into(), "Second\n"),
            ("1\n1 9223372036854775808\n".into(), ""),
        ]
    }

    /// The judge's largest input, Σn = 10^5: 1000 tests of n = 100, each opening with a random
    /// number (0 to 100) of piles of one, the rest random up to 10^9; and one test of 10^5
    /// piles of one.
    fn max_cases(&self, rng: &mut Rng) -> Vec<(&'static str, String)> {
        let tests = (0..1000)
            .map(|_| {
                let ones = rng.range(0, 100) as usize;
                let mut piles = vec![1; ones];
                piles.extend(rng.values(100 - ones, 1, 1_000_000_000));
                counted(&piles)
            })
            .collect();
        let ones = tests_counted(vec![counted(&vec![1; 100_000])]);
        vec![("leading-ones", tests_counted(tests)), ("all-ones", ones)]
    }
}

mod oracle {
    //! Oracle for Codeforces 1382B "Sequential Nim"
    //! (https://codeforces.com/problemset/problem/1382/B), from the rules alone.
    //!
    //! Rules as implemented: piles a_1 … a_n in a row; two players alternate; a move removes a
    //! positive number of stones from the first non-empty pile (the one of least index holding a
    //! stone). The player who cannot move (all piles empty) loses. `first_wins` says whether the
    //! player moving first wins.
    //!
    //! Search: a position is the row of non-empty piles, in order: an empty pile is never the
    //! first non-empty one and never changes, so dropping it changes nothing. The player to move
    //! wins exactly when some amount taken from the first pile leads to a position the opponent
    //! loses. Positions are memoised whole; 5 piles of up to 6 stones give at most 7^5 of them.
    //! The amounts are tried from the whole pile down, so a single huge pile ends at once.

    use std::collections::HashMap;

    /// Whether the first player wins on the piles `a`, in order.
    pub fn first_wins(a: &[u64]) -> bool {
        let piles: Vec<u64> = a.iter().copied().filter(|&p| p > 0).collect();
        mover_wins(piles, &mut HashMap::new())
    }

    /// Whether the player to move wins on the non-empty piles `piles`.
    fn mover_wins(piles: Vec<u64>, memo: &mut HashMap<Vec<u64>, bool>) -> bool {
        if let Some(&known) = memo.get(&piles) {
            return known;
        }
        let result = match piles.first() {
            None => false,
            Some(&first) => (1..=first).rev().any(|take| {
                let mut next = piles.clone();
                if take == first {
                    next.remove(0);
                } else {
                    next[0] -= take;
                }
                !mover_wins(next, memo)
            }),
        };
        memo.insert(piles, result);
        result
    }

    #[test]
    fn statement_sample() {
        assert!(first_wins(&[2, 5, 4]));
        // Eight piles of one: eight forced moves, the last the second player's.
        assert!(!first_wins(&[1, 1, 1, 1, 1, 1, 1, 1]));
        assert!(!first_wins(&[1, 2, 3, 4, 5, 6]));
        assert!(first_wins(&[1, 1, 2, 1, 2, 2]));
        // One pile: the first player takes it all.
        assert!(first_wins(&[1_000_000_000]));
        assert!(!first_wins(&[1, 2, 2, 1, 1]));
        // Three piles of one: three forced moves, the last the first player's.
        assert!(first_wins(&[1, 1, 1]));
    }

    #[test]
    fn short_rows_by_hand() {
        // Nothing to take.
        assert!(!first_wins(&[]));
        assert!(!first_wins(&[0, 0]));
        // (1, 1): forced, forced, first player stuck.
        assert!(!first_wins(&[1, 1]));
        // (2, 1): take 1 from the 2, leaving (1, 1) for the opponent, a loss for the mover.
        assert!(first_wins(&[2, 1]));
        // (1, 2): forced 1, then the opponent takes the whole 2.
        assert!(!first_wins(&[1, 2]));
        // (1, 0, 2): the empty pile in the middle is skipped, as in (1, 2).
        assert!(!first_wins(&[1, 0, 2]));
        // (3, 1, 1): taking all 3 leaves (1, 1), a loss for the opponent.
        assert!(first_wins(&[3, 1, 1]));
    }
}
