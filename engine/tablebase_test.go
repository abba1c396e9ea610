package engine

import (
	"bufio"
	"context"
	"os"
	"strconv"
	"strings"
	"testing"

	"chessmaster/tablebase"
)

// embeddedTables is the 3-4-piece set shipped in the program.
func embeddedTables(t testing.TB) *tablebase.Tablebases {
	t.Helper()
	tb, err := tablebase.Default()
	if err != nil {
		t.Fatalf("embedded tablebases: %v", err)
	}
	return tb
}

// tbEPD is one line of testdata/epd/syzygy-endgames.epd: a position with
// its true WDL and DTZ (values from python-chess's prober on the real
// Syzygy files).
type tbEPD struct {
	fen      string
	wdl, dtz int
}

func readTBEPD(t *testing.T) []tbEPD {
	t.Helper()
	f, err := os.Open("../testdata/epd/syzygy-endgames.epd")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []tbEPD
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		fields := strings.Fields(sc.Text())
		if len(fields) < 4 {
			continue
		}
		e := tbEPD{fen: strings.Join(fields[:4], " ") + " 0 1"}
		ops := strings.Split(strings.Join(fields[4:], " "), ";")
		for _, op := range ops {
			kv := strings.Fields(op)
			if len(kv) != 2 {
				continue
			}
			n, err := strconv.Atoi(kv[1])
			if err != nil {
				t.Fatalf("bad EPD operand %q", op)
			}
			switch kv[0] {
			case "wdl":
				e.wdl = n
			case "dtz":
				e.dtz = n
			}
		}
		out = append(out, e)
	}
	if len(out) < 100 {
		t.Fatalf("only %d EPD positions read", len(out))
	}
	return out
}

// The adapter must describe the same position the prober would read from
// the FEN: the WDL of every reference position comes out right.
func TestTBPositionProbesLikeFEN(t *testing.T) {
	tb := embeddedTables(t)
	for _, e := range readTBEPD(t) {
		pos, err := ParseFEN(e.fen)
		if err != nil {
			t.Fatal(err)
		}
		got, err := tb.ProbeWDL(tbPosition(pos))
		if err != nil {
			t.Fatalf("%s: %v", e.fen, err)
		}
		if got != e.wdl {
			t.Errorf("%s: WDL %d, want %d", e.fen, got, e.wdl)
		}
	}
}

// With the position in the tables Search answers from them at once (in a
// drawn one, by a search among the drawing moves), and the move keeps the
// position's value: after it the opponent's WDL is the
// negation of ours.
func TestSearchPlaysTablebaseMove(t *testing.T) {
	tb := embeddedTables(t)
	e := New()
	e.SetHashSize(1)
	e.SetTablebases(tb)
	n := 0
	for _, ep := range readTBEPD(t) {
		if err := e.SetPosition(ep.fen, nil); err != nil {
			t.Fatal(err)
		}
		pos := e.Position()
		if !pos.HasLegalMove() {
			continue
		}
		var infos []Info
		res := e.Search(context.Background(), Limits{Depth: 3}, func(i Info) { infos = append(infos, i) })
		if res.Source != "tablebase" {
			t.Fatalf("%s: source %q, want tablebase", ep.fen, res.Source)
		}
		switch {
		case strings.Contains(res.Note, "drawing moves"):
			// A drawn root with several drawing moves: searched among
			// them (TestDrawnTablebaseRootKeepsMaterialToPlayOn), every
			// report the tables' draw.
			if ep.wdl != tablebase.Draw || len(infos) == 0 || res.Info.Score != 0 {
				t.Errorf("%s (wdl %d): info %+v note %q: want a draw searched among the drawing moves", ep.fen, ep.wdl, infos, res.Note)
			}
		case len(infos) != 1 || infos[0].TBHits == 0 || !strings.Contains(res.Note, "dtz"):
			t.Errorf("%s: info %+v note %q: want one report with tbhits and the DTZ", ep.fen, infos, res.Note)
		}
		m, err := pos.ParseMove(res.BestMove)
		if err != nil {
			t.Fatalf("%s: %v", ep.fen, err)
		}
		pos.MakeMove(m)
		after := tablebase.Draw
		if pos.HasLegalMove() {
			after, err = tb.ProbeWDL(tbPosition(pos))
			if err != nil {
				t.Fatalf("%s after %s: %v", ep.fen, res.BestMove, err)
			}
		} else if pos.InCheck() {
			after = tablebase.Loss
		}
		if after != -ep.wdl {
			t.Errorf("%s: %s leaves the opponent WDL %d, want %d", ep.fen, res.BestMove, after, -ep.wdl)
		}
		n++
	}
	if n < 100 {
		t.Fatalf("only %d positions checked", n)
	}
}

