//! Connect Four for the pages' router (`gamesolver_connect4 --serve`): a query's position read
//! and searched by the same solver as stdin (`Solver::analyze`, `Solver::best_move`), so a
//! position has one score everywhere. The routes and the JSON are the router's (`router`).
//!
//! `moves` is a line as on stdin (column characters `1`-`9`, `a`-`c`), except that its last
//! move may end the game (four in a row, or the board full): the page shows finished games.
//! Every size `--size` takes is taken, K only 4. A move's name is its column character; the
//! scores are those of the columns with room, as `--analyze` prints them. When the search of
//! `/api/move` did not finish (the budget, or Stop), the move is one that does not lose at once.
//!
//! Cost: a request is one solver question per column, a fresh table (2 MiB to start, at most
//! 2^TABLE_BITS entries) and the 7x6 book shared by every request, never copied.

use crate::connect4::board::{Board as Position, Size};
use crate::connect4::book::{Book, BUILT_IN_7X6};
use crate::connect4::engine::{engine, Engine};
use crate::connect4::notation::{column_char, column_of};
use crate::connect4::search::{MoveScore, Solver};
use crate::util::budget::{within, Budget};
use crate::web::router::{Answer, Ask, Board, Game};
use std::sync::Arc;

/// The positions one request searches unless it asks for more: a few seconds of this solver.
pub const NODE_LIMIT: u64 = 30_000_000;
/// The table holds up to 2^TABLE_BITS entries (64 MiB, what boards of 64 bits need); it
/// starts at 2 MiB and grows as a search fills it.
const TABLE_BITS: u32 = 23;

pub const PAGE: &str = include_str!("connect4.html");

/// Connect Four as the router asks it, with the built-in 7x6 book.
pub struct ConnectFour {
    /// None if the book were damaged: the search does without.
    book: Option<Arc<Book>>,
    /// The threads each request's search uses (`Solver::set_threads`).
    threads: usize,
}

impl ConnectFour {
    /// Each request searched on one thread.
    pub fn new() -> ConnectFour {
        ConnectFour::with_threads(1)
    }

    /// Each request searched on `threads` threads (at least one).
    pub fn with_threads(threads: usize) -> ConnectFour {
        let size = Size { width: 7, height: 6 };
        let book = Book::parse(BUILT_IN_7X6, size).ok().map(Arc::new);
        ConnectFour { book, threads: threads.max(1) }
    }

    /// A solver of `size` searching within `budget`, with the shared book on 7x6.
    fn solver(&self, size: Size, budget: &Arc<Budget>) -> Result<Box<dyn Engine>, String> {
        let mut solver: Box<dyn Engine> = match (size.width, size.height, &self.book) {
            (7, 6, Some(book)) => {
                let mut solver = Solver::<7, 6>::new(TABLE_BITS)?;
                solver.set_book(Arc::clone(book));
                Box::new(solver)
            }
            _ => engine(size, TABLE_BITS)?,
        };
        solver.progress().silence();
        solver.set_budget(Arc::clone(budget));
        solver.set_threads(self.threads);
        Ok(solver)
    }
}

impl Default for ConnectFour {
    fn default() -> ConnectFour {
        ConnectFour::new()
    }
}

