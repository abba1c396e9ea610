package puzzle

import (
	"os"
	"path/filepath"
	"testing"
	"time"
)

// TestProfileRecordAndSave: results move the rating, the history keeps
// them, and the profile survives a save and a load.
func TestProfileRecordAndSave(t *testing.T) {
	pr := NewProfile()
	p := &Puzzle{ID: "x1", Rating: 1500}
	pr.Record(p, true, time.Unix(1, 0))
	if pr.Rating.R <= 1500 || len(pr.History) != 1 || !pr.History[0].Won || !pr.Played("x1") {
		t.Fatalf("after a win: %+v", pr)
	}
	r := pr.Rating.R
	pr.Record(&Puzzle{ID: "x2", Rating: 1500}, false, time.Unix(2, 0))
	if pr.Rating.R >= r {
		t.Errorf("a loss did not lower the rating: %.1f -> %.1f", r, pr.Rating.R)
	}
	path := filepath.Join(t.TempDir(), "puzzles.json")
	if err := pr.Save(path); err != nil {
		t.Fatal(err)
	}
	got, err := LoadProfile(path)
	if err != nil || got.Rating != pr.Rating || len(got.History) != 2 || got.History[1].ID != "x2" {
		t.Errorf("loaded %+v, %v; want %+v", got, err, pr)
	}
	// Missing: a new profile. Damaged: an error, and the file is kept.
	if n, err := LoadProfile(filepath.Join(t.TempDir(), "none.json")); err != nil || n.Rating != NewRating() {
		t.Errorf("missing file: %+v %v", n, err)
	}
	os.WriteFile(path, []byte("{broken"), 0o644)
	if _, err := LoadProfile(path); err == nil {
		t.Error("a damaged profile loaded")
	}
}

// A puzzle played before is not rated again: a one-puzzle file dealt
// round and round raised the rating with every solve.
func TestPuzzlePlayedBeforeIsNotRatedAgain(t *testing.T) {
	pr := NewProfile()
	p := &Puzzle{ID: "p1", Rating: 1500}
	t0 := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	pr.Record(p, true, t0)
	first := pr.Rating
	for i := 1; i <= 3; i++ {
		pr.Record(p, true, t0.Add(time.Duration(i)*time.Minute))
	}
	if pr.Rating != first {
		t.Errorf("solving a known puzzle again moved the rating from %.0f to %.0f", first.R, pr.Rating.R)
	}
	if len(pr.History) != 4 || pr.History[0].Again || !pr.History[3].Again {
		t.Errorf("history %+v", pr.History)
	}
	// Rated again in order (Merge), the same: only the first counts.
	if m := Merge(pr, nil); m.Rating != first {
		t.Errorf("merged rating %.0f, want %.0f", m.Rating.R, first.R)
	}
	// Another puzzle is rated as usual.
	pr.Record(&Puzzle{ID: "p2", Rating: 1500}, true, t0.Add(time.Hour))
	if pr.Rating.R <= first.R {
		t.Error("a new puzzle was not rated")
	}
}
