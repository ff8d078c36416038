//! What a judge does with a file: compile a full program alone with `rustc`, no crate around
//! it, and a LeetCode block alone after `struct Solution;`; the library parts each full program
//! repeats, held equal to their text in `src/`; LeetCode files kept thin.
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

/// The text of the library's part `name`: the lines of `src/<name>.rs` between
/// `// ==== part NAME: …` and `// ==== end part NAME ====`.
fn library_part(name: &str) -> String {
    let path = common::root().join("src").join(format!("{}.rs", name));
    let source = String::from_utf8(common::read(&path)).expect("UTF-8");
    let begin = format!("// ==== part {}:", name);
    let start = source.find(&begin).unwrap_or_else(|| panic!("src/{}.rs has no part", name));
    let body = &source[start..];
    let body = &body[body.find('\n').expect("a marker line") + 1..];
    let end = body.find(&format!("// ==== end part {} ====", name)).expect("an end marker");
    body[..end].to_string()
}

fn is_leetcode(binary: &str) -> bool {
    binary.starts_with("leetcode_")
}

/// A program no judge compiles alone says so in its header (`//! @standalone no: …`) and
/// uses the library (the Connect Four solver: its modules are in `src/connect4/`).
fn is_library_program(binary: &str) -> bool {
    crate::index::header_field(binary, "standalone").map_or(false, |v| v.starts_with("no"))
}

/// A program a judge compiles as one file, so it carries copies of the library's parts.
fn is_full_program(binary: &str) -> bool {
    !is_leetcode(binary) && !is_library_program(binary)
}

#[test]
fn full_programs_carry_copies_equal_to_the_library() {
    for binary in common::binaries().into_iter().filter(|b| is_full_program(b)) {
        let file = format!("src/bin/{}.rs", binary);
        let source = String::from_utf8(common::read(&common::root().join(&file))).expect("UTF-8");
        let blocks = template_blocks(&source, &file);
        let names: Vec<&str> = blocks.iter().map(|(name, _)| name.as_str()).collect();
        // A bot answers each turn as it comes, so it cannot read all of stdin first; its header
        // says so (`//! @turns …`) and it carries no program part.
        let answers_turns = crate::index::header_field(&binary, "turns").is_some();
        assert!(
            answers_turns || names.contains(&"program"),
            "{}: a full program carries the program part",
            file
        );
        for name in &names {
            let known = ["digits", "program", "tokens", "turns"].contains(name);
            assert!(known, "{}: carries {}, which is not a part of the library", file, name);
        }
        for (name, body) in blocks {
            let part = library_part(&name);
            assert!(
                body == part,
                "{}: its copy of {} differs from src/{}.rs; run make templates\n{}",
                file,
                name,
                name,
                common::diff(&part, &body)
            );
        }
    }
}

/// LeetCode compiles only the block, so a LeetCode file uses the library and copies nothing.
#[test]
fn leetcode_files_are_thin() {
    for binary in common::binaries().into_iter().filter(|b| is_leetcode(b)) {
        let file = format!("src/bin/{}.rs", binary);
        let source = String::from_utf8(common::read(&common::root().join(&file))).expect("UTF-8");
        assert!(template_blocks(&source, &file).is_empty(), "{} carries a copied part", file);
        assert!(source.contains("leetcode::run("), "{}: main calls leetcode::run", file);
        let lines = source.lines().count();
        assert!(lines <= 200, "{} has {} lines; a LeetCode file keeps to 200", file, lines);
    }
}

#[test]
fn library_programs_use_the_library_and_copy_nothing() {
    for binary in common::binaries().into_iter().filter(|b| is_library_program(b)) {
        let file = format!("src/bin/{}.rs", binary);
        let source = String::from_utf8(common::read(&common::root().join(&file))).expect("UTF-8");
        assert!(template_blocks(&source, &file).is_empty(), "{} carries a copied part", file);
        assert!(source.contains("use game_solutions::"), "{} uses the library", file);
    }
}

#[test]
fn no_allow_dead_code() {
    for binary in common::binaries() {
        let file = format!("src/bin/{}.rs", binary);
        let source = String::from_utf8(common::read(&common::root().join(&file))).expect("UTF-8");
        assert!(!source.contains("allow(dead_code)"), "{}: allow(dead_code)", file);
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
fn every_full_program_compiles_alone_with_rustc() {
    let out_dir = scratch_dir("standalone");
    for binary in common::binaries().into_iter().filter(|b| is_full_program(b)) {
        let file = common::root().join(format!("src/bin/{}.rs", binary));
        compile_alone(&file, &binary, &["--edition", "2021", "-O"], &out_dir);
    }
    fs::remove_dir_all(&out_dir).ok();
}

/// LeetCode's definition of a tree node, which it compiles before a tree problem's block
/// (the block brings `Rc` and `RefCell` into scope itself, as LeetCode's editor has it).
const LEETCODE_TREE_NODE: &str = include_str!("../templates/leetcode_tree_node.rs");
/// LeetCode's `Master` of an interactive problem (843), which it compiles before the block.
const LEETCODE_MASTER: &str = include_str!("../templates/leetcode_master.rs");

/// What LeetCode does with the pasted block: `struct Solution;` and the block, edition 2018.
#[test]
fn every_leetcode_block_compiles_alone_on_edition_2018() {
    let out_dir = scratch_dir("leetcode-blocks");
    for binary in common::binaries().into_iter().filter(|b| is_leetcode(b)) {
        let path = common::root().join(format!("src/bin/{}.rs", binary));
        let source = String::from_utf8(common::read(&path)).expect("UTF-8");
        let block = leetcode_block(&source)
            .unwrap_or_else(|| panic!("{} has no LeetCode paste markers", binary));
        // An `impl Solution` (after its `use` lines), or a design problem's struct and impl.
        let solution = (block.starts_with("impl Solution {") || block.starts_with("use std::"))
            && block.contains("impl Solution {");
        let design = block.starts_with("struct ") && block.contains("\nimpl ");
        assert!(
            solution || design,
            "{}: the block is neither an `impl Solution` nor a design class",
            binary
        );
        // A tree problem's block uses LeetCode's `TreeNode`, which LeetCode supplies.
        let supplied = if block.contains("TreeNode") { LEETCODE_TREE_NODE } else { "" };
        let supplied = if block.contains("master: &Master") { LEETCODE_MASTER } else { supplied };
        let file = out_dir.join(format!("{}.rs", binary));
        fs::write(&file, format!("struct Solution;\n{}\n{}", supplied, block))
            .expect("write the block");
        compile_alone(
            &file,
            &binary,
            &["--edition", "2018", "--crate-type", "lib", "-A", "dead_code"],
            &out_dir,
        );
    }
    fs::remove_dir_all(&out_dir).ok();
}
