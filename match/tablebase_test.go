package match

import (
	"bufio"
	"chessmaster/master"
	"context"
	"os"
	"strconv"
	"strings"
	"testing"

	"chessmaster/tablebase"
)

// The repository's Syzygy test positions carry the published WDL of each
// position (from the side to move); adjudication must agree with all of
// those the embedded tables cover.
func TestTablebaseVerdictMatchesPublishedWDL(t *testing.T) {
	tb, err := tablebase.Default()
	if err != nil {
		t.Fatal(err)
	}
	f, err := os.Open("../testdata/epd/syzygy-endgames.epd")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	checked := 0
	for sc.Scan() {
		line := sc.Text()
		fields := strings.Fields(line)
		i := strings.Index(line, "wdl ")
		if len(fields) < 4 || i < 0 {
			continue
		}
		wdl, err := strconv.Atoi(strings.TrimRight(strings.Fields(line[i+4:])[0], ";"))
		if err != nil {
			continue
		}
		fen := strings.Join(fields[:4], " ") + " 0 1"
		if fenPieceCount(fields[0]) > tb.MaxPieces() {
			continue
		}
		o, ok := tablebaseVerdict(tb, fen)
		if !ok {
			continue // mate/stalemate or unsupported: not adjudicated
		}
		mover := master.White
		if fields[1] == "b" {
			mover = master.Black
		}
		want := master.ResultDraw
		switch wdl {
		case 2:
			want = master.Win(mover, "").Result
		case -2:
			want = master.Win(mover.Other(), "").Result
		}
		if o.Result != want || o.Method != MethodAdjudication {
			t.Errorf("%s (wdl %d): adjudicated %s", fen, wdl, o.Result)
		}
		checked++
	}
	if checked < 50 {
		t.Errorf("only %d positions checked", checked)
	}
	// A win out of reach of the 50-move rule is a draw.
	if o, ok := tablebaseVerdict(tb, "8/8/1k6/3K4/1b5r/8/8/8 w - - 0 1"); !ok || o.Result != master.ResultBlackWins {
		t.Errorf("KBR vs K, clock 0: %+v", o)
	}
	if o, ok := tablebaseVerdict(tb, "8/8/1k6/3K4/1b5r/8/8/8 w - - 95 80"); !ok || o.Result != master.ResultDraw {
		t.Errorf("KBR vs K, clock 95: %+v", o)
	}
	// Castling rights or too many pieces: no verdict.
	if _, ok := tablebaseVerdict(tb, "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1"); ok {
		t.Error("adjudicated with castling rights")
	}
	if _, ok := tablebaseVerdict(tb, master.StandardFEN); ok {
		t.Error("adjudicated the initial position")
	}
}

func TestRunMatchTablebaseAdjudication(t *testing.T) {
	// Two random movers from K+R vs K: the tables call it for the side
	// with the rook at once.
	s := matchRandomPair()
	res, err := Run(context.Background(), Config{
		Settings:       s,
		Games:          2,
		StartPositions: []StartPosition{{Name: "KR vs K", StartFEN: "4k3/8/8/8/8/8/8/R3K3 w - - 0 1"}},
		Adjudication:   Adjudication{Tablebase: true},
	}, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, g := range res.Games {
		if g.Outcome.Method != MethodAdjudication || g.Outcome.Winner != master.White || g.Plies != 1 {
			t.Errorf("game %d: %+v after %d plies", g.Number, g.Outcome, g.Plies)
		}
	}
	if res.Wins != 1 || res.Losses != 1 {
		t.Errorf("W-L-D %d-%d-%d, want 1-1-0 (each side has the rook once)", res.Wins, res.Losses, res.Draws)
	}
}
