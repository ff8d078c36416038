//! Exhaustive oracle for LeetCode 375 "Guess Number Higher or Lower II": a number is picked
//! between 1 and n; you guess a number, win if it is right, and otherwise pay the number
//! you guessed in dollars and learn whether the picked number is higher or lower, then go
//! on guessing. The answer is the least money that guarantees a win whatever number was
//! picked.
//!
//! The oracle plays the game as a minimax over the interval of numbers still possible: you
//! choose a guess k in it, and the worst case over the picked number is the most of 0 (k
//! was right), k plus the cost of the numbers below k (if any), and k plus the cost of the
//! numbers above k (if any); the cost of the interval is the least such worst case over k,
//! and an interval of one number (or none) costs 0. Costs are memoised on the interval.
//! Every wrong guess leaves a strictly smaller interval, so the recursion ends.

use std::collections::HashMap;

/// Least money that guarantees finding the picked number among `low..=high`.
fn cost(low: u64, high: u64, memo: &mut HashMap<(u64, u64), i64>) -> i64 {
    if low >= high {
        return 0;
    }
    if let Some(&known) = memo.get(&(low, high)) {
        return known;
    }
    let mut best = i64::MAX;
    for guess in low..=high {
        let paid = i64::try_from(guess).expect("guess fits in i64");
        let mut worst = 0; // The guess is right.
        if guess > low {
            worst = worst.max(paid + cost(low, guess - 1, memo)); // The number is lower.
        }
        if guess < high {
            worst = worst.max(paid + cost(guess + 1, high, memo)); // The number is higher.
        }
        best = best.min(worst);
    }
    memo.insert((low, high), best);
    best
}

/// Returns the least money that guarantees a win when the number is in `1..=n`.
pub fn get_money_amount(n: u64) -> i64 {
    cost(1, n, &mut HashMap::new())
}

#[cfg(test)]
mod tests {
    use super::get_money_amount;

    #[test]
    fn leetcode_examples() {
        // https://blog.herbert.top/problemset/guess-number-higher-or-lower-ii/readme_en/
        // (the statement).
        assert_eq!(get_money_amount(10), 16);
        assert_eq!(get_money_amount(1), 0);
        assert_eq!(get_money_amount(2), 1);
    }

    #[test]
    fn small_ranges_by_hand() {
        // n = 3: guess 2; a wrong guess leaves one number, so you pay 2 at most.
        assert_eq!(get_money_amount(3), 2);
        // n = 4: guess 1 then 3 pays at most 1 + 3; guess 3 then 1 pays at most 3 + 1;
        // guessing 2 first risks 2 + 3 and 4 first risks 4 + 2.
        assert_eq!(get_money_amount(4), 4);
        // n = 5: guess 4, then 2 if lower: at most 4 + 2; guessing 3 first risks 3 + 4.
        assert_eq!(get_money_amount(5), 6);
    }
}
