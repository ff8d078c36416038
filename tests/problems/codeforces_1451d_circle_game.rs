//! Codeforces 1451D · Circle Game: a move adds k to one coordinate of a token that must stay
//! within distance d of the origin; who cannot move loses. Input `t`, then t lines `d k`;
//! `Ashish` when the first player wins, else `Utkarsh`. Oracle: the win table of the points
//! reachable, from the rules, in `mod oracle`.
use crate::common::Rng;
use crate::layout::{is_word, words, Format, Layout, Shape, MAX};
use crate::problem::{Case, Problem, RANDOM_CASES};

pub struct Game;

/// The known rule, walked out: climb the diagonal (z, z) while it stays inside; Ashish wins
/// iff (z, z + 1) is inside.
fn reference(d: u64, k: u64) -> bool {
    let (d, k) = (u128::from(d), u128::from(k));
    let square = |i: u128| i.checked_mul(k).and_then(|p| p.checked_mul(p));
    let inside = |i: u128, j: u128| match (square(i), square(j)) {
        (Some(a), Some(b)) => a.checked_add(b).map_or(false, |sum| sum <= d * d),
        _ => false,
    };
    // Bisection from the top bit for the last z with (z, z) inside.
    let mut z = 0u128;
    let mut step = 1u128 << 62;
    while step > 0 {
        if inside(z + step, z + step) {
            z += step;
        }
        step /= 2;
    }
    inside(z, z + 1)
}

fn answer(ashish_wins: bool) -> String {
    words("Ashish", "Utkarsh")(ashish_wins)
}

fn case(d: u64, k: u64) -> Case {
    Case::Lines(vec![vec![d, k]], answer(oracle::first_player_wins(d, k)))
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::Program(Format {
            shape: Shape::Counted(MAX),
            test: |c| Some(answer(reference(c.int(1, MAX)? as u64, c.int(1, MAX)? as u64))),
            answer_shape: |l| is_word(l, &["Ashish", "Utkarsh"]),
        })
    }

    /// d up to 400, k up to d + 2, as the tests of one input.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        (0..RANDOM_CASES)
            .map(|_| {
                let d = rng.range(1, 400);
                case(d, rng.range(1, d + 2))
            })
            .collect()
    }

    /// Every d up to 25 with every k up to d + 1, as the tests of one input.
    fn small_cases(&self) -> Vec<Case> {
        (1..=25).flat_map(|d| (1..=d + 1).map(move |k| case(d, k))).collect()
    }

    /// Every d up to 120 with every k up to d + 1.
    fn check_reference(&self) {
        for d in 1..=120 {
            for k in 1..=d + 1 {
                assert_eq!(reference(d, k), oracle::first_player_wins(d, k), "d {} k {}", d, k);
            }
        }
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        vec![
            ("2\n2 1\n0 1\n".into(), "Utkarsh\n"),
            ("1\n5 0\n".into(), ""),
            ("1\n5 -2\n".into(), ""),
            ("1\n5 2 3\n".into(), "Ashish\n"),
        ]
    }

    /// The judge's limits: 100 tests with d = 10^5 and k from 1 up, and 10^5 random tests of
    /// ours up to 10^9.
    fn max_cases(&self, rng: &mut Rng) -> Vec<(&'static str, String)> {
        let judge: String = (1..=100).map(|k| format!("100000 {}\n", k * k)).collect();
        let ours: String = (0..100_000)
            .map(|_| {
                let d = rng.range(1, 1_000_000_000);
                format!("{} {}\n", d, rng.range(1, d))
            })
            .collect();
        vec![("judge", format!("100\n{}", judge)), ("large", format!("100000\n{}", ours))]
    }
}

mod oracle {
    //! Oracle for Codeforces 1451D "Circle Game"
    //! (https://codeforces.com/problemset/problem/1451/D), from the rules alone.
    //!
    //! Rules as implemented: a token at (0, 0); the players alternately add k to one of its
    //! coordinates, keeping p² + q² ≤ d²; the player who cannot move loses.
    //!
    //! Search: the token is always at (i·k, j·k); the win table over those points inside the
    //! circle, from the far ones in: a point wins if some move reaches a point inside that
    //! loses.

    /// Whether the first player wins with distance `d` and step `k`.
    pub fn first_player_wins(d: u64, k: u64) -> bool {
        let steps = (d / k) as usize;
        let inside = |i: usize, j: usize| (i as u64 * k).pow(2) + (j as u64 * k).pow(2) <= d * d;
        let mut wins = vec![vec![false; steps + 2]; steps + 2];
        for i in (0..=steps).rev() {
            for j in (0..=steps).rev() {
                if inside(i, j) {
                    wins[i][j] = (inside(i + 1, j) && !wins[i + 1][j]) || (inside(i, j + 1) && !wins[i][j + 1]);
                }
            }
        }
        wins[0][0]
    }

    #[test]
    fn statement_sample() {
        assert!(!first_player_wins(2, 1));
        assert!(first_player_wins(5, 2));
        assert!(!first_player_wins(10, 3));
        assert!(!first_player_wins(25, 4));
        assert!(first_player_wins(15441, 33));
    }

    #[test]
    fn small_circles_by_hand() {
        // k > d: no move.
        assert!(!first_player_wins(1, 2));
        // d = k = 1: one move to (1, 0) or (0, 1), then none.
        assert!(first_player_wins(1, 1));
    }
}
