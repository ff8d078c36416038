//! Threat-space search: VCF, a win by continuous fours, and VCT, a win by continuous threats
//! (fours and open threes; `vct` below says how its defender's replies are complete).
//!
//! The attacker plays only moves that make a four; each four leaves the defender exactly one
//! move, the cell that stops the five, so the tree has the attacker's choices only and reaches
//! deep (a chain of 9 fours is 18 plies). At each attacker turn, in order: a five of the
//! attacker's wins; a five threatened by the defender (its last forced reply made a four)
//! must be blocked, and the chain goes on only if the block is itself a four; an open four or
//! a double four (class `C_FLEX4`) wins, since the defender can stop only one of its cells.
//! A failed position is remembered with the depth it failed at (a small table keyed by the
//! Zobrist key), so transpositions (the same fours in another order) are not searched again.
//! The result is sound under the board's rule: every step is a real four and every defender
//! reply is the only one that does not lose at once. Cost: at most `budget` nodes, each a scan
//! of the board's cells and two moves.

use super::board::{Board, C_FLEX4, C_FOUR, C_FOUR_THREE, C_THREE, C_THREE_THREE, C_WIN, DIRS};
use super::clock::Budget;
use super::shape::BLOCK4;

/// Positions proven to have no VCF within some depth.
pub struct FailTable {
    entries: Vec<(u64, u8)>,
    /// Positions where a VCT was proven, with its first move: a proof stays true, so the next
    /// move of a game finds the rest of its win at once.
    wins: Vec<(u64, u16)>,
}

impl FailTable {
    pub fn new(bits: u32) -> FailTable {
        FailTable { entries: vec![(0, 0); 1 << bits], wins: vec![(0, 0); 1 << (bits - 2)] }
    }

    fn slot(&self, key: u64) -> usize {
        (key as usize) & (self.entries.len() - 1)
    }

    fn failed(&self, key: u64, depth: u32) -> bool {
        let (k, d) = self.entries[self.slot(key)];
        k == key && d as u32 >= depth
    }

    fn remember(&mut self, key: u64, depth: u32) {
        let slot = self.slot(key);
        self.entries[slot] = (key, depth.min(255) as u8);
    }

    /// The first move of a win proven for the position `key`, if one was remembered.
    fn proven(&self, key: u64) -> Option<usize> {
        let (k, cell) = self.wins[(key as usize) & (self.wins.len() - 1)];
        Some(cell as usize).filter(|_| k == key)
    }

    fn prove(&mut self, key: u64, cell: usize) {
        let slot = (key as usize) & (self.wins.len() - 1);
        self.wins[slot] = (key, cell as u16);
    }

    pub fn clear(&mut self) {
        for e in self.entries.iter_mut() {
            *e = (0, 0);
        }
        for w in self.wins.iter_mut() {
            *w = (0, 0);
        }
    }
}

/// Salt that tells the attacker's tables apart (the same stones, the other attacker).
const ATTACKER_SALT: [u64; 2] = [0x1234_5678_9ABC_DEF1, 0x0FED_CBA9_8765_4321];
/// Salt that tells a VCT's failures from a VCF's.
const VCT_SALT: u64 = 0x5A5A_C3C3_9696_0F0F;

/// The cells where `side` makes a four (and not more: wins and open fours are taken first).
pub fn four_cells(board: &Board, side: usize) -> Vec<usize> {
    let mut cells = board.cells_of_class(side, C_FOUR_THREE);
    cells.extend(board.cells_of_class(side, C_FOUR));
    cells
}

/// What the position decides before an attacker's move is searched.
enum Decided {
    /// A five, or an open four (or double four) with no five of the defender's to answer.
    Wins(usize),
    /// The defender threatens two fives, or no depth or budget is left.
    Fails,
    /// Search on: the defender's five threats (none or one), which the attacker must block.
    Open(Vec<usize>),
}

fn decided(board: &Board, attacker: usize, depth: u32, budget: &mut Budget) -> Decided {
    if let Some(&cell) = board.cells_of_class(attacker, C_WIN).first() {
        return Decided::Wins(cell);
    }
    let threats = board.cells_of_class(1 - attacker, C_WIN);
    if threats.len() >= 2 {
        return Decided::Fails;
    }
    if threats.is_empty() {
        if let Some(&cell) = board.cells_of_class(attacker, C_FLEX4).first() {
            return Decided::Wins(cell);
        }
    }
    if depth == 0 || !budget.spend() {
        return Decided::Fails;
    }
    Decided::Open(threats)
}

