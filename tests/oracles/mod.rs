//! Exhaustive game-tree searches written from each problem's rules alone (no xor rule, no
//! Sprague–Grundy theorem, no formula): the independent judges of the differential tests.
pub mod anti_nim;
pub mod brave_game;
pub mod can_i_win;
pub mod cat_and_mouse;
pub mod cat_and_mouse_ii;
pub mod chalkboard_xor_game;
pub mod divisor_game;
pub mod fibonacci_again;
pub mod good_boy;
pub mod good_luck_cet4;
pub mod guess_number_ii;
pub mod kikis_game;
pub mod move_pieces;
pub mod nim;
pub mod nim_game;
pub mod predict_the_winner;
pub mod remove_colored_pieces;
pub mod set_nim;
pub mod split_nim;
pub mod staircase_nim;
pub mod stone_game;
pub mod stone_game_ii;
pub mod stone_game_iii;
pub mod stone_game_iv;
pub mod stone_game_ix;
pub mod stone_game_v;
pub mod stone_game_vi;
pub mod stone_game_vii;
pub mod stone_game_viii;
pub mod sum_game;
pub mod take_stones;
pub mod take_stones_game;
pub mod vowels_game;
pub mod wythoff;

use std::collections::HashMap;

/// The positions one move away from a position, each in canonical form.
pub type Moves = Box<dyn Fn(&[u64]) -> Vec<Vec<u64>>>;

/// The search the pile-game oracles share: a position wins for the player to move exactly
/// when some move leads to a position that loses; so a position without moves loses. The
/// results are memoised across calls, keyed by the position in its canonical form.
pub struct Oracle {
    memo: HashMap<Vec<u64>, bool>,
    moves: Moves,
    canonical: fn(Vec<u64>) -> Vec<u64>,
}

impl Oracle {
    pub fn new(
        moves: impl Fn(&[u64]) -> Vec<Vec<u64>> + 'static,
        canonical: fn(Vec<u64>) -> Vec<u64>,
    ) -> Self {
        Oracle { memo: HashMap::new(), moves: Box::new(moves), canonical }
    }

    /// Whether the player to move wins `position`.
    pub fn first_player_wins(&mut self, position: &[u64]) -> bool {
        let position = (self.canonical)(position.to_vec());
        self.wins(position)
    }

    fn wins(&mut self, position: Vec<u64>) -> bool {
        if let Some(&known) = self.memo.get(&position) {
            return known;
        }
        let result = (self.moves)(&position).into_iter().any(|child| !self.wins(child));
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

/// The most the player to move can finish ahead by, over every line of play, in a game on a
/// row of `len` items where a move takes the first or the last item left and scores
/// `gain(left, right, first)` for the stretch `left..right` it was made on (`first`: the first
/// item was taken). Memoised per stretch; every move shortens it, so the search ends.
pub fn end_taking_margin(len: usize, gain: &dyn Fn(usize, usize, bool) -> i64) -> i64 {
    fn margin(
        left: usize,
        right: usize,
        gain: &dyn Fn(usize, usize, bool) -> i64,
        memo: &mut HashMap<(usize, usize), i64>,
    ) -> i64 {
        if left == right {
            return 0;
        }
        if let Some(&known) = memo.get(&(left, right)) {
            return known;
        }
        let take_first = gain(left, right, true) - margin(left + 1, right, gain, memo);
        let take_last = gain(left, right, false) - margin(left, right - 1, gain, memo);
        let best = take_first.max(take_last);
        memo.insert((left, right), best);
        best
    }
    margin(0, len, gain, &mut HashMap::new())
}

/// Whether the player to move wins a game on one number `n`, where `moves(k)` lists the
/// numbers one move from k (each below k) and a player without a move loses: the win table
/// from 0 up.
pub fn one_number_wins<I: Iterator<Item = usize>>(n: u64, moves: impl Fn(usize) -> I) -> bool {
    let size = usize::try_from(n).expect("n does not fit in memory");
    let mut wins = vec![false; size + 1];
    for k in 1..=size {
        wins[k] = moves(k).any(|next| !wins[next]);
    }
    wins[size]
}
