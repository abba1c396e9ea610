package nnue

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// randomNet is a net of hidden size h and the given output buckets with
// weights up to wMax in size (large ones make NewFast fall back to
// wrapping lanes and the slow dot).
func randomNet(rng *rand.Rand, h, buckets, wMax, qa int) *Net {
	r := func() int16 { return int16(rng.IntN(2*wMax+1) - wMax) }
	n := &Net{H: h, QA: qa, QB: 64, Scale: 400,
		W1: make([]int16, Inputs*h), B1: make([]int16, h), W2: make([]int16, buckets*2*h), B2: make([]int32, buckets)}
	for i := range n.B2 {
		n.B2[i] = int32(rng.IntN(20001) - 10000)
	}
	for i := range n.W1 {
		n.W1[i] = r()
	}
	for i := range n.B1 {
		n.B1[i] = r()
	}
	for i := range n.W2 {
		n.W2[i] = r()
	}
	return n
}

// pack is the packed accumulator whose lanes are vals (padded with zeros).
func pack(f *Fast, vals []int16) []uint64 {
	acc := make([]uint64, f.W)
	for i := range 4 * f.W {
		var v int16
		if i < len(vals) {
			v = vals[i]
		}
		acc[i/4] |= uint64(uint16(v)^0x8000) << (16 * (i % 4))
	}
	return acc
}

func randomFeatures(rng *rand.Rand, n int) []int {
	fs := make([]int, n)
	for i := range fs {
		fs[i] = rng.IntN(Inputs)
	}
	return fs
}

// fastCases are the nets the packed code is checked on: the built-in one
// both ways, and random ones that take each fallback.
func fastCases(t *testing.T) []struct {
	name     string
	net      *Net
	fast     *Fast
	exact    bool
	pairDot  bool
	features int
} {
	def, err := Default()
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(3, 4))
	small := randomNet(rng, 30, 8, 300, 255)    // H not a multiple of 4, 8 output buckets
	huge := randomNet(rng, 64, 3, 32000, 32767) // wraps, slow dot
	type c = struct {
		name     string
		net      *Net
		fast     *Fast
		exact    bool
		pairDot  bool
		features int
	}
	mid := randomNet(rng, 32, 2, 300, 255) // two AVX2 vectors a perspective
	// exact: what the plain-Go loops use; a Fast with the AVX2 loops
	// (SIMD) adds lane by lane instead, whatever the net.
	return []c{
		{"built-in", def, def.Fast(), true, true, 32},
		{"built-in wrapping", def, NewFast(def, true), false, true, 32},
		{"built-in, plain Go", def, NewFastPlain(def, false), true, true, 32},
		{"built-in wrapping, plain Go", def, NewFastPlain(def, true), false, true, 32},
		{"H=30", small, NewFast(small, false), true, true, 32},
		{"H=32", mid, NewFast(mid, false), true, true, 32},
		{"H=32, plain Go", mid, NewFastPlain(mid, false), true, true, 32},
		{"huge weights", huge, NewFast(huge, false), false, false, 40},
		{"huge weights, plain Go", huge, NewFastPlain(huge, false), false, false, 40},
	}
}

// The packed accumulators and evaluation give exactly what the int16
// reference (Refresh, Add, Sub, Evaluate) gives.
func TestFastMatchesNet(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for _, c := range fastCases(t) {
		f := c.fast
		if f.Exact() != (c.exact && !f.SIMD()) || f.pairDot != c.pairDot {
			// For the built-in net this is speed, not correctness: a
			// retrained net with larger weights takes the slower paths.
			t.Errorf("%s: exact %v pairDot %v, want %v %v (SIMD %v)", c.name, f.Exact(), f.pairDot, c.exact && !f.SIMD(), c.pairDot, f.SIMD())
		}
		h := c.net.H
		ref, refThem := make([]int16, h), make([]int16, h)
		got := make([]int16, h)
		acc, them := make([]uint64, f.W), make([]uint64, f.W)
		for range 300 {
			feats := randomFeatures(rng, 1+rng.IntN(c.features))
			c.net.Refresh(ref, feats)
			f.Refresh(acc, feats)
			f.Unpack(got, acc)
			if !slices.Equal(got, ref) {
				t.Fatalf("%s: Refresh differs", c.name)
			}
			// Moves: one pass from the parent against Add/Sub in place.
			for range 8 {
				a, a2, s, s2 := rng.IntN(Inputs), rng.IntN(Inputs), rng.IntN(Inputs), rng.IntN(Inputs)
				next := make([]uint64, f.W)
				switch rng.IntN(3) {
				case 0:
					f.AddSub(next, acc, a, s)
					c.net.Add(ref, a)
					c.net.Sub(ref, s)
				case 1:
					f.AddSubSub(next, acc, a, s, s2)
					c.net.Add(ref, a)
					c.net.Sub(ref, s)
					c.net.Sub(ref, s2)
				default:
					f.AddAddSubSub(next, acc, a, a2, s, s2)
					c.net.Add(ref, a)
					c.net.Add(ref, a2)
					c.net.Sub(ref, s)
					c.net.Sub(ref, s2)
				}
				acc = next
				f.Unpack(got, acc)
				// (At most 32+16 features added and 16 taken away: the
				// exact nets here stay in range even so.)
				if !slices.Equal(got, ref) {
					t.Fatalf("%s: incremental update differs", c.name)
				}
			}
			c.net.Refresh(refThem, randomFeatures(rng, 1+rng.IntN(c.features)))
			c.net.Refresh(ref, feats)
			f.Refresh(acc, feats)
			copy(them, pack(f, refThem))
			b := rng.IntN(c.net.Buckets())
			if g, w := f.EvaluateBucket(acc, them, b), c.net.EvaluateBucket(ref, refThem, b); g != w {
				t.Fatalf("%s: Evaluate (bucket %d) %d, reference %d", c.name, b, g, w)
			}
		}
	}
}

