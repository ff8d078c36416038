#!/usr/bin/env bash
# tools/binary.sh P: prints the binary that P names, P being a binary name or a problem number.
set -euo pipefail
[ $# -eq 1 ] && [ -n "$1" ] || { echo "error: say which problem: P=891 or P=acwing_891_nim" >&2; exit 1; }
names=$(ls src/bin | sed -n 's/\.rs$//p')
p=$(echo "$1" | tr "A-Z" "a-z")
matches=$( (echo "$names" | grep -Fx -- "$p"; echo "$names" | sed "s/$/_/" | grep -F -- "_${p}_" | sed "s/_$//") | sort -u || true)
case $(echo "$matches" | grep -c .) in
  1) echo "$matches" ;;
  0) echo "error: no binary is named or numbered '$1'; the binaries are:" >&2; ls src/bin | sed 's/\.rs$//; s/^/  /' >&2; exit 1 ;;
  *) echo "error: '$1' names several binaries; pick one:" >&2; echo "$matches" | sed 's/^/  /' >&2; exit 1 ;;
esac
