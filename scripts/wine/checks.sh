# checks.sh: the verdicts of the Windows checks, sourced by
# scripts/test-windows.sh. Each check_* function looks only at what it is
# given (files, numbers, a picture), prints "ok: ..." or "FAIL: ..." and
# returns non-zero on failure, so that "test-windows.sh --self-test" can
# show each of them failing on a broken input without Wine.
#
# Every check needs a Linux build of the engine in $linux_bin where it
# compares with Linux or asks the rules (legality).

# fail and ok print one verdict line; fail also counts it.
failures=0
fail() {
  echo "FAIL: $*" >&2
  failures=$((failures + 1))
  return 1
}
ok() { echo "ok: $*"; }

# bench_nodes FILE: the node count of a bench run's last line
# ("N nodes M nps"), or nothing.
bench_nodes() {
  tail -n 1 "$1" | tr -d '\r' | sed -n 's/^\([0-9][0-9]*\) nodes [0-9][0-9]* nps$/\1/p'
}

# check_bench LINUX_OUT WINDOWS_OUT: both bench runs end with the same,
# non-zero node count.
check_bench() {
  local l w
  l=$(bench_nodes "$1") w=$(bench_nodes "$2")
  [ -n "$l" ] && [ "$l" != 0 ] || { fail "bench: the Linux build printed no node count"; return 1; }
  [ -n "$w" ] || { fail "bench: the Windows build printed no \"N nodes M nps\" line: $(tail -n 1 "$2")"; return 1; }
  [ "$l" = "$w" ] || { fail "bench: the Windows build searched $w nodes, the Linux build $l"; return 1; }
  ok "bench: $w nodes on both"
}

# check_version WINDOWS_OUT LINUX_OUT: "chessmaster version" printed a
# "ChessMaster X.Y (commit ...)" line, the same line as the Linux build of
# the same checkout.
check_version() {
  grep -Eq '^ChessMaster [0-9]+\.[0-9]+.* \(commit [^)]+\)' "$1" || { fail "version: no \"ChessMaster X.Y (commit ...)\" line in: $(head -c 200 "$1")"; return 1; }
  local w l
  w=$(head -n 1 "$1" | tr -d '\r') l=$(head -n 1 "$2")
  [ "$w" = "$l" ] || { fail "version: \"$w\", the Linux build says \"$l\""; return 1; }
  ok "version: $w"
}

# check_go_answer SEGMENT ELAPSED_MS MIN_MS MAX_MS: the engine's lines
# after one "go" (SEGMENT) hold a scored info line and end with a
# bestmove, which came ELAPSED_MS after the go, within [MIN_MS, MAX_MS].
check_go_answer() {
  local seg=$1 ms=$2 lo=$3 hi=$4
  grep -Eq '^info .*score (cp|mate) -?[0-9]+' "$seg" || { fail "go: no info line with a score before the bestmove"; return 1; }
  grep -Eq '^bestmove [a-h][1-8][a-h][1-8][qrbn]?( |$)' "$seg" || { fail "go: no bestmove in UCI notation"; return 1; }
  if [ "$ms" -lt "$lo" ] || [ "$ms" -gt "$hi" ]; then
    fail "go: the bestmove came after $ms ms, not within $lo-$hi ms"
    return 1
  fi
  ok "go: scored info and bestmove after $ms ms"
}

# check_legal "MOVES" MOVE: MOVE is legal after "position startpos moves
# MOVES", as the Linux build's UCI position command judges it.
check_legal() {
  local moves=$1 mv=$2 out
  [[ $mv =~ ^[a-h][1-8][a-h][1-8][qrbn]?$ ]] || { fail "bestmove \"$mv\" is not a UCI move"; return 1; }
  out=$(printf 'position startpos moves %s %s\nisready\nquit\n' "$moves" "$mv" | "$linux_bin" uci)
  grep -q '^readyok' <<<"$out" || { fail "legality: the Linux build did not answer"; return 1; }
  if grep -q 'is illegal' <<<"$out"; then
    fail "bestmove $mv is illegal after $moves"
    return 1
  fi
  ok "bestmove $mv is legal"
}

# check_stop QUIET_SEGMENT STOP_MS MAX_MS: "go infinite" gave no bestmove
# by itself (QUIET_SEGMENT, the lines before "stop"), and the bestmove
# came STOP_MS after "stop", at most MAX_MS.
check_stop() {
  if grep -q '^bestmove' "$1"; then
    fail "go infinite: a bestmove before stop"
    return 1
  fi
  [ "$2" -le "$3" ] || { fail "stop: the bestmove came $2 ms after stop (at most $3 ms)"; return 1; }
  ok "stop: bestmove $2 ms after stop"
}

# check_same NAME A B: files A and B are byte for byte the same.
check_same() {
  if ! cmp -s "$2" "$3"; then
    fail "$1: the outputs differ: $(diff <(tr -d '\r' <"$2") <(tr -d '\r' <"$3") | head -n 6 | tr '\n' ' ')$(cmp "$2" "$3" 2>&1 | head -n 1)"
    return 1
  fi
  ok "$1: the same as Linux ($(wc -c <"$2") bytes)"
}

