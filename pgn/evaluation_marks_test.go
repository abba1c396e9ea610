package pgn

import (
	"strings"
	"testing"
)

// Evaluation marks written as text, glued to the move or alone
// ("Bc4+-", "Bb5!±", "Nf3 +-"), are read as their standard NAGs, in the
// order written; a check mark stays with its move.
func TestEvaluationMarksBecomeNAGs(t *testing.T) {
	text := "[Event \"x\"]\n[Result \"*\"]\n\n1. e4 +- e5 2. Nf3+/- Nc6 $1 3. Bb5!± a6 4. Ba4?!-/+ = 5. Qe2 ∞ d6 6. Qb5+-+ *\n"
	games, err := Read(strings.NewReader(text))
	if err != nil || len(games) != 1 {
		t.Fatalf("%d games, %v", len(games), err)
	}
	got := treeText(games[0].Root)
	want := "{}[]e4$18{} []e5{} []Nf3$16{} []Nc6$1{} []Bb5$1,$16{} []a6{} []Ba4$6,$17,$10{} []Qe2$13{} []d6{} []Qb5+$19{} "
	if got != want {
		t.Errorf("read as\n%s\nwant\n%s", got, want)
	}
	// Written back, they are NAGs.
	out := Write(games[0])
	if !strings.Contains(out, "3. Bb5 $1 $16") || strings.Contains(out, "+-") {
		t.Errorf("written as %q", out)
	}
}

// A word of movetext far longer than any move is refused with its line,
// quoted short, instead of being kept (and written back) as a move.
func TestOverlongMoveIsRefused(t *testing.T) {
	text := "[Event \"x\"]\n[Result \"*\"]\n\n1. e4 e5 2. " + strings.Repeat("N", 5000) + "f3 *\n"
	_, err := Read(strings.NewReader(text))
	if err == nil || !strings.Contains(err.Error(), "line 4") || !strings.Contains(err.Error(), "is not a move (5002 characters)") || len(err.Error()) > 200 {
		t.Fatalf("err = %v", err)
	}
	// The longest real forms still read.
	for _, mv := range []string{"Qh4xe1=Q+!?", "♘g1-f3", "exd6e.p."} {
		if _, err := Read(strings.NewReader("1. e4 e5 2. " + mv + " *\n")); err != nil {
			t.Errorf("%s: %v", mv, err)
		}
	}
}