/// A first move of a VCF for `attacker`, who is to move, of at most `depth` fours; None if
/// none is found within the budget.
pub fn vcf(
    board: &mut Board,
    attacker: usize,
    depth: u32,
    table: &mut FailTable,
    budget: &mut Budget,
) -> Option<usize> {
    let threats = match decided(board, attacker, depth, budget) {
        Decided::Wins(cell) => return Some(cell),
        Decided::Fails => return None,
        Decided::Open(threats) => threats,
    };
    let key = board.key ^ ATTACKER_SALT[attacker];
    if table.failed(key, depth) {
        return None;
    }
    let moves = match threats.first() {
        Some(&block) => {
            let class = board.class(block, attacker);
            if class == C_FOUR || class == C_FOUR_THREE || class == C_FLEX4 {
                vec![block]
            } else {
                Vec::new()
            }
        }
        None => four_cells(board, attacker),
    };
    first_win(board, attacker, moves, (key, depth), table, budget, |board, _, table, budget| {
        let wins = board.cells_of_class(attacker, C_WIN);
        match wins.len() {
            0 => false,
            1 => {
                board.place(wins[0], 1 - attacker);
                let found = vcf(board, attacker, depth - 1, table, budget).is_some();
                board.remove(wins[0]);
                found
            }
            _ => true,
        }
    })
}

/// The first of `moves` after which `wins` holds for the attacker's stone there; when none
/// does and the budget lasted, the position (`failure`: its key and depth) is remembered.
fn first_win(
    board: &mut Board,
    attacker: usize,
    moves: Vec<usize>,
    failure: (u64, u32),
    table: &mut FailTable,
    budget: &mut Budget,
    mut wins: impl FnMut(&mut Board, usize, &mut FailTable, &mut Budget) -> bool,
) -> Option<usize> {
    for cell in moves {
        board.place(cell, attacker);
        let found = wins(board, cell, table, budget);
        board.remove(cell);
        if found {
            return Some(cell);
        }
        if budget.exhausted() {
            return None;
        }
    }
    if !budget.exhausted() {
        table.remember(failure.0, failure.1);
    }
    None
}

/// The empty cells within five of `cell` on the lines through it whose shape for `side` is a
/// four or more, and `cell` itself: the only cells where a stone of the other side can take
/// that shape away (a shape is read from the five cells each way along its own line).
fn cells_in_reach(board: &Board, cell: usize, side: usize) -> Vec<usize> {
    let (x0, y0) = board.xy(cell);
    let (x0, y0) = (x0 as i32, y0 as i32);
    let mut cells = Vec::with_capacity(21);
    cells.push(cell);
    let shapes = board.shapes(cell, side);
    for (d, &(dx, dy)) in DIRS.iter().enumerate() {
        if shapes[d] < BLOCK4 {
            continue;
        }
        for k in (-5i32..=5).filter(|&k| k != 0) {
            let (x, y) = (x0 + k * dx, y0 + k * dy);
            if x < 0 || y < 0 || x >= board.width as i32 || y >= board.height as i32 {
                continue;
            }
            let other = board.cell(x as usize, y as usize);
            if board.is_empty(other) {
                cells.push(other);
            }
        }
    }
    cells
}

/// How far (in rows or columns) an attacker's open three may be from its last threat: the
/// threats of a VCT below its first move are sought near the stones it is built from.
const THREE_REACH: usize = 3;

/// The cells where `side` makes a threat: fours (and open fours) anywhere, open threes within
/// `THREE_REACH` of `near` (anywhere without it); fours first, then double threes, then threes.
fn threat_cells(board: &Board, side: usize, near: Option<usize>) -> Vec<usize> {
    let close = |cell: usize| {
        near.map_or(true, |n| {
            let ((x0, y0), (x, y)) = (board.xy(n), board.xy(cell));
            let far = |a: usize, b: usize| (a as i64 - b as i64).unsigned_abs() as usize;
            far(x0, x) <= THREE_REACH && far(y0, y) <= THREE_REACH
        })
    };
    let mut ranked: Vec<(u8, usize)> = Vec::new();
    for cell in 0..board.cells() {
        if !board.is_empty(cell) {
            continue;
        }
        let rank = match board.class(cell, side) {
            C_FLEX4 => 0,
            C_FOUR_THREE => 1,
            C_FOUR => 2,
            C_THREE_THREE if close(cell) => 3,
            C_THREE if close(cell) => 4,
            _ => continue,
        };
        ranked.push((rank, cell));
    }
    ranked.sort_unstable();
    ranked.into_iter().map(|(_, cell)| cell).collect()
}

