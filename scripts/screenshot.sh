#!/usr/bin/env bash
# screenshot.sh [OUT.png]: builds ChessMaster, opens its window on a virtual
# X server (Xvfb) with a few moves played, and saves a picture of the window
# (default docs/screenshot.png). Needs Xvfb and ImageMagick's `import`;
# installs them with apt when missing.
#
# By default the engine plays both sides with a clock, continuing from a
# Ruy Lopez, so the picture shows its thinking. Other game flags can be given
# in CHESSMASTER_SHOT_FLAGS, the opening moves in CHESSMASTER_DEMO_MOVES, the
# theme in FYNE_THEME (light or dark), the seconds to let it play in
# SHOT_SETTLE. More settings for the README's other pictures:
#
#   SHOT_LANG=de       the window in German (the system locale it follows)
#   SHOT_PREFS='{"board.theme":"green","board.pieces":"flat"}'
#                      preferences to start with (File → Preferences keys)
#   SHOT_DIALOG=preferences   a dialog open at start (preferences, new-game,
#                      about, rating)
#   SHOT_WELCOME=1     the very first start: no game flags, no moves, so the
#                      welcome shows
#   SHOT_FILE=game.pgn a PGN file to open (a study)
#   SHOT_SIZE=1100x760 the window's size (default: as it opens)
#   SHOT_KEYS="Home Right ctrl+r"  keys pressed in the window once it is
#                      drawn (xdotool key names), e.g. to walk a game
#   SHOT_AFTER=8       seconds to wait after the keys (default SHOT_SETTLE)
#
# scripts/screenshots.sh takes all of the README's pictures.
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-docs/screenshot.png}
moves=${CHESSMASTER_DEMO_MOVES-"e2e4 e7e5 g1f3 b8c6 f1b5 a7a6 b5a4 g8f6 e1g1 f8e7 f1e1 b7b5 a4b3 d7d6 c2c3 e8g8"}
flags=${CHESSMASTER_SHOT_FLAGS:--white computer -black computer -tc 300+3}
if [ -n "${SHOT_WELCOME:-}" ]; then
  moves="" flags=""
fi
theme=${FYNE_THEME:-dark}
wait_max=${SHOT_WAIT:-40}

if ! command -v Xvfb >/dev/null || ! import -version >/dev/null 2>&1; then
  scripts/apt-ensure.sh xvfb imagemagick x11-utils
fi
if { [ -n "${SHOT_SIZE:-}" ] || [ -n "${SHOT_KEYS:-}" ]; } && ! command -v xdotool >/dev/null; then
  scripts/apt-ensure.sh xdotool
fi
file_args=()
[ -z "${SHOT_FILE:-}" ] || file_args=("$SHOT_FILE")

tmp=$(mktemp -d)
app_pid="" xvfb_pid=""
cleanup() {
  [ -n "$app_pid" ] && kill "$app_pid" 2>/dev/null || true
  [ -n "$xvfb_pid" ] && kill "$xvfb_pid" 2>/dev/null || true
  # Wait for them to exit: the app may still be writing its preferences
  # into $tmp, and removing the folder under it fails the script.
  wait 2>/dev/null || true
  rm -rf "$tmp"
}
trap cleanup EXIT

echo "building…"
go build -o "$tmp/chessmaster" .

