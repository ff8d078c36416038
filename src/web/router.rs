//! One router for every game's page: the routes, the words of a query and of the JSON
//! answered, the same for Connect Four and Connect-N; a `Game` says only how its position is
//! read and searched.
//!
//! Routes (GET):
//! - `/`: the game's page, and `/page.css`, `/page.js` what every game's page shares (inside
//!   the binary; a page fetches nothing from elsewhere);
//! - `/api/analyze?board=WxH&k=K&moves=…&scores=1&budget=N&id=ID`: the position after
//!   `moves` (the game's notation, as on stdin; `+` or `%20` for a space); with `scores=1`
//!   the score of every move, searched within `budget` positions (the game's default if
//!   absent, at most `MAX_BUDGET_FACTOR` times it);
//! - `/api/move?…` (the same parameters): the solver's move and its score;
//! - `/api/progress?id=ID`, `/api/stop?id=ID`: how far the search of request ID got, and
//!   stopping it (`jobs`).
//!
//! Every answer about a position has the same fields: `board` ("7x6"), `k`, `moves` (a list
//! of the moves' names), `to_move` and `winner` (1 for the first player, 2 for the second,
//! winner null if none), `over`, `line` (the winning line's cells as `[column, row]` from 1,
//! row 1 at the bottom), then for `/api/analyze` `scores` (an object from each legal move's
//! name to its score, null where the search did not finish), `score` (the best, when all are
//! known), `words` (that score for the side to move, in the words both pages show), and for
//! `/api/move` `move` and `score`; both end with `complete` (every score known), `stopped`
//! (the page's Stop ended the search), `budget` and `positions` (searched). A score is as on
//! stdin: 1 plus the stones the winner has left in hand when the game ends, 0 a draw,
//! negative a loss. A parameter not listed, a malformed one, or a position the game refuses
//! is answered 422 with `{"error": "…"}` naming it; an unknown route 404.
//!
//! Cost: the game's search, bounded by the budget; O(board) to write the answer.

use crate::search::score::in_words;
use crate::util::budget::Budget;
use crate::util::options::parse_size;
use crate::web::http::{json_string, Handler, Request, Response};
use crate::web::jobs::{request_id, Jobs};
use std::sync::Arc;

/// The style and the script every game's page shares.
pub const PAGE_CSS: &str = include_str!("page.css");
pub const PAGE_JS: &str = include_str!("page.js");
/// How many times its default budget a query may ask for with `budget=`.
pub const MAX_BUDGET_FACTOR: u64 = 64;
/// The query parameters the position routes take.
const PARAMETERS: [&str; 6] = ["board", "k", "moves", "scores", "budget", "id"];

/// A board: its width, height and the stones in a row that win.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Board {
    pub width: usize,
    pub height: usize,
    pub k: usize,
}

/// What a request asks of a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ask {
    /// Only the position.
    State,
    /// The score of every move.
    Scores,
    /// The solver's move.
    Move,
}

/// A game's answer about a position.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Answer {
    /// The moves played, by name.
    pub moves: Vec<String>,
    /// The cells of the line the last move made, `(column, row)` from 1, row 1 at the
    /// bottom; empty if no one won.
    pub line: Vec<(usize, usize)>,
    /// For `Ask::Scores`, every legal move by name with its score (None: not finished).
    pub scores: Vec<(String, Option<i32>)>,
    /// For `Ask::Move`, the move chosen and its score (None: the search did not finish).
    pub chosen: Option<(String, Option<i32>)>,
    /// The positions searched.
    pub positions: u64,
}

/// How a game answers the router.
pub trait Game: Send + Sync {
    /// The page.
    fn page(&self) -> &str;
    /// The board of a query that names none (`board=`, `k=`).
    fn default_board(&self) -> Board;
    /// The positions a search may visit when the query does not say (`budget=`).
    fn default_budget(&self) -> u64;
    /// The game after `moves` on `board`, searched as `ask` says within `budget` (whose
    /// limit is `limit`); Err(why) says what of the query it refuses. Asked to search a
    /// finished game it answers the position alone, and refuses `Ask::Move`.
    fn answer(
        &self,
        board: Board,
        moves: &str,
        ask: Ask,
        budget: &Arc<Budget>,
        limit: u64,
    ) -> Result<Answer, String>;
}

/// The router of one game's page: its routes and the searches running.
pub struct Router<G: Game> {
    game: G,
    jobs: Jobs,
}

impl<G: Game> Router<G> {
    pub fn new(game: G) -> Router<G> {
        Router { game, jobs: Jobs::new() }
    }

