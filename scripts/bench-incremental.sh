#!/usr/bin/env bash
# Rebuild costs on generated libraries of small photos: first build, no-op rebuilds, one photo's edits, catalog lost.
# Two shapes (issue 32): "plain", JPEG only with one tag and one favourite; "tagged", the default formats (WebP and
# JPEG), 10% of the photos with sidecars, 7 tags of ~1,400 photos each at 100,000 and 5,000 favourites, the edited
# photo a favourite in a tag.
# Usage: scripts/bench-incremental.sh [COUNT] [SHAPE...]   (default 10000, both shapes; 100000 for the large target;
# VITRINE=path another binary)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
count=${1:-10000}
shift || true
shapes=("$@")
[ ${#shapes[@]} -gt 0 ] || shapes=(plain tagged)
vitrine=${VITRINE:-$root/.build/release/vitrine}
source_jpeg=$root/Tests/Fixtures/cameras/Fujifilm_FinePix_E500.jpg

timed() {  # timed LABEL COMMAND...: prints wall seconds, CPU seconds (user+sys) and peak RSS
  local label=$1; shift
  /usr/bin/time -f "%e %U %S %M" -o "$work/t" "$@" >"$work/log" 2>&1 || { tail "$work/log"; exit 1; }
  read -r w u s m < "$work/t"
  printf '%-28s %8s s wall %6.2f s CPU %6s MB\n' "$label" "$w" "$(echo "$u + $s" | bc)" "$((m / 1024))"
}
edit() {  # edit LABEL SIDECAR-JSON: one photo's sidecar changes, then a rebuild
  printf '%s\n' "$2" > "$work/library/a000/p000000.jpg.json"
  timed "$1" "$vitrine" "${args[@]}"
  # Which way the build took: the sidecar way says so (see docs/architecture.md).
  grep -o "[0-9]* images written.*rendered)\|Only .* sidecars changed" "$work/log" | sed 's/^/  /'
}

for shape in "${shapes[@]}"; do
  case $shape in plain) suffix= ;; tagged) suffix=-tagged ;; *) echo "unknown shape $shape (plain or tagged)" >&2; exit 2 ;; esac
  work=${BENCH_DIR:-$root/.build/bench-incremental}/$count$suffix
  mkdir -p "$work"
  rm -rf "$work/site" "$work/cache"
  last=$(printf 'a%03d/p%06d.jpg' $(((count - 1) / 100)) $((count - 1)))
  if [ "$shape" = plain ]; then
    python3 scripts/make-small-library.py "$work/library" "$count" "$source_jpeg"
    args=(build "$work/library" -o "$work/site" --cache "$work/cache" --formats jpeg)
    # A favourite and a tag from the start, as a real library has: the site's first tag or favourite adds a link
    # to every page's menu, which is a change of every page, not the one-photo edit measured here.
    printf '{"favorite": true, "tags": ["sea"]}\n' > "$work/library/$last.json"
    initial=
    edits=('{"rating": 4}' '{"rating": 4, "title": "Harbour"}' '{"rating": 4, "title": "Harbour", "tags": ["sea"]}')
  else
    python3 scripts/make-small-library.py "$work/library" "$count" "$source_jpeg" tagged
    args=(build "$work/library" -o "$work/site" --cache "$work/cache")
    # p000000 as make-small-library.py writes it: a favourite tagged "sea" (one of 1,400), with a title.
    initial='{"rating": 0, "favorite": true, "tags": ["sea"], "title": "Photo 0"}'
    edits=('{"rating": 4, "favorite": true, "tags": ["sea"], "title": "Photo 0"}'
           '{"rating": 4, "favorite": true, "tags": ["sea"], "title": "Harbour"}'
           '{"rating": 4, "favorite": true, "tags": ["sea", "night"], "title": "Harbour"}')
  fi
  if [ -n "$initial" ]; then printf '%s\n' "$initial" > "$work/library/a000/p000000.jpg.json"
  else rm -f "$work/library/a000/p000000.jpg.json"; fi
  echo "Library: $count photos, $shape ($(find "$work/library" -name '*.json' | wc -l) sidecars); $(uptime | sed 's/.*load/load/')"
  timed "first build" "$vitrine" "${args[@]}"
  timed "first no-op rebuild" "$vitrine" "${args[@]}"
  timed "no-op rebuild (again)" "$vitrine" "${args[@]}"
  edit "rating change" "${edits[0]}"
  edit "title change" "${edits[1]}"
  edit "tag change" "${edits[2]}"
  timed "no-op after an edit" "$vitrine" "${args[@]}"
  # A photo's file changed (its mtime here): the long way, with the last index and every page checked by its key,
  # the build whose peak memory the 400 MB target is about (issue 32).
  touch "$work/library/a000/p000001.jpg"
  timed "file touched (long way)" "$vitrine" "${args[@]}"
  grep -o "[0-9]* images written.*rendered)" "$work/log" | sed 's/^/  /'
  edit "transform change" "${edits[2]%\}}, \"transform\": {\"rotation\": 90, \"scale\": 1}}"
  rm -rf "$work/cache"
  timed "catalog lost, site kept" "$vitrine" "${args[@]}"
  grep -o "[0-9]* images written.*rendered)" "$work/log" | sed 's/^/  /'
  if [ -n "$initial" ]; then printf '%s\n' "$initial" > "$work/library/a000/p000000.jpg.json"
  else rm -f "$work/library/a000/p000000.jpg.json"; fi
done
