//! The m,n,k position as bitboards, for the search agents on boards of at most 64 cells
//! (`mcts:N` up to 8x8): a `u64` of X's stones and one of O's, bit `cell`, and for each side
//! its threats, the empty cells where its stone would make K in a row.
//!
//! A table holds the windows of K through each cell as masks. Every K in a row lies in a
//! window, so a side's threats are the missing cells of the windows it holds K - 1 of. A
//! stone changes them only through the windows through it: it takes its cell from both
//! sides' threats and adds, for its side, the one missing cell of a window through it that
//! now lacks just one (an empty one). A move wins exactly when it is on a threat of its
//! side; so what a move does is one AND, a move is at most 4·K window tests, and a copy of
//! the position a few words. The playouts use the threats: take a win, else block one.
//! `mcts::MnkPosition` (a cell array, random playouts) serves larger boards.
//!
//! Memory: the table, 8 bytes a (cell, window) pair, at most 64·4·K, shared by every copy of
//! the position through an `Arc`.

use crate::mnk::game::Game;
use crate::mnk::shape::Shape;
use crate::search::game::{SearchGame, Status};
use crate::util::rng::Rng;
use std::sync::Arc;

/// The largest board, in cells, a `BitPosition` holds.
pub const MAX_CELLS: usize = 64;

/// The windows of K through each cell, as masks.
#[derive(Debug)]
struct WindowMasks {
    /// The masks of cell `c` are `masks[start[c]..start[c + 1]]`.
    start: Vec<usize>,
    masks: Vec<u64>,
}

impl WindowMasks {
    fn new(shape: Shape) -> WindowMasks {
        let windows = shape.windows();
        let mut start = vec![0];
        let mut masks = Vec::new();
        for cell in 0..shape.cells() {
            for window in windows.iter().filter(|w| w.contains(&cell)) {
                masks.push(window.iter().fold(0u64, |mask, &c| mask | 1 << c));
            }
            start.push(masks.len());
        }
        WindowMasks { start, masks }
    }

    fn through(&self, cell: usize) -> &[u64] {
        &self.masks[self.start[cell]..self.start[cell + 1]]
    }
}

/// A position of a board of at most 64 cells, and whose move it is.
#[derive(Debug)]
pub struct BitPosition {
    /// The stones of X and of O.
    stones: [u64; 2],
    empty: u64,
    /// 0 when X moves, 1 when O does.
    to_move: usize,
    /// For each side the empty cells where a stone of its would make K in a row.
    threats: [u64; 2],
    /// The stones on the board, and 2(K - 2): the side that moves has half the stones on
    /// the board (rounded down, X moving first), so its move makes no threat before K - 2
    /// of them are there.
    placed: usize,
    first_threat: usize,
    windows: Arc<WindowMasks>,
}

impl Clone for BitPosition {
    fn clone(&self) -> BitPosition {
        BitPosition { windows: Arc::clone(&self.windows), ..*self }
    }

    /// The search copies its root into the same scratch position every iteration: the table
    /// is the same, so only the words are copied (no reference count traffic).
    fn clone_from(&mut self, source: &BitPosition) {
        self.stones = source.stones;
        self.empty = source.empty;
        self.to_move = source.to_move;
        self.threats = source.threats;
        self.placed = source.placed;
        self.first_threat = source.first_threat;
        if !Arc::ptr_eq(&self.windows, &source.windows) {
            self.windows = Arc::clone(&source.windows);
        }
    }
}

impl BitPosition {
    /// The position of `game` (not over, on a board of at most `MAX_CELLS` cells).
    pub fn new(game: &Game) -> BitPosition {
        let shape = game.shape();
        assert!(shape.cells() <= MAX_CELLS, "a board of at most 64 cells");
        let mut stones = [0u64; 2];
        for cell in 0..shape.cells() {
            if let Some(player) = game.at(cell) {
                stones[player.index()] |= 1 << cell;
            }
        }
        let all = if shape.cells() == 64 { u64::MAX } else { (1 << shape.cells()) - 1 };
        let empty = all & !(stones[0] | stones[1]);
        let windows = WindowMasks::new(shape);
        let mut threats = [0; 2];
        for (side, threat) in threats.iter_mut().enumerate() {
            for &window in windows.masks.iter() {
                *threat |= completion(window, stones[side], empty);
            }
        }
        BitPosition {
            stones,
            empty,
            to_move: game.moves().len() % 2,
            threats,
            placed: game.moves().len(),
            first_threat: 2 * (shape.k - 2),
            windows: Arc::new(windows),
        }
    }

    /// Plays one of the side to move's own threats if it has one (a win: true), else blocks
    /// the opponent's threat if it has one, else plays the cell `random` picks among the
    /// empty ones. The playouts' rule: a player takes a win in one and stops one.
    fn play_tactically(&mut self, random: impl FnOnce() -> usize) -> (usize, bool) {
        if self.threats[self.to_move & 1] != 0 {
            return (self.threats[self.to_move & 1].trailing_zeros() as usize, true);
        }
        let against = self.threats[(self.to_move ^ 1) & 1];
        let cell = if against != 0 { against.trailing_zeros() as usize } else { random() };
        self.step(cell);
        (cell, false)
    }
}

/// The cell that completes `window` for a side with `own` stones, if it is the one cell of
/// the window missing and it is empty, as a bit; else 0.
fn completion(window: u64, own: u64, empty: u64) -> u64 {
    let missing = window & !own;
    if missing & (missing.wrapping_sub(1)) == 0 {
        missing & empty
    } else {
        0
    }
}

