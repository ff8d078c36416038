//! CSES 1729 · Stick Game: a heap of sticks, a move removes exactly p_i sticks for one of the
//! move sizes, who removes the last stick wins. Input `n k` / `p_1 … p_k`; one line of n
//! letters, `W` or `L`, for the heaps 1 … n. Oracle: the win table of each heap from the
//! rules (`crate::oracle::one_number_wins`), heap by heap.
use crate::common::Rng;
use crate::inputs::{distinct, line};
use crate::layout::{Cursor, Format, Layout, Shape, MAX, UNCHECKED};
use crate::problem::{Case, Problem, RANDOM_CASES, refused_at_once};

pub struct Game;

/// The win table from an empty heap up: a heap is `W` when some size it holds leaves an `L`.
fn reference(n: u64, sizes: &[u64]) -> String {
    let mut wins = vec![false; n as usize + 1];
    for heap in 1..=n {
        let lost_after = |&p: &u64| p <= heap && !wins[(heap - p) as usize];
        wins[heap as usize] = sizes.iter().any(lost_after);
    }
    wins[1..].iter().map(|&w| if w { 'W' } else { 'L' }).collect()
}

/// `n k`, then k move sizes; past the judge's n·k the fuzzer leaves it unchecked.
fn test(c: &mut Cursor) -> Option<String> {
    let (n, k) = (c.int(0, 1_000_000)?, c.int(0, 100)?);
    let sizes = c.values(k, 1, MAX)?;
    if c.cheap && n * k > 10_000_000 {
        return Some(UNCHECKED.to_string());
    }
    Some(reference(n as u64, &sizes))
}

fn case(n: u64, sizes: &[u64]) -> Case {
    let letters = (1..=n).map(|heap| if oracle::wins(heap, sizes) { 'W' } else { 'L' });
    Case::Lines(vec![vec![n, sizes.len() as u64], sizes.to_vec()], letters.collect())
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
            answer_shape: |l| l.bytes().all(|b| b == b'W' || b == b'L'),
        })
    }

    /// Up to 30 heaps, up to 5 distinct move sizes up to 35 (some above n), 1 among them in
    /// three cases of four as the judge has it.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        (0..RANDOM_CASES)
            .map(|i| {
                let n = rng.range(0, 30);
                let mut moves = distinct(rng.range(0, 5) as usize, 35, rng);
                if i % 4 != 0 && !moves.contains(&1) {
                    moves.push(1);
                }
                case(n, &moves)
            })
            .collect()
    }

    /// Every set of move sizes from 1..=5 (the empty set too), heaps 1 … 15: 32 runs.
    fn small_cases(&self) -> Vec<Case> {
        (0..32).map(|mask| case(15, &sizes(mask, 5))).collect()
    }

    /// Every set of move sizes from 1..=7, heaps 1 … 25.
    fn check_reference(&self) {
        for mask in 0..128 {
            let moves = sizes(mask, 7);
            let letters: String =
                (1..=25).map(|heap| if oracle::wins(heap, &moves) { 'W' } else { 'L' }).collect();
            assert_eq!(reference(25, &moves), letters, "moves {:?}", moves);
        }
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        refused_at_once(&[
            "10 1\n0\n",
            "1000001 1\n1\n",
            "5 101\n1\n",
            "5 2\n1\n",
            "5 1\n1 2\n",
            "5 1\n-1\n",
            "-1 1\n1\n",
        ])
    }

    /// The judge's limits, n = 10^6 and k = 100: random distinct sizes (1 among them), and the
    /// odd sizes 1, 3, …, 199, under which every even heap is lost (the most marks).
    fn max_cases(&self, rng: &mut Rng) -> Vec<(&'static str, String)> {
        let mut random = distinct(99, 1_000_000, rng);
        if !random.contains(&1) {
            random.push(1);
        }
        random.truncate(100);
        let odd: Vec<u64> = (0..100).map(|i| 2 * i + 1).collect();
        let input = |sizes: &[u64]| format!("1000000 {}\n{}", sizes.len(), line(sizes));
        vec![("random-sizes", input(&random)), ("odd-sizes", input(&odd))]
    }
}

mod oracle {
    //! Oracle for CSES 1729 "Stick Game" (https://cses.fi/problemset/task/1729), from the rules
    //! alone.
    //!
    //! Rules as implemented: a heap of sticks; a move removes exactly p sticks for a p of the
    //! set of move sizes with p ≤ the heap; the player who removes the last stick wins, so the
    //! player facing a heap with no legal move (0 sticks, or fewer than every size) loses.
    //! `wins` labels every heap from 0 up to the one asked, by the shared one-number search.
    use crate::oracle::one_number_wins;

    /// Whether the player to move wins a heap of `heap` sticks with these move sizes.
    pub fn wins(heap: u64, sizes: &[u64]) -> bool {
        one_number_wins(heap, |sticks| {
            let playable = sizes.iter().filter(move |&&p| p as usize <= sticks);
            playable.map(move |&p| sticks - p as usize).collect::<Vec<_>>().into_iter()
        })
    }

    #[test]
    fn statement_sample() {
        // Moves {1, 3, 4}: W L W W W W L W L W for the heaps 1 … 10.
        let expected = [true, false, true, true, true, true, false, true, false, true];
        for (heap, &want) in (1..=10).zip(&expected) {
            assert_eq!(wins(heap, &[1, 3, 4]), want, "heap {}", heap);
        }
    }

    #[test]
    fn small_heaps_by_hand() {
        // Only 1: the heaps alternate W, L, W, …
        assert!(wins(1, &[1]) && !wins(2, &[1]) && wins(3, &[1]));
        // Moves {2}: a heap of 1 cannot be touched (L); 2 and 3 move to 0 and 1 (W); 4 only to 2.
        assert!(!wins(1, &[2]) && wins(2, &[2]) && wins(3, &[2]) && !wins(4, &[2]));
        // No moves: every heap is lost.
        assert!(!wins(5, &[]));
    }
}
