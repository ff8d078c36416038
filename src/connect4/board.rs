//! The board of Connect Four on W columns of H cells: one u64 of stones for the side to move
//! and one of all stones. Column c holds bits c·(H + 1) .. c·(H + 1) + H − 1, bottom first;
//! the bit above them is always empty and stops a line from running on into the next column,
//! so a board fits when W·(H + 1) ≤ 64. Moves, four in a row, and the key of a position.
//!
//! Two types with the same bits: `Position<W, H>`, whose size is a constant (the search's,
//! where every shift by the stride compiles to a constant), and `Board`, whose size comes at
//! run time (everything else: reading, the book, play, matches), so that only the position and
//! the search are built once per size. `Board::fixed` and `Position::from_board` pass a position
//! between them unchanged; both find fours with the same functions (`winning_cells_in`,
//! `mirror_in`).

/// Whether the solver takes a board of `width` columns of `height` cells: both at least 4
/// (four in a row must fit both ways) and a bit per cell plus one per column, at most 64.
pub fn fits(width: usize, height: usize) -> bool {
    width >= 4 && height >= 4 && width * (height + 1) <= 64
}

/// A position: the stones of the side to move, the stones of both sides, and their number.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Position<const W: usize, const H: usize> {
    current: u64,
    mask: u64,
    moves: i32,
}

/// The bottom cell of each of `width` columns of `stride` bits.
const fn bottom(width: usize, stride: usize) -> u64 {
    let (mut bits, mut column) = (0, 0);
    while column < width {
        bits |= 1 << (column * stride);
        column += 1;
    }
    bits
}

impl<const W: usize, const H: usize> Position<W, H> {
    /// Bits per column: its H cells and the empty one above.
    pub const STRIDE: usize = H + 1;
    pub const CELLS: i32 = (W * H) as i32;
    /// The bits a key can use: `key() < 2^KEY_BITS`.
    pub const KEY_BITS: u32 = (W * (H + 1)) as u32;
    /// The bottom cell of every column.
    pub const BOTTOM: u64 = bottom(W, H + 1);
    /// Every cell of the board.
    pub const BOARD: u64 = Self::BOTTOM * ((1 << H) - 1);
    pub const START: Self = Position { current: 0, mask: 0, moves: 0 };

    /// The position of `board`, a board of W × H.
    pub fn from_board(board: &Board) -> Self {
        debug_assert!(board.size() == Size { width: W, height: H });
        Position { current: board.current, mask: board.mask, moves: board.moves }
    }

    /// Every cell of `column`.
    pub fn column_cells(column: usize) -> u64 {
        ((1 << H) - 1) << (column * Self::STRIDE)
    }

    /// The column of a cell.
    pub fn column_of(cell: u64) -> usize {
        cell.trailing_zeros() as usize / Self::STRIDE
    }

    pub fn moves(&self) -> i32 {
        self.moves
    }

    /// Every stone on the board.
    pub fn mask(&self) -> u64 {
        self.mask
    }

    /// The stones of the side to move.
    pub fn current(&self) -> u64 {
        self.current
    }

    /// The stones of the side that moved last.
    pub fn opponent(&self) -> u64 {
        self.current ^ self.mask
    }

    /// The cells a stone can go to: the lowest empty cell of each column that has one.
    pub fn playable(&self) -> u64 {
        (self.mask + Self::BOTTOM) & Self::BOARD
    }

    pub fn can_play(&self, column: usize) -> bool {
        column < W && self.playable() & Self::column_cells(column) != 0
    }

    /// Whether the side to move makes four in a row by playing `column` (playable).
    pub fn wins_by(&self, column: usize) -> bool {
        self.wins() & self.playable() & Self::column_cells(column) != 0
    }

    pub fn can_win_now(&self) -> bool {
        self.wins() & self.playable() != 0
    }

    /// The empty cells where a stone of the side to move would complete a four.
    pub fn wins(&self) -> u64 {
        Self::winning_cells(self.current, self.mask)
    }

