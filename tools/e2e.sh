#!/usr/bin/env bash
# make e2e: the web pages in a real browser. Installs what is missing (Debian's chromium with
# apt-get, npm's playwright-core into target/e2e), builds gamesolver_connect4, gamesolver_mnk and
# gamesolver_gomoku (with --time 300), serves each on a free port of 127.0.0.1 and plays its
# page by clicks and keys (tests/e2e/connect4.mjs, mnk.mjs, gomoku.mjs), checking each page's
# layout at 1200, 800 and 390 px wide (tests/e2e/layout.mjs: no horizontal overflow, the whole
# board in the window); the screenshots of the start, the middle and the end of a game and of each width are left in
# target/e2e/.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v chromium >/dev/null; then
  echo "e2e: no chromium here: installing Debian's chromium with apt-get (sudo when not root), once"
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo=sudo
  $sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium >/dev/null
fi
mkdir -p target/e2e
if [ ! -d target/e2e/node_modules/playwright-core ]; then
  echo "e2e: installing npm's playwright-core into target/e2e/ with npm, once"
  npm install --prefix target/e2e --no-save --silent playwright-core@1
fi
cargo build --release -q --bin gamesolver_connect4 --bin gamesolver_mnk --bin gamesolver_gomoku
cp tests/e2e/*.mjs target/e2e/
servers=()
trap 'kill "${servers[@]}" 2>/dev/null' EXIT
for game in connect4 mnk gomoku; do
  binary="${CARGO_TARGET_DIR:-target}/release/gamesolver_$game"
  options=()
  [ "$game" = gomoku ] && options=(--time 300)
  "$binary" --serve --port 0 "${options[@]}" > "target/e2e/$game-server.out" &
  servers+=($!)
  for _ in $(seq 100); do grep -qs '^open ' "target/e2e/$game-server.out" && break; sleep 0.1; done
  url=$(sed -n 's/^open //p' "target/e2e/$game-server.out")
  CHROMIUM=$(command -v chromium) node "target/e2e/$game.mjs" "$url" "$binary" target/e2e
done
