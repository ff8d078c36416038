#!/usr/bin/env python3
"""make templates: pastes each shared part of the library (the lines of src/NAME.rs between
`// ==== part NAME: ...` and `// ==== end part NAME ====`) over every copy of it in a full
program in src/bin (the lines between `// ==== template NAME: ...` and
`// ==== end template NAME ====`). tests/standalone.rs fails while any copy differs."""
import pathlib
import re

root = pathlib.Path(__file__).resolve().parent.parent
copy = re.compile(r"(// ==== template (\w+):[^\n]*\n)(.*?)(// ==== end template \2 ====)", re.S)


def part(name):
    """The text of the library's part NAME."""
    source = (root / "src" / f"{name}.rs").read_text()
    found = re.search(rf"// ==== part {name}:[^\n]*\n(.*?)// ==== end part {name} ====", source, re.S)
    if not found:
        raise SystemExit(f"error: src/{name}.rs has no part {name}")
    return found[1]


for path in sorted((root / "src/bin").glob("*.rs")):
    source = path.read_text()
    synced = copy.sub(lambda m: m[1] + part(m[2]) + m[4], source)
    if synced != source:
        path.write_text(synced)
        print(f"updated {path.relative_to(root)}")
