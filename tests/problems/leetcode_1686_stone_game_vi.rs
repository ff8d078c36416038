//! LeetCode 1686 · Stone Game VI: players alternately take any stone, each scoring it by their
//! own valuation; the higher total wins. Input `aliceValues`, `bobValues`; answers 1 (Alice
//! wins), -1 (Bob wins) or 0 (draw). Oracle: every line of play over the set of stones taken.
use crate::common::Rng;
use crate::inputs::{array, every_row, json_array, plain_array, random_rows};
use crate::layout::{always, integer, Kind, Layout, Signature, INVALID};
use crate::problem::{Case, Problem, RANDOM_CASES};

pub struct Game;

/// The exchange rule: both take the stones in decreasing order of a + b.
fn reference(alice: &[i64], bob: &[i64]) -> String {
    if alice.len() != bob.len() {
        return INVALID.to_string();
    }
    let mut order: Vec<usize> = (0..alice.len()).collect();
    order.sort_by_key(|&i| std::cmp::Reverse(alice[i] + bob[i]));
    let lead: i64 = order
        .iter()
        .enumerate()
        .map(|(turn, &i)| if turn % 2 == 0 { alice[i] } else { -bob[i] })
        .sum();
    lead.signum().to_string()
}

/// A random row of 0..=8 of Alice's values in 1..=9, and as many of Bob's in 1..=9.
fn random_pair(rng: &mut Rng) -> (Vec<i64>, Vec<i64>) {
    let alice = random_rows(rng, 1, 8, 1, 9).remove(0);
    let bob: Vec<i64> = (0..alice.len()).map(|_| rng.range(1, 9) as i64).collect();
    (alice, bob)
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::LeetCode(Signature {
            kinds: &[Kind::Ints, Kind::Ints],
            answer: |c| reference(c[0].array(), c[1].array()),
            affordable: always,
            shape: integer,
        })
    }

    /// Pairs of rows of 0..=8 values in 1..=9.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        (0..RANDOM_CASES)
            .map(|_| {
                let (alice, bob) = random_pair(rng);
                let answer = oracle::result(&alice, &bob).to_string();
                let params = vec![
                    ("aliceValues", json_array(rng, &alice)),
                    ("bobValues", json_array(rng, &bob)),
                ];
                Case::Params(params, answer)
            })
            .collect()
    }

    /// Every pair of rows of equal length ≤ 3 of values in 1..=5 (16276 pairs).
    fn small_cases(&self) -> Vec<Case> {
        let mut cases = Vec::new();
        for alice in every_row(3, 1, 5) {
            for bob in every_row(alice.len(), 1, 5).into_iter().filter(|b| b.len() == alice.len()) {
                let answer = oracle::result(&alice, &bob).to_string();
                let params =
                    vec![("aliceValues", plain_array(&alice)), ("bobValues", plain_array(&bob))];
                cases.push(Case::Params(params, answer));
            }
        }
        cases
    }

    /// 1500 random pairs of rows of 0..=8 values in 1..=9.
    fn check_reference(&self) {
        let mut rng = Rng::new(1686);
        for _ in 0..1500 {
            let (alice, bob) = random_pair(&mut rng);
            let want = oracle::result(&alice, &bob).to_string();
            assert_eq!(reference(&alice, &bob), want, "{:?} {:?}", alice, bob);
        }
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        vec![
            ("[1,2]\n[1]".into(), ""),
            ("[1000000001]\n[1]".into(), ""),
            ("aliceValues = [1,3], bobValues = [2,1]\n[1]\n".into(), "1\n"),
        ]
    }

    /// One case of 10^5 stones valued 1..=100 by each player.
    fn max_cases(&self, rng: &mut Rng) -> Vec<(&'static str, String)> {
        let alice = array(&rng.values(100_000, 1, 100));
        let bob = array(&rng.values(100_000, 1, 100));
        vec![("length-1e5", alice + "\n" + &bob + "\n")]
    }
}

