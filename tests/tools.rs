//! The scripts behind the make commands a newcomer meets first, run as make runs them: `make
//! list` (tools/list.sh) in the order and with the filter worked out by hand here, `P=` in the
//! spellings of the judges (tools/binary.sh, which make run, judge, help, cases, fuzz and submit
//! use), and `make help` (tools/help.sh) showing each header's rules and every sample.
use crate::common;
use crate::index::header_field;
use std::process::Command;

/// What a script printed on stdout and stderr, and whether it succeeded.
struct Output {
    ok: bool,
    stdout: String,
    stderr: String,
}

fn script(name: &str, argument: &str) -> Output {
    let output = Command::new("bash")
        .arg(common::root().join("tools").join(name))
        .arg(argument)
        .current_dir(common::root())
        .output()
        .unwrap_or_else(|e| panic!("cannot run tools/{}: {}", name, e));
    Output {
        ok: output.status.success(),
        stdout: String::from_utf8_lossy(&output.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
    }
}

/// The binaries of `make list [Q=word]`, in its order: the last column of each row.
fn listed(word: &str) -> Vec<String> {
    let output = script("list.sh", word);
    assert!(output.ok, "tools/list.sh {:?} failed: {}", word, output.stderr);
    let mut rows = output.stdout.lines();
    let head: Vec<&str> = rows.next().unwrap_or("").split_whitespace().collect();
    assert_eq!(head, ["judge", "number", "title", "binary"], "make list's heading");
    rows.map(|row| row.split_whitespace().last().unwrap_or("").to_string()).collect()
}

/// `listed`, kept to the binaries in `order`, must be `order`.
fn assert_in_order(listed: &[String], order: &[&str]) {
    let kept: Vec<&str> =
        listed.iter().map(String::as_str).filter(|binary| order.contains(binary)).collect();
    assert_eq!(kept, order, "make list's order");
}

#[test]
fn make_list_sorts_by_judge_then_number_as_numbers() {
    let listed = listed("");
    let mut every = listed.clone();
    every.sort();
    assert_eq!(every, common::binaries(), "make list shows every binary once");
    // The judges, each in one block, in alphabetical order with case aside.
    let judges: Vec<String> =
        listed.iter().map(|binary| header_field(binary, "judge").unwrap_or_default()).collect();
    let mut blocks = judges.clone();
    blocks.dedup();
    let mut sorted = blocks.clone();
    sorted.sort_by_key(|judge| judge.to_lowercase());
    sorted.dedup();
    assert_eq!(blocks, sorted, "make list's judges, each once and in order");
    // Worked by hand: numbers as numbers, contests by name and then number.
    assert_in_order(
        &listed,
        &[
            "acwing_891_nim",
            "acwing_894_split_nim",
            "acwing_1319_move_pieces",
            "acwing_1322_take_stones_game",
            "atcoder_abc195_e_lucky_7_battle",
            "atcoder_abc201_d_game_in_momotetsu_world",
            "atcoder_abc368_f_dividing_game",
            "atcoder_agc002_e_candy_piles",
            "atcoder_agc017_d_game_on_tree",
            "atcoder_arc091_d_strange_nim",
            "atcoder_dp_k_stones",
            "atcoder_dp_l_deque",
            "codeforces_305e_playing_with_string",
            "codeforces_850c_arpa_and_a_game_with_mojtaba",
            "codeforces_1147c_thanos_nim",
            "codeforces_1527b1_palindrome_game_easy",
            "codeforces_1537d_deleting_divisors",
            "cses_1097_removal_game",
            "cses_2208_another_game",
            "hdu_1536_s_nim",
            "kattis_amultiplicationgame",
            "kattis_bachetsgame",
            "leetcode_292_nim_game",
            "leetcode_294_flip_game_ii",
            "leetcode_913_cat_and_mouse",
            "leetcode_1025_divisor_game",
            "leetcode_2868_wording_game",
            "leetcode_3021_flower_game",
            "library_checker_nim_product_64",
            "luogu_p2197_nim",
            "luogu_p4279_anti_nim",
            "spoj_matgame",
            "spoj_ngm",
        ],
    );
}

#[test]
fn make_list_keeps_the_rows_holding_a_word() {
    let nim = listed("NiM");
    for binary in ["acwing_891_nim", "leetcode_292_nim_game", "luogu_p4279_anti_nim"] {
        assert!(nim.iter().any(|b| b == binary), "make list Q=NiM lacks {}", binary);
    }
    assert!(!nim.iter().any(|b| b == "leetcode_877_stone_game"), "{:?}", nim);
    // Every row holding the word, in any of its four columns, and no other.
    let holds = |binary: &String| {
        let fields = ["judge", "number", "title"].iter().map(|f| header_field(binary, f));
        let mut text = fields.map(Option::unwrap_or_default).collect::<Vec<_>>().join(" ");
        text.push_str(binary);
        text.to_lowercase().contains("nim")
    };
    let expected: Vec<String> = listed("").into_iter().filter(holds).collect();
    assert_eq!(nim, expected, "make list Q=NiM");
    // Titles are searched too: AtCoder DP_L is "Deque".
    assert_eq!(listed("deque"), ["atcoder_arc116_f_deque_game", "atcoder_dp_l_deque"]);
    let nothing = script("list.sh", "no-such-word");
    assert!(!nothing.ok && nothing.stderr.starts_with("error: "), "{}", nothing.stderr);
}

#[test]
fn p_takes_the_judges_spellings() {
    let spellings = [
        ("abc349e", "atcoder_abc349_e_weighted_tic_tac_toe"),
        ("ABC349E", "atcoder_abc349_e_weighted_tic_tac_toe"),
        ("abc349_e", "atcoder_abc349_e_weighted_tic_tac_toe"),
        ("abc349-e", "atcoder_abc349_e_weighted_tic_tac_toe"),
        ("ABC349", "atcoder_abc349_e_weighted_tic_tac_toe"),
        ("atcoder_abc349_e_weighted_tic_tac_toe", "atcoder_abc349_e_weighted_tic_tac_toe"),
        ("dp_k", "atcoder_dp_k_stones"),
        ("1398B", "codeforces_1398b_substring_removal_game"),
        ("1398b", "codeforces_1398b_substring_removal_game"),
        ("cf1398b", "codeforces_1398b_substring_removal_game"),
        ("CF 1398 B", "codeforces_1398b_substring_removal_game"),
        ("codeforces1398B", "codeforces_1398b_substring_removal_game"),
        ("1527B1", "codeforces_1527b1_palindrome_game_easy"),
        ("891", "acwing_891_nim"),
        ("acwing891", "acwing_891_nim"),
        ("acwing_891_nim", "acwing_891_nim"),
        ("292", "leetcode_292_nim_game"),
        ("LC292", "leetcode_292_nim_game"),
        ("P2197", "luogu_p2197_nim"),
        ("nim_product_64", "library_checker_nim_product_64"),
        ("MATGAME", "spoj_matgame"),
        ("bachetsgame", "kattis_bachetsgame"),
        ("shiritori", "atcoder_abc278_f_shiritori"),
        ("stone_game_ii", "leetcode_1140_stone_game_ii"),
    ];
    for (spelling, binary) in spellings {
        let output = script("binary.sh", spelling);
        assert!(output.ok, "P={:?}: {}", spelling, output.stderr);
        assert_eq!(output.stdout.trim_end(), binary, "P={:?}", spelling);
    }
    // A word of several names lists them all, one a line, and fails.
    let several = script("binary.sh", "nim");
    assert!(!several.ok && several.stdout.is_empty(), "P=nim: {:?}", several.stdout);
    assert!(several.stderr.starts_with("error: "), "{}", several.stderr);
    for binary in ["acwing_891_nim", "luogu_p2197_nim", "leetcode_292_nim_game"] {
        let line = format!("\n  {}  (", binary);
        assert!(several.stderr.contains(&line), "P=nim does not list {}", binary);
    }
    for unknown in ["1527B", "abc999_z", ""] {
        let output = script("binary.sh", unknown);
        assert!(!output.ok && output.stderr.starts_with("error: "), "P={:?}", unknown);
    }
}

/// The lines of a stored file, for finding them in `make help`'s output.
fn file_lines(path: &std::path::Path) -> Vec<String> {
    let text = String::from_utf8(common::read(path)).expect("UTF-8");
    text.lines().map(|line| line.trim_end_matches('\r').to_string()).collect()
}

#[test]
fn make_help_shows_the_header_and_every_sample() {
    for binary in common::binaries() {
        let output = script("help.sh", &binary);
        assert!(output.ok, "make help P={}: {}", binary, output.stderr);
        let shown: Vec<&str> =
            output.stdout.lines().map(|line| line.trim_end_matches('\r')).collect();
        let trimmed: Vec<&str> = shown.iter().map(|line| line.trim_start()).collect();
        let source = file_lines(&common::root().join(format!("src/bin/{}.rs", binary)));
        let header: Vec<&str> = source
            .iter()
            .take_while(|line| line.starts_with("//!") && !line.starts_with("//! Idea"))
            .map(|line| line.trim_start_matches("//!").trim_start())
            .filter(|line| !line.is_empty())
            .collect();
        for line in &header {
            assert!(trimmed.contains(line), "make help P={} lacks the header's {:?}", binary, line);
        }
        assert!(header.iter().any(|line| line.starts_with("Rules")), "{}: no Rules", binary);
        let accepts = format!("Accepted: {}", header_field(&binary, "accepts").unwrap_or_default());
        assert!(shown.contains(&accepts.as_str()), "make help P={} lacks {:?}", binary, accepts);
        let data = crate::judge::data_dir(&binary);
        let samples = common::sorted_names(&data, ".in");
        let samples: Vec<&String> = samples.iter().filter(|n| n.starts_with("sample-")).collect();
        assert!(!samples.is_empty(), "{} has no sample", binary);
        for sample in samples {
            for suffix in ["in", "out"] {
                let name = format!("{}.{}", sample, suffix);
                let at = shown.iter().position(|line| *line == format!("== {}", name));
                let at = at.unwrap_or_else(|| panic!("make help P={} lacks {}", binary, name));
                let lines = file_lines(&data.join(&name));
                assert_eq!(&shown[at + 1..at + 1 + lines.len()], lines, "{}/{}", binary, name);
            }
        }
    }
    let output = script("help.sh", "no-such-problem");
    assert!(!output.ok && output.stderr.starts_with("error: "), "{}", output.stderr);
    let commands = script("help.sh", "");
    assert!(commands.ok && commands.stdout.contains("make list"), "{}", commands.stdout);
}
