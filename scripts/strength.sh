#!/usr/bin/env bash
# strength.sh measures the full-strength engine against Stockfish 15.1 with
# UCI_LimitStrength=true at a fixed UCI_Elo, at a real clock (10 s + 0.1 s
# per move by default), with `chessmaster match`. It is the measurement the
# README quotes:
#
#   scripts/strength.sh                 # 200 games at 10+0.1 vs UCI_Elo 2200
#   ELO=2500 scripts/strength.sh        # the stretch goal
#   GAMES=20 scripts/strength.sh        # a quick pass (fewer openings)
#   OPPONENT=gnuchess scripts/strength.sh   # GNU Chess 6.2.7 instead (its own book off)
#
# Protocol: measurements/strength/openings-100.pgn (100 openings: the 58 built-in match
# openings, then 42 more main lines), each played twice with colours
# swapped, so GAMES=200 uses every opening once per colour. ChessMaster
# plays as in normal use: level 0 (full strength, with the built-in
# NNUE evaluation), the built-in opening
# book (assets/performance.bin) once the opening's moves run out, and the
# built-in 3-4 piece Syzygy tables. Stockfish runs with one thread, 16 MB
# hash and "Move Overhead" = MOVE_OVERHEAD ms: on a loaded, shared machine
# its default 10 ms is not enough to absorb scheduling delays on the pipe,
# and a Stockfish time forfeit would score a point it did not lose at the
# board. Default adjudication of the match runner (resign at 600 cp agreed
# for 4 moves each; draw at |score| <= 10 cp for 8 moves after move 40).
#
# OPPONENT=gnuchess plays GNU Chess (`gnuchess --uci`, the engine GNOME
# Chess ships) at its full strength, OwnBook=false, Hash 16 MB, into
# gnuchess-<TC>.* instead of sf<ELO>-<TC>.*.
#
# Writes into OUT (default measurements/strength/):
#   sf<ELO>-<TC>.pgn          every game
#   sf<ELO>-<TC>.log          the runner's per-game lines and final summary
#   sf<ELO>-<TC>.summary.txt  commit, date, machine, command, result, time losses
#
# Environment: ELO (2200), GAMES (200), TC (10+0.1), CONCURRENCY (2),
# MOVE_OVERHEAD (100), STOCKFISH (/usr/games/stockfish), OPENINGS
# (measurements/strength/openings-100.pgn), OUT (measurements/strength), BIN (a chessmaster binary;
# default: build the checked-out commit into a temporary directory).
set -euo pipefail

cd "$(dirname "$0")/.."
ELO=${ELO:-2200}
GAMES=${GAMES:-200}
TC=${TC:-10+0.1}
CONCURRENCY=${CONCURRENCY:-2}
MOVE_OVERHEAD=${MOVE_OVERHEAD:-100}
STOCKFISH=${STOCKFISH:-/usr/games/stockfish}
OPENINGS=${OPENINGS:-measurements/strength/openings-100.pgn}
OUT=${OUT:-measurements/strength}
OPPONENT=${OPPONENT:-stockfish}
GNUCHESS=${GNUCHESS:-/usr/games/gnuchess}

if [ "$OPPONENT" = gnuchess ]; then
	[ -x "$GNUCHESS" ] || { echo "strength: GNU Chess not found at $GNUCHESS (apt-get install gnuchess)" >&2; exit 1; }
else
	[ -x "$STOCKFISH" ] || { echo "strength: Stockfish not found at $STOCKFISH (apt-get install stockfish)" >&2; exit 1; }
	"$STOCKFISH" quit </dev/null | head -1 | grep -q "Stockfish 15.1" ||
		echo "strength: warning: $STOCKFISH is not Stockfish 15.1: $("$STOCKFISH" quit </dev/null | head -1)" >&2
fi

commit=$(git rev-parse --short HEAD 2>/dev/null || echo unknown)
if [ -z "${BIN:-}" ]; then
	dir=$(mktemp -d)
	trap 'rm -rf "$dir"' EXIT
	BIN=$dir/chessmaster
	net="the built-in net, assets/nnue/default.nnue sha256 $(sha256sum assets/nnue/default.nnue | cut -c1-16)..."
	# As the Makefile builds it: the net's AVX2 loops on amd64.
	GOEXPERIMENT=${GOEXPERIMENT-simd} go build -ldflags "-X chessmaster/cli.buildCommit=$commit" -o "$BIN" .
	if [ -n "$(git status --porcelain --untracked-files=no -- '*.go' 2>/dev/null)" ]; then
		commit="$commit+uncommitted changes"
	fi
