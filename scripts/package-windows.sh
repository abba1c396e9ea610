#!/usr/bin/env bash
# package-windows.sh: cross-compiles dist/ChessMaster.exe (GUI subsystem,
# icon and version resources) with mingw-w64. The fyne tool is built for
# this machine first: `go tool fyne` under GOOS=windows would build the tool
# itself for Windows. -lssp links mingw's stack protector, which the
# Debian toolchain's cgo objects need.
set -euo pipefail
cd "$(dirname "$0")/.."
# The net's AVX2 loops on amd64, as the Makefile builds (nnue/fast_simd_amd64.go).
export GOEXPERIMENT=${GOEXPERIMENT-simd}
tool=$(mktemp -d)/fyne
# fyne package adds one to Build in FyneApp.toml after every package: the
# checkout would be left modified, and a build made after this one (the
# Linux build test-windows.sh compares with) would say "-dirty" where this
# one does not. The file is put back as it was.
cp FyneApp.toml "$(dirname "$tool")/FyneApp.toml"
trap 'cp "$(dirname "$tool")/FyneApp.toml" FyneApp.toml; rm -rf "$(dirname "$tool")"' EXIT
${GO:-go} build -o "$tool" fyne.io/tools/cmd/fyne
GOOS=windows GOARCH=amd64 CGO_ENABLED=1 CC=x86_64-w64-mingw32-gcc CGO_LDFLAGS="-l:libssp.a" \
  GOFLAGS=-buildvcs=true "$tool" package -os windows --release
mkdir -p dist
mv ChessMaster.exe dist/
echo "built dist/ChessMaster.exe"
