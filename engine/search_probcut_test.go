package engine

import (
	"context"
	"testing"
	"time"
)

// probCutTestMargin is the ProbCut margin under test (the engine plays
// with ProbCut off until it wins its sequential test).
const probCutTestMargin = 200

// probCutParams are the default search parameters with ProbCut on.
var probCutParams = newSearchParams(func(p *searchParams) { p.probCutMargin = probCutTestMargin })

// probCutSearcher is a searcher of fen as Engine.Search builds one, with
// the net switched on or off and ProbCut on, for calling probCut
// directly.
func probCutSearcher(t *testing.T, fen string, withNet bool) *searcher {
	t.Helper()
	e := New()
	e.SetHashSize(16)
	if err := e.SetPosition(fen, nil); err != nil {
		t.Fatal(err)
	}
	pos := e.pos.Copy()
	if withNet {
		if e.net == nil {
			t.Fatal("no built-in net")
		}
		pos.EnableNNUE(e.net)
	}
	s := &searcher{
		pos:      pos,
		tt:       e.tt,
		tm:       newTimeManager(Limits{}, pos.SideToMove() == White, 0, time.Now()),
		ctx:      context.Background(),
		prm:      probCutParams,
		killers:  &e.killers,
		history:  &e.history,
		counters: &e.counters,
		contHist: e.contHist,
	}
	s.rootDepth = 8
	return s
}

// ProbCut cuts a node where a capture wins far more than beta asks for,
// leaves alone one where no capture does, and is off without the net.
func TestProbCut(t *testing.T) {
	const (
		// White to move takes the undefended queen on d4 with the knight.
		hangingQueen = "4k3/p7/8/8/3q4/5N2/P7/4K3 w - - 0 1"
		// The start position: no capture at all.
		start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
	)
	try := func(fen string, withNet bool, betaAboveEval int) (int, int, bool) {
		s := probCutSearcher(t, fen, withNet)
		eval := Evaluate(s.pos)
		beta := eval + betaAboveEval
		score, cut := s.probCut(beta, 6, 1, true, false, eval, eval, ttHit{}, false)
		return beta, score, cut
	}

	// Before the capture White is a queen for a knight down; beta a
	// pawn above that is beaten by far once the queen falls.
	beta, score, cut := try(hangingQueen, true, 100)
	if !cut {
		t.Fatalf("hanging queen: no cut at beta %d", beta)
	}
	if score < beta+probCutTestMargin*3/4 {
		t.Errorf("hanging queen: cut with %d, want at least beta %d plus the margin", score, beta)
	}
	if _, _, cut := try(start, true, 50); cut {
		t.Error("start position: cut although no capture exists")
	}
	// Off by default: the engine plays without it until it wins its test.
	s := probCutSearcher(t, hangingQueen, true)
	s.prm = defaultParams
	if _, cut := s.probCut(beta, 6, 1, true, false, Evaluate(s.pos), Evaluate(s.pos), ttHit{}, false); cut {
		t.Error("default parameters: ProbCut cut the node; it is off until its test is won")
	}
	// The hand-written search (and every limited level) never prunes this way.
	if _, _, cut := try(hangingQueen, false, 100); cut {
		t.Error("hand-written evaluation: ProbCut cut the node; it is for the net's search only")
	}
}
