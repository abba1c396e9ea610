#!/usr/bin/env bash
# check-package-windows.sh EXE: checks that the cross-compiled Windows build
# is a 64-bit PE executable for the GUI subsystem (no console window) that
# carries an icon resource, then, when wine and Xvfb are installed, starts it
# under wine on a virtual display and saves a screenshot.
set -euo pipefail
exe="${1:-dist/ChessMaster.exe}"
[ -s "$exe" ] || { echo "FAIL: $exe missing"; exit 1; }
objdump=x86_64-w64-mingw32-objdump
command -v $objdump >/dev/null || objdump=objdump
hdr=$($objdump -p "$exe")
# here-strings, not pipes: grep -q closing early would trip pipefail.
grep -q 'file format pei-x86-64' <<<"$hdr" || { echo "FAIL: not a PE32+ x86-64 file"; exit 1; }
grep -Eq 'Subsystem[[:space:]]+00000002' <<<"$hdr" || { echo "FAIL: not a Windows GUI subsystem executable"; exit 1; }
# Top level of the resource directory: type 3 = RT_ICON, 14 = RT_GROUP_ICON
# (what fyne embeds from assets/icon.png), 16 = RT_VERSION.
rsrc=$(sed -n '/The .rsrc Resource Directory section/,/Resources start/p' <<<"$hdr")
for t in 000003 00000e 000010; do
  grep -Eq "^[0-9a-f]+   Entry: ID: 0x$t," <<<"$rsrc" || { echo "FAIL: resource type 0x$t (icon/version) missing"; exit 1; }
done
# Only DLLs every Windows has: a mingw runtime DLL (libssp-0.dll,
# libgcc_s, libwinpthread) would stop the .exe from starting elsewhere.
extra=$(grep -o 'DLL Name: .*' <<<"$hdr" | sed 's/DLL Name: //' | \
  grep -viE '^(advapi32|gdi32|kernel32|msvcrt|opengl32|shell32|user32|ole32|oleaut32|comdlg32|comctl32|winmm|ws2_32|ntdll|dwmapi|imm32|shcore|uxtheme|version|setupapi|bcrypt|crypt32|winspool\.drv)\.dll$' || true)
[ -z "$extra" ] || { echo "FAIL: $exe needs non-system DLLs: $extra"; exit 1; }
echo "OK: $exe is a PE32+ x86-64 Windows GUI executable with resources"
if command -v wine >/dev/null && command -v Xvfb >/dev/null; then
  export DISPLAY=:96 WINEDEBUG=-all WINEPREFIX="${WINEPREFIX:-$(mktemp -d)}"
  Xvfb $DISPLAY -screen 0 1280x900x24 >/dev/null 2>&1 & xvfb=$!
  trap 'kill $xvfb $app 2>/dev/null || true' EXIT
  sleep 2
  wine "$exe" >/tmp/chessmaster-wine.log 2>&1 & app=$!
  sleep 25
  if kill -0 $app 2>/dev/null; then
    import -window root dist/windows-wine.png 2>/dev/null && echo "screenshot: dist/windows-wine.png"
    echo "OK: the .exe runs under wine"
  else
    echo "note: the .exe exited under wine (see /tmp/chessmaster-wine.log);"
    echo "      Debian 12's wine 8.0 lacks bcryptprimitives.dll, which Go >= 1.22 programs need"
  fi
fi
