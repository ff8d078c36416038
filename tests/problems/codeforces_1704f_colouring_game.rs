//! Codeforces 1704F · Colouring Game: a row of red and blue cells; Alice whitens two
//! neighbours of which one is red, Bob two of which one is blue; who cannot move loses.
//! Input `t`, then per test `n` / s; `Alice` or `Bob`. Oracle: the memoised search over whole
//! positions (the row with its white cells, and who moves), from the rules alone.
use crate::common::Rng;
use crate::inputs::all_strings;
use crate::layout::{is_word, words, Format, Layout, Shape, MAX};
use crate::problem::{Case, Problem, RANDOM_CASES};
use std::collections::HashMap;

pub struct Game;

/// Dawson's Kayles by its definition, up to `most`.
fn dawsons_kayles(most: usize) -> Vec<usize> {
    let mut g = vec![0; most + 1];
    for len in 2..=most {
        let options: Vec<usize> = (0..=len - 2).map(|i| g[i] ^ g[len - 2 - i]).collect();
        g[len] = (0..).find(|v| !options.contains(v)).expect("a missing value");
    }
    g
}

/// The known rule: the majority colour wins; with equal counts, the xor of Dawson's Kayles
/// over the maximal alternating runs (period 34 from 53 on).
fn reference(s: &[u8]) -> bool {
    let red = s.iter().filter(|&&c| c == b'R').count();
    let blue = s.len() - red;
    if red != blue {
        return red > blue;
    }
    let g = dawsons_kayles(120);
    let value = |len: usize| g[if len < 120 { len } else { 53 + (len - 53) % 34 }];
    let mut runs = vec![1];
    for i in 1..s.len() {
        if s[i] != s[i - 1] {
            *runs.last_mut().expect("a run") += 1;
        } else {
            runs.push(1);
        }
    }
    runs.iter().fold(0, |x, &len| x ^ value(len)) != 0
}

/// From the rules alone: whether the player to move (Alice if `alice`) wins on `cells`
/// (R, B or W for white); no legal pair means a loss.
struct Oracle {
    memo: HashMap<(Vec<u8>, bool), bool>,
}

impl Oracle {
    fn new() -> Self {
        Oracle { memo: HashMap::new() }
    }

    fn wins(&mut self, cells: &[u8], alice: bool) -> bool {
        if let Some(&known) = self.memo.get(&(cells.to_vec(), alice)) {
            return known;
        }
        let own = if alice { b'R' } else { b'B' };
        let mut result = false;
        for i in 0..cells.len().saturating_sub(1) {
            if cells[i] == own || cells[i + 1] == own {
                let mut next = cells.to_vec();
                next[i] = b'W';
                next[i + 1] = b'W';
                if !self.wins(&next, !alice) {
                    result = true;
                    break;
                }
            }
        }
        self.memo.insert((cells.to_vec(), alice), result);
        result
    }
}

fn answer(alice: bool) -> String {
    words("Alice", "Bob")(alice)
}

fn case(oracle: &mut Oracle, s: &str) -> Case {
    let text = format!("{}\n{}\n", s.len(), s);
    Case::Text(text, answer(oracle.wins(s.as_bytes(), true)))
}

