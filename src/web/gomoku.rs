//! Gomoku for the pages' router (`gamesolver_gomoku --serve`): a query's position read in
//! the same notation as `--move` (`h8 h9 i8`, `gomoku::notation`) and answered by the same
//! engine as the Piskvork brain, on the clock the server was given. The routes and the JSON
//! are the router's (`router`); `k` is 5.
//!
//! Boards from 5x5 to 26x26 (a letter a column); the page offers 15x15 and 20x20 and starts
//! on the board the server was given (`--size`). The engine plays by its clock and proves no
//! score for most moves, so it answers `/api/move` (the move, `score` null) and
//! `/api/analyze` without `scores` (the position, its winning line), and refuses `scores=1`
//! naming `/api/move`. A move's search ends at the first of: the server's move time, the
//! query's `budget` in positions (nodes), the page's Stop (`jobs`), the jobs' own deadline;
//! it then plays the best move found so far, so it always answers within its time.
//!
//! Cost: a request is one engine search (its clock) and a table of `ENGINE_MEMORY` bytes.

use crate::gomoku::board::Tables;
use crate::gomoku::notation::{board_after, cell_name, winning_line};
use crate::gomoku::search::Engine;
use crate::gomoku::shape::Rule;
use crate::util::budget::Budget;
use crate::web::router::{with_board_selected, Answer, Ask, Board, Game};
use std::sync::Arc;
use std::time::Duration;

pub const PAGE: &str = include_str!("gomoku.html");
/// The positions a move may search unless the query asks for another bound: the clock
/// ends a search long before (about a million a few seconds).
pub const NODE_LIMIT: u64 = 20_000_000;
/// The bytes of one request's engine tables.
const ENGINE_MEMORY: usize = 16 << 20;
/// The sides of the boards served.
pub const SIDES: std::ops::RangeInclusive<usize> = 5..=26;

/// Gomoku as the router asks it: the first board, the rule, the engine's time a move.
pub struct Gomoku {
    board: Board,
    tables: Arc<Tables>,
    time: Duration,
    /// `PAGE` with `board` selected in its board list.
    page: String,
}

impl Gomoku {
    /// The game on `side` x `side` boards first, under `rule`, the engine taking `time` a move.
    pub fn new(side: usize, rule: Rule, time: Duration) -> Gomoku {
        let value = format!("{}x{}:5", side, side);
        let page = with_board_selected(PAGE, &value, &format!("{}x{}", side, side));
        let page = page.replacen("freestyle: five or more", rule_words(rule), 1);
        let board = Board { width: side, height: side, k: 5 };
        Gomoku { board, tables: Tables::new(rule), time, page }
    }
}

fn rule_words(rule: Rule) -> &'static str {
    match rule {
        Rule::Freestyle => "freestyle: five or more",
        Rule::Standard => "standard: exactly five, six or more do not win",
    }
}

impl Game for Gomoku {
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
        if board.k != 5 {
            return Err(format!("k={}: gomoku is five in a row: expected 5", board.k));
        }
        if !SIDES.contains(&board.width) || !SIDES.contains(&board.height) {
            return Err(format!(
                "board={}x{}: expected sides from {} to {}, such as 15x15 or 20x20",
                board.width,
                board.height,
                SIDES.start(),
                SIDES.end()
            ));
        }
        if ask == Ask::Scores {
            return Err("scores=1: the engine scores no moves, it plays one on its clock: \
                        ask /api/move"
                .to_string());
        }
        let mut position = board_after(moves, &self.tables, board.width, board.height)
            .map_err(|why| format!("moves: {}", why))?;
        let name = |cell: usize| cell_name(&position, cell);
        let line = winning_line(&position);
        let mut answer = Answer {
            moves: position.history.iter().map(|&(cell, _)| name(cell)).collect(),
            line: line
                .iter()
                .map(|&cell| {
                    let (x, y) = position.xy(cell);
                    (x + 1, position.height - y)
                })
                .collect(),
            ..Answer::default()
        };
        let over = !line.is_empty() || position.is_full();
        if over && ask == Ask::Move {
            return Err("moves: the game is over, so there is no move".to_string());
        }
        if over || ask == Ask::State {
            return Ok(answer);
        }
        let mut engine = Engine::new(ENGINE_MEMORY);
        engine.watch = Some(Arc::clone(budget));
        let report = engine.choose(&mut position, Some(self.time), Some(limit));
        answer.positions = report.nodes.max(budget.searched());
        answer.chosen = Some((cell_name(&position, report.cell), None));
        Ok(answer)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::web::router::testing::{get, refuses};
    use crate::web::router::Router;
    use std::time::Instant;

