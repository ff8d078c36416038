#!/usr/bin/env bash
# tools/judge.sh [BINARY]: `make judge [P=…]`. Builds every binary and the suite, then runs the
# suite's judge (tests/judge.rs, every_case_passes) on every case of BINARY, or of all binaries:
# a row per case (verdict, time against the header's limit), a diff per failure, one summary
# line; status 1 when a case fails. The suite's executable is run directly, so that a failure
# reads as the judge's table and not as a failed cargo test.
set -euo pipefail
cd "$(dirname "$0")/.."
tools/build.sh --suite >&2
suite=$(cargo test --release --test suite --no-run --message-format=json 2>/dev/null |
  sed -n 's/.*"executable":"\([^"]*\/deps\/suite-[^"]*\)".*/\1/p' | tail -n 1)
[ -x "$suite" ] || { echo "error: cargo built no suite executable (cargo test --release --test suite --no-run)" >&2; exit 1; }
set +e
JUDGE_ONLY=${1:-} "$suite" judge::every_case_passes --exact --nocapture --quiet |
  grep -v -e '^running 1 test$' -e '^test result: ' -e '^\.$'
status=${PIPESTATUS[0]}
exit "$status"
