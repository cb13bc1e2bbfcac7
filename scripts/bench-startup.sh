#!/usr/bin/env bash
# How long `vitrine --version` takes to start, cold and warm, against issue 18's target of 50 ms cold, beside the
# floor of this machine (a C `int main(void) { return 0; }` linked with libc only) and a C program as empty that
# links the same shared libraries as the binary (what the dynamic loader alone costs).
#
# Cold: before each run, `sync; echo 3 > /proc/sys/vm/drop_caches` (root only) empties the page cache, so every file
# the run opens is read from the disk again, except those other running processes keep mapped (libc, and often
# libstdc++): what a first run after boot or after a long pause sees. The three programs are run in turn, RUNS
# times each (9 by default), so they see the same background load; medians are printed. Warm: the same, without
# dropping the caches, after one run to fill them. Timing is bash's EPOCHREALTIME around the run (fork, exec, wait:
# the floor's figure includes that overhead too). A script, not a test: it prints figures.
#
# The binary measured is the installed one: the release build of `make install` (.build-install/release/vitrine),
# installed into a temp prefix by scripts/install-tree.sh (stripped, as `make install` does), unless BINARY is given.
# BASELINE=OTHER_BINARY adds another vitrine to the turns (an older build, to compare under the same load).
# Usage: scripts/bench-startup.sh [BINARY]      RUNS=9 WARM_RUNS=21 BASELINE=
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
runs=${RUNS:-9}
warm_runs=${WARM_RUNS:-21}
target_ms=50
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

