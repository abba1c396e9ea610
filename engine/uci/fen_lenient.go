package uci

import (
	"errors"
	"fmt"
	"strings"

	"chessmaster/engine"
)

// GUIs and position databases send FENs with a castling right whose king
// or rook is no longer there (a composed position with KQkq, an editor
// that keeps the rights) or an en-passant square no double push made.
// Such a right or square can never be used: dropping it changes no move
// of the position, and refusing the whole position would forfeit the
// GUI's game over a flaw of bookkeeping. So the engine plays on without
// them and says what it dropped; a FEN that is wrong in anything that
// matters (kings, checks, pieces, counters) is still refused.

// lenientFEN returns fen with the castling rights and the en-passant
// square that cannot apply removed, and a note for each removal. It
// returns ok = false when fen's problem is elsewhere, or when removing
// them does not make it valid.
func lenientFEN(fen string, chess960 bool) (fixed string, notes []string, ok bool) {
	f := strings.Fields(fen)
	if len(f) < 4 {
		return "", nil, false
	}
	for range 8 { // each pass removes one thing; a FEN has few to remove
		_, err := engine.ParseFENVariant(strings.Join(f, " "), chess960)
		if err == nil {
			return strings.Join(f, " "), notes, len(notes) > 0
		}
		var fe *engine.FENError
		if !errors.As(err, &fe) {
			return "", nil, false
		}
		switch fe.Field {
		case engine.FieldEnPassant:
			if !epSquareOnItsRank(f[3], f[1]) {
				return "", nil, false // a misspelt square, not a stale one
			}
			notes = append(notes, fmt.Sprintf("en-passant square %s ignored (%s)", f[3], fe.Reason))
			f[3] = "-"
		case engine.FieldCastling:
			kept, dropped := dropCastlingLetter(f[0], f[1], f[2], f[3], f[4:], chess960)
			if dropped == "" || !chess960 && !strings.Contains("KQkq", dropped) {
				// A letter of another notation (a rook file outside
				// Chess960) or a misspelt one is refused.
				return "", nil, false
			}
			notes = append(notes, fmt.Sprintf("castling right %s ignored (%s)", dropped, fe.Reason))
			f[2] = kept
		default:
			return "", nil, false
		}
	}
	return "", nil, false
}

// dropCastlingLetter finds the first letter of the castling field that
// the position refuses on its own and returns the field without it.
func dropCastlingLetter(placement, side, castling, ep string, rest []string, chess960 bool) (kept, dropped string) {
	if castling == "-" {
		return castling, ""
	}
	for i, ch := range castling {
		one := strings.Join(append([]string{placement, side, string(ch), "-"}, rest...), " ")
		_, err := engine.ParseFENVariant(one, chess960)
		var fe *engine.FENError
		if errors.As(err, &fe) && fe.Field == engine.FieldCastling {
			kept = castling[:i] + castling[i+len(string(ch)):]
			if kept == "" {
				kept = "-"
			}
			return kept, string(ch)
		}
	}
	return castling, ""
}

// epSquareOnItsRank reports whether sq is a square of the rank a double
// push leaves behind for the side to move: rank 6 with White to move,
// rank 3 with Black.
func epSquareOnItsRank(sq, side string) bool {
	if len(sq) != 2 || sq[0] < 'a' || sq[0] > 'h' {
		return false
	}
	return side == "w" && sq[1] == '6' || side == "b" && sq[1] == '3'
}
