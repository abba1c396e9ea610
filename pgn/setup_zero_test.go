package pgn

import (
	"strings"
	"testing"
)

// SetUp "0" says the game starts from the standard position (PGN
// standard 9.7.1), whatever a FEN tag beside it says: StartFEN is
// StandardFEN, as posindex replays it (pgn -check). Write keeps both
// tags as read, so nothing is lost and the game reads back the same;
// it used to rewrite SetUp as "1" and start the game from the FEN.
func TestSetUpZeroWithFEN(t *testing.T) {
	const fen = "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"
	text := "[Event \"x\"]\n[SetUp \"0\"]\n[FEN \"" + fen + "\"]\n\n1. e4 e5 *\n\n" +
		"[Event \"y\"]\n[FEN \"" + fen + "\"]\n\n1. e4 Kd7 *\n\n" +
		"[Event \"z\"]\n[SetUp \"1\"]\n[FEN \"" + fen + "\"]\n\n1. e4 Kd7 *\n"
	games, err := Read(strings.NewReader(text))
	if err != nil || len(games) != 3 {
		t.Fatalf("Read: %v", err)
	}
	for i, want := range []string{StandardFEN, fen, fen} {
		if got := games[i].StartFEN(); got != want {
			t.Errorf("game %d starts from %q, want %q", i+1, got, want)
		}
	}
	out := Write(games[0])
	if !strings.Contains(out, "[SetUp \"0\"]\n[FEN \""+fen+"\"]\n") || !strings.Contains(out, "1. e4 e5 *") {
		t.Errorf("written:\n%s", out)
	}
	back, err := Read(strings.NewReader(out))
	if err != nil || back[0].StartFEN() != StandardFEN || back[0].Tag("FEN") != fen {
		t.Errorf("read back: %v", err)
	}
	for i, g := range games[1:] {
		if out := Write(g); !strings.Contains(out, "[SetUp \"1\"]\n[FEN \""+fen+"\"]\n") {
			t.Errorf("game %d written:\n%s", i+2, out)
		}
	}
	if !SetUpStandard(" 0 ") || SetUpStandard("1") || SetUpStandard("") {
		t.Errorf("SetUpStandard")
	}
}
