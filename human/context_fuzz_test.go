package human

import (
	"bytes"
	"testing"
)

// FuzzContextNetUnmarshal: a weights file of either kind (with or
// without a residual block) never panics the reader, and whatever it
// accepts it writes back byte for byte.
func FuzzContextNetUnmarshal(f *testing.F) {
	for _, c := range []*ContextNet{NewContextNet(1), NewBlockNet(1, 1), NewBlockNet(2, 3)} {
		data, err := c.MarshalBinary()
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
		f.Add(data[:len(data)/2])
	}
	f.Add([]byte("CMHCTB03\x01\x00\x00\x00\xff\xff\xff\xff"))
	f.Fuzz(func(t *testing.T, data []byte) {
		var c ContextNet
		if err := c.UnmarshalBinary(data); err != nil {
			return
		}
		back, err := c.MarshalBinary()
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(back, data) {
			t.Fatalf("read %d bytes, wrote back %d different ones", len(data), len(back))
		}
	})
}
