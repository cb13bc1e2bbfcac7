#!/usr/bin/env bash
# Prints the shared libraries vitrine opens on first use (dlopen) instead of linking, "SONAME PACKAGE" a line:
# the decoders' and metadata readers' (each C shim's VITRINE_*_SONAME and VITRINE_*_PACKAGE) and libcurl (the
# release build's forwarder, Sources/CLoader/lazy-libcurl.h). The dynamic loader and dpkg-shlibdeps cannot see
# them in the binary: make-dist.sh adds them to the .deb's Depends, install-tree.sh lists them in the installed
# tree (share/doc/vitrine/lazy-libraries) for runtime-packages.sh.
# Usage: lazy-libraries.sh [--sonames]   (--sonames: the sonames only)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
for file in "$root"/Sources/C*/shim.h "$root/Sources/CLoader/lazy-libcurl.h"; do
  soname=$(sed -n 's/^#define VITRINE_[A-Z0-9]*_SONAME "\(.*\)"$/\1/p' "$file")
  package=$(sed -n 's/^#define VITRINE_[A-Z0-9]*_PACKAGE "\(.*\)"$/\1/p' "$file")
  [ -n "$soname" ] || continue
  [ -n "$package" ] || { echo "lazy-libraries.sh: $file names $soname but no VITRINE_*_PACKAGE" >&2; exit 1; }
  if [ "${1:-}" = --sonames ]; then echo "$soname"; else echo "$soname $package"; fi
done
