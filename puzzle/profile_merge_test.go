package puzzle

import (
	"path/filepath"
	"testing"
	"time"
)

// Merge keeps both histories in the order played, once each, with the
// rating that rating them in that order gives.
func TestMergeReplaysBothHistories(t *testing.T) {
	t0 := time.Date(2026, 12, 1, 10, 0, 0, 0, time.UTC)
	a, b, want := NewProfile(), NewProfile(), NewProfile()
	play := []struct {
		into   *Profile
		id     string
		rating int
		won    bool
	}{{a, "p1", 1400, true}, {b, "p2", 1600, false}, {a, "p3", 1500, true}, {b, "p4", 1800, true}}
	for i, x := range play {
		when := t0.Add(time.Duration(i) * time.Minute)
		x.into.Record(&Puzzle{ID: x.id, Rating: x.rating}, x.won, when)
		want.Record(&Puzzle{ID: x.id, Rating: x.rating}, x.won, when)
	}
	b.History = append(b.History, a.History[0]) // already in a: once
	got := Merge(a, b)
	if len(got.History) != 4 {
		t.Fatalf("%d entries, want 4", len(got.History))
	}
	for i, e := range got.History {
		if e.ID != want.History[i].ID || e.After != want.History[i].After {
			t.Errorf("entry %d: %s after %d, want %s after %d", i, e.ID, e.After, want.History[i].ID, want.History[i].After)
		}
	}
	if got.Rating != want.Rating {
		t.Errorf("rating %+v, want %+v", got.Rating, want.Rating)
	}
}

// Two trainers on one profile file (the window and the terminal at the
// same time): each result is recorded onto the file as it is, so neither
// loses the other's.
func TestTrainersShareTheProfileFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "puzzles.json")
	ps := []Puzzle{{ID: "p1", Rating: 1400}, {ID: "p2", Rating: 1600}}
	one := NewTrainer(ps, NewProfile(), path, 1)
	two := NewTrainer(ps, NewProfile(), path, 2)
	if err := one.Record(&ps[0], true); err != nil {
		t.Fatal(err)
	}
	if err := two.Record(&ps[1], false); err != nil {
		t.Fatal(err)
	}
	pr, err := LoadProfile(path)
	if err != nil {
		t.Fatal(err)
	}
	if len(pr.History) != 2 || pr.History[0].ID != "p1" || pr.History[1].ID != "p2" {
		t.Fatalf("the file's history: %+v", pr.History)
	}
	if len(two.Profile().History) != 2 {
		t.Errorf("the second trainer's profile has %d entries", len(two.Profile().History))
	}
}
