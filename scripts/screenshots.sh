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
# and the window in each of its modes (docs/notes/study.md), at 1100×760,
# into docs/modes/: every mode in English with the light theme, a few in
# German and in the dark theme:
#
#   modes/play.png        a game against the computer, clocks running
#   modes/study.png       a long annotated game opened from a file, walked
#                         back to its comments and variation
#   modes/analysis.png    analysis with three lines
#   modes/review.png      a finished review with its graph
#   modes/edit.png        the position editor open
#   modes/practice.png    practising the mistakes the review found
#   modes/puzzles.png     the built-in puzzles
#   modes/drill.png       an endgame drill (king and queen against king)
#   modes/explorer.png    the opening explorer over a file of games
#   modes/blindfold.png   a game with all pieces hidden
#   modes/study-de.png, modes/play-de.png, modes/puzzles-de.png,
#   modes/play-de-dark.png, modes/analysis-dark.png, modes/puzzles-dark.png
#
# Give names to take only some: screenshots.sh welcome theme-green
# (modes: every mode picture; modes/play and so on: one).
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

# mode takes one picture of the window in a mode at 1100×760, made small
# (256 colours: the window has few) so the repository does not grow much.
mode() {
  local name=$1
  shift
  echo "== docs/modes/$name.png"
  env SHOT_SIZE=1100x760 "$@" scripts/screenshot.sh "docs/modes/$name.png"
  convert "docs/modes/$name.png" -strip -colors 256 "PNG8:docs/modes/$name.png"
}

annotated=ui/testdata/layout-annotated.pgn
# From the start, 30 moves on: after 15...Nc7, under the variation
# 14...c5 and its comment.
walk="Home $(printf 'Right %.0s' $(seq 30))"
you="-white human -black computer -level 3 -tc 300+3"
explore=measurements/strength/sf2500-10+0.1.pgn
modes_all=(modes/play modes/study modes/analysis modes/review modes/edit modes/practice modes/puzzles modes/drill
  modes/explorer modes/blindfold modes/study-de modes/play-de modes/puzzles-de modes/play-de-dark modes/analysis-dark
  modes/puzzles-dark)

want=("$@")
[ ${#want[@]} -gt 0 ] || want=(screenshot screenshot-de welcome preferences theme-green "${modes_all[@]}")
if [ "${want[*]}" = modes ]; then want=("${modes_all[@]}"); fi

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
  modes/play)
    mode play FYNE_THEME=light SHOT_SETTLE=4 CHESSMASTER_SHOT_FLAGS="$you" CHESSMASTER_DEMO_MOVES="$exchanges" ;;
  modes/play-de)
    mode play-de SHOT_LANG=de FYNE_THEME=light SHOT_SETTLE=4 CHESSMASTER_SHOT_FLAGS="$you" CHESSMASTER_DEMO_MOVES="$exchanges" ;;
  modes/play-de-dark)
    mode play-de-dark SHOT_LANG=de FYNE_THEME=dark SHOT_SETTLE=4 CHESSMASTER_SHOT_FLAGS="$you" CHESSMASTER_DEMO_MOVES="$exchanges" ;;
  modes/study)
    mode study FYNE_THEME=light SHOT_SETTLE=2 SHOT_AFTER=2 SHOT_FILE="$annotated" SHOT_KEYS="$walk" \
      CHESSMASTER_SHOT_FLAGS="$you" CHESSMASTER_DEMO_MOVES="" ;;
  modes/study-de)
    mode study-de SHOT_LANG=de FYNE_THEME=light SHOT_SETTLE=2 SHOT_AFTER=2 SHOT_FILE="$annotated" SHOT_KEYS="$walk" \
      CHESSMASTER_SHOT_FLAGS="$you" CHESSMASTER_DEMO_MOVES="" ;;
  modes/analysis)
    mode analysis FYNE_THEME=light SHOT_SETTLE=8 SHOT_DIALOG=analysis CHESSMASTER_SHOT_FLAGS="$you" CHESSMASTER_DEMO_MOVES="$exchanges" ;;
  modes/analysis-dark)
    mode analysis-dark FYNE_THEME=dark SHOT_SETTLE=8 SHOT_DIALOG=analysis CHESSMASTER_SHOT_FLAGS="$you" CHESSMASTER_DEMO_MOVES="$exchanges" ;;
  modes/review)
    mode review FYNE_THEME=light SHOT_SETTLE=2 SHOT_AFTER=${SHOT_REVIEW_WAIT:-45} SHOT_FILE="$annotated" SHOT_DIALOG=review \
      SHOT_KEYS="$walk" CHESSMASTER_SHOT_FLAGS="$you" CHESSMASTER_DEMO_MOVES="" ;;
  modes/edit)
    mode edit FYNE_THEME=light SHOT_SETTLE=3 SHOT_DIALOG=editor CHESSMASTER_SHOT_FLAGS="$you" CHESSMASTER_DEMO_MOVES="$exchanges" ;;
  modes/practice)
    # A short game with a blunder on each side (the annotated game's
    # review finds no mistakes): 6.Nxe5? and 6...Bxd1??, Légal's mate.
    mode practice FYNE_THEME=light SHOT_SETTLE=${SHOT_REVIEW_WAIT:-60} SHOT_DIALOG=practice \
      CHESSMASTER_SHOT_FLAGS="-white human -black human" \
      CHESSMASTER_DEMO_MOVES="e2e4 e7e5 g1f3 b8c6 f1c4 d7d6 b1c3 c8g4 h2h3 g4h5 f3e5 h5d1 c4f7 e8e7 c3d5" ;;
  modes/puzzles)
    mode puzzles FYNE_THEME=light SHOT_SETTLE=3 SHOT_DIALOG=puzzles CHESSMASTER_SHOT_FLAGS="$you" CHESSMASTER_DEMO_MOVES="" ;;
  modes/puzzles-de)
    mode puzzles-de SHOT_LANG=de FYNE_THEME=light SHOT_SETTLE=3 SHOT_DIALOG=puzzles CHESSMASTER_SHOT_FLAGS="$you" CHESSMASTER_DEMO_MOVES="" ;;
  modes/puzzles-dark)
    mode puzzles-dark FYNE_THEME=dark SHOT_SETTLE=3 SHOT_DIALOG=puzzles CHESSMASTER_SHOT_FLAGS="$you" CHESSMASTER_DEMO_MOVES="" ;;
  modes/drill)
    mode drill FYNE_THEME=light SHOT_SETTLE=3 SHOT_DIALOG=drill:kqk CHESSMASTER_SHOT_FLAGS="$you" CHESSMASTER_DEMO_MOVES="" ;;
  modes/explorer)
    mode explorer FYNE_THEME=light SHOT_SETTLE=8 SHOT_DIALOG="explorer:$explore" CHESSMASTER_SHOT_FLAGS="$you" \
      CHESSMASTER_DEMO_MOVES="e2e4" ;;
  modes/blindfold)
    mode blindfold FYNE_THEME=light SHOT_SETTLE=4 SHOT_PREFS='{"board.blindfold":"all"}' CHESSMASTER_SHOT_FLAGS="$you" \
      CHESSMASTER_DEMO_MOVES="$exchanges" ;;
  *)
    echo "screenshots.sh: unknown picture $w" >&2
    exit 2
    ;;
  esac
done
