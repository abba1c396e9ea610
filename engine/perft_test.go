package engine

import (
	"bufio"
	"os"
	"strconv"
	"strings"
	"testing"
)

// perftCase is one "id/epd/perft" block of testdata/epd/perft-tricky.perft.
type perftCase struct {
	id     string
	fen    string
	depths map[int]uint64
}

func loadPerftFile(t testing.TB) []perftCase {
	t.Helper()
	f, err := os.Open("../testdata/epd/perft-tricky.perft")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var cases []perftCase
	sc := bufio.NewScanner(f)
	for line := 1; sc.Scan(); line++ {
		text := strings.TrimSpace(sc.Text())
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		key, rest, _ := strings.Cut(text, " ")
		switch key {
		case "id":
			cases = append(cases, perftCase{id: rest, depths: map[int]uint64{}})
		case "epd":
			cases[len(cases)-1].fen = rest
		case "perft":
			d, n, _ := strings.Cut(rest, " ")
			depth, err1 := strconv.Atoi(d)
			nodes, err2 := strconv.ParseUint(n, 10, 64)
			if err1 != nil || err2 != nil {
				t.Fatalf("line %d: bad perft line %q", line, text)
			}
			cases[len(cases)-1].depths[depth] = nodes
		default:
			t.Fatalf("line %d: unknown key %q", line, key)
		}
	}
	if len(cases) == 0 {
		t.Fatal("no perft cases")
	}
	return cases
}

// perftBudget is the largest node count checked in a normal test run;
// larger published counts run only with CHESSMASTER_DEEP=1.
const perftBudget = 5_000_000

func TestPerftFile(t *testing.T) {
	deep := os.Getenv("CHESSMASTER_DEEP") == "1"
	budget := uint64(perftBudget)
	if raceEnabled {
		budget /= 4
	}
	for _, c := range loadPerftFile(t) {
		// ParseFEN refuses the impossible checker alignments, and only them.
		_, err := ParseFEN(c.fen)
		if impossible := strings.HasPrefix(c.id, "align-"); impossible != (err != nil) {
			t.Errorf("%s: ParseFEN says %v", c.id, err)
		}
		p := perftFilePosition(t, c.fen)
		for depth, want := range c.depths {
			mustRun := c.id == "startpos" && depth <= 5
			if want > budget && !deep && !mustRun {
				continue
			}
			if got := p.Perft(depth); got != want {
				t.Errorf("%s perft(%d) = %d, want %d", c.id, depth, got, want)
			}
			if p.FEN() != perftFilePosition(t, c.fen).FEN() {
				t.Errorf("%s: position changed by perft", c.id)
			}
		}
	}
}

// perftFilePosition reads a FEN of the perft file. Its "Impossible checker
// alignment" positions are refused by ParseFEN (no move gives those
// checks, so no entry point accepts them) but still exercise the move
// generator: they are read without that check.
func perftFilePosition(t testing.TB, fen string) *Position {
	t.Helper()
	p := &Position{}
	if err := p.parseFENChecks(fen, false); err != nil {
		t.Fatal(err)
	}
	p.history = make([]undo, 0, 256)
	return p
}

func mustFEN(t testing.TB, fen string) *Position {
	t.Helper()
	p, err := ParseFEN(fen)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func TestPerftDivideSumsToPerft(t *testing.T) {
	p := mustFEN(t, "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq -")
	entries, total := p.PerftDivide(3)
	if len(entries) != 48 || total != 97862 {
		t.Fatalf("divide: %d moves, total %d; want 48, 97862", len(entries), total)
	}
	var sum uint64
	for _, e := range entries {
		sum += e.Nodes
	}
	if sum != total {
		t.Fatalf("entries sum %d != total %d", sum, total)
	}
}

func BenchmarkPerft(b *testing.B) {
	p := mustFEN(b, StartFEN)
	var nodes uint64
	for b.Loop() {
		nodes += p.Perft(5)
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
}

func BenchmarkPerftKiwipete(b *testing.B) {
	p := mustFEN(b, "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq -")
	var nodes uint64
	for b.Loop() {
		nodes += p.Perft(4)
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
}
