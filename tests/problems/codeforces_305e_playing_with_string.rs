//! Codeforces 305E · Playing with String: a move cuts a piece at a position whose two
//! neighbours are equal, leaving that character alone; who cannot move loses. Input s;
//! `Second`, or `First` and the least winning position. Oracle: the memoised search over
//! multisets of pieces of `mod oracle`.
use crate::common::Rng;
use crate::inputs::{all_strings, all_words, random_string};
use crate::layout::{Format, Layout, Shape};
use crate::problem::{Case, Problem, RANDOM_CASES, refused_at_once};

pub struct Game;

/// The known rule: the runs of cuttable positions as a Kayles-like game, g by its table.
fn reference(s: &str) -> String {
    let b = s.as_bytes();
    let n = b.len();
    let cuttable: Vec<bool> = (0..n).map(|j| j > 0 && j + 1 < n && b[j - 1] == b[j + 1]).collect();
    let mut g = vec![0usize; n + 1];
    for len in 1..=n {
        let options: std::collections::BTreeSet<usize> =
            (1..=len).map(|a| g[a.saturating_sub(2)] ^ g[(len - a).saturating_sub(1)]).collect();
        g[len] = (0..).find(|v| !options.contains(v)).expect("a missing value");
    }
    // The run length around each position, and the xor of all runs.
    let mut runs = Vec::new();
    let mut j = 0;
    while j < n {
        let start = j;
        while j < n && cuttable[j] {
            j += 1;
        }
        if j > start {
            runs.push((start, j - start));
        } else {
            j += 1;
        }
    }
    let total = runs.iter().fold(0, |x, &(_, len)| x ^ g[len]);
    for &(start, len) in &runs {
        for a in 1..=len {
            if total ^ g[len] ^ g[a.saturating_sub(2)] ^ g[(len - a).saturating_sub(1)] == 0 {
                return format!("First\n{}", start + a);
            }
        }
    }
    "Second".to_string()
}

fn case(oracle: &mut oracle::Oracle, s: &str) -> Case {
    let answer = match oracle.least_winning_cut(s) {
        Some(i) => format!("First\n{}", i),
        None => "Second".to_string(),
    };
    Case::Text(format!("{}\n", s), answer)
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::Program(Format {
            shape: Shape::Single,
            test: |c| Some(reference(&c.word(10_000, |b| b.is_ascii_lowercase())?)),
            answer_shape: |l| l == "First" || l == "Second" || l.parse::<usize>().map_or(false, |i| i > 0),
        })
    }

    /// Strings of 1 to 14 letters from a, b (and c in one of three).
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        let mut oracle = oracle::Oracle::default();
        let mut cases = Vec::new();
        while cases.len() < RANDOM_CASES {
            let alphabet: &[u8] = if cases.len() % 3 == 0 { b"abc" } else { b"ab" };
            let s = random_string(rng, alphabet, 14, false);
            if !s.is_empty() {
                cases.push(case(&mut oracle, &s));
            }
        }
        cases
    }

    /// Every string of 1 to 8 letters from a, b (510 runs).
    fn small_cases(&self) -> Vec<Case> {
        let mut oracle = oracle::Oracle::default();
        all_words(b"ab", 8).iter().map(|s| case(&mut oracle, s)).collect()
    }

    /// Every string of 1 to 13 letters from a, b, and of up to 8 from a, b, c.
    fn check_reference(&self) {
        let mut oracle = oracle::Oracle::default();
        let strings = all_strings(b"ab", 13).into_iter().chain(all_strings(b"abc", 8));
        for s in strings.filter(|s| !s.is_empty()) {
            let want = match oracle.least_winning_cut(&s) {
                Some(i) => format!("First\n{}", i),
                None => "Second".to_string(),
            };
            assert_eq!(reference(&s), want, "{}", s);
        }
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        refused_at_once(&["ab c\n", "aBa\n", "a1a\n", &"a".repeat(10_001)])
    }

    /// The judge's limit, |s| = 5000: random over a, b (many short runs), `aaa…` (one run of
    /// 4998), and `abab…`; ours: 10^4 letters.
    fn max_cases(&self, rng: &mut Rng) -> Vec<(&'static str, String)> {
        let random: String = (0..5000).map(|_| if rng.range(0, 1) == 0 { 'a' } else { 'b' }).collect();
        let ours: String = (0..10_000).map(|_| if rng.range(0, 2) == 0 { 'a' } else { 'b' }).collect();
        vec![
            ("random", random + "\n"),
            ("one-run", "a".repeat(5000) + "\n"),
            ("alternating", "ab".repeat(2500) + "\n"),
            ("accepted-limit", ours + "\n"),
        ]
    }
}

mod oracle {
    //! Oracle for Codeforces 305E "Playing with String"
    //! (https://codeforces.com/problemset/problem/305/E), from the rules alone.
    //!
    //! Rules as implemented: pieces of string, at first s alone; a move takes a piece t and a
    //! position i with 1 < i < |t| and t_{i−1} = t_{i+1}, and replaces t by t_1…t_{i−1}, t_i
    //! and t_{i+1}…t_{|t|}; the player who cannot move loses.
    //!
    //! Search: memoised win/lose over the multiset of pieces of 3 or more letters (shorter ones
    //! have no position to cut), sorted. The least winning first cut is found by trying the
    //! positions of s in order.
    use std::collections::HashMap;

    #[derive(Default)]
    pub struct Oracle {
        memo: HashMap<Vec<String>, bool>,
    }

    /// The pieces after cutting `t` at its (0-based, interior) position i.
    fn cut(t: &str, i: usize) -> [String; 2] {
        [t[..i].to_string(), t[i + 1..].to_string()]
    }

    fn cuttable(t: &str, i: usize) -> bool {
        let b = t.as_bytes();
        i > 0 && i + 1 < b.len() && b[i - 1] == b[i + 1]
    }

    impl Oracle {
        /// The least 1-based position of s whose cut wins, if any.
        pub fn least_winning_cut(&mut self, s: &str) -> Option<usize> {
            (0..s.len()).find(|&i| cuttable(s, i) && !self.wins(cut(s, i).to_vec())).map(|i| i + 1)
        }

        fn wins(&mut self, mut pieces: Vec<String>) -> bool {
            pieces.retain(|p| p.len() >= 3);
            pieces.sort();
            if let Some(&known) = self.memo.get(&pieces) {
                return known;
            }
            let mut result = false;
            'moves: for (k, piece) in pieces.iter().enumerate() {
                for i in (0..piece.len()).filter(|&i| cuttable(piece, i)) {
                    let mut next = pieces.clone();
                    next.remove(k);
                    next.extend(cut(piece, i));
                    if !self.wins(next) {
                        result = true;
                        break 'moves;
                    }
                }
            }
            self.memo.insert(pieces, result);
            result
        }
    }

    #[test]
    fn statement_samples() {
        let mut o = Oracle::default();
        assert_eq!(o.least_winning_cut("abacaba"), Some(2));
        assert_eq!(o.least_winning_cut("abcde"), None);
    }

    #[test]
    fn short_strings_by_hand() {
        let mut o = Oracle::default();
        // aba: the one cut (position 2) wins.
        assert_eq!(o.least_winning_cut("aba"), Some(2));
        // aaaa: cutting 2 leaves "a" and "aa", cutting 3 leaves "aa" and "a": one move either way.
        assert_eq!(o.least_winning_cut("aaaa"), Some(2));
    }
}
