package fenfields

import "testing"

func TestSplit(t *testing.T) {
	f := Split("  rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR\tb KQkq e3 0 1 ")
	want := Fields{Placement: "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR", Side: "b", Castling: "KQkq",
		EnPassant: "e3", Halfmove: "0", Fullmove: "1", Count: 6}
	if f != want {
		t.Fatalf("Split = %+v, want %+v", f, want)
	}
	if !f.BlackToMove() || f.FullmoveNumber(7) != 1 || f.HalfmoveClock(7) != 0 {
		t.Errorf("BlackToMove %v, FullmoveNumber %d, HalfmoveClock %d", f.BlackToMove(), f.FullmoveNumber(7), f.HalfmoveClock(7))
	}
	if got := f.Position(); got != "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3" {
		t.Errorf("Position = %q", got)
	}
	if got := f.String(); got != "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1" {
		t.Errorf("String = %q", got)
	}
}

// TestSplitMissingCounters: EPD-style records without the two counters,
// and records with too few or too many fields, are read as far as they go.
func TestSplitMissingCounters(t *testing.T) {
	f := Split("8/8/8/8/8/8/8/K6k w - -")
	if f.Count != 4 || f.Halfmove != "" || f.Fullmove != "" || f.BlackToMove() {
		t.Fatalf("Split = %+v", f)
	}
	if f.FullmoveNumber(1) != 1 || f.HalfmoveClock(0) != 0 || f.FullmoveNumber(0) != 0 {
		t.Errorf("defaults not used: %d %d", f.FullmoveNumber(1), f.HalfmoveClock(0))
	}
	if got := f.String(); got != "8/8/8/8/8/8/8/K6k w - -" {
		t.Errorf("String = %q", got)
	}
	if f := Split(""); f.Count != 0 || f != (Fields{}) {
		t.Errorf("Split(\"\") = %+v", f)
	}
	if f := Split("a b c d e f g"); f.Count != 7 || f.Fullmove != "f" {
		t.Errorf("7 fields: %+v", f)
	}
	for _, c := range []struct {
		full, half string
		wantFull   int
		wantHalf   int
	}{{"0", "-1", 9, 9}, {"x", "y", 9, 9}, {"12", "3", 12, 3}} {
		f := Fields{Fullmove: c.full, Halfmove: c.half}
		if f.FullmoveNumber(9) != c.wantFull || f.HalfmoveClock(9) != c.wantHalf {
			t.Errorf("%+v: %d %d", f, f.FullmoveNumber(9), f.HalfmoveClock(9))
		}
	}
}
