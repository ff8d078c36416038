//! AtCoder ABC206 F · Interval Game 2: a move chooses an interval sharing no point with the
//! chosen ones; who cannot choose loses. Input `T`, then per test `N` and N lines `L R`;
//! `Alice` when the first player wins, else `Bob`. Oracle: the memoised search over the sets
//! of intervals still choosable of `mod oracle`.
use crate::common::Rng;
use crate::layout::{is_word, words, Cursor, Format, Layout, Shape, MAX};
use crate::problem::{Case, Problem, RANDOM_CASES};

pub struct Game;

/// The interval Grundy table over the coordinates 1..=max R themselves (no renumbering).
fn reference(intervals: &[(u64, u64)]) -> bool {
    let end = intervals.iter().map(|&(_, r)| r as usize).max().unwrap_or(1);
    let mut value = vec![vec![0usize; end + 1]; end + 1];
    for length in 1..end {
        for a in 1..=end - length {
            let b = a + length;
            let options: std::collections::BTreeSet<usize> = intervals
                .iter()
                .filter(|&&(l, r)| a <= l as usize && r as usize <= b)
                .map(|&(l, r)| value[a][l as usize] ^ value[r as usize][b])
                .collect();
            value[a][b] = (0..).find(|v| !options.contains(v)).expect("a missing value");
        }
    }
    value[1][end] != 0
}

fn answer(alice_wins: bool) -> String {
    words("Alice", "Bob")(alice_wins)
}

fn test(c: &mut Cursor) -> Option<String> {
    let n = c.int(0, 100)?;
    let mut intervals = Vec::new();
    for _ in 0..n {
        let left = c.int(1, MAX - 1)?;
        intervals.push((left as u64, c.int(left + 1, MAX)? as u64));
    }
    // The plain table indexes the coordinates themselves: large ones are renumbered first,
    // in order, which changes no overlap.
    let mut points: Vec<u64> = intervals.iter().flat_map(|&(l, r)| [l, r]).collect();
    points.sort_unstable();
    points.dedup();
    let rank = |x: u64| points.binary_search(&x).expect("a point") as u64 + 1;
    let renumbered: Vec<(u64, u64)> = intervals.iter().map(|&(l, r)| (rank(l), rank(r))).collect();
    Some(answer(reference(&renumbered)))
}

fn case(intervals: &[(u64, u64)]) -> Case {
    let mut lines = vec![vec![intervals.len() as u64]];
    lines.extend(intervals.iter().map(|&(l, r)| vec![l, r]));
    Case::Lines(lines, answer(oracle::first_player_wins(intervals)))
}

