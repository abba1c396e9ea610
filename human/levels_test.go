package human

import (
	"context"
	"testing"

	"chessmaster/engine"
)

// playLevel returns the move the level plays in fen with the shipped
// model registered, as the program plays (wiring registers it).
func playLevel(t *testing.T, fen string, level int, seed uint64) engine.Move {
	t.Helper()
	e := engine.New()
	e.SetLevel(level)
	e.SetLevelSeed(seed)
	if err := e.SetPosition(fen, nil); err != nil {
		t.Fatal(err)
	}
	res := e.Search(context.Background(), engine.Limits{Nodes: 50000}, nil)
	p := mustFEN(t, fen)
	m, err := p.ParseMove(res.BestMove)
	if err != nil {
		t.Fatalf("level %d: %q is not a legal move in %s: %v", level, res.BestMove, fen, err)
	}
	return m
}

func registerShipped(t *testing.T) {
	t.Helper()
	f := Policy()
	if f == nil {
		t.Fatal("the shipped model does not load")
	}
	engine.RegisterHumanPolicy(f)
	t.Cleanup(func() { engine.RegisterHumanPolicy(nil) })
}

// TestEveryLevelPlaysMateInOne with the shipped model in charge.
func TestEveryLevelPlaysMateInOne(t *testing.T) {
	registerShipped(t)
	for _, fen := range []string{
		"6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1",                              // back rank
		"r1bqkbnr/pppp1ppp/2n5/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 2 4", // scholar's mate
		"rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2",     // fool's mate
		"2kr4/ppp5/8/8/8/8/5PPP/3Q2K1 b - - 0 1",                            // not mate: a control
	} {
		for level := 1; level <= engine.MaxLevel; level++ {
			for seed := uint64(1); seed <= 2; seed++ {
				p := mustFEN(t, fen)
				hasMate := false
				var l engine.MoveList
				p.GenerateLegal(&l)
				for _, m := range l.Slice() {
					p.MakeMove(m)
					hasMate = hasMate || p.IsCheckmate()
					p.UnmakeMove(m)
				}
				m := playLevel(t, fen, level, seed)
				p.MakeMove(m)
				if hasMate && !p.IsCheckmate() {
					t.Fatalf("%s: level %d (seed %d) played %s, not the mate in one", fen, level, seed, m)
				}
			}
		}
	}
}

// queenLost reports whether the side that just moved can lose its queen
// to a capture that wins material (by static exchange), or has none left
// though it had one.
func queenLost(p *engine.Position, mover engine.Color) bool {
	q := p.Pieces(mover, engine.Queen)
	if q == 0 {
		return true
	}
	var l engine.MoveList
	p.GenerateCaptures(&l)
	for _, m := range l.Slice() {
		if q.Has(m.To()) && p.SEE(m) >= 300 {
			return true
		}
	}
	return false
}

// TestNoLevelHangsItsQueen in simple positions where a natural-looking
// move leaves the queen to be taken.
func TestNoLevelHangsItsQueen(t *testing.T) {
	registerShipped(t)
	for _, fen := range []string{
		"rnbqkb1r/pppp1ppp/5n2/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 2 3",   // Qh5?? Nxh5
		"rnb1kbnr/pppp1ppp/8/4q3/3P4/2N5/PPP1PPPP/R1BQKBNR b KQkq - 0 4",   // the queen is attacked by a pawn
		"r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5Q2/PPPP1PPP/RNB1KBNR w KQkq - 2 3", // Qf3: Qb3/Qxf7+?? lines
		"r1bqkbnr/pppp1ppp/2n5/8/3Q4/8/PPP2PPP/RNB1KBNR w KQkq - 1 4",      // the queen is attacked by a knight
	} {
		for level := 1; level <= engine.MaxLevel; level++ {
			for seed := uint64(1); seed <= 3; seed++ {
				p := mustFEN(t, fen)
				mover := p.SideToMove()
				m := playLevel(t, fen, level, seed)
				p.MakeMove(m)
				if queenLost(p, mover) {
					t.Fatalf("%s: level %d (seed %d) played %s and hangs its queen", fen, level, seed, m)
				}
			}
		}
	}
}
