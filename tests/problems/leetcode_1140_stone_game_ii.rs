//! LeetCode 1140 · Stone Game II: piles in a row, M starts at 1; the mover takes the first X
//! remaining piles, 1 ≤ X ≤ 2M, then M = max(M, X). Input: `piles` per case; the most stones
//! Alice (first) can get. Oracle: every line of play, a plain recursion of `mod oracle`.
use crate::checks::run_cases;
use crate::common::Rng;
use crate::inputs::{array, json_array, lines};
use crate::layout::{integer, short, Kind, Layout, Signature};
use crate::problem::{Case, Problem, Target, Workload, RANDOM_CASES};
use std::collections::HashMap;

pub struct Game;

/// The plain memoised recursion over (first pile, M), M up to n.
fn reference(piles: &[i64]) -> i64 {
    fn best(i: usize, m: usize, suffix: &[i64], memo: &mut HashMap<(usize, usize), i64>) -> i64 {
        let n = suffix.len() - 1;
        if i == n {
            return 0;
        }
        if let Some(&known) = memo.get(&(i, m)) {
            return known;
        }
        let most =
            (1..=(2 * m).min(n - i)).map(|x| suffix[i] - best(i + x, m.max(x), suffix, memo)).max();
        let most = most.expect("at least one pile can be taken");
        memo.insert((i, m), most);
        most
    }
    let mut suffix = vec![0; piles.len() + 1];
    for i in (0..piles.len()).rev() {
        suffix[i] = suffix[i + 1] + piles[i];
    }
    best(0, 1, &suffix, &mut HashMap::new())
}

/// A case of `piles` with `answer`.
fn case(rng: &mut Rng, piles: &[i64], answer: i64) -> Case {
    Case::Params(vec![("piles", json_array(rng, piles))], answer.to_string())
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::LeetCode(Signature {
            kinds: &[Kind::Ints],
            answer: |c| reference(c[0].array()).to_string(),
            affordable: short::<150>,
            shape: integer,
        })
    }

    /// Rows of length 0..=10 of 0..=25 stones.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        (0..RANDOM_CASES)
            .map(|_| {
                let piles: Vec<i64> = rng.row(10, 0, 25).into_iter().map(|v| v as i64).collect();
                case(rng, &piles, oracle::first_player_best(&piles))
            })
            .collect()
    }

    /// 2000 random rows of length 0..=10: values v in 0..=25, every other row |v − 5|.
    fn check_reference(&self) {
        let mut rng = Rng::new(4861140);
        for i in 0..2000 {
            let len = rng.range(0, 10) as usize;
            let shift = if i % 2 == 0 { 5 } else { 0 };
            let values = rng.values(len, 0, 25).into_iter();
            let piles: Vec<i64> = values.map(|v| (v as i64 - shift).abs()).collect();
            let want = oracle::first_player_best(&piles);
            assert_eq!(reference(&piles), want, "piles {:?}", piles);
        }
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        vec![
            ("[1,-2]".into(), ""),
            ("[1000001]".into(), ""),
            (format!("[{}1]", "1,".repeat(1000)), ""),
            ("piles = [1,2], M = 1".into(), ""),
            ("[1,2]\n[".into(), "3\n"),
        ]
    }

    /// 20 rows of 100 piles of 1..=10^4; one row of 1000 piles of 0..=10^6.
    fn max_cases(&self, rng: &mut Rng) -> Vec<(&'static str, String)> {
        vec![
            ("length-100", lines((0..20).map(|_| array(&rng.values(100, 1, 10_000))))),
            ("beyond-judge", array(&rng.values(1000, 0, 1_000_000)) + "\n"),
        ]
    }

    /// 1000 rows of 100 piles of 1..=10^4, within 1.5·10^8 instructions.
    fn workloads(&self) -> Vec<Workload> {
        let mut rng = Rng::new(1140);
        let input = lines((0..1000).map(|_| array(&rng.values(100, 1, 10_000))));
        let name = "1140 1e3 cases, n=100";
        vec![Workload { name, input, anchor: None, target: Target::Total(1.5e8) }]
    }
}

