//! LeetCode 375 · Guess Number Higher or Lower II · https://leetcode.com/problems/guess-number-higher-or-lower-ii/
//!
//! Rules: a number is picked in 1..=n; you guess, and are told right, higher or lower; each
//! wrong guess k costs k dollars. Find the least money that guarantees finding the number,
//! whatever was picked.
//! Input: LeetCode's testcase format, one or more cases: `10` (the testcase box), `n = 10`
//! (the statement) or `n =` then `10` (the result panel).
//! Output: that least amount, per case.
//! Accepts 0 ≤ n ≤ 2000 (LeetCode: 1 ≤ n ≤ 200); n = 0, no number to find, costs 0. A larger
//! n is refused: the table has (n + 2)² entries, built up to n = 2047 (17 MB); every answer
//! is far below i32::MAX (it is below 1 + 2 + … + n).
//!
//! Idea: let f(i, j) be the least money that finds a number in i..=j (0 when i ≥ j):
//! f(i, j) = min over i ≤ k ≤ j of k + max(f(i, k − 1), f(k + 1, j)); the answer is f(1, n).
//! With the split s = the least k where f(i, k − 1) ≥ f(k + 1, j), guesses k ≥ s cost
//! k + f(i, k − 1), least at k = s, and guesses k < s cost k + f(k + 1, j), least over a window
//! [i, s − 1] that a monotone queue keeps: O(n²) instead of O(n³).
//! Why: after a wrong guess k the number is on either side and the picker chooses the worse
//! one. f grows with its interval: f(i, j) ≤ f(i, j + 1), by induction on the length (if the
//! best first guess k for i..=j + 1 is j + 1 it costs j + 1 + f(i, j); otherwise guessing the
//! same k in i..=j costs k + max(f(i, k − 1), f(k + 1, j)) ≤ the same with j + 1), and the
//! same on the left. So f(i, k − 1) never falls and f(k + 1, j) never grows as k grows: the
//! guesses where the left side is the worse one are exactly k ≥ s (s ≤ j, as f(j + 1, j) = 0),
//! and there the cost k + f(i, k − 1) rises with k. For a fixed j, as i falls f(i, k − 1) can
//! only grow, so s never rises: the window [i, s − 1] gains k = i at its low end and loses
//! its top ones as s falls. A guess kept in the queue that is above a newer one and costs no
//! less can never be the least again (it leaves first), so the queue holds costs rising from
//! its oldest to its newest and the least is the oldest.
//! How: many cases share one table (f(1, m) for every m is its row 1), kept between calls
//! and rebuilt up to the next power of two when a case asks beyond it.
//! Cost: O(n²) time and memory for the largest n of the input (≈ 30 ms and 17 MB at n = 2000,
//! built to 2047), O(1) per case after that.
//!
//! @judge LeetCode
//! @number 375
//! @title Guess Number Higher or Lower II
//! @link https://leetcode.com/problems/guess-number-higher-or-lower-ii/
//! @time-limit 1 s
//! @accepts 0 ≤ n ≤ 2000
//! @complexity O(n²) time and memory for the largest n, O(1) per case
use game_solutions::leetcode;

struct Solution;

// ==== LeetCode: paste from here ====
impl Solution {
    pub fn get_money_amount(n: i32) -> i32 {
        thread_local! {
            /// The last answers built, kept for later calls: one table serves many cases.
            static MONEY: std::cell::RefCell<Vec<i32>> = std::cell::RefCell::new(Vec::new());
        }
        let n = n.max(0) as usize;
        MONEY.with(|money| {
            let mut money = money.borrow_mut();
            if n >= money.len() {
                // Up to a power of two: for rising n the rebuilds together cost about a third
                // as much again as the last one, whose n is under twice the largest asked.
                *money = Self::money_up_to((n + 1).next_power_of_two() - 1);
            }
            money[n]
        })
    }

    /// f(1, m) for every 0 ≤ m ≤ n.
    fn money_up_to(n: usize) -> Vec<i32> {
        // f[i][j] at f[i * width + j] for 1 ≤ i ≤ j + 1 ≤ n + 1; an empty or one-number
        // range costs 0.
        let width = n + 2;
        let mut f = vec![0i32; width * width];
        // (k, k + f(k + 1, j)): guesses where the right side is the worse one; costs rise
        // from the oldest (at `head`) to the newest.
        let mut queue: Vec<(usize, i32)> = Vec::with_capacity(n);
        for j in 2..=n {
            let mut split = j;
            let mut head = 0;
            queue.clear();
            for i in (1..j).rev() {
                let cost = i as i32 + f[(i + 1) * width + j];
                while queue.len() > head && queue[queue.len() - 1].1 >= cost {
                    queue.pop();
                }
                queue.push((i, cost));
                while split > i && f[i * width + split - 2] >= f[split * width + j] {
                    split -= 1;
                }
                while queue.len() > head && queue[head].0 >= split {
                    head += 1;
                }
                let mut best = split as i32 + f[i * width + split - 1];
                if queue.len() > head {
                    best = best.min(queue[head].1);
                }
                f[i * width + j] = best;
            }
        }
        (0..=n).map(|m| f[width + m]).collect()
    }
}
// ==== LeetCode: to here ====

/// Largest n accepted: the table, built up to the next power of two less one, holds (n + 2)²
/// entries.
const MAX_N: i32 = 2000;

fn main() {
    leetcode::run(&["n"], |case| {
        let n = case.int(0, MAX_N)?;
        Ok(Solution::get_money_amount(n))
    });
}
