//! SPOJ MMMGAME · M&M Game: misère Nim, whoever eats the last M&M loses. Input `T`, then T
//! tests `N` / `A_1 … A_N`; `John` when the first player wins, else `Brother` (the game and input
//! of Luogu P4279). Oracle: the literal search of `mod oracle` over pile multisets, the empty
//! box won by the player to move.
use crate::common::Rng;
use crate::inputs::{all_vectors, counted, counted_lines, multisets, tests_counted};
use crate::layout::{is_word, words, Format, Layout, Shape, MAX};
use crate::problem::{Case, Problem, RANDOM_CASES};

pub struct Game;

/// Misère Nim by its rule: with no colour of 2 or more, John wins iff the single M&Ms are even
/// in number; otherwise iff the xor is not zero.
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

    /// Up to 5 colours of up to 5 M&Ms, a third of them all single M&Ms.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        (0..RANDOM_CASES)
            .map(|i| {
                case(&rng.row(5, if i % 3 == 0 { 1 } else { 0 }, if i % 3 == 0 { 1 } else { 5 }))
            })
            .collect()
    }

    /// Every multiset of up to 5 colours of up to 4 M&Ms (126, one input).
    fn small_cases(&self) -> Vec<Case> {
        multisets(5, 0, 4).iter().map(|piles| case(piles)).collect()
    }

    /// Every row of up to 5 colours of up to 5 M&Ms.
    fn check_reference(&self) {
        for piles in all_vectors(5, 5) {
            assert_eq!(reference(&piles), oracle::first_player_wins(&piles), "{:?}", piles);
        }
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        vec![
            ("2\n3\n3 5 1\n1\n".into(), "John\n"),
            ("1\n2\n1 -1\n".into(), ""),
            ("1\n1\n1\n9\n".into(), "Brother\n"),
            ("2\n1\n1\n1\n1x\n".into(), "Brother\n"),
        ]
    }

    /// The judge's limits: 474 tests of 47 colours of 1 to 4747 M&Ms, a fifth of them all
    /// single M&Ms; and ours: counts up to 2^63−1.
    fn max_cases(&self, rng: &mut Rng) -> Vec<(&'static str, String)> {
        let judge = (0..474)
            .map(|i| counted(&rng.values(47, 1, if i % 5 == 0 { 1 } else { 4747 })))
            .collect();
        let ours = (0..474).map(|_| counted(&rng.values(47, 0, MAX as u64))).collect();
        vec![("random", tests_counted(judge)), ("accepted-limit", tests_counted(ours))]
    }
}

mod oracle {
    //! Oracle for SPOJ MMMGAME "M&M Game" (https://www.spoj.com/problems/MMMGAME/), from the
    //! rules alone: a position is the multiset of non-empty colours; a move eats one or more
    //! M&Ms of one colour; the player who eats the last one loses, so the player to move at an
    //! empty box wins. Memoised per thread across calls.
    use crate::oracle::canonical_piles;
    use crate::oracle::nim::moves;
    use std::cell::RefCell;
    use std::collections::HashMap;

    thread_local! {
        static MEMO: RefCell<HashMap<Vec<u64>, bool>> = RefCell::new(HashMap::new());
    }

    /// Whether John, to move with these colours, wins.
    pub fn first_player_wins(piles: &[u64]) -> bool {
        MEMO.with(|memo| wins(&mut memo.borrow_mut(), canonical_piles(piles.to_vec())))
    }

    fn wins(memo: &mut HashMap<Vec<u64>, bool>, piles: Vec<u64>) -> bool {
        if piles.is_empty() {
            // The opponent ate the last M&M.
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
    fn statement_sample_and_small_boxes() {
        assert!(first_player_wins(&[3, 5, 1]));
        assert!(!first_player_wins(&[1]));
        // [1, 1]: John eats one, his brother the last. [2, 2]: every move is answered.
        assert!(first_player_wins(&[1, 1]));
        assert!(!first_player_wins(&[2, 2]));
    }
}
