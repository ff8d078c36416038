//! LeetCode 2868 · The Wording Game: each plays a word of their own sorted list that is
//! closely greater than the last one played (greater, starting with the same or the next
//! letter); who cannot play loses. Input: `a`, `b` per case; `true` when Alice wins. Oracle:
//! the memoised search over (last word, turn) of `mod oracle`.
use crate::common::Rng;
use crate::inputs::all_words;
use crate::layout::{always, boolean, Kind, Layout, Signature, INVALID};
use crate::problem::{Case, Problem, RANDOM_CASES};

pub struct Game;

/// The dominance the header proves, searched plainly: each player tries only their largest
/// word of the last word's letter (if greater) and their largest of the next letter.
fn reference(a: &[String], b: &[String]) -> String {
    let valid = |list: &[String]| !list.is_empty() && list.iter().all(|w| !w.is_empty() && w.bytes().all(|c| c.is_ascii_lowercase())) && list.windows(2).all(|p| p[0] < p[1]);
    if !valid(a) || !valid(b) {
        return INVALID.to_string();
    }
    fn largest(list: &[String], letter: u8) -> Option<&String> {
        list.iter().rev().find(|w| w.as_bytes()[0] == letter)
    }
    fn wins(last: &str, alice: bool, a: &[String], b: &[String]) -> bool {
        let hand = if alice { a } else { b };
        let letter = last.as_bytes()[0];
        let same = largest(hand, letter).filter(|w| w.as_str() > last);
        let next = largest(hand, letter + 1);
        [same, next].iter().flatten().any(|w| !wins(w, !alice, a, b))
    }
    (!wins(&a[0], false, a, b)).to_string()
}

fn text(words: &[String]) -> String {
    format!("[{}]", words.iter().map(|w| format!("\"{}\"", w)).collect::<Vec<_>>().join(","))
}

fn case(a: &[String], b: &[String]) -> Case {
    Case::Params(vec![("a", text(a)), ("b", text(b))], oracle::alice_wins(a, b).to_string())
}

/// A random sorted list of 1 to `most` distinct words from `pool`.
fn random_list(rng: &mut Rng, pool: &[String], most: u64) -> Vec<String> {
    let mut list: Vec<String> = (0..rng.range(1, most)).map(|_| pool[rng.range(0, pool.len() as u64 - 1) as usize].clone()).collect();
    list.sort();
    list.dedup();
    list
}

fn pool() -> Vec<String> {
    all_words(b"abc", 2)
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::LeetCode(Signature { kinds: &[Kind::Texts, Kind::Texts], answer: |c| reference(c[0].texts(), c[1].texts()), affordable: always, shape: boolean })
    }

    /// Lists of up to 6 words from the words of 1 or 2 letters over a, b, c.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        let pool = pool();
        (0..RANDOM_CASES)
            .map(|_| {
                let a = random_list(rng, &pool, 6);
                let b = random_list(rng, &pool, 6);
                case(&a, &b)
            })
            .collect()
    }

    /// Every pair of lists of 1 or 2 words from a, b, aa, ab, ba, bb (21 lists: 441 cases).
    fn small_cases(&self) -> Vec<Case> {
        let words: Vec<String> = ["a", "aa", "ab", "b", "ba", "bb"].iter().map(|w| w.to_string()).collect();
        let mut lists = Vec::new();
        for i in 0..words.len() {
            lists.push(vec![words[i].clone()]);
            for j in i + 1..words.len() {
                lists.push(vec![words[i].clone(), words[j].clone()]);
            }
        }
        lists.iter().flat_map(|a| lists.iter().map(move |b| (a, b))).map(|(a, b)| case(a, b)).collect()
    }

    /// 3000 random pairs of lists of up to 8 words over a, b, c.
    fn check_reference(&self) {
        let pool = pool();
        let mut rng = Rng::new(2868);
        for _ in 0..3000 {
            let a = random_list(&mut rng, &pool, 8);
            let b = random_list(&mut rng, &pool, 8);
            assert_eq!(reference(&a, &b), oracle::alice_wins(&a, &b).to_string(), "{:?} {:?}", a, b);
        }
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        vec![
            ("[\"a\"]\n[\"b\"]\n[\"b\",\"a\"]\n[\"c\"]".into(), "false\n"),
            ("[]\n[\"a\"]".into(), ""),
            ("[\"A\"]\n[\"a\"]".into(), ""),
            ("[\"a\",\"a\"]\n[\"b\"]".into(), ""),
        ]
    }

    /// LeetCode's largest: 10^5 words a side (10 letters), climbing the alphabet together.
    fn max_cases(&self, rng: &mut Rng) -> Vec<(&'static str, String)> {
        let words = |rng: &mut Rng| {
            let mut list: Vec<String> = (0..100_000)
                .map(|i| {
                    let first = (b'a' + (i * 26 / 100_000) as u8) as char;
                    let rest: String = (0..9).map(|_| (b'a' + rng.range(0, 25) as u8) as char).collect();
                    format!("{}{}", first, rest)
                })
                .collect();
            list.sort();
            list.dedup();
            list
        };
        let (a, b) = (words(rng), words(rng));
        vec![("long-lists", format!("{}\n{}\n", text(&a), text(&b)))]
    }
}

mod oracle {
    //! Oracle for LeetCode 2868 "The Wording Game", from the rules alone.
    //!
    //! Rules as implemented: Alice opens with her smallest word; then alternately, Bob first,
    //! each plays a word of their own list closely greater than the last word played
    //! (lexicographically greater, first letter the same or the next one); the player who
    //! cannot play loses. Words played only grow, so none is played twice.
    //!
    //! Search: memoised win/lose over (the last word, whose turn), every playable word tried.
    use std::collections::HashMap;

    pub fn alice_wins(a: &[String], b: &[String]) -> bool {
        !mover_wins(&a[0], false, a, b, &mut HashMap::new())
    }

    fn follows(w: &str, last: &str) -> bool {
        let (x, y) = (w.as_bytes()[0], last.as_bytes()[0]);
        (x == y && w > last) || x == y + 1
    }

    /// Whether the player to move (Alice if `alice`) wins after `last` was played.
    fn mover_wins(last: &str, alice: bool, a: &[String], b: &[String], memo: &mut HashMap<(String, bool), bool>) -> bool {
        if let Some(&known) = memo.get(&(last.to_string(), alice)) {
            return known;
        }
        let hand = if alice { a } else { b };
        let result = hand.iter().filter(|w| follows(w, last)).any(|w| !mover_wins(w, !alice, a, b, memo));
        memo.insert((last.to_string(), alice), result);
        result
    }

    #[test]
    fn leetcode_examples() {
        let list = |w: &[&str]| w.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert!(!alice_wins(&list(&["avokado", "dabar"]), &list(&["brazil"])));
        assert!(alice_wins(&list(&["ananas", "atlas", "banana"]), &list(&["albatros", "cikla", "nogomet"])));
        assert!(alice_wins(&list(&["hrvatska", "zastava"]), &list(&["bijeli", "galeb"])));
    }
}
