#!/usr/bin/env bash
# tools/binary.sh P: prints the binary that P names, for make run, judge, help, cases, fuzz and
# submit. P is the binary's name; or the problem's number as its judge writes it (891, 1398B,
# abc349_e, P2197, MATGAME), alone or after the judge's name or short name (acwing891,
# codeforces1398b, cf1398b, lc292), in any case, with or without `_`, `-`, `.` or spaces
# (ABC349E, abc349-e, "CF 1398 B"); or whole words of the binary's name (shiritori,
# stone_game_ii). A P that names several problems lists them and fails; so does one that names
# none.
set -euo pipefail
cd "$(dirname "$0")/.."
[ $# -eq 1 ] && [ -n "$1" ] || { echo "error: say which problem: P=891, P=abc349e, P=cf1398b or P=acwing_891_nim (make list shows them all)" >&2; exit 1; }
export LC_ALL=C
tools/problems.sh | awk -F '\t' -v asked="$1" '
  # A spelling with case and separators dropped: ABC349_E, abc349-e and abc349e are one.
  function plain(s) {
    s = tolower(s)
    gsub(/[-_. ]/, "", s)
    return s
  }
  # The short names people give a judge.
  BEGIN {
    short["codeforces"] = "cf"; short["leetcode"] = "lc"
    wanted = plain(asked)
    words = "_" tolower(asked) "_"
    gsub(/[- ]/, "_", words)
  }
  {
    binary = $1; number = tolower($3)
    # The judge as the binary name spells it: what comes before the number.
    at = index(binary "_", "_" number "_")
    judge = at > 0 ? substr(binary, 1, at - 1) : ""
    row = binary "  (" $2 " " $3 " · " $4 ")"
    if (binary == asked) { exact = binary }
    if (wanted == plain(binary) || wanted == plain(number) || (judge != "" &&
        (wanted == plain(judge number) || (judge in short && wanted == plain(short[judge] number))))) {
      named[++names] = row; named_binary = binary
    }
    if (index("_" binary "_", words)) { worded[++words_found] = row; worded_binary = binary }
  }
  function several(rows, count,   i) {
    print "error: \"" asked "\" names " count " problems; pick one:" > "/dev/stderr"
    for (i = 1; i <= count; i++) print "  " rows[i] > "/dev/stderr"
    exit 1
  }
  END {
    if (exact != "") { print exact; exit 0 }
    if (names == 1) { print named_binary; exit 0 }
    if (names > 1) several(named, names)
    if (words_found == 1) { print worded_binary; exit 0 }
    if (words_found > 1) several(worded, words_found)
    print "error: no problem is named or numbered \"" asked "\"; make list shows them all, make list Q=WORD finds one" > "/dev/stderr"
    exit 1
  }
'