    /// The position after a stone on `cell` (a playable cell).
    pub fn play(&self, cell: u64) -> Self {
        Position {
            current: self.current ^ self.mask,
            mask: self.mask | cell,
            moves: self.moves + 1,
        }
    }

    pub fn play_column(&self, column: usize) -> Self {
        self.play(self.playable() & Self::column_cells(column))
    }

    /// The playable cells after which the opponent cannot win at once (none when he has two
    /// winning cells to play: only one can be blocked), and the opponent's winning cells.
    pub fn safe_moves(&self) -> (u64, u64) {
        let their_wins = Self::winning_cells(self.opponent(), self.mask);
        let playable = self.playable();
        let forced = playable & their_wins;
        let safe = match forced {
            0 => playable,
            _ if forced & (forced - 1) == 0 => forced,
            _ => 0,
        };
        (safe & !(their_wins >> 1), their_wins)
    }

    /// A number that differs for every position: per column, the side to move's stones plus
    /// one less than 2 to the column's height. Below 2^KEY_BITS.
    pub fn key(&self) -> u64 {
        self.current + self.mask
    }

    /// The position's mirror image (column c to W − 1 − c), which has the same score.
    pub fn mirrored(&self) -> Self {
        let (current, mask) = (Self::mirror(self.current), Self::mirror(self.mask));
        Position { current, mask, moves: self.moves }
    }

    /// `bits` (cells, or a key: both are column by column) with column c moved to W − 1 − c.
    pub fn mirror(bits: u64) -> u64 {
        mirror_in(bits, W, Self::STRIDE)
    }

    /// The empty cells that would complete four in a row for `stones`, among which `mask`
    /// holds every stone on the board. A line runs through neighbours at a fixed bit distance:
    /// 1 up a column, H + 1 along a row, H and H + 2 along the diagonals.
    pub fn winning_cells(stones: u64, mask: u64) -> u64 {
        winning_cells_in(stones, mask, Self::STRIDE, Self::BOARD)
    }

    /// Whether `cells` hold four in a row somewhere.
    pub fn has_four(cells: u64) -> bool {
        [1, Self::STRIDE, Self::STRIDE - 1, Self::STRIDE + 1].iter().any(|&shift| {
            let pairs = cells & (cells >> shift);
            pairs & (pairs >> (2 * shift)) != 0
        })
    }

    /// Whether the opponent, to move with the stones `mask` on the board, cannot stop a player
    /// whose winning cells are `wins` from completing a four with his next stone: two playable
    /// winning cells, one with another right above it, or no move that is not under one.
    pub fn unstoppable(mask: u64, wins: u64) -> bool {
        let playable = (mask + Self::BOTTOM) & Self::BOARD;
        let open = wins & playable;
        open & open.wrapping_sub(1) != 0
            || open & (wins >> 1) != 0
            || open == 0 && playable != 0 && playable & !(wins >> 1) == 0
    }

    /// Whether the side to move can make sure to win with its stone after next, playing one of
    /// the `safe` cells: after it the opponent cannot stop every win.
    pub fn wins_with_second_stone(&self, mut safe: u64) -> bool {
        while safe != 0 {
            let cell = safe & safe.wrapping_neg();
            safe ^= cell;
            let mask = self.mask | cell;
            if Self::unstoppable(mask, Self::winning_cells(self.current | cell, mask)) {
                return true;
            }
        }
        false
    }

    /// The cells of the even rows, counting the bottom row as row 1.
    pub const EVEN_ROWS: u64 = Self::BOTTOM * (((1 << H) - 1) & 0xAAAA);

