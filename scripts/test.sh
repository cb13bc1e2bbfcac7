#!/usr/bin/env bash
# `make test`: builds and runs every test (unit, end-to-end, browser), then prints one closing line that counts them,
# "N passed, N failed, N skipped" (CI's reader judges the last line). Exits with the run's status.
#
# Every suite runs at once (Swift Testing); browser suites run their own tests one at a time, and at most two
# Chromiums run across suites (Tests/TestSupport/Browser/BrowserSlots.swift). The browser suites run in a second test
# process beside the first: in one process the unit tests' synchronous work held both threads of the cooperative
# pool, so for the first minute and a half no browser test got as far as its first page, and every WebDriver
# answer waited its turn for a thread; the browser suites are the run's longest path. The install tests' release
# build (`make install`) starts with the first of them and runs beside the rest. Under CI (CI=true) a test whose tool
# is missing fails, naming it, instead of being skipped (Tests/TestSupport/TestTool.swift).
#
# Extra arguments go to `swift test` (one process): `scripts/test.sh --filter EndToEndTests` counts that part alone.
set -uo pipefail
cd "$(dirname "$0")/.."
swift=${SWIFT:-swift}
results=.build/test-results
rm -rf "$results"

mkdir -p "$results"
# The whole suite's install tests need the release build (`make release-static`, minutes on 2 cores): it starts now,
# beside the debug build and the tests, and they wait for it (VITRINE_RELEASE_BUILD_DONE, Tests/EndToEndTests/
# Install/ReleaseInstall.swift). Started by the first install test instead, it ran on after every other test had
# ended, alone, while a fresh clone's debug build had left a core idle. A filtered run makes it only if it needs it.
if [ $# -eq 0 ]; then
  export VITRINE_RELEASE_BUILD_DONE="$PWD/$results/release-static.status"
  setsid bash -c 'make --no-print-directory release-static > "$1" 2>&1; echo $? > "$2"' _ \
    "$results/release-static.log" "$VITRINE_RELEASE_BUILD_DONE" &
  release_build=$!
  trap 'kill -- -$release_build 2>/dev/null' EXIT
fi

echo "$swift build --build-tests"
"$swift" build --build-tests || exit

# The browser suites' process: the test bundle run directly (`swift test` holds a lock on .build for its whole run,
# so a second one would wait for the first), as `swift test` runs it on Linux. Its output goes to a file, shown when
# it ends: two processes writing to one terminal cut each other's lines.
browser_suites='^BrowserTests\.'
main_arguments=("$@")
browser_run=
if [ $# -eq 0 ] && [ "$(uname -s)" = Linux ]; then
  echo ".build/debug/VitrinePackageTests.xctest --filter '$browser_suites' (beside swift test, into $results/browser-tests.log)"
  NO_COLOR=1 VITRINE_BIN="$PWD/.build/debug/vitrine" .build/debug/VitrinePackageTests.xctest --testing-library swift-testing \
      --filter "$browser_suites" --event-stream-output-path "$results/browser-events.jsonl" --event-stream-version 0 \
      > "$results/browser-tests.log" 2>&1 &
  browser_run=$!
  trap 'kill -- -$release_build 2>/dev/null; kill $browser_run 2>/dev/null' EXIT
  main_arguments=(--skip "$browser_suites")
fi

echo "$swift test --skip-build ${main_arguments[*]}"
VITRINE_BIN="$PWD/.build/debug/vitrine" "$swift" test --skip-build \
    --event-stream-output-path "$results/events.jsonl" --event-stream-version 0 "${main_arguments[@]}"
status=$?
streams=("$results/events.jsonl")
if [ -n "$browser_run" ]; then
  wait "$browser_run"
  browser_status=$?
  echo "The browser suites ($results/browser-tests.log):"
  cat "$results/browser-tests.log"
  [ "$status" -eq 0 ] && status=$browser_status
  streams+=("$results/browser-events.jsonl")
fi
scripts/test-summary.py "$status" "${streams[@]}" | tee "$results/summary"
exit "${PIPESTATUS[0]}"
