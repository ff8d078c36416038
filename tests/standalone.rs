//! What a judge does with a file: compile it alone with `rustc`, no crate around it; and the
//! input templates each file repeats, held equal to their canonical copies in `templates/`.
use crate::common;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

const BEGIN: &str = "// ==== template ";
const END: &str = "// ==== end template ";
const PASTE_FROM: &str = "// ==== LeetCode: paste from here ====";
const PASTE_TO: &str = "// ==== LeetCode: to here ====";

/// The template blocks of a source file: (name, body) for each
/// `// ==== template NAME: … ====` … `// ==== end template NAME ====` pair.
fn template_blocks(source: &str, file: &str) -> Vec<(String, String)> {
    let mut blocks = Vec::new();
    let mut lines = source.lines();
    while let Some(line) = lines.next() {
        if let Some(rest) = line.strip_prefix(BEGIN) {
            let name = rest.split(':').next().unwrap_or("").trim().to_string();
            let end = format!("{}{} ====", END, name);
            let mut body = String::new();
            loop {
                match lines.next() {
                    Some(l) if l == end => break,
                    Some(l) => {
                        body.push_str(l);
                        body.push('\n');
                    }
                    None => panic!("{}: template {} has no line {:?}", file, name, end),
                }
            }
            blocks.push((name, body));
        }
    }
    blocks
}

#[test]
fn template_copies_equal_their_canonical_part() {
    let mut copies = 0;
    for binary in common::binaries() {
        let file = format!("src/bin/{}.rs", binary);
        let source = String::from_utf8(common::read(&common::root().join(&file))).expect("UTF-8");
        let blocks = template_blocks(&source, &file);
        assert!(!blocks.is_empty(), "{} carries no template", file);
        for (name, body) in blocks {
            let canonical_path = common::root().join("templates").join(format!("{}.rs", name));
            let canonical = String::from_utf8(common::read(&canonical_path)).expect("UTF-8");
            assert!(
                body == canonical,
                "{}: template {} differs from templates/{}.rs; copy the canonical part back\n{}",
                file,
                name,
                name,
                common::diff(&canonical, &body)
            );
            copies += 1;
        }
    }
    assert!(copies > 0);
}

#[test]
fn allow_dead_code_only_on_template_items() {
    for binary in common::binaries() {
        let file = format!("src/bin/{}.rs", binary);
        let source = String::from_utf8(common::read(&common::root().join(&file))).expect("UTF-8");
        let outside: String = {
            let mut text = source.clone();
            for (_, body) in template_blocks(&source, &file) {
                text = text.replacen(&body, "", 1);
            }
            text
        };
        assert!(
            !outside.contains("allow(dead_code)"),
            "{}: allow(dead_code) outside a template",
            file
        );
    }
}

/// The text between the LeetCode paste markers of a source file, if it has them.
fn leetcode_block(source: &str) -> Option<&str> {
    let start = source.find(PASTE_FROM)? + PASTE_FROM.len() + 1;
    let end = source[start..].find(PASTE_TO)? + start;
    Some(&source[start..end])
}

/// Compiles `file` with `rustc` and `args` into `out_dir`; panics with rustc's message on failure.
fn compile_alone(file: &Path, name: &str, args: &[&str], out_dir: &Path) {
    let output = Command::new("rustc")
        .args(args)
        .args(["--crate-name", name, "--out-dir"])
        .arg(out_dir)
        .arg(file)
        .output()
        .expect("rustc runs");
    assert!(
        output.status.success(),
        "{} does not compile alone with rustc {}:\n{}",
        file.display(),
        args.join(" "),
        String::from_utf8_lossy(&output.stderr)
    );
}

fn scratch_dir(purpose: &str) -> PathBuf {
    let dir =
        std::env::temp_dir().join(format!("game-solutions-{}-{}", purpose, std::process::id()));
    fs::create_dir_all(&dir).expect("temporary folder");
    dir
}

#[test]
fn every_file_compiles_alone_with_rustc() {
    let out_dir = scratch_dir("standalone");
    for binary in common::binaries() {
        let file = common::root().join(format!("src/bin/{}.rs", binary));
        compile_alone(&file, &binary, &["--edition", "2021", "-O"], &out_dir);
    }
    fs::remove_dir_all(&out_dir).ok();
}

/// What LeetCode does with the pasted block: `struct Solution;` and the block, edition 2018.
#[test]
fn every_leetcode_block_compiles_alone_on_edition_2018() {
    let out_dir = scratch_dir("leetcode-blocks");
    for binary in common::binaries().into_iter().filter(|b| b.starts_with("leetcode_")) {
        let path = common::root().join(format!("src/bin/{}.rs", binary));
        let source = String::from_utf8(common::read(&path)).expect("UTF-8");
        let block = leetcode_block(&source)
            .unwrap_or_else(|| panic!("{} has no LeetCode paste markers", binary));
        assert!(
            block.starts_with("impl Solution {"),
            "{}: the block is not an `impl Solution`",
            binary
        );
        let file = out_dir.join(format!("{}.rs", binary));
        fs::write(&file, format!("struct Solution;\n\n{}", block)).expect("write the block");
        compile_alone(
            &file,
            &binary,
            &["--edition", "2018", "--crate-type", "lib", "-A", "dead_code"],
            &out_dir,
        );
    }
    fs::remove_dir_all(&out_dir).ok();
}
