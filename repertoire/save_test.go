package repertoire

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"chessmaster/engine"
	"chessmaster/pgn"
)

// A drill that read the file before an import saved into it keeps the
// import's moves when it saves its answer, and the answer too (the QA
// case: the drill's save took the file back to the 29 positions it had
// read).
func TestSaveKeepsAnotherWritersMoves(t *testing.T) {
	path := filepath.Join(t.TempDir(), "rep.json")
	seed := New(engine.White)
	if _, err := seed.AddLine(pgn.StandardFEN, []string{"e4", "e5", "Nf3"}); err != nil {
		t.Fatal(err)
	}
	if err := seed.Save(path); err != nil {
		t.Fatal(err)
	}

	drill, err := LoadOrNew(path, engine.White)
	if err != nil {
		t.Fatal(err)
	}
	other, err := LoadOrNew(path, engine.White)
	if err != nil {
		t.Fatal(err)
	}
	added, err := other.Import(readGames(t, "white-ruy-lopez.pgn"))
	if err != nil || added == 0 {
		t.Fatalf("import: %d, %v", added, err)
	}
	if err := other.Save(path); err != nil {
		t.Fatal(err)
	}
	imported := other.Positions()

	now := time.Date(2024, 5, 1, 12, 0, 0, 0, time.UTC)
	tr := NewTrainer(drill, func() time.Time { return now }, 1, Options{})
	p, ok := tr.Next()
	if !ok {
		t.Fatal("nothing to drill")
	}
	res, err := tr.Answer(drill.Moves(mustFEN(t, p.FEN))[0].UCI)
	if err != nil || !res.Graded {
		t.Fatalf("answer: %+v %v", res, err)
	}
	if err := drill.Save(path); err != nil {
		t.Fatal(err)
	}

	got, err := Load(path)
	if err != nil {
		t.Fatal(err)
	}
	if got.Positions() != imported {
		t.Errorf("after the drill's save: %d positions, want the import's %d", got.Positions(), imported)
	}
	key := keyOfFEN(p.FEN)
	if c, _ := got.Card(key); c.Reviews != 1 {
		t.Errorf("the drill's answer was lost: card %+v", c)
	}
	if drill.Positions() != imported {
		t.Errorf("the drill's repertoire after saving: %d positions, want the file's %d", drill.Positions(), imported)
	}
}

// A review recorded by another program is kept when this one saves
// changes elsewhere; the same card reviewed by both ends as this save
// has it.
func TestSaveMergesReviews(t *testing.T) {
	path := filepath.Join(t.TempDir(), "rep.json")
	r := importFile(t, "white-ruy-lopez.pgn", engine.White)
	if err := r.Save(path); err != nil {
		t.Fatal(err)
	}
	keys := r.Keys()
	if len(keys) < 2 {
		t.Fatalf("%d cards", len(keys))
	}
	a, _ := Load(path)
	b, _ := Load(path)
	day := time.Date(2024, 5, 1, 0, 0, 0, 0, time.UTC)
	b.setCard(keys[0], Card{Reviews: 1, Interval: 1, Due: day})
	b.setCard(keys[1], Card{Reviews: 1, Interval: 1, Due: day})
	if err := b.Save(path); err != nil {
		t.Fatal(err)
	}
	a.setCard(keys[1], Card{Reviews: 2, Interval: 6, Due: day.AddDate(0, 0, 6)})
	if err := a.Save(path); err != nil {
		t.Fatal(err)
	}
	got, _ := Load(path)
	if c, _ := got.Card(keys[0]); c.Interval != 1 {
		t.Errorf("the other program's review was lost: %+v", c)
	}
	if c, _ := got.Card(keys[1]); c.Interval != 6 {
		t.Errorf("this save's review of the same card: %+v, want interval 6", c)
	}
}

// Saves that run at once, each from a copy read before any of them
// saved, all end up in the file (the QA case: two imports in parallel,
// one of them lost).
func TestParallelSavesLoseNothing(t *testing.T) {
	path := filepath.Join(t.TempDir(), "rep.json")
	lines := [][]string{{"e4", "e5"}, {"d4", "d5"}, {"c4", "e5"}, {"Nf3", "d5"}, {"g3", "g6"}, {"b3", "e5"}}
	reps := make([]*Repertoire, len(lines))
	for i, l := range lines {
		r, err := LoadOrNew(path, engine.White)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := r.AddLine(pgn.StandardFEN, l); err != nil {
			t.Fatal(err)
		}
		reps[i] = r
	}
	var wg sync.WaitGroup
	for _, r := range reps {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if err := r.Save(path); err != nil {
				t.Error(err)
			}
		}()
	}
	wg.Wait()
	got, err := Load(path)
	if err != nil {
		t.Fatal(err)
	}
	start := mustFEN(t, pgn.StandardFEN)
	if n := len(got.Moves(start)); n != len(lines) {
		t.Errorf("first moves in the file: %v, want all %d saves'", ucis(got.Moves(start)), len(lines))
	}
	for _, l := range lines {
		if got.Moves(after(t, l[0])) == nil {
			t.Errorf("the reply of the line %s was lost", fmt.Sprint(l))
		}
	}
}

// A file replaced meanwhile by something that is not a repertoire is
// not written over: the save fails and says why.
func TestSaveRefusesAChangedForeignFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "rep.json")
	r := importFile(t, "white-ruy-lopez.pgn", engine.White)
	if err := r.Save(path); err != nil {
		t.Fatal(err)
	}
	if err := writeFile(path, "my notes\n"); err != nil {
		t.Fatal(err)
	}
	if err := r.Save(path); err == nil {
		t.Fatal("saved over a file that is no longer a repertoire")
	}
	if data := readFile(t, path); data != "my notes\n" {
		t.Errorf("the file became %q", data)
	}
}

func mustFEN(t *testing.T, fen string) *engine.Position {
	t.Helper()
	p, err := engine.ParseFEN(fen)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func writeFile(path, text string) error { return os.WriteFile(path, []byte(text), 0o644) }

func readFile(t *testing.T, path string) string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// CheckSavable says before a drill starts that its answers could not be
// saved (here: the lock beside the file cannot be taken, as in a folder
// the user may not write to).
func TestCheckSavable(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "r.json")
	if err := CheckSavable(path); err != nil {
		t.Fatalf("a writable folder: %v", err)
	}
	blocked := filepath.Join(dir, "b.json")
	if err := os.Mkdir(blocked+".lock", 0o755); err != nil {
		t.Fatal(err)
	}
	if err := CheckSavable(blocked); err == nil || !strings.Contains(err.Error(), "cannot save the repertoire") {
		t.Errorf("a lock that cannot be taken: %v", err)
	}
}
