//! AtCoder ABC209 E (abc209_e) · Shiritori: each word must begin with the last three letters of
//! the one before; who cannot say a word loses, an endless game is a draw. Input `N` and N
//! words; per word, the outcome when Takahashi opens with it: `Takahashi`, `Aoki` or `Draw`.
//! Oracle: `mod oracle`, the outcomes over positions "the last word said" by their definition
//! (wins and losses forced within k moves, for k up to the number of positions).
use crate::common::Rng;
use crate::layout::{is_word, Cursor, Format, Layout, Shape, MAX};
use crate::problem::{refused_at_once, Case, Problem, RANDOM_CASES};
use std::collections::HashMap;

pub struct Game;

const ANSWERS: [&str; 3] = ["Takahashi", "Aoki", "Draw"];

/// Retrograde labelling over the three-letter positions (a plain queue over a map): for each
/// word, the outcome of Aoki's position after it.
fn reference(words: &[String]) -> Vec<&'static str> {
    let ends = |w: &String| (w[..3].to_string(), w[w.len() - 3..].to_string());
    let mut moves_left: HashMap<String, usize> = HashMap::new();
    let mut into: HashMap<String, Vec<String>> = HashMap::new();
    for (first, last) in words.iter().map(ends) {
        *moves_left.entry(first.clone()).or_insert(0) += 1;
        moves_left.entry(last.clone()).or_insert(0);
        into.entry(last).or_default().push(first);
    }
    // true: won for the player to move; false: lost.
    let mut outcome: HashMap<String, bool> = HashMap::new();
    let mut queue: Vec<String> =
        moves_left.iter().filter(|(_, &left)| left == 0).map(|(p, _)| p.clone()).collect();
    for p in &queue {
        outcome.insert(p.clone(), false);
    }
    while let Some(p) = queue.pop() {
        let lost = !outcome[&p];
        for from in into.get(&p).cloned().unwrap_or_default() {
            if outcome.contains_key(&from) {
                continue;
            }
            let left = moves_left.get_mut(&from).expect("a position");
            *left -= 1;
            if lost || *left == 0 {
                outcome.insert(from.clone(), lost);
                queue.push(from);
            }
        }
    }
    let answer = |w: &String| match outcome.get(&ends(w).1) {
        Some(false) => ANSWERS[0],
        Some(true) => ANSWERS[1],
        None => ANSWERS[2],
    };
    words.iter().map(answer).collect()
}

fn test(c: &mut Cursor) -> Option<String> {
    let n = c.int(1, MAX)?;
    let words = (0..n)
        .map(|_| c.word(usize::MAX, |b| b.is_ascii_alphabetic()).filter(|w| w.len() >= 3))
        .collect::<Option<Vec<String>>>()?;
    Some(reference(&words).join("\n"))
}