fn random_intervals(rng: &mut Rng, count: usize, end: u64) -> Vec<(u64, u64)> {
    (0..count)
        .map(|_| {
            let left = rng.range(1, end - 1);
            (left, rng.range(left + 1, end))
        })
        .collect()
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::Program(Format {
            shape: Shape::Counted(MAX),
            test,
            answer_shape: |l| is_word(l, &["Alice", "Bob"]),
        })
    }

    /// 0 to 9 intervals with ends up to 12, as the tests of one input.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        (0..RANDOM_CASES)
            .map(|_| {
                let count = rng.range(0, 9) as usize;
                case(&random_intervals(rng, count, 12))
            })
            .collect()
    }

    /// Every set of up to 3 distinct intervals with ends in 1..=5 (10 intervals: 176 sets),
    /// as the tests of one input.
    fn small_cases(&self) -> Vec<Case> {
        let all: Vec<(u64, u64)> = (1..=5).flat_map(|l| (l + 1..=5).map(move |r| (l, r))).collect();
        (0u32..1 << all.len())
            .filter(|mask| mask.count_ones() <= 3)
            .map(|mask| case(&(0..all.len()).filter(|&i| mask >> i & 1 == 1).map(|i| all[i]).collect::<Vec<_>>()))
            .collect()
    }

    /// Every set of distinct intervals with ends in 1..=5, and 300 random sets of up to 10
    /// intervals with ends up to 20.
    fn check_reference(&self) {
        let all: Vec<(u64, u64)> = (1..=5).flat_map(|l| (l + 1..=5).map(move |r| (l, r))).collect();
        let subsets = (0u32..1 << all.len()).map(|mask| (0..all.len()).filter(|&i| mask >> i & 1 == 1).map(|i| all[i]).collect::<Vec<_>>());
        let mut rng = Rng::new(206);
        let random: Vec<Vec<(u64, u64)>> = (0..300)
            .map(|_| {
                let count = rng.range(0, 10) as usize;
                random_intervals(&mut rng, count, 20)
            })
            .collect();
        for intervals in subsets.chain(random) {
            assert_eq!(reference(&intervals), oracle::first_player_wins(&intervals), "{:?}", intervals);
        }
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        vec![
            ("2\n1\n1 2\n1\n3 3\n".into(), "Alice\n"),
            ("1\n1\n0 2\n".into(), ""),
            ("1\n101\n".into(), ""),
            ("1\n2\n1 2\n".into(), ""),
            ("1\n1\n5 2\n".into(), ""),
        ]
    }

    /// The judge's limits: 20 tests of 100 intervals with ends up to 100 (short ones, long
    /// ones, repeats); and ours: ends up to 10^18.
    fn max_cases(&self, rng: &mut Rng) -> Vec<(&'static str, String)> {
        let render = |intervals: &[(u64, u64)]| {
            let lines: String = intervals.iter().map(|(l, r)| format!("{} {}\n", l, r)).collect();
            format!("{}\n{}", intervals.len(), lines)
        };
        let tests: String = (0..20)
            .map(|i| {
                let intervals: Vec<(u64, u64)> = (0..100)
                    .map(|_| {
                        let left = rng.range(1, 99);
                        let width = if i % 2 == 0 { rng.range(1, 5) } else { rng.range(1, 100) };
                        (left, (left + width).min(100))
                    })
                    .collect();
                render(&intervals)
            })
            .collect();
        let large: String = (0..20).map(|_| render(&random_intervals(rng, 100, 1_000_000_000_000_000_000))).collect();
        vec![("judge", format!("20\n{}", tests)), ("large-ends", format!("20\n{}", large))]
    }
}

mod oracle {
    //! Oracle for AtCoder ABC206 F "Interval Game 2"
    //! (https://atcoder.jp/contests/abc206/tasks/abc206_f), from the rules alone.
    //!
    //! Rules as implemented: half-open intervals [L, R); the players alternately choose one of
    //! them that shares no point with any interval chosen so far; the player who cannot choose
    //! loses. (Two copies of one interval are two intervals; choosing one rules out the other.)
    //!
    //! Search: memoised win/lose over the set of intervals still choosable (a bit mask): a
    //! choice removes every interval meeting the chosen one.
    use std::collections::HashMap;

    /// Whether the first player wins on `intervals`.
    pub fn first_player_wins(intervals: &[(u64, u64)]) -> bool {
        let meets = |a: (u64, u64), b: (u64, u64)| a.0 < b.1 && b.0 < a.1;
        let blocked: Vec<u32> = intervals
            .iter()
            .map(|&a| (0..intervals.len()).filter(|&j| meets(a, intervals[j])).fold(0, |m, j| m | 1 << j))
            .collect();
        wins((1u32 << intervals.len()) - 1, &blocked, &mut HashMap::new())
    }

    fn wins(open: u32, blocked: &[u32], memo: &mut HashMap<u32, bool>) -> bool {
        if let Some(&known) = memo.get(&open) {
            return known;
        }
        let result = (0..blocked.len()).any(|i| open >> i & 1 == 1 && !wins(open & !blocked[i], blocked, memo));
        memo.insert(open, result);
        result
    }

    #[test]
    fn statement_sample() {
        assert!(!first_player_wins(&[(53, 98), (8, 43), (12, 53)]));
        assert!(!first_player_wins(&[(58, 98), (11, 29)]));
        assert!(first_player_wins(&[(5, 9)]));
    }

    #[test]
    fn small_sets_by_hand() {
        assert!(!first_player_wins(&[]));
        // [1, 2) and [2, 3) touch only at an end: both can be chosen, two moves.
        assert!(!first_player_wins(&[(1, 2), (2, 3)]));
        // [1, 3) meets both: choosing it ends the game at once.
        assert!(first_player_wins(&[(1, 2), (2, 3), (1, 3)]));
    }
}
