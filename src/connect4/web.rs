//! The web page of Connect Four (`gamesolver_connect4 --serve`): the page and its routes,
//! answered by the same solver as stdin (`Solver::analyze`, `Solver::best_move`), so a
//! position has one score everywhere.
//!
//! - `GET /`: the page (`page.html`, inside the binary; it fetches nothing from elsewhere).
//! - `GET /api/analyze?size=7x6&moves=4453&scores=1&id=ID`: the position as JSON: the size,
//!   the moves, whose turn (1 for the first player, 2 for the second), whether the game is
//!   over, the winner and the winning four (`[column, row]` pairs from 1, row 1 at the bottom);
//!   with `scores=1` the score of every column as `--analyze` prints it (a number, `"-"` for a
//!   full column, `null` where the search was stopped or reached the request's bound), the
//!   best in words, whether all are known, and the positions searched.
//! - `GET /api/move?size=…&moves=…&id=ID`: the solver's move (a column character as on stdin)
//!   and its score, or when the search was bounded or stopped a move that does not lose at once
//!   (`"complete":false`).
//! - `GET /api/progress?id=ID`, `GET /api/stop?id=ID`: how far the search of request ID got,
//!   and stopping it (`web::jobs`).
//!
//! `moves` is a line as on stdin, except that its last move may end the game (four in a row,
//! or the board full): the page shows finished games. Every size `--size` takes is taken. A bad
//! query (a malformed or full column, a move after four in a row, a size the solver does not
//! take, a bad id) is answered 422 with `{"error": "…"}` naming it; an unknown route 404. A
//! request searches at most `NODE_LIMIT` positions and answers with what it knows by then.
//!
//! Cost: a request is one solver question per column (a fresh table, the 7x6 book shared);
//! memory the solver's table, 2 MiB to start.

use super::board::{Position, Size};
use super::book::{Book, BUILT_IN_7X6};
use super::notation::{column_char, column_of};
use super::order::centre_first;
use super::play::standing;
use super::search::{MoveScore, Solver};
use crate::budget::within;
use crate::web::http::{json_string, Request, Response};
use crate::web::jobs::{no_route, request_id, Jobs};

/// The positions one request may search: a few seconds of this solver.
pub const NODE_LIMIT: u64 = 30_000_000;
/// The table holds up to 2^TABLE_BITS entries (64 MiB, what boards of 64 bits need); it
/// starts at 2 MiB and grows as a search fills it.
const TABLE_BITS: u32 = 23;

pub const PAGE: &str = include_str!("page.html");

/// What the server keeps between requests: the searches running, and the 7x6 book.
pub struct Site {
    jobs: Jobs,
    book: Option<Book>,
    /// The positions a request may search (`NODE_LIMIT`).
    node_limit: u64,
}

/// A game read from a query: the position after its moves, and who won with the last.
struct Game<const W: usize, const H: usize> {
    position: Position<W, H>,
    /// 1 or 2: the player who made four with the last move.
    winner: Option<u32>,
}

impl Site {
    /// A site with the built-in book (none if it were damaged: the search does without).
    pub fn new() -> Site {
        Site {
            jobs: Jobs::new(),
            book: Book::parse(BUILT_IN_7X6, Size { width: 7, height: 6 }).ok(),
            node_limit: NODE_LIMIT,
        }
    }

    /// The answer to `request`.
    pub fn answer(&self, request: &Request) -> Response {
        if let Some(response) = self.jobs.answer(request) {
            return response;
        }
        match request.path.as_str() {
            "/" | "/index.html" => Response::html(PAGE),
            "/api/analyze" | "/api/move" => self.position_answer(request),
            _ => no_route(request),
        }
    }

    fn position_answer(&self, request: &Request) -> Response {
        let size = request.query.get("size").map_or("7x6", String::as_str);
        let fitting = size
            .split_once('x')
            .and_then(|(w, h)| Some((w.parse::<usize>().ok()?, h.parse::<usize>().ok()?)));
        let (width, height) = match fitting {
            Some(size) => size,
            None => {
                return Response::error(422, &format!("size={}: expected WxH, such as 7x6", size))
            }
        };
        crate::on_connect4_size!(
            width,
            height,
            answer_on(self, request),
            Response::error(
                422,
                &format!(
                    "size={}: expected W columns of H cells, W, H >= 4 and W(H + 1) <= 64",
                    size
                )
            )
        )
    }
}

impl Default for Site {
    fn default() -> Site {
        Site::new()
    }
}

