//! HDU 1846 · Brave Game: one pile of n stones, a move takes 1..=m of them, and whoever takes
//! the last stone wins. Input: a count of tests, then `n m` each; `first` when the first
//! player wins, else `second`. Oracle: the win table of the pile sizes 0..=n, from the rules.
use crate::common::Rng;
use crate::inputs::{line, tests_counted};
use crate::layout::{is_word, words, Format, Layout, Shape, MAX};
use crate::problem::{Case, Problem, RANDOM_CASES};

pub struct Game;

/// Take 1..=m from one pile of n by the win table, or, past `TABLE`, by its period m + 1.
fn reference(n: u64, m: u64) -> bool {
    const TABLE: u64 = 200;
    if n > TABLE {
        return n % (m + 1) != 0;
    }
    let mut wins = vec![false; n as usize + 1];
    for k in 1..=n as usize {
        wins[k] = (1..=m.min(k as u64) as usize).any(|take| !wins[k - take]);
    }
    wins[n as usize]
}

fn case(n: u64, m: u64) -> Case {
    Case::Lines(vec![vec![n, m]], words("first", "second")(oracle::first_player_wins(n, m)))
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::Program(Format {
            shape: Shape::Counted(MAX),
            test: |c| {
                let (n, m) = (c.int(0, MAX)?, c.int(1, MAX)?);
                Some(words("first", "second")(reference(n as u64, m as u64)))
            },
            answer_shape: |l| is_word(l, &["first", "second"]),
        })
    }

    /// n in 0..=40, m in 1..=12.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        (0..RANDOM_CASES).map(|_| case(rng.range(0, 40), rng.range(1, 12))).collect()
    }

    /// Every n ≤ 40 with every m in 1..=12: 492 tests in one input.
    fn small_cases(&self) -> Vec<Case> {
        (0..=40).flat_map(|n| (1..=12).map(move |m| case(n, m))).collect()
    }

    /// Every n and m in 1..=60.
    fn check_reference(&self) {
        for n in 1..=60 {
            for m in 1..=60 {
                let want = oracle::first_player_wins(n, m);
                assert_eq!(reference(n, m), want, "n {} m {}", n, m);
            }
        }
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        vec![
            ("2\n23 2\n4\n".into(), "first\n"),
            ("1\n5 0\n".into(), ""),
            ("1\n4 3\n4 3\n".into(), "second\n"),
        ]
    }

    /// 100 tests of n and m in 1..=1000.
    fn max_cases(&self, rng: &mut Rng) -> Vec<(&'static str, String)> {
        let random = tests_counted((0..100).map(|_| line(&rng.values(2, 1, 1000))).collect());
        vec![("random", random)]
    }
}

/// Exhaustive oracle for HDU 1846 "Brave Game": one pile of `n` stones, a move takes
/// `1..=m` stones (never more than remain), and whoever takes the last stone wins, so the
/// player facing an empty pile has lost. The oracle knows nothing but these rules: it labels
/// every pile size `0..=n` bottom up as a win or a loss for the player to move, a size being
/// a win exactly when some legal move leaves the opponent a losing size. Each label depends
/// only on smaller sizes, so this is a memoised search over the whole game graph.
mod oracle {
    use crate::oracle::one_number_wins;

    /// Whether the player to move on a pile of `n` stones, taking `1..=m` per move, wins.
    pub fn first_player_wins(n: u64, m: u64) -> bool {
        let max_take = usize::try_from(m).unwrap_or(usize::MAX);
        one_number_wins(n, |pile| (1..=pile.min(max_take)).map(move |take| pile - take))
    }

    #[test]
    fn statement_sample() {
        // HDU 1846's sample: "23 2" -> first, "4 3" -> second, as quoted at
        // https://u72.net/daima/0ffh.html.
        assert!(first_player_wins(23, 2));
        assert!(!first_player_wins(4, 3));
    }

    #[test]
    fn hand_worked_cases() {
        // An empty pile: the player to move has lost.
        assert!(!first_player_wins(0, 3));
        // (3,3): take all three stones.
        assert!(first_player_wins(3, 3));
        // (4,3): any take of 1..3 leaves 3..1 stones, which the opponent takes at once.
        assert!(!first_player_wins(4, 3));
        // (5,3): take one stone, leaving the losing 4.
        assert!(first_player_wins(5, 3));
        // (2,1): one stone per move, so exactly two moves and the second player takes the
        // last stone.
        assert!(!first_player_wins(2, 1));
    }
}
