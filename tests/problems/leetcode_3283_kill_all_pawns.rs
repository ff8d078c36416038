//! LeetCode 3283 · Maximum Number of Moves to Kill All Pawns: in turn, Alice and Bob pick a
//! pawn and the knight takes it by the fewest moves; Alice maximises the total, Bob minimises
//! it. Input: `kx`, `ky`, `positions` per case; the total. Oracle: the minimax over every
//! order of capture of `mod oracle`, with its own breadth-first search.
use crate::common::Rng;
use crate::layout::{always, integer, Kind, Layout, Signature, Value, INVALID};
use crate::problem::{Case, Problem, RANDOM_CASES};

pub struct Game;

fn reference(case: &[Value]) -> String {
    let (kx, ky, pawns) = (case[0].int(), case[1].int(), case[2].matrix());
    let in_board = |v: i64| (0..=49).contains(&v);
    let ok = in_board(kx)
        && in_board(ky)
        && (1..=15).contains(&pawns.len())
        && pawns.iter().all(|p| p.len() == 2 && in_board(p[0]) && in_board(p[1]) && (p[0], p[1]) != (kx, ky))
        && pawns.iter().enumerate().all(|(i, p)| !pawns[..i].contains(p));
    if !ok {
        return INVALID.to_string();
    }
    let pawns: Vec<(i64, i64)> = pawns.iter().map(|p| (p[0], p[1])).collect();
    oracle::memoised_total((kx, ky), &pawns).to_string()
}

fn matrix_text(pawns: &[(i64, i64)]) -> String {
    format!("[{}]", pawns.iter().map(|(x, y)| format!("[{},{}]", x, y)).collect::<Vec<_>>().join(","))
}

fn case(knight: (i64, i64), pawns: &[(i64, i64)]) -> Case {
    let params = vec![("kx", knight.0.to_string()), ("ky", knight.1.to_string()), ("positions", matrix_text(pawns))];
    Case::Params(params, oracle::total(knight, pawns).to_string())
}

/// A knight and 1 to `most` distinct pawns on other squares, all in the corner `size` × `size`.
fn random_position(rng: &mut Rng, most: u64, size: u64) -> ((i64, i64), Vec<(i64, i64)>) {
    let square = |rng: &mut Rng| (rng.range(0, size - 1) as i64, rng.range(0, size - 1) as i64);
    let knight = square(rng);
    let mut pawns = Vec::new();
    let count = rng.range(1, most) as usize;
    while pawns.len() < count {
        let p = square(rng);
        if p != knight && !pawns.contains(&p) {
            pawns.push(p);
        }
    }
    (knight, pawns)
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::LeetCode(Signature { kinds: &[Kind::Int, Kind::Int, Kind::Matrix], answer: reference, affordable: always, shape: integer })
    }

    /// 1 to 5 pawns anywhere on the board.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        (0..RANDOM_CASES)
            .map(|_| {
                let (knight, pawns) = random_position(rng, 5, 50);
                case(knight, &pawns)
            })
            .collect()
    }

    /// The knight in the corner and every pair of pawns in the 4 × 4 corner (105 cases).
    fn small_cases(&self) -> Vec<Case> {
        let squares: Vec<(i64, i64)> = (0..4).flat_map(|x| (0..4).map(move |y| (x, y))).filter(|&s| s != (0, 0)).collect();
        let mut cases = Vec::new();
        for i in 0..squares.len() {
            for j in i + 1..squares.len() {
                cases.push(case((0, 0), &[squares[i], squares[j]]));
            }
        }
        cases
    }

    /// 300 random positions of up to 6 pawns: the memoised minimax against every order.
    fn check_reference(&self) {
        let mut rng = Rng::new(3283);
        for _ in 0..300 {
            let (knight, pawns) = random_position(&mut rng, 6, 50);
            assert_eq!(oracle::memoised_total(knight, &pawns), oracle::total(knight, &pawns), "{:?} {:?}", knight, pawns);
        }
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        vec![
            ("1\n1\n[[0,0]]\n1\n1\n[[1,1]]".into(), "4\n"),
            ("0\n0\n[]".into(), ""),
            ("50\n0\n[[1,1]]".into(), ""),
            ("0\n0\n[[1,1],[1,1]]".into(), ""),
        ]
    }

    /// LeetCode's largest: 15 pawns spread over the board, and 15 near the knight.
    fn max_cases(&self, rng: &mut Rng) -> Vec<(&'static str, String)> {
        let (k1, spread) = random_position(rng, 15, 50);
        let mut near = Vec::new();
        while near.len() < 15 {
            let p = (rng.range(20, 29) as i64, rng.range(20, 29) as i64);
            if p != (25, 25) && !near.contains(&p) {
                near.push(p);
            }
        }
        let render = |k: (i64, i64), pawns: &[(i64, i64)]| format!("{}\n{}\n{}\n", k.0, k.1, matrix_text(pawns));
        let spread = if spread.len() == 15 { spread } else { random_position(rng, 15, 50).1 };
        vec![("fifteen", render(k1, &spread) + &render((25, 25), &near))]
    }
}

