package posindex

import (
	"sort"
	"strings"
)

// The window lists search results in its game list, sorted and filtered
// by player, result and date; these are the rules it uses, here so that
// they are the same wherever hits are listed.

// HitFilter keeps the hits that match every field given ("" or 0: any).
type HitFilter struct {
	Player string // part of White's or Black's name, any case
	Result string // "1-0", "0-1", "1/2-1/2" or "*"
	// From and To bound the date, in PGN form or a prefix of it ("2021",
	// "2021.05"); a game whose date is unknown passes only without bounds.
	From, To string
}

// Filter returns the hits that pass f, in their order.
func (f HitFilter) Filter(hits []Hit) []Hit {
	player := strings.ToLower(strings.TrimSpace(f.Player))
	var out []Hit
	for _, h := range hits {
		g := h.Game
		switch {
		case player != "" && !strings.Contains(strings.ToLower(g.White), player) && !strings.Contains(strings.ToLower(g.Black), player):
		case f.Result != "" && g.Result != f.Result:
		case f.From != "" && (g.Date == "" || dateKey(g.Date) < dateKey(f.From)):
		case f.To != "" && (g.Date == "" || dateKey(g.Date) > dateKey(f.To)+"\xff"):
		default:
			out = append(out, h)
		}
	}
	return out
}

// dateKey makes PGN dates compare in order as strings: unknown parts
// ("??") sort before any known one.
func dateKey(d string) string { return strings.ReplaceAll(strings.TrimSpace(d), "?", "0") }

// Hit orders for SortHits.
const (
	ByFile   = iota // file, then game number (Search's order)
	ByWhite         // White's name, any case
	ByBlack         // Black's name
	ByResult        // 1-0, 1/2-1/2, 0-1, *
	ByDate          // oldest first; unknown dates first
	ByPly           // where the position occurs, earliest first
)

// SortHits sorts hits by the order given (descending when desc), keeping
// file order among equals.
func SortHits(hits []Hit, by int, desc bool) {
	key := func(h Hit) string {
		switch by {
		case ByWhite:
			return strings.ToLower(h.Game.White)
		case ByBlack:
			return strings.ToLower(h.Game.Black)
		case ByResult:
			return map[string]string{"1-0": "0", "1/2-1/2": "1", "0-1": "2"}[h.Game.Result] + "3"
		case ByDate:
			return dateKey(h.Game.Date)
		}
		return ""
	}
	sort.SliceStable(hits, func(i, j int) bool {
		a, b := hits[i], hits[j]
		if by == ByPly && a.Ply != b.Ply {
			return (a.Ply < b.Ply) != desc
		}
		if ka, kb := key(a), key(b); ka != kb {
			return (ka < kb) != desc
		}
		if a.File != b.File {
			return a.File < b.File
		}
		return a.Number < b.Number
	})
}
