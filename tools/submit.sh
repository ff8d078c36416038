#!/usr/bin/env bash
# tools/submit.sh P: prints exactly what to paste into P's judge: for LeetCode the
# `impl Solution` block without its marker comments, else the whole file. It first compiles
# that text alone as the judge would (the block after `struct Solution;` on edition 2018, the
# file on edition 2021); if that fails it prints rustc's message and exits non-zero.
set -euo pipefail
cd "$(dirname "$0")/.."
bin=$(tools/binary.sh "${1:-}")
file=src/bin/$bin.rs
if grep -q '^//! @standalone no' "$file"; then
  echo "error: $file uses the library (its header says @standalone no): no judge compiles it alone, so there is nothing to paste" >&2
  exit 1
fi
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
from='// ==== LeetCode: paste from here ===='
to='// ==== LeetCode: to here ===='
if grep -qxF "$from" "$file"; then
  awk -v from="$from" -v to="$to" '$0 == to { inside = 0 } inside { print } $0 == from { inside = 1 }' "$file" >"$dir/paste.rs"
  # LeetCode supplies struct Solution, and TreeNode to a tree problem's block.
  {
    echo 'struct Solution;'
    if grep -q TreeNode "$dir/paste.rs"; then
      cat templates/leetcode_tree_node.rs
    fi
    if grep -qF 'master: &Master' "$dir/paste.rs"; then
      cat templates/leetcode_master.rs
    fi
    cat "$dir/paste.rs"
  } >"$dir/check.rs"
  args=(--edition 2018 --crate-type lib -A dead_code)
else
  cp "$file" "$dir/paste.rs"
  cp "$file" "$dir/check.rs"
  args=(--edition 2021 -O)
fi
if ! rustc "${args[@]}" --out-dir "$dir" "$dir/check.rs" 2>"$dir/rustc.log"; then
  echo "error: what $file gives to paste does not compile alone (rustc ${args[*]}):" >&2
  cat "$dir/rustc.log" >&2
  exit 1
fi
cat "$dir/paste.rs"
