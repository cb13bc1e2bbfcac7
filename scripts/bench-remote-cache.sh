#!/usr/bin/env bash
# The remote render cache against rendering: a fresh runner (empty site and cache folders) building the bench
# corpus (48 real 12 MP photos) with a warm cache, against the same build rendering everything. The store is
# rclone serve s3 on loopback (a real S3 server checking signatures; no network latency, so this is the floor).
# Needs ../shared/samples beside the checkout (or SAMPLES=DIR). Usage: scripts/bench-remote-cache.sh
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
samples=${SAMPLES:-$root/../shared/samples}
work=${BENCH_DIR:-$root/.build/bench}
vitrine=$root/.build/release/vitrine
tools=$root/.build/tools
mkdir -p "$work"
python3 scripts/make-corpus.py "$samples" "$work/corpus" "${COUNT:-48}" >/dev/null

rm -rf "$work/store"; mkdir -p "$work/store/renders"
. scripts/bench-s3-server.sh
start_s3_server "$work/store" "$work/rclone.log"

wall_of() {  # wall_of NAME ARGS...: a fresh runner's build, prints wall seconds
  local name=$1; shift
  rm -rf "$work/remote-$name" "$work/remote-cache-$name"
  /usr/bin/time -f "%e" -o "$work/remote.t" "$vitrine" build "$work/corpus" -o "$work/remote-$name" \
    --cache "$work/remote-cache-$name" --formats jpeg "$@" >"$work/remote-$name.log" 2>&1 || { tail "$work/remote-$name.log"; exit 1; }
  cat "$work/remote.t"
}
median() { printf '%s\n' "$@" | sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
cold=$(wall_of cold --remote-cache s3://renders/bench)
echo "cold (renders and uploads): $cold s; $(grep -o 'Remote cache: .*' "$work/remote-cold.log")"
declare -a rendered warm
for _ in $(seq 1 "${REPEAT:-5}"); do
  rendered+=("$(wall_of local)")
  warm+=("$(wall_of warm --remote-cache s3://renders/bench)")
done
grep -o 'Remote cache: .*' "$work/remote-warm.log"
diff -r -q "$work/remote-local" "$work/remote-warm" >/dev/null && echo "warm site identical to the rendered one" || { echo "SITES DIFFER"; exit 1; }
l=$(median "${rendered[@]}"); w=$(median "${warm[@]}")
printf 'rendering everything: %s s wall; warm remote cache: %s s wall = %s of it (target at most 0.25); medians of %s\n' \
  "$l" "$w" "$(echo "scale=3; $w / $l" | bc)" "${REPEAT:-5}"
