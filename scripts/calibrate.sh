#!/usr/bin/env bash
# calibrate.sh measures the Elo of every difficulty level by playing it
# with `chessmaster match`: against Stockfish 15.1 with
# UCI_LimitStrength=true at a fixed UCI_Elo (the anchor scale), or, below
# Stockfish's lowest UCI_Elo (1350), against an already measured level
# (chained). It writes one PGN and one log per match into measurements/calibration/
# and the table measurements/calibration/results.md computed from the PGNs.
#
#   scripts/calibrate.sh                # play every match of the plan, then the table
#   scripts/calibrate.sh table          # only recompute the table from the PGNs
#   GAMES=20 scripts/calibrate.sh       # a quick pass
#   ONLY="5 7" scripts/calibrate.sh     # play the matches of some levels only
#   RESUME=1 scripts/calibrate.sh       # skip matches whose PGN already has GAMES games
#
# Environment: GAMES (default 100; STRENGTH_GAMES, default 300, for a
# `strength` line), MOVETIME (50ms: Stockfish's and full
# strength's time per move; the limited levels spend their node budget),
# CONCURRENCY (2), STOCKFISH (/usr/games/stockfish), OUT (measurements/calibration),
# BIN (a chessmaster binary; default: build one into $OUT/.bin).
#
# The plan is measurements/calibration/plan.txt, one match per line:
#   <level> sf <UCI_Elo> [movetime]   the level against Stockfish at that UCI_Elo
#   <level> level <n> [movetime]      the level against level n (measured earlier)
#   0 strength <UCI_Elo> <clock>      full strength against Stockfish at a game
#                                     clock, played by scripts/strength.sh into
#                                     measurements/strength/sf<UCI_Elo>-<clock>.pgn
#                                     (book, tablebases, the lichess openings)
# movetime overrides MOVETIME for that match (full strength is measured
# with more time than a node-limited level spends, so that it stays
# stronger than the strongest level, as it is in play at 1 s per move).
# Games are repeatable in their openings (the built-in openings in order,
# each with both colours); engine move choices are not seeded, so a rerun
# gives different games with the same expected result.
set -euo pipefail

cd "$(dirname "$0")/.."
OUT=${OUT:-measurements/calibration}
GAMES=${GAMES:-100}
MOVETIME=${MOVETIME:-50ms}
CONCURRENCY=${CONCURRENCY:-2}
STOCKFISH=${STOCKFISH:-/usr/games/stockfish}
PLAN=${PLAN:-$OUT/plan.txt}
ONLY=${ONLY:-}
RESUME=${RESUME:-0}
STRENGTH_GAMES=${STRENGTH_GAMES:-300}

mkdir -p "$OUT"

# set_pgn sets PGN to the match's file; a match repeated in the plan
# (more games against the same opponent) gets -2, -3, ... (counted in
# seen, which each pass over the plan empties first).
declare -A seen
set_pgn() { # level kind value [movetime]
	local suffix=${4:+-$4} key="$1 $2 $3 $4"
	seen[$key]=$(( ${seen[$key]:-0} + 1 ))
	if [ "${seen[$key]}" -gt 1 ]; then suffix+="-${seen[$key]}"; fi
	case "$2" in
	sf) PGN="$OUT/level$1-vs-sf$3$suffix.pgn" ;;
	strength) PGN="measurements/strength/sf$3-$4.pgn" ;;
	*) PGN="$OUT/level$1-vs-level$3$suffix.pgn" ;;
	esac
}

# player_name is the name the level has in its match's PGN.
player_name() { # level kind
	if [ "$2" = strength ]; then echo "ChessMaster full strength"; else echo "ChessMaster level $1"; fi
}

