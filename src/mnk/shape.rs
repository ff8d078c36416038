//! The board of an m,n,k-game: W columns, H rows, K in a row to win; its cells, its lines of K
//! (the "windows" every win lies in), its symmetries and the names of its cells.
//!
//! Cells are numbered row by row from the bottom left: cell `row · W + column`, so a1 b1 … is
//! the bottom row left to right, the order `--analyze` prints. A cell is named by its column
//! letter (`a` is the left column) and its row number (`1` is the bottom row): `c2`.
//! A window is K consecutive cells across, up, or along either diagonal; a player wins exactly
//! when one window holds K of his stones (K or more in a row contains K in a row).

/// The largest side a board may have (19: a go board; columns `a`..`s`).
pub const MAX_SIDE: usize = 19;

/// The shape of a board: W columns, H rows, K in a row to win.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shape {
    pub width: usize,
    pub height: usize,
    pub k: usize,
}

/// The four directions of a line as (columns, rows) steps: across, up, and both diagonals.
pub const DIRECTIONS: [(isize, isize); 4] = [(1, 0), (0, 1), (1, 1), (1, -1)];

impl Shape {
    /// A board of `width` columns and `height` rows with `k` in a row to win, checked:
    /// 1 ≤ W, H ≤ 19 and 3 ≤ K ≤ max(W, H).
    pub fn new(width: usize, height: usize, k: usize) -> Result<Shape, String> {
        if !(1..=MAX_SIDE).contains(&width) || !(1..=MAX_SIDE).contains(&height) {
            return Err(format!(
                "the board {}x{} is not one of 1x1 to {}x{} (columns x rows)",
                width, height, MAX_SIDE, MAX_SIDE
            ));
        }
        if k < 3 || k > width.max(height) {
            return Err(format!(
                "K = {} does not fit the board {}x{}: K is 3 to max(W, H) = {}",
                k,
                width,
                height,
                width.max(height)
            ));
        }
        Ok(Shape { width, height, k })
    }

    pub fn cells(&self) -> usize {
        self.width * self.height
    }

    /// The stones `player` (0 = X, first; 1 = O) has in all: ⌈WH/2⌉ for X, ⌊WH/2⌋ for O.
    pub fn stones_of(&self, player: usize) -> usize {
        (self.cells() + 1 - player) / 2
    }

    pub fn cell(&self, column: usize, row: usize) -> usize {
        row * self.width + column
    }

    pub fn column(&self, cell: usize) -> usize {
        cell % self.width
    }

    pub fn row(&self, cell: usize) -> usize {
        cell / self.width
    }

    /// The cell one step of `(dc, dr)` away, if on the board.
    pub fn step(&self, cell: usize, (dc, dr): (isize, isize)) -> Option<usize> {
        let column = self.column(cell) as isize + dc;
        let row = self.row(cell) as isize + dr;
        let inside =
            (0..self.width as isize).contains(&column) && (0..self.height as isize).contains(&row);
        Some(self.cell(column as usize, row as usize)).filter(|_| inside)
    }

    /// The name of `cell`: its column letter and row number, `c2`.
    pub fn name(&self, cell: usize) -> String {
        format!("{}{}", (b'a' + self.column(cell) as u8) as char, self.row(cell) + 1)
    }

    /// The cell named `text` (a letter `a`–`s` and a row number from 1, no leading zero).
    pub fn parse_cell(&self, text: &str) -> Result<usize, String> {
        let bytes = text.as_bytes();
        let well_formed = bytes.len() >= 2
            && bytes[0].is_ascii_lowercase()
            && bytes[1] != b'0'
            && bytes.len() <= 3
            && bytes[1..].iter().all(u8::is_ascii_digit);
        if !well_formed {
            return Err(format!(
                "expected a cell, a column letter and a row number such as `b2`, found `{}`",
                text
            ));
        }
        let column = (bytes[0] - b'a') as usize;
        let row: usize = text[1..].parse().unwrap_or(usize::MAX) - 1;
        if column >= self.width || row >= self.height {
            let last = self.name(self.cells() - 1);
            return Err(format!("expected a cell of the board, a1 to {}, found `{}`", last, text));
        }
        Ok(self.cell(column, row))
    }

