package match

import (
	"context"
	"errors"
	"math"
	"strings"
	"testing"
)

// llrByDefinition computes the normal-approximation LLR from a list of
// per-pair scores in [0,1], without the Pentanomial code: the log of the
// ratio of the normal likelihoods of the sample mean m under means s1 and
// s0 with variance v/N, ((m-s0)^2 - (m-s1)^2) / (2v/N).
func llrByDefinition(pairScores []float64, elo0, elo1 float64) float64 {
	n := float64(len(pairScores))
	m := 0.0
	for _, x := range pairScores {
		m += x
	}
	m /= n
	v := 0.0
	for _, x := range pairScores {
		v += (x - m) * (x - m)
	}
	v /= n
	s0 := 1 / (1 + math.Pow(10, -elo0/400))
	s1 := 1 / (1 + math.Pow(10, -elo1/400))
	return ((m-s0)*(m-s0) - (m-s1)*(m-s1)) / (2 * v / n)
}

// expand lists one score in [0,1] per pair: points/2.
func expand(p Pentanomial) []float64 {
	var xs []float64
	for i, c := range p {
		for j := 0; j < c; j++ {
			xs = append(xs, float64(i)/4)
		}
	}
	return xs
}

func TestSPRTLLRMatchesDefinition(t *testing.T) {
	// By hand: 10 pairs scoring 0, 1/2 (x2), 1 (x3), 3/2 (x2), 2 (x2)
	// points, i.e. x = 0, .25, .25, .5, .5, .5, .75, .75, 1, 1.
	// mean = 5.5/10 = 0.55; variance = (0.3025 + 2*0.09 + 3*0.0025 +
	// 2*0.04 + 2*0.2025)/10 = 0.0975. s0 = 0.5; s1 = 1/(1+10^-0.025) =
	// 0.5143872. LLR = 10 * 0.0143872 * (1.1 - 1.0143872) / (2*0.0975)
	// = 0.0631655.
	p := Pentanomial{1, 2, 3, 2, 2}
	test := SPRT{Elo0: 0, Elo1: 10, Alpha: 0.05, Beta: 0.05}
	if m, v := p.MeanVariance(); !near(m, 0.55, 1e-12) || !near(v, 0.0975, 1e-12) {
		t.Errorf("mean, variance = %v, %v; want 0.55, 0.0975", m, v)
	}
	if got := test.LLR(p); !near(got, 0.0631655, 1e-6) {
		t.Errorf("LLR = %.7f, want 0.0631655 (by hand)", got)
	}
	for _, c := range []struct {
		p          Pentanomial
		elo0, elo1 float64
	}{
		{Pentanomial{1, 2, 3, 2, 2}, 0, 10},
		{Pentanomial{3, 40, 120, 50, 7}, 0, 5},
		{Pentanomial{3, 40, 120, 50, 7}, -3, 1},
		{Pentanomial{12, 30, 55, 20, 4}, 0, 20},
		{Pentanomial{0, 1, 0, 0, 1}, -10, 40},
	} {
		test := SPRT{Elo0: c.elo0, Elo1: c.elo1, Alpha: 0.05, Beta: 0.05}
		want := llrByDefinition(expand(c.p), c.elo0, c.elo1)
		if got := test.LLR(c.p); !near(got, want, 1e-9*math.Max(1, math.Abs(want))) {
			t.Errorf("%v [%v, %v]: LLR %.9f, want %.9f", c.p, c.elo0, c.elo1, got, want)
		}
	}
}

