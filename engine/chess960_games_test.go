package engine

import (
	"bytes"
	"os"
	"slices"
	"testing"

	"chessmaster/internal/rules960"
	"chessmaster/pgn"
)

// TestLichessChess960Games replays the 370 real Chess960 games of
// testdata/pgn/lichess-chess960.pgn (lichess bullet games, June 2021)
// with the engine and with the separate rules of internal/rules960:
// every move is legal in both, both read it as the same move (castling
// included), and at every position both list the same legal moves.
func TestLichessChess960Games(t *testing.T) {
	data, err := os.ReadFile("../testdata/pgn/lichess-chess960.pgn")
	if err != nil {
		t.Fatal(err)
	}
	games, err := pgn.Read(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	if len(games) != 370 {
		t.Fatalf("%d games, want 370", len(games))
	}
	plies, castles := 0, 0
	for gi, g := range games {
		if g.Tag("Variant") != "Chess960" {
			t.Fatalf("game %d: Variant %q", gi+1, g.Tag("Variant"))
		}
		fen := g.StartFEN()
		pos, err := ParseFENVariant(fen, true)
		if err != nil {
			t.Fatalf("game %d: %v", gi+1, err)
		}
		ref, err := rules960.Parse(fen)
		if err != nil {
			t.Fatalf("game %d: %v", gi+1, err)
		}
		for _, n := range g.MainLine() {
			if pos.FEN() != ref.FEN() {
				t.Fatalf("game %d before %s: engine FEN %s, reference %s", gi+1, n.Move, pos.FEN(), ref.FEN())
			}
			if got, want := legalUCI(pos), ref.LegalUCI(); !slices.Equal(got, want) {
				t.Fatalf("game %d before %s (%s): engine moves %v, reference %v", gi+1, n.Move, pos.FEN(), got, want)
			}
			m, err := pos.ParseSAN(n.Move)
			if err != nil {
				t.Fatalf("game %d: engine refuses %s in %s: %v", gi+1, n.Move, pos.FEN(), err)
			}
			rm, err := ref.FindSAN(n.Move)
			if err != nil {
				t.Fatalf("game %d: reference refuses %s in %s: %v", gi+1, n.Move, pos.FEN(), err)
			}
			if m.String() != rm.UCI() {
				t.Fatalf("game %d: %s is %s for the engine, %s for the reference", gi+1, n.Move, m, rm.UCI())
			}
			if m.IsCastling() {
				castles++
			}
			pos.MakeMove(m)
			ref = ref.Play(rm)
			plies++
		}
	}
	t.Logf("%d games, %d plies, %d castlings", len(games), plies, castles)
	if castles < 300 {
		t.Fatalf("only %d castlings", castles)
	}
}
