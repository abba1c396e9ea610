# uci.sh: a timed UCI session with the Windows build under Wine, sourced
# by scripts/test-windows.sh (which sets wexe, tmp, linux_bin). The engine
# runs as a coprocess; each of its lines is read with a deadline and
# stamped with the wall-clock time it arrived, so that the checks can ask
# when a bestmove came, not only whether it did.

# now_ms: wall-clock milliseconds.
now_ms() { date +%s%3N; }

# uci_send LINE: one command to the engine.
uci_send() {
  printf '%s\n' "$1" >&"${UCI[1]}"
  printf '%s > %s\n' "$(now_ms)" "$1" >>"$tmp/uci.log"
}

# uci_read SEGMENT SECONDS RE: reads the engine's lines into the file
# SEGMENT until one matches RE (true, uci_line and uci_ms set to it and
# its arrival) or SECONDS pass (false). An empty RE reads for SECONDS.
uci_read() {
  local seg=$1 deadline=$(($(now_ms) + $2 * 1000)) re=$3 left line
  : >"$seg"
  while :; do
    left=$((deadline - $(now_ms)))
    [ "$left" -gt 0 ] || return 1
    IFS= read -r -t "$((left / 1000)).$(printf '%03d' $((left % 1000)))" line <&"${UCI[0]}" || return 1
    line=${line%$'\r'}
    printf '%s\n' "$line" >>"$seg"
    printf '%s < %s\n' "$(now_ms)" "$line" >>"$tmp/uci.log"
    if [ -n "$re" ] && [[ $line =~ $re ]]; then
      uci_line=$line uci_ms=$(now_ms)
      return 0
    fi
  done
}

uci_checks() {
  local moves="e2e4 e7e5 g1f3 b8c6 f1b5" t0 ms
  coproc UCI { exec "$winerun" "$win_exe" uci 2>"$tmp/uci.err"; }
  local pid=$UCI_PID
  pids+=("$pid")
  uci_send uci
  uci_read "$tmp/uci-1" 60 '^uciok' || { fail "uci: no uciok (see $tmp/uci.log)"; return 1; }
  grep -q '^id name' "$tmp/uci-1" || fail "uci: no \"id name\" line"
  uci_send isready
  uci_read "$tmp/uci-2" 10 '^readyok' || { fail "uci: no readyok"; return 1; }
  ok "uci: uciok and readyok"

  uci_send "position startpos moves $moves"
  t0=$(now_ms)
  uci_send "go movetime 500"
  uci_read "$tmp/uci-go" 10 '^bestmove' || { fail "go movetime 500: no bestmove within 10 s"; return 1; }
  ms=$((uci_ms - t0))
  check_go_answer "$tmp/uci-go" "$ms" 450 1500 || true
  read -r _ best _ <<<"$uci_line"
  check_legal "$moves" "$best" || true

  # "stop" three times: the fastest answer is judged, so that a moment of
  # a busy machine is not taken for an engine that does not stop.
  local try best_ms=999999 all=""
  for try in 1 2 3; do
    uci_send "position startpos moves $moves $best"
    uci_send "go infinite"
    uci_read "$tmp/uci-infinite-$try" 2 '^bestmove' || true # nothing should match
    t0=$(now_ms)
    uci_send stop
    uci_read "$tmp/uci-stop" 5 '^bestmove' || { fail "stop: no bestmove within 5 s"; return 1; }
    ms=$((uci_ms - t0))
    all+=" $ms"
    [ "$ms" -ge "$best_ms" ] || best_ms=$ms
    uci_send isready
    uci_read "$tmp/uci-ready" 5 '^readyok' || { fail "stop: no readyok after it"; return 1; }
  done
  cat "$tmp"/uci-infinite-* >"$tmp/uci-infinite"
  echo "stop answered after$all ms"
  check_stop "$tmp/uci-infinite" "$best_ms" 300 || true

  uci_send quit
  local i
  for i in $(seq 50); do
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.1
  done
  if kill -0 "$pid" 2>/dev/null; then
    fail "quit: the engine still runs 5 s after quit"
    kill "$pid" 2>/dev/null || true
    return 1
  fi
  local rc=0
  wait "$pid" || rc=$?
  [ "$rc" -eq 0 ] || { fail "quit: exit status $rc"; return 1; }
  ok "quit: the engine exited with status 0"
}
