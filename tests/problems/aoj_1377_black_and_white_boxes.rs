//! AOJ 1377 · Black and White Boxes (ICPC 2016 Asia Tsukuba K): piles of black and white
//! boxes; Alice removes a black box and all above it, Bob a white one; a set of piles is fair
//! when the second player wins it whoever starts. Input `n` and n piles (bottom to top); the
//! most boxes in a fair set of some of the piles. Oracle: the boxes game searched move by move
//! on every set of the piles (each set a position with the other piles at height 0).
//!
//! Statement confirmed from public copies: the input and output sections and samples 1 and 2
//! from nowcoder's copy (NC207729, "The input consists of a single test case … A positive
//! integer n (≤ 40) … from bottom to top. The number of boxes in a candidate pile does not
//! exceed 40 … If only the empty configuration is fair, output a zero"); the rules (removing a
//! box of one's colour with all above it, fair = the first player wins whoever starts it or
//! the second player wins whoever is second) from a commented solution's summary of the
//! problem (2017/10/10, "Problem: AOJ 1377"). The time limit was not found (2 s assumed).
use crate::common::Rng;
use crate::layout::{integer, Format, Layout, Shape};
use crate::problem::{Case, Problem, RANDOM_CASES};
use std::collections::HashMap;

pub struct Game;

/// Units of 2^−40: a pile of 40 boxes has terms down to 2^−39.
const UNIT_BITS: u32 = 40;
const ONE: i64 = 1 << UNIT_BITS;

/// The simplest number strictly between `left` and `right` (None: no bound), in units of
/// 2^−40: the integer nearest 0 if one fits, else the fitting multiple of the largest 2^−k.
fn simplest(left: Option<i64>, right: Option<i64>) -> i64 {
    let above = |x: i64| x.div_euclid(ONE) * ONE + ONE; // the least integer above x
    let below = |x: i64| -above(-x); // the greatest integer below x
    match (left, right) {
        (None, None) => 0,
        (Some(l), None) => above(l).max(0),
        (None, Some(r)) => below(r).min(0),
        (Some(l), Some(r)) => {
            assert!(l < r, "a number's left option must be below its right one");
            if l < 0 && 0 < r {
                return 0;
            }
            (0..=UNIT_BITS)
                .map(|k| {
                    let step = ONE >> k;
                    if r <= 0 {
                        -((-r).div_euclid(step) * step + step)
                    } else {
                        l.div_euclid(step) * step + step
                    }
                })
                .find(|&x| l < x && x < r)
                .expect("two dyadic numbers 2^-40 apart have a number between them")
        }
    }
}

/// A pile's value by the simplicity rule: each prefix's value is the simplest number between
/// its best options, Alice's the prefixes below her boxes (their largest value), Bob's below
/// his (their smallest); no closed formula.
fn pile_value(pile: &str) -> i64 {
    let mut values = vec![0i64];
    for height in 1..=pile.len() {
        let options = |colour: u8| {
            let below = pile.bytes().take(height).enumerate();
            below.filter(move |&(_, b)| b == colour).map(|(i, _)| values[i]).collect::<Vec<i64>>()
        };
        let left = options(b'B').into_iter().max();
        let right = options(b'W').into_iter().min();
        values.push(simplest(left, right));
    }
    values[pile.len()]
}

/// The known rule: a set is fair iff its values sum to 0; the most boxes over such sets, the
/// halves' subset sums met in a hash map.
fn reference(piles: &[String]) -> u32 {
    let values: Vec<(i64, u32)> = piles.iter().map(|p| (pile_value(p), p.len() as u32)).collect();
    let (low, high) = values.split_at(values.len() / 2);
    let subsets = |half: &[(i64, u32)]| -> Vec<(i64, u32)> {
        (0..1usize << half.len())
            .map(|mask| {
                let chosen = half.iter().enumerate().filter(|&(i, _)| mask >> i & 1 == 1);
                chosen.fold((0, 0), |(sum, boxes), (_, &(v, b))| (sum + v, boxes + b))
            })
            .collect()
    };
    let mut most: HashMap<i64, u32> = HashMap::new();
    for (sum, boxes) in subsets(high) {
        let entry = most.entry(sum).or_insert(0);
        *entry = (*entry).max(boxes);
    }
    let fair = subsets(low).into_iter().filter_map(|(sum, boxes)| Some(boxes + most.get(&-sum)?));
    fair.max().unwrap_or(0)
}

