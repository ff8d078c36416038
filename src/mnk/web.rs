//! The web page of Connect-N (`gamesolver_mnk --serve`): the page itself and its two routes,
//! answered by the same game and solver as stdin, so a position has one answer everywhere.
//!
//! - `GET /`: the page (`page.html`, inside the binary; it fetches nothing from elsewhere).
//! - `GET /api/analyze?board=WxH&k=K&moves=b2+a1`: the position as JSON: whose turn, whether
//!   the game is over, the winner and the winning line, and with `scores=1` the score of every
//!   empty cell (`null` where the search stopped at the request's bound), the best of them
//!   in words, and the positions searched.
//! - `GET /api/move?board=WxH&k=K&moves=…`: the perfect player's move (the first of the best
//!   by score, so the same position gets the same reply).
//! - With `id=ID` on either, `GET /api/progress?id=ID` says how many positions its search has
//!   searched so far and `GET /api/stop?id=ID` stops it (`web::jobs`); it then answers with
//!   what it knows.
//!
//! A bad query (a malformed or taken cell, a finished game, a board the solver does not take)
//! is answered 422 with `{"error": "…"}` naming the problem; an unknown route 404. A search
//! stops after `NODE_LIMIT` positions a request and answers with what it knows.

use crate::mnk::game::Game;
use crate::mnk::play::score_in_words;
use crate::mnk::shape::Shape;
use crate::mnk::solver::Solver;
use crate::web::http::{json_string, Request, Response};
use crate::web::jobs::{no_route, request_id, Job, Jobs};

/// The positions one request may search (about a second at most on the page's boards).
pub const NODE_LIMIT: u64 = 400_000;

pub const PAGE: &str = include_str!("page.html");

/// What the server keeps between requests: the searches running.
#[derive(Default)]
pub struct Site {
    jobs: Jobs,
}

impl Site {
    pub fn new() -> Site {
        Site::default()
    }

    /// The answer to `request`.
    pub fn answer(&self, request: &Request) -> Response {
        if let Some(response) = self.jobs.answer(request) {
            return response;
        }
        match request.path.as_str() {
            "/" | "/index.html" => Response::html(PAGE),
            "/api/analyze" | "/api/move" => {
                let (game, id) = match position(request).and_then(|g| Ok((g, request_id(request)?)))
                {
                    Ok(found) => found,
                    Err(why) => return Response::error(422, &why),
                };
                let job = self.jobs.start(id, NODE_LIMIT);
                if request.path == "/api/move" {
                    best_move(&game, &job)
                } else {
                    let scores = request.query.get("scores").map_or(false, |v| v == "1");
                    analysis(&game, scores, &job)
                }
            }
            _ => no_route(request),
        }
    }
}

/// The game of the query's board, K and moves.
fn position(request: &Request) -> Result<Game, String> {
    let board = request.query.get("board").map_or("3x3", String::as_str);
    let (w, h) = board
        .split_once('x')
        .and_then(|(w, h)| Some((w.parse::<usize>().ok()?, h.parse::<usize>().ok()?)))
        .ok_or_else(|| format!("board={}: expected WxH, such as 7x7", board))?;
    let k_text = request.query.get("k").map_or("3", String::as_str);
    let k = k_text
        .parse::<usize>()
        .map_err(|_| format!("k={}: expected a number such as 5", k_text))?;
    let shape = Shape::new(w, h, k)?;
    if shape.cells() > 64 {
        return Err(format!("board={}: the page takes boards of at most 64 cells", board));
    }
    let moves = request.query.get("moves").map_or("", String::as_str);
    Game::from_line(shape, moves).map_err(|e| format!("moves: {}", e))
}

fn cells_json(shape: Shape, cells: &[usize]) -> String {
    let names: Vec<String> = cells.iter().map(|&c| json_string(&shape.name(c))).collect();
    format!("[{}]", names.join(","))
}

fn state_json(game: &Game) -> String {
    let shape = game.shape();
    let winner = game.winner().map_or("null".to_string(), |p| json_string(&p.symbol().to_string()));
    format!(
        "\"board\":\"{}x{}\",\"k\":{},\"moves\":{},\"to_move\":\"{}\",\"over\":{},\"winner\":{},\"line\":{}",
        shape.width,
        shape.height,
        shape.k,
        cells_json(shape, game.moves()),
        game.to_move().symbol(),
        game.is_over(),
        winner,
        cells_json(shape, game.winning_line().unwrap_or(&[]))
    )
}

