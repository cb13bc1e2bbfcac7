#!/usr/bin/env bash
# Shards against one machine on a generated library of small photos: total CPU of N shards over one build's,
# each shard's share of the renders, and that the shards' sites copied together and built once more render
# nothing and give the one-machine site byte for byte.
# Usage: scripts/bench-shards.sh [COUNT] [N]   (default 10000 photos, 4 shards; the release binary)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
count=${1:-10000}
shards=${2:-4}
work=${BENCH_DIR:-$root/.build/bench-shards}/$count
vitrine=$root/.build/release/vitrine
mkdir -p "$work"
# Every photo the same size, unlike camera files: each shard reads the first and last 4 KB of every file to tell
# them apart (here the whole file), the worst case of the split's cost.
python3 scripts/make-small-library.py "$work/library" "$count" "$root/Tests/Fixtures/cameras/Fujifilm_FinePix_E500.jpg"

cpu_of() {  # cpu_of LOG COMMAND...: runs it, prints user+sys seconds
  local log=$1; shift
  /usr/bin/time -f "%U %S" -o "$work/t" "$@" >"$log" 2>&1 || { tail "$log"; exit 1; }
  read -r u s < "$work/t"
  echo "$u + $s" | bc
}
written() { grep -o "[0-9]* images written" "$1" | grep -o "^[0-9]*"; }

rm -rf "$work"/site* "$work"/cache* "$work/merged"
one=$(cpu_of "$work/one.log" "$vitrine" build "$work/library" -o "$work/site" --cache "$work/cache" --formats jpeg)
total_images=$(written "$work/one.log")
echo "Library: $count photos, $total_images images; one machine: $one s CPU"
sum=0
mkdir -p "$work/merged"
worst=0
for i in $(seq 1 "$shards"); do
  cpu=$(cpu_of "$work/shard-$i.log" "$vitrine" build "$work/library" -o "$work/site-$i" --cache "$work/cache-$i" --formats jpeg --shard "$i/$shards")
  images=$(written "$work/shard-$i.log")
  share=$(echo "scale=4; $images * $shards / $total_images" | bc)
  off=$(echo "scale=4; d = $share - 1; if (d < 0) d = -d; d * 100" | bc)
  worst=$(echo "if ($off > $worst) $off else $worst" | bc)
  printf 'shard %s/%s: %6s s CPU, %6s images (%s of 1/N)\n' "$i" "$shards" "$cpu" "$images" "$share"
  sum=$(echo "$sum + $cpu" | bc)
  cp -r "$work/site-$i/." "$work/merged/"
done
printf 'shards total: %s s CPU = %s x one machine (target at most 1.1); largest share off 1/N by %s %% (target 5)\n' \
  "$sum" "$(echo "scale=3; $sum / $one" | bc)" "$worst"
final=$(cpu_of "$work/merged.log" "$vitrine" build "$work/library" -o "$work/merged" --cache "$work/cache-merged" --formats jpeg)
printf 'merged and built once more: %s s CPU, %s images written; shards and final build together %s x one machine\n' \
  "$final" "$(written "$work/merged.log")" "$(echo "scale=3; ($sum + $final) / $one" | bc)"
if diff -r -q "$work/site" "$work/merged" >/dev/null; then echo "site identical to one machine's"; else echo "SITE DIFFERS"; diff -r -q "$work/site" "$work/merged" | head; exit 1; fi
