//! LeetCode 1025 · Divisor Game: `n` is on the chalkboard; a move picks `x` with `0 < x < n`
//! dividing `n` and leaves `n − x`; a player without a move loses. Input: `n` per case;
//! answers `true` when Alice, moving first, wins. Oracle: the win table of every number up to
//! `n`, labelled from the rules alone (`oracle::alice_wins`).
use crate::common::Rng;
use crate::inputs::lines;
use crate::layout::{always, boolean, Kind, Layout, Signature};
use crate::problem::{Case, Problem, RANDOM_CASES};

pub struct Game;

/// The win table up to 2000, the parity rule beyond.
fn reference(n: i64) -> bool {
    if n > 2000 {
        return n % 2 == 0;
    }
    let n = n.max(0) as usize;
    let mut wins = vec![false; n + 1];
    for k in 2..=n {
        wins[k] = (1..k).any(|x| k % x == 0 && !wins[k - x]);
    }
    wins[n]
}

fn case(n: u64) -> Case {
    Case::Params(vec![("n", n.to_string())], oracle::alice_wins(n).to_string())
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::LeetCode(Signature {
            kinds: &[Kind::Int],
            answer: |c| reference(c[0].int()).to_string(),
            affordable: always,
            shape: boolean,
        })
    }

    /// n in 1..=300.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        (0..RANDOM_CASES).map(|_| case(rng.range(1, 300))).collect()
    }

    /// Every n in 1..=300 (300 cases).
    fn small_cases(&self) -> Vec<Case> {
        (1..=300).map(case).collect()
    }

    /// Every n in 1..=300.
    fn check_reference(&self) {
        for n in 1..=300u64 {
            assert_eq!(reference(n as i64), oracle::alice_wins(n), "n {}", n);
        }
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        vec![
            ("0".into(), ""),
            ("2\n-1".into(), "true\n"),
            ("2147483648".into(), ""),
            ("n = 3, m = 1".into(), ""),
        ]
    }

    fn max_cases(&self, _rng: &mut Rng) -> Vec<(&'static str, String)> {
        vec![("every-n", lines((1..=1000).map(|n| n.to_string())))]
    }
}

mod oracle {
    //! Exhaustive oracle for LeetCode 1025 "Divisor Game": the number `n` is on
    //! the chalkboard; Alice and Bob take turns, Alice first, and a move chooses
    //! any `x` with `0 < x < n` and `n % x == 0` and replaces `n` by `n - x`; a
    //! player who cannot move loses. The oracle knows nothing but these rules: it
    //! labels every number `1..=n` as a win or a loss for the player to move,
    //! bottom up, where a number is a win exactly when some legal move leaves the
    //! opponent a losing number (so a number with no move, such as 1, is a loss).
    //! Every move makes the number smaller, so each label depends only on labels
    //! already computed: a memoised search over the whole game graph.

    use crate::oracle::one_number_wins;

    /// The numbers one legal move away from `number`.
    fn moves(number: usize) -> impl Iterator<Item = usize> {
        (1..number).filter(move |&x| number % x == 0).map(move |x| number - x)
    }

    /// Returns whether Alice, moving first on `n`, can force a win.
    pub fn alice_wins(n: u64) -> bool {
        one_number_wins(n, moves)
    }

    #[test]
    fn leetcode_examples() {
        // https://leetcode.com/problems/divisor-game/ (examples mirrored at
        // https://memorylimitexceeded.gitlab.io/leetcode/problems/1025-divisor-game.html).
        // n = 2: Alice chooses 1 and Bob, on 1, has no move.
        assert!(alice_wins(2));
        // n = 3: Alice must choose 1, Bob chooses 1, Alice faces 1 and loses.
        assert!(!alice_wins(3));
    }

    #[test]
    fn small_numbers_by_hand() {
        // n = 1: no x with 0 < x < 1, so Alice cannot move and loses.
        assert!(!alice_wins(1));
        // n = 4: choosing 1 leaves Bob the lost 3 (choosing 2 would leave 2).
        assert!(alice_wins(4));
        // n = 5: the only move (x = 1) leaves Bob 4, a win for him.
        assert!(!alice_wins(5));
        // n = 6: choosing 1 leaves Bob the lost 5.
        assert!(alice_wins(6));
    }
}
