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
//! Finding a pairing is a covering problem. `find` works on boards of at most 64 cells, each
//! window a bit mask of its empty cells: it takes the uncovered window with the fewest free
//! cells (failing at once when one has fewer than two) and tries its pairs of free cells, those
//! inside more uncovered windows first, backtracking within a budget of steps; when the budget
//! runs out it answers "none found", which only forgoes the bound.
//! Cost: at most `budget` steps, each O(windows + K² · windows).

/// A pairing covering every window of `open` (each the bit mask of its empty cells), found
/// within `budget` steps: the pairs as (cell, cell).
pub fn find(open: &[u64], budget: usize) -> Option<Vec<(u32, u32)>> {
    let mut free = open.iter().fold(0u64, |all, &w| all | w);
    let mut covered = vec![false; open.len()];
    let mut pairs = Vec::new();
    let mut steps_left = budget;
    if cover(open, &mut free, &mut covered, &mut pairs, &mut steps_left) {
        Some(pairs)
    } else {
        None
    }
}

fn cover(
    open: &[u64],
    free: &mut u64,
    covered: &mut [bool],
    pairs: &mut Vec<(u32, u32)>,
    steps_left: &mut usize,
) -> bool {
    let mut tightest: Option<(u32, u64)> = None;
    for (w, &window) in open.iter().enumerate() {
        if covered[w] {
            continue;
        }
        let cells = (window & *free).count_ones();
        if cells < 2 {
            return false;
        }
        if tightest.map_or(true, |(least, _)| cells < least) {
            tightest = Some((cells, window & *free));
        }
    }
    let choices = match tightest {
        Some((_, choices)) => choices,
        None => return true,
    };
    let mut tries = Vec::new();
    let mut xs = choices;
    while xs != 0 {
        let x = xs.trailing_zeros();
        xs &= xs - 1;
        let mut ys = xs;
        while ys != 0 {
            let y = ys.trailing_zeros();
            ys &= ys - 1;
            let both = (1u64 << x) | (1u64 << y);
            let inside =
                open.iter().zip(covered.iter()).filter(|&(&w, &c)| !c && w & both == both).count();
            tries.push((inside, x, y));
        }
    }
    tries.sort_by_key(|&(inside, _, _)| std::cmp::Reverse(inside));
    for (_, x, y) in tries {
        if *steps_left == 0 {
            return false;
        }
        *steps_left -= 1;
        let both = (1u64 << x) | (1u64 << y);
        let newly: Vec<usize> =
            (0..open.len()).filter(|&w| !covered[w] && open[w] & both == both).collect();
        for &w in &newly {
            covered[w] = true;
        }
        *free &= !both;
        pairs.push((x, y));
        if cover(open, free, covered, pairs, steps_left) {
            return true;
        }
        pairs.pop();
        *free |= both;
        for &w in &newly {
            covered[w] = false;
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mnk::shape::Shape;

    fn open_windows(shape: &Shape) -> Vec<u64> {
        shape.windows().iter().map(|w| w.iter().map(|&c| 1u64 << c).sum()).collect()
    }

    /// The pairs are disjoint and every window holds one.
    fn check(open: &[u64], pairs: &[(u32, u32)]) {
        let mut used = 0u64;
        for &(x, y) in pairs {
            let both = (1u64 << x) | (1u64 << y);
            assert_eq!(used & both, 0);
            used |= both;
        }
        for &window in open {
            assert!(pairs.iter().any(|&(x, y)| {
                let both = (1u64 << x) | (1u64 << y);
                window & both == both
            }));
        }
    }

    #[test]
    fn the_empty_5x5_board_has_a_pairing_for_five_in_a_row() {
        // 12 windows (5 rows, 5 columns, 2 diagonals), each with a pair of its own: 24 of the
        // 25 cells.
        let open = open_windows(&Shape::new(5, 5, 5).unwrap());
        let pairs = find(&open, 10_000).expect("a pairing");
        assert_eq!(pairs.len(), 12);
        check(&open, &pairs);
    }

    #[test]
    fn tic_tac_toe_has_none() {
        // 3x3: 8 windows of 3 cells, each pair in one window: 8 pairs would need 16 cells.
        assert_eq!(find(&open_windows(&Shape::new(3, 3, 3).unwrap()), 1_000_000), None);
    }

    #[test]
    fn a_window_with_one_empty_cell_has_no_pair() {
        assert_eq!(find(&[0b0011, 0b1000], 100), None);
        assert!(find(&[0b0011, 0b1100], 100).is_some());
    }
}
