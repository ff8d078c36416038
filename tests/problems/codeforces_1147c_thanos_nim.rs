//! Codeforces 1147C · Thanos Nim: n piles (n even); a move takes stones from exactly n/2
//! non-empty piles; who cannot move loses. Input `n` / `a_1 … a_n`; `Alice` when the first
//! player wins, else `Bob`. Oracle: the memoised search over multisets of piles of `mod
//! oracle`.
use crate::common::Rng;
use crate::inputs::{counted, counted_lines, multisets};
use crate::layout::{is_word, words, Format, Layout, Shape, MAX};
use crate::problem::{Case, Problem, RANDOM_CASES, refused_at_once};

pub struct Game;

/// The known rule: Bob wins iff more than n/2 piles hold the smallest size.
fn reference(piles: &[u64]) -> bool {
    let smallest = piles.iter().copied().min().unwrap_or(0);
    piles.iter().filter(|&&p| p == smallest).count() <= piles.len() / 2
}

fn answer(alice_wins: bool) -> String {
    words("Alice", "Bob")(alice_wins)
}

fn case(oracle: &mut crate::oracle::Oracle, piles: &[u64]) -> Case {
    Case::Lines(counted_lines(piles), answer(oracle.first_player_wins(piles)))
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::Program(Format {
            shape: Shape::Single,
            test: |c| {
                let piles = c.counted(2, 1_000_000, 0, MAX)?;
                Some(answer(reference(&piles))).filter(|_| piles.len() % 2 == 0)
            },
            answer_shape: |l| is_word(l, &["Alice", "Bob"]),
        })
    }

    /// 2, 4 or 6 piles of up to 4 stones (6 piles: up to 2).
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        let mut oracle = oracle::oracle();
        (0..RANDOM_CASES)
            .map(|_| {
                let n = 2 * rng.range(1, 3) as usize;
                let high = if n == 6 { 2 } else { 4 };
                case(&mut oracle, &rng.values(n, 0, high))
            })
            .collect()
    }

    /// Every multiset of 2 piles up to 6 and of 4 piles up to 3.
    fn small_cases(&self) -> Vec<Case> {
        let mut oracle = oracle::oracle();
        let pairs = multisets(2, 0, 6).into_iter().filter(|p| p.len() == 2);
        let fours = multisets(4, 0, 3).into_iter().filter(|p| p.len() == 4);
        pairs.chain(fours).map(|piles| case(&mut oracle, &piles)).collect()
    }

    /// Every multiset of 2 piles up to 8, of 4 piles up to 4, of 6 piles up to 2.
    fn check_reference(&self) {
        let mut oracle = oracle::oracle();
        let sizes = [(2, 8), (4, 4), (6, 2)];
        for &(n, high) in &sizes {
            for piles in multisets(n, 0, high).into_iter().filter(|p| p.len() == n) {
                assert_eq!(reference(&piles), oracle.first_player_wins(&piles), "{:?}", piles);
            }
        }
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        refused_at_once(&["3\n1 2 3\n", "0\n", "2\n1\n", "2\n1 2 3\n", "2\n1 -2\n"])
    }

    /// The judge's limits: 50 piles up to 50, random and with 26 of them at the minimum;
    /// and ours: 10^6 piles.
    fn max_cases(&self, rng: &mut Rng) -> Vec<(&'static str, String)> {
        let random = rng.values(50, 1, 50);
        let mut many_small = rng.values(50, 8, 50);
        for pile in many_small.iter_mut().take(26) {
            *pile = 7;
        }
        let ours = rng.values(1_000_000, 1, 50);
        vec![("random", counted(&random)), ("most-at-minimum", counted(&many_small)), ("accepted-limit", counted(&ours))]
    }
}

mod oracle {
    //! Oracle for Codeforces 1147C "Thanos Nim"
    //! (https://codeforces.com/problemset/problem/1147/C), from the rules alone.
    //!
    //! Rules as implemented: n piles, n even; a move chooses exactly n/2 non-empty piles and
    //! removes a positive number of stones from each of them; the player who cannot move
    //! (fewer than n/2 non-empty piles) loses.
    //!
    //! Search: memoised win/lose over the sorted piles (empty ones kept: they count towards
    //! n), every choice of n/2 non-empty piles and every amount from each.
    use crate::oracle::Oracle;

    /// A memoised searcher over the sorted piles.
    pub fn oracle() -> Oracle {
        Oracle::new(moves, |mut piles| {
            piles.sort_unstable();
            piles
        })
    }

    fn moves(piles: &[u64]) -> Vec<Vec<u64>> {
        let n = piles.len();
        let mut children = Vec::new();
        for chosen in 0u32..1 << n {
            let picked: Vec<usize> = (0..n).filter(|&i| chosen >> i & 1 == 1).collect();
            if picked.len() != n / 2 || picked.iter().any(|&i| piles[i] == 0) {
                continue;
            }
            // Every way of taking 1..=pile from each chosen pile.
            let mut afters: Vec<Vec<u64>> = vec![piles.to_vec()];
            for &i in &picked {
                afters = afters.iter().flat_map(|a| (0..piles[i]).map(move |left| {
                    let mut next = a.clone();
                    next[i] = left;
                    next
                })).collect();
            }
            children.extend(afters.into_iter().map(|mut a| {
                a.sort_unstable();
                a
            }));
        }
        children
    }

    #[test]
    fn statement_samples() {
        let mut o = oracle();
        assert!(!o.first_player_wins(&[8, 8]));
        assert!(o.first_player_wins(&[3, 1, 4, 1]));
    }

    #[test]
    fn small_positions_by_hand() {
        let mut o = oracle();
        // Two piles, one empty: fewer than 1 non-empty? No: one non-empty pile is enough (n/2 =
        // 1), so (0, 3) wins by taking all 3, leaving (0, 0).
        assert!(o.first_player_wins(&[0, 3]));
        assert!(!o.first_player_wins(&[0, 0]));
        // (1, 2): cut the 2 to 1, leaving the equal (1, 1).
        assert!(o.first_player_wins(&[1, 2]));
    }
}