    /// An upper bound on the score of the first player, to move (an even number of stones),
    /// when H is even: the second player's "claimeven" (Allis). It is `0` when the second
    /// player can keep every empty cell of an even row (the bottom row is 1) that is not
    /// playable now and the first player has no four left among the other cells; `-1 - k`
    /// when the second player's stones and those cells hold a four whose empty cells lie in
    /// the rows up to H − 2k (k as large as holds). When the first player has a four among
    /// the other cells but every one of them needs a cell above a winning cell of the second
    /// player's that he keeps, on row r, it is `-(H - r + 2) / 2` (r as small as holds). Else
    /// no bound (`CELLS`). `second_wins` are the second player's winning cells
    /// (`winning_cells(opponent, mask)`), which the search has at hand.
    ///
    /// Why: the second player answers a stone on an odd row by one right on top of it (H is
    /// even, so there is a cell there), and a stone on a playable cell of an even row (a column
    /// of odd height) by one on another such cell: the stones on the board are even, so the
    /// columns of odd height are too, and after the first player's stone one is left. So every
    /// even cell not playable now goes to the second player, and the first player's stones
    /// stay among the others, where he has no four: he never wins (score ≤ 0). If the second
    /// player's cells hold a four, he has it at the latest when its last empty cell is filled;
    /// that cell lies in a row up to H − 2k, so the 2k cells above it are still empty then: he
    /// wins by move CELLS − 2k, with k stones or more in hand, a score of at least 1 + k. A
    /// four of the first player's that needs a cell above the second player's winning cell
    /// cannot be made before that cell is filled, by the second player, who wins with it, the
    /// H − r cells above it still empty: (H − r)/2 stones in hand.
    pub fn claimeven_bound(&self, second_wins: u64) -> i32 {
        let empty = Self::BOARD & !self.mask;
        let claimed = Self::EVEN_ROWS & empty & !self.playable();
        let theirs = self.opponent() | claimed;
        let ours = Self::BOARD & !theirs;
        if Self::has_four(ours) {
            return Self::bound_by_kept_threat(ours, second_wins & claimed);
        }
        if !Self::has_four(theirs) {
            return 0;
        }
        let mut bound = -1;
        let mut top = H;
        while top > 2 {
            top -= 2;
            let rows_up_to_top = Self::BOTTOM * ((1 << top) - 1);
            if !Self::has_four(self.opponent() | (claimed & rows_up_to_top)) {
                break;
            }
            bound -= 1;
        }
        bound
    }

    /// The bound on the score of the side to move, whose opponent will have a winning cell of
    /// `kept` (the lowest of its column) and wins with it, when the side to move's fours among
    /// `ours` all need a cell above it: `-(H - r + 2) / 2` for the lowest such row r, else
    /// `CELLS`. The cells above are filled after it, when the game is over; it is played at
    /// the latest with the H − r cells above it empty.
    fn bound_by_kept_threat(ours: u64, mut kept: u64) -> i32 {
        let mut bound = Self::CELLS;
        while kept != 0 {
            let threat = kept & kept.wrapping_neg();
            kept &= !Self::column_cells(Self::column_of(threat));
            if !Self::has_four(ours & !Self::above_lowest(threat)) {
                bound = bound.min(Self::lost_by(threat));
            }
        }
        bound
    }

