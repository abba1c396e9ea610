package puzzle

import (
	"path/filepath"
	"testing"
)

func ratedPuzzle(rating int, lead string) Puzzle {
	p := Puzzle{FEN: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", Lead: lead,
		Solution: []string{"e7e5"}, Rating: rating}
	p.SetID()
	return p
}

// TestTrainerDealsNearTheRatingAndRecords: the next puzzle is one near
// the user's rating not played yet; a result moves the rating and is
// saved.
func TestTrainerDealsNearTheRatingAndRecords(t *testing.T) {
	var ps []Puzzle
	leads := []string{"a2a3", "b2b3", "c2c3", "d2d3", "e2e3", "f2f3", "g2g3", "h2h3", "a2a4", "b2b4", "c2c4", "d2d4"}
	for i, l := range leads {
		ps = append(ps, ratedPuzzle(800+100*i, l)) // 800 .. 1900
	}
	path := filepath.Join(t.TempDir(), "profile.json")
	tr := NewTrainer(ps, nil, path, 1)
	seen := map[string]bool{}
	for range 5 {
		s, err := tr.Next()
		if err != nil {
			t.Fatal(err)
		}
		p := s.Puzzle()
		if seen[p.ID] {
			t.Errorf("puzzle %s dealt twice", p.ID)
		}
		seen[p.ID] = true
		fb, _ := s.Play("e7e5")
		if fb.Decided != Won {
			t.Fatalf("solve: %+v", fb)
		}
		if err := tr.Record(&p, true); err != nil {
			t.Fatal(err)
		}
	}
	if tr.Profile().Rating.R <= 1500 {
		t.Errorf("five wins left the rating at %.0f", tr.Profile().Rating.R)
	}
	back, err := LoadProfile(path)
	if err != nil || len(back.History) != 5 {
		t.Errorf("saved profile: %+v %v", back, err)
	}
	// From a wide set, a new player (1500) gets one of the nearest.
	var wide []Puzzle
	for i := range 100 {
		p := ratedPuzzle(600+20*i, "a2a3")
		p.ID = string(rune('A'+i/26)) + string(rune('a'+i%26))
		wide = append(wide, p)
	}
	for seed := range uint64(10) {
		s, _ := NewTrainer(wide, nil, "", seed).Next()
		if r := s.Puzzle().Rating; r < 1420 || r > 1580 {
			t.Errorf("seed %d: dealt a puzzle rated %d to a new player (1500)", seed, r)
		}
	}
	if _, err := NewTrainer(nil, nil, "", 1).Next(); err != ErrNoPuzzles {
		t.Errorf("no puzzles: %v", err)
	}
}

// TestBuiltinSetReads: the embedded set reads, every puzzle replays and
// has themes, a rating and a source.
func TestBuiltinSetReads(t *testing.T) {
	ps, err := Builtin()
	if err != nil {
		t.Fatal(err)
	}
	if len(ps) == 0 {
		t.Fatal("the built-in set is empty")
	}
	ids := map[string]bool{}
	for _, p := range ps {
		if err := p.Check(); err != nil || len(p.Themes) == 0 || p.Rating < 600 || p.Source == "" || ids[p.ID] {
			t.Errorf("puzzle %s: %v themes %v rating %d source %q", p.ID, err, p.Themes, p.Rating, p.Source)
		}
		ids[p.ID] = true
	}
}

// TestTrainerGoesRoundASmallSet: puzzles skipped with Next, or all
// played, are dealt in turn: each of a set of three comes once per
// round, and no puzzle twice in a row (a set of two alternates; it used
// to deal one of them again and again).
func TestTrainerGoesRoundASmallSet(t *testing.T) {
	for _, n := range []int{2, 3} {
		var ps []Puzzle
		for i, l := range []string{"a2a3", "b2b3", "c2c3"}[:n] {
			ps = append(ps, ratedPuzzle(1500+10*i, l))
		}
		tr := NewTrainer(ps, nil, "", uint64(n))
		last := ""
		for round := range 4 {
			seen := map[string]bool{}
			for range n {
				s, err := tr.Next()
				if err != nil {
					t.Fatal(err)
				}
				id := s.Puzzle().ID
				if id == last {
					t.Fatalf("set of %d, round %d: puzzle %s dealt twice in a row", n, round, id)
				}
				if seen[id] {
					t.Fatalf("set of %d, round %d: puzzle %s dealt twice in one round", n, round, id)
				}
				seen[id], last = true, id
				if round == 1 {
					s.Play("e7e5")
					p := s.Puzzle()
					if err := tr.Record(&p, true); err != nil { // played ones come round too
						t.Fatal(err)
					}
				}
			}
		}
	}
}
