//! Exhaustive game-tree searches written from each problem's rules alone (no xor rule, no
//! Sprague–Grundy theorem, no formula): the independent judges of the differential tests.
pub mod can_i_win;
pub mod nim;
pub mod nim_game;
pub mod predict_the_winner;
pub mod set_nim;
pub mod split_nim;
pub mod staircase_nim;
pub mod stone_game_ii;

use std::collections::HashMap;

/// The search the pile-game oracles share: a position wins for the player to move exactly
/// when some move leads to a position that loses; so a position without moves loses. The
/// results are memoised across calls, keyed by the position in its canonical form.
pub struct WinLose {
    memo: HashMap<Vec<u64>, bool>,
}

impl WinLose {
    pub fn new() -> Self {
        WinLose { memo: HashMap::new() }
    }

    /// Whether the player to move wins `position`; `moves` lists the positions one move
    /// away, each in canonical form.
    pub fn wins(&mut self, position: Vec<u64>, moves: &dyn Fn(&[u64]) -> Vec<Vec<u64>>) -> bool {
        if let Some(&known) = self.memo.get(&position) {
            return known;
        }
        let result = moves(&position).into_iter().any(|child| !self.wins(child, moves));
        self.memo.insert(position, result);
        result
    }
}

/// A multiset of piles in canonical form: empty piles dropped, the rest sorted.
pub fn canonical_piles(mut piles: Vec<u64>) -> Vec<u64> {
    piles.retain(|&p| p > 0);
    piles.sort_unstable();
    piles
}