/// Whether the player to move wins, for positions of the given piles: heights, mover.
struct Oracle<'a> {
    piles: &'a [String],
    memo: HashMap<(Vec<usize>, bool), bool>,
}

impl<'a> Oracle<'a> {
    fn wins(&mut self, heights: &[usize], alice_moves: bool) -> bool {
        if let Some(&known) = self.memo.get(&(heights.to_vec(), alice_moves)) {
            return known;
        }
        let colour = if alice_moves { b'B' } else { b'W' };
        let mut won = false;
        'search: for (i, &height) in heights.iter().enumerate() {
            for cut in 0..height {
                if self.piles[i].as_bytes()[cut] == colour {
                    let mut after = heights.to_vec();
                    after[i] = cut;
                    if !self.wins(&after, !alice_moves) {
                        won = true;
                        break 'search;
                    }
                }
            }
        }
        self.memo.insert((heights.to_vec(), alice_moves), won);
        won
    }
}

/// The most boxes over the fair sets, each set searched as a game from the rules.
fn oracle(piles: &[String]) -> u32 {
    let mut game = Oracle { piles, memo: HashMap::new() };
    (0..1usize << piles.len())
        .filter_map(|set| {
            let heights: Vec<usize> = (0..piles.len())
                .map(|i| if set >> i & 1 == 1 { piles[i].len() } else { 0 })
                .collect();
            let fair = !game.wins(&heights, true) && !game.wins(&heights, false);
            if fair {
                Some(heights.iter().sum::<usize>() as u32)
            } else {
                None
            }
        })
        .max()
        .expect("the empty set is fair")
}

fn text(piles: &[String]) -> String {
    format!("{}\n{}\n", piles.len(), piles.join("\n"))
}

fn random_pile(rng: &mut Rng, max_len: u64) -> String {
    let len = rng.range(1, max_len);
    (0..len).map(|_| if rng.range(0, 1) == 1 { 'B' } else { 'W' }).collect()
}

/// Every pile of 1 to `max_len` boxes.
fn every_pile(max_len: usize) -> Vec<String> {
    (1..=max_len)
        .flat_map(|len| {
            (0..1usize << len).map(move |bits| {
                (0..len).map(|i| if bits >> i & 1 == 1 { 'B' } else { 'W' }).collect()
            })
        })
        .collect()
}

fn case(piles: &[String]) -> Case {
    Case::Text(text(piles), oracle(piles).to_string())
}