func TestSPRTBounds(t *testing.T) {
	for _, c := range []struct{ alpha, beta, lower, upper float64 }{
		{0.05, 0.05, -math.Log(19), math.Log(19)}, // ±2.944
		{0.05, 0.1, math.Log(0.1 / 0.95), math.Log(18)},
		{0.01, 0.2, math.Log(0.2 / 0.99), math.Log(80)},
	} {
		lo, hi := SPRT{Elo0: 0, Elo1: 5, Alpha: c.alpha, Beta: c.beta}.Bounds()
		if !near(lo, c.lower, 1e-12) || !near(hi, c.upper, 1e-12) {
			t.Errorf("alpha %v beta %v: bounds %v, %v; want %v, %v", c.alpha, c.beta, lo, hi, c.lower, c.upper)
		}
	}
	if lo, hi := (SPRT{Elo0: 0, Elo1: 5, Alpha: 0.05, Beta: 0.05}).Bounds(); !near(lo, -2.9444, 1e-4) || !near(hi, 2.9444, 1e-4) {
		t.Errorf("bounds %v, %v", lo, hi)
	}
	test := SPRT{Elo0: 0, Elo1: 5, Alpha: 0.05, Beta: 0.05}
	for llr, want := range map[float64]Verdict{0: Undecided, 2.9: Undecided, -2.9: Undecided, 2.95: AcceptH1, -2.95: AcceptH0, math.Log(19): AcceptH1} {
		if got := test.Decide(llr); got != want {
			t.Errorf("Decide(%v) = %v, want %v", llr, got, want)
		}
	}
}

// TestSPRTLLRDirection: more won pairs raise the LLR; a losing series
// gives a negative one that ends at the lower bound.
func TestSPRTLLRDirection(t *testing.T) {
	test := SPRT{Elo0: 0, Elo1: 10, Alpha: 0.05, Beta: 0.05}
	p := Pentanomial{5, 20, 50, 20, 5}
	prev := test.LLR(p)
	if prev >= 0 {
		t.Errorf("an even match (mean 0.5, below the midpoint of s0 and s1) has LLR %v, want < 0", prev)
	}
	for i := 0; i < 40; i++ {
		p[4]++
		llr := test.LLR(p)
		if !(llr > prev) {
			t.Fatalf("after %d more won pairs the LLR went from %v to %v", i+1, prev, llr)
		}
		prev = llr
	}
	if test.Decide(prev) != AcceptH1 {
		t.Errorf("40 extra won pairs: LLR %v, want H1 accepted", prev)
	}

	losing := Pentanomial{10, 25, 40, 15, 2}
	if llr := test.LLR(losing); !(llr < 0) {
		t.Errorf("losing series %v: LLR %v, want negative", losing, llr)
	}
	for i := 0; test.Decide(test.LLR(losing)) == Undecided; i++ {
		if i > 1000 {
			t.Fatalf("a losing series never reaches the lower bound: %v", test.LLR(losing))
		}
		losing[0]++
		losing[1]++
		losing[2]++
	}
	if v := test.Decide(test.LLR(losing)); v != AcceptH0 {
		t.Errorf("losing series ends with %v", v)
	}
}

