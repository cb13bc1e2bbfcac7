#!/usr/bin/env bash
# Vitrine on a camera-RAW library: 6 DNGs of about 4000x3000 (16-bit Bayer mosaics written by scripts/make-dng.py,
# no embedded preview, so libraw demosaics each in full), JPEG outputs. Since issue 33 libraw runs in decoder worker
# processes: /usr/bin/time counts their CPU with the build's (they are waited for). Interleave VITRINE=other/binary
# runs with this one to compare two builds. A script, not a test: it prints figures. Usage: scripts/bench-raw.sh
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
work=${BENCH_DIR:-$root/.build/bench}
jobs=${JOBS:-$(nproc)}
count=${RAW_COUNT:-6}
vitrine=${VITRINE:-$root/.build/release/vitrine}
python=${PYTHON:-$root/.build/tools/venv/bin/python}
raw=$work/raw-corpus
mkdir -p "$raw"
for i in $(seq 0 $((count - 1))); do
  # Each a few columns wider, so no two share a content id (the build would render one of them once).
  [ -s "$raw/camera_$i.dng" ] || "$python" scripts/make-dng.py "$raw/camera_$i.dng" $((4000 + 2 * i)) 3000 1 >/dev/null
done

median() { printf '%s\n' "$@" | sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
reps=${REPEAT:-3}
declare -a walls cpus peaks
sync
for i in $(seq 1 "$reps"); do
  rm -rf "$work/out-raw" "$work/cache-raw"
  /usr/bin/time -f "%e %U %S %M" -o "$work/raw.time" "$vitrine" build "$raw" -o "$work/out-raw" --cache "$work/cache-raw" \
    --formats jpeg --jobs "$jobs" >"$work/raw.log" 2>&1 || { echo "vitrine failed:"; tail "$work/raw.log"; exit 1; }
  read -r w u s m < "$work/raw.time"
  walls+=("$w"); cpus+=("$(echo "$u + $s" | bc)"); peaks+=("$((m / 1024))")
done
printf '\nRAW corpus: %d DNGs of 4000x3000 (no preview), %d jobs, JPEG outputs; median of %d runs.\n\n' "$count" "$jobs" "$reps"
printf '%-44s %8s %8s %9s\n' tool "wall s" "CPU s" "peak MB"
printf '%-44s %8s %8s %9s\n' "vitrine build --formats jpeg" "$(median "${walls[@]}")" "$(median "${cpus[@]}")" "$(printf '%s\n' "${peaks[@]}" | sort -n | tail -1)"
