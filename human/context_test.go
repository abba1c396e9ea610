package human

import (
	"math"
	"slices"
	"testing"

	"chessmaster/engine"
)

// roundTrip writes c and reads it back, returning the file and the net
// read.
func roundTrip(t *testing.T, c *ContextNet) ([]byte, *ContextNet) {
	t.Helper()
	data, err := c.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	back := new(ContextNet)
	if err := back.UnmarshalBinary(data); err != nil {
		t.Fatal(err)
	}
	return data, back
}

func TestContextNetRoundTripAndRefusesDamage(t *testing.T) {
	c, err := DefaultContext()
	if err != nil {
		t.Fatalf("the shipped context net does not load: %v", err)
	}
	data, back := roundTrip(t, c)
	if back.Hidden != c.Hidden || !slices.Equal(back.V, c.V) || !slices.Equal(back.W1, c.W1) || !slices.Equal(back.WB, c.WB) {
		t.Fatal("weights changed in the round trip")
	}
	for _, bad := range [][]byte{nil, data[:len(data)-4], append(slices.Clone(data), 0), append([]byte("CMHCTX99"), data[8:]...)} {
		var x ContextNet
		if err := x.UnmarshalBinary(bad); err == nil {
			t.Fatalf("a damaged file of %d bytes was accepted", len(bad))
		}
	}
}

// The net sees the board from the mover's side: a position and its
// colour-flipped twin give each move the same term.
func TestContextNetIsColourSymmetric(t *testing.T) {
	c, err := DefaultContext()
	if err != nil {
		t.Fatal(err)
	}
	for _, fen := range testFENs {
		p := mustFEN(t, fen)
		q := p.Mirrored()
		a, b := CtxBoard(p, nil), CtxBoard(q, nil)
		slices.Sort(a)
		slices.Sort(b)
		if !slices.Equal(a, b) {
			t.Fatalf("%s: inputs %v, mirrored %v", fen, a, b)
		}
		for _, rating := range []int{900, 1500, 2300} {
			hp := c.HiddenLayer(a, rating, nil)
			var legal engine.MoveList
			p.GenerateLegal(&legal)
			for _, m := range legal.Slice() {
				mm := engine.NewMove(m.From().Flip(), m.To().Flip())
				if CtxMove(m, p.SideToMove()) != CtxMove(mm, q.SideToMove()) {
					t.Fatalf("%s: %s and its mirror have different rows", fen, m)
				}
			}
			if rating == 1500 && len(hp) != c.Hidden {
				t.Fatalf("hidden layer has %d values, want %d", len(hp), c.Hidden)
			}
		}
	}
}

// A net of zeros adds nothing: the probabilities are the move-feature
// model's. The shipped net does change them.
func TestContextNetAddsToTheMoveFeatureModel(t *testing.T) {
	m, err := Default()
	if err != nil {
		t.Fatal(err)
	}
	shipped, err := DefaultContext()
	if err != nil {
		t.Fatal(err)
	}
	alone := NewPredictor(m)
	zero := NewPredictorWith(m, NewContextNet(8))
	with := NewPredictorWith(m, shipped)
	changed := false
	for _, fen := range testFENs {
		a := alone.Predict(mustFEN(t, fen), 1500)
		z := zero.Predict(mustFEN(t, fen), 1500)
		w := with.Predict(mustFEN(t, fen), 1500)
		for i := range a {
			if a[i].Move != z[i].Move || math.Abs(a[i].P-z[i].P) > 1e-12 {
				t.Fatalf("%s: a zero net changed move %d: %v, want %v", fen, i, z[i], a[i])
			}
		}
		for i := range w {
			if math.Abs(w[i].P-probOf(a, w[i].Move)) > 1e-3 {
				changed = true
			}
		}
	}
	if !changed {
		t.Fatal("the shipped context net changes no probability")
	}
}

func probOf(probs []MoveProb, m engine.Move) float64 {
	for _, mp := range probs {
		if mp.Move == m {
			return mp.P
		}
	}
	return -1
}

// The rating reaches the net: the same board gets other terms at other
// ratings.
func TestContextNetDependsOnTheRating(t *testing.T) {
	c, err := DefaultContext()
	if err != nil {
		t.Fatal(err)
	}
	p := mustFEN(t, testFENs[1])
	in := CtxBoard(p, nil)
	lo := slices.Clone(c.HiddenLayer(in, 1000, nil))
	hi := c.HiddenLayer(in, 2200, nil)
	if slices.Equal(lo, hi) {
		t.Fatal("the hidden layer is the same at 1000 and 2200")
	}
}

