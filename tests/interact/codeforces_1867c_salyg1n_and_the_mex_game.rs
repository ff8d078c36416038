//! The judge of Codeforces 1867C (Salyg1n and the MEX Game), playing Bob as the statement
//! describes: it sends `t`, then per game `n` and S; it reads Alice's x and answers `-2` to an
//! invalid one (outside 0..=10⁹ or already in S: the program has lost), `-1` when the game is
//! over (Bob has no number below x, or 2n + 1 moves were made), else the y it removes.
//! Case file: `t`, then per game `n` and the n numbers of S in increasing order; then
//! `ADVERSARY SEED`. Summary: the R of each game (what optimal play gives), which the program's
//! result must reach in every game; R is MEX(S ∪ {MEX(S)}), the suite's search over whole games
//! (`optimal_result`) holding that rule on every small set.
//! Adversaries: `random` removes a random number below x; `greedy` the smallest (the MEX drops
//! the most at once); `best` plays by the search where a game is small (n ≤ 5, S within 0..12),
//! else removes the largest number below x (the longest game, the most chances for a slip).
use super::{Adversary, CaseReader, Interactor, Link, Rng, Verdict};
use std::collections::{BTreeSet, HashMap};

pub struct Judge;

const MAX_COUNT: i64 = 100_000;
const MAX_VALUE: i64 = 1_000_000_000;

fn mex(set: &BTreeSet<i64>) -> i64 {
    let mut m = 0;
    for &s in set.iter() {
        if s != m {
            break;
        }
        m += 1;
    }
    m
}

/// The rule the judge holds the program to: R = MEX(S ∪ {MEX(S)}).
pub fn required(set: &BTreeSet<i64>) -> i64 {
    let mut with = set.clone();
    with.insert(mex(set));
    mex(&with)
}

/// The search over whole games, from the rules: each state is S, the last x, the moves made.
/// Alice's moves worth trying are the smallest missing number of each gap (0, or s + 1): any
/// other number of a gap is above it, so it extends no MEX further and lets Bob remove more.
struct Search {
    limit: usize,
    memo: HashMap<(Vec<i64>, usize), i64>,
}

impl Search {
    fn new(n: usize) -> Self {
        Search { limit: 2 * n + 1, memo: HashMap::new() }
    }

    /// The result with Alice to move, `moves` made.
    fn alice(&mut self, set: &BTreeSet<i64>, moves: usize) -> i64 {
        let key = (set.iter().copied().collect::<Vec<i64>>(), moves);
        if let Some(&known) = self.memo.get(&key) {
            return known;
        }
        let mut candidates: Vec<i64> =
            set.iter().map(|&s| s + 1).filter(|c| !set.contains(c)).collect();
        if !set.contains(&0) {
            candidates.push(0);
        }
        let mut best = i64::MIN;
        for x in candidates.into_iter().filter(|&x| x <= MAX_VALUE) {
            let mut next = set.clone();
            next.insert(x);
            best = best.max(self.bob(&mut next, x, moves + 1).0);
        }
        self.memo.insert(key, best);
        best
    }

    /// The result with Bob to move after Alice added `x`, and Bob's best y (None: game over).
    fn bob(&mut self, set: &mut BTreeSet<i64>, x: i64, moves: usize) -> (i64, Option<i64>) {
        let below: Vec<i64> = set.range(..x).copied().collect();
        if moves == self.limit || below.is_empty() {
            return (mex(set), None);
        }
        let mut best = (i64::MAX, None);
        for y in below {
            set.remove(&y);
            let value = self.alice(set, moves + 1);
            set.insert(y);
            if value < best.0 {
                best = (value, Some(y));
            }
        }
        best
    }
}

/// The result of optimal play from `set`, by the search.
pub fn optimal_result(set: &[i64]) -> i64 {
    let set: BTreeSet<i64> = set.iter().copied().collect();
    Search::new(set.len()).alice(&set, 0)
}

/// Whether the search is affordable for this game.
fn small(set: &BTreeSet<i64>) -> bool {
    set.len() <= 5 && set.iter().all(|&s| s <= 12)
}

/// Plays one game as Bob; Ok(R) when Alice's result reached R.
fn play_game(
    link: &mut Link,
    set: &mut BTreeSet<i64>,
    adversary: Adversary,
    rng: &mut Rng,
    game: usize,
) -> Result<i64, Verdict> {
    let n = set.len();
    let goal = required(set);
    let mut search = match adversary {
        Adversary::Best if small(set) => Some(Search::new(n)),
        _ => None,
    };
    link.send(&n.to_string())?;
    let numbers: Vec<String> = set.iter().map(|s| s.to_string()).collect();
    link.send(&numbers.join(" "))?;
    let mut moves = 0;
    loop {
        let x = link.ints("Alice's x", 1)?[0];
        if !(0..=MAX_VALUE).contains(&x) || set.contains(&x) {
            // The verdict is the loss; a program already gone misses the judge's word.
            link.send("-2").ok();
            return Err(Verdict::WrongAnswer(format!("game {}: invalid x {}", game, x)));
        }
        set.insert(x);
        moves += 1;
        let below: Vec<i64> = set.range(..x).copied().collect();
        if moves == 2 * n + 1 || below.is_empty() {
            link.send("-1")?;
            let result = mex(set);
            if result < goal {
                return Err(Verdict::WrongAnswer(format!(
                    "game {}: MEX {} below R = {}",
                    game, result, goal
                )));
            }
            return Ok(goal);
        }
        let y = match (adversary, search.as_mut()) {
            (Adversary::Random, _) => below[rng.range(0, below.len() - 1)],
            (Adversary::Greedy, _) => below[0],
            (Adversary::Best, Some(search)) => search.bob(set, x, moves).1.unwrap_or(below[0]),
            (Adversary::Best, None) => below[below.len() - 1],
        };
        set.remove(&y);
        moves += 1;
        link.send(&y.to_string())?;
    }
}

impl Interactor for Judge {
    fn play(&self, case: &str, link: &mut Link) -> Result<String, Verdict> {
        let mut reader = CaseReader::new(case);
        let t = reader.int("t", 1, MAX_COUNT)?;
        let mut games = Vec::new();
        for _ in 0..t {
            let n = reader.int("n", 1, MAX_COUNT)?;
            let mut set = BTreeSet::new();
            let mut previous = -1;
            for _ in 0..n {
                previous = reader.int("the next number of S", previous + 1, MAX_VALUE)?;
                set.insert(previous);
            }
            games.push(set);
        }
        let (adversary, mut rng) = reader.adversary()?;
        reader.finish()?;
        link.send(&t.to_string())?;
        let mut goals = Vec::new();
        for (game, mut set) in games.into_iter().enumerate() {
            goals.push(play_game(link, &mut set, adversary, &mut rng, game + 1)?.to_string());
        }
        Ok(goals.join(" "))
    }
}

/// The statement's first game: S = {1, 2, 3, 5, 7}; the moves 8, 7, 57, 5, 0 leave
/// {0, 1, 2, 3, 8, 57}, MEX 4, and R = 4.
#[test]
fn the_statement_note_agrees_with_the_rules_and_the_search() {
    let set: BTreeSet<i64> = [1, 2, 3, 5, 7].iter().copied().collect();
    assert_eq!(required(&set), 4);
    assert_eq!(optimal_result(&[1, 2, 3, 5, 7]), 4);
    let end: BTreeSet<i64> = [0, 1, 2, 3, 8, 57].iter().copied().collect();
    assert_eq!(mex(&end), 4);
}
