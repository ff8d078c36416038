//! The games' web pages: a small HTTP/1.1 server on `std::net` (`http`), one router for every
//! game with one JSON vocabulary (`router`), the searches running, which a page asks how far
//! they got and stops (`jobs`), and each game as the router asks it with its page (`connect4`,
//! `mnk`, `gomoku`). A binary's `--serve` calls `http::listen` and `http::serve` with a game's router.
//! This layer uses the games below it; nothing below uses it.
pub mod connect4;
pub mod gomoku;
pub mod http;
pub mod jobs;
pub mod mnk;
pub mod router;
