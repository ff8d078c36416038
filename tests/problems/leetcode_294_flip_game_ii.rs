//! LeetCode 294 · Flip Game II: a move turns `++` into `--`; who cannot move loses. Input:
//! `currentState` per case; `true` when the first player wins. Oracle: the memoised search
//! over whole strings of `mod oracle`.
use crate::common::Rng;
use crate::inputs::{all_strings, quoted, random_string};
use crate::layout::{always, boolean, Kind, Layout, Signature, INVALID};
use crate::plain::mex;
use crate::problem::{Case, Problem, RANDOM_CASES};

pub struct Game;

/// The known rule: the runs of `+` as independent games, g(L) = mex g(i) ⊕ g(L − i − 2).
fn reference(state: &str) -> String {
    if state.len() > 10_000 || !state.bytes().all(|c| c == b'+' || c == b'-') {
        return INVALID.to_string();
    }
    let runs: Vec<usize> = state.split('-').map(str::len).collect();
    let longest = runs.iter().copied().max().unwrap_or(0);
    let mut g: Vec<u64> = vec![0; longest + 1];
    for len in 2..=longest {
        let options = (0..=len - 2).map(|i| g[i] ^ g[len - i - 2]).collect();
        g[len] = mex(&options);
    }
    (runs.iter().fold(0, |x, &len| x ^ g[len]) != 0).to_string()
}

fn case(oracle: &mut oracle::Oracle, state: &str) -> Case {
    Case::Params(vec![("currentState", quoted(state))], oracle.wins(state).to_string())
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::LeetCode(Signature { kinds: &[Kind::Text], answer: |c| reference(c[0].text()), affordable: always, shape: boolean })
    }

    /// Strings of up to 16 characters, mostly `+`.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        let mut oracle = oracle::Oracle::default();
        (0..RANDOM_CASES).map(|_| case(&mut oracle, &random_string(rng, b"+++-", 16, false))).collect()
    }

    /// Every string of up to 8 characters (511 cases).
    fn small_cases(&self) -> Vec<Case> {
        let mut oracle = oracle::Oracle::default();
        all_strings(b"+-", 8).iter().map(|s| case(&mut oracle, s)).collect()
    }

    /// Every string of up to 14 characters, and runs of up to 24 `+`.
    fn check_reference(&self) {
        let mut oracle = oracle::Oracle::default();
        let runs = (0..=24).map(|len| "+".repeat(len));
        for s in all_strings(b"+-", 14).into_iter().chain(runs) {
            assert_eq!(reference(&s), oracle.wins(&s).to_string(), "{}", s);
        }
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        vec![("\"++\"\n\"+x\"".into(), "true\n"), ("\"++ \"".into(), ""), (format!("\"{}\"", "+".repeat(10_001)), "")]
    }

    /// LeetCode's longest, 60 characters (one run; runs split by single `-`), and ours: 10^4.
    fn max_cases(&self, rng: &mut Rng) -> Vec<(&'static str, String)> {
        let split: String = (0..60).map(|_| if rng.range(0, 6) == 0 { '-' } else { '+' }).collect();
        let lines = [quoted(&"+".repeat(60)), quoted(&split), quoted(&"+".repeat(10_000))];
        vec![("long", lines.iter().map(|l| format!("{}\n", l)).collect())]
    }
}

mod oracle {
    //! Oracle for LeetCode 294 "Flip Game II", from the rules alone.
    //!
    //! Rules as implemented: a string of `+` and `-`; the players alternately turn two
    //! consecutive `++` into `--`; the player who cannot move loses.
    //!
    //! Search: memoised win/lose over whole strings.
    use std::collections::HashMap;

    #[derive(Default)]
    pub struct Oracle {
        memo: HashMap<String, bool>,
    }

    impl Oracle {
        pub fn wins(&mut self, state: &str) -> bool {
            if let Some(&known) = self.memo.get(state) {
                return known;
            }
            let b = state.as_bytes();
            let result = (1..b.len()).any(|i| b[i - 1] == b'+' && b[i] == b'+' && !self.wins(&format!("{}--{}", &state[..i - 1], &state[i + 1..])));
            self.memo.insert(state.to_string(), result);
            result
        }
    }

    #[test]
    fn leetcode_examples() {
        let mut o = Oracle::default();
        assert!(o.wins("++++"));
        assert!(!o.wins("+"));
    }
}
