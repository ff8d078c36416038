//! LeetCode 3021 · Alice and Bob Playing Flower Game: each turn picks one flower from either
//! side of a circle, who picks the last wins; count the pairs (x ≤ n, y ≤ m) Alice wins.
//! Input: `n`, `m` per case; the count. Oracle: the game on every pair, searched from the
//! rules (`mod oracle`), and counted.
use crate::common::Rng;
use crate::inputs::lines;
use crate::layout::{always, integer, Kind, Layout, Signature, INVALID};
use crate::problem::{Case, Problem, RANDOM_CASES};

pub struct Game;

/// The known rule: the pairs with x + y odd, counted by parities.
fn reference(n: i64, m: i64) -> String {
    if n < 1 || m < 1 {
        return INVALID.to_string();
    }
    let (odd_n, even_n) = ((n + 1) / 2, n / 2);
    let (odd_m, even_m) = ((m + 1) / 2, m / 2);
    (odd_n * even_m + even_n * odd_m).to_string()
}

fn case(n: u64, m: u64) -> Case {
    Case::Params(vec![("n", n.to_string()), ("m", m.to_string())], oracle::alice_pairs(n, m).to_string())
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::LeetCode(Signature { kinds: &[Kind::Int, Kind::Int], answer: |c| reference(c[0].int(), c[1].int()), affordable: always, shape: integer })
    }

    /// n, m from 1 to 40.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        (0..RANDOM_CASES).map(|_| case(rng.range(1, 40), rng.range(1, 40))).collect()
    }

    /// Every n, m up to 15 (225 cases).
    fn small_cases(&self) -> Vec<Case> {
        (1..=15).flat_map(|n| (1..=15).map(move |m| case(n, m))).collect()
    }

    /// Every n, m up to 40.
    fn check_reference(&self) {
        for n in 1..=40 {
            for m in 1..=40 {
                assert_eq!(reference(n as i64, m as i64), oracle::alice_pairs(n, m).to_string(), "{} {}", n, m);
            }
        }
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        vec![("3\n2\n0\n1".into(), "3\n"), ("-1\n2".into(), ""), ("3\n2147483648".into(), "")]
    }

    /// LeetCode's largest, n = m = 10^5, and ours, 2^31 − 1.
    fn max_cases(&self, _rng: &mut Rng) -> Vec<(&'static str, String)> {
        vec![("limits", lines(["100000", "100000", "2147483647", "2147483647", "1", "2147483647"].iter().map(|s| s.to_string())))]
    }
}

mod oracle {
    //! Oracle for LeetCode 3021 "Alice and Bob Playing Flower Game", from the rules alone.
    //!
    //! Rules as implemented: x flowers on one side and y on the other; the players alternately
    //! pick one flower from either side, Alice first; the player who picks the last flower
    //! wins. `alice_pairs` counts the (x, y) in [1, n] × [1, m] where Alice wins.
    //!
    //! Search: the win table over (x, y) from (0, 0) up.

    /// The number of pairs with 1 ≤ x ≤ n, 1 ≤ y ≤ m that Alice wins.
    pub fn alice_pairs(n: u64, m: u64) -> u64 {
        let (n, m) = (n as usize, m as usize);
        // wins[x][y]: the player to move wins; with nothing left the previous player took the
        // last flower, so the player to move has lost.
        let mut wins = vec![vec![false; m + 1]; n + 1];
        for x in 0..=n {
            for y in 0..=m {
                wins[x][y] = (x > 0 && !wins[x - 1][y]) || (y > 0 && !wins[x][y - 1]);
            }
        }
        (1..=n).flat_map(|x| (1..=m).map(move |y| (x, y))).filter(|&(x, y)| wins[x][y]).count() as u64
    }

    #[test]
    fn leetcode_examples() {
        assert_eq!(alice_pairs(3, 2), 3);
        assert_eq!(alice_pairs(1, 1), 0);
    }
}
