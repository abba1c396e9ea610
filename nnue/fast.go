package nnue

import "fmt"

// The search's form of a net: accumulators packed four int16 lanes to a
// uint64, so that updating them takes one 64-bit add or subtract per four
// neurons, in plain Go.
//
// A packed accumulator word holds lanes k = 0..3 (bits 16k..16k+15), each
// the neuron's value plus 32768 ("biased", so a lane is an unsigned
// 16-bit number and reading it is a shift). Two ways of adding a weight
// row keep the lanes right:
//
//   - exact: the row is packed as the integer sum of w_k*2^(16k) (mod
//     2^64), so a plain 64-bit add or subtract adds every lane's weight,
//     borrows and carries included. The word is always the integer
//     sum of (v_k+32768)*2^(16k), and its lanes read back v_k exactly as
//     long as every v_k fits int16 in the position being evaluated
//     (intermediate sums may leave the range: integer addition is exact).
//     NewFast checks that no position can break this: for every neuron
//     |B1| + 32*max|W1| (at most 32 pieces on a board) <= 32767.
//   - wrapping (a net that fails that check): the row is packed lane by
//     lane and added with carry-suppressed SWAR arithmetic, so each lane
//     wraps on its own like the int16 additions of Net.Add and Net.Sub.
//
// Either way the lanes equal what Net.Refresh/Add/Sub give, and Evaluate
// equals Net.Evaluate on them.

const (
	laneTops = 0x8000800080008000 // each lane's top bit; also the bias
	laneLow  = 0x0000ffff0000ffff // lanes 0 and 2
	laneOnes = 0x0001000100010001
	laneMax  = 32767
)

// Fast is a Net prepared for incremental evaluation in a search. Make it
// with NewFast or Net.Fast; it is read-only afterwards and safe for
// concurrent use.
type Fast struct {
	H int // hidden neurons per perspective
	W int // accumulator words per perspective: ceil(H/4)

	exact   bool             // rows are added with plain 64-bit arithmetic
	simd    bool             // the AVX2 loops run (fast_simd_amd64.go); rows are packed lane by lane
	pairDot bool             // Evaluate may use the paired multiply (see dot)
	qa      uint64           // QA in every lane
	qaK     uint64           // laneMax-QA in every lane
	w1      []uint64         // [InputCount*W]: feature f's row is w1[f*W : f*W+W]
	b1      []uint64         // [W]: the biases, biased lanes
	w2      [][2][][2]uint64 // per bucket, [W] per perspective: the weight pairs (see dot)
	w2i     [][2][]int16     // per bucket, [4*W] per perspective, zero-padded (slow dot)
	b2      []int64          // per bucket
	scale   int64
	div     int64
}

// Words returns the length of one perspective's packed accumulator.
func (f *Fast) Words() int { return f.W }

// Exact reports whether rows are added with plain 64-bit arithmetic (the
// net passed the range check); otherwise lanes wrap one by one.
func (f *Fast) Exact() bool { return f.exact }

// SIMD reports whether the AVX2 loops run: a build with
// GOEXPERIMENT=simd on an amd64 CPU with AVX2, and H a multiple of 16.
func (f *Fast) SIMD() bool { return f.simd }

// Fast returns n prepared for the search, made on the first call and
// cached: n's weights must not change after that.
func (n *Net) Fast() *Fast {
	n.fastOnce.Do(func() { n.fast = NewFast(n, false) })
	return n.fast
}

// NewFast prepares n; forceWrap selects the wrapping additions even when
// the exact ones are safe (for tests). Where the build and the CPU allow
// it (SIMD), the AVX2 loops run.
func NewFast(n *Net, forceWrap bool) *Fast { return newFast(n, forceWrap, simdOK) }

// NewFastPlain is NewFast with the plain-Go loops only, whatever the
// build and the CPU (to compare the two).
func NewFastPlain(n *Net, forceWrap bool) *Fast { return newFast(n, forceWrap, false) }

