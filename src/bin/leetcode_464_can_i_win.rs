//! LeetCode 464 · Can I Win · https://leetcode.com/problems/can-i-win/
//!
//! Rules: players alternately pick distinct integers from 1..=maxChoosableInteger, adding each
//! to a running total from 0; whoever makes the total reach desiredTotal wins. If the pool runs
//! out below the total nobody wins, so the first player has not forced a win.
//! Input: LeetCode's testcase format, one or more cases: two lines `10` / `11` (the testcase
//! box), `maxChoosableInteger = 10, desiredTotal = 11` (the statement), or each `name =` on a
//! line with its value on the next (the result panel). Output: `true` if the first player can
//! force a win, else `false`, per case.
//! Accepts 0 ≤ maxChoosableInteger ≤ 25 and any i32 desiredTotal (LeetCode: max ≤ 20,
//! 0 ≤ total ≤ 300); a total ≤ 0 is reached before any pick, which LeetCode counts as a win
//! (its `10`, `0` → `true`). A larger max is refused (the table has 2^(max−6) words); a
//! negative max is refused, since that game is undefined.
//!
//! Idea: a total ≤ max is reached by the first pick (LeetCode counts a total ≤ 0 as reached
//! already): `true`. If 1 + … + max < total, nobody can win: `false`. Otherwise compute, for
//! every set of used integers, whether the player to move wins: some unused i reaches the total
//! at once, or leaves a set from which the opponent loses.
//! Why: the running total is the sum of the used set, so the used set alone is the position.
//! When 1 + … + max ≥ total, every line of play reaches the total before the pool runs out, so
//! no position is a draw and "cannot win" means "loses": the two-valued recurrence is exact.
//! How, 64 sets at a time: a set is (hi, lo), lo the used integers among 1..=6 (6 bits) and hi
//! the rest; one u64 word holds the answers of all 64 lo for one hi. Words go from the largest
//! hi down, so picking an integer above 6 reads a word already done: !wins[hi | bit]. Picking
//! b ≤ 6 stays in the word: the answer for lo | b sits 2^(b−1) places up, read by a shift, masked
//! to the lo without b. That is resolved in 6 rounds (round r settles every lo missing at most
//! r of the six). "Reaches the total" is a mask too: lo whose sum is ≥ total − sum(hi) − i,
//! looked up in a table of 23 masks. Words whose hi alone reaches the total are never
//! positions, and are skipped; a word whose largest unused integer reaches the total wins
//! everywhere. Below max = 6 the missing integers count as used, with value 0.
//! Cost: O(2^(max−6) · max) word operations and O(2^(max−6)) words of memory: 128 KiB and
//! ≈ 6·10^6 instructions (whole process) at max = 20; ≈ 8 MiB and ≈ 15 ms at max = 25, per case.
//!
//! @judge LeetCode
//! @number 464
//! @title Can I Win
//! @link https://leetcode.com/problems/can-i-win/
//! @time-limit 1 s
//! @accepts 0 ≤ maxChoosableInteger ≤ 25; any i32 desiredTotal
//! @complexity O(2^(max−6)·max) time, O(2^(max−6)) words of memory per case
use game_solutions::leetcode;

struct Solution;

// ==== LeetCode: paste from here ====
impl Solution {
    pub fn can_i_win(max_choosable_integer: i32, desired_total: i32) -> bool {
        let max = max_choosable_integer.max(0) as usize;
        let total = i64::from(desired_total);
        if total <= max as i64 {
            return true;
        }
        if ((max * (max + 1) / 2) as i64) < total {
            return false;
        }
        // Integers 1..=6 are the bits of lo inside a word, the rest the bits of hi. Below
        // max = 6, the missing integers count as used already, with value 0 in the sums.
        let high = max.saturating_sub(6);
        let value = |b: usize| if b < max { b as i64 + 1 } else { 0 };
        let lo_sum = |lo: usize| (0..6).filter(|b| lo >> b & 1 == 1).map(value).sum::<i64>();
        let set_of = |keep: &dyn Fn(usize) -> bool| {
            (0..64).filter(|&lo| keep(lo)).fold(0u64, |m, lo| m | 1 << lo)
        };
        // at_least[t]: the lo whose integers sum to at least t (1 + … + 6 = 21 at most).
        let mut at_least = [0u64; 23];
        for (t, mask) in at_least.iter_mut().enumerate() {
            *mask = set_of(&|lo| lo_sum(lo) >= t as i64);
        }
        // without[b]: the lo that do not hold integer b + 1.
        let mut without = [0u64; 6];
        for (b, mask) in without.iter_mut().enumerate() {
            *mask = set_of(&|lo| lo >> b & 1 == 0);
        }
        let mut hi_sum = vec![0i64; 1 << high];
        for hi in 1..1usize << high {
            hi_sum[hi] = hi_sum[hi & (hi - 1)] + 7 + i64::from(hi.trailing_zeros());
        }
        // wins[hi] bit lo: the player to move wins from the used set (hi, lo).
        let mut wins = vec![0u64; 1 << high];
        for hi in (0..1usize << high).rev() {
            let left = total - hi_sum[hi];
            if left <= 0 {
                continue;
            }
            let reaches = |i: i64| at_least[(left - i).clamp(0, 22) as usize];
            let mut unused_high = !hi & ((1 << high) - 1);
            if unused_high != 0 && 70 - i64::from(unused_high.leading_zeros()) >= left {
                wins[hi] = !0; // the largest unused integer, 7 + (63 − leading zeros), wins at once
                continue;
            }
            let mut settled = 0u64;
            while unused_high != 0 {
                let j = unused_high.trailing_zeros();
                unused_high &= unused_high - 1;
                settled |= reaches(7 + i64::from(j)) | !wins[hi | 1 << j];
            }
            for (b, &free) in without.iter().enumerate() {
                settled |= free & reaches(value(b));
            }
            // Picking b + 1 leads to lo | 2^b, which sits 2^b bits up in the same word.
            let round = |w: u64| {
                settled
                    | without[0] & !(w >> 1)
                    | without[1] & !(w >> 2)
                    | without[2] & !(w >> 4)
                    | without[3] & !(w >> 8)
                    | without[4] & !(w >> 16)
                    | without[5] & !(w >> 32)
            };
            wins[hi] = (0..6).fold(settled, |word, _| round(word));
        }
        let unused = (1 << max.min(6)) - 1;
        wins[0] >> (63 & !unused) & 1 == 1
    }
}
// ==== LeetCode: to here ====

/// Largest maxChoosableInteger accepted: the memo holds 2^max bytes.
const MAX_CHOOSABLE: i32 = 25;

fn main() {
    leetcode::run(&["maxChoosableInteger", "desiredTotal"], |case| {
        let max = case.int(0, MAX_CHOOSABLE)?;
        let total = case.int(i32::MIN, i32::MAX)?;
        Ok(Solution::can_i_win(max, total))
    });
}
