package notation

import (
	"fmt"
	"strings"

	"chessmaster/engine"
	"chessmaster/internal/fenfields"
	"chessmaster/master"
)

// pieceOrder is the order pieces are read in: the king first, the pawns
// last, as players list material.
const pieceOrder = "kqrbnp"

// PositionWords reads the position fen aloud: each side's pieces by kind,
// each kind's squares file by file ("White: king on g1, queen on d1,
// rooks on a1 and f1, pawns on a2, b2 and c2."), then whose move it is
// (and whether that side is in check), the castling rights left, if any,
// and an en-passant capture, if one is possible. An error says what is
// wrong with fen.
func PositionWords(fen string, lang Language) (string, error) {
	legal, turn, err := master.LegalMoves(fen)
	if err != nil {
		return "", err
	}
	v := words(lang)
	pos := board(fen)
	f := fenfields.Split(fen)
	sentences := []string{sideWords(pos, true, v), sideWords(pos, false, v)}

	side := fmt.Sprintf(v.toMove, v.sideName(turn == master.White))
	if p, err := engine.ParseFEN(fen); err == nil && p.InCheck() {
		side += v.inCheck
	}
	sentences = append(sentences, side+".")
	if c := castlingWords(f.Castling, pos, v); c != "" {
		sentences = append(sentences, c)
	}
	if ep := square(f.EnPassant); ep >= 0 && canTakeEnPassant(legal, ep, pos) {
		sentences = append(sentences, fmt.Sprintf(v.enPassantPossible, f.EnPassant))
	}
	return strings.Join(sentences, " "), nil
}

// sideWords lists one side's pieces: "White: king on g1, rooks on a1 and
// f1." Squares go file by file, a to h, each file from its first rank up.
func sideWords(pos [64]byte, white bool, v *vocabulary) string {
	var kinds []string
	for _, k := range []byte(pieceOrder) {
		letter := k
		if white {
			letter = k - 'a' + 'A'
		}
		var squares []string
		for file := 0; file < 8; file++ {
			for rank := 0; rank < 8; rank++ {
				if pos[rank*8+file] == letter {
					squares = append(squares, squareName(rank*8+file))
				}
			}
		}
		switch len(squares) {
		case 0:
		case 1:
			kinds = append(kinds, v.piece[k]+" "+v.on+" "+squares[0])
		default:
			kinds = append(kinds, v.pieces[k]+" "+v.on+" "+v.list(squares))
		}
	}
	return v.sideName(white) + ": " + strings.Join(kinds, ", ") + "."
}

// castlingWords says which castlings the FEN still allows: "Castling:
// White kingside and queenside, Black kingside." or "" for none. It reads
// KQkq and the rook files of Shredder-FEN and X-FEN (Chess960), whose
// letter names the rook: on the king's right it is a kingside castling.
func castlingWords(field string, pos [64]byte, v *vocabulary) string {
	var short, long [2]bool // [0] White, [1] Black
	for _, c := range []byte(field) {
		side := 0
		if c >= 'a' && c <= 'z' {
			side = 1
		}
		switch lower(c) {
		case 'k':
			short[side] = true
		case 'q':
			long[side] = true
		default:
			if file := int(lower(c) - 'a'); file >= 0 && file < 8 {
				if file > kingFile(pos, side == 0) {
					short[side] = true
				} else {
					long[side] = true
				}
			}
		}
	}
	var sides []string
	for i, white := range []bool{true, false} {
		var rights []string
		if short[i] {
			rights = append(rights, v.kingside)
		}
		if long[i] {
			rights = append(rights, v.queenside)
		}
		if len(rights) > 0 {
			sides = append(sides, v.sideName(white)+" "+v.list(rights))
		}
	}
	if len(sides) == 0 {
		return ""
	}
	return v.castling + strings.Join(sides, ", ") + "."
}

// kingFile is the file of a side's king on its first rank (castling
// rights need it there), or -1.
func kingFile(pos [64]byte, white bool) int {
	rank, king := 0, byte('K')
	if !white {
		rank, king = 7, 'k'
	}
	for file := 0; file < 8; file++ {
		if pos[rank*8+file] == king {
			return file
		}
	}
	return -1
}

// canTakeEnPassant reports whether a legal move is a pawn's capture on
// the en-passant square ep: FENs name the square after every double step,
// whether or not a pawn can take there.
func canTakeEnPassant(legal []string, ep int, pos [64]byte) bool {
	for _, l := range legal {
		if len(l) >= 4 && square(l[2:4]) == ep {
			if from := square(l[0:2]); from >= 0 && lower(pos[from]) == 'p' && from%8 != ep%8 {
				return true
			}
		}
	}
	return false
}
