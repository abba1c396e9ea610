package puzzle

import (
	"math"
	"testing"
)

// TestGlicko2PaperExample is the worked example of Glickman's "Example of
// the Glicko-2 system": a player rated 1500 (RD 200, volatility 0.06)
// beats a 1400 (RD 30) and loses to a 1550 (RD 100) and a 1700 (RD 300),
// τ = 0.5; the paper's result is 1464.06, RD 151.52, volatility 0.05999.
func TestGlicko2PaperExample(t *testing.T) {
	r := Rating{R: 1500, RD: 200, Vol: 0.06}
	got := r.Update([]Result{
		{Opponent: Rating{R: 1400, RD: 30}, Score: 1},
		{Opponent: Rating{R: 1550, RD: 100}, Score: 0},
		{Opponent: Rating{R: 1700, RD: 300}, Score: 0},
	}, 0.5)
	if math.Abs(got.R-1464.06) > 0.01 || math.Abs(got.RD-151.52) > 0.01 || math.Abs(got.Vol-0.05999) > 0.00001 {
		t.Errorf("got %.2f RD %.2f vol %.5f, want 1464.06 RD 151.52 vol 0.05999", got.R, got.RD, got.Vol)
	}
}

// TestGlicko2NoGames: a period without games only widens the deviation.
func TestGlicko2NoGames(t *testing.T) {
	r := Rating{R: 1500, RD: 200, Vol: 0.06}
	got := r.Update(nil, 0.5)
	want := math.Sqrt(math.Pow(200/glickoScale, 2)+0.06*0.06) * glickoScale
	if got.R != 1500 || math.Abs(got.RD-want) > 1e-9 || got.Vol != 0.06 {
		t.Errorf("got %+v, want R 1500 RD %.4f vol 0.06", got, want)
	}
}

// TestGlicko2Direction: a win against a stronger puzzle raises the
// rating, a loss against a weaker one lowers it, and both narrow the
// deviation.
func TestGlicko2Direction(t *testing.T) {
	r := NewRating()
	up := r.Update([]Result{{Opponent: Rating{R: 1800, RD: 100}, Score: 1}}, DefaultTau)
	down := r.Update([]Result{{Opponent: Rating{R: 1200, RD: 100}, Score: 0}}, DefaultTau)
	if !(up.R > r.R && down.R < r.R && up.RD < r.RD && down.RD < r.RD) {
		t.Errorf("from %+v: win %+v, loss %+v", r, up, down)
	}
}
