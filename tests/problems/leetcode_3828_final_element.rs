//! LeetCode 3828 · Final Element After Subarray Deletions: a move deletes a contiguous stretch
//! shorter than the array; Alice maximises the last element, Bob minimises it. Input: `nums`
//! per case; the element left. Oracle: the memoised minimax over arrays of `mod oracle`.
use crate::common::Rng;
use crate::inputs::{json_array, plain_array, random_rows};
use crate::layout::{always, integer, Kind, Layout, Signature, INVALID};
use crate::problem::{Case, Problem, RANDOM_CASES};

pub struct Game;

/// The known rule: the larger end.
fn reference(nums: &[i64]) -> String {
    match (nums.first(), nums.last()) {
        (Some(a), Some(b)) => (*a.max(b)).to_string(),
        _ => INVALID.to_string(),
    }
}

fn case(oracle: &mut oracle::Oracle, nums: &[i64], text: String) -> Case {
    Case::Params(vec![("nums", text)], oracle.final_element(nums).to_string())
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::LeetCode(Signature { kinds: &[Kind::Ints], answer: |c| reference(c[0].array()), affordable: always, shape: integer })
    }

    /// Arrays of 1 to 7 numbers from −9 to 9.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        let mut oracle = oracle::Oracle::default();
        let rows: Vec<Vec<i64>> = random_rows(rng, 4 * RANDOM_CASES, 7, -9, 9).into_iter().filter(|r| !r.is_empty()).take(RANDOM_CASES).collect();
        rows.iter().map(|nums| case(&mut oracle, nums, json_array(rng, nums))).collect()
    }

    /// Every array of 1 to 4 numbers from {1, 2, 3} (120 cases).
    fn small_cases(&self) -> Vec<Case> {
        let mut oracle = oracle::Oracle::default();
        let rows = crate::inputs::every_sequence(&[1i64, 2, 3], 4).into_iter().filter(|r| !r.is_empty());
        rows.map(|nums| case(&mut oracle, &nums, plain_array(&nums))).collect()
    }

    /// Every array of 1 to 6 numbers from {1, 2, 3, 4}.
    fn check_reference(&self) {
        let mut oracle = oracle::Oracle::default();
        for nums in crate::inputs::every_sequence(&[1i64, 2, 3, 4], 6).into_iter().filter(|r| !r.is_empty()) {
            assert_eq!(reference(&nums), oracle.final_element(&nums).to_string(), "{:?}", nums);
        }
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        vec![("[1,5,2]\n[]".into(), "2\n"), ("[2147483648]".into(), "")]
    }

    /// LeetCode's longest, 10^5 numbers, ends small and a large middle.
    fn max_cases(&self, rng: &mut Rng) -> Vec<(&'static str, String)> {
        let mut nums: Vec<i64> = rng.values(100_000, 0, 2_000_000_000).iter().map(|&v| v as i64 - 1_000_000_000).collect();
        nums[0] = -5;
        nums[99_999] = -7;
        vec![("long", plain_array(&nums) + "\n")]
    }
}

mod oracle {
    //! Oracle for LeetCode 3828 "Final Element After Subarray Deletions", from the rules alone.
    //!
    //! Rules as implemented: an array; the players alternately delete a contiguous stretch
    //! shorter than the array, Alice first, until one element is left; Alice wants it large,
    //! Bob small.
    //!
    //! Search: memoised minimax over (the array left, whose turn), every stretch tried.
    use std::collections::HashMap;

    #[derive(Default)]
    pub struct Oracle {
        memo: HashMap<(Vec<i64>, bool), i64>,
    }

    impl Oracle {
        pub fn final_element(&mut self, nums: &[i64]) -> i64 {
            self.value(nums.to_vec(), true)
        }

        fn value(&mut self, nums: Vec<i64>, alice: bool) -> i64 {
            if nums.len() == 1 {
                return nums[0];
            }
            if let Some(&known) = self.memo.get(&(nums.clone(), alice)) {
                return known;
            }
            let n = nums.len();
            let mut results = Vec::new();
            for i in 0..n {
                for j in i + 1..=n {
                    if j - i < n {
                        let rest: Vec<i64> = nums[..i].iter().chain(&nums[j..]).copied().collect();
                        results.push(self.value(rest, !alice));
                    }
                }
            }
            let best = if alice { *results.iter().max().expect("a move") } else { *results.iter().min().expect("a move") };
            self.memo.insert((nums, alice), best);
            best
        }
    }

    #[test]
    fn examples() {
        let mut o = Oracle::default();
        assert_eq!(o.final_element(&[1, 5, 2]), 2);
        assert_eq!(o.final_element(&[3, 7]), 7);
        assert_eq!(o.final_element(&[4]), 4);
    }
}
