//! The shared utilities every layer above uses, and nothing of any game: seeded randomness
//! (`rng`), hashing (`hash`), whether a descriptor is a terminal (`terminal`), a search's
//! budget (`budget`) and its progress line (`progress`), the command-line option table
//! (`options`), jobs on a few threads (`parallel`).
pub mod budget;
pub mod hash;
pub mod options;
pub mod parallel;
pub mod progress;
pub mod rng;
pub mod terminal;
