//! LeetCode 292 · Nim Game: one heap of n stones, a move takes 1, 2 or 3 of them, and whoever
//! takes the last stone wins. Input: `n` per case; `true` when the first player wins. Oracle:
//! the win table of the heap sizes 0..=n, from the rules.
use crate::common::Rng;
use crate::inputs::lines;
use crate::layout::{always, boolean, Kind, Layout, Signature};
use crate::problem::{Case, Problem, Target, Workload, RANDOM_CASES};

pub struct Game;

/// The known rule: a heap is lost exactly when it is a multiple of 4.
fn reference(n: i64) -> bool {
    n % 4 != 0
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

    /// n in 0..=200.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        (0..RANDOM_CASES)
            .map(|_| {
                let n = rng.range(0, 200);
                let answer = oracle::first_player_wins(n).to_string();
                Case::Params(vec![("n", n.to_string())], answer)
            })
            .collect()
    }

    /// Every n ≤ 300.
    fn check_reference(&self) {
        for n in 0..=300 {
            assert_eq!(reference(n as i64), oracle::first_player_wins(n), "n = {}", n);
        }
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        vec![
            ("-4".into(), ""),
            ("2147483648".into(), ""),
            ("4 5".into(), ""),
            ("n = 4, m = 5".into(), ""),
            ("m = 4".into(), ""),
            ("n =".into(), ""),
            ("n =\nm =\n4".into(), ""),
            ("[4]".into(), ""),
            ("4\n5\nx\n".into(), "false\ntrue\n"),
            ("n = 4\r\nn =\r\n5\r\n-1\r\n".into(), "false\ntrue\n"),
        ]
    }

    /// 10^4 cases of n in 1..=2^31 − 1.
    fn max_cases(&self, rng: &mut Rng) -> Vec<(&'static str, String)> {
        let cases = lines((0..10_000).map(|_| rng.range(1, i32::MAX as u64).to_string()));
        vec![("many-cases", cases)]
    }

    /// 10^5 cases of n in 1..=2^31 − 1, within 1.3 times the read floor.
    fn workloads(&self) -> Vec<Workload> {
        let mut rng = Rng::new(292);
        let input = lines((0..100_000).map(|_| rng.range(1, i32::MAX as u64).to_string()));
        vec![Workload { name: "292 1e5 cases", input, anchor: None, target: Target::Floor(1.5) }]
    }
}

/// Exhaustive oracle for LeetCode 292 "Nim Game": a single heap of `n`
/// stones, the players alternately remove 1, 2 or 3 stones (never more than
/// remain), and whoever takes the last stone wins, so the player who faces an
/// empty heap has lost. The oracle knows nothing but these rules: it labels
/// every heap size `0..=n` as a win or a loss for the player to move, bottom
/// up, where a heap is a win exactly when some legal move leaves the opponent
/// a losing heap. Each label is computed from the labels of smaller heaps
/// only, so this is a memoised search over the whole game graph.
mod oracle {
    use crate::oracle::one_number_wins;

    /// Returns whether the player to move on a heap of `n` stones can force a win.
    pub fn first_player_wins(n: u64) -> bool {
        one_number_wins(n, |heap| (1..=heap.min(3)).map(move |take| heap - take))
    }

    #[test]
    fn leetcode_examples() {
        // n = 4: every move leaves 3, 2 or 1 stones, and the opponent takes
        // them all, so the first player loses.
        assert!(!first_player_wins(4));
        // n = 1 and n = 2: take the whole heap at once.
        assert!(first_player_wins(1));
        assert!(first_player_wins(2));
    }

    #[test]
    fn small_heaps_by_hand() {
        // n = 0: the player to move faces an empty heap and has lost.
        assert!(!first_player_wins(0));
        // n = 3: take all three stones.
        assert!(first_player_wins(3));
        // n = 5, 6, 7: take 1, 2 or 3 so the opponent faces the lost heap 4.
        assert!(first_player_wins(5));
        assert!(first_player_wins(6));
        assert!(first_player_wins(7));
        // n = 8: every move leaves 7, 6 or 5, each a win for the opponent.
        assert!(!first_player_wins(8));
    }
}
