#!/usr/bin/env bash
# levelshift.sh measures how a change moves the strength of the limited
# levels: each level of the working tree plays GAMES games against the
# same level of an earlier commit, both through UCI with
# UCI_LimitStrength/UCI_Elo (the level's label), node budgets on both
# sides, the 58 built-in openings with both colours, default
# adjudication. A level's new Elo is its old measured Elo plus the
# logistic difference of the score (measurements/calibration/results.md
# says how the old figures were measured). Node budgets make the games
# independent of the machine's load.
#
#   scripts/levelshift.sh                      # levels 1-7 against HEAD
#   OLD=58af976 LEVELS="4 5" GAMES=100 scripts/levelshift.sh
#
# Environment: OLD (the commit to compare with; HEAD), LEVELS (1 2 3 4 5
# 6 7), GAMES (200), CONCURRENCY (2), TAG (the files' name part; "new"),
# OUT (measurements/calibration/human). Writes levelN-TAG-vs-OLD.pgn and
# .log per level.
set -euo pipefail
cd "$(dirname "$0")/.."

OLD=${OLD:-HEAD}
LEVELS=${LEVELS:-1 2 3 4 5 6 7}
GAMES=${GAMES:-200}
CONCURRENCY=${CONCURRENCY:-2}
TAG=${TAG:-new}
OUT=${OUT:-measurements/calibration/human}
oldrev=$(git rev-parse --short "$OLD")

work=$(mktemp -d)
trap 'git worktree remove --force "$work/old" >/dev/null 2>&1 || true; rm -rf "$work"' EXIT
git worktree add --detach "$work/old" "$oldrev" >/dev/null
(cd "$work/old" && go build -o "$work/old.bin" .)
go build -o "$work/new.bin" .
# uci:PATH runs a program without arguments; these start the UCI mode.
printf '#!/bin/sh\nexec "%s" uci\n' "$work/old.bin" >"$work/old.sh"
printf '#!/bin/sh\nexec "%s" uci\n' "$work/new.bin" >"$work/new.sh"
chmod +x "$work/old.sh" "$work/new.sh"

mkdir -p "$OUT"
for level in $LEVELS; do
	# The level's label, read from the level table (engine/level.go).
	elo=$(grep -oE "\{Level: $level, [^}]*" engine/level.go | grep -oE ' Elo: [0-9]+' | grep -oE '[0-9]+' || true)
	if [[ -z "$elo" ]]; then
		echo "levelshift: no label for level $level in engine/level.go" >&2
		exit 1
	fi
	pgn="$OUT/level$level-$TAG-vs-$oldrev.pgn"
	log="$OUT/level$level-$TAG-vs-$oldrev.log"
	rm -f "$pgn"
	echo "== level $level (UCI_Elo $elo): $TAG vs $oldrev, $GAMES games -> $pgn"
	"$work/new.bin" match -white "uci:$work/new.sh" -black "uci:$work/old.sh" \
		-white-name "level $level $TAG" -black-name "level $level $oldrev" \
		-option both:UCI_LimitStrength=true -option "both:UCI_Elo=$elo" \
		-movetime 2s -games "$GAMES" -concurrency "$CONCURRENCY" -quiet -pgn "$pgn" 2>&1 | tee "$log"
done
