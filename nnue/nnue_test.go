package nnue

import (
	"bytes"
	"crypto/sha256"
	"fmt"
	"hash/crc32"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"chessmaster/assets"
)

// embeddedSHA256 is the SHA-256 of assets/nnue/default.nnue: retraining
// the net changes it, on purpose (update it with the new file). (The
// CRC-32 of a whole file is no use here: a CRC-32 over data followed by
// its own CRC is always the same residue, 2144df1c.)
const embeddedSHA256 = "01cfd78c56da8d811338005d05ffcb799f1b1b43f472ced0922ce16119b7b509"

func TestEmbeddedNetChecksum(t *testing.T) {
	if got := fmt.Sprintf("%x", sha256.Sum256(assets.NNUE)); got != embeddedSHA256 {
		t.Fatalf("embedded net SHA-256 %s, want %s", got, embeddedSHA256)
	}
	if got := crc32.ChecksumIEEE(assets.NNUE); got != 0x2144df1c {
		t.Errorf("CRC-32 residue of the embedded net %08x: its checksum trailer is wrong", got)
	}
	n, err := Default()
	if err != nil {
		t.Fatal(err)
	}
	if n.H != 256 || n.QA != 255 || n.QB != 64 || n.Scale != 400 {
		t.Errorf("H=%d QA=%d QB=%d Scale=%d, want 256, 255, 64, 400", n.H, n.QA, n.QB, n.Scale)
	}
}

func TestRoundTrip(t *testing.T) {
	n, err := Default()
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := n.Write(&buf); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(buf.Bytes(), assets.NNUE) {
		t.Fatal("Write(Load(file)) differs from the file")
	}
}

func TestLoadErrors(t *testing.T) {
	good := assets.NNUE
	mod := func(f func(b []byte) []byte) []byte { return f(bytes.Clone(good)) }
	cases := []struct {
		name string
		data []byte
		want string
	}{
		{"empty", nil, "too short"},
		{"magic", mod(func(b []byte) []byte { b[0] = 'X'; return b }), "bad magic"},
		{"version", mod(func(b []byte) []byte { b[4] = 9; return b }), "unsupported NNUE version 9"},
		{"hidden", mod(func(b []byte) []byte { b[8], b[9], b[10], b[11] = 0, 0, 0, 0; return b }), "bad hidden size"},
		{"scales", mod(func(b []byte) []byte { b[12], b[13] = 0, 0; return b }), "bad scales"},
		{"truncated", good[:len(good)-10], "wrong size"},
		{"checksum", mod(func(b []byte) []byte { b[100] ^= 1; return b }), "checksum mismatch"},
	}
	for _, c := range cases {
		_, err := Load(bytes.NewReader(c.data))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %v, want one containing %q", c.name, err, c.want)
		}
	}
}

// A net of several output buckets is written as version 2 and reads
// back the same; a bucket count out of range is refused.
func TestBucketsRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	n := randomNet(rng, 16, 8, 100, 255)
	var buf bytes.Buffer
	if err := n.Write(&buf); err != nil {
		t.Fatal(err)
	}
	m, err := Load(bytes.NewReader(buf.Bytes()))
	if err != nil {
		t.Fatal(err)
	}
	if m.Buckets() != 8 || !slices.Equal(m.W2, n.W2) || !slices.Equal(m.B2, n.B2) || !slices.Equal(m.W1, n.W1) {
		t.Fatal("the net read back differs")
	}
	if v := buf.Bytes()[4]; v != 2 {
		t.Errorf("version %d, want 2", v)
	}
	bad := bytes.Clone(buf.Bytes())
	bad[24] = 99 // the bucket count
	if _, err := Load(bytes.NewReader(bad)); err == nil || !strings.Contains(err.Error(), "bucket") {
		t.Errorf("bucket count 99: %v", err)
	}
}

func TestBucket(t *testing.T) {
	for _, c := range []struct{ pieces, buckets, want int }{
		{2, 8, 0}, {4, 8, 0}, {5, 8, 1}, {28, 8, 6}, {29, 8, 7}, {32, 8, 7}, {40, 8, 7}, {17, 1, 0}, {2, 1, 0},
	} {
		if got := Bucket(c.pieces, c.buckets); got != c.want {
			t.Errorf("Bucket(%d, %d) = %d, want %d", c.pieces, c.buckets, got, c.want)
		}
	}
}

func TestFeature(t *testing.T) {
	// A white pawn on e2 seen by White is a black pawn on e7 seen by Black.
	if a, b := Feature(0, 0, 0, 12), Feature(1, 1, 0, 52); a != b || a != 12 {
		t.Errorf("Feature: %d, %d", a, b)
	}
	if f := Feature(0, 1, 5, 63); f != 11*64+63 {
		t.Errorf("their king on h8: %d", f)
	}
}
