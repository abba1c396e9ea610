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
	// dealt holds the puzzles dealt since the trainer started (played,
	// skipped with Next or given up), last the one dealt last: a small
	// set comes round in turn instead of dealing one puzzle again.
	dealt map[string]bool
	last  string
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
// nearest the user's (drawn among the nearest few, so the order varies),
// not yet dealt by this trainer; when all were played, one not yet dealt;
// when all were dealt, the round starts again. The puzzle just dealt is
// never dealt again at once while there is another.
func (t *Trainer) Next() (*Session, error) {
	if len(t.puzzles) == 0 {
		return nil, ErrNoPuzzles
	}
	played := make(map[string]bool, len(t.profile.History))
	for _, e := range t.profile.History {
		played[e.ID] = true
	}
	pickWhere := func(ok func(p *Puzzle) bool) []int {
		var cand []int
		for i := range t.puzzles {
			if p := &t.puzzles[i]; ok(p) && (p.ID != t.last || len(t.puzzles) == 1) {
				cand = append(cand, i)
			}
		}
		return cand
	}
	cand := pickWhere(func(p *Puzzle) bool { return !played[p.ID] && !t.dealt[p.ID] })
	if len(cand) == 0 {
		cand = pickWhere(func(p *Puzzle) bool { return !t.dealt[p.ID] })
	}
	if len(cand) == 0 {
		t.dealt = nil // every puzzle has been dealt: a new round
		cand = pickWhere(func(*Puzzle) bool { return true })
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
	if t.dealt == nil {
		t.dealt = map[string]bool{}
	}
	t.dealt[t.puzzles[pick].ID] = true
	t.last = t.puzzles[pick].ID
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
