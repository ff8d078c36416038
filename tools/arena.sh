#!/usr/bin/env bash
# tools/arena.sh A B [referee options]: `make arena`. Ultimate Tic-Tac-Toe between players A and
# B (examples/uttt_referee.rs). A player is `random`, `greedy`, a binary named as make run names
# one (codingame_ultimate_tic_tac_toe: built, then run from the target folder), or any shell
# command (`./my_bot`, `python3 bot.py`). A missing player is an error before anything is
# built; a command that cannot start is the referee's error before any game.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ $# -lt 2 ] || [ -z "${1// /}" ] || [ -z "${2// /}" ]; then
  echo "error: say who plays: make arena A=codingame_ultimate_tic_tac_toe B=random (each a binary, a command, random or greedy)" >&2
  exit 1
fi
target=${CARGO_TARGET_DIR:-target}
[ "${target#/}" != "$target" ] || target=$PWD/$target
builds=()
players=()
for player in "$1" "$2"; do
  case $player in
    random | greedy) players+=("$player") ;;
    *)
      # One word that names a binary is that binary; anything else is a command.
      if [ "$player" = "${player%%[[:space:]]*}" ] && bin=$(tools/binary.sh "$player" 2>/dev/null); then
        builds+=(--bin "$bin")
        printf -v quoted '%q' "$target/release/$bin"
        players+=("$quoted")
      else
        players+=("$player")
      fi
      ;;
  esac
done
cargo build --release -q ${builds[@]+"${builds[@]}"} --example uttt_referee
exec "$target/release/examples/uttt_referee" "${players[@]}" "${@:3}"