play() {
	if [ -z "${BIN:-}" ]; then
		BIN=$OUT/.bin/chessmaster
		mkdir -p "$OUT/.bin"
		go build -o "$BIN" .
	fi
	[ -x "$STOCKFISH" ] || { echo "calibrate: Stockfish not found at $STOCKFISH (apt-get install stockfish)" >&2; exit 1; }
	seen=()
	while read -r level kind value mt _; do
		case "$level" in ''|'#'*) continue ;; esac
		if [ -n "$ONLY" ] && ! [[ " $ONLY " == *" $level "* ]]; then continue; fi
		set_pgn "$level" "$kind" "$value" "$mt"
		pgn=$PGN
		log=${pgn%.pgn}.log
		movetime=${mt:-$MOVETIME}
		want=$GAMES
		if [ "$kind" = strength ]; then want=$STRENGTH_GAMES; fi
		if [ "$RESUME" = 1 ] && [ -f "$pgn" ] && [ "$(grep -c '^\[Result ' "$pgn")" -ge "$want" ]; then
			echo "== $pgn has $want games already"
			continue
		fi
		if [ "$kind" = strength ]; then
			echo "== full strength vs Stockfish UCI_Elo $value: $STRENGTH_GAMES games at $mt -> $pgn"
			BIN=$BIN ELO=$value TC=$mt GAMES=$STRENGTH_GAMES CONCURRENCY=$CONCURRENCY STOCKFISH=$STOCKFISH \
				OPENINGS=measurements/strength/openings-lichess.pgn OUT=measurements/strength \
				scripts/strength.sh > /dev/null || { echo "calibrate: strength match failed, see $log" >&2; exit 1; }
			tail -4 "$log"
			continue
		fi
		args=(-white computer -white-level "$level" -white-name "ChessMaster level $level")
		case "$kind" in
		sf) args+=(-black "uci:$STOCKFISH" -black-name "Stockfish 15.1 UCI_Elo $value"
			-option black:UCI_LimitStrength=true -option "black:UCI_Elo=$value"
			-option black:Threads=1 -option black:Hash=16) ;;
		level) args+=(-black computer -black-level "$value" -black-name "ChessMaster level $value") ;;
		*) echo "calibrate: bad plan line: $level $kind $value" >&2; exit 2 ;;
		esac
		echo "== level $level vs $kind $value: $GAMES games, $movetime per move -> $pgn"
		"$BIN" match "${args[@]}" -games "$GAMES" -movetime "$movetime" -no-book \
			-concurrency "$CONCURRENCY" -pgn "$pgn" > "$log" 2>&1 || {
			echo "calibrate: match failed, see $log" >&2; tail -3 "$log" >&2; exit 1; }
		tail -4 "$log"
	done < "$PLAN"
}

