package puzzle

import (
	"errors"
	"math"
	"math/rand/v2"
	"time"
)

// Trainer deals puzzles to the user and keeps the user's profile: the
// part of a puzzle mode that needs no window. It picks puzzles near the
// user's rating that the user has not played yet, and saves the profile
// (atomically) after each result.
type Trainer struct {
	puzzles []Puzzle
	profile *Profile
	path    string // where the profile is saved; "" keeps it in memory
	rng     *rand.Rand
	now     func() time.Time
}

// ErrNoPuzzles is Next's error when there is no puzzle to deal.
var ErrNoPuzzles = errors.New("no puzzles to play")

// NewTrainer deals from puzzles, with the profile saved at path ("" for
// none; see LoadProfile for reading it). seed makes the choice among
// equally fitting puzzles repeatable.
func NewTrainer(puzzles []Puzzle, profile *Profile, path string, seed uint64) *Trainer {
	if profile == nil {
		profile = NewProfile()
	}
	return &Trainer{puzzles: puzzles, profile: profile, path: path,
		rng: rand.New(rand.NewPCG(seed, 0x9a7)), now: time.Now}
}

// Profile is the user's profile.
func (t *Trainer) Profile() *Profile { return t.profile }

// Len is the number of puzzles dealt from.
func (t *Trainer) Len() int { return len(t.puzzles) }

// dealWindow is how many of the best-fitting puzzles the next one is
// drawn from.
const dealWindow = 8

// Next starts the next puzzle: one of the unplayed puzzles whose rating is
// nearest the user's (drawn among the nearest few, so the order varies);
// when all were played, among all.
func (t *Trainer) Next() (*Session, error) {
	if len(t.puzzles) == 0 {
		return nil, ErrNoPuzzles
	}
	played := make(map[string]bool, len(t.profile.History))
	for _, e := range t.profile.History {
		played[e.ID] = true
	}
	var cand []int
	for i := range t.puzzles {
		if !played[t.puzzles[i].ID] {
			cand = append(cand, i)
		}
	}
	if len(cand) == 0 {
		for i := range t.puzzles {
			cand = append(cand, i)
		}
	}
	r := t.profile.Rating.R
	dist := func(i int) float64 { return math.Abs(float64(t.puzzles[i].Rating) - r) }
	// The dealWindow nearest candidates, by a partial selection.
	for k := 0; k < min(dealWindow, len(cand)); k++ {
		best := k
		for j := k + 1; j < len(cand); j++ {
			if dist(cand[j]) < dist(cand[best]) {
				best = j
			}
		}
		cand[k], cand[best] = cand[best], cand[k]
	}
	pick := cand[t.rng.IntN(min(dealWindow, len(cand)))]
	return NewSession(t.puzzles[pick])
}

// Record rates a finished or decided puzzle (won or lost) and saves the
// profile. The result goes onto the profile as its file holds it now:
// another program (the terminal beside the window) may have recorded
// puzzles since this one read it, and saving this one's copy would lose
// them. A file that cannot be read now is not written over.
func (t *Trainer) Record(p *Puzzle, won bool) error {
	if t.path != "" {
		fresh, err := LoadProfile(t.path)
		if err != nil {
			t.profile.Record(p, won, t.now())
			return err
		}
		t.profile = fresh
	}
	t.profile.Record(p, won, t.now())
	if t.path == "" {
		return nil
	}
	return t.profile.Save(t.path)
}
