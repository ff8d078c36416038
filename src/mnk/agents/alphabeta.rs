//! `alphabeta:D`: depth-limited alpha-beta with a threat-counting evaluation, a baseline for
//! boards too large to solve.
//!
//! Negamax with alpha-beta to depth D (in moves); a move that makes K in a row ends the
//! search there (a win sooner scores more). At depth 0 the position is scored by its
//! windows (the lines of K): a window holding m stones of one side and none of the other is
//! worth 4^m to that side, so a window one stone short (a threat) outweighs several weaker
//! ones; the side to move with a threat of its own scores a win, as it plays it next. On
//! boards of more than 25 cells only the empty cells within two of a stone are searched
//! (every win lies in a window through stones already played, or is far off). The root's
//! moves are shuffled by the seed, so equal moves are picked at random.
//!
//! Cost: O(b^D) evaluations at worst (b the moves searched), each O(windows · K); alpha-beta
//! with the moves near most stones first searches far fewer.

use crate::mnk::agent::Agent;
use crate::mnk::game::Game;
use crate::mnk::position::MnkPosition;
use crate::mnk::shape::Shape;
use crate::search::game::{SearchGame, Status};
use crate::util::rng::Rng;

const WIN: i64 = 1 << 40;

pub struct AlphaBeta {
    depth: u32,
    windows: Vec<Vec<usize>>,
    rng: Rng,
}

impl AlphaBeta {
    /// The agent of `spec`, the text after `alphabeta:` (the depth, 1 to 12).
    pub fn from_spec(spec: &str, shape: Shape, seed: u64) -> Result<AlphaBeta, String> {
        let depth =
            spec.parse::<u32>().ok().filter(|&d| (1..=12).contains(&d)).ok_or_else(|| {
                format!(
                    "agent `alphabeta:{}`: expected alphabeta:D with a depth D from 1 to 12",
                    spec
                )
            })?;
        Ok(AlphaBeta { depth, windows: shape.windows(), rng: Rng::new(seed) })
    }

    /// The windows' worth for the side to move.
    pub fn evaluate(&self, position: &MnkPosition) -> i64 {
        let me = position.to_move();
        let mut score = 0;
        for window in &self.windows {
            let (mut mine, mut theirs) = (0, 0);
            for &cell in window {
                match position.at(cell) {
                    0 => {}
                    s if s == me => mine += 1,
                    _ => theirs += 1,
                }
            }
            if theirs == 0 && mine > 0 {
                if mine + 1 == window.len() {
                    return WIN / 2;
                }
                score += 1 << (2 * mine);
            } else if mine == 0 && theirs > 0 {
                score -= 1 << (2 * theirs);
            }
        }
        score
    }

    /// The moves worth searching, those next to most stones first.
    fn candidates(&self, position: &MnkPosition) -> Vec<usize> {
        let shape = position.shape();
        let empty = position.empty_cells();
        let stones = shape.cells() - empty.len();
        let near = |cell: usize, reach: isize| -> usize {
            let mut count = 0;
            for dr in -reach..=reach {
                for dc in -reach..=reach {
                    if let Some(other) = shape.step(cell, (dc, dr)) {
                        count += (position.at(other) != 0) as usize;
                    }
                }
            }
            count
        };
        let mut moves: Vec<(usize, usize)> = empty
            .iter()
            .map(|&c| (c as usize, near(c as usize, 1)))
            .filter(|&(c, _)| shape.cells() <= 25 || stones == 0 || near(c, 2) > 0)
            .collect();
        if stones == 0 && shape.cells() > 25 {
            let centre = shape.cell(shape.width / 2, shape.height / 2);
            moves.retain(|&(c, _)| c == centre);
        }
        moves.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
        moves.into_iter().map(|(c, _)| c).collect()
    }

    fn negamax(&self, position: &mut MnkPosition, depth: u32, mut alpha: i64, beta: i64) -> i64 {
        let moves = self.candidates(position);
        if moves.iter().any(|&c| position.status_after(c) == Status::Won) {
            return WIN + depth as i64;
        }
        if depth == 0 {
            return self.evaluate(position);
        }
        let mut best = i64::MIN + 1;
        for cell in moves {
            let score = match position.play(cell) {
                Status::Drawn => 0,
                _ => -self.negamax(position, depth - 1, -beta, -alpha),
            };
            position.unplay(cell);
            best = best.max(score);
            alpha = alpha.max(score);
            if alpha >= beta {
                break;
            }
        }
        best
    }
}

impl Agent for AlphaBeta {
    fn name(&self) -> String {
        format!("alphabeta:{}", self.depth)
    }

    fn choose(&mut self, game: &Game) -> Result<usize, String> {
        if game.is_over() {
            return Err("the game is over".to_string());
        }
        let mut position = MnkPosition::new(game);
        let mut moves = self.candidates(&position);
        for i in (1..moves.len()).rev() {
            let j = self.rng.below(i + 1);
            moves.swap(i, j);
        }
        let mut best = (i64::MIN, moves[0]);
        let mut alpha = i64::MIN + 1;
        for cell in moves {
            let score = match position.play(cell) {
                Status::Won => WIN + self.depth as i64 + 1,
                Status::Drawn => 0,
                Status::Ongoing => -self.negamax(&mut position, self.depth - 1, -WIN * 2, -alpha),
            };
            position.unplay(cell);
            if score > best.0 {
                best = (score, cell);
                alpha = alpha.max(score);
            }
        }
        Ok(best.1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(shape: Shape, line: &str) -> Game {
        Game::from_line(shape, line).unwrap()
    }

    #[test]
    fn the_evaluation_counts_windows_by_their_stones() {
        let shape = Shape::new(3, 3, 3).unwrap();
        let ab = AlphaBeta::from_spec("1", shape, 1).unwrap();
        // X on b2 (O to move): b2 lies in 4 windows of one stone: -4 * 4 for O.
        assert_eq!(ab.evaluate(&MnkPosition::new(&game(shape, "b2"))), -16);
        // X on b2, O on a1 (X to move): X's 4 windows, less the diagonal a1-c3 O shares:
        // 3 * 4 for X; O's a1 windows: the row and the column (the diagonal is shared): 2 * 4.
        assert_eq!(ab.evaluate(&MnkPosition::new(&game(shape, "b2 a1"))), 12 - 8);
        // X to move with two in a window and the third empty: a win.
        assert_eq!(ab.evaluate(&MnkPosition::new(&game(shape, "a1 b1 a2 b2"))), WIN / 2);
    }

    #[test]
    fn it_wins_at_once_and_blocks_a_threat() {
        let shape = Shape::new(7, 7, 5).unwrap();
        let mut ab = AlphaBeta::from_spec("2", shape, 1).unwrap();
        // X has c4 d4 e4 f4 open at b4 and g4: wins at one of them.
        let won = ab.choose(&game(shape, "c4 c1 d4 d1 e4 e1 f4 a7")).unwrap();
        assert!(won == shape.parse_cell("b4").unwrap() || won == shape.parse_cell("g4").unwrap());
        // O to move against X's four a4 b4 c4 d4 (e4 the only way on): blocks e4.
        let blocked = ab.choose(&game(shape, "a4 a1 b4 b1 c4 g7 d4")).unwrap();
        assert_eq!(blocked, shape.parse_cell("e4").unwrap());
    }

    #[test]
    fn bad_depths_are_refused() {
        let shape = Shape::new(3, 3, 3).unwrap();
        for spec in ["0", "13", "x", ""] {
            assert!(AlphaBeta::from_spec(spec, shape, 1).is_err(), "{}", spec);
        }
    }
}
