package master

import (
	"strings"
	"testing"
)

// A game of another variant (Chess960 with its HFhf castling letters,
// Crazyhouse, ...) is refused with a message that names the variant, not
// with whatever its FEN or first odd move happens to trip over; games
// whose Variant tag names ordinary chess open as usual.
func TestPGNOtherVariantsAreNamed(t *testing.T) {
	const c960 = `[Event "960"]
[Variant "Chess960"]
[SetUp "1"]
[FEN "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9"]
[Result "*"]

9. g3 Nb6 *
`
	_, err := ParsePGN(strings.NewReader(c960))
	if err == nil || !strings.Contains(err.Error(), "Chess960") || !strings.Contains(err.Error(), "standard chess only") {
		t.Errorf("Chess960 game: error %v, want one naming the variant", err)
	}
	for _, v := range []string{"Standard", "chess", "From Position"} {
		text := "[Event \"x\"]\n[Variant \"" + v + "\"]\n\n1. e4 e5 *\n"
		if sums, err := ParsePGN(strings.NewReader(text)); err != nil || sums[0].Plies != 2 {
			t.Errorf("Variant %q: %v, %v; want a 2-ply game", v, sums, err)
		}
	}
}
