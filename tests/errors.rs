//! Bad input, for every binary: exit status 1, one `error: line …` line on stderr saying what
//! was expected, never a panic; stdout holds only the answers of the complete cases before the
//! bad one (nothing for single-case inputs).
use crate::common;
use crate::formats::{self, Shape};
use predicates::prelude::*;

/// Inputs every single-test AcWing binary must refuse (its input opens with a count).
const COUNTED_BAD_INPUTS: &[&str] = &[
    "",
    " \r\n\t ",
    "abc",
    "-1\n",
    "99999999999999999999\n1\n",
    "2\n1 x\n",
    "2\n3\n",
    "1000000000000\n1 2\n",
    "1\n+5\n",
    "1\n1e9\n",
    "1\n0x10\n",
    "1\n2.5\n",
    "1\n\u{0}\n",
    "1\n1\u{00A0}\u{00A0}x",
];

/// Inputs every other full program must refuse before its first test is complete.
const PROGRAM_BAD_INPUTS: &[&str] =
    &["abc", "-1\n", "99999999999999999999\n", "+5\n", "1e9\n", "0x10\n", "2.5\n", "\u{0}\n"];

/// Inputs with no test at all: zero tests where tests run to the end of the input, else bad.
const EMPTY_INPUTS: &[&str] = &["", " \r\n\t "];

/// Inputs every LeetCode-format binary must refuse before its first case is complete.
const LEETCODE_BAD_INPUTS: &[&str] =
    &["", " \r\n\t ", "abc", "\u{0}", "99999999999999999999", "+5", "1e9", "0x10", "2.5"];

