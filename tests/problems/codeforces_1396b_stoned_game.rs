//! Codeforces 1396B · Stoned Game: a move takes one stone from a pile other than the one
//! chosen just before; T moves first. Input `t`, then per game `n` / `a_1 … a_n`; the winner,
//! `T` or `HL`. Oracle: the memoised search over (piles, pile chosen last) of `mod oracle`.
use crate::common::Rng;
use crate::inputs::{all_vectors, counted, counted_lines, multisets, tests_counted};
use crate::layout::{is_word, words, Format, Layout, Shape, MAX};
use crate::problem::{Case, Problem, RANDOM_CASES};

pub struct Game;

/// The known rule: T wins iff one pile outweighs all the others together, or the total is
/// odd (then every stone is taken and T takes the last).
fn reference(piles: &[u64]) -> bool {
    let total: u128 = piles.iter().map(|&p| u128::from(p)).sum();
    let outweighs = piles.iter().any(|&p| u128::from(p) > total - u128::from(p));
    outweighs || total % 2 == 1
}

fn answer(t_wins: bool) -> String {
    words("T", "HL")(t_wins)
}

fn case(piles: &[u64]) -> Case {
    Case::Lines(counted_lines(piles), answer(oracle::t_wins(piles)))
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::Program(Format {
            shape: Shape::Counted(MAX),
            test: |c| Some(answer(reference(&c.counted(0, MAX, 0, MAX)?))),
            answer_shape: |l| is_word(l, &["T", "HL"]),
        })
    }

    /// Up to 4 piles of up to 5 stones.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        (0..RANDOM_CASES)
            .map(|_| case(&rng.row(4, 0, 5)))
            .collect()
    }

    /// Every multiset of up to 4 piles of up to 5 stones (210, one input).
    fn small_cases(&self) -> Vec<Case> {
        multisets(4, 0, 5).iter().map(|piles| case(piles)).collect()
    }

    /// Every row of up to 4 piles of up to 5 stones.
    fn check_reference(&self) {
        for piles in all_vectors(4, 5) {
            assert_eq!(reference(&piles), oracle::t_wins(&piles), "{:?}", piles);
        }
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        vec![
            ("2\n1\n2\n2\n1\n".into(), "T\n"),
            ("1\n1 -1\n".into(), ""),
            ("1\n2 1 1\n7\n".into(), "HL\n"),
            ("2\n1 3\n2 1 x\n".into(), "T\n"),
            ("1\n1 9223372036854775808\n".into(), ""),
        ]
    }

    /// The judge's limits, t = n = 100, a_i ≤ 100: random games; and games on the edge of a
    /// majority, 99 piles of one beside a pile of 98, 99 or 100 (T, HL, T), or all 100 piles
    /// of 100 (HL).
    fn max_cases(&self, rng: &mut Rng) -> Vec<(&'static str, String)> {
        let random = (0..100).map(|_| counted(&rng.values(100, 1, 100))).collect();
        let edges = (0..100)
            .map(|game| {
                if game % 10 == 9 {
                    return counted(&[100; 100]);
                }
                let mut piles = vec![1; 99];
                piles.insert(rng.range(0, 99) as usize, [98, 99, 100][game % 3]);
                counted(&piles)
            })
            .collect();
        vec![("random", tests_counted(random)), ("majority-edges", tests_counted(edges))]
    }
}

mod oracle {
    //! Oracle for Codeforces 1396B "Stoned Game"
    //! (https://codeforces.com/problemset/problem/1396/B), from the rules alone.
    //!
    //! Rules as implemented: piles a_1 … a_n. T and HL alternate, T first; a move takes one stone
    //! from a non-empty pile other than the pile chosen in the turn just before (on the first turn
    //! any non-empty pile may be chosen). The player who cannot choose a pile loses. `t_wins` says
    //! whether T wins.
    //!
    //! Search: a position is the pile sizes together with the pile chosen last (none before the
    //! first turn). The player to move wins exactly when some allowed pile leads to a position the
    //! opponent loses. Every move removes a stone, so the search ends. Positions are memoised
    //! whole: 4 piles of up to 5 stones give at most 6^4 · 5 = 6 480 of them.

    use std::collections::HashMap;

    /// Whether T, moving first on the piles `a`, wins.
    pub fn t_wins(a: &[u64]) -> bool {
        mover_wins(a.to_vec(), None, &mut HashMap::new())
    }

    /// Whether the player to move wins on `piles` when pile `last` was chosen in the turn before.
    fn mover_wins(
        piles: Vec<u64>,
        last: Option<usize>,
        memo: &mut HashMap<(Vec<u64>, Option<usize>), bool>,
    ) -> bool {
        let key = (piles, last);
        if let Some(&known) = memo.get(&key) {
            return known;
        }
        let piles = &key.0;
        let result = (0..piles.len()).any(|i| {
            if piles[i] == 0 || last == Some(i) {
                return false;
            }
            let mut next = piles.clone();
            next[i] -= 1;
            !mover_wins(next, Some(i), memo)
        });
        memo.insert(key, result);
        result
    }

    #[test]
    fn statement_sample() {
        // (2): T takes a stone; the pile still holds one, but HL may not choose it.
        assert!(t_wins(&[2]));
        // (1, 1): T takes one pile, HL the other, T has nothing left.
        assert!(!t_wins(&[1, 1]));
    }

    #[test]
    fn small_piles_by_hand() {
        // No stones: T cannot move.
        assert!(!t_wins(&[]));
        assert!(!t_wins(&[0]));
        // (1): T takes it.
        assert!(t_wins(&[1]));
        // (1, 1, 1): each turn must use a fresh pile; three turns, the third T's.
        assert!(t_wins(&[1, 1, 1]));
        // (3, 1): T takes from the 3 (→ 2, 1); HL must take the 1; T takes from the 2 (→ 1, 0);
        // HL may not choose that pile and the other is empty.
        assert!(t_wins(&[3, 1]));
        // (2, 2): with two piles every turn after the first is forced to the other pile, so the
        // piles empty alternately: 2, 2 → 1, 2 → 1, 1 → 0, 1 → 0, 0, and T is stuck.
        assert!(!t_wins(&[2, 2]));
        // (1, 2): T must not take the 1 (then HL takes from the 2 and T may not follow);
        // taking from the 2 leaves (1, 1) with HL barred from pile 2: HL takes the 1, T the last.
        assert!(t_wins(&[1, 2]));
    }
}
