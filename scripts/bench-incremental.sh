#!/usr/bin/env bash
# Rebuild costs on a generated library of small photos: first build, no-op rebuild, and one edit.
# Usage: scripts/bench-incremental.sh [COUNT]   (default 10000; 100000 for the large target)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
count=${1:-10000}
work=${BENCH_DIR:-$root/.build/bench-incremental}/$count
vitrine=$root/.build/release/vitrine
mkdir -p "$work"
python3 scripts/make-small-library.py "$work/library" "$count" "$root/Tests/Fixtures/cameras/Fujifilm_FinePix_E500.jpg"

timed() {  # timed LABEL COMMAND...: prints wall seconds and peak RSS
  local label=$1; shift
  /usr/bin/time -f "%e %M" -o "$work/t" "$@" >"$work/log" 2>&1 || { tail "$work/log"; exit 1; }
  read -r w m < "$work/t"
  printf '%-28s %8s s %8s MB\n' "$label" "$w" "$((m / 1024))"
}
rm -rf "$work/site" "$work/cache"
args=(build "$work/library" -o "$work/site" --cache "$work/cache" --formats jpeg)
last=$(printf 'a%03d/p%06d.jpg' $(((count - 1) / 100)) $((count - 1)))
# A favourite and a tag from the start, as a real library has: the site's first tag or favourite adds a link to
# every page's menu, which is a change of every page, not the one-photo edit measured here.
printf '{"favorite": true, "tags": ["sea"]}\n' > "$work/library/$last.json"
rm -f "$work/library/a000/p000000.jpg.json"
echo "Library: $count photos"
timed "first build" "$vitrine" "${args[@]}"
timed "no-op rebuild" "$vitrine" "${args[@]}"
timed "no-op rebuild (again)" "$vitrine" "${args[@]}"
edit() {  # edit LABEL SIDECAR-JSON: one photo's sidecar changes, then a rebuild
  printf '%s\n' "$2" > "$work/library/a000/p000000.jpg.json"
  timed "$1" "$vitrine" "${args[@]}"
  # Which way the build took: the sidecar way says so (see docs/architecture.md).
  grep -o "[0-9]* images written.*rendered)\|Only .* sidecars changed" "$work/log" | sed 's/^/  /'
}
edit "rating change" '{"rating": 4}'
edit "title change" '{"rating": 4, "title": "Harbour"}'
edit "tag change" '{"rating": 4, "title": "Harbour", "tags": ["sea"]}'
edit "transform change" '{"rating": 4, "title": "Harbour", "tags": ["sea"], "transform": {"rotation": 90, "scale": 1}}'
rm -rf "$work/cache"
timed "catalog lost, site kept" "$vitrine" "${args[@]}"
grep -o "[0-9]* images written.*rendered)" "$work/log" | sed 's/^/  /'
rm -f "$work/library/a000/p000000.jpg.json"