# A free display number.
n=99
while [ -e "/tmp/.X$n-lock" ] || [ -e "/tmp/.X11-unix/X$n" ]; do n=$((n + 1)); done
# The screen holds the window: at least 1280x900, larger for a larger
# SHOT_SIZE (a window beyond the screen's edge would be cut off).
screen_w=1280 screen_h=900
if [ -n "${SHOT_SIZE:-}" ]; then
  [ "${SHOT_SIZE%x*}" -gt "$screen_w" ] && screen_w=${SHOT_SIZE%x*}
  [ "${SHOT_SIZE#*x}" -gt "$screen_h" ] && screen_h=${SHOT_SIZE#*x}
fi
Xvfb ":$n" -screen 0 "${screen_w}x${screen_h}x24" -nolisten tcp >"$tmp/xvfb.log" 2>&1 &
xvfb_pid=$!
sleep 1

# A private home so the screenshot never restores (or overwrites) a real
# user's saved game and settings.
export HOME="$tmp/home" XDG_RUNTIME_DIR="$tmp/run" XDG_CONFIG_HOME="$tmp/home/.config" XDG_CACHE_HOME="$tmp/home/.cache"
mkdir -p "$HOME/.config" "$HOME/.cache" "$XDG_RUNTIME_DIR"
chmod 700 "$XDG_RUNTIME_DIR"
if [ -n "${SHOT_PREFS:-}" ]; then
  # Fyne keeps the preferences in <config>/fyne/<app id>/preferences.json.
  mkdir -p "$XDG_CONFIG_HOME/fyne/io.github.chessmaster.app"
  printf '%s\n' "$SHOT_PREFS" >"$XDG_CONFIG_HOME/fyne/io.github.chessmaster.app/preferences.json"
fi
lang_env=()
if [ -n "${SHOT_LANG:-}" ]; then
  loc="${SHOT_LANG}_${SHOT_LANG^^}.UTF-8" # de → de_DE.UTF-8
  lang_env=(LANGUAGE="$SHOT_LANG" LC_ALL="$loc" LANG="$loc")
fi

# shellcheck disable=SC2086 # the flags are meant to be split
env "${lang_env[@]}" DISPLAY=":$n" FYNE_THEME="$theme" CHESSMASTER_DEMO_MOVES="$moves" \
  CHESSMASTER_SHOW_DIALOG="${SHOT_DIALOG:-}" "$tmp/chessmaster" $flags "${file_args[@]}" >"$tmp/app.log" 2>&1 &
app_pid=$!

# Wait until the window is mapped and drawn (the first frame can take a
# while with software OpenGL on a busy machine), then a little longer for
# the pieces and any computer moves.
geom=""
for _ in $(seq "$wait_max"); do
  sleep 1
  if ! kill -0 "$app_pid" 2>/dev/null; then
    echo "ChessMaster exited early:" >&2
    cat "$tmp/app.log" >&2
    exit 1
  fi
  if command -v xwininfo >/dev/null; then
    geom=$(DISPLAY=":$n" xwininfo -name ChessMaster 2>/dev/null | awk '/Width:/{w=$2} /Height:/{h=$2} /Absolute upper-left X:/{x=$4} /Absolute upper-left Y:/{y=$4} END{if (w) printf "%dx%d+%d+%d", w, h, x, y}') || true
    [ -n "$geom" ] || geom=$(DISPLAY=":$n" xwininfo -name "ChessMaster *" 2>/dev/null | awk '/Width:/{w=$2} /Height:/{h=$2} /Absolute upper-left X:/{x=$4} /Absolute upper-left Y:/{y=$4} END{if (w) printf "%dx%d+%d+%d", w, h, x, y}') || true
  fi
  DISPLAY=":$n" import -window root "$tmp/root.png" 2>/dev/null || continue
  mean=$(convert "$tmp/root.png" -format '%[fx:mean]' info: 2>/dev/null || echo 0)
  # A drawn window lifts the mean brightness well above the black root.
  if awk -v m="$mean" 'BEGIN{exit !(m > 0.05)}'; then
    sleep "${SHOT_SETTLE:-6}"
    break
  fi
done

# The window's size and the keys: both need the window's id.
if [ -n "${SHOT_SIZE:-}" ] || [ -n "${SHOT_KEYS:-}" ]; then
  wid=$(DISPLAY=":$n" xdotool search --onlyvisible --name '^ChessMaster' | head -1)
  DISPLAY=":$n" xdotool windowmove "$wid" 0 0
  if [ -n "${SHOT_SIZE:-}" ]; then
    DISPLAY=":$n" xdotool windowsize "$wid" "${SHOT_SIZE%x*}" "${SHOT_SIZE#*x}"
    sleep 2
  fi
  if [ -n "${SHOT_KEYS:-}" ]; then
    # No window manager: the keyboard goes to the window under the
    # pointer (the status line's row, where a pointer changes nothing).
    DISPLAY=":$n" xdotool mousemove 5 "$(( ${SHOT_SIZE#*x} - 8 ))"
    sleep 0.5
    for k in $SHOT_KEYS; do
      DISPLAY=":$n" xdotool key --clearmodifiers "$k"
      sleep 0.15
    done
  fi
  sleep "${SHOT_AFTER:-${SHOT_SETTLE:-6}}"
  geom=$(DISPLAY=":$n" xwininfo -id "$wid" 2>/dev/null | awk '/Width:/{w=$2} /Height:/{h=$2} /Absolute upper-left X:/{x=$4} /Absolute upper-left Y:/{y=$4} END{if (w) printf "%dx%d+%d+%d", w, h, x, y}') || true
fi

DISPLAY=":$n" import -window root "$tmp/root.png"
mkdir -p "$(dirname "$out")"
if [ -n "$geom" ]; then
  convert "$tmp/root.png" -crop "$geom" +repage "$out"
else
  convert "$tmp/root.png" -trim +repage "$out"
fi
echo "saved $out ($(identify -format '%wx%h' "$out"))"
