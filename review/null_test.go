package review

import (
	"context"
	"testing"

	"chessmaster/engine"
	"chessmaster/pgn"
)

// A null move is reviewed past: the moves around it are judged from the
// positions they were played in, the null move itself is not judged.
func TestNullMoveIsNotJudged(t *testing.T) {
	// 2... -- then 3. Qxe5+: after the pass White is to move again, and
	// its move is judged in the position as it stands.
	moves := []string{"e2e4", "e7e5", "d1h5", NullMove, "h5e5"}
	rep, err := Analyse(context.Background(), engine.StartFEN, moves, Options{Nodes: 5000})
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Moves) != 5 || len(rep.Evals) != 6 {
		t.Fatalf("%d moves, %d evals", len(rep.Moves), len(rep.Evals))
	}
	null := rep.Moves[3]
	if !null.Null || null.White || null.Class != Best || null.Loss != 0 || null.Accuracy != 0 {
		t.Errorf("null move: %+v", null)
	}
	if m := rep.Moves[4]; !m.White || m.Null || m.Before != null.After || m.Best == "" {
		t.Errorf("3. Qxe5+: %+v", m)
	}
	// The null move is in neither side's counts.
	total := 0
	for _, c := range rep.Counts[1] {
		total += c
	}
	if total != 1 {
		t.Errorf("Black's counts %v: the null move counted", rep.Counts[1])
	}
	// Annotated: the null move has no glyph and no better line.
	g := pgn.NewGame()
	n := g.Root
	for _, san := range []string{"e4", "e5", "Qh5", "--", "Qxe5+"} {
		n = n.AddChild(san)
	}
	fens := []string{engine.StartFEN}
	for i := 1; i < len(moves); i++ {
		fens = append(fens, "") // the better lines are not written here
	}
	noSAN := func(string, []string) []string { return nil }
	if err := Annotate(g, rep, fens, noSAN); err != nil {
		t.Fatal(err)
	}
	if m := g.MainLine()[3]; len(m.NAGs) != 0 || len(m.Parent.Children) != 1 {
		t.Errorf("null move annotated: NAGs %v, %d children", m.NAGs, len(m.Parent.Children))
	}
}

// A null move in check is an error, not a crash.
func TestNullMoveInCheck(t *testing.T) {
	moves := []string{"e2e4", "f7f6", "d1h5", NullMove}
	if _, err := Analyse(context.Background(), engine.StartFEN, moves, Options{Nodes: 1000}); err == nil {
		t.Error("a null move in check was reviewed")
	}
}
