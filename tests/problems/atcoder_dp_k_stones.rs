//! AtCoder DP_K · Stones: a pile of K stones; a move removes exactly a_i stones for one of the
//! move sizes; who cannot move loses. Input `N K` / `a_1 … a_N`; `First` when the first
//! player wins, else `Second`. Oracle: the search over pile sizes of `mod oracle`.
use crate::common::Rng;
use crate::inputs::{distinct, line};
use crate::layout::{is_word, words, Cursor, Format, Layout, Shape, MAX, UNCHECKED};
use crate::problem::{Case, Problem, RANDOM_CASES, refused_at_once};

pub struct Game;

/// The win table from an empty pile up: a pile wins when some size it holds leaves a lost one.
fn reference(sizes: &[u64], stones: u64) -> bool {
    let mut wins = vec![false; stones as usize + 1];
    for pile in 1..=stones {
        let lost_after = |&a: &u64| a <= pile && !wins[(pile - a) as usize];
        wins[pile as usize] = sizes.iter().any(lost_after);
    }
    wins[stones as usize]
}

fn first_second(first_wins: bool) -> String {
    words("First", "Second")(first_wins)
}

/// `N K`, then N move sizes; past the judge's N·K the fuzzer leaves it unchecked.
fn test(c: &mut Cursor) -> Option<String> {
    let (n, stones) = (c.int(0, 100)?, c.int(0, 1_000_000)?);
    let sizes = c.values(n, 1, MAX)?;
    if c.cheap && n * stones > 10_000_000 {
        return Some(UNCHECKED.to_string());
    }
    Some(first_second(reference(&sizes, stones as u64)))
}

fn case(sizes: &[u64], stones: u64) -> Case {
    let lines = vec![vec![sizes.len() as u64, stones], sizes.to_vec()];
    Case::Lines(lines, first_second(oracle::first_player_wins(sizes, stones)))
}

/// The sizes from 1 to `largest` whose bits are set in `mask`, increasing.
fn sizes(mask: u64, largest: u64) -> Vec<u64> {
    (1..=largest).filter(|s| mask >> (s - 1) & 1 == 1).collect()
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::Program(Format {
            shape: Shape::Single,
            test,
            answer_shape: |l| is_word(l, &["First", "Second"]),
        })
    }

    /// Piles of up to 300 stones; up to 6 move sizes: mostly increasing sizes ≤ K as the judge
    /// gives them, else sizes of 1..=40 in any order with repeats (some above the pile).
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        (0..RANDOM_CASES)
            .map(|_| {
                let stones = rng.range(0, 300);
                let count = rng.range(0, 6) as usize;
                let sizes = if stones >= 6 && rng.range(0, 2) > 0 {
                    let mut sizes = distinct(count, stones.min(40), rng);
                    sizes.sort_unstable();
                    sizes
                } else {
                    rng.values(count, 1, 40)
                };
                case(&sizes, stones)
            })
            .collect()
    }

    /// Every set of move sizes within {1, …, 5} (32, increasing), on every pile of 0 to 10
    /// stones: 352 runs.
    fn small_cases(&self) -> Vec<Case> {
        let piles = |mask| (0..=10).map(move |stones| case(&sizes(mask, 5), stones));
        (0..32).flat_map(piles).collect()
    }

    /// Every set of move sizes within {1, …, 7} (128) on every pile of 0 to 80 stones, and
    /// the sizes in decreasing order with the largest repeated.
    fn check_reference(&self) {
        for mask in 0..128 {
            let increasing = sizes(mask, 7);
            let mut other = increasing.iter().rev().copied().collect::<Vec<_>>();
            other.extend(increasing.last());
            for stones in 0..=80 {
                let want = oracle::first_player_wins(&increasing, stones);
                assert_eq!(reference(&increasing, stones), want, "{:?} {}", increasing, stones);
                let want = oracle::first_player_wins(&other, stones);
                assert_eq!(reference(&other, stones), want, "{:?} {}", other, stones);
            }
        }
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        refused_at_once(&[
            "1 5\n0\n",
            "2 5\n2 -3\n",
            "101 5\n1\n",
            "1 1000001\n1\n",
            "2 5\n2\n",
            "2 5\n2 3 4\n",
            "1\n",
            "1 5\n9223372036854775808\n",
        ])
    }

    /// At the judge's limits (N = 100, K = 10^5): increasing random sizes, and the sizes
    /// 1..=100; at ours (K = 10^6): random sizes in any order.
    fn max_cases(&self, rng: &mut Rng) -> Vec<(&'static str, String)> {
        let mut random = distinct(100, 100_000, rng);
        random.sort_unstable();
        let judge = |sizes: &[u64], stones: u64| format!("{}{}", line(&[100, stones]), line(sizes));
        let ours = distinct(100, 1_000_000, rng);
        vec![
            ("random", judge(&random, 100_000)),
            ("sizes-1-to-100", judge(&(1..=100).collect::<Vec<_>>(), 100_000)),
            ("accepted-limit", judge(&ours, 1_000_000)),
        ]
    }
}
mod oracle {
    //! Oracle for AtCoder Educational DP Contest K "Stones"
    //! (https://atcoder.jp/contests/dp/tasks/dp_k), from the rules alone.
    //!
    //! Rules as implemented: one pile of `stones` stones and move sizes a_1 … a_N. Taro and Jiro
    //! alternate, Taro first; a move removes exactly a_i stones for some i with a_i ≤ the pile;
    //! the player who cannot move loses. `first_player_wins` says whether Taro wins.
    //!
    //! Search: both players have the same moves, so a position is the pile size alone. Every pile
    //! size 0, 1, …, `stones` is labelled in turn: a pile wins for the player to move exactly when
    //! some legal move leaves a pile that loses, so a pile with no legal move loses. A move leaves a
    //! smaller pile, whose label is already known: the labels are the memo over whole positions.
    //! A move size of 0 would leave the position unchanged and the game endless, so it is refused.
    //! Cost: O(stones · N) steps; stones = 10^5 with N = 100 takes milliseconds.