    /// An upper bound on the score of the second player, to move (an odd number of stones),
    /// when H is even: the first player's odd threat (Allis). It is `-(H - r + 2) / 2` when the
    /// first player has a winning cell on an odd row r (the bottom row is 1) of a column of odd
    /// height, and the second player has no four among his stones and the empty cells other
    /// than those the first player claims (the even cells not playable now outside that column,
    /// and its odd cells) and those above the winning cell or above one of his winning cells
    /// among the even cells he claims elsewhere (r as small as holds); else no bound (`CELLS`).
    /// `first_wins` are the first player's winning cells (`winning_cells(opponent, mask)`),
    /// which the search has at hand.
    ///
    /// Why: the first player answers a stone in that column right on top of it (its playable
    /// cell is on an even row, so he gets its odd cells, the winning one among them), a stone on
    /// an odd row elsewhere right on top of it, and a stone on a playable cell of an even row
    /// elsewhere (a column of odd height) by one on another such cell: the stones are odd, that
    /// column's height is odd, so the other columns of odd height are even in number, and after
    /// the second player's stone one is left. The column fills only past its winning cell, so the
    /// first player can always answer until he has played it, and wins; the second player's
    /// stones stay among the cells not claimed, where every four needs a cell above a winning
    /// one the first player claims, which is filled before it, by him: the second player never
    /// wins first. The winning cell is played at the latest with the H − r cells above it
    /// still empty, when the first player has (H − r − 1)/2 stones or more in hand.
    pub fn odd_threat_bound(&self, first_wins: u64) -> i32 {
        let odd_rows = Self::BOARD & !Self::EVEN_ROWS;
        let mut threats = first_wins & odd_rows;
        let mut bound = Self::CELLS;
        if threats == 0 {
            return bound;
        }
        let empty = Self::BOARD & !self.mask;
        let playable = self.playable();
        // Every empty cell but the even ones not playable now: the second player's outside the
        // threat's column.
        let unclaimed = empty & !(Self::EVEN_ROWS & !playable);
        while threats != 0 {
            let threat = threats & threats.wrapping_neg();
            let column = Self::column_cells(Self::column_of(threat));
            threats &= !column;
            if playable & column & Self::EVEN_ROWS == 0 {
                continue; // a column of even height
            }
            let theirs = self.current | (unclaimed & !column) | (empty & column & Self::EVEN_ROWS);
            // The first player's winning cells he keeps: this one, and the even ones not
            // playable now elsewhere; a four through a cell above one of them comes too late.
            let kept = threat | (first_wins & Self::EVEN_ROWS & empty & !playable & !column);
            if !Self::has_four(theirs & !Self::above_lowest(kept)) {
                bound = bound.min(Self::lost_by(threat));
            }
        }
        bound
    }

    /// The bound on the score of a side whose opponent wins with a stone on `cell` (row r, the
    /// bottom row 1) at the latest: the H − r cells above it are still empty then, so the
    /// winner has (H − r)/2 stones in hand after it (rounded down), a score of 1 more: minus
    /// that is `-(H - r + 2) / 2`.
    fn lost_by(cell: u64) -> i32 {
        let row = (cell.trailing_zeros() as usize % Self::STRIDE) as i32 + 1;
        -(H as i32 - row + 2) / 2
    }

    /// The cells above the lowest of `cells` in each column.
    fn above_lowest(mut cells: u64) -> u64 {
        let mut above = 0;
        while cells != 0 {
            let cell = cells & cells.wrapping_neg();
            let column = Self::column_cells(Self::column_of(cell));
            cells &= !column;
            above |= column & !((cell << 1) - 1);
        }
        above
    }

    /// The positions one move before this one, each with the column of that move: for each
    /// column whose top stone is the last mover's, the position without it. O(W).
    pub fn parents(&self) -> impl Iterator<Item = (usize, Self)> + '_ {
        let last_mover = self.opponent();
        (0..W).filter_map(move |column| {
            let stones = self.mask & Self::column_cells(column);
            // The column's stones run up from its bottom: adding the bottom cell carries into
            // the cell above the top stone.
            let top = (stones + (1 << (column * Self::STRIDE))) >> 1;
            if stones == 0 || top & last_mover == 0 {
                return None;
            }
            let parent = Position {
                current: last_mover ^ top,
                mask: self.mask ^ top,
                moves: self.moves - 1,
            };
            Some((column, parent))
        })
    }

    /// The position after `moves` (columns from 0), or the index of the first move that is
    /// not legal with why: a column off the board, a full column, a move after the game ended.
    pub fn after(moves: &[usize]) -> Result<Self, (usize, MoveError)> {
        let size = Size { width: W, height: H };
        Board::after(size, moves).map(|board| Self::from_board(&board))
    }
}

