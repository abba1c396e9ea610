package main

import (
	"path/filepath"
	"testing"

	"chessmaster/engine"
	"chessmaster/human"
)

func TestChunkRoundTrip(t *testing.T) {
	var x human.Extractor
	s := NewSample()
	for i, fen := range []string{engine.StartFEN, "r1bq1rk1/pp2bppp/2n1pn2/2pp4/2PP4/2N1PN2/PP2BPPP/R1BQ1RK1 w - - 0 8"} {
		p, err := engine.ParseFEN(fen)
		if err != nil {
			t.Fatal(err)
		}
		s.Add(1200+100*i, 10+i, i, x.Extract(p))
	}
	path := filepath.Join(t.TempDir(), "chunk.bin")
	if err := s.WriteChunk(path); err != nil {
		t.Fatal(err)
	}
	back := NewSample()
	if err := back.ReadChunk(path, nil); err != nil {
		t.Fatal(err)
	}
	if back.Len() != s.Len() {
		t.Fatalf("%d positions back, wrote %d", back.Len(), s.Len())
	}
	var a, b []human.MoveFeatures
	for i := range s.Len() {
		if back.Rating[i] != s.Rating[i] || back.Ply[i] != s.Ply[i] || back.Chosen[i] != s.Chosen[i] {
			t.Fatalf("position %d: header differs", i)
		}
		a, b = s.Features(i, a), back.Features(i, b)
		if len(a) != len(b) {
			t.Fatalf("position %d: %d moves back, wrote %d", i, len(b), len(a))
		}
		for j := range a {
			if a[j].Move != b[j].Move || a[j].Dense != b[j].Dense || len(a[j].Active) != len(b[j].Active) {
				t.Fatalf("position %d move %d differs: %+v vs %+v", i, j, a[j], b[j])
			}
			for k := range a[j].Active {
				if a[j].Active[k] != b[j].Active[k] {
					t.Fatalf("position %d move %d feature %d differs", i, j, k)
				}
			}
		}
	}
}
