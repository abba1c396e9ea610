package uciproc

import (
	"os"
	"testing"
)

func TestParseScore(t *testing.T) {
	for _, tc := range []struct {
		line       string
		cp, mate   int
		isMate, ok bool
	}{
		{"info depth 9 seldepth 12 multipv 1 score cp 35 nodes 3000 nps 1 pv e2e4", 35, 0, false, true},
		{"info depth 9 score cp -120 lowerbound nodes 10", -120, 0, false, true},
		{"info depth 20 score mate -3 pv a1a2", 0, -3, true, true},
		{"info depth 0 score mate 0", 0, 0, true, true},
		{"info string NNUE evaluation using nn.nnue", 0, 0, false, false},
		{"info depth 3 score", 0, 0, false, false},
		{"bestmove e2e4", 0, 0, false, false},
	} {
		cp, mate, isMate, ok := ParseScore(tc.line)
		if cp != tc.cp || mate != tc.mate || isMate != tc.isMate || ok != tc.ok {
			t.Errorf("%q: got %d %d %v %v", tc.line, cp, mate, isMate, ok)
		}
	}
}

// With Stockfish installed: a search reports a score and a move, a mate
// in one is read as a mate, and Close leaves no process behind.
func TestStockfish(t *testing.T) {
	const path = "/usr/games/stockfish"
	if _, err := os.Stat(path); err != nil {
		t.Skip("no Stockfish")
	}
	e, err := Start(path, "Threads=1", "Hash=2")
	if err != nil {
		t.Fatal(err)
	}
	r, err := e.Search("position startpos moves e2e4", "go nodes 2000")
	if err != nil || !r.Scored || r.IsMate || len(r.BestMove) < 4 {
		t.Fatalf("startpos: %+v, %v", r, err)
	}
	r, err = e.Search("position fen 6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", "go depth 5")
	if err != nil || !r.IsMate || r.Mate != 1 || r.BestMove != "a1a8" {
		t.Fatalf("mate in one: %+v, %v", r, err)
	}
	if err := e.SetOptions("NoSuchOption"); err == nil {
		t.Error("an option without a value was accepted")
	}
	e.Close()
	if e.cmd.ProcessState == nil {
		t.Error("the process was not waited for")
	}
}
