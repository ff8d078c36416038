//! LeetCode {NUMBER} · (title) · (link)
//!
//! Rules: (the game on a binary tree: positions, moves, who wins).
//! Input: LeetCode's testcase format, one or more cases; the tree in level order with `null`
//! for a missing child. Output: (as LeetCode shows it).
//! Accepts: (the ranges answered; what is refused, naming the limit).
//!
//! Idea: (the answer in one line).
//! Why: (a proof sketch).
//! Cost: (time and memory).
//!
//! @judge LeetCode
//! @number {NUMBER}
//! @title unsolved
//! @link unknown
//! @time-limit 1 s
//! @accepts unsolved
//! @complexity unsolved
use game_solutions::leetcode::{self, TreeNode};

struct Solution;

// ==== LeetCode: paste from here ====
use std::cell::RefCell;
use std::rc::Rc;

impl Solution {
    pub fn unsolved(root: Option<Rc<RefCell<TreeNode>>>) -> i32 {
        root.map_or(0, |node| node.borrow().val)
    }
}
// ==== LeetCode: to here ====

fn main() {
    leetcode::run(&["root"], |case| {
        let value = Solution::unsolved(case.tree(i32::MIN, i32::MAX, 10_000)?);
        Err::<i32, String>(format!(
            "unsolved ({}): write the solution, then its cases and tests",
            value
        ))
    });
}
