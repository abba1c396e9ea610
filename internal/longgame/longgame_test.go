package longgame

import (
	"strings"
	"testing"

	"chessmaster/master"
)

// The walk is deterministic, as long as asked, and legal: the controller
// reads it back move by move.
func TestPGNIsLongLegalAndDeterministic(t *testing.T) {
	const plies = 3000
	a, b := PGN(plies), PGN(plies)
	if a != b {
		t.Fatal("two walks with the same length differ")
	}
	sums, err := master.ParsePGN(strings.NewReader(a))
	if err != nil {
		t.Fatal(err)
	}
	if len(sums) != 1 || sums[0].Plies != plies {
		t.Fatalf("read back %+v, want one game of %d plies", sums, plies)
	}
}
