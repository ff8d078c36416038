//! AtCoder DP_L · Deque: players alternately take the first or the last element of a row and
//! score it; the first maximises X − Y, the second minimises it. Input `N` / `a_1 … a_N`; X − Y
//! under best play. Oracle: the search over every line of play of `mod oracle`.
use crate::checks::render_lines;
use crate::common::Rng;
use crate::inputs::every_row;
use crate::layout::{integer, Cursor, Format, Layout, Shape, UNCHECKED};
use crate::plain::end_taking_lead;
use crate::problem::{Case, Problem, RANDOM_CASES, refused_at_once};

pub struct Game;

/// Largest |a_i| accepted.
const MAX_VALUE: i64 = 100_000_000_000_000;

/// `N`, then N elements; the fuzzer leaves rows longer than the judge's unchecked.
fn test(c: &mut Cursor) -> Option<String> {
    let n = c.int(0, 10_000)?;
    let row = (0..n).map(|_| c.int(-MAX_VALUE, MAX_VALUE)).collect::<Option<Vec<i64>>>()?;
    if c.cheap && n > 3000 {
        return Some(UNCHECKED.to_string());
    }
    Some(end_taking_lead(&row).to_string())
}

/// The input of a row: its length, then its elements.
fn input(rng: &mut Rng, row: &[i64]) -> String {
    render_lines(rng, &[vec![row.len() as i64], row.to_vec()])
}

/// A row with the oracle's answer; written with one space when there is no `rng`.
fn case(rng: Option<&mut Rng>, row: &[i64]) -> Case {
    let text = match rng {
        Some(rng) => input(rng, row),
        None => format!("{}\n{}\n", row.len(), join(row)),
    };
    Case::Text(text, oracle::best_difference(row).to_string())
}

fn join(row: &[i64]) -> String {
    row.iter().map(i64::to_string).collect::<Vec<_>>().join(" ")
}