else
	# A given binary reports the commit it was built from; the net built
	# into it is the one of the tree it was built from, which this script
	# cannot see.
	commit=$("$BIN" version | sed -n 's/.*(commit \(.*\)).*/\1/p')
	net="the net built into $BIN (not checked; the checked-out assets/nnue/default.nnue is sha256 $(sha256sum assets/nnue/default.nnue | cut -c1-16)...)"
fi

mkdir -p "$OUT"
base=$OUT/sf$ELO-$TC
opponent=(-black "uci:$STOCKFISH" -black-name "Stockfish 15.1 UCI_Elo $ELO"
	-option black:UCI_LimitStrength=true -option "black:UCI_Elo=$ELO"
	-option black:Threads=1 -option black:Hash=16
	-option "black:Move Overhead=$MOVE_OVERHEAD")
title="Stockfish 15.1 (UCI_LimitStrength=true, UCI_Elo=$ELO)"
terms="Stockfish Threads=1 Hash=16 Move Overhead=$MOVE_OVERHEAD"
if [ "$OPPONENT" = gnuchess ]; then
	base=$OUT/gnuchess-$TC
	# uci:PATH runs a program without arguments: a wrapper adds --uci.
	wrapdir=$(mktemp -d)
	trap 'rm -rf "$wrapdir" ${dir:+"$dir"}' EXIT
	printf '#!/bin/sh\nexec "%s" --uci "$@"\n' "$GNUCHESS" >"$wrapdir/gnuchess-uci"
	chmod +x "$wrapdir/gnuchess-uci"
	opponent=(-black "uci:$wrapdir/gnuchess-uci" -black-name "GNU Chess 6.2.7"
		-option black:OwnBook=false -option black:Hash=16)
	title="GNU Chess 6.2.7 (gnuchess --uci, OwnBook=false, Hash=16)"
	terms="GNU Chess OwnBook=false Hash=16"
fi
pgn=$base.pgn
log=$base.log
summary=$base.summary.txt

args=(match
	-white computer -white-level 0 -white-name "ChessMaster full strength"
	"${opponent[@]}"
	-book assets/performance.bin
	-openings "$OPENINGS" -tc "$TC" -games "$GAMES" -concurrency "$CONCURRENCY"
	-pgn "$pgn")

echo "strength: $GAMES games at $TC against $title -> $pgn (log: $log)"
start=$(date -u '+%Y-%m-%d %H:%M UTC')
load_before=$(cut -d' ' -f1-3 /proc/loadavg)
status=0
"$BIN" "${args[@]}" > "$log" 2>&1 || status=$?
load_after=$(cut -d' ' -f1-3 /proc/loadavg)

# Time forfeits by loser, read from the runner's "Finished game" lines: the
# result names the winner, so the other side flagged.
forfeits=$(awk '
	/^Finished game .*\{time forfeit\}/ {
		s = $0; sub(/^Finished game [0-9]+ \(/, "", s)
		white = s; sub(/ vs .*/, "", white)
		black = s; sub(/^[^,]* vs /, "", black); sub(/,.*/, "", black)
		if ($0 ~ /\): 1-0 \{/) n[black]++; else n[white]++
	}
	END { for (p in n) printf "%s%s: %d", (c++ ? "; " : ""), p, n[p]; if (!c) printf "none" }
' "$log")

{
	echo "ChessMaster full strength vs $title"
	echo "Commit:      $commit"
	echo "Evaluation:  full strength with $net"
	echo "Started:     $start"
	echo "Machine:     $(nproc) CPUs ($(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')), load average $load_before at the start, $load_after at the end"
	echo "Protocol:    $TC clock, concurrency $CONCURRENCY, openings $OPENINGS (each with both colours), book assets/performance.bin, $terms"
	printf 'Command:     %q' "$BIN"; printf ' %q' "${args[@]}"; echo
	echo "Time losses: $forfeits"
	if [ "$forfeits" != none ]; then
		echo "WARNING:     games were lost on time; a time forfeit is decided by the clock, not at the board,"
		echo "             so the score below is not a clean strength figure (see measurements/strength/README.md)."
	fi
	echo
	# The runner's summary: the lines after the last finished game, less
	# the running score lines.
	awk '/^Finished game/ { n = NR } { l[NR] = $0 }
		END { for (i = n + 1; i <= NR; i++) if (l[i] != "" && l[i] !~ /^Score of .*\] [0-9]+  Elo /) print l[i] }' "$log"
} > "$summary"
cat "$summary"
exit "$status"
