#!/usr/bin/env bash
# CI without photo bytes (issue 32 item 7): a repository of COUNT photos stored in Git LFS, served from a file://
# remote, built as CI builds it: a fresh checkout with pointers only (GIT_LFS_SKIP_SMUDGE=1, actions/checkout
# without lfs: true) and the last run's cache and site restored. Counts what each run downloads (the objects in the
# fresh clone's LFS store, and the summary's "Fetched N photos from Git LFS"): one sidecar changed must download
# 0 photos; 3 new photos, 3. Also the cost of recording the object ids: the first build of the same library in
# and out of a Git LFS work tree.
# Usage: scripts/bench-lfs.sh [COUNT]   (default 10000 photos; the release binary, or VITRINE=path)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
count=${1:-10000}
work=${BENCH_DIR:-$root/.build/bench-lfs}/$count
vitrine=${VITRINE:-$root/.build/release/vitrine}
mkdir -p "$work"
export GIT_CONFIG_GLOBAL=$work/gitconfig GIT_CONFIG_NOSYSTEM=1 GIT_TERMINAL_PROMPT=0
printf '[user]\n\tname = bench\n\temail = bench@vitrine.invalid\n[init]\n\tdefaultBranch = main\n' > "$GIT_CONFIG_GLOBAL"
git lfs install >/dev/null

# The repository, made once: photos/ tracked in Git LFS, pushed with its objects.
if [ ! -f "$work/.repository-ready" ]; then
  rm -rf "$work/origin" "$work/remote.git"
  git init -q --bare "$work/remote.git"
  git init -q "$work/origin"
  python3 scripts/make-small-library.py "$work/origin/photos" "$count" "$root/Tests/Fixtures/cameras/Fujifilm_FinePix_E500.jpg"
  rm -f "$work/origin/photos/.complete-$count"
  (cd "$work/origin" && git lfs track '*.jpg' >/dev/null && git add -A && git commit -q -m photos \
     && git remote add origin "file://$work/remote.git" && git push -q origin main 2>&1 | tail -1)
  touch "$work/.repository-ready"
fi

seconds() {  # seconds LOG COMMAND...: runs it, prints wall seconds
  local log=$1; shift
  /usr/bin/time -f "%e" -o "$work/t" "$@" >"$log" 2>&1 || { tail "$log"; exit 1; }
  cat "$work/t"
}
fetched() { grep -o "Fetched [0-9]* photos\? from Git LFS" "$1" | grep -o "[0-9]*" || echo 0; }
objects() { find "$1/.git/lfs/objects" -type f 2>/dev/null | wc -l; }
fresh() {  # fresh NAME: a pointer-only clone, as actions/checkout leaves it without lfs: true
  rm -rf "$work/$1"
  GIT_LFS_SKIP_SMUDGE=1 git clone -q "file://$work/remote.git" "$work/$1"
}
run() {  # run NAME LABEL: builds the fresh clone NAME with the cache and site of the run before, reports
  local t
  t=$(seconds "$work/$1.log" "$vitrine" build "$work/$1/photos" -o "$work/site" --cache "$work/cache" --formats jpeg)
  printf '%-34s %6s s, %5s photos downloaded (summary: fetched %s), %s\n' "$2" "$t" "$(objects "$work/$1")" "$(fetched "$work/$1.log")" \
    "$(grep -o '[0-9]* images\? written' "$work/$1.log" | head -1)"
}

# The cost of the object ids: the first build of 100 phone photos (0.8 MB each) out of git, then in a work tree whose
# .gitattributes send them to Git LFS (the jobs then take the SHA-256 of the bytes they read), one job each.
big=$work/big
if [ ! -f "$big/.ready" ]; then
  rm -rf "$big" && mkdir -p "$big/tree"
  python3 scripts/make-small-library.py "$big/plain" 100 "$root/Tests/Fixtures/mobile/jolla.jpg"
  cp -r "$big/plain" "$big/tree/photos" && git init -q "$big/tree" && echo '*.jpg filter=lfs diff=lfs merge=lfs -text' > "$big/tree/.gitattributes"
  touch "$big/.ready"
fi
rm -rf "$big"/site-* "$big"/cache-*
plain=$(seconds "$big/plain.log" "$vitrine" build "$big/plain" -o "$big/site-plain" --cache "$big/cache-plain" --formats jpeg --jobs 1)
lfs=$(seconds "$big/lfs.log" "$vitrine" build "$big/tree/photos" -o "$big/site-lfs" --cache "$big/cache-lfs" --formats jpeg --jobs 1)
echo "Recording object ids: first build of 100 photos of 0.8 MB, one job: $plain s out of git, $lfs s in Git LFS" \
  "($(echo "scale=3; $lfs / $plain" | bc) x)"

# The last run, with every photo's bytes (the origin's working copy): it records their object ids.
rm -rf "$work/site" "$work/cache" "$work/plain-site" "$work/plain-cache" "$work/plain"
cp -r "$work/origin/photos" "$work/plain"
"$vitrine" build "$work/plain" -o "$work/plain-site" --cache "$work/plain-cache" --formats jpeg >"$work/plain.log" 2>&1
first=$(seconds "$work/first.log" "$vitrine" build "$work/origin/photos" -o "$work/site" --cache "$work/cache" --formats jpeg)
echo "Library: $count photos in Git LFS; first build with every photo's bytes: $first s"

fresh ci1; run ci1 "pointers, cache and site restored:"
if diff -r -q "$work/site" "$work/plain-site" >/dev/null; then echo "site identical to a clean build of the photos out of git"; else echo "SITE DIFFERS"; exit 1; fi

(cd "$work/origin" && printf '{"title": "Changed %s"}\n' "$(date +%s%N)" > photos/a000/p000000.jpg.json && git add -A \
   && git commit -q -m "a sidecar" && git push -q origin main)
fresh ci2; run ci2 "one sidecar changed:"

(cd "$work/origin" && SOURCE="$root/Tests/Fixtures/cameras/Fujifilm_FinePix_E500.jpg" python3 - <<'PY' && git add -A && git commit -q -m "3 photos" && git push -q origin main 2>&1 | tail -1
import os, sys, time
base = open(os.environ["SOURCE"], "rb").read()
stamp = time.time_ns().to_bytes(8, "big")
os.makedirs("photos/new", exist_ok=True)
for i in range(3):
    open(f"photos/new/n{stamp.hex()}{i}.jpg", "wb").write(base + stamp + bytes([i]))
PY
)
fresh ci3; run ci3 "3 new photos:"
fresh ci4; run ci4 "nothing changed:"
