//! LeetCode 3360 · Stone Removal Game: Alice removes 10 stones, then each removes one fewer
//! than the opponent just did; who cannot loses. Input: `n` per case; `true` when Alice wins.
//! Oracle: the game played from the rules by its state (stones, amount due) in `mod oracle`.
use crate::common::Rng;
use crate::inputs::lines;
use crate::layout::{always, boolean, Kind, Layout, Signature, INVALID};
use crate::problem::{Case, Problem, RANDOM_CASES};

pub struct Game;

/// The forced amounts 10, 9, … counted while their running total fits in n: Alice wins iff
/// that count is odd.
fn reference(n: i64) -> String {
    if !(1..=54).contains(&n) {
        return INVALID.to_string();
    }
    let mut removed = 0;
    let moves = (1..=10).rev().take_while(|&take| {
        removed += take;
        removed <= n
    });
    (moves.count() % 2 == 1).to_string()
}

fn case(n: u64) -> Case {
    Case::Params(vec![("n", n.to_string())], oracle::alice_wins(n).to_string())
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::LeetCode(Signature { kinds: &[Kind::Int], answer: |c| reference(c[0].int()), affordable: always, shape: boolean })
    }

    /// n from 1 to 54.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        (0..RANDOM_CASES).map(|_| case(rng.range(1, 54))).collect()
    }

    /// Every n from 1 to 54.
    fn small_cases(&self) -> Vec<Case> {
        (1..=54).map(case).collect()
    }

    /// Every n from 1 to 54.
    fn check_reference(&self) {
        for n in 1..=54 {
            assert_eq!(reference(n as i64), oracle::alice_wins(n).to_string(), "n {}", n);
        }
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        vec![("12\n0".into(), "true\n"), ("55".into(), ""), ("-3".into(), "")]
    }

    fn max_cases(&self, _rng: &mut Rng) -> Vec<(&'static str, String)> {
        vec![("every-n", lines((1..=54).map(|n: u64| n.to_string())))]
    }
}

mod oracle {
    //! Oracle for LeetCode 3360 "Stone Removal Game", from the rules alone.
    //!
    //! Rules as implemented: a pile of n stones; Alice's first move removes exactly 10; every
    //! later move removes exactly one stone fewer than the opponent's move just before; the
    //! player who cannot make the move due (too few stones left) loses.
    //!
    //! Search: the state is (stones left, amount due, whose turn); the game is a single line,
    //! walked until the amount due cannot be removed.

    /// Whether Alice wins from a pile of n stones (n ≤ 54, so the amount due never reaches 0).
    pub fn alice_wins(n: u64) -> bool {
        let (mut stones, mut due, mut alice) = (n, 10u64, true);
        while stones >= due {
            stones -= due;
            due -= 1;
            alice = !alice;
        }
        // The player to move cannot: the other wins.
        !alice
    }

    #[test]
    fn leetcode_examples() {
        assert!(alice_wins(12));
        assert!(!alice_wins(1));
    }

    #[test]
    fn by_hand() {
        // 19 = 10 + 9: Alice 10, Bob 9, Alice must take 8 of 0.
        assert!(!alice_wins(19));
        assert!(alice_wins(10));
    }
}
