package referee

import (
	"strings"
	"testing"
)

// A garbage token of any length gives a short error: the move is quoted
// cut short, in FindMove and in PlayLine's label.
func TestLongMoveTextGivesShortError(t *testing.T) {
	junk := strings.Repeat("x", 100000)
	_, _, _, err := PlayLine("", []string{"e4", junk})
	if err == nil || len(err.Error()) > 200 || !strings.Contains(err.Error(), "move 1...xxx") {
		t.Fatalf("error of %d bytes: %.200v", len(err.Error()), err)
	}
	if QuoteMove("Nxe5+!?") != "Nxe5+!?" {
		t.Error("a real move must be quoted whole")
	}
}
