# selftest.sh: "test-windows.sh --self-test" gives each verdict of
# checks.sh a right and a broken input and expects it to pass and fail
# accordingly, without Wine: a check that cannot fail proves nothing.
# Sourced with linux_bin and tmp set.

st_bad=0
# expect_pass / expect_fail CHECK ARGS...: runs the check quietly.
expect_pass() {
  local before=$failures
  if ! "$@" >/dev/null 2>&1 || [ "$failures" -ne "$before" ]; then
    echo "SELF-TEST FAIL: $1 rejected a right input: ${*:2}" >&2
    st_bad=$((st_bad + 1))
  fi
  failures=$before
}
expect_fail() {
  local before=$failures
  if "$@" >/dev/null 2>&1; then
    echo "SELF-TEST FAIL: $1 accepted a broken input: ${*:2}" >&2
    st_bad=$((st_bad + 1))
  fi
  failures=$before
}

st=$tmp/selftest
mkdir -p "$st"

# bench: the same node count passes; another count, or none, fails.
"$linux_bin" bench 2 >"$st/bench-linux" 2>&1
cp "$st/bench-linux" "$st/bench-same"
sed '$ s/^[0-9]*/1764354/' "$st/bench-linux" >"$st/bench-other"
head -n -1 "$st/bench-linux" >"$st/bench-cut"
expect_pass check_bench "$st/bench-linux" "$st/bench-same"
expect_fail check_bench "$st/bench-linux" "$st/bench-other"
expect_fail check_bench "$st/bench-linux" "$st/bench-cut"

# version: the same line as the Linux build's.
"$linux_bin" version >"$st/version"
sed 's/(commit [^)]*)/(commit fedcba987654-other)/' "$st/version" >"$st/version-other"
printf 'chessmaster\n' >"$st/version-bad"
expect_pass check_version "$st/version" "$st/version"
expect_fail check_version "$st/version-other" "$st/version"
expect_fail check_version "$st/version-bad" "$st/version-bad"
expect_fail check_version /dev/null "$st/version"

# go: a scored info line and a timely bestmove.
printf 'info depth 9 score cp 31 nodes 100 pv e2e4\nbestmove e2e4 ponder e7e5\n' >"$st/go-right"
printf 'info depth 9 nodes 100 pv e2e4\nbestmove e2e4\n' >"$st/go-noscore"
printf 'info depth 9 score cp 31 pv e2e4\n' >"$st/go-nobest"
expect_pass check_go_answer "$st/go-right" 520 450 1500
expect_fail check_go_answer "$st/go-right" 120 450 1500
expect_fail check_go_answer "$st/go-right" 4000 450 1500
expect_fail check_go_answer "$st/go-noscore" 520 450 1500
expect_fail check_go_answer "$st/go-nobest" 520 450 1500

# legality, as the Linux build's rules judge it.
expect_pass check_legal "e2e4 e7e5" g1f3
expect_pass check_legal "e2e4 e7e5 g1f3 b8c6 f1c4 g8f6" e1g1
expect_fail check_legal "e2e4 e7e5" e2e4
expect_fail check_legal "e2e4 e7e5" e1g1
expect_fail check_legal "e2e4 e7e5" "0000"

# stop: no bestmove before it, and one soon after it.
printf 'info depth 12 score cp 20\n' >"$st/quiet"
printf 'info depth 12 score cp 20\nbestmove e2e4\n' >"$st/early"
expect_pass check_stop "$st/quiet" 40 300
expect_fail check_stop "$st/quiet" 900 300
expect_fail check_stop "$st/early" 40 300

# pgn: a round trip that keeps variations and comments, without CRs.
printf '[Event "x"]\r\n\r\n1. e4 {c} e5 (1... c5) 1-0\r\n' >"$st/in.pgn"
"$linux_bin" pgn "$st/in.pgn" >"$st/out.pgn"
"$linux_bin" pgn -mainline "$st/in.pgn" >"$st/mainline.pgn"
sed 's/$/\r/' "$st/out.pgn" >"$st/out-crlf.pgn"
printf '\n' | cat "$st/out.pgn" - >"$st/out-changed.pgn"
expect_pass check_pgn_roundtrip "$st/in.pgn" "$st/out.pgn" "$st/out.pgn"
expect_fail check_pgn_roundtrip "$st/in.pgn" "$st/mainline.pgn" "$st/mainline.pgn"
expect_fail check_pgn_roundtrip "$st/in.pgn" "$st/out-crlf.pgn" "$st/out-crlf.pgn"
expect_fail check_pgn_roundtrip "$st/in.pgn" "$st/out.pgn" "$st/out-changed.pgn"
expect_fail check_pgn_roundtrip "$st/out.pgn" "$st/out.pgn" "$st/out.pgn"
expect_pass check_same same "$st/out.pgn" "$st/out.pgn"
expect_fail check_same same "$st/out.pgn" "$st/out-crlf.pgn"

