//! LeetCode 1510 · Stone Game IV: a pile of `n` stones; a move removes a non-zero square
//! number of stones; a player without a move loses. Input: `n` per case; answers `true` when
//! Alice, moving first, wins. Oracle: the win table of every pile up to `n`, labelled from the
//! rules alone (`oracle::alice_wins`).
use crate::common::Rng;
use crate::inputs::lines;
use crate::layout::{boolean, Kind, Layout, Signature};
use crate::problem::{Case, Problem, RANDOM_CASES};
use std::iter::once;

pub struct Game;

thread_local! {
    /// The win table, grown on demand and kept for the thread's later cases.
    static SQUARE_GAME: std::cell::RefCell<Vec<bool>> = std::cell::RefCell::new(vec![false]);
}

/// The win table over removing a square.
fn reference(n: i64) -> bool {
    let n = n.max(0) as usize;
    SQUARE_GAME.with(|table| {
        let mut wins = table.borrow_mut();
        for k in wins.len()..=n {
            let win = (1..).map(|r| r * r).take_while(|&s| s <= k).any(|s| !wins[k - s]);
            wins.push(win);
        }
        wins[n]
    })
}

fn case(n: u64) -> Case {
    Case::Params(vec![("n", n.to_string())], oracle::alice_wins(n).to_string())
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::LeetCode(Signature {
            kinds: &[Kind::Int],
            answer: |c| reference(c[0].int()).to_string(),
            affordable: |c| c[0].int() <= 200_000,
            shape: boolean,
        })
    }

    /// n in 0..=300.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        (0..RANDOM_CASES).map(|_| case(rng.range(0, 300))).collect()
    }

    /// Every n in 0..=300 (301 cases).
    fn small_cases(&self) -> Vec<Case> {
        (0..=300).map(case).collect()
    }

    /// Every n in 0..=300.
    fn check_reference(&self) {
        for n in 0..=300u64 {
            assert_eq!(reference(n as i64), oracle::alice_wins(n), "n {}", n);
        }
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        vec![("1000001".into(), ""), ("-1".into(), ""), ("1\n2\nx".into(), "true\nfalse\n")]
    }

    fn max_cases(&self, rng: &mut Rng) -> Vec<(&'static str, String)> {
        let piles = (0..1000).map(|_| rng.range(1, 100_000).to_string());
        vec![("random", lines(piles.chain(once("100000".to_string()))))]
    }
}

mod oracle {
    //! Exhaustive oracle for LeetCode 1510 "Stone Game IV": a pile of `n` stones;
    //! Alice and Bob take turns, Alice first, and a move removes any non-zero
    //! square number of stones (1, 4, 9, ...; never more than remain); a player
    //! who cannot move loses. The oracle knows nothing but these rules: it labels
    //! every pile size `0..=n` as a win or a loss for the player to move, bottom
    //! up, where a pile is a win exactly when some legal move leaves the opponent
    //! a losing pile (so the empty pile, with no move, is a loss). Every move
    //! shrinks the pile, so each label depends only on labels already computed: a
    //! memoised search over the whole game graph.

    use crate::oracle::one_number_wins;

    /// The pile sizes one legal move away from a pile of `stones`.
    fn moves(stones: usize) -> impl Iterator<Item = usize> {
        (1..)
            .map(|side: usize| side * side)
            .take_while(move |&square| square <= stones)
            .map(move |square| stones - square)
    }

    /// Returns whether Alice, moving first on a pile of `n` stones, can force a win.
    pub fn alice_wins(n: u64) -> bool {
        one_number_wins(n, moves)
    }

    #[test]
    fn leetcode_examples() {
        // https://leetcode.com/problems/stone-game-iv/ (examples mirrored at
        // https://k5kc.com/cs/problems/stone-game-iv).
        // n = 1: Alice removes the one stone and Bob cannot move.
        assert!(alice_wins(1));
        // n = 2: Alice can only remove 1, Bob removes the last (2 -> 1 -> 0).
        assert!(!alice_wins(2));
        // n = 4: Alice removes all 4 at once.
        assert!(alice_wins(4));
    }

    #[test]
    fn small_piles_by_hand() {
        // n = 0: no stones, no move: the player to move has lost.
        assert!(!alice_wins(0));
        // n = 3: Alice must remove 1, leaving Bob the lost pile 2.
        assert!(alice_wins(3));
        // n = 5: removing 1 leaves 4 and removing 4 leaves 1, both wins for Bob.
        assert!(!alice_wins(5));
        // n = 7: removing 1 leaves 6, where Bob removes 1 and leaves Alice the
        // lost 5; removing 4 leaves 3, a win for Bob as above: 7 is lost.
        assert!(!alice_wins(7));
    }
}
