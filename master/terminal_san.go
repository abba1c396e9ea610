package master

import (
	"strconv"
	"strings"

	"github.com/notnil/chess"
)

// sanLine converts up to max UCI moves played from fen into SAN with move
// numbers ("12. Nf3 Nc6 13. d4"); it stops at the first move that does not
// fit (a stale PV), so a report never shows nonsense.
func sanLine(fen string, uci []string, max int) (line string) {
	defer func() {
		if recover() != nil {
			line = strings.Join(uci, " ")
		}
	}()
	opt, err := chess.FEN(fen)
	if err != nil {
		return strings.Join(uci, " ")
	}
	pos := chess.NewGame(opt).Position()
	black, num := sideAndMove(fen)
	var parts []string
	for i, u := range uci {
		if i >= max {
			break
		}
		mv, err := chess.UCINotation{}.Decode(pos, u)
		if err != nil || !isLegal(pos, mv) {
			break
		}
		switch {
		case !black:
			parts = append(parts, strconv.Itoa(num)+".")
		case i == 0:
			parts = append(parts, strconv.Itoa(num)+"...")
		}
		parts = append(parts, chess.AlgebraicNotation{}.Encode(pos, mv))
		pos = pos.Update(mv)
		if black {
			num++
		}
		black = !black
	}
	return strings.Join(parts, " ")
}

func isLegal(pos *chess.Position, mv *chess.Move) bool {
	for _, m := range pos.ValidMoves() {
		if m.S1() == mv.S1() && m.S2() == mv.S2() && m.Promo() == mv.Promo() {
			return true
		}
	}
	return false
}

// sanMoves lists the legal moves of fen in SAN.
func sanMoves(fen string) (moves []string) {
	defer func() {
		if recover() != nil {
			moves = nil
		}
	}()
	opt, err := chess.FEN(fen)
	if err != nil {
		return nil
	}
	pos := chess.NewGame(opt).Position()
	for _, m := range pos.ValidMoves() {
		moves = append(moves, chess.AlgebraicNotation{}.Encode(pos, m))
	}
	return moves
}
