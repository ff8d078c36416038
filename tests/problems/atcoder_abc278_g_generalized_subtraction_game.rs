//! AtCoder ABC278 G · Generalized Subtraction Game, interactive: the program picks First or
//! Second and plays against the judge (tests/interact/atcoder_abc278_g_…rs). A case is the
//! interactor's case file, `N L R` and `ADVERSARY SEED`; its answer is the side that wins,
//! which the program must choose, and then win. Oracle: `mod oracle`, a memoised search over
//! whole positions (the multiset of rows of consecutive cards) from the rules alone; the
//! reference is the rule of the editorial (mirror play unless L = R and N − L is odd, then
//! the Grundy value of one row), checked against the oracle on every N ≤ 16.
use crate::common::Rng;
use crate::interact::Interactor;
use crate::layout::{is_word, Cursor, Format, Layout, Shape, MAX};
use crate::problem::{Case, Problem, RANDOM_CASES};
use std::collections::BTreeSet;

pub struct Game;

/// Whether the first player wins with N cards and moves of L to R of them.
fn reference(n: usize, l: usize, r: usize) -> bool {
    if l < r || (n - l) % 2 == 0 {
        return true;
    }
    // Every move takes exactly L cards: the value of one row by its definition.
    let mut g = vec![0usize; n + 1];
    for len in l..=n {
        let options: BTreeSet<usize> = (0..=len - l).map(|a| g[a] ^ g[len - l - a]).collect();
        g[len] = (0..).find(|v| !options.contains(v)).unwrap_or(0);
    }
    g[n] != 0
}

fn side(first_wins: bool) -> String {
    (if first_wins { "First" } else { "Second" }).to_string()
}

fn case_text(n: usize, l: usize, r: usize, adversary: &str, seed: u64) -> String {
    format!("{} {} {}\n{} {}\n", n, l, r, adversary, seed)
}

fn test(c: &mut Cursor) -> Option<String> {
    let n = c.int(1, 2000)?;
    let l = c.int(1, n)?;
    let r = c.int(l, n)?;
    let adversary = c.word(6, |b| b.is_ascii_lowercase())?;
    if !["random", "greedy", "best"].contains(&adversary.as_str()) {
        return None;
    }
    c.int(0, MAX)?;
    Some(side(reference(n as usize, l as usize, r as usize)))
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::Program(Format {
            shape: Shape::Single,
            test,
            answer_shape: |line| is_word(line, &["First", "Second"]),
        })
    }

    fn interactor(&self) -> Option<&'static dyn Interactor> {
        crate::interact::interactor("atcoder_abc278_g_generalized_subtraction_game")
    }

    /// N up to 14, L ≤ R ≤ N (one case in three with L = R, where mirror play is not always
    /// there); each is played against every adversary.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        let mut oracle = oracle::Oracle::default();
        (0..RANDOM_CASES)
            .map(|_| {
                let n = rng.range(1, 14) as usize;
                let l = rng.range(1, n as u64) as usize;
                let r =
                    if rng.range(0, 2) == 0 { l } else { rng.range(l as u64, n as u64) as usize };
                let text = case_text(n, l, r, "random", rng.range(0, 1 << 30));
                Case::Text(text, side(oracle.first_player_wins(&[n], l, r)))
            })
            .collect()
    }

    /// Every N ≤ 6 with every L ≤ R ≤ N (56 cases, each against every adversary).
    fn small_cases(&self) -> Vec<Case> {
        let mut oracle = oracle::Oracle::default();
        let mut cases = Vec::new();
        for n in 1..=6 {
            for l in 1..=n {
                for r in l..=n {
                    let answer = side(oracle.first_player_wins(&[n], l, r));
                    cases.push(Case::Text(
                        case_text(n, l, r, "best", (n * 100 + l * 10 + r) as u64),
                        answer,
                    ));
                }
            }
        }
        cases
    }

    /// The editorial's rule against the oracle for every N ≤ 16 and L ≤ R ≤ N.
    fn check_reference(&self) {
        let mut oracle = oracle::Oracle::default();
        for n in 1..=16 {
            for l in 1..=n {
                for r in l..=n {
                    assert_eq!(
                        reference(n, l, r),
                        oracle.first_player_wins(&[n], l, r),
                        "N {} L {} R {}",
                        n,
                        l,
                        r
                    );
                }
            }
        }
    }

    /// Judge lines the program must refuse: a bad setup, a judge move that breaks the rules
    /// (the program takes cards 3 and 4 first from `6 1 2`), a word for a number.
    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        let scripts = [
            "",
            "x\n",
            "0 1 1\n",
            "2001 1 1\n",
            "5 3 2\n",
            "5 0 1\n",
            "6 1 2\n3 1\n",
            "6 1 2\n1 3\n",
            "6 1 2\n7 1\n",
            "6 1 2\n-1 0\n",
            "6 1 2\n1 one\n",
            "7 2 2\n1 +2\n",
            // A judge line is a line: no extra token after the protocol's.
            "6 1 2 0\n",
            "6 1 2\n1 1 2\n",
        ];
        scripts.iter().map(|s| (s.to_string(), "")).collect()
    }

    /// The judge's limit, N = 2000: L = R = 1 (2000 turns of Grundy play), L = R = 2 with N − L
    /// even and odd, a wide range (mirror play for 2000 cards), large equal L and R.
    fn max_cases(&self, rng: &mut Rng) -> Vec<(&'static str, String)> {
        let mut seed = || rng.range(0, 1 << 30);
        vec![
            ("one-card-moves", case_text(2000, 1, 1, "best", seed())),
            ("two-card-moves-odd", case_text(1999, 2, 2, "best", seed())),
            ("two-card-moves-random", case_text(2000, 2, 2, "random", seed())),
            ("wide-range", case_text(2000, 1, 2000, "random", seed())),
            ("narrow-range", case_text(2000, 3, 4, "greedy", seed())),
            ("large-moves", case_text(2000, 667, 667, "best", seed())),
        ]
    }
}

