package master

import (
	"chessmaster/master/referee"
	"strings"
	"testing"
)

// FuzzParseFEN: any text either fails with an error or gives a position
// whose normalised FEN parses back to itself, with legal moves computable.
func FuzzParseFEN(f *testing.F) {
	for _, s := range []string{StandardFEN, "4k3/8/8/8/8/8/4P3/4K3 b - e3 3 41", "8/8/8/8/8/8/8/8 w - - 0 1",
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -", "K7/8/8/8/8/8/8/7k w KQkq a6 0 1", "9/8/8/8/8/8/8/8 w - - 0 1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, fen string) {
		pos, norm, err := referee.ParseFEN(fen)
		if err != nil {
			return
		}
		_ = pos.ValidMoves()
		_, again, err := referee.ParseFEN(norm)
		if err != nil || again != norm {
			t.Fatalf("%q normalised to %q, which gives %q, %v", fen, norm, again, err)
		}
	})
}

// FuzzFindMove: any move text in a few positions is either refused with
// an error or is one of the legal moves.
func FuzzFindMove(f *testing.F) {
	for _, s := range []string{"e4", "e2e4", "Nf3", "O-O", "0-0-0", "exd8=Q+", "e7e8q", "bxc3", "Kxe2", "R1a3", "h8=N#", "--", "e1h1", "nf3"} {
		f.Add(s)
	}
	fens := []string{StandardFEN, "r3k2r/pPpp1ppp/8/3Pp3/8/8/PPP2PPP/R3K2R w KQkq e6 0 10", "4k3/8/8/8/8/8/K7/R6R w - - 0 1"}
	f.Fuzz(func(t *testing.T, move string) {
		for _, fen := range fens {
			r, err := newRecord(fen)
			if err != nil {
				t.Fatal(err)
			}
			m, err := r.findMove(move)
			if err != nil {
				if strings.TrimSpace(err.Error()) == "" {
					t.Fatal("empty error")
				}
				continue
			}
			ok := false
			for _, l := range r.legal() {
				if l == m {
					ok = true
				}
			}
			if !ok {
				t.Fatalf("%q in %s gave a move that is not legal", move, fen)
			}
		}
	})
}
