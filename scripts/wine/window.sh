# window.sh: the Windows build's window under Wine on a virtual display
# (Xvfb), sourced by scripts/test-windows.sh (which sets work, tmp, wexe,
# winerun, win_exe, winpath, WINEPREFIX).
#
#   1. The first start in a new Wine prefix shows the welcome; a
#      screenshot is taken and checked, and Ctrl+Q quits with status 0,
#      leaving the preferences under %APPDATA%.
#   2. A start with a PGN file of three games (CRLF, in a folder with a
#      space and non-ASCII letters) asks which game; the second is picked
#      with the keyboard, a screenshot of the position is checked for a
#      drawn board, a move is made with two clicks (xdotool), Ctrl+S saves
#      it back into its place in the file, and Ctrl+Q quits: the other two
#      games keep their bytes and the autosave under %APPDATA% holds the
#      move.

# x_window PID SECONDS: the X window id of the app's main window (Wine
# sets _NET_WM_PID to the host process), once it is shown.
x_window() {
  local i id
  for i in $(seq $(($2 * 2))); do
    id=$(xdotool search --onlyvisible --pid "$1" --name '^ChessMaster' 2>/dev/null | head -n 1 || true)
    [ -n "$id" ] && { echo "$id"; return 0; }
    kill -0 "$1" 2>/dev/null || { echo "the program exited"; return 1; }
    sleep 0.5
  done
  echo "no window within $2 s"
  return 1
}

# shoot NAME: a picture of the whole screen in $shots/NAME.png.
shoot() { import -window root "$shots/$1.png"; }

# wait_for SECONDS CHECK: takes pictures until CHECK (check_board,
# check_welcome) passes on one, quietly; true when it did.
wait_for() {
  local i before=$failures
  for i in $(seq "$1"); do
    shoot waiting
    if "$2" "$shots/waiting.png" >/dev/null 2>&1; then
      failures=$before
      return 0
    fi
    failures=$before
    sleep 1
  done
  return 1
}

# chooser_shown PNG: the picture shows a focused text field at least 200
# pixels wide (the game chooser's filter).
chooser_shown() {
  local b
  read -r -a b <<<"$(box_of "$1" '#5F89DA' 2>/dev/null)"
  [ "${#b[@]}" -eq 4 ] && [ "${b[0]}" -ge 200 ] && [ "${b[0]}" -lt 1280 ]
}

# box_of PNG COLOUR...: "W H X Y" of the area the colours cover in the
# picture (every other pixel made black, then trimmed away).
box_of() {
  local png=$1 c args=()
  shift
  for c in "$@"; do args+=(-opaque "$c"); done
  convert "$png" -alpha off -fill '#FF00FF' "${args[@]}" -fill black +opaque '#FF00FF' -format '%@' info: | sed 's/[x+]/ /g'
}

# click_square SQUARE W H X Y: one click on SQUARE (e2) of a board drawn
# from White's side in the box W H X Y.
click_square() {
  local f=$(($(printf '%d' "'${1:0:1}") - 97)) r=$((${1:1:1} - 1))
  local x=$(($4 + ($2 * (2 * f + 1)) / 16)) y=$(($5 + ($3 * (2 * (7 - r) + 1)) / 16))
  xdotool mousemove "$x" "$y" click 1
  sleep 0.7
}

# focus_window WIN: gives WIN the keyboard (there is no window manager).
focus_window() {
  xdotool windowactivate --sync "$1" 2>/dev/null || xdotool windowfocus --sync "$1" 2>/dev/null || true
}

# quit_app PID WIN NAME: Ctrl+Q in the window; the app must exit with
# status 0 within 30 s.
quit_app() {
  focus_window "$2"
  xdotool key ctrl+q
  local i
  for i in $(seq 60); do
    kill -0 "$1" 2>/dev/null || break
    sleep 0.5
  done
  if kill -0 "$1" 2>/dev/null; then
    fail "$3: the window did not quit on Ctrl+Q"
    kill "$1" 2>/dev/null || true
    return 1
  fi
  local rc=0
  wait "$1" || rc=$?
  [ "$rc" -eq 0 ] || { fail "$3: exit status $rc after Ctrl+Q"; return 1; }
  ok "$3: quit cleanly on Ctrl+Q"
}