impl Game for ConnectFour {
    fn page(&self) -> &'static str {
        PAGE
    }

    fn default_board(&self) -> Board {
        Board { width: 7, height: 6, k: 4 }
    }

    fn default_budget(&self) -> u64 {
        NODE_LIMIT
    }

    fn answer(
        &self,
        board: Board,
        moves: &str,
        ask: Ask,
        budget: &Arc<Budget>,
        _: u64,
    ) -> Result<Answer, String> {
        if board.k != 4 {
            return Err(format!("k={}: Connect Four is four in a row (k=4)", board.k));
        }
        let size = Size::new(board.width, board.height).ok_or_else(|| {
            format!(
                "board={}x{}: expected W columns of H cells, W, H >= 4 and W(H + 1) <= 64",
                board.width, board.height
            )
        })?;
        let (position, won) = read_game(size, moves).map_err(|why| format!("moves: {}", why))?;
        let mut answer = Answer {
            moves: moves.trim().chars().map(|c| c.to_ascii_lowercase().to_string()).collect(),
            ..Answer::default()
        };
        if won {
            let four = size.fours(position.opponent());
            let stride = size.stride();
            answer.line = (0..board.width * stride)
                .filter(|&bit| four >> bit & 1 == 1)
                .map(|bit| (bit / stride + 1, bit % stride + 1))
                .collect();
        }
        let over = won || position.is_full();
        if over && ask == Ask::Move {
            return Err("moves: the game is over, so there is no move".to_string());
        }
        if over || ask == Ask::State {
            return Ok(answer);
        }
        let mut solver = self.solver(size, budget)?;
        if ask == Ask::Move {
            let found = within(|| solver.best_move(&position));
            let (column, score) = match found {
                Some((column, score)) => (column, Some(score)),
                None => (fallback_move(&position), None),
            };
            answer.chosen = Some((column_char(column).to_string(), score));
        } else {
            answer.scores = solver
                .analyze(&position, false)
                .iter()
                .enumerate()
                .filter_map(|(column, score)| match score {
                    MoveScore::Known(score) => Some((column, Some(*score))),
                    MoveScore::Unknown => Some((column, None)),
                    MoveScore::Full => None,
                })
                .map(|(column, score)| (column_char(column).to_string(), score))
                .collect();
        }
        answer.positions = solver.counts().0;
        Ok(answer)
    }
}

/// The position after `moves` (a line as on stdin, whose last move may end the game) and
/// whether its last move made four, or what is wrong with it.
fn read_game(size: Size, moves: &str) -> Result<(Position, bool), String> {
    let mut position = Position::start(size);
    let mut won = false;
    for (i, byte) in moves.trim().bytes().enumerate() {
        let column = column_of(byte).filter(|&c| c < size.width).ok_or_else(|| {
            let found: String = moves.trim()[i..].chars().take(1).collect();
            format!(
                "move {}: expected a column 1 to {}, found `{}`",
                i + 1,
                column_char(size.width - 1),
                found
            )
        })?;
        if won {
            return Err(format!("move {}: the game is over: move {} made four", i + 1, i));
        }
        if !position.can_play(column) {
            return Err(format!("move {}: column {} is full", i + 1, column_char(column)));
        }
        won = position.wins_by(column);
        position = position.play_column(column);
    }
    Ok((position, won))
}

