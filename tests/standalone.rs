//! What a judge does with a file: compile it alone with `rustc`, no crate around it; and the
//! input templates each file repeats, held equal to their canonical copies in `templates/`.
use crate::common;
use std::fs;
use std::process::Command;

const BEGIN: &str = "// ==== template ";
const END: &str = "// ==== end template ";

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

#[test]
fn every_file_compiles_alone_with_rustc() {
    let out_dir =
        std::env::temp_dir().join(format!("game-solutions-standalone-{}", std::process::id()));
    fs::create_dir_all(&out_dir).expect("temporary folder");
    for binary in common::binaries() {
        let file = common::root().join(format!("src/bin/{}.rs", binary));
        let output = Command::new("rustc")
            .args(["--edition", "2021", "-O", "--crate-name", &binary, "-o"])
            .arg(out_dir.join(&binary))
            .arg(&file)
            .output()
            .expect("rustc runs");
        assert!(
            output.status.success(),
            "{} does not compile alone:\n{}",
            file.display(),
            String::from_utf8_lossy(&output.stderr)
        );
    }
    fs::remove_dir_all(&out_dir).ok();
}
