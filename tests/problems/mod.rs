//! The registry: one line per problem, its binary's name, which is also the name of its test
//! file `tests/problems/<binary>.rs` (a module that defines `Game`, implementing `Problem`).
//! Each check of `tests/checks.rs` becomes one test per problem, `problems::<check>::<binary>`,
//! so `cargo test 891` runs everything about problem 891.
use crate::problem::Problem;

macro_rules! problems {
    ($($binary:ident,)*) => {
        $(pub mod $binary;)*

        /// Every problem, by binary name, in registry order.
        pub fn all() -> Vec<(&'static str, &'static dyn Problem)> {
            vec![$((stringify!($binary), &$binary::Game as &'static dyn Problem),)*]
        }

        problems!(@checks [$($binary)*]
            oracle_random oracle_small reference bad_input stored_outputs max_cases);
    };
    (@checks $binaries:tt $($check:ident)*) => {
        $(problems!(@check $check $binaries);)*
    };
    (@check $check:ident [$($binary:ident)*]) => {
        mod $check {
            $(
                #[test]
                fn $binary() {
                    crate::checks::$check(stringify!($binary));
                }
            )*
        }
    };
}

problems! {
    acwing_1319_move_pieces,
    acwing_1321_take_stones,
    acwing_1322_take_stones_game,
    acwing_891_nim,
    acwing_892_staircase_nim,
    acwing_893_set_nim,
    acwing_894_split_nim,
    aoj_1377_black_and_white_boxes,
    atcoder_abc195_e_lucky_7_battle,
    atcoder_abc201_d_game_in_momotetsu_world,
    atcoder_abc206_f_interval_game_2,
    atcoder_abc209_e_shiritori,
    atcoder_abc255_g_constrained_nim,
    atcoder_abc278_f_shiritori,
    atcoder_abc278_g_generalized_subtraction_game,
    atcoder_abc297_g_constrained_nim_2,
    atcoder_abc349_e_weighted_tic_tac_toe,
    atcoder_abc354_e_remove_pairs,
    atcoder_abc368_f_dividing_game,
    atcoder_abc398_e_tree_game,
    atcoder_agc002_e_candy_piles,
    atcoder_agc010_f_tree_game,
    atcoder_agc017_d_game_on_tree,
    atcoder_agc033_c_removing_coins,
    atcoder_arc091_d_strange_nim,
    atcoder_arc105_d_lets_play_nim,
    atcoder_arc116_f_deque_game,
    atcoder_dp_k_stones,
    atcoder_dp_l_deque,
    atcoder_typical90_ae_vs_atcoder,
    codeforces_1147c_thanos_nim,
    codeforces_1194d_one_two_k_game,
    codeforces_1312f_attack_on_red_kingdom,
    codeforces_1363c_game_on_leaves,
    codeforces_1365a_matrix_game,
    codeforces_1373b_01_game,
    codeforces_1382b_sequential_nim,
    codeforces_1396b_stoned_game,
    codeforces_1398b_substring_removal_game,
    codeforces_1404d_game_of_pairs,
    codeforces_1451d_circle_game,
    codeforces_1472d_even_odd_game,
    codeforces_1527b1_palindrome_game_easy,
    codeforces_1537d_deleting_divisors,
    codeforces_1704f_colouring_game,
    codeforces_1867c_salyg1n_and_the_mex_game,
    codeforces_1991e_coloring_game,
    codeforces_305e_playing_with_string,
    codeforces_603c_lieges_of_legendre,
    codeforces_768e_game_of_stones,
    codeforces_786a_berzerk,
    codeforces_812e_sagheer_and_apple_tree,
    codeforces_850c_arpa_and_a_game_with_mojtaba,
    codingame_ultimate_tic_tac_toe,
    cses_1097_removal_game,
    cses_1098_nim_game_ii,
    cses_1099_stair_game,
    cses_1729_stick_game,
    cses_1730_nim_game_i,
    cses_2207_grundys_game,
    cses_2208_another_game,
    gamesolver_connect4,
    gamesolver_gomoku,
    gamesolver_mnk,
    hdu_1536_s_nim,
    hdu_1846_brave_game,
    hdu_1847_good_luck_cet4,
    hdu_1848_fibonacci_again,
    hdu_1850_good_boy,
    hdu_2147_kikis_game,
    hdu_3595_gg_and_mm,
    kattis_amultiplicationgame,
    kattis_bachetsgame,
    kattis_cuttingbrownies,
    kattis_euclidsgame,
    kattis_snim,
    leetcode_1025_divisor_game,
    leetcode_1140_stone_game_ii,
    leetcode_1145_binary_tree_coloring_game,
    leetcode_1275_tic_tac_toe_winner,
    leetcode_1406_stone_game_iii,
    leetcode_1510_stone_game_iv,
    leetcode_1561_maximum_coins,
    leetcode_1563_stone_game_v,
    leetcode_1686_stone_game_vi,
    leetcode_1690_stone_game_vii,
    leetcode_1728_cat_and_mouse_ii,
    leetcode_1872_stone_game_viii,
    leetcode_1908_game_of_nim,
    leetcode_1927_sum_game,
    leetcode_2005_fibonacci_tree_game,
    leetcode_2017_grid_game,
    leetcode_2029_stone_game_ix,
    leetcode_2038_remove_colored_pieces,
    leetcode_2868_wording_game,
    leetcode_292_nim_game,
    leetcode_294_flip_game_ii,
    leetcode_3021_flower_game,
    leetcode_3222_coin_game,
    leetcode_3227_vowels_game,
    leetcode_3232_digit_game,
    leetcode_3283_kill_all_pawns,
    leetcode_3360_stone_removal_game,
    leetcode_348_design_tic_tac_toe,
    leetcode_375_guess_number_higher_or_lower_ii,
    leetcode_3828_final_element,
    leetcode_464_can_i_win,
    leetcode_486_predict_the_winner,
    leetcode_794_valid_tic_tac_toe_state,
    leetcode_810_chalkboard_xor_game,
    leetcode_843_guess_the_word,
    leetcode_877_stone_game,
    leetcode_913_cat_and_mouse,
    library_checker_nim_product_64,
    luogu_p1247_matches,
    luogu_p2197_nim,
    luogu_p2252_wythoff,
    luogu_p2490_black_and_white_chess,
    luogu_p2594_coloring_game,
    luogu_p4055_game,
    luogu_p4279_anti_nim,
    luogu_p4301_new_nim,
    luogu_p6487_hrpa,
    spoj_matgame,
    spoj_mcoins,
    spoj_mmmgame,
    spoj_ngm,
    timus_1180_stone_game,
}

/// The problem of `binary`; panics when the registry has none.
pub fn get(binary: &str) -> &'static dyn Problem {
    let found = all().into_iter().find(|(name, _)| *name == binary);
    found.unwrap_or_else(|| panic!("tests/problems/mod.rs registers no {}", binary)).1
}

#[test]
fn every_binary_has_a_problem_file_and_every_problem_file_a_binary() {
    let registered: Vec<&str> = all().into_iter().map(|(name, _)| name).collect();
    let mut sorted = registered.clone();
    sorted.sort_unstable();
    assert_eq!(registered, sorted, "tests/problems/mod.rs lists the problems by binary name");
    let files = crate::common::sorted_names(&crate::common::root().join("tests/problems"), ".rs");
    let files: Vec<&str> = files.iter().map(String::as_str).filter(|&f| f != "mod").collect();
    assert_eq!(files, registered, "tests/problems/*.rs and the registry name the same problems");
    assert_eq!(
        crate::common::binaries(),
        registered,
        "src/bin/*.rs and tests/problems/mod.rs name the same problems"
    );
}

/// Everything about one problem sits in its file: no other test source names its binary.
#[test]
fn only_its_problem_file_names_a_binary() {
    let root = crate::common::root().join("tests");
    let mut sources: Vec<std::path::PathBuf> = Vec::new();
    for dir in [root.clone(), root.join("problems")] {
        let names = crate::common::sorted_names(&dir, ".rs");
        sources.extend(names.iter().map(|name| dir.join(format!("{}.rs", name))));
    }
    for (binary, _) in all() {
        let own = root.join("problems").join(format!("{}.rs", binary));
        for source in sources.iter().filter(|&s| *s != own && !s.ends_with("problems/mod.rs")) {
            let text = String::from_utf8(crate::common::read(source)).expect("UTF-8");
            assert!(!text.contains(binary), "{} names {}", source.display(), binary);
        }
    }
}
