// Package nnue is ChessMaster's efficiently updatable neural evaluation:
// a small network of our own design, evaluated with integers in plain Go.
//
// Architecture: 768 inputs (6 piece types x 2 colours x 64 squares) seen
// from each side's perspective -> a hidden layer of H neurons per
// perspective (the "accumulator", int16, shared weights for both
// perspectives) -> clipped ReLU -> 1 output from the concatenation
// [side to move, other side]. The first layer is int16 (scaled by QA),
// the output weights int16 (scaled by QB); the output times Scale/(QA*QB)
// is centipawns from the side to move's point of view. A net may have
// several output layers ("buckets"), one chosen by the number of pieces
// on the board (see Bucket): the hidden layer is shared, and an opening
// and an endgame weigh its neurons differently.
//
// From a perspective the inputs are "own"/"their" pieces on squares
// mirrored vertically for Black, so a position and its colour-flipped
// twin have identical inputs: the evaluation is exactly colour-symmetric.
//
// A net may also have king buckets (kingbuckets.go): 768 inputs for each
// region of the perspective's own king, with the board mirrored a-h so
// that this king stands on files a-d.
//
// File format (little-endian): magic "CMNN", uint32 version (1, 2 or 3),
// uint32 H, uint32 QA, uint32 QB, uint32 Scale, from version 2 uint32 B
// (output buckets; version 1 has one), in version 3 uint32 KB (king
// buckets) and the 32 bytes of KingMap, then int16 W1[768*KB*H] (feature
// major; KB is 1 before version 3), int16 B1[H], int16 W2[B*2*H] (bucket
// major), int32 B2[B], then the CRC-32 (IEEE) of every preceding byte.
package nnue

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"sync"

	"chessmaster/assets"
)

// Inputs is the number of input features per perspective (and per king
// bucket, see kingbuckets.go).
const Inputs = 768

// Magic and Version identify the file format.
const (
	Magic   = "CMNN"
	Version = 3
)

// MaxHidden bounds H in a file (a sanity check on the header).
const MaxHidden = 4096

// MaxBuckets bounds the output buckets in a file.
const MaxBuckets = 32

// Net is a quantised network.
type Net struct {
	H     int
	QA    int // first-layer scale (clipped ReLU ceiling)
	QB    int // output-weight scale
	Scale int // centipawns per unit of float output
	KB    int // king buckets; 0: none (768 inputs, no mirroring)
	// KingMap is the king bucket of each own-king square a1-d8
	// (rank*4+file, after mirroring), when KB > 0.
	KingMap [32]uint8
	W1      []int16 // [InputCount()*H], feature-major: W1[f*H+i]
	B1      []int16 // [H]
	W2      []int16 // [Buckets*2*H]: per bucket, side to move's half first
	B2      []int32 // [Buckets], scaled by QA*QB

	fastOnce sync.Once
	fast     *Fast // Fast's cache
}

// Buckets is the number of output buckets (at least 1).
func (n *Net) Buckets() int { return max(len(n.B2), 1) }

// Bucket returns the output bucket of a board holding pieces pieces
// (kings included, 2..32): the range 1..32 cut into equal parts, so
// with 8 buckets 2-4 pieces use bucket 0 and 29-32 bucket 7.
func Bucket(pieces, buckets int) int {
	return min(max((pieces-1)*buckets/32, 0), buckets-1)
}

// Feature returns the input index of a piece of colour pieceColor (0 =
// White, 1 = Black) and type pt (0 = pawn .. 5 = king) on square sq
// (0 = a1 .. 63 = h8), seen from perspective persp.
func Feature(persp, pieceColor, pt, sq int) int {
	rel := 0
	if pieceColor != persp {
		rel = 6
	}
	if persp == 1 {
		sq ^= 56
	}
	return (rel+pt)*64 + sq
}

// Refresh sets acc (length H) to the biases plus the rows of features.
func (n *Net) Refresh(acc []int16, features []int) {
	copy(acc, n.B1)
	for _, f := range features {
		n.Add(acc, f)
	}
}

// Add adds feature f's weights to acc.
func (n *Net) Add(acc []int16, f int) {
	w := n.W1[f*n.H : f*n.H+n.H]
	acc = acc[:len(w)]
	for i := range w {
		acc[i] += w[i]
	}
}

// Sub subtracts feature f's weights from acc.
func (n *Net) Sub(acc []int16, f int) {
	w := n.W1[f*n.H : f*n.H+n.H]
	acc = acc[:len(w)]
	for i := range w {
		acc[i] -= w[i]
	}
}

// Evaluate returns the score in centipawns for the side whose
// accumulator is us (the side to move), them being the other side's,
// with the output layer of bucket 0 (see EvaluateBucket).
func (n *Net) Evaluate(us, them []int16) int { return n.EvaluateBucket(us, them, 0) }

// EvaluateBucket is Evaluate with the output layer of bucket b (see
// Bucket).
func (n *Net) EvaluateBucket(us, them []int16, b int) int {
	h := n.H
	qa := int16(n.QA)
	w := n.W2[b*2*h : (b+1)*2*h]
	us, them = us[:h], them[:h]
	var sum int64
	for i, a := range us {
		sum += int64(min(max(a, 0), qa)) * int64(w[i])
	}
	w = w[h:]
	for i, a := range them {
		sum += int64(min(max(a, 0), qa)) * int64(w[i])
	}
	sum += int64(n.B2[b])
	return int(sum * int64(n.Scale) / int64(n.QA*n.QB))
}

