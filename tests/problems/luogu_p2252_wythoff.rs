//! Luogu P2252 · [SHOI2002] 取石子游戏｜【模板】威佐夫博弈: two piles; a move takes any amount from
//! one pile, or the same amount from both. Input one line `a b`; `1` when the first player
//! wins, else `0`. Oracle: the win/lose table over every (a, b) of `mod oracle`.
use crate::common::Rng;
use crate::inputs::line;
use crate::layout::{is_word, words, Format, Layout, Shape};
use crate::problem::{Case, Problem, RANDOM_CASES, refused_at_once};

pub struct Game;

/// The integer square root, by bisection.
fn isqrt(n: u128) -> u128 {
    let (mut low, mut high) = (0u128, 1u128 << 64);
    while high - low > 1 {
        let mid = (low + high) / 2;
        if mid * mid <= n {
            low = mid;
        } else {
            high = mid;
        }
    }
    low
}

/// Wythoff's game: (a, b), a ≤ b, is lost exactly when a = ⌊(b − a)·φ⌋, computed exactly as
/// ⌊(d + ⌊√(5d²)⌋) / 2⌋ for d = b − a.
fn reference(a: u64, b: u64) -> bool {
    let (a, d) = (a.min(b) as u128, (a.max(b) - a.min(b)) as u128);
    a != (d + isqrt(5 * d * d)) / 2
}

fn case(a: u64, b: u64, wins: bool) -> Case {
    Case::Lines(vec![vec![a, b]], words("1", "0")(wins))
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::Program(Format {
            shape: Shape::Single,
            test: |c| {
                let limit = 1_000_000_000_000_000_000;
                let (a, b) = (c.int(0, limit)?, c.int(0, limit)?);
                Some(words("1", "0")(reference(a as u64, b as u64)))
            },
            answer_shape: |l| is_word(l, &["1", "0"]),
        })
    }

    /// Piles of up to 60 stones.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        (0..RANDOM_CASES)
            .map(|_| {
                let (a, b) = (rng.range(0, 60), rng.range(0, 60));
                case(a, b, oracle::first_player_wins(a as usize, b as usize))
            })
            .collect()
    }

    /// Every a, b ≤ 30 (961 runs: the input holds one test).
    fn small_cases(&self) -> Vec<Case> {
        let lost = oracle::losing_table(30);
        let pairs = (0..=30u64).flat_map(|a| (0..=30u64).map(move |b| (a, b)));
        pairs.map(|(a, b)| case(a, b, !lost[a as usize][b as usize])).collect()
    }

    /// Every a, b ≤ 80.
    fn check_reference(&self) {
        let lost = oracle::losing_table(80);
        for a in 0..=80 {
            for b in 0..=80 {
                let want = !lost[a as usize][b as usize];
                assert_eq!(reference(a, b), want, "({}, {})", a, b);
            }
        }
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        refused_at_once(&["1\n", "1 2 3\n", "1000000000000000001 1\n", "-1 2\n", "8 x\n"])
    }

    /// The largest losing pair within the judge's 10^9: d = 381966011 puts a = ⌊dφ⌋ just under
    /// 6.2·10^8 and b = a + d just under 10^9; and a winning pair beside it.
    fn max_cases(&self, _: &mut Rng) -> Vec<(&'static str, String)> {
        let d: u128 = 381_966_011;
        let a = ((d + isqrt(5 * d * d)) / 2) as u64;
        vec![
            ("largest-lost-pair", line(&[a + d as u64, a])),
            ("beside-lost-pair", line(&[a, a + d as u64 + 1])),
        ]
    }
}

mod oracle {
    //! Exhaustive win/lose table for Wythoff's game (Luogu P2252 / POJ 1067 "取石子游戏"). Two
    //! piles `(a, b)`; a move takes any positive amount from one pile, or the same positive
    //! amount from both; a player who cannot move (both piles empty) loses. The oracle knows
    //! nothing but these rules: it labels every position with `a, b <= limit`, row by row, as
    //! losing iff no move reaches a losing position. Every move lowers `a` or keeps `a` and
    //! lowers `b`, so each target comes earlier in that order and is already labelled; `(0,0)`
    //! has no move and is labelled losing first.

    /// `table[a][b]` is true iff `(a, b)` loses for the player to move, for `0 <= a, b <= limit`.
    pub fn losing_table(limit: usize) -> Vec<Vec<bool>> {
        let mut loses = vec![vec![false; limit + 1]; limit + 1];
        for a in 0..=limit {
            for b in 0..=limit {
                let reaches_a_loss = moves(a, b).any(|(x, y)| loses[x][y]);
                loses[a][b] = !reaches_a_loss;
            }
        }
        loses
    }

    /// Whether the player to move wins `(a, b)` (builds a table up to `max(a, b)`: small values).
    pub fn first_player_wins(a: usize, b: usize) -> bool {
        !losing_table(a.max(b))[a][b]
    }

    /// Every position one move away: k taken from the first pile, the second, or both.
    fn moves(a: usize, b: usize) -> impl Iterator<Item = (usize, usize)> {
        let from_first = (1..=a).map(move |k| (a - k, b));
        let from_second = (1..=b).map(move |k| (a, b - k));
        let from_both = (1..=a.min(b)).map(move |k| (a - k, b - k));
        from_first.chain(from_second).chain(from_both)
    }

    #[test]
    fn statement_sample() {
        // P2252's sample: "8 4" -> 1 (https://programmerteach.com/p/luogup2252-stone-fetch-game-wizhov-game).
        // POJ 1067, the same game, has samples "2 1" -> 0, "8 4" -> 1, "4 7" -> 0
        // (https://e-com-net.com/article/4571348.htm).
        assert!(first_player_wins(8, 4));
        assert!(!first_player_wins(2, 1));
        assert!(!first_player_wins(4, 7));
    }

    #[test]
    fn hand_worked_cases() {
        // (0,0): no move, the player to move loses.
        assert!(!first_player_wins(0, 0));
        // (0,k) and (k,k): take everything in one move.
        assert!(first_player_wins(0, 5));
        assert!(first_player_wins(3, 3));
        // (1,2): the moves reach (0,2), (1,1), (1,0), (0,1), and from each of these the
        // opponent empties both piles in one move.
        assert!(!first_player_wins(1, 2));
        // (1,3): take one stone from the 3, reaching the losing (1,2).
        assert!(first_player_wins(1, 3));
    }

    #[test]
    fn table_agrees_with_single_queries() {
        // The rules treat the two piles alike, so the table must be symmetric.
        let table = losing_table(12);
        for (a, row) in table.iter().enumerate() {
            for (b, &loses) in row.iter().enumerate() {
                assert_eq!(loses, table[b][a]);
                assert_eq!(loses, !first_player_wins(a, b));
            }
        }
    }
}
