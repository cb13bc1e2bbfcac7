#!/usr/bin/env bash
# vitrine deploy against rclone serve s3 on loopback (a real S3 server checking signatures; no network latency, so
# these are floors): the 48-photo bench site to an empty store, then again unchanged, then after one edit (a photo's
# title: its pages change, no image). Each step is compared with `rclone sync --checksum` (the same comparison of
# MD5s against ETags, 8 transfers like deploy's 8 uploads) of the same site to another prefix of the same store.
# Needs ../shared/samples beside the checkout (or SAMPLES=DIR). Usage: scripts/bench-deploy.sh
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
samples=${SAMPLES:-$root/../shared/samples}
work=${BENCH_DIR:-$root/.build/bench}
vitrine=${VITRINE:-$root/.build/release/vitrine}
tools=$root/.build/tools
[ -d "$samples" ] || { echo "bench-deploy.sh: no samples at $samples (set SAMPLES=DIR)"; exit 1; }
mkdir -p "$work"
python3 scripts/make-corpus.py "$samples" "$work/corpus" "${COUNT:-48}" >/dev/null
rm -rf "$work/deploy-corpus" "$work/deploy-site" && cp -r "$work/corpus" "$work/deploy-corpus"
"$vitrine" build "$work/deploy-corpus" -o "$work/deploy-site" --cache "$work/deploy-cache" >/dev/null

rm -rf "$work/deploy-store"; mkdir -p "$work/deploy-store/site"
. scripts/bench-s3-server.sh
start_s3_server "$work/deploy-store" "$work/deploy-rclone.log"
# rclone's own S3 client, configured from the environment, against the same server.
export RCLONE_CONFIG_BENCH_TYPE=s3 RCLONE_CONFIG_BENCH_PROVIDER=Other RCLONE_CONFIG_BENCH_ENDPOINT=$AWS_ENDPOINT_URL \
  RCLONE_CONFIG_BENCH_ACCESS_KEY_ID=$AWS_ACCESS_KEY_ID RCLONE_CONFIG_BENCH_SECRET_ACCESS_KEY=$AWS_SECRET_ACCESS_KEY \
  RCLONE_CONFIG_BENCH_FORCE_PATH_STYLE=true

timed() {  # timed LOG COMMAND...: runs it, prints "WALL CPU" (seconds; CPU is user + system)
  local log=$1; shift
  /usr/bin/time -f "%e %U %S" -o "$work/deploy.t" "$@" >"$log" 2>&1 || { cat "$log"; exit 1; }
  awk '{ printf "%s %.2f", $1, $2 + $3 }' "$work/deploy.t"
}
step() {  # step NAME: vitrine deploy, then rclone sync of the same site; prints both and the ratio of walls
  local v r
  v=$(timed "$work/deploy-vitrine.log" "$vitrine" deploy "$work/deploy-site" s3://site/gallery --delete)
  r=$(timed "$work/deploy-rclone-sync.log" "$tools/venv/bin/rclone" sync --config /dev/null --checksum --transfers 8 \
      --checkers 8 --s3-no-check-bucket "$work/deploy-site" bench:site/rclone)
  printf '%-28s vitrine deploy %6s s wall %6s s CPU | rclone sync --checksum %6s s wall %6s s CPU | wall ratio %s\n' \
    "$1:" ${v% *} ${v#* } ${r% *} ${r#* } "$(echo "scale=2; ${v% *} / ${r% *}" | bc)"
  echo "  vitrine: $(tail -1 "$work/deploy-vitrine.log")"
}
echo "site: $(find "$work/deploy-site" -type f | wc -l) files, $(du -sh "$work/deploy-site" | cut -f1)"
step "first deploy (empty store)"
step "unchanged"
photo=$(find "$work/deploy-corpus" -name '*.jpg' | sort | head -1)
echo '{"title": "Edited for the deploy bench"}' >"$photo.json"
"$vitrine" build "$work/deploy-corpus" -o "$work/deploy-site" --cache "$work/deploy-cache" >/dev/null
step "one title edited"
diff -r -q "$work/deploy-site" "$work/deploy-store/site/gallery" >/dev/null && echo "store identical to the site" \
  || { echo "STORE DIFFERS FROM THE SITE"; exit 1; }
diff -r -q "$work/deploy-site" "$work/deploy-store/site/rclone" >/dev/null || { echo "RCLONE'S COPY DIFFERS FROM THE SITE"; exit 1; }