// A build with the AVX2 loops uses them for the built-in net on a CPU
// that has AVX2, and the plain-Go Fast never does.
func TestFastSIMDWhereTheBuildAllows(t *testing.T) {
	def, err := Default()
	if err != nil {
		t.Fatal(err)
	}
	if got := def.Fast().SIMD(); got != (simdOK && def.H%16 == 0) {
		t.Errorf("built-in net (H=%d): SIMD %v with simdOK %v", def.H, got, simdOK)
	}
	if NewFastPlain(def, false).SIMD() {
		t.Error("NewFastPlain uses the AVX2 loops")
	}
	t.Logf("AVX2 loops in this build and on this CPU: %v", simdOK)
}

// Evaluate clamps every lane value the way the reference does, edges
// included.
func TestFastEvaluateClampEdges(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 9))
	for _, c := range fastCases(t) {
		f, n := c.fast, c.net
		qa := int16(n.QA)
		edges := []int16{-32768, -32767, -256, -1, 0, 1, qa - 1, qa, qa + 1, 256, 32766, 32767}
		for range 500 {
			us, them := make([]int16, n.H), make([]int16, n.H)
			for i := range us {
				if rng.IntN(2) == 0 {
					us[i], them[i] = edges[rng.IntN(len(edges))], edges[rng.IntN(len(edges))]
				} else {
					us[i], them[i] = int16(rng.IntN(65536)-32768), int16(rng.IntN(2*int(qa)+2)-int(qa))
				}
			}
			b := rng.IntN(n.Buckets())
			if g, w := f.EvaluateBucket(pack(f, us), pack(f, them), b), n.EvaluateBucket(us, them, b); g != w {
				t.Fatalf("%s: Evaluate (bucket %d) %d, reference %d", c.name, b, g, w)
			}
		}
	}
}

// The exact path keeps lanes exact on a real position: with the built-in
// net every sequence of at most 32 features stays in range.
func TestFastExactOnFullBoards(t *testing.T) {
	def, _ := Default()
	f := def.Fast()
	rng := rand.New(rand.NewPCG(1, 2))
	ref := make([]int16, def.H)
	got := make([]int16, def.H)
	acc := make([]uint64, f.W)
	for range 2000 {
		feats := randomFeatures(rng, 32)
		def.Refresh(ref, feats)
		f.Refresh(acc, feats)
		f.Unpack(got, acc)
		if !slices.Equal(got, ref) {
			t.Fatal("lanes differ on 32 features")
		}
	}
}

func TestLaneArithmetic(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	for range 100000 {
		x, y := rng.Uint64(), rng.Uint64()
		if rng.IntN(4) == 0 {
			x |= laneTops
		}
		s, d := addLanes(x, y), subLanes(x, y)
		for k := range 4 {
			a, b := uint16(x>>(16*k)), uint16(y>>(16*k))
			if uint16(s>>(16*k)) != a+b || uint16(d>>(16*k)) != a-b {
				t.Fatalf("lanes of %016x, %016x: sum %016x, difference %016x", x, y, s, d)
			}
		}
	}
}

// Benchmarks: one perspective's accumulator update for a quiet move and
// a capture, packed against the int16 copy-then-Add-then-Sub, and the
// output layer both ways.

func benchNet(b *testing.B) (*Net, *Fast) {
	n, err := Default()
	if err != nil {
		b.Fatal(err)
	}
	return n, n.Fast()
}

func BenchmarkFastAddSub(b *testing.B) {
	_, f := benchNet(b)
	src, dst := make([]uint64, f.W), make([]uint64, f.W)
	f.Refresh(src, []int{0, 100, 200, 300})
	i := 0
	for b.Loop() {
		f.AddSub(dst, src, i&511, 600)
		i++
	}
}

func BenchmarkFastAddSubSub(b *testing.B) {
	_, f := benchNet(b)
	src, dst := make([]uint64, f.W), make([]uint64, f.W)
	f.Refresh(src, []int{0, 100, 200, 300})
	i := 0
	for b.Loop() {
		f.AddSubSub(dst, src, i&511, 600, 700)
		i++
	}
}

func BenchmarkNetCopyAddSub(b *testing.B) {
	n, _ := benchNet(b)
	src, dst := make([]int16, n.H), make([]int16, n.H)
	n.Refresh(src, []int{0, 100, 200, 300})
	i := 0
	for b.Loop() {
		copy(dst, src)
		n.Add(dst, i&511)
		n.Sub(dst, 600)
		i++
	}
}

func BenchmarkFastEvaluate(b *testing.B) {
	_, f := benchNet(b)
	us, them := make([]uint64, f.W), make([]uint64, f.W)
	f.Refresh(us, []int{0, 100, 200, 300, 400, 500})
	f.Refresh(them, []int{10, 110, 210, 310, 410, 510})
	sum := 0
	for b.Loop() {
		sum += f.Evaluate(us, them)
	}
	_ = sum
}

func BenchmarkNetEvaluate(b *testing.B) {
	n, _ := benchNet(b)
	us, them := make([]int16, n.H), make([]int16, n.H)
	n.Refresh(us, []int{0, 100, 200, 300, 400, 500})
	n.Refresh(them, []int{10, 110, 210, 310, 410, 510})
	sum := 0
	for b.Loop() {
		sum += n.Evaluate(us, them)
	}
	_ = sum
}
