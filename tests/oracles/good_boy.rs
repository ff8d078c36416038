//! Exhaustive oracle for HDU 1850 "Being a Good Boy in Spring Festival". The game is Nim: a
//! move takes at least one card from one pile, and a player who cannot move loses. The
//! answer is the number of first moves that win, that is, moves after which the opponent,
//! now to move, loses. A first move is a pair (pile index, number taken); moves on two
//! piles of equal size count separately, as they are different choices. Each candidate's
//! result is judged by the exhaustive Nim search of `super::nim` (rules only, no xor rule),
//! whose memo is kept per thread across calls; a position that loses for the first player
//! has no winning move, so the count is then 0, as the statement asks.

use std::cell::RefCell;

use super::Oracle;

thread_local! {
    static NIM: RefCell<Oracle> = RefCell::new(super::nim::oracle());
}

/// How many first moves (pile index, amount taken) leave the opponent a losing Nim position.
pub fn winning_first_moves(piles: &[u64]) -> usize {
    NIM.with(|nim| {
        let mut nim = nim.borrow_mut();
        let mut count = 0;
        for (idx, &pile) in piles.iter().enumerate() {
            for taken in 1..=pile {
                let mut after = piles.to_vec();
                after[idx] -= taken;
                if !nim.first_player_wins(&after) {
                    count += 1;
                }
            }
        }
        count
    })
}

#[cfg(test)]
mod tests {
    use super::winning_first_moves;

    #[test]
    fn statement_sample() {
        // HDU 1850's sample: "3 / 5 7 9" -> 1; quoted in several stored solutions of the
        // problem in the public code index.
        assert_eq!(winning_first_moves(&[5, 7, 9]), 1);
    }

    #[test]
    fn hand_worked_cases() {
        // [1,1]: both moves leave [1], which the opponent takes: no winning move.
        assert_eq!(winning_first_moves(&[1, 1]), 0);
        // [3]: only taking all three wins; leaving 1 or 2 lets the opponent take the rest.
        assert_eq!(winning_first_moves(&[3]), 1);
        // [1,2]: only taking one from the 2 wins (it leaves [1,1]); taking the 2 or the 1
        // leaves a single pile for the opponent to take.
        assert_eq!(winning_first_moves(&[1, 2]), 1);
        // [1,1,1]: removing any of the three piles leaves the losing [1,1].
        assert_eq!(winning_first_moves(&[1, 1, 1]), 3);
    }
}
