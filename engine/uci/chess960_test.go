package uci

import (
	"strings"
	"testing"
	"time"
)

// TestUCIChess960Option: "uci" announces UCI_Chess960; with it on, the
// engine reads king-takes-rook castling in the move list, answers in
// that form, and reads Shredder-FEN; with it off, standard castling stays
// e1g1.
func TestUCIChess960Option(t *testing.T) {
	s := startSession(t)
	s.send("uci")
	_, lines := s.expect("uciok", 2*time.Second)
	if !strings.Contains(strings.Join(lines, "\n"), "option name UCI_Chess960 type check default false") {
		t.Fatalf("UCI_Chess960 not announced: %q", lines)
	}

	// Standard: castling is the king's move, e1g1.
	s.send("position fen r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1")
	s.send("go perft 1")
	_, out := s.expect("Nodes searched", 5*time.Second)
	all := strings.Join(out, "\n")
	if !strings.Contains(all, "e1g1:") || strings.Contains(all, "e1h1:") {
		t.Errorf("standard castling not e1g1: %q", out)
	}

	s.send("setoption name UCI_Chess960 value true")
	s.send("position fen r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1")
	s.send("go perft 1")
	_, out = s.expect("Nodes searched", 5*time.Second)
	all = strings.Join(out, "\n")
	if !strings.Contains(all, "e1h1:") || !strings.Contains(all, "e1a1:") || strings.Contains(all, "e1g1:") {
		t.Errorf("Chess960 castling not king-takes-rook: %q", out)
	}

	// A Chess960 start (number 0, BBQNNRKR) after moves that castle
	// king-takes-rook: g1h1 with the king already on g1.
	s.send("position fen bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1 moves g2g3 g7g6 f2f4 f7f5 f1f2 f8f7 g1h1 g8h8")
	s.send("isready")
	_, out = s.expect("readyok", 5*time.Second)
	if strings.Contains(strings.Join(out, "\n"), "rejected") {
		t.Fatalf("king-takes-rook castling rejected: %q", out)
	}
	s.send("go depth 3")
	best, _ := s.expect("bestmove", 20*time.Second)
	if f := strings.Fields(best); len(f) < 2 || f[1] == "0000" {
		t.Fatalf("no move after Chess960 castling: %q", best)
	}
	s.send("quit")
}
