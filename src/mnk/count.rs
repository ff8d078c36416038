//! Counting every position reachable by legal play from the empty board (play stops at the
//! first K in a row), by number of stones, with the terminal ones (won or full) split by
//! outcome, and the classes of positions under the board's symmetries.
//!
//! A position is a set of stones, the side to move following from their number, so it is
//! counted once however it was reached. Boards of at most 16 cells: a depth-first walk from
//! the empty board marks positions in a bit table over all 3^(WH) colourings (5.4 MB at 4x4),
//! each visited once; the position's index under every symmetry is kept along the walk (one
//! addition each per stone), and a position starts a class when its own index is the smallest
//! of its images (so each class is counted once, by its smallest member). Larger boards (up to
//! 64 cells): a breadth-first walk by number of stones, each layer's positions as a sorted list
//! of bitboard pairs (the classes by the smallest image the same way).
//! Cost: O(P · WH · S) time for P positions and S symmetries; memory 3^(WH) bits, or the two
//! largest layers.

use crate::mnk::game::Player;
use crate::mnk::shape::Shape;

/// The counts of one number of stones.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Layer {
    pub positions: u64,
    pub terminal: u64,
    pub x_wins: u64,
    pub o_wins: u64,
    pub draws: u64,
    pub classes: u64,
}

/// The largest board `count` takes.
pub const MAX_CELLS: usize = 64;
/// The largest board counted with the table of all colourings.
const TABLE_CELLS: usize = 16;

/// The counts for 0, 1, … WH stones; boards of more than 64 cells are refused.
pub fn count(shape: Shape) -> Result<Vec<Layer>, String> {
    if shape.cells() > MAX_CELLS {
        return Err(format!(
            "--count takes boards of at most {} cells; {}x{} has {}",
            MAX_CELLS,
            shape.width,
            shape.height,
            shape.cells()
        ));
    }
    Ok(if shape.cells() <= TABLE_CELLS { count_by_table(shape) } else { count_by_layers(shape) })
}

struct TableWalk {
    cells: usize,
    /// `powers[s][cell]`: 3 to the power of the cell's image under symmetry s, the identity
    /// first: a position's index under s is the sum over its stones of colour · power.
    powers: Vec<Vec<u32>>,
    /// The windows through each cell, as bit masks.
    cell_lines: Vec<Vec<u32>>,
    seen: Vec<u64>,
    indices: Vec<u32>,
    layers: Vec<Layer>,
}

impl TableWalk {
    /// Visits the position of stones `x` and `o` (not over), counted already, and every
    /// position after it not yet seen.
    fn expand(&mut self, x: u32, o: u32, stones: usize) {
        let mover = stones % 2;
        let digit = mover as u32 + 1;
        for cell in 0..self.cells {
            let bit = 1u32 << cell;
            if (x | o) & bit != 0 {
                continue;
            }
            let index = self.indices[0] as usize + (digit * self.powers[0][cell]) as usize;
            if self.seen[index / 64] >> (index % 64) & 1 == 0 {
                self.seen[index / 64] |= 1 << (index % 64);
                for (index, powers) in self.indices.iter_mut().zip(&self.powers) {
                    *index += digit * powers[cell];
                }
                let mine = if mover == 0 { x } else { o } | bit;
                let won = self.cell_lines[cell].iter().any(|&line| line & !mine == 0);
                let layer = &mut self.layers[stones + 1];
                layer.positions += 1;
                layer.classes += self.indices.iter().all(|&i| i >= self.indices[0]) as u64;
                if won || stones + 1 == self.cells {
                    layer.terminal += 1;
                    match (won, mover) {
                        (true, 0) => layer.x_wins += 1,
                        (true, _) => layer.o_wins += 1,
                        (false, _) => layer.draws += 1,
                    }
                } else if mover == 0 {
                    self.expand(x | bit, o, stones + 1);
                } else {
                    self.expand(x, o | bit, stones + 1);
                }
                for (index, powers) in self.indices.iter_mut().zip(&self.powers) {
                    *index -= digit * powers[cell];
                }
            }
        }
    }
}