window_checks() {
  shots=${WINDOWS_CHECKS_KEEP:-$tmp/shots}
  mkdir -p "$shots"
  # Xvfb picks a free display itself and writes its number to fd 3.
  Xvfb -displayfd 3 -screen 0 1280x960x24 -nolisten tcp 3>"$tmp/display" >"$tmp/xvfb.log" 2>&1 &
  pids+=("$!")
  local i
  for i in $(seq 40); do [ -s "$tmp/display" ] && break; sleep 0.25; done
  [ -s "$tmp/display" ] || { fail "window: Xvfb did not start: $(tail -c 300 "$tmp/xvfb.log")"; return 1; }
  export DISPLAY=":$(tr -dc 0-9 <"$tmp/display")"
  for i in $(seq 20); do xdpyinfo >/dev/null 2>&1 && break; sleep 0.5; done
  local appdata="$WINEPREFIX/drive_c/users/${USER:-$(id -un)}/AppData/Roaming"
  [ -d "$appdata" ] || appdata=$(find "$WINEPREFIX/drive_c/users" -maxdepth 3 -name Roaming -path '*AppData*' | grep -v /Public/ | head -n 1)

  # 1. The first start: the welcome.
  "$winerun" "$win_exe" >"$tmp/window-1.log" 2>&1 </dev/null &
  local app=$! win
  pids+=("$app")
  win=$(x_window "$app" 90) || { fail "welcome: $win ($(grep -v ALSA "$tmp/window-1.log" | tail -c 300))"; return 1; }
  wait_for 30 check_welcome || true # it opens once the window is shown
  sleep 1
  shoot welcome
  check_welcome "$shots/welcome.png" || true
  quit_app "$app" "$win" "welcome" || true
  local prefs
  prefs=$(find "$appdata/fyne" -name preferences.json 2>/dev/null | head -n 1)
  if [ -n "$prefs" ] && [ -s "$prefs" ]; then
    ok "preferences under %APPDATA%: ${prefs#"$appdata"/}"
  else
    fail "no preferences.json under $appdata/fyne"
  fi

  # 2. A game of a three-game file: position, move, save, autosave.
  local file="$work/Drei Partien ♜.pgn"
  cp testdata/wine/variations-crlf.pgn "$file"
  cp "$file" "$tmp/three-before.pgn"
  "$winerun" "$win_exe" "$(winpath "$file")" >"$tmp/window-2.log" 2>&1 </dev/null &
  app=$!
  pids+=("$app")
  win=$(x_window "$app" 90) || { fail "game: $win ($(grep -v ALSA "$tmp/window-2.log" | tail -c 300))"; return 1; }
  # The chooser's filter has the focus: keep game 2 only, then click its
  # line, just under the filter (drawn with the focus colour).
  if ! wait_for 30 chooser_shown; then
    fail "game: no game chooser with a focused filter"
    quit_app "$app" "$win" "game" || true
    return 1
  fi
  focus_window "$win"
  xdotool type --delay 60 "2024.03.02"
  sleep 1
  shoot chooser
  local box
  read -r -a box <<<"$(box_of "$shots/chooser.png" '#5F89DA')"
  xdotool mousemove $((box[2] + 150)) $((box[3] + box[1] + 28)) click 1
  wait_for 30 check_board || true
  sleep 2
  shoot position
  check_board "$shots/position.png" || { quit_app "$app" "$win" "game" || true; return 1; }
  read -r -a box <<<"$(box_of "$shots/position.png" '#EFD9B5' '#B58863')"
  # Game 2 is unfinished after 1. d4 d5 2. c4 e6 3. Nc3 Nf6: White plays
  # 4. Bg5 (the computer may answer).
  click_square c1 "${box[@]}"
  click_square g5 "${box[@]}"
  sleep 2
  shoot moved
  focus_window "$win"
  xdotool key ctrl+s
  sleep 3
  quit_app "$app" "$win" "game" || true
  check_games_kept "$tmp/three-before.pgn" "$file" 1 3 || true
  if pgn_game "$file" 2 | grep -q 'Bg5'; then
    ok "save: the move is in game 2 of the file"
  else
    fail "save: game 2 of the file has no 4. Bg5: $(pgn_game "$file" 2 | tail -n 2 | tr '\n' ' ')"
  fi
  local auto
  auto=$(find "$appdata/fyne" -name autosave.pgn 2>/dev/null | head -n 1)
  check_autosave "${auto:-$appdata/fyne/autosave.pgn}" "3. Nc3 4. Bg5" || true
}
