package match

import (
	"math"
	"strings"
	"testing"
)

func near(a, b, tol float64) bool { return math.Abs(a-b) <= tol }

func TestEloFromScore(t *testing.T) {
	// The logistic Elo table: 50% = 0, 64% ≈ +100, 76% ≈ +200, 60% = +70.4.
	for _, c := range []struct{ score, elo float64 }{
		{0.5, 0}, {0.6, 70.4}, {0.64, 100.0}, {0.76, 200.2}, {0.4, -70.4},
	} {
		if got := EloFromScore(c.score); !near(got, c.elo, 0.05) {
			t.Errorf("EloFromScore(%v) = %.2f, want %.1f", c.score, got, c.elo)
		}
	}
	if !math.IsInf(EloFromScore(1), 1) || !math.IsInf(EloFromScore(0), -1) {
		t.Error("0% and 100% must be infinite")
	}
}

func TestEstimateElo(t *testing.T) {
	// Reference figures computed independently (Python) with the same
	// trinomial standard error; cutechess-cli reports the same model.
	cases := []struct {
		w, d, l             int
		score, diff, lo, hi float64
		los                 float64
	}{
		{60, 0, 40, 0.6, 70.44, 2.77, 143.91, 0.9772},
		{30, 40, 30, 0.5, 0, -53.16, 53.16, 0.5},
		{12, 5, 3, 0.725, 168.40, 43.91, 358.18, 0.9899},
	}
	for _, c := range cases {
		e := EstimateElo(c.w, c.d, c.l)
		if e.Games != c.w+c.d+c.l || !near(e.Score, c.score, 1e-9) || !near(e.Diff, c.diff, 0.01) ||
			!near(e.Low, c.lo, 0.01) || !near(e.High, c.hi, 0.01) || !near(e.LOS, c.los, 1e-4) {
			t.Errorf("%d-%d-%d: got %+v", c.w, c.d, c.l, e)
		}
	}
}

func TestEstimateEloExtremes(t *testing.T) {
	e := EstimateElo(10, 0, 0)
	if e.Score != 1 || !math.IsInf(e.Diff, 1) || !math.IsInf(e.High, 1) {
		t.Errorf("10-0-0: %+v", e)
	}
	if s := e.String(); !strings.HasPrefix(s, "+inf") {
		t.Errorf("10-0-0 renders as %q", s)
	}
	e = EstimateElo(0, 1, 9)
	if !near(e.Score, 0.05, 1e-9) || !math.IsInf(e.Low, -1) || math.IsInf(e.Diff, 0) {
		t.Errorf("0-1-9: %+v", e)
	}
	if s := EstimateElo(0, 0, 0).String(); s != "no games" {
		t.Errorf("no games renders as %q", s)
	}
	if e := EstimateElo(-1, 0, 0); !math.IsNaN(e.Score) {
		t.Errorf("negative counts: %+v", e)
	}
	if e := EstimateElo(0, 4, 0); e.Diff != 0 || e.Low != 0 || e.High != 0 || e.LOS != 0.5 {
		t.Errorf("all draws: %+v", e)
	}
}

func TestEloString(t *testing.T) {
	got := EstimateElo(60, 0, 40).String()
	want := "+70.4 ± 70.6 (95%: +2.8 .. +143.9), LOS 97.7%"
	if got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}