fn count_by_table(shape: Shape) -> Vec<Layer> {
    let cells = shape.cells();
    let colourings = 3usize.pow(cells as u32);
    let maps = shape.symmetries();
    let mut cell_lines = vec![Vec::new(); cells];
    for line in shape.windows() {
        let mask: u32 = line.iter().map(|&c| 1u32 << c).sum();
        for &c in &line {
            cell_lines[c].push(mask);
        }
    }
    let mut walk = TableWalk {
        cells,
        powers: maps.iter().map(|map| map.iter().map(|&c| 3u32.pow(c as u32)).collect()).collect(),
        cell_lines,
        seen: vec![0; colourings / 64 + 1],
        indices: vec![0; maps.len()],
        layers: vec![Layer::default(); cells + 1],
    };
    walk.layers[0] = Layer { positions: 1, classes: 1, ..Layer::default() };
    if cells == 0 {
        return walk.layers;
    }
    walk.expand(0, 0, 0);
    walk.layers
}

/// A position as (X's cells, O's cells) bitboards.
type Stones = (u64, u64);

fn image(map: &[usize], (x, o): Stones) -> Stones {
    let move_bits = |bits: u64| {
        let mut out = 0u64;
        let mut rest = bits;
        while rest != 0 {
            let cell = rest.trailing_zeros() as usize;
            out |= 1 << map[cell];
            rest &= rest - 1;
        }
        out
    };
    (move_bits(x), move_bits(o))
}

fn count_by_layers(shape: Shape) -> Vec<Layer> {
    let cells = shape.cells();
    let maps = shape.symmetries();
    let lines: Vec<u64> =
        shape.windows().iter().map(|line| line.iter().map(|&c| 1u64 << c).sum()).collect();
    let has_line = |bits: u64| lines.iter().any(|&line| line & !bits == 0);
    let mut layers = vec![Layer::default(); cells + 1];
    let mut frontier: Vec<Stones> = vec![(0, 0)];
    for (stones, layer) in layers.iter_mut().enumerate() {
        let mut next = Vec::new();
        for &(x, o) in &frontier {
            // Only the side that moved last can have K in a row: play stopped at the first.
            let winner = match stones % 2 {
                1 if has_line(x) => Some(Player::X),
                0 if stones > 0 && has_line(o) => Some(Player::O),
                _ => None,
            };
            let canonical = maps.iter().all(|map| image(map, (x, o)) >= (x, o));
            layer.positions += 1;
            layer.classes += canonical as u64;
            if winner.is_some() || stones == cells {
                layer.terminal += 1;
                match winner {
                    Some(Player::X) => layer.x_wins += 1,
                    Some(Player::O) => layer.o_wins += 1,
                    None => layer.draws += 1,
                }
                continue;
            }
            for cell in 0..cells {
                let bit = 1u64 << cell;
                if (x | o) & bit == 0 {
                    next.push(if stones % 2 == 0 { (x | bit, o) } else { (x, o | bit) });
                }
            }
        }
        next.sort_unstable();
        next.dedup();
        frontier = next;
    }
    layers
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_and_the_layers_agree_on_small_boards() {
        for &(w, h, k) in &[(3, 3, 3), (4, 3, 3), (2, 4, 3), (4, 4, 3)] {
            let shape = Shape::new(w, h, k).unwrap();
            assert_eq!(count_by_table(shape), count_by_layers(shape), "{}x{} K{}", w, h, k);
        }
    }

    #[test]
    fn tic_tac_toe_by_hand() {
        let layers = count(Shape::new(3, 3, 3).unwrap()).unwrap();
        // One empty board; 9 first moves; 9 · 8 = 72 two-stone positions; C(9,2) · 7 = 252.
        let positions: Vec<u64> = layers.iter().map(|l| l.positions).take(4).collect();
        assert_eq!(positions, vec![1, 9, 72, 252]);
        // No three in a row before five stones.
        assert!(layers[..5].iter().all(|l| l.terminal == 0));
        // Classes of one stone: corner, edge, centre.
        assert_eq!(layers[1].classes, 3);
    }
}
