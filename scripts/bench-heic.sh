#!/usr/bin/env bash
# Vitrine vs libvips on a HEIC-only library, in one run: 12+ phone-size (4000x3000) HEIC photos made with
# heif-enc from the bench corpus. libvips reads HEIC through the same libheif. Its pipeline makes the 1024 px
# thumbnail from the HEIC, then 700 and 350 from that JPEG, as a gallery script would. JPEG outputs.
# A script, not a test: it prints figures. Usage: scripts/bench-heic.sh (after scripts/bench.sh made the corpus)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
samples=${SAMPLES:-$root/../shared/samples}
work=${BENCH_DIR:-$root/.build/bench}
jobs=${JOBS:-$(nproc)}
count=${HEIC_COUNT:-12}
vitrine=${VITRINE:-$root/.build/release/vitrine}
heic=$work/heic-corpus
mkdir -p "$work" "$heic"

python3 scripts/make-corpus.py "$samples" "$work/corpus" "$count" >/dev/null
for i in $(seq 0 $((count - 1))); do
  name=$(printf 'photo_%03d' "$i")
  # Phones encode at about quality 50-60 of x265's scale; heif-enc keeps the JPEG's EXIF.
  [ -s "$heic/$name.heic" ] || heif-enc -q 55 -o "$heic/$name.heic" "$work/corpus/$name.jpg" >/dev/null
done
n=$(ls "$heic"/*.heic | wc -l)

declare -A wall cpu rss
run() {
  local name=$1; shift
  /usr/bin/time -f "%e %U %S %M" -o "$work/$name.time" "$@" >"$work/$name.log" 2>&1 || { echo "$name failed:"; tail "$work/$name.log"; exit 1; }
  read -r w u s m < "$work/$name.time"
  wall[$name]=$w; cpu[$name]=$(echo "$u + $s" | bc); rss[$name]=$((m / 1024))
}
ratio() { echo "scale=2; $1 / $2" | bc; }
median() { printf '%s\n' "$@" | sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

cat > "$work/vips-heic.sh" <<'SH'
f=$1; out=$2; b=$(basename "$f" .heic)
vipsthumbnail "$f" --size 1024x1024 -o "$out/${b}_1024.jpg[Q=85,strip]"
for s in 700 350; do vipsthumbnail "$out/${b}_1024.jpg" --size "${s}x${s}" -o "$out/${b}_$s.jpg[Q=85,strip]"; done
SH

# Interleaved runs, so both tools see the same background load; medians reported.
reps=${REPEAT:-3}
declare -a vw vc vr lw lc pw pc
sync
for i in $(seq 1 "$reps"); do
  rm -rf "$work/out-heic-vitrine" "$work/cache-heic-vitrine"
  run vitrine "$vitrine" build "$heic" -o "$work/out-heic-vitrine" --cache "$work/cache-heic-vitrine" --formats jpeg --jobs "$jobs"
  # The same binary with libheif in its own process, as before issue 33: what the decoder workers cost.
  rm -rf "$work/out-heic-vitrine" "$work/cache-heic-vitrine"
  run inprocess env VITRINE_DECODE_IN_PROCESS=1 "$vitrine" build "$heic" -o "$work/out-heic-vitrine" --cache "$work/cache-heic-vitrine" --formats jpeg --jobs "$jobs"
  pw+=("${wall[inprocess]}"); pc+=("${cpu[inprocess]}")
  rm -rf "$work/out-heic-vips"; mkdir -p "$work/out-heic-vips"
  run vips sh -c "ls '$heic'/*.heic | xargs -P '$jobs' -n 1 -I{} sh '$work/vips-heic.sh' {} '$work/out-heic-vips'"
  vw+=("${wall[vitrine]}"); vc+=("${cpu[vitrine]}"); vr+=("${rss[vitrine]}"); lw+=("${wall[vips]}"); lc+=("${cpu[vips]}")
done
printf '\nHEIC corpus: %d photos of 4000x3000 (heif-enc -q 55), %d jobs, JPEG outputs 350/700/1024; median of %d interleaved runs.\n\n' "$n" "$jobs" "$reps"
printf '%-44s %8s %8s %9s\n' tool "wall s" "CPU s" "peak MB"
printf '%-44s %8s %8s %9s\n' "vitrine build --formats jpeg" "$(median "${vw[@]}")" "$(median "${vc[@]}")" "$(printf '%s\n' "${vr[@]}" | sort -n | tail -1)"
printf '%-44s %8s %8s %9s\n' "vitrine, decoders in process (before #33)" "$(median "${pw[@]}")" "$(median "${pc[@]}")" "-"
printf '%-44s %8s %8s %9s\n' "vipsthumbnail 1024, then 700+350 from it" "$(median "${lw[@]}")" "$(median "${lc[@]}")" "-"
printf '\n  decoder workers / in process: wall %s, CPU %s   (target <= 1.05)\n' "$(ratio "$(median "${vw[@]}")" "$(median "${pw[@]}")")" "$(ratio "$(median "${vc[@]}")" "$(median "${pc[@]}")")"
printf '  Vitrine wall / libvips wall (HEIC) = %s   (target <= 0.9)\n' "$(ratio "$(median "${vw[@]}")" "$(median "${lw[@]}")")"