// Positions with more pieces than the tables are searched, and a capture
// that lands in a 4-piece table is scored from it. Here both captures of
// the knight win a piece, but Bxg4 leaves a rook pawn with the bishop of
// the wrong colour (a draw with the black king near h8) while hxg4 makes
// it a g-pawn and wins.
func TestSearchUsesTablesAfterCapture(t *testing.T) {
	const fen = "8/6k1/8/8/6n1/7P/4B3/K7 w - - 0 1"
	tb := embeddedTables(t)
	// Check the premise against the tables themselves.
	for move, want := range map[string]int{"e2g4": tablebase.Draw, "h3g4": tablebase.Loss} {
		pos, _ := ParseFEN(fen)
		m, err := pos.ParseMove(move)
		if err != nil {
			t.Fatal(err)
		}
		pos.MakeMove(m)
		if got, err := tb.ProbeWDL(tbPosition(pos)); err != nil || got != want {
			t.Fatalf("premise: after %s black's WDL is %d (%v), want %d", move, got, err, want)
		}
	}
	e := New()
	e.SetHashSize(8)
	e.SetTablebases(tb)
	if err := e.SetPosition(fen, nil); err != nil {
		t.Fatal(err)
	}
	res := e.Search(context.Background(), Limits{Depth: 8}, nil)
	if res.Source != "search" {
		t.Fatalf("source %q: a 5-piece position must be searched", res.Source)
	}
	if res.BestMove != "h3g4" {
		t.Errorf("best move %s (score %d), want the winning capture h3g4", res.BestMove, res.Info.Score)
	}
	if res.Info.TBHits == 0 {
		t.Errorf("tbhits 0: the search did not probe the tables")
	}
	if res.Info.Score <= tbBound || isMateScore(res.Info.Score) {
		t.Errorf("score %d: want a tablebase win (above %d, below mate)", res.Info.Score, tbBound)
	}
}

// Without tables nothing is probed.
func TestSearchWithoutTablesHasNoTBHits(t *testing.T) {
	e := New()
	e.SetHashSize(1)
	if err := e.SetPosition("8/6k1/8/8/6n1/7P/4B3/K7 w - - 0 1", nil); err != nil {
		t.Fatal(err)
	}
	res := e.Search(context.Background(), Limits{Depth: 6}, nil)
	if res.Info.TBHits != 0 || res.Source != "search" {
		t.Errorf("source %q tbhits %d without tables", res.Source, res.Info.TBHits)
	}
}

// Tablebase scores survive the hash table's ply adjustment and stay
// below the mate range.
func TestTBScoresThroughTT(t *testing.T) {
	for ply := 0; ply < maxPly; ply++ {
		for _, s := range []int{tbValueScore(tablebase.Win, ply), tbValueScore(tablebase.Loss, ply)} {
			if !isTBScore(s) || isMateScore(s) {
				t.Fatalf("ply %d: score %d is not a tablebase score", ply, s)
			}
			for probePly := 0; probePly < maxPly; probePly++ {
				back := scoreFromTT(scoreToTT(s, ply), probePly)
				if back-s != map[bool]int{true: ply - probePly, false: probePly - ply}[s > 0] {
					t.Fatalf("score %d stored at ply %d reads %d at ply %d", s, ply, back, probePly)
				}
			}
		}
	}
	if isTBScore(tbValueScore(tablebase.CursedWin, 3)) || isTBScore(scoreDraw) {
		t.Error("cursed win or draw counted as a tablebase win")
	}
}

