//! LeetCode 3222 · Find the Winning Player in Coin Game: each turn picks up coins of 75 and 10
//! worth exactly 115; who cannot loses. Input: `x`, `y` per case; `"Alice"` or `"Bob"`, the
//! winner. Oracle: the win table over (x, y) from the rules (`mod oracle`).
use crate::common::Rng;
use crate::inputs::{lines, quoted};
use crate::layout::{always, Kind, Layout, Signature, INVALID};
use crate::problem::{Case, Problem, RANDOM_CASES};

pub struct Game;

/// The known rule: min(x, ⌊y/4⌋) turns in all.
fn reference(x: i64, y: i64) -> String {
    if x < 0 || y < 0 {
        return INVALID.to_string();
    }
    quoted(if x.min(y / 4) % 2 == 1 { "Alice" } else { "Bob" })
}

fn case(x: u64, y: u64) -> Case {
    let winner = if oracle::first_player_wins(x, y) { "Alice" } else { "Bob" };
    Case::Params(vec![("x", x.to_string()), ("y", y.to_string())], quoted(winner))
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::LeetCode(Signature {
            kinds: &[Kind::Int, Kind::Int],
            answer: |c| reference(c[0].int(), c[1].int()),
            affordable: always,
            shape: |l| l == "\"Alice\"" || l == "\"Bob\"",
        })
    }

    /// x, y from 0 to 100.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        (0..RANDOM_CASES).map(|_| case(rng.range(0, 100), rng.range(0, 100))).collect()
    }

    /// Every x, y up to 17 (324 cases).
    fn small_cases(&self) -> Vec<Case> {
        (0..=17).flat_map(|x| (0..=17).map(move |y| case(x, y))).collect()
    }

    /// Every x, y up to 100.
    fn check_reference(&self) {
        let table = oracle::win_table(100, 100);
        for x in 0..=100 {
            for y in 0..=100 {
                let want = quoted(if table[x as usize][y as usize] { "Alice" } else { "Bob" });
                assert_eq!(reference(x as i64, y as i64), want, "{} {}", x, y);
            }
        }
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        vec![("2\n7\n-1\n3".into(), "\"Alice\"\n"), ("2147483648\n1".into(), "")]
    }

    fn max_cases(&self, _rng: &mut Rng) -> Vec<(&'static str, String)> {
        let limits = ["100", "100", "2147483647", "2147483647", "0", "0", "1", "4"];
        vec![("limits", lines(limits.iter().map(|s| s.to_string())))]
    }
}

mod oracle {
    //! Oracle for LeetCode 3222 "Find the Winning Player in Coin Game", from the rules alone.
    //!
    //! Rules as implemented: x coins of 75 and y of 10; the players alternately pick up coins
    //! worth exactly 115 in all, Alice first; the player who cannot loses.
    //!
    //! Search: the win table over (x, y); a move is any (a, b) with 75a + 10b = 115, a ≤ x,
    //! b ≤ y, found by trying every a and b.

    /// Whether the player to move wins with x coins of 75 and y of 10.
    pub fn first_player_wins(x: u64, y: u64) -> bool {
        win_table(x, y)[x as usize][y as usize]
    }

    /// The win table for every (i ≤ x, j ≤ y).
    pub fn win_table(x: u64, y: u64) -> Vec<Vec<bool>> {
        let moves: Vec<(u64, u64)> = (0..=2).flat_map(|a| (0..=12).map(move |b| (a, b))).filter(|&(a, b)| 75 * a + 10 * b == 115).collect();
        let (x, y) = (x as usize, y as usize);
        let mut wins = vec![vec![false; y + 1]; x + 1];
        for i in 0..=x {
            for j in 0..=y {
                wins[i][j] = moves.iter().any(|&(a, b)| a as usize <= i && b as usize <= j && !wins[i - a as usize][j - b as usize]);
            }
        }
        wins
    }

    #[test]
    fn leetcode_examples() {
        assert!(first_player_wins(2, 7));
        assert!(!first_player_wins(4, 11));
    }
}