// TestSPRTDegenerate: no pairs is no information; identical pairs have
// no sample variance, and the floor keeps the LLR finite and growing.
func TestSPRTDegenerate(t *testing.T) {
	test := SPRT{Elo0: 0, Elo1: 10, Alpha: 0.05, Beta: 0.05}
	if llr := test.LLR(Pentanomial{}); llr != 0 {
		t.Errorf("no pairs: LLR %v, want 0", llr)
	}
	// All pairs won: mean 1, and with the floor n/(n+1)^2/4 and 0,10
	// bounds the LLR is n (s1-s0)(2-s0-s1) / (2 n/(n+1)^2/4) =
	// 0.0283604 (n+1)^2: 2.84 after 9 pairs, 3.43 after 10.
	prev := 0.0
	for n := 1; n <= 10; n++ {
		llr := test.LLR(Pentanomial{0, 0, 0, 0, n})
		if math.IsInf(llr, 0) || math.IsNaN(llr) || !(llr > prev) {
			t.Fatalf("%d won pairs: LLR %v (previous %v)", n, llr, prev)
		}
		if want := 0.0283604 * float64((n+1)*(n+1)); !near(llr, want, 1e-5*want) {
			t.Errorf("%d won pairs: LLR %v, want %v", n, llr, want)
		}
		if got, want := test.Decide(llr) == AcceptH1, n == 10; got != want {
			t.Errorf("%d won pairs: LLR %.2f, H1 accepted %v, want %v", n, llr, got, want)
		}
		prev = llr
	}
	// All pairs lost: the mirror image, negative and ending at H0 after
	// 10 pairs (-0.0291884 (n+1)^2: -2.92 after 9, -3.53 after 10).
	if llr9, llr := test.LLR(Pentanomial{9, 0, 0, 0, 0}), test.LLR(Pentanomial{10, 0, 0, 0, 0}); test.Decide(llr9) != Undecided || test.Decide(llr) != AcceptH0 {
		t.Errorf("9, 10 lost pairs: LLR %v, %v", llr9, llr)
	}
	// All pairs drawn at 1-1: mean 0.5 is below the midpoint of s0 and
	// s1, so the LLR is negative, finite and small.
	if llr := test.LLR(Pentanomial{0, 0, 7, 0, 0}); !(llr < 0 && llr > -1) {
		t.Errorf("7 even pairs: LLR %v", llr)
	}
	// Wider bounds are decided sooner: 0,50 needs 4 won pairs, 0,100 3.
	for _, c := range []struct {
		elo1  float64
		pairs int
	}{{50, 4}, {100, 3}} {
		wide := SPRT{Elo0: 0, Elo1: c.elo1, Alpha: 0.05, Beta: 0.05}
		before, at := wide.LLR(Pentanomial{0, 0, 0, 0, c.pairs - 1}), wide.LLR(Pentanomial{0, 0, 0, 0, c.pairs})
		if wide.Decide(before) != Undecided || wide.Decide(at) != AcceptH1 {
			t.Errorf("0,%v: LLR %v after %d won pairs, %v after %d", c.elo1, before, c.pairs-1, at, c.pairs)
		}
	}
	// The floor leaves ordinary data alone: pairs a point apart already
	// have more variance than the floor; pairs half a point apart are
	// raised to it (a run of wins with one 3/2 pair is no stronger
	// evidence than the run of wins alone).
	for n := 2; n < 200; n++ {
		if _, v := (Pentanomial{0, 0, 1, 0, n - 1}).MeanVariance(); !(v > varianceFloor(n)) {
			t.Fatalf("n=%d: variance %v <= floor %v", n, v, varianceFloor(n))
		}
		if test.LLR(Pentanomial{0, 0, 0, 1, n - 1}) >= test.LLR(Pentanomial{0, 0, 0, 0, n}) {
			t.Fatalf("n=%d: a 3/2 pair raised the LLR above that of all won pairs", n)
		}
	}
}

// TestSPRTPairing: games 2k and 2k+1 form pair k whatever order they
// finish in; a game without its partner is not counted.
func TestSPRTPairing(t *testing.T) {
	st := newSPRTStatus(SPRT{Elo0: 0, Elo1: 10, Alpha: 0.05, Beta: 0.05})
	for _, g := range []struct {
		n      int
		points float64
	}{{1, 1}, {2, 0.5}, {0, 0.5}, {5, 0}, {3, 1}, {4, 0}, {6, 1}} {
		st.addGame(g.n, g.points)
	}
	if want := (Pentanomial{1, 0, 0, 2, 0}); st.Pairs != want || st.Unpaired != 1 {
		t.Errorf("pairs %v, unpaired %d; want %v, 1", st.Pairs, st.Unpaired, want)
	}
	if want := st.Test.LLR(st.Pairs); st.LLR != want {
		t.Errorf("LLR %v, want %v", st.LLR, want)
	}
	// The verdict is reported once, when the bound is crossed (the 4th
	// won pair with 0,50 bounds, game 8).
	st = newSPRTStatus(SPRT{Elo0: 0, Elo1: 50, Alpha: 0.05, Beta: 0.05})
	var crossed []int
	for n := 0; n < 12; n++ {
		if st.addGame(n, 1) {
			crossed = append(crossed, n)
		}
	}
	if len(crossed) != 1 || crossed[0] != 7 || st.Verdict != AcceptH1 {
		t.Errorf("crossed at %v, verdict %v", crossed, st.Verdict)
	}
}

