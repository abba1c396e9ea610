//go:build goexperiment.simd && amd64

package nnue

import (
	"simd/archsimd"
	"unsafe"
)

// The AVX2 form of Fast's loops, built only with GOEXPERIMENT=simd on
// amd64 (the release builds set it; see the Makefile). The rows are then
// packed lane by lane (as the wrapping form is), so adding one is sixteen
// independent int16 additions per vector, each wrapping on its own: the
// same lanes as the plain-Go loops give, which fast_test.go checks.

// simdOK reports whether the AVX2 loops may run on this CPU.
var simdOK = archsimd.X86.AVX2()

// lanes views a packed accumulator or row as its int16 lanes (little
// endian: lane k of word j is element 4j+k).
func lanes(w []uint64) []int16 {
	if len(w) == 0 {
		return nil
	}
	return unsafe.Slice((*int16)(unsafe.Pointer(&w[0])), 4*len(w))
}

// simdRefresh is Refresh: the biases plus the rows of features.
func (f *Fast) simdRefresh(acc []uint64, features []int) {
	d := lanes(acc[:f.W])
	b := lanes(f.b1)
	copy(d, b)
	for _, feat := range features {
		r := lanes(f.row(feat))[:len(d)]
		for i := 0; i < len(d); i += 16 {
			archsimd.LoadInt16x16Slice(d[i:]).Add(archsimd.LoadInt16x16Slice(r[i:])).StoreSlice(d[i:])
		}
	}
}

// simdAddSub is AddSub: dst = src + row(add) - row(sub).
func (f *Fast) simdAddSub(dst, src []uint64, add, sub int) {
	d, s := lanes(dst[:f.W]), lanes(src[:f.W])
	a, m := lanes(f.row(add))[:len(d)], lanes(f.row(sub))[:len(d)]
	for i := 0; i < len(d); i += 16 {
		x := archsimd.LoadInt16x16Slice(s[i:]).Add(archsimd.LoadInt16x16Slice(a[i:]))
		x.Sub(archsimd.LoadInt16x16Slice(m[i:])).StoreSlice(d[i:])
	}
}

// simdAddSubSub is AddSubSub: dst = src + row(add) - row(sub1) - row(sub2).
func (f *Fast) simdAddSubSub(dst, src []uint64, add, sub1, sub2 int) {
	d, s := lanes(dst[:f.W]), lanes(src[:f.W])
	a := lanes(f.row(add))[:len(d)]
	m1, m2 := lanes(f.row(sub1))[:len(d)], lanes(f.row(sub2))[:len(d)]
	for i := 0; i < len(d); i += 16 {
		x := archsimd.LoadInt16x16Slice(s[i:]).Add(archsimd.LoadInt16x16Slice(a[i:]))
		x = x.Sub(archsimd.LoadInt16x16Slice(m1[i:]))
		x.Sub(archsimd.LoadInt16x16Slice(m2[i:])).StoreSlice(d[i:])
	}
}

// simdAddAddSubSub is AddAddSubSub: two rows added, two taken away.
func (f *Fast) simdAddAddSubSub(dst, src []uint64, add1, add2, sub1, sub2 int) {
	d, s := lanes(dst[:f.W]), lanes(src[:f.W])
	a1, a2 := lanes(f.row(add1))[:len(d)], lanes(f.row(add2))[:len(d)]
	m1, m2 := lanes(f.row(sub1))[:len(d)], lanes(f.row(sub2))[:len(d)]
	for i := 0; i < len(d); i += 16 {
		x := archsimd.LoadInt16x16Slice(s[i:]).Add(archsimd.LoadInt16x16Slice(a1[i:]))
		x = x.Add(archsimd.LoadInt16x16Slice(a2[i:])).Sub(archsimd.LoadInt16x16Slice(m1[i:]))
		x.Sub(archsimd.LoadInt16x16Slice(m2[i:])).StoreSlice(d[i:])
	}
}

// simdDot is the output layer's sum for one perspective: the lanes,
// unbiased and clamped to 0..QA, times the weights w (4W of them),
// multiplied and added in pairs (VPMADDWD) into eight int32 sums, which
// cannot overflow where pairDot holds.
func (f *Fast) simdDot(acc []uint64, w []int16) int64 {
	x := lanes(acc[:f.W])
	w = w[:len(x)]
	bias := archsimd.BroadcastInt16x16(-0x8000)
	zero := archsimd.BroadcastInt16x16(0)
	qa := archsimd.BroadcastInt16x16(int16(f.qa & 0xffff))
	var sum archsimd.Int32x8
	for i := 0; i < len(x); i += 16 {
		v := archsimd.LoadInt16x16Slice(x[i:]).Xor(bias).Max(zero).Min(qa)
		sum = sum.Add(v.DotProductPairs(archsimd.LoadInt16x16Slice(w[i:])))
	}
	var out [8]int32
	sum.Store(&out)
	var t int64
	for _, v := range out {
		t += int64(v)
	}
	return t
}
