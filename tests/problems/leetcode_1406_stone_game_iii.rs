//! LeetCode 1406 · Stone Game III: players alternately take 1, 2 or 3 stones from the front
//! of the row, scoring their values (maybe negative); the higher score wins. Input:
//! `stoneValue` per case; answers `"Alice"`, `"Bob"` or `"Tie"`. Oracle: every line of play
//! over the rows left, from the rules alone (`oracle::winner`).
use crate::common::Rng;
use crate::inputs::{json_array, lines, plain_array, quoted, random_rows};
use crate::layout::{always, Kind, Layout, Signature};
use crate::problem::{Case, Problem, RANDOM_CASES};

pub struct Game;

/// The lead over taking 1, 2 or 3 stones from the front, by suffix.
fn reference(values: &[i64]) -> &'static str {
    let n = values.len();
    let mut lead = vec![0i64; n + 1];
    for i in (0..n).rev() {
        let mut taken = 0;
        lead[i] = i64::MIN;
        for k in i..(i + 3).min(n) {
            taken += values[k];
            lead[i] = lead[i].max(taken - lead[k + 1]);
        }
    }
    match lead[0] {
        l if l > 0 => "Alice",
        l if l < 0 => "Bob",
        _ => "Tie",
    }
}

/// A case on `values`, written as `text`, with the oracle's answer.
fn case(values: &[i64], text: String) -> Case {
    Case::Params(vec![("stoneValue", text)], quoted(oracle::winner(values)))
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::LeetCode(Signature {
            kinds: &[Kind::Ints],
            answer: |c| quoted(reference(c[0].array())),
            affordable: always,
            shape: |l| ["\"Alice\"", "\"Bob\"", "\"Tie\""].contains(&l),
        })
    }

    /// Rows of 0..=8 stones valued −9..=9.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        let rows = random_rows(rng, RANDOM_CASES, 8, -9, 9);
        rows.iter().map(|values| case(values, json_array(rng, values))).collect()
    }

    /// 1500 random rows of 0..=8 stones valued −9..=9.
    fn check_reference(&self) {
        for values in random_rows(&mut Rng::new(1406), 1500, 8, -9, 9) {
            assert_eq!(reference(&values), oracle::winner(&values), "{:?}", values);
        }
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        vec![
            ("[1,2,3,7]\nstoneValue = [1, x]".into(), "\"Bob\"\n"),
            ("values = [1]".into(), ""),
            ("[2147483648]".into(), ""),
        ]
    }

    fn max_cases(&self, rng: &mut Rng) -> Vec<(&'static str, String)> {
        let row = |rng: &mut Rng| {
            let values: Vec<i64> =
                rng.values(50_000, 0, 2000).into_iter().map(|v| v as i64 - 1000).collect();
            plain_array(&values)
        };
        vec![("length-5e4", lines((0..3).map(|_| row(rng))))]
    }
}

mod oracle {
    //! Exhaustive oracle for LeetCode 1406 "Stone Game III": stones with integer
    //! values (possibly negative) lie in a row; Alice and Bob take turns, Alice
    //! first, and the player to move takes 1, 2 or 3 stones from the front of the
    //! row (no more than remain), adding their values to their score; the game
    //! ends when the row is empty and the higher score wins, or it is a tie.
    //!
    //! The oracle plays every line of play. A position is the index of the first
    //! remaining stone (the player to move follows from the line, and the scores
    //! so far do not change what is best from here). The value of a position for
    //! the player to move is the most they can finish ahead of the other player
    //! from here on: the best, over taking 1, 2 or 3 stones, of the values taken
    //! minus the value of the position left to the opponent; the empty row is
    //! worth 0. Each move strictly advances the index, so the search ends; values
    //! are memoised per index. Maximising the final margin decides the winner:
    //! Alice can force a win exactly when she can force a positive margin.

    use std::collections::HashMap;

    /// The most the player to move on `values[start..]` can finish ahead by.
    fn margin(values: &[i64], start: usize, memo: &mut HashMap<usize, i64>) -> i64 {
        if start == values.len() {
            return 0;
        }
        if let Some(&known) = memo.get(&start) {
            return known;
        }
        let most = 3.min(values.len() - start);
        let best = (1..=most)
            .map(|take| {
                let taken: i64 = values[start..start + take].iter().sum();
                taken - margin(values, start + take, memo)
            })
            .max()
            .expect("at least one stone remains");
        memo.insert(start, best);
        best
    }

    /// Returns "Alice", "Bob" or "Tie": the result under optimal play.
    pub fn winner(values: &[i64]) -> &'static str {
        let alice_ahead_by = margin(values, 0, &mut HashMap::new());
        if alice_ahead_by > 0 {
            "Alice"
        } else if alice_ahead_by < 0 {
            "Bob"
        } else {
            "Tie"
        }
    }

    #[test]
    fn leetcode_examples() {
        // https://leetcode.com/problems/stone-game-iii/ (examples mirrored at
        // https://hwennnn.github.io/leetcode-solutions/1406).
        // [1, 2, 3, 7]: whatever Alice takes, Bob gets the 7 (best: 6 vs 7).
        assert_eq!(winner(&[1, 2, 3, 7]), "Bob");
        // [1, 2, 3, -9]: Alice takes 1 + 2 + 3 and Bob must take the -9.
        assert_eq!(winner(&[1, 2, 3, -9]), "Alice");
        // [1, 2, 3, 6]: taking the first three gives 6 against 6.
        assert_eq!(winner(&[1, 2, 3, 6]), "Tie");
        // Examples 4 and 5 of the older statement (mirrored at
        // https://jaywin.gitbook.io/leetcode/solutions/1406-stone-game-iii and
        // in the doocs-derived README of the wqzyswdmx/leetcode mirror).
        assert_eq!(winner(&[1, 2, 3, -1, -2, -3, 7]), "Alice");
        assert_eq!(winner(&[-1, -2, -3]), "Tie");
    }

    #[test]
    fn small_rows_by_hand() {
        // [5]: Alice takes it.
        assert_eq!(winner(&[5]), "Alice");
        // [-1, -2, -3]: Alice takes -1 and -2 and Bob must take -3: -3
        // against -3. Taking only -1 lets Bob take -2 and leave her the -3
        // (-4 vs -2); taking all three gives -6 vs 0.
        assert_eq!(winner(&[-1, -2, -3]), "Tie");
        // [0, 0]: nothing to gain, 0 against 0.
        assert_eq!(winner(&[0, 0]), "Tie");
        // [-5, 10]: Alice takes both (5 vs 0) rather than -5 alone (-5 vs 10).
        assert_eq!(winner(&[-5, 10]), "Alice");
    }
}