/// A random string of `len` letters with as many R as B when `balanced`.
fn random_row(rng: &mut Rng, len: usize, balanced: bool) -> Vec<u8> {
    if !balanced {
        return (0..len).map(|_| if rng.range(0, 1) == 0 { b'R' } else { b'B' }).collect();
    }
    let mut row: Vec<u8> = (0..len).map(|i| if i % 2 == 0 { b'R' } else { b'B' }).collect();
    for i in (1..len).rev() {
        row.swap(i, rng.range(0, i as u64) as usize);
    }
    row
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::Program(Format {
            shape: Shape::Counted(MAX),
            test: |c| {
                let n = c.int(2, MAX)?;
                let s = c.word(usize::MAX, |b| b == b'R' || b == b'B')?;
                Some(answer(reference(s.as_bytes()))).filter(|_| s.len() as i64 == n)
            },
            answer_shape: |l| is_word(l, &["Alice", "Bob"]),
        })
    }

    /// Rows of 2 to 12 cells, half of them with as many red as blue.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        let mut oracle = Oracle::new();
        (0..RANDOM_CASES)
            .map(|i| {
                let len = rng.range(2, 12) as usize;
                let row = random_row(rng, len, i % 2 == 0);
                case(&mut oracle, &String::from_utf8(row).expect("ASCII"))
            })
            .collect()
    }

    /// Every row of 2 to 8 cells (508, one input).
    fn small_cases(&self) -> Vec<Case> {
        let mut oracle = Oracle::new();
        let rows = all_strings(b"RB", 8).into_iter().filter(|s| s.len() >= 2);
        rows.map(|s| case(&mut oracle, &s)).collect()
    }

    /// Every row of 2 to 12 cells, and balanced rows of 14 and 16 from a fixed seed.
    fn check_reference(&self) {
        let mut oracle = Oracle::new();
        let mut rng = Rng::new(1704);
        let balanced = (0..200).map(|i| random_row(&mut rng, 14 + 2 * (i % 2), true));
        let rows =
            all_strings(b"RB", 12).into_iter().filter(|s| s.len() >= 2).map(String::into_bytes);
        for row in rows.chain(balanced) {
            let expected = oracle.wins(&row, true);
            assert_eq!(reference(&row), expected, "{}", String::from_utf8_lossy(&row));
        }
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        vec![
            ("2\n2\nRB\n3\nRB\n".into(), "Alice\n"),
            ("1\n1\nR\n".into(), ""),
            ("1\n3\nRGB\n".into(), ""),
            ("1\n2\nrb\n".into(), ""),
            ("2\n2\nBB\n".into(), "Bob\n"),
        ]
    }

    /// The judge's limits, Σn = 5·10^5: one balanced random row; one alternating row (one
    /// run of 5·10^5, through the period); 10^4 balanced rows of 50; one random row.
    fn max_cases(&self, rng: &mut Rng) -> Vec<(&'static str, String)> {
        let one = |row: Vec<u8>| {
            format!("1\n{}\n{}\n", row.len(), String::from_utf8(row).expect("ASCII"))
        };
        let balanced = random_row(rng, 500_000, true);
        let alternating: Vec<u8> =
            (0..500_000).map(|i| if i % 2 == 0 { b'R' } else { b'B' }).collect();
        let many: String = (0..10_000)
            .map(|_| {
                format!("50\n{}\n", String::from_utf8(random_row(rng, 50, true)).expect("ASCII"))
            })
            .collect();
        vec![
            ("balanced", one(balanced)),
            ("alternating", one(alternating)),
            ("many-balanced", format!("10000\n{}", many)),
            ("random", one(random_row(rng, 500_000, false))),
        ]
    }
}

/// The period the binary relies on: g(L + 34) = g(L) for 53 ≤ L < 142 (Guy–Smith's range
/// for an octal game taking 2), and L = 52 an exception.
#[test]
fn dawsons_kayles_period() {
    let g = dawsons_kayles(200);
    assert!((53..142).all(|len| g[len + 34] == g[len]));
    assert_ne!(g[52], g[86]);
}

#[test]
fn hand_worked_cases() {
    let mut oracle = Oracle::new();
    // BRB: Alice must whiten one blue with the red; Bob whitens the other.
    assert!(!oracle.wins(b"BRB", true));
    // BRBR: Alice whitens the middle RB; Bob can only whiten his B with a white neighbour,
    // Alice then her R, and Bob has no blue left.
    assert!(oracle.wins(b"BRBR", true));
    assert!(!oracle.wins(b"BB", true));
    assert!(oracle.wins(b"RB", true));
}
