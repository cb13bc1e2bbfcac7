#!/usr/bin/env bash
# Issue 30's browser figures at scale, as the browser suites measure them: search over a generated 100,000-photo
# index at 4x CPU throttling (time to the first result, files and bytes before it), and the map page panned with
# 5,000 positions (frame times, and frames whose work on the page's thread passed 50 ms). The tests print the
# figures; they assert what it takes (files, bounded markers and tiles), never a time. Runs each REPEAT times.
# Usage: scripts/bench-browser-scale.sh   (needs chromium and chromium-driver: scripts/install-deps.sh test)
set -euo pipefail
cd "$(dirname "$0")/.."
command -v chromedriver >/dev/null || { echo "needs chromium and chromium-driver (scripts/install-deps.sh test)"; exit 1; }
swift build --build-tests >/dev/null
tests=$(find -L .build/debug/ -maxdepth 1 -name '*PackageTests.xctest' | head -1)
for run in $(seq 1 "${REPEAT:-3}"); do
  VITRINE_BIN=$PWD/.build/debug/vitrine "$tests" --testing-library swift-testing --filter 'SearchScaleTests|MapScaleTests' 2>&1 \
    | grep -E '^(search at|map-scale)|✘' || true
done
echo "load: $(cut -d' ' -f1-3 /proc/loadavg)"
