#!/bin/sh
# Makes the built-in puzzle set (assets/puzzles/puzzles.pgn) again: mines
# the CC0 lichess games of lichess-bullet-37k.pgn.xz with "chessmaster
# puzzles" until the set holds $MAX puzzles. CPU-heavy: it runs niced on
# one core. Resumable: run it again after a stop and it goes on (the
# state is assets/puzzles/puzzles.pgn.state, removed at the end).
#
#   scripts/puzzles.sh [GAMES.pgn.xz]     (default: /work/shared/data/human/...)
#
# To start from nothing, remove assets/puzzles/puzzles.pgn first.
set -eu
cd "$(dirname "$0")/.."
SRC=${1:-/work/shared/data/human/lichess-bullet-37k.pgn.xz}
MAX=${MAX:-520}
NODES=${NODES:-150000}
OUT=assets/puzzles/puzzles.pgn
TMP=${TMPDIR:-/tmp}/chessmaster-puzzle-games.pgn
if [ ! -s "$TMP" ]; then
	xz -dc "$SRC" > "$TMP.part" && mv "$TMP.part" "$TMP"
fi
go build -o "${TMPDIR:-/tmp}/chessmaster-puzzles" .
GOMAXPROCS=1 nice -n 10 "${TMPDIR:-/tmp}/chessmaster-puzzles" puzzles "$TMP" \
	-o "$OUT" -max "$MAX" -nodes "$NODES"
if [ "$(grep -c '^\[PuzzleId ' "$OUT")" -ge "$MAX" ]; then
	rm -f "$OUT.state"
fi
