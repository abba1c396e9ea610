package engine

// IsCapture reports whether m captures a piece (en passant included).
func (p *Position) IsCapture(m Move) bool {
	return m.Kind() == MoveEnPassant || (m.Kind() != MoveCastling && p.board[m.To()&63] != NoPiece)
}

// IsQuiet reports whether m neither captures nor promotes.
func (p *Position) IsQuiet(m Move) bool {
	return !p.IsCapture(m) && m.Kind() != MovePromotion
}

// MovedPiece returns the piece that m moves.
func (p *Position) MovedPiece(m Move) Piece { return p.board[m.From()&63] }
