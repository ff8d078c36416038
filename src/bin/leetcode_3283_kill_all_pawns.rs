//! LeetCode 3283 · Maximum Number of Moves to Kill All Pawns ·
//! https://leetcode.com/problems/maximum-number-of-moves-to-kill-all-pawns/
//!
//! Rules: a knight at (kx, ky) on a 50 × 50 board and up to 15 pawns; Alice and Bob take
//! turns, Alice first; in a turn the player picks any pawn left and the knight captures it by
//! the fewest knight moves (passing other pawns freely). Alice maximises the total number of
//! moves made, Bob minimises it.
//! Input: LeetCode's testcase format, one or more cases: `1` `1` `[[0,0]]` on three lines (the
//! testcase box), `kx = 1, ky = 1, positions = [[0,0]]` (the statement) or each `name =` then
//! its value (the result panel). Output: the total under best play, per case.
//! Accepts LeetCode's range: 0 ≤ kx, ky, x_i, y_i ≤ 49, 1 to 15 distinct pawns, none on the
//! knight's square; anything else is refused naming it.
//!
//! Idea: breadth-first search from the knight and from every pawn gives all the capture costs;
//! then the minimax over (pawns left as a bit mask, the square the knight is on), memoised:
//! best(mask, p) = max or min over the pawns q in mask of dist(p, q) + best(mask − q, q),
//! Alice's turn when an even number of pawns are gone.
//! Why: a turn's cost depends only on where the knight stands and which pawn is taken, and the
//! knight then stands on that pawn's square; so (pawns left, square) is the whole state, and
//! whose turn follows from how many pawns are gone. The minimax over that state is the game
//! itself; memoising it is exact because equal states have equal futures. Every square is
//! reachable by a knight on a 50 × 50 board, so every cost is finite.
//! Cost: 16 breadth-first searches of 2 500 squares, then 2^15 · 16 states of 15 moves each
//! (7.9·10^6 steps); O(2^15 · 16) memory.
//!
//! @judge LeetCode
//! @number 3283
//! @title Maximum Number of Moves to Kill All Pawns
//! @link https://leetcode.com/problems/maximum-number-of-moves-to-kill-all-pawns/
//! @time-limit 1 s
//! @accepts 0 ≤ kx, ky, x, y ≤ 49; 1 to 15 distinct pawns, none on the knight
//! @complexity O(2^n · n²) time, O(2^n · n) memory (n ≤ 15 pawns)
use game_solutions::leetcode;

struct Solution;

// ==== LeetCode: paste from here ====
impl Solution {
    pub fn max_moves(kx: i32, ky: i32, positions: Vec<Vec<i32>>) -> i32 {
        let n = positions.len();
        // Square 0..n: the pawns; square n: the knight's start.
        let mut squares: Vec<(i32, i32)> = positions.iter().map(|p| (p[0], p[1])).collect();
        squares.push((kx, ky));
        let dist: Vec<Vec<i32>> = squares
            .iter()
            .map(|&from| Self::knight_distances(from))
            .map(|d| squares[..n].iter().map(|&(x, y)| d[(x * 50 + y) as usize]).collect())
            .collect();
        let full = (1usize << n) - 1;
        // best[mask][p]: the total still to come with the pawns `mask` left and the knight on p.
        let mut best = vec![vec![0i32; n + 1]; full + 1];
        for mask in 1..=full {
            let alice = (n - mask.count_ones() as usize) % 2 == 0;
            for p in 0..=n {
                let options = (0..n)
                    .filter(|&q| mask >> q & 1 == 1)
                    .map(|q| dist[p][q] + best[mask & !(1 << q)][q]);
                best[mask][p] =
                    if alice { options.max().unwrap_or(0) } else { options.min().unwrap_or(0) };
            }
        }
        best[full][n]
    }

    /// Knight moves from `from` to every square of the 50 × 50 board (square x·50 + y).
    fn knight_distances(from: (i32, i32)) -> Vec<i32> {
        let mut dist = vec![-1; 2500];
        let mut queue = std::collections::VecDeque::new();
        dist[(from.0 * 50 + from.1) as usize] = 0;
        queue.push_back(from);
        while let Some((x, y)) = queue.pop_front() {
            let here = dist[(x * 50 + y) as usize];
            for &(dx, dy) in
                [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)].iter()
            {
                let (nx, ny) = (x + dx, y + dy);
                if (0..50).contains(&nx)
                    && (0..50).contains(&ny)
                    && dist[(nx * 50 + ny) as usize] < 0
                {
                    dist[(nx * 50 + ny) as usize] = here + 1;
                    queue.push_back((nx, ny));
                }
            }
        }
        dist
    }
}
// ==== LeetCode: to here ====

fn main() {
    leetcode::run(&["kx", "ky", "positions"], |case| {
        let kx = case.int(0, 49)?;
        let ky = case.int(0, 49)?;
        let positions = case.int_matrix(0, 49, 15, 2)?;
        let pairs_ok = !positions.is_empty() && positions.iter().all(|p| p.len() == 2);
        let distinct = positions.iter().enumerate().all(|(i, p)| !positions[..i].contains(p));
        if !pairs_ok || !distinct || positions.iter().any(|p| p[0] == kx && p[1] == ky) {
            return Err(case.refuse("1 to 15 distinct pawns [x,y], none on the knight's square"));
        }
        Ok(Solution::max_moves(kx, ky, positions))
    });
}
