//! AtCoder ABC195 E · Lucky 7 Battle: in round i player X_i appends S_i or `0` to a number;
//! Takahashi wins iff it ends a multiple of 7. Input `N` / S / X; `Takahashi` or `Aoki`.
//! Oracle: the search over every line of play of `mod oracle`.
use crate::common::Rng;
use crate::layout::{is_word, words, Cursor, Format, Layout, Shape};
use crate::problem::{Case, Problem, RANDOM_CASES, refused_at_once};

pub struct Game;

/// The residue table, round by round from the last, as a set of winning residues.
fn reference(digits: &str, players: &str) -> bool {
    let mut wins = [true, false, false, false, false, false, false];
    for (d, p) in digits.bytes().zip(players.bytes()).rev() {
        let c = usize::from(d - b'0');
        let mut before = [false; 7];
        for (r, slot) in before.iter_mut().enumerate() {
            let (a, b) = (wins[(10 * r + c) % 7], wins[10 * r % 7]);
            *slot = if p == b'T' { a || b } else { a && b };
        }
        wins = before;
    }
    wins[0]
}

fn answer(takahashi_wins: bool) -> String {
    words("Takahashi", "Aoki")(takahashi_wins)
}

fn test(c: &mut Cursor) -> Option<String> {
    let n = c.int(1, 10_000_000)? as usize;
    let digits = c.word(n, |b| b.is_ascii_digit())?;
    let players = c.word(n, |b| b == b'T' || b == b'A')?;
    if digits.len() != n || players.len() != n {
        return None;
    }
    Some(answer(reference(&digits, &players)))
}

fn case(digits: &str, players: &str) -> Case {
    Case::Text(format!("{}\n{}\n{}\n", digits.len(), digits, players), answer(oracle::takahashi_wins(digits, players)))
}

fn random_game(rng: &mut Rng, n: usize) -> (String, String) {
    let digits = (0..n).map(|_| char::from(b'0' + rng.range(0, 9) as u8)).collect();
    let players = (0..n).map(|_| if rng.range(0, 1) == 0 { 'T' } else { 'A' }).collect();
    (digits, players)
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::Program(Format {
            shape: Shape::Single,
            test,
            answer_shape: |l| is_word(l, &["Takahashi", "Aoki"]),
        })
    }

    /// Games of 1 to 12 rounds.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        (0..RANDOM_CASES)
            .map(|_| {
                let n = rng.range(1, 12) as usize;
                let (digits, players) = random_game(rng, n);
                case(&digits, &players)
            })
            .collect()
    }

    /// Every game of 1 or 2 rounds over the digits 0, 3, 5, 7 and both players (80 runs).
    fn small_cases(&self) -> Vec<Case> {
        let digits = crate::inputs::all_strings(b"0357", 2);
        let players = crate::inputs::all_strings(b"TA", 2);
        let pairs = digits.iter().flat_map(|d| players.iter().filter(move |p| p.len() == d.len() && !d.is_empty()).map(move |p| (d, p)));
        pairs.map(|(d, p)| case(d, p)).collect()
    }

    /// 2000 random games of up to 14 rounds.
    fn check_reference(&self) {
        let mut rng = Rng::new(195);
        for _ in 0..2000 {
            let n = rng.range(1, 14) as usize;
            let (digits, players) = random_game(&mut rng, n);
            assert_eq!(reference(&digits, &players), oracle::takahashi_wins(&digits, &players), "{} {}", digits, players);
        }
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        refused_at_once(&["2\n35\nAX\n", "2\n3\nAT\n", "2\n35\nATA\n", "0\n\n\n", "2\n3a\nAT\n", "2\n35\n"])
    }

    /// The judge's limits, N = 2·10^5: random digits and players, and Aoki in every round
    /// but the first.
    fn max_cases(&self, rng: &mut Rng) -> Vec<(&'static str, String)> {
        let n = 200_000;
        let (digits, players) = random_game(rng, n);
        let (digits2, _) = random_game(rng, n);
        let aoki: String = std::iter::once('T').chain(std::iter::repeat('A').take(n - 1)).collect();
        vec![
            ("random", format!("{}\n{}\n{}\n", n, digits, players)),
            ("aoki-rounds", format!("{}\n{}\n{}\n", n, digits2, aoki)),
        ]
    }
}

mod oracle {
    //! Oracle for AtCoder ABC195 E "Lucky 7 Battle"
    //! (https://atcoder.jp/contests/abc195/tasks/abc195_e), from the rules alone.
    //!
    //! Rules as implemented: T starts empty; in round i the player X_i appends S_i or `0`;
    //! after N rounds Takahashi wins iff T as a decimal number is a multiple of 7.
    //!
    //! Search: every line of play (2^N of them), the number carried whole in a u128 (N ≤ 14).

    /// Whether Takahashi wins with best play.
    pub fn takahashi_wins(digits: &str, players: &str) -> bool {
        play(digits.as_bytes(), players.as_bytes(), 0)
    }

    fn play(digits: &[u8], players: &[u8], number: u128) -> bool {
        match (digits.split_first(), players.split_first()) {
            (Some((&d, rest)), Some((&p, others))) => {
                let with_digit = play(rest, others, number * 10 + u128::from(d - b'0'));
                let with_zero = play(rest, others, number * 10);
                if p == b'T' {
                    with_digit || with_zero
                } else {
                    with_digit && with_zero
                }
            }
            _ => number % 7 == 0,
        }
    }

    #[test]
    fn statement_samples() {
        assert!(takahashi_wins("35", "AT"));
        assert!(!takahashi_wins("12345", "AAAAT"));
        assert!(takahashi_wins("67890", "TTTTA"));
        assert!(!takahashi_wins("12345", "ATATA"));
    }

    #[test]
    fn one_round_by_hand() {
        // One digit: Takahashi can always append 0; Aoki can spoil it unless the digit is 0 or 7.
        assert!(takahashi_wins("3", "T"));
        assert!(!takahashi_wins("3", "A"));
        assert!(takahashi_wins("7", "A"));
    }
}
