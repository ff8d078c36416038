//! LeetCode 348 · Design Tic-Tac-Toe: `TicTacToe(n)`, then `move(row, col, player)` returning 0
//! or the winner (a full row, column or diagonal). Input: the calls' names and arguments per
//! testcase; the array of results, `null` for the constructor. Oracle: the full board kept and
//! every line scanned after each move, in `mod oracle`.
use crate::common::Rng;
use crate::layout::{always, Kind, Layout, Signature, Value, INVALID};
use crate::problem::{Case, Problem, RANDOM_CASES};

pub struct Game;

/// Counts per line, the plain way: a move wins when a count through its cell reaches n.
fn reference(case: &[Value]) -> String {
    let (names, args) = (case[0].texts(), case[1].matrix());
    let shape_ok = names.len() == args.len()
        && names.first().map(String::as_str) == Some("TicTacToe")
        && args.first().map_or(false, |a| a.len() == 1 && (1..=100).contains(&a[0]))
        && names[1..].iter().all(|m| m == "move")
        && args[1..].iter().all(|a| a.len() == 3);
    if !shape_ok {
        return INVALID.to_string();
    }
    let n = args[0][0];
    let moves: Vec<(i64, i64, i64)> = args[1..].iter().map(|a| (a[0], a[1], a[2])).collect();
    if !oracle::legal(n, &moves) {
        return INVALID.to_string();
    }
    let mut counts = std::collections::HashMap::new();
    let mut out = vec!["null".to_string()];
    for &(r, c, p) in &moves {
        let mut lines = vec![("row", r), ("col", c)];
        if r == c {
            lines.push(("diag", 0));
        }
        if r + c == n - 1 {
            lines.push(("anti", 0));
        }
        let mut won = false;
        for line in lines {
            let count = counts.entry((p, line)).or_insert(0);
            *count += 1;
            won |= *count == n;
        }
        out.push(if won { p.to_string() } else { "0".to_string() });
    }
    format!("[{}]", out.join(","))
}

fn render(n: i64, moves: &[(i64, i64, i64)]) -> (String, String) {
    let names: Vec<String> = std::iter::once("\"TicTacToe\"".to_string()).chain(moves.iter().map(|_| "\"move\"".to_string())).collect();
    let args: Vec<String> = std::iter::once(format!("[{}]", n)).chain(moves.iter().map(|(r, c, p)| format!("[{},{},{}]", r, c, p))).collect();
    (format!("[{}]", names.join(",")), format!("[{}]", args.join(",")))
}

fn case(n: i64, moves: &[(i64, i64, i64)]) -> Case {
    let (names, args) = render(n, moves);
    Case::Params(vec![("operations", names), ("arguments", args)], oracle::results(n, moves))
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::LeetCode(Signature {
            kinds: &[Kind::Texts, Kind::Matrix],
            answer: reference,
            affordable: always,
            shape: |l| l.starts_with("[null") && l.ends_with(']'),
        })
    }

    /// Random legal games on boards of 1 to 5, cut at a random length.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        (0..RANDOM_CASES)
            .map(|_| {
                let n = rng.range(1, 5) as i64;
                let moves = oracle::random_game(rng, n);
                case(n, &moves)
            })
            .collect()
    }

    /// Every legal game on the 2 × 2 board (each player's moves in any order).
    fn small_cases(&self) -> Vec<Case> {
        let mut games = Vec::new();
        oracle::every_game(2, &mut Vec::new(), &mut games);
        games.iter().map(|moves| case(2, moves)).collect()
    }

    /// 3000 random legal games on boards of 1 to 6.
    fn check_reference(&self) {
        let mut rng = Rng::new(348);
        for _ in 0..3000 {
            let n = rng.range(1, 6) as i64;
            let moves = oracle::random_game(&mut rng, n);
            let (names, args) = (std::iter::once("TicTacToe").chain(moves.iter().map(|_| "move")).map(String::from).collect(), std::iter::once(vec![n]).chain(moves.iter().map(|&(r, c, p)| vec![r, c, p])).collect());
            assert_eq!(reference(&[Value::Texts(names), Value::Matrix(args)]), oracle::results(n, &moves), "{} {:?}", n, moves);
        }
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        vec![
            ("[\"TicTacToe\",\"move\"]\n[[3],[0,0,1]]\n[\"move\"]\n[[0,0,1]]".into(), "[null,0]\n"),
            ("[\"TicTacToe\",\"move\"]\n[[3],[0,0]]".into(), ""),
            ("[\"TicTacToe\",\"jump\"]\n[[3],[0,0,1]]".into(), ""),
            ("[\"TicTacToe\",\"move\"]\n[[3]]".into(), ""),
            ("[\"TicTacToe\",\"move\",\"move\"]\n[[3],[0,0,1],[0,0,2]]".into(), ""),
            ("[\"TicTacToe\",\"move\",\"move\"]\n[[1],[0,0,1],[0,0,2]]".into(), ""),
        ]
    }

    /// LeetCode's largest board, n = 100, with a random game on it.
    fn max_cases(&self, rng: &mut Rng) -> Vec<(&'static str, String)> {
        let moves = oracle::random_game(rng, 100);
        let (names, args) = render(100, &moves);
        vec![("large-board", format!("{}\n{}\n", names, args))]
    }
}