/// Exhaustive oracle: there are `n` stones; Alice and Bob take turns, Alice first, and the
/// player to move removes any remaining stone, receiving points by their own valuation
/// (`alice_values[i]` for Alice, `bob_values[i]` for Bob). Both know both valuations. When
/// all stones are taken, the player with more points wins, equal points are a draw; both
/// play optimally. The answer is 1 (Alice wins), -1 (Bob wins) or 0 (draw).
///
/// The oracle plays every line of play. A position is the set of stones taken so far (a
/// bitmask; the player to move is Alice when an even number are gone). The value of a
/// position for the player to move is the most they can finish ahead of the other player
/// from here on: the best, over the stones left, of that stone's worth to the mover minus
/// the value of the position after taking it; with no stones left it is 0. Values are
/// memoised per set; every move adds a stone to the set, so the search ends. Maximising the
/// final margin decides the winner: Alice can force a win exactly when she can force a
/// positive margin, and a draw when she can force 0.
mod oracle {
    /// Largest number of stones the bitmask search accepts.
    const MAX_STONES: usize = 20;

    struct Search<'a> {
        values: [&'a [i64]; 2],
        memo: Vec<Option<i64>>,
    }

    impl Search<'_> {
        /// The most the player to move can finish ahead by, with `taken` gone.
        fn margin(&mut self, taken: usize) -> i64 {
            if let Some(known) = self.memo[taken] {
                return known;
            }
            let stones = self.values[0].len();
            let mover = (taken.count_ones() % 2) as usize;
            let mut best: Option<i64> = None;
            for stone in 0..stones {
                let bit = 1 << stone;
                if taken & bit != 0 {
                    continue;
                }
                let here = self.values[mover][stone] - self.margin(taken | bit);
                best = Some(best.map_or(here, |current| current.max(here)));
            }
            // No stone left: nobody gains anything more.
            let result = best.unwrap_or(0);
            self.memo[taken] = Some(result);
            result
        }
    }

    /// Returns 1 if Alice wins, -1 if Bob wins, 0 for a draw, under optimal play.
    pub fn result(alice_values: &[i64], bob_values: &[i64]) -> i32 {
        assert_eq!(alice_values.len(), bob_values.len(), "one valuation per stone each");
        assert!(alice_values.len() <= MAX_STONES, "too many stones for exhaustive search");
        let mut search = Search {
            values: [alice_values, bob_values],
            memo: vec![None; 1 << alice_values.len()],
        };
        let alice_ahead_by = search.margin(0);
        if alice_ahead_by > 0 {
            1
        } else if alice_ahead_by < 0 {
            -1
        } else {
            0
        }
    }

    #[test]
    fn leetcode_examples() {
        // https://leetcode.com/problems/stone-game-vi/ (examples mirrored at
        // http://www.algocliff.com/problems/1686-stone-game-vi).
        // Alice takes stone 1 (3 points), Bob gets stone 0 (2 points).
        assert_eq!(result(&[1, 3], &[2, 1]), 1);
        // Alice takes stone 0 (1), Bob stone 1 (1): a draw.
        assert_eq!(result(&[1, 2], &[3, 1]), 0);
        assert_eq!(result(&[2, 4, 3], &[1, 6, 7]), -1);
    }

    #[test]
    fn small_games_by_hand() {
        // One stone: Alice takes it, 5 against 0.
        assert_eq!(result(&[5], &[9]), 1);
        // Alice's own favourite (stone 1, worth 3) would hand Bob stone 0
        // (worth 10 to him); taking stone 0 instead wins 2 against 1.
        assert_eq!(result(&[2, 3], &[10, 1]), 1);
        // Every stone is worth 1 to both: 1 point each.
        assert_eq!(result(&[1, 1], &[1, 1]), 0);
        // Three stones worth 1 to Alice and 2 to Bob: 2 against 2.
        assert_eq!(result(&[1, 1, 1], &[2, 2, 2]), 0);
    }
}
