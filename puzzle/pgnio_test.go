package puzzle

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"chessmaster/engine"
	"chessmaster/notation"
)

// TestPuzzlePGNRoundTrip: a puzzle written as PGN reads back the same.
func TestPuzzlePGNRoundTrip(t *testing.T) {
	p := Puzzle{FEN: "r3k3/pp3ppp/8/3N4/8/8/PPP2PPP/6K1 b - - 0 1", Lead: "h7h6",
		Solution: []string{"d5c7", "e8d7", "c7a8"}, Themes: []string{"fork", "short"}, Rating: 1234,
		Source: "https://lichess.org/abc#12", Site: "https://lichess.org/abc", White: "A", Black: "B", Date: "2020.01.02", Event: "Rated"}
	p.SetID()
	text, err := p.Text()
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`[SetUp "1"]`, `[FEN "` + p.FEN + `"]`, `[PuzzleThemes "fork short"]`, `[PuzzleRating "1234"]`,
		`[PuzzleSource "https://lichess.org/abc#12"]`, "1... h6 2. Nc7+ Kd7 3. Nxa8"} {
		if !strings.Contains(text, want) {
			t.Errorf("PGN lacks %s:\n%s", want, text)
		}
	}
	path := filepath.Join(t.TempDir(), "p.pgn")
	// A game that is not a puzzle in the same file is skipped, not fatal.
	if err := os.WriteFile(path, []byte(text+"[Event \"x\"]\n\n1. e4 e5 *\n\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	ps, skipped, err := ReadFile(path)
	if err != nil || len(ps) != 1 || skipped != 1 {
		t.Fatalf("read %d puzzles, %d skipped, %v", len(ps), skipped, err)
	}
	q := ps[0]
	if q.ID != p.ID || q.FEN != p.FEN || q.Lead != p.Lead || !slices.Equal(q.Solution, p.Solution) ||
		!slices.Equal(q.Themes, p.Themes) || q.Rating != p.Rating || q.Source != p.Source || q.Event != p.Event {
		t.Errorf("read back %+v, want %+v", q, p)
	}
}

// TestSANMatchesController: the puzzle writer's SAN is the controller's
// on positions with disambiguation, castling, promotion and mate.
func TestSANMatchesController(t *testing.T) {
	fens := []string{
		"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
		"8/2P3k1/8/8/8/8/5K2/R6R w - - 0 1",
		"6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1",
		"1n2k2n/8/8/8/8/8/8/1N2K1N1 w - - 0 1",
	}
	for _, fen := range fens {
		pos, err := engine.ParseFEN(fen)
		if err != nil {
			t.Fatal(err)
		}
		var l engine.MoveList
		pos.GenerateLegal(&l)
		for _, m := range l.Slice() {
			want := notation.SANMoves(fen, []string{m.String()})
			if got := san(pos, m); len(want) != 1 || got != want[0] {
				t.Errorf("%s %s: SAN %q, controller %v", fen, m, got, want)
			}
		}
	}
}