mod oracle {
    //! Oracle for LeetCode 348 "Design Tic-Tac-Toe", from the rules alone.
    //!
    //! Rules as implemented: an n × n board; each move puts player p's mark on an empty cell
    //! and returns p if p now has a whole row, column, main diagonal or anti-diagonal, else 0;
    //! no move follows a win. `results` keeps the whole board and scans all 2n + 2 lines after
    //! each move.
    use crate::common::Rng;

    pub fn legal(n: i64, moves: &[(i64, i64, i64)]) -> bool {
        let mut board = vec![vec![0; n as usize]; n as usize];
        let mut won = false;
        for &(r, c, p) in moves {
            let on = (0..n).contains(&r) && (0..n).contains(&c) && (1..=2).contains(&p);
            if !on || board[r as usize][c as usize] != 0 || won {
                return false;
            }
            board[r as usize][c as usize] = p;
            won = completes(&board, r as usize, c as usize, p);
        }
        true
    }

    fn winner(board: &[Vec<i64>]) -> i64 {
        let n = board.len();
        let mut lines: Vec<Vec<(usize, usize)>> = Vec::new();
        for i in 0..n {
            lines.push((0..n).map(|j| (i, j)).collect());
            lines.push((0..n).map(|j| (j, i)).collect());
        }
        lines.push((0..n).map(|i| (i, i)).collect());
        lines.push((0..n).map(|i| (i, n - 1 - i)).collect());
        for line in lines {
            let first = board[line[0].0][line[0].1];
            if first != 0 && line.iter().all(|&(r, c)| board[r][c] == first) {
                return first;
            }
        }
        0
    }

    pub fn results(n: i64, moves: &[(i64, i64, i64)]) -> String {
        let mut board = vec![vec![0; n as usize]; n as usize];
        let mut out = vec!["null".to_string()];
        for &(r, c, p) in moves {
            board[r as usize][c as usize] = p;
            out.push(winner(&board).to_string());
        }
        format!("[{}]", out.join(","))
    }

    /// Whether player p, having just played (r, c), holds a whole line through that cell.
    fn completes(board: &[Vec<i64>], r: usize, c: usize, p: i64) -> bool {
        let n = board.len();
        let row = (0..n).all(|j| board[r][j] == p);
        let col = (0..n).all(|i| board[i][c] == p);
        let diag = r == c && (0..n).all(|i| board[i][i] == p);
        let anti = r + c == n - 1 && (0..n).all(|i| board[i][n - 1 - i] == p);
        row || col || diag || anti
    }

    /// A random legal game on the n × n board, cut at a random length (possibly no move).
    pub fn random_game(rng: &mut Rng, n: i64) -> Vec<(i64, i64, i64)> {
        let mut cells: Vec<(i64, i64)> = (0..n).flat_map(|r| (0..n).map(move |c| (r, c))).collect();
        for i in (1..cells.len()).rev() {
            cells.swap(i, rng.range(0, i as u64) as usize);
        }
        let limit = rng.range(0, cells.len() as u64) as usize;
        let mut board = vec![vec![0; n as usize]; n as usize];
        let mut moves = Vec::new();
        for &(r, c) in cells.iter().take(limit) {
            let p = rng.range(1, 2) as i64;
            moves.push((r, c, p));
            board[r as usize][c as usize] = p;
            if completes(&board, r as usize, c as usize, p) {
                break;
            }
        }
        moves
    }

    /// Every legal game on the n × n board (moves by either player on empty cells, stopping
    /// at a win).
    pub fn every_game(n: i64, moves: &mut Vec<(i64, i64, i64)>, out: &mut Vec<Vec<(i64, i64, i64)>>) {
        out.push(moves.clone());
        if results(n, moves).ends_with(",1]") || results(n, moves).ends_with(",2]") {
            return;
        }
        for r in 0..n {
            for c in 0..n {
                if moves.iter().all(|&(mr, mc, _)| (mr, mc) != (r, c)) {
                    for p in 1..=2 {
                        moves.push((r, c, p));
                        every_game(n, moves, out);
                        moves.pop();
                    }
                }
            }
        }
    }

    #[test]
    fn leetcode_example() {
        let moves = [(0, 0, 1), (0, 2, 2), (2, 2, 1), (1, 1, 2), (2, 0, 1), (1, 0, 2), (2, 1, 1)];
        assert_eq!(results(3, &moves), "[null,0,0,0,0,0,0,1]");
    }
}
