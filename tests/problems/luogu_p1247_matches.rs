//! Luogu P1247 · 取火柴游戏: Nim, printing the first winning move. Input `k` / `n_1 … n_k`; `a b`
//! (take a from pile b, least b then least a) and the piles after it, or `lose`. Oracle: the
//! Nim search of `crate::oracle::nim`, asked about every move in the statement's order.
use crate::common::Rng;
use crate::inputs::{all_vectors, counted, counted_lines, xor_zero};
use crate::layout::{Format, Layout, Shape, MAX};
use crate::oracle::{nim, Oracle};
use crate::problem::{Case, Problem, RANDOM_CASES};

pub struct Game;

/// The answer text for taking `take` from pile `pile` (from 1) of `piles`, or `lose`.
fn answer(piles: &[u64], first_move: Option<(u64, usize)>) -> String {
    match first_move {
        None => "lose".to_string(),
        Some((take, pile)) => {
            let mut after = piles.to_vec();
            after[pile - 1] -= take;
            let after: Vec<String> = after.iter().map(u64::to_string).collect();
            format!("{} {}\n{}", take, pile, after.join(" "))
        }
    }
}

/// The known rule: with x the xor of the piles, the first pile b with n_b ⊕ x < n_b, cut to
/// n_b ⊕ x; none when x = 0.
fn reference(piles: &[u64]) -> String {
    let xor = piles.iter().fold(0, |x, &p| x ^ p);
    let pile = piles.iter().position(|&p| p ^ xor < p);
    answer(piles, pile.map(|b| (piles[b] - (piles[b] ^ xor), b + 1)))
}

/// From the rules alone: the first move, in the order the statement asks (pile b from the
/// first, then a from 1 up), after which the position is lost for the opponent.
fn oracle_answer(oracle: &mut Oracle, piles: &[u64]) -> String {
    let mut first_move = None;
    'piles: for b in 0..piles.len() {
        for take in 1..=piles[b] {
            let mut after = piles.to_vec();
            after[b] -= take;
            if !oracle.first_player_wins(&after) {
                first_move = Some((take, b + 1));
                break 'piles;
            }
        }
    }
    answer(piles, first_move)
}

fn case(oracle: &mut Oracle, piles: &[u64]) -> Case {
    Case::Lines(counted_lines(piles), oracle_answer(oracle, piles))
}

/// `lose`, or a line of numbers (`a b`, or the piles after the move).
fn answer_line(line: &str) -> bool {
    line == "lose"
        || line.split(' ').all(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::Program(Format {
            shape: Shape::Single,
            test: |c| Some(reference(&c.counted(0, MAX, 0, MAX)?)),
            answer_shape: answer_line,
        })
    }

    /// Up to 5 piles of up to 7 matches.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        let mut oracle = nim::oracle();
        (0..RANDOM_CASES).map(|_| case(&mut oracle, &rng.row(5, 0, 7))).collect()
    }

    /// Every row of up to 3 piles of up to 4 matches (156 runs).
    fn small_cases(&self) -> Vec<Case> {
        let mut oracle = nim::oracle();
        all_vectors(3, 4).iter().map(|piles| case(&mut oracle, piles)).collect()
    }

    /// Every row of up to 4 piles of up to 7 matches.
    fn check_reference(&self) {
        let mut oracle = nim::oracle();
        for piles in all_vectors(4, 7) {
            assert_eq!(reference(&piles), oracle_answer(&mut oracle, &piles), "{:?}", piles);
        }
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        crate::problem::refused_at_once(&[
            "2\n1\n",
            "1\n-3\n",
            "1\n1 2\n",
            "2\n1 x\n",
            "3\n1 2 3.5\n",
        ])
    }

    /// The judge's limits, k = 500000 piles of up to 10^9: a win (random), a loss (xor 0), and
    /// a win whose only pile holding the xor's top bit is the last one.
    fn max_cases(&self, rng: &mut Rng) -> Vec<(&'static str, String)> {
        let k = 500_000;
        let win = rng.values(k, 1, 1_000_000_000);
        let lose = xor_zero(rng, k, 1, 1_000_000_000, 1);
        let mut last = rng.values(k, 1, (1 << 29) - 1);
        last[k - 1] = rng.range(1 << 29, 1_000_000_000);
        vec![("win", counted(&win)), ("lose", counted(&lose)), ("last-pile", counted(&last))]
    }
}

#[test]
fn statement_samples_and_hand_worked_cases() {
    let mut oracle = nim::oracle();
    assert_eq!(oracle_answer(&mut oracle, &[3, 6, 9]), "4 3\n3 6 5");
    assert_eq!(oracle_answer(&mut oracle, &[15, 22, 19, 10]), "lose");
    // (2, 2) and (1, 2, 3) from the statement's story: lost for the player to move.
    assert_eq!(oracle_answer(&mut oracle, &[2, 2]), "lose");
    assert_eq!(oracle_answer(&mut oracle, &[1, 2, 3]), "lose");
    // (1, 2, 2): taking the lone 1 leaves two equal piles; pile 1 comes first.
    assert_eq!(oracle_answer(&mut oracle, &[1, 2, 2]), "1 1\n0 2 2");
    // (2, 3): only the second pile can be evened, 3 → 2.
    assert_eq!(oracle_answer(&mut oracle, &[2, 3]), "1 2\n2 2");
    assert_eq!(oracle_answer(&mut oracle, &[0, 0]), "lose");
}