/// Programs that cheat or stall, each given its verdict within the time limit.
#[test]
fn cheaters_are_caught() {
    crate::interactive::assert_caught(
        "atcoder_abc278_g_generalized_subtraction_game",
        &[
            (
                "silence",
                "6 1 2\nbest 1\n",
                "exec sleep 30",
                "TLE waited past the time limit for First or Second",
            ),
            (
                "no output at all",
                "6 1 2\nbest 1\n",
                "exit 0",
                "WA the output ended where First or Second",
            ),
            (
                "a failure exit",
                "6 1 2\nbest 1\n",
                "read a; exit 3",
                "RE exit Some(3) during the game",
            ),
            (
                "a misspelt side",
                "6 1 2\nbest 1\n",
                "read a; echo Frist",
                "WA expected First or Second, got \"Frist\"",
            ),
            (
                "an illegal move",
                "6 1 2\nrandom 1\n",
                "read a; echo First; echo 6 2",
                "WA illegal move 6 2",
            ),
            (
                "a move off the table",
                "6 1 2\nrandom 1\n",
                "read a; echo First; echo 0 1",
                "WA illegal move 0 1",
            ),
            (
                "three numbers",
                "6 1 2\nrandom 1\n",
                "read a; echo First; echo 1 1 1",
                "WA expected a move x y, got \"1 1 1\"",
            ),
            (
                "0 0 with moves left",
                "6 1 2\nrandom 1\n",
                "read a; echo First; echo 0 0",
                "WA printed 0 0 with a move left",
            ),
            // One card, L = R = 1: the first player takes it; Second is the wrong choice.
            (
                "the losing side",
                "1 1 1\nbest 1\n",
                "read a; echo Second; read a; echo 0 0",
                "WA lost: no move left",
            ),
            // Two cards, L = R = 1: the second player wins.
            (
                "the losing side, first",
                "2 1 1\nrandom 7\n",
                "read a; echo First; echo 1 1; read a; echo 0 0",
                "WA lost: no move left",
            ),
            (
                "waiting on its own turn",
                "6 1 2\nbest 1\n",
                "read a; echo First; read a",
                "TLE waited past the time limit for a move x y",
            ),
            // After the end the judge closes the program's input: reading on gets its end.
            (
                "reading past the end",
                "1 1 1\nbest 1\n",
                "read a; echo First; echo 1 1; read a; read a; read a; exit 0",
                "AC First",
            ),
            (
                "not exiting after the end",
                "1 1 1\nbest 1\n",
                "read a; echo First; echo 1 1; read a; exec sleep 30",
                "TLE did not exit after the game ended",
            ),
            (
                "output after the end",
                "1 1 1\nbest 1\n",
                "read a; echo First; echo 1 1; read a; echo 1 1",
                "WA printed \"1 1\" after the end",
            ),
        ],
    );
}

mod oracle {
    //! Oracle for AtCoder ABC278 G "Generalized Subtraction Game"
    //! (https://atcoder.jp/contests/abc278/tasks/abc278_g), from the rules alone.
    //!
    //! Rules as implemented: rows of consecutive cards; a move removes L to R consecutive cards
    //! of one row, splitting it into the cards before and after; who cannot move loses.
    //! Search: memoised win/lose over the sorted lengths of the rows (rows shorter than L can
    //! never be touched, so they are dropped).
    use std::collections::HashMap;

    #[derive(Default)]
    pub struct Oracle {
        memo: HashMap<(Vec<usize>, usize, usize), bool>,
    }

    impl Oracle {
        /// Whether the player to move wins with these rows.
        pub fn first_player_wins(&mut self, rows: &[usize], l: usize, r: usize) -> bool {
            let mut rows: Vec<usize> = rows.iter().copied().filter(|&len| len >= l).collect();
            rows.sort_unstable();
            let key = (rows.clone(), l, r);
            if let Some(&known) = self.memo.get(&key) {
                return known;
            }
            let mut wins = false;
            'moves: for i in 0..rows.len() {
                for y in l..=r.min(rows[i]) {
                    for before in 0..=rows[i] - y {
                        let mut next = rows.clone();
                        let len = next.swap_remove(i);
                        next.push(before);
                        next.push(len - y - before);
                        if !self.first_player_wins(&next, l, r) {
                            wins = true;
                            break 'moves;
                        }
                    }
                }
            }
            self.memo.insert(key, wins);
            wins
        }
    }

    #[test]
    fn positions_by_hand() {
        let mut o = Oracle::default();
        // No row of L cards: no move.
        assert!(!o.first_player_wins(&[2, 1], 3, 3));
        // Two cards, one at a time: the second player takes the last.
        assert!(!o.first_player_wins(&[2], 1, 1));
        assert!(o.first_player_wins(&[3], 1, 1));
        // Two equal rows: the second player copies.
        assert!(!o.first_player_wins(&[4, 4], 1, 2));
        // 4 cards, moves of 2: taking the middle two leaves two single cards.
        assert!(o.first_player_wins(&[4], 2, 2));
        // 5 cards, moves of 2: every move leaves 3 (then 1 after the reply) or 1 and 2 (then
        // the reply takes the 2): lost.
        assert!(!o.first_player_wins(&[5], 2, 2));
    }
}
