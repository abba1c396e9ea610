package match

import (
	"fmt"
	"math"
)

// EloEstimate is what a match result says about the strength difference of
// two players, from the first player's point of view.
type EloEstimate struct {
	Wins, Draws, Losses int
	Games               int
	// Score is the first player's fraction of the points (draw = 1/2).
	Score float64
	// Diff is the Elo difference implied by Score; Low and High bound its
	// 95% confidence interval. They are ±Inf when the score (or a bound)
	// reaches 0% or 100%, where the logistic model gives no finite value.
	Diff, Low, High float64
	// LOS is the likelihood of superiority: the probability that the
	// first player is the stronger, from wins and losses only.
	LOS float64
}

// z95 is the two-sided 95% quantile of the normal distribution.
const z95 = 1.959964

// EloFromScore converts an expected score in [0,1] to an Elo difference with
// the logistic model: score = 1 / (1 + 10^(-diff/400)).
func EloFromScore(score float64) float64 {
	switch {
	case score <= 0:
		return math.Inf(-1)
	case score >= 1:
		return math.Inf(1)
	}
	d := -400 * math.Log10(1/score-1)
	if d == 0 {
		return 0 // not -0, which prints as "-0.0"
	}
	return d
}

// EstimateElo computes the score, Elo difference, its 95% confidence
// interval and LOS from a win/draw/loss count. The interval uses the
// standard error of the mean per-game score (trinomial model) mapped
// through EloFromScore, as cutechess-cli does.
func EstimateElo(wins, draws, losses int) EloEstimate {
	e := EloEstimate{Wins: wins, Draws: draws, Losses: losses}
	if wins < 0 || draws < 0 || losses < 0 {
		return EloEstimate{Low: math.NaN(), High: math.NaN(), Diff: math.NaN(), Score: math.NaN(), LOS: math.NaN()}
	}
	n := wins + draws + losses
	e.Games = n
	if n == 0 {
		e.Score, e.Diff, e.Low, e.High, e.LOS = math.NaN(), math.NaN(), math.NaN(), math.NaN(), math.NaN()
		return e
	}
	w, d, l, fn := float64(wins), float64(draws), float64(losses), float64(n)
	s := (w + d/2) / fn
	e.Score = s
	e.Diff = EloFromScore(s)
	variance := (w*(1-s)*(1-s) + d*(0.5-s)*(0.5-s) + l*s*s) / fn
	stderr := math.Sqrt(variance) / math.Sqrt(fn)
	e.Low = EloFromScore(s - z95*stderr)
	e.High = EloFromScore(s + z95*stderr)
	if wins+losses > 0 {
		e.LOS = 0.5 * (1 + math.Erf((w-l)/math.Sqrt(2*(w+l))))
	} else {
		e.LOS = 0.5
	}
	return e
}

// Margin is the half-width of the confidence interval, the "±" figure
// usually quoted; +Inf when a bound is infinite.
func (e EloEstimate) Margin() float64 {
	return (e.High - e.Low) / 2
}

// String renders e.g. "+70.4 ± 70.9 (95%: +2.8 .. +144.7), LOS 97.7%".
func (e EloEstimate) String() string {
	if e.Games == 0 || math.IsNaN(e.Score) {
		return "no games"
	}
	return fmt.Sprintf("%s ± %s (95%%: %s .. %s), LOS %.1f%%",
		formatElo(e.Diff), formatMargin(e.Margin()), formatElo(e.Low), formatElo(e.High), 100*e.LOS)
}

func formatElo(x float64) string {
	switch {
	case math.IsInf(x, 1):
		return "+inf"
	case math.IsInf(x, -1):
		return "-inf"
	case math.IsNaN(x):
		return "n/a"
	}
	return fmt.Sprintf("%+.1f", x)
}

func formatMargin(x float64) string {
	if math.IsInf(x, 0) || math.IsNaN(x) {
		return "inf"
	}
	return fmt.Sprintf("%.1f", x)
}