/// Each binary's own bad inputs, with the answers printed before the error.
fn own_bad_inputs(binary: &str) -> Vec<(Vec<u8>, &'static str)> {
    let single =
        |inputs: &[&str]| inputs.iter().map(|i| (i.as_bytes().to_vec(), "")).collect::<Vec<_>>();
    match binary {
        "acwing_891_nim" => single(&["2\n1 -3\n", "2\n1 2 3\n", "1\n9223372036854775808\n"]),
        "acwing_892_staircase_nim" => {
            single(&["3\n1 2 -3\n", "2\n1 2\n3\n", "1\n99999999999999999999\n"])
        }
        "acwing_893_set_nim" => single(&[
            "1\n0\n1\n3\n",
            "2\n1 2\n",
            "1\n2\n2\n3 -1\n",
            "1\n2\n1\n100001\n",
            "1001\n1\n",
            "1\n2\n1\n3\n4\n",
            "1\n2\n1000000000000\n1 2\n",
        ]),
        "acwing_894_split_nim" => single(&["2\n1 -1\n", "1\n10001\n", "1\n5\n5\n"]),
        "leetcode_292_nim_game" => vec![
            ("-4".into(), ""),
            ("2147483648".into(), ""),
            ("4 5".into(), ""),
            ("n = 4, m = 5".into(), ""),
            ("m = 4".into(), ""),
            ("n =".into(), ""),
            ("n =\nm =\n4".into(), ""),
            ("[4]".into(), ""),
            ("4\n5\nx\n".into(), "false\ntrue\n"),
            ("n = 4\r\nn =\r\n5\r\n-1\r\n".into(), "false\ntrue\n"),
        ],
        "leetcode_464_can_i_win" => vec![
            ("10 11".into(), ""),
            ("10".into(), ""),
            ("-1\n10".into(), ""),
            ("26\n10".into(), ""),
            ("10\n2147483648".into(), ""),
            ("desiredTotal = 11, maxChoosableInteger = 10".into(), ""),
            ("maxChoosableInteger = 10".into(), ""),
            ("maxChoosableInteger = 10 desiredTotal = 11".into(), ""),
            ("maxChoosableInteger = 10, desiredTotal = 11, extra = 1".into(), ""),
            ("maxChoosableInteger =\n10\ndesiredTotal =\n".into(), ""),
            ("maxChoosableInteger =\n10\ndesiredTotal = 11\n".into(), ""),
            ("10\n11\n10\n".into(), "false\n"),
        ],
        "leetcode_486_predict_the_winner" => vec![
            ("[1,2".into(), ""),
            ("[1,,2]".into(), ""),
            ("[1 2]".into(), ""),
            ("[1,2,]".into(), ""),
            ("1,2".into(), ""),
            ("[2147483648]".into(), ""),
            ("nums: [1]".into(), ""),
            ("numbers = [1]".into(), ""),
            ("[1] [2]".into(), ""),
            ("[[1]]".into(), ""),
            (format!("[{}1]", "1,".repeat(5000)).into(), ""),
            ("[1,5,2]\nnums = [1, 5, 233, 7]\n[3,x]".into(), "false\ntrue\n"),
        ],
        "leetcode_1140_stone_game_ii" => vec![
            ("[1,-2]".into(), ""),
            ("[1000001]".into(), ""),
            (format!("[{}1]", "1,".repeat(1000)).into(), ""),
            ("piles = [1,2], M = 1".into(), ""),
            ("[1,2]\n[".into(), "3\n"),
        ],
        "acwing_1319_move_pieces" => single(&[
            "2 2 1\n1 2\n2 1\n1\n",
            "1 1 1\n1 1\n1\n",
            "2 1 1\n1 3\n1\n",
            "2 1 1\n1 2\n3\n",
            "0 0 0\n",
            "2 1 1\n1 2\n1\n5\n",
            "2 1 2\n1 2\n1\n",
        ]),
        "acwing_1321_take_stones" => vec![
            ("2\n1 2\n2 1\n".into(), "NO\n"),
            ("1\n1 -1\n".into(), ""),
            ("1\n2 1 1\n1\n".into(), "YES\n"),
        ],
        "acwing_1322_take_stones_game" => vec![
            ("2\n1 5\n2 1\n".into(), "1\n"),
            ("1\n2 -1 1\n".into(), ""),
            ("1\n10001\n".into(), ""),
            ("1\n1 5\n9\n".into(), "1\n"),
        ],
        "luogu_p2197_nim" => vec![
            ("2\n2 1 1\n1\n".into(), "No\n"),
            ("1\n1 -1\n".into(), ""),
            ("1\n1 5\n7\n".into(), "Yes\n"),
        ],
        "luogu_p4279_anti_nim" => vec![
            ("2\n1 1\n2 1\n".into(), "Brother\n"),
            ("1\n1 -5\n".into(), ""),
            ("1\n0\n0\n".into(), "John\n"),
        ],
        "luogu_p2252_wythoff" => {
            single(&["1\n", "1 2 3\n", "1000000000000000001 1\n", "-1 2\n", "8 x\n"])
        }
        "hdu_1846_brave_game" => vec![
            ("2\n23 2\n4\n".into(), "first\n"),
            ("1\n5 0\n".into(), ""),
            ("1\n4 3\n4 3\n".into(), "second\n"),
        ],
        "hdu_1847_good_luck_cet4" => {
            vec![("1\n3\nx\n".into(), "Kiki\nCici\n"), ("1 -3\n".into(), "Kiki\n")]
        }
        "hdu_1848_fibonacci_again" => vec![
            ("1 1 1\n".into(), "Fibo\n"),
            ("1 1 1\n0 0 0\n5\n".into(), "Fibo\n"),
            ("0 1 1\n".into(), ""),
            ("1 4 1\n1000001 1 1\n0 0 0\n".into(), "Nacci\n"),
            ("1 1 0\n0 0 0\n".into(), ""),
            ("1 1\n".into(), ""),
        ],
        "hdu_2147_kikis_game" => vec![
            ("5 3\n".into(), "What a pity!\n"),
            ("5 4\n0 0\n0 0\n".into(), "Wonderful!\n"),
            ("5 0\n0 0\n".into(), ""),
            ("0 5\n".into(), ""),
        ],
        "hdu_1850_good_boy" => vec![
            ("3\n5 7 9\n".into(), "1\n"),
            ("3\n5 7 9\n0\n1\n".into(), "1\n"),
            ("2\n1 -1\n0\n".into(), ""),
            ("3\n1 2\n".into(), ""),
        ],
        "hdu_1536_s_nim" => vec![
            ("2 2 5\n1\n1 5\n".into(), "W\n"),
            ("1 0\n1\n1 3\n0\n".into(), ""),
            ("1 1\n1\n1 100001\n0\n".into(), ""),
            ("2 2 5\n2\n1 5\n2 1\n".into(), ""),
            ("1 1\n1\n1 1\n0\n0\n".into(), "W\n"),
        ],
        "leetcode_877_stone_game" => vec![
            ("[1,-2]".into(), ""),
            ("[5,3,4,5]\n[".into(), "true\n"),
            (format!("[{}1]", "1,".repeat(5000)).into(), ""),
            ("piles = [1], x = 2".into(), ""),
        ],
        "leetcode_1025_divisor_game" => vec![
            ("0".into(), ""),
            ("2\n-1".into(), "true\n"),
            ("2147483648".into(), ""),
            ("n = 3, m = 1".into(), ""),
        ],
        "leetcode_1510_stone_game_iv" => {
            vec![("1000001".into(), ""), ("-1".into(), ""), ("1\n2\nx".into(), "true\nfalse\n")]
        }
        "leetcode_1563_stone_game_v" => vec![
            ("[1000001]".into(), ""),
            ("[-1]".into(), ""),
            ("[6,2,3,4,5,5]\n[1,2".into(), "18\n"),
            (format!("[{}1]", "1,".repeat(1000)).into(), ""),
        ],
        "leetcode_1406_stone_game_iii" => vec![
            ("[1,2,3,7]\nstoneValue = [1, x]".into(), "\"Bob\"\n"),
            ("values = [1]".into(), ""),
            ("[2147483648]".into(), ""),
        ],
        "leetcode_1686_stone_game_vi" => vec![
            ("[1,2]\n[1]".into(), ""),
            ("[1000000001]\n[1]".into(), ""),
            ("aliceValues = [1,3], bobValues = [2,1]\n[1]\n".into(), "1\n"),
        ],
        "leetcode_1690_stone_game_vii" => vec![
            ("[-1,2]".into(), ""),
            ("[2147483647,1]".into(), ""),
            ("[5,3,1,4,2]\n[1,".into(), "6\n"),
            (format!("[{}1]", "1,".repeat(5000)).into(), ""),
        ],
        "leetcode_1872_stone_game_viii" => {
            vec![("[1073741824,1]".into(), ""), ("[-1,2,-3,4,-5]\n[1]x".into(), "5\n")]
        }
        "leetcode_1927_sum_game" => vec![
            ("\"25?\"".into(), ""),
            ("\"25a?\"".into(), ""),
            ("\"25??\"\nnum = 25??".into(), "true\n"),
        ],
        "leetcode_2029_stone_game_ix" => vec![
            ("[2,1]\n[2,x]".into(), "true\n"),
            ("[2147483648]".into(), ""),
            ("stones = [1], n = 2".into(), ""),
        ],
        "leetcode_2038_remove_colored_pieces" => vec![
            ("\"AAABABB\"\n\"AAC\"".into(), "true\n"),
            ("\"aa\"".into(), ""),
            ("colors = AAA".into(), ""),
        ],
        "leetcode_3227_vowels_game" => vec![
            ("\"leetcoder\"\n\"Abc\"".into(), "true\n"),
            ("\"abc".into(), ""),
            ("s = \"a\", t = \"b\"".into(), ""),
        ],
        "leetcode_913_cat_and_mouse" => vec![
            ("[[1],[0]]".into(), ""),
            ("[[1,3],[0],[3],[0,2]]\n[[1],[0,2],[0]]".into(), "1\n"),
            ("[[1,2],[0,1],[0]]".into(), ""),
            ("[[1,5],[0],[0]]".into(), ""),
        ],
        "leetcode_1728_cat_and_mouse_ii" => vec![
            ("[\"M.C...F\"]\n1\n4\n[\"MM.C..F\"]\n1\n1".into(), "true\n"),
            ("[\"M.CF\",\"...\"]\n1\n1".into(), ""),
            ("[\"M.C...F\"]\n-1\n1".into(), ""),
            ("[\"M.C.X.F\"]\n1\n1".into(), ""),
        ],
        "leetcode_810_chalkboard_xor_game" => vec![
            ("[-1]".into(), ""),
            ("[1,1,2]\n[1,".into(), "false\n"),
            ("nums = [1], x = 1".into(), ""),
        ],
        "leetcode_375_guess_number_higher_or_lower_ii" => {
            vec![("2001".into(), ""), ("-1".into(), ""), ("10\n1\nx".into(), "16\n0\n")]
        }
        other => panic!("tests/errors.rs lists no bad inputs for {}", other),
    }
}

