//! Connect-N for the pages' router (`gamesolver_mnk --serve`): a query's position read by the
//! same game and searched by the same solver as stdin, so a position has one answer
//! everywhere. The routes and the JSON are the router's (`router`).
//!
//! `moves` is a line as on stdin (cells named `b2 a1`, single spaces); boards of at most 64
//! cells. The page starts on the board the server was given (`--board`, `--k`): its board
//! list gets that board, selected, and a query that names no board is about it. A move's name is its cell's; the scores are those of the empty cells, as
//! `--analyze` prints them; `/api/move` plays the first cell of the best known score, so the
//! same position gets the same reply, or the first empty cell when no score is known.
//!
//! Cost: a request is one bounded solver question per empty cell, a table of 2^18 entries.

use crate::mnk::game::Game as Position;
use crate::mnk::shape::Shape;
use crate::mnk::solver::Solver;
use crate::util::budget::Budget;
use crate::web::router::{with_board_selected, Answer, Ask, Board, Game};
use std::sync::Arc;

/// The positions one request searches unless it asks for more (about a second at most on
/// the page's boards).
pub const NODE_LIMIT: u64 = 400_000;
/// The solver's table holds 2^TABLE_BITS entries.
const TABLE_BITS: u32 = 18;

pub const PAGE: &str = include_str!("mnk.html");
/// The most cells of a board the page takes.
pub const MAX_SERVED_CELLS: usize = 64;

/// Connect-N as the router asks it, starting on `board`.
pub struct ConnectN {
    board: Board,
    /// `PAGE` with `board` selected in its board list.
    page: String,
}

impl ConnectN {
    /// The game served starting on `board` (added to the page's list if it is not there).
    pub fn new(board: Board) -> ConnectN {
        let value = format!("{}x{}:{}", board.width, board.height, board.k);
        let name = format!("{}x{}, {} in a row", board.width, board.height, board.k);
        let page = with_board_selected(PAGE, &value, &name);
        ConnectN { board, page }
    }
}

impl Default for ConnectN {
    fn default() -> ConnectN {
        ConnectN::new(Board { width: 3, height: 3, k: 3 })
    }
}

impl Game for ConnectN {
    fn page(&self) -> &str {
        &self.page
    }

