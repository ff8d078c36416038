//! AtCoder AGC002 E · Candy Piles: a move eats a largest pile whole, or one candy from every
//! pile; who eats the last candy loses. Input `N` / a_1 … a_N; `First` when the first player
//! wins, else `Second`. Oracle: the memoised search over multisets of piles of `mod oracle`.
use crate::common::Rng;
use crate::inputs::{counted, counted_lines, multisets};
use crate::layout::{is_word, words, Format, Layout, Shape, MAX};
use crate::problem::{Case, Problem, RANDOM_CASES, refused_at_once};

pub struct Game;

/// The staircase rule: from the last diagonal corner (k, k) inside, the straight run up or
/// the straight run right has odd length.
fn reference(piles: &[u64]) -> bool {
    let mut b: Vec<u64> = piles.iter().copied().filter(|&p| p > 0).collect();
    b.sort_unstable_by(|x, y| y.cmp(x));
    // Inside: the point (i, j) with b[i] > j. The corner: the largest k with b[k] > k.
    let k = (0..b.len()).take_while(|&i| b[i] > i as u64).last().expect("b[0] > 0");
    let up = b[k] - (k as u64 + 1);
    let right = (k + 1..b.len()).take_while(|&i| b[i] > k as u64).count();
    up % 2 == 1 || right % 2 == 1
}

fn answer(first_wins: bool) -> String {
    words("First", "Second")(first_wins)
}

fn case(oracle: &mut crate::oracle::Oracle, piles: &[u64]) -> Case {
    Case::Lines(counted_lines(piles), answer(oracle.first_player_wins(piles)))
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::Program(Format {
            shape: Shape::Single,
            test: |c| {
                let piles = c.counted(1, MAX, 0, MAX)?;
                if piles.iter().all(|&p| p == 0) {
                    return None; // no candy: no game
                }
                Some(answer(reference(&piles)))
            },
            answer_shape: |l| is_word(l, &["First", "Second"]),
        })
    }

    /// 1 to 6 piles of up to 7 candies (some empty), with a candy somewhere.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        let mut oracle = oracle::oracle();
        let mut cases = Vec::new();
        while cases.len() < RANDOM_CASES {
            let len = rng.range(1, 6) as usize;
            let piles = rng.values(len, 0, 7);
            if piles.iter().any(|&p| p > 0) {
                cases.push(case(&mut oracle, &piles));
            }
        }
        cases
    }

    /// Every multiset of 1 to 3 piles of up to 5 candies with a candy (52 runs).
    fn small_cases(&self) -> Vec<Case> {
        let mut oracle = oracle::oracle();
        let positions = multisets(3, 0, 5).into_iter().filter(|piles| piles.iter().any(|&p| p > 0));
        positions.map(|piles| case(&mut oracle, &piles)).collect()
    }

    /// Every multiset of up to 7 piles of up to 7 candies with a candy.
    fn check_reference(&self) {
        let mut oracle = oracle::oracle();
        for piles in multisets(7, 0, 7).into_iter().filter(|piles| piles.iter().any(|&p| p > 0)) {
            assert_eq!(reference(&piles), oracle.first_player_wins(&piles), "{:?}", piles);
        }
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        refused_at_once(&["2\n1\n", "2\n1 -3\n", "1\n1 2\n", "1\n9223372036854775808\n", "2\n0 0\n", "0\n"])
    }

    /// The judge's limits, N = 10^5: random piles up to 10^9; a staircase 1, 2, …, 10^5 (a long
    /// diagonal); and all piles 10^9.
    fn max_cases(&self, rng: &mut Rng) -> Vec<(&'static str, String)> {
        let stairs: Vec<u64> = (1..=100_000).collect();
        vec![
            ("random", counted(&rng.values(100_000, 1, 1_000_000_000))),
            ("staircase", counted(&stairs)),
            ("all-equal", counted(&vec![1_000_000_000; 100_000])),
        ]
    }
}

mod oracle {
    //! Oracle for AtCoder AGC002 E "Candy Piles" (https://atcoder.jp/contests/agc002/tasks/agc002_e),
    //! from the rules alone.
    //!
    //! Rules as implemented: piles of candies; a move either eats every candy of one largest
    //! pile or eats one candy from every pile; the player who eats the last candy loses. (A
    //! start with no candy has no loser and is not searched.)
    //!
    //! Search: memoised win/lose over the multiset of non-empty piles (sorted).
    use crate::oracle::{canonical_piles, Oracle};

    /// A memoised searcher over multisets of piles.
    pub fn oracle() -> Oracle {
        Oracle::new(moves, canonical_piles)
    }

    /// Every position one move away. With no candy left there is no move, which the shared
    /// search counts as a loss: a move that eats the last candy is therefore left out and
    /// replaced by its meaning — the mover loses by it, so it never wins and changes nothing.
    fn moves(piles: &[u64]) -> Vec<Vec<u64>> {
        if piles.is_empty() {
            return Vec::new();
        }
        let mut largest_eaten = piles.to_vec();
        largest_eaten.pop();
        let one_each: Vec<u64> = piles.iter().map(|&p| p - 1).collect();
        [largest_eaten, one_each].into_iter().map(canonical_piles).filter(|next| !next.is_empty()).collect()
    }

    #[test]
    fn statement_samples() {
        let mut o = oracle();
        assert!(o.first_player_wins(&[1, 3]));
        assert!(o.first_player_wins(&[1, 2, 1]));
        assert!(!o.first_player_wins(&[1, 2, 3]));
    }

    #[test]
    fn small_piles_by_hand() {
        let mut o = oracle();
        // One candy: eating it loses, and it must be eaten.
        assert!(!o.first_player_wins(&[1]));
        // (2): eat one from each, leaving (1) to the opponent.
        assert!(o.first_player_wins(&[2]));
    }
}
