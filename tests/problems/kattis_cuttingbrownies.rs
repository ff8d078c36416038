//! Kattis cuttingbrownies · Cutting Brownies: Harry cuts pieces horizontally (splitting the
//! depth), Vicky vertically (splitting the breadth); who cannot cut loses. Input `N`, then N
//! lines `B D S`; `S can win` or `S cannot win` for the starter S. Oracle: the memoised search
//! over multisets of pieces of `mod oracle`.
use crate::common::Rng;
use crate::layout::{Format, Layout, Shape, MAX};
use crate::problem::{Case, Problem, RANDOM_CASES};

pub struct Game;

const NAMES: [&str; 2] = ["Harry", "Vicky"];

/// The known rule, Cutcake's value (Vicky positive): with b = ⌊log2 B⌋ and d = ⌊log2 D⌋, 0
/// when b = d, ⌊B / 2^d⌋ − 1 when b > d, −(⌊D / 2^b⌋ − 1) when b < d; the starter wins on
/// their own sign only.
fn reference(breadth: u64, depth: u64, vicky_starts: bool) -> bool {
    let log = |x: u64| 63 - x.leading_zeros();
    let (b, d) = (log(breadth), log(depth));
    let value = match b.cmp(&d) {
        std::cmp::Ordering::Equal => 0,
        std::cmp::Ordering::Greater => (breadth >> d) as i128 - 1,
        std::cmp::Ordering::Less => -((depth >> b) as i128 - 1),
    };
    if vicky_starts {
        value > 0
    } else {
        value < 0
    }
}

fn answer(vicky_starts: bool, wins: bool) -> String {
    format!("{} {}", NAMES[vicky_starts as usize], if wins { "can win" } else { "cannot win" })
}

fn case(oracle: &mut oracle::Oracle, breadth: u64, depth: u64, vicky_starts: bool) -> Case {
    let text = format!("{} {} {}\n", breadth, depth, NAMES[vicky_starts as usize]);
    Case::Text(text, answer(vicky_starts, oracle.starter_wins(breadth, depth, vicky_starts)))
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::Program(Format {
            shape: Shape::Counted(MAX),
            test: |c| {
                let (breadth, depth) = (c.int(1, MAX)? as u64, c.int(1, MAX)? as u64);
                let name = c.word(5, |b| b.is_ascii_alphabetic())?;
                let vicky_starts = NAMES.iter().position(|&n| n == name)? == 1;
                Some(answer(vicky_starts, reference(breadth, depth, vicky_starts)))
            },
            answer_shape: |l| {
                let mut words = l.splitn(2, ' ');
                NAMES.contains(&words.next().unwrap_or(""))
                    && ["can win", "cannot win"].contains(&words.next().unwrap_or(""))
            },
        })
    }

    /// Sheets up to 6 × 6, either starter, as the tests of one input.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        let mut oracle = oracle::Oracle::default();
        (0..RANDOM_CASES)
            .map(|_| case(&mut oracle, rng.range(1, 6), rng.range(1, 6), rng.range(0, 1) == 1))
            .collect()
    }

    /// Every sheet up to 6 × 6 (and 7 × 2, 2 × 7, 8 × 2, 2 × 8), either starter.
    fn small_cases(&self) -> Vec<Case> {
        let mut oracle = oracle::Oracle::default();
        let sheets = (1..=6).flat_map(|b| (1..=6).map(move |d| (b, d)));
        let long = [(7, 2), (2, 7), (8, 2), (2, 8)];
        let sheets: Vec<(u64, u64)> = sheets.chain(long.iter().copied()).collect();
        let starts = [false, true];
        sheets.iter().flat_map(|&(b, d)| starts.iter().map(move |&v| (b, d, v))).map(|(b, d, v)| case(&mut oracle, b, d, v)).collect()
    }

    /// Every sheet up to 6 × 6 and up to 9 × 3 and 3 × 9, either starter.
    fn check_reference(&self) {
        let mut oracle = oracle::Oracle::default();
        let square = (1..=6).flat_map(|b| (1..=6).map(move |d| (b, d)));
        let long = (1..=9).flat_map(|b| (1..=3).flat_map(move |d| [(b, d), (d, b)]));
        for (b, d) in square.chain(long) {
            for vicky_starts in [false, true] {
                let want = oracle.starter_wins(b, d, vicky_starts);
                assert_eq!(reference(b, d, vicky_starts), want, "{} x {}, Vicky {}", b, d, vicky_starts);
            }
        }
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        vec![
            ("1\n1 1 Bob\n".into(), ""),
            ("1\n0 1 Harry\n".into(), ""),
            ("2\n1 1 Harry\n2 2 harry\n".into(), "Harry cannot win\n"),
            ("2\n4 2 Vicky\n3 2\n".into(), "Vicky can win\n"),
            ("1\n1 1 Harry Vicky\n".into(), "Harry cannot win\n"),
        ]
    }

    /// Every sheet up to the judge's 500 × 500 would be 2.5·10^5 tests; every tenth breadth
    /// and depth, either starter (5 000 tests), and the corners.
    fn max_cases(&self, _rng: &mut Rng) -> Vec<(&'static str, String)> {
        let sides: Vec<u64> = (1..=50).map(|i| i * 10).chain([1, 2, 255, 256, 499]).collect();
        let mut tests = Vec::new();
        for &b in &sides {
            for &d in &sides {
                for name in NAMES {
                    tests.push(format!("{} {} {}\n", b, d, name));
                }
            }
        }
        vec![("grid", format!("{}\n{}", tests.len(), tests.concat()))]
    }
}

