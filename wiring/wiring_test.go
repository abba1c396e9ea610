package wiring

import (
	"errors"
	"strings"
	"testing"

	"chessmaster/analysis"
	"chessmaster/book"
	"chessmaster/master"
)

// Nothing is registered until Wire runs (no init does it behind the
// reader's back), and afterwards every component is: the book reads FENs,
// the controller makes each program player, and analysis and hints have
// their engines.
func TestWireRegistersEveryComponent(t *testing.T) {
	if _, err := book.Key("startpos"); !errors.Is(err, book.ErrNoFENParser) {
		t.Fatalf("book.Key before Wire: err %v, want ErrNoFENParser (registered by an init?)", err)
	}
	if analysis.Registered() != nil || analysis.Hinter() != nil {
		t.Fatal("an analyser or hint engine is registered before Wire")
	}
	if _, err := master.NewPlayer(master.PlayerConfig{Kind: master.Random}, master.Settings{}); err == nil {
		t.Fatal("a Random player was made before Wire")
	}

	Wire()
	Wire() // a second call changes nothing

	if k, err := book.Key("startpos"); err != nil || k != 0x463b96181691fc9c {
		t.Fatalf("book.Key(startpos) = %#x, %v; want the polyglot key 0x463b96181691fc9c", k, err)
	}
	if analysis.Registered() == nil || analysis.Hinter() == nil {
		t.Fatal("Wire left analysis or hints without an engine")
	}
	for _, kind := range []master.PlayerKind{master.Computer, master.Random} {
		p, err := master.NewPlayer(master.PlayerConfig{Kind: kind, Level: 1}, master.Settings{})
		if err != nil {
			t.Fatalf("%v player after Wire: %v", kind, err)
		}
		if c, ok := p.(interface{ Close() error }); ok {
			c.Close()
		}
	}
	// The UCI engine maker is there: it tries the program (and fails).
	_, err := master.NewPlayer(master.PlayerConfig{Kind: master.UCIEngine, EnginePath: "/nonexistent/engine"}, master.Settings{})
	if err == nil || strings.Contains(err.Error(), "not available in this build") {
		t.Fatalf("UCI engine player after Wire: %v, want the missing program's error", err)
	}
}