# saves: replaced, no temporary file; the other games byte for byte.
mkdir -p "$st/save"
echo old >"$st/save/old"
echo new >"$st/save/g.pgn"
expect_pass check_atomic_save "$st/save" "$st/save/g.pgn" "$st/save/old"
expect_fail check_atomic_save "$st/save" "$st/save/old" "$st/save/old"
touch "$st/save/.g.pgn.tmp123"
expect_fail check_atomic_save "$st/save" "$st/save/g.pgn" "$st/save/old"
printf '[Event "1"]\n\n1. e4 1-0\n\n[Event "2"]\n\n1. d4 1-0\n\n[Event "3"]\n\n1. c4 1-0\n' >"$st/three.pgn"
sed 's/1. d4 1-0/1. d4 d5 1-0/' "$st/three.pgn" >"$st/three-2.pgn"
sed 's/1. c4 1-0/1. c4 e5 1-0/' "$st/three.pgn" >"$st/three-3.pgn"
expect_pass check_games_kept "$st/three.pgn" "$st/three-2.pgn" 1 3
expect_fail check_games_kept "$st/three.pgn" "$st/three-3.pgn" 1 3

# processes: a leftover tree fails.
expect_pass check_max_procs linger 2 2
expect_fail check_max_procs linger 2 4
expect_pass check_no_procs "engine process" ""
expect_fail check_no_procs "engine process" "123 Z:\\tmp\\linger.exe linger"

# board: a drawn board passes, a blank window or a board-less picture fails.
if command -v convert >/dev/null; then
  # A board of 80-pixel squares over a strip of many colours (text and
  # pieces in a real picture); the same board without the strip; the
  # strip alone; a black window.
  convert \( xc:'#EFD9B5' xc:'#B58863' +append \) \( xc:'#B58863' xc:'#EFD9B5' +append \) -append \
    -filter point -resize 160x160 -write mpr:squares +delete -size 640x600 tile:mpr:squares \
    \( -size 40x640 gradient:red-blue -rotate 90 \) -append -depth 8 "$st/board.png"
  convert -size 640x600 tile:mpr:squares "$st/flat.png" 2>/dev/null ||
    convert "$st/board.png" -crop 640x600+0+0 +repage "$st/flat.png"
  convert -size 640x640 gradient:red-blue -depth 8 "$st/noboard.png"
  convert -size 640x640 xc:black "$st/blank.png"
  expect_pass check_board "$st/board.png"
  expect_fail check_board "$st/blank.png"
  expect_fail check_board "$st/flat.png"
  expect_fail check_board "$st/noboard.png"
  expect_fail check_board "$st/missing.png"
  convert "$st/board.png" -fill '#296FF6' -draw 'rectangle 400,300 580,340' "$st/welcome.png"
  expect_pass check_welcome "$st/welcome.png"
  expect_fail check_welcome "$st/board.png"
  expect_fail check_welcome "$st/blank.png"
else
  echo "SELF-TEST FAIL: ImageMagick's convert is missing: the board check cannot be tried" >&2
  st_bad=$((st_bad + 1))
fi

# autosave: the moves must be there.
printf '[Event "?"]\n\n1. d4 d5 2. e4 *\n' >"$st/autosave.pgn"
expect_pass check_autosave "$st/autosave.pgn" "1. d4 2. e4"
expect_fail check_autosave "$st/autosave.pgn" "1. d4 2. e3"
expect_fail check_autosave "$st/missing.pgn" "1. d4"

if [ "$st_bad" -eq 0 ]; then
  echo "self-test: every check passes its right input and fails its broken ones"
else
  echo "self-test: $st_bad check(s) misjudged their input"
fi
[ "$st_bad" -eq 0 ]
