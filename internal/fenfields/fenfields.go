// Package fenfields splits a FEN record into its named fields. It reads no
// position: the engine's validator (engine.ParseFEN) judges whether a FEN
// is acceptable. This is for the many places that only need a field or
// two (whose turn it is, the move number, the castling rights), so that
// each need not count fields by hand. It imports nothing of the program,
// so every package may use it.
package fenfields

import (
	"strconv"
	"strings"
)

// Fields are the fields of a FEN record, by name, as written. A field the
// record lacks is "": EPD and many hand-written FENs stop after the
// en-passant field, without the two counters.
type Fields struct {
	Placement string // the pieces, rank 8 first ("rnbqkbnr/pppppppp/...")
	Side      string // "w" or "b"
	Castling  string // "KQkq", "-", ...
	EnPassant string // a square or "-"
	Halfmove  string // the halfmove clock (plies since a capture or pawn move)
	Fullmove  string // the fullmove number
	// Count is how many space-separated fields the record has, those past
	// the sixth included, so that a validator can refuse them.
	Count int
}

// Split reads fen's fields, separated by any run of white space.
func Split(fen string) Fields {
	f := strings.Fields(fen)
	var out Fields
	out.Count = len(f)
	for i, dst := range []*string{&out.Placement, &out.Side, &out.Castling, &out.EnPassant, &out.Halfmove, &out.Fullmove} {
		if i < len(f) {
			*dst = f[i]
		}
	}
	return out
}

// BlackToMove reports whether the side-to-move field says Black; a
// missing field is White's turn, as in the initial position.
func (f Fields) BlackToMove() bool { return f.Side == "b" }

// FullmoveNumber is the fullmove number, or def when the field is
// missing or not a number of at least 1.
func (f Fields) FullmoveNumber(def int) int {
	if n, err := strconv.Atoi(f.Fullmove); err == nil && n >= 1 {
		return n
	}
	return def
}

// HalfmoveClock is the halfmove clock, or def when the field is missing
// or not a number of at least 0.
func (f Fields) HalfmoveClock(def int) int {
	if n, err := strconv.Atoi(f.Halfmove); err == nil && n >= 0 {
		return n
	}
	return def
}

// Position is the record without its two counters (placement, side,
// castling, en passant): what stays the same when the same position
// comes back by another move order.
func (f Fields) Position() string {
	return joinFields(f.Placement, f.Side, f.Castling, f.EnPassant)
}

// String writes the fields back as a FEN, as many as are not "".
func (f Fields) String() string {
	return joinFields(f.Placement, f.Side, f.Castling, f.EnPassant, f.Halfmove, f.Fullmove)
}

func joinFields(fields ...string) string {
	var b strings.Builder
	for _, s := range fields {
		if s == "" {
			break
		}
		if b.Len() > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(s)
	}
	return b.String()
}
