package master

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"chessmaster/eco"
	"chessmaster/pgn"
)

// The opening each ply keeps is the one eco.ForGame finds by
// replaying the line, whatever order the plies are asked in and after the
// line is cut back and played on differently.
func TestOpeningAtMatchesReplay(t *testing.T) {
	files, _ := filepath.Glob("../testdata/pgn/*.pgn")
	if len(files) == 0 {
		t.Fatal("no PGN files in testdata/pgn")
	}
	checked := 0
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		games, err := pgn.Read(strings.NewReader(string(data)))
		if err != nil {
			continue // files of bad games are there for other tests
		}
		for gi, g := range games {
			built, err := pgnBuildGame(g)
			if err != nil {
				continue
			}
			rec := built.rec
			want := func(k int) eco.Opening {
				o, _, ok := eco.ForGame(rec.startFEN, rec.ucis(0)[:k])
				if !ok {
					return eco.Opening{}
				}
				return o
			}
			got := func(k int) eco.Opening {
				o, ok := rec.openingAt(k)
				if !ok {
					return eco.Opening{}
				}
				return o
			}
			n := rec.ply()
			// Deep first, then every ply from the start.
			for _, k := range append([]int{n, n / 2}, seq(n+1)...) {
				if g, w := got(k), want(k); g != w {
					t.Fatalf("%s game %d ply %d: %v, replay says %v", filepath.Base(f), gi+1, k, g, w)
				}
			}
			checked++
		}
	}
	if checked < 3 {
		t.Fatalf("only %d games checked", checked)
	}
}

// After a null move no position counts, as ForGame stops there; cutting
// the line back and playing on differently names the new line.
func TestOpeningAtNullMoveAndNewLine(t *testing.T) {
	rec, err := newRecord("")
	if err != nil {
		t.Fatal(err)
	}
	play := func(moves ...string) {
		t.Helper()
		for _, s := range moves {
			if s == "--" {
				if err := rec.playNull(); err != nil {
					t.Fatal(err)
				}
				continue
			}
			m, err := rec.findMove(s)
			if err != nil {
				t.Fatal(err)
			}
			rec.play(m, "human")
		}
	}
	name := func() string {
		o, ok := rec.openingAt(rec.ply())
		if !ok {
			return ""
		}
		return o.String()
	}
	play("e4", "c5")
	sicilian := name()
	if !strings.Contains(sicilian, "Sicilian") {
		t.Fatalf("1. e4 c5 is %q", sicilian)
	}
	// 1. e4 c5 2. -- Nc6 3. Nf3: after the null move the line keeps the
	// name it had.
	play("--", "Nc6", "Nf3")
	if got := name(); got != sicilian {
		t.Fatalf("after a null move %q, want %q", got, sicilian)
	}
	if o, _, _ := eco.ForGame(rec.startFEN, rec.ucis(0)); o.String() != sicilian {
		t.Fatalf("ForGame says %q after the null move", o.String())
	}
	rec.truncate(1)
	play("e5", "Nf3", "Nc6", "Bb5")
	if got := name(); !strings.Contains(got, "Ruy Lopez") {
		t.Fatalf("1. e4 e5 2. Nf3 Nc6 3. Bb5 is %q", got)
	}
}

func seq(n int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = i
	}
	return out
}
