package human

import (
	"slices"
	"testing"

	"chessmaster/engine"
)

// TestCtxMirrorMatchesTheMirroredBoard: the inputs of a position
// without castling rights, mirrored, are the inputs of its mirror
// image, and mirroring twice gives each input back.
func TestCtxMirrorMatchesTheMirroredBoard(t *testing.T) {
	for _, pair := range [][2]string{
		// a middlegame with pieces under attack and a check-free king
		{"r4rk1/pp3ppp/2n1bn2/2bpp3/4P3/2NP1N2/PPP1BPPP/R1B2RK1 w - - 0 10",
			"1kr4r/ppp3pp/2nb1n2/3ppb2/3P4/2N1PN2/PPPB1PPP/1KR2B1R w - - 0 10"},
		// black to move, in check
		{"4k3/8/8/1B6/8/8/5PPP/6K1 b - - 0 1",
			"3k4/8/8/6B1/8/8/PPP5/1K6 b - - 0 1"},
	} {
		a, err := engine.ParseFEN(pair[0])
		if err != nil {
			t.Fatal(err)
		}
		b, err := engine.ParseFEN(pair[1])
		if err != nil {
			t.Fatal(err)
		}
		in := CtxBoard(a, nil)
		var mirrored []uint16
		for _, i := range in {
			m, ok := CtxMirrorInput(i)
			if !ok {
				t.Fatalf("%s: input %d has no mirror", pair[0], i)
			}
			if back, _ := CtxMirrorInput(m); back != i {
				t.Fatalf("input %d mirrors to %d and back to %d", i, m, back)
			}
			mirrored = append(mirrored, m)
		}
		want := CtxBoard(b, nil)
		slices.Sort(mirrored)
		slices.Sort(want)
		if !slices.Equal(mirrored, want) {
			t.Errorf("%s: mirrored inputs %v, the mirror image's %v", pair[0], mirrored, want)
		}
		// The legal moves mirror onto the mirror image's legal moves.
		us := a.SideToMove()
		var rows, wantRows []uint16
		var la, lb engine.MoveList
		a.GenerateLegal(&la)
		b.GenerateLegal(&lb)
		for _, m := range la.Slice() {
			rows = append(rows, CtxMirrorMove(CtxMove(m, us)))
		}
		for _, m := range lb.Slice() {
			wantRows = append(wantRows, CtxMove(m, us))
		}
		slices.Sort(rows)
		slices.Sort(wantRows)
		if !slices.Equal(rows, wantRows) {
			t.Errorf("%s: mirrored moves %v, the mirror image's %v", pair[0], rows, wantRows)
		}
	}
}

// TestCtxCastlingRightsHaveNoMirror: a position where a side may still
// castle is not mirrored.
func TestCtxCastlingRightsHaveNoMirror(t *testing.T) {
	p, err := engine.ParseFEN(engine.StartFEN)
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for _, i := range CtxBoard(p, nil) {
		if _, ok := CtxMirrorInput(i); !ok {
			found = true
		}
	}
	if !found {
		t.Error("the start position's castling rights were mirrored")
	}
}