/// The answer to `/api/analyze` or `/api/move` on a board of W × H.
fn answer_on<const W: usize, const H: usize>(site: &Site, request: &Request) -> Response {
    let moves = request.query.get("moves").map_or("", String::as_str);
    let game = match read_game::<W, H>(moves) {
        Ok(game) => game,
        Err(why) => return Response::error(422, &format!("moves: {}", why)),
    };
    let id = match request_id(request) {
        Ok(id) => id,
        Err(why) => return Response::error(422, &why),
    };
    let over = game.winner.is_some() || game.position.moves() == Position::<W, H>::CELLS;
    let state = state_json(&game, moves.trim());
    let scores_asked = request.query.get("scores").map_or(false, |v| v == "1");
    let is_move = request.path == "/api/move";
    if is_move && over {
        return Response::error(422, "moves: the game is over, so there is no move");
    }
    if over || !(scores_asked || is_move) {
        return Response::json(200, format!("{{{},\"scores\":[],\"complete\":true}}", state));
    }
    let job = site.jobs.start(id, site.node_limit);
    let mut solver = match Solver::<W, H>::new(TABLE_BITS) {
        Ok(solver) => solver,
        Err(why) => return Response::error(500, &why),
    };
    solver.progress().silence();
    if let (7, 6, Some(book)) = (W, H, &site.book) {
        solver.set_book(book.clone());
    }
    solver.set_budget(std::sync::Arc::clone(&job.budget));
    let position = &game.position;
    if is_move {
        let found = within(|| solver.best_move(position));
        let (column, score) = match found {
            Some((column, score)) => (column, score.to_string()),
            None => (fallback_move(position), "null".to_string()),
        };
        return Response::json(
            200,
            format!(
                "{{{},\"move\":\"{}\",\"score\":{},\"complete\":{},\"stopped\":{},\"positions\":{}}}",
                state,
                column_char(column),
                score,
                found.is_some(),
                job.budget.stopped(),
                solver.nodes
            ),
        );
    }
    let scores = solver.analyze(position, false);
    let complete = !scores.contains(&MoveScore::Unknown);
    let best = scores
        .iter()
        .filter_map(|s| match s {
            MoveScore::Known(score) => Some(*score),
            _ => None,
        })
        .max();
    let (score, words) = match best.filter(|_| complete) {
        Some(score) => (
            score.to_string(),
            json_string(&standing(score, Position::<W, H>::CELLS, position.moves(), true)),
        ),
        None => ("null".to_string(), "null".to_string()),
    };
    let fields: Vec<String> = scores
        .iter()
        .map(|s| match s {
            MoveScore::Known(score) => score.to_string(),
            MoveScore::Full => "\"-\"".to_string(),
            MoveScore::Unknown => "null".to_string(),
        })
        .collect();
    Response::json(
        200,
        format!(
            "{{{},\"scores\":[{}],\"score\":{},\"words\":{},\"complete\":{},\"stopped\":{},\"positions\":{}}}",
            state,
            fields.join(","),
            score,
            words,
            complete,
            job.budget.stopped(),
            solver.nodes
        ),
    )
}

/// The game after `moves` (a line as on stdin, whose last move may end the game), or what is
/// wrong with it.
fn read_game<const W: usize, const H: usize>(moves: &str) -> Result<Game<W, H>, String> {
    let mut game = Game { position: Position::<W, H>::START, winner: None };
    for (i, byte) in moves.trim().bytes().enumerate() {
        let column = column_of(byte).filter(|&c| c < W).ok_or_else(|| {
            let found: String = moves.trim()[i..].chars().take(1).collect();
            format!(
                "move {}: expected a column 1 to {}, found `{}`",
                i + 1,
                column_char(W - 1),
                found
            )
        })?;
        if game.winner.is_some() {
            return Err(format!("move {}: the game is over: move {} made four", i + 1, i));
        }
        if !game.position.can_play(column) {
            return Err(format!("move {}: column {} is full", i + 1, column_char(column)));
        }
        if game.position.wins_by(column) {
            game.winner = Some(game.position.moves() as u32 % 2 + 1);
        }
        game.position = game.position.play_column(column);
    }
    Ok(game)
}

/// A move that does not lose at once if there is one, else any, from the centre out.
fn fallback_move<const W: usize, const H: usize>(position: &Position<W, H>) -> usize {
    let (safe, _) = position.safe_moves();
    let order = centre_first::<W>();
    let cells = Position::<W, H>::column_cells;
    order
        .iter()
        .copied()
        .find(|&c| safe & cells(c) != 0)
        .or_else(|| order.iter().copied().find(|&c| position.can_play(c)))
        .expect("a game not over has a move")
}

