//! Luogu P2594 · [ZJOI2009] 染色游戏: n×m coins; a move flips a 4-connected block lying in
//! the upper-left quarter of one of its coins, that coin going from face down (`T`) to face
//! up (`H`); who cannot move loses. Input `T`, then per game `n m` and n rows; `-_-` when
//! dongdong (first) wins, else `=_=`. Oracle: every position of a board, from the rules
//! alone (each block enumerated as a connected set of cells), lowest first.
use crate::common::Rng;
use crate::layout::{is_word, words, Format, Layout, Shape, MAX};
use crate::problem::{Case, Problem, RANDOM_CASES};
use std::collections::HashMap;

pub struct Game;

fn answer(dongdong_wins: bool) -> String {
    words("-_-", "=_=")(dongdong_wins)
}

/// The known rule: a face-down coin at (x, y) is worth lowbit(x + y + 1) on the top row or
/// left column, 2^(x + y) elsewhere (as a set of exponents, values reach 2^198); the first
/// player wins iff the xor is not 0.
fn reference(rows: &[String]) -> bool {
    let mut odd = vec![false; rows.len() + rows[0].len()];
    for (x, row) in rows.iter().enumerate() {
        for (y, coin) in row.bytes().enumerate() {
            if coin == b'T' {
                let e =
                    if x == 0 || y == 0 { (x + y + 1).trailing_zeros() as usize } else { x + y };
                odd[e] = !odd[e];
            }
        }
    }
    odd.contains(&true)
}

/// Win tables per board size: position bit x·m + y set when coin (x, y) is face down.
#[derive(Default)]
struct Oracle {
    tables: HashMap<(usize, usize), Vec<bool>>,
}

impl Oracle {
    fn wins(&mut self, rows: &[String]) -> bool {
        let (n, m) = (rows.len(), rows[0].len());
        let mut position = 0usize;
        for (x, row) in rows.iter().enumerate() {
            for (y, coin) in row.bytes().enumerate() {
                if coin == b'T' {
                    position |= 1 << (x * m + y);
                }
            }
        }
        self.tables.entry((n, m)).or_insert_with(|| table(n, m))[position]
    }
}

/// The blocks with corner (x, y): every set of cells in its upper-left quarter that holds
/// the corner and is 4-connected, as masks.
fn blocks(m: usize, x: usize, y: usize) -> Vec<usize> {
    let cells: Vec<(usize, usize)> = (0..=x).flat_map(|i| (0..=y).map(move |j| (i, j))).collect();
    let bit = |(i, j): (usize, usize)| 1usize << (i * m + j);
    let mut found = Vec::new();
    for subset in 0..1usize << cells.len() {
        let chosen: Vec<(usize, usize)> =
            (0..cells.len()).filter(|k| subset >> k & 1 == 1).map(|k| cells[k]).collect();
        if !chosen.contains(&(x, y)) {
            continue;
        }
        let mut reached = vec![(x, y)];
        let mut next = 0;
        while next < reached.len() {
            let (i, j) = reached[next];
            next += 1;
            for &(a, b) in &chosen {
                let adjacent = (a == i && (b + 1 == j || j + 1 == b))
                    || (b == j && (a + 1 == i || i + 1 == a));
                if adjacent && !reached.contains(&(a, b)) {
                    reached.push((a, b));
                }
            }
        }
        if reached.len() == chosen.len() {
            found.push(chosen.iter().map(|&c| bit(c)).sum());
        }
    }
    found
}

/// Whether the mover wins, for every position of an n×m board. A move turns its corner
/// face up and flips only cells of lower bit, so it lowers the position: filling the table
/// from 0 up searches every position after all those it reaches.
fn table(n: usize, m: usize) -> Vec<bool> {
    let corners: Vec<(usize, Vec<usize>)> = (0..n)
        .flat_map(|x| (0..m).map(move |y| (x, y)))
        .map(|(x, y)| (1 << (x * m + y), blocks(m, x, y)))
        .collect();
    let mut wins = vec![false; 1 << (n * m)];
    for position in 0..wins.len() {
        wins[position] = corners.iter().any(|(corner, moves)| {
            position & corner != 0 && moves.iter().any(|&block| !wins[position ^ block])
        });
    }
    wins
}

fn text(rows: &[String]) -> String {
    format!("{} {}\n{}\n", rows.len(), rows[0].len(), rows.join("\n"))
}

fn case(oracle: &mut Oracle, rows: &[String]) -> Case {
    Case::Text(text(rows), answer(oracle.wins(rows)))
}

/// Every board of size n×m.
fn every_board(n: usize, m: usize) -> Vec<Vec<String>> {
    (0..1usize << (n * m))
        .map(|position| {
            let coin =
                |x: usize, y: usize| if position >> (x * m + y) & 1 == 1 { 'T' } else { 'H' };
            (0..n).map(|x| (0..m).map(|y| coin(x, y)).collect()).collect()
        })
        .collect()
}

fn random_board(rng: &mut Rng, n: usize, m: usize) -> Vec<String> {
    let coin = |rng: &mut Rng| if rng.range(0, 1) == 1 { 'T' } else { 'H' };
    (0..n).map(|_| (0..m).map(|_| coin(rng)).collect()).collect()
}