/// The fast binary (a monotone queue and vectorised column mins) against the plain memoised
/// recursion over (i, M), on 100 random rows of length 11..=120 of 0..=10^4 stones.
#[test]
fn binary_matches_plain_dp_on_longer_rows() {
    let mut rng = Rng::new(11400);
    let cases = (0..100)
        .map(|_| {
            let len = rng.range(11, 120) as usize;
            let piles: Vec<i64> =
                rng.values(len, 0, 10_000).into_iter().map(|v| v as i64).collect();
            let answer = reference(&piles);
            case(&mut rng, &piles, answer)
        })
        .collect();
    run_cases("leetcode_1140_stone_game_ii", &Game.layout(), cases);
}

/// Exhaustive oracle for LeetCode 1140 "Stone Game II": piles lie in a row,
/// Alice moves first and M starts at 1; the player to move takes all the
/// stones of the first X remaining piles for some 1 <= X <= 2M (and X at most
/// the number of piles left), after which M becomes max(M, X); the game ends
/// when no piles remain, and each player maximises their own total. The
/// oracle plays every line of play: a plain recursion (no memo) over (next
/// pile index, M, whose turn) returning both players' final totals, in which
/// the player to move picks the X that maximises their own final total.
mod oracle {
    /// Plays the rest of the game from pile `next` with the given `m` and player
    /// `mover` to move (0 is Alice); returns both players' totals from here on.
    fn play(piles: &[i64], next: usize, m: usize, mover: usize) -> [i64; 2] {
        if next == piles.len() {
            return [0, 0];
        }
        let max_take = (2 * m).min(piles.len() - next);
        let mut best: Option<[i64; 2]> = None;
        for take in 1..=max_take {
            let taken: i64 = piles[next..next + take].iter().sum();
            let mut totals = play(piles, next + take, m.max(take), 1 - mover);
            totals[mover] += taken;
            let better = match best {
                None => true,
                Some(current) => totals[mover] > current[mover],
            };
            if better {
                best = Some(totals);
            }
        }
        best.expect("at least one pile can be taken")
    }

    /// Returns the most stones Alice can collect when both players play optimally.
    pub fn first_player_best(piles: &[i64]) -> i64 {
        play(piles, 0, 1, 0)[0]
    }

    #[test]
    fn leetcode_examples() {
        // [2, 7, 9, 4, 4]: if Alice takes 2 (M = 1), Bob's best is 7 + 9
        // (M = 2; taking only 7 would let Alice take 9 + 4) and Alice takes
        // 4 + 4: 10. If Alice takes 2 + 7 (M = 2), Bob takes the last three
        // piles and Alice has 9. So 10.
        assert_eq!(first_player_best(&[2, 7, 9, 4, 4]), 10);
        // [1, 2, 3, 4, 5, 100]: Alice takes 1; Bob takes 2 (taking 2 + 3
        // would let Alice take 4 + 5 + 100); Alice takes 3 (taking 3 + 4 lets
        // Bob take 5 + 100); Bob takes 4 + 5 (taking only 4 lets Alice take
        // 5 + 100) and Alice takes 100: 1 + 3 + 100 = 104. Opening with
        // 1 + 2 lets Bob take the last four piles, leaving Alice 3.
        assert_eq!(first_player_best(&[1, 2, 3, 4, 5, 100]), 104);
        // [5]: Alice takes the only pile.
        assert_eq!(first_player_best(&[5]), 5);
    }

    #[test]
    fn small_rows_by_hand() {
        // [3, 4]: with M = 1 Alice may take both piles.
        assert_eq!(first_player_best(&[3, 4]), 7);
        // [1, 1, 1]: taking one leaves Bob two piles (he takes both), taking
        // two leaves Bob the last: Alice's best is 2.
        assert_eq!(first_player_best(&[1, 1, 1]), 2);
        // [1, 100, 1]: Alice takes 1 + 100 and Bob gets the last 1.
        assert_eq!(first_player_best(&[1, 100, 1]), 101);
        // []: nothing to take.
        assert_eq!(first_player_best(&[]), 0);
    }
}