/// The empty cells that would complete four in a row for `stones`, among which `mask` holds
/// every stone on the board, on a board of `cells` with columns of `stride` bits. A line runs
/// through neighbours at a fixed bit distance: 1 up a column, stride along a row, stride − 1
/// and stride + 1 along the diagonals. Inlined, so that a constant stride stays one.
#[inline(always)]
pub fn winning_cells_in(stones: u64, mask: u64, stride: usize, cells_on_board: u64) -> u64 {
    let mut cells = (stones << 1) & (stones << 2) & (stones << 3);
    for shift in [stride, stride - 1, stride + 1] {
        let two_before = (stones << shift) & (stones << (2 * shift));
        cells |= two_before & (stones << (3 * shift)); // x x x .
        cells |= two_before & (stones >> shift); // x x . x
        let two_after = (stones >> shift) & (stones >> (2 * shift));
        cells |= two_after & (stones >> (3 * shift)); // . x x x
        cells |= two_after & (stones << shift); // x . x x
    }
    cells & (cells_on_board ^ mask)
}

/// `bits` (cells, or a key: both are column by column) of `width` columns of `stride` bits
/// with column c moved to width − 1 − c.
#[inline(always)]
pub fn mirror_in(bits: u64, width: usize, stride: usize) -> u64 {
    let column = (1 << stride) - 1;
    (0..width)
        .fold(0, |out, c| out | ((bits >> (c * stride)) & column) << ((width - 1 - c) * stride))
}

/// A board's size known at run time: `width` columns of `height` cells (`fits` holds).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Size {
    pub width: usize,
    pub height: usize,
}

impl Size {
    /// The size `width` × `height`, if the solver takes it (`fits`).
    pub fn new(width: usize, height: usize) -> Option<Size> {
        Some(Size { width, height }).filter(|_| fits(width, height))
    }

    /// Bits per column: its cells and the empty one above.
    pub fn stride(self) -> usize {
        self.height + 1
    }

    pub fn cells(self) -> i32 {
        (self.width * self.height) as i32
    }

    /// Every cell of `column`.
    pub fn column_cells(self, column: usize) -> u64 {
        ((1 << self.height) - 1) << (column * self.stride())
    }

    /// The column of a cell.
    pub fn column_of(self, cell: u64) -> usize {
        cell.trailing_zeros() as usize / self.stride()
    }

    /// The cell of `column` (from 0) and `row` (from 0, the bottom).
    pub fn cell(self, column: usize, row: usize) -> u64 {
        1 << (column * self.stride() + row)
    }

    /// Every one of `stones` that is part of four in a row, five in a row too.
    pub fn fours(self, stones: u64) -> u64 {
        let stride = self.stride();
        let mut cells = 0;
        for shift in [1, stride, stride - 1, stride + 1] {
            let pairs = stones & (stones >> shift);
            let starts = pairs & (pairs >> (2 * shift));
            cells |= starts | starts << shift | starts << (2 * shift) | starts << (3 * shift);
        }
        cells
    }

    /// `bits` (cells or a key) mirrored: column c to width − 1 − c.
    pub fn mirror(self, bits: u64) -> u64 {
        mirror_in(bits, self.width, self.stride())
    }
}

/// A position on a board whose size comes at run time: the bits of `Position<W, H>`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Board {
    size: Size,
    /// The bottom cell of every column (`Position::BOTTOM`), worked out once.
    bottom: u64,
    current: u64,
    mask: u64,
    moves: i32,
}

impl Board {
    /// The empty board of `size`.
    pub fn start(size: Size) -> Board {
        Board { size, bottom: bottom(size.width, size.stride()), current: 0, mask: 0, moves: 0 }
    }

    /// The board of `position`.
    pub fn fixed<const W: usize, const H: usize>(position: &Position<W, H>) -> Board {
        let (current, mask) = (position.current(), position.mask());
        Board {
            current,
            mask,
            moves: position.moves(),
            ..Board::start(Size { width: W, height: H })
        }
    }

    pub fn size(&self) -> Size {
        self.size
    }

    pub fn moves(&self) -> i32 {
        self.moves
    }

    /// Every stone on the board.
    pub fn mask(&self) -> u64 {
        self.mask
    }

    /// The stones of the side to move.
    pub fn current(&self) -> u64 {
        self.current
    }

    /// The stones of the side that moved last.
    pub fn opponent(&self) -> u64 {
        self.current ^ self.mask
    }

