package posindex

import (
	"fmt"
	"testing"
)

func testHits() []Hit {
	mk := func(file, n int, white, black, result, date string, ply int) Hit {
		return Hit{GameRef: GameRef{File: file, Number: n}, Ply: ply,
			Game: GameInfo{Number: n, White: white, Black: black, Result: result, Date: date}}
	}
	return []Hit{
		mk(0, 1, "Carlsen, M", "Anand, V", "1-0", "2014.11.09", 12),
		mk(0, 2, "anand, v", "Kramnik, V", "1/2-1/2", "2008.10.??", 8),
		mk(0, 3, "Kasparov, G", "Deep Blue", "0-1", "1997.05.11", 20),
		mk(1, 1, "X", "Y", "*", "", 4),
		mk(1, 2, "Y", "anand", "0-1", "2021.??.??", 8),
	}
}

func refs(hits []Hit) string {
	s := ""
	for _, h := range hits {
		s += fmt.Sprintf("%d/%d ", h.File, h.Number)
	}
	return s
}

func TestHitFilter(t *testing.T) {
	for _, c := range []struct {
		f    HitFilter
		want string
	}{
		{HitFilter{}, "0/1 0/2 0/3 1/1 1/2 "},
		{HitFilter{Player: "ANAND"}, "0/1 0/2 1/2 "},
		{HitFilter{Result: "0-1"}, "0/3 1/2 "},
		{HitFilter{From: "2008"}, "0/1 0/2 1/2 "},
		{HitFilter{From: "2008.11", To: "2014"}, "0/1 "},
		{HitFilter{To: "2008.10"}, "0/2 0/3 "},
		{HitFilter{Player: "anand", Result: "1/2-1/2"}, "0/2 "},
	} {
		if got := refs(c.f.Filter(testHits())); got != c.want {
			t.Errorf("%+v: %s, want %s", c.f, got, c.want)
		}
	}
}

func TestSortHits(t *testing.T) {
	for _, c := range []struct {
		by   int
		desc bool
		want string
	}{
		{ByWhite, false, "0/2 0/1 0/3 1/1 1/2 "},
		{ByBlack, false, "1/2 0/1 0/3 0/2 1/1 "},
		{ByResult, false, "0/1 0/2 0/3 1/2 1/1 "},
		{ByDate, false, "1/1 0/3 0/2 0/1 1/2 "},
		{ByDate, true, "1/2 0/1 0/2 0/3 1/1 "},
		{ByPly, false, "1/1 0/2 1/2 0/1 0/3 "},
		{ByFile, false, "0/1 0/2 0/3 1/1 1/2 "},
	} {
		h := testHits()
		SortHits(h, c.by, c.desc)
		if got := refs(h); got != c.want {
			t.Errorf("by %d desc %v: %s, want %s", c.by, c.desc, got, c.want)
		}
	}
}
