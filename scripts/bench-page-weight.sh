#!/usr/bin/env bash
# Issue 20's Lighthouse-style budgets: an album of 100 camera-sized photos, its page loaded in headless Chromium at
# 1280x800 and on a 390x844 phone at DPR 2 and 3 without scrolling (bytes by type, requests), the viewer's script and
# styles compressed, and the viewer's first frame. A script, not a test: it prints figures (scripts/page-weight.py).
# The photos: make-corpus.py's 12 MP crops of the sample library's two phone photos (DISTINCT of them, 12 by default,
# made once and kept: each takes seconds of libvips), each copied into the album until it holds 100, every copy with
# its own trailing bytes after the JPEG's end (decoders ignore them; the content id differs, so each is its own photo).
# Usage: scripts/bench-page-weight.sh [FRAME_RUNS]   (VITRINE=path to another binary)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
work=${BENCH_DIR:-$root/.build/bench}/page-weight
vitrine=${VITRINE:-$root/.build/release/vitrine}
[ -x "$vitrine" ] || { echo "no $vitrine: run make release (make bench does)"; exit 1; }
command -v chromedriver >/dev/null || { echo "needs chromium and chromium-driver (scripts/install-deps.sh test)"; exit 1; }
mkdir -p "$work/samples/mobile"
for name in jolla.jpg HMD_Nokia_8.3_5G.jpg; do ln -sf "$root/SampleLibrary/Helsinki/$name" "$work/samples/mobile/$name"; done
python3 scripts/make-corpus.py "$work/samples" "$work/corpus" "${DISTINCT:-12}" >/dev/null
rm -rf "$work/library"
mkdir -p "$work/library/Trip"
python3 - "$work/corpus" "$work/library/Trip" <<'PY'
import os, sys
corpus, album = sys.argv[1], sys.argv[2]
sources = sorted(n for n in os.listdir(corpus) if n.endswith(".jpg"))
for i in range(100):
    with open(os.path.join(corpus, sources[i % len(sources)]), "rb") as f:
        data = f.read()
    with open(os.path.join(album, f"IMG_{i:04d}.jpg"), "wb") as f:
        f.write(data + i.to_bytes(4, "big"))
PY
# A fresh site each run, so the page is what a first build writes.
rm -rf "$work/site" "$work/cache"
"$vitrine" build "$work/library" -o "$work/site" --cache "$work/cache" >"$work/build.log" 2>&1 \
  || { echo "vitrine build failed:"; tail "$work/build.log"; exit 1; }
python3 scripts/page-weight.py "$work/site" albums/trip/index.html "${1:-10}"
