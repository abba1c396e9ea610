package posindex

import (
	"strconv"
	"strings"
)

// parseDate reads a PGN date ("2022.05.26", "1997.??.??") as yyyymmdd
// with 0 for each unknown part; 0 when the year is unknown.
func parseDate(s string) uint32 {
	parts := strings.Split(strings.TrimSpace(s), ".")
	if len(parts) == 0 {
		return 0
	}
	y, err := strconv.Atoi(parts[0])
	if err != nil || y < 1 || y > 9999 {
		return 0
	}
	d := uint32(y) * 10000
	if len(parts) > 1 {
		if m, err := strconv.Atoi(parts[1]); err == nil && m >= 1 && m <= 12 {
			d += uint32(m) * 100
			if len(parts) > 2 {
				if day, err := strconv.Atoi(parts[2]); err == nil && day >= 1 && day <= 31 {
					d += uint32(day)
				}
			}
		}
	}
	return d
}

// formatDate writes a date parseDate read, in PGN form ("2022.05.26",
// "1997.??.??"); "" when unknown.
func formatDate(d uint32) string {
	if d == 0 {
		return ""
	}
	y, m, day := d/10000, d/100%100, d%100
	out := strconv.Itoa(int(y))
	for len(out) < 4 {
		out = "0" + out
	}
	two := func(v uint32) string {
		if v == 0 {
			return "??"
		}
		return string([]byte{byte('0' + v/10), byte('0' + v%10)})
	}
	return out + "." + two(m) + "." + two(day)
}

// parseElo reads a rating tag; 0 when there is none.
func parseElo(s string) uint16 {
	n, err := strconv.Atoi(strings.TrimSpace(s))
	if err != nil || n <= 0 || n > 65535 {
		return 0
	}
	return uint16(n)
}

func parseResult(s string) uint8 {
	switch strings.TrimSpace(s) {
	case "1-0":
		return resultWhite
	case "0-1":
		return resultBlack
	case "1/2-1/2", "½-½", "1/2":
		return resultDraw
	}
	return resultUnknown
}

func resultText(r uint8) string {
	switch r {
	case resultWhite:
		return "1-0"
	case resultBlack:
		return "0-1"
	case resultDraw:
		return "1/2-1/2"
	}
	return "*"
}
