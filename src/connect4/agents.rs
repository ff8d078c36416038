//! Players of Connect Four for `--match A B`: `perfect` (the solver's best move), `random` (a
//! move among the columns with room) and `mcts:N` (the Monte Carlo tree search of
//! `crate::search::mcts`, the same code that plays Connect-N: a Connect Four position implements
//! its `SearchGame` trait here), and a match between two of them, colours alternating.
//!
//! `SearchGame` for a position: the moves are the columns with room; a move reports a win when
//! it makes four (`Board::wins_by`, before the stone is dropped) and a draw when it fills
//! the board; a playout drops stones in random columns with room until one of them does.
//!
//! Cost: a playout move O(1) on the bitboards; `perfect` is the solver's (the book answers the
//! first 12 stones of its lines at once).

use super::board::{Board, Size};
use super::book::Book;
use super::engine::{engine, Engine};
use crate::search::game::{SearchGame, Status};
use crate::search::matches::{self, Outcome, Tally};
use crate::search::mcts::Mcts;
use crate::util::rng::Rng;

impl SearchGame for Board {
    fn moves(&self, out: &mut Vec<usize>) {
        out.clear();
        out.extend((0..self.size().width).filter(|&c| self.can_play(c)));
    }

    fn status_after(&self, column: usize) -> Status {
        if self.wins_by(column) {
            Status::Won
        } else if self.moves() + 1 == self.size().cells() {
            Status::Drawn
        } else {
            Status::Ongoing
        }
    }

    fn play(&mut self, column: usize) -> Status {
        let status = self.status_after(column);
        *self = self.play_column(column);
        status
    }

    fn playout(&mut self, rng: &mut Rng) -> f64 {
        let mut mover_is_first = true;
        loop {
            let open = self.playable();
            // The (below(count) + 1)-th lowest playable cell: a column with room, uniformly.
            let mut rest = open;
            for _ in 0..rng.below(open.count_ones() as usize) {
                rest &= rest - 1;
            }
            let column = self.size().column_of(rest & rest.wrapping_neg());
            match SearchGame::play(self, column) {
                Status::Won => return if mover_is_first { 1.0 } else { 0.0 },
                Status::Drawn => return 0.5,
                Status::Ongoing => mover_is_first = !mover_is_first,
            }
        }
    }
}

/// A player of Connect Four.
pub enum Player {
    Perfect(Box<dyn Engine>),
    Random(Rng),
    Mcts(Box<Mcts<Board>>, u32),
}

impl Player {
    /// The player `name` (`perfect`, `random`, `mcts:N`) on a board of `size`, its
    /// randomness from `seed`; the perfect player takes `book`.
    pub fn new(name: &str, size: Size, seed: u64, book: Option<Book>) -> Result<Self, String> {
        if name == "perfect" {
            let mut solver = engine(size, 23)?;
            solver.progress().silence();
            if let Some(book) = book {
                solver.set_book(book);
            }
            return Ok(Player::Perfect(solver));
        }
        if name == "random" {
            return Ok(Player::Random(Rng::new(seed)));
        }
        let iterations = name.strip_prefix("mcts:").and_then(|n| n.parse::<u32>().ok());
        match iterations.filter(|n| (1..=100_000_000).contains(n)) {
            Some(n) => Ok(Player::Mcts(Box::new(Mcts::new(seed)), n)),
            None => Err(format!(
                "agent `{}`: expected perfect, random or mcts:N with N iterations from 1 to 100000000",
                name
            )),
        }
    }

    /// Its move (a column with room) in `position`, a game not over.
    pub fn choose(&mut self, position: &Board) -> usize {
        match self {
            Player::Perfect(solver) => solver.best_move(position).0,
            Player::Random(rng) => {
                let width = position.size().width;
                let open: Vec<usize> = (0..width).filter(|&c| position.can_play(c)).collect();
                open[rng.below(open.len())]
            }
            Player::Mcts(search, iterations) => {
                search.set_root(*position);
                search.search(*iterations).expect("a game not over has a move")
            }
        }
    }
}

