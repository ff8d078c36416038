//! What the solvers' web pages share: a small HTTP/1.1 server on `std::net` (`http`), which
//! each solver's binary starts with `--serve` and answers with its own routes, and the list
//! of searches running, which a page asks how far they got and stops (`jobs`).
pub mod http;
pub mod jobs;
