package main

import (
	"math"
	"math/rand/v2"
	"testing"

	"chessmaster/human"
)

// The mean of nets is the nets' terms averaged: one net alone, or the
// same net twice, scores as that net; a net and its negation cancel to
// the move features alone.
func TestEvaluateMeanAveragesTheNetsTerms(t *testing.T) {
	d := tinyData(t)
	a := newNet(4, 0)
	rng := rand.New(rand.NewPCG(3, 4))
	for i := range a.flat {
		a.flat[i] = float32(rng.NormFloat64() * 0.3)
	}
	neg := newNet(4, 0)
	copy(neg.flat, a.flat)
	// Negating the output rows and their biases negates every term.
	for i := range neg.V {
		neg.V[i] = -neg.V[i]
	}
	for i := range neg.BV {
		neg.BV[i] = -neg.BV[i]
	}
	// The scores are float32 sums, so a net and its negation cancel only
	// to float32 rounding.
	close := func(x, y float64) bool { return math.Abs(x-y) < 1e-5 }
	la, ta := evaluate(a.ContextNet, d)
	l1, t1 := evaluateMean([]*human.ContextNet{a.ContextNet}, d)
	l2, t2 := evaluateMean([]*human.ContextNet{a.ContextNet, a.ContextNet}, d)
	if !close(la, l1) || !close(la, l2) || ta != t1 || ta != t2 {
		t.Fatalf("one net %.6f/%.2f, its mean alone %.6f/%.2f, with itself %.6f/%.2f", la, ta, l1, t1, l2, t2)
	}
	lb, tb := evaluate(nil, d)
	lc, tc := evaluateMean([]*human.ContextNet{a.ContextNet, neg.ContextNet}, d)
	if !close(lb, lc) || tb != tc {
		t.Fatalf("a net and its negation: %.6f/%.2f, the move features alone %.6f/%.2f", lc, tc, lb, tb)
	}
	if close(la, lb) {
		t.Fatal("the random net adds nothing: the test cannot tell the cases apart")
	}
}
