//! AtCoder ABC354 E · Remove Pairs: a move removes two cards with equal fronts or equal backs.
//! Input `N`, then N lines `A_i B_i`; `Takahashi` when the first player wins, else `Aoki`.
//! Oracle: the search over the sets of cards left, from the rules (`mod oracle`).
use crate::common::Rng;
use crate::inputs::{line, multisets};
use crate::layout::{is_word, words, Cursor, Format, Layout, Shape, UNCHECKED};
use crate::problem::{Case, Problem, RANDOM_CASES, refused_at_once};

pub struct Game;

/// The most cards the binary accepts.
const MAX_CARDS: i64 = 20;

/// The obvious search: the cards left as a bitmask, a set winning when some removable pair
/// leaves a losing set; memoised per set.
fn reference(cards: &[(i64, i64)]) -> bool {
    fn wins(cards: &[(i64, i64)], left: usize, memo: &mut Vec<Option<bool>>) -> bool {
        if let Some(known) = memo[left] {
            return known;
        }
        let present: Vec<usize> = (0..cards.len()).filter(|&i| left >> i & 1 == 1).collect();
        let mut result = false;
        'search: for (x, &i) in present.iter().enumerate() {
            for &j in &present[x + 1..] {
                let removable = cards[i].0 == cards[j].0 || cards[i].1 == cards[j].1;
                if removable && !wins(cards, left & !(1 << i) & !(1 << j), memo) {
                    result = true;
                    break 'search;
                }
            }
        }
        memo[left] = Some(result);
        result
    }
    let full = (1 << cards.len()) - 1;
    wins(cards, full, &mut vec![None; full + 1])
}

fn answer(wins: bool) -> String {
    words("Takahashi", "Aoki")(wins)
}

fn case(cards: &[(u64, u64)]) -> Case {
    let mut lines = vec![vec![cards.len() as u64]];
    lines.extend(cards.iter().map(|&(a, b)| vec![a, b]));
    Case::Lines(lines, answer(oracle::takahashi_wins(cards)))
}

/// `N`, then N cards of any 64-bit values; more than 18 cards are left unchecked when cheap.
fn test(c: &mut Cursor) -> Option<String> {
    let n = c.int(0, MAX_CARDS)?;
    let cards: Vec<(i64, i64)> = (0..n)
        .map(|_| Some((c.int(i64::MIN, i64::MAX)?, c.int(i64::MIN, i64::MAX)?)))
        .collect::<Option<_>>()?;
    if c.cheap && n > 18 {
        return Some(UNCHECKED.to_string());
    }
    Some(answer(reference(&cards)))
}

/// The cards of a multiset of card types: type t of `side`² has front 1 + t / side and back
/// 1 + t mod side.
fn cards_of(types: &[u64], side: u64) -> Vec<(u64, u64)> {
    types.iter().map(|&t| (1 + t / side, 1 + t % side)).collect()
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::Program(Format {
            shape: Shape::Single,
            test,
            answer_shape: |l| is_word(l, &["Takahashi", "Aoki"]),
        })
    }

    /// 1 to 10 cards, fronts and backs in 1..=m for a random m in 2..=5.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        (0..RANDOM_CASES)
            .map(|_| {
                let (len, most) = (rng.range(1, 10), rng.range(2, 5));
                let cards: Vec<(u64, u64)> =
                    (0..len).map(|_| (rng.range(1, most), rng.range(1, most))).collect();
                case(&cards)
            })
            .collect()
    }

    /// Every multiset of up to 6 cards with fronts and backs in 1..=2 (210, one run each).
    fn small_cases(&self) -> Vec<Case> {
        multisets(6, 0, 3).iter().map(|types| case(&cards_of(types, 2))).collect()
    }

    /// Every multiset of up to 6 cards with fronts and backs in 1..=3 (5005), and of 7 to 9
    /// cards with fronts and backs in 1..=2.
    fn check_reference(&self) {
        let sets = multisets(6, 0, 8).into_iter().map(|types| cards_of(&types, 3));
        let larger = multisets(9, 0, 3).into_iter().filter(|types| types.len() >= 7);
        for cards in sets.chain(larger.map(|types| cards_of(&types, 2))) {
            let signed: Vec<(i64, i64)> = cards.iter().map(|&(a, b)| (a as i64, b as i64)).collect();
            assert_eq!(reference(&signed), oracle::takahashi_wins(&cards), "cards {:?}", cards);
        }
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        let twenty_one = format!("21\n{}", "1 1\n".repeat(21));
        refused_at_once(&[
            twenty_one.as_str(),
            "2\n1 1\n1\n",
            "1\n1 1\n2\n",
            "1\n1 99999999999999999999\n",
            "2\n1 2\n3 x\n",
        ])
    }

    /// N = 18: fronts and backs in 1..=4 (many removable pairs), random values up to 10^9
    /// (few), and 18 equal cards.
    fn max_cases(&self, rng: &mut Rng) -> Vec<(&'static str, String)> {
        let cards = |rng: &mut Rng, most: u64| -> String {
            let rows: Vec<String> = (0..18).map(|_| line(&rng.values(2, 1, most))).collect();
            format!("18\n{}", rows.concat())
        };
        let equal = format!("18\n{}", line(&[1_000_000_000, 1_000_000_000]).repeat(18));
        vec![
            ("small-values", cards(rng, 4)),
            ("large-values", cards(rng, 1_000_000_000)),
            ("equal-cards", equal),
        ]
    }
}

