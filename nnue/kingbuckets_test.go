package nnue

import (
	"bytes"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// randomKingNet is randomNet with kb king buckets in KingLayout(kb).
func randomKingNet(t *testing.T, rng *rand.Rand, h, buckets, kb, wMax int) *Net {
	t.Helper()
	n := randomNet(rng, h, buckets, wMax, 255)
	m, err := KingLayout(kb)
	if err != nil {
		t.Fatal(err)
	}
	n.KB, n.KingMap = kb, m
	n.W1 = make([]int16, n.InputCount()*h)
	for i := range n.W1 {
		n.W1[i] = int16(rng.IntN(2*wMax+1) - wMax)
	}
	return n
}

// A king-bucketed net is written as version 3 and reads back the same;
// bad king-bucket headers are refused.
func TestKingBucketsRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(8, 9))
	n := randomKingNet(t, rng, 16, 8, 4, 100)
	var buf bytes.Buffer
	if err := n.Write(&buf); err != nil {
		t.Fatal(err)
	}
	if v := buf.Bytes()[4]; v != 3 {
		t.Errorf("version %d, want 3", v)
	}
	m, err := Load(bytes.NewReader(buf.Bytes()))
	if err != nil {
		t.Fatal(err)
	}
	if m.KB != 4 || m.KingMap != n.KingMap || !slices.Equal(m.W1, n.W1) || !slices.Equal(m.W2, n.W2) {
		t.Fatal("the net read back differs")
	}
	for _, c := range []struct {
		name string
		at   int
		v    byte
		want string
	}{
		{"king bucket count 0", 28, 0, "king bucket count"},
		{"king bucket count 99", 28, 99, "king bucket count"},
		{"map names bucket 7 of 4", 32 + 5, 7, "king bucket 7"},
	} {
		bad := bytes.Clone(buf.Bytes())
		bad[c.at] = c.v
		if _, err := Load(bytes.NewReader(bad)); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want %q", c.name, err, c.want)
		}
	}
	n.KingMap[3] = 9
	if err := n.Write(&bytes.Buffer{}); err == nil {
		t.Error("Write took a king map naming a bucket the net lacks")
	}
}

// The views: White's and Black's are mirror images (colour symmetry),
// a king on files e-h mirrors the board a-h, and each layout puts every
// king square in one of its buckets.
func TestKingBucketViews(t *testing.T) {
	for _, kb := range []int{1, 2, 4, 8} {
		m, err := KingLayout(kb)
		if err != nil {
			t.Fatal(err)
		}
		n := &Net{KB: kb, KingMap: m}
		used := map[int]bool{}
		for k := range 64 {
			w := n.View(0, k)
			used[w.base/Inputs] = true
			// Black's king on the vertically mirrored square sees the
			// mirrored board the same way.
			b := n.View(1, k^56)
			if w.base != b.base {
				t.Fatalf("KB %d: king %d: White's bucket %d, Black's (mirrored) %d", kb, k, w.base/Inputs, b.base/Inputs)
			}
			// The king on the a-h mirror square gives the same bucket and
			// mirrors every square.
			mw := n.View(0, k^7)
			for sq := range 64 {
				for pt := range 6 {
					if w.Feature(0, pt, sq) != mw.Feature(0, pt, sq^7) || w.Feature(1, pt, sq) != b.Feature(0, pt, sq^56) {
						t.Fatalf("KB %d, king %d: features of square %d are not symmetric", kb, k, sq)
					}
				}
			}
			if f := w.Feature(1, 5, 63); f < 0 || f >= n.InputCount() {
				t.Fatalf("KB %d: feature %d out of range", kb, f)
			}
		}
		if len(used) != kb {
			t.Errorf("KB %d: the layout uses %d buckets", kb, len(used))
		}
	}
	if _, err := KingLayout(3); err == nil {
		t.Error("KingLayout(3) has no layout but gave no error")
	}
	// Without king buckets a view is the plain Feature.
	n := &Net{}
	for persp := range 2 {
		for sq := range 64 {
			if n.View(persp, 4).Feature(1-persp, 3, sq) != Feature(persp, 1-persp, 3, sq) {
				t.Fatal("a net without king buckets has other features than Feature")
			}
		}
	}
}

// The packed forms of a king-bucketed net add the rows of every bucket
// as the int16 reference does.
func TestFastKingBuckets(t *testing.T) {
	rng := rand.New(rand.NewPCG(10, 11))
	n := randomKingNet(t, rng, 32, 8, 8, 300)
	for _, f := range []*Fast{NewFast(n, false), NewFastPlain(n, false), NewFastPlain(n, true)} {
		ref, got := make([]int16, n.H), make([]int16, n.H)
		acc := make([]uint64, f.W)
		for range 200 {
			feats := make([]int, 1+rng.IntN(32))
			for i := range feats {
				feats[i] = rng.IntN(n.InputCount())
			}
			n.Refresh(ref, feats)
			f.Refresh(acc, feats)
			a, s := rng.IntN(n.InputCount()), feats[0]
			n.Add(ref, a)
			n.Sub(ref, s)
			f.AddSub(acc, acc, a, s)
			f.Unpack(got, acc)
			if !slices.Equal(got, ref) {
				t.Fatal("packed accumulator differs from the reference")
			}
		}
	}
}
