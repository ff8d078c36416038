#!/usr/bin/env bash
# tools/build.sh BINARY | --suite: builds one release binary (make run), or every binary and the
# test suite (make judge, cases, fuzz). Quiet when nothing changed since the last build; else it
# says what it builds and shows cargo's progress, so that a first build is never minutes of
# silence.
set -euo pipefail
cd "$(dirname "$0")/.."
target=${CARGO_TARGET_DIR:-target}/release
if [ "${1:-}" = --suite ]; then
  args=(test --release --test suite --no-run)
  needed=$(ls src/bin | sed -n 's/\.rs$//p')
  first="$(echo "$needed" | wc -l | tr -d ' ') binaries and the test suite for the first time: about 3 minutes on 2 cores"
  sources=(src tests Cargo.toml Cargo.lock)
  built=$(ls -t "$target"/deps/suite-* 2>/dev/null | grep -v '\.d$' | head -n 1 || true)
else
  args=(build --release --bin "$1")
  needed=$1
  first="$1 for the first time: seconds, a minute or two for the largest"
  # Its own file and the library (src/*.rs, src/<module>/), not the other binaries.
  sources=("src/bin/$1.rs" src/*.rs $(ls -d src/*/ | grep -vx 'src/bin/') Cargo.toml Cargo.lock)
  built=$target/$1
fi
for bin in $needed; do
  if [ ! -x "$target/$bin" ]; then
    echo "Building $first; later builds redo only what changed." >&2
    exec cargo "${args[@]}"
  fi
done
if [ -z "$built" ] || [ -n "$(find "${sources[@]}" -newer "$built" -print 2>/dev/null | head -n 1)" ]; then
  echo "Rebuilding what changed since the last build." >&2
  exec cargo "${args[@]}"
fi
exec cargo "${args[@]}" -q