    /// Every window: K consecutive cells in one direction, each as its cells in order.
    pub fn windows(&self) -> Vec<Vec<usize>> {
        let mut windows = Vec::new();
        for &direction in DIRECTIONS.iter() {
            for start in 0..self.cells() {
                let mut line = vec![start];
                while line.len() < self.k {
                    match self.step(line[line.len() - 1], direction) {
                        Some(next) => line.push(next),
                        None => break,
                    }
                }
                if line.len() == self.k {
                    windows.push(line);
                }
            }
        }
        windows
    }

    /// The board's symmetries as maps of cells (`map[cell]` is the cell's image): the 8 of the
    /// square on a square board, the 4 of the rectangle otherwise; the identity first. Each
    /// maps windows onto windows, so a position and its images have the same score.
    pub fn symmetries(&self) -> Vec<Vec<usize>> {
        let (w, h) = (self.width, self.height);
        let mut maps = Vec::new();
        let transforms: usize = if w == h { 8 } else { 4 };
        for t in 0..transforms {
            let map = (0..self.cells())
                .map(|cell| {
                    let (c, r) = (self.column(cell), self.row(cell));
                    // Reflections first (t bit 0: columns, bit 1: rows), then the transpose.
                    let c1 = if t & 1 == 1 { w - 1 - c } else { c };
                    let r1 = if t & 2 == 2 { h - 1 - r } else { r };
                    if t & 4 == 4 {
                        self.cell(r1, c1)
                    } else {
                        self.cell(c1, r1)
                    }
                })
                .collect();
            maps.push(map);
        }
        maps
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_windows_of_small_boards_are_counted_by_hand() {
        // 3x3, K3: 3 rows, 3 columns, 2 diagonals.
        assert_eq!(Shape::new(3, 3, 3).unwrap().windows().len(), 8);
        // 4x4, K3: rows 4·2, columns 4·2, each diagonal direction 2·2 = 4.
        assert_eq!(Shape::new(4, 4, 3).unwrap().windows().len(), 24);
        // 5x5, K5: 5 rows, 5 columns, 2 diagonals.
        assert_eq!(Shape::new(5, 5, 5).unwrap().windows().len(), 12);
        // 4x1, K3: two windows across, none up or diagonal.
        assert_eq!(Shape::new(4, 1, 3).unwrap().windows(), vec![vec![0, 1, 2], vec![1, 2, 3]]);
    }

    #[test]
    fn cells_are_named_column_letter_then_row_from_the_bottom_left() {
        let shape = Shape::new(4, 3, 3).unwrap();
        assert_eq!(shape.name(0), "a1");
        assert_eq!(shape.name(5), "b2");
        assert_eq!(shape.parse_cell("d3"), Ok(11));
        for bad in ["z0", "b", "2b", "b0", "b02", "B2", "", "b2 "] {
            assert!(shape.parse_cell(bad).unwrap_err().contains("expected a cell"), "{:?}", bad);
        }
        for off in ["e1", "a4", "z9"] {
            assert!(
                shape.parse_cell(off).unwrap_err().contains("a cell of the board, a1 to d3"),
                "{:?}",
                off
            );
        }
    }

    #[test]
    fn symmetries_map_windows_onto_windows() {
        for &(w, h, k) in &[(3, 3, 3), (4, 3, 3), (5, 5, 4), (2, 5, 3)] {
            let shape = Shape::new(w, h, k).unwrap();
            let mut windows: Vec<Vec<usize>> = shape.windows();
            for line in windows.iter_mut() {
                line.sort_unstable();
            }
            windows.sort();
            let maps = shape.symmetries();
            assert_eq!(maps.len(), if w == h { 8 } else { 4 });
            for map in &maps {
                let mut images: Vec<Vec<usize>> = windows
                    .iter()
                    .map(|line| {
                        let mut image: Vec<usize> = line.iter().map(|&c| map[c]).collect();
                        image.sort_unstable();
                        image
                    })
                    .collect();
                images.sort();
                assert_eq!(images, windows);
            }
        }
    }

    #[test]
    fn shapes_outside_the_limits_are_refused() {
        assert!(Shape::new(0, 3, 3).is_err());
        assert!(Shape::new(20, 5, 3).is_err());
        assert!(Shape::new(3, 3, 4).is_err());
        assert!(Shape::new(3, 3, 2).is_err());
        assert!(Shape::new(5, 1, 5).is_ok());
        assert_eq!(Shape::new(3, 3, 3).unwrap().stones_of(0), 5);
        assert_eq!(Shape::new(3, 3, 3).unwrap().stones_of(1), 4);
    }
}
