//! LeetCode 2005 · Subtree Removal Game with Fibonacci Tree: a move removes a node with its
//! subtree; whoever must remove the root loses. Input: `n` per case; `true` when Alice wins.
//! Oracle: the memoised search over the sets of nodes left of `mod oracle`.
use crate::common::Rng;
use crate::inputs::lines;
use crate::layout::{always, boolean, Kind, Layout, Signature, INVALID};
use crate::problem::{Case, Problem, RANDOM_CASES};

pub struct Game;

/// The period the header notes: Alice loses exactly when n ≡ 1 (mod 6).
fn reference(n: i64) -> String {
    if !(1..=10_000).contains(&n) {
        return INVALID.to_string();
    }
    (n % 6 != 1).to_string()
}

fn case(n: u64) -> Case {
    Case::Params(vec![("n", n.to_string())], oracle::alice_wins(n as usize).to_string())
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::LeetCode(Signature { kinds: &[Kind::Int], answer: |c| reference(c[0].int()), affordable: always, shape: boolean })
    }

    /// n from 1 to 6 (the trees the oracle can search), many times over.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        (0..RANDOM_CASES).map(|_| case(rng.range(1, 6))).collect()
    }

    /// Every n from 1 to 6.
    fn small_cases(&self) -> Vec<Case> {
        (1..=6).map(case).collect()
    }

    /// n from 1 to 6 against the search; the period against the header's recursion up to 10^4.
    fn check_reference(&self) {
        for n in 1..=6 {
            assert_eq!(reference(n as i64), oracle::alice_wins(n).to_string(), "n {}", n);
        }
        let (mut before, mut value) = (0u64, 1u64);
        for n in 3..=10_000i64 {
            let next = (before + 1) ^ (value + 1);
            before = value;
            value = next;
            assert_eq!(reference(n), (value != 0).to_string(), "n {}", n);
        }
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        vec![("3\n0".into(), "true\n"), ("10001".into(), ""), ("-1".into(), "")]
    }

    fn max_cases(&self, _rng: &mut Rng) -> Vec<(&'static str, String)> {
        vec![("every-n", lines((1..=100).chain([9_999, 10_000]).map(|n: u64| n.to_string())))]
    }
}

mod oracle {
    //! Oracle for LeetCode 2005 "Subtree Removal Game with Fibonacci Tree", from the rules
    //! alone.
    //!
    //! Rules as implemented: the tree order(n) (order(0) empty, order(1) a node, order(n) a
    //! root over order(n − 2) on the left and order(n − 1) on the right); the players
    //! alternately remove a node with its subtree, Alice first; whoever removes the root loses
    //! (so removing it is never a winning move, and a player left with the root alone loses).
    //!
    //! Search: memoised win/lose over the set of nodes left (a bit mask; order(6) has 20).
    use std::collections::HashMap;

    /// The tree order(n) as each node's subtree mask, node 0 the root.
    fn subtrees(n: usize) -> Vec<u32> {
        fn build(n: usize, masks: &mut Vec<u32>) -> Option<usize> {
            if n == 0 {
                return None;
            }
            let me = masks.len();
            masks.push(1 << me);
            let children = if n >= 2 { [build(n - 2, masks), build(n - 1, masks)] } else { [None, None] };
            for child in children.iter().flatten() {
                let below = masks[*child];
                masks[me] |= below;
            }
            Some(me)
        }
        let mut masks = Vec::new();
        build(n, &mut masks);
        masks
    }

    pub fn alice_wins(n: usize) -> bool {
        let masks = subtrees(n);
        wins(masks[0], &masks, &mut HashMap::new())
    }

    fn wins(left: u32, masks: &[u32], memo: &mut HashMap<u32, bool>) -> bool {
        if let Some(&known) = memo.get(&left) {
            return known;
        }
        let result = (1..masks.len()).any(|v| left >> v & 1 == 1 && !wins(left & !masks[v], masks, memo));
        memo.insert(left, result);
        result
    }

    #[test]
    fn leetcode_examples() {
        assert!(alice_wins(3));
        assert!(!alice_wins(1));
        assert!(alice_wins(2));
    }
}
