package engine

import (
	"context"
	"testing"
)

// stubPolicy gives each move named (UCI) its probability and every other
// legal move next to none (1e-9).
func stubPolicy(want map[string]float64) HumanPolicy {
	return stubPolicyRest(want, 1e-9)
}

// stubPolicyRest is stubPolicy with every move want does not name at
// probability rest: a model that gives each other move a real chance,
// whichever of them the level's search finds best.
func stubPolicyRest(want map[string]float64, rest float64) HumanPolicy {
	return func(p *Position, rating int) []HumanMove {
		var l MoveList
		p.GenerateLegal(&l)
		out := make([]HumanMove, 0, l.N)
		for _, m := range l.Slice() {
			pm, ok := want[m.String()]
			if !ok {
				pm = rest
			}
			out = append(out, HumanMove{Move: m, P: pm + 1e-9})
		}
		return out
	}
}

// humanLevelMove is the move level plays in fen under seed.
func humanLevelMove(t *testing.T, fen string, level int, seed uint64) string {
	t.Helper()
	e := New()
	e.SetLevel(level)
	e.SetLevelSeed(seed)
	if err := e.SetPosition(fen, nil); err != nil {
		t.Fatal(err)
	}
	return e.Search(context.Background(), Limits{Nodes: 50000}, nil).BestMove
}

// withPolicy registers f for the test and puts back what was registered
// before (this test binary wires the shipped model in TestMain).
func withPolicy(t *testing.T, f HumanPolicy) {
	t.Helper()
	before := humanPolicy.Load()
	RegisterHumanPolicy(f)
	t.Cleanup(func() { humanPolicy.Store(before) })
}

// TestHumanLevelPlaysTheModelsMove: a level rated up to HumanMaxElo
// plays the move people play, when its search finds it sound.
func TestHumanLevelPlaysTheModelsMove(t *testing.T) {
	withPolicy(t, stubPolicy(map[string]float64{"a2a3": 1}))
	for _, l := range Levels() {
		if l.Level == 0 || l.HumanElo == 0 || l.HumanElo > HumanMaxElo {
			continue
		}
		for seed := uint64(1); seed <= 3; seed++ {
			if got := humanLevelMove(t, StartFEN, l.Level, seed); got != "a2a3" {
				t.Fatalf("level %d (seed %d) played %s, the model's move is a2a3", l.Level, seed, got)
			}
		}
	}
}

// TestHumanLevelVetoesHangingTheQueen: the model's move is checked by the
// level's search; one that loses the queen is not played.
func TestHumanLevelVetoesHangingTheQueen(t *testing.T) {
	// 3. Qh5?? Nxh5.
	const fen = "rnbqkb1r/pppp1ppp/5n2/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 2 3"
	withPolicy(t, stubPolicy(map[string]float64{"d1h5": 0.97, "b1c3": 0.03}))
	for level := 1; level <= MaxLevel; level++ {
		for seed := uint64(1); seed <= 3; seed++ {
			if got := humanLevelMove(t, fen, level, seed); got == "d1h5" {
				t.Fatalf("level %d (seed %d) hung its queen with Qh5", level, seed)
			}
		}
	}
}