mod oracle {
    //! Oracle for LeetCode 3283 "Maximum Number of Moves to Kill All Pawns", from the rules
    //! alone.
    //!
    //! Rules as implemented: a knight and pawns on a 50 × 50 board; Alice and Bob alternately,
    //! Alice first, choose a pawn left, and the knight captures it in the fewest knight moves
    //! (pawns in between are passed over); Alice maximises the total moves, Bob minimises it.
    //!
    //! `total` plays out every order of capture (no memo; n ≤ 6), with the capture costs found
    //! once by breadth-first search; `memoised_total` is the same minimax memoised over (pawns
    //! left, knight's square), for the reference.
    use std::collections::{HashMap, VecDeque};

    /// Knight moves between two squares, by breadth-first search.
    fn moves_between(from: (i64, i64), to: (i64, i64)) -> i64 {
        let mut seen = HashMap::new();
        let mut queue = VecDeque::from(vec![from]);
        seen.insert(from, 0);
        while let Some(s) = queue.pop_front() {
            let d = seen[&s];
            if s == to {
                return d;
            }
            for (dx, dy) in [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)] {
                let next = (s.0 + dx, s.1 + dy);
                if (0..50).contains(&next.0) && (0..50).contains(&next.1) && !seen.contains_key(&next) {
                    seen.insert(next, d + 1);
                    queue.push_back(next);
                }
            }
        }
        unreachable!("a knight reaches every square")
    }

    pub fn total(knight: (i64, i64), pawns: &[(i64, i64)]) -> i64 {
        let squares: Vec<(i64, i64)> = pawns.iter().copied().chain(std::iter::once(knight)).collect();
        let dist: Vec<Vec<i64>> = squares.iter().map(|&s| pawns.iter().map(|&p| moves_between(s, p)).collect()).collect();
        let left: Vec<usize> = (0..pawns.len()).collect();
        play(pawns.len(), left, true, &dist)
    }

    /// Every order of the pawns `left`, the knight on square `at`.
    fn play(at: usize, left: Vec<usize>, alice: bool, dist: &[Vec<i64>]) -> i64 {
        let results = (0..left.len()).map(|i| {
            let mut rest = left.clone();
            let pawn = rest.remove(i);
            dist[at][pawn] + play(pawn, rest, !alice, dist)
        });
        let best = if alice { results.max() } else { results.min() };
        best.unwrap_or(0)
    }

    pub fn memoised_total(knight: (i64, i64), pawns: &[(i64, i64)]) -> i64 {
        // dist[p][q]: from square p (the pawns, then the knight's start) to pawn q.
        let squares: Vec<(i64, i64)> = pawns.iter().copied().chain(std::iter::once(knight)).collect();
        let dist: Vec<Vec<i64>> = squares.iter().map(|&s| pawns.iter().map(|&p| moves_between(s, p)).collect()).collect();
        fn best(mask: u32, at: usize, dist: &[Vec<i64>], memo: &mut HashMap<(u32, usize), i64>) -> i64 {
            if mask == 0 {
                return 0;
            }
            if let Some(&known) = memo.get(&(mask, at)) {
                return known;
            }
            let n = dist[0].len();
            let alice = (n - mask.count_ones() as usize) % 2 == 0;
            let results = (0..n).filter(|&q| mask >> q & 1 == 1).map(|q| dist[at][q] + best(mask & !(1 << q), q, dist, memo));
            let value = if alice { results.max() } else { results.min() }.expect("a pawn");
            memo.insert((mask, at), value);
            value
        }
        best((1 << pawns.len()) - 1, pawns.len(), &dist, &mut HashMap::new())
    }

    #[test]
    fn leetcode_examples() {
        assert_eq!(total((1, 1), &[(0, 0)]), 4);
        assert_eq!(total((0, 2), &[(1, 1), (2, 2), (3, 3)]), 8);
        assert_eq!(total((0, 0), &[(1, 2), (2, 4)]), 3);
    }
}
