//! Pairing strategies: a static proof that one side cannot win.
//!
//! A pairing for the breaker B is a set of disjoint pairs of empty cells such that every window
//! still open for the attacker A (no stone of B in it) holds both cells of some pair. Then A
//! cannot make K in a row from here, whoever moves: each time A takes a cell of a pair, B takes
//! its partner (any other move of A, and any move of B's own when B must move first, is
//! answered with any cell: an extra stone never hurts B, since it only closes windows of A).
//! Every open window keeps a cell of B's or an empty one, so none fills with A's stones. Such a
//! proof bounds A's score by 0 (A cannot win), and keeps the solver exact.
//!
//! Finding a pairing is a covering problem; `find` backtracks over the open windows, fewest
//! empty cells first, trying each pair of a window's empty cells not yet used, within a budget
//! of steps: when the budget runs out it answers "none found", which only forgoes the bound.
//! Cost: at most `budget` steps, each O(K²).

/// No partner: the cell is in no pair.
const FREE: u16 = u16::MAX;

/// The open windows as lists of their empty cells, the cells' partners, the steps left.
struct Search<'a> {
    open: &'a [Vec<u16>],
    partner: Vec<u16>,
    steps_left: usize,
}

impl Search<'_> {
    fn covered(&self, window: &[u16]) -> bool {
        window.iter().any(|&c| {
            let p = self.partner[c as usize];
            p != FREE && window.contains(&p)
        })
    }

    /// Covers every window not yet covered, or fails. Each step takes the uncovered window
    /// with the fewest free cells (failing at once if one has fewer than two) and tries its
    /// pairs of free cells, those inside more uncovered windows first.
    fn cover(&mut self) -> bool {
        let open = self.open;
        let mut tightest: Option<(usize, &Vec<u16>)> = None;
        for window in open.iter().filter(|w| !self.covered(w)) {
            let free = window.iter().filter(|&&c| self.partner[c as usize] == FREE).count();
            if free < 2 {
                return false;
            }
            if tightest.map_or(true, |(least, _)| free < least) {
                tightest = Some((free, window));
            }
        }
        let window = match tightest {
            Some((_, window)) => window,
            None => return true,
        };
        let free: Vec<u16> =
            window.iter().copied().filter(|&c| self.partner[c as usize] == FREE).collect();
        let mut pairs = Vec::new();
        for (i, &x) in free.iter().enumerate() {
            for &y in &free[i + 1..] {
                let inside = open
                    .iter()
                    .filter(|w| w.contains(&x) && w.contains(&y) && !self.covered(w))
                    .count();
                pairs.push((inside, x, y));
            }
        }
        pairs.sort_by(|a, b| b.0.cmp(&a.0));
        for (_, x, y) in pairs {
            if self.steps_left == 0 {
                return false;
            }
            self.steps_left -= 1;
            self.partner[x as usize] = y;
            self.partner[y as usize] = x;
            if self.cover() {
                return true;
            }
            self.partner[x as usize] = FREE;
            self.partner[y as usize] = FREE;
        }
        false
    }
}

/// A pairing of `cells` cells covering every window of `open` (each given by its empty
/// cells), found within `budget` steps: the partner of each cell (`u16::MAX` for none).
pub fn find(cells: usize, open: &[Vec<u16>], budget: usize) -> Option<Vec<u16>> {
    let mut search = Search { open, partner: vec![FREE; cells], steps_left: budget };
    if search.cover() {
        Some(search.partner)
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mnk::shape::Shape;

    fn open_windows(shape: &Shape) -> Vec<Vec<u16>> {
        shape.windows().iter().map(|w| w.iter().map(|&c| c as u16).collect()).collect()
    }

    /// The pairing's pairs are disjoint and every window holds one.
    fn check(open: &[Vec<u16>], partner: &[u16]) {
        for (cell, &p) in partner.iter().enumerate() {
            if p != FREE {
                assert_eq!(partner[p as usize] as usize, cell);
            }
        }
        for window in open {
            assert!(window
                .iter()
                .any(|&c| partner[c as usize] != FREE && window.contains(&partner[c as usize])));
        }
    }

    #[test]
    fn the_empty_5x5_board_has_a_pairing_for_five_in_a_row() {
        let shape = Shape::new(5, 5, 5).unwrap();
        let open = open_windows(&shape);
        let partner = find(25, &open, 1_000_000).expect("a pairing");
        check(&open, &partner);
    }

    #[test]
    fn tic_tac_toe_has_none() {
        // 8 windows of 3 cells: 8 disjoint pairs would need 16 of the 9 cells.
        let shape = Shape::new(3, 3, 3).unwrap();
        assert_eq!(find(9, &open_windows(&shape), 1_000_000), None);
    }

    #[test]
    fn a_window_with_one_empty_cell_has_no_pair() {
        assert_eq!(find(4, &[vec![0, 1], vec![3]], 100), None);
        assert!(find(4, &[vec![0, 1], vec![2, 3]], 100).is_some());
    }
}