/// `games` games between `a` and `b` from the empty board of `size`, `a` first in the
/// even-numbered games: the tally from `a`'s side; `after_game` hears the games played and the
/// tally so far.
pub fn play_match(
    size: Size,
    a: &mut Player,
    b: &mut Player,
    games: u32,
    after_game: &mut dyn FnMut(u32, Tally),
) -> Tally {
    let played =
        matches::play_match(games, |a_first| Ok(play_game(size, a, b, a_first)), after_game);
    played.unwrap_or_else(|never: String| unreachable!("{}", never))
}

/// One game between `a` and `b` from the empty board of `size`, `a` first if `a_first`: how
/// it ended for `a`.
fn play_game(size: Size, a: &mut Player, b: &mut Player, a_first: bool) -> Outcome {
    let mut position = Board::start(size);
    loop {
        let a_to_move = (position.moves() % 2 == 0) == a_first;
        let mover = if a_to_move { &mut *a } else { &mut *b };
        let column = mover.choose(&position);
        match SearchGame::play(&mut position, column) {
            Status::Won if a_to_move => return Outcome::Win,
            Status::Won => return Outcome::Loss,
            Status::Drawn => return Outcome::Draw,
            Status::Ongoing => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn size(width: usize, height: usize) -> Size {
        Size::new(width, height).unwrap()
    }

    #[test]
    fn moves_wins_and_draws_follow_the_rules() {
        // The first player's three on the bottom row (4, 5, 6): column 3 or 7 wins.
        let position = Board::after(size(7, 6), &[3, 3, 4, 4, 5, 5]).unwrap();
        let mut moves = Vec::new();
        SearchGame::moves(&position, &mut moves);
        assert_eq!(moves, vec![0, 1, 2, 3, 4, 5, 6]);
        assert_eq!(position.status_after(2), Status::Won);
        assert_eq!(position.status_after(6), Status::Won);
        assert_eq!(position.status_after(0), Status::Ongoing);
        // One cell left on 4x4 after a game of no four: the last stone draws.
        let full = [0, 1, 0, 1, 1, 0, 1, 0, 2, 3, 2, 3, 3, 2, 3];
        let position = Board::after(size(4, 4), &full).unwrap();
        assert_eq!(position.status_after(2), Status::Drawn);
    }

    #[test]
    fn playouts_end_with_the_rules_result() {
        let mut rng = Rng::new(5);
        for _ in 0..200 {
            let mut position = Board::start(size(7, 6));
            let result = SearchGame::playout(&mut position, &mut rng);
            // The last mover won (four of his) or the board is full.
            let last_mover_won = size(7, 6).fours(position.opponent()) != 0;
            if result == 0.5 {
                assert!(position.moves() == 42 && !last_mover_won);
            } else {
                assert!(last_mover_won);
                // The first player moved last when the stones are odd.
                assert_eq!(result == 1.0, position.moves() % 2 == 1);
            }
        }
    }

    #[test]
    fn mcts_takes_a_win_and_perfect_play_beats_random() {
        let position = Board::after(size(7, 6), &[3, 3, 4, 4, 5, 5]).unwrap();
        let mut mcts = Player::new("mcts:200", size(7, 6), 1, None).unwrap();
        let column = mcts.choose(&position);
        assert!(column == 2 || column == 6, "{}", column);
        let mut perfect = Player::new("perfect", size(5, 4), 1, None).unwrap();
        let mut random = Player::new("random", size(5, 4), 2, None).unwrap();
        let tally = play_match(size(5, 4), &mut perfect, &mut random, 6, &mut |_, _| {});
        assert_eq!(tally.losses, 0, "{:?}", tally);
        assert!(Player::new("mcts:0", size(7, 6), 1, None).is_err());
        assert!(Player::new("alphabeta", size(7, 6), 1, None).is_err());
    }
}