// Load reads a network file.
func Load(r io.Reader) (*Net, error) {
	data, err := io.ReadAll(io.LimitReader(r, 64<<20))
	if err != nil {
		return nil, fmt.Errorf("reading the net: %w", err)
	}
	return Parse(data)
}

// Parse decodes a network file held in memory.
func Parse(data []byte) (*Net, error) {
	header := 4 + 5*4
	if len(data) < header+4+4 {
		return nil, fmt.Errorf("not an NNUE file: %d bytes is too short", len(data))
	}
	if string(data[:4]) != Magic {
		return nil, fmt.Errorf("not an NNUE file: bad magic %q (want %q)", data[:4], Magic)
	}
	le := binary.LittleEndian
	version := le.Uint32(data[4:])
	if version < 1 || version > Version {
		return nil, fmt.Errorf("unsupported NNUE version %d (want 1 to %d)", version, Version)
	}
	h := le.Uint32(data[8:])
	qa, qb, scale := le.Uint32(data[12:]), le.Uint32(data[16:]), le.Uint32(data[20:])
	if h == 0 || h > MaxHidden {
		return nil, fmt.Errorf("bad hidden size %d (1..%d)", h, MaxHidden)
	}
	if qa == 0 || qa > 32767 || qb == 0 || qb > 32767 || scale == 0 || scale > 1<<16 {
		return nil, fmt.Errorf("bad scales QA=%d QB=%d Scale=%d", qa, qb, scale)
	}
	B := 1
	if version >= 2 {
		B = int(le.Uint32(data[header:]))
		header += 4
		if B < 1 || B > MaxBuckets {
			return nil, fmt.Errorf("bad output bucket count %d (1..%d)", B, MaxBuckets)
		}
	}
	kb, kingMap := 0, [32]uint8{}
	if version >= 3 {
		if len(data) < header+4+32 {
			return nil, fmt.Errorf("not an NNUE file: %d bytes is too short", len(data))
		}
		kb = int(le.Uint32(data[header:]))
		copy(kingMap[:], data[header+4:])
		header += 4 + 32
		if kb < 1 || kb > MaxKingBuckets {
			return nil, fmt.Errorf("bad king bucket count %d (1..%d)", kb, MaxKingBuckets)
		}
		for _, b := range kingMap {
			if int(b) >= kb {
				return nil, fmt.Errorf("king bucket %d in the map of a net with %d", b, kb)
			}
		}
	}
	H := int(h)
	inputs := Inputs * max(kb, 1)
	want := header + 2*(inputs*H+H+B*2*H) + 4*B + 4
	if len(data) != want {
		return nil, fmt.Errorf("wrong size: %d bytes, a net with H=%d has %d", len(data), H, want)
	}
	body := data[:want-4]
	if got, sum := crc32.ChecksumIEEE(body), le.Uint32(data[want-4:]); got != sum {
		return nil, fmt.Errorf("checksum mismatch: file says %08x, contents give %08x", sum, got)
	}
	n := &Net{H: H, QA: int(qa), QB: int(qb), Scale: int(scale), KB: kb, KingMap: kingMap,
		W1: make([]int16, inputs*H), B1: make([]int16, H), W2: make([]int16, B*2*H), B2: make([]int32, B)}
	rd := bytes.NewReader(data[header:])
	for _, v := range []any{n.W1, n.B1, n.W2, n.B2} {
		if err := binary.Read(rd, le, v); err != nil {
			return nil, fmt.Errorf("decoding the weights: %w", err)
		}
	}
	return n, nil
}

// Write writes n in the file format that Load reads: version 1 for a
// net of one output bucket (so such a net's file is what it always
// was), version 2 for more output buckets, version 3 with king buckets.
func (n *Net) Write(w io.Writer) error {
	b := len(n.B2)
	if n.H <= 0 || b < 1 || b > MaxBuckets || n.KB < 0 || n.KB > MaxKingBuckets ||
		len(n.W1) != n.InputCount()*n.H || len(n.B1) != n.H || len(n.W2) != b*2*n.H {
		return errors.New("nnue: inconsistent net")
	}
	for _, k := range n.KingMap {
		if n.KB > 0 && int(k) >= n.KB {
			return errors.New("nnue: king map names a bucket the net lacks")
		}
	}
	var buf bytes.Buffer
	buf.WriteString(Magic)
	le := binary.LittleEndian
	head := []any{uint32(1), uint32(n.H), uint32(n.QA), uint32(n.QB), uint32(n.Scale)}
	switch {
	case n.KB > 0:
		head = []any{uint32(3), uint32(n.H), uint32(n.QA), uint32(n.QB), uint32(n.Scale), uint32(b), uint32(n.KB), n.KingMap}
	case b > 1:
		head = []any{uint32(2), uint32(n.H), uint32(n.QA), uint32(n.QB), uint32(n.Scale), uint32(b)}
	}
	for _, v := range append(head, n.W1, n.B1, n.W2, n.B2) {
		if err := binary.Write(&buf, le, v); err != nil {
			return err
		}
	}
	if err := binary.Write(&buf, le, crc32.ChecksumIEEE(buf.Bytes())); err != nil {
		return err
	}
	_, err := w.Write(buf.Bytes())
	return err
}

var (
	defaultOnce sync.Once
	defaultNet  *Net
	defaultErr  error
)

// Default returns the built-in net (assets/nnue/default.nnue), decoded
// once.
func Default() (*Net, error) {
	defaultOnce.Do(func() {
		defaultNet, defaultErr = Parse(assets.NNUE)
		if defaultErr != nil {
			defaultErr = fmt.Errorf("built-in net: %w", defaultErr)
		}
	})
	return defaultNet, defaultErr
}
