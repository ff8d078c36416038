//! LeetCode 2868 · The Wording Game (premium) · https://leetcode.com/problems/the-wording-game/
//!
//! Rules: Alice and Bob hold lexicographically sorted lists of words a and b. Alice opens with
//! her smallest word; then, alternately, each plays a word of their own list that is closely
//! greater than the last word played: lexicographically greater, and starting with the same
//! letter or the next letter of the alphabet. Who cannot play loses.
//! Input: LeetCode's testcase format, one or more cases: `["avokado","dabar"]` then
//! `["brazil"]` (the testcase box), `a = [...], b = [...]` (the statement) or each `name =`
//! then its array (the result panel). Output: `true` if Alice wins, else `false`, per case.
//! Accepts 1 to 10^5 words a side of 1 to 10^6 lowercase letters, each list strictly
//! increasing (LeetCode: total length ≤ 10^6); an unsorted list (or a repeated word) is
//! refused naming it: the game is defined on sorted lists.
//!
//! Idea: only two moves ever matter: the player's largest word of the last word's first
//! letter (if it is greater than the last word) and the player's largest word of the next
//! letter. A search over those, memoised by (last word, player to move), decides the game.
//! Why: what a player may do next depends only on the last word played. For two words x < x′
//! of the same first letter, every word that may follow x′ may follow x, and leads to the very
//! same position; so having to answer x′ is never better than having to answer x, and of the
//! words a player may play with one first letter, the largest is as good as any. Every move
//! reached is some player's largest word of some letter (or Alice's opening word), so there
//! are at most 2 · (2 · 26 + 1) positions.
//! Cost: O(total length) per case: one pass for the largest word of each letter, then at most
//! 106 positions of 2 comparisons each.
//!
//! @judge LeetCode
//! @number 2868
//! @title The Wording Game
//! @link https://leetcode.com/problems/the-wording-game/
//! @time-limit 1 s
//! @accepts 1 to 10^5 words a side, each strictly increasing; lowercase letters
//! @complexity O(total length) time, O(1) memory per case besides the input (27 words a side)
use game_solutions::leetcode;

struct Solution;

// ==== LeetCode: paste from here ====
impl Solution {
    pub fn can_alice_win(a: Vec<String>, b: Vec<String>) -> bool {
        // For each player, the largest word of each first letter (the lists are sorted); slot
        // 26 stays empty, as no letter follows `z`.
        let largest = |words: &[String]| {
            let mut top: Vec<Option<String>> = vec![None; 27];
            for w in words {
                top[usize::from(w.as_bytes()[0] - b'a')] = Some(w.clone());
            }
            top
        };
        let tops = [largest(&a), largest(&b)];
        let mut memo = std::collections::HashMap::new();
        // Bob answers Alice's opening word; Alice wins iff Bob, to move, loses.
        !Self::mover_wins(&a[0], 1, &tops, &mut memo)
    }

    /// Whether the player `mover` (0 Alice, 1 Bob) wins, to move after `last`: only their
    /// largest word of the same first letter (if greater) and of the next letter count.
    fn mover_wins(
        last: &str,
        mover: usize,
        tops: &[Vec<Option<String>>; 2],
        memo: &mut std::collections::HashMap<(String, usize), bool>,
    ) -> bool {
        if let Some(&known) = memo.get(&(last.to_string(), mover)) {
            return known;
        }
        let letter = usize::from(last.as_bytes()[0] - b'a');
        let same = tops[mover][letter].as_ref().filter(|w| w.as_str() > last);
        let next = tops[mover][letter + 1].as_ref();
        let wins =
            [same, next].iter().flatten().any(|w| !Self::mover_wins(w, 1 - mover, tops, memo));
        memo.insert((last.to_string(), mover), wins);
        wins
    }
}
// ==== LeetCode: to here ====

/// Most words a side, and the longest word, accepted.
const MAX_WORDS: usize = 100_000;
const MAX_LEN: usize = 1_000_000;

fn is_lowercase(c: u8) -> bool {
    c.is_ascii_lowercase()
}

fn main() {
    leetcode::run(&["a", "b"], |case| {
        let a = case.string_array(is_lowercase, "a lowercase letter", MAX_WORDS, MAX_LEN)?;
        let b = case.string_array(is_lowercase, "a lowercase letter", MAX_WORDS, MAX_LEN)?;
        for (name, words) in [("a", &a), ("b", &b)].iter() {
            if words.is_empty() || words.iter().any(String::is_empty) {
                return Err(case.refuse(&format!("{} to hold words of 1 letter or more", name)));
            }
            if let Some(k) = words.windows(2).position(|w| w[0] >= w[1]) {
                return Err(case.refuse(&format!(
                    "{} sorted strictly, found {:?} before {:?}",
                    name,
                    words[k],
                    words[k + 1]
                )));
            }
        }
        Ok(Solution::can_alice_win(a, b))
    });
}
