//! LeetCode 3828 · Final Element After Subarray Deletions ·
//! https://leetcode.com/problems/final-element-after-subarray-deletions/
//!
//! Rules: an array nums; Alice and Bob alternately delete a contiguous subarray strictly
//! shorter than the array, Alice first, until one element is left. Alice wants it as large as
//! possible, Bob as small.
//! Input: LeetCode's testcase format, one or more cases: `[1,5,2]` (the testcase box),
//! `nums = [1,5,2]` (the statement) or `nums =` then the array (the result panel). Output:
//! the element left under best play, per case.
//! Accepts 1 to 10^6 numbers of any i32 value (LeetCode: length ≤ 10^5). An empty array is
//! refused: no element can be left.
//!
//! Idea: the answer is max(nums[0], nums[n − 1]) (nums[0] when n = 1).
//! Why: a deletion leaves a prefix and a suffix of what was there, so every array reached
//! has an end of the original array at one of its own ends. If Alice leaves more than one
//! element, Bob can end the game at once at the smaller of the two ends, at most that
//! original end, so at most max(nums[0], nums[n − 1]); and Alice can have exactly that at
//! once, deleting all but the larger end.
//! Cost: O(1) per case besides reading it.
//!
//! @judge LeetCode
//! @number 3828
//! @title Final Element After Subarray Deletions
//! @link https://leetcode.com/problems/final-element-after-subarray-deletions/
//! @time-limit 1 s
//! @accepts length 1 to 10^6; any i32 values
//! @complexity O(1) time and memory per case besides the input
use game_solutions::leetcode;

struct Solution;

// ==== LeetCode: paste from here ====
impl Solution {
    pub fn final_element(nums: Vec<i32>) -> i32 {
        nums[0].max(nums[nums.len() - 1])
    }
}
// ==== LeetCode: to here ====

/// Longest array accepted.
const MAX_LEN: usize = 1_000_000;

fn main() {
    leetcode::run(&["nums"], |case| {
        let nums = case.int_array(i32::MIN, i32::MAX, MAX_LEN)?;
        if nums.is_empty() {
            return Err(case.refuse("at least one number"));
        }
        Ok(Solution::final_element(nums))
    });
}