/// `len` values of at most `magnitude` either way.
fn random_row(rng: &mut Rng, len: usize, magnitude: i64) -> Vec<i64> {
    (0..len).map(|_| rng.range(0, 2 * magnitude as u64) as i64 - magnitude).collect()
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::Program(Format { shape: Shape::Single, test, answer_shape: integer })
    }

    /// Rows of 0 to 10 elements: positive ones up to 10^9 as the judge gives, or values of
    /// either sign up to 20, or up to the accepted 10^14.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        (0..RANDOM_CASES)
            .map(|i| {
                let len = rng.range(0, 10) as usize;
                let row = match i % 3 {
                    0 => rng.values(len, 1, 1_000_000_000).iter().map(|&v| v as i64).collect(),
                    1 => random_row(rng, len, 20),
                    _ => random_row(rng, len, MAX_VALUE),
                };
                let mut render = Rng::new(rng.next_u64());
                case(Some(&mut render), &row)
            })
            .collect()
    }

    /// Every row of up to 5 elements from {−1, 1, 3}: 364 runs.
    fn small_cases(&self) -> Vec<Case> {
        let rows = crate::inputs::every_sequence(&[-1i64, 1, 3], 5);
        rows.iter().map(|row| case(None, row)).collect()
    }

    /// Every row of up to 6 elements from −2..=2, and 300 random rows of up to 10 elements up
    /// to the accepted 10^14 either way.
    fn check_reference(&self) {
        let mut rng = Rng::new(349);
        let random = (0..300).map(|_| {
            let len = rng.range(0, 10) as usize;
            random_row(&mut rng, len, MAX_VALUE)
        });
        for row in every_row(6, -2, 2).into_iter().chain(random.collect::<Vec<_>>()) {
            assert_eq!(end_taking_lead(&row), oracle::best_difference(&row), "{:?}", row);
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

    /// At the judge's limits (N = 3000, a_i ≤ 10^9): random elements, and 10^9 and 1 in turn
    /// (as its sample 4); at ours (N = 10^4): random elements up to 10^14 either way.
    fn max_cases(&self, rng: &mut Rng) -> Vec<(&'static str, String)> {
        let plain = |row: &[i64]| format!("{}\n{}\n", row.len(), join(row));
        let random: Vec<i64> = rng.values(3000, 1, 1_000_000_000).iter().map(|&v| v as i64).collect();
        let turns: Vec<i64> = (0..3000).map(|i| if i % 2 == 0 { 1_000_000_000 } else { 1 }).collect();
        let ours = random_row(rng, 10_000, MAX_VALUE);
        vec![("random", plain(&random)), ("alternating", plain(&turns)), ("accepted-limit", plain(&ours))]
    }
}
mod oracle {
    //! Oracle for AtCoder Educational DP Contest L "Deque"
    //! (https://atcoder.jp/contests/dp/tasks/dp_l), from the rules alone.
    //!
    //! Rules as implemented: a sequence a_1 … a_N; until it is empty, Taro (first) and Jiro
    //! alternately remove its first or its last element and score it. X and Y are Taro's and
    //! Jiro's totals; Taro plays to maximise X − Y, Jiro to minimise it. `best_difference` is the
    //! X − Y of that play. (With one element left, first and last are the same move.)
    //!
    //! Search: plain minimax over every line of play, no memo: from a remaining run the player to
    //! move tries both ends, the rest of the game is searched with the other player to move, and
    //! the mover keeps the better total for them (Taro the larger X − Y, Jiro the smaller). There
    //! are at most 2^N lines, so N ≤ 16 stays well under a second (N = 10: 1 024 lines).

    /// X − Y when Taro and Jiro play `a` as described in the module header (0 for an empty `a`).
    pub fn best_difference(a: &[i64]) -> i64 {
        rest_of_game(a, true)
    }

    /// X − Y gained from here on, with `rest` left and Taro to move when `taro_moves`.
    fn rest_of_game(rest: &[i64], taro_moves: bool) -> i64 {
        if rest.is_empty() {
            return 0;
        }
        let last = rest.len() - 1;
        // The mover's element counts for X − Y with + for Taro and − for Jiro.
        let sign = if taro_moves { 1 } else { -1 };
        let take_first = sign * rest[0] + rest_of_game(&rest[1..], !taro_moves);
        let take_last = sign * rest[last] + rest_of_game(&rest[..last], !taro_moves);
        if taro_moves {
            take_first.max(take_last)
        } else {
            take_first.min(take_last)
        }
    }

    #[test]
    fn statement_samples() {
        // Sample 1: Taro 30, Jiro 90, Taro 80, Jiro 10: X = 110, Y = 100.
        assert_eq!(best_difference(&[10, 80, 90, 30]), 10);
        // Sample 2: whichever 10 Taro takes, Jiro takes the 100: X = 20, Y = 100.
        assert_eq!(best_difference(&[10, 100, 10]), -80);
        // Sample 3: Taro takes the only element.
        assert_eq!(best_difference(&[10]), 10);
        // Sample 4: (10^9, 1) five times; the answer needs more than 32 bits.
        assert_eq!(best_difference(&[1_000_000_000, 1].repeat(5)), 4_999_999_995);
        // Sample 5: Taro 5, Jiro 4, Taro 1, Jiro 7, Taro 9, Jiro 2: X = 15, Y = 13.
        assert_eq!(best_difference(&[4, 2, 9, 7, 1, 5]), 2);
    }

    #[test]
    fn short_sequences_by_hand() {
        // Nothing to take: X = Y = 0.
        assert_eq!(best_difference(&[]), 0);
        // (5, 3): Taro takes 5 (then Jiro 3: +2) rather than 3 (then Jiro 5: −2).
        assert_eq!(best_difference(&[5, 3]), 2);
        // (1, 5, 1): Taro takes a 1, Jiro the 5, Taro the other 1: 2 − 5.
        assert_eq!(best_difference(&[1, 5, 1]), -3);
        // (3, 9, 1, 2): taking 3 leaves (9, 1, 2), where Jiro takes 9 and then Taro 2, Jiro 1
        // (X = 5, Y = 10: −5; Jiro taking 2 would hand Taro the 9). Taking 2 leaves (3, 9, 1):
        // Jiro takes 3 or 1, Taro the 9, Jiro the other: X = 11, Y = 4, so +7 — Taro takes 2.
        assert_eq!(best_difference(&[3, 9, 1, 2]), 7);
    }
}
