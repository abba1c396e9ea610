package engine

import (
	"bufio"
	"os"
	"strconv"
	"strings"
	"testing"
)

// chess960Perft is one line of testdata/epd/chess960.perft: a position
// with Shredder-FEN castling letters and its published node counts.
type chess960Perft struct {
	line   int
	fen    string
	depths map[int]uint64
}

func loadChess960Perft(t testing.TB) []chess960Perft {
	t.Helper()
	f, err := os.Open("../testdata/epd/chess960.perft")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []chess960Perft
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		text := strings.TrimSpace(sc.Text())
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		parts := strings.Split(text, ";")
		c := chess960Perft{line: n, fen: strings.TrimSpace(parts[0]), depths: map[int]uint64{}}
		for _, d := range parts[1:] {
			var depth int
			var nodes uint64
			fields := strings.Fields(d)
			if len(fields) != 2 || !strings.HasPrefix(fields[0], "D") {
				t.Fatalf("line %d: bad depth entry %q", n, d)
			}
			depth, err1 := strconv.Atoi(fields[0][1:])
			nodes, err2 := strconv.ParseUint(fields[1], 10, 64)
			if err1 != nil || err2 != nil {
				t.Fatalf("line %d: bad depth entry %q", n, d)
			}
			c.depths[depth] = nodes
		}
		out = append(out, c)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if len(out) != 960 {
		t.Fatalf("%d positions in chess960.perft, want 960", len(out))
	}
	return out
}

// TestChess960PerftReference checks the move generator against the
// published Chess960 perft numbers: every position to depth 3, and
// deeper within a node budget spread over the file (all depths with
// CHESSMASTER_DEEP=1).
func TestChess960PerftReference(t *testing.T) {
	deep := os.Getenv("CHESSMASTER_DEEP") == "1"
	budget := uint64(2_000_000)
	maxDepth := 3
	if testing.Short() || raceEnabled {
		maxDepth = 2
		budget = 200_000
	}
	for i, c := range loadChess960Perft(t) {
		p, err := ParseFEN(c.fen)
		if err != nil {
			t.Fatalf("line %d: %v", c.line, err)
		}
		// Rights with king and rook on standard squares read as standard
		// chess (the moves are the same); the rest as Chess960.
		if !p.IsChess960() && p.CastlingRights() != 0 && !standardCastlingSquares(p) {
			t.Errorf("line %d: %s not read as Chess960", c.line, c.fen)
		}
		if err := p.SetChess960(true); err != nil {
			t.Fatal(err)
		}
		if got := p.ShredderFEN(); got != c.fen {
			t.Errorf("line %d: ShredderFEN = %q, want %q", c.line, got, c.fen)
		}
		for depth := 1; depth <= 6; depth++ {
			want := c.depths[depth]
			// Every 16th position also runs its deeper counts that fit
			// the budget: 60 positions of all 960 start arrangements.
			if !deep && depth > maxDepth && (i%16 != 0 || want > budget) {
				continue
			}
			if got := p.Perft(depth); got != want {
				t.Errorf("line %d %s perft(%d) = %d, want %d", c.line, c.fen, depth, got, want)
			}
		}
	}
}

// standardCastlingSquares reports whether every castling right of p has
// its king on e1/e8 and its rook in the corner.
func standardCastlingSquares(p *Position) bool {
	for _, c := range []Color{White, Black} {
		for _, kingSide := range []bool{true, false} {
			r := p.CastlingRook(c, kingSide)
			if r == NoSquare {
				continue
			}
			if p.KingSquare(c).File() != 4 || (r.File() != 0 && r.File() != 7) {
				return false
			}
		}
	}
	return true
}
