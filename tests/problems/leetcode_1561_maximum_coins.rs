//! LeetCode 1561 · Maximum Number of Coins You Can Get: you pick triples of piles, Alice
//! takes the largest, you the middle, Bob the smallest. Input: `piles` per case; your largest
//! total. Oracle: every way of choosing the triples, in `mod oracle`.
use crate::common::Rng;
use crate::inputs::{json_array, plain_array};
use crate::layout::{always, integer, Kind, Layout, Signature, INVALID};
use crate::problem::{Case, Problem, RANDOM_CASES};

pub struct Game;

/// The known rule: sorted, the 2nd, 4th, …, 2n-th largest.
fn reference(piles: &[i64]) -> String {
    if piles.len() % 3 != 0 || piles.iter().any(|&p| !(0..=10_000).contains(&p)) {
        return INVALID.to_string();
    }
    let mut sorted = piles.to_vec();
    sorted.sort_unstable_by(|a, b| b.cmp(a));
    let n = piles.len() / 3;
    (0..n).map(|i| sorted[2 * i + 1]).sum::<i64>().to_string()
}

fn case(piles: &[i64], text: String) -> Case {
    Case::Params(vec![("piles", text)], oracle::most_coins(piles).to_string())
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::LeetCode(Signature { kinds: &[Kind::Ints], answer: |c| reference(c[0].array()), affordable: always, shape: integer })
    }

    /// 3, 6 or 9 piles of up to 12 coins.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        (0..RANDOM_CASES)
            .map(|_| {
                let len = 3 * rng.range(1, 3) as usize;
                let piles: Vec<i64> = rng.values(len, 1, 12).iter().map(|&v| v as i64).collect();
                let text = json_array(rng, &piles);
                case(&piles, text)
            })
            .collect()
    }

    /// Every row of 3 piles from 1..=5 and 200 of 6 piles (325 cases).
    fn small_cases(&self) -> Vec<Case> {
        let threes = crate::inputs::every_sequence(&[1i64, 2, 3, 4, 5], 3).into_iter().filter(|r| r.len() == 3);
        let mut rng = Rng::new(1561);
        let sixes: Vec<Vec<i64>> = (0..200).map(|_| rng.values(6, 1, 9).iter().map(|&v| v as i64).collect()).collect();
        threes.chain(sixes).map(|piles| case(&piles, plain_array(&piles))).collect()
    }

    /// 2000 random rows of 3, 6 or 9 piles up to 20.
    fn check_reference(&self) {
        let mut rng = Rng::new(15610);
        for _ in 0..2000 {
            let len = 3 * rng.range(1, 3) as usize;
            let piles: Vec<i64> = rng.values(len, 0, 20).iter().map(|&v| v as i64).collect();
            assert_eq!(reference(&piles), oracle::most_coins(&piles).to_string(), "{:?}", piles);
        }
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        vec![("[2,4,5]\n[1,2]".into(), "4\n"), ("[10001,1,1]".into(), ""), ("[-1,1,1]".into(), "")]
    }

    /// LeetCode's largest, 10^5 piles (99 999, a multiple of 3) of up to 10^4.
    fn max_cases(&self, rng: &mut Rng) -> Vec<(&'static str, String)> {
        let leetcode: Vec<i64> = rng.values(99_999, 1, 10_000).iter().map(|&v| v as i64).collect();
        vec![("leetcode-limit", plain_array(&leetcode) + "\n")]
    }
}

mod oracle {
    //! Oracle for LeetCode 1561 "Maximum Number of Coins You Can Get", from the rules alone.
    //!
    //! Rules as implemented: 3n piles; in each round you choose any 3 piles left, Alice takes
    //! the largest of them, you the next, Bob the last. `most_coins` is the most you can end
    //! with, over every sequence of choices (memoised by the sorted piles left).
    use std::collections::HashMap;

    pub fn most_coins(piles: &[i64]) -> i64 {
        let mut left = piles.to_vec();
        left.sort_unstable();
        best(left, &mut HashMap::new())
    }

    fn best(left: Vec<i64>, memo: &mut HashMap<Vec<i64>, i64>) -> i64 {
        if left.is_empty() {
            return 0;
        }
        if let Some(&known) = memo.get(&left) {
            return known;
        }
        let n = left.len();
        let mut most = i64::MIN;
        for i in 0..n {
            for j in i + 1..n {
                for k in j + 1..n {
                    // Sorted, so left[j] is the middle of the three.
                    let rest: Vec<i64> = (0..n).filter(|&x| x != i && x != j && x != k).map(|x| left[x]).collect();
                    most = most.max(left[j] + best(rest, memo));
                }
            }
        }
        memo.insert(left, most);
        most
    }

    #[test]
    fn leetcode_examples() {
        assert_eq!(most_coins(&[2, 4, 1, 2, 7, 8]), 9);
        assert_eq!(most_coins(&[2, 4, 5]), 4);
        assert_eq!(most_coins(&[9, 8, 7, 6, 5, 1, 2, 3, 4]), 18);
    }
}
