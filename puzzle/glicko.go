package puzzle

import "math"

// Rating is a Glicko-2 rating: the rating, its deviation (RD) and the
// volatility, on the Glicko scale (1500 for a new player).
type Rating struct {
	R, RD, Vol float64
}

// NewRating is a new player's rating: 1500, RD 350, volatility 0.06
// (Glickman's suggested start).
func NewRating() Rating { return Rating{R: 1500, RD: 350, Vol: 0.06} }

// Result is one result of a rating period: the opponent (a puzzle, with
// its rating and deviation) and the score, 1 a win, 0 a loss.
type Result struct {
	Opponent Rating
	Score    float64
}

// glickoScale converts between the Glicko and the Glicko-2 scales.
const glickoScale = 173.7178

// DefaultTau is the system constant τ, which bounds how fast the
// volatility changes (Glickman suggests 0.3 to 1.2).
const DefaultTau = 0.5

// Update is the rating after one rating period with results, by
// Glickman's "Example of the Glicko-2 system" (2013), steps 2 to 8. With
// no results only the deviation grows.
func (r Rating) Update(results []Result, tau float64) Rating {
	mu := (r.R - 1500) / glickoScale
	phi := r.RD / glickoScale
	if len(results) == 0 {
		return Rating{R: r.R, RD: math.Sqrt(phi*phi+r.Vol*r.Vol) * glickoScale, Vol: r.Vol}
	}
	g := func(phi float64) float64 { return 1 / math.Sqrt(1+3*phi*phi/(math.Pi*math.Pi)) }
	var vInv, sum float64
	for _, res := range results {
		muj := (res.Opponent.R - 1500) / glickoScale
		phij := res.Opponent.RD / glickoScale
		gj := g(phij)
		e := 1 / (1 + math.Exp(-gj*(mu-muj)))
		vInv += gj * gj * e * (1 - e)
		sum += gj * (res.Score - e)
	}
	v := 1 / vInv
	delta := v * sum
	// Step 5: the new volatility, by the Illinois algorithm.
	a := math.Log(r.Vol * r.Vol)
	f := func(x float64) float64 {
		ex := math.Exp(x)
		d := phi*phi + v + ex
		return ex*(delta*delta-phi*phi-v-ex)/(2*d*d) - (x-a)/(tau*tau)
	}
	const eps = 0.000001
	A := a
	var B float64
	if delta*delta > phi*phi+v {
		B = math.Log(delta*delta - phi*phi - v)
	} else {
		k := 1.0
		for f(a-k*tau) < 0 {
			k++
		}
		B = a - k*tau
	}
	fA, fB := f(A), f(B)
	for i := 0; math.Abs(B-A) > eps && i < 100; i++ {
		C := A + (A-B)*fA/(fB-fA)
		fC := f(C)
		if fC*fB <= 0 {
			A, fA = B, fB
		} else {
			fA /= 2
		}
		B, fB = C, fC
	}
	vol := math.Exp(A / 2)
	// Steps 6 to 8.
	phiStar := math.Sqrt(phi*phi + vol*vol)
	phiNew := 1 / math.Sqrt(1/(phiStar*phiStar)+1/v)
	muNew := mu + phiNew*phiNew*sum
	return Rating{R: muNew*glickoScale + 1500, RD: phiNew * glickoScale, Vol: vol}
}
