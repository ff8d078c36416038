//! AtCoder ABC278_F · Shiritori: players alternately choose an unused word, each after the
//! first starting with the last letter of the word before; who cannot loses. Input `N`, then N
//! words of lowercase letters; `First` when the first player wins, else `Second`. Oracle: the
//! memoised search over (words said, word said last) of `mod oracle`.
use crate::checks::render_lines;
use crate::common::Rng;
use crate::inputs::every_sequence;
use crate::layout::{is_word, words, Cursor, Format, Layout, Shape, UNCHECKED};
use crate::problem::{Case, Problem, RANDOM_CASES, refused_at_once};

pub struct Game;

/// A memoised search over (words used, last word): the mover wins when some unused word
/// starting with the last word's last letter leaves the other a lost position.
fn reference(words: &[String]) -> bool {
    let ends: Vec<(u8, u8)> =
        words.iter().map(|w| (w.as_bytes()[0], w.as_bytes()[w.len() - 1])).collect();
    let n = ends.len();
    let mut memo = vec![0u8; (1 << n) * n.max(1)];
    (0..n).any(|i| !wins(&ends, &mut memo, 1 << i, i))
}

/// Whether the mover wins once the words `used` are said, `last` the latest.
fn wins(ends: &[(u8, u8)], memo: &mut [u8], used: usize, last: usize) -> bool {
    let key = used * ends.len() + last;
    if memo[key] != 0 {
        return memo[key] == 1;
    }
    let next = |i: usize| used >> i & 1 == 0 && ends[i].0 == ends[last].1;
    let result = (0..ends.len()).any(|i| next(i) && !wins(ends, memo, used | 1 << i, i));
    memo[key] = if result { 1 } else { 2 };
    result
}

fn first_second(first_wins: bool) -> String {
    words("First", "Second")(first_wins)
}

fn lowercase(byte: u8) -> bool {
    byte.is_ascii_lowercase()
}

/// `N`, then N words; the fuzzer leaves more words than the judge's 16 unchecked.
fn test(c: &mut Cursor) -> Option<String> {
    let n = c.int(0, 20)?;
    let words = (0..n).map(|_| c.word(usize::MAX, lowercase)).collect::<Option<Vec<_>>>()?;
    if c.cheap && n > 16 {
        return Some(UNCHECKED.to_string());
    }
    Some(first_second(reference(&words)))
}

/// The input's lines: `N`, then a word a line.
fn lines(words: &[String]) -> Vec<Vec<String>> {
    let count = vec![words.len().to_string()];
    std::iter::once(count).chain(words.iter().map(|w| vec![w.clone()])).collect()
}

fn plain(words: &[String]) -> String {
    lines(words).iter().map(|line| line[0].clone() + "\n").collect()
}

fn case(text: String, words: &[String]) -> Case {
    let borrowed: Vec<&str> = words.iter().map(String::as_str).collect();
    Case::Text(text, first_second(oracle::first_player_wins(&borrowed)))
}

/// A random word of `1..=max_len` letters from the first `letters` of the alphabet.
fn random_word(rng: &mut Rng, letters: u64, max_len: u64) -> String {
    let len = rng.range(1, max_len);
    (0..len).map(|_| (b'a' + rng.range(0, letters - 1) as u8) as char).collect()
}

/// The words of every multiset of up to `most` (first, last) letter pairs over a, b and c:
/// `x` for a pair (x, x), `xy` otherwise.
fn letter_pairs(most: usize) -> Vec<Vec<String>> {
    let pairs: Vec<usize> = (0..9).collect();
    let multisets = every_sequence(&pairs, most).into_iter();
    let sorted = multisets.filter(|m| m.windows(2).all(|w| w[0] <= w[1]));
    let word = |&pair: &usize| {
        let (first, last) = ((b'a' + pair as u8 / 3) as char, (b'a' + pair as u8 % 3) as char);
        if first == last {
            first.to_string()
        } else {
            format!("{}{}", first, last)
        }
    };
    sorted.map(|m| m.iter().map(word).collect()).collect()
}

