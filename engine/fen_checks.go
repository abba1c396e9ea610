package engine

import "fmt"

// impossibleCheck returns why the check of the side to move cannot have
// been given by the opponent's last move, "" when it can (or there is no
// check). lastPush is the en-passant square the FEN wrote (NoSquare for
// "-"): it says the last move was a double push of the pawn in front of
// it.
//
// The rules are those of lichess's rules library (chessops'
// isImpossibleCheck; python-chess's status has all but the third), so
// that the positions lichess accepts are accepted here and the same ones
// refused:
//
//   - No move gives check from more than two pieces: one piece moves and
//     checks, and it can uncover one line to the king.
//   - Two checkers on one line through the king: the moved piece would
//     have to uncover that line and land on it, on the far side of the
//     king, which no move does.
//   - Two checkers that both check from next to the king or a knight's
//     jump away (knights, pawns): only a queen, rook or bishop can be
//     uncovered, so one of two checkers is always one of those.
//   - After a double pawn push only the pawn can give check, or a piece
//     it uncovered (a check that stood before the push would have left
//     the pusher's opponent able to take the king); and the push cannot
//     give double check.
func (p *Position) impossibleCheck(lastPush Square) string {
	checkers := p.checkers
	n := checkers.Count()
	if n == 0 {
		return ""
	}
	us, them := p.side, p.side.Other()
	king := p.kingSq[us]
	if n > 2 {
		return fmt.Sprintf("%v is in check from %d pieces; no move gives more than a double check", us, n)
	}
	if lastPush != NoSquare {
		pushed := lastPush - Square(pawnGeo[us].up) // where the pawn stands
		origin := lastPush + Square(pawnGeo[us].up) // where it came from
		if n > 1 {
			return fmt.Sprintf("%v is in double check, but the last move was the pawn's double step to %v (the en-passant square %v), which cannot give two checks", us, pushed, lastPush)
		}
		if checkers.LSB() != pushed {
			before := p.Occupied()&^SquareBB(pushed) | SquareBB(origin)
			if p.AttackersTo(king, before)&p.byColor[them]&^SquareBB(pushed) != 0 {
				return fmt.Sprintf("%v is in check from %v, which the last move, the pawn's double step to %v (the en-passant square %v), neither gave nor uncovered", us, checkers.LSB(), pushed, lastPush)
			}
		}
		return ""
	}
	if n == 2 && Line(checkers.LSB(), checkers.MSB()).Has(king) {
		return fmt.Sprintf("%v is in check from %v and %v on one line through the king; no single move gives that double check", us, checkers.LSB(), checkers.MSB())
	}
	if steppers := checkers & (p.byType[Knight] | p.byType[Pawn]); steppers.Many() {
		return fmt.Sprintf("%v is in check from %v and %v, but a knight or pawn check is never uncovered, so no single move gives both", us, steppers.LSB(), steppers.MSB())
	}
	return ""
}

// UnreachableMaterial returns why no game can reach the material of the
// position fen, "" when some game can (or fen is not a valid FEN: then
// ValidateFEN says why). Such a position is still valid: it can be played
// and analysed (lichess and Stockfish accept it too); a front end shows
// the reason as a notice.
func UnreachableMaterial(fen string) string {
	var p Position
	if p.parseFEN(fen) != nil {
		return ""
	}
	return p.UnreachableMaterial()
}

// UnreachableMaterial is why no game can reach p's material, "" when some
// game can.
func (p *Position) UnreachableMaterial() string {
	for c := White; c <= Black; c++ {
		if reason := p.unreachableMaterialOf(c); reason != "" {
			return reason
		}
	}
	return ""
}

// unreachableMaterialOf checks one side's piece counts against what a
// game can produce: at most 8 pawns and 16 pieces, and every piece beyond
// the initial set must be a promoted pawn. Bishops never change square
// colour, so a second bishop on light (or dark) squares is promoted too.
func (p *Position) unreachableMaterialOf(c Color) string {
	pawns := p.Pieces(c, Pawn).Count()
	if pawns > 8 {
		return fmt.Sprintf("%v has %d pawns, at most 8", c, pawns)
	}
	if n := p.Occupancy(c).Count(); n > 16 {
		return fmt.Sprintf("%v has %d pieces, at most 16", c, n)
	}
	bishops := p.Pieces(c, Bishop)
	extra := max(0, p.Pieces(c, Queen).Count()-1) + max(0, p.Pieces(c, Rook).Count()-2) +
		max(0, p.Pieces(c, Knight).Count()-2) +
		max(0, (bishops&lightSquares).Count()-1) + max(0, (bishops&darkSquares).Count()-1)
	if pawns+extra > 8 {
		return fmt.Sprintf("%v has %s and %s beyond the initial set, but each extra piece is a promoted pawn and there were only 8 pawns", c, plural(pawns, "pawn"), plural(extra, "piece"))
	}
	return ""
}
