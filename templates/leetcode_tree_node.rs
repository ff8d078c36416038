// LeetCode's definition of a binary tree node, as its judge supplies it to a tree problem's
// code (`Rc` and `RefCell` in scope). The library includes it (`leetcode::TreeNode`), and
// `make submit` and the standalone check compile a tree problem's block after it.
#[derive(Debug, PartialEq, Eq)]
pub struct TreeNode {
    pub val: i32,
    pub left: Option<Rc<RefCell<TreeNode>>>,
    pub right: Option<Rc<RefCell<TreeNode>>>,
}

impl TreeNode {
    #[inline]
    pub fn new(val: i32) -> Self {
        TreeNode { val, left: None, right: None }
    }
}
