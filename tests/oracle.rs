//! The oracle machinery every problem's oracle shares: the memoised win/lose search over whole
//! positions, canonical pile multisets, the end-taking margin search, the win table of a game
//! on one number; and the two games whose rules several problems share: Nim, and the
//! subtraction game with a set of move sizes (set Nim). No theorem here: only the rules.
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

/// Every position one move away in a game where a move changes one pile, of size p, to one of
/// `sizes_after(p)`; each canonical.
pub fn one_pile_moves<I: IntoIterator<Item = u64>>(
    piles: &[u64],
    sizes_after: impl Fn(u64) -> I,
) -> Vec<Vec<u64>> {
    let mut children = Vec::new();
    for (idx, &pile) in piles.iter().enumerate() {
        for after in sizes_after(pile) {
            let mut child = piles.to_vec();
            child[idx] = after;
            children.push(canonical_piles(child));
        }
    }
    children
}

/// Nim (AcWing 891, Luogu P2197; its moves serve misère Nim and HDU 1850): a position is a
/// multiset of piles, a move takes at least one stone from one pile.
pub mod nim {
    use super::{canonical_piles, one_pile_moves, Oracle};
    /// A memoised game-tree searcher for Nim.
    pub fn oracle() -> Oracle {
        Oracle::new(moves, canonical_piles)
    }

    /// Every position one move away: some pile cut to any smaller size (Nim's moves, shared
    /// with misère Nim).
    pub fn moves(piles: &[u64]) -> Vec<Vec<u64>> {
        one_pile_moves(piles, |pile| 0..pile)
    }

    #[cfg(test)]
    mod tests {
        use super::oracle;

        #[test]
        fn empty_positions_lose() {
            // No stones at all: the player to move has no legal move and loses.
            let mut o = oracle();
            assert!(!o.first_player_wins(&[]));
            assert!(!o.first_player_wins(&[0]));
            assert!(!o.first_player_wins(&[0, 0, 0]));
        }

        #[test]
        fn single_pile_wins() {
            // Take the whole pile, leaving the opponent with nothing.
            let mut o = oracle();
            assert!(o.first_player_wins(&[1]));
            assert!(o.first_player_wins(&[5]));
            assert!(o.first_player_wins(&[0, 7]));
        }

        #[test]
        fn statement_sample() {
            // [2,3]: take one stone from the 3 to reach [2,2], which loses (below).
            let mut o = oracle();
            assert!(o.first_player_wins(&[2, 3]));
        }

        #[test]
        fn hand_worked_losses() {
            let mut o = oracle();
            // [1,1]: the only move empties one pile, leaving [1], which the
            // opponent wins by taking it.
            assert!(!o.first_player_wins(&[1, 1]));
            // [2,2]: moves reach [2] (opponent takes it all) or [1,2] (opponent
            // moves to [1,1]); both win for the opponent.
            assert!(!o.first_player_wins(&[2, 2]));
            // [1,2,3]: every move gives the opponent a win:
            //   [2,3] -> [2,2]; [1,1,3] -> [1,1]; [1,3] -> [1,1]; [1,2] -> [1,1];
            //   [1,1,2] -> [1,1]; [1,2,2] -> [2,2].
            assert!(!o.first_player_wins(&[1, 2, 3]));
            assert!(!o.first_player_wins(&[3, 0, 2, 1]));
        }

        #[test]
        fn hand_worked_wins() {
            let mut o = oracle();
            // [1,2]: take one from the 2 to reach the losing [1,1].
            assert!(o.first_player_wins(&[1, 2]));
            // [1,2,3,4]: empty the 4 to reach the losing [1,2,3].
            assert!(o.first_player_wins(&[1, 2, 3, 4]));
            // [1,1,1]: take one pile to reach the losing [1,1].
            assert!(o.first_player_wins(&[1, 1, 1]));
        }
    }
}

