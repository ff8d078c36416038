//! What the solvers' web pages share: a small HTTP/1.1 server on `std::net` (`http`), which
//! each solver's binary starts with `--serve` and answers with its own routes.
pub mod http;
