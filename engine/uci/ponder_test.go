package uci

import (
	"strings"
	"testing"
	"time"
)

// Ponder is offered as an option, and a ponderhit turns the ponder
// search into the timed search the same go asks for: its bestmove comes
// after the move time counted from the ponderhit (it used to come at
// once, from whatever depth the pondering had reached), exactly one
// bestmove is printed, and "stop" during pondering still answers at once.
func TestPonderHitSearchesOnTheClock(t *testing.T) {
	s := startSession(t)
	s.send("uci")
	_, lines := s.expect("uciok", 2*time.Second)
	if countPrefix(lines, "option name Ponder type check") != 1 {
		t.Error("no Ponder option")
	}
	s.send("setoption name Ponder value true")
	s.send("position startpos moves e2e4 e7e5")
	s.send("go ponder movetime 400")
	time.Sleep(200 * time.Millisecond)
	hit := time.Now()
	s.send("ponderhit")
	_, before := s.expect("bestmove", 10*time.Second)
	if el := time.Since(hit); el < 300*time.Millisecond {
		t.Errorf("bestmove %v after ponderhit, want the move time of 400 ms", el)
	}
	if n := countPrefix(before, "info string"); n != 0 {
		t.Errorf("info strings while pondering: %q", before)
	}
	s.send("isready")
	_, after := s.expect("readyok", 5*time.Second)
	if n := countPrefix(after, "bestmove"); n != 0 {
		t.Errorf("%d more bestmoves after the ponderhit's", n)
	}

	s.send("position startpos moves e2e4 e7e5 g1f3")
	s.send("go ponder wtime 60000 btime 60000")
	time.Sleep(100 * time.Millisecond)
	stop := time.Now()
	s.send("stop")
	line, _ := s.expect("bestmove", 5*time.Second)
	if el := time.Since(stop); el > quick() {
		t.Errorf("bestmove %v after stop", el)
	}
	if !strings.HasPrefix(line, "bestmove ") || line == "bestmove (none)" {
		t.Errorf("stop while pondering: %q", line)
	}
}

// "go searchmoves" with one move, and "go depth" where one move is
// legal, search it to the depth asked (a GUI analysing that move wants
// its score), instead of answering at depth 1 as a forced move in a game.
func TestOneMoveIsSearchedWhenAnalysing(t *testing.T) {
	s := startSession(t)
	s.send("uci")
	s.expect("uciok", 2*time.Second)
	for _, c := range []struct{ pos, goCmd, move string }{
		{"position startpos moves e2e4", "go depth 6 searchmoves d7d5", "d7d5"},
		{"position fen k7/8/8/8/8/8/r7/7K w - - 0 1", "go depth 6", "h1g1"},
	} {
		s.send("setoption name SyzygyProbeLimit value 0") // the search, not the tables, answers
		s.send(c.pos)
		s.send(c.goCmd)
		line, before := s.expect("bestmove", 10*time.Second)
		if !strings.HasPrefix(line, "bestmove "+c.move) {
			t.Errorf("%s: %q", c.goCmd, line)
		}
		if countPrefix(before, "info depth 6 ") != 1 || countPrefix(before, "info string the only legal move") != 0 {
			t.Errorf("%s: not searched to depth 6: %q", c.goCmd, before)
		}
	}
}
