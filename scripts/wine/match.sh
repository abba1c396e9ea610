# match.sh: a match between two copies of the Windows build under Wine,
# sourced by scripts/test-windows.sh (which sets work, win_exe, wexe, tag).
#
# Each engine is the wrapper scripts/wine/testdata/enginewrap (built here
# for Windows), which starts linger.exe, a process that only sleeps, and
# then ChessMaster.exe uci. Only killing the engine's whole process tree
# (the job object of players/proc_windows.go) ends linger.exe, so while the
# match plays, ps must never show more linger.exe processes than the two
# engines of one game, and none once it is over. Wine's Windows processes
# are host processes, named by their Windows path, which holds $tag.

match_checks() {
  local games=3 dir="$work/Engines é"
  GOOS=windows GOARCH=amd64 CGO_ENABLED=0 ${GO:-go} build -o "$dir/enginewrap.exe" ./scripts/wine/testdata/enginewrap
  cp "$dir/enginewrap.exe" "$dir/linger.exe"
  local eng
  eng="uci:$(winpath "$dir/enginewrap.exe")"
  local out="$work/Match ♚.pgn"
  wexe match -white "$eng" -black "$eng" -games "$games" -movetime 40ms -quiet \
    -pgn "$(winpath "$out")" >"$tmp/match.out" 2>"$tmp/match.err" </dev/null &
  local mpid=$!
  pids+=("$mpid")
  # A count is taken as seen when two samples 0.2 s apart agree on at
  # least that many: a tree that is being killed while the next game's
  # engines start is not counted, one that outlives its game is.
  local most=0 n prev=0 steady
  while kill -0 "$mpid" 2>/dev/null; do
    n=$(linger_procs | grep -c . || true)
    steady=$((n < prev ? n : prev))
    [ "$steady" -le "$most" ] || most=$steady
    prev=$n
    sleep 0.2
  done
  local rc=0
  wait "$mpid" || rc=$?
  [ "$rc" -eq 0 ] || fail "match: exit status $rc: $(head -c 400 "$tmp/match.err")"
  local played
  played=$(grep -c '^\[Result "\(1-0\|0-1\|1/2-1/2\)"\]' "$out" 2>/dev/null || true)
  if [ "$played" = "$games" ]; then
    ok "match: $games games played and saved"
  else
    fail "match: ${played:-0} of $games games in $out"
  fi
  [ "$most" -gt 0 ] || fail "match: linger.exe never ran: the wrapper did not work (broken test)"
  check_max_procs "linger.exe" 2 "$most" || true
  sleep 1 # the last game's trees end as the runner exits
  check_no_procs "engine process" "$(chessmaster_procs)" || true
}

# linger_procs: the ps lines of this run's linger.exe helpers.
linger_procs() { ps -eo pid=,args= | grep -F "$tag" | grep -F 'linger.exe' | grep -v grep || true; }

# chessmaster_procs: this run's Windows processes still alive (the wine
# services aside).
chessmaster_procs() {
  ps -eo pid=,args= | grep -F "$tag" | grep -E 'ChessMaster\.exe|enginewrap\.exe|linger\.exe' | grep -v grep || true
}
