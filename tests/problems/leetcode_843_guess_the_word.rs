//! LeetCode 843 · Guess the Word: find the secret among distinct six-letter words, each guess
//! answered with its number of positional matches, within `allowedGuesses`. Input: `secret`,
//! `words`, `allowedGuesses` per case; LeetCode's verdict on the minimax strategy's play.
//! Oracle: a `Master` from the rules that counts the calls and notes the one naming the secret;
//! the specified strategy (the guess whose largest class of candidates left is smallest, a
//! candidate then the earlier word on a tie) is replayed against it, and the verdict says
//! "correctly" exactly when the secret came within the budget (cases sit on both sides of it).
//! Measured (`adaptive_master_within_ten`): against an adaptive master (keeping the largest
//! consistent class), on 200 random lists of 100 words each, 10 guesses suffice on all 200
//! lists over a..z (most 10 guesses), a..h (most 6) and a..e (most 5), and on none when the
//! words share their first three letters (most 16) or four (most 22), the rest over a..z.
use crate::common::{self, Rng};
use crate::inputs::quoted;
use crate::layout::{always, Kind, Layout, Signature, Value, INVALID};
use crate::problem::{Case, Problem, RANDOM_CASES};

pub struct Game;

const FOUND: &str = "You guessed the secret word correctly.";
const NOT_FOUND: &str = "Either you took too many guesses, or you did not find the secret word.";

fn verdict_shape(line: &str) -> bool {
    line == FOUND || line == NOT_FOUND
}

fn verdict(calls_to_secret: Option<usize>, allowed: i64) -> &'static str {
    match calls_to_secret {
        Some(calls) if calls as i64 <= allowed => FOUND,
        _ => NOT_FOUND,
    }
}

fn six_lowercase(word: &str) -> bool {
    word.len() == 6 && word.bytes().all(|c| c.is_ascii_lowercase())
}

/// The verdict on the strategy's play, or INVALID outside the accepted limits.
fn reference(case: &[Value]) -> String {
    let (secret, words, allowed) = (case[0].text(), case[1].texts(), case[2].int());
    let distinct = (1..words.len()).all(|i| !words[..i].contains(&words[i]));
    let valid = six_lowercase(secret)
        && (1..=100).contains(&words.len())
        && words.iter().all(|w| six_lowercase(w))
        && distinct
        && words.iter().any(|w| w == secret)
        && (0..=30).contains(&allowed);
    if !valid {
        return INVALID.to_string();
    }
    let mut master = oracle::Master::fixed(words, secret);
    oracle::play(words, &mut master);
    verdict(master.secret_at(), allowed).to_string()
}

fn text(words: &[String]) -> String {
    format!("[{}]", words.iter().map(|w| quoted(w)).collect::<Vec<_>>().join(","))
}

fn case(secret: &str, words: &[String], allowed: i64) -> Case {
    let mut master = oracle::Master::fixed(words, secret);
    oracle::play(words, &mut master);
    Case::Params(
        vec![
            ("secret", quoted(secret)),
            ("words", text(words)),
            ("allowedGuesses", allowed.to_string()),
        ],
        verdict(master.secret_at(), allowed).to_string(),
    )
}

/// `count` distinct random six-letter words over the first `letters` letters.
fn random_list(rng: &mut Rng, letters: u64, count: usize) -> Vec<String> {
    random_list_sharing(rng, letters, count, 0)
}

/// `count` distinct six-letter words starting with `shared` x's, the rest random over the first
/// `letters` letters.
fn random_list_sharing(rng: &mut Rng, letters: u64, count: usize, shared: usize) -> Vec<String> {
    let mut words: Vec<String> = Vec::new();
    while words.len() < count {
        let rest: String =
            (shared..6).map(|_| (b'a' + rng.range(0, letters - 1) as u8) as char).collect();
        let word = format!("{}{}", "x".repeat(shared), rest);
        if !words.contains(&word) {
            words.push(word);
        }
    }
    words
}