// TestHumanLevelLetsAPieceGoAsPeopleDo: a weak level (no
// HumanSearchScale) plays a drawn move that loses less than a queen.
// People of these ratings leave a knight to a pawn now and then; a veto
// at a pawn or two made the levels blunder far less often than they do.
// The strong levels do not play it.
func TestHumanLevelLetsAPieceGoAsPeopleDo(t *testing.T) {
	// Nb5?? axb5 loses the knight for nothing.
	const fen = "rnbqkbnr/1ppp1ppp/p7/4p3/4P3/2N5/PPPP1PPP/R1BQKBNR w KQkq - 0 3"
	// The weak levels see Nb5 at 0.97 and one other move; the strong
	// ones see it at 0.97 and every other move at 0.03, so that the move
	// their search finds best is one a person might play too (whichever
	// it is: with the net of session 26 it is Qh5, not Nf3). A strong
	// level weighs only the model's likeliest moves and its searched
	// best, and a best the model gives no chance at all would leave Nb5
	// the only move with weight.
	weakPolicy := stubPolicy(map[string]float64{"c3b5": 0.97, "g1f3": 0.03})
	strongPolicy := stubPolicyRest(map[string]float64{"c3b5": 0.97}, 0.03)
	weak, strong := 0, 0
	for _, l := range Levels() {
		if l.Level == 0 || l.HumanElo == 0 || l.HumanElo > HumanMaxElo {
			continue
		}
		// Weak: no search scale; strong: a scale at which a knight's
		// loss clearly outweighs the model's 0.97 against 0.03 (ln 32 ≈
		// 3.5 against loss/scale, the knight's loss about 300 by the
		// hand-written evaluation and 450 by the net). In between (a
		// loose scale) either move may come.
		knight := 300.0
		if l.Net {
			knight = 450
		}
		isWeak := l.HumanSearchScale == 0
		isStrong := l.HumanSearchScale > 0 && knight/float64(l.HumanSearchScale) > 3.5+1.5
		if isStrong {
			withPolicy(t, strongPolicy)
		} else {
			withPolicy(t, weakPolicy)
		}
		for seed := uint64(1); seed <= 3; seed++ {
			got := humanLevelMove(t, fen, l.Level, seed)
			switch {
			case isWeak && got != "c3b5":
				t.Fatalf("level %d (seed %d) played %s, not the model's Nb5", l.Level, seed, got)
			case isStrong && got == "c3b5":
				t.Fatalf("level %d (seed %d, scale %d) hung its knight with Nb5", l.Level, seed, l.HumanSearchScale)
			}
		}
		if isWeak {
			weak++
		}
		if isStrong {
			strong++
		}
	}
	if weak == 0 || strong == 0 {
		t.Fatalf("%d levels without a veto and %d with: the test checks neither kind", weak, strong)
	}
}

// TestHumanLevelPlaysMateInOne: with a mate in one on the board the
// level mates, whatever the model prefers.
func TestHumanLevelPlaysMateInOne(t *testing.T) {
	const fen = "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1"
	withPolicy(t, stubPolicy(map[string]float64{"g1f1": 1}))
	for level := 1; level <= MaxLevel; level++ {
		if got := humanLevelMove(t, fen, level, 5); got != "a1a8" {
			t.Fatalf("level %d played %s, not the mate Ra8", level, got)
		}
	}
}

// TestHumanPolicyLeavesStrongLevelsAlone: above HumanMaxElo and at full
// strength the model is not asked.
func TestHumanPolicyLeavesStrongLevelsAlone(t *testing.T) {
	asked := false
	withPolicy(t, func(p *Position, rating int) []HumanMove {
		asked = true
		return nil
	})
	for _, l := range Levels() {
		if l.Level != 0 && l.HumanElo > 0 && l.HumanElo <= HumanMaxElo {
			continue
		}
		humanLevelMove(t, StartFEN, l.Level, 1)
		if asked {
			t.Fatalf("level %d (Elo %d) asked the model", l.Level, l.Elo)
		}
	}
}

// TestStrongHumanLevelsCheckTheModelsMoveInBusyPositions: in busy
// middlegames the check of a drawn move must fit the level's scoring
// budget; the strong levels once ran out of it there and fell back to
// their searched move about one move in five.
func TestStrongHumanLevelsCheckTheModelsMoveInBusyPositions(t *testing.T) {
	cases := []struct{ fen, move string }{
		{"r1bq1rk1/pp2bppp/2n1pn2/2pp4/2PP4/2N1PN2/PP2BPPP/R1BQ1RK1 w - - 0 8", "a2a3"},
		{"r2q1rk1/1b1nbppp/pp1ppn2/8/2PNP3/1PN1B3/P3BPPP/R2Q1RK1 w - - 0 11", "f2f3"},
		{"r1b2rk1/2q1bppp/p2ppn2/1p6/3NPP2/2N1B3/PPP1B1PP/R2Q1RK1 w - - 0 12", "a2a3"},
	}
	for _, c := range cases {
		withPolicy(t, stubPolicy(map[string]float64{c.move: 1}))
		for _, l := range Levels() {
			if l.Level == 0 || l.HumanElo < 1400 || l.HumanElo > HumanMaxElo {
				continue
			}
			for seed := uint64(1); seed <= 4; seed++ {
				if got := humanLevelMove(t, c.fen, l.Level, seed); got != c.move {
					t.Errorf("level %d (seed %d) in %s played %s, the model's (sound) move is %s", l.Level, seed, c.fen, got, c.move)
				}
			}
		}
	}
}
