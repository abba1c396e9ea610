package posindex

import (
	"bytes"
	"os"
	"testing"

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
				for _, text := range []string{n.Move, "N" + n.Move[min(1, len(n.Move)):], "Qa1", "Kb8", "Nd2", "Rxe1+", "Bb9"} {
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
