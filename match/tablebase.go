package match

import (
	"chessmaster/engine"
	"chessmaster/master"
	"strings"

	"chessmaster/internal/fenfields"
	"chessmaster/tablebase"
)

// matchTablebases returns the tables used for adjudication: the embedded
// ones plus those under s.SyzygyPath.
func matchTablebases(s master.Settings) (*tablebase.Tablebases, error) {
	return tablebase.Open(s.SyzygyPath)
}

// tablebaseVerdict adjudicates a position the tables cover (few enough
// pieces, no castling rights): the tables' result, with the 50-move rule
// taken into account from the FEN's halfmove clock, is the game's.
func tablebaseVerdict(tb *tablebase.Tablebases, fen string) (master.Outcome, bool) {
	if tb == nil {
		return master.Outcome{}, false
	}
	f := fenfields.Split(fen)
	if f.EnPassant == "" || f.Castling != "-" || fenPieceCount(f.Placement) > tb.MaxPieces() {
		return master.Outcome{}, false
	}
	pos, err := engine.ParseFEN(fen)
	if err != nil {
		return master.Outcome{}, false
	}
	dtz, err := tb.ProbeDTZ(pos.TablebasePosition())
	if err != nil {
		return master.Outcome{}, false // e.g. mate or stalemate: the controller ends those
	}
	rule50 := f.HalfmoveClock(0)
	mover := master.White
	if f.BlackToMove() {
		mover = master.Black
	}
	switch tablebase.WDLFromDTZ(dtz, rule50) {
	case tablebase.Win:
		return adjudicated(master.Win(mover, MethodAdjudication), "tablebase win for "+mover.String()), true
	case tablebase.Loss:
		return adjudicated(master.Win(mover.Other(), MethodAdjudication), "tablebase win for "+mover.Other().String()), true
	}
	return adjudicated(master.Draw(MethodAdjudication), "tablebase draw"), true
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