// The attack maps mark what a player sees at a glance: own and enemy
// pieces under attack, and which of them are threatened (undefended, or
// attacked by a cheaper piece).
func TestCtxBoardMarksPiecesUnderAttack(t *testing.T) {
	// White's knight on e5 is attacked by the pawn on d6 (cheaper, so
	// threatened although the pawn on d4 defends it). It attacks the
	// rook on g6 (undefended: threatened) and the knight on f7 (defended
	// by the king and of the same value: attacked only).
	p := mustFEN(t, "4k3/5n2/3p2r1/4N3/3P4/8/8/4K3 w - - 0 1")
	in := CtxBoard(p, nil)
	has := func(base int, sq string) bool {
		s, _ := engine.ParseSquare(sq)
		return slices.Contains(in, uint16(base+int(s)))
	}
	for _, c := range []struct {
		name string
		base int
		sq   string
		want bool
	}{
		{"own attacked", ctxOwnAttacked, "e5", true},
		{"own threatened", ctxOwnThreatened, "e5", true},
		{"own attacked", ctxOwnAttacked, "d4", false},
		{"their attacked", ctxTheirAttacked, "g6", true},
		{"their threatened", ctxTheirThreatened, "g6", true},
		{"their attacked", ctxTheirAttacked, "f7", true},
		{"their threatened", ctxTheirThreatened, "f7", false},
		{"their attacked", ctxTheirAttacked, "d6", false},
	} {
		if has(c.base, c.sq) != c.want {
			t.Errorf("%s %s: got %v, want %v", c.name, c.sq, !c.want, c.want)
		}
	}
}

// The mover's own previous move is an input: after 1.e4 e5 White sees
// e2-e4 as its previous move and e7-e5 as the last one.
func TestCtxBoardSeesTheMoversPreviousMove(t *testing.T) {
	p := mustFEN(t, engine.StartFEN)
	for _, s := range []string{"e2e4", "e7e5"} {
		m, err := p.ParseMove(s)
		if err != nil {
			t.Fatal(err)
		}
		p.MakeMove(m)
	}
	in := CtxBoard(p, nil)
	sq := func(s string) int { q, _ := engine.ParseSquare(s); return int(q) }
	for _, want := range []int{ctxPrevFrom + sq("e2"), ctxPrevTo + sq("e4"), ctxLastFrom + sq("e7"), ctxLastTo + sq("e5")} {
		if !slices.Contains(in, uint16(want)) {
			t.Errorf("input %d missing from %v", want, in)
		}
	}
}

// A net with a residual block writes its block, reads it back, refuses a
// damaged file, and its block changes the moves' terms: the skip path
// alone (a zero second layer) leaves them as they were.
func TestBlockNetRoundTripAndResidual(t *testing.T) {
	c := NewBlockNet(4, 3)
	for i, p := range c.parts() {
		for k := range p {
			p[k] = float32(math.Sin(float64(i*131 + k)))
		}
	}
	for j := range c.B2 {
		c.B2[j] = 2 // every block unit on
	}
	data, back := roundTrip(t, c)
	if back.Block != 3 || !slices.Equal(back.W2, c.W2) || !slices.Equal(back.B2, c.B2) || !slices.Equal(back.W3, c.W3) {
		t.Fatal("the block changed in the round trip")
	}
	for _, bad := range [][]byte{data[:14], data[:len(data)-4], append(slices.Clone(data[:12]), 0, 0, 0, 0)} {
		var x ContextNet
		if err := x.UnmarshalBinary(bad); err == nil {
			t.Fatalf("a damaged block file of %d bytes was accepted", len(bad))
		}
	}
	p, _ := engine.ParseFEN(engine.StartFEN)
	in := CtxBoard(p, nil)
	h := c.HiddenLayer(in, 1500, nil)
	_, withBlock := c.Residual(h, nil, nil)
	if slices.Equal(withBlock, h) {
		t.Fatal("the block left the hidden layer as it was")
	}
	clear(c.W3)
	_, skipOnly := c.Residual(h, nil, nil)
	if !slices.Equal(skipOnly, h) {
		t.Fatal("with a zero second layer the block is not the identity")
	}
}
