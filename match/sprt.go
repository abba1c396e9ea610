package match

// Sequential probability ratio test (SPRT) for engine matches.
//
// A fixed-length match has to be long enough for the worst case; a
// sequential test looks at the result after every game pair and stops as
// soon as the evidence is strong enough either way, which for a clear
// difference takes far fewer games. The test here is the one the engine
// testing frameworks use (fishtest for Stockfish, fastchess, OpenBench),
// in its normal approximation (fishtest's and fastchess's "logistic"
// model; fastchess now also solves the exact maximum-likelihood problem,
// which this approximates well once there are a few dozen pairs):
//
//   - Two simple hypotheses about the logistic Elo difference of A over B:
//     H0: elo = elo0 and H1: elo = elo1 (elo0 < elo1). With the logistic
//     model an Elo difference e corresponds to the expected score
//     s(e) = 1/(1 + 10^(-e/400)).
//   - Wald's sequential test: keep the log-likelihood ratio LLR of H1
//     against H0 and stop when it leaves the interval
//     (ln(beta/(1-alpha)), ln((1-beta)/alpha)); crossing the upper bound
//     accepts H1, the lower one H0. alpha is the chance of accepting H1
//     when H0 is true, beta that of accepting H0 when H1 is true (Wald's
//     bounds hold these approximately).
//   - The "generalised" SPRT (Michel Van den Bergh's notes for fishtest):
//     the game results do not follow a known distribution with a single
//     parameter, so the likelihoods are those of the best distribution
//     with the hypothesised mean score. For a large sample that ratio is,
//     to second order, the one of two normal distributions with the
//     sample's variance: with N observations of a score x whose sample
//     mean is m and variance v,
//
//         LLR = N * (s1 - s0) * (2m - s0 - s1) / (2v)
//
//     (ln of the ratio of two normal likelihoods with means s1 and s0 and
//     variance v/N evaluated at m: ((m-s0)^2 - (m-s1)^2) / (2v/N)).
//   - The pentanomial model: each opening is played twice with colours
//     swapped, and the two games of a pair are correlated (a lopsided
//     opening tends to win with either colour), so the pair, not the game,
//     is the independent observation. A pair scores 0, 1/2, 1, 3/2 or 2
//     points for A; x is that score divided by 2 (in [0,1], comparable to
//     s0 and s1) and N is the number of complete pairs. Counting per pair
//     gives a smaller, truer variance than counting games independently
//     (the trinomial model), so tests end sooner at the same error rates.

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
)

// SPRT is the configuration of a sequential probability ratio test: the
// two hypotheses about the logistic Elo difference of player A over player
// B and the error rates.
type SPRT struct {
	// Elo0 (H0) and Elo1 (H1), logistic Elo; Elo0 < Elo1.
	Elo0, Elo1 float64
	// Alpha is the probability of accepting H1 when H0 is true (false
	// positive), Beta that of accepting H0 when H1 is true (false
	// negative); both in (0, 0.5).
	Alpha, Beta float64
}

// ParseSPRT reads the -sprt flag's value "elo0,elo1,alpha,beta", e.g.
// "0,10,0.05,0.05", and validates it.
func ParseSPRT(s string) (SPRT, error) {
	const want = "want elo0,elo1,alpha,beta such as 0,10,0.05,0.05"
	f := strings.Split(s, ",")
	if len(f) != 4 {
		return SPRT{}, fmt.Errorf("%q: %s", s, want)
	}
	var v [4]float64
	names := [4]string{"elo0", "elo1", "alpha", "beta"}
	for i, x := range f {
		n, err := strconv.ParseFloat(strings.TrimSpace(x), 64)
		if err != nil || math.IsNaN(n) || math.IsInf(n, 0) {
			return SPRT{}, fmt.Errorf("%q: %s is %q, not a number (%s)", s, names[i], strings.TrimSpace(x), want)
		}
		v[i] = n
	}
	t := SPRT{Elo0: v[0], Elo1: v[1], Alpha: v[2], Beta: v[3]}
	if err := t.Validate(); err != nil {
		return SPRT{}, fmt.Errorf("%q: %w", s, err)
	}
	return t, nil
}