    fn position_answer(&self, request: &Request) -> Result<String, String> {
        let query = &request.query;
        if let Some(name) = query.keys().find(|name| !PARAMETERS.contains(&name.as_str())) {
            let name: String = name.chars().take(32).collect();
            return Err(format!(
                "{}: no such parameter; the parameters are {}",
                name,
                PARAMETERS.join(", ")
            ));
        }
        let default = self.game.default_board();
        let board = match query.get("board") {
            None => default,
            Some(text) => {
                let (width, height) = parse_size(text).ok_or_else(|| {
                    format!(
                        "board={}: expected WxH, such as {}x{}",
                        text, default.width, default.height
                    )
                })?;
                Board { width, height, ..default }
            }
        };
        let board = match query.get("k") {
            None => board,
            Some(text) => Board {
                k: text
                    .parse()
                    .map_err(|_| format!("k={}: expected a number such as {}", text, default.k))?,
                ..board
            },
        };
        let ask = match (request.path.as_str(), query.get("scores").map(String::as_str)) {
            ("/api/move", _) => Ask::Move,
            (_, Some("1")) => Ask::Scores,
            (_, None) | (_, Some("0")) => Ask::State,
            (_, Some(other)) => return Err(format!("scores={}: expected 1 or 0", other)),
        };
        let most = self.game.default_budget().saturating_mul(MAX_BUDGET_FACTOR);
        let limit = match query.get("budget") {
            None => self.game.default_budget(),
            Some(text) => {
                text.parse().ok().filter(|n| (1..=most).contains(n)).ok_or_else(|| {
                    format!("budget={}: expected a number of positions from 1 to {}", text, most)
                })?
            }
        };
        let id = request_id(request)?;
        let moves = query.get("moves").map_or("", String::as_str);
        let job = self.jobs.start(id, limit);
        let answer = self.game.answer(board, moves, ask, &job.budget, limit)?;
        Ok(answer_json(board, &answer, ask, job.budget.stopped(), limit))
    }
}

impl<G: Game> Handler for Router<G> {
    fn searches(&self, request: &Request) -> bool {
        request.path == "/api/move"
            || (request.path == "/api/analyze"
                && request.query.get("scores").map_or(false, |s| s == "1"))
    }

    fn answer(&self, request: &Request) -> Response {
        if let Some(response) = self.jobs.answer(request) {
            return response;
        }
        match request.path.as_str() {
            "/" | "/index.html" => Response::text("text/html; charset=utf-8", self.game.page()),
            "/page.css" => Response::text("text/css; charset=utf-8", PAGE_CSS),
            "/page.js" => Response::text("text/javascript; charset=utf-8", PAGE_JS),
            "/api/analyze" | "/api/move" => match self.position_answer(request) {
                Ok(body) => Response::json(200, body),
                Err(why) => Response::error(422, &why),
            },
            _ => {
                let path: String = request.path.chars().take(64).collect();
                Response::error(
                    404,
                    &format!(
                        "no route {}: the routes are /, /page.css, /page.js, /api/analyze, /api/move, /api/progress and /api/stop",
                        path
                    ),
                )
            }
        }
    }
}

/// `page` with the option `value` of its board list (`<select id="size">`) selected; an
/// option `value` shown as `name` is added at the list's end if the list lacks it.
pub fn with_board_selected(page: &str, value: &str, name: &str) -> String {
    let option = format!("<option value=\"{}\">", value);
    let selected = format!("<option value=\"{}\" selected>", value);
    if page.contains(&option) {
        page.replacen(&option, &selected, 1)
    } else {
        let list = page.find("<select id=\"size\">").expect("the page's board list");
        let end = list + page[list..].find("</select>").expect("the list's end");
        format!("{}{}{}</option>{}", &page[..end], selected, name, &page[end..])
    }
}

fn score_json(score: Option<i32>) -> String {
    score.map_or("null".to_string(), |s| s.to_string())
}

/// The JSON of `answer` (see the header).
fn answer_json(board: Board, answer: &Answer, ask: Ask, stopped: bool, limit: u64) -> String {
    let cells = board.width * board.height;
    let played = answer.moves.len();
    let won = !answer.line.is_empty();
    let over = won || played == cells;
    let names: Vec<String> = answer.moves.iter().map(|m| json_string(m)).collect();
    let line: Vec<String> = answer.line.iter().map(|(c, r)| format!("[{},{}]", c, r)).collect();
    let mut json = format!(
        "{{\"board\":\"{}x{}\",\"k\":{},\"moves\":[{}],\"to_move\":{},\"over\":{},\"winner\":{},\"line\":[{}]",
        board.width,
        board.height,
        board.k,
        names.join(","),
        played % 2 + 1,
        over,
        if won { ((played + 1) % 2 + 1).to_string() } else { "null".to_string() },
        line.join(",")
    );
    let complete = match ask {
        Ask::Move => {
            let (name, score) = answer.chosen.clone().unwrap_or_default();
            json += &format!(",\"move\":{},\"score\":{}", json_string(&name), score_json(score));
            score.is_some()
        }
        Ask::State | Ask::Scores => {
            let scores: Vec<String> = answer
                .scores
                .iter()
                .map(|(name, score)| format!("{}:{}", json_string(name), score_json(*score)))
                .collect();
            let complete = answer.scores.iter().all(|(_, s)| s.is_some());
            let best = answer.scores.iter().filter_map(|&(_, s)| s).max().filter(|_| complete);
            let words = match best {
                Some(score) if !over => json_string(&in_words(score, cells as i32, played as i32)),
                _ => "null".to_string(),
            };
            json += &format!(
                ",\"scores\":{{{}}},\"score\":{},\"words\":{}",
                scores.join(","),
                score_json(best),
                words
            );
            complete
        }
    };
    json + &format!(
        ",\"complete\":{},\"stopped\":{},\"budget\":{},\"positions\":{}}}",
        complete, stopped, limit, answer.positions
    )
}

