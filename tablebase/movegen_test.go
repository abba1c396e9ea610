package tablebase

import (
	"bufio"
	"os"
	"strconv"
	"strings"
	"testing"
)

func perft(p *Position, depth int) int64 {
	var l moveList
	p.generate(&l)
	if depth == 1 {
		return int64(l.n)
	}
	var n int64
	for i := 0; i < l.n; i++ {
		next := p.play(l.moves[i])
		n += perft(&next, depth-1)
	}
	return n
}

// TestPerft checks the move generator against the published perft counts
// of the positions in testdata that have no castling rights (the prober's
// generator does not castle). Counts above a limit are skipped for time.
func TestPerft(t *testing.T) {
	f, err := os.Open("../testdata/epd/perft-tricky.perft")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	limit := int64(300000)
	if testing.Short() {
		limit = 20000
	}
	var fen, id string
	checked := 0
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		fields := strings.Fields(sc.Text())
		if len(fields) == 0 || strings.HasPrefix(fields[0], "#") {
			continue
		}
		switch fields[0] {
		case "id":
			id = strings.Join(fields[1:], " ")
		case "epd":
			fen = strings.Join(fields[1:], " ")
		case "perft":
			if len(fields) != 3 || fen == "" {
				t.Fatalf("bad perft line %q", sc.Text())
			}
			depth, _ := strconv.Atoi(fields[1])
			want, _ := strconv.ParseInt(fields[2], 10, 64)
			if want > limit {
				continue
			}
			p, err := ParseFEN(fen)
			if err != nil {
				t.Fatalf("%s: %v", id, err)
			}
			if p.Castling {
				continue
			}
			if got := perft(p, depth); got != want {
				t.Errorf("%s (%s) perft %d = %d, want %d", id, fen, depth, got, want)
			}
			checked++
		}
	}
	if checked < 5 {
		t.Fatalf("only %d perft counts checked", checked)
	}
}

func TestMateAndStalemate(t *testing.T) {
	for _, c := range []struct {
		fen         string
		mate, moves bool
	}{
		{"7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", false, false}, // stalemate
		{"7k/6Q1/6K1/8/8/8/8/8 b - - 0 1", true, false},  // mate
		{"7k/8/6K1/8/8/8/8/6Q1 b - - 0 1", false, true},
	} {
		p, err := ParseFEN(c.fen)
		if err != nil {
			t.Fatal(err)
		}
		if p.isMate() != c.mate || p.hasLegalMove() != c.moves {
			t.Errorf("%s: mate %v moves %v, want %v %v", c.fen, p.isMate(), p.hasLegalMove(), c.mate, c.moves)
		}
	}
}