fn analysis(game: &Game, with_scores: bool, job: &Job) -> Response {
    let shape = game.shape();
    if !with_scores || game.is_over() {
        return Response::json(
            200,
            format!("{{{},\"scores\":{{}},\"complete\":true}}", state_json(game)),
        );
    }
    let mut solver = Solver::new(shape, 18);
    solver.set_position(game);
    solver.set_budget(std::sync::Arc::clone(&job.budget));
    let scores = solver.analyze_within(false, NODE_LIMIT);
    let fields: Vec<String> = scores
        .iter()
        .map(|&(cell, score)| {
            let value = score.map_or("null".to_string(), |s| s.to_string());
            format!("{}:{}", json_string(&shape.name(cell)), value)
        })
        .collect();
    let complete = scores.iter().all(|&(_, s)| s.is_some());
    let best = scores.iter().filter_map(|&(_, s)| s).max();
    let words = match (complete, best) {
        (true, Some(score)) => json_string(&score_in_words(shape, game, score)),
        _ => "null".to_string(),
    };
    let best = best.filter(|_| complete).map_or("null".to_string(), |s| s.to_string());
    Response::json(
        200,
        format!(
            "{{{},\"scores\":{{{}}},\"score\":{},\"words\":{},\"complete\":{},\"stopped\":{},\"positions\":{}}}",
            state_json(game),
            fields.join(","),
            best,
            words,
            complete,
            job.budget.stopped(),
            solver.nodes
        ),
    )
}

fn best_move(game: &Game, job: &Job) -> Response {
    if game.is_over() {
        return Response::error(422, "moves: the game is over, so there is no move");
    }
    let shape = game.shape();
    let mut solver = Solver::new(shape, 18);
    solver.set_position(game);
    solver.set_budget(std::sync::Arc::clone(&job.budget));
    let scores = solver.analyze_within(false, NODE_LIMIT);
    let complete = scores.iter().all(|&(_, s)| s.is_some());
    // The best known score, the first cell with it; a cell not finished counts as unknown.
    let chosen = scores.iter().filter_map(|&(c, s)| s.map(|s| (c, s))).fold(
        None,
        |best: Option<(usize, i32)>, (c, s)| match best {
            Some((_, b)) if b >= s => best,
            _ => Some((c, s)),
        },
    );
    let cell = chosen.map(|(c, _)| c).or_else(|| game.legal_moves().first().copied());
    match cell {
        Some(cell) => Response::json(
            200,
            format!(
                "{{{},\"move\":{},\"complete\":{},\"stopped\":{},\"positions\":{}}}",
                state_json(game),
                json_string(&shape.name(cell)),
                complete,
                job.budget.stopped(),
                solver.nodes
            ),
        ),
        None => Response::error(422, "moves: no move is left"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::web::http::parse_head;

    fn get(target: &str) -> Response {
        Site::new().answer(&parse_head(&format!("GET {} HTTP/1.1", target)).unwrap())
    }

    fn body(response: &Response) -> String {
        String::from_utf8(response.body.clone()).unwrap()
    }

    #[test]
    fn the_page_and_the_routes_answer() {
        assert!(body(&get("/")).contains("<svg"));
        let r = get("/api/analyze?board=3x3&k=3&moves=a1+b1+a2+b2&scores=1");
        assert_eq!(r.status, 200);
        // X plays a3 with his third stone and keeps two: 3 (hand-worked, as on stdin).
        assert!(body(&r).contains("\"a3\":3"), "{}", body(&r));
        assert!(body(&r).contains("\"score\":3"));
        let r = get("/api/move?board=3x3&k=3&moves=a1+b1+a2+b2");
        assert!(body(&r).contains("\"move\":\"a3\""), "{}", body(&r));
    }

    #[test]
    fn bad_queries_name_the_problem() {
        for (target, status, words) in [
            ("/api/analyze?moves=z9", 422, "moves: move 1 `z9`"),
            ("/api/analyze?moves=a1+a1", 422, "taken"),
            ("/api/move?moves=a1+b1+a2+b2+a3", 422, "the game is over"),
            ("/api/analyze?board=20x5", 422, "20x5"),
            ("/api/analyze?board=9x9&k=5", 422, "64 cells"),
            ("/api/analyze?k=x", 422, "k=x"),
            ("/nothing", 404, "no route /nothing"),
        ] {
            let r = get(target);
            assert_eq!(r.status, status, "{}", target);
            assert!(
                body(&r).starts_with("{\"error\":") && body(&r).contains(words),
                "{}: {}",
                target,
                body(&r)
            );
        }
    }
}
