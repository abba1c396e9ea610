package players_test

import (
	"os"
	"testing"

	"chessmaster/wiring"
)

// TestMain wires the components (players, analyser, hint engine, the
// book's FEN reader) as main does: the tests play, analyse and read
// books through them.
func TestMain(m *testing.M) {
	wiring.Wire()
	os.Exit(m.Run())
}
