#!/usr/bin/env bash
# tools/run.sh P: runs problem P's release binary on stdin. At a terminal, where nothing is
# piped in, it says how to give input and shows the stored samples: input, output, expected.
set -euo pipefail
bin=$(tools/binary.sh "$1")
exe=target/release/$bin
if [ ! -t 0 ]; then
  exec "$exe"
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
