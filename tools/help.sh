#!/usr/bin/env bash
# tools/help.sh [P]: `make help P=…`. What problem P's binary does, from its file's header: the
# title line, the rules, input, output and accepted range (the header up to its `Idea:`), the
# `@accepts` and `@time-limit` lines; then its samples, tests/data/<binary>/sample-N.in with
# sample-N.out. The binaries read no arguments (a judge runs them), so their help lives here.
# Without P: the make commands.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -z "${1:-}" ]; then
  cat <<'EOF'
make test            everything CI runs (lint, unit tests, the suite); about 5 minutes
make list [Q=WORD]   every problem: judge, number, title, binary; Q keeps those holding WORD
make help P=…        a problem's rules, input, output, accepted range and samples
make run P=…         builds and runs a problem's binary on stdin: make run P=891 < input.txt
make judge [P=…]     every case (or P's) through its binary, as `oj test` reports it
make cases [P=…]     writes every case into target/cases/<binary>/, for `oj test`
make submit P=…      what to paste into the judge, compiled alone first
make new P=…         starts a problem: make new P=leetcode_877_stone_game
make fuzz [P=…]      a long fuzzing pass; make bench: instruction counts and timings
P is a binary name or the judge's number: 891, abc349e, ABC349_E, 1398B, cf1398b, lc292.
EOF
  exit 0
fi
bin=$(tools/binary.sh "$1")
file=src/bin/$bin.rs
field() { sed -n "s|^//! @$1 ||p" "$file" | head -n 1; }
# The header's first line is the title; then everything up to the idea, `//! ` cut, runs of
# blank lines squeezed to one.
awk '
  !/^\/\/!/ || /^\/\/! (Idea|@)/ { exit }
  { sub(/^\/\/! ?/, "") }
  /^$/ { blank = 1; next }
  { if (blank) print ""; blank = 0; print }
' "$file"
echo
echo "Accepted: $(field accepts)"
echo "Time limit: $(field time-limit); binary: $bin ($file)"
shopt -s nullglob
samples=(tests/data/"$bin"/sample-*.in)
[ ${#samples[@]} -gt 0 ] || { echo; echo "No samples in tests/data/$bin/."; exit 0; }
echo
echo "Samples, from tests/data/$bin/:"
for input in $(printf '%s\n' "${samples[@]}" | sort -t - -k 2 -n); do
  name=${input##*/}
  echo "== $name"
  awk 1 "$input"
  echo "== ${name%.in}.out"
  awk 1 "${input%.in}.out"
done
echo
echo "Run it: make run P=$1 < input.txt"