impl SearchGame for BitPosition {
    fn moves(&self, out: &mut Vec<usize>) {
        out.clear();
        let mut rest = self.empty;
        while rest != 0 {
            out.push(rest.trailing_zeros() as usize);
            rest &= rest - 1;
        }
    }

    fn status_after(&self, cell: usize) -> Status {
        if self.threats[self.to_move & 1] & 1 << cell != 0 {
            Status::Won
        } else if self.empty & (self.empty - 1) == 0 {
            Status::Drawn
        } else {
            Status::Ongoing
        }
    }

    fn play(&mut self, cell: usize) -> Status {
        let status = self.status_after(cell);
        self.step(cell);
        status
    }

    /// A stone takes its cell from both sides' threats, and can make threats only for its
    /// side, only in the windows through it.
    fn step(&mut self, cell: usize) {
        let bit = 1 << cell;
        let side = self.to_move & 1;
        let own = self.stones[side] | bit;
        self.stones[side] = own;
        self.empty &= !bit;
        self.threats[0] &= !bit;
        self.threats[1] &= !bit;
        if self.placed >= self.first_threat {
            for &window in self.windows.through(cell) {
                self.threats[side] |= completion(window, own, self.empty);
            }
        }
        self.to_move ^= 1;
        self.placed += 1;
    }

    /// Each player in turn takes a win in one if it has one, else stops the opponent's
    /// (one of them: with two it has lost), else plays a random empty cell.
    fn playout(&mut self, rng: &mut Rng) -> f64 {
        // The empty cells in a list, and where each stands in it: a random one is picked from
        // it, a blocking one found by its place.
        let mut cells = [0u8; MAX_CELLS];
        let mut slot = [0u8; MAX_CELLS];
        let mut count = 0;
        let mut rest = self.empty;
        while rest != 0 {
            let cell = rest.trailing_zeros() as usize;
            cells[count] = cell as u8;
            slot[cell] = count as u8;
            count += 1;
            rest &= rest - 1;
        }
        let mut mover_is_first = true;
        loop {
            let (cell, won) = self.play_tactically(|| cells[rng.below(count)] as usize);
            if won {
                return if mover_is_first { 1.0 } else { 0.0 };
            }
            count -= 1;
            let (at, last) = (slot[cell] as usize, cells[count]);
            cells[at] = last;
            slot[last as usize] = at as u8;
            if count == 0 {
                return 0.5;
            }
            mover_is_first = !mover_is_first;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mnk::game::Player;

    /// Random games on boards of every width and height to 8 and each K: what a move does
    /// agrees with the game's own rules (`Game::step`), move by move.
    #[test]
    fn moves_agree_with_the_game() {
        let mut rng = Rng::new(5);
        for width in 1..=8 {
            for height in 1..=8 {
                for k in 3..=width.max(height) {
                    let shape = Shape::new(width, height, k).unwrap();
                    for _ in 0..20 {
                        let mut game = Game::new(shape);
                        let mut position = BitPosition::new(&game);
                        loop {
                            let mut moves = Vec::new();
                            position.moves(&mut moves);
                            assert_eq!(moves, game.legal_moves());
                            let cell = moves[rng.below(moves.len())];
                            let status = position.play(cell);
                            game.step(cell).unwrap();
                            let expected = match (game.is_over(), game.winner()) {
                                (false, _) => Status::Ongoing,
                                (true, Some(_)) => Status::Won,
                                (true, None) => Status::Drawn,
                            };
                            assert_eq!(
                                status,
                                expected,
                                "{}x{} K{} {}",
                                width,
                                height,
                                k,
                                game.line()
                            );
                            if game.is_over() {
                                break;
                            }
                            for (side, player) in [Player::X, Player::O].iter().enumerate() {
                                let threats = (0..shape.cells())
                                    .filter(|&c| game.at(c).is_none() && game.wins_with(c, *player))
                                    .fold(0u64, |set, c| set | 1 << c);
                                assert_eq!(position.threats[side], threats, "{}", game.line());
                            }
                            let fresh = BitPosition::new(&game);
                            assert_eq!(fresh.threats, position.threats);
                            assert_eq!(
                                (fresh.stones, fresh.empty),
                                (position.stones, position.empty)
                            );
                            assert_eq!(
                                (fresh.to_move, fresh.placed),
                                (position.to_move, position.placed)
                            );
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn a_playout_scores_the_side_to_move() {
        let shape = Shape::new(3, 3, 3).unwrap();
        // X to move, a3 the one empty cell: it completes X's a1 a2, a win for X.
        let game = Game::from_line(shape, "a1 b1 a2 b2 c1 c2 b3 c3").unwrap();
        let mut rng = Rng::new(1);
        assert_eq!(BitPosition::new(&game).playout(&mut rng), 1.0);
        // X to move, a3 the one empty cell: it makes no line for X, a draw.
        let game = Game::from_line(shape, "a1 b2 c1 b1 b3 a2 c2 c3").unwrap();
        assert_eq!(BitPosition::new(&game).playout(&mut rng), 0.5);
        // O to move can win at b3 (b1 b2), and X threatens a3: O takes the win, every time.
        let game = Game::from_line(shape, "a1 b1 a2 b2 c3").unwrap();
        for seed in 0..20 {
            assert_eq!(BitPosition::new(&game).playout(&mut Rng::new(seed)), 1.0);
        }
        // X to move, O threatens a3 (a1 a2), X nothing: X blocks at a3, which makes two
        // threats (b3 with c3, c1 with b2); O stops one, X wins with the other, every time.
        let game = Game::from_line(shape, "b2 a1 c3 a2").unwrap();
        for seed in 0..20 {
            assert_eq!(BitPosition::new(&game).playout(&mut Rng::new(seed)), 1.0);
        }
    }
}
