package engine

import "testing"

func playMoves(t *testing.T, p *Position, moves ...string) {
	t.Helper()
	for _, s := range moves {
		m, err := p.ParseMove(s)
		if err != nil {
			t.Fatal(err)
		}
		p.MakeMove(m)
	}
}

func TestRepetition(t *testing.T) {
	p := mustFEN(t, StartFEN)
	shuffle := []string{"g1f3", "g8f6", "f3g1", "f6g8"}
	playMoves(t, p, shuffle[:2]...)
	if p.IsRepetition() {
		t.Fatal("repetition after two moves")
	}
	playMoves(t, p, shuffle[2:]...)
	if !p.IsRepetition() || p.RepetitionCount() != 1 {
		t.Fatalf("start position again: count %d", p.RepetitionCount())
	}
	playMoves(t, p, shuffle...)
	if p.RepetitionCount() != 2 {
		t.Fatalf("threefold: count %d", p.RepetitionCount())
	}
	// A pawn move makes earlier positions unreachable.
	playMoves(t, p, "e2e4", "e7e5", "g1f3", "g8f6", "f3g1", "f6g8")
	if p.RepetitionCount() != 1 {
		t.Fatalf("after e4 e5 and a shuffle: count %d", p.RepetitionCount())
	}
	// A null move breaks the chain for search purposes.
	p.MakeNullMove()
	if p.IsRepetition() {
		t.Fatal("repetition through a null move")
	}
}

func TestFiftyMoveRule(t *testing.T) {
	if !mustFEN(t, "4k3/8/8/8/8/8/8/R3K3 w - - 100 80").IsFiftyMoveDraw() {
		t.Error("100 plies: not a draw")
	}
	if mustFEN(t, "4k3/8/8/8/8/8/8/R3K3 w - - 99 80").IsFiftyMoveDraw() {
		t.Error("99 plies: draw")
	}
	// Mate delivered on the 100th ply stands.
	p := mustFEN(t, "R3k3/8/4K3/8/8/8/8/8 b - - 100 80")
	if !p.IsCheckmate() || p.IsFiftyMoveDraw() {
		t.Error("checkmate on the 100th ply counted as a draw")
	}
}

func TestInsufficientMaterial(t *testing.T) {
	cases := map[string]bool{
		"4k3/8/8/8/8/8/8/4K3 w - - 0 1":     true,  // K v K
		"4k3/8/8/8/8/8/8/4KN2 w - - 0 1":    true,  // K+N v K
		"4k3/8/8/8/8/8/8/4KB2 w - - 0 1":    true,  // K+B v K
		"4kb2/8/8/8/8/8/8/2B1K3 w - - 0 1":  true,  // bishops on same-coloured squares
		"4k1b1/8/8/8/8/8/8/2B1K3 w - - 0 1": false, // opposite-coloured bishops
		"4kn2/8/8/8/8/8/8/4KN2 w - - 0 1":   false, // K+N v K+N can mate
		"4k3/8/8/8/8/8/8/3NKN2 w - - 0 1":   false,
		"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1":   false,
		"4k3/8/8/8/8/8/8/4K2R w - - 0 1":    false,
	}
	for fen, want := range cases {
		if got := mustFEN(t, fen).IsInsufficientMaterial(); got != want {
			t.Errorf("%s: %v, want %v", fen, got, want)
		}
	}
}

func TestMateAndStalemate(t *testing.T) {
	if p := mustFEN(t, "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1"); !p.IsStalemate() || p.IsCheckmate() {
		t.Error("stalemate not detected")
	}
	p := mustFEN(t, StartFEN)
	playMoves(t, p, "f2f3", "e7e5", "g2g4", "d8h4")
	if !p.IsCheckmate() {
		t.Error("fool's mate not detected")
	}
}
