#!/usr/bin/env bash
# tools/run.sh P: runs problem P's release binary on stdin. At a terminal, where nothing is
# piped in, it says how to give input and shows the stored samples: input, output, expected.
# An interactive problem (its header's `@turns … (interactive)`) at a terminal plays against
# its judge instead (examples/interactor.rs --run): on the case file CASE if given, else on
# each stored sample, the exchange line by line, the verdict and the expected summary; with
# input piped in it is a plain run like any other.
set -euo pipefail
here=$PWD
cd "$(dirname "$0")/.."
bin=$(tools/binary.sh "$1")
target=${CARGO_TARGET_DIR:-target}
[ "${target#/}" != "$target" ] || target=$PWD/$target
exe=$target/release/$bin
if [ ! -t 0 ]; then
  exec "$exe"
fi
if grep -q '^//! @turns .*(interactive)' "src/bin/$bin.rs"; then
  if [ -n "${CASE:-}" ]; then
    case $CASE in /*) cases=("$CASE") ;; *) cases=("$here/$CASE") ;; esac
    [ -f "${cases[0]}" ] || { echo "error: CASE=$CASE: no such case file" >&2; exit 1; }
  else
    cases=(tests/data/"$bin"/sample-*.in)
  fi
  cargo build --release -q --example interactor
  echo "$bin is interactive: it plays against the judge (target/release/examples/interactor)."
  echo "A case file is the judge's hidden setup: the position, the adversary (random, greedy or"
  echo "best) and its seed. Lines marked judge go to the program, program lines come from it."
  status=0
  for input in "${cases[@]}"; do
    echo
    echo "== ${input#tests/data/}: $(tr '\n' ' ' <"$input" | sed 's/  */ /g; s/ $//')"
    "$target/release/examples/interactor" "$bin" "$input" --run "$exe" || status=1
    if [ -f "${input%.in}.out" ]; then
      echo "-- expected AC $(cat "${input%.in}.out")"
    fi
  done
  echo
  echo "Another case: make run P=$1 CASE=file (make help P=$1 says what a case holds)."
  exit $status
fi
echo "Pipe an input in:  make run P=$1 < input.txt"
echo "or run $exe, type the input and end it with Ctrl-D."
echo "Meanwhile, its samples:"
for input in tests/data/"$bin"/sample-*.in; do
  echo
  echo "== ${input#tests/data/}"
  cat "$input"
  echo "-- output"
  "$exe" <"$input" || true
  echo "-- expected"
  cat "${input%.in}.out"
done
