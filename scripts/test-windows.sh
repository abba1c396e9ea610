#!/usr/bin/env bash
# test-windows.sh [EXE]: runs the Windows build (default dist/ChessMaster.exe,
# as `make package-windows` makes it) under Wine and checks what it does
# against the Linux build of the same checkout, built here:
#
#   version and bench (the same node count as Linux), a timed UCI session,
#   the pgn command on a CRLF file with variations, review, a match between
#   two copies of the Windows build behind a wrapper that leaves a process
#   behind (the job objects must end each engine's whole process tree), a
#   save over an existing file, paths with spaces and non-ASCII letters,
#   and the window on a virtual display (scripts/wine/window.sh).
#
# Each failed check prints "FAIL: ..." and the script exits 1 after all
# checks ran. The verdicts are in scripts/wine/checks.sh;
# "test-windows.sh --self-test" shows each of them failing on a broken
# input, without Wine (TestWindowsChecksSelfTest runs it).
#
# Needs wine64 and mingw-w64 (scripts/wine/wine-run installs them), Xvfb,
# ImageMagick and xdotool for the window. The Wine prefix is a new one in
# a temporary folder, so no earlier run's preferences or autosave count.
# WINDOWS_CHECKS="uci match" runs only those parts (of version bench uci
# pgn review match window); WINDOWS_CHECKS_KEEP=DIR keeps the screenshots
# in DIR;
# LINUX_BIN=PATH uses that Linux build instead of building one.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
. scripts/wine/checks.sh

tmp=$(mktemp -d "${TMPDIR:-/tmp}/cm-windows.XXXXXX")
tag=$(basename "$tmp") # names this run's processes in ps
pids=()
cleanup() {
  local p
  for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done
  # Everything still running in this run's own Wine prefix.
  [ -d "$tmp/prefix" ] && WINEPREFIX=$tmp/prefix /usr/lib/wine/wineserver -k 2>/dev/null || true
  wait 2>/dev/null || true
  rm -rf "$tmp"
}
trap cleanup EXIT

# The Linux build of this checkout, for comparison (LINUX_BIN: one built
# already).
linux_bin=${LINUX_BIN:-$tmp/chessmaster-linux}
if [ -z "${LINUX_BIN:-}" ]; then
  echo "building the Linux engine for comparison…"
  # -buildvcs=true as scripts/package-windows.sh builds: both name the commit.
  CGO_ENABLED=0 GOFLAGS=-buildvcs=true ${GO:-go} build -tags nogui -o "$linux_bin" .
fi

if [ "${1:-}" = "--self-test" ]; then
  . scripts/wine/selftest.sh
  exit $?
fi

exe=${1:-dist/ChessMaster.exe}
[ -s "$exe" ] || { echo "FAIL: $exe missing (make package-windows builds it)"; exit 1; }
exe=$(realpath "$exe")
scripts/apt-ensure.sh wine64 gcc-mingw-w64-x86-64 xvfb imagemagick xdotool x11-utils

# A folder with a space and non-ASCII letters holds every file the Windows
# build reads or writes, and the build itself.
export LC_ALL=C.UTF-8 # Wine turns arguments into UTF-16 with the locale's charset
work="$tmp/Partien und Zöge ♞"
mkdir -p "$work/Engines é"
cp "$exe" "$work/Engines é/ChessMaster.exe"
win_exe="$work/Engines é/ChessMaster.exe"
export WINE_RUN_PREFIX=$tmp/prefix WINEPREFIX=$tmp/prefix
# Wine's ALSA sound driver, on a machine without a sound device, now and
# then hangs a starting program before its window shows (2 starts in 8
# with it, none in 8 without; the program opens its sound device in the
# background with a time limit, so the hang is in Wine): it is switched
# off, and the program runs without sound, as on a server.
export WINEDLLOVERRIDES="winemenubuilder.exe=d;winealsa.drv=d"
winerun=$root/scripts/wine/wine-run
# winpath PATH: the Windows name of a Linux path (Wine's Z: drive).
winpath() { printf 'Z:%s' "${1//\//\\}"; }
# wexe ARGS...: runs the Windows build under Wine.
wexe() { "$winerun" "$win_exe" "$@"; }

