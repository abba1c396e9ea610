package puzzle

import (
	"slices"
	"time"
)

// The terminal (chessmaster solve) and the window keep one puzzle
// profile. Two programs may rate puzzles at the same time, so a result is
// recorded onto the profile as the file holds it just then (Trainer
// reloads it), and the window's older profile of its own is merged into
// the shared one once (Merge).

// Merge is one profile holding the puzzles played in a and in b: their
// histories together in the order they were played (an entry in both,
// the same puzzle at the same time, once), and the rating those results
// give when rated in that order from a new rating, as if one program had
// played them all. The newest MaxHistory entries are kept.
func Merge(a, b *Profile) *Profile {
	type key struct {
		id string
		t  time.Time
	}
	seen := map[key]bool{}
	var all []Entry
	for _, pr := range []*Profile{a, b} {
		if pr == nil {
			continue
		}
		for _, e := range pr.History {
			k := key{e.ID, e.Time.UTC()}
			if !seen[k] {
				seen[k] = true
				all = append(all, e)
			}
		}
	}
	slices.SortStableFunc(all, func(x, y Entry) int { return x.Time.Compare(y.Time) })
	out := NewProfile()
	for _, e := range all {
		out.Record(&Puzzle{ID: e.ID, Rating: e.Puzzle}, e.Won, e.Time)
	}
	return out
}
