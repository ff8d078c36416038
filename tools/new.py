#!/usr/bin/env python3
"""make new P=<judge>_<number>_<slug>: starts a problem. Writes src/bin/P.rs from the skeleton
for its judge (LeetCode's testcase reader and an `impl Solution` block, or the token reader
for full-program judges) with the shared template parts pasted in, an empty
tests/data/P/sample-1.in/.out pair, and a README row marked unsolved. The test suite fails on
the problem until its sample, edge and max cases, oracle, reference solver and solution exist."""
import pathlib
import re
import subprocess
import sys

JUDGES = {"acwing": "AcWing", "leetcode": "LeetCode", "luogu": "Luogu", "hdu": "HDU"}

root = pathlib.Path(__file__).resolve().parent.parent


def fail(message):
    print(f"error: {message}", file=sys.stderr)
    sys.exit(1)


def main():
    name = sys.argv[1] if len(sys.argv) > 1 else ""
    match = re.fullmatch(r"(acwing|leetcode|luogu|hdu)_([0-9a-z]+)_[0-9a-z_]+", name)
    if not match:
        fail(f"P={name!r}: expected <judge>_<number>_<slug>, judge one of {', '.join(JUDGES)}, "
             "lower case, e.g. P=leetcode_877_stone_game")
    judge, number = match.group(1), match.group(2)
    source = root / "src/bin" / f"{name}.rs"
    if source.exists():
        fail(f"{source.relative_to(root)} already exists")
    skeleton = "skeleton_leetcode.rs" if judge == "leetcode" else "skeleton_program.rs"
    text = (root / "templates" / skeleton).read_text()
    source.write_text(text.replace("{JUDGE}", JUDGES[judge]).replace("{NUMBER}", number.upper()))
    subprocess.run([sys.executable, str(root / "tools/sync_templates.py")], check=True)
    data = root / "tests/data" / name
    data.mkdir(parents=True, exist_ok=True)
    for suffix in ("in", "out"):
        (data / f"sample-1.{suffix}").touch()
    add_readme_row(name, f"| [{JUDGES[judge]} {number.upper()} (unsolved)](unknown) | `{name}` | unsolved "
                         "| unsolved | unsolved |")
    print(f"created src/bin/{name}.rs, tests/data/{name}/sample-1.in/.out and a README row;")
    print("next: the header, solve(), the sample and edge and max cases, an oracle in tests/oracles/,")
    print("a reference solver in tests/reference.rs, bad inputs in tests/errors.rs, then make test")


def add_readme_row(name, row):
    """Puts `row` into the README's problem table, in binary-name order."""
    readme = root / "README.md"
    lines = readme.read_text().split("\n")
    rows = [i for i, line in enumerate(lines) if line.startswith("| [")]
    if not rows:
        fail("README.md has no problem table")
    binary = lambda line: line.split("`")[1]
    after = [i for i in rows if binary(lines[i]) < name]
    at = after[-1] + 1 if after else rows[0]
    lines.insert(at, row)
    readme.write_text("\n".join(lines))


main()
