package master

import (
	"fmt"
	"strings"

	"github.com/notnil/chess"
)

// parseFEN checks a FEN more strictly than notnil/chess does (which
// would panic or misbehave on boards without kings) and returns the
// position and its normalised text. Missing move counters default to
// "0 1"; castling rights whose king or rook is not at home are dropped.
func parseFEN(fen string) (*chess.Position, string, error) {
	fields := strings.Fields(fen)
	switch len(fields) {
	case 4:
		fields = append(fields, "0", "1")
	case 6:
	default:
		return nil, "", fmt.Errorf("invalid FEN %q: want 6 fields (board, side, castling, en passant, halfmove clock, move number)", fen)
	}
	fn, err := chess.FEN(strings.Join(fields, " "))
	if err != nil {
		return nil, "", fmt.Errorf("invalid FEN %q: %v", fen, trimChessErr(err))
	}
	pos := chess.NewGame(fn).Position()
	b := pos.Board()
	m := countMaterial(b)
	if m.count[White][chess.King] != 1 || m.count[Black][chess.King] != 1 {
		return nil, "", fmt.Errorf("invalid FEN %q: each side needs exactly one king", fen)
	}
	for sq, p := range b.SquareMap() {
		if p.Type() == chess.Pawn && (sq.Rank() == chess.Rank1 || sq.Rank() == chess.Rank8) {
			return nil, "", fmt.Errorf("invalid FEN %q: pawn on %s", fen, sq)
		}
	}
	toMove := colorOf(pos.Turn())
	if attacked(b, kingSquare(b, toMove.Other()), toMove) {
		return nil, "", fmt.Errorf("invalid FEN %q: the side not to move is in check", fen)
	}
	// Castling rights need the king and rook at home.
	rights := ""
	home := []struct {
		flag       string
		king, rook chess.Square
		k, r       chess.Piece
	}{
		{"K", chess.E1, chess.H1, chess.WhiteKing, chess.WhiteRook},
		{"Q", chess.E1, chess.A1, chess.WhiteKing, chess.WhiteRook},
		{"k", chess.E8, chess.H8, chess.BlackKing, chess.BlackRook},
		{"q", chess.E8, chess.A8, chess.BlackKing, chess.BlackRook},
	}
	for _, h := range home {
		if strings.Contains(fields[2], h.flag) && b.Piece(h.king) == h.k && b.Piece(h.rook) == h.r {
			rights += h.flag
		}
	}
	if rights == "" {
		rights = "-"
	}
	// An en passant square needs the pawn that just moved past it.
	ep := fields[3]
	if ep != "-" {
		sq := squareByName(ep)
		var pawnSq chess.Square
		var pawn chess.Piece
		if toMove == White {
			pawnSq, pawn = sq-8, chess.BlackPawn
		} else {
			pawnSq, pawn = sq+8, chess.WhitePawn
		}
		if sq == chess.NoSquare || (toMove == White && sq.Rank() != chess.Rank6) || (toMove == Black && sq.Rank() != chess.Rank3) || b.Piece(pawnSq) != pawn {
			ep = "-"
		}
	}
	fields[2], fields[3] = rights, ep
	norm := strings.Join(fields, " ")
	fn, err = chess.FEN(norm)
	if err != nil {
		return nil, "", fmt.Errorf("invalid FEN %q: %v", fen, trimChessErr(err))
	}
	pos = chess.NewGame(fn).Position()
	return pos, pos.String(), nil
}

func squareByName(s string) chess.Square {
	if len(s) != 2 || s[0] < 'a' || s[0] > 'h' || s[1] < '1' || s[1] > '8' {
		return chess.NoSquare
	}
	return chess.Square(int(s[1]-'1')*8 + int(s[0]-'a'))
}

// trimChessErr drops notnil/chess's "chess: " prefix.
func trimChessErr(err error) string {
	return strings.TrimPrefix(err.Error(), "chess: ")
}
