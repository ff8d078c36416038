//! LeetCode 1275 · Find Winner on a Tic Tac Toe Game: A (X) and B (O) alternate; three in a
//! line wins and stops play. Input: `moves` per case; `"A"`, `"B"`, `"Draw"` or `"Pending"`.
//! Oracle: every legal game played out from the rules, in `mod oracle`.
use crate::common::Rng;
use crate::inputs::quoted;
use crate::layout::{always, Kind, Layout, Signature, INVALID};
use crate::problem::{Case, Problem, RANDOM_CASES};

pub struct Game;

/// The outcome from the final board: a full line decides, else full board or not.
fn reference(moves: &[Vec<i64>]) -> String {
    let legal = oracle::outcome(moves);
    match legal {
        Some(outcome) => quoted(outcome),
        None => INVALID.to_string(),
    }
}

fn matrix_text(moves: &[Vec<i64>]) -> String {
    let rows: Vec<String> = moves.iter().map(|m| crate::inputs::plain_array(m)).collect();
    format!("[{}]", rows.join(","))
}

fn case(moves: &[Vec<i64>]) -> Case {
    Case::Params(vec![("moves", matrix_text(moves))], quoted(oracle::outcome(moves).expect("a legal game")))
}

impl Problem for Game {
    fn layout(&self) -> Layout {
        Layout::LeetCode(Signature {
            kinds: &[Kind::Matrix],
            answer: |c| reference(c[0].matrix()),
            affordable: always,
            shape: |l| ["\"A\"", "\"B\"", "\"Draw\"", "\"Pending\""].contains(&l),
        })
    }

    /// Random legal games cut at a random length.
    fn random_cases(&self, rng: &mut Rng) -> Vec<Case> {
        (0..RANDOM_CASES).map(|_| case(&oracle::random_game(rng))).collect()
    }

    /// Every legal game of 1 to 5 moves opening at a corner, an edge or the centre (by
    /// symmetry every opening is one of these): 3 · 2 081 cases in one input.
    fn small_cases(&self) -> Vec<Case> {
        let mut games = Vec::new();
        for opening in [vec![0, 0], vec![0, 1], vec![1, 1]] {
            oracle::every_game(&mut vec![opening], 4, &mut games);
        }
        games.iter().map(|g| case(g)).collect()
    }

    /// 5000 random legal games: the outcome against the lines on the final board.
    fn check_reference(&self) {
        let mut rng = Rng::new(1275);
        for _ in 0..5000 {
            let game = oracle::random_game(&mut rng);
            let outcome = oracle::outcome(&game).expect("legal");
            assert_eq!(reference(&game), quoted(outcome));
            // The outcome agrees with the board alone: a line of the last mover, or none.
            let lines_of = |mark: usize| oracle::lines(&game, mark);
            let (a, b) = (lines_of(0), lines_of(1));
            match outcome {
                "A" => assert!(a && !b),
                "B" => assert!(b && !a),
                "Draw" => assert!(!a && !b && game.len() == 9),
                _ => assert!(!a && !b && game.len() < 9),
            }
        }
    }

    fn bad_inputs(&self) -> Vec<(String, &'static str)> {
        vec![
            ("[[0,0]]\n[[0,0],[0,0]]".into(), "\"Pending\"\n"),
            ("[[0,0],[1,0],[0,1],[1,1],[0,2],[2,2]]".into(), ""),
            ("[[0,3]]".into(), ""),
            ("[[0]]".into(), ""),
            ("[]".into(), ""),
        ]
    }

    /// 200 random games played to their end (LeetCode's longest inputs).
    fn max_cases(&self, rng: &mut Rng) -> Vec<(&'static str, String)> {
        let games: String = (0..200).map(|_| matrix_text(&oracle::random_complete_game(rng)) + "\n").collect();
        vec![("complete-games", games)]
    }
}

mod oracle {
    //! Oracle for LeetCode 1275 "Find Winner on a Tic Tac Toe Game", from the rules alone.
    //!
    //! Rules as implemented: a 3 × 3 board; A (X) moves first, B (O) second, alternately, each
    //! on an empty cell; when a player has three marks in a row, a column or a diagonal the
    //! game ends with that player the winner; nine moves without that are a draw; fewer are
    //! pending. Moves on a taken cell, off the board, or after a win are no legal game.
    use crate::common::Rng;