func TestParseSPRT(t *testing.T) {
	got, err := ParseSPRT("0,10,0.05,0.1")
	if want := (SPRT{Elo0: 0, Elo1: 10, Alpha: 0.05, Beta: 0.1}); err != nil || got != want {
		t.Errorf("ParseSPRT = %+v, %v", got, err)
	}
	if got, err := ParseSPRT("-5, 2.5, 0.025, 0.025"); err != nil || got.Elo0 != -5 || got.Elo1 != 2.5 {
		t.Errorf("with spaces: %+v, %v", got, err)
	}
	for _, c := range []struct{ in, want string }{
		{"", "elo0,elo1,alpha,beta"},
		{"0,10,0.05", "elo0,elo1,alpha,beta"},
		{"0,10,0.05,0.05,1", "elo0,elo1,alpha,beta"},
		{"0,ten,0.05,0.05", `elo1 is "ten"`},
		{"0,10,NaN,0.05", `alpha is "NaN"`},
		{"0,Inf,0.05,0.05", `elo1 is "Inf"`},
		{"10,0,0.05,0.05", "elo0 (10) must be below elo1 (0)"},
		{"5,5,0.05,0.05", "must be below"},
		{"0,10,0,0.05", "alpha 0 must be between 0 and 0.5"},
		{"0,10,0.5,0.05", "alpha 0.5 must be between"},
		{"0,10,0.05,-0.1", "beta -0.1 must be between"},
		{"0,10,0.05,1", "beta 1 must be between"},
		{"0,5000,0.05,0.05", "within ±2000"},
	} {
		_, err := ParseSPRT(c.in)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("ParseSPRT(%q) = %v, want an error with %q", c.in, err, c.want)
		}
	}
}

// TestRunSPRTUndecided: random against random for 5 games (two pairs
// and one unpaired game): the LLR is in every score line, the summary has
// the test's lines, and the match plays its 5 games.
func TestRunSPRTUndecided(t *testing.T) {
	var progress lockedBuffer
	test := SPRT{Elo0: 0, Elo1: 5, Alpha: 0.05, Beta: 0.05}
	res, err := Run(context.Background(), Config{Settings: matchRandomPair(), Games: 5, Concurrency: 2, SPRT: &test}, &progress)
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Games) != 5 || res.SPRT == nil || res.SPRT.Pairs.Pairs() != 2 || res.SPRT.Unpaired != 1 || res.SPRT.Verdict != Undecided {
		t.Fatalf("games %d, SPRT %+v", len(res.Games), res.SPRT)
	}
	if c := strings.Count(progress.String(), " (bounds -2.94, 2.94)\n"); c != 5 {
		t.Errorf("%d score lines with the LLR:\n%s", c, progress.String())
	}
	// -games is only the cap of a sequential test.
	if c := strings.Count(progress.String(), " of at most 5 ("); c != 5 {
		t.Errorf("%d \"Started game n of at most 5\" lines:\n%s", c, progress.String())
	}
	s := res.Summary()
	for _, want := range []string{"SPRT: H0 elo +0.0, H1 elo +5.0, alpha 0.05, beta 0.05; LLR bounds -2.94, 2.94\n",
		"from 2 game pairs", "1 unpaired game(s) not counted", "SPRT inconclusive after 5 games"} {
		if !strings.Contains(s, want) {
			t.Errorf("summary lacks %q:\n%s", want, s)
		}
	}
	bad := SPRT{Elo0: 1, Elo1: 0, Alpha: 0.05, Beta: 0.05}
	var ce *ConfigError
	if _, err := Run(context.Background(), Config{Settings: matchRandomPair(), Games: 2, SPRT: &bad}, nil); !errors.As(err, &ce) {
		t.Errorf("a bad SPRT: %v, want a ConfigError", err)
	}
}
