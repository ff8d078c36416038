#!/usr/bin/env python3
"""make new P=<judge>_<number>_<slug>: starts a problem in the project's layout. Writes
src/bin/P.rs from its judge's skeleton (a thin LeetCode file, or a full program with the
library's parts pasted in), an empty tests/data/P/sample-1.in/.out pair, the problem's test file
tests/problems/P.rs (from templates/skeleton_problem.rs), its line in the registry
tests/problems/mod.rs and a README row marked unsolved. The suite fails on the problem until its
header, solution, cases, oracle and reference solver exist."""
import os
import pathlib
import re
import subprocess
import sys

JUDGES = {"acwing": "AcWing", "leetcode": "LeetCode", "luogu": "Luogu", "hdu": "HDU",
          "atcoder": "AtCoder", "codeforces": "Codeforces", "cses": "CSES",
          "library_checker": "Library Checker", "kattis": "Kattis", "spoj": "SPOJ"}
# Judges whose problems are named, not numbered: the rest of the binary's name is the problem's
# id, shown as the judge spells it (Kattis and Library Checker in lower case, SPOJ in capitals).
NAMED = {"library_checker": str.lower, "kattis": str.lower, "spoj": str.upper}

root = pathlib.Path(__file__).resolve().parent.parent


def fail(message):
    print(f"error: {message}", file=sys.stderr)
    sys.exit(1)


def main():
    name = sys.argv[1] if len(sys.argv) > 1 else ""
    judges = "|".join(JUDGES)
    match = (re.fullmatch(rf"({'|'.join(NAMED)})_([0-9a-z_]+)", name)
             or re.fullmatch(rf"({judges})_([0-9a-z]+)_[0-9a-z_]+", name))
    if not match:
        fail(f"P={name!r}: expected <judge>_<number>_<slug> (or <judge>_<id> for "
             f"{', '.join(NAMED)}), judge one of {', '.join(JUDGES)}, lower case, "
             "e.g. P=leetcode_877_stone_game or P=kattis_bachetsgame")
    judge, number = match.group(1), match.group(2)
    source = root / "src/bin" / f"{name}.rs"
    tests = root / "tests/problems" / f"{name}.rs"
    for path in (source, tests):
        if path.exists():
            fail(f"{path.relative_to(root)} already exists")
    shown = NAMED.get(judge, str.upper)(number)
    fill = lambda text: text.replace("{JUDGE}", JUDGES[judge]).replace("{NUMBER}", shown)
    # FORM=tree or FORM=design starts a LeetCode problem that reads a tree or design calls.
    form = os.environ.get("FORM", "")
    if form not in ("", "tree", "design") or (form and judge != "leetcode"):
        fail(f"FORM={form!r}: expected tree or design, for a LeetCode problem")
    skeleton = {"": "skeleton_leetcode.rs", "tree": "skeleton_leetcode_tree.rs",
                "design": "skeleton_leetcode_design.rs"}[form] if judge == "leetcode" else "skeleton_program.rs"
    source.write_text(fill((root / "templates" / skeleton).read_text()))
    subprocess.run([sys.executable, str(root / "tools/sync_templates.py")], check=True)
    tests.write_text(fill((root / "templates/skeleton_problem.rs").read_text()))
    register(name)
    data = root / "tests/data" / name
    data.mkdir(parents=True, exist_ok=True)
    for suffix in ("in", "out"):
        (data / f"sample-1.{suffix}").touch()
    add_readme_row(name, f"| [{JUDGES[judge]} {shown} (unsolved)](unknown) | `{name}` | unsolved "
                         "| unsolved | unsolved |")
    print(f"created src/bin/{name}.rs, tests/problems/{name}.rs (registered), "
          f"tests/data/{name}/sample-1.in/.out and a README row;")
    print("next: the header and solution, the sample, edge and max cases, and the problem's tests")
    print(f"(oracle, reference solver, layout, bad inputs) in tests/problems/{name}.rs; then make test")


def register(name):
    """Adds `name` to the problems! list of tests/problems/mod.rs, in binary-name order."""
    registry = root / "tests/problems/mod.rs"
    text = registry.read_text()
    block = re.search(r"\nproblems! \{\n((?:    \w+,\n)*)\}", text)
    if not block:
        fail("tests/problems/mod.rs has no problems! list")
    names = sorted(re.findall(r"    (\w+),\n", block[1]) + [name])
    listed = "".join(f"    {n},\n" for n in names)
    registry.write_text(text[:block.start(1)] + listed + text[block.end(1):])


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
