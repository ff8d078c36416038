//! CSES 1097 · Removal Game: players alternately remove the first or the last number of a list
//! and score it, each maximising their own total. Input `n` / `x_1 … x_n`; the first player's
//! total under best play. Oracle: the search over every line of play of `mod oracle`.
use crate::checks::render_lines;
use crate::common::Rng;
use crate::inputs::{every_row, every_sequence};
use crate::layout::{integer, Cursor, Format, Layout, Shape, UNCHECKED};
use crate::plain::end_taking_lead;
use crate::problem::{Case, Problem, RANDOM_CASES, refused_at_once};

pub struct Game;

/// Largest |x_i| accepted.
const MAX_VALUE: i64 = 100_000_000_000_000;

/// The first player's total: half of the sum plus the best lead (the interval table).
fn reference(list: &[i64]) -> i64 {
    (list.iter().sum::<i64>() + end_taking_lead(list)) / 2
}

/// `n`, then n numbers; the fuzzer leaves lists longer than the judge's unchecked.
fn test(c: &mut Cursor) -> Option<String> {
    let n = c.int(0, 10_000)?;
    let list = (0..n).map(|_| c.int(-MAX_VALUE, MAX_VALUE)).collect::<Option<Vec<i64>>>()?;
    if c.cheap && n > 5000 {
        return Some(UNCHECKED.to_string());
    }
    Some(reference(&list).to_string())
}

fn join(list: &[i64]) -> String {
    list.iter().map(i64::to_string).collect::<Vec<_>>().join(" ")
}

/// A list with the oracle's answer; written with one space when there is no `rng`.
fn case(rng: Option<&mut Rng>, list: &[i64]) -> Case {
    let text = match rng {
        Some(rng) => render_lines(rng, &[vec![list.len() as i64], list.to_vec()]),
        None => format!("{}\n{}\n", list.len(), join(list)),
    };
    Case::Text(text, oracle::first_total(list).to_string())
}

/// `len` values of at most `magnitude` either way.
fn random_list(rng: &mut Rng, len: usize, magnitude: i64) -> Vec<i64> {
    (0..len).map(|_| rng.range(0, 2 * magnitude as u64) as i64 - magnitude).collect()
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::Program(Format { shape: Shape::Single, test, answer_shape: integer })
    }

    /// Lists of 0 to 10 numbers: up to 10^9 either way as the judge gives, up to 20, or up to
    /// the accepted 10^14.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        (0..RANDOM_CASES)
            .map(|i| {
                let len = rng.range(0, 10) as usize;
                let magnitude = [1_000_000_000, 20, MAX_VALUE][i % 3];
                let list = random_list(rng, len, magnitude);
                let mut render = Rng::new(rng.next_u64());
                case(Some(&mut render), &list)
            })
            .collect()
    }

    /// Every list of up to 5 numbers from {−2, 1, 4}: 364 runs.
    fn small_cases(&self) -> Vec<Case> {
        every_sequence(&[-2i64, 1, 4], 5).iter().map(|list| case(None, list)).collect()
    }

    /// Every list of up to 6 numbers from −2..=2, and 300 random lists of up to 10 numbers up
    /// to the accepted 10^14 either way.
    fn check_reference(&self) {
        let mut rng = Rng::new(1097);
        let random: Vec<Vec<i64>> = (0..300)
            .map(|_| {
                let len = rng.range(0, 10) as usize;
                random_list(&mut rng, len, MAX_VALUE)
            })
            .collect();
        for list in every_row(6, -2, 2).into_iter().chain(random) {
            assert_eq!(reference(&list), oracle::first_total(&list), "{:?}", list);
        }
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        refused_at_once(&[
            "2\n1\n",
            "2\n1 2 3\n",
            "1\n100000000000001\n",
            "1\n-100000000000001\n",
            "10001\n",
            "1\n1.5\n",
        ])
    }

    /// At the judge's limits (n = 5000, |x_i| ≤ 10^9): random numbers, and 10^9 and −10^9 in
    /// turn; at ours (n = 10^4): random numbers up to 10^14 either way.
    fn max_cases(&self, rng: &mut Rng) -> Vec<(&'static str, String)> {
        let plain = |list: &[i64]| format!("{}\n{}\n", list.len(), join(list));
        let random = random_list(rng, 5000, 1_000_000_000);
        let turns: Vec<i64> = (0..5000).map(|i| if i % 2 == 0 { 1_000_000_000 } else { -1_000_000_000 }).collect();
        let ours = random_list(rng, 10_000, MAX_VALUE);
        vec![("random", plain(&random)), ("alternating", plain(&turns)), ("accepted-limit", plain(&ours))]
    }
}

mod oracle {
    //! Oracle for CSES 1097 "Removal Game" (https://cses.fi/problemset/task/1097), from the
    //! rules alone.
    //!
    //! Rules as implemented: a list x_1 … x_n; until it is empty, the two players alternately
    //! remove its first or its last number and add it to their score; each plays to maximise
    //! their own final score. `first_total` is the first player's final score.
    //!
    //! Search: plain minimax over every line of play, no memo. The totals of the two players
    //! always add up to the sum of the list, so the second player maximising their own score is
    //! the second player minimising the first's: the first player keeps the larger of the two
    //! ends' results, the second the smaller. There are at most 2^n lines (n = 10: 1 024).

    /// The first player's score when both play `list` as described above (0 if it is empty).
    pub fn first_total(list: &[i64]) -> i64 {
        rest_of_game(list, true)
    }

    /// The first player's score from here on, with `rest` left and the first player to move
    /// when `first_moves`.
    fn rest_of_game(rest: &[i64], first_moves: bool) -> i64 {
        if rest.is_empty() {
            return 0;
        }
        let last = rest.len() - 1;
        let mine = |x: i64| if first_moves { x } else { 0 };
        let take_first = mine(rest[0]) + rest_of_game(&rest[1..], !first_moves);
        let take_last = mine(rest[last]) + rest_of_game(&rest[..last], !first_moves);
        if first_moves {
            take_first.max(take_last)
        } else {
            take_first.min(take_last)
        }
    }

    #[test]
    fn statement_sample() {
        // (4, 5, 1, 3): the first player takes 3 and then 5 (the second takes 4 and 1): 8.
        assert_eq!(first_total(&[4, 5, 1, 3]), 8);
    }

    #[test]
    fn short_lists_by_hand() {
        assert_eq!(first_total(&[]), 0);
        assert_eq!(first_total(&[-7]), -7);
        // (1, 5, 1): whichever 1 the first takes, the second takes the 5: 1 + 1.
        assert_eq!(first_total(&[1, 5, 1]), 2);
        // (−1, −5): taking −1 leaves the −5 to the second player.
        assert_eq!(first_total(&[-1, -5]), -1);
    }
}
