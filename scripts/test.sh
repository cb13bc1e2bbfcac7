#!/usr/bin/env bash
# `make test`: builds and runs every test (unit, end-to-end, browser), then prints one closing line that counts them,
# "N passed, N failed, N skipped" (CI's reader judges the last line). Exits with the run's status.
#
# Every suite runs at once in one process (Swift Testing); browser suites run their own tests one at a time, and at
# most two Chromiums run across suites (Tests/TestSupport/Browser/BrowserSlots.swift). The install tests' release
# build (`make install`) starts with the first of them and runs beside the rest. Under CI (CI=true) a test whose tool
# is missing fails, naming it, instead of being skipped (Tests/TestSupport/TestTool.swift).
#
# Extra arguments go to `swift test`: `scripts/test.sh --filter EndToEndTests` counts that part alone.
set -uo pipefail
cd "$(dirname "$0")/.."
swift=${SWIFT:-swift}
results=.build/test-results
rm -rf "$results"

echo "$swift build --build-tests"
"$swift" build --build-tests || exit

mkdir -p "$results"
echo "$swift test --skip-build $*"
VITRINE_BIN="$PWD/.build/debug/vitrine" "$swift" test --skip-build \
    --event-stream-output-path "$results/events.jsonl" --event-stream-version 0 "$@"
status=$?
scripts/test-summary.py "$status" "$results/events.jsonl" | tee "$results/summary"
exit "${PIPESTATUS[0]}"