    fn router() -> Router<Gomoku> {
        Router::new(Gomoku::new(15, Rule::Freestyle, Duration::from_millis(300)))
    }

    #[test]
    fn the_page_and_the_routes_answer() {
        let router = router();
        let (_, page) = get(&router, "/");
        assert!(page.contains("<svg") && page.contains("freestyle: five or more"), "{}", page);
        assert_eq!(page.matches(" selected>").count(), 1, "{}", page);
        assert!(page.contains("<option value=\"15x15:5\" selected>"), "{}", page);
        // X has four in a row on row 8, h8 to k8, and is to move: g8 or l8 makes five.
        let four = "h8+h9+i8+i9+j8+j9+k8+k9";
        let (status, body) = get(&router, &format!("/api/move?moves={}", four));
        assert_eq!(status, 200, "{}", body);
        assert!(
            body.contains("\"move\":\"g8\",\"score\":null")
                || body.contains("\"move\":\"l8\",\"score\":null"),
            "{}",
            body
        );
        // X's four h8 to k8 is closed at g8 by O, so O (to move) must take l8.
        let closed = "h8+g8+i8+i9+j8+j9+k8";
        let (_, body) = get(&router, &format!("/api/move?moves={}", closed));
        assert!(body.contains("\"to_move\":2,") && body.contains("\"move\":\"l8\""), "{}", body);
        let (_, body) = get(&router, "/api/analyze?moves=h8+h9+i8+i9+j8+j9+k8+k9+l8");
        assert_eq!(
            body,
            "{\"board\":\"15x15\",\"k\":5,\"moves\":[\"h8\",\"h9\",\"i8\",\"i9\",\"j8\",\"j9\",\
             \"k8\",\"k9\",\"l8\"],\"to_move\":2,\"over\":true,\"winner\":1,\
             \"line\":[[8,8],[9,8],[10,8],[11,8],[12,8]],\"scores\":{},\"score\":null,\
             \"words\":null,\"complete\":true,\"stopped\":false,\"budget\":20000000,\
             \"positions\":0}"
        );
    }

    /// 20x20 is served too, and the first move of the engine on an empty board is the centre.
    #[test]
    fn twenty_by_twenty_and_the_centre() {
        let (status, body) = get(&router(), "/api/move?board=20x20");
        assert_eq!(status, 200, "{}", body);
        assert!(body.starts_with("{\"board\":\"20x20\",\"k\":5,\"moves\":[]"), "{}", body);
        // Column 10 from 0 (k), row 10 from 0 at the top: row 10 from 1 at the bottom.
        assert!(body.contains("\"move\":\"k10\""), "{}", body);
        let standard = Gomoku::new(20, Rule::Standard, Duration::from_millis(100));
        let (_, page) = get(&Router::new(standard), "/");
        assert!(page.contains("<option value=\"20x20:5\" selected>"), "{}", page);
        assert!(page.contains("standard: exactly five"), "{}", page);
    }

    /// A searched move answers within the server's time, with the positions it searched.
    #[test]
    fn a_move_keeps_to_its_time() {
        let router = router();
        let started = Instant::now();
        let (status, body) = get(&router, "/api/move?moves=h8+i9+j8+h9");
        let took = started.elapsed();
        assert_eq!(status, 200, "{}", body);
        assert!(took < Duration::from_millis(1500), "{:?}", took);
        let positions: u64 = body
            .split("\"positions\":")
            .nth(1)
            .and_then(|n| n.trim_end_matches('}').parse().ok())
            .expect("positions");
        assert!(positions > 0, "{}", body);
        let (_, body) = get(&router, "/api/move?moves=h8+i9+j8+h9&budget=1000");
        assert!(body.contains("\"budget\":1000,"), "{}", body);
    }

    #[test]
    fn bad_queries_name_the_problem() {
        refuses(
            &router(),
            &[
                ("/api/analyze?moves=z9", 422, "moves: expected a cell from a1 to o15, found `z9`"),
                ("/api/analyze?moves=h8+h8", 422, "taken (move 2)"),
                ("/api/move?moves=h8+h9+i8+i9+j8+j9+k8+k9+l8", 422, "the game is over"),
                ("/api/analyze?moves=h8+h9+i8+i9+j8+j9+k8+k9+l8+a1", 422, "winning line"),
                ("/api/analyze?board=27x27", 422, "board=27x27: expected sides from 5 to 26"),
                ("/api/analyze?board=4x9", 422, "board=4x9"),
                ("/api/analyze?k=4", 422, "k=4: gomoku is five in a row"),
                ("/api/analyze?scores=1", 422, "ask /api/move"),
            ],
        );
    }
}
