#!/usr/bin/env bash
# Prints the apt packages that provide the shared libraries BINARY needs (its NEEDED entries), one a line, by
# Debian's naming rule for library packages (libfoo.so.7 -> libfoo7, libfoo2.so.0 -> libfoo2-0), trying the
# variants other distributions use (Ubuntu's t64 names, an unnumbered name) and keeping the first apt knows.
# For CI runners that unpack the release tarball (action.yml); the .deb gets its Depends from dpkg-shlibdeps.
# Usage: runtime-packages.sh [--missing] BINARY   (--missing: only libraries the dynamic loader cannot find)
set -euo pipefail
missing_only=false
if [ "${1:-}" = --missing ]; then missing_only=true; shift; fi
binary=${1:?usage: runtime-packages.sh [--missing] BINARY}

if $missing_only; then
  sonames=$(ldd "$binary" | awk '/=> not found/ { print $1 }')
else
  sonames=$(readelf -d "$binary" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p')
fi

for soname in $sonames; do
  case "$soname" in
    libc.so.*|libm.so.*|libpthread.so.*|libdl.so.*|librt.so.*|ld-linux*|libutil.so.*) echo libc6; continue ;;
    libgcc_s.so.*) echo libgcc-s1; continue ;;
    libstdc++.so.*) echo libstdc++6; continue ;;
    libz.so.*) echo zlib1g; continue ;;
  esac
  base=${soname%%.so*}
  number=${soname##*.so.}
  number=${number%%.*}
  if [[ "$base" =~ [0-9]$ ]]; then first="$base-$number"; else first="$base$number"; fi
  first=$(echo "$first" | tr '[:upper:]_' '[:lower:]-')
  found=""
  for candidate in "$first" "${first}t64" "$(echo "$base" | tr '[:upper:]_' '[:lower:]-')"; do
    if apt-cache show "$candidate" >/dev/null 2>&1; then found=$candidate; break; fi
  done
  if [ -z "$found" ]; then
    echo "runtime-packages.sh: no apt package found for $soname (tried $first)" >&2
    exit 1
  fi
  echo "$found"
done | sort -u