    fn default_board(&self) -> Board {
        self.board
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
        limit: u64,
    ) -> Result<Answer, String> {
        let named = || format!("board={}x{}, k={}", board.width, board.height, board.k);
        let shape = Shape::new(board.width, board.height, board.k)
            .map_err(|why| format!("{}: {}", named(), why))?;
        if shape.cells() > MAX_SERVED_CELLS {
            let most = MAX_SERVED_CELLS;
            return Err(format!("{}: the page takes boards of at most {} cells", named(), most));
        }
        let game = Position::from_line(shape, moves).map_err(|why| format!("moves: {}", why))?;
        let cell = |cell: usize| (shape.column(cell) + 1, shape.row(cell) + 1);
        let mut answer = Answer {
            moves: game.moves().iter().map(|&c| shape.name(c)).collect(),
            line: game.winning_line().unwrap_or(&[]).iter().map(|&c| cell(c)).collect(),
            ..Answer::default()
        };
        if game.is_over() && ask == Ask::Move {
            return Err("moves: the game is over, so there is no move".to_string());
        }
        if game.is_over() || ask == Ask::State {
            return Ok(answer);
        }
        let mut solver = Solver::new(shape, TABLE_BITS);
        solver.set_position(&game);
        solver.set_budget(Arc::clone(budget));
        let scores = solver.analyze_within(false, limit);
        answer.positions = solver.nodes;
        if ask == Ask::Move {
            // The best known score, the first cell with it; a cell not finished is unknown.
            let chosen = scores.iter().filter_map(|&(c, s)| s.map(|s| (c, s))).fold(
                None,
                |best: Option<(usize, i32)>, (c, s)| match best {
                    Some((_, b)) if b >= s => best,
                    _ => Some((c, s)),
                },
            );
            let complete = scores.iter().all(|&(_, s)| s.is_some());
            answer.chosen = match chosen {
                Some((c, s)) => Some((shape.name(c), Some(s).filter(|_| complete))),
                None => game.legal_moves().first().map(|&c| (shape.name(c), None)),
            };
        } else {
            answer.scores = scores.iter().map(|&(c, s)| (shape.name(c), s)).collect();
        }
        Ok(answer)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::web::router::Router;

    fn get(target: &str) -> (u16, String) {
        crate::web::router::testing::get(&Router::new(ConnectN::default()), target)
    }

    #[test]
    fn the_page_and_the_routes_answer() {
        assert!(get("/").1.contains("<svg"));
        let (status, body) = get("/api/analyze?board=3x3&k=3&moves=a1+b1+a2+b2&scores=1");
        assert_eq!(status, 200);
        // X plays a3 with his third stone and keeps two: 3 (hand-worked, as on stdin).
        assert!(body.contains("\"a3\":3") && body.contains("\"score\":3"), "{}", body);
        assert!(body.contains("\"words\":\"You can win in 1 move.\""), "{}", body);
        let (_, body) = get("/api/move?board=3x3&k=3&moves=a1+b1+a2+b2");
        assert!(body.contains("\"move\":\"a3\",\"score\":3"), "{}", body);
        let (_, body) = get("/api/analyze?moves=a1+b1+a2+b2+a3");
        assert!(
            body.contains("\"to_move\":2,\"over\":true,\"winner\":1,\"line\":[[1,1],[1,2],[1,3]]"),
            "{}",
            body
        );
    }

    /// `--serve --board 5x5 --k 4`: the page starts on that board (selected in its list), and
    /// a query naming no board is about it; a board the list lacks is added to it.
    #[test]
    fn the_page_starts_on_the_board_it_was_given() {
        let router = Router::new(ConnectN::new(Board { width: 5, height: 5, k: 4 }));
        let (_, page) = crate::web::router::testing::get(&router, "/");
        assert_eq!(page.matches(" selected>").count(), 1, "{}", page);
        assert!(page.contains("<option value=\"5x5:4\" selected>5x5, 4 in a row</option>"));
        let (_, body) = crate::web::router::testing::get(&router, "/api/analyze?moves=e5");
        assert!(body.starts_with("{\"board\":\"5x5\",\"k\":4,\"moves\":[\"e5\"]"), "{}", body);
        let router = Router::new(ConnectN::new(Board { width: 8, height: 6, k: 5 }));
        let (_, page) = crate::web::router::testing::get(&router, "/");
        let option = "<option value=\"8x6:5\" selected>8x6, 5 in a row</option></select>";
        assert!(page.contains(option), "{}", page);
        let (_, body) = crate::web::router::testing::get(&router, "/api/analyze?moves=h6");
        assert!(body.starts_with("{\"board\":\"8x6\",\"k\":5,"), "{}", body);
    }

    /// The empty 8x8 K5 board, whose 400,000 positions take minutes (each may try a pairing):
    /// a budget ending in 300 ms ends the search about then, every score unknown.
    #[test]
    fn a_search_ends_at_its_deadline() {
        let start = std::time::Instant::now();
        let budget = Budget::new(NODE_LIMIT).until(start + std::time::Duration::from_millis(300));
        let board = Board { width: 8, height: 8, k: 5 };
        let game = ConnectN::default();
        let answer = game.answer(board, "", Ask::Scores, &Arc::new(budget), NODE_LIMIT);
        let answer = answer.expect("an answer");
        assert!(start.elapsed() < std::time::Duration::from_secs(3), "{:?}", start.elapsed());
        assert_eq!(answer.scores.len(), 64);
        assert!(answer.scores.iter().all(|(_, score)| score.is_none()), "{:?}", answer.scores);
    }

    #[test]
    fn bad_queries_name_the_problem() {
        crate::web::router::testing::refuses(
            &Router::new(ConnectN::default()),
            &[
                ("/api/analyze?moves=z9", 422, "moves: move 1 `z9`"),
                ("/api/analyze?moves=a1+a1", 422, "taken"),
                ("/api/move?moves=a1+b1+a2+b2+a3", 422, "the game is over"),
                ("/api/analyze?board=20x5", 422, "board=20x5, k=3"),
                ("/api/analyze?board=9x9&k=5", 422, "64 cells"),
                ("/api/analyze?k=x", 422, "k=x"),
            ],
        );
    }
}
