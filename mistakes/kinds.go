package mistakes

import (
	"chessmaster/engine"
	"chessmaster/review"
)

// Kind is a pattern a mistake follows. One mistake may follow several
// (a move that hangs a piece and misses a mate) or none of them (a
// positional or deeper tactical error: Other).
type Kind int

const (
	// MissedMate: the player had a forced mate and the move lets it slip
	// (the review's mate rule, review.MateLost).
	MissedMate Kind = iota
	// AllowedMate: nobody had a forced mate and after the move the
	// opponent mates by force (review.MateAllowed).
	AllowedMate
	// HungPiece: after the move the opponent wins at least a piece's worth
	// of material by a capture (static exchange), more than the move
	// itself took: a piece left or put where it is lost.
	HungPiece
	// MissedCapture: the engine's move captured and won at least a
	// piece's worth of material by exchange, and the move played won less.
	MissedCapture
	// Other: none of the above.
	Other
)

var kindNames = [...]string{"missed mate", "allowed mate", "hung piece", "missed capture", "other"}

func (k Kind) String() string {
	if k >= 0 && int(k) < len(kindNames) {
		return kindNames[k]
	}
	return "unknown"
}

// Kinds are every kind, in the order the report lists them.
var Kinds = []Kind{MissedMate, AllowedMate, HungPiece, MissedCapture, Other}

// pieceGain is the material (static exchange, centipawns) from which a
// capture counts as winning a piece: a knight or bishop for a pawn (320 −
// 100) is just over it, a pawn alone is not.
const pieceGain = 200

// kindsOf names the patterns of the move played in pos (legal there),
// given the engine's move in pos (UCI, "" if none), the engine's reply in
// the position after the move (UCI, "" when the review has none: the game
// ended there) and the review's judgement of the move.
//
// A piece counts as hung when the engine's reply takes it and wins a
// piece's worth by exchange (a move that leaves two pieces attacked, or
// answers a threat with a bigger one, is judged by what the engine plays
// against it, not by every capture on the board); without a reply, any
// capture that wins that much counts.
func kindsOf(pos *engine.Position, played engine.Move, best, reply string, mate review.MateRule) []Kind {
	var out []Kind
	switch mate {
	case review.MateLost:
		out = append(out, MissedMate)
	case review.MateAllowed:
		out = append(out, AllowedMate)
	}
	if hangs(pos, played, reply) {
		out = append(out, HungPiece)
	}
	if bm, err := pos.ParseMove(best); err == nil && bm != played && pos.IsCapture(bm) {
		if g := pos.SEE(bm); g >= pieceGain && exchangeGain(pos, played) < g-pieceGain/2 {
			out = append(out, MissedCapture)
		}
	}
	if len(out) == 0 {
		out = append(out, Other)
	}
	return out
}

// exchangeGain is what move m wins by exchange, the replies counted (0
// for a quiet move or a losing capture).
func exchangeGain(pos *engine.Position, m engine.Move) int {
	if !pos.IsCapture(m) && !m.IsPromotion() {
		return 0
	}
	return max(pos.SEE(m), 0)
}

// taken is the material move m itself takes (the captured piece, and a
// promotion's gain), before any reply.
func taken(pos *engine.Position, m engine.Move) int {
	v := 0
	switch {
	case m.IsEnPassant():
		v = engine.SEEPieceValue[engine.Pawn]
	case pos.IsCapture(m):
		v = engine.SEEPieceValue[pos.PieceAt(m.To()).Type()]
	}
	if m.IsPromotion() {
		v += engine.SEEPieceValue[m.Promotion()] - engine.SEEPieceValue[engine.Pawn]
	}
	return v
}

// hangs reports whether after m the opponent's capture reply (the
// engine's, or any when reply is "") wins by exchange a piece's worth more
// than m itself took: a recapture that only restores the balance does not
// count.
func hangs(pos *engine.Position, m engine.Move, reply string) bool {
	took := taken(pos, m)
	after := pos.Copy()
	after.MakeMove(m)
	wins := func(r engine.Move) bool {
		if !after.IsCapture(r) {
			return false
		}
		g := after.SEE(r)
		return g >= pieceGain && g-took >= pieceGain
	}
	if reply != "" {
		r, err := after.ParseMove(reply)
		return err == nil && wins(r)
	}
	var l engine.MoveList
	after.GenerateLegal(&l)
	for _, r := range l.Slice() {
		if wins(r) {
			return true
		}
	}
	return false
}
