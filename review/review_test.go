package review

import (
	"context"
	"strings"
	"testing"
	"time"

	"chessmaster/engine"
	"chessmaster/pgn"
)

func TestClassThresholds(t *testing.T) {
	for _, c := range []struct {
		loss float64
		best bool
		want Class
	}{
		{0, false, Best}, {1.9, false, Best}, {50, true, Best}, {5, false, Good},
		{12, false, Inaccuracy}, {25, false, Mistake}, {30, false, Blunder}, {80, false, Blunder},
	} {
		if got := Classify(c.loss, c.best); got != c.want {
			t.Errorf("Classify(%v, %v) = %v, want %v", c.loss, c.best, got, c.want)
		}
	}
	if Blunder.NAG() != "$4" || Mistake.NAG() != "$2" || Inaccuracy.NAG() != "$6" || Good.NAG() != "" {
		t.Error("wrong glyphs")
	}
}

func TestWinChanceAndAccuracy(t *testing.T) {
	if w := (Score{}).WinChance(); w < 49.9 || w > 50.1 {
		t.Errorf("level score: %v%%", w)
	}
	if (Score{CP: 300}).WinChance() <= (Score{CP: 100}).WinChance() {
		t.Error("win chance must grow with the score")
	}
	if (Score{Mate: 3}).WinChance() < 99 || (Score{Mate: -2}).WinChance() > 1 {
		t.Error("a mate must be a near-certain result")
	}
	if a := moveAccuracy(0); a < 99.9 {
		t.Errorf("no loss gives %v%%", a)
	}
	if moveAccuracy(40) >= moveAccuracy(10) || moveAccuracy(100) != 0 {
		t.Error("accuracy must fall with the loss, to 0")
	}
	if s := (Score{CP: -35}).String(); s != "-0.35" {
		t.Errorf("eval text %q", s)
	}
	if s := (Score{Mate: -3}).String(); s != "#-3" {
		t.Errorf("mate text %q", s)
	}
}

// The fool's mate: 2. g4 allows mate in one and must be a blunder; the
// review is the same on every run (a node budget, not time).
func TestFoolsMateBlunder(t *testing.T) {
	moves := []string{"f2f3", "e7e5", "g2g4", "d8h4"}
	rep, err := Analyse(context.Background(), engine.StartFEN, moves, Options{Nodes: 20000})
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Moves) != 4 || len(rep.Evals) != 5 {
		t.Fatalf("%d moves, %d evals", len(rep.Moves), len(rep.Evals))
	}
	g4 := rep.Moves[2]
	if g4.Class != Blunder || !g4.White || g4.After.Mate >= 0 {
		t.Errorf("2. g4: %+v", g4)
	}
	if m := rep.Moves[3]; m.Class != Best || !m.After.Final {
		t.Errorf("2... Qh4#: %+v", m)
	}
	if rep.Accuracy[1] <= rep.Accuracy[0] || rep.Counts[0][Blunder] != 1 {
		t.Errorf("accuracy %v counts %v", rep.Accuracy, rep.Counts)
	}
	again, err := Analyse(context.Background(), engine.StartFEN, moves, Options{Nodes: 20000})
	if err != nil {
		t.Fatal(err)
	}
	for i := range rep.Moves {
		if rep.Moves[i].After != again.Moves[i].After || rep.Moves[i].Best != again.Moves[i].Best {
			t.Errorf("move %d differs between two runs: %+v vs %+v", i+1, rep.Moves[i], again.Moves[i])
		}
	}
}

// A missed mate in one and a move that lets one in are blunders even when
// the position around them already looked decided: 2...d6 keeps Black
// ahead, and 3.Nc3 comes from a position the engine already sees as bad
// for White.
func TestMissedAndAllowedMateAreBlunders(t *testing.T) {
	moves := []string{"f2f3", "e7e5", "g2g4", "d7d6", "b1c3", "d8h4"}
	rep, err := Analyse(context.Background(), engine.StartFEN, moves, Options{Nodes: 20000})
	if err != nil {
		t.Fatal(err)
	}
	d6, nc3 := rep.Moves[3], rep.Moves[4]
	if d6.Before.Mate >= 0 || d6.Class != Blunder {
		t.Errorf("2...d6: %+v", d6)
	}
	if nc3.After.Mate >= 0 || nc3.Class != Blunder {
		t.Errorf("3.Nc3: %+v", nc3)
	}
}

func TestCancel(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	time.AfterFunc(100*time.Millisecond, cancel)
	start := time.Now()
	_, err := Analyse(ctx, engine.StartFEN, []string{"e2e4", "e7e5", "g1f3"}, Options{Nodes: 1 << 40})
	if err == nil || time.Since(start) > 5*time.Second {
		t.Errorf("cancelled review: err %v after %v", err, time.Since(start))
	}
}

