//go:build !(goexperiment.simd && amd64)

package nnue

// Without GOEXPERIMENT=simd on amd64, Fast runs its plain-Go loops only
// (fast_simd_amd64.go has the others, which these stand in for: newFast
// never sets Fast.simd here, so they are never called).
const simdOK = false

const noSIMD = "nnue: no SIMD in this build"

func (f *Fast) simdRefresh(acc []uint64, features []int)             { panic(noSIMD) }
func (f *Fast) simdAddSub(dst, src []uint64, add, sub int)           { panic(noSIMD) }
func (f *Fast) simdAddSubSub(dst, src []uint64, add, sub1, sub2 int) { panic(noSIMD) }
func (f *Fast) simdAddAddSubSub(dst, src []uint64, add1, add2, sub1, sub2 int) {
	panic(noSIMD)
}
func (f *Fast) simdDot(acc []uint64, w []int16) int64 { panic(noSIMD) }