fn bad_inputs(binary: &str) -> Vec<(Vec<u8>, &'static str)> {
    let shared: Vec<&str> = match formats::format(binary).map(|format| format.shape) {
        Some(Shape::UntilEnd) => PROGRAM_BAD_INPUTS.to_vec(),
        Some(Shape::Single) if binary.starts_with("acwing_") => {
            [COUNTED_BAD_INPUTS, PROGRAM_BAD_INPUTS].concat()
        }
        Some(_) => [PROGRAM_BAD_INPUTS, EMPTY_INPUTS].concat(),
        None => LEETCODE_BAD_INPUTS.to_vec(),
    };
    let mut inputs: Vec<(Vec<u8>, &str)> =
        shared.iter().map(|input| (input.as_bytes().to_vec(), "")).collect();
    inputs.push((b"\xFF\xFE1\n".to_vec(), ""));
    inputs.extend(own_bad_inputs(binary));
    inputs
}

#[test]
fn every_binary_refuses_bad_input_clearly() {
    for binary in common::binaries() {
        for (input, printed_before) in bad_inputs(&binary) {
            common::limited(&binary)
                .write_stdin(input)
                .assert()
                .code(1)
                .stdout(printed_before)
                .stderr(predicate::str::starts_with("error: line "))
                .stderr(predicate::str::contains("expected"))
                .stderr(predicate::str::contains("panicked").not())
                .stderr(predicate::function(|err: &str| err.lines().count() == 1));
        }
    }
}