// Engine against engine, both with the tables, from positions whose
// outcome the tables know: wins end in mate by the winning side, draws
// stay draws.
func TestTablebasePlayouts(t *testing.T) {
	games := []struct {
		name, fen string
		want      string // "1-0", "0-1" or "1/2-1/2"
	}{
		{"KQ vs KR, win", "8/8/8/3k4/8/8/3r4/KQ6 w - - 0 1", "1-0"},
		{"KBN vs K, win", "8/8/8/4k3/8/8/8/KBN5 w - - 0 1", "1-0"},
		{"KR vs KP, win", "8/8/8/8/8/1k6/5p2/KR6 b - - 0 1", "1-0"},
		{"KP vs KR, draw", "2K5/8/2P5/8/4k3/8/3r4/8 w - - 0 1", "1/2-1/2"},
		{"KP vs KP, draw", "4k3/8/8/8/8/8/P2Kp3/8 b - - 0 1", "1/2-1/2"},
		{"KR vs KR, draw", "8/8/R2k4/8/8/K7/8/4r3 b - - 0 1", "1/2-1/2"},
		{"KP vs KP, as the tables say", "8/8/8/8/8/1k6/p5P1/7K w - - 0 1", ""},
		{"KRP vs KR through a skewer", "3r4/8/8/3k4/8/8/6P1/R6K w - - 0 1", "1-0"},
	}
	tb := embeddedTables(t)
	for _, g := range games {
		t.Run(g.name, func(t *testing.T) {
			pos, err := ParseFEN(g.fen)
			if err != nil {
				t.Fatal(err)
			}
			want := g.want
			if want == "" || pos.Occupied().Count() <= tb.MaxPieces() {
				wdl, err := tb.ProbeWDL(tbPosition(pos))
				if err != nil {
					t.Fatal(err)
				}
				want = tbOutcome(wdl, pos.SideToMove())
				if g.want != "" && g.want != want {
					t.Fatalf("premise: the tables say %s, the test says %s", want, g.want)
				}
			}
			got, moves := playOut(t, g.fen, tb)
			if got != want {
				t.Errorf("result %s, the tables predict %s; moves %s", got, want, strings.Join(moves, " "))
			}
		})
	}
}

// tbOutcome turns a WDL for side into a game result under the 50-move
// rule (cursed wins and blessed losses are draws).
func tbOutcome(wdl int, side Color) string {
	switch {
	case wdl == tablebase.Win && side == White, wdl == tablebase.Loss && side == Black:
		return "1-0"
	case wdl == tablebase.Win, wdl == tablebase.Loss:
		return "0-1"
	}
	return "1/2-1/2"
}

// playOut plays fen to the end with one engine per side, each using the
// tables (at the root and in its search), and returns the result.
func playOut(t *testing.T, fen string, tb *tablebase.Tablebases) (string, []string) {
	t.Helper()
	var players [2]*Engine
	for i := range players {
		players[i] = New()
		players[i].SetHashSize(4)
		players[i].SetTablebases(tb)
	}
	var moves []string
	for ply := 0; ply < 400; ply++ {
		e := players[ply%2]
		if err := e.SetPosition(fen, moves); err != nil {
			t.Fatal(err)
		}
		pos := e.Position()
		switch {
		case pos.IsCheckmate():
			if pos.SideToMove() == White {
				return "0-1", moves
			}
			return "1-0", moves
		case pos.IsStalemate(), pos.IsInsufficientMaterial(), pos.IsFiftyMoveDraw(), pos.RepetitionCount() >= 2:
			return "1/2-1/2", moves
		}
		// A node budget rather than a move time: the same moves on any
		// machine, however busy (a time limit gives a shallower search,
		// and maybe another game, when the test waits for a core).
		res := e.Search(context.Background(), Limits{Nodes: 20000}, nil)
		if res.BestMove == "" {
			t.Fatalf("no move in %s", pos.FEN())
		}
		moves = append(moves, res.BestMove)
	}
	return "unfinished", moves
}
