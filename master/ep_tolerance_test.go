package master

import (
	"strings"
	"testing"
)

// Reading is tolerant the way the major GUIs are: "e.p." after an en
// passant capture, "0-0", check marks, "1..." numbering, CR line ends.
func TestTolerantMoveText(t *testing.T) {
	in := "[Event \"x\"]\r\r1. e4 Nf6 2. e5 d5 3. exd6 e.p. 3... Nc6+ 4. Nf3 e5 5. Bc4 Bd6 6. 0-0 0-0 *\r"
	c := newTestGame(t, humans(""))
	if _, err := c.LoadPGN(strings.NewReader(in)); err != nil {
		t.Fatal(err)
	}
	if err := c.LoadGame(0); err != nil {
		t.Fatal(err)
	}
	st := c.Snapshot()
	var sans []string
	for _, m := range st.Moves {
		sans = append(sans, m.SAN)
	}
	if got := strings.Join(sans, " "); got != "e4 Nf6 e5 d5 exd6 Nc6 Nf3 e5 Bc4 Bxd6 O-O O-O" {
		t.Errorf("moves %q", got)
	}
}