// Annotate writes evals, glyphs and the better line, and a second review
// replaces the first instead of adding to it.
func TestAnnotate(t *testing.T) {
	games, err := pgn.Read(strings.NewReader("[Event \"x\"]\n\n1. f3 {hmm} e5 2. g4 Qh4# 0-1\n"))
	if err != nil {
		t.Fatal(err)
	}
	g := games[0]
	moves := []string{"f2f3", "e7e5", "g2g4", "d8h4"}
	rep, err := Analyse(context.Background(), engine.StartFEN, moves, Options{Nodes: 20000})
	if err != nil {
		t.Fatal(err)
	}
	fens := []string{engine.StartFEN}
	for i := range moves {
		e := engine.New()
		e.SetPosition(engine.StartFEN, moves[:i+1])
		fens = append(fens, e.Position().FEN())
	}
	san := func(fen string, line []string) []string {
		// A stand-in for the controller: UCI text is enough here.
		return line
	}
	for range 2 {
		if err := Annotate(g, rep, fens, san); err != nil {
			t.Fatal(err)
		}
	}
	out := pgn.Write(g)
	flat := strings.Join(strings.Fields(out), " ")
	if strings.Count(out, "$4") != 1 || !strings.Contains(flat, "{[%eval ") || !strings.Contains(flat, "hmm}") {
		t.Errorf("annotated:\n%s", out)
	}
	// One [%eval] for each of the 3 moves before the mate (none after
	// it) and one for each better line written as a variation.
	if want := 3 + strings.Count(out, "("); strings.Count(out, "[%eval") != want || !strings.Contains(flat, "(2. ") {
		t.Errorf("want 3 move evals and one per variation:\n%s", out)
	}
	if _, err := pgn.Read(strings.NewReader(out)); err != nil {
		t.Errorf("annotated game does not read back: %v", err)
	}
}

// A glyph a person wrote on a move that was never reviewed stays; the
// review's own glyphs are replaced by the next review.
func TestAnnotateKeepsPeoplesGlyphs(t *testing.T) {
	games, err := pgn.Read(strings.NewReader("[Event \"x\"]\n\n1. f3 e5 2. g4 $2 Qh4# 0-1\n"))
	if err != nil {
		t.Fatal(err)
	}
	g := games[0]
	moves := []string{"f2f3", "e7e5", "g2g4", "d8h4"}
	rep, err := Analyse(context.Background(), engine.StartFEN, moves, Options{Nodes: 20000})
	if err != nil {
		t.Fatal(err)
	}
	fens := make([]string, len(moves))
	if err := Annotate(g, rep, fens, func(string, []string) []string { return []string{"e2e3"} }); err != nil {
		t.Fatal(err)
	}
	g4 := g.MainLine()[2]
	if strings.Join(g4.NAGs, " ") != "$2" {
		t.Errorf("the person's ? on 2. g4 became %v", g4.NAGs)
	}
	// Now the move carries the review's [%eval]: a second review may
	// replace the glyph with its own.
	g4.NAGs = []string{"$6"}
	if err := Annotate(g, rep, fens, func(string, []string) []string { return []string{"e2e3"} }); err != nil {
		t.Fatal(err)
	}
	if strings.Join(g4.NAGs, " ") != "$4" {
		t.Errorf("a reviewed move's glyph was not replaced: %v", g4.NAGs)
	}
}

// A second review drops the better lines the first one wrote (with their
// old evaluations) instead of keeping them beside its own; a variation a
// person wrote, or annotated, stays.
func TestReviewAgainReplacesTheBetterLines(t *testing.T) {
	games, err := pgn.Read(strings.NewReader("[Event \"x\"]\n\n1. f3 e5 2. g4 (2. Nc3 {my idea}) Qh4# 0-1\n"))
	if err != nil {
		t.Fatal(err)
	}
	g := games[0]
	moves := []string{"f2f3", "e7e5", "g2g4", "d8h4"}
	rep, err := Analyse(context.Background(), engine.StartFEN, moves, Options{Nodes: 20000})
	if err != nil {
		t.Fatal(err)
	}
	fens := make([]string, len(moves))
	line := func(first string) SANFunc {
		return func(string, []string) []string { return []string{first, "Nc6"} }
	}
	if err := Annotate(g, rep, fens, line("e3")); err != nil {
		t.Fatal(err)
	}
	if out := pgn.Write(g); !strings.Contains(out, "(2. e3") {
		t.Fatalf("the first review wrote no better line for 2. g4:\n%s", out)
	}
	if err := Annotate(g, rep, fens, line("d4")); err != nil {
		t.Fatal(err)
	}
	out := strings.Join(strings.Fields(pgn.Write(g)), " ")
	if strings.Contains(out, "2. e3") || !strings.Contains(out, "(2. d4") {
		t.Errorf("after the second review the first one's line stays, or the new one is missing:\n%s", out)
	}
	if !strings.Contains(out, "(2. Nc3 {my idea})") {
		t.Errorf("the person's variation is gone:\n%s", out)
	}
}
