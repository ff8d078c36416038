//! Move ordering: which moves the search tries first. Alpha-beta cuts the most when the best
//! move comes first, and Connect Four's good moves are the ones that make threats (empty cells
//! that would complete a four) and the central ones, which take part in the most lines.

use super::board::Position;

/// Columns from the centre out (the left of two centres first, then alternately right and
/// left; for an odd width, left then right).
pub const fn centre_first<const W: usize>() -> [usize; W] {
    let mut order = [0; W];
    let centre = (W - 1) / 2;
    let mut i = 1;
    while i < W {
        let step = (i + 1) / 2;
        let right_first = W % 2 == 0;
        order[i] = if (i % 2 == 1) == right_first { centre + step } else { centre - step };
        i += 1;
    }
    order[0] = centre;
    order
}

/// How promising a move to `cell` is, with the threats it leaves. A threat counts unless it
/// is right above one of the opponent's (`their_wins`), which he fills first and so never lets
/// us use; a threat the opponent can fill now, which he must, counts one more; a threat right
/// above a cell that can be played counts more still, for neither side may play under it
/// without giving up the cell above: such threats decide long games, by zugzwang. So they
/// weigh most when the question is about the whole game, less when it is about a win (or a
/// loss) `soon`, where what counts is how many threats there are.
///
/// These weights explore the fewest positions of those measured (README, Connect Four): on the
/// empty board 1.84·10^8 against 2.29·10^8 counting threats alone.
pub fn threats_made<const W: usize, const H: usize>(
    position: &Position<W, H>,
    cell: u64,
    their_wins: u64,
    soon: bool,
) -> (u32, u64) {
    let mask = position.mask() | cell;
    let threats = Position::<W, H>::winning_cells(position.current() | cell, mask);
    let useful = threats & !((their_wins & !cell) << 1);
    let playable = (mask + Position::<W, H>::BOTTOM) & Position::<W, H>::BOARD;
    let forcing = count(useful & playable);
    let above_playable = count(useful & (playable << 1));
    let rank = match soon {
        true => 3 * count(useful) + above_playable + forcing,
        false => 2 * count(useful) + 2 * above_playable + forcing,
    };
    (rank, threats)
}

/// The cells in `bits`, one at a time: a move leaves few threats, and without the CPU's
/// `popcnt`, which a build for any x86-64 cannot assume, `count_ones` costs more.
fn count(mut bits: u64) -> u32 {
    let mut cells = 0;
    while bits != 0 {
        bits &= bits - 1;
        cells += 1;
    }
    cells
}

/// The moves of a position by rank, highest first; equal ranks keep the order they came in.
pub struct MoveOrder<const W: usize> {
    moves: [(u32, usize, u64); W],
    count: usize,
}

impl<const W: usize> MoveOrder<W> {
    pub fn new() -> Self {
        MoveOrder { moves: [(0, 0, 0); W], count: 0 }
    }

    /// Adds the move to `cell` in `column` with its `rank` (an insertion sort: at most W moves).
    pub fn add(&mut self, rank: u32, column: usize, cell: u64) {
        let mut at = self.count;
        while at > 0 && self.moves[at - 1].0 < rank {
            self.moves[at] = self.moves[at - 1];
            at -= 1;
        }
        self.moves[at] = (rank, column, cell);
        self.count += 1;
    }

    /// (column, cell) of each move, best first.
    pub fn moves(&self) -> impl Iterator<Item = (usize, u64)> + '_ {
        self.moves[..self.count].iter().map(|&(_, column, cell)| (column, cell))
    }
}

impl<const W: usize> Default for MoveOrder<W> {
    fn default() -> Self {
        Self::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn centre_first_orders() {
        assert_eq!(centre_first::<7>(), [3, 2, 4, 1, 5, 0, 6]);
        assert_eq!(centre_first::<8>(), [3, 4, 2, 5, 1, 6, 0, 7]);
        assert_eq!(centre_first::<4>(), [1, 2, 0, 3]);
        assert_eq!(centre_first::<5>(), [2, 1, 3, 0, 4]);
    }

    #[test]
    fn highest_rank_first_ties_in_order() {
        let mut order = MoveOrder::<7>::new();
        for (rank, column) in [(1, 3), (2, 2), (1, 4), (0, 1), (2, 5)] {
            order.add(rank, column, 1 << column);
        }
        let columns: Vec<usize> = order.moves().map(|(c, _)| c).collect();
        assert_eq!(columns, vec![2, 5, 3, 4, 1]);
    }

    #[test]
    fn threats_count_unless_right_above_the_opponents() {
        type Board = Position<7, 6>;
        // X has columns 1 and 2 of the bottom row, O two stones in column 7; X to move.
        let position = Board::after(&[0, 6, 1, 6]).unwrap();
        let cell = position.playable() & Board::column_cells(2);
        // The bottom of column 4: a threat that can be played, 2 + 1 (3 + 1 when soon).
        assert_eq!(threats_made(&position, cell, 0, false), (3, 1 << 21));
        assert_eq!(threats_made(&position, cell, 0, true), (4, 1 << 21));
        // Had O a winning cell right below it, O would fill that first.
        assert_eq!(threats_made(&position, cell, 1 << 20, false).0, 0);
    }

    #[test]
    fn threats_right_above_a_playable_cell_count_more() {
        type Board = Position<7, 6>;
        // X on the second row of columns 1 and 2 (and the bottom of column 1), O on the bottom
        // of columns 2, 3 and 7; X plays the second row of column 3.
        let position = Board::after(&[0, 1, 0, 2, 1, 6]).unwrap();
        let cell = position.playable() & Board::column_cells(2);
        // The second row of column 4, right above its empty bottom: 2 + 2 (3 + 1 when soon).
        assert_eq!(threats_made(&position, cell, 0, false), (4, 1 << 22));
        assert_eq!(threats_made(&position, cell, 0, true), (4, 1 << 22));
    }
}
