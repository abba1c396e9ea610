package master

import (
	"fmt"
	"strconv"
	"strings"

	"chessmaster/tablebase"
)

// matchTablebases returns the tables used for adjudication: the embedded
// ones plus those under s.SyzygyPath.
func matchTablebases(s Settings) (*tablebase.Tablebases, error) {
	if s.SyzygyPath == "" {
		return tablebase.Default()
	}
	tb := tablebase.New()
	if err := tb.AddEmbedded(); err != nil {
		return nil, err
	}
	if err := tb.AddPath(s.SyzygyPath); err != nil {
		return nil, fmt.Errorf("syzygy tablebases: %w", err)
	}
	return tb, nil
}

// tablebaseVerdict adjudicates a position the tables cover (few enough
// pieces, no castling rights): the tables' result, with the 50-move rule
// taken into account from the FEN's halfmove clock, is the game's.
func tablebaseVerdict(tb *tablebase.Tablebases, fen string) (Outcome, bool) {
	if tb == nil {
		return Outcome{}, false
	}
	f := strings.Fields(fen)
	if len(f) < 4 || f[2] != "-" || fenPieceCount(f[0]) > tb.MaxPieces() {
		return Outcome{}, false
	}
	p, err := tablebase.ParseFEN(fen)
	if err != nil {
		return Outcome{}, false
	}
	dtz, err := tb.ProbeDTZ(p)
	if err != nil {
		return Outcome{}, false // e.g. mate or stalemate: the controller ends those
	}
	rule50 := 0
	if len(f) >= 5 {
		rule50, _ = strconv.Atoi(f[4])
	}
	mover := White
	if f[1] == "b" {
		mover = Black
	}
	switch tablebase.WDLFromDTZ(dtz, rule50) {
	case tablebase.Win:
		return adjudicated(win(mover, MethodAdjudication), "tablebase win for "+mover.String()), true
	case tablebase.Loss:
		return adjudicated(win(mover.Other(), MethodAdjudication), "tablebase win for "+mover.Other().String()), true
	}
	return adjudicated(draw(MethodAdjudication), "tablebase draw"), true
}

// fenPieceCount counts the pieces in a FEN board field.
func fenPieceCount(board string) int {
	n := 0
	for _, c := range board {
		if strings.ContainsRune("pnbrqkPNBRQK", c) {
			n++
		}
	}
	return n
}
