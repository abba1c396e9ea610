package posindex

import (
	"bytes"
	"os"
	"testing"

	"chessmaster/engine"

	"chessmaster/pgn"
)

// TestCheckerFastPathAgrees: the checker's piece-move shortcut finds the
// same moves, and the same errors, as reading each move against every
// legal move, on every game of the test files (variations included)
// and on texts that are wrong in each way the SAN reader names.
func TestCheckerFastPathAgrees(t *testing.T) {
	full := newReplayer() // ranks moves: always the full list
	fast := NewChecker().r
	for _, path := range referenceFiles {
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		games, err := pgn.Read(bytes.NewReader(data))
		if err != nil {
			continue
		}
		for gi, g := range games {
			p, err := full.startPosition(g)
			if err != nil {
				continue
			}
			for _, n := range g.MainLine() {
				for _, text := range []string{n.Move, "N" + n.Move[min(1, len(n.Move)):], "Qa1", "Kb8", "Nd2", "Rxe1+", "Bb9",
					"a3", "h6", "e4", "d5", "cxd4", "exd6", "gxf3", "a8=Q", "h1=N", "e8", "fxg1=R+", "e5e6", "Pe4", "d4xe5", "g1f3", "b8c6", "e1g1", "e1h1", "e8g8", "a7a8q", "f1-b5"} {
					m1, _, e1 := full.resolve(p, text)
					m2, _, e2 := fast.resolve(p, text)
					if m1 != m2 || (e1 == nil) != (e2 == nil) || e1 != nil && e1.Error() != e2.Error() {
						t.Fatalf("%s game %d %s: %q: full %v %v, fast %v %v", path, gi+1, p.FEN(), text, m1, e1, m2, e2)
					}
				}
				m, _, err := full.resolve(p, n.Move)
				if err != nil {
					break
				}
				p.MakeMove(m)
			}
		}
	}
}

// TestCheckerFastPathEnPassantAndPins: en passant (legal, and illegal
// because it uncovers the king), pinned pieces and promotions.
func TestCheckerFastPathEnPassantAndPins(t *testing.T) {
	full := newReplayer()
	fast := NewChecker().r
	for _, fen := range []string{
		"4k3/8/8/2pP4/8/8/8/4K3 w - c6 0 1",
		"4k3/8/8/K1Pp3r/8/8/8/8 w - d6 0 1",
		"4k3/8/8/8/3pP3/8/K7/7q b - e3 0 1",
		"r3k3/1P6/8/8/8/8/6p1/4K2R w K - 0 1",
		"r3k3/1P6/8/8/8/8/6p1/4K2R b q - 0 1",
		"4k3/8/8/1b6/8/3N4/8/5K2 w - - 0 1",
		"4k3/4r3/8/8/8/8/4N3/4K1N1 w - - 0 1",
	} {
		p, err := engine.ParseFEN(fen)
		if err != nil {
			t.Fatal(err)
		}
		for _, text := range []string{"cxd6", "dxc6", "d6", "c6", "exd3", "dxe3", "d3", "e3", "bxa8=Q", "b8=N", "bxa8", "g1=Q", "gxh1=Q+",
			"Nc5", "Nf4", "Ne3", "Nf3", "Ng1f3", "Nef3", "Nd4", "Kd2", "Ke2", "O-O", "O-O-O", "e1g1", "e1h1", "b7a8q", "b7b8N", "d3c5", "e2-f4"} {
			m1, _, e1 := full.resolve(p, text)
			m2, _, e2 := fast.resolve(p, text)
			if m1 != m2 || (e1 == nil) != (e2 == nil) || e1 != nil && e1.Error() != e2.Error() {
				t.Errorf("%s %q: full %v %v, fast %v %v", fen, text, m1, e1, m2, e2)
			}
		}
	}
}
