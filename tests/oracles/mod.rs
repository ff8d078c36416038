//! Exhaustive game-tree searches written from each problem's rules alone (no xor rule, no
//! Sprague–Grundy theorem, no formula): the independent judges of the differential tests.
pub mod nim;
pub mod set_nim;
pub mod split_nim;
pub mod staircase_nim;
