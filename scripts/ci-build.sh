#!/usr/bin/env bash
# Builds a gallery in CI: what action.yml runs after installing vitrine, and what the test suite runs on a temp
# library with a cache and site restored from an earlier run (it must render nothing then).
# Usage: ci-build.sh LIBRARY SITE CACHE     (VITRINE=path/to/vitrine to run another binary than the one on PATH)
#
# The cache (the catalog) and the site are both kept between runs (actions/cache). A fresh checkout dates every
# photo to the checkout, so the catalog's size-and-mtime check misses; the photos are then hashed again, found
# to be the same content, and nothing is rendered. Photos stored in Git LFS and checked out as pointers are known
# by their pointers (not downloaded); those it must render the build fetches with git lfs pull. --strict fails the job on any warning, so a broken photo or
# sidecar is seen in the pull request rather than on the site.
set -euo pipefail
library=${1:?usage: ci-build.sh LIBRARY SITE CACHE}
site=${2:?usage: ci-build.sh LIBRARY SITE CACHE}
cache=${3:?usage: ci-build.sh LIBRARY SITE CACHE}
vitrine=${VITRINE:-vitrine}

if ! command -v "$vitrine" >/dev/null 2>&1; then
  echo "::error::vitrine is not installed: install it first (the Vitrine action, or make install)" >&2
  exit 1
fi
if [ ! -d "$library" ]; then
  echo "::error::the photo library '$library' is not a folder of this repository" >&2
  exit 1
fi
echo "vitrine $("$vitrine" --version)"

status=0
summary=$("$vitrine" build "$library" -o "$site" --cache "$cache" --strict 2>&1) || status=$?
printf '%s\n' "$summary"
if [ -n "${GITHUB_STEP_SUMMARY:-}" ]; then
  # The closing lines only (counts, then every warning), not the progress.
  { echo '```'; printf '%s\n' "$summary" | sed -n '/^Nothing changed\|^Built /,$p' | head -n 200; echo '```'; } >> "$GITHUB_STEP_SUMMARY"
fi
exit $status