fn strings(piles: &[&str]) -> Vec<String> {
    piles.iter().map(|p| p.to_string()).collect()
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::Program(Format {
            shape: Shape::Single,
            test: |c| {
                let n = c.int(1, 40)?;
                let colour = |b: u8| b == b'B' || b == b'W';
                let piles: Vec<String> =
                    (0..n).map(|_| c.word(40, colour)).collect::<Option<_>>()?;
                Some(reference(&piles).to_string())
            },
            answer_shape: integer,
        })
    }

    /// 1 to 5 piles of 1 to 4 boxes.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        (0..RANDOM_CASES)
            .map(|_| {
                let n = rng.range(1, 5);
                case(&(0..n).map(|_| random_pile(rng, 4)).collect::<Vec<_>>())
            })
            .collect()
    }

    /// Every pair of piles of up to 3 boxes (unordered, 105).
    fn small_cases(&self) -> Vec<Case> {
        let piles = every_pile(3);
        let pairs = (0..piles.len()).flat_map(|i| (i..piles.len()).map(move |j| (i, j)));
        pairs.map(|(i, j)| case(&[piles[i].clone(), piles[j].clone()])).collect()
    }

    /// Every set of up to 3 piles of up to 3 boxes, in every order; 600 random sets of 5
    /// piles of up to 4 boxes and 100 of 6 piles of up to 3.
    fn check_reference(&self) {
        let piles = every_pile(3);
        let mut sets: Vec<Vec<String>> = piles.iter().map(|p| vec![p.clone()]).collect();
        for a in &piles {
            for b in &piles {
                sets.push(vec![a.clone(), b.clone()]);
                sets.extend(piles.iter().map(|c| vec![a.clone(), b.clone(), c.clone()]));
            }
        }
        let mut rng = Rng::new(1377);
        sets.extend((0..600).map(|_| (0..5).map(|_| random_pile(&mut rng, 4)).collect()));
        sets.extend((0..100).map(|_| (0..6).map(|_| random_pile(&mut rng, 3)).collect()));
        for set in sets {
            assert_eq!(reference(&set), oracle(&set), "{:?}", set);
        }
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        crate::problem::refused_at_once(&[
            "0\n",
            "41\nB\n",
            "2\nB\nBX\n",
            "2\nB\nb\n",
            "2\nB\n",
            "1\nB\nW\n",
            &format!("1\n{}\n", "B".repeat(41)),
            "-1\n",
        ])
    }

    /// The judge's limits, 40 piles of 40 boxes: random; 20 random piles and their colour
    /// swaps (all 1600 boxes fair); one-colour piles of random heights (integer values, many
    /// equal sums); piles worth ±2^−39 and ±2^−38 (the finest terms, exactness).
    fn max_cases(&self, rng: &mut Rng) -> Vec<(&'static str, String)> {
        let random: Vec<String> = (0..40).map(|_| random_pile_of(rng, 40)).collect();
        let halves: Vec<String> = (0..20).map(|_| random_pile_of(rng, 40)).collect();
        let swapped = halves.iter().map(|p| p.chars().map(|c| if c == 'B' { 'W' } else { 'B' }));
        let mirrored: Vec<String> =
            halves.iter().cloned().chain(swapped.map(|p| p.collect())).collect();
        let one_colour: Vec<String> = (0..40)
            .map(|_| {
                let colour = if rng.range(0, 1) == 1 { "B" } else { "W" };
                colour.repeat(rng.range(1, 40) as usize)
            })
            .collect();
        let finest: Vec<String> = (0..40)
            .map(|i| {
                let (bottom, top) = if i % 2 == 0 { ("B", "W") } else { ("W", "B") };
                format!("{}{}", bottom, top.repeat(if i % 4 < 2 { 39 } else { 38 }))
            })
            .collect();
        vec![
            ("random", text(&random)),
            ("mirrored", text(&mirrored)),
            ("one-colour", text(&one_colour)),
            ("finest-terms", text(&finest)),
        ]
    }
}

fn random_pile_of(rng: &mut Rng, len: usize) -> String {
    (0..len).map(|_| if rng.range(0, 1) == 1 { 'B' } else { 'W' }).collect()
}

#[test]
fn statement_samples_and_hand_worked_cases() {
    // The statement's samples 1 and 2.
    assert_eq!(oracle(&strings(&["B", "W", "WB", "WB"])), 5);
    assert_eq!(oracle(&strings(&["B", "W", "WB", "WB", "BWW", "BWW"])), 10);
    // One pile is never fair; a black box and a white one cancel.
    assert_eq!(oracle(&strings(&["BWB"])), 0);
    assert_eq!(oracle(&strings(&["B", "W"])), 2);
    // BW is worth 1/2: two of them cancel one W (value −1).
    assert_eq!(oracle(&strings(&["BW", "BW", "W"])), 5);
    // Values by the simplicity rule: BW = 1/2, BBW = 3/2, WBB = −1/4, BWW = 1/4.
    assert_eq!(pile_value("BW"), ONE / 2);
    assert_eq!(pile_value("BBW"), 3 * ONE / 2);
    assert_eq!(pile_value("WBB"), -ONE / 4);
    assert_eq!(pile_value("BWW"), ONE / 4);
}