# WINDOWS_CHECKS picks some of the parts (default: all of them).
parts=${WINDOWS_CHECKS:-version bench uci pgn review match window}
want() { [[ " $parts " == *" $1 "* ]]; }

start=$(date +%s)
echo "creating the Wine prefix…"
wexe version >"$tmp/version.out" 2>"$tmp/version.err" || fail "version: exit status $?, $(head -c 300 "$tmp/version.err")"
if want version; then
  "$linux_bin" version >"$tmp/version-linux.out"
  check_version "$tmp/version.out" "$tmp/version-linux.out" || true
  # From cmd.exe with its output redirected to a file, as a user would:
  # the program is linked for the GUI subsystem (attachConsole). Wine's
  # cmd.exe garbles non-ASCII letters in a command line (it is given
  # them in the console code page), so this one copy lies in an ASCII
  # path without spaces.
  mkdir -p "$tmp/cmd"
  ln "$win_exe" "$tmp/cmd/ChessMaster.exe" 2>/dev/null || cp "$win_exe" "$tmp/cmd/ChessMaster.exe"
  "$winerun" cmd /c "$(winpath "$tmp/cmd/ChessMaster.exe") version > $(winpath "$tmp/cmd/version.txt")" </dev/null >/dev/null 2>&1 ||
    fail "version from cmd.exe: exit status $?"
  check_version "$tmp/cmd/version.txt" "$tmp/version-linux.out" || true
fi

if want bench; then
  "$linux_bin" bench >"$tmp/bench-linux.out" 2>&1
  wexe bench >"$tmp/bench-windows.out" 2>&1 </dev/null || fail "bench: exit status $?"
  check_bench "$tmp/bench-linux.out" "$tmp/bench-windows.out" || true
fi

. scripts/wine/uci.sh
want uci && { uci_checks || true; }

# pgn: a CRLF file with variations, rewritten, and the rewrite rewritten.
if want pgn; then
  pgnin="$work/Übungs partie.pgn"
  cp testdata/wine/variations-crlf.pgn "$pgnin"
  wexe pgn "$(winpath "$pgnin")" >"$work/pgn-out.pgn" 2>"$tmp/pgn.err" || fail "pgn: exit status $?: $(head -c 300 "$tmp/pgn.err")"
  wexe pgn "$(winpath "$work/pgn-out.pgn")" >"$work/pgn-again.pgn" 2>>"$tmp/pgn.err" || fail "pgn (again): exit status $?"
  "$linux_bin" pgn "$pgnin" >"$tmp/pgn-linux.pgn"
  check_pgn_roundtrip "$pgnin" "$work/pgn-out.pgn" "$work/pgn-again.pgn" || true
  check_same "pgn" "$tmp/pgn-linux.pgn" "$work/pgn-out.pgn" || true
fi

# review: saved over an older file, the same as the Linux build's review.
if want review; then
  short="$work/kurze Partie.pgn"
  cp testdata/wine/short-game.pgn "$short"
  reviewed="$work/Analyse à jour.pgn"
  # review -o replaces only a file an earlier review wrote, unchanged
  # since: the older file is a review at another budget.
  "$linux_bin" review "$short" -nodes 200 -quiet -o "$reviewed"
  cp "$reviewed" "$tmp/reviewed-before"
  wexe review "$(winpath "$short")" -nodes 20000 -quiet -o "$(winpath "$reviewed")" 2>"$tmp/review.err" ||
    fail "review: exit status $?: $(head -c 300 "$tmp/review.err")"
  "$linux_bin" review "$short" -nodes 20000 -quiet -o "$tmp/review-linux.pgn"
  check_atomic_save "$work" "$reviewed" "$tmp/reviewed-before" || true
  check_same "review" "$tmp/review-linux.pgn" "$reviewed" || true
fi

. scripts/wine/match.sh
want match && { match_checks || true; }

. scripts/wine/window.sh
want window && { window_checks || true; }

echo "Windows checks ($parts): $(($(date +%s) - start)) s under Wine, $failures failed"
[ "$failures" -eq 0 ]
