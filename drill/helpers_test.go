package drill

import (
	"testing"

	"chessmaster/engine"
	"chessmaster/tablebase"
)

func tables(t testing.TB) *tablebase.Tablebases {
	t.Helper()
	tb, err := tablebase.Default()
	if err != nil {
		t.Fatal(err)
	}
	return tb
}

func position(t testing.TB, fen string) *engine.Position {
	t.Helper()
	p, err := engine.ParseFEN(fen)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func legalMoves(p *engine.Position) []engine.Move {
	var l engine.MoveList
	p.GenerateLegal(&l)
	return append([]engine.Move(nil), l.Slice()...)
}

// value is what a move is worth to the side playing it, found without
// ProbeRoot: the position after it is probed (WDL and DTZ) and turned
// round. dtz counts the move: 1 for a mate or a winning zeroing move.
func value(t testing.TB, tb *tablebase.Tablebases, p *engine.Position, m engine.Move) (wdl, dtz int) {
	t.Helper()
	q := p.Copy()
	zeroing := q.IsCapture(m) || q.MovedPiece(m).Type() == engine.Pawn
	q.MakeMove(m)
	if q.IsCheckmate() {
		return tablebase.WDLFromDTZ(1, p.HalfmoveClock()), 1
	}
	tq := q.TablebasePosition()
	if zeroing {
		w, err := tb.ProbeWDL(tq)
		if err != nil {
			t.Fatal(err)
		}
		switch {
		case w > 0:
			dtz = -1
		case w < 0:
			dtz = 1
		}
		return tablebase.WDLFromDTZ(dtz, p.HalfmoveClock()), dtz
	}
	d, err := tb.ProbeDTZ(tq)
	if err != nil {
		t.Fatal(err)
	}
	dtz = -d
	if dtz > 0 {
		dtz++
	} else if dtz < 0 {
		dtz--
	}
	return tablebase.WDLFromDTZ(dtz, p.HalfmoveClock()), dtz
}

// better: a is a better result than b for the side to move (higher WDL;
// among wins the faster, among losses the longer).
func better(aw, ad, bw, bd int) bool {
	if aw != bw {
		return aw > bw
	}
	return ad < bd
}
