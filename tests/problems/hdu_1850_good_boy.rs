//! HDU 1850 · Being a Good Boy in Spring Festival: Nim (a move takes cards from one pile, and
//! a player who cannot move loses); how many first moves win? Input: tests `m` / `a_1 … a_m`
//! until a lone `0`; per test the count. Oracle: every first move judged by the Nim search of
//! `crate::oracle::nim`.
use crate::common::Rng;
use crate::inputs::{all_vectors, counted, counted_lines, multisets};
use crate::layout::{Format, Layout, Shape, MAX};
use crate::problem::{Case, Problem, RANDOM_CASES};

pub struct Game;

/// The winning first moves of Nim: a move wins when it leaves xor 0, so pile a may be cut to
/// a ⊕ x (x the xor of all) when that is smaller.
fn reference(piles: &[u64]) -> usize {
    let x = piles.iter().fold(0, |x, &p| x ^ p);
    piles.iter().filter(|&&p| p ^ x < p).count()
}

fn case(piles: &[u64]) -> Case {
    Case::Lines(counted_lines(piles), oracle::winning_first_moves(piles).to_string())
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::Program(Format {
            shape: Shape::Sentinel(1),
            test: |c| Some(reference(&c.counted(1, MAX, 0, MAX)?).to_string()),
            answer_shape: |l| l.parse::<u64>().is_ok(),
        })
    }

    /// 1..=4 piles of 1..=7 cards.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        (0..RANDOM_CASES)
            .map(|_| {
                let len = rng.range(1, 4) as usize;
                case(&rng.values(len, 1, 7))
            })
            .collect()
    }

    /// Every multiset of 1..=4 piles of 0..=7 cards: 494 tests in one input.
    fn small_cases(&self) -> Vec<Case> {
        multisets(4, 0, 7).iter().filter(|piles| !piles.is_empty()).map(|p| case(p)).collect()
    }

    /// Every row of up to 4 piles of up to 7 cards.
    fn check_reference(&self) {
        for piles in all_vectors(4, 7) {
            let want = oracle::winning_first_moves(&piles);
            assert_eq!(reference(&piles), want, "{:?}", piles);
        }
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        vec![
            ("3\n5 7 9\n".into(), "1\n"),
            ("3\n5 7 9\n0\n1\n".into(), "1\n"),
            ("2\n1 -1\n0\n".into(), ""),
            ("3\n1 2\n".into(), ""),
        ]
    }

    /// 100 tests of 100 piles of 1..=10^6.
    fn max_cases(&self, rng: &mut Rng) -> Vec<(&'static str, String)> {
        let tests: String = (0..100).map(|_| counted(&rng.values(100, 1, 1_000_000))).collect();
        vec![("random", tests + "0\n")]
    }
}

/// Exhaustive oracle for HDU 1850 "Being a Good Boy in Spring Festival". The game is Nim: a
/// move takes at least one card from one pile, and a player who cannot move loses. The
/// answer is the number of first moves that win, that is, moves after which the opponent,
/// now to move, loses. A first move is a pair (pile index, number taken); moves on two
/// piles of equal size count separately, as they are different choices. Each candidate's
/// result is judged by the exhaustive Nim search of `crate::oracle::nim` (rules only, no xor
/// rule), whose memo is kept per thread across calls; a position that loses for the first
/// player has no winning move, so the count is then 0, as the statement asks.
mod oracle {
    use std::cell::RefCell;

    use crate::oracle::Oracle;

    thread_local! {
        static NIM: RefCell<Oracle> = RefCell::new(crate::oracle::nim::oracle());
    }

    /// How many first moves (pile index, amount taken) leave the opponent a losing Nim position.
    pub fn winning_first_moves(piles: &[u64]) -> usize {
        NIM.with(|nim| {
            let mut nim = nim.borrow_mut();
            let mut count = 0;
            for (idx, &pile) in piles.iter().enumerate() {
                for taken in 1..=pile {
                    let mut after = piles.to_vec();
                    after[idx] -= taken;
                    if !nim.first_player_wins(&after) {
                        count += 1;
                    }
                }
            }
            count
        })
    }

    #[test]
    fn statement_sample() {
        // HDU 1850's sample: "3 / 5 7 9" -> 1; quoted in several stored solutions of the
        // problem in the public code index.
        assert_eq!(winning_first_moves(&[5, 7, 9]), 1);
    }

    #[test]
    fn hand_worked_cases() {
        // [1,1]: both moves leave [1], which the opponent takes: no winning move.
        assert_eq!(winning_first_moves(&[1, 1]), 0);
        // [3]: only taking all three wins; leaving 1 or 2 lets the opponent take the rest.
        assert_eq!(winning_first_moves(&[3]), 1);
        // [1,2]: only taking one from the 2 wins (it leaves [1,1]); taking the 2 or the 1
        // leaves a single pile for the opponent to take.
        assert_eq!(winning_first_moves(&[1, 2]), 1);
        // [1,1,1]: removing any of the three piles leaves the losing [1,1].
        assert_eq!(winning_first_moves(&[1, 1, 1]), 3);
    }
}
