#!/usr/bin/env python3
"""make templates: pastes each canonical part templates/NAME.rs over every copy of it in
src/bin (the lines between `// ==== template NAME: ...` and `// ==== end template NAME ====`).
tests/standalone.rs fails while any copy differs; this puts them back in step."""
import pathlib
import re

root = pathlib.Path(__file__).resolve().parent.parent
block = re.compile(r"(// ==== template (\w+):[^\n]*\n)(.*?)(// ==== end template \2 ====)", re.S)
for path in sorted((root / "src/bin").glob("*.rs")):
    source = path.read_text()
    synced = block.sub(lambda m: m[1] + (root / "templates" / f"{m[2]}.rs").read_text() + m[4], source)
    if synced != source:
        path.write_text(synced)
        print(f"updated {path.relative_to(root)}")
