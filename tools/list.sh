#!/usr/bin/env bash
# tools/list.sh [WORD] [technique]: `make list [Q=WORD] [SHOW=technique]`. Every problem (or
# those whose judge, number, title, binary, technique or idea holds WORD, case aside) as a
# table: judge, number, title (cut at 32 columns, the whole title is in the file's header),
# binary, and with `technique` the technique (the README table's approach); sorted by judge,
# then by number as numbers (see tools/problems.sh). The idea is the header's paragraph from
# `Idea` to `Cost:`, proof sketch included. Nothing matching WORD is an error.
set -euo pipefail
cd "$(dirname "$0")/.."
export LC_ALL=C
show=${2:-}
case $show in "" | technique) ;; *) echo "error: SHOW=$show: only SHOW=technique is known" >&2; exit 1 ;; esac
tab=$(printf '\t')
# binary<TAB>approach, from the README's problem table.
techniques() {
  sed -n 's/^| \[[^]]*\] | `\([a-z0-9_]*\)` | \(.*\) | [^|]* |$/\1\t\2/p' README.md
}
# binary<TAB>idea, from each header.
ideas() {
  awk '
    FNR == 1 { if (binary != "") print binary "\t" idea; binary = FILENAME; idea = ""; on = 0
               sub(/^.*\//, "", binary); sub(/\.rs$/, "", binary) }
    /^\/\/! Idea/ { on = 1 }
    /^\/\/! (Cost|@)/ || !/^\/\/!/ { on = 0 }
    on { line = $0; sub(/^\/\/! ?/, "", line); idea = idea " " line }
    END { print binary "\t" idea }
  ' src/bin/*.rs
}
awk -F "$tab" -v word="${1:-}" -v show="$show" '
  # Whether the character starting at byte i of s takes two terminal columns: CJK (lead bytes
  # E3 to E9) and the fullwidth forms (U+FF00 to U+FF60: EF BC, EF BD).
  function wide(s, i,   c, d) {
    c = substr(s, i, 1); d = substr(s, i + 1, 1)
    return (c >= "\343" && c <= "\351") || (c == "\357" && d >= "\274" && d <= "\275")
  }
  # Terminal columns of a UTF-8 string: one a character, two for a wide one.
  function width(s,   i, c, w) {
    w = 0
    for (i = 1; i <= length(s); i++) {
      c = substr(s, i, 1)
      if (c < "\200" || c > "\277") w += wide(s, i) ? 2 : 1
    }
    return w
  }
  # The first characters of s that fit in columns, with … where it was cut.
  function clip(s, columns,   i, c, w, cut) {
    if (width(s) <= columns) return s
    w = 0
    for (i = 1; i <= length(s); i++) {
      c = substr(s, i, 1)
      if (c < "\200" || c > "\277") {
        w += wide(s, i) ? 2 : 1
        if (w > columns - 1) break
        cut = i
      }
    }
    # cut is where the last whole character starts; take its continuation bytes too.
    for (i = cut + 1; i <= length(s) && substr(s, i, 1) >= "\200" && substr(s, i, 1) <= "\277"; i++) cut = i
    return substr(s, 1, cut) "…"
  }
  function pad(s, columns) {
    return s sprintf("%" (columns - width(s) + 2) "s", "")
  }
  BEGIN { word = tolower(word) }
  FILENAME == ARGV[1] { technique[$1] = $2; next }
  FILENAME == ARGV[2] { idea[$1] = $2; next }
  word == "" || index(tolower($0 "\t" technique[$1] "\t" idea[$1]), word) {
    rows++; judge[rows] = $2; number[rows] = $3; title[rows] = clip($4, 32); binary[rows] = $1
    approach[rows] = technique[$1]
  }
  END {
    if (rows == 0) {
      print "error: no problem'"'"'s judge, number, title, binary, technique or idea holds \"" word "\"; make list shows them all" > "/dev/stderr"
      exit 1
    }
    judge[0] = "judge"; number[0] = "number"; title[0] = "title"; binary[0] = "binary"
    approach[0] = "technique"
    for (i = 0; i <= rows; i++) {
      if (width(judge[i]) > wj) wj = width(judge[i])
      if (width(number[i]) > wn) wn = width(number[i])
      if (width(title[i]) > wt) wt = width(title[i])
      if (width(binary[i]) > wb) wb = width(binary[i])
    }
    for (i = 0; i <= rows; i++)
      print pad(judge[i], wj) pad(number[i], wn) pad(title[i], wt) \
        (show == "" ? binary[i] : pad(binary[i], wb) approach[i])
  }
' <(techniques) <(ideas) <(tools/problems.sh)
