//! CSES 1099 · Stair Game: balls on stairs 1 … n; a move takes balls from a stair k ≥ 2 down
//! to stair k − 1; who moves last wins. Input `t`, then per test `n` / `p_1 … p_n`; `first`
//! when the first player wins, else `second`. Oracle: the memoised search over whole rows of
//! stairs of `mod oracle`.
use crate::common::Rng;
use crate::inputs::{all_vectors, counted, counted_lines, tests_counted, xor_zero};
use crate::layout::{first_second, is_first_second, Format, Layout, Shape, MAX};
use crate::oracle::{sweep, Oracle};
use crate::problem::{Case, Problem, RANDOM_CASES};

pub struct Game;

/// The known rule (staircase Nim): the first player wins exactly when the xor of the even
/// stairs' balls is not zero.
fn reference(stairs: &[u64]) -> bool {
    stairs.iter().skip(1).step_by(2).fold(0, |xor, &balls| xor ^ balls) != 0
}

fn case(oracle: &mut Oracle, stairs: &[u64]) -> Case {
    Case::Lines(counted_lines(stairs), first_second(oracle.first_player_wins(stairs)))
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::Program(Format {
            shape: Shape::Counted(MAX),
            test: |c| Some(first_second(reference(&c.counted(0, MAX, 0, MAX)?))),
            answer_shape: is_first_second,
        })
    }

    /// Up to 5 stairs of up to 4 balls.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        let mut oracle = oracle::oracle();
        (0..RANDOM_CASES).map(|_| case(&mut oracle, &rng.row(5, 0, 4))).collect()
    }

    /// Every row of up to 4 stairs of up to 3 balls (341), as the tests of one input.
    fn small_cases(&self) -> Vec<Case> {
        let mut oracle = oracle::oracle();
        all_vectors(4, 3).iter().map(|stairs| case(&mut oracle, stairs)).collect()
    }

    /// Every row of up to 5 stairs of up to 4 balls.
    fn check_reference(&self) {
        sweep("stairs", oracle::oracle(), all_vectors(5, 4), reference);
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        vec![
            ("2\n2\n0 1\n2\n1\n".into(), "first\n"),
            ("1\n2 0 -1\n".into(), ""),
            ("1\n2 5 0\n7\n".into(), "second\n"),
            ("2\n1 1\n2 1 x\n".into(), "second\n"),
            ("1\n1 9223372036854775808\n".into(), ""),
        ]
    }

    /// The judge's largest inputs, Σn = 2·10^5: one test of 2·10^5 stairs up to 10^9 with the
    /// even stairs' xor 0, and 10^5 tests of two stairs.
    fn max_cases(&self, rng: &mut Rng) -> Vec<(&'static str, String)> {
        let mut zero = xor_zero(rng, 200_000, 0, 1_000_000_000, 2);
        zero.rotate_right(1); // the xor-0 stairs to the even places
        let zero = tests_counted(vec![counted(&zero)]);
        let pairs = (0..100_000).map(|_| counted(&rng.values(2, 0, 1_000_000_000))).collect();
        vec![("even-xor-zero", zero), ("two-stair-tests", tests_counted(pairs))]
    }
}

mod oracle {
    //! Oracle for CSES 1099 "Stair Game" (https://cses.fi/problemset/task/1099), from the rules
    //! alone.
    //!
    //! Rules as implemented: stairs 1 … n, stair i holding p_i balls; a move picks a stair
    //! k ≥ 2 with a ball and moves any positive number of its balls to stair k − 1; the player
    //! who cannot move loses (the one who moved last wins).
    //!
    //! Search: a position is the whole row of ball counts, in order (stairs are not
    //! interchangeable); memoised win/lose. Balls only move down, so the game ends.
    use crate::oracle::Oracle;

    /// A memoised searcher over rows of stairs.
    pub fn oracle() -> Oracle {
        Oracle::new(moves, |row| row)
    }

    /// Every row one move away: m ≥ 1 balls from stair k ≥ 2 (index k − 1 ≥ 1) to k − 1.
    fn moves(stairs: &[u64]) -> Vec<Vec<u64>> {
        let mut children = Vec::new();
        for k in 1..stairs.len() {
            for m in 1..=stairs[k] {
                let mut child = stairs.to_vec();
                child[k] -= m;
                child[k - 1] += m;
                children.push(child);
            }
        }
        children
    }

    #[test]
    fn statement_sample() {
        let mut o = oracle();
        // (0, 2, 1): move both balls of stair 2 down, leaving (2, 0, 1); the opponent's only
        // moves take the ball of stair 3 down, and the first player then empties stair 2.
        assert!(o.first_player_wins(&[0, 2, 1]));
        assert!(!o.first_player_wins(&[1, 1, 1, 1]));
        assert!(o.first_player_wins(&[5, 3]));
    }

    #[test]
    fn short_rows_by_hand() {
        let mut o = oracle();
        // Balls only on stair 1 (or none): no move at all, the second player wins.
        assert!(!o.first_player_wins(&[]));
        assert!(!o.first_player_wins(&[7]));
        assert!(!o.first_player_wins(&[3, 0]));
        // (0, 1): the one move wins.
        assert!(o.first_player_wins(&[0, 1]));
        // (0, 0, 1): forced down to (0, 1, 0), which the opponent finishes.
        assert!(!o.first_player_wins(&[0, 0, 1]));
        // (0, 1, 1): take stair 2's ball down, leaving (1, 0, 1), lost as (0, 0, 1) is.
        assert!(o.first_player_wins(&[0, 1, 1]));
    }
}