# table turns the PGNs of the plan into measurements/calibration/results.md. For each
# match it counts the level's wins, draws and losses from the Result tags,
# converts the score to an Elo difference (logistic model) with a 95%
# interval from the per-game variance, and adds the opponent's rating:
# Stockfish's UCI_Elo, or the measured Elo of a lower level (whose own
# uncertainty is added in quadrature).
table() {
	local tc="limited levels think for their node budget (well under the time per move); full strength and Stockfish use the whole time per move shown; no opening book, the 58 built-in openings in order, each with both colours; default adjudication (resign at 600 cp for 4 moves each, draw at 10 cp for 8 moves after move 40); full strength is measured directly against Stockfish at the game clock shown (scripts/strength.sh: its opening book and tablebases, the shuffled lichess openings of measurements/strength/openings-lichess.pgn, each with both colours, Stockfish with Move Overhead 100 ms)"
	{
		seen=()
		while read -r level kind value mt _; do
			case "$level" in ''|'#'*) continue ;; esac
			set_pgn "$level" "$kind" "$value" "$mt"
			pgn=$PGN
			[ -f "$pgn" ] || continue
			awk -v player="$(player_name "$level" "$kind")" '
				# Tags may come in any order; a game is scored when the
				# next one starts and at the end of the file.
				function score() {
					if (r == "1/2-1/2") d++
					else if ((r == "1-0" && w == player) || (r == "0-1" && b == player)) win++
					else if (r == "1-0" || r == "0-1") loss++
					r = w = b = ""
				}
				/^\[/ && moves { score(); moves = 0 }
				/^\[White "/ { w = substr($0, 9, length($0) - 10) }
				/^\[Black "/ { b = substr($0, 9, length($0) - 10) }
				/^\[Result "/ { r = substr($0, 10, length($0) - 11) }
				/^[^[]/ && NF > 0 { moves = 1 }
				END { score(); printf "%d %d %d %s %s %s %s\n", win, d, loss, "'"$level"'", "'"$kind"'", "'"$value"'", "'"${mt:-$MOVETIME}"'" }
			' "$pgn"
		done < "$PLAN" | awk -v names="$(go run ./scripts/levelnames 2>/dev/null || true)" '
			function elo(p) { return -400 * log(1 / p - 1) / log(10) }
			function r10(x) { return int(x / 10 + 0.5) * 10 }
			BEGIN {
				n = split(names, nl, "\n")
				for (i = 1; i <= n; i++) { split(nl[i], f, "\t"); name[f[1]] = f[2]; order[i] = f[1] }
				nlev = n
			}
			# measure scores match i and adds it to the estimate of its level.
			function measure(i,    w, d, l, lv, kind, val, mt, g, p, var, se, lo, hi, eps, base, basehw, opp, e, dp, hw_lo, hw_hi, hw) {
				w = RW[i]; d = RD[i]; l = RL[i]; lv = RLV[i]; kind = RK[i]; val = RV[i]; mt = RMT[i]
				g = w + d + l
				p = (w + d / 2) / g
				var = (w * (1 - p) ^ 2 + d * (0.5 - p) ^ 2 + l * p ^ 2) / g
				se = sqrt(var / g)
				if (se == 0) {
					# all wins, all losses or all draws: no spread to
					# measure; use a binomial spread around a score pulled
					# half a game toward the middle
					p = (w + d / 2 + 0.5) / (g + 1)
					se = sqrt(p * (1 - p) / g)
				}
				# keep the score off 0 and 1 so that a clean sweep gives a
				# finite (and honest, wide) estimate
				lo = p - 1.96 * se; hi = p + 1.96 * se
				eps = 0.5 / g
				if (p < eps) p = eps; if (p > 1 - eps) p = 1 - eps
				if (lo < eps) lo = eps; if (hi > 1 - eps) hi = 1 - eps
				if (lo > p) lo = p; if (hi < p) hi = p
				if (kind == "sf" || kind == "strength") { base = val; basehw = 0; opp = "Stockfish 15.1 UCI_Elo " val }
				else {
					base = E[val]; basehw = HW[val]; opp = "level " val " (" int(E[val] + 0.5) ")"
				}
				e = base + elo(p)
				dp = elo(p)
				hw_lo = sqrt((dp - elo(lo)) ^ 2 + basehw ^ 2)
				hw_hi = sqrt((elo(hi) - dp) ^ 2 + basehw ^ 2)
				hw = (hw_lo + hw_hi) / 2
				if (hw < 1) hw = 1 # a single drawn game has no spread at all
				# A level measured in several matches: inverse-variance
				# weighted mean of the estimates.
				SW[lv] += 1 / hw ^ 2; SE[lv] += e / hw ^ 2
				E[lv] = SE[lv] / SW[lv]; HW[lv] = 1 / sqrt(SW[lv])
				G[lv] += g; W[lv] += w; D[lv] += d; L[lv] += l
				TPM[lv] = (kind == "strength") ? mt " game clock" : (lv == 0) ? mt " per move" : "node budget (" name[lv] ", opponent " mt ")"
				sub(/^node budget \([^,]*, /, "node budget (", TPM[lv])
				rows[i] = sprintf("| %s | %s | %d | %d-%d-%d | %.1f%% | %d | %d .. %d | %s |", lv, opp, g, w, d, l, 100 * (w + d / 2) / g, e + 0.5, e - hw_lo + 0.5, e + hw_hi + 0.5, (kind == "strength") ? mt " clock" : (lv == 0) ? mt : "node budget / " mt)
			}
			# Matches are read first and measured afterwards: those against
			# Stockfish, then each chained match once every match of its
			# anchor level is in (so it uses the final estimate of the anchor).
			$1 + $2 + $3 > 0 {
				n = ++nrows
				RW[n] = $1; RD[n] = $2; RL[n] = $3; RLV[n] = $4; RK[n] = $5; RV[n] = $6; RMT[n] = $7
				if ($5 != "sf" && $5 != "strength") pending[$4]++
			}
			END {
				for (i = 1; i <= nrows; i++) if (RK[i] == "sf" || RK[i] == "strength") { measure(i); done[i] = 1 }
				for (pass = 0; pass < nrows; pass++)
					for (i = 1; i <= nrows; i++)
						if (!done[i] && pending[RV[i]] == 0 && (RV[i] in E)) { measure(i); done[i] = 1; pending[RLV[i]]-- }
				for (i = 1; i <= nrows; i++)
					if (!done[i]) printf "calibrate: level %s is chained to level %s, which has no measurement\n", RLV[i], RV[i] > "/dev/stderr"
				print "| Level | Name | Games | Score | Elo | 95% interval | Label | Time control |"
				print "|---|---|---|---|---|---|---|---|"
				for (i = 1; i <= nlev; i++) {
					lv = order[i]
					if (!(lv in G)) { printf "| %s | %s | 0 | - | not measured | | | |\n", lv, name[lv]; continue }
					printf "| %s | %s | %d | %d-%d-%d (%.1f%%) | %d | %d .. %d | ~%d | %s |\n", lv, name[lv], G[lv], W[lv], D[lv], L[lv], 100 * (W[lv] + D[lv] / 2) / G[lv], E[lv] + 0.5, E[lv] - HW[lv] + 0.5, E[lv] + HW[lv] + 0.5, r10(E[lv]), TPM[lv]
				}
				print ""
				print "Matches (W-D-L from the level'"'"'s side):"
				print ""
				print "| Level | Opponent | Games | W-D-L | Score | Elo | 95% interval | Time per move (level / opponent) |"
				print "|---|---|---|---|---|---|---|---|"
				for (i = 1; i <= nrows; i++) if (done[i]) print rows[i]
			}'
		echo
		echo "Time control: $tc."
		echo "Elo: the opponent's rating plus the logistic Elo difference of the score; 95% interval from the per-game variance (plus the anchor level's interval for chained levels); a level with several matches gets their inverse-variance weighted mean. Label: the Elo rounded to 10, as engine/level.go shows it."
	} > "$OUT/results.md"
	cat "$OUT/results.md"
}

# check_plan refuses a plan line that would measure something other than
# what it says: strength.sh always plays full strength (level 0), so a
# `strength` line for another level would be labelled wrongly.
check_plan() {
	local n=0 level kind value mt
	while read -r level kind value mt _; do
		n=$((n + 1))
		case "$level" in ''|'#'*) continue ;; esac
		case "$kind" in
		sf|level) ;;
		strength)
			if [ "$level" != 0 ] || [ -z "$mt" ]; then
				echo "calibrate: $PLAN:$n: a strength line is \"0 strength <UCI_Elo> <clock>\" (full strength only)" >&2
				exit 2
			fi ;;
		*) echo "calibrate: $PLAN:$n: unknown match kind \"$kind\" (sf, level or strength)" >&2; exit 2 ;;
		esac
	done < "$PLAN"
}

case "${1:-all}" in
play|table|all) check_plan ;;
esac
case "${1:-all}" in
play) play ;;
table) table ;;
all) play; table ;;
*) echo "usage: $0 [all|play|table]" >&2; exit 2 ;;
esac
