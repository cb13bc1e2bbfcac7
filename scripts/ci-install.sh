#!/usr/bin/env bash
# Installs vitrine on a CI runner (action.yml's install step) into PREFIX and puts PREFIX/bin on the job's PATH:
# - the release tarball of VERSION from REPOSITORY's GitHub releases, plus the apt packages for the shared
#   libraries its binary needs and the runner lacks (scripts/runtime-packages.sh), when VERSION names a release;
# - otherwise (VERSION empty or "source", or no such tarball) a build of this checkout with `make install`,
#   which needs Swift 6.1 or later on the runner; action.yml caches the build folder.
# Usage: ci-install.sh VERSION PREFIX   (REPOSITORY=owner/name; GITHUB_PATH as GitHub Actions sets it)
set -euo pipefail
version=${1#v}
prefix=${2:?usage: ci-install.sh VERSION PREFIX}
here="$(cd "$(dirname "$0")/.." && pwd)"
sudo=""
[ "$(id -u)" -ne 0 ] && sudo="sudo"

from_release() {
  [ -n "$version" ] && [ "$version" != source ] && [ -n "${REPOSITORY:-}" ] || return 1
  local name="vitrine-$version-linux-$(uname -m)"
  local url="https://github.com/$REPOSITORY/releases/download/v$version/$name.tar.gz"
  local tarball
  tarball="$(mktemp -d)/$name.tar.gz"
  echo "Downloading $url"
  curl -fsSL --retry 3 -o "$tarball" "$url" || { echo "No release tarball at $url; building from source"; return 1; }
  mkdir -p "$prefix"
  tar -xzf "$tarball" -C "$prefix" --strip-components=1
  # The libraries the binary links and those it opens on first use (share/doc/vitrine/lazy-libraries).
  if [ -n "$("$here/scripts/runtime-packages.sh" --missing --sonames "$prefix/bin/vitrine")" ]; then
    $sudo apt-get update -qq
    local packages
    packages=$("$here/scripts/runtime-packages.sh" --missing "$prefix/bin/vitrine")
    echo "Installing runtime packages:" $packages
    # shellcheck disable=SC2086
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $packages >/dev/null
  fi
}

if ! from_release; then
  command -v swift >/dev/null || { echo "::error::no release tarball for '$version' and no Swift to build from source" >&2; exit 1; }
  make -C "$here" install PREFIX="$prefix"
fi
[ -n "${GITHUB_PATH:-}" ] && echo "$prefix/bin" >> "$GITHUB_PATH"
"$prefix/bin/vitrine" --version
