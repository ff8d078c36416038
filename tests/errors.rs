//! Bad input, for every binary: exit status 1, one `error:` line on stderr that says where,
//! nothing on stdout, never a panic.
use crate::common;
use assert_cmd::Command;
use predicates::prelude::*;

/// Inputs every AcWing-format binary must refuse, whose first line is a count of values.
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

/// Bad inputs of each binary beyond the common ones.
fn own_bad_inputs(binary: &str) -> Vec<&'static str> {
    match binary {
        "acwing_891_nim" => vec!["2\n1 -3\n", "2\n1 2 3\n", "1\n9223372036854775808\n"],
        "acwing_892_staircase_nim" => {
            vec!["3\n1 2 -3\n", "2\n1 2\n3\n", "1\n99999999999999999999\n"]
        }
        "acwing_893_set_nim" => vec![
            "1\n0\n1\n3\n",
            "2\n1 2\n",
            "1\n2\n2\n3 -1\n",
            "1\n2\n1\n100001\n",
            "1001\n1\n",
            "1\n2\n1\n3\n4\n",
            "1000000000000\n1 2\n",
            "1\n2\n1000000000000\n1 2\n",
        ],
        "acwing_894_split_nim" => vec!["2\n1 -1\n", "1\n10001\n", "1\n5\n5\n"],
        other => panic!("no bad inputs listed for {}", other),
    }
}

#[test]
fn every_binary_refuses_bad_input_clearly() {
    for binary in common::binaries() {
        for input in COUNTED_BAD_INPUTS.iter().chain(own_bad_inputs(&binary).iter()) {
            Command::cargo_bin(&binary)
                .expect("binary")
                .write_stdin(*input)
                .timeout(common::TIME_LIMIT)
                .assert()
                .code(1)
                .stdout(predicate::str::is_empty())
                .stderr(predicate::str::starts_with("error: line "))
                .stderr(predicate::str::contains("expected"))
                .stderr(predicate::str::contains("panicked").not())
                .stderr(predicate::function(|err: &str| err.lines().count() == 1));
        }
    }
}
