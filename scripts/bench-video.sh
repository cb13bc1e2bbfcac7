#!/usr/bin/env bash
# Video figures (issue 17), in one run: a compatible phone clip published by a stream copy (0 re-encodes),
# and a 1080p HEVC clip transcoded by Vitrine and by sigal with its default video settings. A script, not a test.
# Clips are made here with ffmpeg from a still (a slow pan with sensor-like noise, so they do not compress
# absurdly well). Usage: scripts/bench-video.sh   (CLIPS=N phone clips, SECONDS_LONG=S for the HEVC clip)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
work=${BENCH_DIR:-$root/.build/bench}/video
vitrine=$root/.build/release/vitrine
clips=${CLIPS:-10}
long=${SECONDS_LONG:-10}
mkdir -p "$work"
[ -x "$vitrine" ] || { echo "build the release binary first: make release"; exit 1; }

# A 1080p source picture: the first sample photo, else a test pattern.
still=$(ls "$root"/Tests/Fixtures/cameras/*.jpg 2>/dev/null | head -1 || true)
source_args=(-f lavfi -i "testsrc2=size=2400x1350:rate=30")
[ -n "$still" ] && source_args=(-loop 1 -framerate 30 -i "$still")
pan="scale=2400:1350:force_original_aspect_ratio=increase,crop=2400:1350,crop=1920:1080:x='240+200*sin(t/3)':y='135+100*cos(t/4)',noise=alls=6:allf=t,format=yuv420p"
ff() { ffmpeg -nostdin -hide_banner -v error -y "$@"; }
if [ ! -f "$work/hevc-1080p.mov" ]; then
  echo "Making the clips (once)..."
  ff "${source_args[@]}" -f lavfi -i "sine=frequency=330:sample_rate=48000" -t "$long" -vf "$pan" \
     -c:v libx265 -x265-params log-level=error -preset fast -crf 24 -tag:v hvc1 -c:a aac -b:a 128k \
     -metadata creation_time=2024-05-01T12:00:00Z -metadata location=+48.8584+002.2945/ "$work/hevc-1080p.mov"
  ff "${source_args[@]}" -f lavfi -i "sine=frequency=330:sample_rate=48000" -t 5 -vf "$pan" \
     -c:v libx264 -profile:v high -preset veryfast -crf 21 -c:a aac -b:a 128k "$work/phone-1080p.mp4"
fi

declare -A wall cpu
run() {
  local name=$1; shift
  /usr/bin/time -f "%e %U %S" -o "$work/$name.time" "$@" >"$work/$name.log" 2>&1 || { echo "$name failed:"; tail "$work/$name.log"; exit 1; }
  read -r w u s < "$work/$name.time"
  wall[$name]=$w; cpu[$name]=$(echo "$u + $s" | bc)
}
per() { echo "scale=3; $1 / $2" | bc; }

# 1. Compatible clips: posters first (poster-only), then the same library asking for players: what the second
# build costs is the stream copies.
rm -rf "$work/remux"; mkdir -p "$work/remux/lib"
for i in $(seq 1 "$clips"); do ff -i "$work/phone-1080p.mp4" -c copy -metadata title="clip $i" "$work/remux/lib/clip-$i.mp4"; done
echo '{"video": "poster-only"}' > "$work/remux/lib/vitrine.json"
run posters "$vitrine" build "$work/remux/lib" -o "$work/remux/site" --cache "$work/remux/cache"
echo '{"video": "transcode"}' > "$work/remux/lib/vitrine.json"
run remux "$vitrine" build "$work/remux/lib" -o "$work/remux/site" --cache "$work/remux/cache"
copies=$(find "$work/remux/site/images" -name '*-c1.mp4' | wc -l)
encodes=$(find "$work/remux/site/images" -name '*-x264-*.mp4' | wc -l)

# 2. The 1080p HEVC clip: Vitrine (poster + transcode) against sigal's defaults (WebM, 480x360, crf 10, 1.6M).
rm -rf "$work/hevc"; mkdir -p "$work/hevc/lib"; cp "$work/hevc-1080p.mov" "$work/hevc/lib/"
run vitrine "$vitrine" build "$work/hevc/lib" -o "$work/hevc/site" --cache "$work/hevc/cache"
if [ ! -x "$root/.build/bench/venv/bin/sigal" ]; then
  python3 -m venv "$root/.build/bench/venv" >/dev/null
  "$root/.build/bench/venv/bin/pip" install -q sigal >/dev/null
fi
printf 'write_html = True\n' > "$work/sigal.conf.py"
rm -rf "$work/hevc/sigal"
run sigal "$root/.build/bench/venv/bin/sigal" build -c "$work/sigal.conf.py" "$work/hevc/lib" "$work/hevc/sigal"
vsize=$(find "$work/hevc/site/images" -name '*.mp4' -printf '%s\n' | awk '{ s += $1 } END { print s }')
ssize=$(find "$work/hevc/sigal" -name '*.webm' -printf '%s\n' | awk '{ s += $1 } END { print s }')
vres=$(ffprobe -v error -select_streams v:0 -show_entries stream=codec_name,width,height -of csv=p=0 "$(find "$work/hevc/site/images" -name '*.mp4' | head -1)")
sres=$(ffprobe -v error -select_streams v:0 -show_entries stream=codec_name,width,height -of csv=p=0 "$(find "$work/hevc/sigal" -name '*.webm' | head -1)")

printf '\nCompatible 1080p H.264/AAC clips (5 s each), %d of them: %d stream copies, %d re-encodes.\n' "$clips" "$copies" "$encodes"
printf '  posters only: %s s wall; then the players: %s s wall, %s s CPU = %s s per clip beyond its poster (target < 0.2)\n' \
  "${wall[posters]}" "${wall[remux]}" "${cpu[remux]}" "$(per "${wall[remux]}" "$clips")"
printf '\n1080p HEVC clip, %d s, %d cores:\n' "$long" "$(nproc)"
printf '%-44s %8s %8s %12s %12s %10s  %s\n' tool "wall s" "CPU s" "wall/s video" "CPU/s video" "bytes" "output"
printf '%-44s %8s %8s %12s %12s %10s  %s\n' "vitrine (H.264 High CRF 23 veryfast, AAC)" "${wall[vitrine]}" "${cpu[vitrine]}" \
  "$(per "${wall[vitrine]}" "$long")" "$(per "${cpu[vitrine]}" "$long")" "$vsize" "$vres"
printf '%-44s %8s %8s %12s %12s %10s  %s\n' "sigal defaults (WebM crf 10 1.6M, 480x360)" "${wall[sigal]}" "${cpu[sigal]}" \
  "$(per "${wall[sigal]}" "$long")" "$(per "${cpu[sigal]}" "$long")" "$ssize" "$sres"
