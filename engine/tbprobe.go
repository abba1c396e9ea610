package engine

import "chessmaster/tablebase"

// Tablebase scores sit just below the mate range: a known win is worth
// more than any evaluation but less than any mate the search can prove,
// so a real mate still wins out and mate reporting stays exact.
const (
	tbWinScore = mateBound - 1           // a tablebase win at the root
	tbBound    = tbWinScore - maxPly - 1 // every tablebase win scores above this
	// A win or loss the 50-move rule turns into a draw scores a little
	// off zero, so that the search still prefers the side with chances.
	tbCursedScore = 2
)

// isTBScore reports whether s is a tablebase win or loss (not a mate).
func isTBScore(s int) bool { return (s > tbBound || s < -tbBound) && !isMateScore(s) }

// tbValueScore converts a WDL value found at ply into a search score.
func tbValueScore(wdl, ply int) int {
	switch wdl {
	case tablebase.Win:
		return tbWinScore - ply
	case tablebase.Loss:
		return -tbWinScore + ply
	case tablebase.CursedWin:
		return tbCursedScore
	case tablebase.BlessedLoss:
		return -tbCursedScore
	}
	return scoreDraw
}

// tbProbe is the per-search tablebase state: the tables (nil = none),
// the largest piece count worth probing, and the hit counter shown as
// "tbhits".
type tbProbe struct {
	tables    *tablebase.Tablebases
	maxPieces int
	hits      uint64
}

func newTBProbe(r *rootSources) tbProbe {
	return tbProbe{tables: r.tables, maxPieces: r.tbPieces()}
}

// probeWDL looks the node at ply up in the WDL tables. It only probes
// where the answer is exact and cheap to trust: right after a capture or
// pawn move (halfmove clock 0, so the 50-move counter the tables assume
// matches the game), without castling rights, with few enough pieces.
// The root is never probed here; Search uses ProbeRoot for it.
//
// It returns the score and the bound it gives: a win is a lower bound (a
// mate found by searching on is better), a loss an upper bound, and a
// draw exact.
func (s *searcher) probeWDL(ply int) (score int, bd bound, ok bool) {
	t := &s.tb
	p := s.pos
	if t.tables == nil || ply == 0 || p.halfmove != 0 || p.castling != 0 ||
		p.Occupied().Count() > t.maxPieces {
		return 0, boundNone, false
	}
	wdl, err := t.tables.ProbeWDL(tbPosition(p))
	if err != nil {
		return 0, boundNone, false
	}
	t.hits++
	score = tbValueScore(wdl, ply)
	switch {
	case wdl == tablebase.Win:
		bd = boundLower
	case wdl == tablebase.Loss:
		bd = boundUpper
	default:
		bd = boundExact
	}
	return score, bd, true
}

// tbCutoff probes the tables at a node of negamax and reports the score
// to return when the table value settles the node against [alpha, beta].
// The result goes into the hash table with a generous depth: it will not
// get better by searching.
//
// In a PV node the table value is returned even when its bound does not
// settle the window: searching on could only turn a table win into a
// proven mate, and meanwhile the PV would carry an evaluation instead of
// the known result. The root plays by ProbeRoot anyway once it is in the
// tables, so exact mate distances are not needed here.
func (s *searcher) tbCutoff(alpha, beta, depth, ply int) (int, bool) {
	score, bd, ok := s.probeWDL(ply)
	if !ok {
		return 0, false
	}
	if beta-alpha > 1 {
		bd = boundExact
	}
	if bd == boundExact || (bd == boundLower && score >= beta) || (bd == boundUpper && score <= alpha) {
		s.tt.store(s.pos.Key(), ply, NoMove, score, 0, min(depth+6, maxPly-1), bd)
		return score, true
	}
	return 0, false
}

// tbPosition converts a position to the prober's representation. It is
// a handful of bitboard copies, cheap enough for every probe.
func tbPosition(p *Position) *tablebase.Position {
	ep := -1
	if p.ep != NoSquare {
		ep = int(p.ep)
	}
	return &tablebase.Position{
		White:       uint64(p.byColor[White]),
		Black:       uint64(p.byColor[Black]),
		Kings:       uint64(p.byType[King]),
		Queens:      uint64(p.byType[Queen]),
		Rooks:       uint64(p.byType[Rook]),
		Bishops:     uint64(p.byType[Bishop]),
		Knights:     uint64(p.byType[Knight]),
		Pawns:       uint64(p.byType[Pawn]),
		WhiteToMove: p.side == White,
		EnPassant:   ep,
		Rule50:      p.halfmove,
		Castling:    p.castling != 0,
	}
}
