package engine

import (
	"bufio"
	"os"
	"strings"
	"testing"
)

// The validator gives lichess's verdict: testdata/fen/chessops-verdicts.tsv
// holds what lichess's rules library (chessops) says of 1560 random
// positions, among them every kind of position the validator refuses and
// accepted ones in single, double and en-passant check.
func TestValidatorAgreesWithChessops(t *testing.T) {
	f, err := os.Open("../testdata/fen/chessops-verdicts.tsv")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	n := 0
	for sc.Scan() {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		fen, verdict, ok := strings.Cut(line, "\t")
		if !ok || (verdict != "accepted" && verdict != "refused") {
			t.Fatalf("bad line %q", line)
		}
		n++
		err := ValidateFEN(fen)
		if (err == nil) != (verdict == "accepted") {
			t.Errorf("%s: chessops %s it, ValidateFEN says %v", fen, verdict, err)
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if n < 1500 {
		t.Fatalf("only %d positions", n)
	}
}
