package puzzle

import (
	"strings"

	"chessmaster/engine"
)

// sanLetter is the SAN letter of each piece type ("" for a pawn).
var sanLetter = [...]string{engine.Pawn: "", engine.Knight: "N", engine.Bishop: "B", engine.Rook: "R", engine.Queen: "Q", engine.King: "K"}

// san writes the legal move m of pos in Standard Algebraic Notation, with
// + or # (the puzzle files are PGN; the controller's writer is in a
// higher layer).
func san(pos *engine.Position, m engine.Move) string {
	var b strings.Builder
	from, to := m.From(), m.To()
	pt := pos.MovedPiece(m).Type()
	switch {
	case m.IsCastling():
		if to.File() > from.File() {
			b.WriteString("O-O")
		} else {
			b.WriteString("O-O-O")
		}
	case pt == engine.Pawn:
		if pos.IsCapture(m) {
			b.WriteByte(byte('a' + from.File()))
			b.WriteByte('x')
		}
		b.WriteString(to.String())
		if m.IsPromotion() {
			b.WriteString("=" + sanLetter[m.Promotion()])
		}
	default:
		b.WriteString(sanLetter[pt])
		b.WriteString(disambiguation(pos, m, pt))
		if pos.IsCapture(m) {
			b.WriteByte('x')
		}
		b.WriteString(to.String())
	}
	pos.MakeMove(m)
	if pos.InCheck() {
		if pos.HasLegalMove() {
			b.WriteByte('+')
		} else {
			b.WriteByte('#')
		}
	}
	pos.UnmakeMove(m)
	return b.String()
}

// disambiguation is the file, rank or square SAN adds when another piece
// of the same kind can go to the same square.
func disambiguation(pos *engine.Position, m engine.Move, pt engine.PieceType) string {
	var l engine.MoveList
	pos.GenerateLegal(&l)
	sameFile, sameRank, others := false, false, false
	for _, o := range l.Slice() {
		if o == m || o.To() != m.To() || o.From() == m.From() || pos.MovedPiece(o).Type() != pt {
			continue
		}
		others = true
		if o.From().File() == m.From().File() {
			sameFile = true
		}
		if o.From().Rank() == m.From().Rank() {
			sameRank = true
		}
	}
	sq := m.From().String()
	switch {
	case !others:
		return ""
	case !sameFile:
		return sq[:1]
	case !sameRank:
		return sq[1:]
	}
	return sq
}

// sanLine writes moves (UCI) from pos in SAN; pos is left unchanged.
func sanLine(pos *engine.Position, moves []string) ([]string, error) {
	p := pos.Copy()
	out := make([]string, 0, len(moves))
	for _, u := range moves {
		m, err := p.ParseMove(u)
		if err != nil {
			return nil, err
		}
		out = append(out, san(p, m))
		p.MakeMove(m)
	}
	return out, nil
}
