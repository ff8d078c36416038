//! Luogu P4279 · [SHOI2008] 小约翰的游戏: misère Nim, n piles, a move takes stones from one pile
//! and whoever takes the last stone loses. Input `T`, then T tests `n` / `a_1 … a_n`; `John`
//! when the first player wins, else `Brother`. Oracle: the literal search of `mod oracle`.
use crate::common::Rng;
use crate::inputs::{all_vectors, counted, counted_lines, multisets, tests_counted};
use crate::layout::{is_word, words, Format, Layout, Shape, MAX};
use crate::problem::{Case, Problem, RANDOM_CASES};

pub struct Game;

/// Misère Nim (the last stone loses) by the classic rule: when no pile holds two stones or
/// more, the mover wins exactly when the piles of one stone are even in number; otherwise
/// exactly when the xor is not zero.
fn reference(piles: &[u64]) -> bool {
    if piles.iter().all(|&p| p <= 1) {
        piles.iter().filter(|&&p| p == 1).count() % 2 == 0
    } else {
        piles.iter().fold(0, |xor, &pile| xor ^ pile) != 0
    }
}

fn case(piles: &[u64]) -> Case {
    let answer = words("John", "Brother")(oracle::first_player_wins(piles));
    Case::Lines(counted_lines(piles), answer)
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::Program(Format {
            shape: Shape::Counted(MAX),
            test: |c| Some(words("John", "Brother")(reference(&c.counted(0, MAX, 0, MAX)?))),
            answer_shape: |l| is_word(l, &["John", "Brother"]),
        })
    }

    /// Up to 4 piles of up to 6 stones.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        (0..RANDOM_CASES)
            .map(|_| case(&rng.row(4, 0, 6)))
            .collect()
    }

    /// Every multiset of up to 4 piles of up to 6 stones (210, one input).
    fn small_cases(&self) -> Vec<Case> {
        multisets(4, 0, 6).iter().map(|piles| case(piles)).collect()
    }

    /// Every row of up to 4 piles of up to 7 stones.
    fn check_reference(&self) {
        for piles in all_vectors(4, 7) {
            assert_eq!(reference(&piles), oracle::first_player_wins(&piles), "{:?}", piles);
        }
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        vec![
            ("2\n1 1\n2 1\n".into(), "Brother\n"),
            ("1\n1 -5\n".into(), ""),
            ("1\n0\n0\n".into(), "John\n"),
        ]
    }

    fn max_cases(&self, rng: &mut Rng) -> Vec<(&'static str, String)> {
        let tests = (0..500)
            .map(|i| counted(&rng.values(50, 0, if i % 5 == 0 { 1 } else { 5000 })))
            .collect();
        vec![("random", tests_counted(tests))]
    }
}

mod oracle {
    //! Exhaustive win/lose search for misère Nim (Luogu P4279 / SHOI 2008 "小约翰的游戏"). A move
    //! takes at least one stone from one pile, and the player who takes the last stone LOSES.
    //! The oracle plays these rules literally: a position is the multiset of pile sizes,
    //! canonicalised as the sorted list of its non-empty piles; a position with no stones is a
    //! win for the player to move (the opponent has just taken the last stone; at the very
    //! start, the statement's convention is the same: the player to move did not take it);
    //! any other position wins iff some move leads to a position that loses for the player then
    //! to move. Every non-empty position has a move, and every move lowers the total number of
    //! stones, so the search ends. Results are memoised in a `HashMap` keyed by the canonical
    //! position and kept per thread across calls.

    use std::cell::RefCell;
    use std::collections::HashMap;

    use crate::oracle::canonical_piles;
    use crate::oracle::nim::moves;

    thread_local! {
        static MEMO: RefCell<HashMap<Vec<u64>, bool>> = RefCell::new(HashMap::new());
    }

    /// Whether the player to move (John, who always starts) wins with these piles.
    pub fn first_player_wins(piles: &[u64]) -> bool {
        MEMO.with(|memo| wins(&mut memo.borrow_mut(), canonical_piles(piles.to_vec())))
    }

    fn wins(memo: &mut HashMap<Vec<u64>, bool>, piles: Vec<u64>) -> bool {
        if piles.is_empty() {
            // Whoever moved last took the last stone and lost.
            return true;
        }
        if let Some(&known) = memo.get(&piles) {
            return known;
        }
        let result = moves(&piles).into_iter().any(|child| !wins(memo, child));
        memo.insert(piles, result);
        result
    }

    #[test]
    fn statement_sample() {
        // The statement's sample: "3 5 1" -> John, "1" -> Brother, as quoted at
        // https://blog.nowcoder.net/n/94f90a520bbd4bd995fe8a94862d0709 (BZOJ 1022, the same
        // problem as P4279).
        assert!(first_player_wins(&[3, 5, 1]));
        assert!(!first_player_wins(&[1]));
    }

    #[test]
    fn hand_worked_cases() {
        // No stones at all: the player to move did not take the last stone, he wins.
        assert!(first_player_wins(&[]));
        assert!(first_player_wins(&[0, 0]));
        // [1,1]: the only moves leave [1], where the opponent must take the last stone.
        assert!(first_player_wins(&[1, 1]));
        // [1,1,1]: the only moves leave [1,1], a win for the opponent.
        assert!(!first_player_wins(&[1, 1, 1]));
        // [2]: take one stone, leaving the opponent the last one.
        assert!(first_player_wins(&[2]));
        // [2,2]: moves reach [2] (opponent leaves us [1]) or [1,2] (opponent empties the
        // 2, leaving us [1]); both win for the opponent.
        assert!(!first_player_wins(&[2, 2]));
    }
}
