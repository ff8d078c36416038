//! AcWing 894 · 拆分-Nim游戏: n piles; a move replaces one pile of a by two piles i, j < a (i + j
//! may exceed a). Input `n` / `a_1 … a_n`; `Yes` when the first player wins. Oracle: the search
//! over pile multisets of `mod oracle`.
use crate::common::Rng;
use crate::inputs::{all_vectors, counted, counted_lines, multisets};
use crate::layout::{is_word, yes_no, Format, Layout, Shape, MAX, UNCHECKED};
use crate::oracle::{sweep, Oracle};
use crate::plain::mex;
use crate::problem::{Case, Problem, Target, Workload, RANDOM_CASES, refused_at_once};

pub struct Game;

/// Sprague–Grundy: g(a) = mex over all splits (i, j), i, j < a, of g(i) ⊕ g(j).
fn reference(piles: &[u64]) -> bool {
    let largest = piles.iter().copied().max().unwrap_or(0) as usize;
    let mut g: Vec<u64> = Vec::new();
    for a in 0..=largest {
        let options =
            (0..a).flat_map(|i| (0..a).map(move |j| (i, j))).map(|(i, j)| g[i] ^ g[j]).collect();
        g.push(mex(&options));
    }
    piles.iter().fold(0, |xor, &pile| xor ^ g[pile as usize]) != 0
}

fn case(oracle: &mut Oracle, piles: &[u64]) -> Case {
    Case::Lines(counted_lines(piles), yes_no(oracle.first_player_wins(piles)))
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::Program(Format {
            shape: Shape::Single,
            test: |c| {
                let piles = c.counted(0, MAX, 0, 10_000)?;
                if c.cheap && piles.iter().any(|&p| p > 200) {
                    return Some(UNCHECKED.to_string());
                }
                Some(yes_no(reference(&piles)))
            },
            answer_shape: |l| is_word(l, &["Yes", "No"]),
        })
    }

    /// Up to 3 piles of up to 5 stones.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        let mut oracle = oracle::oracle();
        (0..RANDOM_CASES)
            .map(|_| case(&mut oracle, &rng.row(3, 0, 5)))
            .collect()
    }

    /// Every multiset of up to 3 piles of up to 5 stones (one run each).
    fn small_cases(&self) -> Vec<Case> {
        let mut oracle = oracle::oracle();
        multisets(3, 0, 5).iter().map(|piles| case(&mut oracle, piles)).collect()
    }

    /// Every row of up to 3 piles of up to 5 stones.
    fn check_reference(&self) {
        sweep("split", oracle::oracle(), all_vectors(3, 5), reference);
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        refused_at_once(&["2\n1 -1\n", "1\n10001\n", "1\n5\n5\n"])
    }

    fn max_cases(&self, rng: &mut Rng) -> Vec<(&'static str, String)> {
        vec![
            ("all-hundred", counted(&[100; 100])),
            ("random", counted(&rng.values(100, 1, 100))),
            ("beyond-judge", counted(&rng.values(100, 0, 300))),
        ]
    }

    fn workloads(&self) -> Vec<Workload> {
        let input = counted(&[100; 100]);
        let (anchor, target) = (Some("seed_894"), Target::Anchor(0.1));
        vec![Workload { name: "894 n=100, a=100", input, anchor, target }]
    }
}

mod oracle {
    //! Exhaustive win/lose search for split Nim (AcWing 894). A move removes one
    //! pile of size `a` and puts down two new piles of sizes `i` and `j` with
    //! `0 <= i, j < a` (so `i + j` may exceed `a`, and a pile of 1 is simply
    //! removed). The number of piles can grow, so a position is a multiset: the
    //! oracle canonicalises it as the sorted list of its non-empty piles (empty
    //! piles can never be moved and are dropped). It explores the whole game tree
    //! from the rules alone: a position is winning for the player to move iff some
    //! legal move leads to a losing position, and a player with no legal move loses.
    //! The game is finite because every move replaces a pile by strictly smaller
    //! ones. Results are memoised in a `HashMap` keyed by the canonical position
    //! and kept across calls.

    use crate::oracle::{canonical_piles, Oracle};

    /// A memoised game-tree searcher for split Nim.
    pub fn oracle() -> Oracle {
        Oracle::new(moves, canonical_piles)
    }

    /// Every position one move away: a pile a replaced by two piles i ≤ j < a (the pair is
    /// unordered, so i ≤ j covers every split).
    fn moves(piles: &[u64]) -> Vec<Vec<u64>> {
        let mut children = Vec::new();
        for (idx, &a) in piles.iter().enumerate() {
            for j in 0..a {
                for i in 0..=j {
                    let mut child = piles.to_vec();
                    child.remove(idx);
                    child.push(i);
                    child.push(j);
                    children.push(canonical_piles(child));
                }
            }
        }
        children
    }

    #[test]
    fn empty_positions_lose() {
        // No non-empty pile: no legal move, the player to move loses.
        let mut o = oracle();
        assert!(!o.first_player_wins(&[]));
        assert!(!o.first_player_wins(&[0]));
        assert!(!o.first_player_wins(&[0, 0, 0]));
    }

    #[test]
    fn statement_sample() {
        // [2,3]: split the 3 into (2,0), reaching [2,2]. Any position made of
        // pairs of equal piles loses for the mover: whatever they do to one
        // pile of a pair, we do the same to its twin, restoring the pairing;
        // the game is finite, so they run out of moves first.
        let mut o = oracle();
        assert!(o.first_player_wins(&[2, 3]));
        assert!(!o.first_player_wins(&[2, 2]));
        assert!(!o.first_player_wins(&[3, 3]));
        assert!(!o.first_player_wins(&[1, 1, 4, 4]));
    }

    #[test]
    fn hand_worked_small_cases() {
        let mut o = oracle();
        // [1]: split into (0,0), i.e. remove it, leaving nothing.
        assert!(o.first_player_wins(&[1]));
        // [1,1]: the only move removes one 1, leaving [1] for the opponent.
        assert!(!o.first_player_wins(&[1, 1]));
        // [2]: split into (0,0), leaving nothing.
        assert!(o.first_player_wins(&[2]));
        // [1,2]: split the 2 into (1,0), reaching the losing [1,1].
        assert!(o.first_player_wins(&[1, 2]));
        // [1,1,1]: remove one 1, reaching [1,1].
        assert!(o.first_player_wins(&[1, 1, 1]));
        // [0,2,0,2]: zeros are inert, this is the paired [2,2].
        assert!(!o.first_player_wins(&[0, 2, 0, 2]));
    }

    #[test]
    fn piles_may_grow() {
        // [3] can be split into (2,2), a paired (losing) position with more
        // piles than before; so [3] wins and the search must allow growth.
        // Likewise any single pile a >= 2 wins via (a-1, a-1), e.g. [6].
        let mut o = oracle();
        assert!(o.first_player_wins(&[3]));
        assert!(o.first_player_wins(&[6]));
    }
}