/// A first move of a VCT for `attacker`, who is to move: a win by continuous threats, each a
/// four or an open three, of at most `depth` threats; None if none is found within the budget.
///
/// Each attacker move is a threat: a four (the defender must block its five) or an open three
/// (the defender must stop the open four it threatens, or counter with fours of its own). The
/// defender's replies are complete, so a found win is sound: after a four, the cell of the five;
/// after a three, every empty cell within reach (five cells along its four's line) of one of
/// the cells where the attacker would make an open four, kept if the attacker has no such cell left once
/// it is played (a reply that leaves one loses to that open four), and every four of the
/// defender's, which the attacker blocks before the defender must answer again. An open four
/// or double four of the attacker's with no five of the defender's pending wins. A position
/// that failed is remembered with its depth (the VCF table, salted apart).
pub fn vct(
    board: &mut Board,
    attacker: usize,
    depth: u32,
    table: &mut FailTable,
    budget: &mut Budget,
) -> Option<usize> {
    vct_near(board, attacker, depth, None, table, budget)
}

/// `vct` with the attacker's threes sought near `near` (its last threat), if given.
fn vct_near(
    board: &mut Board,
    attacker: usize,
    depth: u32,
    near: Option<usize>,
    table: &mut FailTable,
    budget: &mut Budget,
) -> Option<usize> {
    let threats = match decided(board, attacker, depth, budget) {
        Decided::Wins(cell) => return Some(cell),
        Decided::Fails => return None,
        Decided::Open(threats) => threats,
    };
    let won_key = board.key ^ ATTACKER_SALT[attacker] ^ VCT_SALT;
    if let Some(cell) = table.proven(won_key) {
        if board.is_empty(cell) && board.class(cell, attacker) >= C_FOUR {
            return Some(cell);
        }
    }
    let near_salt = near.map_or(0, |n| (n as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15));
    let key = won_key ^ near_salt;
    if table.failed(key, depth) {
        return None;
    }
    // With a four of the defender's on the board the attacker must block it; the block goes on
    // if a threat of the attacker's stands after it (the block's own, or an open three's).
    // A three while the defender can make fours is searched too (its fours are tried below).
    let moves = match threats.first() {
        Some(&block) => vec![block],
        None => threat_cells(board, attacker, near),
    };
    let blocking = !threats.is_empty();
    let found = first_win(
        board,
        attacker,
        moves,
        (key, depth),
        table,
        budget,
        |board, cell, table, budget| {
            // A block is no threat of its own: the threes after it are sought where they were.
            let next = if blocking { near } else { Some(cell) };
            defender_loses(board, attacker, next, depth - 1, table, budget)
        },
    );
    if let Some(cell) = found {
        table.prove(won_key, cell);
    }
    found
}