/// Set Nim (AcWing 893, HDU 1536): a move removes exactly s stones from a pile of at least s,
/// for s in a fixed set of move sizes.
pub mod subtraction {
    use super::{canonical_piles, one_pile_moves, Oracle};
    /// A memoised game-tree searcher for set Nim with these move sizes (repeats merged, sizes of
    /// 0 ignored, as they would make the game endless).
    pub fn oracle(move_sizes: &[u64]) -> Oracle {
        let mut sizes: Vec<u64> = move_sizes.iter().copied().filter(|&s| s > 0).collect();
        sizes.sort_unstable();
        sizes.dedup();
        Oracle::new(move |piles| moves(piles, &sizes), canonical_piles)
    }

    /// Every position one move away: exactly s stones taken from a pile of at least s.
    fn moves(piles: &[u64], sizes: &[u64]) -> Vec<Vec<u64>> {
        one_pile_moves(piles, |pile| {
            sizes.iter().filter(move |&&s| s <= pile).map(move |s| pile - s)
        })
    }

    #[cfg(test)]
    mod tests {
        use super::oracle;

        #[test]
        fn empty_positions_lose() {
            // No stones: no legal move, whatever the move sizes.
            let mut o = oracle(&[2, 5]);
            assert!(!o.first_player_wins(&[]));
            assert!(!o.first_player_wins(&[0, 0]));
            let mut o = oracle(&[1]);
            assert!(!o.first_player_wins(&[]));
        }

        #[test]
        fn statement_sample() {
            // Moves {2,5}. Single piles: [0],[1] have no move (lose); [2] -> [0]
            // wins; [4] can only go to [2] (a win for the opponent), so [4] loses;
            // [5] -> [0] wins; [7] can go to [5] or [2], both wins, so [7] loses.
            // [4,7] loses: its moves are [2,7] (answered by 2->0 giving [7]),
            // [4,5] (answered by 5->0 giving [4]) and [2,4] (answered by 2->0
            // giving [4]), all wins for the opponent.
            // Hence [2,4,7] wins by taking the pile of 2, reaching [4,7].
            let mut o = oracle(&[2, 5]);
            assert!(!o.first_player_wins(&[4]));
            assert!(!o.first_player_wins(&[7]));
            assert!(!o.first_player_wins(&[4, 7]));
            assert!(o.first_player_wins(&[2, 4, 7]));
        }

        #[test]
        fn hand_worked_small_cases() {
            let mut o = oracle(&[2]);
            // Moves {2}: a pile of 1 cannot be touched, so [1] loses.
            assert!(!o.first_player_wins(&[1]));
            // [3] -> [1] (dead), so [3] wins.
            assert!(o.first_player_wins(&[3]));
            // [2,2]: the only move reaches [2], which the opponent empties.
            assert!(!o.first_player_wins(&[2, 2]));
            // [1,1,1]: no pile holds 2 stones, no move.
            assert!(!o.first_player_wins(&[1, 1, 1]));

            // Moves {3}: [2,2,2] has no legal move.
            let mut o = oracle(&[3]);
            assert!(!o.first_player_wins(&[2, 2, 2]));
            // [3,2]: take the 3, leaving the dead [2].
            assert!(o.first_player_wins(&[3, 2]));
        }

        #[test]
        fn repeated_move_sizes() {
            // Moves [2,2] allow the same moves as [2]: [2] wins, [2,2] loses.
            let mut o = oracle(&[2, 2]);
            assert!(o.first_player_wins(&[2]));
            assert!(!o.first_player_wins(&[2, 2]));
        }

        #[test]
        fn size_one_is_plain_single_step_nim() {
            // Moves {1}: each move takes one stone, so the game lasts exactly
            // (total stones) moves and the first player wins iff that is odd.
            let mut o = oracle(&[1]);
            assert!(!o.first_player_wins(&[1, 1]));
            assert!(o.first_player_wins(&[1, 2]));
            assert!(!o.first_player_wins(&[3, 5]));
        }
    }
}

/// The reference solver `plain` against `oracle` on every one of `positions`.
pub fn sweep(
    game: &str,
    mut oracle: Oracle,
    positions: Vec<Vec<u64>>,
    plain: impl Fn(&[u64]) -> bool,
) {
    for position in positions {
        assert_eq!(
            plain(&position),
            oracle.first_player_wins(&position),
            "{} {:?}",
            game,
            position
        );
    }
}
