package pgn

import (
	"bytes"
	"io"
	"math/rand/v2"
	"testing"
)

// TestWindowReaderReadsAsTheFile: reads at random offsets and lengths,
// within a window, across its edge, larger than it and past the end,
// give what the file holds.
func TestWindowReaderReadsAsTheFile(t *testing.T) {
	data := make([]byte, 3*windowSize+12345)
	rng := rand.New(rand.NewPCG(1, 2))
	for i := range data {
		data[i] = byte(rng.IntN(256))
	}
	file := bytes.NewReader(data)
	w := NewWindowReader(file, int64(len(data)))
	for range 2000 {
		off := rng.Int64N(int64(len(data)))
		n := rng.IntN(4096)
		if rng.IntN(50) == 0 {
			n = windowSize + rng.IntN(1000)
		}
		got := make([]byte, n)
		k, err := w.ReadAt(got, off)
		want := data[off:min(off+int64(n), int64(len(data)))]
		if k != len(want) || !bytes.Equal(got[:k], want) {
			t.Fatalf("ReadAt(%d bytes at %d) = %d bytes, want %d", n, off, k, len(want))
		}
		if k < n && err == nil {
			t.Fatalf("short read at %d without an error", off)
		}
		if k == n && err != nil && err != io.EOF {
			t.Fatalf("full read at %d: %v", off, err)
		}
	}
}
