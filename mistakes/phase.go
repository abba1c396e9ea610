package mistakes

import "chessmaster/engine"

// Phase is the part of the game a move was played in.
type Phase int

const (
	Opening Phase = iota
	Middlegame
	Endgame
)

var phaseNames = [...]string{"opening", "middlegame", "endgame"}

func (p Phase) String() string {
	if p >= 0 && int(p) < len(phaseNames) {
		return phaseNames[p]
	}
	return "unknown"
}

// The phase of a move is read from the position before it, by its
// pieces (queens, rooks, bishops and knights of both sides together; not
// pawns or kings) and its move number, so that it means the same in a
// game from a set-up position:
//
//   - endgame: at most endgamePieces pieces on the board (lichess's
//     divider uses the same count; a rook and a minor piece each);
//   - opening: up to move openingMoves, with more than middlegamePieces
//     pieces (trading down early starts the middlegame);
//   - middlegame: everything else.
const (
	endgamePieces    = 6
	middlegamePieces = 10
	openingMoves     = 12
)

// PhaseOf is the phase of the position pos.
func PhaseOf(pos *engine.Position) Phase {
	pieces := (pos.Occupied() &^ pos.TypeBB(engine.Pawn) &^ pos.TypeBB(engine.King)).Count()
	switch {
	case pieces <= endgamePieces:
		return Endgame
	case pos.FullmoveNumber() <= openingMoves && pieces > middlegamePieces:
		return Opening
	}
	return Middlegame
}
