package posindex

import (
	"strings"
	"testing"
)

// PGN dates and their year or month prefixes are bounds; unknown parts
// at the end drop away; anything else is refused with the form to use.
func TestParseDateBound(t *testing.T) {
	for in, want := range map[string]string{
		"2023.01.14": "2023.01.14",
		"2023.01":    "2023.01",
		"2023":       "2023",
		"2023.??.??": "2023",
		"2023.05.??": "2023.05",
		"2024.02.29": "2024.02.29",
		" 2023.01 ":  "2023.01",
	} {
		got, err := ParseDateBound(in)
		if err != nil || got != want {
			t.Errorf("ParseDateBound(%q) = %q, %v; want %q", in, got, err, want)
		}
	}
	for _, in := range []string{"yesterday", "2023.13.45", "2023/01/14", "2023.1.14", "14.01.2023",
		"2023.02.30", "2023.00", "2023.??.14", "????", "23", "2023.01.14.1", "2023.", ""} {
		if got, err := ParseDateBound(in); err == nil || !strings.Contains(err.Error(), "YYYY.MM.DD") {
			t.Errorf("ParseDateBound(%q) = %q, %v; want an error naming YYYY.MM.DD", in, got, err)
		}
	}
}

// A To bound with unknown parts keeps the whole year: "2014.??.??" is
// "2014", not a bound before every dated game of 2014.
func TestDateBoundToWholeYear(t *testing.T) {
	to, err := ParseDateBound("2014.??.??")
	if err != nil {
		t.Fatal(err)
	}
	hits := []Hit{{Game: GameInfo{Date: "2014.06.01"}}}
	if got := (HitFilter{To: to}).Filter(hits); len(got) != 1 {
		t.Errorf("-to 2014.??.?? left out a game of 2014.06.01")
	}
}