/// The defender to move after the attacker's threat: whether every reply loses to a VCT of at
/// most `depth` further threats, the attacker's threes sought near `near` (its last threat).
fn defender_loses(
    board: &mut Board,
    attacker: usize,
    near: Option<usize>,
    depth: u32,
    table: &mut FailTable,
    budget: &mut Budget,
) -> bool {
    let defender = 1 - attacker;
    if board.count(defender, C_WIN) > 0 || !budget.spend() {
        return false;
    }
    let fives = board.cells_of_class(attacker, C_WIN);
    if fives.len() >= 2 {
        return true;
    }
    if let Some(&block) = fives.first() {
        board.place(block, defender);
        let lost = vct_near(board, attacker, depth, near, table, budget).is_some();
        board.remove(block);
        return lost;
    }
    let open_fours = board.cells_of_class(attacker, C_FLEX4);
    let target = match open_fours.first() {
        Some(&cell) => cell,
        None => return false,
    };
    if board.count(defender, C_FLEX4) > 0 {
        return false;
    }
    // Counter-fours: the attacker blocks, then the defender answers the threat again.
    for cell in four_cells(board, defender) {
        board.place(cell, defender);
        let blocks = board.cells_of_class(defender, C_WIN);
        let lost = blocks.len() == 1 && {
            board.place(blocks[0], attacker);
            let lost = defender_loses(board, attacker, near, depth, table, budget);
            board.remove(blocks[0]);
            lost
        };
        board.remove(cell);
        if !lost {
            return false;
        }
    }
    for cell in cells_in_reach(board, target, attacker) {
        board.place(cell, defender);
        let stops = board.count(attacker, C_FLEX4) == 0 && board.count(attacker, C_WIN) == 0;
        let lost = !stops || board.count(defender, C_WIN) > 0 || {
            vct_near(board, attacker, depth, near, table, budget).is_some()
        };
        board.remove(cell);
        if !lost {
            return false;
        }
    }
    !budget.exhausted()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::gomoku::board::Tables;
    use crate::gomoku::shape::Rule;

    fn board_with(stones: &[(usize, usize, usize)]) -> Board {
        let mut board = Board::new(15, 15, Tables::new(Rule::Freestyle));
        for &(x, y, side) in stones {
            let cell = board.cell(x, y);
            board.place(cell, side);
        }
        board
    }

    fn search(board: &mut Board, attacker: usize, nodes: u64) -> Option<usize> {
        let mut table = FailTable::new(12);
        vct(board, attacker, 8, &mut table, &mut Budget::new(None, Some(nodes)))
    }

    /// Two open twos crossing at an empty cell: a stone there makes two open threes (hand-worked:
    /// the defender stops one, the other becomes an open four). One open two alone is no VCT.
    #[test]
    fn a_double_three_is_found_and_a_lone_two_is_not() {
        let far = [(0, 14, 1), (2, 14, 1), (4, 14, 1), (14, 0, 1)];
        let mut stones = vec![(5, 7, 0), (6, 7, 0), (7, 5, 0), (7, 6, 0)];
        stones.extend_from_slice(&far);
        let mut board = board_with(&stones);
        let cell = search(&mut board, 0, 100_000).expect("a VCT");
        assert!(board.class(cell, 0) >= C_FOUR, "the first move is a threat");
        let mut lone = vec![(5, 7, 0), (6, 7, 0)];
        lone.extend_from_slice(&far);
        assert_eq!(search(&mut board_with(&lone), 0, 100_000), None);
    }

    /// In 20 random positions where a VCT is found, every reply of the defender, on any empty
    /// cell, leaves the attacker a five or a VCT again: the replies the search left out lose.
    #[test]
    fn every_reply_to_a_vct_move_still_loses() {
        let mut seed = 0x39u64;
        let mut next = |n: usize| {
            seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            (seed >> 33) as usize % n
        };
        let mut checked = 0;
        while checked < 20 {
            let mut board = board_with(&[]);
            for _ in 0..(8 + next(16)) {
                let (x, y) = (4 + next(7), 4 + next(7));
                let cell = board.cell(x, y);
                if board.is_empty(cell) {
                    board.play(cell);
                }
            }
            let attacker = board.to_move();
            let defender = 1 - attacker;
            if board.count(attacker, C_WIN) + board.count(defender, C_WIN) > 0 || board.has_winner()
            {
                continue;
            }
            let first = match search(&mut board, attacker, 20_000) {
                Some(cell) if board.class(cell, attacker) < C_FLEX4 => cell,
                _ => continue,
            };
            checked += 1;
            board.place(first, attacker);
            for reply in 0..board.cells() {
                if !board.is_empty(reply) || board.class(reply, defender) == C_WIN {
                    continue;
                }
                board.place(reply, defender);
                let wins = board.count(attacker, C_WIN) > 0
                    || search(&mut board, attacker, 100_000).is_some();
                let (x, y) = board.xy(reply);
                assert!(
                    wins,
                    "no win after the reply {},{} to {:?}: {:?}",
                    x,
                    y,
                    board.xy(first),
                    board.history.iter().map(|&(c, s)| (board.xy(c), s)).collect::<Vec<_>>()
                );
                board.remove(reply);
            }
            board.remove(first);
        }
    }
}
