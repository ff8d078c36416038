//! Bad input, for every binary: exit status 1, one `error: line …` line on stderr saying what
//! was expected, never a panic; stdout holds only the answers of the complete cases before the
//! bad one (nothing for single-case inputs).
use crate::common;
use predicates::prelude::*;

/// Inputs every AcWing-format binary must refuse; each starts with a count of values.
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
        other => panic!("tests/errors.rs lists no bad inputs for {}", other),
    }
}

fn bad_inputs(binary: &str) -> Vec<(Vec<u8>, &'static str)> {
    let shared =
        if binary.starts_with("leetcode_") { LEETCODE_BAD_INPUTS } else { COUNTED_BAD_INPUTS };
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
