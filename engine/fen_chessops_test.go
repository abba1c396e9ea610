package engine

import (
	"bufio"
	"context"
	"os"
	"slices"
	"strings"
	"testing"
)

// chessopsVerdicts reads testdata/fen/chessops-verdicts.tsv: each FEN
// with whether chessops accepted it.
func chessopsVerdicts(t *testing.T) map[string]bool {
	t.Helper()
	f, err := os.Open("../testdata/fen/chessops-verdicts.tsv")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	out := map[string]bool{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		fen, verdict, ok := strings.Cut(line, "\t")
		if !ok || (verdict != "accepted" && verdict != "refused") {
			t.Fatalf("bad line %q", line)
		}
		out[fen] = verdict == "accepted"
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if len(out) < 1500 {
		t.Fatalf("only %d positions", len(out))
	}
	return out
}

// The validator gives lichess's verdict: testdata/fen/chessops-verdicts.tsv
// holds what lichess's rules library (chessops) says of 1560 random
// positions, among them every kind of position the validator refuses and
// accepted ones in single, double and en-passant check.
func TestValidatorAgreesWithChessops(t *testing.T) {
	for fen, accepted := range chessopsVerdicts(t) {
		if err := ValidateFEN(fen); (err == nil) != accepted {
			t.Errorf("%s: chessops accepted it: %v; ValidateFEN says %v", fen, accepted, err)
		}
	}
}

// The engine plays the accepted positions of that sample, many of them
// with material no game reaches (up to 52 pieces): a short search with
// the network gives a legal move, or none where there is none, and no
// panic.
func TestSearchesChessopsPositions(t *testing.T) {
	net := defaultNet(t)
	e := New()
	e.SetHashSize(4)
	e.SetNNUE(net)
	// Every third accepted position, in a fixed order: the first
	// iteration always completes, and with forty queens on the board it
	// takes a while.
	var fens []string
	for fen, accepted := range chessopsVerdicts(t) {
		if accepted {
			fens = append(fens, fen)
		}
	}
	slices.Sort(fens)
	step := 3
	if testing.Short() || raceEnabled {
		step = 12
	}
	for i := 0; i < len(fens); i += step {
		fen := fens[i]
		if err := e.SetPosition(fen, nil); err != nil {
			t.Fatalf("%s: %v", fen, err)
		}
		p := mustFEN(t, fen)
		r := e.Search(context.Background(), Limits{Nodes: 500}, nil)
		if !p.HasLegalMove() {
			if r.BestMove != "" {
				t.Errorf("%s: move %q without a legal move", fen, r.BestMove)
			}
			continue
		}
		if _, err := p.ParseMove(r.BestMove); err != nil {
			t.Errorf("%s: bestmove %q: %v", fen, r.BestMove, err)
		}
	}
}
