package notation

import (
	"fmt"
	"strings"

	"chessmaster/master"
)

// MoveWords says a move in full words, as a screen reader or a blindfold
// player wants to hear it: "knight takes on e5, check", "pawn to e4",
// "castles kingside", "queen takes on f7, checkmate", "pawn takes on d6
// en passant", "pawn to e8, promotes to a queen". move is the move in UCI
// or SAN, played in the position fen. When two pieces of the kind could
// make the move, the one that moves is named by its square ("knight from
// b1 to d2"), since SAN's lone letter ("Nbd2") reads badly aloud. The
// captured piece is not named: the square says where to look. An error
// says why the move is not one of fen's (in the rules' own words).
func MoveWords(fen, move string, lang Language) (string, error) {
	uci, err := master.ParseMove(fen, move)
	if err != nil {
		return "", err
	}
	sans := master.SANMoves(fen, []string{uci})
	if len(sans) != 1 || len(uci) < 4 {
		return "", fmt.Errorf("%s cannot be said in words: it is not a move on the board", move)
	}
	san := sans[0]
	v := words(lang)
	var b strings.Builder
	switch {
	case strings.HasPrefix(san, "O-O-O"):
		b.WriteString(v.castleLong)
	case strings.HasPrefix(san, "O-O"):
		b.WriteString(v.castleShort)
	default:
		b.WriteString(pieceMoveWords(fen, uci, strings.Contains(san, "x"), v))
	}
	switch {
	case strings.HasSuffix(san, "#"):
		b.WriteString(", " + v.mate)
	case strings.HasSuffix(san, "+"):
		b.WriteString(", " + v.check)
	default:
		// Stalemate ends the game with the move: a player must hear it
		// with the move, as a check.
		if _, _, over, err := PlayLine(fen, []string{uci}); err == nil && over == "stalemate" {
			b.WriteString(", " + v.stalemate)
		}
	}
	return b.String(), nil
}

// pieceMoveWords says a move that is not castling: the piece, the square
// it comes from when another of its kind could go there too, where it
// goes or takes, en passant and a promotion.
func pieceMoveWords(fen, uci string, capture bool, v *vocabulary) string {
	pos := board(fen)
	from, to := square(uci[0:2]), square(uci[2:4])
	moving := pos[from]
	kind := lower(moving)
	var b strings.Builder
	b.WriteString(v.piece[kind])
	if ambiguous(fen, uci, moving, pos) {
		b.WriteString(" " + v.from + " " + uci[0:2])
	}
	if capture {
		b.WriteString(" " + v.takesOn + " " + uci[2:4])
	} else {
		b.WriteString(" " + v.to + " " + uci[2:4])
	}
	// A pawn that takes on an empty square takes en passant.
	if kind == 'p' && capture && pos[to] == 0 {
		b.WriteString(" " + v.enPassant)
	}
	if len(uci) == 5 {
		b.WriteString(", " + v.promotesTo[lower(uci[4])])
	}
	return b.String()
}

// ambiguous reports whether another piece like moving (same kind and
// colour) has a legal move to the same square, with the same promotion:
// then the words must say which piece moves.
func ambiguous(fen, uci string, moving byte, pos [64]byte) bool {
	legal, _, err := master.LegalMoves(fen)
	if err != nil {
		return false
	}
	for _, l := range legal {
		if len(l) != len(uci) || l[0:2] == uci[0:2] || l[2:] != uci[2:] {
			continue
		}
		if sq := square(l[0:2]); sq >= 0 && pos[sq] == moving {
			return true
		}
	}
	return false
}