    /// Whether every cell is taken.
    pub fn is_full(&self) -> bool {
        self.moves == self.size.cells()
    }

    /// The cells a stone can go to: the lowest empty cell of each column that has one.
    pub fn playable(&self) -> u64 {
        (self.mask + self.bottom) & self.cells()
    }

    /// Every cell of the board (`Position::BOARD`).
    fn cells(&self) -> u64 {
        self.bottom * ((1 << self.size.height) - 1)
    }

    pub fn can_play(&self, column: usize) -> bool {
        column < self.size.width && self.playable() & self.size.column_cells(column) != 0
    }

    /// The empty cells where a stone of the side to move would complete a four.
    pub fn wins(&self) -> u64 {
        winning_cells_in(self.current, self.mask, self.size.stride(), self.cells())
    }

    /// Whether the side to move makes four in a row by playing `column` (playable).
    pub fn wins_by(&self, column: usize) -> bool {
        self.wins() & self.playable() & self.size.column_cells(column) != 0
    }

    pub fn can_win_now(&self) -> bool {
        self.wins() & self.playable() != 0
    }

    /// The position after a stone on `cell` (a playable cell).
    pub fn play(&self, cell: u64) -> Board {
        Board {
            current: self.current ^ self.mask,
            mask: self.mask | cell,
            moves: self.moves + 1,
            ..*self
        }
    }

    pub fn play_column(&self, column: usize) -> Board {
        self.play(self.playable() & self.size.column_cells(column))
    }

    /// A number that differs for every position (`Position::key`).
    pub fn key(&self) -> u64 {
        self.current + self.mask
    }

    /// The position's mirror image (column c to W − 1 − c), which has the same score.
    pub fn mirrored(&self) -> Board {
        let (current, mask) = (self.size.mirror(self.current), self.size.mirror(self.mask));
        Board { current, mask, ..*self }
    }

    /// The position after `moves` (columns from 0) from the empty board of `size`, or the
    /// index of the first move that is not legal with why.
    pub fn after(size: Size, moves: &[usize]) -> Result<Board, (usize, MoveError)> {
        let mut board = Board::start(size);
        for (i, &column) in moves.iter().enumerate() {
            board = board.checked_play(column).map_err(|e| (i, e))?;
        }
        Ok(board)
    }

    /// The position after a stone in `column`, if it is a legal move of a game not over.
    pub fn checked_play(&self, column: usize) -> Result<Board, MoveError> {
        if column >= self.size.width {
            return Err(MoveError::NoSuchColumn);
        }
        if self.is_full() {
            return Err(MoveError::BoardFull);
        }
        if !self.can_play(column) {
            return Err(MoveError::ColumnFull);
        }
        if self.wins_by(column) {
            return Err(MoveError::MakesFour);
        }
        Ok(self.play_column(column))
    }
}

