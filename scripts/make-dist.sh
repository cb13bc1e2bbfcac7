#!/usr/bin/env bash
# Packs a built release vitrine (static Swift runtime) into OUT:
#   vitrine-VERSION-linux-ARCH.tar.gz   vitrine-VERSION-linux-ARCH/{bin,share}: unpack anywhere, or into a prefix
#   vitrine_VERSION_DEBARCH.deb          /usr/bin/vitrine and /usr/share/...; Depends from the binary itself
#   gallery.yml                          the README's GitHub Actions workflow (docs/gallery.yml) with this release's
#                                        repository and version filled in, to attach beside the archives
# The .deb's Depends is worked out by dpkg-shlibdeps from the libraries the binary actually needs (its NEEDED
# entries, and the libraries it opens on first use, listed by scripts/lazy-libraries.sh from the C shims, mapped
# to the Debian packages that ship them), so a decoder library added to the build is a dependency with no change
# here. Programs vitrine only runs as processes are listed in RECOMMENDS.
# Both archives are reproducible: sorted, owned by root, dated SOURCE_DATE_EPOCH (default: the last commit).
# The repository is REPOSITORY (owner/name), else GITHUB_REPOSITORY (a release made by a workflow), else the GitHub
# address of the checkout's origin remote; with none of them gallery.yml keeps OWNER/vitrine and a note says so.
# Usage: make-dist.sh BUILD_DIR OUT
set -euo pipefail
build="$(cd "$1" && pwd)"
out=$2
repo="$(cd "$(dirname "$0")/.." && pwd)"
version="$(tr -d ' \n' < "$repo/VERSION")"
recommends=${RECOMMENDS:-ffmpeg}
maintainer=${DEB_MAINTAINER:-Vitrine maintainers <vitrine@users.noreply.github.com>}
epoch=${SOURCE_DATE_EPOCH:-$(git -C "$repo" log -1 --format=%ct 2>/dev/null || date +%s)}
export SOURCE_DATE_EPOCH=$epoch

mkdir -p "$out"
out="$(cd "$out" && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# The libraries vitrine opens on first use (scripts/lazy-libraries.sh) are in no NEEDED entry, where dpkg-shlibdeps
# looks. A stand-in shared object links each of them and takes the address of every function vitrine looks up in
# it (each shim's VITRINE_*_FUNCTIONS list): dpkg-shlibdeps works their packages and versions out from it as for a
# linked library, and the link fails (-z defs) if this system's library lacks one of those functions.
lazy="$work/lazy-functions.c"
{
  for header in "$repo"/Sources/C*/shim.h "$repo/Sources/CLoader/lazy-libcurl.h"; do
    if grep -q '^#define VITRINE_[A-Z0-9]*_SONAME' "$header"; then echo "#include \"$header\""; fi
  done
  echo '#define VITRINE_REFERENCE(name) (void *)&name,'
  echo 'void *const vitrine_lazy_functions[] = {'
  cat "$repo"/Sources/C*/shim.h "$repo/Sources/CLoader/lazy-libcurl.h" \
    | sed -n 's/^#define \(VITRINE_[A-Z0-9]*_FUNCTIONS\)(X).*/    \1(VITRINE_REFERENCE)/p'
  echo '};'
} > "$lazy"
# shellcheck disable=SC2046
"${CC:-cc}" -shared -fPIC -w -o "$work/lazy-functions.so" "$lazy" -Wl,-z,defs -Wl,--no-as-needed \
  $("$repo/scripts/lazy-libraries.sh" --sonames | sed 's/^/-l:/')

# dpkg-shlibdeps wants a debian/control to read; it looks up each NEEDED library's package and symbols file.
mkdir -p "$work/shlibs/debian"
printf 'Source: vitrine\n\nPackage: vitrine\nArchitecture: any\n' > "$work/shlibs/debian/control"
depends=$(cd "$work/shlibs" && dpkg-shlibdeps -O -e"$build/vitrine" -e"$work/lazy-functions.so" 2>/dev/null \
  | sed -n 's/^shlibs:Depends=//p')
[ -n "$depends" ] || { echo "make-dist.sh: dpkg-shlibdeps found no dependencies for vitrine" >&2; exit 1; }

# The tarball: a prefix of its own, with the Debian packages to install beside it (share/doc/vitrine/apt-packages).
name="vitrine-$version-linux-$(uname -m)"
"$repo/scripts/install-tree.sh" "$build" "$work/$name" "$version" >/dev/null
echo "$depends" | tr ',' '\n' | awk '{ print $1 }' | grep -v '^libc6$\|^libgcc-s1$\|^libstdc++6$' \
  > "$work/$name/share/doc/vitrine/apt-packages"
tar --sort=name --owner=0 --group=0 --numeric-owner --mtime="@$epoch" -C "$work" -cf - "$name" \
  | gzip -6n > "$out/$name.tar.gz"
echo "$out/$name.tar.gz"

# The .deb: the same tree under /usr, the man page compressed as Debian does.
root="$work/deb"
"$repo/scripts/install-tree.sh" "$build" "$root/usr" "$version" >/dev/null
gzip -9n "$root/usr/share/man/man1/vitrine.1"
cat > "$root/usr/share/doc/vitrine/copyright" <<'EOF'
Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: vitrine

Files: usr/share/vitrine/Vitrine_VitrineGeo.resources/places.bin
Copyright: GeoNames (https://www.geonames.org/)
License: CC-BY-4.0
 Populated places from GeoNames cities1000, under the Creative Commons Attribution 4.0 licence
 (https://creativecommons.org/licenses/by/4.0/); see places.md beside this file.

Files: usr/bin/vitrine
Comment: the Swift runtime and Foundation are linked in statically (Apache License 2.0 with Runtime Library
 Exception, https://swift.org/LICENSE.txt).
EOF


arch=$(dpkg --print-architecture)
mkdir -p "$root/DEBIAN"
cat > "$root/DEBIAN/control" <<EOF
Package: vitrine
Version: $version
Architecture: $arch
Maintainer: $maintainer
Installed-Size: $(du -sk --exclude=DEBIAN "$root" | cut -f1)
Depends: $depends
Recommends: $recommends
Section: graphics
Priority: optional
Description: static photo-gallery generator
 Vitrine turns a folder of photos into a fast static gallery site: albums from folders, ratings, tags and
 non-destructive edits from sidecar JSON, incremental rebuilds that render only what changed.
EOF
find "$root" -exec touch -h -d "@$epoch" {} +
dpkg-deb --root-owner-group -Zgzip -z6 --build "$root" "$out/vitrine_${version}_${arch}.deb" >/dev/null
echo "$out/vitrine_${version}_${arch}.deb"

# The workflow users copy, ready to use: the action at this release's tag, in the repository it is released from.
origin=$(git -C "$repo" remote get-url origin 2>/dev/null || true)
repository=${REPOSITORY:-${GITHUB_REPOSITORY:-$(printf '%s\n' "$origin" | sed -n 's#^.*github\.com[:/]\([^/]*/[^/]*\)$#\1#p' | sed 's#\.git$##')}}
if [ -z "$repository" ]; then
  echo "make-dist.sh: no GitHub repository known (set REPOSITORY=owner/name); gallery.yml keeps OWNER/vitrine" >&2
  repository=OWNER/vitrine
fi
sed -e "s#uses: OWNER/vitrine@v[0-9][0-9.]*#uses: $repository@v$version#" \
    -e "s#installs Vitrine [0-9][0-9.]*,#installs Vitrine $version,#" "$repo/docs/gallery.yml" > "$out/gallery.yml"
echo "$out/gallery.yml"
