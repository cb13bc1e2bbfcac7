#!/usr/bin/env bash
# Prints the apt packages that provide the shared libraries BINARY needs (its NEEDED entries, and those it opens on
# first use: the installed tree's share/doc/vitrine/lazy-libraries, else scripts/lazy-libraries.sh), one a line, by
# Debian's naming rule for library packages (libfoo.so.7 -> libfoo7, libfoo2.so.0 -> libfoo2-0), trying the
# variants other distributions use (Ubuntu's t64 names, an unnumbered name) and keeping the first apt knows.
# For CI runners that unpack the release tarball (action.yml); the .deb gets its Depends from dpkg-shlibdeps.
# Usage: runtime-packages.sh [--missing] [--sonames] BINARY   (--missing: only libraries the dynamic loader cannot
#        find, in ldconfig's cache for those opened on first use; --sonames: the libraries, not their packages,
#        without asking apt)
set -euo pipefail
missing_only=false
sonames_only=false
while [ $# -gt 1 ]; do
  case "$1" in
    --missing) missing_only=true ;;
    --sonames) sonames_only=true ;;
    *) break ;;
  esac
  shift
done
binary=${1:?usage: runtime-packages.sh [--missing] [--sonames] BINARY}

lazy_list="$(dirname "$binary")/../share/doc/vitrine/lazy-libraries"
if [ -f "$lazy_list" ]; then
  lazy=$(awk '{ print $1 }' "$lazy_list")
else
  lazy=$("$(dirname "$0")/lazy-libraries.sh" --sonames)
fi
if $missing_only; then
  sonames=$(ldd "$binary" | awk '/=> not found/ { print $1 }')
  cache=$(${LDCONFIG:-/sbin/ldconfig} -p)
  for soname in $lazy; do
    grep -q "^[[:space:]]$soname (" <<<"$cache" || sonames="$sonames $soname"
  done
else
  sonames="$(readelf -d "$binary" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p') $lazy"
fi

if $sonames_only; then
  for soname in $sonames; do echo "$soname"; done
  exit 0
fi

for soname in $sonames; do
  case "$soname" in
    libc.so.*|libm.so.*|libpthread.so.*|libdl.so.*|librt.so.*|ld-linux*|libutil.so.*) echo libc6; continue ;;
    libgcc_s.so.*) echo libgcc-s1; continue ;;
    libstdc++.so.*) echo libstdc++6; continue ;;
    libz.so.*) echo zlib1g; continue ;;
  esac
  base=${soname%%.so*}
  base=${base%_r}   # a reentrant build ships in its library's package (libraw_r.so.20: libraw20)
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