mod oracle {
    //! Oracle for AtCoder ABC354 E "Remove Pairs"
    //! (https://atcoder.jp/contests/abc354/tasks/abc354_e), from the rules alone.
    //!
    //! Rules as implemented: N cards on the table, card i with A_i on the front and B_i on the
    //! back. Takahashi and Aoki alternate, Takahashi first; a move removes two cards on the table
    //! whose fronts are equal or whose backs are equal. The player who cannot move loses.
    //! `takahashi_wins` says whether Takahashi wins. Cards are told apart by position, so
    //! identical cards are separate cards (and any two of them form a pair).
    //!
    //! Search: a position is the set of cards still on the table, a bit mask over positions. The
    //! player to move wins exactly when some removable pair leads to a position the opponent
    //! loses. Positions are memoised whole: at most 2^N, N ≤ 10 in a blink, N = 18 within a
    //! second.

    use std::collections::HashMap;

    /// Whether Takahashi, moving first with the cards `(front, back)` on the table, wins.
    ///
    /// # Panics
    /// If there are more than 32 cards.
    pub fn takahashi_wins(cards: &[(u64, u64)]) -> bool {
        assert!(cards.len() <= 32, "the table is a 32-bit mask");
        let all = if cards.len() == 32 { u32::MAX } else { (1u32 << cards.len()) - 1 };
        mover_wins(cards, all, &mut HashMap::new())
    }

    /// Whether the player to move wins with the cards whose bits are set in `table`.
    fn mover_wins(cards: &[(u64, u64)], table: u32, memo: &mut HashMap<u32, bool>) -> bool {
        if let Some(&known) = memo.get(&table) {
            return known;
        }
        let on_table = |i: usize| table >> i & 1 == 1;
        let mut result = false;
        'moves: for i in (0..cards.len()).filter(|&i| on_table(i)) {
            for j in (i + 1..cards.len()).filter(|&j| on_table(j)) {
                let pair = cards[i].0 == cards[j].0 || cards[i].1 == cards[j].1;
                if pair && !mover_wins(cards, table & !(1 << i) & !(1 << j), memo) {
                    result = true;
                    break 'moves;
                }
            }
        }
        memo.insert(table, result);
        result
    }

    #[test]
    fn statement_samples() {
        // Sample 1: Takahashi's only pairs are cards {1, 3}, {1, 4} and {2, 5}; after each, Aoki
        // removes one of the others ({2, 5}, {2, 5}, {1, 3}) and no pair remains.
        assert!(!takahashi_wins(&[(1, 9), (2, 5), (4, 9), (1, 4), (2, 5)]));
        // Sample 2: Takahashi wins.
        let sample2 = [(3, 2), (1, 7), (4, 1), (1, 8), (5, 2), (9, 8), (2, 1), (6, 8), (5, 2)];
        assert!(takahashi_wins(&sample2));
    }

    #[test]
    fn small_tables_by_hand() {
        // No cards, or one card: no pair.
        assert!(!takahashi_wins(&[]));
        assert!(!takahashi_wins(&[(1, 2)]));
        // Two cards sharing a front: Takahashi removes both.
        assert!(takahashi_wins(&[(1, 2), (1, 3)]));
        // Two cards sharing a back only.
        assert!(takahashi_wins(&[(1, 3), (2, 3)]));
        // Two cards sharing nothing (front of one equals back of the other does not count).
        assert!(!takahashi_wins(&[(1, 2), (2, 1)]));
        // Three identical cards: any pair leaves one card.
        assert!(takahashi_wins(&[(5, 5), (5, 5), (5, 5)]));
        // Four identical cards: exactly two removals happen, the second Aoki's.
        assert!(!takahashi_wins(&[(5, 5), (5, 5), (5, 5), (5, 5)]));
        // (1, 1), (1, 2), (3, 2): Takahashi removes the first two (front 1), leaving one card;
        // removing the last two (back 2) would also leave one card. He wins.
        assert!(takahashi_wins(&[(1, 1), (1, 2), (3, 2)]));
    }
}
