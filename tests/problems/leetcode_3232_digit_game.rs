//! LeetCode 3232 · Find if Digit Game Can Be Won: Alice takes all one-digit or all two-digit
//! numbers, Bob the rest; she wins with a strictly larger sum. Input: `nums` per case; `true`
//! when Alice can win. Oracle: both of Alice's choices tried, from the rules (`mod oracle`).
use crate::common::Rng;
use crate::inputs::{json_array, plain_array};
use crate::layout::{always, boolean, Kind, Layout, Signature, INVALID};
use crate::problem::{Case, Problem, RANDOM_CASES};

pub struct Game;

/// The known rule: the one-digit sum differs from the two-digit sum.
fn reference(nums: &[i64]) -> String {
    if nums.iter().any(|&x| !(1..=99).contains(&x)) {
        return INVALID.to_string();
    }
    let single: i64 = nums.iter().filter(|&&x| x < 10).sum();
    let double: i64 = nums.iter().filter(|&&x| x >= 10).sum();
    (single != double).to_string()
}

fn case(nums: &[i64], text: String) -> Case {
    Case::Params(vec![("nums", text)], oracle::alice_can_win(nums).to_string())
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::LeetCode(Signature { kinds: &[Kind::Ints], answer: |c| reference(c[0].array()), affordable: always, shape: boolean })
    }

    /// 1 to 8 numbers, half of them one-digit, tuned to tie often.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        (0..RANDOM_CASES)
            .map(|_| {
                let len = rng.range(1, 8) as usize;
                let nums: Vec<i64> = (0..len).map(|_| if rng.range(0, 1) == 0 { rng.range(1, 9) as i64 } else { rng.range(10, 20) as i64 }).collect();
                let text = json_array(rng, &nums);
                case(&nums, text)
            })
            .collect()
    }

    /// Every pair and triple from {1, 5, 9, 10, 14} (155 cases).
    fn small_cases(&self) -> Vec<Case> {
        let rows = crate::inputs::every_sequence(&[1i64, 5, 9, 10, 14], 3).into_iter().filter(|r| !r.is_empty());
        rows.map(|nums| case(&nums, plain_array(&nums))).collect()
    }

    /// Every row of up to 4 numbers from {1, 2, 9, 10, 11, 99}.
    fn check_reference(&self) {
        for nums in crate::inputs::every_sequence(&[1i64, 2, 9, 10, 11, 99], 4).into_iter().filter(|r| !r.is_empty()) {
            assert_eq!(reference(&nums), oracle::alice_can_win(&nums).to_string(), "{:?}", nums);
        }
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        vec![("[1,2,3,4,10]\n[100]".into(), "false\n"), ("[0]".into(), ""), ("[-5]".into(), "")]
    }

    /// LeetCode's 100 numbers, and 10^5 (ours go to 10^6).
    fn max_cases(&self, rng: &mut Rng) -> Vec<(&'static str, String)> {
        let small: Vec<i64> = rng.values(100, 1, 99).iter().map(|&v| v as i64).collect();
        let ours: Vec<i64> = rng.values(100_000, 1, 99).iter().map(|&v| v as i64).collect();
        vec![("hundred", plain_array(&small) + "\n"), ("large", plain_array(&ours) + "\n")]
    }
}

mod oracle {
    //! Oracle for LeetCode 3232 "Find if Digit Game Can Be Won", from the rules alone.
    //!
    //! Rules as implemented: Alice takes either every one-digit number or every two-digit
    //! number, Bob all the others; Alice wins iff her sum is strictly greater. Both of her
    //! choices are played out.

    /// Whether some choice of Alice's wins.
    pub fn alice_can_win(nums: &[i64]) -> bool {
        let digits = |x: i64| x.to_string().len();
        [1, 2].iter().any(|&chosen| {
            let alice: i64 = nums.iter().filter(|&&x| digits(x) == chosen).sum();
            let bob: i64 = nums.iter().filter(|&&x| digits(x) != chosen).sum();
            alice > bob
        })
    }

    #[test]
    fn leetcode_examples() {
        assert!(!alice_can_win(&[1, 2, 3, 4, 10]));
        assert!(alice_can_win(&[1, 2, 3, 4, 5, 14]));
        assert!(alice_can_win(&[5, 5, 5, 25]));
    }
}
