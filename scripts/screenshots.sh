#!/usr/bin/env bash
# screenshots.sh: takes the README's pictures of the window with
# screenshot.sh, one after the other, into docs/:
#
#   screenshot.png      the engine playing both sides (dark theme)
#   screenshot-de.png   the same in German, after a few exchanges
#   welcome.png         the first start's welcome
#   preferences.png     File → Preferences
#   theme-green.png     the tournament-green board with the flat pieces
#
# Give names to take only some: screenshots.sh welcome theme-green
set -euo pipefail
cd "$(dirname "$0")/.."

# A Scandinavian with exchanges, so the player cards show captured pieces.
exchanges="e2e4 d7d5 e4d5 d8d5 b1c3 d5a5 d2d4 c7c6 g1f3 c8g4 f1e2 e7e6 c1d2 b8d7 c3e4 a5c7 e4g5 g4f3 g5f3 f8d6 h2h3 g8f6 e1g1 e8g8 c2c4 c6c5 d4c5 d6c5"

shot() {
  local name=$1
  shift
  echo "== docs/$name.png"
  env "$@" scripts/screenshot.sh "docs/$name.png"
}

want=("$@")
[ ${#want[@]} -gt 0 ] || want=(screenshot screenshot-de welcome preferences theme-green)

for w in "${want[@]}"; do
  case "$w" in
  screenshot) shot screenshot ;;
  screenshot-de)
    shot screenshot-de SHOT_LANG=de CHESSMASTER_DEMO_MOVES="$exchanges" ;;
  welcome)
    shot welcome SHOT_WELCOME=1 SHOT_SETTLE=3 ;;
  preferences)
    shot preferences SHOT_DIALOG=preferences SHOT_SETTLE=3 \
      CHESSMASTER_SHOT_FLAGS="-white human -black computer" CHESSMASTER_DEMO_MOVES="$exchanges" ;;
  theme-green)
    shot theme-green FYNE_THEME=light SHOT_SETTLE=3 SHOT_PREFS='{"board.theme":"green","board.pieces":"flat"}' \
      CHESSMASTER_SHOT_FLAGS="-white human -black computer" CHESSMASTER_DEMO_MOVES="$exchanges" ;;
  *)
    echo "screenshots.sh: unknown picture $w" >&2
    exit 2
    ;;
  esac
done
