#!/usr/bin/env bash
# evaltune.sh re-fits the evaluation weights (engine/eval_tables.go) to
# Stockfish's scores of positions from the project's own games.
#
#   scripts/evaltune.sh                       # label + tune, prints Go source
#   DATA=positions.txt scripts/evaltune.sh    # reuse a labelled file
#
# 1. scripts/evallabel takes every distinct position from ply 8 on in the
#    PGN files (PGNS, default: the games the committed weights were
#    fitted to, listed below) and scores it with Stockfish at 5,000 nodes (deterministic:
#    one thread, a fixed node count).
# 2. TestTuneEval (engine/eval_tune_test.go) keeps the quiet positions and
#    fits the weights; the tuned tables are printed as Go source to paste
#    into engine/eval_tables.go.
#
# Environment: DATA (labelled file; made when missing), PGNS, EPOCHS
# (Adam epochs per round, 600), ROUNDS (fit-and-remeasure rounds, 2), L2 (pull
# toward the current weights, 5e-9), STOCKFISH.
set -euo pipefail
cd "$(dirname "$0")/.."
DATA=${DATA:-$(mktemp --suffix=.positions.txt)}
# The games the committed weights were fitted to (the calibration games
# of the hand-set evaluation, the first strength runs, the tuning games).
PGNS=${PGNS:-$(ls measurements/calibration/superseded/hand-set-eval/*.pgn measurements/strength/aborted-*.pgn \
	measurements/strength/checks/baseline-partial-*.pgn measurements/strength/openings-100.pgn measurements/tuning/*.pgn | tr '\n' ' ')}
if [ ! -s "$DATA" ]; then
	echo "evaltune: labelling positions from $PGNS -> $DATA" >&2
	# shellcheck disable=SC2086
	go run ./scripts/evallabel $PGNS > "$DATA"
fi
echo "evaltune: $(wc -l < "$DATA") labelled positions" >&2
CHESSMASTER_TUNE=$DATA CHESSMASTER_TUNE_EPOCHS=${EPOCHS:-600} CHESSMASTER_TUNE_ROUNDS=${ROUNDS:-2} \
	CHESSMASTER_TUNE_L2=${L2:-5e-9} go test -count=1 -timeout 60m -run TestTuneEval -v ./engine
