//! SPOJ MATGAME · Matrix Game: a move lowers the leftmost non-zero entry of a row; who cannot
//! move loses. Input `T`, then per test `N M` and N rows of M entries; `FIRST` when the first
//! player wins, else `SECOND`. Oracle: the memoised search over whole matrices of `mod oracle`.
use crate::common::Rng;
use crate::inputs::{line, tests_counted};
use crate::layout::{is_word, words, Cursor, Format, Layout, Shape, MAX};
use crate::problem::{Case, Problem, RANDOM_CASES};

pub struct Game;

/// The known rule: each row's Grundy value from its right end (g ← a − 1 if a ≤ g, else a,
/// past zeros), xor over the rows.
fn reference(rows: &[Vec<u64>]) -> bool {
    let value = |row: &Vec<u64>| {
        row.iter().rev().fold(0, |g, &a| if a == 0 { g } else if a <= g { a - 1 } else { a })
    };
    rows.iter().fold(0, |xor, row| xor ^ value(row)) != 0
}

fn answer(first_wins: bool) -> String {
    words("FIRST", "SECOND")(first_wins)
}

fn test(c: &mut Cursor) -> Option<String> {
    let (n, m) = (c.int(0, MAX)?, c.int(0, MAX)?);
    let rows = (0..n).map(|_| c.values(m, 0, MAX)).collect::<Option<Vec<_>>>()?;
    Some(answer(reference(&rows)))
}

fn case(oracle: &mut crate::oracle::Oracle, rows: &[Vec<u64>], columns: u64) -> Case {
    let mut lines = vec![vec![rows.len() as u64, columns]];
    lines.extend(rows.iter().cloned());
    Case::Lines(lines, answer(oracle::first_wins(oracle, rows)))
}

/// `n` rows of `m` entries up to `high`, some zero.
fn random_rows(rng: &mut Rng, n: u64, m: u64, high: u64) -> Vec<Vec<u64>> {
    (0..n).map(|_| rng.values(m as usize, 0, high)).collect()
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::Program(Format {
            shape: Shape::Counted(MAX),
            test,
            answer_shape: |l| is_word(l, &["FIRST", "SECOND"]),
        })
    }

    /// Up to 3 rows of up to 3 entries up to 3, as the tests of one input.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        let mut oracle = oracle::oracle();
        (0..RANDOM_CASES)
            .map(|_| {
                let (n, m) = (rng.range(0, 3), rng.range(0, 3));
                case(&mut oracle, &random_rows(rng, n, m, 3), m)
            })
            .collect()
    }

    /// Every 1 × 3 and 2 × 2 matrix of entries up to 3 (64 + 256), as the tests of one input.
    fn small_cases(&self) -> Vec<Case> {
        let mut oracle = oracle::oracle();
        let digits = |code: u64, len: u32| (0..len).map(|i| code / 4u64.pow(i) % 4).collect::<Vec<u64>>();
        let wide = (0..64).map(|code| vec![digits(code, 3)]);
        let square = (0..256).map(|code| {
            let d = digits(code, 4);
            vec![d[..2].to_vec(), d[2..].to_vec()]
        });
        let matrices: Vec<Vec<Vec<u64>>> = wide.chain(square).collect();
        matrices.iter().map(|rows| case(&mut oracle, rows, rows[0].len() as u64)).collect()
    }

    /// Every row of up to 3 entries up to 4 alone and in pairs with every row of up to 2
    /// entries up to 3.
    fn check_reference(&self) {
        let mut oracle = oracle::oracle();
        let long = crate::inputs::all_vectors(3, 4);
        let short = crate::inputs::all_vectors(2, 3);
        for a in &long {
            for b in short.iter().map(Some).chain([None]) {
                let rows: Vec<Vec<u64>> = std::iter::once(a.clone()).chain(b.cloned()).collect();
                assert_eq!(reference(&rows), oracle::first_wins(&mut oracle, &rows), "{:?}", rows);
            }
        }
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        vec![
            ("2\n1 1\n3\n1 2\n1\n".into(), "FIRST\n"),
            ("1\n1 1\n-1\n".into(), ""),
            ("1\n2 2\n1 1\n1\n".into(), ""),
            ("1\n1 1\n1 5\n".into(), "FIRST\n"),
            ("1\n1 1\nx\n".into(), ""),
        ]
    }

    /// The judge's largest tests, 50 × 50 entries in 1..=50, a blank line before each as the
    /// statement lays them out: 100 of them (0.75 MB; the judge's T = 1000 would be 7.5 MB).
    fn max_cases(&self, rng: &mut Rng) -> Vec<(&'static str, String)> {
        let tests = (0..100)
            .map(|_| {
                let rows: String = (0..50).map(|_| line(&rng.values(50, 1, 50))).collect();
                format!("\n50 50\n{}", rows)
            })
            .collect();
        vec![("full", tests_counted(tests))]
    }
}

