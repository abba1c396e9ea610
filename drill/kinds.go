package drill

import (
	"fmt"
	"strings"

	"chessmaster/engine"
)

// Kind is one ending the drills offer. The user has White, and White is
// to move in every start position.
type Kind struct {
	ID    string // the command-line name: "kqk"
	Name  string // "King and queen against king"
	Goal  string // what the user is to do, in a sentence
	White []engine.PieceType
	Black []engine.PieceType
	// MinDTZ keeps the start positions long enough to be worth playing:
	// the tables' distance to zeroing with best play, in plies.
	MinDTZ int
	// NoCapture: the start offers White no capture (KQ v KR, KR v KB: a
	// free rook or bishop is not the exercise).
	NoCapture bool
	// Opposition: a KP v K start with the defending king in front of the
	// pawn where some White move throws the win away (the king moves
	// that take or keep the opposition are the point).
	Opposition bool
}

// Kinds are the drills, in the order the menus list them.
var Kinds = []Kind{
	{ID: "kqk", Name: "King and queen against king", Goal: "Mate with king and queen.",
		White: []engine.PieceType{engine.Queen}, MinDTZ: 11},
	{ID: "krk", Name: "King and rook against king", Goal: "Mate with king and rook.",
		White: []engine.PieceType{engine.Rook}, MinDTZ: 21},
	{ID: "kbnk", Name: "King, bishop and knight against king", Goal: "Mate with bishop and knight: drive the king to a corner of the bishop's colour.",
		White: []engine.PieceType{engine.Bishop, engine.Knight}, MinDTZ: 51},
	{ID: "kpk", Name: "King and pawn against king", Goal: "Promote the pawn: win the opposition and escort it.",
		White: []engine.PieceType{engine.Pawn}, Opposition: true},
	{ID: "kqkr", Name: "King and queen against king and rook", Goal: "Win the rook (or mate) against the best defence.",
		White: []engine.PieceType{engine.Queen}, Black: []engine.PieceType{engine.Rook}, MinDTZ: 15, NoCapture: true},
	{ID: "krkb", Name: "King and rook against king and bishop", Goal: "Win one of the rare won positions: the tables chose one where the defence fails.",
		White: []engine.PieceType{engine.Rook}, Black: []engine.PieceType{engine.Bishop}, MinDTZ: 5, NoCapture: true},
}

// KindByID finds a drill by its name (any case).
func KindByID(id string) (Kind, error) {
	for _, k := range Kinds {
		if strings.EqualFold(k.ID, strings.TrimSpace(id)) {
			return k, nil
		}
	}
	var ids []string
	for _, k := range Kinds {
		ids = append(ids, k.ID)
	}
	return Kind{}, fmt.Errorf("no drill %q: choose %s", id, strings.Join(ids, ", "))
}
