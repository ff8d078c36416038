//! The m,n,k position the search agents play on boards of any size: the cells, the empty
//! ones in a list (so a random move is O(1)), and whose move it is; it implements
//! `SearchGame` (`search::game`), so MCTS, alpha-beta and TD play on it. Boards of up to 64
//! cells use the faster `bitboard::BitPosition`.
//!
//! Why it is right: a move fills one empty cell (swapped out of the list, its slot kept), and a
//! win is a run of K through that cell in one of the four directions, counted both ways.
//! Cost: a move O(1), a win test O(K).

use crate::mnk::game::Game;
use crate::mnk::shape::{Shape, DIRECTIONS};
use crate::search::game::{SearchGame, Status};
use crate::util::rng::Rng;

/// The m,n,k position the search agents play on: the cells, the empty ones in a list (so a
/// random move is O(1)), and whose move it is.
#[derive(Clone, Debug)]
pub struct MnkPosition {
    shape: Shape,
    /// 0 empty, 1 X, 2 O.
    cells: Vec<u8>,
    empty: Vec<u16>,
    /// Where each empty cell stands in `empty`.
    slot: Vec<u16>,
    to_move: u8,
}

impl MnkPosition {
    /// The position of `game` (which is not over).
    pub fn new(game: &Game) -> MnkPosition {
        let shape = game.shape();
        let cells: Vec<u8> =
            (0..shape.cells()).map(|c| game.at(c).map_or(0, |p| p.index() as u8 + 1)).collect();
        let mut slot = vec![0; cells.len()];
        let mut empty = Vec::new();
        for (cell, &stone) in cells.iter().enumerate() {
            if stone == 0 {
                slot[cell] = empty.len() as u16;
                empty.push(cell as u16);
            }
        }
        MnkPosition { shape, cells, empty, slot, to_move: 1 + (game.moves().len() % 2) as u8 }
    }

    pub fn shape(&self) -> Shape {
        self.shape
    }

    /// 0 empty, 1 X, 2 O.
    pub fn at(&self, cell: usize) -> u8 {
        self.cells[cell]
    }

    /// 1 when X moves, 2 when O does.
    pub fn to_move(&self) -> u8 {
        self.to_move
    }

    pub fn empty_cells(&self) -> &[u16] {
        &self.empty
    }

    /// Whether `stone` on `cell` makes K in a row.
    pub fn wins_with(&self, cell: usize, stone: u8) -> bool {
        let (w, h) = (self.shape.width as isize, self.shape.height as isize);
        let (c0, r0) = ((cell % self.shape.width) as isize, (cell / self.shape.width) as isize);
        DIRECTIONS.iter().any(|&(dc, dr)| {
            let mut run = 1;
            for sign in [1, -1] {
                let (mut c, mut r) = (c0 + sign * dc, r0 + sign * dr);
                while c >= 0
                    && c < w
                    && r >= 0
                    && r < h
                    && self.cells[(r * w + c) as usize] == stone
                {
                    run += 1;
                    c += sign * dc;
                    r += sign * dr;
                }
            }
            run >= self.shape.k
        })
    }

    /// Takes back the stone on `cell` (the last one played).
    pub fn unplay(&mut self, cell: usize) {
        self.cells[cell] = 0;
        self.slot[cell] = self.empty.len() as u16;
        self.empty.push(cell as u16);
        self.to_move = 3 - self.to_move;
    }
}

impl SearchGame for MnkPosition {
    fn moves(&self, out: &mut Vec<usize>) {
        out.clear();
        out.extend(self.empty.iter().map(|&c| c as usize));
    }

    fn status_after(&self, cell: usize) -> Status {
        if self.wins_with(cell, self.to_move) {
            Status::Won
        } else if self.empty.len() == 1 {
            Status::Drawn
        } else {
            Status::Ongoing
        }
    }

    fn play(&mut self, mv: usize) -> Status {
        let status = self.status_after(mv);
        self.step(mv);
        status
    }

    fn step(&mut self, mv: usize) {
        let at = self.slot[mv] as usize;
        let last = *self.empty.last().expect("an empty cell");
        self.empty[at] = last;
        self.slot[last as usize] = at as u16;
        self.empty.pop();
        self.cells[mv] = self.to_move;
        self.to_move = 3 - self.to_move;
    }

    fn playout(&mut self, rng: &mut Rng) -> f64 {
        let mut mover_is_first = true;
        loop {
            let cell = self.empty[rng.below(self.empty.len())] as usize;
            match self.play(cell) {
                Status::Won => return if mover_is_first { 1.0 } else { 0.0 },
                Status::Drawn => return 0.5,
                Status::Ongoing => mover_is_first = !mover_is_first,
            }
        }
    }
}
