package review

import "testing"

// Moves that lose or let in a forced mate are graded by the mate rule;
// every other move by its loss of winning chances alone.
func TestJudgeForcedMates(t *testing.T) {
	for _, c := range []struct {
		name          string
		before, after Score
		white, best   bool
		want          Class
	}{
		{"misses mate, stays +5", Score{Mate: 1}, Score{CP: 500}, true, false, Blunder},
		{"misses mate, stays +8", Score{Mate: 1}, Score{CP: 800}, true, false, Mistake},
		{"misses mate, stays +12", Score{Mate: 2}, Score{CP: 1200}, true, false, Inaccuracy},
		{"Black misses mate, stays +5", Score{Mate: -3}, Score{CP: -500}, false, false, Blunder},
		{"misses mate, gets mated", Score{Mate: 4}, Score{Mate: -2}, true, false, Blunder},
		{"misses mate, stalemates", Score{Mate: 1}, Score{Final: true}, true, false, Blunder},
		{"mates", Score{Mate: 1}, Score{CP: MateCP, Final: true}, true, false, Best},
		{"Black mates", Score{Mate: -1}, Score{CP: -MateCP, Final: true}, false, false, Best},
		{"mate takes longer", Score{Mate: 3}, Score{Mate: 5}, true, false, Best},
		{"the engine's own move", Score{Mate: 1}, Score{CP: 300}, true, true, Best},
		{"lets mate in from -1.5", Score{CP: -150}, Score{Mate: -1}, true, false, Blunder},
		{"lets mate in from -8", Score{CP: -800}, Score{Mate: -3}, true, false, Mistake},
		{"lets mate in from -12", Score{CP: -1200}, Score{Mate: -3}, true, false, Inaccuracy},
		{"Black lets mate in from -8", Score{CP: 800}, Score{Mate: 2}, false, false, Mistake},
		{"already mated, still mated", Score{Mate: -2}, Score{Mate: -1}, true, false, Best},
		{"no mate anywhere", Score{CP: 100}, Score{CP: 50}, true, false, Good},
		{"no mate, a big loss", Score{CP: 300}, Score{CP: -300}, true, false, Blunder},
	} {
		if got := Judge(c.before, c.after, c.white, c.best, 1).Class; got != c.want {
			t.Errorf("%s: %v, want %v", c.name, got, c.want)
		}
	}
}

// The scale applies to the mate rule's margins as to the winning chances:
// +5 of the built-in engine is +8 on the reference scale at 1.6.
func TestJudgeScale(t *testing.T) {
	if j := Judge(Score{CP: -300}, Score{Mate: -2}, false, false, 1); j.Mate != NoMateRule || j.Class != Best {
		t.Errorf("Black mates (White's view): %+v", j)
	}
	if j := Judge(Score{CP: 300}, Score{Mate: -2}, true, false, 1); j.Mate != MateAllowed || j.Class != Blunder {
		t.Errorf("White lets a mate in: %+v", j)
	}
	if j := Judge(Score{Mate: 1}, Score{CP: 500}, true, false, 1.6); j.Class != Mistake || j.Mate != MateLost {
		t.Errorf("scaled: %+v", j)
	}
	l1 := Judge(Score{CP: 100}, Score{CP: -100}, true, false, 1).Loss
	l2 := Judge(Score{CP: 100}, Score{CP: -100}, true, false, 1.6).Loss
	if l2 <= l1 || l1 <= 0 {
		t.Errorf("losses %v (scale 1) and %v (1.6)", l1, l2)
	}
	if j := Judge(Score{CP: -100}, Score{CP: 200}, true, false, 1); j.Loss != 0 || j.Class != Best || j.Mate != NoMateRule {
		t.Errorf("a gain: %+v", j)
	}
}
