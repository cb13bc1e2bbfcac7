#!/usr/bin/env bash
# Vitrine on a camera-RAW library: 6 DNGs of about 4000x3000 (16-bit Bayer mosaics written by scripts/make-dng.py,
# no embedded preview, so libraw demosaics each in full), JPEG outputs. Since issue 33 libraw runs in decoder worker
# processes: /usr/bin/time counts their CPU with the build's (they are waited for). Each run is followed by one of
# the same binary with VITRINE_DECODE_IN_PROCESS=1 (libraw in the build's process, as before): the workers' cost.
# Interleave VITRINE=other/binary runs with this one to compare two builds. A script, not a test: it prints figures. Usage: scripts/bench-raw.sh
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
declare -a walls cpus peaks pwalls pcpus ppeaks
# One build of the RAW set: its wall, CPU (the workers' too) and peak MB, appended to the arrays named by $1-$3.
measure() {
  local -n into_wall=$1 into_cpu=$2 into_peak=$3; shift 3
  rm -rf "$work/out-raw" "$work/cache-raw"
  /usr/bin/time -f "%e %U %S %M" -o "$work/raw.time" "$@" "$vitrine" build "$raw" -o "$work/out-raw" --cache "$work/cache-raw" \
    --formats jpeg --jobs "$jobs" >"$work/raw.log" 2>&1 || { echo "vitrine failed:"; tail "$work/raw.log"; exit 1; }
  read -r w u s m < "$work/raw.time"
  into_wall+=("$w"); into_cpu+=("$(echo "$u + $s" | bc)"); into_peak+=("$((m / 1024))")
}
sync
for i in $(seq 1 "$reps"); do
  measure walls cpus peaks env
  # The same binary with libraw in its own process, as before issue 33: what the decoder workers cost.
  measure pwalls pcpus ppeaks env VITRINE_DECODE_IN_PROCESS=1
done
printf '\nRAW corpus: %d DNGs of 4000x3000 (no preview), %d jobs, JPEG outputs; median of %d runs.\n\n' "$count" "$jobs" "$reps"
printf '%-44s %8s %8s %9s\n' tool "wall s" "CPU s" "peak MB"
printf '%-44s %8s %8s %9s\n' "vitrine build --formats jpeg" "$(median "${walls[@]}")" "$(median "${cpus[@]}")" "$(printf '%s\n' "${peaks[@]}" | sort -n | tail -1)"
printf '%-44s %8s %8s %9s\n' "vitrine, decoders in process (before #33)" "$(median "${pwalls[@]}")" "$(median "${pcpus[@]}")" "$(printf '%s\n' "${ppeaks[@]}" | sort -n | tail -1)"
printf '\n  decoder workers / in process: wall %s, CPU %s   (target <= 1.05)\n' \
  "$(echo "scale=2; $(median "${walls[@]}") / $(median "${pwalls[@]}")" | bc)" "$(echo "scale=2; $(median "${cpus[@]}") / $(median "${pcpus[@]}")" | bc)"
