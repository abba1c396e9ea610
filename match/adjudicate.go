package match

import "chessmaster/master"

// Adjudication ends engine games early when their outcome is no longer in
// doubt, the way tournament managers (cutechess-cli, fastchess) do. Scores
// come from the players' own ThinkingInfo; a player that reports nothing
// (e.g. Random) is never adjudicated.
type Adjudication struct {
	// ResignScore and ResignMoves: the game is lost for a side when, for
	// ResignMoves consecutive moves of each side, both engines agree that
	// it is behind by at least ResignScore centipawns. 0 disables.
	ResignScore, ResignMoves int
	// DrawScore, DrawMoves and DrawAfter: the game is drawn when, after
	// full move DrawAfter, both engines have reported |score| <=
	// DrawScore for DrawMoves consecutive moves each. DrawMoves 0
	// disables.
	DrawScore, DrawMoves, DrawAfter int
	// Tablebase ends a game as soon as its position is in the Syzygy
	// tables (the embedded ones plus Settings.SyzygyPath): few enough
	// pieces and no castling rights.
	Tablebase bool
}

// DefaultAdjudication resigns at 600 cp for 4 moves, draws at 10 cp for 8
// moves after move 40, and trusts the tablebases.
func DefaultAdjudication() Adjudication {
	return Adjudication{ResignScore: 600, ResignMoves: 4, DrawScore: 10, DrawMoves: 8, DrawAfter: 40, Tablebase: true}
}

// mateScore stands for a mate score in centipawn comparisons.
const mateScore = 100000

// adjudicator watches the scores of a game's moves.
type adjudicator struct {
	rules Adjudication
	// white holds, per ply since the game (or opening) start, the mover's
	// score converted to White's point of view; ok false when the mover
	// reported none.
	white []scoreAt
}

type scoreAt struct {
	cp int
	ok bool
}

// observe records the score the mover (color) reported with its move.
func (a *adjudicator) observe(color master.Color, info master.ThinkingInfo) {
	s := scoreAt{}
	if info.Depth > 0 || info.Mate != 0 || len(info.PV) > 0 {
		s.ok = true
		s.cp = info.Score
		if info.Mate > 0 {
			s.cp = mateScore
		} else if info.Mate < 0 {
			s.cp = -mateScore
		}
		if color == master.Black {
			s.cp = -s.cp
		}
	}
	a.white = append(a.white, s)
}

// verdict returns the adjudicated outcome, if any, after the latest move.
// fullMove is the full-move number of the position reached.
func (a *adjudicator) verdict(fullMove int) (master.Outcome, bool) {
	r := a.rules
	if r.ResignMoves > 0 && r.ResignScore > 0 {
		if a.lastAll(2*r.ResignMoves, func(cp int) bool { return cp <= -r.ResignScore }) {
			return adjudicated(master.Win(master.Black, MethodAdjudication), "White is lost (both engines agree)"), true
		}
		if a.lastAll(2*r.ResignMoves, func(cp int) bool { return cp >= r.ResignScore }) {
			return adjudicated(master.Win(master.White, MethodAdjudication), "Black is lost (both engines agree)"), true
		}
	}
	if r.DrawMoves > 0 && fullMove > r.DrawAfter {
		if a.lastAll(2*r.DrawMoves, func(cp int) bool { return cp >= -r.DrawScore && cp <= r.DrawScore }) {
			return adjudicated(master.Draw(MethodAdjudication), "both engines see a dead draw"), true
		}
	}
	return master.Outcome{}, false
}

// lastAll reports whether the last n plies all carry a score satisfying f.
func (a *adjudicator) lastAll(n int, f func(int) bool) bool {
	if n <= 0 || len(a.white) < n {
		return false
	}
	for _, s := range a.white[len(a.white)-n:] {
		if !s.ok || !f(s.cp) {
			return false
		}
	}
	return true
}

// MethodAdjudication: the match runner ended the game (resign or draw
// adjudication, or a tablebase result).
const MethodAdjudication = "adjudication"

func adjudicated(o master.Outcome, why string) master.Outcome {
	o.Message = "Adjudicated: " + why + " (" + o.Result + ")."
	return o
}
