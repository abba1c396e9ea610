package tablebase

import (
	"strings"
	"testing"
)

func TestParseFEN(t *testing.T) {
	p, err := ParseFEN("8/8/8/3pP3/8/8/8/k6K w - d6 3 40")
	if err != nil {
		t.Fatal(err)
	}
	if !p.WhiteToMove || p.EnPassant != 43 || p.Rule50 != 3 || p.Castling {
		t.Errorf("got %+v", p)
	}
	if p.Pawns != 1<<35|1<<36 || p.White != 1<<36|1<<7 || p.Kings != 1<<0|1<<7 {
		t.Errorf("bitboards wrong: %+v", p)
	}
	// An en-passant square no pawn can use is dropped.
	p, err = ParseFEN("8/8/8/3p4/8/8/8/k6K w - d6 0 1")
	if err != nil {
		t.Fatal(err)
	}
	if p.EnPassant != -1 {
		t.Errorf("useless en-passant square kept: %d", p.EnPassant)
	}
	p, err = ParseFEN("r3k3/8/8/8/8/8/8/4K3 b q - 0 1")
	if err != nil || !p.Castling {
		t.Errorf("castling not seen: %v %+v", err, p)
	}
}

func TestParseFENErrors(t *testing.T) {
	for _, fen := range []string{
		"",
		"8/8/8/8/8/8/8/8 w - - 0 1",             // no kings
		"k7/8/8/8/8/8/8/KK6 w - - 0 1",          // two white kings
		"k7/8/8/8/8/8/8/K7 x - - 0 1",           // bad side
		"k7/8/8/8/8/8/8/K6 w - - 0 1",           // short rank
		"k7/8/8/8/8/8/8/K8 w - - 0 1",           // long rank
		"k7/8/8/8/8/8/8 w - - 0 1",              // 7 ranks
		"k7/8/8/8/8/8/8/K6P w - - 0 1",          // pawn on rank 1
		"k7/8/8/8/8/8/8/K6X w - - 0 1",          // unknown piece
		"k7/8/8/8/8/8/8/K7 w - e3 0 1",          // ep on wrong rank
		"k7/8/8/8/8/8/8/K7 w - - -1 1",          // negative clock
		"k7/8/8/8/8/8/8/K7 w Z - 0 1",           // bad castling
		"k6R/8/8/8/8/8/8/K7 w - - 0 1",          // side not to move in check
		"kK6/8/8/8/8/8/8/8 w - - 0 1",           // touching kings
		"k7/8/8/8/8/8/8/K7 w - - 0 1 extra",     // too many fields
		"k7/8/8/8/8/8/8/K7/8 w - - 0 1",         // 9 ranks
		"k7/8/8/8/8/8/8/K7 w - z9 0 1",          // bad square
		"k7/8/8/8/8/8/8/K7 w - - 0 x",           // bad move number
		"k7/8/8/8/8/8/8/K7 w - - 99999999999 1", // absurd clock
	} {
		if p, err := ParseFEN(fen); err == nil {
			t.Errorf("ParseFEN(%q) accepted: %+v", fen, p)
		}
	}
}

func TestFENRoundTrip(t *testing.T) {
	for _, fen := range []string{
		"8/2K5/8/8/8/8/3p4/1k2N3 b - - 0 1",
		"8/8/8/3pP3/8/8/8/k6K w - d6 3 1",
		"r3k3/8/8/8/8/8/8/4K3 b KQkq - 0 1",
	} {
		p, err := ParseFEN(fen)
		if err != nil {
			t.Fatal(err)
		}
		if got := p.FEN(); got != fen {
			t.Errorf("FEN() = %q, want %q", got, fen)
		}
	}
}

func FuzzParseFEN(f *testing.F) {
	for _, s := range []string{
		"8/2K5/8/8/8/8/3p4/1k2N3 b - - 0 1",
		"8/8/8/3pP3/8/8/8/k6K w - d6 3 40",
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
		"k7/8/8/8/8/8/8/K7/8 w - - 0 1",
		"8/8/8/8/8/8/8/8 w",
	} {
		f.Add(s)
	}
	tb := New()
	if err := tb.AddEmbedded(); err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, fen string) {
		p, err := ParseFEN(fen)
		if err != nil {
			return
		}
		// A parsed position is legal: its FEN parses back to the same.
		q, err := ParseFEN(p.FEN())
		if err != nil || *q != *p {
			t.Fatalf("round trip of %q: %v", fen, err)
		}
		// Probing any legal position must not panic.
		if p.pieceCount() <= 4 && !strings.Contains(fen, "\x00") {
			tb.ProbeWDL(p)
			tb.ProbeDTZ(p)
			tb.ProbeRoot(p)
		}
	})
}