/// What the games' unit tests ask a router.
#[cfg(test)]
pub mod testing {
    use crate::web::http::{parse_head, Handler};

    /// The status and body of `GET target`.
    pub fn get(handler: &dyn Handler, target: &str) -> (u16, String) {
        let response = handler.answer(&parse_head(&format!("GET {} HTTP/1.1", target)).unwrap());
        (response.status, String::from_utf8(response.body).unwrap())
    }

    /// Each target is refused with its status and an error holding its words.
    pub fn refuses(handler: &dyn Handler, refused: &[(&str, u16, &str)]) {
        for &(target, status, words) in refused {
            let (got, body) = get(handler, target);
            assert_eq!(got, status, "{}: {}", target, body);
            assert!(
                body.starts_with("{\"error\":") && body.contains(words),
                "{}: {}",
                target,
                body
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::testing::refuses;
    use super::*;
    use crate::web::http::parse_head;

    /// Tic-tac-toe's opening as a toy game: the moves are kept, every empty cell scored 0.
    struct Toy;

    impl Game for Toy {
        fn page(&self) -> &'static str {
            "<svg>"
        }
        fn default_board(&self) -> Board {
            Board { width: 3, height: 3, k: 3 }
        }
        fn default_budget(&self) -> u64 {
            10
        }
        fn answer(
            &self,
            board: Board,
            moves: &str,
            ask: Ask,
            _: &Arc<Budget>,
            limit: u64,
        ) -> Result<Answer, String> {
            if board.width * board.height > 9 {
                return Err(format!("board={}x{}: too big", board.width, board.height));
            }
            let moves: Vec<String> = moves.split_whitespace().map(str::to_string).collect();
            let scores = match ask {
                Ask::Scores => vec![("c3".to_string(), Some(0)), ("a3".to_string(), None)],
                _ => Vec::new(),
            };
            let chosen = if ask == Ask::Move { Some(("c3".to_string(), Some(0))) } else { None };
            Ok(Answer { moves, line: Vec::new(), scores, chosen, positions: limit })
        }
    }

    fn get(target: &str) -> (u16, String) {
        super::testing::get(&Router::new(Toy), target)
    }

    #[test]
    fn every_answer_has_the_same_fields() {
        let (status, body) = get("/api/analyze?moves=a1+b2&scores=1&budget=7");
        assert_eq!(status, 200, "{}", body);
        assert_eq!(
            body,
            "{\"board\":\"3x3\",\"k\":3,\"moves\":[\"a1\",\"b2\"],\"to_move\":1,\"over\":false,\
             \"winner\":null,\"line\":[],\"scores\":{\"c3\":0,\"a3\":null},\"score\":null,\
             \"words\":null,\"complete\":false,\"stopped\":false,\"budget\":7,\"positions\":7}"
        );
        let (_, body) = get("/api/move?moves=a1");
        assert!(
            body.contains("\"to_move\":2,")
                && body.contains("\"move\":\"c3\",\"score\":0,\"complete\":true"),
            "{}",
            body
        );
        let (_, body) = get("/api/analyze?moves=a1");
        assert!(
            body.contains("\"scores\":{},\"score\":null,\"words\":null,\"complete\":true"),
            "{}",
            body
        );
    }

    #[test]
    fn bad_queries_name_the_problem() {
        refuses(
            &Router::new(Toy),
            &[
                ("/api/analyze?size=7x6", 422, "size: no such parameter"),
                ("/api/analyze?board=big", 422, "board=big: expected WxH, such as 3x3"),
                ("/api/analyze?board=4x4", 422, "board=4x4: too big"),
                ("/api/analyze?k=x", 422, "k=x"),
                ("/api/analyze?scores=2", 422, "scores=2"),
                (
                    "/api/analyze?budget=0",
                    422,
                    "budget=0: expected a number of positions from 1 to 640",
                ),
                ("/api/analyze?budget=641", 422, "from 1 to 640"),
                ("/api/move?id=a%20b", 422, "id:"),
                ("/nothing", 404, "no route /nothing"),
            ],
        );
    }

    #[test]
    fn searches_are_told_from_quick_requests() {
        let router = Router::new(Toy);
        let searches = |target: &str| {
            router.searches(&parse_head(&format!("GET {} HTTP/1.1", target)).unwrap())
        };
        assert!(searches("/api/move?moves=a1"));
        assert!(searches("/api/analyze?scores=1"));
        assert!(!searches("/api/analyze?moves=a1"));
        assert!(!searches("/api/progress?id=x"));
        assert!(!searches("/api/stop?id=x"));
        assert!(!searches("/"));
    }
}
