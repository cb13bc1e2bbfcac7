#!/usr/bin/env bash
# Downloads: what album archives cost a build, against Info-ZIP's `zip -0 -X` making the same archive from the same
# files, and what originals without their position cost, against exiftool removing the positions and zip -0.
# A script, not a test: it prints figures. Needs ../shared/samples beside the checkout (or SAMPLES=DIR).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
samples=${SAMPLES:-$root/../shared/samples}
work=${BENCH_DIR:-$root/.build/bench}/downloads
vitrine=${VITRINE:-$root/.build/release/vitrine}
reps=${REPEAT:-3}
mkdir -p "$work"
python3 scripts/make-corpus.py "$samples" "$work/corpus" "${COUNT:-48}" >/dev/null
corpus=$work/corpus

# measure NAME COMMAND...: appends "wall cpu" (user+sys, children included) to $work/NAME.runs.
measure() {
  local name=$1; shift
  /usr/bin/time -f "%e %U %S" -o "$work/time" "$@" >"$work/$name.log" 2>&1 || { echo "$name failed:"; tail "$work/$name.log"; exit 1; }
  read -r w u s < "$work/time"
  echo "$w $(echo "$u + $s" | bc)" >> "$work/$name.runs"
}
median() { sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
cpu() { cut -d' ' -f2 "$work/$1.runs" | median; }
wall() { cut -d' ' -f1 "$work/$1.runs" | median; }

rm -f "$work"/*.runs
# Interleaved, so every mode sees the same background.
for i in $(seq 1 "$reps"); do
  for mode in none album originals; do
    echo "{\"downloads\": \"$mode\"}" > "$corpus/vitrine.json"
    rm -rf "$work/site-$mode" "$work/cache-$mode"
    measure "vitrine-$mode" "$vitrine" build "$corpus" -o "$work/site-$mode" --cache "$work/cache-$mode" --formats jpeg
  done
  # The same archive with Info-ZIP: the 2048 px JPEGs the album build published, stored, no extra attributes.
  find "$work/site-album/images" -name '*-2048.jpg' | sort > "$work/display.txt"
  rm -f "$work/zip-album.zip"
  measure zip-album sh -c "zip -0 -X -q -j '$work/zip-album.zip' -@ < '$work/display.txt'"
  # Originals without their position with exiftool, then stored.
  rm -rf "$work/exiftool" && mkdir -p "$work/exiftool" && cp "$corpus"/*.jpg "$work/exiftool/"
  measure exiftool-originals sh -c "exiftool -q -q -overwrite_original -gps:all= -xmp:all= '$work/exiftool' && zip -0 -X -q -j '$work/exiftool.zip' '$work/exiftool'/*.jpg"
done
archive=$(ls "$work/site-album/downloads/"*.zip)
megabytes=$(echo "scale=1; $(stat -c %s "$archive") / 1048576" | bc)
album=$(echo "$(cpu vitrine-album) - $(cpu vitrine-none)" | bc)
originals=$(echo "$(cpu vitrine-originals) - $(cpu vitrine-none)" | bc)
n=$(ls "$corpus"/*.jpg | wc -l)
echo "downloads: $n photos, album archive $megabytes MB, median of $reps interleaved runs (CPU s, user+sys)"
printf '  build, downloads none       %6.2f CPU  %6.2f wall\n' "$(cpu vitrine-none)" "$(wall vitrine-none)"
printf '  build, downloads album      %6.2f CPU  %6.2f wall  (archive: +%s s)\n' "$(cpu vitrine-album)" "$(wall vitrine-album)" "$album"
printf '  build, downloads originals  %6.2f CPU  %6.2f wall  (positions removed + archive: +%s s)\n' "$(cpu vitrine-originals)" "$(wall vitrine-originals)" "$originals"
printf '  zip -0 -X of the same JPEGs %6.2f CPU  %6.2f wall\n' "$(cpu zip-album)" "$(wall zip-album)"
printf '  exiftool -gps:all= + zip -0 %6.2f CPU  %6.2f wall\n' "$(cpu exiftool-originals)" "$(wall exiftool-originals)"
