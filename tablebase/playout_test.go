package tablebase

import (
	"math/rand"
	"testing"
)

// playOut plays ProbeRoot's best move for both sides (fastest win for the
// winner, longest resistance for the loser) until the game ends, and
// returns the result from the point of view of the side to move in p:
// Win, Loss or Draw. It fails the test if the 50-move rule would end a
// predicted win or the value changes along the way.
func playOut(t *testing.T, tb *Tablebases, p Position) (result, plies int) {
	t.Helper()
	want, err := tb.ProbeWDL(&p)
	if err != nil {
		t.Fatal(err)
	}
	sign := 1 // flips each ply: converts to the starting side's view
	for plies = 0; plies < 1000; plies++ {
		if !p.hasLegalMove() {
			if p.inCheck() {
				return -2 * sign, plies
			}
			return Draw, plies
		}
		if p.Rule50 >= 100 {
			return Draw, plies
		}
		if p.pieceCount() == 2 {
			return Draw, plies
		}
		wdl, err := tb.ProbeWDL(&p)
		if err != nil {
			t.Fatalf("%s: %v", p.FEN(), err)
		}
		if wdl*sign != want {
			t.Fatalf("%s: WDL %d at ply %d, started as %d", p.FEN(), wdl*sign, plies, want)
		}
		if want == Draw && plies >= 60 {
			return Draw, plies // the defender holds; enough
		}
		best, _, err := tb.ProbeRoot(&p)
		if err != nil {
			t.Fatalf("%s: %v", p.FEN(), err)
		}
		p = playUCI(t, &p, best.UCI)
		sign = -sign
	}
	t.Fatalf("no result after %d plies", plies)
	return 0, plies
}

// TestPlayOut plays out won and drawn positions of KRvKP, KQvKR, KBNvK
// and KPvK (KRPvKR is a 5-piece table, not embedded), and checks each game ends as the tables predicted: mate by the
// winning side within the 50-move rule, or no mate at all in a draw.
func TestPlayOut(t *testing.T) {
	tb := defaultTables(t)
	r := rand.New(rand.NewSource(21))
	type want struct {
		mat    string
		wdl    int
		minDTZ int // look for a won position at least this far from zeroing
	}
	cases := []want{
		{"KRvKP", Win, 10}, {"KRvKP", Draw, 0},
		{"KQvKR", Win, 30}, {"KQvKR", Loss, 20},
		{"KBNvK", Win, 50},
		{"KPvK", Win, 10}, {"KPvK", Draw, 0},
	}
	if testing.Short() {
		cases = cases[2:5]
	}
	for i := 0; i < 3*len(cases); i++ { // three games per case
		c := cases[i%len(cases)]
		mat, err := parseTableName(c.mat)
		if err != nil {
			t.Fatal(err)
		}
		var p Position
		for tries := 0; ; tries++ {
			if tries > 20000 {
				t.Fatalf("%s: no position with WDL %d and DTZ >= %d", c.mat, c.wdl, c.minDTZ)
			}
			p = randomPosition(r, mat)
			wdl, err1 := tb.ProbeWDL(&p)
			dtz, err2 := tb.ProbeDTZ(&p)
			if err1 == nil && err2 == nil && wdl == c.wdl && abs(dtz) >= c.minDTZ {
				break
			}
		}
		got, plies := playOut(t, tb, p)
		if got != c.wdl {
			t.Errorf("%s %s: game ended %d after %d plies, tables said %d", c.mat, p.FEN(), got, plies, c.wdl)
		} else {
			t.Logf("%s %s: WDL %d, game over after %d plies", c.mat, p.FEN(), got, plies)
		}
	}
}
