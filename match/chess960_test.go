package match

import (
	"bytes"
	"context"
	"strings"
	"testing"
	"time"

	"chessmaster/internal/rules960"
	"chessmaster/master"
	"chessmaster/master/mastertest"
	"chessmaster/pgn"
)

func TestParseChess960Positions(t *testing.T) {
	got, err := ParseChess960Positions("0, 518,957-959")
	if err != nil || len(got) != 5 || got[0] != 0 || got[1] != 518 || got[4] != 959 {
		t.Errorf("ParseChess960Positions = %v, %v", got, err)
	}
	for _, bad := range []string{"960", "-1", "5-3", "x", ""} {
		if _, err := ParseChess960Positions(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}

// TestChess960MatchStockfish: "match -variant chess960 -positions
// 0,518,959" between the built-in engine and Stockfish (UCI_Chess960).
// Each position is played with both colours, and every game of the PGN
// the match writes is replayed move by move by internal/rules960, which
// shares no code with the engine or the controller's standard referee.
func TestChess960MatchStockfish(t *testing.T) {
	mastertest.NeedStockfish(t)
	if testing.Short() {
		t.Skip("a match takes a while")
	}
	ops, err := Chess960StartPositions([]int{0, 518, 959})
	if err != nil {
		t.Fatal(err)
	}
	s := master.Settings{
		White:    master.PlayerConfig{Kind: master.Computer, MoveTime: 10 * time.Millisecond, Seed: 3},
		Black:    master.PlayerConfig{Kind: master.UCIEngine, EnginePath: mastertest.StockfishPath, MoveTime: 10 * time.Millisecond},
		Chess960: true,
	}
	var out, progress bytes.Buffer
	adj := DefaultAdjudication()
	res, err := Run(context.Background(), Config{Settings: s, Games: 6, StartPositions: ops, PGN: &out, Adjudication: adj}, &progress)
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Games) != 6 {
		t.Fatalf("%d games", len(res.Games))
	}
	for _, g := range res.Games {
		if g.Err != nil {
			t.Errorf("game %d: %v", g.Number, g.Err)
		}
	}
	games, err := pgn.Read(strings.NewReader(out.String()))
	if err != nil || len(games) != 6 {
		t.Fatalf("PGN: %d games, %v", len(games), err)
	}
	plies, castles := 0, 0
	starts := map[string]int{}
	for i, g := range games {
		if !g.Chess960() || g.Tag("SetUp") != "1" {
			t.Fatalf("game %d: Variant %q SetUp %q", i+1, g.Tag("Variant"), g.Tag("SetUp"))
		}
		starts[g.StartFEN()]++
		b, err := rules960.Parse(g.StartFEN())
		if err != nil {
			t.Fatal(err)
		}
		for _, n := range g.MainLine() {
			m, err := b.FindSAN(n.Move)
			if err != nil {
				t.Fatalf("game %d ply %d: %v", i+1, plies, err)
			}
			if m.Castle != 0 {
				castles++
			}
			b = b.Play(m)
			plies++
		}
	}
	for _, n := range []int{0, 518, 959} {
		fen, _ := rules960.StartFEN(n)
		if starts[fen] != 2 {
			t.Errorf("position %d played %d times, want 2 (both colours)", n, starts[fen])
		}
	}
	t.Logf("%d plies, %d castlings; %s", plies, castles, res.Summary())
}
