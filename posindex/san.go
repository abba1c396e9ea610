package posindex

import "chessmaster/engine"

// SAN writes the legal move m of p in Standard Algebraic Notation, as the
// PGN standard asks: the piece letter, the file, rank or square of its
// start only where another piece of its kind could make the move too,
// "x" for a capture, "=Q" for a promotion, "+" for check and "#" for
// mate. p is left as it was.
func SAN(p *engine.Position, m engine.Move) string {
	var l engine.MoveList
	p.GenerateLegal(&l)
	return sanWith(p, m, l.Slice())
}

// sanWith is SAN given p's legal moves (those to m's square will do).
func sanWith(p *engine.Position, m engine.Move, legal []engine.Move) string {
	var buf [12]byte
	return string(appendSAN(buf[:0], p, m, legal))
}

// appendSAN appends the SAN of m to b (see SAN).
func appendSAN(b []byte, p *engine.Position, m engine.Move, legal []engine.Move) []byte {
	from, to := m.From(), m.To()
	pt := p.MovedPiece(m).Type()
	switch {
	case m.IsCastling():
		// The king's move (e1g1) or, in Chess960, king takes rook (b1a1):
		// either way the side is where the move goes from the king.
		if to.File() > from.File() {
			b = append(b, "O-O"...)
		} else {
			b = append(b, "O-O-O"...)
		}
	case pt == engine.Pawn:
		if p.IsCapture(m) {
			b = append(b, byte('a'+from.File()), 'x')
		}
		b = appendSquare(b, to)
		if pr := m.Promotion(); pr != engine.NoPieceType {
			b = append(b, '=', pieceLetter(pr))
		}
	default:
		b = append(b, pieceLetter(pt))
		others, sameFile, sameRank := false, false, false
		for _, o := range legal {
			if o == m || o.To() != to || o.From() == from || p.MovedPiece(o).Type() != pt {
				continue
			}
			others = true
			sameFile = sameFile || o.From().File() == from.File()
			sameRank = sameRank || o.From().Rank() == from.Rank()
		}
		if others {
			switch {
			case !sameFile:
				b = append(b, byte('a'+from.File()))
			case !sameRank:
				b = append(b, byte('1'+from.Rank()))
			default:
				b = appendSquare(b, from)
			}
		}
		if p.IsCapture(m) {
			b = append(b, 'x')
		}
		b = appendSquare(b, to)
	}
	if p.GivesCheck(m) {
		p.MakeMove(m)
		mate := !p.HasLegalMove()
		p.UnmakeMove(m)
		if mate {
			b = append(b, '#')
		} else {
			b = append(b, '+')
		}
	}
	return b
}

func appendSquare(b []byte, s engine.Square) []byte {
	return append(b, byte('a'+s.File()), byte('1'+s.Rank()))
}

func pieceLetter(pt engine.PieceType) byte {
	return "?PNBRQK"[pt]
}
