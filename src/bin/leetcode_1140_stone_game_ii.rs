//! LeetCode 1140 · Stone Game II · https://leetcode.com/problems/stone-game-ii/
//!
//! Rules: piles in a row; Alice moves first; M starts at 1. A turn takes all the stones of the
//! first X remaining piles, 1 ≤ X ≤ 2M, then M = max(M, X). Both play to get the most stones.
//! Input: LeetCode's testcase format, one or more cases: `[2,7,9,4,4]` (the testcase box),
//! `piles = [2,7,9,4,4]` (the statement) or `piles =` then the array (the result panel).
//! Output: the most stones Alice can get, per case.
//! Accepts up to 1000 piles of 0..=10^6 stones (LeetCode: 1 ≤ length ≤ 100, 1 ≤ piles[i] ≤
//! 10^4), so every total fits the signature's i32; an empty row gives 0; larger inputs and
//! negative piles (an undefined game) are refused.
//!
//! Idea: with s(i) the stones in piles[i..], let f(i, m) be the most the player to move gets
//! from piles[i..] with M = m: f(i, m) = s(i) when 2m ≥ n − i (take everything), else
//! f(i, m) = s(i) − min over 1 ≤ x ≤ 2m of f(i + x, max(m, x)). The answer is f(0, 1).
//! Why: the stones left are s(i) in all and the opponent gets f of the next state, so the
//! mover gets the rest; both players maximising their own total makes this exact. Only
//! reachable states matter: M = m needs a move of m, which needs M ≥ m/2 before it, so M = m
//! is first possible after first(m) = first(⌈m/2⌉) + m piles (first(1) = 0), and every state
//! read from a reachable one is reachable.
//! How: call (i, m) trivial when 2m ≥ n − i; its f is s(i), and only the other states are
//! stored, column by column, m from the largest down (a state reads larger m or larger i).
//! Since f(j, x) ≤ s(j) and s never grows (no pile is negative), s(i + 2m) may stand for
//! every trivial reply: it is at least the reply x = 2m and at most every other trivial one.
//! Replies m < x ≤ 2m, f(i + x, x), come from finished columns: for each x one elementwise
//! min of column x (shifted by x) into the replies of the whole column m, which the
//! compiler vectorises. Replies x ≤ m, f(i + x, m), lie in column m itself over [i + 1,
//! i + m], a window sliding down as i does: a monotone queue (values increase from head to
//! back, so the head is the least; a new value first drops every larger one at the back;
//! the head leaves when out of the window).
//! Cost: about n²/8 reachable stored states (1211 at n = 100), each with O(1) amortised
//! queue work, plus one elementwise min per stored reply m < x ≤ 2m: ≈ n³/240 (4041 at
//! n = 100), so O(n³) time with a small constant (≈ 1.1·10^5 instructions a case at n = 100,
//! reading included; ≈ 2·10^7 at n = 1000); O(n²) memory.
//!
//! @judge LeetCode
//! @number 1140
//! @title Stone Game II
//! @link https://leetcode.com/problems/stone-game-ii/
//! @time-limit 1 s
//! @accepts length ≤ 1000; 0 ≤ piles[i] ≤ 10^6
//! @complexity O(n³) time (≈ n³/240 vectorised mins), O(n²) memory per case
use game_solutions::leetcode;

struct Solution;

// ==== LeetCode: paste from here ====
impl Solution {
    pub fn stone_game_ii(piles: Vec<i32>) -> i32 {
        let n = piles.len();
        let mut suffix = vec![0; n + 1];
        for i in (0..n).rev() {
            suffix[i] = suffix[i + 1] + piles[i];
        }
        if n <= 2 {
            return suffix[0];
        }
        // M = m is first possible after first[m] piles: a move of m needs M ≥ m/2 before it.
        let mut first = vec![0; n / 2 + 2];
        for m in 2..first.len() {
            first[m] = first[(m + 1) / 2] + m;
        }
        // Column m holds f(i, m) for the stored i in [first[m], n − 2m), at table[at[m] + i −
        // first[m]]; no column past `top` has any.
        let top = (1..=n / 2).take_while(|&m| first[m] < n - 2 * m).last().unwrap_or(0);
        let mut at = vec![0; top + 2];
        for m in 1..=top {
            at[m + 1] = at[m] + (n - 2 * m - first[m]);
        }
        let mut table = vec![0; at[top + 1]];
        let mut replies = vec![0; n];
        let mut queue = vec![(0, 0); n];
        for m in (1..=top).rev() {
            let (low, end) = (first[m], n - 2 * m);
            // Replies m < x ≤ 2m of every state in column m at once, one column x at a time.
            for i in low..end {
                replies[i] = suffix[i + 2 * m];
            }
            for x in m + 1..=(2 * m).min(top) {
                // States i + x ≥ n − 2x of column x are not stored: 3x < n − i.
                let high = n.saturating_sub(3 * x).min(end);
                if high <= low {
                    break;
                }
                let start = at[x] + low + x - first[x];
                let column = &table[start..start + high - low];
                for (reply, &f) in replies[low..high].iter_mut().zip(column) {
                    *reply = (*reply).min(f);
                }
            }
            // Replies x ≤ m: the queue holds (i', f(i', m)) for the stored i' in [i + 1, i + m].
            let column = &mut table[at[m]..at[m + 1]];
            let (mut head, mut back) = (0, 0);
            for i in (low..end).rev() {
                if head < back && queue[head].0 > i + m {
                    head += 1;
                }
                let mut reply = replies[i];
                if head < back {
                    reply = reply.min(queue[head].1);
                }
                let f = suffix[i] - reply;
                while back > head && queue[back - 1].1 >= f {
                    back -= 1;
                }
                queue[back] = (i, f);
                back += 1;
                column[i - low] = f;
            }
        }
        table[0]
    }
}
// ==== LeetCode: to here ====

/// Most piles accepted: the two tables hold 2(n + 1)² entries.
const MAX_LEN: usize = 1000;
/// Most stones in one pile accepted: 1000 · 10^6 stones still fit the signature's i32.
const MAX_PILE: i32 = 1_000_000;

fn main() {
    leetcode::run(&["piles"], |case| {
        let piles = case.int_array(0, MAX_PILE, MAX_LEN)?;
        Ok(Solution::stone_game_ii(piles))
    });
}
