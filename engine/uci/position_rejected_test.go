package uci

import (
	"strings"
	"testing"
	"time"
)

// A "position" the engine refuses leaves the GUI on a position the engine
// does not have. "go" must then not answer with a move of the previous
// position, which is illegal in the GUI's: it answers "bestmove 0000"
// after an "info string" saying why, until a valid position comes. This
// holds for every way a position is refused: an invalid FEN (a triple
// check, the side not to move in check, no king), an illegal move in the
// move list (even the last one) and a malformed command.
func TestRejectedPositionGivesNullMove(t *testing.T) {
	rejected := []struct{ position, why string }{
		{"position fen 4k3/8/3N1N2/8/8/8/8/4R1K1 b - - 0 1", "in check from 3 pieces"},
		{"position fen 4k2R/8/8/8/8/8/8/4K3 w - - 0 1", "the side not to move (black) is in check"},
		{"position fen 8/8/8/8/8/8/8/4K3 w - - 0 1", "black has 0 kings"},
		{"position startpos moves d2d4 e7e5 e1e3", "move 3 (e1e3) is illegal"},
		{"position startpos moves e2e4 e7e5 g1f3 b8c6 f1b5 a7a6 b5c6 d7c6 e1g1 c8g4 f3e5 g4d1 e5d1", "move 13 (e5d1) is illegal"},
		{"position fen 4k3/8/8/8/8/8/8/4K3 w - - 0 1 moves e1e2 e8e7 e2e3 e7e2", "move 4 (e7e2) is illegal"},
		{"position fen 8/8 w", "4 to 6 FEN fields"},
		{"position startpos moves e2e4 xyz", `"xyz" is not a move`},
		{"position startpos moves e2e4 0000 d2d4", "move 2 is 0000, a null move (a pass)"},
		{"position sideways", "expected startpos or fen"},
	}
	for _, c := range rejected {
		s := startSession(t)
		// A previous position with an obvious move (a capture of the queen)
		// that the engine must not play once the GUI has moved on.
		s.send("position fen 4k3/8/8/8/8/8/3q4/4K3 w - - 0 1")
		s.send(c.position)
		info, _ := s.expect("info string", time.Second)
		if !strings.Contains(info, c.why) {
			t.Errorf("%s: report %q does not say %q", c.position, info, c.why)
		}
		for _, g := range []string{"go depth 3", "go wtime 1000 btime 1000", "go movetime 50"} {
			s.send(g)
			best, before := s.expect("bestmove", 5*time.Second)
			if best != "bestmove 0000" {
				t.Errorf("%s, %s: %q, want bestmove 0000", c.position, g, best)
			}
			if len(before) == 0 || !strings.HasPrefix(before[len(before)-1], "info string") ||
				!strings.Contains(before[len(before)-1], "rejected") || !strings.Contains(before[len(before)-1], c.why) {
				t.Errorf("%s, %s: no info string saying why before %q: %q", c.position, g, best, before)
			}
		}
		// Analysis: the answer waits for stop, as the protocol wants.
		s.send("go infinite")
		s.send("isready")
		if _, before := s.expect("readyok", time.Second); countPrefix(before, "bestmove") != 0 {
			t.Errorf("%s: go infinite answered before stop: %q", c.position, before)
		}
		s.send("stop")
		if best, _ := s.expect("bestmove", time.Second); best != "bestmove 0000" {
			t.Errorf("%s: go infinite, stop: %q", c.position, best)
		}
		// A valid position ends the refusal.
		s.send("position startpos moves e2e4")
		s.send("go depth 2")
		best, _ := s.expect("bestmove", 5*time.Second)
		if mv := strings.Fields(best)[1]; !legalIn(t, "", []string{"e2e4"}, mv) {
			t.Errorf("%s: after a valid position, bestmove %q", c.position, best)
		}
	}
}

// A valid position after a refused one is searched; ucinewgame alone does
// not set a position, so it does not end the refusal.
func TestRejectedPositionUntilValidOne(t *testing.T) {
	s := startSession(t)
	s.send("position fen 4k3/8/3N1N2/8/8/8/8/4R1K1 b - - 0 1")
	s.send("ucinewgame")
	s.send("go depth 2")
	if best, _ := s.expect("bestmove", 5*time.Second); best != "bestmove 0000" {
		t.Errorf("after ucinewgame: %q", best)
	}
	s.send("go perft 2")
	if line, _ := s.expect("Nodes searched", 5*time.Second); line != "Nodes searched: 0" {
		t.Errorf("perft of a rejected position: %q", line)
	}
	// Material no game reaches is a valid position: searched.
	s.send("position fen 4k3/8/8/8/8/8/PPPPPPPP/1B1BK3 w - - 0 1")
	s.send("go depth 3")
	best, before := s.expect("bestmove", 5*time.Second)
	if mv := strings.Fields(best)[1]; !legalIn(t, "4k3/8/8/8/8/8/PPPPPPPP/1B1BK3 w - - 0 1", nil, mv) {
		t.Errorf("two light-squared bishops and eight pawns: %q after %q", best, before)
	}
}
