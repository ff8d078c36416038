//! AcWing 1322 · 取石子游戏 (ZJOI 2009): piles in a row; a move takes at least one stone from the
//! leftmost or the rightmost pile. Input `T`, then T tests `n` / `a_1 … a_n`; `1` when the first
//! player wins, else `0`. Oracle: the search over rows of `mod oracle`.
use crate::common::Rng;
use crate::inputs::{all_vectors, counted, counted_lines, every_sequence, tests_counted};
use crate::layout::{is_word, words, Format, Layout, Shape, MAX};
use crate::oracle::{sweep, Oracle};
use crate::problem::{Case, Problem, RANDOM_CASES};

pub struct Game;

/// Piles in a row, taking from either end (ZJOI 2009); empty piles are absent. For a row S,
/// left(S) is the one size of an extra pile on its left that makes the row lost for the
/// mover (0: the row is lost as it is), right(S) likewise on the right; computed for every
/// stretch of the row, one length after another. The row is lost when left(row) = 0: an
/// extra pile of nothing makes it lost.
fn reference(row: &[u64]) -> bool {
    let row: Vec<u64> = row.iter().copied().filter(|&a| a > 0).collect();
    let n = row.len();
    if n == 0 {
        return false;
    }
    // left[i], right[i]: for the stretch of the current length starting at i.
    let (mut left, mut right) = (row.clone(), row.clone());
    for len in 2..=n {
        let (mut longer_left, mut longer_right) = (vec![0; n - len + 1], vec![0; n - len + 1]);
        for i in 0..=n - len {
            let j = i + len - 1;
            let (l, r, x) = (left[i], right[i], row[j]);
            longer_left[i] = if x == r {
                0
            } else if (x < l && x < r) || (x > l && x > r) {
                x
            } else if l > r {
                x - 1
            } else {
                x + 1
            };
            let (l, r, x) = (left[i + 1], right[i + 1], row[i]);
            longer_right[i] = if x == l {
                0
            } else if (x < l && x < r) || (x > l && x > r) {
                x
            } else if r > l {
                x - 1
            } else {
                x + 1
            };
        }
        left = longer_left;
        right = longer_right;
    }
    left[0] != 0
}

fn case(oracle: &mut Oracle, row: &[u64]) -> Case {
    Case::Lines(counted_lines(row), words("1", "0")(oracle.first_player_wins(row)))
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::Program(Format {
            shape: Shape::Counted(MAX),
            test: |c| Some(words("1", "0")(reference(&c.counted(0, 10_000, 0, MAX)?))),
            answer_shape: |l| is_word(l, &["1", "0"]),
        })
    }

    /// Rows of up to 5 piles of up to 6 stones.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        let mut oracle = oracle::oracle();
        (0..RANDOM_CASES)
            .map(|_| case(&mut oracle, &rng.row(5, 0, 6)))
            .collect()
    }

    /// Every row of up to 4 piles of up to 5 stones (1555, one input).
    fn small_cases(&self) -> Vec<Case> {
        let mut oracle = oracle::oracle();
        all_vectors(4, 5).iter().map(|row| case(&mut oracle, row)).collect()
    }

    /// Every row of up to 5 piles of 1..=6 stones, and of up to 4 piles of 0..=5 (an empty
    /// pile is absent).
    fn check_reference(&self) {
        let positive = every_sequence(&(1..=6).collect::<Vec<u64>>(), 5);
        let rows = positive.into_iter().chain(all_vectors(4, 5)).collect();
        sweep("row", oracle::oracle(), rows, reference);
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        vec![
            ("2\n1 5\n2 1\n".into(), "1\n"),
            ("1\n2 -1 1\n".into(), ""),
            ("1\n10001\n".into(), ""),
            ("1\n1 5\n9\n".into(), "1\n"),
        ]
    }

    fn max_cases(&self, rng: &mut Rng) -> Vec<(&'static str, String)> {
        let tests = (0..10).map(|_| counted(&rng.values(1000, 1, 1_000_000_000))).collect();
        vec![("random", tests_counted(tests))]
    }
}

mod oracle {
    //! Exhaustive win/lose search for the row stone game (AcWing 1322, ZJOI 2009 "取石子游戏").
    //! Piles stand in a row; a move takes at least one stone from the leftmost or the rightmost
    //! pile (possibly the whole pile, which then disappears from the row, so its neighbour
    //! becomes the new end); a player who cannot move (empty row) loses. The oracle knows nothing
    //! but these rules: a position is the row itself, order kept (empty piles dropped, as they
    //! are gone), and it wins for the player to move iff some move leads to a losing position.
    //! The game is finite because every move lowers the total number of stones. Results are
    //! memoised in a `HashMap` keyed by the row and kept across calls on one `Oracle`.

    use crate::oracle::Oracle;

    /// A memoised game-tree searcher for the row game.
    pub fn oracle() -> Oracle {
        Oracle::new(moves, canonical)
    }

    /// Every position one move away: the leftmost or the rightmost pile cut to any smaller size.
    fn moves(row: &[u64]) -> Vec<Vec<u64>> {
        let mut children = Vec::new();
        if row.is_empty() {
            return children;
        }
        let last = row.len() - 1;
        let ends = if last == 0 { vec![0] } else { vec![0, last] };
        for end in ends {
            for remaining in 0..row[end] {
                let mut child = row.to_vec();
                child[end] = remaining;
                children.push(canonical(child));
            }
        }
        children
    }

    /// Drops empty piles; the order of the others is kept.
    fn canonical(mut row: Vec<u64>) -> Vec<u64> {
        row.retain(|&pile| pile > 0);
        row
    }

    #[test]
    fn statement_sample() {
        let mut o = oracle();
        // The statement's sample: one test, row "3 1 9 4", output 0 (no winning strategy).
        // Read from a stored copy of the ZJOI 2009 statement in the public code index.
        assert!(!o.first_player_wins(&[3, 1, 9, 4]));
    }

    #[test]
    fn hand_worked_cases() {
        let mut o = oracle();
        // Empty row: no move.
        assert!(!o.first_player_wins(&[]));
        // [5]: take the whole pile.
        assert!(o.first_player_wins(&[5]));
        // [1,1]: either move removes one pile, leaving [1] for the opponent to take.
        assert!(!o.first_player_wins(&[1, 1]));
        // [1,2]: take one stone from the 2, reaching the losing [1,1].
        assert!(o.first_player_wins(&[1, 2]));
        // [1,1,1]: remove an end pile, reaching the losing [1,1].
        assert!(o.first_player_wins(&[1, 1, 1]));
    }

    #[test]
    fn order_matters() {
        let mut o = oracle();
        // [1,2,1]: the only moves remove an end 1, giving [2,1] or [1,2], and the opponent
        // answers by reaching [1,1]; so [1,2,1] loses.
        assert!(!o.first_player_wins(&[1, 2, 1]));
        // [2,1,1] holds the same piles, but emptying the left 2 reaches the losing [1,1].
        assert!(o.first_player_wins(&[2, 1, 1]));
    }
}