/// The fields every answer has: size, moves, whose turn, over, winner, the winning four.
fn state_json<const W: usize, const H: usize>(game: &Game<W, H>, moves: &str) -> String {
    let position = &game.position;
    let over = game.winner.is_some() || position.moves() == Position::<W, H>::CELLS;
    let four = match game.winner {
        Some(_) => Size { width: W, height: H }.fours(position.opponent()),
        None => 0,
    };
    let cells: Vec<String> = (0..W * Position::<W, H>::STRIDE)
        .filter(|&bit| four >> bit & 1 == 1)
        .map(|bit| {
            format!(
                "[{},{}]",
                bit / Position::<W, H>::STRIDE + 1,
                bit % Position::<W, H>::STRIDE + 1
            )
        })
        .collect();
    format!(
        "\"size\":\"{}x{}\",\"moves\":{},\"to_move\":{},\"over\":{},\"winner\":{},\"line\":[{}]",
        W,
        H,
        json_string(moves),
        position.moves() % 2 + 1,
        over,
        game.winner.map_or("null".to_string(), |w| w.to_string()),
        cells.join(",")
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::web::http::parse_head;

    fn get(site: &Site, target: &str) -> (u16, String) {
        let response = site.answer(&parse_head(&format!("GET {} HTTP/1.1", target)).unwrap());
        (response.status, String::from_utf8(response.body).unwrap())
    }

    #[test]
    fn scores_and_moves_are_the_statement_s() {
        let site = Site::new();
        // `4455 --analyze` prints -4 -3 18 2 2 18 -3 (the statement's example).
        let (status, body) = get(&site, "/api/analyze?size=7x6&moves=4455&scores=1");
        assert_eq!(status, 200, "{}", body);
        assert!(body.contains("\"scores\":[-4,-3,18,2,2,18,-3],\"score\":18"), "{}", body);
        assert!(body.contains("\"to_move\":1,\"over\":false,\"winner\":null"), "{}", body);
        assert!(body.contains("\"words\":\"You can win in 2 moves.\""), "{}", body);
        let (_, body) = get(&site, "/api/move?moves=4455");
        assert!(
            body.contains("\"move\":\"3\",\"score\":18")
                || body.contains("\"move\":\"6\",\"score\":18"),
            "{}",
            body
        );
    }

    #[test]
    fn a_finished_game_shows_its_winner_and_four() {
        let site = Site::new();
        // The first player's stones on the bottom row of columns 4 to 7.
        let (status, body) = get(&site, "/api/analyze?moves=4455667&scores=1");
        assert_eq!(status, 200, "{}", body);
        assert!(
            body.contains("\"over\":true,\"winner\":1,\"line\":[[4,1],[5,1],[6,1],[7,1]]"),
            "{}",
            body
        );
        let (status, body) = get(&site, "/api/move?moves=4455667");
        assert_eq!((status, body.contains("the game is over")), (422, true), "{}", body);
    }

    #[test]
    fn bad_queries_name_the_problem() {
        let site = Site::new();
        for (target, status, words) in [
            ("/api/analyze?moves=4x", 422, "move 2: expected a column 1 to 7, found `x`"),
            ("/api/analyze?moves=1111111", 422, "move 7: column 1 is full"),
            ("/api/analyze?moves=44556677", 422, "move 8: the game is over"),
            ("/api/analyze?size=20x5", 422, "size=20x5"),
            ("/api/analyze?size=3x3", 422, "size=3x3"),
            ("/api/analyze?size=big", 422, "size=big"),
            ("/api/move?moves=4&id=a%20b", 422, "id:"),
            ("/nothing", 404, "no route /nothing"),
        ] {
            let (got, body) = get(&site, target);
            assert_eq!(got, status, "{}", target);
            assert!(
                body.starts_with("{\"error\":") && body.contains(words),
                "{}: {}",
                target,
                body
            );
        }
    }

    #[test]
    fn a_search_past_its_bound_answers_what_it_knows() {
        let site = Site { node_limit: 1, ..Site::new() };
        // The empty 8x7 board has no book and takes far more than 2^20 positions.
        let (status, body) = get(&site, "/api/analyze?size=8x7&scores=1");
        assert_eq!(status, 200, "{}", body);
        assert!(body.contains("\"scores\":[null,null,null,null,null,null,null,null]"), "{}", body);
        assert!(body.contains("\"complete\":false,\"stopped\":false"), "{}", body);
        let (_, body) = get(&site, "/api/move?size=8x7");
        assert!(body.contains("\"move\":\"4\",\"score\":null,\"complete\":false"), "{}", body);
    }
}
