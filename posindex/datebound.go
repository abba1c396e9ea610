package posindex

import (
	"fmt"
	"strconv"
	"strings"
	"time"
)

// ParseDateBound checks a date typed as a From or To bound of HitFilter
// and returns it in the form the filter compares: a PGN date
// "YYYY.MM.DD", or the year or year and month alone ("2021",
// "2021.05"), with "??" for an unknown month or day ("2021.??.??" is
// "2021"). Anything else is an error naming the expected form: compared
// as text, "yesterday" or "14.01.2023" would filter out every game, or
// the wrong ones, without a word.
func ParseDateBound(s string) (string, error) {
	bad := fmt.Errorf("%q is not a date: give YYYY.MM.DD, YYYY.MM or YYYY (e.g. 2023.01.14; ?? for an unknown month or day)", s)
	parts := strings.Split(strings.TrimSpace(s), ".")
	if len(parts) > 3 {
		return "", bad
	}
	y, ok := digits(parts[0], 4)
	if !ok || y < 1 {
		return "", bad
	}
	// Unknown parts at the end say nothing more than the year (or
	// month) alone; an unknown month before a known day is no date.
	for len(parts) > 1 && parts[len(parts)-1] == "??" {
		parts = parts[:len(parts)-1]
	}
	if len(parts) > 1 {
		m, ok := digits(parts[1], 2)
		if !ok || m < 1 || m > 12 {
			return "", bad
		}
		if len(parts) > 2 {
			d, ok := digits(parts[2], 2)
			last := time.Date(y, time.Month(m)+1, 0, 0, 0, 0, 0, time.UTC).Day()
			if !ok || d < 1 || d > last {
				return "", bad
			}
		}
	}
	return strings.Join(parts, "."), nil
}

// digits reads s of exactly n decimal digits.
func digits(s string, n int) (int, bool) {
	if len(s) != n {
		return 0, false
	}
	for _, c := range s {
		if c < '0' || c > '9' {
			return 0, false
		}
	}
	v, err := strconv.Atoi(s)
	return v, err == nil
}