mod oracle {
    //! Oracle for SPOJ MATGAME "Matrix Game" (https://www.spoj.com/problems/MATGAME/), from the
    //! rules alone.
    //!
    //! Rules as implemented: a matrix of non-negative integers; a move picks a row with a
    //! non-zero entry and lowers its leftmost non-zero entry by any positive amount; the
    //! player who cannot move (every entry 0) loses.
    //!
    //! Search: memoised win/lose over whole matrices, each row cut down to what is left from
    //! its leftmost non-zero entry on (the zeros before it never matter again), empty rows
    //! dropped, rows sorted (their order does not matter to the moves). Rows are encoded in one
    //! `Vec<u64>` as their lengths and entries, to share the memoised searcher.
    use crate::oracle::Oracle;

    /// A memoised searcher over matrices in the encoding below.
    pub fn oracle() -> Oracle {
        Oracle::new(moves, |position| position)
    }

    /// Whether the first player wins on `rows`.
    pub fn first_wins(oracle: &mut Oracle, rows: &[Vec<u64>]) -> bool {
        oracle.first_player_wins(&encode(rows.to_vec()))
    }

    /// The rows from their leftmost non-zero entry on, empty ones dropped, sorted; then each
    /// as its length and its entries.
    fn encode(rows: Vec<Vec<u64>>) -> Vec<u64> {
        let mut live: Vec<Vec<u64>> = rows
            .into_iter()
            .map(|row| row.into_iter().skip_while(|&a| a == 0).collect::<Vec<u64>>())
            .filter(|row| !row.is_empty())
            .collect();
        live.sort();
        live.iter().flat_map(|row| std::iter::once(row.len() as u64).chain(row.iter().copied())).collect()
    }

    fn decode(position: &[u64]) -> Vec<Vec<u64>> {
        let mut rows = Vec::new();
        let mut rest = position;
        while let Some((&len, tail)) = rest.split_first() {
            rows.push(tail[..len as usize].to_vec());
            rest = &tail[len as usize..];
        }
        rows
    }

    /// Every matrix one move away: some row's first entry (non-zero by the encoding) lowered.
    fn moves(position: &[u64]) -> Vec<Vec<u64>> {
        let rows = decode(position);
        let mut children = Vec::new();
        for (i, row) in rows.iter().enumerate() {
            for lower in 0..row[0] {
                let mut next = rows.clone();
                next[i][0] = lower;
                children.push(encode(next));
            }
        }
        children
    }

    #[test]
    fn small_matrices_by_hand() {
        let mut o = oracle();
        // All zeros: no move.
        assert!(!first_wins(&mut o, &[vec![0, 0], vec![0, 0]]));
        // (1, 2): the only move empties the 1 and hands over (2), which the opponent empties:
        // lost. So one row (2, 2) is won, by lowering its first 2 to 1.
        assert!(!first_wins(&mut o, &[vec![1, 2]]));
        assert!(first_wins(&mut o, &[vec![2, 2]]));
        // (2, 2) twice: the second player copies the first's moves in the other row.
        assert!(!first_wins(&mut o, &[vec![2, 2], vec![2, 2]]));
        // (1, 3): forced to (3), which the opponent empties.
        assert!(!first_wins(&mut o, &[vec![1, 3]]));
        // (2, 3): lower the 2 to 1, leaving the lost (1, 3).
        assert!(first_wins(&mut o, &[vec![2, 3]]));
    }
}