/// Why a move cannot be played.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum MoveError {
    NoSuchColumn,
    /// Every cell is taken.
    BoardFull,
    ColumnFull,
    /// It completes four in a row: the game ends with it, so it is no position to score.
    MakesFour,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::score::win_now;
    use std::collections::HashMap;

    type Board = Position<7, 6>;

    fn after(moves: &str) -> Result<Board, (usize, MoveError)> {
        let columns: Vec<usize> = moves.bytes().map(|b| (b - b'1') as usize).collect();
        Board::after(&columns)
    }

    /// Worked by hand: after 4455 the second player's stones top columns 4 and 5, so the
    /// parents are 554 (then 4) and 445 (then 5); a full column's top stone counts too, a top
    /// stone of the side to move does not.
    #[test]
    fn parents_by_hand() {
        let parents = |moves: &str| after(moves).unwrap().parents().collect::<Vec<_>>();
        let position = |moves: &str| after(moves).unwrap();
        assert_eq!(parents("4455"), vec![(3, position("554")), (4, position("445"))]);
        assert_eq!(parents("4"), vec![(3, Board::START)]);
        assert_eq!(parents(""), vec![]);
        assert_eq!(parents("444444"), vec![(3, position("44444"))]);
        assert_eq!(parents("4443"), vec![(2, position("444"))]);
    }

    #[test]
    fn sizes_that_fit() {
        assert!(fits(7, 6) && fits(6, 7) && fits(8, 7) && fits(4, 15) && fits(12, 4));
        assert!(!fits(3, 3) && !fits(9, 7) && !fits(4, 16) && !fits(13, 4) && !fits(7, 3));
    }

    #[test]
    fn stones_fall_and_alternate() {
        let position = after("4455").unwrap();
        assert_eq!(position.moves(), 4);
        assert_eq!(position.mask(), 0b11 << 21 | 0b11 << 28);
        assert_eq!(position.current(), 1 << 21 | 1 << 28);
        assert_eq!(position.playable() & Board::column_cells(3), 1 << 23);
    }

    #[test]
    fn refuses_what_is_not_a_move() {
        assert_eq!(after("1111111"), Err((6, MoveError::ColumnFull)));
        assert_eq!(after("1212121"), Err((6, MoveError::MakesFour)));
        assert_eq!(Board::after(&[7]), Err((0, MoveError::NoSuchColumn)));
        let full = "133113311331244224422442577557755775666666";
        assert_eq!(after(full).map(|p| p.moves()), Ok(42));
        assert_eq!(after(&format!("{}1", full)), Err((42, MoveError::BoardFull)));
    }

    #[test]
    fn fours_in_every_direction() {
        assert!(after("121212").unwrap().wins_by(0)); // up
        assert!(after("112233").unwrap().wins_by(3)); // across
        assert!(after("1223533444").unwrap().wins_by(3)); // a rising diagonal
        assert!(after("7665755444").unwrap().wins_by(3)); // a falling one
        assert!(!after("4455").unwrap().can_win_now());
    }

    #[test]
    fn lines_do_not_run_across_columns() {
        // Three stones at the top of column 1 and one at the bottom of column 2 are no line.
        type Small = Position<4, 4>;
        let stones = 0b1110 | 1 << 5;
        assert_eq!(Small::winning_cells(stones, stones) & 1 << 4, 0);
        assert!(!Small::has_four(stones));
    }

    #[test]
    fn mirror_image() {
        let position = after("1123").unwrap();
        let mirror = after("7765").unwrap();
        assert_eq!(position.mirrored(), mirror);
        assert_eq!(Board::mirror(position.key()), mirror.key());
    }

    /// The score by the rules alone: every line of play, no bound; the scores found are kept
    /// in `memo` by key (a position's key is its own), so each position is scored once.
    fn negamax_in<const W: usize, const H: usize>(
        position: &Position<W, H>,
        memo: &mut HashMap<u64, i32>,
    ) -> i32 {
        let cells = Position::<W, H>::CELLS;
        if position.moves() == cells {
            return 0;
        }
        if let Some(&score) = memo.get(&position.key()) {
            return score;
        }
        let mut best = -cells;
        for column in (0..W).filter(|&c| position.can_play(c)) {
            let score = if position.wins_by(column) {
                win_now(cells, position.moves())
            } else {
                -negamax_in(&position.play_column(column), memo)
            };
            best = best.max(score);
        }
        memo.insert(position.key(), best);
        best
    }

    /// `tries` random games cut at `stones` stones, those that got there (not over); `seed`
    /// picks them.
    fn random_positions<const W: usize, const H: usize>(
        stones: i32,
        seed: u64,
        tries: usize,
    ) -> Vec<Position<W, H>> {
        let mut state = seed;
        let mut found = Vec::new();
        for _ in 0..tries {
            let mut position = super::Board::start(Size { width: W, height: H });
            while position.moves() < stones {
                state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                let column = (state >> 33) as usize % W;
                match position.checked_play(column) {
                    Ok(next) => position = next,
                    Err(MoveError::MakesFour) | Err(MoveError::BoardFull) => break,
                    Err(_) => continue,
                }
            }
            if position.moves() == stones {
                found.push(Position::from_board(&position));
            }
        }
        found
    }

    /// Of `tries` random positions of `stones` stones, those `bound_of` bounds (below `CELLS`),
    /// each with its bound and its score by every line of play; asserts that each bound holds.
    fn held_bounds<const W: usize, const H: usize>(
        stones: i32,
        seed: u64,
        tries: usize,
        bound_of: impl Fn(&Position<W, H>) -> i32,
    ) -> Vec<(Position<W, H>, i32, i32)> {
        let mut memo = HashMap::new();
        let mut held = Vec::new();
        for position in random_positions::<W, H>(stones, seed, tries) {
            let bound = bound_of(&position);
            if bound == Position::<W, H>::CELLS {
                continue;
            }
            let score = negamax_in(&position, &mut memo);
            assert!(score <= bound, "{:?}: bound {} score {}", position, bound, score);
            held.push((position, bound, score));
        }
        held
    }

    /// The winning cells of the side that moved last.
    fn opponent_wins<const W: usize, const H: usize>(position: &Position<W, H>) -> u64 {
        Position::<W, H>::winning_cells(position.opponent(), position.mask())
    }

    /// Of `stones`-stone random positions, how many claimeven bounds, how many below -1, and
    /// how many only by the second player's kept winning cell; asserts that each bound holds.
    fn claimeven_check<const W: usize, const H: usize>(stones: i32, seed: u64) -> [usize; 3] {
        let held = held_bounds::<W, H>(stones, seed, 3000, |p| p.claimeven_bound(opponent_wins(p)));
        let kept_only = |p: &Position<W, H>| p.claimeven_bound(0) == Position::<W, H>::CELLS;
        [
            held.len(),
            held.iter().filter(|h| h.1 < -1).count(),
            held.iter().filter(|h| kept_only(&h.0)).count(),
        ]
    }

    #[test]
    fn claimeven_bounds_the_score_found_by_every_line_of_play() {
        let counts = [
            claimeven_check::<4, 4>(6, 1),
            claimeven_check::<4, 4>(8, 2),
            claimeven_check::<5, 4>(10, 3),
            claimeven_check::<6, 4>(12, 4),
            claimeven_check::<4, 6>(10, 5),
            claimeven_check::<5, 6>(16, 6),
        ];
        eprintln!("claimeven: {:?}", counts);
        assert!(counts.iter().all(|c| c[0] > 10));
        assert!(
            counts.iter().map(|c| c[1]).sum::<usize>() > 0,
            "no four of the second player's low"
        );
        assert!(counts.iter().map(|c| c[2]).sum::<usize>() > 10, "no first player's four too late");
    }

    /// Of `stones`-stone random positions, how many the odd threat rule bounds, on how many the
    /// bound is the score, and how many it bounds below -1; asserts that each bound holds.
    fn odd_threat_check<const W: usize, const H: usize>(stones: i32, seed: u64) -> [usize; 3] {
        let held =
            held_bounds::<W, H>(stones, seed, 30000, |p| p.odd_threat_bound(opponent_wins(p)));
        [
            held.len(),
            held.iter().filter(|h| h.2 == h.1).count(),
            held.iter().filter(|h| h.1 < -1).count(),
        ]
    }

    #[test]
    fn odd_threat_bounds_the_score_found_by_every_line_of_play() {
        let counts = [
            odd_threat_check::<4, 4>(9, 1),
            odd_threat_check::<5, 4>(9, 2),
            odd_threat_check::<5, 4>(11, 3),
            odd_threat_check::<6, 4>(13, 4),
            odd_threat_check::<4, 6>(11, 5),
            odd_threat_check::<5, 6>(17, 6),
        ];
        eprintln!("odd threat: {:?}", counts);
        assert!(counts.iter().all(|c| c[0] > 10));
        assert!(
            counts.iter().map(|c| c[2]).sum::<usize>() > 10,
            "no odd threat low on a tall board"
        );
    }
}
