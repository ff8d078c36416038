//! Luogu P2490 · [SDOI2011] 黑白棋: k pieces alternating white/black on 1×n; A moves 1 to d
//! white pieces right, B 1 to d black pieces left, none passing another; who cannot move
//! loses. Input `n k d`; the layouts A (first) wins, mod 10^9+7. Oracle: every layout of a
//! small board, each searched move by move over the whole board and whose turn it is.
use crate::common::Rng;
use crate::layout::{Format, Layout, Shape};
use crate::oracle::Oracle;
use crate::problem::{refused_at_once, Case, Problem, RANDOM_CASES};

pub struct Game;

const MODULUS: u64 = 1_000_000_007;

/// The known rule, plainly: C(n, k) minus the layouts whose pair gaps have, at every bit, a
/// count divisible by d + 1 (Moore's Nim-k), counted bit by bit, binomials from Pascal's
/// triangle mod 10^9+7.
fn reference(n: usize, k: usize, d: usize) -> u64 {
    let pairs = k / 2;
    // pascal[r] = C(m, r) for the current row m; kept: C(m, pairs) and C(m, k) of every m.
    let mut pascal = vec![0u64; k + 1];
    pascal[0] = 1;
    let (mut choose_pairs, mut choose_k) = (vec![0u64; n + 1], vec![0u64; n + 1]);
    for m in 0..=n {
        if m > 0 {
            for r in (1..=k).rev() {
                pascal[r] = (pascal[r] + pascal[r - 1]) % MODULUS;
            }
        }
        choose_pairs[m] = pascal[pairs];
        choose_k[m] = pascal[k];
    }
    // C(pairs, j), exact before the modulus (at most C(50, 25) < 2^47).
    let choose_set: Vec<u64> = (0..=pairs)
        .map(|j| (1..=j).fold(1u64, |c, i| c * (pairs + 1 - i) as u64 / i as u64) % MODULUS)
        .collect();
    let spare = n - k;
    let mut lost = vec![0u64; spare + 1];
    lost[0] = 1;
    let mut bit = 1;
    while bit <= spare {
        let mut next = vec![0u64; spare + 1];
        for sum in 0..=spare {
            let mut set = 0;
            while set <= pairs && sum + set * bit <= spare {
                let add = lost[sum] * choose_set[set] % MODULUS;
                next[sum + set * bit] = (next[sum + set * bit] + add) % MODULUS;
                set += d + 1;
            }
        }
        lost = next;
        bit *= 2;
    }
    let lost_layouts: u64 = (0..=spare)
        .map(|sum| lost[sum] * choose_pairs[spare - sum + pairs] % MODULUS)
        .fold(0, |a, b| (a + b) % MODULUS);
    (choose_k[n] + MODULUS - lost_layouts) % MODULUS
}

/// Positions as [d, turn (0: A, 1: B), the pieces' cells left to right]; even places hold
/// white pieces. Each move: 1 to d pieces of the mover's colour, each moved 1 or more cells
/// its way, short of the next piece (which does not move this turn).
fn oracle() -> Oracle {
    Oracle::new(
        |position: &[u64]| {
            let (d, turn, pieces) = (position[0] as usize, position[1], &position[2..]);
            // (piece, room) of every piece of the mover's that can move.
            let movable: Vec<(usize, u64)> = (0..pieces.len())
                .filter(|i| (i % 2) as u64 == turn)
                .map(|i| {
                    let room = if turn == 0 {
                        pieces[i + 1] - pieces[i] - 1
                    } else {
                        pieces[i] - pieces[i - 1] - 1
                    };
                    (i, room)
                })
                .filter(|&(_, room)| room > 0)
                .collect();
            let mut children = Vec::new();
            for subset in 1..1usize << movable.len() {
                if subset.count_ones() as usize > d {
                    continue;
                }
                let chosen: Vec<(usize, u64)> = (0..movable.len())
                    .filter(|j| subset >> j & 1 == 1)
                    .map(|j| movable[j])
                    .collect();
                // Every combination of distances, as a counter over the chosen pieces.
                let mut steps = vec![1u64; chosen.len()];
                loop {
                    let mut child = position.to_vec();
                    child[1] = 1 - turn;
                    for (&(i, _), &step) in chosen.iter().zip(&steps) {
                        child[2 + i] = if turn == 0 { pieces[i] + step } else { pieces[i] - step };
                    }
                    children.push(child);
                    let next = (0..chosen.len()).find(|&j| steps[j] < chosen[j].1);
                    match next {
                        Some(j) => {
                            steps[j] += 1;
                            steps[..j].iter_mut().for_each(|s| *s = 1);
                        }
                        None => break,
                    }
                }
            }
            children
        },
        |position| position,
    )
}

