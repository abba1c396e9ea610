package master

import (
	"strings"
	"testing"
)

// CheckGameText takes what LoadPGN and LoadGame(0) take, and refuses what
// they refuse, without a controller.
func TestCheckGameText(t *testing.T) {
	for _, c := range []struct {
		text, err string
	}{
		{"[Event \"x\"]\n\n1. e4 e5 2. Nf3 *\n", ""},
		{"1. e4 e4 *\n", "e4"},
		{"", "no game"},
		{"[Event \"x\ny\"]\n\n1. e4 *\n", "line"},
		// A tag left open on its own line is read, with a warning.
		{"[Event \"x\"\n\n1. e4 *\n", ""},
	} {
		err := CheckGameText(c.text)
		if c.err == "" && err != nil || c.err != "" && (err == nil || !strings.Contains(err.Error(), c.err)) {
			t.Errorf("CheckGameText(%q) = %v, want %q", c.text, err, c.err)
		}
		// The controller agrees.
		m := newTestGame(t, humans(""))
		_, lerr := m.LoadPGN(strings.NewReader(c.text))
		if lerr == nil {
			lerr = m.LoadGame(0)
		}
		if (lerr == nil) != (err == nil) {
			t.Errorf("%q: CheckGameText says %v, the controller %v", c.text, err, lerr)
		}
	}
}