# check_pgn_roundtrip IN OUT AGAIN: OUT, the pgn command's rewrite of the
# CRLF file IN, keeps its variations and comments and has no CR left, and
# AGAIN (the rewrite of OUT) is OUT unchanged.
check_pgn_roundtrip() {
  local in=$1 out=$2 again=$3
  grep -q $'\r' "$in" || { fail "pgn: the input has no CRLF line ends (broken test)"; return 1; }
  [ -s "$out" ] || { fail "pgn: no output"; return 1; }
  if grep -q $'\r' "$out"; then
    fail "pgn: the output keeps CR characters"
    return 1
  fi
  grep -q '(' "$out" || { fail "pgn: the variations are lost"; return 1; }
  grep -q '{' "$out" || { fail "pgn: the comments are lost"; return 1; }
  local n_in n_out
  n_in=$(grep -c '^\[Event ' "$in") n_out=$(grep -c '^\[Event ' "$out")
  [ "$n_in" = "$n_out" ] || { fail "pgn: $n_in games in, $n_out out"; return 1; }
  cmp -s "$out" "$again" || { fail "pgn: rewriting the output changes it"; return 1; }
  ok "pgn: $n_out games with variations and comments, stable round trip"
}

# check_atomic_save DIR FILE BEFORE: FILE was saved over (it differs from
# the copy BEFORE and is not empty) and DIR holds no temporary file.
check_atomic_save() {
  local dir=$1 file=$2 before=$3 left
  [ -s "$file" ] || { fail "save: $file is empty or gone"; return 1; }
  ! cmp -s "$file" "$before" || { fail "save: $file was not replaced"; return 1; }
  left=$(find "$dir" -maxdepth 1 -name '.*.tmp*' | head -n 3)
  [ -z "$left" ] || { fail "save: temporary files left: $left"; return 1; }
  ok "save: $(basename "$file") replaced, no temporary file left"
}

# check_games_kept OLD NEW KEEP...: the games numbered KEEP (1-based) of
# the PGN file OLD are in NEW unchanged, byte for byte, at the same place.
check_games_kept() {
  local old=$1 new=$2 i
  shift 2
  for i in "$@"; do
    if ! cmp -s <(pgn_game "$old" "$i") <(pgn_game "$new" "$i"); then
      fail "save: game $i of the file changed"
      return 1
    fi
  done
  ok "save: games $* of the file kept byte for byte"
}

# pgn_game FILE N: the text of the N-th game of FILE, from its [Event tag
# to the line before the next one.
pgn_game() {
  awk -v n="$2" '/^\[Event /{g++} g==n' "$1"
}

# check_max_procs NAME MAX SEEN: at most MAX processes of NAME were seen
# at once (SEEN) while the match played.
check_max_procs() {
  [ "$3" -le "$2" ] || { fail "$1: $3 at once during the match (at most $2): an engine's process tree outlived its game"; return 1; }
  ok "$1: at most $3 at once during the match"
}

# check_no_procs NAME LISTING: LISTING (ps lines of the processes of
# this run) is empty.
check_no_procs() {
  [ -z "$2" ] || { fail "$1 left behind: $(head -n 3 <<<"$2" | tr '\n' ';')"; return 1; }
  ok "no $1 left"
}

# check_board PNG: a picture of the window shows a drawn board: both
# square colours of the default theme cover a good area, and the window
# is not a flat fill.
check_board() {
  local png=$1 hist light dark colours
  [ -s "$png" ] || { fail "screenshot $png missing"; return 1; }
  hist=$(convert "$png" -alpha off -format %c histogram:info:- 2>/dev/null)
  colours=$(wc -l <<<"$hist")
  light=$(grep -i '#EFD9B5' <<<"$hist" | awk '{s+=$1} END{print s+0}')
  dark=$(grep -i '#B58863' <<<"$hist" | awk '{s+=$1} END{print s+0}')
  # 32 squares of at least 30x30 pixels each, pieces on some of them.
  if [ "$light" -lt 20000 ] || [ "$dark" -lt 20000 ]; then
    fail "$(basename "$png"): no board drawn (light squares $light px, dark $dark px, $colours colours)"
    return 1
  fi
  [ "$colours" -ge 50 ] || { fail "$(basename "$png"): only $colours colours, no pieces or text"; return 1; }
  ok "$(basename "$png"): board drawn (light $light px, dark $dark px, $colours colours)"
}

# check_welcome PNG: the first start's picture shows a drawn window (not
# a blank or one-colour one) with a dialog's primary button (the
# welcome's Play, in the default light theme's primary colour).
check_welcome() {
  local hist colours blue
  [ -s "$1" ] || { fail "welcome: screenshot $1 missing"; return 1; }
  hist=$(convert "$1" -alpha off -format %c histogram:info:- 2>/dev/null)
  colours=$(wc -l <<<"$hist")
  blue=$(grep -i '#296FF6' <<<"$hist" | awk '{s+=$1} END{print s+0}')
  [ "$colours" -ge 50 ] || { fail "welcome: $colours colours: a blank window"; return 1; }
  [ "$blue" -ge 2000 ] || { fail "welcome: no primary button (#296FF6: $blue px)"; return 1; }
  ok "welcome: window drawn ($colours colours) with its Play button ($blue px)"
}

# check_autosave FILE "SAN...": the window's autosave holds the moves.
check_autosave() {
  [ -s "$1" ] || { fail "autosave: $1 missing"; return 1; }
  local m
  for m in $2; do
    grep -q -- "$m" "$1" || { fail "autosave: no $m in $(tr '\n' ' ' <"$1" | tail -c 200)"; return 1; }
  done
  ok "autosave under %APPDATA% holds $2"
}
