//! LeetCode 1908 · Game of Nim: a move takes stones from one pile; who cannot move loses.
//! Input: `piles` per case; `true` when Alice, moving first, wins. Oracle: the Nim search of
//! `crate::oracle::nim`.
use crate::common::Rng;
use crate::inputs::{all_vectors, json_array, lines, plain_array};
use crate::layout::{always, boolean, Kind, Layout, Signature, INVALID};
use crate::oracle::{nim, sweep};
use crate::problem::{Case, Problem, RANDOM_CASES};

pub struct Game;

/// The known rule: the xor of the piles is not zero.
fn reference(piles: &[i64]) -> String {
    if piles.iter().any(|&p| p < 0) {
        return INVALID.to_string();
    }
    (piles.iter().fold(0, |x, &p| x ^ p) != 0).to_string()
}

fn case(oracle: &mut crate::oracle::Oracle, piles: &[u64], text: String) -> Case {
    Case::Params(vec![("piles", text)], oracle.first_player_wins(piles).to_string())
}

fn signed(piles: &[u64]) -> Vec<i64> {
    piles.iter().map(|&p| p as i64).collect()
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::LeetCode(Signature { kinds: &[Kind::Ints], answer: |c| reference(c[0].array()), affordable: always, shape: boolean })
    }

    /// 1 to 7 piles of up to 7 stones, as LeetCode has them.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        let mut oracle = nim::oracle();
        (0..RANDOM_CASES)
            .map(|_| {
                let len = rng.range(1, 7) as usize;
                let piles = rng.values(len, 1, 7);
                let text = json_array(rng, &signed(&piles));
                case(&mut oracle, &piles, text)
            })
            .collect()
    }

    /// Every row of 1 to 3 piles of up to 5 stones (258 cases).
    fn small_cases(&self) -> Vec<Case> {
        let mut oracle = nim::oracle();
        let rows = all_vectors(3, 5).into_iter().filter(|r| !r.is_empty());
        rows.map(|piles| case(&mut oracle, &piles, plain_array(&signed(&piles)))).collect()
    }

    /// Every row of up to 4 piles of up to 7 stones.
    fn check_reference(&self) {
        sweep("nim", nim::oracle(), all_vectors(4, 7), |piles| reference(&signed(piles)) == "true");
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        vec![("[1]\n[1,-1]".into(), "true\n"), ("[2147483648]".into(), ""), ("stones = [1]".into(), "")]
    }

    /// LeetCode's largest (7 piles of 7), and 10^5 piles up to 2^31 − 1 (ours go to 10^6).
    fn max_cases(&self, rng: &mut Rng) -> Vec<(&'static str, String)> {
        let ours: Vec<i64> = rng.values(100_000, 0, i32::MAX as u64).iter().map(|&v| v as i64).collect();
        vec![("sevens", lines(std::iter::once(plain_array(&[7; 7])))), ("large", plain_array(&ours) + "\n")]
    }
}
