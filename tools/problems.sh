#!/usr/bin/env bash
# tools/problems.sh: every problem as one tab-separated line, `binary judge number title`, from
# the `//! @judge`, `@number` and `@title` lines of the headers in src/bin, sorted by judge
# (case aside) and then by number, its digit runs compared as numbers (AcWing 891 before 1319,
# AtCoder abc195_e before abc201_d before agc002_e before dp_k). tools/list.sh prints it as a
# table; tools/binary.sh reads P against it.
set -euo pipefail
cd "$(dirname "$0")/.."
export LC_ALL=C
awk '
  # The number with each digit run padded to 20 digits, so that a plain sort orders it.
  function natural(s,   key, zeros) {
    key = ""
    zeros = "00000000000000000000"
    while (match(s, /[0-9]+/)) {
      key = key substr(s, 1, RSTART - 1) substr(zeros, RLENGTH + 1) substr(s, RSTART, RLENGTH)
      s = substr(s, RSTART + RLENGTH)
    }
    return key s
  }
  function emit() {
    if (binary != "")
      printf "%s\t%s\t%s\t%s\t%s\t%s\n", tolower(judge), natural(tolower(number)), binary, judge, number, title
  }
  FNR == 1 {
    emit()
    binary = FILENAME; sub(/^.*\//, "", binary); sub(/\.rs$/, "", binary)
    judge = binary; sub(/_.*/, "", judge); number = ""; title = ""
    header = 1
  }
  header && !/^\/\/!/ { header = 0 }
  header && sub(/^\/\/! @judge /, "") { judge = $0 }
  header && sub(/^\/\/! @number /, "") { number = $0 }
  header && sub(/^\/\/! @title /, "") { title = $0 }
  END { emit() }
' src/bin/*.rs | sort -t "$(printf '\t')" -k1,1 -k2,2 -k3,3 | cut -f3-