mod oracle {
    //! Oracle for Kattis "Cutting Brownies" (https://open.kattis.com/problems/cuttingbrownies),
    //! from the rules alone.
    //!
    //! Rules as implemented: pieces of B × D brownies (breadth, depth), one to start; Harry cuts
    //! a piece of depth ≥ 2 horizontally into B × d and B × (D − d), Vicky a piece of breadth
    //! ≥ 2 vertically into b × D and (B − b) × D; pieces never turn; the players alternate and
    //! who cannot cut loses.
    //!
    //! Search: memoised win/lose over (the multiset of pieces that someone can still cut, whose
    //! turn it is); a 1 × 1 piece is dropped, since neither player can ever cut it.
    use std::collections::HashMap;

    #[derive(Default)]
    pub struct Oracle {
        memo: HashMap<(Vec<(u64, u64)>, bool), bool>,
    }

    impl Oracle {
        /// Whether the starter wins the sheet `breadth × depth`.
        pub fn starter_wins(&mut self, breadth: u64, depth: u64, vicky_starts: bool) -> bool {
            self.mover_wins(canonical(vec![(breadth, depth)]), vicky_starts)
        }

        fn mover_wins(&mut self, pieces: Vec<(u64, u64)>, vicky: bool) -> bool {
            if let Some(&known) = self.memo.get(&(pieces.clone(), vicky)) {
                return known;
            }
            let mut wins = false;
            'cuts: for (i, &(b, d)) in pieces.iter().enumerate() {
                let side = if vicky { b } else { d };
                for cut in 1..=side / 2 {
                    let mut next = pieces.clone();
                    let (first, second) = if vicky { ((cut, d), (b - cut, d)) } else { ((b, cut), (b, d - cut)) };
                    next[i] = first;
                    next.push(second);
                    if !self.mover_wins(canonical(next), !vicky) {
                        wins = true;
                        break 'cuts;
                    }
                }
            }
            self.memo.insert((pieces, vicky), wins);
            wins
        }
    }

    /// The pieces someone can still cut, sorted.
    fn canonical(mut pieces: Vec<(u64, u64)>) -> Vec<(u64, u64)> {
        pieces.retain(|&piece| piece != (1, 1));
        pieces.sort_unstable();
        pieces
    }

    #[test]
    fn statement_sample() {
        let mut o = Oracle::default();
        assert!(!o.starter_wins(1, 1, false));
        assert!(!o.starter_wins(2, 2, true));
        assert!(!o.starter_wins(3, 2, true));
        assert!(o.starter_wins(4, 2, true));
        assert!(o.starter_wins(6, 8, false));
    }

    #[test]
    fn thin_sheets_by_hand() {
        let mut o = Oracle::default();
        // 1 × 3: only Harry can cut (the depth); he wins whoever starts.
        assert!(o.starter_wins(1, 3, false));
        assert!(!o.starter_wins(1, 3, true));
        // 2 × 1: only Vicky can cut.
        assert!(o.starter_wins(2, 1, true) && !o.starter_wins(2, 1, false));
    }
}
