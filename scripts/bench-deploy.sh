#!/usr/bin/env bash
# vitrine deploy against rclone serve s3 on loopback (a real S3 server checking signatures; no network latency, so
# these are floors): the 48-photo bench site to an empty store, then again unchanged, then after one edit (a photo's
# title: its pages change, no image). Needs ../shared/samples beside the checkout (or SAMPLES=DIR).
# Usage: scripts/bench-deploy.sh
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
samples=${SAMPLES:-$root/../shared/samples}
work=${BENCH_DIR:-$root/.build/bench}
vitrine=${VITRINE:-$root/.build/release/vitrine}
tools=$root/.build/tools
mkdir -p "$work"
python3 scripts/make-corpus.py "$samples" "$work/corpus" "${COUNT:-48}" >/dev/null
rm -rf "$work/deploy-corpus" && cp -r "$work/corpus" "$work/deploy-corpus"
"$vitrine" build "$work/deploy-corpus" -o "$work/deploy-site" --cache "$work/deploy-cache" >/dev/null

rm -rf "$work/deploy-store"; mkdir -p "$work/deploy-store/site"
. scripts/bench-s3-server.sh
start_s3_server "$work/deploy-store" "$work/deploy-rclone.log"

deploy() {  # deploy NAME: prints "NAME: SECONDS s wall; SUMMARY"
  /usr/bin/time -f "%e" -o "$work/deploy.t" "$vitrine" deploy "$work/deploy-site" s3://site/gallery --delete \
    >"$work/deploy-$1.log" 2>&1 || { cat "$work/deploy-$1.log"; exit 1; }
  echo "$1: $(cat "$work/deploy.t") s wall; $(tail -1 "$work/deploy-$1.log")"
}
echo "site: $(find "$work/deploy-site" -type f | wc -l) files, $(du -sh "$work/deploy-site" | cut -f1)"
deploy "first deploy (empty store)"
deploy "unchanged"
photo=$(find "$work/deploy-corpus" -name '*.jpg' | sort | head -1)
echo '{"title": "Edited for the deploy bench"}' >"$photo.json"
"$vitrine" build "$work/deploy-corpus" -o "$work/deploy-site" --cache "$work/deploy-cache" >/dev/null
deploy "one title edited"
diff -r -q "$work/deploy-site" "$work/deploy-store/site/gallery" >/dev/null && echo "store identical to the site" \
  || { echo "STORE DIFFERS FROM THE SITE"; exit 1; }
