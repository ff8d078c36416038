//! Exhaustive game-tree searches written from each problem's rules alone (no xor rule, no
//! Sprague–Grundy theorem, no formula): the independent judges of the differential tests.
pub mod can_i_win;
pub mod nim;
pub mod nim_game;
pub mod predict_the_winner;
pub mod set_nim;
pub mod split_nim;
pub mod staircase_nim;
pub mod stone_game_ii;