if [ $# -ge 1 ]; then
  vitrine=$1
else
  build=${INSTALL_SCRATCH:-.build-install}/release
  [ -x "$build/vitrine" ] || { echo "bench-startup.sh: $build/vitrine is missing: run make release-static (or make install) first" >&2; exit 1; }
  scripts/install-tree.sh "$build" "$work/prefix" >/dev/null
  vitrine=$work/prefix/bin/vitrine
fi
[ -x "$vitrine" ] || { echo "bench-startup.sh: $vitrine is not an executable" >&2; exit 1; }

# The floor, and a program as empty that needs what vitrine needs (its NEEDED entries, in its order).
cc=${CC:-cc}
printf 'int main(void) { return 0; }\n' > "$work/empty.c"
"$cc" -O2 -o "$work/floor" "$work/empty.c"
needed=$(readelf -d "$vitrine" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p' | grep -v '^ld-linux')
"$cc" -O2 -o "$work/same-libraries" "$work/empty.c" -Wl,--no-as-needed $(printf -- '-l:%s ' $needed)

median() { printf '%s\n' "$@" | sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
# Milliseconds one run of the command takes, with one decimal.
time_ms() {
  local start end
  start=$EPOCHREALTIME
  "$@" >/dev/null 2>&1
  end=$EPOCHREALTIME
  echo "($end - $start) * 1000" | bc -l | xargs printf '%.1f\n'
}
can_drop=false
if sync && (echo 3 > /proc/sys/vm/drop_caches) 2>/dev/null; then can_drop=true; fi
cold_or_none() { if $can_drop; then median "$@"; else echo -; fi; }

baseline=${BASELINE:-}
declare -a cold_floor cold_same cold_vitrine cold_baseline warm_floor warm_same warm_vitrine warm_baseline
if $can_drop; then
  for _ in $(seq 1 "$runs"); do
    sync; echo 3 > /proc/sys/vm/drop_caches; cold_floor+=("$(time_ms "$work/floor")")
    sync; echo 3 > /proc/sys/vm/drop_caches; cold_same+=("$(time_ms "$work/same-libraries")")
    sync; echo 3 > /proc/sys/vm/drop_caches; cold_vitrine+=("$(time_ms "$vitrine" --version)")
    if [ -n "$baseline" ]; then sync; echo 3 > /proc/sys/vm/drop_caches; cold_baseline+=("$(time_ms "$baseline" --version)"); fi
  done
fi
"$work/floor"; "$work/same-libraries"; "$vitrine" --version >/dev/null
if [ -n "$baseline" ]; then "$baseline" --version >/dev/null; fi
for _ in $(seq 1 "$warm_runs"); do
  warm_floor+=("$(time_ms "$work/floor")")
  warm_same+=("$(time_ms "$work/same-libraries")")
  warm_vitrine+=("$(time_ms "$vitrine" --version)")
  if [ -n "$baseline" ]; then warm_baseline+=("$(time_ms "$baseline" --version)"); fi
done

# Why the binary's own part costs what it does: the kernel reads around each page fault of a mapped file (the
# device's read_ahead_kb, 128 KB by default; 8 MB on the project's VM), so a start that touches scattered pages
# of a large binary reads most of it. Shown: that setting, how much of the binary one cold --version leaves in the
# page cache (mincore, with python3), and how long reading the whole file takes cold.
device=$(basename "$(df --output=source "$vitrine" | tail -1)")
read_ahead=$(cat "/sys/class/block/$device/queue/read_ahead_kb" 2>/dev/null \
  || cat "/sys/class/block/$device/../queue/read_ahead_kb" 2>/dev/null || echo "?")
resident="?"
if $can_drop && command -v python3 >/dev/null; then
  sync; echo 3 > /proc/sys/vm/drop_caches; "$vitrine" --version >/dev/null
  resident=$(python3 - "$vitrine" <<'PY'
import ctypes, mmap, os, sys
libc = ctypes.CDLL(None, use_errno=True)
libc.mmap.restype = ctypes.c_void_p
libc.mmap.argtypes = [ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int, ctypes.c_int, ctypes.c_int, ctypes.c_long]
libc.mincore.argtypes = [ctypes.c_void_p, ctypes.c_size_t, ctypes.c_char_p]
size = os.path.getsize(sys.argv[1])
pages = (size + mmap.PAGESIZE - 1) // mmap.PAGESIZE
vector = ctypes.create_string_buffer(pages)
with open(sys.argv[1], "rb") as f:
    libc.mincore(libc.mmap(None, size, mmap.PROT_READ, mmap.MAP_SHARED, f.fileno(), 0), size, vector)
print(f"{sum(byte & 1 for byte in vector.raw) * mmap.PAGESIZE / 1e6:.1f} of {size / 1e6:.1f} MB")
PY
)
fi
declare -a cold_read
if $can_drop; then
  for _ in 1 2 3 4 5; do sync; echo 3 > /proc/sys/vm/drop_caches; cold_read+=("$(time_ms cat "$vitrine")"); done
fi

# What the loader does at start: shared objects loaded (ldd's list: vitrine's NEEDED and theirs), relocations.
libraries=$(ldd "$vitrine" | grep -c '=>' || true)
statistics=$(LD_DEBUG=statistics "$vitrine" --version 2>&1 >/dev/null)
relocations=$(echo "$statistics" | sed -n 's/.*number of relocations: *\([0-9]*\).*/\1/p' | head -1)
loaded=$(LD_DEBUG=libs "$vitrine" --version 2>&1 >/dev/null | grep -c 'calling init:' || true)

printf '\nvitrine --version: %s (%s)\n' "$("$vitrine" --version)" "$vitrine"
printf '  %d shared libraries at start (ldd), %d initialised in a --version run (LD_DEBUG=libs), %s relocations\n' \
  "$libraries" "$loaded" "${relocations:-?}"
printf '  read-ahead of %s: %s KB; one cold --version leaves %s of the binary in the page cache; reading all of it\n' \
  "$device" "$read_ahead" "$resident"
printf '  cold (cat) takes %s ms (median of 5)\n' "$(cold_or_none "${cold_read[@]+"${cold_read[@]}"}")"
printf '  load average %s\n\n' "$(cut -d' ' -f1-3 /proc/loadavg)"
printf '%-48s %12s %12s\n' program "cold ms" "warm ms"
printf '%-48s %12s %12s\n' "C main(), libc only (the floor)" "$(cold_or_none "${cold_floor[@]+"${cold_floor[@]}"}")" "$(median "${warm_floor[@]}")"
printf '%-48s %12s %12s\n' "C main() linking vitrine's $(echo $needed | wc -w) NEEDED libraries" "$(cold_or_none "${cold_same[@]+"${cold_same[@]}"}")" "$(median "${warm_same[@]}")"
printf '%-48s %12s %12s\n' "vitrine --version" "$(cold_or_none "${cold_vitrine[@]+"${cold_vitrine[@]}"}")" "$(median "${warm_vitrine[@]}")"
if [ -n "$baseline" ]; then
  printf '%-48s %12s %12s\n' "baseline --version ($(ldd "$baseline" | grep -c '=>') libraries)" \
    "$(cold_or_none "${cold_baseline[@]+"${cold_baseline[@]}"}")" "$(median "${warm_baseline[@]}")"
fi
if $can_drop; then
  printf '\n  cold: median of %d runs, page cache dropped before each; warm: median of %d runs\n' "$runs" "$warm_runs"
  printf '  vitrine --version cold / target (%d ms) = %s   (target < 1)\n' "$target_ms" \
    "$(echo "scale=2; $(median "${cold_vitrine[@]}") / $target_ms" | bc)"
else
  printf '\n  cold figures need root (to write /proc/sys/vm/drop_caches): warm only, median of %d runs\n' "$warm_runs"
fi
