#!/usr/bin/env bash
# Installs the Debian packages Vitrine needs, only those missing. Usage: install-deps.sh [build|test|bench]
set -euo pipefail
what=${1:-build}
packages=(libturbojpeg0-dev libexif-dev libwebp-dev libxxhash-dev libsqlite3-dev pkg-config)
case "$what" in
  test)  packages+=(chromium chromium-driver python3) ;;
  bench) packages+=(libvips-tools libjpeg-turbo-progs python3 python3-venv time bc) ;;
esac
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0
echo "Installing: ${missing[*]}"
sudo=""
[ "$(id -u)" -ne 0 ] && sudo="sudo"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
