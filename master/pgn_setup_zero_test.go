package master

import (
	"strings"
	"testing"
)

// SetUp "0" means the game starts from the usual position, whatever its
// FEN tag says (the PGN standard): the window and the terminal load it
// so, as the pgn command and its check do. (The game written back has
// no FEN tag: the controller writes SetUp and FEN for a set-up start.)
func TestLoadSetUpZeroStartsFromTheUsualPosition(t *testing.T) {
	c := newTestGame(t, humans(""))
	in := "[Event \"x\"]\n[SetUp \"0\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\"]\n\n1. e4 e5 2. Nf3 *\n"
	if _, err := c.LoadPGN(strings.NewReader(in)); err != nil {
		t.Fatal(err)
	}
	if err := c.LoadGame(0); err != nil {
		t.Fatal(err)
	}
	st := c.Snapshot()
	if want := "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2"; len(st.Moves) != 3 || st.FEN != want {
		t.Fatalf("loaded from the FEN tag, not the usual start: %d moves, %s", len(st.Moves), st.FEN)
	}
}
