//! LeetCode 794 · Valid Tic-Tac-Toe State: is a board reachable in a legal game (X first,
//! play stops at three in a line)? Input: `board` per case; `true` or `false`. Oracle: every
//! board reached from the empty one by legal play, in `mod oracle`.
use crate::common::Rng;
use crate::layout::{always, boolean, Kind, Layout, Signature, INVALID};
use crate::problem::{Case, Problem, RANDOM_CASES};

pub struct Game;

/// The known rule: the counts, and who may hold a line.
fn reference(board: &[String]) -> String {
    if board.len() != 3 || board.iter().any(|r| r.len() != 3 || !r.bytes().all(|c| b"XO ".contains(&c))) {
        return INVALID.to_string();
    }
    let cells: Vec<u8> = board.concat().into_bytes();
    let count = |m: u8| cells.iter().filter(|&&c| c == m).count();
    let (x, o) = (count(b'X'), count(b'O'));
    let line = |m: u8| oracle::LINES.iter().any(|l| l.iter().all(|&i| cells[i] == m));
    let ok = match x as i64 - o as i64 {
        0 => !line(b'X'),
        1 => !line(b'O'),
        _ => false,
    };
    ok.to_string()
}

/// The board of `code` (base 3: space, X, O by cell).
fn board(code: usize) -> Vec<String> {
    let cell = |i: usize| [' ', 'X', 'O'][code / 3usize.pow(i as u32) % 3];
    (0..3).map(|r| (0..3).map(|c| cell(3 * r + c)).collect()).collect()
}

fn text(board: &[String]) -> String {
    format!("[{}]", board.iter().map(|r| format!("\"{}\"", r)).collect::<Vec<_>>().join(","))
}

fn case(reached: &std::collections::HashSet<String>, board: &[String]) -> Case {
    Case::Params(vec![("board", text(board))], reached.contains(&board.concat()).to_string())
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::LeetCode(Signature { kinds: &[Kind::Texts], answer: |c| reference(c[0].texts()), affordable: always, shape: boolean })
    }

    /// Random boards, half of them reached ones.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        let reached = oracle::reached();
        let mut valid: Vec<&String> = reached.iter().collect();
        valid.sort();
        (0..RANDOM_CASES)
            .map(|i| {
                let b = if i % 2 == 0 {
                    let cells = valid[rng.range(0, valid.len() as u64 - 1) as usize];
                    (0..3).map(|r| cells[3 * r..3 * r + 3].to_string()).collect()
                } else {
                    board(rng.range(0, 19_682) as usize)
                };
                case(&reached, &b)
            })
            .collect()
    }

    /// Every board with at most 4 marks (2 305 cases, one input).
    fn small_cases(&self) -> Vec<Case> {
        let reached = oracle::reached();
        (0..19_683).map(board).filter(|b| b.concat().bytes().filter(|&c| c != b' ').count() <= 4).map(|b| case(&reached, &b)).collect()
    }

    /// Every one of the 3^9 boards.
    fn check_reference(&self) {
        let reached = oracle::reached();
        for code in 0..19_683 {
            let b = board(code);
            assert_eq!(reference(&b), reached.contains(&b.concat()).to_string(), "{:?}", b);
        }
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        vec![
            ("[\"X  \",\"   \",\"   \"]\n[\"XX\",\"   \",\"   \"]".into(), "true\n"),
            ("[\"   \",\"   \"]".into(), ""),
            ("[\"x  \",\"   \",\"   \"]".into(), ""),
        ]
    }

    /// Every board with 9 marks (512 cases).
    fn max_cases(&self, _rng: &mut Rng) -> Vec<(&'static str, String)> {
        let full: String = (0..19_683).map(board).filter(|b| !b.concat().contains(' ')).map(|b| text(&b) + "\n").collect();
        vec![("full-boards", full)]
    }
}

mod oracle {
    //! Oracle for LeetCode 794 "Valid Tic-Tac-Toe State", from the rules alone.
    //!
    //! Rules as implemented: X moves first, O second, alternately, on empty cells of a 3 × 3
    //! board; the game stops when a player has three in a row, a column or a diagonal, or when
    //! the board is full. `reached` is every board (as its 9 cells) some legal game passes
    //! through, found by search from the empty board.
    use std::collections::HashSet;

    pub const LINES: [[usize; 3]; 8] = [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]];

    fn won(cells: &[u8]) -> bool {
        LINES.iter().any(|l| cells[l[0]] != b' ' && cells[l[0]] == cells[l[1]] && cells[l[1]] == cells[l[2]])
    }

    pub fn reached() -> HashSet<String> {
        let mut seen = HashSet::new();
        let mut stack = vec![(vec![b' '; 9], b'X')];
        while let Some((cells, mover)) = stack.pop() {
            if !seen.insert(String::from_utf8(cells.clone()).expect("ASCII")) || won(&cells) {
                continue;
            }
            for i in (0..9).filter(|&i| cells[i] == b' ') {
                let mut next = cells.clone();
                next[i] = mover;
                stack.push((next, if mover == b'X' { b'O' } else { b'X' }));
            }
        }
        seen
    }

    #[test]
    fn leetcode_examples() {
        let r = reached();
        assert!(!r.contains("O        "));
        assert!(!r.contains("XOX X    "));
        assert!(r.contains("XOXO OXOX"));
        assert_eq!(r.len(), 5478);
    }
}