/// `count` distinct words of 1 to 10 letters from the first `letters` of the alphabet.
fn distinct_words(rng: &mut Rng, count: usize, letters: u64) -> Vec<String> {
    let mut words: Vec<String> = Vec::new();
    while words.len() < count {
        let word = random_word(rng, letters, 10);
        if !words.contains(&word) {
            words.push(word);
        }
    }
    words
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::Program(Format {
            shape: Shape::Single,
            test,
            answer_shape: |l| is_word(l, &["First", "Second"]),
        })
    }

    /// 0 to 8 words of 1 to 4 letters from a, b and c (repeats happen), or of 1 to 10 from
    /// the whole alphabet.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        (0..RANDOM_CASES)
            .map(|i| {
                let count = rng.range(0, 8);
                let (letters, max_len) = if i % 4 == 3 { (26, 10) } else { (3, 4) };
                let words: Vec<String> =
                    (0..count).map(|_| random_word(rng, letters, max_len)).collect();
                case(render_lines(rng, &lines(&words)), &words)
            })
            .collect()
    }

    /// Every multiset of up to 3 words with first and last letters from a, b and c (one word
    /// per (first, last) pair): 220 runs.
    fn small_cases(&self) -> Vec<Case> {
        letter_pairs(3).iter().map(|words| case(plain(words), words)).collect()
    }

    /// Every multiset of up to 5 words with first and last letters from a, b and c (2002),
    /// and 300 random lists of up to 8 words of up to 4 letters from a, b and c.
    fn check_reference(&self) {
        let mut rng = Rng::new(278);
        let random: Vec<Vec<String>> = (0..300)
            .map(|_| {
                let count = rng.range(0, 8);
                (0..count).map(|_| random_word(&mut rng, 3, 4)).collect()
            })
            .collect();
        for words in letter_pairs(5).iter().chain(&random) {
            let borrowed: Vec<&str> = words.iter().map(String::as_str).collect();
            assert_eq!(reference(words), oracle::first_player_wins(&borrowed), "{:?}", words);
        }
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        refused_at_once(&[
            "2\nab\nAb\n",
            "21\n",
            "2\nab\n",
            "1\na1\n",
            "1\nab cd\n",
            "1\n\u{e9}t\u{e9}\n",
            "1\n-\n",
            "1\nab\u{0}\n",
        ])
    }

    /// At the judge's limits (N = 16 distinct words of 1 to 10 letters): random words, and
    /// words of a and b only (long chains); at ours (N = 20): words of a and b with repeats.
    fn max_cases(&self, rng: &mut Rng) -> Vec<(&'static str, String)> {
        let random = distinct_words(rng, 16, 26);
        let two_letters = distinct_words(rng, 16, 2);
        let ours: Vec<String> = (0..20).map(|_| random_word(rng, 2, 3)).collect();
        vec![
            ("random", plain(&random)),
            ("two-letters", plain(&two_letters)),
            ("accepted-limit", plain(&ours)),
        ]
    }
}
mod oracle {
    //! Oracle for AtCoder ABC278 F "Shiritori"
    //! (https://atcoder.jp/contests/abc278/tasks/abc278_f), from the rules alone.
    //!
    //! Rules as implemented: N non-empty words. Taro the First and Jiro the Second alternate, Taro
    //! first; a turn says (chooses) a word not chosen before in this game, and except on the very
    //! first turn its first letter must equal the last letter of the word chosen just before. The
    //! player who cannot choose a word loses. `first_player_wins` says whether Taro wins. Words are
    //! told apart by position, so equal words (which the statement excludes) would still be two.
    //!
    //! Search: a position is the set of words already chosen and the word chosen last (none before
    //! the first turn); only a word's first and last letters matter. The player to move wins
    //! exactly when some legal word leads to a position the opponent loses. Positions are memoised
    //! whole: at most 2^N · (N + 1) of them, N ≤ 8 in a blink and N = 16 well under a second.

    use std::collections::HashMap;

    /// Whether Taro, choosing first, wins the word chain over `words`.
    ///
    /// # Panics
    /// If a word is empty or there are more than 32 words.
    pub fn first_player_wins(words: &[&str]) -> bool {
        assert!(words.len() <= 32, "the chosen set is a 32-bit mask");
        let ends: Vec<(u8, u8)> = words
            .iter()
            .map(|w| {
                let bytes = w.as_bytes();
                assert!(!bytes.is_empty(), "words are non-empty");
                (bytes[0], bytes[bytes.len() - 1])
            })
            .collect();
        mover_wins(&ends, 0, None, &mut HashMap::new())
    }

    /// Whether the player to move wins when the words in `chosen` are used and `last` was said last.
    fn mover_wins(
        ends: &[(u8, u8)],
        chosen: u32,
        last: Option<usize>,
        memo: &mut HashMap<(u32, Option<usize>), bool>,
    ) -> bool {
        if let Some(&known) = memo.get(&(chosen, last)) {
            return known;
        }
        let result = (0..ends.len()).any(|word| {
            let unused = chosen >> word & 1 == 0;
            let chains = match last {
                None => true,
                Some(previous) => ends[previous].1 == ends[word].0,
            };
            unused && chains && !mover_wins(ends, chosen | 1 << word, Some(word), memo)
        });
        memo.insert((chosen, last), result);
        result
    }

    #[test]
    fn statement_samples() {
        // Sample 1: e.g. Taro "if", Jiro "float", Taro "takahashi"; the one word starting with
        // "i" is used, so Jiro is stuck.
        let sample1 = ["enum", "float", "if", "modint", "takahashi", "template"];
        assert!(first_player_wins(&sample1));
        // Sample 2: Jiro wins.
        let sample2 = "catch chokudai class continue copy exec havoc intrinsic static yucatec";
        let sample2: Vec<&str> = sample2.split(' ').collect();
        assert!(!first_player_wins(&sample2));
    }

    #[test]
    fn short_lists_by_hand() {
        // No words: Taro cannot move.
        assert!(!first_player_wins(&[]));
        // One word, even one chaining to itself: Taro says it, and it cannot be said again.
        assert!(first_player_wins(&["a"]));
        // "ab", "ba": whichever Taro says, Jiro says the other, and Taro needs the used one.
        assert!(!first_player_wins(&["ab", "ba"]));
        // "ab", "bc": Taro says "bc" and nothing starts with "c".
        assert!(first_player_wins(&["ab", "bc"]));
        // "ab", "bc", "cd": Taro says "cd" and nothing starts with "d".
        assert!(first_player_wins(&["ab", "bc", "cd"]));
        // "aa", "ab", "ba": after "aa" Jiro must say "ab", Taro "ba", Jiro stuck — a win at once.
        assert!(first_player_wins(&["aa", "ab", "ba"]));
        // "ab", "acb" go a→b and "ba", "bca" go b→a: from any start the words must alternate
        // a→b, b→a, so each turn has exactly one kind to say until all four are said; Jiro says
        // the fourth and Taro is stuck.
        assert!(!first_player_wins(&["ab", "ba", "acb", "bca"]));
    }

    #[test]
    #[should_panic(expected = "non-empty")]
    fn an_empty_word_is_refused() {
        first_player_wins(&["ab", ""]);
    }
}
