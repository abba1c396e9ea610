#!/usr/bin/env bash
# apt-ensure.sh PKG...: installs the Debian packages that are not installed yet.
# Uses sudo when not root. Does nothing on systems without apt-get.
set -euo pipefail
command -v apt-get >/dev/null || { echo "apt-get not found: install $* by hand" >&2; exit 0; }
missing=()
for p in "$@"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0
sudo=""
[ "$(id -u)" -ne 0 ] && sudo="sudo"
echo "installing: ${missing[*]}"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}"
