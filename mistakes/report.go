package mistakes

import (
	"cmp"
	"slices"
	"strings"
)

// Summary is a collection grouped the ways the report shows it.
type Summary struct {
	Games    int
	Moves    int     // the player's judged moves
	Accuracy float64 // the mean of the games' accuracies
	Mistakes int
	ByPeriod []Group // by month of the Date tag, oldest first; undated games last
	// ByOpening lists the openings with mistakes first (most first), then
	// the others by name.
	ByOpening []Group
	ByPhase   [3]Group // Opening, Middlegame, Endgame
	ByKind    []Group  // in the order of Kinds; a mistake may count in several
}

// Group is a set of games or moves and the mistakes among them.
type Group struct {
	Name     string
	Games    int
	Moves    int     // the player's judged moves in the group
	Accuracy float64 // the mean accuracy of its games (ByPeriod, ByOpening)
	Mistakes []*Mistake
}

// NoDate names the games without a year in their Date tag.
const NoDate = "no date"

// NoOpening names the games that reach no named opening position.
const NoOpening = "no named opening"

// Summarise groups c.
func Summarise(c *Collection) Summary {
	s := Summary{Games: len(c.Games), Mistakes: len(c.Mistakes)}
	periods := map[string]*Group{}
	openings := map[string]*Group{}
	group := func(m map[string]*Group, name string) *Group {
		if m[name] == nil {
			m[name] = &Group{Name: name}
		}
		return m[name]
	}
	for ph := range s.ByPhase {
		s.ByPhase[ph].Name = Phase(ph).String()
	}
	var sum float64
	for _, g := range c.Games {
		s.Moves += g.Moves
		sum += g.Accuracy
		name := g.Opening.String()
		if name == "" {
			name = NoOpening
		}
		for _, gr := range []*Group{group(periods, Period(g.Date)), group(openings, name)} {
			gr.Games++
			gr.Moves += g.Moves
			gr.Accuracy += g.Accuracy // a sum until the end
			gr.Mistakes = append(gr.Mistakes, g.Mistakes...)
		}
		for ph, n := range g.PhaseMoves {
			s.ByPhase[ph].Moves += n
			if n > 0 {
				s.ByPhase[ph].Games++
			}
		}
		for _, m := range g.Mistakes {
			s.ByPhase[m.Phase].Mistakes = append(s.ByPhase[m.Phase].Mistakes, m)
		}
	}
	if s.Games > 0 {
		s.Accuracy = sum / float64(s.Games)
	}
	s.ByPeriod = sorted(periods, func(a, b *Group) int {
		if (a.Name == NoDate) != (b.Name == NoDate) {
			if a.Name == NoDate {
				return 1
			}
			return -1
		}
		return strings.Compare(a.Name, b.Name)
	})
	s.ByOpening = sorted(openings, func(a, b *Group) int {
		return cmp.Or(cmp.Compare(len(b.Mistakes), len(a.Mistakes)), strings.Compare(a.Name, b.Name))
	})
	for _, k := range Kinds {
		gr := Group{Name: k.String()}
		for _, m := range c.Mistakes {
			if slices.Contains(m.Kinds, k) {
				gr.Mistakes = append(gr.Mistakes, m)
			}
		}
		s.ByKind = append(s.ByKind, gr)
	}
	return s
}

// sorted lists the groups of m in order, with their accuracy sums made
// means.
func sorted(m map[string]*Group, order func(a, b *Group) int) []Group {
	var out []Group
	for _, g := range m {
		if g.Games > 0 {
			g.Accuracy /= float64(g.Games)
		}
		out = append(out, *g)
	}
	slices.SortFunc(out, func(a, b Group) int { return order(&a, &b) })
	return out
}

// Period is the month of a PGN Date tag ("2024.03"), its year when the
// month is unknown ("2024"), or NoDate.
func Period(date string) string {
	parts := strings.Split(strings.TrimSpace(date), ".")
	if len(parts) == 0 || !digits(parts[0], 4) {
		return NoDate
	}
	if len(parts) > 1 && digits(parts[1], 2) && parts[1] != "00" {
		return parts[0] + "." + parts[1]
	}
	return parts[0]
}

func digits(s string, n int) bool {
	if len(s) != n {
		return false
	}
	for _, c := range s {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}
