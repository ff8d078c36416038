//! LeetCode 1145 · Binary Tree Coloring Game ·
//! https://leetcode.com/problems/binary-tree-coloring-game/
//!
//! Rules: a binary tree of n nodes valued 1..n (n odd). The first player colours node x red,
//! then the second colours some other node y blue; then, first player first, each in turn
//! colours an uncoloured neighbour (parent or child) of a node of their colour, or passes if
//! there is none; when both pass, whoever coloured more nodes wins. Return whether the second
//! player can choose y so as to win.
//! Input: LeetCode's testcase format, one or more cases: `[1,2,3,4,5,6,7,8,9,10,11]` `11` `3`
//! on three lines (the testcase box), `root = [...], n = 11, x = 3` (the statement) or each
//! `name =` then its value (the result panel); the tree in LeetCode's level order with `null`
//! for a missing child. Output: `true` or `false`, per case.
//! Accepts LeetCode's range: 1 ≤ n ≤ 100, n odd, the node values exactly 1..n, 1 ≤ x ≤ n; a
//! tree that breaks it, or an orphan value under a `null`, is refused naming it.
//!
//! Idea: x splits the rest of the tree into three parts: its left subtree, its right subtree
//! and everything above it. The second player wins iff one part holds more than n/2 nodes.
//! Why: colours spread only along edges, and red's region stays connected around x; the part
//! of the tree beyond an edge of x can be entered from x only through that edge's end. If
//! blue takes the neighbour of x in the largest part, red can never enter that part (its only
//! door is blue) and blue can colour all of it in time (red cannot block it from outside),
//! while red gets at most the rest; so blue wins iff that part exceeds n/2. If no part does,
//! whatever y is, red takes x's neighbour towards y first and keeps the other two parts plus
//! x — at least (n + 1)/2 nodes.
//! Cost: O(n) per case, O(n) memory for the tree (recursion depth at most n = 100).
//!
//! @judge LeetCode
//! @number 1145
//! @title Binary Tree Coloring Game
//! @link https://leetcode.com/problems/binary-tree-coloring-game/
//! @time-limit 1 s
//! @accepts 1 ≤ n ≤ 100, n odd; values exactly 1..n; 1 ≤ x ≤ n
//! @complexity O(n) time and memory per case
use game_solutions::leetcode::{self, Tree, TreeNode};

struct Solution;

// ==== LeetCode: paste from here ====
use std::cell::RefCell;
use std::rc::Rc;

impl Solution {
    pub fn btree_game_winning_move(root: Option<Rc<RefCell<TreeNode>>>, n: i32, x: i32) -> bool {
        fn size(node: &Option<Rc<RefCell<TreeNode>>>) -> i32 {
            node.as_ref().map_or(0, |node| {
                let node = node.borrow();
                1 + size(&node.left) + size(&node.right)
            })
        }
        fn find(node: &Option<Rc<RefCell<TreeNode>>>, x: i32) -> Option<Rc<RefCell<TreeNode>>> {
            let node = node.as_ref()?;
            if node.borrow().val == x {
                return Some(Rc::clone(node));
            }
            let (left, right) = (node.borrow().left.clone(), node.borrow().right.clone());
            find(&left, x).or_else(|| find(&right, x))
        }
        let (left, right) = match find(&root, x) {
            Some(red) => (size(&red.borrow().left), size(&red.borrow().right)),
            None => return false,
        };
        let above = n - 1 - left - right;
        left.max(right).max(above) > n / 2
    }
}
// ==== LeetCode: to here ====

/// Most nodes accepted: LeetCode's limit (the solution recurses once per level).
const MAX_NODES: i32 = 100;

fn main() {
    leetcode::run(&["root", "n", "x"], |case| {
        let root = case.tree(1, MAX_NODES, MAX_NODES as usize)?;
        let n = case.int(1, MAX_NODES)?;
        if n % 2 == 0 || values(&root) != (1..=n).collect::<Vec<i32>>() {
            return Err(case.refuse(&format!("an odd n and a tree valued exactly 1..{}", n)));
        }
        let x = case.int(1, n)?;
        Ok(Solution::btree_game_winning_move(root, n, x))
    });
}

/// The values of the tree's nodes, sorted.
fn values(tree: &Tree) -> Vec<i32> {
    let mut found = Vec::new();
    let mut stack: Vec<Tree> = vec![tree.clone()];
    while let Some(node) = stack.pop() {
        if let Some(node) = node {
            let node = node.borrow();
            found.push(node.val);
            stack.push(node.left.clone());
            stack.push(node.right.clone());
        }
    }
    found.sort_unstable();
    found
}
