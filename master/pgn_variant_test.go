package master

import (
	"strings"
	"testing"
)

// A game of another variant (Crazyhouse, ...) is refused with a message
// that names the variant, not with whatever its FEN or first odd move
// happens to trip over; games whose Variant tag names ordinary chess open
// as usual, and Chess960 games open as Chess960 (chess960_test.go).
func TestPGNOtherVariantsAreNamed(t *testing.T) {
	const zh = `[Event "zh"]
[Variant "Crazyhouse"]
[Result "*"]

1. e4 e5 *
`
	_, err := ParsePGN(strings.NewReader(zh))
	if err == nil || !strings.Contains(err.Error(), "Crazyhouse") || !strings.Contains(err.Error(), "standard chess and Chess960 only") {
		t.Errorf("Crazyhouse game: error %v, want one naming the variant", err)
	}
	const c960 = `[Event "960"]
[Variant "Chess960"]
[SetUp "1"]
[FEN "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9"]
[Result "*"]

9. g3 Nb6 *

`
	if sums, err := ParsePGN(strings.NewReader(c960)); err != nil || sums[0].Plies != 2 {
		t.Errorf("Chess960 game: %v, %v; want a 2-ply game", sums, err)
	}
	for _, v := range []string{"Standard", "chess", "From Position"} {
		text := "[Event \"x\"]\n[Variant \"" + v + "\"]\n\n1. e4 e5 *\n"
		if sums, err := ParsePGN(strings.NewReader(text)); err != nil || sums[0].Plies != 2 {
			t.Errorf("Variant %q: %v, %v; want a 2-ply game", v, sums, err)
		}
	}
}
