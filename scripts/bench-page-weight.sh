#!/usr/bin/env bash
# Issue 20's Lighthouse-style budgets: an album of 100 camera-sized photos, its page loaded in headless Chromium at
# 1280x800 and on a 390x844 phone at DPR 3 without scrolling (bytes by type, requests), the viewer's script and
# styles compressed, and the viewer's first frame. A script, not a test: it prints figures (scripts/page-weight.py).
# The photos are make-corpus.py's 12 MP crops of the sample library's two phone photos, made once and kept.
# Usage: scripts/bench-page-weight.sh [FRAME_RUNS]   (VITRINE=path to another binary)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
work=${BENCH_DIR:-$root/.build/bench}/page-weight
vitrine=${VITRINE:-$root/.build/release/vitrine}
[ -x "$vitrine" ] || { echo "no $vitrine: run swift build -c release --product vitrine (make bench does)"; exit 1; }
command -v chromedriver >/dev/null || { echo "needs chromium and chromium-driver (scripts/install-deps.sh test)"; exit 1; }
mkdir -p "$work/samples/mobile"
for name in jolla.jpg HMD_Nokia_8.3_5G.jpg; do ln -sf "$root/SampleLibrary/Helsinki/$name" "$work/samples/mobile/$name"; done
python3 scripts/make-corpus.py "$work/samples" "$work/library/Trip" 100 >/dev/null
# A fresh site each run, so the page is what a first build writes.
rm -rf "$work/site" "$work/cache"
"$vitrine" build "$work/library" -o "$work/site" --cache "$work/cache" >"$work/build.log" 2>&1 \
  || { echo "vitrine build failed:"; tail "$work/build.log"; exit 1; }
python3 scripts/page-weight.py "$work/site" albums/trip/index.html "${1:-10}"
