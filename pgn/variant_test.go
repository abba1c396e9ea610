package pgn

import (
	"os"
	"strings"
	"testing"

	"chessmaster/internal/rules960"
)

// TestChess960RoundTrip: Chess960 games written by Write keep Variant,
// SetUp and FEN (also for start position 518) and every move; read back,
// they replay move by move under the Chess960 rules (internal/rules960),
// castling included.
func TestChess960RoundTrip(t *testing.T) {
	data, err := os.ReadFile("../testdata/pgn/lichess-chess960.pgn")
	if err != nil {
		t.Fatal(err)
	}
	games, err := Read(strings.NewReader(string(data)))
	if err != nil {
		t.Fatal(err)
	}
	// Start position 518 is the standard one; its FEN is still written.
	fen518, _ := rules960.StartFEN(518)
	g518 := NewGame()
	g518.SetChess960Start(fen518)
	n := g518.Root.AddChild("e4")
	n.AddChild("e5")
	games = append(games[:40], g518)

	castles := 0
	for i, g := range games {
		if !g.Chess960() {
			t.Fatalf("game %d: not Chess960", i)
		}
		text := Write(g)
		for _, tag := range []string{`[Variant "Chess960"]`, `[SetUp "1"]`, `[FEN "` + g.StartFEN() + `"]`} {
			if !strings.Contains(text, tag) {
				t.Fatalf("game %d: %s not written:\n%s", i, tag, text)
			}
		}
		back, err := Read(strings.NewReader(text))
		if err != nil || len(back) != 1 {
			t.Fatalf("game %d: read back %d games, %v", i, len(back), err)
		}
		b := back[0]
		if !b.Chess960() || b.StartFEN() != g.StartFEN() {
			t.Fatalf("game %d: read back as Variant %q FEN %q", i, b.Tag("Variant"), b.StartFEN())
		}
		orig, got := g.MainLine(), b.MainLine()
		if len(orig) != len(got) {
			t.Fatalf("game %d: %d moves read back, want %d", i, len(got), len(orig))
		}
		board, err := rules960.Parse(b.StartFEN())
		if err != nil {
			t.Fatal(err)
		}
		for k := range got {
			if got[k].Move != orig[k].Move {
				t.Fatalf("game %d move %d: %s read back as %s", i, k+1, orig[k].Move, got[k].Move)
			}
			m, err := board.FindSAN(got[k].Move)
			if err != nil {
				t.Fatalf("game %d move %d: %v", i, k+1, err)
			}
			if m.Castle != 0 {
				castles++
			}
			board = board.Play(m)
		}
	}
	if castles < 30 {
		t.Fatalf("only %d castlings in the round trips", castles)
	}
}

func TestIsChess960Variant(t *testing.T) {
	for v, want := range map[string]bool{"Chess960": true, "chess 960": true, "Fischerandom": true,
		"Fischer Random": true, "960": true, "Standard": false, "": false, "Crazyhouse": false} {
		if got := IsChess960Variant(v); got != want {
			t.Errorf("IsChess960Variant(%q) = %v", v, got)
		}
	}
}