/// A random 100×100 board symmetric about its diagonal, the diagonal face up but for at most
/// one coin.
fn mirrored(rng: &mut Rng) -> Vec<String> {
    let mut cells = vec![vec!['H'; 100]; 100];
    // Drawn below the diagonal in order, then copied above it.
    let below: Vec<(usize, usize)> = (0..100).flat_map(|x| (0..x).map(move |y| (x, y))).collect();
    for (x, y) in below {
        let coin = if rng.range(0, 1) == 1 { 'T' } else { 'H' };
        cells[x][y] = coin;
        cells[y][x] = coin;
    }
    if rng.range(0, 1) == 1 {
        let x = rng.range(0, 99) as usize;
        cells[x][x] = 'T';
    }
    cells.into_iter().map(|row| row.into_iter().collect()).collect()
}

fn read_board(c: &mut crate::layout::Cursor) -> Option<Vec<String>> {
    let n = c.int(1, 1_000_000)?;
    let m = c.int(1, 1_000_000)? as usize;
    let coin = |b: u8| b == b'H' || b == b'T';
    let rows: Vec<String> = (0..n).map(|_| c.word(m, coin)).collect::<Option<_>>()?;
    if rows.iter().any(|row| row.len() != m) {
        return None;
    }
    Some(rows)
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::Program(Format {
            shape: Shape::Counted(MAX),
            test: |c| Some(answer(reference(&read_board(c)?))),
            answer_shape: |l| is_word(l, &["-_-", "=_="]),
        })
    }

    /// Boards of 1 to 3 rows and 1 to 4 columns, as the tests of one input.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        let mut oracle = Oracle::default();
        (0..RANDOM_CASES)
            .map(|_| {
                let (n, m) = (rng.range(1, 3) as usize, rng.range(1, 4) as usize);
                case(&mut oracle, &random_board(rng, n, m))
            })
            .collect()
    }

    /// Every board of 2×2 and 2×3 coins (80), as the tests of one input.
    fn small_cases(&self) -> Vec<Case> {
        let mut oracle = Oracle::default();
        let boards = every_board(2, 2).into_iter().chain(every_board(2, 3));
        boards.map(|rows| case(&mut oracle, &rows)).collect()
    }

    /// Every board of up to 3×4 and 4×3 coins, and 1×10.
    fn check_reference(&self) {
        let mut oracle = Oracle::default();
        let sizes = (1..=3).flat_map(|n| (1..=4).map(move |m| (n, m)));
        for (n, m) in sizes.chain([(4, 1), (4, 2), (4, 3), (1, 10)]) {
            for rows in every_board(n, m) {
                assert_eq!(reference(&rows), oracle.wins(&rows), "{:?}", rows);
            }
        }
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        vec![
            ("2\n1 2\nTH\n1 2\nTX\n".into(), "-_-\n"),
            ("1\n2 2\nTH\nH\n".into(), ""),
            ("1\n1 2\nTHT\n".into(), ""),
            ("1\n0 2\n".into(), ""),
            ("2\n1 1\nT\n".into(), "-_-\n"),
            ("1\n2 1\nT\n".into(), ""),
        ]
    }

    /// The judge's limits: 50 games of 100×100 (random; all face up but the bottom-right
    /// coin, worth 2^198; all face down; mirrored about the diagonal, every pair of equal
    /// values cancelling, with the diagonal face up (lost) or one diagonal coin down).
    fn max_cases(&self, rng: &mut Rng) -> Vec<(&'static str, String)> {
        let games = |board: &dyn Fn(&mut Rng) -> Vec<String>, rng: &mut Rng| {
            let tests: String = (0..50).map(|_| text(&board(rng))).collect();
            format!("50\n{}", tests)
        };
        let corners = |_: &mut Rng| {
            let mut rows = vec!["H".repeat(100); 100];
            rows[99] = format!("{}T", "H".repeat(99));
            rows
        };
        vec![
            ("random", games(&|rng| random_board(rng, 100, 100), rng)),
            ("last-coin", games(&corners, rng)),
            ("all-face-down", games(&|_| vec!["T".repeat(100); 100], rng)),
            ("mirrored", games(&mirrored, rng)),
        ]
    }
}

#[test]
fn statement_sample_and_hand_worked_cases() {
    let board = |rows: &[&str]| rows.iter().map(|r| r.to_string()).collect::<Vec<String>>();
    let mut oracle = Oracle::default();
    // The statement's sample: all face up, no move; then T at (1, 0) and (1, 1).
    assert!(!oracle.wins(&board(&["HHH", "HHH"])));
    assert!(oracle.wins(&board(&["HHH", "TTH"])));
    // One face-down coin: flip it alone.
    assert!(oracle.wins(&board(&["HT"])));
    // Two face-down coins in a row of two, worth 1 and 2 (the ruler): flip both.
    assert!(oracle.wins(&board(&["TT"])));
    // Face down at (0, 1) and (1, 0), both worth 2: whatever is flipped, mirror it.
    assert!(!oracle.wins(&board(&["HT", "TH"])));
}
