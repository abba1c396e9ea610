#!/usr/bin/env bash
# scripts/nnue-sf.sh: the NNUE trained on positions of real games and of
# our own self-play games, scored by Stockfish 15.1 (issue 37), end to
# end: the games, the labels, the net. Every step is deterministic (a
# fixed seed orders the positions, Stockfish searches each from an empty
# hash with one thread and a fixed node count), so the same settings
# give the same data on any machine, and the labelling resumes where it
# stopped (a finished block of 5,000 positions is kept; see
# scripts/sflabel). The data stays out of the repository, in $NNUE_DATA.
#
# Settings (environment variables; defaults as used for the built-in net):
#   HUMAN_PGN  the games: the shared lichess file (xz)   ../shared/data/human/lichess-bullet-37k.pgn.xz
#   STOCKFISH  the scoring engine                         /usr/games/stockfish
#   LABELS     "first:end:nodes ..." block ranges and the nodes per position
#              (the built-in net's labels: blocks 0-159 at 3,000 nodes,
#              scored on a 16-core machine, 160-675 at 2,000 here; blocks
#              676-868 were scored later, and a net on all of them did
#              not play better: docs/engine.md)
#   VAL_BLOCKS blocks held out for validation             150:160
#   SP_GAMES   self-play games whose positions are scored too (sflabel's
#              games format, xz; several files separated by spaces, each
#              labelled in its own blocks, in sp-blocks/NAME/). The
#              built-in net `01cfd78c…` uses the first four files of
#              scripts/sflabel/data/ (its README says how each was
#              played, at commits 7f6c8ab, bdb3ed1, 48cb777 and
#              fe3640b, kept since games depend on the engine). The
#              first three give the net before it, `8341841a…`; the
#              first two with HIDDEN=128 give `ba5dd91d…`;
#              SP_GAMES="" with HIDDEN=128 gives `dd4fb646…`, which had
#              none
#   SP_LABELS  "first:end:nodes ..." for each file's positions  0::2000
#              (end empty: to the last block)
#   JOBS       Stockfish processes side by side           nproc
#   HIDDEN BUCKETS EPOCHS LREVERY LR                      256 8 16 5 0.001
#   KINGBUCKETS KBDECAY  king buckets (nnue.KingLayout: 1, 2, 4 or 8; 0
#              none) and the weight decay of each bucket's own weights
#              (nnuetrain -kingbuckets, -kbdecay)                 0 0
#   LAMBDA     the search score's weight in the target; the rest is the
#              game's result (nnuetrain -lambda)                  1
#   TRAIN_THREADS  the trainer's goroutines (the summation order, and
#              so the last bits of the net, depend on it)  2
#   LABEL_ARCHIVES  archives of labelled blocks (sflabel pack; two bytes
#              a position, kept in the repository so that labelling
#              resumes across sessions): NAME-FIRST-END-nNODES.bin.gz,
#              NAME "lichess" or a self-play file's name. Their blocks
#              are unpacked before labelling, which then skips them.
#              They must come from the same LABELS/SP_LABELS node counts
#              (the name says which); "" uses none
#                                                 scripts/sflabel/labels
#   PACK=1     after labelling, archive every whole chunk of 100 blocks
#              (of each LABELS/SP_LABELS range) that has no archive yet
#   NNUE_DATA  where the data goes                        ./nnue-sf-data
#   NNUE_OUT   the net written                            assets/nnue/default.nnue
set -euo pipefail
cd "$(dirname "$0")/.."

HUMAN_PGN=${HUMAN_PGN:-../shared/data/human/lichess-bullet-37k.pgn.xz}
STOCKFISH=${STOCKFISH:-/usr/games/stockfish}
LABELS=${LABELS:-"0:160:3000 160:676:2000"}
VAL_BLOCKS=${VAL_BLOCKS:-150:160}
SP_GAMES=${SP_GAMES-"scripts/sflabel/data/selfplay-7f6c8ab.txt.xz scripts/sflabel/data/selfplay-bdb3ed1.txt.xz scripts/sflabel/data/selfplay-48cb777.txt.xz scripts/sflabel/data/selfplay-fe3640b.txt.xz"}
SP_LABELS=${SP_LABELS:-"0::2000"}
JOBS=${JOBS:-$(nproc)}
HIDDEN=${HIDDEN:-256}
BUCKETS=${BUCKETS:-8}
EPOCHS=${EPOCHS:-16}
LREVERY=${LREVERY:-5}
LR=${LR:-0.001}
KINGBUCKETS=${KINGBUCKETS:-0}
KBDECAY=${KBDECAY:-0}
LAMBDA=${LAMBDA:-1}
TRAIN_THREADS=${TRAIN_THREADS:-2}
NNUE_DATA=${NNUE_DATA:-nnue-sf-data}
LABEL_ARCHIVES=${LABEL_ARCHIVES-scripts/sflabel/labels}
PACK=${PACK:-0}
NNUE_OUT=${NNUE_OUT:-assets/nnue/default.nnue}

mkdir -p "$NNUE_DATA/blocks"
go build -o "$NNUE_DATA/sflabel" ./scripts/sflabel
go build -o "$NNUE_DATA/nnuetrain" ./scripts/nnuetrain

if [[ ! -s "$NNUE_DATA/games.txt" ]]; then
	xz -dc "$HUMAN_PGN" >"$NNUE_DATA/games.pgn"
	"$NNUE_DATA/sflabel" compact -pgn "$NNUE_DATA/games.pgn" -out "$NNUE_DATA/games.txt"
	rm "$NNUE_DATA/games.pgn"
