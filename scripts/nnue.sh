#!/usr/bin/env bash
# scripts/nnue.sh: make self-play training data labelled by our own engine
# and train an NNUE on it, end to end (`make nnue-selfplay` runs it). The
# built-in net before issue #37 came from here; today's comes from
# scripts/nnue-sf.sh (Stockfish labels). Every step is seeded, so the same settings
# give the same data and, up to floating-point summation order, the same
# net. The data stays outside the repository, in $NNUE_DATA.
#
# Settings (environment variables, defaults as used for the built-in net
# before issue #37, SHA-256 4e9fcba4...):
#   SEEDS      seeds of the training games, one generator each   "11 12 14 15 16 17"
#   VAL_SEED   seed of the validation games (other games)        13
#   GAMES      games per training seed                           12000
#   VAL_GAMES  validation games                                  600
#   NODES      nodes searched per move                           4000
#   JOBS       generators run side by side                       nproc
#   HIDDEN EPOCHS LREVERY LR LAMBDA                              128 16 5 0.001 1.0
#   TRAIN_THREADS  goroutines of the trainer; the summation order   2
#              depends on it, so 2 gives the built-in net bit for bit
#   NNUE_DATA  where the data goes                               ./nnue-data
#   NNUE_OUT   the net written                                   nnue-data/selfplay.nnue
set -euo pipefail
cd "$(dirname "$0")/.."

SEEDS=${SEEDS:-"11 12 14 15 16 17"}
VAL_SEED=${VAL_SEED:-13}
GAMES=${GAMES:-12000}
VAL_GAMES=${VAL_GAMES:-600}
NODES=${NODES:-4000}
JOBS=${JOBS:-$(nproc)}
HIDDEN=${HIDDEN:-128}
EPOCHS=${EPOCHS:-16}
LREVERY=${LREVERY:-5}
LR=${LR:-0.001}
LAMBDA=${LAMBDA:-1.0}
TRAIN_THREADS=${TRAIN_THREADS:-2}
NNUE_DATA=${NNUE_DATA:-nnue-data}
NNUE_OUT=${NNUE_OUT:-$NNUE_DATA/selfplay.nnue}

mkdir -p "$NNUE_DATA"
go build -o "$NNUE_DATA/nnuegen" ./scripts/nnuegen
go build -o "$NNUE_DATA/nnuetrain" ./scripts/nnuetrain

# One generator per seed, JOBS at a time; a file already complete (from an
# earlier run with the same settings) is kept.
gen() { # seed games file
	local tag="$NNUE_DATA/$3.settings" want="nodes=$NODES games=$2 seed=$1"
	if [[ -s "$NNUE_DATA/$3" && -f "$tag" && "$(cat "$tag")" == "$want" ]]; then
		echo "keeping $NNUE_DATA/$3 ($want)"
		return
	fi
	rm -f "$tag"
	nice -n 10 "$NNUE_DATA/nnuegen" -nodes "$NODES" -games "$2" -seed "$1" >"$NNUE_DATA/$3.tmp" 2>"$NNUE_DATA/$3.log"
	mv "$NNUE_DATA/$3.tmp" "$NNUE_DATA/$3"
	echo "$want" >"$tag"
	echo "$NNUE_DATA/$3: $(wc -l <"$NNUE_DATA/$3") positions"
}
export -f gen
export NNUE_DATA NODES
start=$(date +%s)
{
	for s in $SEEDS; do echo "$s $GAMES train-$s.txt"; done
	echo "$VAL_SEED $VAL_GAMES val-$VAL_SEED.txt"
} | xargs -P "$JOBS" -L 1 bash -c 'gen "$@"' _
echo "data generated in $(( $(date +%s) - start )) s"

train=$(for s in $SEEDS; do printf '%s,' "$NNUE_DATA/train-$s.txt"; done)
"$NNUE_DATA/nnuetrain" -data "${train%,}" -valdata "$NNUE_DATA/val-$VAL_SEED.txt" \
	-hidden "$HIDDEN" -epochs "$EPOCHS" -lrevery "$LREVERY" -lr "$LR" -lambda "$LAMBDA" -threads "$TRAIN_THREADS" -seed 1 -out "$NNUE_OUT"
echo "total $(( $(date +%s) - start )) s"
