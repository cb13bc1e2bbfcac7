#!/usr/bin/env bash
# libwebp's method (0 fast ... 6 small) measured on Vitrine's own 1024 px renders at quality 80, the setting
# WebPCodec uses: encode CPU seconds against total bytes. Run after scripts/bench.sh (it reuses its output).
set -euo pipefail
cd "$(dirname "$0")/.."
work=${BENCH_DIR:-$PWD/.build/bench}
inputs=$(find "$work/out-vitrine/images" -name '*1024*.jpg' | sort)
[ -n "$inputs" ] || { echo "run scripts/bench.sh first"; exit 1; }
mkdir -p "$work/webp"
count=$(echo "$inputs" | wc -l)
printf '\nWebP method sweep: %d renders at 1024 px, quality 80 (cwebp, the same libwebp)\n' "$count"
printf '%-8s %10s %12s %10s\n' method "CPU s" "total KB" "vs m4"
declare -A cpu bytes
for m in 0 1 2 3 4 5 6; do
  /usr/bin/time -f "%U %S" -o "$work/webp/time" sh -c \
    "for f in $(echo $inputs | tr '\n' ' '); do cwebp -quiet -q 80 -m $m \"\$f\" -o \"$work/webp/\$(basename \"\$f\" .jpg).m$m.webp\"; done"
  read -r u s < "$work/webp/time"
  cpu[$m]=$(echo "$u + $s" | bc)
  bytes[$m]=$(cat "$work"/webp/*.m$m.webp | wc -c)
done
for m in 0 1 2 3 4 5 6; do
  printf '%-8s %10s %12s %9s%%\n' "$m" "${cpu[$m]}" "$((bytes[$m] / 1024))" \
    "$(echo "scale=1; 100 * ${bytes[$m]} / ${bytes[4]}" | bc)"
done
