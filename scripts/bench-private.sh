#!/usr/bin/env bash
# Private albums' cost (issue 28): a cold build of the 48-photo bench corpus as a public album vs the same photos in a
# private album with a password (the plain copy, then every file sealed), a no-op rebuild, and a re-key (what a
# revocation does: generation + 1) of that album and of a 1,000-photo one, which must render nothing.
# Needs ../shared/samples beside the checkout (or SAMPLES=DIR). Usage: scripts/bench-private.sh [VITRINE=binary]
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
samples=${SAMPLES:-$root/../shared/samples}
work=${BENCH_DIR:-$root/.build/bench-private}
vitrine=${VITRINE:-$root/.build/release/vitrine}
jobs=${JOBS:-$(nproc)}
mkdir -p "$work"
export VITRINE_SECRET=bench-private-secret-0123456789 BENCH_PASSWORD=bench-password

timed() {  # timed LABEL COMMAND...: wall, CPU (user+sys) and what the build says it wrote
  local label=$1; shift
  /usr/bin/time -f "%e %U %S" -o "$work/t" "$@" >"$work/log" 2>&1 || { tail "$work/log"; exit 1; }
  read -r w u s < "$work/t"
  printf '%-34s %7s s wall %7.2f s CPU  %s\n' "$label" "$w" "$(echo "$u + $s" | bc)" \
    "$(grep -o '[0-9]* images\? written\|Private albums: .*' "$work/log" | tr '\n' ' ')"
}

python3 scripts/make-corpus.py "$samples" "$work/corpus" "${COUNT:-48}" >/dev/null
rm -rf "$work/public" "$work/private"
mkdir -p "$work/public/Trip" "$work/private/Trip"
cp "$work"/corpus/*.jpg "$work/public/Trip/"
cp "$work"/corpus/*.jpg "$work/private/Trip/"
echo '{"title": "Trip", "private": {"passwordEnv": "BENCH_PASSWORD"}}' > "$work/private/Trip/album.json"
for shape in public private; do
  rm -rf "$work/$shape-site" "$work/$shape-cache"
  timed "$shape: cold build" "$vitrine" build "$work/$shape" -o "$work/$shape-site" --cache "$work/$shape-cache" --jobs "$jobs"
  timed "$shape: no-op rebuild" "$vitrine" build "$work/$shape" -o "$work/$shape-site" --cache "$work/$shape-cache" --jobs "$jobs"
done
echo '{"generation": 2, "recipients": []}' > "$work/private/Trip/.vitrine-share.json"
timed "private: re-key (48 photos)" "$vitrine" build "$work/private" -o "$work/private-site" --cache "$work/private-cache" --jobs "$jobs"

big=$work/big
if [ ! -f "$big/.made" ]; then
  rm -rf "$big" && mkdir -p "$big"
  python3 scripts/make-small-library.py "$big/Family" 1000 "$root/Tests/Fixtures/cameras/Fujifilm_FinePix_E500.jpg"
  echo '{"private": {}}' > "$big/Family/album.json"
  touch "$big/.made"
fi
rm -rf "$work/big-site" "$work/big-cache" "$big/Family/.vitrine-share.json"
timed "1,000 private photos: cold build" "$vitrine" build "$big" -o "$work/big-site" --cache "$work/big-cache" --jobs "$jobs" --formats jpeg
echo '{"generation": 2, "recipients": []}' > "$big/Family/.vitrine-share.json"
timed "1,000 private photos: re-key" "$vitrine" build "$big" -o "$work/big-site" --cache "$work/big-cache" --jobs "$jobs" --formats jpeg