    /// Whether the player to move (Taro) wins a pile of `stones` with the move sizes `moves`.
    ///
    /// # Panics
    /// If some move size is 0.
    pub fn first_player_wins(moves: &[u64], stones: u64) -> bool {
        assert!(moves.iter().all(|&a| a > 0), "a move of 0 stones makes the game endless");
        let mut wins: Vec<bool> = Vec::with_capacity(stones as usize + 1);
        for pile in 0..=stones {
            let wins_here = moves.iter().any(|&a| a <= pile && !wins[(pile - a) as usize]);
            wins.push(wins_here);
        }
        wins[stones as usize]
    }

    #[test]
    fn statement_samples() {
        // Sample 1, a = {2, 3}, K = 4: Taro removes 3, leaving 1, where Jiro cannot move.
        assert!(first_player_wins(&[2, 3], 4));
        // Sample 2, K = 5: removing 2 leaves 3 (Jiro removes 3), removing 3 leaves 2 (Jiro
        // removes 2); either way Taro then faces 0 and loses.
        assert!(!first_player_wins(&[2, 3], 5));
        // Sample 3, K = 7: Taro removes 2, leaving Jiro the losing 5 of sample 2.
        assert!(first_player_wins(&[2, 3], 7));
        // Samples 4 and 5, a = {1, 2, 3}: K = 20 is a loss, K = 21 a win.
        assert!(!first_player_wins(&[1, 2, 3], 20));
        assert!(first_player_wins(&[1, 2, 3], 21));
        // Sample 6, a = {1}, K = 10^5: every move is forced, 10^5 of them, Jiro makes the last.
        assert!(!first_player_wins(&[1], 100_000));
    }

    #[test]
    fn small_piles_by_hand() {
        // An empty pile: Taro has no move.
        assert!(!first_player_wins(&[1, 2], 0));
        // A pile of 1 with only size 2: no move fits.
        assert!(!first_player_wins(&[2], 1));
        // A pile of 1 with size 1: Taro takes it and Jiro faces 0.
        assert!(first_player_wins(&[1], 1));
        // a = {1}, pile 2: forced 1, 1, and Taro faces 0.
        assert!(!first_player_wins(&[1], 2));
        // a = {1, 3}, labelled from 0 up: 0 loses; 1 wins (→ 0); 2 loses (only → 1, a win);
        // 3 wins (→ 2); 4 loses (→ 3 or → 1, both wins); 5 wins (→ 4); 6 loses (→ 5 or → 3).
        assert!(!first_player_wins(&[1, 3], 4));
        assert!(first_player_wins(&[1, 3], 5));
        assert!(!first_player_wins(&[1, 3], 6));
    }

    #[test]
    #[should_panic(expected = "endless")]
    fn a_move_of_zero_is_refused() {
        first_player_wins(&[0, 1], 3);
    }
}
