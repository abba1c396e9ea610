#!/usr/bin/env bash
# check-package-linux.sh ARCHIVE: installs the Linux package into a temporary
# prefix with its own Makefile, checks the installed files, runs the
# installed binary's `version`, and starts the installed GUI under Xvfb to
# see that it opens a window and keeps running.
set -euo pipefail
archive=$(realpath "${1:-dist/ChessMaster.tar.xz}")
work=$(mktemp -d)
trap 'kill $(jobs -p) 2>/dev/null || true; wait 2>/dev/null || true; rm -rf "$work"' EXIT
tar -xJf "$archive" -C "$work"
make -s -C "$work/chessmaster" install DESTDIR="$work/root" PREFIX=/usr
for f in usr/bin/chessmaster usr/share/applications/io.github.chessmaster.app.desktop \
         usr/share/metainfo/io.github.chessmaster.app.metainfo.xml \
         usr/share/pixmaps/io.github.chessmaster.app.png; do
  [ -s "$work/root/$f" ] || { echo "FAIL: $f not installed"; exit 1; }
done
grep -q '^Exec=chessmaster' "$work/root/usr/share/applications/io.github.chessmaster.app.desktop"
grep -q '^MimeType=application/x-chess-pgn' "$work/root/usr/share/applications/io.github.chessmaster.app.desktop"
"$work/root/usr/bin/chessmaster" version
command -v Xvfb >/dev/null || { echo "Xvfb missing: GUI start not checked"; exit 0; }
export DISPLAY=:97
Xvfb $DISPLAY -screen 0 1280x900x24 >/dev/null 2>&1 &
sleep 2
HOME="$work/home" "$work/root/usr/bin/chessmaster" >"$work/gui.log" 2>&1 &
app=$!
sleep 8
if ! kill -0 $app 2>/dev/null; then
  echo "FAIL: installed app exited early:"; cat "$work/gui.log"; exit 1
fi
if command -v xwininfo >/dev/null && ! xwininfo -root -tree | grep -q ChessMaster; then
  echo "FAIL: no ChessMaster window"; xwininfo -root -tree; exit 1
fi
kill $app
echo "OK: package installs and the installed app starts"