/// Every layout of k pieces on n cells, counted when A, to move, wins it.
fn oracle_answer(oracle: &mut Oracle, n: usize, k: usize, d: usize) -> u64 {
    let mut wins = 0;
    for layout in 0..1usize << n {
        if layout.count_ones() as usize != k {
            continue;
        }
        let mut position = vec![d as u64, 0];
        position.extend((0..n).filter(|c| layout >> c & 1 == 1).map(|c| c as u64));
        wins += u64::from(oracle.first_player_wins(&position));
    }
    wins
}

fn case(oracle: &mut Oracle, n: usize, k: usize, d: usize) -> Case {
    let wins = oracle_answer(oracle, n, k, d);
    Case::Lines(vec![vec![n as u64, k as u64, d as u64]], wins.to_string())
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::Program(Format {
            shape: Shape::Single,
            test: |c| {
                let n = c.int(1, 100_000)?;
                let k = c.int(1, n.min(100))?;
                let d = c.int(1, k)?;
                if k % 2 == 1 {
                    return None;
                }
                Some(reference(n as usize, k as usize, d as usize).to_string())
            },
            answer_shape: |l| !l.is_empty() && l.bytes().all(|b| b.is_ascii_digit()),
        })
    }

    /// Boards of 2 to 9 cells, 2 or 4 pieces (6 on 8 or 9 cells now and then), every d.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        let mut oracle = oracle();
        (0..RANDOM_CASES)
            .map(|_| {
                let n = rng.range(2, 9) as usize;
                let most = if n >= 8 && rng.range(0, 3) == 0 { 6 } else { 4 };
                let k = 2 * rng.range(1, most.min(n as u64) / 2) as usize;
                let d = rng.range(1, k as u64) as usize;
                case(&mut oracle, n, k, d)
            })
            .collect()
    }

    /// Every n ≤ 9 with k ≤ 4, and n = 8 with k = 6, every d.
    fn check_reference(&self) {
        let mut oracle = oracle();
        let sizes = (2..=9).flat_map(|n| (2..=4.min(n)).step_by(2).map(move |k| (n, k)));
        for (n, k) in sizes.chain([(8, 6)]) {
            for d in 1..=k {
                let expected = oracle_answer(&mut oracle, n, k, d);
                assert_eq!(reference(n, k, d), expected, "n = {}, k = {}, d = {}", n, k, d);
            }
        }
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        refused_at_once(&["3 3 1\n", "4 2 3\n", "2 4 1\n", "10 4 0\n", "10 4\n", "10 4 2 1\n"])
    }

    /// The judge's limits n = 10^4, k = 100 with d = 1, 100 and a random d; k = 2; and the
    /// accepted limit n = 10^5.
    fn max_cases(&self, rng: &mut Rng) -> Vec<(&'static str, String)> {
        let d = rng.range(2, 99);
        vec![
            ("one-piece-a-move", "10000 100 1\n".to_string()),
            ("all-pieces-a-move", "10000 100 100\n".to_string()),
            ("random-d", format!("10000 100 {}\n", d)),
            ("one-pair", "10000 2 1\n".to_string()),
            ("accepted-limit", "100000 100 1\n".to_string()),
        ]
    }
}

#[test]
fn statement_sample_and_hand_worked_cases() {
    let mut oracle = oracle();
    assert_eq!(oracle_answer(&mut oracle, 10, 4, 2), 182);
    // Two pieces: A wins unless they touch (n − 1 layouts touch of C(n, 2)).
    assert_eq!(oracle_answer(&mut oracle, 5, 2, 1), 10 - 4);
    // Four pieces, one at a time: lost when the gaps are equal (Nim of two piles); on 5
    // cells the gaps (0, 0) fit 3 ways (the spare cell in one of 3 places), (1, 0) and
    // (0, 1) 1 way each: 5 − 3 = 2 wins.
    assert_eq!(oracle_answer(&mut oracle, 5, 4, 1), 2);
}
