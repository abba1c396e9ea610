#!/usr/bin/env bash
# scripts/labeldepth.sh: does it pay to have Stockfish search each
# training position deeper? (issue 37: "labels from deeper searches").
# Three nets of the built-in net's shape (256 hidden units, 8 output
# buckets, nnue-sf.sh's training settings) are trained on lichess
# positions (the games nnue-sf.sh uses, same seed and blocks):
#
#   deep  blocks DEEP_BLOCKS scored at DEEP_NODES nodes a position
#   same  the same blocks at the 2,000 nodes of the label archives
#   wide  2,000-node blocks costing Stockfish as many nodes as deep:
#         WIDE_BLOCKS (DEEP_NODES/2,000 times as many blocks)
#
# All three are validated on blocks 150-159 at 3,000 nodes (the built-in
# net's validation set) and afterwards measured on blocks DEEP_VAL at
# DEEP_NODES (a check that favours no net by the depth of its labels:
# the deep net's labels are deep, the others' shallow). Then nnuematch plays deep against same and deep
# against wide at a fixed node count, each random opening with both
# colours; the nets have the same shape and speed, so the result does
# not depend on the machine's load. "deep vs same" says whether deeper
# labels make a better net from the same positions; "deep vs wide" says
# whether they are the better use of Stockfish's time.
#
# The deep labels are scored once and kept in scripts/sflabel/labels-deep/
# (sflabel pack), apart from scripts/sflabel/labels/, whose archives
# nnue-sf.sh unpacks for the built-in net. Without that archive the
# blocks are scored here, resumably (a finished block is kept in
# $LD_DATA): about 80 s a block on two cores at 20,000 nodes.
#
# Settings (environment variables):
#   DEEP_NODES   20000      DEEP_BLOCKS  160:210    WIDE_BLOCKS  160:660
#   DEEP_VAL     150:152
#   MATCH_GAMES  400        MATCH_NODES  20000      JOBS         nproc
#   HUMAN_PGN    ../shared/data/human/lichess-bullet-37k.pgn.xz
#   LD_DATA      ./labeldepth-data (outside the repository; the nets too)
set -euo pipefail
cd "$(dirname "$0")/.."

HUMAN_PGN=${HUMAN_PGN:-../shared/data/human/lichess-bullet-37k.pgn.xz}
STOCKFISH=${STOCKFISH:-/usr/games/stockfish}
DEEP_NODES=${DEEP_NODES:-20000}
DEEP_BLOCKS=${DEEP_BLOCKS:-160:210}
WIDE_BLOCKS=${WIDE_BLOCKS:-160:660}
DEEP_VAL=${DEEP_VAL:-150:152}
MATCH_GAMES=${MATCH_GAMES:-400}
MATCH_NODES=${MATCH_NODES:-20000}
JOBS=${JOBS:-$(nproc)}
LD_DATA=${LD_DATA:-labeldepth-data}
ARCHIVES=scripts/sflabel/labels
DEEP_ARCHIVES=scripts/sflabel/labels-deep

mkdir -p "$LD_DATA"/{deep,shallow,val}
go build -o "$LD_DATA/sflabel" ./scripts/sflabel
go build -o "$LD_DATA/nnuetrain" ./scripts/nnuetrain
go build -o "$LD_DATA/nnuematch" ./scripts/nnuematch

if [[ ! -s "$LD_DATA/games.txt" ]]; then
	xz -dc "$HUMAN_PGN" >"$LD_DATA/games.pgn"
	"$LD_DATA/sflabel" compact -pgn "$LD_DATA/games.pgn" -out "$LD_DATA/games.txt"
	rm "$LD_DATA/games.pgn"
fi

# The 2,000- and 3,000-node blocks come from the built-in net's archives.
"$LD_DATA/sflabel" unpack -games "$LD_DATA/games.txt" -outdir "$LD_DATA/shallow" "$ARCHIVES"/lichess-*-n2000.bin.gz
"$LD_DATA/sflabel" unpack -games "$LD_DATA/games.txt" -outdir "$LD_DATA/val" "$ARCHIVES"/lichess-00100-00160-n3000.bin.gz

# The deep blocks: from their archive when there is one, else scored.
deep_archives=("$DEEP_ARCHIVES"/lichess-*-n"$DEEP_NODES".bin.gz)
if [[ -e "${deep_archives[0]}" ]]; then
	"$LD_DATA/sflabel" unpack -games "$LD_DATA/games.txt" -outdir "$LD_DATA/deep" "${deep_archives[@]}"
fi
for range in "$DEEP_BLOCKS" "$DEEP_VAL"; do
	nice -n 10 "$LD_DATA/sflabel" label -games "$LD_DATA/games.txt" -engine "$STOCKFISH" \
		-nodes "$DEEP_NODES" -jobs "$JOBS" -blocks "$range" -outdir "$LD_DATA/deep"
done

# blocks DIR FIRST:END: the positions of those blocks, in block order.
blocks() {
	local dir=$1 first end b
	IFS=: read -r first end <<<"$2"
	for ((b = first; b < end; b++)); do
		cat "$(printf '%s/block-%05d.txt' "$dir" "$b")"
	done
}
blocks "$LD_DATA/val" 150:160 >"$LD_DATA/val.txt"
blocks "$LD_DATA/deep" "$DEEP_VAL" >"$LD_DATA/val-deep.txt"
blocks "$LD_DATA/deep" "$DEEP_BLOCKS" >"$LD_DATA/deep.txt"
blocks "$LD_DATA/shallow" "$DEEP_BLOCKS" >"$LD_DATA/same.txt"
blocks "$LD_DATA/shallow" "$WIDE_BLOCKS" >"$LD_DATA/wide.txt"

for name in deep same wide; do
	[[ -s "$LD_DATA/$name.nnue" ]] && continue
	echo "== net $name: $(wc -l <"$LD_DATA/$name.txt") positions"
	"$LD_DATA/nnuetrain" -data "$LD_DATA/$name.txt" -valdata "$LD_DATA/val.txt" \
		-hidden 256 -buckets 8 -kingbuckets 0 -kbdecay 0 -epochs 16 -lrevery 5 -lr 0.001 -lambda 1 \
		-threads 2 -seed 1 -out "$LD_DATA/$name.nnue.tmp"
	mv "$LD_DATA/$name.nnue.tmp" "$LD_DATA/$name.nnue"
done

for name in deep same wide; do
	for val in val val-deep; do
		echo "net $name on $val: $("$LD_DATA/nnuetrain" -lambda 1 -evalnet "$LD_DATA/$name.nnue" -valdata "$LD_DATA/$val.txt" 2>&1 | tail -1)"
	done
done

for other in same wide; do
	echo "== deep vs $other"
	"$LD_DATA/nnuematch" -net "$LD_DATA/deep.nnue" -vs "$LD_DATA/$other.nnue" \
		-games "$MATCH_GAMES" -nodes "$MATCH_NODES" -jobs "$JOBS" 2>/dev/null
done
