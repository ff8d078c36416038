//! LeetCode 2005 · Subtree Removal Game with Fibonacci Tree (premium) ·
//! https://leetcode.com/problems/subtree-removal-game-with-fibonacci-tree/
//!
//! Rules: the Fibonacci tree order(n): order(0) is empty, order(1) one node, order(n) a root
//! with order(n − 2) as its left subtree and order(n − 1) as its right. Alice and Bob
//! alternately pick a node and remove it with its whole subtree, Alice first; whoever is
//! forced to remove the root loses.
//! Input: LeetCode's testcase format, one or more cases: `3` (the testcase box), `n = 3` (the
//! statement) or `n =` then `3` (the result panel). Output: `true` if Alice wins, else
//! `false`, per case.
//! Accepts 1 ≤ n ≤ 10^4 (LeetCode: 1 ≤ n ≤ 100). n ≤ 0 is refused (an empty tree has no root
//! to be forced into), and so is n above 10^4, naming the limit (one pass up to n).
//!
//! Idea: g(order(n)) = (g(order(n − 2)) + 1) ⊕ (g(order(n − 1)) + 1), over the children that
//! exist, with g(order(1)) = 0; Alice wins iff g(order(n)) ≠ 0.
//! Why: removing a node is cutting the edge above it in Green Hackenbush, and removing the root
//! (the only move left when it stands alone) loses, exactly as having no move. By the colon
//! principle a tree's value is the xor over the root's children c of (g(c) + 1): each child's
//! branch is its own game, whose moves cut its top edge (value 0 left) or move inside
//! (values one more than the child's), so it is worth g(c) + 1. (The values repeat with
//! period 6, zero exactly at n ≡ 1 mod 6; the tests check the recursion against the search.)
//! Cost: O(n) per case, O(1) memory.
//!
//! @judge LeetCode
//! @number 2005
//! @title Subtree Removal Game with Fibonacci Tree
//! @link https://leetcode.com/problems/subtree-removal-game-with-fibonacci-tree/
//! @time-limit 1 s
//! @accepts 1 ≤ n ≤ 10^4
//! @complexity O(n) time, O(1) memory per case
use game_solutions::leetcode;

struct Solution;

// ==== LeetCode: paste from here ====
impl Solution {
    pub fn find_game_winner(n: i32) -> bool {
        // (value of order(k − 1), value of order(k)), from k = 2: order(1) = 0, order(2) = 1.
        let (mut before, mut value) = (0u64, 1u64);
        if n == 1 {
            return false;
        }
        for _ in 2..n {
            let next = (before + 1) ^ (value + 1);
            before = value;
            value = next;
        }
        value != 0
    }
}
// ==== LeetCode: to here ====

/// Largest order accepted.
const MAX_ORDER: i32 = 10_000;

fn main() {
    leetcode::run(&["n"], |case| {
        let n = case.int(1, MAX_ORDER)?;
        Ok(Solution::find_game_winner(n))
    });
}