fi

# unpack_labels NAME GAMES DIR: the block files of the archives NAME-*.
unpack_labels() {
	local name=$1 games=$2 dir=$3
	[[ -n "$LABEL_ARCHIVES" ]] || return 0
	local files=("$LABEL_ARCHIVES/$name"-*.bin.gz)
	[[ -e "${files[0]}" ]] || return 0
	"$NNUE_DATA/sflabel" unpack -games "$games" -outdir "$dir" "${files[@]}"
}

# pack_labels NAME GAMES DIR FIRST END NODES: with PACK=1, an archive of
# each whole chunk of 100 blocks of FIRST..END-1 (END empty: the last)
# that has none yet.
pack_labels() {
	local name=$1 games=$2 dir=$3 first=$4 end=$5 nodes=$6 total lo hi have b out
	[[ "$PACK" == 1 && -n "$LABEL_ARCHIVES" ]] || return 0
	mkdir -p "$LABEL_ARCHIVES"
	total=$("$NNUE_DATA/sflabel" count -games "$games" | awk '{print $3}')
	if [[ -z "$end" || "$end" -gt "$total" ]]; then end=$total; fi
	for ((lo = first; lo < end; lo += 100)); do
		hi=$((lo + 100 < end ? lo + 100 : end))
		out=$(printf '%s/%s-%05d-%05d-n%s.bin.gz' "$LABEL_ARCHIVES" "$name" "$lo" "$hi" "$nodes")
		[[ -e "$out" ]] && continue
		have=0
		for ((b = lo; b < hi; b++)); do
			[[ -e $(printf '%s/block-%05d.txt' "$dir" "$b") ]] && have=$((have + 1))
		done
		((have == hi - lo)) || continue
		"$NNUE_DATA/sflabel" pack -games "$games" -outdir "$dir" -blocks "$lo:$hi" -out "$out" \
			-note "$(basename "$STOCKFISH"), $nodes nodes"
	done
}

unpack_labels lichess "$NNUE_DATA/games.txt" "$NNUE_DATA/blocks"
for spec in $LABELS; do
	IFS=: read -r first end nodes <<<"$spec"
	nice -n 10 "$NNUE_DATA/sflabel" label -games "$NNUE_DATA/games.txt" -engine "$STOCKFISH" \
		-nodes "$nodes" -jobs "$JOBS" -blocks "$first:$end" -outdir "$NNUE_DATA/blocks"
	pack_labels lichess "$NNUE_DATA/games.txt" "$NNUE_DATA/blocks" "$first" "$end" "$nodes"
done

for games in $SP_GAMES; do
	name=$(basename "$games" .txt.xz)
	mkdir -p "$NNUE_DATA/sp-blocks/$name"
	xz -dc "$games" >"$NNUE_DATA/selfplay.txt"
	unpack_labels "$name" "$NNUE_DATA/selfplay.txt" "$NNUE_DATA/sp-blocks/$name"
	for spec in $SP_LABELS; do
		IFS=: read -r first end nodes <<<"$spec"
		nice -n 10 "$NNUE_DATA/sflabel" label -games "$NNUE_DATA/selfplay.txt" -engine "$STOCKFISH" \
			-nodes "$nodes" -jobs "$JOBS" -blocks "$first:$end" -outdir "$NNUE_DATA/sp-blocks/$name"
		pack_labels "$name" "$NNUE_DATA/selfplay.txt" "$NNUE_DATA/sp-blocks/$name" "$first" "$end" "$nodes"
	done
done

# Validation: the blocks of VAL_BLOCKS; training: every other block.
IFS=: read -r vfirst vend <<<"$VAL_BLOCKS"
: >"$NNUE_DATA/train.txt"
: >"$NNUE_DATA/val.txt"
for f in "$NNUE_DATA"/blocks/block-*.txt; do
	b=$((10#$(basename "$f" .txt | cut -d- -f2)))
	if ((b >= vfirst && b < vend)); then
		cat "$f" >>"$NNUE_DATA/val.txt"
	else
		cat "$f" >>"$NNUE_DATA/train.txt"
	fi
done
# The self-play positions are training positions only: the validation
# loss stays that of real games' positions, comparable with earlier nets.
data="$NNUE_DATA/train.txt"
if [[ -n "$SP_GAMES" ]]; then
	: >"$NNUE_DATA/sp-train.txt"
	for games in $SP_GAMES; do
		cat "$NNUE_DATA/sp-blocks/$(basename "$games" .txt.xz)"/block-*.txt >>"$NNUE_DATA/sp-train.txt"
	done
	data="$data,$NNUE_DATA/sp-train.txt"
fi
echo "$(cat ${data//,/ } | wc -l) training and $(wc -l <"$NNUE_DATA/val.txt") validation positions"

"$NNUE_DATA/nnuetrain" -data "$data" -valdata "$NNUE_DATA/val.txt" \
	-hidden "$HIDDEN" -buckets "$BUCKETS" -kingbuckets "$KINGBUCKETS" -kbdecay "$KBDECAY" -epochs "$EPOCHS" -lrevery "$LREVERY" -lr "$LR" -lambda "$LAMBDA" \
	-threads "$TRAIN_THREADS" -seed 1 -out "$NNUE_OUT"