// Validate says what is wrong with a test that cannot be run.
func (t SPRT) Validate() error {
	for _, x := range []float64{t.Elo0, t.Elo1, t.Alpha, t.Beta} {
		if math.IsNaN(x) || math.IsInf(x, 0) {
			return errors.New("the SPRT values must be finite numbers")
		}
	}
	if !(t.Elo0 < t.Elo1) {
		return fmt.Errorf("elo0 (%g) must be below elo1 (%g): H0 is \"A is at most elo0 stronger\", H1 \"A is at least elo1 stronger\"", t.Elo0, t.Elo1)
	}
	// The logistic curve is flat beyond a few thousand Elo: s0 and s1
	// would be equal in floating point and the test could never end.
	if math.Abs(t.Elo0) > 2000 || math.Abs(t.Elo1) > 2000 {
		return fmt.Errorf("elo0 and elo1 must lie within ±2000 (got %g and %g)", t.Elo0, t.Elo1)
	}
	if !(t.Alpha > 0 && t.Alpha < 0.5) {
		return fmt.Errorf("alpha %g must be between 0 and 0.5 (the chance of accepting H1 when H0 is true, e.g. 0.05)", t.Alpha)
	}
	if !(t.Beta > 0 && t.Beta < 0.5) {
		return fmt.Errorf("beta %g must be between 0 and 0.5 (the chance of accepting H0 when H1 is true, e.g. 0.05)", t.Beta)
	}
	return nil
}

// Bounds are Wald's stopping bounds on the LLR: lower = ln(beta/(1-alpha))
// (accept H0 at or below it), upper = ln((1-beta)/alpha) (accept H1 at or
// above it); ±2.94 for alpha = beta = 0.05.
func (t SPRT) Bounds() (lower, upper float64) {
	return math.Log(t.Beta / (1 - t.Alpha)), math.Log((1 - t.Beta) / t.Alpha)
}

// expectedScore is the logistic model's expected score of a player elo
// stronger than its opponent.
func expectedScore(elo float64) float64 {
	return 1 / (1 + math.Pow(10, -elo/400))
}

// Pentanomial counts complete game pairs (the same opening, colours
// swapped) by player A's points in the pair: index i holds the pairs in
// which A scored i/2 points (0, 1/2, 1, 3/2, 2).
type Pentanomial [5]int

// Pairs is the number of pairs counted.
func (p Pentanomial) Pairs() int {
	n := 0
	for _, c := range p {
		n += c
	}
	return n
}

// String renders the counts as "0, 1, 3, 5, 3" (LL, LD, DD+WL, WD, WW).
func (p Pentanomial) String() string {
	return fmt.Sprintf("%d, %d, %d, %d, %d", p[0], p[1], p[2], p[3], p[4])
}

// MeanVariance is the mean and the (population) variance of the per-pair
// score scaled to [0,1] (points/2, so 0, 1/4, 1/2, 3/4, 1); NaN without
// pairs.
func (p Pentanomial) MeanVariance() (mean, variance float64) {
	n := float64(p.Pairs())
	if n == 0 {
		return math.NaN(), math.NaN()
	}
	for i, c := range p {
		mean += float64(c) * float64(i) / 4
	}
	mean /= n
	for i, c := range p {
		d := float64(i)/4 - mean
		variance += float64(c) * d * d
	}
	return mean, variance / n
}

// varianceFloor is the smallest per-pair variance the LLR uses with n
// pairs: n/(n+1)^2/4, the variance of n+1 pairs of which n scored the
// same and one a whole point (1/2 on the [0,1] scale) differently - as if
// one more pair had gone the other way by a point. It matters only when
// the pairs have (almost) no spread: when all n pairs scored the same the
// sample variance is 0 and the normal approximation would divide by zero
// (an infinite LLR after a single won pair). With the floor the LLR of a
// run of identical pairs is finite and grows with every pair, so a long
// run of wins still ends the test but a short one does not: with 0,10
// bounds (alpha = beta = 0.05) 10 won pairs are needed to accept H1, with
// 0,50 bounds 4, with 0,100 bounds 3. A sample with two pair scores a
// point or more apart has a variance of at least (n-1)/n^2/4, above the
// floor, so such data is not changed. Pairs that differ by half a point
// at most (say, all drawn but one game) can fall below it; the floor then
// only shrinks the LLR, so the test waits longer rather than deciding
// early.
func varianceFloor(n int) float64 {
	f := float64(n)
	return f / ((f + 1) * (f + 1)) / 4
}

// LLR is the log-likelihood ratio of H1 against H0 given the pair counts,
// with the normal approximation of the generalised SPRT:
//
//	LLR = N (s1 - s0) (2 mean - s0 - s1) / (2 var)
//
// where s0, s1 are the expected scores of Elo0, Elo1 and mean, var those
// of the per-pair score in [0,1] (see MeanVariance; var at least
// varianceFloor). 0 without pairs: no information yet.
func (t SPRT) LLR(p Pentanomial) float64 {
	n := p.Pairs()
	if n == 0 {
		return 0
	}
	mean, variance := p.MeanVariance()
	variance = math.Max(variance, varianceFloor(n))
	s0, s1 := expectedScore(t.Elo0), expectedScore(t.Elo1)
	return float64(n) * (s1 - s0) * (2*mean - s0 - s1) / (2 * variance)
}

