#!/usr/bin/env bash
# tools/help.sh [P]: `make help P=…`. What problem P's binary does, from its file's header: the
# title line, the rules, input, output and accepted range, the idea with its proof sketch and
# the cost (the header up to its `@` lines), the `@accepts` and `@time-limit` lines; then its
# samples, tests/data/<binary>/sample-N.in with sample-N.out; then how to run it (an
# interactive problem against its judge). The binaries read no arguments (a judge runs them),
# so their help lives here. Without P: every make target.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -z "${1:-}" ]; then
  cat <<'EOF'
Problems (P is a binary name or the judge's number: 891, abc349e, ABC349_E, 1398B, cf1398b, lc292):
make list [Q=WORD] [SHOW=technique]   every problem: judge, number, title, binary; Q keeps
                     those whose row, or technique and idea (from the header), hold WORD
make help P=…        a problem's rules, input, output, idea with its proof sketch, samples
make run P=…         builds and runs a problem's binary on stdin: make run P=891 < input.txt;
                     at a terminal its samples; an interactive one plays its judge (CASE=file)
make judge [P=…]     every case (or P's) through its binary: verdict, time against the limit
make cases [P=…]     writes every case into target/cases/<binary>/, for `oj test`
make submit P=…      what to paste into the judge, compiled alone first
make new P=…         starts a problem: make new P=leetcode_877_stone_game (CONTRIBUTING.md)
Checks:
make test            everything CI runs (lint, unit tests, the suite): about 10 minutes on 2
                     cores the first time, most of it the build
make lint            rustfmt and clippy alone
make build           every binary, release
make templates       pastes the library's shared parts into the full programs
make fuzz [P=…] [N=12500] [SEED=2026]   a long fuzzing pass
make bench [HARD=N]  instruction counts, time and memory; the Connect Four sets (long)
make e2e             the web pages in Chromium (installs chromium and playwright-core first
                     when they are missing, and says so)
Games:
make arena A=… B=… [GAMES=10] [SEED=1] [SCALE=1]   Ultimate Tic-Tac-Toe between two binaries
                     or commands (or random, greedy)
make book [DEPTH=4] [LINES=12]   rebuilds the Connect Four opening book
make connect4-scored  regenerates the suite's stored Connect Four positions (10 minutes)
make gomoku-vcf       prints positions for the gomoku suite's wins by fours
make uttt-net        rebuilds the Ultimate Tic-Tac-Toe bot's value network (35 minutes of 2 cores)
make train           rebuilds the Connect-N td table and zero networks
make zero-beyond     Connect-N zero on 6x6 K4 and 7x7 K5: trained, then matched
make train-zero [BOARD=6x6] [K=4]   the convolutional zero network: self-play on 2 threads,
                     then 200 games against mcts:10000 (about 50 minutes)
EOF
  exit 0
fi
bin=$(tools/binary.sh "$1")
file=src/bin/$bin.rs
field() { sed -n "s|^//! @$1 ||p" "$file" | head -n 1; }
# The header up to its `@` lines, `//! ` cut, runs of blank lines squeezed to one.
awk '
  !/^\/\/!/ || /^\/\/! @/ { exit }
  { sub(/^\/\/! ?/, "") }
  /^$/ { blank = 1; next }
  { if (blank) print ""; blank = 0; print }
' "$file"
echo
echo "Accepted: $(field accepts)"
echo "Time limit: $(field time-limit); binary: $bin ($file)"
interactive=$(grep -c '^//! @turns .*(interactive)' "$file" || true)
shopt -s nullglob
samples=(tests/data/"$bin"/sample-*.in)
echo
if [ ${#samples[@]} -eq 0 ]; then
  echo "No samples in tests/data/$bin/."
elif [ "$interactive" -gt 0 ]; then
  echo "Samples, from tests/data/$bin/: case files for the judge (the position, the adversary"
  echo "random, greedy or best and its seed), each with the summary of a won game:"
else
  echo "Samples, from tests/data/$bin/:"
fi
for input in $(printf '%s\n' "${samples[@]}" | sort -t - -k 2 -n); do
  name=${input##*/}
  echo "== $name"
  awk 1 "$input"
  echo "== ${name%.in}.out"
  awk 1 "${input%.in}.out"
done
echo
if [ "$interactive" -gt 0 ]; then
  echo "Interactive: the program plays against the judge. At a terminal:"
  echo "  make run P=$1               the stored samples against the judge, line by line"
  echo "  make run P=$1 CASE=FILE     a case file of your own"
  echo "  make judge P=$1             every stored case with its verdict"
  echo "Without make (cargo build --release --bin $bin --example interactor first):"
  echo "  target/release/examples/interactor $bin CASE --run target/release/$bin"
  echo "or with online-judge-tools (pip install online-judge-tools):"
  echo "  oj t/r -c target/release/$bin \"target/release/examples/interactor $bin CASE\""
elif [ ${#samples[@]} -gt 0 ]; then
  echo "Run it on a sample: make run P=$1 < ${samples[0]}"
  echo "(any input file in its place; at a terminal, make run P=$1 alone shows every sample)"
else
  echo "Run it: make run P=$1 < input.txt"
fi
