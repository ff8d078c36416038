//! The null-window score driver: an exact score found by asking only null-window questions
//! ("is the score above g?") of a fail-soft search, each answer narrowing the range [low, high]
//! the score is known to lie in, until it holds one value. Connect Four's solver
//! (`connect4::search`) and Connect-N's (`mnk::solver`) both drive their searches with it.
//!
//! `ask(low, high, g)` searches the window (g, g + 1) and answers v, fail-soft: v ≤ g means
//! score ≤ v, v > g means score ≥ v. The guesses: early in a game, where scores are small
//! (`near_zero`), 0 first, then one step at a time out from it; otherwise halfway, pulled
//! towards 0 to halfway between it and the end (low/2 or high/2), where answers come cheaply.
//!
//! Why it is right: every guess g lies in [low, high − 1], so an answer v ≤ g lowers high to
//! v < high and an answer v > g raises low to v > low; the range shrinks at each question and
//! keeps the score (by the fail-soft property), so the loop ends with low = high = the score.
//! Cost: O(log(high − low)) questions halving, up to |score| + 1 stepping from 0.

/// The score in [low, high] that `ask` (a fail-soft null-window search; see the header) leads
/// to; `ask` gets the range before each question and the guess.
pub fn score(
    mut low: i32,
    mut high: i32,
    near_zero: bool,
    mut ask: impl FnMut(i32, i32, i32) -> i32,
) -> i32 {
    while low < high {
        let mut guess = low + (high - low) / 2;
        if near_zero {
            guess = if low >= 0 {
                low
            } else if high <= 0 {
                high - 1
            } else {
                0
            };
        } else if guess <= 0 && low / 2 < guess {
            guess = low / 2;
        } else if guess >= 0 && high / 2 > guess {
            guess = high / 2;
        }
        let answer = ask(low, high, guess);
        if answer <= guess {
            high = answer;
        } else {
            low = answer;
        }
    }
    low
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A game reduced to its score: the questions are answered by the score alone, either as
    /// tightly as fail-soft allows (the score itself) or as loosely (g or g + 1).
    fn answers(truth: i32, tight: bool) -> impl FnMut(i32, i32, i32) -> i32 {
        move |low, high, guess| {
            assert!(low <= guess && guess < high, "{} outside [{}, {})", guess, low, high);
            match (tight, truth > guess) {
                (true, _) => truth,
                (false, true) => guess + 1,
                (false, false) => guess,
            }
        }
    }

    #[test]
    fn every_score_in_the_range_is_found() {
        for (low, high) in [(-21, 22), (-1, 1), (-3, 0), (0, 5), (7, 7)] {
            for truth in low..=high {
                for near_zero in [false, true] {
                    for tight in [false, true] {
                        let found = score(low, high, near_zero, answers(truth, tight));
                        assert_eq!(found, truth, "[{}, {}] near 0: {}", low, high, near_zero);
                    }
                }
            }
        }
    }

    /// Halving takes at most 8 questions on a range of 44 (log2 44 ≈ 5.5; guesses pulled
    /// towards 0 cost a few more); stepping from 0 takes one a unit of score, plus one.
    #[test]
    fn the_questions_asked() {
        let count = |truth, near_zero| {
            let mut asked = 0;
            let mut answer = answers(truth, false);
            score(-21, 22, near_zero, |l, h, g| {
                asked += 1;
                answer(l, h, g)
            });
            asked
        };
        for truth in -21..=22 {
            assert!(count(truth, false) <= 8, "{}: {}", truth, count(truth, false));
        }
        assert_eq!(count(0, true), 2);
        assert_eq!(count(3, true), 4);
        assert_eq!(count(-2, true), 4);
    }
}
