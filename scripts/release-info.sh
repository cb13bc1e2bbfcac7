#!/usr/bin/env bash
# Writes Sources/vitrine/ReleaseInfo.swift (the version and commit a release build prints for --version) from the
# VERSION file and git, only when its text changes, so an unchanged tree rebuilds nothing. Never committed.
# A checkout without git (a source tarball) says "unknown" for the commit.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
version="$(tr -d ' \n' < "$root/VERSION")"
commit="$(git -C "$root" rev-parse --short=12 HEAD 2>/dev/null || echo unknown)"
if [ "$commit" != unknown ] && ! git -C "$root" diff --quiet HEAD -- 2>/dev/null; then
  commit="$commit-modified"
fi
file="$root/Sources/vitrine/ReleaseInfo.swift"
text="// Written by scripts/release-info.sh for a release build; not committed.
enum ReleaseInfo {
    static let version = \"$version\"
    static let commit = \"$commit\"
}"
if [ ! -f "$file" ] || [ "$(cat "$file")" != "$text" ]; then
  printf '%s\n' "$text" > "$file"
fi
echo "$version"