    const LINES: [[(usize, usize); 3]; 8] = [
        [(0, 0), (0, 1), (0, 2)],
        [(1, 0), (1, 1), (1, 2)],
        [(2, 0), (2, 1), (2, 2)],
        [(0, 0), (1, 0), (2, 0)],
        [(0, 1), (1, 1), (2, 1)],
        [(0, 2), (1, 2), (2, 2)],
        [(0, 0), (1, 1), (2, 2)],
        [(0, 2), (1, 1), (2, 0)],
    ];

    /// Whether player `mark` (0 for A, 1 for B) holds a line after `moves`.
    pub fn lines(moves: &[Vec<i64>], mark: usize) -> bool {
        let mine = |r: usize, c: usize| moves.iter().enumerate().any(|(i, m)| i % 2 == mark && m[0] as usize == r && m[1] as usize == c);
        LINES.iter().any(|line| line.iter().all(|&(r, c)| mine(r, c)))
    }

    /// The outcome of `moves`, or None if they are no legal game.
    pub fn outcome(moves: &[Vec<i64>]) -> Option<&'static str> {
        let mut taken = Vec::new();
        for (i, m) in moves.iter().enumerate() {
            let on_board = m.len() == 2 && m.iter().all(|&v| (0..=2).contains(&v));
            if !on_board || taken.contains(m) || lines(&moves[..i], 0) || lines(&moves[..i], 1) {
                return None;
            }
            taken.push(m.clone());
        }
        if moves.is_empty() {
            return None;
        }
        Some(if lines(moves, 0) {
            "A"
        } else if lines(moves, 1) {
            "B"
        } else if moves.len() == 9 {
            "Draw"
        } else {
            "Pending"
        })
    }

    /// The empty cells after `moves`.
    fn empty(moves: &[Vec<i64>]) -> Vec<Vec<i64>> {
        (0..3).flat_map(|r| (0..3).map(move |c| vec![r, c])).filter(|cell| !moves.contains(cell)).collect()
    }

    fn over(moves: &[Vec<i64>]) -> bool {
        lines(moves, 0) || lines(moves, 1) || moves.len() == 9
    }

    /// A random legal game, cut at a random length (at least one move).
    pub fn random_game(rng: &mut Rng) -> Vec<Vec<i64>> {
        let full = random_complete_game(rng);
        let len = rng.range(1, full.len() as u64) as usize;
        full[..len].to_vec()
    }

    /// A random legal game played until it is over.
    pub fn random_complete_game(rng: &mut Rng) -> Vec<Vec<i64>> {
        let mut moves = Vec::new();
        while moves.is_empty() || !over(&moves) {
            let cells = empty(&moves);
            moves.push(cells[rng.range(0, cells.len() as u64 - 1) as usize].clone());
        }
        moves
    }

    /// Every legal continuation of `moves` by up to `more` moves (itself included).
    pub fn every_game(moves: &mut Vec<Vec<i64>>, more: usize, out: &mut Vec<Vec<Vec<i64>>>) {
        out.push(moves.clone());
        if more == 0 || over(moves) {
            return;
        }
        for cell in empty(moves) {
            moves.push(cell);
            every_game(moves, more - 1, out);
            moves.pop();
        }
    }

    #[test]
    fn leetcode_examples() {
        let game = |m: &[[i64; 2]]| m.iter().map(|x| x.to_vec()).collect::<Vec<_>>();
        assert_eq!(outcome(&game(&[[0, 0], [2, 0], [1, 1], [2, 1], [2, 2]])), Some("A"));
        assert_eq!(outcome(&game(&[[0, 0], [1, 1], [0, 1], [0, 2], [1, 0], [2, 0]])), Some("B"));
        assert_eq!(outcome(&game(&[[0, 0], [1, 1], [2, 0], [1, 0], [1, 2], [2, 1], [0, 1], [0, 2], [2, 2]])), Some("Draw"));
    }
}