/// A move of `position` (not over), from the centre out: one that wins at once, else one
/// after which the opponent cannot win at once, else any.
fn fallback_move(position: &Position) -> usize {
    let width = position.size().width;
    let mut order: Vec<usize> = (0..width).filter(|&c| position.can_play(c)).collect();
    order.sort_by_key(|&c| (2 * c as i64 - (width as i64 - 1)).abs());
    let safe = |&c: &usize| !position.play_column(c).can_win_now();
    let winning = order.iter().copied().find(|&c| position.wins_by(c));
    winning.or_else(|| order.iter().copied().find(safe)).unwrap_or(order[0])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::web::router::testing::{get, refuses};
    use crate::web::router::Router;

    #[test]
    fn scores_and_moves_are_the_statement_s() {
        let router = Router::new(ConnectFour::new());
        // `4455 --analyze` prints -4 -3 18 2 2 18 -3 (the statement's example).
        let (status, body) = get(&router, "/api/analyze?board=7x6&moves=4455&scores=1");
        assert_eq!(status, 200, "{}", body);
        assert!(
            body.contains("\"scores\":{\"1\":-4,\"2\":-3,\"3\":18,\"4\":2,\"5\":2,\"6\":18,\"7\":-3},\"score\":18"),
            "{}",
            body
        );
        assert!(
            body.contains(
                "\"moves\":[\"4\",\"4\",\"5\",\"5\"],\"to_move\":1,\"over\":false,\"winner\":null"
            ),
            "{}",
            body
        );
        assert!(body.contains("\"words\":\"You can win in 2 moves.\""), "{}", body);
        let (_, body) = get(&router, "/api/move?moves=4455");
        assert!(
            body.contains("\"move\":\"3\",\"score\":18")
                || body.contains("\"move\":\"6\",\"score\":18"),
            "{}",
            body
        );
    }

    #[test]
    fn full_columns_have_no_score() {
        let router = Router::new(ConnectFour::new());
        let (_, body) = get(&router, "/api/analyze?moves=444444&scores=1");
        assert!(body.contains("\"scores\":{\"1\":") && !body.contains("\"4\":"), "{}", body);
    }

    #[test]
    fn a_finished_game_shows_its_winner_and_four() {
        let router = Router::new(ConnectFour::new());
        // The first player's stones on the bottom row of columns 4 to 7.
        let (status, body) = get(&router, "/api/analyze?moves=4455667&scores=1");
        assert_eq!(status, 200, "{}", body);
        assert!(
            body.contains("\"over\":true,\"winner\":1,\"line\":[[4,1],[5,1],[6,1],[7,1]]"),
            "{}",
            body
        );
        let (status, body) = get(&router, "/api/move?moves=4455667");
        assert_eq!((status, body.contains("the game is over")), (422, true), "{}", body);
    }

    #[test]
    fn bad_queries_name_the_problem() {
        let router = Router::new(ConnectFour::new());
        refuses(
            &router,
            &[
                ("/api/analyze?moves=4x", 422, "move 2: expected a column 1 to 7, found `x`"),
                ("/api/analyze?moves=1111111", 422, "move 7: column 1 is full"),
                ("/api/analyze?moves=44556677", 422, "move 8: the game is over"),
                ("/api/analyze?board=20x5", 422, "board=20x5"),
                ("/api/analyze?board=3x3", 422, "board=3x3"),
                ("/api/analyze?k=5", 422, "k=5: Connect Four is four in a row"),
            ],
        );
    }

    #[test]
    fn a_search_past_its_budget_answers_what_it_knows() {
        let router = Router::new(ConnectFour::new());
        // The empty 8x7 board has no book and takes far more than one position.
        let (status, body) = get(&router, "/api/analyze?board=8x7&scores=1&budget=1");
        assert_eq!(status, 200, "{}", body);
        assert!(body.contains("\"1\":null,\"2\":null,\"3\":null,\"4\":null,\"5\":null,\"6\":null,\"7\":null,\"8\":null"), "{}", body);
        assert!(body.contains("\"complete\":false,\"stopped\":false,\"budget\":1"), "{}", body);
        let (_, body) = get(&router, "/api/move?board=8x7&budget=1");
        assert!(body.contains("\"move\":\"4\",\"score\":null,\"complete\":false"), "{}", body);
    }

    #[test]
    fn every_request_shares_the_one_book() {
        let game = ConnectFour::new();
        let book = game.book.as_ref().expect("the built-in book");
        let budget = Arc::new(Budget::new(1));
        let size = Size { width: 7, height: 6 };
        let solvers = [game.solver(size, &budget), game.solver(size, &budget)];
        // The site's book and one more reference a solver: shared, not copied.
        assert_eq!(Arc::strong_count(book), 1 + solvers.len());
    }

    #[test]
    fn the_fallback_move_wins_or_blocks() {
        let size = Size { width: 7, height: 6 };
        let after = |moves: &[usize]| Position::after(size, moves).expect("legal moves");
        // Red has three on the bottom row (columns 1 to 3): red wins in column 4.
        assert_eq!(fallback_move(&after(&[0, 0, 1, 1, 2, 5])), 3);
        // Yellow to move must block column 4; the centre itself.
        assert_eq!(fallback_move(&after(&[0, 6, 1, 6, 2])), 3);
        assert_eq!(fallback_move(&after(&[])), 3);
    }
}