/// Calls the strategy takes to name `secret`, from the oracle's count.
fn calls_to(words: &[String], secret: &str) -> usize {
    let mut master = oracle::Master::fixed(words, secret);
    oracle::play(words, &mut master);
    master.secret_at().expect("the strategy names the secret")
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::LeetCode(Signature {
            kinds: &[Kind::Text, Kind::Texts, Kind::Int],
            answer: reference,
            affordable: always,
            shape: verdict_shape,
        })
    }

    /// 1-12 words over a..b, a..c or a..z, a random secret; the budget the calls the strategy
    /// needs, one less, or random in 0..=30.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        (0..RANDOM_CASES)
            .map(|_| {
                let letters = [2, 3, 26][rng.range(0, 2) as usize];
                let count = rng.range(1, 12) as usize;
                let words = random_list(rng, letters, count);
                let secret = words[rng.range(0, words.len() as u64 - 1) as usize].clone();
                let needed = calls_to(&words, &secret) as i64;
                let allowed =
                    [needed, needed - 1, rng.range(0, 30) as i64][rng.range(0, 2) as usize];
                case(&secret, &words, allowed.max(0))
            })
            .collect()
    }

    /// The statement's examples, and a two-word list where the secret is the second word
    /// guessed (by hand: both words leave one candidate, so the earlier is guessed first).
    fn small_cases(&self) -> Vec<Case> {
        let list = |words: &[&str]| words.iter().map(|w| w.to_string()).collect::<Vec<_>>();
        let example = list(&["acckzz", "ccbazz", "eiowzz", "abcczz"]);
        let two = list(&["khaled", "hamada"]);
        let params = |secret: &str, words: &[String], allowed: i64, answer: &str| {
            let values = vec![
                ("secret", quoted(secret)),
                ("words", text(words)),
                ("allowedGuesses", allowed.to_string()),
            ];
            Case::Params(values, answer.to_string())
        };
        vec![
            params("acckzz", &example, 10, FOUND),
            params("hamada", &list(&["hamada", "khaled"]), 10, FOUND),
            params("hamada", &two, 2, FOUND),
            params("hamada", &two, 1, NOT_FOUND),
            params("khaled", &two, 1, FOUND),
            params("khaled", &two, 0, NOT_FOUND),
        ]
    }

    /// 300 random lists of 1-10 words over a..c, every secret: the oracle's game ends with the
    /// secret named within n calls, every guess from the list, each one minimising the largest
    /// class (counted by filtering the candidates for each answer).
    fn check_reference(&self) {
        let mut rng = Rng::new(843);
        for _ in 0..300 {
            let count = rng.range(1, 10) as usize;
            let words = random_list(&mut rng, 3, count);
            for secret in &words {
                let mut master = oracle::Master::fixed(&words, secret);
                let guesses = oracle::play(&words, &mut master);
                assert!(guesses.len() <= words.len(), "{:?} {}: {:?}", words, secret, guesses);
                assert_eq!(master.secret_at(), Some(guesses.len()), "{:?} {}", words, secret);
                let mut candidates: Vec<&String> = words.iter().collect();
                for guess in &guesses {
                    let worst = |w: &String| {
                        (0..6)
                            .map(|m| {
                                candidates.iter().filter(|c| oracle::matches(w, c) == m).count()
                            })
                            .max()
                            .unwrap_or(0)
                    };
                    let least = words.iter().map(&worst).min().unwrap_or(0);
                    assert_eq!(worst(guess), least, "{:?} {}: guess {}", words, secret, guess);
                    let answer = oracle::matches(guess, secret);
                    candidates.retain(|c| oracle::matches(guess, c) == answer);
                }
            }
        }
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        let ok = "\"hamada\"\n[\"hamada\",\"khaled\"]\n10\n";
        let hundred_one = text(
            &(0..101)
                .map(|i| format!("aaaa{}{}", (b'a' + i / 26) as char, (b'a' + i % 26) as char))
                .collect::<Vec<_>>(),
        );
        let mut bad: Vec<(String, &'static str)> = [
            "\"hamada\"\n[\"hamada\",\"hamada\"]\n10",
            "\"hamada\"\n[\"khaled\"]\n10",
            "\"hamad\"\n[\"hamad\"]\n10",
            "\"Hamada\"\n[\"Hamada\"]\n10",
            "\"hamada\"\n[\"hamada\",\"khale\"]\n10",
            "\"hamada\"\n[]\n10",
            "\"hamada\"\n[\"hamada\"]\n31",
            "\"hamada\"\n[\"hamada\"]\n-1",
        ]
        .iter()
        .map(|input| (input.to_string(), ""))
        .collect();
        bad.push((format!("\"aaaaaa\"\n{}\n10", hundred_one), ""));
        bad.push((
            format!("{}\"hamada\"\n[\"hamada\"]\nx", ok),
            "You guessed the secret word correctly.\n",
        ));
        bad
    }

    /// n = 100: over a..z, over a..c, and words differing in two letters only (four first
    /// letters times 25 last ones: answers of 4 or 5 say little); each with a random secret and
    /// 10 guesses, and with the adaptive master's last word and 10 or 30 guesses.
    fn max_cases(&self, rng: &mut Rng) -> Vec<(&'static str, String)> {
        let close: Vec<String> = (0..100)
            .map(|i| format!("{}xxxx{}", (b'a' + i / 25) as char, (b'a' + i % 25) as char))
            .collect();
        let mut lists = vec![
            ("random-letters", random_list(rng, 26, 100)),
            ("three-letters", random_list(rng, 3, 100)),
        ];
        lists.push(("two-letters-differ", close));
        lists
            .into_iter()
            .map(|(name, words)| {
                let random = words[rng.range(0, 99) as usize].clone();
                let mut master = oracle::Master::adaptive(&words);
                let hardest = oracle::play(&words, &mut master).pop().expect("a guess");
                let input = [(&random, 10), (&hardest, 10), (&hardest, 30)]
                    .iter()
                    .map(|(secret, allowed)| {
                        format!("\"{}\"\n{}\n{}\n", secret, text(&words), allowed)
                    })
                    .collect();
                (name, input)
            })
            .collect()
    }
}

