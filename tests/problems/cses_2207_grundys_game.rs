//! CSES 2207 · Grundy's Game: a move splits a heap into two non-empty heaps of different sizes;
//! who moves last wins. Input `t`, then t heap sizes; `first` when the first player wins, else
//! `second`. Oracle: the memoised search over multisets of heaps of `mod oracle`. The rule the
//! binary uses past heap 1222 (no lost heap there) is a computed fact: `no_lost_heap_past_1222`
//! recomputes it to 2·10^4 here, `bench_sets` to 2·10^5 in `make bench`.
use crate::common::Rng;
use crate::inputs::{line, lines, tests_counted};
use crate::layout::{first_second, is_first_second, Format, Layout, Shape, MAX};
use crate::problem::{Case, Problem, RANDOM_CASES, refused_at_once};

pub struct Game;

/// How far the reference solver's table goes, and `no_lost_heap_past_1222` checks it.
const TABLE: usize = 20_000;

/// The largest lost heap, as the binary has it.
const LAST_LOST: usize = 1222;

thread_local! {
    /// The Grundy values up to `TABLE`, computed once per thread.
    static GRUNDY: Vec<u32> = grundy_table(TABLE);
}

/// The Grundy values g(0..=largest) from their definition: g(n) is the least value missing
/// among g(a) ⊕ g(n − a) for 1 ≤ a < n − a.
fn grundy_table(largest: usize) -> Vec<u32> {
    let mut grundy = vec![0u32; largest + 1];
    let mut seen = vec![0usize; largest + 2];
    for n in 3..=largest {
        for a in 1..(n + 1) / 2 {
            let value = (grundy[a] ^ grundy[n - a]) as usize;
            if value < seen.len() {
                seen[value] = n;
            }
        }
        grundy[n] = (0..).find(|&v| seen[v as usize] != n).expect("a value is missing");
    }
    grundy
}

/// The definition's table up to `TABLE`; past it, the computed fact (every heap wins).
fn reference(heap: u64) -> bool {
    heap as usize > TABLE || GRUNDY.with(|grundy| grundy[heap as usize] != 0)
}

fn case(oracle: &mut crate::oracle::Oracle, heap: u64) -> Case {
    Case::Lines(vec![vec![heap]], first_second(oracle.first_player_wins(&[heap])))
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::Program(Format {
            shape: Shape::Counted(MAX),
            test: |c| Some(first_second(reference(c.int(0, 1_000_000)? as u64))),
            answer_shape: is_first_second,
        })
    }

    /// Heaps of 0 to 30 coins, as the tests of one input.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        let mut oracle = oracle::oracle();
        (0..RANDOM_CASES).map(|_| case(&mut oracle, rng.range(0, 30))).collect()
    }

    /// Every heap of up to 32 coins, as the tests of one input.
    fn small_cases(&self) -> Vec<Case> {
        let mut oracle = oracle::oracle();
        (0..=32).map(|heap| case(&mut oracle, heap)).collect()
    }

    /// Every heap of up to 32 coins.
    fn check_reference(&self) {
        let mut oracle = oracle::oracle();
        for heap in 0..=32 {
            assert_eq!(reference(heap), oracle.first_player_wins(&[heap]), "heap {}", heap);
        }
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        let mut bad = refused_at_once(&["1\n1000001\n", "1\n-1\n", "1\n5x\n"]);
        bad.push(("2\n5\n".into(), "first\n"));
        bad.push(("3\n6\n7\nx\n".into(), "first\nsecond\n"));
        bad.push(("1\n6 7\n".into(), "first\n"));
        bad
    }

    /// The judge's limits, t = 10^5: random heaps up to 10^6, and every heap 1 … 10^5.
    fn max_cases(&self, rng: &mut Rng) -> Vec<(&'static str, String)> {
        let random: Vec<String> = rng.values(100_000, 1, 1_000_000).iter().map(|&n| line(&[n])).collect();
        let every = format!("100000\n{}", lines((1..=100_000).map(|n: u64| n.to_string())));
        vec![("random", tests_counted(random)), ("every-heap", every)]
    }
}

/// The lost heaps (g = 0) of the definition's table up to `largest` all lie at or below 1222,
/// and 1222 is one of them.
fn check_last_lost_heap(largest: usize) {
    let grundy = grundy_table(largest);
    let last = grundy.iter().rposition(|&g| g == 0).expect("g(0) = 0");
    assert_eq!(last, LAST_LOST, "the last lost heap up to {}", largest);
}

#[test]
fn no_lost_heap_past_1222() {
    check_last_lost_heap(TABLE);
}

/// `make bench`: the same check ten times further (2·10^10 steps, about 10 s).
#[test]
#[ignore = "long: run by make bench"]
fn bench_sets() {
    let start = std::time::Instant::now();
    check_last_lost_heap(200_000);
    eprintln!("cses_2207: no lost heap in 1223 ..= 200000 ({:.1} s)", start.elapsed().as_secs_f64());
}

mod oracle {
    //! Oracle for CSES 2207 "Grundy's Game" (https://cses.fi/problemset/task/2207), from the
    //! rules alone.
    //!
    //! Rules as implemented: heaps of coins; a move takes one heap and divides it into two
    //! non-empty heaps of different sizes; the player who cannot move loses.
    //!
    //! Search: a position is the multiset of heaps that can still be split (3 or more coins;
    //! heaps of 1 or 2 can never be split, so they never matter), sorted; memoised win/lose.
    //! A heap of n coins has at most p(n) positions below it (the partitions of n: 5604 for
    //! n = 30).
    use crate::oracle::Oracle;

    /// A memoised searcher over multisets of heaps.
    pub fn oracle() -> Oracle {
        Oracle::new(moves, splittable)
    }

    /// The heaps that can still be split, sorted.
    fn splittable(mut heaps: Vec<u64>) -> Vec<u64> {
        heaps.retain(|&h| h >= 3);
        heaps.sort_unstable();
        heaps
    }

    /// Every position one move away: one heap h split into a and h − a with a < h − a.
    fn moves(heaps: &[u64]) -> Vec<Vec<u64>> {
        let mut children = Vec::new();
        for (i, &h) in heaps.iter().enumerate() {
            for a in (1..h).take_while(|&a| a < h - a) {
                let mut child = heaps.to_vec();
                child[i] = a;
                child.push(h - a);
                children.push(splittable(child));
            }
        }
        children
    }

    #[test]
    fn statement_sample() {
        let mut o = oracle();
        assert!(o.first_player_wins(&[6]));
        assert!(!o.first_player_wins(&[7]));
        assert!(o.first_player_wins(&[8]));
    }

    #[test]
    fn small_heaps_by_hand() {
        let mut o = oracle();
        // 0, 1 and 2 cannot be split (2 only into 1 + 1, equal): lost.
        assert!(!o.first_player_wins(&[0]) && !o.first_player_wins(&[1]));
        assert!(!o.first_player_wins(&[2]));
        // 3 → 1 + 2, after which nothing moves: won.
        assert!(o.first_player_wins(&[3]));
        // 4 → 1 + 3 only (2 + 2 is equal), and the opponent splits the 3: lost.
        assert!(!o.first_player_wins(&[4]));
        // 5 → 1 + 4 (the 4 is then lost for the opponent): won.
        assert!(o.first_player_wins(&[5]));
    }
}
