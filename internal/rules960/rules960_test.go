package rules960

import (
	"bufio"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// TestStartPositionNumbers: the standard numbering's known positions, and
// all 960 are distinct legal Chess960 arrangements that Number reads back.
func TestStartPositionNumbers(t *testing.T) {
	for n, want := range map[int]string{0: "BBQNNRKR", 1: "BQNBNRKR", 518: "RNBQKBNR", 959: "RKRNNQBB"} {
		if got, err := BackRank(n); err != nil || got != want {
			t.Errorf("BackRank(%d) = %q, %v; want %q", n, got, err, want)
		}
	}
	seen := map[string]bool{}
	for n := range 960 {
		r, err := BackRank(n)
		if err != nil {
			t.Fatal(err)
		}
		if seen[r] {
			t.Fatalf("%d: %s repeats", n, r)
		}
		seen[r] = true
		b1, b2 := strings.IndexByte(r, 'B'), strings.LastIndexByte(r, 'B')
		r1, k, r2 := strings.IndexByte(r, 'R'), strings.IndexByte(r, 'K'), strings.LastIndexByte(r, 'R')
		if (b1+b2)%2 == 0 || !(r1 < k && k < r2) || strings.Count(r, "N") != 2 || strings.Count(r, "Q") != 1 {
			t.Fatalf("%d: %s is not a Chess960 start rank", n, r)
		}
		if got, err := Number(r); err != nil || got != n {
			t.Fatalf("Number(%s) = %d, %v; want %d", r, got, err, n)
		}
	}
	for _, bad := range []int{-1, 960} {
		if _, err := BackRank(bad); err == nil || !strings.Contains(err.Error(), "0 to 959") {
			t.Errorf("BackRank(%d): %v", bad, err)
		}
	}
	if _, err := Number("RNBKQBNR"); err != nil {
		t.Errorf("RNBKQBNR: %v", err)
	}
	if _, err := Number("RRBQKBNN"); err == nil {
		t.Error("RRBQKBNN accepted")
	}
	fen, _ := StartFEN(518)
	if fen != "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" {
		t.Errorf("StartFEN(518) = %s", fen)
	}
}

func perft(b *Board, depth int) uint64 {
	if depth == 0 {
		return 1
	}
	moves := b.Legal()
	if depth == 1 {
		return uint64(len(moves))
	}
	var n uint64
	for _, m := range moves {
		n += perft(b.Play(m), depth-1)
	}
	return n
}

// TestPerftReference: this generator agrees with the published Chess960
// perft numbers (testdata/epd/chess960.perft), so it can judge games.
func TestPerftReference(t *testing.T) {
	f, err := os.Open("../../testdata/epd/chess960.perft")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	line, checked := 0, 0
	for sc.Scan() {
		line++
		text := sc.Text()
		if strings.HasPrefix(text, "#") || strings.TrimSpace(text) == "" {
			continue
		}
		parts := strings.Split(text, ";")
		b, err := Parse(parts[0])
		if err != nil {
			t.Fatalf("line %d: %v", line, err)
		}
		maxDepth := 2
		if line%24 == 0 && !testing.Short() {
			maxDepth = 3
		}
		for _, d := range parts[1:] {
			fields := strings.Fields(d)
			depth, _ := strconv.Atoi(strings.TrimPrefix(fields[0], "D"))
			want, _ := strconv.ParseUint(fields[1], 10, 64)
			if depth > maxDepth {
				break
			}
			if got := perft(b, depth); got != want {
				t.Errorf("line %d perft(%d) = %d, want %d", line, depth, got, want)
			}
			checked++
		}
	}
	if checked < 1900 {
		t.Fatalf("only %d counts checked", checked)
	}
}

// TestCastlingRules: the Chess960 castling cases, judged by this
// implementation alone.
func TestCastlingRules(t *testing.T) {
	for fen, want := range map[string][]string{
		"4k3/8/8/8/8/8/8/5KR1 w G - 0 1":              {"f1g1"},
		"4k3/8/8/8/8/8/8/6KR w H - 0 1":               {"g1h1"},
		"4k3/8/8/8/8/8/8/RK6 w A - 0 1":               {"b1a1"},
		"4k3/8/8/8/8/8/8/rRK5 w B - 0 1":              nil, // the rook shielded c1
		"4k3/8/8/8/8/8/8/1RK5 w B - 0 1":              {"c1b1"},
		"4r1k1/8/8/8/8/8/8/1K5R w H - 0 1":            nil, // e1 attacked
		"3rk3/8/8/8/8/8/8/RK6 w A - 0 1":              {"b1a1"},
		"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1":        {"e1a1", "e1h1"},
		"rk4r1/pppppppp/8/8/8/8/8/RK4R1 b GAga - 0 1": {"b8a8", "b8g8"},
	} {
		b, err := Parse(fen)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, m := range b.Legal() {
			if m.Castle != 0 {
				got = append(got, m.UCI())
			}
		}
		slices.Sort(got)
		if !slices.Equal(got, want) {
			t.Errorf("%s: castling %v, want %v", fen, got, want)
		}
	}
}
