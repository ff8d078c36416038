//! AtCoder ABC368 F · Dividing Game: a move replaces some A_i by a proper divisor of it.
//! Input `N` / `A_1 … A_N`; `Anna` when the first player wins, else `Bruno`. Oracle: the
//! memoised search over whole positions of `mod oracle`, from the rules.
use crate::common::Rng;
use crate::inputs::{counted, counted_lines, multisets};
use crate::layout::{is_word, words, Format, Layout, Shape, MAX};
use crate::problem::{Case, Problem, RANDOM_CASES, refused_at_once};

pub struct Game;

/// The largest A_i the binary accepts.
const MAX_VALUE: i64 = 10_000_000;

/// Ω(a), the prime factors of a counted with multiplicity, by trial division.
fn prime_factors(mut a: u64) -> u64 {
    let mut count = 0;
    let mut p = 2;
    while p * p <= a {
        while a % p == 0 {
            a /= p;
            count += 1;
        }
        p += 1;
    }
    count + u64::from(a > 1)
}

/// The known rule: Nim on piles of Ω(A_i) stones, so Anna wins when their xor is not 0.
fn reference(values: &[u64]) -> bool {
    values.iter().fold(0, |xor, &a| xor ^ prime_factors(a)) != 0
}

fn answer(wins: bool) -> String {
    words("Anna", "Bruno")(wins)
}

fn case(values: &[u64]) -> Case {
    Case::Lines(counted_lines(values), answer(oracle::anna_wins(values)))
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::Program(Format {
            shape: Shape::Single,
            test: |c| Some(answer(reference(&c.counted(0, MAX, 1, MAX_VALUE)?))),
            answer_shape: |l| is_word(l, &["Anna", "Bruno"]),
        })
    }

    /// 1 to 4 values in 1..=64.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        (0..RANDOM_CASES)
            .map(|_| {
                let len = rng.range(1, 4) as usize;
                case(&rng.values(len, 1, 64))
            })
            .collect()
    }

    /// Every multiset of up to 2 values in 1..=30 (496, one run each).
    fn small_cases(&self) -> Vec<Case> {
        multisets(2, 1, 30).iter().map(|values| case(values)).collect()
    }

    /// Every multiset of up to 3 values in 1..=40, and of 4 values in 1..=16.
    fn check_reference(&self) {
        let four = multisets(4, 1, 16).into_iter().filter(|values| values.len() == 4);
        for values in multisets(3, 1, 40).into_iter().chain(four) {
            assert_eq!(reference(&values), oracle::anna_wins(&values), "{:?}", values);
        }
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        refused_at_once(&["2\n2 0\n", "1\n10000001\n", "2\n2 3 4\n", "3\n2 3\n", "1\n-4\n"])
    }

    /// N = 10^5: random A_i in 2..=10^5, and every A_i = 10^5 (Ω = 10, an even count).
    fn max_cases(&self, rng: &mut Rng) -> Vec<(&'static str, String)> {
        vec![
            ("random", counted(&rng.values(100_000, 2, 100_000))),
            ("largest-values", counted(&[100_000; 100_000])),
        ]
    }
}

/// The trial division against the definition, on the numbers the oracle cannot reach.
#[test]
fn prime_factors_counts_with_multiplicity() {
    let cases = [(1, 0), (2, 1), (12, 3), (97, 1), (100_000, 10), (9_999_991, 1), (8_388_608, 23)];
    for (a, omega) in cases {
        assert_eq!(prime_factors(a), omega, "Ω({})", a);
    }
}

mod oracle {
    //! Oracle for AtCoder ABC368 F "Dividing Game"
    //! (https://atcoder.jp/contests/abc368/tasks/abc368_f), from the rules alone.
    //!
    //! Rules as implemented: positive integers A_1 … A_N. Anna and Bruno alternate, Anna first; a
    //! move chooses some i and replaces A_i by a positive divisor x of A_i with x ≠ A_i. The
    //! player who cannot move (every A_i is 1) loses. `anna_wins` says whether Anna wins.
    //!
    //! Search: a position is the multiset of the numbers, kept sorted so that orderings of the same
    //! numbers share one memo entry. The player to move wins exactly when some move (some i, some
    //! proper divisor of A_i, found by trial division) leads to a position the opponent loses.
    //! Every move lowers the sum, so the search ends. Four numbers up to 64 reach a few thousand
    //! positions: milliseconds. A 0 has no finite list of divisors, so it is refused.

    use std::collections::HashMap;

    /// Whether Anna, moving first on the numbers `a`, wins.
    ///
    /// # Panics
    /// If some number is 0.
    pub fn anna_wins(a: &[u64]) -> bool {
        assert!(a.iter().all(|&x| x > 0), "the numbers are positive");
        let mut position = a.to_vec();
        position.sort_unstable();
        mover_wins(position, &mut HashMap::new())
    }

    /// Whether the player to move wins with the numbers `position` (sorted).
    fn mover_wins(position: Vec<u64>, memo: &mut HashMap<Vec<u64>, bool>) -> bool {
        if let Some(&known) = memo.get(&position) {
            return known;
        }
        let mut result = false;
        'moves: for i in 0..position.len() {
            let value = position[i];
            for divisor in (1..value).filter(|d| value % d == 0) {
                let mut next = position.clone();
                next[i] = divisor;
                next.sort_unstable();
                if !mover_wins(next, memo) {
                    result = true;
                    break 'moves;
                }
            }
        }
        memo.insert(position, result);
        result
    }

    #[test]
    fn statement_samples() {
        // Sample 1, (2, 3, 4): Anna replaces 4 by 1; then 2 → 1 and 3 → 1 are the only moves
        // left, Bruno makes one, Anna the other, and Bruno is stuck. (4 → 2 instead would leave
        // three forced moves, the last one Bruno's.)
        assert!(anna_wins(&[2, 3, 4]));
        // Sample 2, (2, 3, 4, 6): Bruno answers move for move. 2 and 3 each allow one move, to 1;
        // 4 and 6 each allow a move to 1 or a move to a prime (4 → 2; 6 → 2 or 3), which then
        // allows one more. So whatever Anna does to one of a pair, Bruno does the same to the
        // other, and Bruno makes the last move.
        assert!(!anna_wins(&[2, 3, 4, 6]));
    }

    #[test]
    fn small_sets_by_hand() {
        // Only 1s: no move.
        assert!(!anna_wins(&[1]));
        assert!(!anna_wins(&[1, 1, 1]));
        // A prime: one move, Anna's.
        assert!(anna_wins(&[7]));
        // Two primes: two forced moves, the second Bruno's.
        assert!(!anna_wins(&[2, 3]));
        // 4 alone: Anna replaces it by 1 at once.
        assert!(anna_wins(&[4]));
        // 4 and 9: the same shape (p² → p or 1, then p → 1), so Bruno copies Anna's move.
        assert!(!anna_wins(&[4, 9]));
        // 12 and 2: 12 → 1 would leave Bruno the last move (2 → 1), but 12 → 2 leaves (2, 2):
        // two forced moves, Bruno's then Anna's, and Bruno is stuck. Anna wins.
        assert!(anna_wins(&[12, 2]));
    }

    #[test]
    #[should_panic(expected = "positive")]
    fn zero_is_refused() {
        anna_wins(&[0, 2]);
    }
}
