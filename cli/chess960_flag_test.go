package cli

import (
	"strings"
	"testing"

	"chessmaster/master"
)

// TestChess960Flag: -chess960 by number, at random, or the -fen position;
// bad values are usage errors in the user's terms.
func TestChess960Flag(t *testing.T) {
	s, err := parseGameFlags(t, master.DefaultSettings(), "-chess960", "0")
	if err != nil || !s.Chess960 || !strings.HasPrefix(s.StartFEN, "bbqnnrkr/") {
		t.Errorf("-chess960 0: %+v %v", s.StartFEN, err)
	}
	s, err = parseGameFlags(t, master.DefaultSettings(), "-chess960", "random")
	if err != nil || !s.Chess960 || master.Chess960Number(s.StartFEN) < 0 {
		t.Errorf("-chess960 random: %q %v", s.StartFEN, err)
	}
	const typed = "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9"
	s, err = parseGameFlags(t, master.DefaultSettings(), "-chess960", "fen", "-fen", typed)
	if err != nil || !s.Chess960 || s.StartFEN != typed {
		t.Errorf("-chess960 fen: %q %v", s.StartFEN, err)
	}
	for want, args := range map[string][]string{
		"numbered 0 to 959":      {"-chess960", "960"},
		"want a start position":  {"-chess960", "x"},
		"needs -fen":             {"-chess960", "fen"},
		"use -chess960 fen":      {"-chess960", "5", "-fen", typed},
		"castling right G needs": {"-fen", "4k3/8/8/8/8/8/8/RK6 w G - 0 1"},
	} {
		if _, err := parseGameFlags(t, master.DefaultSettings(), args...); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%v: %v, want %q", args, err, want)
		}
	}
}
