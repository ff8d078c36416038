//! Threat-space search: VCF, a win by continuous fours.
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

use super::board::{Board, C_FLEX4, C_FOUR, C_FOUR_THREE, C_WIN};
use super::clock::Budget;

/// Positions proven to have no VCF within some depth.
pub struct FailTable {
    entries: Vec<(u64, u8)>,
}

impl FailTable {
    pub fn new(bits: u32) -> FailTable {
        FailTable { entries: vec![(0, 0); 1 << bits] }
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

    pub fn clear(&mut self) {
        for e in self.entries.iter_mut() {
            *e = (0, 0);
        }
    }
}

/// Salt that tells the attacker's tables apart (the same stones, the other attacker).
const ATTACKER_SALT: [u64; 2] = [0x1234_5678_9ABC_DEF1, 0x0FED_CBA9_8765_4321];

/// The cells where `side` makes a four (and not more: wins and open fours are taken first).
pub fn four_cells(board: &Board, side: usize) -> Vec<usize> {
    let mut cells = board.cells_of_class(side, C_FOUR_THREE);
    cells.extend(board.cells_of_class(side, C_FOUR));
    cells
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
    let defender = 1 - attacker;
    if let Some(&cell) = board.cells_of_class(attacker, C_WIN).first() {
        return Some(cell);
    }
    let threats = board.cells_of_class(defender, C_WIN);
    if threats.len() >= 2 {
        return None;
    }
    if threats.is_empty() {
        if let Some(&cell) = board.cells_of_class(attacker, C_FLEX4).first() {
            return Some(cell);
        }
    }
    if depth == 0 || !budget.spend() {
        return None;
    }
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
    for cell in moves {
        board.place(cell, attacker);
        let wins = board.cells_of_class(attacker, C_WIN);
        let found = match wins.len() {
            0 => false,
            1 => {
                board.place(wins[0], defender);
                let found = vcf(board, attacker, depth - 1, table, budget).is_some();
                board.remove(wins[0]);
                found
            }
            _ => true,
        };
        board.remove(cell);
        if found {
            return Some(cell);
        }
        if budget.exhausted() {
            return None;
        }
    }
    if !budget.exhausted() {
        table.remember(key, depth);
    }
    None
}
