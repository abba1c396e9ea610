package main

import (
	"path/filepath"
	"slices"
	"testing"

	"chessmaster/engine"
	"chessmaster/human"
)

// TestAddMirrorsAddsTheMirrorImage: a position without castling rights
// gets its mirror image (the mirrored board's own inputs and moves, the
// same chosen move, rating and base scores); one with castling rights
// gets none.
func TestAddMirrorsAddsTheMirrorImage(t *testing.T) {
	fens := []string{
		"r4rk1/pp3ppp/2n1bn2/2bpp3/4P3/2NP1N2/PPP1BPPP/R1B2RK1 w - - 0 10",
		engine.StartFEN,
	}
	mirror := "1kr4r/ppp3pp/2nb1n2/3ppb2/3P4/2N1PN2/PPPB1PPP/1KR2B1R w - - 0 10"
	path := filepath.Join(t.TempDir(), "chunk.bin")
	w, err := newChunkWriter(path)
	if err != nil {
		t.Fatal(err)
	}
	for i, fen := range fens {
		p, err := engine.ParseFEN(fen)
		if err != nil {
			t.Fatal(err)
		}
		var legal engine.MoveList
		p.GenerateLegal(&legal)
		var rows []uint16
		var base []float32
		for j, m := range legal.Slice() {
			rows = append(rows, human.CtxMove(m, p.SideToMove()))
			base = append(base, float32(j))
		}
		if err := w.add(1300+200*i, 20, 3, human.CtxBoard(p, nil), rows, base); err != nil {
			t.Fatal(err)
		}
	}
	if err := w.close(); err != nil {
		t.Fatal(err)
	}
	d := newDataset()
	if err := d.readChunk(path); err != nil {
		t.Fatal(err)
	}
	if n := d.addMirrors(); n != 1 || d.Len() != 3 {
		t.Fatalf("added %d mirror images (%d positions), want 1 (3)", n, d.Len())
	}
	if d.Rating[2] != d.Rating[0] || d.Chosen[2] != d.Chosen[0] {
		t.Errorf("the mirror image has rating %d and choice %d, the original %d and %d", d.Rating[2], d.Chosen[2], d.Rating[0], d.Chosen[0])
	}
	if !slices.Equal(d.Base[d.MvOff[2]:d.MvOff[3]], d.Base[d.MvOff[0]:d.MvOff[1]]) {
		t.Error("the mirror image's base scores differ from the original's")
	}
	q, err := engine.ParseFEN(mirror)
	if err != nil {
		t.Fatal(err)
	}
	got := slices.Clone(d.Inputs[d.InOff[2]:d.InOff[3]])
	want := human.CtxBoard(q, nil)
	slices.Sort(got)
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Errorf("mirror image's inputs %v, the mirrored board's %v", got, want)
	}
	// The chosen move's row is the mirror of the original's chosen row.
	c := int(d.Chosen[0])
	if d.Rows[int(d.MvOff[2])+c] != human.CtxMirrorMove(d.Rows[int(d.MvOff[0])+c]) {
		t.Error("the chosen move was not mirrored with the board")
	}
}
