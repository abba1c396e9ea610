#!/usr/bin/env bash
# package-linux.sh: builds dist/ChessMaster.tar.xz with `fyne package` and
# repairs its install Makefile. fyne tools v1.7.2 names the icon
# "<app-id>.png" in the archive but installs "<app-id>" (no extension), so
# `make install` fails; we point the Makefile at the real file name.
set -euo pipefail
cd "$(dirname "$0")/.."
# The net's AVX2 loops on amd64, as the Makefile builds (nnue/fast_simd_amd64.go).
export GOEXPERIMENT=${GOEXPERIMENT-simd}
work=$(mktemp -d)
# fyne package adds one to Build in FyneApp.toml after every package,
# leaving the checkout modified (later builds would say "-dirty"): the
# file is put back as it was.
cp FyneApp.toml "$work/.FyneApp.toml"
trap 'cp "$work/.FyneApp.toml" FyneApp.toml; rm -rf "$work"' EXIT
GOFLAGS=-buildvcs=true ${GO:-go} tool fyne package -os linux --release
tar -xJf ChessMaster.tar.xz -C "$work"
mk="$work/chessmaster/Makefile"
sed -i -e 's,pixmaps/$(Icon) ,pixmaps/$(Icon).png ,' \
       -e 's,pixmaps/$(Icon)$,pixmaps/$(Icon).png,' \
       -e 's,icons/$(Icon)$,icons/$(Icon).png,' \
       -e 's,icons/$(Icon) ,icons/$(Icon).png ,' "$mk"
# Our own desktop entry (categories, PGN file type, German name) and the
# AppStream metainfo, both validated by packaging_test.go.
app=io.github.chessmaster.app
desk=$(find "$work/chessmaster/usr" -name "$app.desktop" | head -n 1)
cp packaging/linux/$app.desktop "$desk"
meta="$(dirname "$(dirname "$desk")")/metainfo"
mkdir -p "$meta"
cp packaging/linux/$app.metainfo.xml "$meta/"
rel=${meta#"$work/chessmaster/"}
sed -i -e "/^install:/a\\\tinstall -Dm00644 $rel/$app.metainfo.xml \$(DESTDIR)\$(PREFIX)/share/metainfo/$app.metainfo.xml" \
       -e "/^uninstall:/a\\\t-rm \$(DESTDIR)\$(PREFIX)/share/metainfo/$app.metainfo.xml" "$mk"
mkdir -p dist
tar -cJf dist/ChessMaster.tar.xz -C "$work" chessmaster
rm -f ChessMaster.tar.xz
echo "built dist/ChessMaster.tar.xz"
