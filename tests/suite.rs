//! The whole test suite as one crate: the judge over stored cases, differential tests against
//! exhaustive oracles, bad-input checks, and single-file compilation.
mod bench;
mod checks;
mod classic;
mod common;
mod differential;
mod errors;
mod formats;
mod fuzz;
mod generated;
mod index;
mod inputs;
mod judge;
mod layout;
mod leetcode_family;
mod leetcode_input;
mod leetcode_reference;
mod oracle;
mod oracles;
mod plain;
mod problem;
mod problems;
mod reference;
mod standalone;
