#!/usr/bin/env bash
# `make test`: builds and runs every test (unit, end-to-end, browser), then prints one closing line that counts them,
# "N passed, N failed, N skipped" (CI's reader judges the last line). Exits with the run's status.
#
# Every suite runs at once in one process (Swift Testing); browser suites run their own tests one at a time, and at
# most two Chromiums are in use across suites (Tests/TestSupport/Browser/BrowserSlots.swift), each kept for the next
# test that asks for the same window, on a clean tab (BrowserPool.swift). The install tests' release build
# (`make release-static`) starts with the run, at a lower priority, and runs beside the debug build and the tests.
# Under CI (CI=true) a test whose tool is missing fails, naming it, instead of being skipped
# (Tests/TestSupport/TestTool.swift).
#
# Extra arguments go to `swift test`: `scripts/test.sh --filter EndToEndTests` counts that part alone.
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
# While the debug build runs, the release build runs at a lower priority: the debug build is what every test waits for.
# With Linux's autogroups (one scheduling group per session, CONFIG_SCHED_AUTOGROUP, on by default) the release
# build's session had half the machine however many compilers the debug build ran (560 s for the debug build in the
# last fresh-clone runs). Its group's nice is set in /proc/self/autogroup (5: a quarter of the machine when both want
# it), as a process's own nice is not kept: SwiftPM starts its compilers at nice 0. Once the debug build is made, the
# release build's group is set back to nice 0, and it shares the machine with the tests as before, ending before the
# test phase does (at nice 5 throughout, a machine loaded by other work starved it until every other test had ended).
# Where there are no autogroups, nothing changes.
if [ $# -eq 0 ]; then
  export VITRINE_RELEASE_BUILD_DONE="$PWD/$results/release-static.status"
  setsid bash -c '{ echo 5 > /proc/self/autogroup; } 2>/dev/null
    make --no-print-directory release-static > "$1" 2>&1; echo $? > "$2"' _ \
    "$results/release-static.log" "$VITRINE_RELEASE_BUILD_DONE" &
  release_build=$!
  trap 'kill -- -$release_build 2>/dev/null' EXIT
fi

echo "$swift build --build-tests"
"$swift" build --build-tests || exit
if [ -n "${release_build:-}" ]; then { echo 0 > "/proc/$release_build/autogroup"; } 2>/dev/null; fi

echo "$swift test --skip-build $*"
VITRINE_BIN="$PWD/.build/debug/vitrine" "$swift" test --skip-build \
    --event-stream-output-path "$results/events.jsonl" --event-stream-version 0 "$@"
status=$?
scripts/test-summary.py "$status" "$results/events.jsonl" | tee "$results/summary"
exit "${PIPESTATUS[0]}"
