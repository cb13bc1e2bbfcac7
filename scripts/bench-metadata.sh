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

seconds() {  # seconds LIBRARY: one build's wall time
  /usr/bin/time -f "%e" -o "$work/t" "$vitrine" build "$work/$1" -o "$work/site-$1" --cache "$work/cache-$1" --formats jpeg >"$work/log" 2>&1 \
    || { tail "$work/log"; exit 1; }
  cat "$work/t"
}
median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

echo "Libraries of $count photos"
rm -rf "$work"/site-* "$work"/cache-*
for library in plain sidecars embedded; do
  printf '%-40s %8s s\n' "first build, $library" "$(seconds $library)"
done
for library in plain sidecars; do
  for _ in $(seq "$repeat"); do seconds $library; done > "$work/noop-$library"
done
plain=$(median < "$work/noop-plain"); sidecars=$(median < "$work/noop-sidecars")
printf '%-40s %8s s (median of %s: %s)\n' "no-op rebuild, no XMP sidecars" "$plain" "$repeat" "$(tr '\n' ' ' < "$work/noop-plain")"
printf '%-40s %8s s (median of %s: %s)\n' "no-op rebuild, XMP sidecar per photo" "$sidecars" "$repeat" "$(tr '\n' ' ' < "$work/noop-sidecars")"
echo "  ratio $(echo "scale=3; $sidecars / $plain" | bc) (target at most 1.10)"
sed -i 's/Title=Title/Title=Edited/; s/>Title</>Edited</' "$work/sidecars/a000/p000000.xmp"
printf '%-40s %8s s\n' "XMP sidecar edit" "$(seconds sidecars)"
grep -o "[0-9]* images written" "$work/log" | sed 's/^/  /'
# Embedded metadata: the same photos read again on a lost catalog with the site kept (nothing rendered, every
# file hashed and its facts read) against a full first build, both ways.
for library in plain embedded; do
  rm -rf "$work/site-$library" "$work/cache-$library"
  first=$(seconds $library)
  rm -rf "$work/cache-$library"
  printf '%-40s %8s s; catalog lost, site kept: %s s\n' "render, $library" "$first" "$(seconds $library)"
done
