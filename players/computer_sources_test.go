package players

import (
	"context"
	"testing"
	"time"

	"chessmaster/master"
)

// The computer's book and tablebase moves now come from its engine
// (engine.SetBook/SetTablebases): check that they still arrive with the
// right source, and that weak levels do not get the tables.
func TestComputerBookAndTablebaseSources(t *testing.T) {
	const kqk = "8/8/8/4k3/8/8/8/KQ6 w - - 0 1"
	cases := []struct {
		name    string
		level   int
		useBook bool
		fen     string
		want    string // expected source; "!tablebase" = anything else
	}{
		{"book at the start", 0, true, "", "book"},
		{"no book when off", 0, false, "", "search"},
		{"tables at full strength", 0, false, kqk, "tablebase"},
		{"no tables for a weak level", 1, false, kqk, "!tablebase"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p, err := NewComputer(computerCfg(c.level, 30*time.Millisecond), master.Settings{UseBook: c.useBook})
			if err != nil {
				t.Fatal(err)
			}
			defer p.Close()
			req := master.MoveRequest{StartFEN: c.fen, FEN: c.fen}
			if c.fen == "" {
				req.FEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
			}
			r, err := p.Move(context.Background(), req)
			if err != nil {
				t.Fatal(err)
			}
			switch {
			case c.want == "!tablebase" && r.Source == master.SourceTablebase,
				c.want != "!tablebase" && string(r.Source) != c.want:
				t.Errorf("move %s from %q, want %s", r.Move, r.Source, c.want)
			}
		})
	}
}
