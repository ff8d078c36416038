//! LeetCode 486 · Predict the Winner: players alternately take a number from either end of
//! `nums`; player 1 wins ties. Answers `true`/`false`.
use crate::common::Rng;
use crate::inputs::{array, json_array, lines};
use crate::layout::{boolean, short, Kind, Layout, Signature};
use crate::plain::end_taking_lead;
use crate::problem::{Case, Problem, Target, Workload, RANDOM_CASES};

pub struct Game;

/// The interval table of best score differences: player 1 wins ties.
fn reference(nums: &[i64]) -> bool {
    end_taking_lead(nums) >= 0
}

/// `len` values, from `-5..=20` when `negative` is set, else from `0..=25`.
fn small_values(rng: &mut Rng, len: usize, negative: bool) -> Vec<i64> {
    rng.values(len, 0, 25).into_iter().map(|v| v as i64 - if negative { 5 } else { 0 }).collect()
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::LeetCode(Signature {
            kinds: &[Kind::Ints],
            answer: |c| reference(c[0].array()).to_string(),
            affordable: short::<400>,
            shape: boolean,
        })
    }

    /// Arrays of length 0..=10; every fourth holds negative values.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        (0..RANDOM_CASES)
            .map(|i| {
                let len = rng.range(0, 10) as usize;
                let nums = small_values(rng, len, i % 4 == 0);
                let answer = oracle::first_player_wins(&nums).to_string();
                Case::Params(vec![("nums", json_array(rng, &nums))], answer)
            })
            .collect()
    }

    /// 2000 random arrays of length 0..=10, half of them with negative values.
    fn check_reference(&self) {
        let mut rng = Rng::new(4861140);
        for i in 0..2000 {
            let len = rng.range(0, 10) as usize;
            let nums = small_values(&mut rng, len, i % 2 == 0);
            assert_eq!(reference(&nums), oracle::first_player_wins(&nums), "nums {:?}", nums);
        }
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        vec![
            ("[1,2".into(), ""),
            ("[1,,2]".into(), ""),
            ("[1 2]".into(), ""),
            ("[1,2,]".into(), ""),
            ("1,2".into(), ""),
            ("[2147483648]".into(), ""),
            ("nums: [1]".into(), ""),
            ("numbers = [1]".into(), ""),
            ("[1] [2]".into(), ""),
            ("[[1]]".into(), ""),
            (format!("[{}1]", "1,".repeat(5000)), ""),
            ("[1,5,2]\nnums = [1, 5, 233, 7]\n[3,x]".into(), "false\ntrue\n"),
        ]
    }

    fn max_cases(&self, rng: &mut Rng) -> Vec<(&'static str, String)> {
        vec![
            (
                "length-20",
                lines((0..100).map(|i| array(&rng.values(20 - i % 2, 0, 10_000_000)))),
            ),
            ("beyond-judge", array(&rng.values(4999, 0, 10_000_000)) + "\n"),
        ]
    }

    fn workloads(&self) -> Vec<Workload> {
        let mut rng = Rng::new(486);
        let input = lines((0..10_000).map(|_| array(&rng.values(19, 0, 10_000_000))));
        vec![Workload { name: "486 1e4 cases, n=19", input, anchor: None, target: Target::Floor(2.5) }]
    }
}

/// Every line of play: a plain recursion (no memo) over the remaining range, carrying both
/// players' running scores, the mover picking the end that maximises their final margin.
mod oracle {
    /// Both final scores under optimal play from `left..right` of `nums`, with the running
    /// `scores` (index 0 is player 1) and `mover` to move.
    fn play(nums: &[i64], left: usize, right: usize, scores: [i64; 2], mover: usize) -> [i64; 2] {
        if left == right {
            return scores;
        }
        let other = 1 - mover;
        let mut take_left = scores;
        take_left[mover] += nums[left];
        let from_left = play(nums, left + 1, right, take_left, other);
        let mut take_right = scores;
        take_right[mover] += nums[right - 1];
        let from_right = play(nums, left, right - 1, take_right, other);
        let margin = |finals: [i64; 2]| finals[mover] - finals[other];
        if margin(from_left) >= margin(from_right) {
            from_left
        } else {
            from_right
        }
    }

    /// Whether player 1 can finish with a score at least player 2's.
    pub fn first_player_wins(nums: &[i64]) -> bool {
        let finals = play(nums, 0, nums.len(), [0, 0], 0);
        finals[0] >= finals[1]
    }

    #[test]
    fn leetcode_examples() {
        // [1, 5, 2]: whichever end player 1 takes, player 2 takes the 5 and
        // player 1 ends with 1 + 2 = 3 < 5.
        assert!(!first_player_wins(&[1, 5, 2]));
        // [1, 5, 233, 7]: player 1 takes 1; player 2 must expose 233 by taking
        // 5 or 7, and player 1 takes it: at least 234 against at most 12.
        assert!(first_player_wins(&[1, 5, 233, 7]));
        // [0]: 0 against 0, and ties go to player 1.
        assert!(first_player_wins(&[0]));
    }

    #[test]
    fn small_arrays_by_hand() {
        // [1, 2]: player 1 takes 2, player 2 gets 1.
        assert!(first_player_wins(&[1, 2]));
        // [3, 3]: 3 against 3, a tie, so player 1 wins.
        assert!(first_player_wins(&[3, 3]));
        // [2, 4, 55, 6, 8]: whichever end player 1 takes, player 2 takes the
        // other end, leaving [4, 55, 6]; player 1 must take 4 or 6 and player
        // 2 then takes 55, so player 1 ends with 12 or 18 of the 75.
        assert!(!first_player_wins(&[2, 4, 55, 6, 8]));
        // [1, 1, 5]: player 1 takes 5, then 1 each: 6 against 1.
        assert!(first_player_wins(&[1, 1, 5]));
        // [1, 10, 1]: player 2 always gets the 10: 2 against 10.
        assert!(!first_player_wins(&[1, 10, 1]));
        // []: nobody scores, 0 >= 0.
        assert!(first_player_wins(&[]));
    }
}
