//! The whole test suite as one crate. Everything about one problem sits in its file under
//! `tests/problems/` (oracle, reference solver, layout, cases, bad inputs, max cases, bench
//! workloads); every check common to all problems is written once, in the other modules, and
//! the registry (`tests/problems/mod.rs`) runs each on every problem.
mod bench;
mod checks;
mod common;
mod fuzz;
mod index;
mod inputs;
mod interact;
mod interactive;
mod judge;
mod layout;
mod oracle;
mod plain;
mod problem;
mod problems;
mod server;
mod standalone;
mod tools;
