#!/usr/bin/env bash
# Issue 16's targets on generated libraries of small photos (default 1000):
#  - the no-op rebuild of a library whose every photo has an XMP sidecar, against the same library without them
#    (target: within 10%), and what an XMP sidecar edit costs (pages only, no image);
#  - the first build of photos carrying embedded XMP and IPTC, against the same photos without (target: the
#    extra under 5% of the render time).
# Usage: scripts/bench-metadata.sh [COUNT]   (REPEAT=n no-op runs each, default 5; needs exiftool)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
count=${1:-1000}
repeat=${REPEAT:-5}
work=${BENCH_DIR:-$root/.build/bench-metadata}/$count
vitrine=$root/.build/release/vitrine
source=$root/Tests/Fixtures/cameras/Fujifilm_FinePix_E500.jpg
mkdir -p "$work"

# The same photo with XMP and IPTC written in, as Lightroom or Photo Mechanic would leave it.
exiftool -q -q -o "$work/embedded.jpg" -XMP-xmp:Rating=4 "-XMP-dc:Title=Piazza Grande" "-XMP-dc:Description=Saturday market" \
  -XMP-dc:Subject=italy -XMP-dc:Subject=market "-XMP-lr:HierarchicalSubject=places|Italy|Arezzo" -XMP-xmp:Label=Red \
  "-IPTC:ObjectName=Piazza Grande" "-IPTC:Caption-Abstract=Saturday market" -IPTC:Keywords=italy -IPTC:City=Arezzo "$source" 2>/dev/null || true
python3 scripts/make-small-library.py "$work/plain" "$count" "$source"
python3 scripts/make-small-library.py "$work/sidecars" "$count" "$source"
python3 scripts/make-small-library.py "$work/embedded" "$count" "$work/embedded.jpg"
# A Lightroom-style sidecar beside every photo of the second library (photo.xmp, about 1.5 KB).
if [ ! -e "$work/sidecars/.xmp-done" ]; then
  exiftool -q -q -o "$work/template.xmp" -XMP-xmp:Rating=3 "-XMP-dc:Title=Title" "-XMP-dc:Description=Caption" \
    -XMP-dc:Subject=one -XMP-dc:Subject=two "-XMP-lr:HierarchicalSubject=places|Italy|Siena" -XMP-xmp:Label=Green "$source"
  for photo in "$work"/sidecars/a*/p*.jpg; do cp "$work/template.xmp" "${photo%.jpg}.xmp"; done
  touch "$work/sidecars/.xmp-done"
fi

# On a shared machine wall time is mostly the other processes: CPU time (user + system) is what is compared.
seconds() {  # seconds LIBRARY: one build's CPU seconds (wall in parentheses)
  /usr/bin/time -f "%U %S %e" -o "$work/t" "$vitrine" build "$work/$1" -o "$work/site-$1" --cache "$work/cache-$1" --formats jpeg >"$work/log" 2>&1 \
    || { tail "$work/log"; exit 1; }
  awk '{ printf "%.2f (%s)\n", $1 + $2, $3 }' "$work/t"
}
median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

echo "Libraries of $count photos"
rm -rf "$work"/site-* "$work"/cache-*
for library in plain sidecars embedded; do
  printf '%-40s %s s CPU (wall)\n' "first build, $library" "$(seconds $library)"
done
: > "$work/noop-plain"; : > "$work/noop-sidecars"
for _ in $(seq "$repeat"); do  # interleaved, so both meet the same machine
  for library in plain sidecars; do seconds $library | cut -d' ' -f1 >> "$work/noop-$library"; done
done
plain=$(median < "$work/noop-plain"); sidecars=$(median < "$work/noop-sidecars")
printf '%-40s %8s s CPU (median of %s: %s)\n' "no-op rebuild, no XMP sidecars" "$plain" "$repeat" "$(tr '\n' ' ' < "$work/noop-plain")"
printf '%-40s %8s s CPU (median of %s: %s)\n' "no-op rebuild, XMP sidecar per photo" "$sidecars" "$repeat" "$(tr '\n' ' ' < "$work/noop-sidecars")"
echo "  ratio $(echo "scale=3; $sidecars / $plain" | bc) (target at most 1.10)"
sed -i "0,/>[^<]*<\/rdf:li>/s//>Edited $(date +%s%N)<\/rdf:li>/" "$work/sidecars/a000/p000000.xmp"
printf '%-40s %s s CPU (wall)\n' "XMP sidecar edit" "$(seconds sidecars)"
grep -o "[0-9]* images written" "$work/log" | sed 's/^/  /'
# Embedded metadata on make bench's corpus (12 MP photos, needs ../shared/samples or SAMPLES=DIR): the first
# build of the photos as they are against the same photos with XMP and IPTC written in, interleaved, CPU time.
samples=${SAMPLES:-$root/../shared/samples}
if [ -d "$samples" ]; then
  python3 scripts/make-corpus.py "$samples" "$work/corpus-plain" "${CORPUS:-48}" >/dev/null
  if [ ! -e "$work/corpus-embedded/.done" ]; then
    rm -rf "$work/corpus-embedded"; cp -r "$work/corpus-plain" "$work/corpus-embedded"
    exiftool -q -q -overwrite_original -XMP-xmp:Rating=4 "-XMP-dc:Title=Piazza Grande" "-XMP-dc:Description=Saturday market" \
      -XMP-dc:Subject=italy -XMP-dc:Subject=market "-XMP-lr:HierarchicalSubject=places|Italy|Arezzo" -XMP-xmp:Label=Red \
      "-IPTC:ObjectName=Piazza Grande" "-IPTC:Caption-Abstract=Saturday market" -IPTC:Keywords=italy -IPTC:City=Arezzo \
      "$work"/corpus-embedded/*.jpg
    touch "$work/corpus-embedded/.done"
  fi
  : > "$work/first-corpus-plain"; : > "$work/first-corpus-embedded"
  for _ in $(seq "${REPEAT_FIRST:-3}"); do
    for library in corpus-plain corpus-embedded; do
      rm -rf "$work/site-$library" "$work/cache-$library"
      seconds $library | cut -d' ' -f1 >> "$work/first-$library"
    done
  done
  plain=$(median < "$work/first-corpus-plain"); embedded=$(median < "$work/first-corpus-embedded")
  printf '%-40s %8s s CPU (median of: %s)\n' "first build, corpus" "$plain" "$(tr '\n' ' ' < "$work/first-corpus-plain")"
  printf '%-40s %8s s CPU (median of: %s)\n' "first build, corpus with XMP + IPTC" "$embedded" "$(tr '\n' ' ' < "$work/first-corpus-embedded")"
  echo "  extra $(echo "scale=4; ($embedded - $plain) / $plain * 100" | bc) % of the first build (target under 5)"
fi