func newFast(n *Net, forceWrap, simd bool) *Fast {
	// Parse refuses such nets; a net built in code with another QA would
	// make the lane arithmetic below silently wrong.
	if n.QA < 1 || n.QA > 32767 {
		panic(fmt.Sprintf("nnue: QA %d out of range 1..32767", n.QA))
	}
	h := n.H
	w := (h + 3) / 4
	f := &Fast{H: h, W: w, scale: int64(n.Scale), div: int64(n.QA) * int64(n.QB)}
	f.qa = uint64(n.QA) * laneOnes
	f.qaK = uint64(laneMax-n.QA) * laneOnes

	// The vector loops take sixteen lanes at a time and add rows lane by
	// lane, as the wrapping form packs them.
	f.simd = simd && h%16 == 0
	f.exact = !forceWrap && !f.simd
	for i := 0; i < h && f.exact; i++ {
		m := 0
		for feat := range n.InputCount() {
			m = max(m, abs(int(n.W1[feat*h+i])))
		}
		if abs(int(n.B1[i]))+32*m > laneMax {
			f.exact = false
		}
	}

	f.w1 = make([]uint64, n.InputCount()*w)
	for feat := range n.InputCount() {
		row := f.w1[feat*w : feat*w+w]
		for i, v := range n.W1[feat*h : feat*h+h] {
			if f.exact {
				row[i/4] += uint64(int64(v) << (16 * (i % 4)))
			} else {
				row[i/4] |= uint64(uint16(v)) << (16 * (i % 4))
			}
		}
	}
	f.b1 = make([]uint64, w)
	for i := range 4 * w {
		var b uint16
		if i < h {
			b = uint16(n.B1[i])
		}
		f.b1[i/4] |= uint64(b^0x8000) << (16 * (i % 4))
	}

	maxW2 := 0
	for _, v := range n.W2 {
		maxW2 = max(maxW2, abs(int(v)))
	}
	// Both the products' sum and the cross terms' sum (see dot), over both
	// perspectives, are at most 8W*QA*max|W2| in size; they must fit int32.
	f.pairDot = int64(8*w)*int64(n.QA)*int64(maxW2) < 1<<31
	buckets := n.Buckets()
	f.w2 = make([][2][][2]uint64, buckets)
	f.w2i = make([][2][]int16, buckets)
	f.b2 = make([]int64, buckets)
	for b := range buckets {
		f.b2[b] = int64(n.B2[b])
		for persp := range 2 {
			wi := make([]int16, 4*w)
			copy(wi, n.W2[(2*b+persp)*h:(2*b+persp)*h+h])
			f.w2i[b][persp] = wi
			wp := make([][2]uint64, w)
			for j := range w {
				// Word j's lanes c0..c3 meet weights wi[4j..4j+3] as the pairs
				// (c0 + c2<<32) * (w2 + w0<<32) and (c1 + c3<<32) * (w3 + w1<<32).
				l := wi[4*j : 4*j+4]
				wp[j] = [2]uint64{uint64(int64(l[2]) + int64(l[0])<<32), uint64(int64(l[3]) + int64(l[1])<<32)}
			}
			f.w2[b][persp] = wp
		}
	}
	return f
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// addLanes and subLanes add and subtract four 16-bit lanes, each wrapping
// on its own (no carry or borrow crosses a lane).
func addLanes(x, y uint64) uint64 {
	return ((x &^ laneTops) + (y &^ laneTops)) ^ ((x ^ y) & laneTops)
}

func subLanes(x, y uint64) uint64 {
	return ((x | laneTops) - (y &^ laneTops)) ^ ((x ^ ^y) & laneTops)
}

// row returns feature feat's packed weights.
func (f *Fast) row(feat int) []uint64 {
	return f.w1[feat*f.W : feat*f.W+f.W]
}

// Refresh sets acc (length W) to the biases plus the rows of features.
func (f *Fast) Refresh(acc []uint64, features []int) {
	if f.simd {
		f.simdRefresh(acc, features)
		return
	}
	acc = acc[:f.W]
	copy(acc, f.b1)
	for _, feat := range features {
		r := f.row(feat)
		r = r[:len(acc)]
		if f.exact {
			for i := range acc {
				acc[i] += r[i]
			}
		} else {
			for i := range acc {
				acc[i] = addLanes(acc[i], r[i])
			}
		}
	}
}

// AddSub sets dst to src with feature add added and sub taken away (a
// quiet move), in one pass. dst and src have length W and may be the
// same slice.
func (f *Fast) AddSub(dst, src []uint64, add, sub int) {
	if f.simd {
		f.simdAddSub(dst, src, add, sub)
		return
	}
	a := f.row(add)
	s := f.row(sub)
	src = src[:len(a)]
	dst = dst[:len(a)]
	s = s[:len(a)]
	if !f.exact {
		for i, x := range src {
			dst[i] = subLanes(addLanes(x, a[i]), s[i])
		}
		return
	}
	for i, x := range src {
		dst[i] = x + a[i] - s[i]
	}
}

// AddSubSub is AddSub taking away two features (a capture).
func (f *Fast) AddSubSub(dst, src []uint64, add, sub1, sub2 int) {
	if f.simd {
		f.simdAddSubSub(dst, src, add, sub1, sub2)
		return
	}
	a := f.row(add)
	s1 := f.row(sub1)
	s2 := f.row(sub2)
	src = src[:len(a)]
	dst = dst[:len(a)]
	s1 = s1[:len(a)]
	s2 = s2[:len(a)]
	if !f.exact {
		for i, x := range src {
			dst[i] = subLanes(subLanes(addLanes(x, a[i]), s1[i]), s2[i])
		}
		return
	}
	for i, x := range src {
		dst[i] = x + a[i] - s1[i] - s2[i]
	}
}

// AddAddSubSub is AddSub adding two features and taking away two
// (castling).
func (f *Fast) AddAddSubSub(dst, src []uint64, add1, add2, sub1, sub2 int) {
	if f.simd {
		f.simdAddAddSubSub(dst, src, add1, add2, sub1, sub2)
		return
	}
	a1 := f.row(add1)
	a2 := f.row(add2)
	s1 := f.row(sub1)
	s2 := f.row(sub2)
	src = src[:len(a1)]
	dst = dst[:len(a1)]
	a2 = a2[:len(a1)]
	s1 = s1[:len(a1)]
	s2 = s2[:len(a1)]
	if !f.exact {
		for i, x := range src {
			dst[i] = subLanes(subLanes(addLanes(addLanes(x, a1[i]), a2[i]), s1[i]), s2[i])
		}
		return
	}
	for i, x := range src {
		dst[i] = x + a1[i] + a2[i] - s1[i] - s2[i]
	}
}

// Unpack writes the H neuron values of the packed accumulator acc to dst
// (the []int16 accumulator Net.Refresh would give).
func (f *Fast) Unpack(dst []int16, acc []uint64) {
	dst = dst[:f.H]
	for i := range dst {
		dst[i] = int16(uint16(acc[i/4]>>(16*(i%4))) ^ 0x8000)
	}
}

// clampLanes turns four biased lanes v+32768 into min(max(v, 0), QA).
func clampLanes(x, qa, qaK uint64) uint64 {
	// Lanes whose top bit is set hold v >= 0: t-t>>15 is 0x7fff there and
	// 0 elsewhere, so y is v or 0.
	t := x & laneTops
	y := x & (t - t>>15)
	// Now 0 <= y <= 32767, and y+32767-QA has its top bit set iff y > QA:
	// those lanes become QA.
	big := (y + qaK) & laneTops
	return y ^ ((y ^ qa) & (big - big>>15))
}

// Evaluate returns the score in centipawns for the side whose packed
// accumulator is us (the side to move), them being the other side's:
// Net.Evaluate of the unpacked accumulators.
func (f *Fast) Evaluate(us, them []uint64) int { return f.EvaluateBucket(us, them, 0) }

// Buckets is the net's number of output buckets.
func (f *Fast) Buckets() int { return len(f.b2) }

// EvaluateBucket is Evaluate with the output layer of bucket b:
// Net.EvaluateBucket of the unpacked accumulators.
func (f *Fast) EvaluateBucket(us, them []uint64, b int) int {
	var sum int64
	if f.simd && f.pairDot {
		sum = f.simdDot(us, f.w2i[b][0]) + f.simdDot(them, f.w2i[b][1])
	} else if f.pairDot {
		t := f.dot(us, f.w2[b][0]) + f.dot(them, f.w2[b][1])
		// t is the wanted sum times 2^32 plus the cross terms' sum (see
		// dot), both of which fit int32 (pairDot).
		cross := int64(int32(uint32(t)))
		sum = (int64(t) - cross) >> 32
	} else {
		sum = f.slowDot(us, f.w2i[b][0]) + f.slowDot(them, f.w2i[b][1])
	}
	sum += f.b2[b]
	return int(sum * f.scale / f.div)
}

// dot multiplies clamped lanes by weights two at a time:
// (c0 + c2<<32) * (w2 + w0<<32) = c0*w2 + (c0*w0 + c2*w2)<<32 (mod 2^64),
// so the total holds the wanted sum in its high half over the sum of the
// cross terms (c0*w2 and the like).
func (f *Fast) dot(acc []uint64, wp [][2]uint64) uint64 {
	qa, qaK := f.qa, f.qaK
	acc = acc[:f.W]
	wp = wp[:len(acc)]
	var t0, t1 uint64
	for j, x := range acc {
		y := clampLanes(x, qa, qaK)
		t0 += (y & laneLow) * wp[j][0]
		t1 += (y >> 16 & laneLow) * wp[j][1]
	}
	return t0 + t1
}

// slowDot is dot one lane at a time in int64 (nets too large for dot).
func (f *Fast) slowDot(acc []uint64, w []int16) int64 {
	acc = acc[:f.W]
	w = w[:4*len(acc)]
	var sum int64
	for j, x := range acc {
		y := clampLanes(x, f.qa, f.qaK)
		for k := range 4 {
			sum += int64(uint16(y>>(16*k))) * int64(w[4*j+k])
		}
	}
	return sum
}