mod oracle {
    //! Oracle for LeetCode 843 "Guess the Word", from the rules alone.
    //!
    //! Rules as implemented: a guess not in the list answers −1; otherwise the number of
    //! positions where guess and secret agree. Every call counts; the verdict asks whether a
    //! call within the budget named the secret. The strategy replayed is the one specified:
    //! keep the words consistent with every answer; guess the word of the list whose largest
    //! class of candidates left (by answer, the secret's own answer 6 leaving none) is smallest,
    //! a candidate and then the earlier word on a tie.
    use std::collections::BTreeMap;

    pub fn matches(a: &str, b: &str) -> usize {
        a.chars().zip(b.chars()).filter(|(x, y)| x == y).count()
    }

    /// The judge's side: a fixed secret, or an adaptive one (`secret` None) that keeps the
    /// largest class of the words consistent with its answers so far.
    pub struct Master {
        words: Vec<String>,
        secret: Option<String>,
        consistent: Vec<String>,
        calls: usize,
        secret_at: Option<usize>,
    }

    impl Master {
        pub fn fixed(words: &[String], secret: &str) -> Self {
            Master {
                words: words.to_vec(),
                secret: Some(secret.to_string()),
                consistent: Vec::new(),
                calls: 0,
                secret_at: None,
            }
        }

        pub fn adaptive(words: &[String]) -> Self {
            Master {
                words: words.to_vec(),
                secret: None,
                consistent: words.to_vec(),
                calls: 0,
                secret_at: None,
            }
        }