// Verdict is the state of a sequential test.
type Verdict int

const (
	// Undecided: the LLR is between the bounds (the match goes on, or
	// ended inconclusive).
	Undecided Verdict = iota
	// AcceptH0: the LLR reached the lower bound.
	AcceptH0
	// AcceptH1: the LLR reached the upper bound.
	AcceptH1
)

func (v Verdict) String() string {
	switch v {
	case AcceptH0:
		return "H0 accepted"
	case AcceptH1:
		return "H1 accepted"
	}
	return "undecided"
}

// Decide compares an LLR with the bounds.
func (t SPRT) Decide(llr float64) Verdict {
	lower, upper := t.Bounds()
	switch {
	case llr >= upper:
		return AcceptH1
	case llr <= lower:
		return AcceptH0
	}
	return Undecided
}

// SPRTStatus is the state of the test of a match (Result.SPRT).
type SPRTStatus struct {
	Test SPRT
	// Pairs counts the complete game pairs.
	Pairs Pentanomial
	// LLR is Test.LLR(Pairs); Verdict is Test.Decide(LLR) from the
	// moment a bound was crossed (the match stops there).
	LLR     float64
	Verdict Verdict
	// Unpaired is the number of finished games whose partner (the
	// same opening with colours swapped) was not played or not finished:
	// they count in the score and the Elo but not in the test.
	Unpaired int
	// half holds, by pair number, A's points in the one finished game of
	// a pair still waiting for its partner.
	half map[int]float64
}

func newSPRTStatus(t SPRT) *SPRTStatus {
	return &SPRTStatus{Test: t, half: map[int]float64{}}
}

// addGame records A's points (0, 1/2 or 1) in game n (0-based; games 2k
// and 2k+1 are pair k) and updates the LLR when this completes a pair; it
// reports whether a bound was crossed just now. Games may come in any
// order (several are played at once).
func (st *SPRTStatus) addGame(n int, points float64) bool {
	k := n / 2
	first, ok := st.half[k]
	if !ok {
		st.half[k] = points
		st.Unpaired = len(st.half)
		return false
	}
	delete(st.half, k)
	st.Unpaired = len(st.half)
	st.Pairs[int(math.Round(2*(first+points)))]++
	st.LLR = st.Test.LLR(st.Pairs)
	if st.Verdict == Undecided {
		st.Verdict = st.Test.Decide(st.LLR)
		return st.Verdict != Undecided
	}
	return false
}

// progress is the suffix of a running score line: "LLR 1.23 (bounds
// -2.94, 2.94)".
func (st *SPRTStatus) progress() string {
	lower, upper := st.Test.Bounds()
	return fmt.Sprintf("LLR %.2f (bounds %.2f, %.2f)", st.LLR, lower, upper)
}

// summary is the test's part of Result.Summary: the hypotheses and
// bounds, the LLR with the pair counts, and the verdict.
func (st *SPRTStatus) summary(playerA, playerB string, games int) string {
	var b strings.Builder
	t := st.Test
	lower, upper := t.Bounds()
	fmt.Fprintf(&b, "SPRT: H0 elo %s, H1 elo %s, alpha %g, beta %g; LLR bounds %.2f, %.2f\n",
		formatElo(t.Elo0), formatElo(t.Elo1), t.Alpha, t.Beta, lower, upper)
	unpaired := ""
	if st.Unpaired > 0 {
		unpaired = fmt.Sprintf("; %d unpaired game(s) not counted", st.Unpaired)
	}
	fmt.Fprintf(&b, "LLR: %.2f from %d game pairs; pentanomial (pairs scoring 0, 1/2, 1, 3/2, 2): %s%s\n",
		st.LLR, st.Pairs.Pairs(), st.Pairs, unpaired)
	switch st.Verdict {
	case AcceptH1:
		fmt.Fprintf(&b, "H1 accepted: %s is at least %s Elo stronger than %s rather than at most %s (LLR %.2f >= %.2f) after %d games\n",
			playerA, formatElo(t.Elo1), playerB, formatElo(t.Elo0), st.LLR, upper, games)
	case AcceptH0:
		fmt.Fprintf(&b, "H0 accepted: %s is at most %s Elo stronger than %s rather than at least %s (LLR %.2f <= %.2f) after %d games\n",
			playerA, formatElo(t.Elo0), playerB, formatElo(t.Elo1), st.LLR, lower, games)
	default:
		fmt.Fprintf(&b, "SPRT inconclusive after %d games (LLR %.2f between the bounds %.2f and %.2f)\n", games, st.LLR, lower, upper)
	}
	return b.String()
}
