package nnue

import (
	"bytes"
	"testing"

	"chessmaster/assets"
)

// Parse takes files a user names (the EvalFile option): whatever the
// bytes, it returns a net or an error, never panics, and a net it
// returns evaluates without going out of bounds.
func FuzzParse(f *testing.F) {
	f.Add(assets.NNUE)
	var v3 bytes.Buffer
	n := &Net{H: 4, QA: 255, QB: 64, Scale: 400, KB: 2, W1: make([]int16, 2*Inputs*4), B1: make([]int16, 4), W2: make([]int16, 8), B2: make([]int32, 1)}
	n.KingMap[31] = 1
	if err := n.Write(&v3); err != nil {
		f.Fatal(err)
	}
	f.Add(v3.Bytes())
	f.Add([]byte("CMNN"))
	f.Fuzz(func(t *testing.T, data []byte) {
		net, err := Parse(data)
		if err != nil {
			return
		}
		fast := NewFastPlain(net, false)
		acc := make([]uint64, fast.W)
		v := net.View(0, 6)
		fast.Refresh(acc, []int{v.Feature(0, 5, 6), v.Feature(1, 5, 60)})
		_ = fast.EvaluateBucket(acc, acc, net.Buckets()-1)
	})
}