fn case(words: &[String]) -> Case {
    let text = format!(
        "{}\n{}",
        words.len(),
        words.iter().map(|w| format!("{}\n", w)).collect::<String>()
    );
    Case::Text(text, oracle::outcomes(words).join("\n"))
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::Program(Format {
            shape: Shape::Single,
            test,
            answer_shape: |l| is_word(l, &ANSWERS),
        })
    }

    /// 1 to 8 words of 3 to 5 letters over a, b and B (many shared beginnings and ends).
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        (0..RANDOM_CASES)
            .map(|_| {
                let n = rng.range(1, 8) as usize;
                let words: Vec<String> = (0..n)
                    .map(|_| {
                        let len = rng.range(3, 5) as usize;
                        (0..len).map(|_| char::from(b"abB"[rng.range(0, 2) as usize])).collect()
                    })
                    .collect();
                case(&words)
            })
            .collect()
    }

    /// 2000 random dictionaries of 1 to 10 words of 3 or 4 letters over a and b.
    fn check_reference(&self) {
        let mut rng = Rng::new(209);
        for _ in 0..2000 {
            let n = rng.range(1, 10) as usize;
            let words: Vec<String> = (0..n)
                .map(|_| {
                    let len = rng.range(3, 4) as usize;
                    (0..len).map(|_| char::from(b"ab"[rng.range(0, 1) as usize])).collect()
                })
                .collect();
            assert_eq!(reference(&words), oracle::outcomes(&words), "{:?}", words);
        }
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        refused_at_once(&[
            "0\n",
            "2\nabc\nab\n",
            "1\nab1c\n",
            "2\nabc\n",
            "1\nabc abc\n",
            "1\nab\u{e9}cd\n",
        ])
    }

    /// The judge's limit, 2·10^5 words of 3 to 8 letters: over the whole alphabet (few moves);
    /// over a, b and c (dense: mostly draws); six-letter words from one three-letter position
    /// to one at most 3 further on in a fixed order (no cycle: long chains of forced wins and
    /// losses); and ours: 2·10^5 words of 20 letters over a and b.
    fn max_cases(&self, rng: &mut Rng) -> Vec<(&'static str, String)> {
        let letters: Vec<u8> = (b'a'..=b'z').chain(b'A'..=b'Z').collect();
        let render = |words: Vec<String>| {
            let lines: String = words.iter().map(|w| format!("{}\n", w)).collect();
            format!("{}\n{}", words.len(), lines)
        };
        let word = |rng: &mut Rng, alphabet: &[u8], low: u64, high: u64| -> String {
            let len = rng.range(low, high) as usize;
            let last = alphabet.len() as u64 - 1;
            (0..len).map(|_| char::from(alphabet[rng.range(0, last) as usize])).collect()
        };
        let wide = render((0..200_000).map(|_| word(rng, &letters, 3, 8)).collect());
        let narrow = render((0..200_000).map(|_| word(rng, b"abc", 3, 8)).collect());
        let position = |p: u64| -> String {
            [p / 2704, p / 52 % 52, p % 52]
                .iter()
                .map(|&d| char::from(letters[d as usize]))
                .collect()
        };
        let chains = render(
            (0..200_000)
                .map(|_| {
                    let from = rng.range(0, 140_000);
                    position(from) + &position(from + rng.range(1, 3))
                })
                .collect(),
        );
        let ours = render((0..200_000).map(|_| word(rng, b"ab", 20, 20)).collect());
        vec![
            ("whole-alphabet", wide),
            ("three-letters", narrow),
            ("chains", chains),
            ("accepted-long-words", ours),
        ]
    }
}

mod oracle {
    //! Oracle for AtCoder ABC209 E "Shiritori" (https://atcoder.jp/contests/abc209/tasks/abc209_e),
    //! from the rules alone.
    //!
    //! Rules as implemented: a position is the last word said, with the other player to move;
    //! the moves are the words (repeats allowed) beginning with its last three letters. The
    //! player without a move loses; a player who can avoid losing forever does, and a game
    //! that never ends is a draw.
    //!
    //! Search: by the definition of a forced outcome: won(k) = some move reaches a position
    //! lost(k − 1); lost(k) = every move (none at all included) reaches a position won(k − 1);
    //! iterated until nothing changes (at most twice the number of positions); the rest draw.

    /// For each word, the outcome when Takahashi opens with it.
    pub fn outcomes(words: &[String]) -> Vec<&'static str> {
        let n = words.len();
        let moves: Vec<Vec<usize>> = (0..n)
            .map(|i| (0..n).filter(|&j| words[j][..3] == words[i][words[i].len() - 3..]).collect())
            .collect();
        let (mut won, mut lost) = (vec![false; n], vec![false; n]);
        loop {
            let won_next: Vec<bool> = (0..n).map(|i| moves[i].iter().any(|&j| lost[j])).collect();
            let lost_next: Vec<bool> = (0..n).map(|i| moves[i].iter().all(|&j| won[j])).collect();
            if won_next == won && lost_next == lost {
                break;
            }
            won = won_next;
            lost = lost_next;
        }
        // Position i is Aoki's turn after Takahashi said word i.
        (0..n)
            .map(|i| {
                if lost[i] {
                    "Takahashi"
                } else if won[i] {
                    "Aoki"
                } else {
                    "Draw"
                }
            })
            .collect()
    }

    #[test]
    fn statement_sample() {
        let words: Vec<String> = ["abcd", "bcda", "ada"].iter().map(|w| w.to_string()).collect();
        assert_eq!(outcomes(&words), ["Aoki", "Takahashi", "Draw"]);
    }

    #[test]
    fn hand_worked_dictionaries() {
        let words = |list: &[&str]| list.iter().map(|w| w.to_string()).collect::<Vec<_>>();
        // ABC follows itself forever.
        assert_eq!(outcomes(&words(&["ABC"])), ["Draw"]);
        // Case matters: after xyzAbc nothing begins with Abc.
        assert_eq!(outcomes(&words(&["xyzAbc", "abcd"])), ["Takahashi", "Takahashi"]);
        // aaab -> aabX: Aoki must say aabaa, then Takahashi at baa has nothing: Aoki wins.
        assert_eq!(outcomes(&words(&["aaab", "aabaa"]))[0], "Aoki");
    }
}
