#!/usr/bin/env python3
"""make new P=<judge>_<number>_<slug>: starts a problem in the project's layout. Writes
src/bin/P.rs from its judge's skeleton (a thin LeetCode file, or a full program with the
library's parts pasted in), an empty tests/data/P/sample-1.in/.out pair, the problem's test file
tests/problems/P.rs (from templates/skeleton_problem.rs), its line in the registry
tests/problems/mod.rs and a README row marked unsolved; then lists every placeholder left to
write, file and line. The suite fails on the problem until its header, solution, cases, oracle
and reference solver exist (CONTRIBUTING.md)."""
import os
import pathlib
import re
import subprocess
import sys

JUDGES = {"acwing": "AcWing", "leetcode": "LeetCode", "luogu": "Luogu", "hdu": "HDU",
          "atcoder": "AtCoder", "codeforces": "Codeforces", "cses": "CSES",
          "library_checker": "Library Checker", "kattis": "Kattis", "spoj": "SPOJ",
          "timus": "Timus", "aoj": "AOJ"}
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
    # AtCoder's problems are a contest and a task (atcoder_abc349_e_…: ABC349_E).
    match = (re.fullmatch(rf"({'|'.join(NAMED)})_([0-9a-z_]+)", name)
             or re.fullmatch(r"(atcoder)_([0-9a-z]+_[0-9a-z]+)_[0-9a-z_]+", name)
             or re.fullmatch(rf"({judges})_([0-9a-z]+)_[0-9a-z_]+", name))
    if not match:
        fail(f"P={name!r}: expected <judge>_<number>_<slug> (or <judge>_<id> for "
             f"{', '.join(NAMED)}), judge one of {', '.join(JUDGES)}, lower case, "
             "e.g. P=leetcode_877_stone_game, P=atcoder_abc349_e_weighted_tic_tac_toe or "
             "P=kattis_bachetsgame")
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
    add_readme_row(name, JUDGES[judge], shown)
    print(f"created src/bin/{name}.rs, tests/problems/{name}.rs (registered), "
          f"tests/data/{name}/sample-1.in/.out and a README row.")
    print("Placeholders left to write (the suite fails on the problem until each is done; "
          "CONTRIBUTING.md says how):")
    for place, line in placeholders(name, f"[{JUDGES[judge]} {shown}]"):
        print(f"  {place:<44} {line}")
    print("then: edge cases tests/data/<binary>/edge-<what>.in/.out worked by hand, "
          f"make cases P={name}, make test")


# A placeholder: a word the skeletons leave (`unsolved`, `unknown`), or a doc comment's
# parenthesised instruction such as `(title)` or `(a proof sketch)`.
PLACEHOLDER = re.compile(r"\bunsolved\b|\bunknown\b|^\s*//[/!].*\((?:[a-z`][^()]*|The I/O[^()]*|Sizes[^()]*)\)")


def placeholders(name, label):
    """Where the new problem's files still hold a placeholder, outside the pasted library parts:
    (file:line, the line). `label` is the README's `[Judge number]`."""
    found = []
    for path in (f"src/bin/{name}.rs", f"tests/problems/{name}.rs", "README.md"):
        pasted = False
        for number, line in enumerate((root / path).read_text().split("\n"), 1):
            pasted = (pasted or line.startswith("// ==== template ")) and not line.startswith(
                "// ==== end template ")
            ours = path != "README.md" or f"`{name}`" in line or line.startswith(label + ":")
            if ours and not pasted and PLACEHOLDER.search(line):
                found.append((f"{path}:{number}", line.strip()[:60]))
    for suffix in ("in", "out"):
        path = f"tests/data/{name}/sample-1.{suffix}"
        if (root / path).stat().st_size == 0:
            what = "input" if suffix == "in" else "output"
            found.append((path, f"empty: the statement's sample {what}"))
    return found


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


def number_key(number):
    """A problem number cut into runs, digits compared as numbers and the rest as text ignoring
    case (891 before 1319, ABC195_E before ABC201_D), as tests/index.rs sorts the index."""
    return [(0, int(run), "") if run.isdigit() else (1, 0, run.lower())
            for run in re.findall(r"[0-9]+|[^0-9]+", number)]


def index_key(judge, number, binary):
    return (judge.lower(), number_key(number), binary)


def header_field(binary, key):
    """The value of the header line `//! @key value` of src/bin/<binary>.rs, or None."""
    path = root / "src/bin" / f"{binary}.rs"
    lines = path.read_text().split("\n") if path.exists() else []
    for line in lines:
        if not line.startswith("//!"):
            break
        if line.startswith(f"//! @{key} "):
            return line[len(f"//! @{key} "):].strip()
    return None


def add_readme_row(name, judge, number):
    """Puts the row of `name` into the README's problem table at its place (by judge, then by
    number as numbers, as the headers' @judge and @number say), and its link definition
    `[judge number]: unknown` after the one of the row before it."""
    readme = root / "README.md"
    lines = readme.read_text().split("\n")
    rows = [i for i, line in enumerate(lines) if line.startswith("| [")]
    if not rows:
        fail("README.md has no problem table")
    binary = lambda line: line.split("`")[1]
    label = lambda line: line[1:].split("]")[0].strip(" [")

    def key(line):
        other = binary(line)
        shown = label(line)
        judge_of = header_field(other, "judge") or shown.rsplit(" ", 1)[0]
        number_of = header_field(other, "number") or shown.rsplit(" ", 1)[-1]
        return index_key(judge_of, number_of, other)

    new_key = index_key(judge, number, name)
    before = [i for i in rows if key(lines[i]) < new_key]
    at = before[-1] + 1 if before else rows[0]
    lines.insert(at, f"| [{judge} {number}] | `{name}` | unsolved | unsolved |")
    # The link definitions follow the table in the rows' order.
    neighbour = lines[at - 1] if before else lines[at + 1]
    prefix = f"[{label(neighbour)}]: "
    defined = [i for i, line in enumerate(lines) if line.startswith(prefix)]
    if not defined:
        fail(f"README.md has no link definition `{prefix}…` for the row before the new one")
    lines.insert(defined[0] + 1 if before else defined[0], f"[{judge} {number}]: unknown")
    readme.write_text("\n".join(lines))


main()