        /// The call that first named the secret (for an adaptive master, the last word left).
        pub fn secret_at(&self) -> Option<usize> {
            self.secret_at
        }

        pub fn guess(&mut self, word: &str) -> i32 {
            self.calls += 1;
            if !self.words.iter().any(|w| w == word) {
                return -1;
            }
            let answer = match &self.secret {
                Some(secret) => matches(word, secret),
                None => {
                    // The largest class; on a tie the smaller answer, which is never 6 while
                    // another word is consistent.
                    let mut classes: BTreeMap<usize, Vec<String>> = BTreeMap::new();
                    for w in &self.consistent {
                        classes.entry(matches(word, w)).or_default().push(w.clone());
                    }
                    let largest = classes.values().map(Vec::len).max().unwrap_or(0);
                    let (&answer, class) =
                        classes.iter().find(|(_, class)| class.len() == largest).expect("a class");
                    self.consistent = class.clone();
                    answer
                }
            };
            if answer == 6 && self.secret_at.is_none() {
                self.secret_at = Some(self.calls);
            }
            answer as i32
        }
    }

    /// The strategy's guesses against `master`, until it names the secret or has no candidate.
    pub fn play(words: &[String], master: &mut Master) -> Vec<String> {
        let mut candidates: Vec<usize> = (0..words.len()).collect();
        let mut guesses = Vec::new();
        while !candidates.is_empty() {
            let guess = (0..words.len())
                .min_by_key(|&g| {
                    let mut classes: BTreeMap<usize, usize> = BTreeMap::new();
                    for &c in &candidates {
                        *classes.entry(matches(&words[g], &words[c])).or_default() += 1;
                    }
                    classes.remove(&6);
                    (classes.values().max().copied().unwrap_or(0), !candidates.contains(&g), g)
                })
                .expect("a word");
            guesses.push(words[guess].clone());
            let answer = master.guess(&words[guess]);
            if answer == 6 {
                break;
            }
            candidates.retain(|&c| matches(&words[guess], &words[c]) as i32 == answer);
        }
        guesses
    }
}

/// The measurement: how often 10 guesses suffice against the adaptive master on 200
/// random lists of 100 words (of letters a..z, a..h or a..e; or three or four x's then a..z),
/// and the most guesses needed, held to the figures measured (the seed is fixed). The binary,
/// given the adaptive master's last word as a fixed secret (which answers every guess the
/// same), must agree with the oracle's verdict on each list.
#[test]
fn adaptive_master_within_ten() {
    let mut rng = Rng::new(8430);
    let measured =
        [(26, 0, 200, 10), (8, 0, 200, 6), (5, 0, 200, 5), (26, 3, 0, 16), (26, 4, 0, 22)];
    for &(letters, shared, within_ten_measured, worst_measured) in &measured {
        let mut within_ten = 0;
        let mut worst = 0;
        let mut input = String::new();
        let mut expected = String::new();
        for _ in 0..200 {
            let words = random_list_sharing(&mut rng, letters, 100, shared);
            let mut master = oracle::Master::adaptive(&words);
            let guesses = oracle::play(&words, &mut master);
            let calls = master.secret_at().expect("the adaptive master's last word is named");
            assert_eq!(calls, guesses.len());
            within_ten += usize::from(calls <= 10);
            worst = worst.max(calls);
            let secret = guesses.last().expect("a guess");
            input.push_str(&format!("\"{}\"\n{}\n10\n", secret, text(&words)));
            expected.push_str(&format!("{}\n", verdict(Some(calls), 10)));
        }
        let family =
            format!("{} x's then letters up to {}", shared, (b'a' + letters as u8 - 1) as char);
        assert_eq!(
            (within_ten, worst),
            (within_ten_measured, worst_measured),
            "{}: (within ten, most guesses)",
            family
        );
        let run = common::run("leetcode_843_guess_the_word", input.as_bytes());
        assert_eq!(run.stdout, expected, "{}: {}", family, run.stderr);
    }
}
