package engine

import (
	"context"
	"strings"
	"testing"

	"chessmaster/tablebase"
)

// In a drawn tablebase position the first drawing move in move order is
// often a trade into bare kings (the rook takes a defended minor piece).
// Full strength searches among the drawing moves instead, so it keeps its
// rook and its chances, still reports the tables' draw, and never leaves
// the draw.
func TestDrawnTablebaseRootKeepsMaterialToPlayOn(t *testing.T) {
	tb := embeddedTables(t)
	for _, fen := range []string{
		"8/8/3K4/2R5/8/8/8/2bk4 w - - 0 1", // Rxc1+ Kxc1 is a draw too
		"8/8/2K5/8/8/1R3bk1/8/8 w - - 0 1", // Rxf3 Kxf3
		"8/8/8/2K5/3R4/8/8/3bk3 w - - 0 1", // Rxd1+ Kxd1
		"8/8/8/6K1/4k3/5nR1/8/8 w - - 0 1", // Rxf3 Kxf3
		"1K6/8/8/5R2/5nk1/8/8/8 w - - 0 1", // Rxf4 Kxf4
	} {
		pos, err := ParseFEN(fen)
		if err != nil {
			t.Fatal(err)
		}
		// The tables' own first choice is the trade: the test is about
		// something the old answer got wrong.
		first, _, err := tb.ProbeRoot(tbPosition(pos))
		if err != nil || first.WDL != tablebase.Draw {
			t.Fatalf("%s: tables say %+v, %v; want a draw", fen, first, err)
		}
		if m, _ := pos.ParseMove(first.UCI); !pos.IsCapture(m) {
			t.Fatalf("%s: the tables' first drawing move %s is no trade any more; pick another position", fen, first.UCI)
		}

		e := tablesEngine(t, tb, fen)
		var infos []Info
		res := e.Search(context.Background(), Limits{Depth: 6}, func(i Info) { infos = append(infos, i) })
		if res.Source != "tablebase" || !strings.Contains(res.Note, "drawing moves") {
			t.Errorf("%s: source %q note %q, want the tables' draw chosen by search", fen, res.Source, res.Note)
		}
		if res.Info.Score != 0 || res.Info.Mate != 0 || len(infos) == 0 {
			t.Errorf("%s: result %+v after %d reports, want a draw (0)", fen, res.Info, len(infos))
		}
		for _, i := range infos {
			if i.Score != 0 || i.Mate != 0 {
				t.Errorf("%s: report %+v, want every line scored as the tables' draw", fen, i)
			}
		}
		m, err := pos.ParseMove(res.BestMove)
		if err != nil {
			t.Fatalf("%s: %v", fen, err)
		}
		if pos.IsCapture(m) {
			t.Errorf("%s: %s gives the rook for the minor piece; another move keeps the draw and the rook", fen, res.BestMove)
		}
		pos.MakeMove(m)
		if wdl, err := tb.ProbeWDL(tbPosition(pos)); err != nil || wdl != tablebase.Draw {
			t.Errorf("%s: %s leaves the opponent WDL %d (%v), want a draw", fen, res.BestMove, wdl, err)
		}
	}
}

// The levels that choose among moves by chance (4-7 use the tables) play
// the tables' move at once in a drawn position, as before: their choice
// among searched moves could leave the draw.
func TestChancyLevelsPlayTheTablesDrawAtOnce(t *testing.T) {
	tb := embeddedTables(t)
	for _, lvl := range []int{4, 7} {
		e := tablesEngine(t, tb, "8/8/3K4/2R5/8/8/8/2bk4 w - - 0 1")
		e.SetLevel(lvl)
		res := e.Search(context.Background(), Limits{}, nil)
		if res.Source != "tablebase" || strings.Contains(res.Note, "drawing moves") {
			t.Errorf("level %d: source %q note %q, want the tables' move played at once", lvl, res.Source, res.Note)
		}
	}
}

// With several lines asked (MultiPV), a drawn root with enough drawing
// moves is searched among them too: the first line keeps the rook, and
// every line is a drawing move reported as the tables' draw. (The lines
// were the tables' first drawing moves, Rxc1+ first.)
func TestDrawnTablebaseRootWithSeveralLines(t *testing.T) {
	tb := embeddedTables(t)
	fen := "8/8/3K4/2R5/8/8/8/2bk4 w - - 0 1"
	e := tablesEngine(t, tb, fen)
	var infos []Info
	res := e.Search(context.Background(), Limits{Depth: 5, MultiPV: 3}, func(i Info) { infos = append(infos, i) })
	pos, _ := ParseFEN(fen)
	m, err := pos.ParseMove(res.BestMove)
	if err != nil || pos.IsCapture(m) {
		t.Fatalf("best move %s (%v): want a move that keeps the rook", res.BestMove, err)
	}
	seen := map[int]bool{}
	for _, i := range infos {
		if i.Score != 0 || i.Mate != 0 || len(i.PV) == 0 {
			t.Fatalf("line %+v: want a drawing line scored 0", i)
		}
		seen[i.MultiPV] = true
		p, _ := ParseFEN(fen)
		mv, err := p.ParseMove(i.PV[0])
		if err != nil {
			t.Fatal(err)
		}
		p.MakeMove(mv)
		if wdl, err := tb.ProbeWDL(tbPosition(p)); err != nil || wdl != tablebase.Draw {
			t.Errorf("line %d: %s does not keep the draw (%d, %v)", i.MultiPV, i.PV[0], wdl, err)
		}
	}
	if !seen[1] || !seen[2] || !seen[3] {
		t.Errorf("lines reported: %v, want 1-3", seen)
	}
}

// tablesEngine is an engine at full strength with the tables tb, set up
// at fen; a 1 MB hash is plenty for these short searches.
func tablesEngine(t *testing.T, tb *tablebase.Tablebases, fen string) *Engine {
	t.Helper()
	e := New()
	e.SetHashSize(1)
	e.SetTablebases(tb)
	if err := e.SetPosition(fen, nil); err != nil {
		t.Fatal(err)
	}
	return e
}
